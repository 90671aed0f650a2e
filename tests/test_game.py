"""The game a sheet keeps: laws 71-73 (the partie, the tie, the rubicon), the four-deal
partie (71.note), the set (1651 I.2) and au cent's double game (28), and a game lost by a
penalty."""

from __future__ import annotations

import pytest

from arbiter.errors import ImpossibleError
from arbiter.sheet.game import (
    Deal,
    LawRef,
    Penalty,
    Sheet,
    deals_due,
    partie_points,
    running_totals,
    standing,
    tally,
)
from arbiter.sheet.record import new_sheet, next_deal, record_scores
from arbiter.sheet.sheetview import sheet_json


def rubicon_partie(edition: str = "1882") -> Sheet:
    return new_sheet(edition, ["Anne", "Ben"])


def set_game(target: int | None = None, edition: str = "1651") -> Sheet:
    return new_sheet(edition, ["Anne", "Ben"], target)


def play(sheet: Sheet, *pairs: tuple[int, int]) -> Sheet:
    """Record hand-counted deals given as (elder, younger) scores."""
    for elder, younger in pairs:
        sheet = record_scores(sheet, elder, younger)
    return sheet


def by_name(sheet: Sheet, anne: int, ben: int) -> tuple[int, int]:
    """(elder, younger) for the next deal so that Anne scores `anne` and Ben `ben`."""
    return (ben, anne) if next_deal(sheet).dealer == "Anne" else (anne, ben)


def play_by_name(sheet: Sheet, *scores: tuple[int, int]) -> Sheet:
    for anne, ben in scores:
        sheet = play(sheet, by_name(sheet, anne, ben))
    return sheet


def where_next(sheet: Sheet) -> tuple[int, str, str]:
    upcoming = next_deal(sheet)
    return upcoming.number, upcoming.dealer, upcoming.elder


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
    result = standing(sheet)
    assert (result.finished, result.winner, result.loser) == (True, "Anne", "Ben")
    assert (result.points, result.rubicon, result.law) == (210 - 205 + 100, False, "72")


def test_71_73_a_rubiconed_loser() -> None:
    sheet = play_by_name(rubicon_partie(), *[(40, 15)] * 6)
    result = standing(sheet)
    assert (result.winner, result.points, result.rubicon, result.law) == ("Anne", 430, True, "73")
    assert sheet_json(sheet)["result"] == {"winner": "Anne", "points": 430, "rubiconed": True}


def test_71_not_finished_before_the_sixth_deal() -> None:
    sheet = play_by_name(rubicon_partie(), *[(40, 15)] * 5)
    assert not standing(sheet).finished
    assert where_next(sheet) == (6, "Ben", "Anne")


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
    assert not standing(sheet).finished
    assert deals_due(sheet.game, tally(sheet)) == 8
    assert where_next(sheet) == (7, "Anne", "Ben")
    sheet = play_by_name(sheet, (10, 5))
    assert not standing(sheet).finished
    assert where_next(sheet) == (8, "Ben", "Anne")


def test_71_the_extra_deals_decide_and_the_rubicon_counts_on_all_eight() -> None:
    sheet = play_by_name(tied_after_six(), (10, 5), (20, 0))
    result = standing(sheet)
    assert (result.finished, result.winner) == (True, "Anne")
    # 180 to 155 over eight deals: the loser passed a hundred, law 72
    assert (result.points, result.law) == (180 - 155 + 100, "72")


def test_71_a_second_tie_is_drawn() -> None:
    sheet = play_by_name(tied_after_six(), (10, 5), (0, 5))
    result = standing(sheet)
    assert (result.finished, result.drawn, result.winner, result.points) == (True, True, None, None)
    data = sheet_json(sheet)
    assert (data["finished"], data["winner"], data["result"]) == (True, None, None)
    with pytest.raises(ImpossibleError, match=r"partie is over \(drawn after 8 deals, law 71\)"):
        record_scores(sheet, 1, 1)


def test_72_the_result_says_the_loser_was_not_rubiconed() -> None:
    sheet = play_by_name(rubicon_partie(), (30, 40), (20, 60), (10, 55), (30, 30), (50, 12),
                         (70, 8))  # fmt: skip
    assert sheet_json(sheet)["result"]["rubiconed"] is False
    assert sheet_json(set_game())["result"] is None


