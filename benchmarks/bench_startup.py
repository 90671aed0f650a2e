"""Cold start: `arbiter rule` on a small incident, against the bare interpreter and a naive app.

Two reference rows give the floor: the interpreter importing typer, yaml and json (all that
`rule --json` needs of the libraries), then rich's console and panel as well (`rule`).

Each command runs in a fresh process, several times, the commands taking turns so that a slow
spell of a shared machine falls on all of them alike; each one's best wall time is kept (its
least disturbed run). Prints a table and, with --json, the figures as JSON.

    python benchmarks/bench_startup.py [--runs 15] [--json]
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
INCIDENT = HERE.parent / "examples" / "incidents" / "faced-card.yaml"
TOLD = HERE.parent / "examples" / "incidents" / "calling-equal-to-a-count.yaml"  # step by step
RICH = "rich.console, rich.panel"  # what a ruling's panel needs of rich
# Byte-code is written and used, as on a user's machine (some shells switch it off).
ENV = {key: value for key, value in os.environ.items() if key != "PYTHONDONTWRITEBYTECODE"}


def best_times(commands: dict[str, list[str]], runs: int) -> dict[str, float]:
    """The best of `runs` wall times of each command, in seconds (output discarded), the
    commands run in turn. Each runs once first, unmeasured, to warm the caches."""
    best = dict.fromkeys(commands, float("inf"))
    for round_ in range(runs + 1):
        for name, command in commands.items():
            started = time.perf_counter()
            subprocess.run(command, check=True, stdout=subprocess.DEVNULL,
                           stderr=subprocess.DEVNULL, env=ENV)  # fmt: skip
            if round_:
                best[name] = min(best[name], time.perf_counter() - started)
    return best


def best_time(command: list[str], runs: int) -> float:
    """The best of `runs` wall times of one command, in seconds."""
    return best_times({"command": command}, runs)["command"]


def arbiter_command() -> list[str]:
    found = shutil.which("arbiter")
    return [found] if found else [sys.executable, "-m", "arbiter"]


def measure(runs: int) -> dict[str, float]:
    python = sys.executable
    arbiter = arbiter_command()
    return best_times(
        {
            "bare_python": [python, "-I", "-c", "pass"],
            # the floor: importing the libraries alone, before any of arbiter's own work
            "import_typer_yaml": [python, "-I", "-c", "import typer, yaml, json"],
            "import_also_rich": [python, "-I", "-c", f"import typer, yaml, json, {RICH}"],
            "arbiter_rule_json": [*arbiter, "rule", str(INCIDENT), "--json"],
            "arbiter_rule": [*arbiter, "rule", str(INCIDENT)],
            "arbiter_rule_told_json": [*arbiter, "rule", str(TOLD), "--json"],
            "arbiter_rule_told": [*arbiter, "rule", str(TOLD)],
            "naive_app_json": [python, str(HERE / "naive_app.py"), str(INCIDENT), "--json"],
        },
        runs,
    )


def report(figures: dict[str, float]) -> list[tuple[str, float, float]]:
    bare = figures["bare_python"]
    return [(name, seconds * 1000, seconds / bare) for name, seconds in figures.items()]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    figures = measure(args.runs)
    if args.json:
        print(json.dumps({name: round(ms, 1) for name, ms, _ in report(figures)}))
        return
    print(f"{'command':<24} {'best ms':>9} {'x bare':>8}")
    for name, ms, ratio in report(figures):
        print(f"{name:<24} {ms:>9.1f} {ratio:>8.1f}")


if __name__ == "__main__":
    main()
