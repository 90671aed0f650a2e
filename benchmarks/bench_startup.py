"""Cold start: arbiter's commands against the floor, an app on the same libraries that does
no work of its own (`floor_app.py`: typer, rich, pyyaml and pydantic imported at the top).

Each arbiter command is set beside the floor's like it: `rule`, `rule --json` (a short kind
and a told incident), `compare` and `laws show` beside the floor's `rule` (with `--json`,
or printing a panel), `--version` and `--help` beside the floor's. Budgets (issue 22):
`rule`, `rule --json` and `compare` within 1.5 x the floor; `--version`, `--help` and `laws
show` within 1.2 x.

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


FLOOR = [sys.executable, str(HERE / "floor_app.py")]
# each of arbiter's commands: its arguments, the floor's command beside it, its budget
COMMANDS: dict[str, tuple[list[str], str, float]] = {
    "rule --json": (["rule", str(INCIDENT), "--json"], "floor rule --json", 1.5),
    "rule": (["rule", str(INCIDENT)], "floor rule", 1.5),
    "rule --json, told": (["rule", str(TOLD), "--json"], "floor rule --json", 1.5),
    "rule, told": (["rule", str(TOLD)], "floor rule", 1.5),
    "compare --json": (["compare", str(INCIDENT), "--json"], "floor rule --json", 1.5),
    "compare": (["compare", str(INCIDENT)], "floor rule", 1.5),
    "compare, told": (["compare", str(TOLD)], "floor rule", 1.5),
    "--version": (["--version"], "floor --version", 1.2),
    "--help": (["--help"], "floor --help", 1.2),
    "laws show": (["laws", "show", "1882", "14"], "floor rule", 1.2),
}


def measure(runs: int) -> dict[str, float]:
    arbiter = arbiter_command()
    floors = {
        "floor rule --json": [*FLOOR, "rule", str(INCIDENT), "--json"],
        "floor rule": [*FLOOR, "rule", str(INCIDENT)],
        "floor --version": [*FLOOR, "--version"],
        "floor --help": [*FLOOR, "--help"],
    }
    ours = {name: [*arbiter, *args] for name, (args, _, _) in COMMANDS.items()}
    return best_times({"bare python": [sys.executable, "-I", "-c", "pass"], **floors, **ours},
                      runs)  # fmt: skip


def report(figures: dict[str, float]) -> list[tuple[str, float, float, str]]:
    """Each command: its best time in ms, its ratio to the floor beside it (to the bare
    interpreter for the floors), and its budget met or missed."""
    rows = []
    for name, seconds in figures.items():
        if name in COMMANDS:
            _, floor, budget = COMMANDS[name]
            ratio = seconds / figures[floor]
            verdict = f"{'met' if ratio <= budget else 'MISSED'} (within {budget} x {floor})"
        else:
            ratio, verdict = seconds / figures["bare python"], "x bare python"
        rows.append((name, seconds * 1000, ratio, verdict))
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    figures = measure(args.runs)
    if args.json:
        print(json.dumps({name: round(ms, 1) for name, ms, _, _ in report(figures)}))
        return
    print(f"{'command':<20} {'best ms':>8} {'ratio':>6}  budget")
    for name, ms, ratio, verdict in report(figures):
        print(f"{name:<20} {ms:>8.1f} {ratio:>6.2f}  {verdict}")


if __name__ == "__main__":
    main()
