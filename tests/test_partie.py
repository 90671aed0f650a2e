"""The sheet's operations: recording (1651 X.4, the set won at the score that reaches it),
taking back, amending within each edition's limit (1882 law 70, 1651 XI.3, Cotton 14, au
cent 27, Miller silent), and the penalties and rulings a scored deal brings to the sheet."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from arbiter.errors import ImpossibleError, InputError
from arbiter.sheet import amend, partie
from arbiter.sheet import record as sheet_record
from arbiter.sheet.amend import undo
from arbiter.sheet.file import load_sheet
from arbiter.sheet.game import Deal, KeptRuling, Sheet, standing
from arbiter.sheet.record import deal_from_scored, new_sheet, next_deal, record_scores, scored_from
from arbiter.sheet.sheetview import deal_notes, sheet_json
from tests.test_game import play, play_by_name, rubicon_partie, set_game

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


# --- fake engine answers, per the scoring contract (`arbiter score --json`'s deal object) ---


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
    extra: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {"edition": "x", "elder": {"total": self.elder.total},
                "younger": {"total": self.younger.total}, "events": [], **self.extra}


def fake_score(*scores: tuple[str, str, int], **extra: Any) -> FakeScore:
    """A deal's scores in order of reckoning: (category, role, points)."""
    running = {"elder": 0, "younger": 0}
    events = []
    for category, role, points in scores:
        running[role] += points
        events.append(FakeEvent(category, role, points, running["elder"], running["younger"]))
    return FakeScore(FakePlayer(running["elder"]), FakePlayer(running["younger"]), tuple(events),
                     extra)


def record_score(sheet: Sheet, score: FakeScore, source: str) -> Sheet:
    upcoming = next_deal(sheet)
    scored = scored_from(score, source, sheet.edition)  # type: ignore[arg-type]
    return sheet.with_deals((*sheet.deals, deal_from_scored(sheet, scored, upcoming)))


# --- 1651 I.2 and X.4: the set, won at the score that reaches it --------------------------


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
    result = standing(sheet)
    assert (result.winner, result.loser) == ("Anne", "Ben")
    # the deal's full scores are recorded, even though Ben ends ahead
    assert sheet_json(sheet)["totals"] == {"Anne": 100, "Ben": 107}


def test_X_4_the_elder_reckons_first_within_a_category() -> None:
    sheet = play_by_name(set_game(), (50, 45), (45, 45))
    deal = fake_score(("sequences", "elder", 15), ("sequences", "younger", 15))
    sheet = record_score(sheet, deal, "deal3.yaml")
    assert standing(sheet).winner == "Ben"


def test_X_4_a_deal_file_scored_by_the_engine(tmp_path: Path) -> None:
    path = tmp_path / "deal.yaml"
    path.write_text(DEAL_1651, encoding="utf-8")
    # before deal 3 (Anne deals, so Anne is younger): Ben (elder) 90, Anne 95
    sheet = play_by_name(set_game(), (50, 45), (45, 45))
    sheet = sheet_record.record_deal_file(sheet, path)
    record = sheet.deals[-1]
    assert dict(record.scores) == {"Anne": 12, "Ben": 24}
    assert record.set_won is not None
    assert (record.set_won.by, record.set_won.event, record.set_won.category) == (
        "Anne", 1, "point",
    )  # fmt: skip
    assert record.source == str(path)
    assert sheet_json(sheet)["totals"] == {"Anne": 107, "Ben": 114}
    assert record.source == str(path)
    assert standing(sheet).winner == "Anne"


def test_X_4_the_elder_wins_when_only_he_gets_there(tmp_path: Path) -> None:
    path = tmp_path / "deal.yaml"
    path.write_text(DEAL_1651, encoding="utf-8")
    sheet = play_by_name(set_game(), (40, 45), (45, 45))  # Anne 85, Ben 90
    sheet = sheet_record.record_deal_file(sheet, path)
    won = sheet.deals[-1].set_won
    assert won is not None
    assert (won.by, won.event, won.category) == ("Ben", 7, "play")


