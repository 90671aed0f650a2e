"""The web page of `arbiter serve`, through Starlette's TestClient: the token of --lan, the
forms' CSRF tokens, the sheet kept as the command line keeps it, and the interview to a
ruling that `arbiter rule` gives the same way."""

from __future__ import annotations

import html
import io
import re
import threading
from pathlib import Path

import pytest
from starlette.testclient import TestClient

from arbiter.sheet.file import load_sheet
from arbiter.web.pages import Served, make_app

TOKEN = "s3cret-token-for-tests"


def client(sheet: Path | None = None, edition: str | None = None,
           token: str | None = None) -> TestClient:
    return TestClient(make_app(Served(sheet, edition, token)), follow_redirects=True,
                      base_url="http://127.0.0.1")


def csrf_of(page: str) -> str:
    found = re.search(r'name="csrf" value="([^"]+)"', page)
    assert found, "no form with a CSRF token on the page"
    return found[1]


def text_of(page: str) -> str:
    return html.unescape(" ".join(re.sub(r"<[^>]+>", " ", page).split()))


def notes_of(page: str) -> list[str]:
    return [text_of(n) for n in re.findall(r'<p class="note[^"]*"[^>]*>(.*?)</p>', page, re.S)]


class Table:
    """A phone at the table: answers the interview by the words on its buttons."""

    def __init__(self, web: TestClient, start: str = "/ask") -> None:
        self.web = web
        self.page = web.get(start).text

    def choices(self) -> dict[str, str]:
        return {text_of(label).split(" ")[0]: value for value, label in re.findall(
            r'<button type="submit" name="answer" value="(\d+)" class="choice">(.*?)</button>',
            self.page, re.S)}  # fmt: skip

    def answer(self, said: str) -> str:
        """Tap the button whose word is `said`, else type it."""
        given = self.choices().get(said, said)
        form = self.page.partition('<form method="post" action="/ask"')[2].partition("</form>")[0]
        hidden = dict(re.findall(r'name="(e|then)" value="([^"]*)"', form))
        answers = re.findall(r'name="a" value="([^"]*)"', form)
        self.page = self.web.post("/ask", data={"csrf": csrf_of(self.page), "a": answers,
                                                "answer": given, **hidden}).text
        return self.page

    def question(self) -> str:
        return text_of(re.search(r'<h1 class="asked">(.*?)</h1>', self.page, re.S)[1])


# --- the token of --lan ----------------------------------------------------------------------


def test_lan_refuses_every_request_without_the_token() -> None:
    web = client(token=TOKEN)
    for path in ("/", "/ask", "/partie", "/laws", "/static/arbiter.css", "/laws/1882/14"):
        refused = web.get(path)
        assert refused.status_code == 403, path
        assert "token" in refused.text
    assert web.get("/?t=wrong").status_code == 403
    assert web.post("/partie/record", data={"elder": "1", "younger": "2"}).status_code == 403


def test_the_token_once_then_its_cookie() -> None:
    web = client(token=TOKEN)
    entered = web.get(f"/laws?t={TOKEN}")
    assert entered.status_code == 200
    assert str(entered.url).endswith("/laws")  # the token leaves the address
    assert web.get("/ask").status_code == 200
    assert web.get("/static/arbiter.css").status_code == 200
    stranger = client(token=TOKEN)
    stranger.cookies.set("arbiter_token", "guessed")
    assert stranger.get("/ask").status_code == 403


def test_without_lan_there_is_no_token() -> None:
    assert client().get("/").status_code == 200


def test_without_lan_only_this_machines_names_are_answered() -> None:
    web = client()
    assert web.get("http://localhost/laws").status_code == 200
    renamed = web.get("http://attacker.example/laws")  # a name rebound to 127.0.0.1
    assert renamed.status_code == 400


# --- CSRF ----------------------------------------------------------------------------------


GAMES = {"portland-1882": "a partie of 6 deals with the rubicon (laws 71-73)",
         "1651": "a set of 100 (law I.2)"}


def started(tmp_path: Path, edition: str = "portland-1882") -> tuple[TestClient, Path, str]:
    sheet = tmp_path / "partie.yaml"
    web = client(sheet, edition)
    page = web.get("/partie").text
    done = web.post("/partie/new", data={"csrf": csrf_of(page), "first": "Ann",
                                         "second": "Ben"})  # fmt: skip
    assert notes_of(done.text) == [f"Started: Ann v. Ben, {GAMES[edition]}."]
    return web, sheet, csrf_of(done.text)


