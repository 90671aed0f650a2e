"""The sheet file: written in its fixed layout and read back the same (any name, any file
name), the earlier layout still read, a long sheet read, and a sheet that cannot be read
reported at its line and left untouched."""

from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from arbiter.errors import ArbiterError, ImpossibleError, InputError, printable
from arbiter.files.yamlio import MAX_BYTES, load_text
from arbiter.sheet import partie, record
from arbiter.sheet.file import MAX_SHEET_BYTES, load_sheet, name_problem, sheet_from
from arbiter.sheet.game import (
    Amendment,
    Deal,
    KeptRuling,
    LawRef,
    Penalty,
    SetWon,
    Sheet,
    seats,
)
from arbiter.sheet.record import new_sheet, record_scores
from arbiter.sheet.sheetview import sheet_csv
from arbiter.sheet.writing import sheet_text
from tests.test_bad_input import SHEET


def read_back(sheet: Sheet, tmp_path: Path) -> Sheet:
    path = tmp_path / "s.yaml"
    path.write_text(sheet_text(sheet), encoding="utf-8")
    return load_sheet(path)


def full_deal(sheet: Sheet) -> Sheet:
    """A deal keeping everything a deal may keep."""
    upcoming = record.next_deal(sheet)
    elder, dealer = upcoming.elder, upcoming.dealer
    deal = Deal(
        upcoming.number, dealer, elder, {elder: 31, dealer: 0}, "deals/3.yaml",
        penalties=[Penalty("younger", "reckons-nothing", law=LawRef("portland-1882", "58")),
                   Penalty("elder", "loses-declaration", "the point",
                           law=LawRef("portland-1882", "55"))],
        rulings=[KeptRuling("surplus-take-in", "reckons-nothing", "He reckons nothing.\nSee 58.",
                        [LawRef("portland-1882", "58")])],
        amended=[Amendment("2026-11-25T21:00:00Z", {elder: 30, dealer: 0},
                           {elder: 31, dealer: 0}, "hand-counted", "deals/3.yaml")],
    )  # fmt: skip
    return sheet.with_deals((*sheet.deals, deal))


def test_the_sheet_is_one_deal_a_line_in_a_fixed_order(tmp_path: Path) -> None:
    sheet = record_scores(new_sheet("1882", ["Anne", "Ben"]), 30, 12)
    text = sheet_text(sheet)
    assert text.startswith("# arbiter score sheet: Anne v. Ben, portland-1882")
    assert text.splitlines()[2:] == [
        "format: 1",
        "edition: portland-1882",
        "players: [Anne, Ben]",
        "game: {kind: partie, deals: 6, bonus: 100, rubicon: 100}",
        "deals:",
        "- {number: 1, dealer: Anne, elder: Ben, scores: {Anne: 12, Ben: 30}, "
        "source: hand-counted}",
    ]
    assert read_back(sheet, tmp_path) == sheet


def test_penalties_rulings_and_corrections_read_back(tmp_path: Path) -> None:
    sheet = full_deal(new_sheet("1882", ["Anne", "Ben"]))
    text = sheet_text(sheet)
    assert ("penalties: [{player: younger, effect: reckons-nothing, law: {edition: "
            "portland-1882, law: \"58\"}}, {player: elder, effect: loses-declaration, "
            "what: the point, law: {edition: portland-1882, law: \"55\"}}]") in text
    assert read_back(sheet, tmp_path) == sheet
    assert "deal 1: Anne, younger, reckons nothing (law 58; surplus take in)" in sheet_csv(sheet)


def test_a_deal_not_scored_reads_back(tmp_path: Path) -> None:
    sheet = new_sheet("1882", ["Anne", "Ben"])
    out = Deal(1, "Anne", "Ben", {"Anne": 0, "Ben": 0}, "d.yaml",
               not_scored=KeptRuling("faced-card", "fresh-deal", "A faced card.",
                                     [LawRef("portland-1882", "14")], 0))
    sheet = record_scores(sheet.with_deals([out]), 3, 4)
    again = read_back(sheet, tmp_path)
    assert again == sheet and [d.number for d in again.deals] == [1, 2]
    assert [d.dealer for d in again.deals] == ["Anne", "Anne"]  # dealt again by its dealer