def test_a_deal_file_of_another_edition_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "deal.yaml"
    path.write_text(DEAL_1651, encoding="utf-8")
    with pytest.raises(ImpossibleError, match="royall-1651 but the sheet plays cotton-1674"):
        sheet_record.record_deal_file(set_game(edition="1674"), path)


def test_a_partie_records_whole_deals_only(tmp_path: Path) -> None:
    path = tmp_path / "deal.yaml"
    path.write_text(DEAL_1651.split("tricks:")[0], encoding="utf-8")
    with pytest.raises(ImpossibleError, match="0 of the 12 tricks"):
        sheet_record.record_deal_file(set_game(), path)
    # ... unless the deal stopped where the set was won
    sheet = play_by_name(set_game(), (50, 45), (45, 45))
    assert standing(sheet_record.record_deal_file(sheet, path)).winner == "Anne"


def test_hand_counted_both_past_the_set_needs_first() -> None:
    sheet = play_by_name(set_game(), (50, 45), (45, 45))  # Anne 95, Ben 90; Anne deals next
    with pytest.raises(sheet_record.BothPassError) as caught:
        record_scores(sheet, 20, 10)
    assert "both players pass the set of 100" in caught.value.line()
    told = record_scores(sheet, 20, 10, first="ben")
    won = told.deals[-1].set_won
    assert won is not None and (won.by, won.how) == ("Ben", "told")
    assert standing(told).winner == "Ben"
    assert standing(record_scores(sheet, 20, 10, first="younger")).winner == "Anne"
    assert standing(record_scores(sheet, 20, 10, first="Elder")).winner == "Ben"


def test_first_must_agree_with_the_scores() -> None:
    sheet = play_by_name(set_game(), (50, 45), (45, 45))
    with pytest.raises(InputError, match="not a player"):
        record_scores(sheet, 20, 10, first="Carl")
    with pytest.raises(InputError, match="neither player reaches"):
        record_scores(sheet, 1, 1, first="Anne")
    with pytest.raises(InputError, match="only Anne reaches"):
        record_scores(sheet, 1, 10, first="Ben")
    assert standing(record_scores(sheet, 1, 10, first="Anne")).winner == "Anne"
    with pytest.raises(sheet_record.FirstError, match="is for a set game"):
        record_scores(rubicon_partie(), 1, 10, first="Anne")


def test_negative_scores_are_refused() -> None:
    with pytest.raises(InputError, match="0 or more, not -1"):
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
    back, undone = undo(sheet)
    removed = undone.deal
    assert undone.amendment is None and undone.now is None
    assert removed.number == 2 and dict(removed.scores) == {"Anne": 30, "Ben": 5}
    assert len(back.deals) == 1
    assert (next_deal(back).number, next_deal(back).dealer) == (2, "Ben")


def test_undo_reopens_a_finished_game() -> None:
    sheet = play_by_name(set_game(), (60, 30), (50, 20))
    assert standing(sheet).finished
    back, _ = undo(sheet)
    assert not standing(back).finished


def test_undo_on_an_empty_sheet_is_refused() -> None:
    with pytest.raises(ImpossibleError, match="no deal to take back"):
        undo(rubicon_partie())


def test_undo_on_the_file(tmp_path: Path) -> None:
    path = tmp_path / "p.yaml"
    partie.start(path, "1882", ["Anne", "Ben"])
    partie.record(path, elder=10, younger=20)
    partie.record(path, elder=30, younger=5)
    sheet, removed = partie.take_back(path)
    assert removed.deal.number == 2 and len(load_sheet(path).deals) == 1 == len(sheet.deals)
    partie.take_back(path)
    with pytest.raises(ImpossibleError, match=r"p\.yaml: there is no deal to take back"):
        partie.take_back(path)




# --- penalties, rulings and deals not scored, from the scorer's JSON -----------------------

