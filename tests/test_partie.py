"""The score sheet: laws 71-73 (the partie, the tie, the rubicon), 1651 I.2 and X.4 (the set
won at the score that reaches it), undo, and sheets that cannot be read left untouched."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

import pytest

from arbiter import partie
from arbiter.errors import ArbiterError, ImpossibleError, InputError
from arbiter.partie import (
    Sheet,
    deals_due,
    dump_sheet,
    load_sheet,
    new_sheet,
    outcome,
    partie_points,
    record_score,
    record_scores,
    sheet_json,
    undo,
)
from arbiter.yamlio import load_text

# A complete 1651 deal (Anne deals, Ben is elder when it is deal 1, 3, ...). In its order of
# reckoning the younger scores first (the point, 5; then sequences, 4), but the elder ends
# ahead: elder 24, younger 12. The elder's running total reaches 10 at the 7th score.
DEAL_1651 = """\
edition: royall-1651
elder:
  dealt: [8H, 6D, JC, KC, 6H, 6C, QS, QD, 10D, 10C, AS, 10S]
  discard: [KC, 8H, JC, 6C]
  hand: [6D, 6H, QS, QD, 10D, 10C, AS, 10S, KD, 6S, AH, AC]
younger:
  dealt: [9H, 7S, QC, QH, 7H, JH, 10H, 8C, AD, KS, 8D, 8S]
  discard: [QC, AD, 8D]
  hand: [9H, 7S, QH, 7H, JH, 10H, 8C, KS, 8S, JD, 7D, 9C]
tricks:
- [10C, 8C]
- [KD, 7D]
- [AH, 7H]
- [AS, KS]
- [AC, 9C]
- [6S, 8S]
- [JD, 10D]
- [JH, 6H]
- [10H, QD]
- [7S, 10S]
- [QS, QH]
- [6D, 9H]
"""


def rubicon_partie() -> Sheet:
    return new_sheet("1882", ["Anne", "Ben"])


def set_game(target: int | None = None, edition: str = "1651") -> Sheet:
    return new_sheet(edition, ["Anne", "Ben"], target)


def play(sheet: Sheet, *pairs: tuple[int, int]) -> Sheet:
    """Record hand-counted deals given as (elder, younger) scores."""
    for elder, younger in pairs:
        sheet = record_scores(sheet, elder, younger)
    return sheet


def by_name(sheet: Sheet, anne: int, ben: int) -> tuple[int, int]:
    """(elder, younger) for the next deal so that Anne scores `anne` and Ben `ben`."""
    _, dealer, _ = partie.next_deal(sheet)
    return (ben, anne) if dealer == "Anne" else (anne, ben)


def play_by_name(sheet: Sheet, *scores: tuple[int, int]) -> Sheet:
    for anne, ben in scores:
        sheet = play(sheet, by_name(sheet, anne, ben))
    return sheet


# --- fake engine answers, per the scoring contract -------------------------------------------


@dataclass(frozen=True)
class FakeEvent:
    category: str
    player: str
    points: int
    elder_total: int
    younger_total: int
    law: str = "X.4"


@dataclass(frozen=True)
class FakePlayer:
    total: int


@dataclass(frozen=True)
class FakeScore:
    elder: FakePlayer
    younger: FakePlayer
    events: tuple[FakeEvent, ...]


def fake_score(*scores: tuple[str, str, int]) -> FakeScore:
    """A deal's scores in order of reckoning: (category, role, points)."""
    running = {"elder": 0, "younger": 0}
    events = []
    for category, role, points in scores:
        running[role] += points
        events.append(FakeEvent(category, role, points, running["elder"], running["younger"]))
    return FakeScore(FakePlayer(running["elder"]), FakePlayer(running["younger"]), tuple(events))


# --- laws 72 and 73: the points won ---------------------------------------------------------


def test_72_difference_plus_a_hundred() -> None:
    game = rubicon_partie().game
    assert partie_points(game, 250, 180) == (170, False, "72")


def test_73_rubicon_sum_plus_a_hundred() -> None:
    game = rubicon_partie().game
    assert partie_points(game, 250, 99) == (449, True, "73")