def test_a_form_without_the_sessions_token_is_refused(tmp_path: Path) -> None:
    web, sheet, csrf = started(tmp_path)
    before = sheet.read_text()
    for given in ({}, {"csrf": "0" * 32}):
        refused = web.post("/partie/record", data={"elder": "30", "younger": "12", **given})
        assert refused.status_code == 403
        assert "reload" in refused.text
    other = client(sheet)  # another browser's session: its own token
    other.get("/partie")
    assert other.post("/partie/record", data={"csrf": csrf, "elder": "1",
                                              "younger": "2"}).status_code == 403
    assert other.post("/ask", data={"csrf": csrf, "answer": "1"}).status_code == 403
    assert sheet.read_text() == before


# --- the sheet -----------------------------------------------------------------------------


def record(web: TestClient, csrf: str, elder: int, younger: int, expected: str = "") -> str:
    return web.post("/partie/record", data={"csrf": csrf, "elder": str(elder),
                                            "younger": str(younger),
                                            "expected": expected}).text  # fmt: skip


def test_a_deal_recorded_amended_and_taken_back(tmp_path: Path) -> None:
    web, sheet, csrf = started(tmp_path)
    page = record(web, csrf, 30, 12)
    assert notes_of(page) == ["Recorded deal 1: Ann 12, Ben 30 (Ann dealt, Ben elder; "
                              "counted by hand)."]
    assert load_sheet(sheet).deals[0].scores == {"Ann": 12, "Ben": 30}
    assert "Next: deal 2 of 6, Ben deals, Ann is elder." in text_of(page)
    amended = web.post("/partie/amend/1", data={"csrf": csrf, "elder": "31", "younger": "12"})
    assert notes_of(amended.text)[0].startswith("Amended deal 1: was Ann 12, Ben 30, now Ann "
                                                "12, Ben 31")
    assert load_sheet(sheet).deals[0].scores == {"Ann": 12, "Ben": 31}
    page = record(web, csrf, 7, 40)
    seen = re.search(r'name="seen" value="([^"]+)"', page)[1]
    undone = web.post("/partie/undo", data={"csrf": csrf, "seen": seen})
    assert notes_of(undone.text)[0].startswith("Took back the record of deal 2: Ann 7, Ben 40")
    assert [deal.number for deal in load_sheet(sheet).deals] == [1]


def test_undo_after_an_amendment_takes_the_amendment_back(tmp_path: Path) -> None:
    web, sheet, csrf = started(tmp_path)
    record(web, csrf, 30, 12)
    amended = web.post("/partie/amend/1", data={"csrf": csrf, "elder": "31", "younger": "12"})
    seen = re.search(r'name="seen" value="([^"]+)"', amended.text)[1]
    undone = web.post("/partie/undo", data={"csrf": csrf, "seen": seen})
    assert notes_of(undone.text)[0] == ("Took back the amendment of deal 1: it was Ann 12, "
                                        "Ben 31; it is again Ann 12, Ben 30 (Ann dealt, Ben "
                                        "elder; counted by hand).")
    assert load_sheet(sheet).deals[0].scores == {"Ann": 12, "Ben": 30}


def test_undo_refused_when_the_sheet_changed_since_the_page(tmp_path: Path) -> None:
    web, sheet, csrf = started(tmp_path)
    shown = record(web, csrf, 30, 12)
    seen = re.search(r'name="seen" value="([^"]+)"', shown)[1]
    record(web, csrf, 10, 20)  # from the other phone, say
    refused = web.post("/partie/undo", data={"csrf": csrf, "seen": seen})
    assert "the sheet changed since this page showed it" in notes_of(refused.text)[0]
    assert len(load_sheet(sheet).deals) == 2


def test_a_bad_score_is_said_and_the_sheet_kept(tmp_path: Path) -> None:
    web, sheet, csrf = started(tmp_path)
    page = web.post("/partie/record", data={"csrf": csrf, "elder": "x", "younger": "3"}).text
    assert notes_of(page) == ["elder: 'x' is not a whole number of 0 or more"]
    assert load_sheet(sheet).deals == ()