# A sheet as the tool wrote it before a deal's `not_scored` and its `rulings` were one record
# (`KeptRuling`): the not scored's laws under `laws`, a ruling's under `citations`.
OLD_SHEET = """\
# arbiter score sheet: Anne v. Ben, portland-1882, a partie of 6 deals with the rubicon \
(laws 71-73).
# Kept by `arbiter partie new|record|amend|undo`; read it with `arbiter partie show`.
format: 1
edition: portland-1882
players: [Anne, Ben]
game: {kind: partie, deals: 6, bonus: 100, rubicon: 100}
deals:
- {number: 1, dealer: Anne, elder: Ben, scores: {Anne: 0, Ben: 0}, source: deals/1.yaml, \
not_scored: {decision: fresh-deal, kind: faced-card, index: 0, laws: [{edition: portland-1882, \
law: "14"}], summary: A card was faced in the dealing.}, rulings: [{kind: faced-card, decision: \
fresh-deal, citations: [{edition: portland-1882, law: "14"}], summary: A card was faced in the \
dealing.}]}
- {number: 2, dealer: Anne, elder: Ben, scores: {Anne: 0, Ben: 31}, source: deals/2.yaml, \
penalties: [{player: younger, effect: reckons-nothing, law: {edition: portland-1882, law: \
"58"}}], rulings: [{kind: surplus-take-in, decision: penalty, citations: [{edition: \
portland-1882, law: "58"}], summary: He reckons nothing.}], amended: [{at: \
"2026-11-25T21:00:00Z", old: {Anne: 0, Ben: 0}, new: {Anne: 0, Ben: 31}, old_source: \
deals/2-void.yaml, new_source: deals/2.yaml, old_scored: false, change: 1, old_not_scored: \
{decision: deal-void, kind: deal-out-of-turn, index: 0, laws: [{edition: portland-1882, law: \
"15"}], summary: Dealt out of turn.}, old_rulings: [{kind: deal-out-of-turn, decision: \
deal-void, citations: [{edition: portland-1882, law: "15"}], summary: Dealt out of turn.}]}]}
"""


def test_a_sheet_written_before_the_kept_rulings_were_one_record_reads_and_writes_the_same(
    tmp_path: Path,
) -> None:
    path = tmp_path / "old.yaml"
    path.write_text(OLD_SHEET, encoding="utf-8")
    sheet = load_sheet(path)
    void, penalised = sheet.deals
    law_14, law_15 = LawRef("portland-1882", "14"), LawRef("portland-1882", "15")
    faced = KeptRuling("faced-card", "fresh-deal", "A card was faced in the dealing.", [law_14])
    assert (void.not_scored, void.rulings) == (replace(faced, index=0), [faced])
    assert void.not_scored is not None and void.not_scored.law_ids == ["14"]
    assert penalised.penalties == [Penalty("younger", "reckons-nothing",
                                           law=LawRef("portland-1882", "58"))]
    assert penalised.amended is not None
    out = penalised.amended[0]
    assert out.old_not_scored == KeptRuling("deal-out-of-turn", "deal-void",
                                            "Dealt out of turn.", [law_15], 0)
    assert out.old_rulings == [replace(out.old_not_scored, index=None)]
    assert sheet_text(sheet) == OLD_SHEET


def test_a_set_won_in_the_order_of_reckoning_reads_back(tmp_path: Path) -> None:
    sheet = new_sheet("1651", ["Anne", "Ben"])
    sheet = record_scores(record_scores(sheet, 50, 45), 50, 45)  # Anne 95, Ben 95
    won = SetWon("Anne", "order-of-reckoning", 1, "point", "X.4", {"Ben": 95, "Anne": 100})
    deal = Deal(3, "Anne", "Ben", {"Anne": 5, "Ben": 16}, "deal3.yaml", won)
    sheet = sheet.with_deals((*sheet.deals, deal))
    text = sheet_text(sheet)
    assert ("set_won: {by: Anne, how: order-of-reckoning, event: 1, category: point, law: "
            "X.4, standing: {Anne: 100, Ben: 95}}") in text
    assert read_back(sheet, tmp_path) == sheet


NAMES = st.text(min_size=1, max_size=40).filter(lambda name: name_problem(name) is None)


@settings(max_examples=60, deadline=None)
@given(names=st.lists(NAMES, min_size=2, max_size=2, unique_by=str.lower),
       source=st.text(min_size=1, max_size=60).filter(str.strip))
def test_any_names_and_file_names_read_back(tmp_path_factory: pytest.TempPathFactory,
                                            names: list[str], source: str) -> None:
    sheet = new_sheet("1651", names, 1000)
    upcoming = record.next_deal(sheet)
    shown = printable(source)
    deal = Deal(1, upcoming.dealer, upcoming.elder, {names[0]: 3, names[1]: 4}, shown)
    sheet = sheet.with_deals([deal])
    text = sheet_text(sheet)
    assert sheet_from(load_text(text, "s.yaml")) == sheet