PENALTY = {"player": "younger", "effect": "reckons-nothing", "what": None,
           "law": {"edition": "portland-1882", "law": "58"}}
RULING = {"kind": "surplus-take-in", "decision": "reckons-nothing",
          "citations": [{"edition": "portland-1882", "law": "58"}],
          "summary": "The younger took in too many cards: he reckons nothing."}
FRESH = {"decision": "fresh-deal", "kind": "faced-card", "index": 0,
         "laws": [{"edition": "portland-1882", "law": "14"}], "summary": "A faced card."}


def test_penalties_and_rulings_are_kept_with_the_deal(tmp_path: Path) -> None:
    sheet = record_score(rubicon_partie(), fake_score(("point", "elder", 30), penalties=[PENALTY],
                                                      rulings=[RULING]), "d.yaml")
    deal = sheet.deals[-1]
    assert deal.penalties is not None and deal.rulings is not None
    penalty = deal.penalties[0]
    assert (penalty.player, penalty.effect, penalty.law.law) == ("younger", "reckons-nothing", "58")
    assert deal.rulings[0].summary == RULING["summary"]
    # the younger of deal 1 is Anne, who dealt it
    assert deal_notes(sheet, deal) == [
        "deal 1: Anne, younger, reckons nothing (law 58; surplus take in)"]


def test_a_deal_without_penalty_keys_has_none() -> None:
    sheet = record_score(rubicon_partie(), fake_score(("point", "elder", 30)), "d.yaml")
    deal = sheet.deals[-1]
    assert (deal.penalties, deal.rulings, deal.not_scored) == (None, None, None)
    assert deal_notes(sheet, deal) == []


def test_a_fresh_deal_is_kept_but_not_counted_and_the_same_dealer_deals_again() -> None:
    sheet = play(rubicon_partie(), (10, 20))
    sheet = record_score(sheet, fake_score(not_scored=FRESH, rulings=[RULING]), "fresh.yaml")
    out = sheet.deals[-1]
    assert not out.counted and out.number == 2 and dict(out.scores) == {"Anne": 0, "Ben": 0}
    assert deal_notes(sheet, out)[0] == \
        "deal 2 not scored (faced card): fresh deal, law 14 (A faced card.)"
    upcoming = next_deal(sheet)
    # its own number 3 on the sheet, the partie's second deal, Ben dealing again
    assert (upcoming.number, upcoming.ordinal, upcoming.dealer) == (3, 2, "Ben")
    sheet = play_by_name(sheet, *[(30, 15)] * 5)
    assert standing(sheet).finished and [d.number for d in sheet.deals] == list(range(1, 8))


# --- amend: each edition's limit -----------------------------------------------------------


def amend_scores(sheet: Sheet, number: int, elder: int, younger: int) -> Sheet:
    return amend.amend_deal(sheet, number, sheet_record.by_hand(elder, younger),
                             "2026-01-01T00:00:00Z")[0]


def test_70_the_last_deal_may_be_corrected() -> None:
    sheet = play(rubicon_partie(), (10, 20), (30, 5))
    amended = amend_scores(sheet, 2, 31, 5)
    deal = amended.deals[-1]
    assert dict(deal.scores) == {"Anne": 31, "Ben": 5}
    assert deal.amended is not None and deal.amended[0].old == {"Anne": 30, "Ben": 5}
    assert standing(amended).scores == {"Anne": 51, "Ben": 15}


@pytest.mark.parametrize(("edition", "law"), [("1882", "70"), ("1651", "XI.3"), ("1674", "14")])
def test_past_the_next_deal_a_correction_is_refused_with_the_law(edition: str, law: str) -> None:
    # deal 1: Anne deals, Ben is elder; Ben's pique (30) left out and called for too late
    sheet = play(new_sheet(edition, ["Anne", "Ben"]), (10, 20), (30, 5))
    with pytest.raises(ImpossibleError, match="deal 1 can no longer be corrected") as caught:
        amend_scores(sheet, 1, 40, 20)
    text = sheet.edition.cited(law).text
    assert f'law {law}: "{text}"' in caught.value.line()
    # ... in time while the deal is the last recorded
    assert standing(amend_scores(sheet, 2, 30 + 60, 5)).scores == {"Anne": 110, "Ben": 15}