def test_73_winner_under_a_hundred_still_adds_both() -> None:
    game = rubicon_partie().game
    assert partie_points(game, 90, 60) == (250, True, "73")


def test_72_a_loser_on_exactly_a_hundred_is_not_rubiconed() -> None:
    game = rubicon_partie().game
    assert partie_points(game, 150, 100) == (150, False, "72")


def test_71_a_partie_of_six_deals_won_by_the_difference() -> None:
    sheet = play_by_name(rubicon_partie(), (30, 40), (20, 60), (10, 55), (30, 30), (50, 12),
                         (70, 8))  # fmt: skip
    result = outcome(sheet)
    assert (result.finished, result.winner, result.loser) == (True, "Anne", "Ben")
    assert (result.points, result.rubicon, result.law) == (210 - 205 + 100, False, "72")


def test_71_73_a_rubiconed_loser() -> None:
    sheet = play_by_name(rubicon_partie(), *[(40, 15)] * 6)
    result = outcome(sheet)
    assert (result.winner, result.points, result.rubicon, result.law) == ("Anne", 430, True, "73")
    assert sheet_json(sheet)["result"] == {"winner": "Anne", "points": 430}


def test_71_not_finished_before_the_sixth_deal() -> None:
    sheet = play_by_name(rubicon_partie(), *[(40, 15)] * 5)
    assert not outcome(sheet).finished
    assert partie.next_deal(sheet) == (6, "Ben", "Anne")


def test_deals_alternate_the_first_named_deals_first() -> None:
    sheet = play(rubicon_partie(), (1, 2), (3, 4), (5, 6))
    assert [(d.dealer, d.elder) for d in sheet.deals] == [
        ("Anne", "Ben"), ("Ben", "Anne"), ("Anne", "Ben"),
    ]  # fmt: skip
    assert [dict(d.scores) for d in sheet.deals] == [
        {"Anne": 2, "Ben": 1}, {"Anne": 3, "Ben": 4}, {"Anne": 6, "Ben": 5},
    ]  # fmt: skip


# --- law 71: the tie ----------------------------------------------------------------------


def tied_after_six() -> Sheet:
    return play_by_name(rubicon_partie(), (30, 20), (20, 30), (50, 50), (10, 40), (40, 10),
                        (0, 0))  # fmt: skip


def test_71_a_tie_after_six_deals_each_deals_once_more() -> None:
    sheet = tied_after_six()
    assert not outcome(sheet).finished
    assert deals_due(sheet.game, sheet.deals, sheet.players) == 8
    assert partie.next_deal(sheet) == (7, "Anne", "Ben")
    sheet = play_by_name(sheet, (10, 5))
    assert not outcome(sheet).finished
    assert partie.next_deal(sheet) == (8, "Ben", "Anne")


def test_71_the_extra_deals_decide_and_the_rubicon_counts_on_all_eight() -> None:
    sheet = play_by_name(tied_after_six(), (10, 5), (20, 0))
    result = outcome(sheet)
    assert (result.finished, result.winner) == (True, "Anne")
    # 180 to 155 over eight deals: the loser passed a hundred, law 72
    assert (result.points, result.law) == (180 - 155 + 100, "72")


def test_71_a_second_tie_is_drawn() -> None:
    sheet = play_by_name(tied_after_six(), (10, 5), (0, 5))
    result = outcome(sheet)
    assert (result.finished, result.drawn, result.winner, result.points) == (True, True, None, None)
    data = sheet_json(sheet)
    assert (data["finished"], data["winner"], data["result"]) == (True, None, None)
    with pytest.raises(ImpossibleError, match="drawn"):
        record_scores(sheet, 1, 1)


def test_recording_after_the_end_is_refused() -> None:
    sheet = play_by_name(rubicon_partie(), *[(40, 15)] * 6)
    with pytest.raises(ImpossibleError, match="over"):
        record_scores(sheet, 10, 10)
    with pytest.raises(ImpossibleError, match="over"):
        record_score(sheet, fake_score(("point", "elder", 4)), "deal.yaml")


