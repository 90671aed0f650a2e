"""`arbiter ask` as a player meets it, in a pseudo-terminal: the time from the command's start
to its first question, against the bare interpreter, and the time from each answer typed to
the next question (or, after the last, to the ruling on the screen).

Budget (issue 17): the first question within 10 x the bare interpreter's start; each step
within 30 ms. Each figure is the best of N runs (the least disturbed), as in bench_startup.
Answers are typed as soon as a question is asked (a script's pace, the worst case: `ask`
loads the edition and rich in the background while the first question waits), and again
after a pause as a player reading the question would (`--read`, 0.3 s by default).

    python benchmarks/bench_ask.py [--runs 15] [--read 0.3] [--json]
"""

from __future__ import annotations

import argparse
import json
import os
import pty
import select
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import bench_startup  # noqa: E402

PROMPT = b"> "
DONE = "--full"  # the short answer's last line
# A faced card under the default edition: the stage (a kind named at once), then the facts.
ANSWERS = ["faced-card", "pack", "dealing", "1"]
STEPS = ["first question", "faced-card", "pack", "dealing", "1: the ruling"]
ENV = {**bench_startup.ENV, "COLUMNS": "80", "LINES": "24", "TERM": "xterm"}


class Session:
    """One `arbiter ask` in a pseudo-terminal."""

    def __init__(self) -> None:
        command = bench_startup.arbiter_command()
        self.started = time.perf_counter()
        self.pid, self.fd = pty.fork()
        if self.pid == 0:
            os.execve(command[0], [*command, "ask"], ENV)
        self.seen = b""
        self.cursor = 0  # where the next marker is looked for

    def until(self, marker: bytes, timeout: float = 10.0) -> float:
        """The clock when `marker` has appeared past the last one found."""
        deadline = time.perf_counter() + timeout
        while marker not in self.seen[self.cursor:]:
            ready, _, _ = select.select([self.fd], [], [], deadline - time.perf_counter())
            if not ready:
                raise TimeoutError(f"no {marker!r} after {self.seen[self.cursor:]!r}")
            self.seen += os.read(self.fd, 65536)
        found = time.perf_counter()
        self.cursor = self.seen.index(marker, self.cursor) + len(marker)
        return found

    def close(self) -> None:
        os.write(self.fd, b"no\r\r")  # the offers that follow (compare, save): declined
        try:
            while os.read(self.fd, 65536):
                pass
        except OSError:
            pass
        os.waitpid(self.pid, 0)


def one_run(read: float = 0.0) -> list[float]:
    """Seconds: start to first question, then each answer to the next question or ruling;
    each answer typed `read` seconds after its question."""
    session = Session()
    times = [session.until(PROMPT) - session.started]
    for index, answer in enumerate(ANSWERS):
        time.sleep(read)
        os.write(session.fd, (answer + "\r").encode())
        typed = time.perf_counter()
        session.until(answer.encode())  # the terminal's echo of the answer
        marker = DONE.encode() if index == len(ANSWERS) - 1 else PROMPT
        times.append(session.until(marker) - typed)
    session.close()
    return times


def measure(runs: int, read: float = 0.0) -> dict[str, float]:
    """The best of `runs` for each step, and the bare interpreter's start, in seconds."""
    bare = bench_startup.best_time([sys.executable, "-I", "-c", "pass"], runs)
    one_run()  # warm the caches
    best = [float("inf")] * len(STEPS)
    for _ in range(runs):
        best = [min(b, t) for b, t in zip(best, one_run(read), strict=True)]
    return {"bare_python": bare, **dict(zip(STEPS, best, strict=True))}


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--read", type=float, default=0.3,
                        help="seconds a player takes to read a question")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    at_once = measure(args.runs)
    reading = measure(max(3, args.runs // 3), args.read)
    if args.json:
        print(json.dumps({"at_once": _ms(at_once), "reading": _ms(reading)}))
        return
    report("typed at once", at_once)
    report(f"typed after {args.read} s", reading)


def _ms(figures: dict[str, float]) -> dict[str, float]:
    return {name: round(seconds * 1000, 1) for name, seconds in figures.items()}


def report(title: str, figures: dict[str, float]) -> None:
    print(f"arbiter ask, answers {title}")
    bare = figures["bare_python"]
    print(f"    {'step':<24} {'best ms':>9}  budget")
    print(f"    {'bare interpreter':<24} {bare * 1000:>9.1f}")
    first = figures["first question"]
    print(f"    {'first question':<24} {first * 1000:>9.1f}  {first / bare:.1f} x bare "
          f"(within 10 x: {'met' if first <= 10 * bare else 'MISSED'})")
    for step in STEPS[1:]:
        ms = figures[step] * 1000
        print(f"    {'answer ' + step:<24} {ms:>9.1f}  within 30 ms: "
              f"{'met' if ms <= 30 else 'MISSED'}")


if __name__ == "__main__":
    main()