@pytest.mark.parametrize("edition", ["1651", "1674"])
def test_XI_3_and_14_set_no_limit_on_other_corrections(edition: str) -> None:
    sheet = play(new_sheet(edition, ["Anne", "Ben"]), (10, 20), (30, 5))
    amended, what = amend.amend_deal(sheet, 1, sheet_record.by_hand(12, 20), "t")
    assert standing(amended).scores == {"Anne": 50, "Ben": 17}
    assert "made whenever it is found" in what.note


def test_au_cent_27_any_deal_during_the_game() -> None:
    sheet = play_by_name(set_game(edition="1882+au-cent"), (10, 20), (30, 5), (5, 5))
    amended = amend_scores(sheet, 1, 25, 10)  # deal 1: Ben elder 25, Anne 10
    assert standing(amended).scores == {"Anne": 45, "Ben": 35}
    # ... but not once the game is over, except the deal that ended it
    over = play_by_name(sheet, (60, 0))
    assert standing(over).finished
    with pytest.raises(ImpossibleError, match="the game is over"):
        amend_scores(over, 1, 25, 10)
    last = standing(amend_scores(over, 4, 65, 0))  # deal 4: Anne elder
    assert (last.winner, last.scores["Anne"]) == ("Anne", 110)


def test_miller_is_silent_so_any_deal_may_be_corrected() -> None:
    sheet = play_by_name(set_game(edition="miller"), (10, 20), (30, 5), (5, 5))
    amended, what = amend.amend_deal(sheet, 1, sheet_record.by_hand(25, 10), "t")
    assert "silent" in what.note
    assert standing(amended).scores == {"Anne": 45, "Ben": 35}


def test_a_correction_that_reaches_the_set_recomputes_the_race() -> None:
    sheet = play_by_name(set_game(edition="miller"), (50, 20), (30, 5))
    assert not standing(sheet).finished
    amended = amend_scores(sheet, 2, 60, 5)  # deal 2: Ben deals, Anne elder: Anne 110
    result = standing(amended)
    assert (result.finished, result.winner) == (True, "Anne")
    # ... and one that would end the set before later deals is refused
    three = play_by_name(sheet, (1, 1))
    with pytest.raises(ImpossibleError, match="ends before deal 3"):
        amend_scores(three, 2, 60, 5)


def test_a_correction_of_the_last_deal_of_a_partie_recomputes_the_rubicon() -> None:
    sheet = play_by_name(rubicon_partie(), *[(40, 15)] * 5, (40, 80))
    assert standing(sheet).rubicon is False  # Ben 155
    amended = amend_scores(sheet, 6, 40, 10)  # deal 6: Ben deals, Anne elder
    result = standing(amended)
    assert (result.winner, result.rubicon, result.points) == ("Anne", True, 240 + 85 + 100)


def test_a_deal_found_void_is_struck_from_the_score_and_dealt_again() -> None:
    sheet = play(rubicon_partie(), (10, 20), (30, 5))
    void = KeptRuling("deal-out-of-turn", "deal-void", "Dealt out of turn.")

    def voided(sheet: Sheet, place: sheet_record.NextDeal) -> Deal:
        return Deal(place.number, place.dealer, place.elder, {"Anne": 0, "Ben": 0}, "void.yaml",
                    not_scored=void)

    amended, _ = amend.amend_deal(sheet, 2, voided, "t")
    assert not amended.deals[-1].counted and amended.deals[-1].amended is not None
    assert standing(amended).scores == {"Anne": 20, "Ben": 10}
    assert next_deal(amended).number == 3 and next_deal(amended).dealer == "Ben"
    miller = play(set_game(edition="miller"), (10, 20), (30, 5), (1, 1))  # no time limit
    with pytest.raises(ImpossibleError, match="dealt by the wrong dealer"):
        amend.amend_deal(miller, 2, voided, "t")