# --- 1651 I.2 and X.4: the set, won at the score that reaches it --------------------------


def test_I_2_the_set_is_a_hundred_by_default_or_as_agreed() -> None:
    assert set_game().game.target == 100
    assert set_game(50).game.target == 50
    assert set_game(edition="miller").game.kind == "set"
    with pytest.raises(InputError, match="--set"):
        new_sheet("1882", ["Anne", "Ben"], 100)
    with pytest.raises(InputError, match="--set"):
        set_game(0)


def test_I_2_the_set_reached_by_one_player_ends_the_game() -> None:
    sheet = play_by_name(set_game(), (60, 30), (45, 20))
    result = outcome(sheet)
    assert (result.finished, result.winner, result.points) == (True, "Anne", 100)
    assert sheet.deals[-1].set_won is not None and sheet.deals[-1].set_won.how == "alone"
    with pytest.raises(ImpossibleError, match="set is over"):
        record_scores(sheet, 1, 1)


def test_X_4_the_order_of_reckoning_decides_when_both_pass_the_set() -> None:
    # Anne (younger, dealer of deal 3) at 95, Ben (elder) at 90. Ben scores more in the
    # deal, but Anne's point is reckoned first and takes her to the set.
    sheet = play_by_name(set_game(), (50, 45), (45, 45))
    deal = fake_score(("point", "younger", 5), ("sequences", "elder", 16), ("play", "elder", 1))
    sheet = record_score(sheet, deal, "deal3.yaml")
    won = sheet.deals[-1].set_won
    assert won is not None
    assert (won.by, won.how, won.event, won.category) == ("Anne", "order-of-reckoning", 1, "point")
    assert won.standing == {"Anne": 100, "Ben": 90}
    result = outcome(sheet)
    assert (result.winner, result.loser) == ("Anne", "Ben")
    # the deal's full scores are recorded, even though Ben ends ahead
    assert sheet_json(sheet)["totals"] == {"Anne": 100, "Ben": 107}


def test_X_4_the_elder_reckons_first_within_a_category() -> None:
    sheet = play_by_name(set_game(), (50, 45), (45, 45))
    deal = fake_score(("sequences", "elder", 15), ("sequences", "younger", 15))
    sheet = record_score(sheet, deal, "deal3.yaml")
    assert outcome(sheet).winner == "Ben"


def test_X_4_a_deal_file_scored_by_the_engine(tmp_path: Path) -> None:
    path = tmp_path / "deal.yaml"
    path.write_text(DEAL_1651, encoding="utf-8")
    # before deal 3 (Anne deals, so Anne is younger): Ben (elder) 90, Anne 95
    sheet = play_by_name(set_game(), (50, 45), (45, 45))
    sheet = partie.record_deal_file(sheet, path)
    record = sheet.deals[-1]
    assert dict(record.scores) == {"Anne": 12, "Ben": 24}
    assert record.set_won is not None
    assert (record.set_won.by, record.set_won.event, record.set_won.category) == (
        "Anne", 1, "point",
    )  # fmt: skip
    assert record.source == str(path)
    assert sheet_json(sheet)["totals"] == {"Anne": 107, "Ben": 114}
    assert outcome(sheet).winner == "Anne"


def test_X_4_the_elder_wins_when_only_he_gets_there(tmp_path: Path) -> None:
    path = tmp_path / "deal.yaml"
    path.write_text(DEAL_1651, encoding="utf-8")
    sheet = play_by_name(set_game(), (40, 45), (45, 45))  # Anne 85, Ben 90
    sheet = partie.record_deal_file(sheet, path)
    won = sheet.deals[-1].set_won
    assert won is not None
    assert (won.by, won.event, won.category) == ("Ben", 7, "play")


def test_a_deal_file_of_another_edition_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "deal.yaml"
    path.write_text(DEAL_1651, encoding="utf-8")
    with pytest.raises(ImpossibleError, match="royall-1651 but the sheet plays cotton-1674"):
        partie.record_deal_file(set_game(edition="1674"), path)