def test_the_earlier_layout_still_reads(tmp_path: Path) -> None:
    path = tmp_path / "old.yaml"
    path.write_text(GOOD, encoding="utf-8")
    sheet = load_sheet(path)
    assert [dict(deal.scores) for deal in sheet.deals] == [{"Anne": 5, "Ben": 89}]
    partie.record(path, elder=1, younger=2)
    assert len(load_sheet(path).deals) == 2


def test_a_sheet_past_the_bound_of_other_files_still_reads(tmp_path: Path) -> None:
    """Issue 13: a sheet the tool wrote is one it can read, long past 512 KiB."""
    sheet = new_sheet("1651", ["Anne", "Ben"], 10**6)
    deals = []
    for number in range(1, 3001):
        dealer, elder = seats(sheet.players, number)
        deals.append(Deal(number, dealer, elder, {dealer: 1, elder: 2}, "d" * 200 + ".yaml"))
    sheet = sheet.with_deals(deals)
    text = sheet_text(sheet)
    assert MAX_BYTES < len(text.encode("utf-8")) < MAX_SHEET_BYTES
    assert read_back(sheet, tmp_path) == sheet


# --- sheets that cannot be read -------------------------------------------------------------

GOOD = SHEET  # the sheet the bad-input tests start from: Anne 5, Ben 89 in deal 1


@pytest.mark.parametrize(
    ("text", "where", "message"),
    [
        ("format: 1\nedition: [\n", ":3", "YAML syntax"),
        (GOOD.replace("format: 1", "format: 2"), ":1:9: format", "sheet format 2 is not one"),
        ("edition: portland-1882\n", ":1", "no 'format: 1' key"),
        (GOOD.replace("dealer: Anne", "dealer: Ben"), ":7:11: deals[0].dealer",
         "should be Anne"),
        (GOOD.replace("{Anne: 5, Ben: 89}", "{Anne: 5, Bob: 89}"), ":9:26: deals[0].scores.Bob",
         "'Bob' is not a player"),
        (GOOD.replace("Ben: 89}", "Ben: -2}"), ":9:", "must be 0 or more"),
        (GOOD.replace("kind: partie", "kind: set"), ":4:19: game.deals", "unknown key 'deals'"),
        (GOOD.replace("portland-1882", "royall-1651"), ":4:", "plays a set"),
        (GOOD.replace("portland-1882", "portlnd-1882"), ":2:10: edition", "unknown edition"),
        (GOOD.replace("deals:", "deels:"), ":5", "unknown key 'deels'"),
        (GOOD.replace("[Anne, Ben]", "[Anne, anne]"), ":3:10: players",
         "the two players need different names"),
        (GOOD.replace("[Anne, Ben]", "[Anne, Elder]"), ":3:17: players[1]", "names a role"),
        (GOOD.replace("number: 1", "number: 2"), ":6", "should be 1"),
        (GOOD + "  set_won: {by: Ben, how: alone}\n", ":11", "a partie has no set"),
        (GOOD + "  penalties: [{player: dealer, effect: x, law: {edition: a, law: b}}]\n",
         ":11:24: deals[0].penalties[0].player", "expected one of elder, younger"),
        (GOOD + "  penalties: [{player: elder, effect: reckons-nothing}]\n",
         ":11:15: deals[0].penalties[0]", "missing required key 'law'"),
        (GOOD.replace("{Anne: 5, Ben: 89}", "{Anne: 0, Ben: 0}") + "  not_scored: {decision: "
         "fresh-deal, kind: x, summary: y, citations: []}\n", ":11:59: deals[0].not_scored."
         "citations", "unknown key 'citations' (known keys: kind, decision, summary, laws"),
        (GOOD + "  rulings: [{kind: x, decision: penalty, summary: y, laws: []}]\n",
         ":11:54: deals[0].rulings[0].laws",
         "unknown key 'laws' (known keys: kind, decision, summary, citations"),
        (GOOD + "  not_scored: {decision: fresh-deal, kind: x, summary: y}\n", ":9",
         "a deal not scored scores nothing"),
    ],
)
def test_a_sheet_that_cannot_be_read_is_reported_and_left_untouched(
    tmp_path: Path, text: str, where: str, message: str
) -> None:
    path = tmp_path / "p.yaml"
    path.write_bytes(text.encode("utf-8"))
    before = path.read_bytes()
    for attempt in (
        lambda: load_sheet(path),
        lambda: partie.record(path, elder=1, younger=2),
        lambda: partie.take_back(path),
        lambda: partie.amend(path, 1, elder=1, younger=2),
    ):
        with pytest.raises(ArbiterError) as caught:
            attempt()
        line = caught.value.line()
        assert line.startswith(f"{path}{where}"), line
        assert message in line
    assert path.read_bytes() == before


