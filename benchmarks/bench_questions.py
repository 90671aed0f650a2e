"""How many questions `arbiter ask` puts before its ruling (issue 25): for every kind, on the
kind's example facts (`arbiter kinds KIND --example`), under every edition; and the six
disputes a-f of the issue, told as players tell them. Each count is the questions asked until
the ruling, the first ("what happened?", answered by the kind's name) included; the offers
after the ruling (compare, save) are not counted.

    python benchmarks/bench_questions.py [--json]
"""

from __future__ import annotations

import argparse
import json
import re
import statistics
import sys
import time
from collections.abc import Callable, Generator
from pathlib import Path
from typing import Any

import yaml

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from arbiter.errors import InputError
from arbiter.formats import incident_kinds
from arbiter.interview import IncidentInterview, Question
from arbiter.interview.kinds import example
from arbiter.lawbook.editions import all_editions

Answerer = Callable[[Question], str]
BUDGET = 10  # questions a dispute may take (issue 25)
SLOWEST = [0.0]  # seconds: the longest step, from an answer to the next question or ruling


def from_facts(fields: dict[str, Any]) -> Answerer:
    """Answers each question from an incident's fields, as a player would type them (a field
    the facts leave out: Enter)."""

    def answer(question: Question) -> str:
        value: Any = fields
        for part in re.findall(r"\w+|\[\d+\]", question.key.removeprefix("incident.")):
            if part.startswith("["):
                index = int(part[1:-1])
                if not isinstance(value, list) or index >= len(value):
                    return ""
                value = value[index]
            elif not isinstance(value, dict) or part not in value:
                return ""
            else:
                value = value[part]
        if isinstance(value, dict) and question.reader is not None:  # a player's cards
            parts = [value.get(name) or "" for name in ("hand", "discard", "dealt")]
            return " / ".join(" ".join(p) if isinstance(p, list) else p for p in parts) \
                .rstrip(" /")
        if isinstance(value, dict) and question.parse is not None:
            return one_line(value, question)
        if isinstance(value, dict):  # which of several formats (a step's action), or "yes"
            named = [c.value for c in question.choices] + list(question.also)
            return next((label for label in named if label in value), "yes")
        if isinstance(value, list):
            return " ".join(map(str, value))
        return ("yes" if value else "no") if isinstance(value, bool) else str(value)

    return answer


def one_line(step: dict[str, Any], question: Question) -> str:
    """A step as a player tells it in one line: `elder point 5 48`, `younger good`."""
    label = next(c.value for c in [*question.choices] if c.value in step) \
        if any(c.value in step for c in question.choices) else \
        next(name for name in question.also if name in step)
    main = step[label]
    words = [str(step["by"])]
    words += [str(main)] if label in ("call", "reply", "ask") else [label, _text(main)]
    words += [_text(step[key]) for key in ("cards", "value", "top", "rank", "suit")
              if label == "call" and key in step]
    return " ".join(words)


def _text(value: Any) -> str:
    return " ".join(map(str, value)) if isinstance(value, list) else str(value)


def count(edition: Any, fields: dict[str, Any]) -> tuple[int, Any]:
    """The questions asked until the ruling (the kind's own question counted), and the
    ruling."""
    interview = IncidentInterview(edition, written={"kind": fields["kind"]})
    questions: Generator[Question, Any, Any] = interview.until_ruled()
    answer, asked = from_facts(fields), 1
    started = time.perf_counter()
    try:
        question = next(questions)
        while True:
            asked += 1
            if asked > 100:
                raise RuntimeError(f"{fields['kind']}: no ruling after 100 questions")
            typed = question.answer(answer(question))
            started = time.perf_counter()
            question = questions.send(typed)
            SLOWEST[0] = max(SLOWEST[0], time.perf_counter() - started)
    except StopIteration as done:
        SLOWEST[0] = max(SLOWEST[0], time.perf_counter() - started)
        return asked, done.value


def example_facts(kind: str) -> dict[str, Any]:
    facts: dict[str, Any] = yaml.safe_load(example(kind))["incident"]
    return facts


# The six disputes of issue 25, as players tell them: (edition, facts).
DISPUTES: dict[str, tuple[str, dict[str, Any]]] = {
    "a": ("1882", {"kind": "exposed-card", "discovered": "dealing", "exposed_by": "younger",
                   "belongs_to": "elder"}),
    "b": ("1651", {"kind": "short-hand", "player": "elder", "discarded": 5, "taken": 4,
                   "discovered": "play"}),
    "c": ("1882", {"kind": "miscall", "player": "elder", "what": "set", "error": "over",
                   "replied": "good", "discovered": "play"}),
    "d": ("1674", {"kind": "declaration-omitted", "player": "elder", "what": "point",
                   "discovered": "after-first-lead"}),
    "e": ("1882", {"kind": "calling",
                   "elder": {"hand": "KH QH JH 10H 7H AS KS QS AD 9C 8C 7C"},
                   "younger": {"hand": "JS 10S 9S 8S 7S AH 9H 8H KD QD JD AC"},
                   "steps": [{"by": "elder", "call": "point", "cards": 5},
                             {"by": "younger", "reply": "what-do-they-make"},
                             {"by": "elder", "call": "point", "cards": 5, "value": 48},
                             {"by": "younger", "reply": "good"}],
                   "discovered": "declaring"}),
    # the stock is not told: beside a hand found wrong, it only restates the deal
    "f": ("every", {"kind": "wrong-card-count", "elder": 13, "younger": 11,
                    "discovered": "before-taking-up"}),
}


def dispute(name: str) -> list[tuple[str, int, Any]]:
    """(edition, questions, ruling) for a dispute, under each edition it is told under."""
    wanted, facts = DISPUTES[name]
    editions = [e for e in all_editions() if wanted == "every" or wanted in e.id]
    return [(e.id, *count(e, facts)) for e in editions]


def per_kind() -> dict[str, list[int]]:
    """Each kind's counts under every edition; a kind whose example names a file that is not
    there (score-dispute's deal.yaml) is left out."""
    found: dict[str, list[int]] = {}
    for kind in incident_kinds():
        try:
            found[kind] = [count(e, example_facts(kind))[0] for e in all_editions()]
        except InputError:
            continue
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    for edition in all_editions():  # loaded before timing: `ask` loads them while waiting
        count(edition, example_facts("faced-card"))
    SLOWEST[0] = 0.0
    kinds = per_kind()
    every = [n for counts in kinds.values() for n in counts]
    disputes = {name: [(e, n, r.decision.value, [c.law for c in r.citations])
                       for e, n, r in dispute(name)] for name in DISPUTES}
    if args.json:
        print(json.dumps({"kinds": kinds, "median": statistics.median(every), "most": max(every),
                          "disputes": disputes, "slowest_step_ms": SLOWEST[0] * 1000}))
        return
    print(f"{'kind':24} {'median':>6} {'most':>5}   (questions before the ruling, every edition)")
    for kind, counts in kinds.items():
        print(f"{kind:24} {statistics.median(counts):>6} {max(counts):>5}")
    print(f"{'all kinds':24} {statistics.median(every):>6} {max(every):>5}")
    print()
    for name, rows in disputes.items():
        for edition, n, decision, laws in rows:
            mark = "" if n <= BUDGET else f"  over the budget of {BUDGET}"
            print(f"({name}) {edition:14} {n:>3} questions: {decision} {', '.join(laws)}{mark}")
    print(f"\nslowest step, in process (answer to next question or ruling): "
          f"{SLOWEST[0] * 1000:.1f} ms")


if __name__ == "__main__":
    main()