def test_a_partie_records_whole_deals_only(tmp_path: Path) -> None:
    path = tmp_path / "deal.yaml"
    path.write_text(DEAL_1651.split("tricks:")[0], encoding="utf-8")
    with pytest.raises(ImpossibleError, match="0 of the 12 tricks"):
        partie.record_deal_file(set_game(), path)
    # ... unless the deal stopped where the set was won
    sheet = play_by_name(set_game(), (50, 45), (45, 45))
    assert outcome(partie.record_deal_file(sheet, path)).winner == "Anne"


def test_hand_counted_both_past_the_set_needs_first() -> None:
    sheet = play_by_name(set_game(), (50, 45), (45, 45))  # Anne 95, Ben 90; Anne deals next
    with pytest.raises(InputError, match="--first") as caught:
        record_scores(sheet, 20, 10)
    assert "both players pass the set of 100" in caught.value.line()
    told = record_scores(sheet, 20, 10, first="ben")
    won = told.deals[-1].set_won
    assert won is not None and (won.by, won.how) == ("Ben", "told")
    assert outcome(told).winner == "Ben"
    assert outcome(record_scores(sheet, 20, 10, first="younger")).winner == "Anne"
    assert outcome(record_scores(sheet, 20, 10, first="Elder")).winner == "Ben"


def test_first_must_agree_with_the_scores() -> None:
    sheet = play_by_name(set_game(), (50, 45), (45, 45))
    with pytest.raises(InputError, match="not a player"):
        record_scores(sheet, 20, 10, first="Carl")
    with pytest.raises(InputError, match="neither player reaches"):
        record_scores(sheet, 1, 1, first="Anne")
    with pytest.raises(InputError, match="only Anne reaches"):
        record_scores(sheet, 1, 10, first="Ben")
    assert outcome(record_scores(sheet, 1, 10, first="Anne")).winner == "Anne"
    with pytest.raises(InputError, match="--first is for a set game"):
        record_scores(rubicon_partie(), 1, 10, first="Anne")


def test_negative_scores_are_refused() -> None:
    with pytest.raises(InputError, match="--elder must be 0 or more"):
        record_scores(rubicon_partie(), -1, 10)


# --- players ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("names", "message"),
    [
        (["Anne"], "exactly two players"),
        (["Anne", "Ben", "Carl"], "exactly two players"),
        (["Anne", "anne"], "different names"),
        (["Anne", ""], "empty"),
        (["Elder", "Ben"], "names a role"),
        (["Anne", "B\nen"], "control character"),
    ],
)
def test_player_names(names: list[str], message: str) -> None:
    with pytest.raises(InputError, match=message):
        new_sheet("1882", names)


# --- undo ---------------------------------------------------------------------------------


def test_undo_takes_back_the_last_deal() -> None:
    sheet = play(rubicon_partie(), (10, 20), (30, 5))
    back, removed = undo(sheet)
    assert removed.number == 2 and dict(removed.scores) == {"Anne": 30, "Ben": 5}
    assert len(back.deals) == 1
    assert partie.next_deal(back) == (2, "Ben", "Anne")


def test_undo_reopens_a_finished_game() -> None:
    sheet = play_by_name(set_game(), (60, 30), (50, 20))
    assert outcome(sheet).finished
    back, _ = undo(sheet)
    assert not outcome(back).finished


def test_undo_on_an_empty_sheet_is_refused() -> None:
    with pytest.raises(ImpossibleError, match="no deal to take back"):
        undo(rubicon_partie())


def test_undo_on_the_file(tmp_path: Path) -> None:
    path = tmp_path / "p.yaml"
    partie.start(path, "1882", ["Anne", "Ben"])
    partie.record(path, elder=10, younger=20)
    partie.record(path, elder=30, younger=5)
    sheet, removed = partie.take_back(path)
    assert removed.number == 2 and len(load_sheet(path).deals) == 1 == len(sheet.deals)
    partie.take_back(path)
    with pytest.raises(ImpossibleError, match=r"p\.yaml: there is no deal to take back"):
        partie.take_back(path)


# --- the file -----------------------------------------------------------------------------