def set_sheet(*deals: str) -> str:
    head = ("format: 1\nedition: royall-1651\nplayers: [Anne, Ben]\n"
            "game: {kind: set, target: 100}\ndeals:\n")
    return head + "".join(deals)


def deal_entry(number: int, anne: int, ben: int, won: str = "") -> str:
    dealer, elder = ("Anne", "Ben") if number % 2 else ("Ben", "Anne")
    text = (f"- number: {number}\n  dealer: {dealer}\n  elder: {elder}\n"
            f"  scores: {{Anne: {anne}, Ben: {ben}}}\n  source: hand-counted\n")
    return text + (f"  set_won: {{by: {won}, how: alone}}\n" if won else "")


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (set_sheet(deal_entry(1, 120, 3)), "Anne reaches the set of 100 in this deal (120) but no"),
        (set_sheet(deal_entry(1, 10, 3, "Anne")), "Anne has 10 after this deal, short of the set"),
        (set_sheet(deal_entry(1, 120, 3, "Anne"), deal_entry(2, 1, 1)),
         "deal 2 comes after the end of the set"),
        (set_sheet(deal_entry(1, 120, 30, "Anne").replace(
            "how: alone}", "how: order-of-reckoning, standing: {Anne: 100, Ben: 31}}")),
         "31 is not a total Ben had during this deal (0 to 30)"),
        (set_sheet(deal_entry(1, 120, 30, "Anne").replace(
            "how: alone}", "how: order-of-reckoning, standing: {Anne: 90, Ben: 20}}")),
         "with 90, Anne cannot be where the set of 100 was won by Anne"),
    ],
)
def test_impossible_set_sheets(tmp_path: Path, text: str, message: str) -> None:
    path = tmp_path / "s.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(ImpossibleError, match=re.escape(message)):
        load_sheet(path)


def test_the_format_version_is_checked_before_the_rest() -> None:
    with pytest.raises(InputError, match="format 7"):
        sheet_from(load_text("format: 7\nwhatever: [1, 2]\n", "x.yaml"))


EARLIER = """\
format: 1
edition: portland-1882
players: [Anne, Ben]
game: {kind: partie, deals: 6, bonus: 100, rubicon: 100}
deals:
- {number: 1, dealer: Anne, elder: Ben, scores: {Anne: 5, Ben: 10}, source: hand-counted}
- {number: 2, dealer: Ben, elder: Anne, scores: {Anne: 0, Ben: 0}, source: f.yaml, not_scored: {decision: fresh-deal, kind: faced-card, summary: x}}
- {number: 2, dealer: Ben, elder: Anne, scores: {Anne: 3, Ben: 4}, source: hand-counted}
"""  # noqa: E501


def test_a_sheet_in_the_earlier_numbering_reads_with_each_deal_its_own_number(
    tmp_path: Path,
) -> None:
    """Written when a deal dealt again took the number of the one not scored."""
    path = tmp_path / "old.yaml"
    path.write_text(EARLIER, encoding="utf-8")
    sheet = load_sheet(path)
    assert [(d.number, d.dealer, d.counted) for d in sheet.deals] == [
        (1, "Anne", True), (2, "Ben", False), (3, "Ben", True)]
    partie.amend(path, 3, elder=5, younger=4)  # the scored deal; written in the new numbering
    assert "- {number: 3, dealer: Ben" in path.read_text(encoding="utf-8")
    assert dict(load_sheet(path).deals[2].scores) == {"Anne": 5, "Ben": 4}


def test_a_deal_number_that_is_neither_numbering_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "bad.yaml"
    path.write_text(EARLIER.replace("- {number: 2, dealer: Ben, elder: Anne, scores: {Anne: 3",
                                    "- {number: 4, dealer: Ben, elder: Anne, scores: {Anne: 3"),
                    encoding="utf-8")
    with pytest.raises(ImpossibleError, match=r"should be 3 \(each deal on the sheet has its "
                       "own number, a deal not scored too\\), not 4"):
        load_sheet(path)