def test_a_correction_past_the_laws_limit_is_refused_in_its_words(tmp_path: Path) -> None:
    web, sheet, csrf = started(tmp_path)
    record(web, csrf, 10, 20)
    record(web, csrf, 30, 5)
    page = web.post("/partie/amend/1", data={"csrf": csrf, "elder": "11", "younger": "20"})
    said = notes_of(page.text)
    assert len(said) == 1 and "deal 1 can no longer be corrected" in said[0]
    assert "law 70" in said[0] and "partie.yaml" not in said[0]
    assert load_sheet(sheet).deals[0].scores == {"Ann": 20, "Ben": 10}


def test_a_set_where_both_pass_asks_who_was_first(tmp_path: Path) -> None:
    web, sheet, csrf = started(tmp_path, "1651")
    said = notes_of(record(web, csrf, 105, 110))
    assert said[0].startswith("both players pass the set of 100 in this deal")
    page = web.post("/partie/record", data={"csrf": csrf, "elder": "105", "younger": "110",
                                            "first": "Ben"}).text  # fmt: skip
    assert "Ben reached it first in the order of reckoning, as the players said" in \
        text_of(page)
    assert load_sheet(sheet).deals[0].set_won is not None


def test_six_deals_and_the_rubicon(tmp_path: Path) -> None:
    web, _, csrf = started(tmp_path)
    for elder, younger in [(30, 10), (20, 12), (25, 5), (18, 9), (22, 14), (19, 7)]:
        page = record(web, csrf, elder, younger)
    words = text_of(page)
    assert "Result" in words
    assert "Rubicon: Ann failed to reach 100" in words or "Rubicon: Ben failed to reach 100" \
        in words
    assert 'action="/partie/record"' not in page  # over: no more deals