def test_amend_a_deal_not_on_the_sheet() -> None:
    with pytest.raises(ImpossibleError, match="no deal 3"):
        amend_scores(play(rubicon_partie(), (1, 2)), 3, 1, 1)


def test_amend_on_the_file_keeps_the_history(tmp_path: Path) -> None:
    path = tmp_path / "p.yaml"
    partie.start(path, "1882", ["Anne", "Ben"])
    partie.record(path, elder=10, younger=20)
    partie.amend(path, 1, elder=12, younger=20)
    partie.amend(path, 1, elder=13, younger=20)
    deal = load_sheet(path).deals[0]
    assert dict(deal.scores) == {"Anne": 20, "Ben": 13}
    assert deal.amended is not None
    assert [change.old["Ben"] for change in deal.amended] == [10, 12]
    assert [change.new["Ben"] for change in deal.amended] == [12, 13]


# --- on the file ---------------------------------------------------------------------------


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


def test_a_full_sheet_is_refused_before_it_is_written(tmp_path: Path,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    from arbiter.sheet import file as sheet_module

    path = tmp_path / "p.yaml"
    partie.start(path, "1651", ["Anne", "Ben"], 400)
    monkeypatch.setattr(sheet_module, "MAX_DEALS", 2)
    partie.record(path, elder=1, younger=1)
    partie.record(path, elder=1, younger=1)
    before = path.read_bytes()
    with pytest.raises(ImpossibleError, match="at most 2 deals: start a new sheet"):
        partie.record(path, elder=1, younger=1)
    assert path.read_bytes() == before


def test_XI_3_amend_the_last_deal_from_a_deal_file_decides_the_set(tmp_path: Path) -> None:
    path = tmp_path / "deal.yaml"
    path.write_text(DEAL_1651, encoding="utf-8")
    # Anne 95, Ben 90; deal 3 (Anne deals) first written down as nothing each
    sheet = play(play_by_name(set_game(), (50, 45), (45, 45)), (0, 0))
    assert not standing(sheet).finished
    amended, what = amend.amend_deal(sheet, 3, sheet_record.from_file(path), "t")
    deal = amended.deals[-1]
    assert dict(deal.scores) == {"Anne": 12, "Ben": 24} and deal.source == str(path)
    assert deal.set_won is not None and (deal.set_won.by, deal.set_won.event) == ("Anne", 1)
    assert standing(amended).winner == "Anne"
    assert "XI.3" in what.note  # 12-24 against 0-0: no pique, so no limit


def test_73_a_rubicon_decided_by_a_penalised_last_deal() -> None:
    # Ben has 70 after five deals; in the sixth (Ben deals, so he is younger) he reckons
    # nothing, as the scorer applied it: he stays under a hundred and is rubiconed.
    sheet = play_by_name(rubicon_partie(), *[(40, 14)] * 5)
    last = fake_score(("point", "elder", 40), penalties=[PENALTY])
    sheet = record_score(sheet, last, "deal6.yaml")
    result = standing(sheet)
    assert (result.winner, result.rubicon, result.points) == ("Anne", True, 240 + 70 + 100)
    assert deal_notes(sheet, sheet.deals[-1]) == [
        "deal 6: Ben, younger, reckons nothing (law 58)"]


# --- deal numbers: every deal on the sheet its own, a deal not scored too ------------------


def fresh(sheet: Sheet, place: sheet_record.NextDeal) -> Deal:
    """A deal the scorer says is not scored: a fresh deal (1882 law 14)."""
    return Deal(place.number, place.dealer, place.elder, {"Anne": 0, "Ben": 0}, "fresh.yaml",
                not_scored=KeptRuling("faced-card", "fresh-deal", "A faced card."))


def test_a_deal_not_scored_has_its_own_number_and_is_amended_by_it() -> None:
    sheet = sheet_record.add_deal(play(rubicon_partie(), (10, 5)), fresh)  # deal 2, not scored
    assert [d.number for d in sheet.deals] == [1, 2]
    # the ruling was wrong: the deal is scored after all (Ben dealt it, Anne elder)
    amended = amend_scores(sheet, 2, 3, 4)
    deal = amended.deals[-1]
    assert deal.counted and (deal.number, deal.dealer, deal.elder) == (2, "Ben", "Anne")
    assert standing(amended).scores == {"Anne": 5 + 3, "Ben": 10 + 4}
    assert (next_deal(amended).number, next_deal(amended).dealer) == (3, "Anne")
    assert deal_notes(amended, deal) == ["deal 2 amended 2026-01-01T00:00:00Z: not scored to "
                                         "3-4"]  # fmt: skip


def test_law_70_a_deal_not_scored_after_a_deal_is_a_hand_seen() -> None:
    sheet = sheet_record.add_deal(play(rubicon_partie(), (10, 5)), fresh)
    # the law's limit first, then why this deal is past it
    with pytest.raises(ImpossibleError, match=r"^law 70: \"Errors in counting .* Deal 2 \(not "
                       r"scored\) has been dealt since, so the player in error has seen his "
                       r"next hand: deal 1 can no longer be corrected$"):
        amend_scores(sheet, 1, 3, 4)
    redealt = record_scores(sheet, 7, 8)  # deal 3, the partie's second, Ben dealing again
    assert (redealt.deals[-1].number, redealt.deals[-1].dealer) == (3, "Ben")
    with pytest.raises(ImpossibleError, match=r"Deal 3 has been dealt since, .*: deal 2 can "
                       r"no longer be corrected"):
        amend_scores(redealt, 2, 3, 4)
    assert dict(amend_scores(redealt, 3, 9, 8).deals[-1].scores) == {"Anne": 9, "Ben": 8}


def test_a_deal_not_scored_becomes_scored_only_when_last() -> None:
    """Miller sets no limit on a correction, but a deal not scored turned scored would have
    the deals after it dealt by the wrong dealer."""
    sheet = sheet_record.add_deal(play(set_game(edition="miller"), (10, 5)), fresh)
    sheet = record_scores(sheet, 1, 1)
    with pytest.raises(ImpossibleError, match="the corrected deal 2 is scored, so the deals "
                       "after it were dealt by the wrong dealer"):
        amend_scores(sheet, 2, 3, 4)
    again, done = amend.amend_deal(sheet, 2, fresh, "t")  # another ruling, still not scored
    assert not again.deals[1].counted and done.old.number == done.new.number == 2


def test_undo_takes_back_the_last_deal_by_its_own_number() -> None:
    sheet = record_scores(sheet_record.add_deal(play(rubicon_partie(), (10, 5)), fresh), 7, 8)
    sheet, undone = undo(sheet)
    assert undone.deal.number == 3 and undone.deal.counted
    sheet, undone = undo(sheet)
    assert undone.deal.number == 2 and not undone.deal.counted


def test_71_note_the_last_of_four_counts_double_by_the_game_s_count_not_the_number() -> None:
    """A fresh deal before it: the partie's fourth deal is deal 5 on the sheet."""
    from arbiter.ui.partie import deals_table

    sheet = play_by_name(rubicon_partie("1882+four-deal-partie"), (10, 20))
    sheet = play_by_name(sheet_record.add_deal(sheet, fresh), (30, 5), (7, 7), (1, 2))
    assert [d.number for d in sheet.deals] == [1, 2, 3, 4, 5]
    result = standing(sheet)
    # the first and the last of the four deals counted twice: deal 1 and deal 5
    assert result.finished and result.scores == {"Anne": 20 + 30 + 7 + 2,
                                                 "Ben": 40 + 5 + 7 + 4}
    table, _ = deals_table(sheet, 200)
    notes = list(table.columns[-1].cells)
    assert ["double" in str(text) for text in notes] == [True, False, False, False, True]


def test_XII_2_and_cotton_17_amend_refuses_what_was_never_reckoned(tmp_path: Path) -> None:
    """Issue 23: a miscount of what was reckoned is put right; what was never reckoned is lost
    once play has begun (1651 XII.2, Cotton 17), so amend refuses to add it, quoting the law."""
    for edition, law in (("1651", "XII.2"), ("cotton", "17")):
        path = tmp_path / f"{edition}.yaml"
        partie.start(path, edition, ["Anne", "Ben"])
        partie.record(path, elder=10, younger=20)
        before = path.read_bytes()
        with pytest.raises(ImpossibleError, match=f"never reckoned.*law {law}: \"He that forget"):
            partie.amend(path, 1, elder=24, younger=20, unreckoned=True)
        assert path.read_bytes() == before
        partie.amend(path, 1, elder=24, younger=20)  # a miscount: put right
        assert sorted(load_sheet(path).deals[0].scores.values()) == [20, 24]
    # 1882 has no such law: law 70's limit alone applies
    path = tmp_path / "1882.yaml"
    partie.start(path, "1882", ["Anne", "Ben"])
    partie.record(path, elder=10, younger=20)
    partie.amend(path, 1, elder=24, younger=20, unreckoned=True)


# --- undo after amend: the last change, not the last deal ----------------------------------


def test_undo_after_amend_takes_back_the_amendment_not_the_deal() -> None:
    sheet = play(rubicon_partie(), (10, 20), (30, 5))
    amended = amend_scores(sheet, 2, 31, 5)
    back, undone = undo(amended)
    assert undone.amendment is not None and undone.now is not None
    assert len(back.deals) == 2 and back.deals[-1] == sheet.deals[-1]
    assert dict(undone.deal.scores) == {"Anne": 31, "Ben": 5}
    again, undone = undo(back)  # then the record of deal 2 itself
    assert undone.amendment is None and len(again.deals) == 1


def test_undo_takes_back_a_later_record_before_an_earlier_amendment() -> None:
    """Miller sets no limit: deal 1 amended, then deal 3 recorded: undo takes back deal 3,
    then the amendment of deal 1."""
    sheet = play_by_name(set_game(edition="miller"), (10, 20), (30, 5))
    amended = play_by_name(amend_scores(sheet, 1, 25, 10), (1, 1))
    back, undone = undo(amended)
    assert undone.amendment is None and undone.deal.number == 3
    back, undone = undo(back)
    assert undone.amendment is not None and undone.deal.number == 1
    assert back.deals == sheet.deals


def test_undo_of_an_amendment_restores_a_deal_not_scored() -> None:
    sheet = play(rubicon_partie(), (10, 20), (30, 5))
    void = KeptRuling("deal-out-of-turn", "deal-void", "Dealt out of turn.")

    def voided(sheet: Sheet, place: sheet_record.NextDeal) -> Deal:
        return Deal(place.number, place.dealer, place.elder, {"Anne": 0, "Ben": 0}, "void.yaml",
                    not_scored=void)

    struck, _ = amend.amend_deal(sheet, 2, voided, "t")
    again = amend_scores(struck, 2, 30, 5)  # scored once more
    back, _ = undo(again)
    assert back.deals[-1].not_scored == void and not back.deals[-1].counted
    back, _ = undo(back)
    assert back.deals == sheet.deals


def test_undo_of_an_amendment_survives_the_sheet_file(tmp_path: Path) -> None:
    path = tmp_path / "set.yaml"
    partie.start(path, "1651", ["Anne", "Ben"])
    partie.record(path, elder=10, younger=20)
    partie.amend(path, 1, elder=12, younger=20)
    assert not list(tmp_path.glob("*.lock"))  # no lock file left beside the sheet
    _, undone = partie.take_back(path)
    assert undone.amendment is not None
    assert dict(load_sheet(path).deals[0].scores) == {"Anne": 20, "Ben": 10}
