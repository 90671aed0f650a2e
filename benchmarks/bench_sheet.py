"""The partie sheet: `arbiter partie record` and `show --json` on sheets of many deals.

A set of a million points (never won) is given DEALS hand-counted deals, written as the tool
writes them, then each command runs in a fresh process, best of N (a `record` is taken back
after each run, so every run records onto the same sheet). Also the library alone: reading
and checking the sheet, and writing its text.

    python benchmarks/bench_sheet.py [--deals 2000] [--runs 7]
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from bench_startup import ENV, arbiter_command  # noqa: E402


def make_sheet(path: Path, deals: int) -> None:
    from arbiter.sheet.file import sheet_text
    from arbiter.sheet.game import Deal, dealer_of, elder_of
    from arbiter.sheet.partie import new_sheet

    sheet = new_sheet("1651", ["Anne", "Ben"], 10**6)
    records = []
    for number in range(1, deals + 1):
        dealer, elder = dealer_of(sheet.players, number), elder_of(sheet.players, number)
        records.append(Deal(number, dealer, elder, {dealer: 12, elder: 31}, "hand-counted"))
    path.write_text(sheet_text(sheet.with_deals(records)), encoding="utf-8")


def best(command: list[str], runs: int, after: list[str] | None = None) -> float:
    times = []
    for _ in range(runs + 1):
        started = time.perf_counter()
        subprocess.run(command, check=True, stdout=subprocess.DEVNULL, env=ENV)
        times.append(time.perf_counter() - started)
        if after:
            subprocess.run(after, check=True, stdout=subprocess.DEVNULL, env=ENV)
    return min(times[1:])


def library(path: Path, runs: int) -> tuple[float, float]:
    from arbiter.sheet.file import load_sheet, sheet_text

    reading = writing = float("inf")
    for _ in range(runs):
        started = time.perf_counter()
        sheet = load_sheet(path)
        reading = min(reading, time.perf_counter() - started)
        started = time.perf_counter()
        sheet_text(sheet)
        writing = min(writing, time.perf_counter() - started)
    return reading, writing


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--deals", type=int, default=2000)
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    arbiter = arbiter_command()
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "sheet.yaml"
        make_sheet(path, args.deals)
        size = path.stat().st_size // 1024
        record = best([*arbiter, "partie", "record", str(path), "--elder", "3", "--younger",
                       "4"], args.runs, [*arbiter, "partie", "undo", str(path)])
        show = best([*arbiter, "partie", "show", str(path), "--json"], args.runs)
        bare = best([sys.executable, "-I", "-c", "pass"], args.runs)
        reading, writing = library(path, args.runs)
    print(f"    sheet of {args.deals} deals ({size} KiB): `partie record` {record * 1000:.0f} ms, "
          f"`partie show --json` {show * 1000:.0f} ms (bare interpreter {bare * 1000:.0f} ms)")
    print(f"    in the library: reading and checking it {reading * 1000:.0f} ms, writing its "
          f"text {writing * 1000:.0f} ms")


if __name__ == "__main__":
    main()
