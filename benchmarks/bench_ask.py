"""`arbiter ask` as a player meets it, in a pseudo-terminal: the time from the command's start
to its first question (its text on the screen), against the floor (bench_startup's app on
the same libraries doing nothing of its own, `rule`) and the bare interpreter, then to that
question's prompt (ask loads what the answers need in between), and the time from each
answer typed to the next question (or, after the last, to the ruling on the screen), for
three tellings: a faced card, dispute (e) of issue 25 with its cards, and a telling of 30
steps (issue 22: an answer costs the same at the 30th step as at the first). The median and
the worst answer.

Budget (issue 22): the first question within 1.5 x the floor's `rule`; each step within
30 ms. Each figure is the best of N runs (the least disturbed), as in bench_startup.
Answers are typed as soon as a question's prompt shows (a script's pace, the worst case),
and again after a pause as a player reading the question would (`--read`, 0.3 s by default).
The prompt of the first question comes once ask has loaded what the answers need, which it
does after showing the question (an answer typed before the prompt is kept, and shown at it).

    python benchmarks/bench_ask.py [--runs 15] [--read 0.3] [--json]
"""

from __future__ import annotations

import argparse
import json
import os
import pty
import select
import statistics
import sys
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import bench_startup  # noqa: E402

PROMPT = b"> "
QUESTION = b"What part of the game"  # the first question's text
DONE = "--full"  # the short answer's last line
ELDER = "KH QH JH 10H 7H AS KS QS AD 9C 8C 7C"  # the hands of dispute (e) of issue 25
YOUNGER = "JS 10S 9S 8S 7S AH 9H 8H KD QD JD AC"
# Each telling under the default edition: its answers, the last of which brings the ruling.
TELLINGS: dict[str, list[str]] = {
    # A faced card: the stage (a kind named at once), then the facts.
    "faced card": ["faced-card", "pack", "dealing", "1"],
    # Dispute (e): "point of five", "how many?", "forty-eight", "good"; the cards shown.
    "dispute (e)": ["calling", "point 5", "what-do-they-make", "point 5 48", "good", "",
                    ELDER, YOUNGER, "declaring"],
    # A telling of 30 steps: the calling, then every trick led and played, then the hands.
    "30 steps": ["calling", "point 5 47", "good", "sequence 4 K", "not-good",
                 "younger sequence 5 J", "elder good", "lead AS", "play 7S", "elder lead KS",
                 "play 8S", "elder lead QS", "play 9S", "elder lead AD", "play JD",
                 "elder lead KH", "play AH", "younger lead 10S", "play 7C", "younger lead JS",
                 "play 8C", "younger lead KD", "play 9C", "younger lead QD", "play 7H",
                 "younger lead AC", "play QH", "younger lead 9H", "play JH", "elder lead 10H",
                 "play 8H", "", ELDER, YOUNGER],
}  # fmt: skip
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


def one_run(answers: list[str], read: float = 0.0) -> list[float]:
    """Seconds: start to the first question's text, and to its prompt; then each answer to
    the next question or ruling, each typed `read` seconds after its question's prompt."""
    session = Session()
    times = [session.until(QUESTION) - session.started, session.until(PROMPT) - session.started]
    for index, answer in enumerate(answers):
        time.sleep(read)
        os.write(session.fd, (answer + "\r").encode())
        typed = time.perf_counter()
        session.until(answer.encode())  # the terminal's echo of the answer
        marker = DONE.encode() if index == len(answers) - 1 else PROMPT
        times.append(session.until(marker) - typed)
    session.close()
    return times


def measure(answers: list[str], runs: int, read: float = 0.0) -> dict[str, Any]:
    """The best of `runs` for the first question and for each answer, in seconds; the
    bare interpreter's start; the median and the worst of the answers' best times."""
    bare = bench_startup.best_time([sys.executable, "-I", "-c", "pass"], runs)
    floor = bench_startup.best_time([*bench_startup.FLOOR, "rule", str(bench_startup.INCIDENT)],
                                    runs)  # fmt: skip
    one_run(answers)  # warm the caches
    best = [float("inf")] * (len(answers) + 2)
    for _ in range(runs):
        best = [min(b, t) for b, t in zip(best, one_run(answers, read), strict=True)]
    steps = best[2:]
    worst = max(range(len(steps)), key=steps.__getitem__)
    return {"bare_python": bare, "floor": floor, "first question": best[0],
            "first prompt": best[1], "answers": steps,
            "median": statistics.median(steps), "worst": steps[worst],
            "worst answer": f"No. {worst + 1}: {answers[worst] or '(Enter)'}"}


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--read", type=float, default=0.3,
                        help="seconds a player takes to read a question")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    found = {}
    for name, answers in TELLINGS.items():
        runs = args.runs if len(answers) < 10 else max(3, args.runs // 3)  # a long one: fewer
        found[name] = {"at_once": measure(answers, runs),
                       "reading": measure(answers, max(3, runs // 3), args.read)}
    if args.json:
        print(json.dumps({name: {how: _ms(figures) for how, figures in hows.items()}
                          for name, hows in found.items()}))
        return
    for name, hows in found.items():
        report(f"{name}, answers typed at once", hows["at_once"])
        report(f"{name}, answers typed after {args.read} s", hows["reading"])


def _ms(figures: dict[str, Any]) -> dict[str, Any]:
    return {name: [round(s * 1000, 1) for s in value] if isinstance(value, list)
            else round(value * 1000, 1) if isinstance(value, float) else value
            for name, value in figures.items()}  # fmt: skip


def report(title: str, figures: dict[str, Any]) -> None:
    print(f"arbiter ask, {title}")
    bare = figures["bare_python"]
    first = figures["first question"]
    floor = figures["floor"]
    print(f"    first question {first * 1000:.1f} ms: {first / floor:.2f} x the floor's rule "
          f"({floor * 1000:.1f} ms; within 1.5 x: {'met' if first <= 1.5 * floor else 'MISSED'}),"
          f" {first / bare:.1f} x the bare interpreter ({bare * 1000:.1f} ms)")
    prompt = figures["first prompt"]
    print(f"    its prompt {prompt * 1000:.1f} ms: {prompt / floor:.2f} x the floor's rule (the "
          f"answers' needs loaded in {(prompt - first) * 1000:.1f} ms after the question)")
    median, worst = figures["median"] * 1000, figures["worst"] * 1000
    print(f"    each of {len(figures['answers'])} answers to the next question: median "
          f"{median:.1f} ms, worst {worst:.1f} ms ({figures['worst answer']}); within 30 ms: "
          f"{'met' if worst <= 30 else 'MISSED'}")


if __name__ == "__main__":
    main()