def test_two_phones_recording_at_once_keep_both_deals(tmp_path: Path) -> None:
    _, sheet, _ = started(tmp_path)
    phones = [client(sheet) for _ in range(2)]
    pages = [phone.get("/partie").text for phone in phones]
    said: list[str] = []

    def send(index: int) -> None:
        expected = re.search(r'name="expected" value="(\d+)"', pages[index])[1]
        assert expected == "1"
        page = record(phones[index], csrf_of(pages[index]), 10 + index, 5, expected)
        said.extend(notes_of(page))

    threads = [threading.Thread(target=send, args=(index,)) for index in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    deals = load_sheet(sheet).deals
    assert sorted(deal.scores[deal.elder] for deal in deals) == [10, 11]
    assert [deal.number for deal in deals] == [1, 2]
    assert any("recorded meanwhile from another phone" in line for line in said)


def test_without_a_sheet_the_page_says_how_to_give_one() -> None:
    page = client().get("/partie").text
    assert "arbiter serve partie.yaml" in page
    assert 'action="/partie/new"' not in page


# --- the interview -------------------------------------------------------------------------


def test_a_faced_card_settled_through_the_interview_rules_as_the_file_does() -> None:
    from arbiter.rulings import choose_edition, parse_incident, rule

    table = Table(client())
    assert table.question() == "What part of the game were you at when it happened?"
    table.answer("cutting")
    table.answer("faced-card")
    table.answer("pack")
    page = table.answer("dealing")
    while "How many" in page:
        page = table.answer("1")
    words = text_of(page)
    assert words.split("arbiter ")[1].startswith("Dispute Sheet Laws Fresh deal")
    assert "Law 14: “If a faced card be found in the pack when dealing" in words
    compare = re.search(r'href="(/ask\?[^"]*then=compare)"', page)[1].replace("&amp;", "&")
    compared = text_of(table.web.get(compare).text)
    assert "≠ royall-1651 : Play on" in compared and "= portland-1882 : Fresh deal" in compared
    download = re.search(r'href="(/ask/incident.yaml[^"]*)"', page)[1].replace("&amp;", "&")
    got = table.web.get(download)
    assert got.headers["content-disposition"] == 'attachment; filename="faced-card.yaml"'
    loaded = parse_incident(got.text, "faced-card.yaml")
    assert rule(loaded.case, choose_edition(loaded)).summary == "There must be a fresh deal."


def test_a_ruling_on_a_fact_not_known_says_each_way_it_goes_as_the_terminal_does() -> None:
    """The page reads the ruling itself and says its branches in the screen's words, never
    a record's fields."""
    from arbiter.ui.rulings import branch_line
    from arbiter.variants.find import find_edition
    from arbiter.web.asking import replay

    table = Table(client())
    for said in ("cutting", "cut-irregular", "card-exposed", "don't"):  # which cut: not known
        page = table.answer(said)
    branches = re.search(r'<div class="branches">(.*?)</div>', page, re.S)[1]
    assert "Branch(" not in branches and "Ruling(" not in branches
    answers = re.findall(r"a=([^&\"]*)", re.search(r'href="(/ask\?[^"]*then=compare)"', page)[1])
    ruling = replay(find_edition("1882"), answers).ruling
    assert ruling is not None and len(ruling.branches) == 2
    assert [text_of(item) for item in re.findall(r"<li>(.*?)</li>", branches)] == [
        branch_line(branch, fit=False).plain.removeprefix("• ") for branch in ruling.branches]


def test_a_dispute_asked_under_the_laws_the_players_choose() -> None:
    table = Table(client(edition="portland-1882"))
    assert 'name="e"' in table.page  # the laws asked under, offered on the page
    table = Table(table.web, "/ask?e=royall-1651")
    table.answer("cutting")
    page = table.answer("faced-card")
    said = {"Where": "pack", "When": "dealing", "How many": "1"}
    while '<h1 class="asked">' in page:
        page = table.answer(next(a for q, a in said.items() if table.question().startswith(q)))
    words = text_of(page)
    assert "Play on" in words and "royall-1651" in words and "Fresh deal" not in words
    for chosen in ("1882+../../etc/passwd.yaml", "nothing"):
        refused = table.web.get("/ask", params={"e": chosen})
        assert refused.status_code == 400
        assert "is not an edition offered here" in text_of(refused.text)


def test_an_answer_that_is_none_is_asked_again_with_the_reason() -> None:
    table = Table(client())
    for said in ("cutting", "faced-card", "pack", "dealing"):
        table.answer(said)
    asked = table.question()
    page = table.answer("lots")
    assert table.question() == asked
    assert "That cannot be: 'lots' is not a whole number" in text_of(page)


def test_back_takes_the_last_answer_away() -> None:
    table = Table(client())
    table.answer("cutting")
    page = table.answer("faced-card")
    back = re.search(r'<a class="button" href="([^"]+)">Back</a>', page)[1].replace("&amp;", "&")
    assert back == "/ask?a=1"
    assert "What happened?" in table.web.get(back).text


def test_a_disputed_deal_is_told_on_the_page_never_read_from_a_file() -> None:
    table = Table(client())
    table.answer("the score")
    table.answer("score-dispute")
    asked = []
    while "hand" not in table.question():  # what each claims, then the deal itself
        asked.append(table.question())
        table.answer("10")
        assert len(asked) < 10
    assert not any("file" in question for question in [*asked, table.question()])
    hand = table.question()
    page = table.answer("/etc/hostname")  # a file's name where the hand is asked: no hand
    assert table.question() == hand
    assert "That cannot be:" in text_of(page)


def test_the_terminals_words_are_left_off_the_page() -> None:
    table = Table(client())
    table.answer("the calling")
    page = text_of(table.answer("calling"))
    assert "What decides it under portland-1882 (Portland 1882)" in page
    assert "--edition" not in page and "press Enter" not in page
    assert "(“nothing” when there are no more)" in page


# --- the laws ------------------------------------------------------------------------------


def test_a_law_by_id_in_the_stores_words() -> None:
    from arbiter.variants.find import find_edition

    page = text_of(client().get("/laws/find?e=portland-1882&law=14").text)
    assert "Law 14" in page
    assert " ".join(find_edition("1882").law("14").text.split())[:60] in page


def test_a_case_of_the_casebook_by_its_id() -> None:
    from arbiter.variants.find import find_edition

    page = text_of(client().get("/laws/find?e=portland-1882&law=Case+XVII").text)
    assert "Case XVII" in page and "Law Case" not in page
    assert " ".join(find_edition("1882").law("Case XVII").text.split())[:50] in page


def test_a_search_and_an_unknown_law() -> None:
    web = client()
    assert "portland-1882 law" in text_of(web.get("/laws/search?q=thirteen+cards").text)
    missing = web.get("/laws/portland-1882/999")
    assert missing.status_code == 400
    assert "999" in text_of(missing.text)


# --- the command ---------------------------------------------------------------------------


def test_serve_without_the_extra_says_how_to_install_it(monkeypatch: pytest.MonkeyPatch) -> None:
    from typer.testing import CliRunner

    import arbiter.web
    from arbiter.cli import app

    monkeypatch.setattr(arbiter.web, "missing", lambda: ["starlette"])
    done = CliRunner().invoke(app, ["serve"])
    assert done.exit_code == 2
    assert done.output.strip().splitlines() == [
        "Error: arbiter serve needs the extra 'web' (starlette not installed): pip install "
        "'arbiter[web]'"]


@pytest.mark.parametrize("lan", [False, True])
def test_serve_binds_to_this_machine_unless_lan(monkeypatch: pytest.MonkeyPatch,
                                                lan: bool, tmp_path: Path) -> None:
    import uvicorn

    from arbiter.web import server

    bound: dict[str, object] = {}
    monkeypatch.setattr(server, "listen", lambda host, port: bound.update(host=host, port=port))
    monkeypatch.setattr(uvicorn.Server, "run", lambda self, sockets: bound.update(ran=True))
    monkeypatch.setattr(server, "lan_address", lambda: "127.0.0.1")
    out = io.StringIO()
    monkeypatch.setattr(server.sys, "stdout", out)
    server.run(tmp_path / "p.yaml", None, 8123, lan)
    assert bound == {"host": "0.0.0.0" if lan else "127.0.0.1", "port": 8123, "ran": True}
    printed = out.getvalue()
    if lan:
        token = re.search(r"http://127\.0\.0\.1:8123/\?t=(\S+)", printed)[1]
        assert len(token) >= 20
        assert "█" in printed or "▀" in printed  # the QR code
    else:
        assert "http://127.0.0.1:8123/ " in printed and "?t=" not in printed


def test_serve_on_a_port_in_use_is_one_line() -> None:
    import socket

    from typer.testing import CliRunner

    from arbiter.cli import app

    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        done = CliRunner().invoke(app, ["serve", "--port", str(port)])
    assert done.exit_code == 2
    assert done.output.startswith(f"Error: --port {port}: cannot listen on 127.0.0.1:{port}")
    assert "open http" not in done.output


def test_serve_a_sheet_that_cannot_be_read_is_one_line(tmp_path: Path) -> None:
    from typer.testing import CliRunner

    from arbiter.cli import app

    bad = tmp_path / "bad.yaml"
    bad.write_text("players: [\n")
    done = CliRunner().invoke(app, ["serve", str(bad)])
    assert done.exit_code == 2
    assert len(done.output.strip().splitlines()) == 1 and "bad.yaml" in done.output


def test_many_ways_show_six_and_fold_the_rest() -> None:
    """Both counts and the moment not known under 1651 (audit7 F0: no page came back): the
    page comes, six ways open and the others folded under how many they are."""
    table = Table(client(edition="royall-1651"), "/ask?e=royall-1651")
    for said in ("cutting", "wrong-card-count"):
        page = table.answer(said)
    for _ in range(3):  # each count, and when: "don't know" (a button, or typed)
        page = table.answer("don't" if "don't" in table.choices() else "?")
    branches = re.search(r'<div class="branches">(.*?)</div>', page, re.S)[1]
    shown, _, folded = branches.partition("<details>")
    assert len(re.findall(r"<li>", shown)) == 6
    more = int(re.search(r"<summary>(\d+) more ways it rules</summary>", folded)[1])
    assert len(re.findall(r"<li>", folded)) == more > 0


def test_a_form_refused_keeps_what_was_typed(tmp_path: Path) -> None:
    """A name refused (a control character) brings the form back with both names as typed,
    and a deal refused keeps its scores: nothing a player wrote is lost (audit7 F4)."""
    sheet = tmp_path / "partie.yaml"
    web = client(sheet, "portland-1882")
    page = web.get("/partie").text
    refused = web.post("/partie/new", data={"csrf": csrf_of(page), "first": "Ann\u0007",
                                            "second": "Ben"}).text  # fmt: skip
    assert "control character" in " ".join(notes_of(refused))
    assert 'name="second" value="Ben"' in refused and 'name="first" value="Ann' in refused
    assert not sheet.exists()
    played = tmp_path / "played"
    played.mkdir()
    web, sheet, csrf = started(played)
    before = sheet.read_text()
    refused = record(web, csrf, 300, 12)
    assert notes_of(refused) and not notes_of(refused)[0].startswith("Recorded")
    assert 'name="elder" value="300"' in refused and 'name="younger" value="12"' in refused
    assert sheet.read_text() == before