# --- 71.note: the four-deal partie ---------------------------------------------------------


def test_71_note_the_first_and_last_of_four_deals_count_double() -> None:
    sheet = play_by_name(rubicon_partie("1882+four-deal-partie"), (10, 20), (30, 5), (7, 7),
                         (40, 1))  # fmt: skip
    # Anne 2x10 + 30 + 7 + 2x40 = 137; Ben 2x20 + 5 + 7 + 2x1 = 54
    assert [dict(t) for t in running_totals(sheet)][-1] == {"Anne": 137, "Ben": 54}
    result = standing(sheet)
    assert (result.finished, result.winner) == (True, "Anne")
    assert (result.points, result.rubicon) == (137 + 54 + 100, True)  # law 73, unchanged
    # the deals keep what they scored; the doubling is the game's
    assert dict(sheet.deals[0].scores) == {"Anne": 10, "Ben": 20}


def test_71_note_a_tie_after_four_each_deals_once_more_counting_single() -> None:
    sheet = play_by_name(rubicon_partie("1882+four-deal-partie"), (10, 10), (5, 5), (1, 1),
                         (0, 0))  # fmt: skip
    assert not standing(sheet).finished
    assert deals_due(sheet.game, tally(sheet)) == 6
    sheet = play_by_name(sheet, (10, 0), (0, 3))
    # Anne 2x10 + 5 + 1 + 2x0 + 10 + 0 = 36; Ben 2x10 + 5 + 1 + 2x0 + 0 + 3 = 29
    assert tally(sheet).totals == {"Anne": 36, "Ben": 29}  # deals 5 and 6 single
    assert standing(sheet).winner == "Anne"


# --- au cent 28: the double game -----------------------------------------------------------


def test_au_cent_28_a_hundred_before_the_adversary_has_fifty_is_a_double_game() -> None:
    sheet = play_by_name(set_game(edition="1882+au-cent"), (60, 20), (45, 20))
    result = standing(sheet)
    assert (result.winner, result.points, result.double) == ("Anne", 100, True)
    assert sheet_json(sheet)["result"]["double"] is True


def test_au_cent_28_fifty_reached_is_a_single_game() -> None:
    sheet = play_by_name(set_game(edition="1882+au-cent"), (60, 30), (45, 20))
    assert standing(sheet).double is False


def test_a_set_is_no_double_game_where_the_edition_has_none() -> None:
    assert standing(play_by_name(set_game(), (60, 0), (45, 0))).double is False


# --- loses-game: the game ends, lost by the offender ---------------------------------------


def penalised(sheet: Sheet, role: str, effect: str) -> Sheet:
    upcoming = next_deal(sheet)
    penalty = Penalty(role, effect, law=LawRef(sheet.edition.id, "X"))  # type: ignore[arg-type]
    deal = Deal(upcoming.number, upcoming.dealer, upcoming.elder,
                {upcoming.elder: 30, upcoming.dealer: 3}, "d.yaml", penalties=[penalty])
    return sheet.with_deals((*sheet.deals, deal))


def test_loses_game_ends_a_partie_lost_by_the_offender() -> None:
    sheet = penalised(play_by_name(rubicon_partie(), (10, 50)), "elder", "loses-game")
    # deal 2: Ben deals, so Anne is elder and loses the partie though ahead in it
    result = standing(sheet)
    assert (result.finished, result.winner, result.loser) == (True, "Ben", "Anne")
    assert result.points is None and result.penalty is not None and result.deal == 2


def test_loses_game_ends_a_set() -> None:
    result = standing(penalised(set_game(), "younger", "loses-game"))
    assert (result.winner, result.loser, result.points) == ("Ben", "Anne", 100)


def test_other_penalties_leave_the_game_to_the_scores() -> None:
    sheet = penalised(rubicon_partie(), "younger", "reckons-nothing")
    assert not standing(sheet).finished


def test_running_totals_over_many_deals_are_the_sums() -> None:
    sheet = play(set_game(100_000), *[(3, 1)] * 300)
    running = running_totals(sheet)
    assert running[-1] == {"Anne": 600, "Ben": 600}
    assert running[9] == {"Anne": 20, "Ben": 20}
