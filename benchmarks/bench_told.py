"""How fast long tellings are ruled (issue 22: told steps took quadratic time, 12,400 calling
steps 24 s, 10,000 steps in a deal's incidents 17 s).

    python benchmarks/bench_told.py [--steps N] [--runs R]

(a) a calling of N steps (12,400 by default: the elder's point called and allowed "good",
over and over), read from YAML, then ruled under 1882; (b) a deal file whose incidents hold a
calling of 10,000 steps, read (the file, its checks, and the ruling of its incidents). Each
figure is the best of R runs (3 by default). The ruling is what the finders cost; the reading
is the YAML and the file's checks, which grow linearly with the file.
"""

from __future__ import annotations

import argparse
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import yaml

from arbiter.game.deal import load_deal
from arbiter.lawbook.editions import find_edition
from arbiter.rulings import parse_incident, rule

ROOT = Path(__file__).resolve().parent.parent


def calling(steps: int) -> list[dict[str, Any]]:
    told: list[dict[str, Any]] = []
    for _ in range(steps // 2):
        told.append({"by": "elder", "call": "point", "cards": 5, "value": 48})
        told.append({"by": "younger", "reply": "good"})
    return told


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


if __name__ == "__main__":
    main()
