"""Every speed figure in one run: cold start, batch scoring, and the scenario folder.

    python benchmarks/run.py [--runs 15] [--per-edition 250]

(a) `arbiter rule`, `compare`, `--version`, `--help` and `laws show` from a cold process,
each against the floor beside it (benchmarks/floor_app.py: the same libraries, no work of
its own; bench_startup.py); (b) deals a second for `arbiter score
--json` over 1,000 generated deal files and for the library alone (bench_score.py);
(c) the time to check the whole `scenarios/` folder, in one process and through the CLI;
(d) `arbiter ask` in a pseudo-terminal: its first question, and each answer's step
(bench_ask.py); (e) `partie record` and `partie show --json` on a sheet of 2,000 deals
(bench_sheet.py); (f) each page of `arbiter serve`, in process (bench_web.py).
Record the figures, with the machine, in benchmarks/README.md.
"""

from __future__ import annotations

import argparse
import os
import platform
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import bench_startup  # noqa: E402


def machine() -> str:
    chip = platform.processor() or platform.machine()
    return f"{chip}, {os.cpu_count()} CPUs, Python {platform.python_version()}"


def calibration() -> float:
    """Seconds for a fixed pure-Python loop (10 million additions), to scale the figures
    to another machine: about 0.5 s on a typical 2020s laptop core."""
    started = time.perf_counter()
    total = 0
    for number in range(10_000_000):
        total += number
    return time.perf_counter() - started


def scenarios(runs: int) -> None:
    from arbiter.rulings.check import check_paths

    folder = HERE.parent / "scenarios"
    started = time.perf_counter()
    results = check_paths([folder])
    library = time.perf_counter() - started
    command = [*bench_startup.arbiter_command(), "check", str(folder)]
    cli = bench_startup.best_time(command, max(3, runs // 3))
    print(
        f"(c) scenarios: {len(results)} files checked in {library:.3f} s in one process; "
        f"`arbiter check` {cli:.3f} s from a cold start"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--per-edition", type=int, default=250)
    args = parser.parse_args()
    print(f"machine: {machine()}; calibration loop {calibration():.2f} s")
    print("(a) cold start, best of", args.runs)
    for name, ms, ratio, verdict in bench_startup.report(bench_startup.measure(args.runs)):
        print(f"    {name:<20} {ms:8.1f} ms {ratio:6.2f}  {verdict}")
    score_runs = max(3, args.runs // 4)  # a batch run takes longer than a start
    print(f"(b) scoring {args.per_edition * 4} generated deal files, best of {score_runs}")
    subprocess.run(
        [sys.executable, str(HERE / "bench_score.py"), "--per-edition", str(args.per_edition),
         "--runs", str(score_runs)],
        check=True,
    )  # fmt: skip
    scenarios(args.runs)
    print("(d) arbiter ask in a pseudo-terminal, best of", args.runs)
    subprocess.run([sys.executable, str(HERE / "bench_ask.py"), "--runs", str(args.runs)],
                   check=True)
    print("(e) the partie sheet, best of", max(3, args.runs // 2))
    subprocess.run([sys.executable, str(HERE / "bench_sheet.py"), "--runs",
                    str(max(3, args.runs // 2))], check=True)
    print("(f) the web page of arbiter serve, in process, best of", args.runs)
    subprocess.run([sys.executable, str(HERE / "bench_web.py"), "--runs", str(args.runs)],
                   check=True)


if __name__ == "__main__":
    main()
