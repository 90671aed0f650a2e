"""Long tellings whose steps are irregular: is the ruling linear? (issue 22 item 4)

    python benchmarks/bench_told_irregular.py [--steps 2500,5000,10000] [--runs R] [--only NAME]

`bench_told.py` measures tellings whose steps raise nothing (the elder's point allowed
"good" over and over, no cards given): the walk and the finders' pass over the steps. Here
each telling gives the finders something to find at every step or two, so that the cost of
judging each finding shows, and whether it grows with the length of the telling:

- `true-calls`: both hands given; the elder calls his point truly, the younger says "not
  good" (holding better): nothing irregular, for scale;
- `miscall-and-wrong-reply`: both hands given; the elder calls a point of 49 holding 50
  (a miscall), the younger says "good" holding six clubs (a wrong reply);
- `late-pique`: the elder leads, then calls "pique" again and again (a bonus called late);
- `shown-sequence`: both hands given; a quart to the ace called, allowed, and shown.

Each is read from YAML once and ruled under 1882; the figure is the ruling's process time
(CPU seconds, steadier than wall time on a shared machine), best of R runs, and the ratio of
each length's time to the one before (doubling the steps: about 2 is linear, about 4
quadratic). The issue's budget: 10,000 told steps in well under a second.
"""

from __future__ import annotations

import argparse
import itertools
import time
from collections.abc import Callable
from typing import Any

import yaml

from arbiter.rulings import parse_incident, rule
from arbiter.variants.find import find_edition

# The elder: hearts A K Q J 9 (a point of five, 50), spades A K Q, clubs 8 7, diamonds 9 8.
# The younger: clubs A K Q J 10 9 (six cards), hearts 10 8 7, diamonds A K, spades 10.
HANDS = {"elder": {"hand": "AH KH QH JH 9H AS KS QS 8C 7C 9D 8D"},
         "younger": {"hand": "AC KC QC JC 10C 9C 10H 8H 7H AD KD 10S"}}  # fmt: skip

Steps = list[dict[str, Any]]


def repeated(pattern: Steps, steps: int, start: Steps | None = None) -> Steps:
    told = list(start or [])
    while len(told) < steps:
        told.extend(pattern)
    return told[:steps]


def true_calls(steps: int) -> tuple[str, Steps, dict[str, Any]]:
    pattern: Steps = [{"by": "elder", "call": "point", "cards": 5, "value": 50},
               {"by": "younger", "reply": "not-good"}]  # fmt: skip
    return "calling", repeated(pattern, steps), HANDS


def miscall_and_wrong_reply(steps: int) -> tuple[str, Steps, dict[str, Any]]:
    pattern: Steps = [{"by": "elder", "call": "point", "cards": 5, "value": 49},
               {"by": "younger", "reply": "good"}]  # fmt: skip
    return "calling", repeated(pattern, steps), HANDS


def late_pique(steps: int) -> tuple[str, Steps, dict[str, Any]]:
    pattern = [{"by": "elder", "call": "pique"}]
    return "play", repeated(pattern, steps, [{"by": "elder", "lead": "AH"}]), {}


def shown_sequence(steps: int) -> tuple[str, Steps, dict[str, Any]]:
    pattern: Steps = [{"by": "elder", "call": "sequence", "cards": 4, "top": "A"},
               {"by": "younger", "reply": "good"},
               {"by": "elder", "show": "AH KH QH JH"}]  # fmt: skip
    return "calling", repeated(pattern, steps), HANDS


TELLINGS: dict[str, Callable[[int], tuple[str, Steps, dict[str, Any]]]] = {
    "true-calls": true_calls,
    "miscall-and-wrong-reply": miscall_and_wrong_reply,
    "late-pique": late_pique,
    "shown-sequence": shown_sequence,
}


def ruled(make: Callable[[int], tuple[str, Steps, dict[str, Any]]], steps: int,
          runs: int) -> tuple[float, str]:  # fmt: skip
    """The best process time of ruling the telling, and its decision."""
    kind, told, cards = make(steps)
    text = yaml.safe_dump({"incident": {"kind": kind, "steps": told, **cards}})
    case = parse_incident(text).case
    edition = find_edition("portland-1882")
    best, decision = float("inf"), ""
    for _ in range(runs):
        start = time.process_time()
        decision = str(rule(case, edition).decision)
        best = min(best, time.process_time() - start)
    return best, decision


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--steps", default="2500,5000,10000",
                        help="the lengths, comma-separated, each double the one before")
    parser.add_argument("--runs", type=int, default=1)
    parser.add_argument("--only", choices=list(TELLINGS), action="append")
    args = parser.parse_args()
    lengths = [int(n) for n in args.steps.split(",")]
    print(f"{'telling':26}" + "".join(f"{n:>10,}" for n in lengths) + "   ratios   decision")
    for name in args.only or TELLINGS:
        times, decision = [], ""
        for steps in lengths:
            seconds, decision = ruled(TELLINGS[name], steps, args.runs)
            times.append(seconds)
        ratios = " ".join(f"{b / a:.1f}" for a, b in itertools.pairwise(times))
        print(f"{name:26}" + "".join(f"{t:>9.2f}s" for t in times) + f"   {ratios:8} {decision}",
              flush=True)


if __name__ == "__main__":
    main()
