"""The web page of `arbiter serve`: each page answered in process, through Starlette's
TestClient (the whole app, its token and CSRF checks, the templates; no network), against a
budget of 50 ms a page. A sheet of six deals (a finished 1882 partie) for the sheet's pages;
a form's POST is timed with the page it redirects to. Best and median of N, after one
request to warm up (the first loads the editions and the rules, as the server's first
request does). The budget is held by the best time; the median shows what a machine
shared with other work gives.

    python benchmarks/bench_web.py [--runs 20]

Needs the extra `web` and httpx2.
"""

from __future__ import annotations

import argparse
import re
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

BUDGET_MS = 50.0
FACED = "/ask?a=1&a=4&a=1&a=2&a=1"  # a faced card in the pack, while dealing, one card


def pages(web: Any, csrf: str) -> dict[str, Callable[[], Any]]:
    def record() -> Any:  # a deal recorded, then taken back by the library, untimed
        return web.post("/partie/record", data={"csrf": csrf, "elder": "30",
                                                "younger": "12"})  # fmt: skip

    return {
        "home": lambda: web.get("/"),
        "first question": lambda: web.get("/ask"),
        "a question": lambda: web.get("/ask?a=1&a=4"),
        "an answer (POST)": lambda: web.post("/ask", data={"csrf": csrf, "a": ["1", "4"],
                                                            "answer": "1"}),
        "the ruling": lambda: web.get(FACED),
        "the editions compared": lambda: web.get(FACED + "&then=compare"),
        "the incident's file": lambda: web.get(FACED.replace("/ask", "/ask/incident.yaml")),
        "the sheet": lambda: web.get("/partie"),
        "a deal recorded (POST)": record,
        "amend a deal": lambda: web.get("/partie/amend/3"),
        "the laws": lambda: web.get("/laws"),
        "an edition's contents": lambda: web.get("/laws/portland-1882"),
        "a law": lambda: web.get("/laws/portland-1882/59"),
        "a search": lambda: web.get("/laws/search?q=thirteen+cards"),
    }


def measure(runs: int) -> list[tuple[str, float, float]]:
    from starlette.testclient import TestClient

    from arbiter.sheet.partie import record, start, take_back
    from arbiter.web.pages import Served, make_app

    sheet = Path(tempfile.mkdtemp()) / "partie.yaml"
    start(sheet, "1882", ["Ann", "Ben"])
    for elder, younger in [(30, 10), (20, 12), (25, 5), (18, 9), (22, 14)]:
        record(sheet, elder=elder, younger=younger)
    web = TestClient(make_app(Served(sheet, "portland-1882")), follow_redirects=True,
                     base_url="http://127.0.0.1")
    csrf = re.search(r'name="csrf" value="([^"]+)"', web.get("/partie").text)[1]
    found = []
    for name, fetch in pages(web, csrf).items():
        assert fetch().status_code == 200, name  # warm up
        if "recorded" in name:
            take_back(sheet)
        times = []
        for _ in range(runs):
            started = time.perf_counter()
            answer = fetch()
            times.append(1000 * (time.perf_counter() - started))
            assert answer.status_code == 200, name
            if "recorded" in name:
                take_back(sheet)
        found.append((name, min(times), statistics.median(times)))
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--runs", type=int, default=20)
    args = parser.parse_args()
    over = 0
    for name, best, median in measure(args.runs):
        verdict = "ok" if best <= BUDGET_MS else "OVER"
        over += verdict == "OVER"
        print(f"    {name:<24} best {best:6.1f} ms  median {median:6.1f} ms  {verdict}")
    print(f"    budget {BUDGET_MS:.0f} ms a page (best of {args.runs}): "
          + ("every page within it" if not over else f"{over} page(s) over it"))
    sys.exit(1 if over else 0)


if __name__ == "__main__":
    main()
