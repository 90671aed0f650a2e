"""How fast long tellings are ruled (issue 22: told steps took quadratic time, 12,400 calling
steps 24 s, 10,000 steps in a deal's incidents 17 s).

    python benchmarks/bench_told.py [--steps N] [--runs R]

(a) a calling of N steps (12,400 by default: the elder's point called and allowed "good",
over and over), read from YAML, then ruled under 1882; (b) a deal file whose incidents hold a
calling of 10,000 steps, read (the file, its checks, and the ruling of its incidents); (c) the
walk alone (issue 22 item 4): 10,000 and 5,000 told steps of calling and play applied to the
deal's state (`arbiter.telling.telling.read`), whose ratio shows it linear. Each figure is
the best of R runs (3 by default). The ruling is what the finders cost; the reading is the
YAML and the file's checks, which grow linearly with the file.
"""

from __future__ import annotations

import argparse
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, cast

import yaml

from arbiter.formats.told import Told
from arbiter.rulings import parse_incident, rule
from arbiter.rulings.deal_file import load_deal
from arbiter.variants.find import find_edition

ROOT = Path(__file__).resolve().parent.parent


def calling(steps: int) -> list[dict[str, Any]]:
    told: list[dict[str, Any]] = []
    for _ in range(steps // 2):
        told.append({"by": "elder", "call": "point", "cards": 5, "value": 48})
        told.append({"by": "younger", "reply": "good"})
    return told


def calling_and_play(steps: int) -> list[dict[str, Any]]:
    """A calling (calls and replies) of all but the last 24 steps, then twelve tricks, each a
    lead and a card played to it: the operations the calling and the play hold, none refused
    (the cards are not given)."""
    elder = ["AS", "KS", "QS", "JS", "AH", "KH", "QH", "JH", "AD", "KD", "QD", "JD"]
    younger = ["10S", "9S", "8S", "7S", "10H", "9H", "8H", "7H", "10D", "9D", "8D", "7D"]
    play = [step for led, played in zip(elder, younger, strict=True)
            for step in ({"by": "elder", "lead": led}, {"by": "younger", "play": played})]
    return calling(steps - len(play)) + play


def walk(steps: int, runs: int) -> float:
    from arbiter.rulings import parse_incident
    from arbiter.telling.telling import read

    text = yaml.safe_dump({"incident": {"kind": "play", "steps": calling_and_play(steps)}})
    told = cast(Told, parse_incident(text).case.incident)
    edition = find_edition("portland-1882")
    return best(runs, lambda: read(told, edition, None, ()))


def best(runs: int, work: Callable[[], object]) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        work()
        times.append(time.perf_counter() - start)
    return min(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--steps", type=int, default=12_400)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()

    text = yaml.safe_dump({"incident": {"kind": "calling", "steps": calling(args.steps)}})
    edition = find_edition("portland-1882")
    read = best(args.runs, lambda: parse_incident(text))
    case = parse_incident(text).case
    ruled = best(args.runs, lambda: rule(case, edition))
    print(f"(a) a calling of {args.steps:,} steps: read {read:.2f} s, ruled {ruled:.2f} s")

    deal = yaml.safe_load((ROOT / "examples/deals/portland-1882-pique.yaml").read_text())
    deal["incidents"] = [{"kind": "calling", "steps": calling(10_000)}]
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "deal.yaml"
        path.write_text(yaml.safe_dump(deal), encoding="utf-8")
        loaded = best(args.runs, lambda: load_deal(path))
    print(f"(b) a deal whose incidents hold 10,000 steps: read and ruled {loaded:.2f} s")

    half, whole = walk(5_000, args.runs), walk(10_000, args.runs)
    print(f"(c) the walk alone: 10,000 steps {whole:.3f} s, 5,000 steps {half:.3f} s "
          f"(ratio {whole / half:.2f})")


if __name__ == "__main__":
    main()