def test_the_sheet_reads_back_the_same(tmp_path: Path) -> None:
    sheet = play_by_name(set_game(), (50, 45), (45, 45))
    sheet = record_score(sheet, fake_score(("point", "younger", 5), ("play", "elder", 16)), "d")
    text = dump_sheet(sheet)
    assert text.startswith("# arbiter score sheet")
    assert "format: 1\n" in text and "source: hand-counted" in text
    assert "  set_won:\n    by: Anne\n    how: order-of-reckoning\n    event: 1\n" in text
    assert "    standing: {Anne: 100, Ben: 90}\n" in text
    path = tmp_path / "s.yaml"
    path.write_text(text, encoding="utf-8")
    assert load_sheet(path) == sheet


def test_new_refuses_to_overwrite(tmp_path: Path) -> None:
    path = tmp_path / "p.yaml"
    path.write_text("my notes\n", encoding="utf-8")
    with pytest.raises(InputError, match="already exists"):
        partie.start(path, "1882", ["Anne", "Ben"])
    assert path.read_text(encoding="utf-8") == "my notes\n"


def test_a_symbolic_link_to_a_sheet_survives_a_record(tmp_path: Path) -> None:
    real = tmp_path / "real.yaml"
    partie.start(real, "1882", ["Anne", "Ben"])
    link = tmp_path / "link.yaml"
    link.symlink_to(real)
    partie.record(link, elder=3, younger=4)
    assert link.is_symlink() and len(load_sheet(real).deals) == 1


def test_stale_temporary_files_are_cleared(tmp_path: Path) -> None:
    path = tmp_path / "p.yaml"
    partie.start(path, "1882", ["Anne", "Ben"])
    stale = tmp_path / ".p.yaml.abc123.tmp"
    stale.write_text("half a sheet", encoding="utf-8")
    other = tmp_path / ".q.yaml.abc123.tmp"
    other.write_text("someone else's", encoding="utf-8")
    partie.record(path, elder=3, younger=4)
    assert not stale.exists() and other.exists()


def test_a_busy_sheet_times_out(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "p.yaml"
    partie.start(path, "1882", ["Anne", "Ben"])
    monkeypatch.setattr(partie, "LOCK_TIMEOUT", 0.2)
    with partie.locked(path), pytest.raises(partie.SheetBusyError, match="busy"):
        partie.record(path, elder=3, younger=4)
    assert load_sheet(path).deals == ()


GOOD = """\
format: 1
edition: portland-1882
players: [Anne, Ben]
game: {kind: partie, deals: 6, bonus: 100, rubicon: 100}
deals:
- number: 1
  dealer: Anne
  elder: Ben
  scores: {Anne: 10, Ben: 20}
  source: hand-counted
"""


@pytest.mark.parametrize(
    ("text", "where", "message"),
    [
        ("format: 1\nedition: [\n", ":3", "YAML syntax"),
        (GOOD.replace("format: 1", "format: 2"), ":1:9: format", "sheet format 2 is not one"),
        ("edition: portland-1882\n", ":1", "no 'format: 1' key"),
        (GOOD.replace("dealer: Anne", "dealer: Ben"), ":7:11: deals[0].dealer",
         "should be Anne"),
        (GOOD.replace("{Anne: 10, Ben: 20}", "{Anne: 10, Bob: 20}"), ":9:27: deals[0].scores.Bob",
         "'Bob' is not a player"),
        (GOOD.replace("Ben: 20}", "Ben: -2}"), ":9:", "must be 0 or more"),
        (GOOD.replace("kind: partie", "kind: set"), ":4:19: game.deals", "unknown key 'deals'"),
        (GOOD.replace("portland-1882", "royall-1651"), ":4:", "plays a set"),
        (GOOD.replace("portland-1882", "portlnd-1882"), ":2:10: edition", "unknown edition"),
        (GOOD.replace("deals:", "deels:"), ":5", "unknown key 'deels'"),
        (GOOD.replace("number: 1", "number: 2"), ":6", "should be 1"),
        (GOOD + "  set_won: {by: Ben, how: alone}\n", ":11", "a partie has no set"),
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
        partie.sheet_from(load_text("format: 7\nwhatever: [1, 2]\n", "x.yaml"))
