"""How fast deals are scored: through `arbiter score --json` in one process, and through the
library (reading and checking the files, and scoring alone).

    python benchmarks/bench_score.py [--per-edition N] [--seed S] [--runs R] [--keep DIR]

Random legal deals (all twelve tricks played) are written as deal files to a temporary
folder, N per edition; the CLI is run over all of them in one command, as a user scoring a
batch would. Each figure is the best of R runs (3 by default): timings on a shared machine
vary from run to run, and the best is the least disturbed. Needs only the project's own
dependencies.
"""

from __future__ import annotations

import argparse
import os
import random
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from bench_startup import arbiter_command

from arbiter.game.deal import Deal
from arbiter.game.penalised import score_deal
from arbiter.lawbook.editions import all_editions
from arbiter.rulings.deal_file import load_deal
from arbiter.score.batch import score_many_lines

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # the generator of test deals
from tests.randomdeal import deal_document, random_deal


def deal_text(data: dict[str, Any]) -> str:
    """A deal file as players write one: hands as strings of cards, a trick a line."""
    lines = [f"edition: {data['edition']}"]
    for role in ("elder", "younger"):
        lines.append(f"{role}:")
        for key in ("dealt", "discard", "hand"):
            if key in data[role]:
                lines.append(f"  {key}: {' '.join(data[role][key])}")
    lines.append("tricks:")
    lines += [f"  - [{led}, {played}]" for led, played in data.get("tricks") or []]
    return "\n".join(lines) + "\n"


def write_deals(folder: Path, per_edition: int, seed: int) -> list[Path]:
    rng = random.Random(seed)
    paths: list[Path] = []
    for edition in all_editions():
        for number in range(per_edition):
            path = folder / f"{edition.id}-{number:05d}.yaml"
            data = deal_document(random_deal(edition, rng))
            path.write_text(deal_text(data), encoding="utf-8")
            paths.append(path)
    return paths


def best(work: Callable[[], object], runs: int) -> float:
    """The fastest of `runs` runs of `work`, in seconds."""
    seconds = float("inf")
    for _ in range(runs):
        start = time.perf_counter()
        work()
        seconds = min(seconds, time.perf_counter() - start)
    return seconds


def report(label: str, count: int, seconds: float) -> float:
    rate = count / seconds if seconds else float("inf")
    print(f"{label:<44} {count:>6} deals {seconds:8.3f} s {rate:10.0f} deals/s")
    return rate


def timed(label: str, count: int, work: Callable[[], object], runs: int) -> float:
    return report(label, count, best(work, runs))


def run_cli(paths: list[Path]) -> None:
    command = [*arbiter_command(), "score", "--json", *map(str, paths)]
    env = {key: value for key, value in os.environ.items() if key != "PYTHONDONTWRITEBYTECODE"}
    done = subprocess.run(command, capture_output=True, text=True, check=False, env=env)
    if done.returncode != 0:
        raise SystemExit(f"arbiter score failed ({done.returncode}): {done.stderr.strip()}")
    lines = done.stdout.count("\n")
    if lines != len(paths):
        raise SystemExit(f"expected {len(paths)} JSON lines, got {lines}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--per-edition",
        type=int,
        default=250,
        help="deals per edition (default 250: 1,000 files for four editions)",
    )
    parser.add_argument("--seed", type=int, default=1882)
    parser.add_argument("--runs", type=int, default=3, help="runs of each figure (best kept)")
    parser.add_argument("--keep", type=Path, help="write the deal files here and keep them")
    args = parser.parse_args()

    with tempfile.TemporaryDirectory() as temporary:
        folder = args.keep or Path(temporary)
        folder.mkdir(parents=True, exist_ok=True)
        paths = write_deals(folder, args.per_edition, args.seed)
        print(f"{len(paths)} random legal deals in {folder}")
        runs = args.runs
        batch = best(lambda: run_cli(paths), runs)
        report("arbiter score --json (one command, all files)", len(paths), batch)
        # The budget is a batch's rate: the command's start-up (one file's run) taken off.
        start_up = best(lambda: run_cli(paths[:1]), runs)
        report("  the same, less the start-up of a one-file run", len(paths) - 1,
               batch - start_up)  # fmt: skip
        timed("library: load_deal (read and check)", len(paths),
              lambda: [load_deal(path) for path in paths], runs)  # fmt: skip
        deals: list[Deal] = [load_deal(path) for path in paths]
        timed("library: score_deal", len(deals), lambda: [score_deal(deal) for deal in deals],
              runs)  # fmt: skip
        timed("library: load_deal + score_deal + to_json", len(paths),
              lambda: [score_deal(load_deal(path)).to_json() for path in paths], runs)  # fmt: skip
        # The CLI's batch without its start.
        files: list[Path | str] = list(paths)
        timed("library: JSON lines", len(paths), lambda: score_many_lines(files), runs)


if __name__ == "__main__":
    main()
