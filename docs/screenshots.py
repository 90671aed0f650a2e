"""Screenshots of each page of `arbiter serve` at a phone's 360x640, for the README:
`python docs/screenshots.py` (needs the extra `web`, playwright and /usr/bin/chromium)."""

from __future__ import annotations

import re
import sys
import tempfile
from pathlib import Path
from typing import Any

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from arbiter.web.pages import Served  # noqa: E402
from arbiter.web.server import in_background  # noqa: E402

ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]
DEALS = [(30, 10), (20, 12), (25, 5), (18, 9), (22, 14), (19, 7)]


def tap(page: Any, words: str) -> None:
    with page.expect_navigation():
        page.get_by_role("button", name=re.compile(f"^{re.escape(words)}")).first.click()


def record(page: Any, elder: int, younger: int) -> None:
    page.fill("input[name=elder]", str(elder))
    page.fill("input[name=younger]", str(younger))
    with page.expect_navigation():
        page.get_by_role("button", name="Record the deal").click()


def shoot(page: Any, name: str) -> None:
    page.wait_for_load_state()
    page.screenshot(path=str(ROOT / "docs" / f"web-{name}.png"))
    print(f"docs/web-{name}.png")


def main() -> None:
    folder = Path(tempfile.mkdtemp())
    with in_background(Served(folder / "partie.yaml", "portland-1882")) as url, \
            sync_playwright() as driver:
        browser = driver.chromium.launch(executable_path="/usr/bin/chromium", args=ARGS)
        page = browser.new_page(viewport={"width": 360, "height": 640})
        page.goto(url + "/")
        shoot(page, "home")
        page.goto(url + "/ask")
        tap(page, "cutting and dealing")
        shoot(page, "question")
        for words in ("faced-card", "pack", "dealing"):
            tap(page, words)
        page.fill("input[name=answer]", "1")
        tap(page, "Answer")
        shoot(page, "ruling")
        page.get_by_role("link", name="Compare the editions").click()
        page.locator(".compare").scroll_into_view_if_needed()
        page.evaluate("document.querySelector('.compare h2').scrollIntoView()")
        shoot(page, "compare")
        page.goto(url + "/partie")
        page.fill("input[name=first]", "Ann")
        page.fill("input[name=second]", "Ben")
        with page.expect_navigation():
            page.get_by_role("button", name="Start the sheet").click()
        for elder, younger in DEALS[:3]:
            record(page, elder, younger)
        shoot(page, "sheet")
        for elder, younger in DEALS[3:]:
            record(page, elder, younger)
        shoot(page, "result")
        page.goto(url + "/laws")
        shoot(page, "laws")
        page.goto(url + "/laws/portland-1882/14")
        shoot(page, "law")
        page.goto(url + "/laws/search?q=thirteen+cards")
        shoot(page, "search")
        dark = browser.new_page(viewport={"width": 360, "height": 640}, color_scheme="dark")
        dark.goto(url + "/ask?a=1&a=4&a=1&a=2&a=1")
        shoot(dark, "ruling-dark")
        browser.close()


if __name__ == "__main__":
    main()
