"""The web page in a real browser: the distribution's chromium, driven by Playwright, at a
phone's viewport (360x640 CSS pixels). Marked `browser`: run wherever /usr/bin/chromium is
(`.ci/run` installs it), left out elsewhere (tests/conftest.py)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from arbiter.sheet.file import load_sheet
from arbiter.web.pages import Served
from arbiter.web.server import in_background

pytestmark = pytest.mark.browser

CHROMIUM = "/usr/bin/chromium"
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]
PHONE = {"width": 360, "height": 640}
TOUCHED = "a.button, button, input:not([type=hidden]), select, summary, nav a, ul.menu a"


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as driver:
        launched = driver.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        yield launched
        launched.close()


def phone(browser: Any) -> Any:
    return browser.new_context(viewport=PHONE, device_scale_factor=1, is_mobile=True,
                               has_touch=True)  # fmt: skip


def fits_a_phone(page: Any) -> None:
    """Nothing scrolls sideways, every touch target is 44 px or more, text is 16 px or
    more."""
    page.wait_for_load_state()
    assert page.evaluate("document.documentElement.scrollWidth"
                         " <= document.documentElement.clientWidth"), page.url
    small = page.evaluate(f"""[...document.querySelectorAll({TOUCHED!r})]
        .filter(e => e.offsetParent !== null)
        .map(e => [e.outerHTML.slice(0, 80), e.getBoundingClientRect()])
        .filter(([, r]) => r.height < 44 || r.width < 44).map(([html]) => html)""")
    assert small == [], page.url
    size = page.evaluate("parseFloat(getComputedStyle(document.body).fontSize)")
    assert size >= 16


def tap(page: Any, words: str) -> None:
    with page.expect_navigation():
        page.get_by_role("button", name=re.compile(f"^{re.escape(words)}")).first.click()


def test_a_faced_card_dispute_settled_through_the_interview(browser: Any) -> None:
    with in_background(Served(None, "portland-1882")) as url:
        page = phone(browser).new_page()
        page.goto(url + "/")
        fits_a_phone(page)
        page.get_by_role("link", name=re.compile("^Settle a dispute")).click()
        assert page.locator("h1").inner_text() == ("What part of the game were you at when "
                                                   "it happened?")
        tap(page, "cutting and dealing")
        fits_a_phone(page)
        tap(page, "faced-card")
        tap(page, "pack")
        tap(page, "dealing")
        while page.locator("input[name=answer]").count():
            fits_a_phone(page)
            page.fill("input[name=answer]", "1")
            tap(page, "Answer")
        assert page.locator(".ruling h1").inner_text() == "Fresh deal"
        assert "If a faced card be found in the pack when dealing" in page.locator(
            "blockquote").inner_text()
        fits_a_phone(page)
        page.get_by_role("link", name="Compare the editions").click()
        compared = page.locator(".compare").inner_text()
        assert "royall-1651: Play on" in compared and "portland-1882: Fresh deal" in compared
        fits_a_phone(page)
        with page.expect_download() as download:
            page.get_by_role("link", name=re.compile("^Download the incident")).click()
        text = Path(download.value.path()).read_text()
        assert "kind: faced-card" in text and "where: pack" in text


def start_sheet(page: Any, url: str) -> None:
    page.goto(url + "/partie")
    fits_a_phone(page)
    page.fill("input[name=first]", "Ann")
    page.fill("input[name=second]", "Ben")
    with page.expect_navigation():
        page.get_by_role("button", name="Start the sheet").click()


def record(page: Any, elder: int, younger: int) -> None:
    page.fill("input[name=elder]", str(elder))
    page.fill("input[name=younger]", str(younger))
    with page.expect_navigation():
        page.get_by_role("button", name="Record the deal").click()


def test_six_deals_recorded_and_the_rubicon_shown(browser: Any, tmp_path: Path) -> None:
    with in_background(Served(tmp_path / "partie.yaml", "1882")) as url:
        page = phone(browser).new_page()
        start_sheet(page, url)
        for elder, younger in [(30, 10), (20, 12), (25, 5), (18, 9), (22, 14), (19, 7)]:
            record(page, elder, younger)
            fits_a_phone(page)
        result = page.locator(".result").inner_text()
        assert re.search(r"Rubicon: (Ann|Ben) failed to reach 100", result)
        assert page.locator("input[name=elder]").count() == 0
        page.get_by_role("link", name="amend deal 6").click()
        fits_a_phone(page)


def test_two_phones_recording_at_once_keep_both_deals(browser: Any, tmp_path: Path) -> None:
    sheet = tmp_path / "partie.yaml"
    with in_background(Served(sheet, "1882")) as url:
        first, second = phone(browser).new_page(), phone(browser).new_page()
        start_sheet(first, url)
        second.goto(url + "/partie")
        for page, elder in ((first, 31), (second, 42)):
            page.fill("input[name=elder]", str(elder))
            page.fill("input[name=younger]", "5")
        first.get_by_role("button", name="Record the deal").click(no_wait_after=True)
        second.get_by_role("button", name="Record the deal").click(no_wait_after=True)
        for page in (first, second):
            page.wait_for_selector(".note")
        said = first.locator(".note").inner_text() + second.locator(".note").inner_text()
        assert "recorded meanwhile from another phone" in said
        deals = load_sheet(sheet).deals
        assert sorted(deal.scores[deal.elder] for deal in deals) == [31, 42]


def test_a_request_without_the_token_is_refused(browser: Any) -> None:
    with in_background(Served(None, None, "a-secret-token-of-the-test")) as url:
        page = phone(browser).new_page()
        assert page.goto(url + "/").status == 403
        assert page.goto(url + "/laws").status == 403
        assert page.goto(url + "/?t=a-secret-token-of-the-test").status == 200
        assert page.url == url + "/"
        assert page.goto(url + "/laws").status == 200


def test_no_page_scrolls_sideways(browser: Any, tmp_path: Path) -> None:
    with in_background(Served(tmp_path / "p.yaml", "1882")) as url:
        page = phone(browser).new_page()
        start_sheet(page, url)
        record(page, 30, 12)
        for path in ("/", "/partie", "/partie/amend/1", "/laws", "/laws/portland-1882",
                     "/laws/portland-1882/59", "/laws/royall-1651/XII",
                     "/laws/search?q=thirteen+cards", "/ask", "/ask?a=1", "/ask?a=4&a=1",
                     "/laws/portland-1882/nothing"):
            page.goto(url + path)
            fits_a_phone(page)
