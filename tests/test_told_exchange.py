"""The exchange told step by step (issue 15): where each card taken sat in the stock, judged
by each edition's laws; the expectations are read from the law texts."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
import yaml

from arbiter.errors import ArbiterError, ImpossibleError
from arbiter.rulings import Ruling, parse_incident, rule
from arbiter.variants.find import find_edition
from tests.conftest import gist_of, run_apart
from tests.test_bad_input import refused

P, R, C, M = (find_edition(name) for name in ("1882", "1651", "cotton", "miller"))
AU_CENT = find_edition("portland-1882+au-cent")
ROOT = Path(__file__).resolve().parent.parent


def told(*steps: dict[str, Any], **extra: Any) -> Any:
    incident = {"kind": "exchange", "steps": list(steps), **extra}
    return parse_incident(yaml.safe_dump({"incident": incident}), "told.yaml").case


def exchanged(edition: Any, *steps: dict[str, Any], **extra: Any) -> Ruling:
    """The exchange told in `steps`, ruled under `edition`."""
    return rule(told(*steps, **extra), edition)


gist = gist_of("decision", "laws", "penalised")


def elder(**step: Any) -> dict[str, Any]:
    return {"by": "elder", **step}


def younger(**step: Any) -> dict[str, Any]:
    return {"by": "younger", **step}


ELDER_TAKES_ALL = (elder(discard=5), elder(take=5))


# --- a regular exchange --------------------------------------------------------------------------


def test_a_regular_exchange_plays_on_under_each_edition_with_its_own_stock() -> None:
    assert gist(exchanged(P, *ELDER_TAKES_ALL, younger(discard=3), younger(take=3)))[:2] == \
        ("play-on", ["22"])
    assert gist(exchanged(P, *ELDER_TAKES_ALL))[:2] == ("play-on", ["21"])
    # 1651 VI: the elder may take eight of the twelve; 1882 law 21, five of eight.
    assert gist(exchanged(R, elder(discard=8), elder(take=8), younger(discard=4),
                      younger(take=4)))[:2] == ("play-on", ["VI"])
    assert gist(exchanged(C, elder(discard=8), elder(take=8)))[:2] == ("play-on", ["6"])


# --- 1882 law 23 ---------------------------------------------------------------------------------


def test_1882_23_cards_taken_out_of_order_are_taken_again_from_the_top() -> None:
    ruling = exchanged(P, elder(discard=5), elder(take=5, where="out-of-order"))
    assert gist(ruling)[:2] == ("rectify", ["23"])
    assert ruling.step == 2
    assert exchanged(R, elder(discard=5), elder(take=5, where="out-of-order")).decision == "silent"


def test_1882_23_the_younger_taking_the_bottom_of_his_part_leaving_its_top() -> None:
    """Case XIV: "obliged to take the cards in order from the top of the stock"."""
    ruling = exchanged(P, *ELDER_TAKES_ALL, younger(discard=2), younger(take=2, where="bottom"))
    assert gist(ruling)[:2] == ("rectify", ["23"]) and ruling.step == 4
    whole = exchanged(P, *ELDER_TAKES_ALL, younger(discard=3), younger(take=3, where="bottom"))
    assert whole.decision == "play-on"  # all his part: the bottom three are the top three


# --- 1882 laws 27 and 28: the elder and the bottom three ------------------------------------------


def test_1882_27_the_elder_taking_up_one_of_the_bottom_three_reckons_nothing() -> None:
    ruling = exchanged(P, elder(discard=5), elder(take=6))
    assert gist(ruling) == ("penalty", ["27", "44"], [("elder", "reckons-nothing")])
    assert "31" not in ruling.law_ids  # law 31: "do not take ... one of his adversary's cards"
    assert any("31" in note for note in ruling.notes)


def test_1882_27_six_discarded_and_six_taken_is_still_a_card_of_the_younger() -> None:
    assert gist(exchanged(P, elder(discard=6), elder(take=6)))[:2] == ("penalty", ["27", "44"])
    # 1651 VI: eight of twelve are the elder's: six for six is his right.
    assert exchanged(R, elder(announce="takes", count=6), elder(discard=6),
                 elder(take=6)).decision == "play-on"


def test_1882_27_from_the_bottom_of_the_stock_is_the_younger_s_card() -> None:
    ruling = exchanged(P, elder(discard=2), elder(take=1, where="bottom"))
    assert gist(ruling)[:2] == ("penalty", ["27", "44"])


def test_1882_28_the_elder_mixing_the_younger_s_card_gives_the_younger_a_choice() -> None:
    ruling = exchanged(P, elder(discard=5), elder(take=6), elder(mix="taken", into="hand"))
    assert ruling.decision == "option" and ruling.law_ids[:2] == ["28", "27"]
    assert ruling.options is not None and ruling.options.holder == "younger"
    assert set(ruling.options.choices) == {"penalty", "fresh-deal"}
    assert ruling.step == 3  # the step that mixed


def test_au_cent_9_stands_in_place_of_28_the_elder_loses_the_game() -> None:
    ruling = rule(told(elder(discard=5), elder(take=6), elder(mix="taken", into="hand")),
                  AU_CENT)
    assert str(ruling.decision) == "penalty"
    assert [(p.player, str(p.effect)) for p in ruling.penalties] == [("elder", "loses-game")]
    # Au cent 9 decides as the exception to law 27 (taking them up), as law 28 did.
    assert [(c.edition, c.law) for c in ruling.citations] == [("portland-1882+au-cent", "9"),
                                                              ("portland-1882", "27")]


def test_au_cent_9_the_short_kind_too_the_elder_loses_the_game_no_choice() -> None:
    surplus = {"kind": "surplus-take-in", "player": "elder", "discarded": 5, "taken": 6,
               "discovered": "exchange"}
    for mixed, expected in ((True, ("penalty", ["9", "27"], [("elder", "loses-game")])),
                            (False, ("penalty", ["27", "44"], [("elder", "reckons-nothing")]))):
        case = parse_incident(yaml.safe_dump({"incident": {**surplus, "mixed": mixed}}),
                              "surplus.yaml").case
        ruling = rule(case, AU_CENT)
        assert gist(ruling) == expected  # au cent 9 speaks of mixing only; 27 of taking up
        assert ruling.options is None


def test_au_cent_10_the_taking_up_is_the_offence_not_the_mixing() -> None:
    steps = (elder(discard=5), younger(discard=3), younger(take=3),
             younger(mix="taken", into="hand"))
    assert exchanged(P, *steps).step == 4  # 1882 law 29: the step that mixed
    ruling = rule(told(*steps), AU_CENT)
    assert ruling.step == 3 and gist(ruling)[2] == [("younger", "loses-game")]
    assert [(c.edition, c.law) for c in ruling.citations] == [("portland-1882+au-cent", "10")]


# --- the stock counted: 1882 law 11 and au cent 3 -------------------------------------------------

THIRTEEN = {"elder": {"dealt": "AS KS QS JS 10S AH KH QH 9D 8D 7D 9C 8C"},
            "younger": {"dealt": "9S 8S 7S JH 10H 9H AD KD QD AC KC QC"}}


def counted(edition: Any, *before: dict[str, Any], found: int = 7) -> Ruling:
    return rule(told(elder(discard=5), *before, elder(count_stock=found), **THIRTEEN), edition)


def test_1882_11_the_option_lasts_until_a_card_of_the_stock_is_taken_up() -> None:
    for before in ((), (elder(touch="stock"),)):
        ruling = counted(P, *before)
        assert ruling.decision == "option" and ruling.law_ids[0] == "11"
        assert ruling.options is not None and ruling.options.holder == "elder"


def test_1882_39_after_taking_up_a_stock_card_the_deal_stands() -> None:
    ruling = counted(P, elder(take=4), found=3)  # seven dealt to the stock: four taken
    assert ruling.decision == "play-on" and ruling.law_ids[:2] == ["39", "41"]
    assert ruling.step == 3


def test_au_cent_3_the_option_ends_on_touching_the_stock() -> None:
    before = counted(AU_CENT)
    assert before.decision == "option"
    assert (before.citations[0].edition, before.citations[0].law) == (AU_CENT.id, "3")
    after = counted(AU_CENT, elder(touch="stock"))
    assert after.decision == "play-on" and after.options is None
    assert [(c.edition, c.law) for c in after.citations] == [
        (AU_CENT.id, "3"), (AU_CENT.id, "8"), (AU_CENT.id, "13")]


def test_1882_11_finding_seven_the_elder_may_alter_his_discard_an_exception_to_au_cent_8() -> None:
    steps = (elder(discard=4), elder(touch="stock"), elder(count_stock=7),
             elder(change_discard=True))
    for edition in (P, AU_CENT):
        ruling = rule(told(*steps), edition)
        assert ruling.decision == "option" and ruling.step == 3  # law 11: deal again, or alter
        altered = ruling.steps[3]
        assert altered.law == "11" and altered.finding is not None
        assert "Nothing irregular" in altered.finding
    # without the seven, au cent 8 fixes the discard on touching
    assert str(rule(told(*steps[:2], steps[3]), AU_CENT).decision) == "refused"


def test_a_stock_counted_right_is_no_finding() -> None:
    ruling = rule(told(elder(discard=5), elder(count_stock=8)), P)
    assert all(step.finding is None for step in ruling.steps)


def test_1882_24_the_discard_altered_before_taking_up_au_cent_8_after_touching() -> None:
    steps = (elder(discard=4), elder(touch="stock"), elder(change_discard=True))
    assert gist(exchanged(P, *steps))[:2] == ("play-on", ["24"])
    ruling = rule(told(*steps), AU_CENT)
    assert str(ruling.decision) == "refused" and ruling.step == 3


# --- 1882 laws 27 and 29: the younger and the top five -------------------------------------------


def test_1882_27_the_younger_taking_before_the_elder_takes_the_elder_s_cards() -> None:
    ruling = exchanged(P, younger(discard=3), younger(take=3))
    assert gist(ruling) == ("penalty", ["27", "44"], [("younger", "reckons-nothing")])


def test_1882_29_cards_the_elder_left_taken_up_unmixed_carry_no_penalty() -> None:
    steps = (elder(announce="leaves", count=2), elder(discard=3), elder(take=3),
             younger(discard=3), younger(take=3))
    assert gist(exchanged(P, *steps))[:2] == ("play-on", ["34"])  # declared left


def test_1882_29_the_elder_s_cards_left_unannounced_mixed_by_the_younger() -> None:
    # The elder has taken two of the five he discarded for; the younger takes up the rest.
    steps = (elder(discard=5), elder(take=2), younger(discard=3), younger(take=3))
    unmixed = exchanged(P, *steps)
    assert gist(unmixed) == ("rectify", ["29"], []) and unmixed.step == 4
    mixed = exchanged(P, *steps, younger(mix="taken", into="hand"))
    assert gist(mixed) == ("penalty", ["29", "44"], [("younger", "reckons-nothing")])
    assert mixed.step == 5


# --- 1882 laws 31, 33 and 35: more taken than discarded ------------------------------------------


def test_1882_33_the_elder_taking_up_cards_he_declared_left() -> None:
    ruling = exchanged(P, elder(announce="takes", count=3), elder(discard=3), elder(take=3),
                   elder(take=2, where="left"))
    assert gist(ruling) == ("penalty", ["33", "44", "31"], [("elder", "reckons-nothing")])
    assert "exception to law 31" in ruling.explanation
    assert ruling.step == 4


def test_1882_35_the_younger_who_leaves_cards_and_takes_more_than_he_discarded() -> None:
    ruling = exchanged(P, *ELDER_TAKES_ALL, younger(discard=1), younger(take=2))
    assert gist(ruling)[:2] == ("penalty", ["35", "44", "31"])


def test_1882_31_the_younger_taking_all_for_fewer_discarded_is_a_plain_surplus() -> None:
    ruling = exchanged(P, *ELDER_TAKES_ALL, younger(discard=2), younger(take=3))
    assert ruling.decision == "penalty" and ruling.law_ids[0] == "31"


def test_1651_XII12_the_surplus_returned_overrides_XII5() -> None:
    declared = elder(announce="takes", count=6)
    ruling = exchanged(R, declared, elder(discard=5), elder(take=6))
    assert gist(ruling)[:2] == ("rectify", ["XII.12", "XII.5"])
    assert "exception to law XII.5" in ruling.explanation
    mixed = exchanged(R, declared, elder(discard=5), elder(take=6), elder(mix="taken", into="hand"))
    assert gist(mixed)[0] == "penalty" and mixed.law_ids[:2] == ["XII.12", "XII.5"]
    assert mixed.step == 4


def test_cotton_18_he_that_takes_in_more_than_he_discards() -> None:
    assert gist(exchanged(C, elder(discard=5), elder(take=6))) == (
        "penalty", ["18"], [("elder", "reckons-nothing"), ("elder", "adversary-reckons-all")])


# --- 1882 law 32; 1651 XII.11 --------------------------------------------------------------------


def test_1882_32_the_elder_leaving_cards_unannounced_lets_the_younger_alter_his_discard() -> None:
    touched = (younger(discard=3), younger(touch="stock"))
    ruling = exchanged(P, elder(discard=3), elder(take=3), *touched)
    assert gist(ruling)[:2] == ("rectify", ["32"])
    assert ruling.step == 2
    assert gist(exchanged(P, elder(announce="leaves", count=2), elder(discard=3),
                      elder(take=3), *touched))[0] == "play-on"


def test_1882_24_before_taking_up_the_younger_may_alter_his_discard_anyway() -> None:
    ruling = exchanged(P, elder(discard=3), elder(take=3), younger(discard=2),
                   younger(touch="stock"), younger(change_discard=True))
    assert ruling.law_ids == ["32"] and ruling.steps[4].finding is None


def test_au_cent_8_fixes_the_discard_on_touching_save_as_law_32_provides() -> None:
    steps = (elder(discard=3), elder(take=3), younger(discard=2), younger(touch="stock"),
             younger(change_discard=True))
    noted = rule(told(*steps), AU_CENT).steps[4]
    assert noted.law == "32" and noted.finding is not None and "rectify" not in noted.finding
    declared = (elder(announce="leaves", count=2), *steps)
    ruling = rule(told(*declared), AU_CENT)  # declared: no exception, the discard is fixed
    assert str(ruling.decision) == "refused"
    assert [(c.edition, c.law) for c in ruling.citations] == [("portland-1882+au-cent", "8")]


def test_au_cent_11_the_number_left_is_declared_before_touching_the_stock() -> None:
    ruling = rule(told(elder(discard=3), elder(take=3), younger(discard=3),
                       younger(touch="stock")), AU_CENT)
    first = ruling.citations[0]
    assert (first.edition, first.law) == ("portland-1882+au-cent", "11")


def test_1651_XII11_the_senior_hand_ought_to_tell_what_he_leaves() -> None:
    steps = (elder(discard=5), elder(take=5), younger(discard=3), younger(touch="stock"))
    assert gist(exchanged(R, *steps))[:2] == ("rectify", ["XII.11"])
    assert exchanged(C, *steps).decision == "silent"


# --- 1882 laws 24, 25, 26; 1651 XII.10; Cotton 20 -------------------------------------------------


def test_1882_24_a_second_discard_after_taking_up_is_refused() -> None:
    steps = (elder(announce="takes", count=5), *ELDER_TAKES_ALL, elder(discard=1))
    assert gist(exchanged(P, *steps))[:2] == ("refused", ["24"])
    assert gist(exchanged(R, elder(announce="takes", count=6), elder(discard=6), elder(take=6),
                      elder(discard=1)))[:2] == ("refused", ["XII.10"])
    assert gist(exchanged(C, elder(discard=8), elder(take=8), elder(discard=1)))[:2] == \
        ("refused", ["20"])


def test_1882_24_a_discard_altered_before_taking_up_is_no_irregularity() -> None:
    steps = (elder(discard=4), elder(change_discard=True), elder(discard=1), elder(take=5))
    assert exchanged(P, *steps).decision == "play-on"


def test_1882_25_taking_back_a_card_of_the_discard_after_taking_up() -> None:
    ruling = exchanged(P, *ELDER_TAKES_ALL, elder(take_back=1))
    assert ruling.decision == "penalty" and ruling.law_ids[0] == "25"
    assert exchanged(R, elder(announce="takes", count=5), *ELDER_TAKES_ALL,
                 elder(take_back=1)).law_ids[0] == "XII.23"


@pytest.mark.parametrize("role", ["elder", "younger"])
def test_case_xxi_his_discard_mixed_with_his_hand_after_taking_up_is_taken_back(role: str) -> None:
    """Case XXI: A "mixes his discard with his hand ... having taken up a card of the stock,
    and then retaken his discard ... can reckon nothing that deal" (law 25)."""
    steps = (*(() if role == "elder" else ELDER_TAKES_ALL), {"by": role, "discard": 2},
             {"by": role, "take": 2}, {"by": role, "mix": "discard", "into": "hand"})
    ruling = exchanged(P, *steps)
    assert gist(ruling) == ("penalty", ["25", "44"], [(role, "reckons-nothing")])
    assert ruling.step == len(steps)
    assert [exchanged(e, *steps).law_ids[0] for e in (R, C)] == ["XII.23", "24"]
    before = exchanged(P, *steps[:-2], {"by": role, "mix": "discard", "into": "hand"})
    assert before.decision == "play-on"  # before taking up, his discard is his to alter (24)


def test_1882_28_31_stock_cards_mixed_with_the_hand_untaken_are_taken_in() -> None:
    """Mixed with his hand, a stock card is taken up as by a take: the elder's next card,
    having taken two of his five, is one he left (28: "having left any cards, he mix with his
    hand any of the cards he ought to have left"); mixed straight from the top, a surplus (31);
    the first of the younger's three, one of "the bottom three" (28)."""
    mixed = elder(mix="top", into="hand", count=1)
    left = exchanged(P, elder(discard=2), elder(take=2), mixed)
    assert gist(left)[:2] == ("option", ["28", "27", "44"]) and left.step == 3
    assert left.steps[-1].said == "mixes 1 top card with his hand"
    plain = exchanged(P, elder(discard=2), elder(mix="top", into="hand", count=3))
    assert gist(plain) == ("penalty", ["31", "44"], [("elder", "reckons-nothing")])
    assert gist(exchanged(P, *ELDER_TAKES_ALL, mixed))[:2] == ("option", ["28", "27", "44"])
    assert exchanged(R, elder(discard=2), elder(take=2), mixed).law_ids[0] == "XII.12"
    assert exchanged(C, elder(discard=2), elder(take=2), mixed).law_ids == ["18"]


def test_1882_35_the_younger_mixing_the_card_he_left_with_his_hand() -> None:
    """35: "If the younger hand leave any cards, and take up, together with the cards he is
    about to take in, more cards than he has discarded, he can reckon nothing that deal"."""
    for where in ("left", "bottom"):
        ruling = exchanged(P, *ELDER_TAKES_ALL, younger(discard=2), younger(take=2),
                           younger(mix=where, into="hand"))
        assert gist(ruling)[:2] == ("penalty", ["35", "44", "31"]) and ruling.step == 5
    within = exchanged(P, *ELDER_TAKES_ALL, younger(discard=3), younger(take=2),
                       younger(mix="left", into="hand"))
    assert within.decision != "penalty"  # three for three: the card left was his to take (34)


def test_a_stock_card_mixed_that_the_stock_does_not_hold_is_bad_input() -> None:
    with pytest.raises(ImpossibleError) as error:
        exchanged(P, *ELDER_TAKES_ALL, younger(discard=3), younger(take=3),
                  younger(mix="bottom", into="hand", count=1))
    assert "the younger mixes 1 card of the stock, which holds none" in error.value.line()
    assert error.value.where.path == "incident.steps[4].mix"
    with pytest.raises(ImpossibleError) as error:
        exchanged(P, *ELDER_TAKES_ALL, elder(mix="left", into="hand"))
    assert "mixes 1 card of the cards the elder left, who left none" in error.value.line()


def test_1882_26_a_card_of_the_hand_mixed_with_the_discard_after_taking_up() -> None:
    ruling = exchanged(P, *ELDER_TAKES_ALL, elder(mix="hand", into="discard", count=1))
    assert gist(ruling) == ("play-on", ["26"], [])  # law 57: "liable to no penalty"
    assert [(c.player, str(c.effect)) for c in ruling.consequences] == [
        ("elder", "adversary-counts-unplayable-as-tricks")]


# --- 1882 laws 36, 37; 1651 VI --------------------------------------------------------------------

YOUNGER_LEAVES = (*ELDER_TAKES_ALL, younger(discard=2), younger(take=2))


def test_1882_37_the_cards_left_mixed_with_the_discard_unseen() -> None:
    ruling = exchanged(P, *YOUNGER_LEAVES, younger(mix="left", into="discard", shown=False))
    assert gist(ruling)[:2] == ("rectify", ["37"])
    shown = exchanged(P, *YOUNGER_LEAVES, younger(mix="left", into="discard", shown=True))
    assert shown.decision == "play-on"


def test_1882_36_the_younger_looks_at_the_cards_left_only_after_the_elder_names_his_suit() -> None:
    early = exchanged(P, *YOUNGER_LEAVES, younger(look="left"))
    assert gist(early)[:2] == ("refused", ["36"])
    in_time = exchanged(P, *YOUNGER_LEAVES, elder(name_suit="H"), younger(look="left"))
    assert in_time.decision == "play-on"


def test_1882_36_the_elder_sees_them_only_if_the_younger_elected_to() -> None:
    ruling = exchanged(P, *YOUNGER_LEAVES, elder(name_suit="H"), elder(look="left"))
    assert gist(ruling)[:2] == ("refused", ["36"])


def test_1651_VI_the_elder_sees_the_cards_left_after_the_younger_naming_his_suit() -> None:
    steps = (elder(announce="takes", count=8), elder(discard=8), elder(take=8),
             younger(discard=2), younger(take=2))
    assert gist(exchanged(R, *steps, elder(look="left")))[:2] == ("refused", ["VI"])
    assert exchanged(R, *steps, younger(look="left"), elder(name_suit="H"),
                 elder(look="left")).decision == "play-on"


def test_1651_VI_the_elder_who_names_a_suit_he_holds_none_of() -> None:
    hand = "AS KS QS JS 10S 9S 8S 7S AD KD QD JD"
    ruling = exchanged(R, elder(name_suit="H"), elder={"hand": hand})
    assert gist(ruling)[:2] == ("rectify", ["VI"])
    assert "appoint" in ruling.summary
    assert exchanged(P, elder(name_suit="H"), elder={"hand": hand}).decision == "silent"


def test_1651_VI_the_elder_leads_the_suit_he_named() -> None:
    hand = "AS KS QS JS 10S 9S 8S 7S AH KD QD JD"
    ruling = exchanged(R, elder(name_suit="H"), elder(lead="AS"), elder={"hand": hand})
    assert gist(ruling)[:2] == ("rectify", ["VI"]) and ruling.step == 2


def test_1651_XII11_the_stock_is_not_examined_before_discarding() -> None:
    assert gist(exchanged(R, elder(look="stock")))[:2] == ("refused", ["XII.11"])
    assert exchanged(P, elder(look="stock")).decision == "silent"


# --- 1882 law 27, not 13: a stock card exposed --------------------------------------------------


def test_1882_27_the_elder_exposing_a_bottom_card_reckons_nothing_not_law_13() -> None:
    ruling = exchanged(P, elder(discard=5), elder(expose="bottom"))
    assert gist(ruling) == ("penalty", ["27", "44"], [("elder", "reckons-nothing")])
    assert any("13" in note for note in ruling.notes)


def test_1882_27_the_younger_exposing_the_elder_s_top_five() -> None:
    ruling = exchanged(P, younger(discard=3), younger(expose="top"))
    assert gist(ruling)[:2] == ("penalty", ["27", "44"])


def test_case_xiii_a_short_hand_whose_card_left_is_mixed_with_his_discard_plays_short() -> None:
    """Case XIII: he takes up the card left only "not having been mixed with his discard";
    mixed, he plays with eleven (30: "his adversary counts as tricks all cards that cannot be
    played to"; 57: "liable to no penalty"); law 37's look at the discard is ruled beside it."""
    ruling = exchanged(P, *ELDER_TAKES_ALL, younger(discard=3), younger(take=2),
                       younger(mix="left", into="discard"))
    assert gist(ruling)[:2] == ("play-on", ["30", "57"]) and ruling.step == 4
    assert [(c.player, str(c.effect)) for c in ruling.consequences] == [
        ("younger", "adversary-counts-unplayable-as-tricks")]
    assert [(also.step, also.law_ids) for also in ruling.also] == [(5, ["37"])]
    assert gist(exchanged(R, *ELDER_TAKES_ALL, younger(discard=3), younger(take=2),
                          younger(mix="left", into="discard")))[:2] == ("play-on", ["XII.5"])


SHORT_DEALT = {"elder": {"dealt": "AH KH QH JH 10H 9H KS KC 7S 8S 7D 9D"},
               "younger": {"dealt": "AS QS JS 10S 9S AC QC JC 10C 9C AD KD"}}
LEAVES_8D = (elder(discard=["7S", "8S", "KS", "KC", "7D"]),
             elder(take=["8H", "7H", "QD", "JD", "10D"]),
             younger(discard=["AD", "KD", "9C"]), younger(take=["8C", "7C"]))


def test_case_xiii_a_renounce_in_the_suit_of_the_card_left_brings_in_59_iv() -> None:
    """Case XIII: "If B has not renounced in the suit to which the card belongs, the hand
    proceeds in the usual way. If he has renounced, Law 59, par. IV., comes into operation."
    He leaves 8D; a club played to a diamond led is a renounce in its suit, to a heart not."""
    diamond = exchanged(P, *LEAVES_8D, elder(lead="QD"), younger(play="7C"), **SHORT_DEALT)
    assert gist(diamond)[:2] == ("rectify", ["34", "59.IV", "30"]) and diamond.step == 4
    heart = exchanged(P, *LEAVES_8D, elder(lead="AH"), younger(play="7C"), **SHORT_DEALT)
    assert gist(heart)[:2] == ("rectify", ["34", "30"])
    unknown = exchanged(P, *LEAVES_8D, elder(lead="QD"), younger(play="7C"))  # no hands dealt
    assert gist(unknown)[:2] == ("rectify", ["34", "30"])


# --- the steps that cannot happen -----------------------------------------------------------------


@pytest.mark.parametrize(("steps", "words"), [
    ((elder(take=3),), "before he has discarded"),
    ((elder(discard=13),), "discards 13 from a hand of 12"),
    ((elder(discard=9), elder(take=9)), "takes 9 from a stock of 8"),
    ((elder(discard=1), elder(take_back=2)), "takes back 2"),
    ((elder(discard=1), younger(discard=1), younger(take=1, where="left")), "the elder left"),
], ids=["take-first", "discard-too-many", "stock-too-small", "take-back", "left-none"])
def test_steps_that_cannot_happen_are_bad_input_naming_the_step(
        steps: tuple[dict[str, Any], ...], words: str) -> None:  # fmt: skip
    with pytest.raises(ImpossibleError) as error:
        exchanged(P, *steps)
    assert words in error.value.line()
    assert f"steps.{len(steps) - 1}" in error.value.line() or f"steps[{len(steps) - 1}]" in \
        error.value.line() or "line" in error.value.line()


# --- a discard of nothing: each is obliged to discard one card at least ------------------------


@pytest.mark.parametrize(("edition", "law"), [(P, "21"), (R, "VI"), (C, "6"), (M, "blanks")],
                         ids=["1882", "1651", "cotton", "miller"])
def test_a_discard_of_nothing_is_refused_he_must_discard_one_at_least(edition: Any,
                                                                      law: str) -> None:
    """1882 law 21 "He is obliged to discard one card"; 1651 VI "each of them ... is
    necessarily to discard at least one Card"; Cotton 6 "obliged to discard one Card at
    least"; Miller "Both players must discard and draw at least one card"."""
    alone = exchanged(edition, elder(discard=0))
    assert gist(alone)[:2] == ("refused", [law]) and alone.step == 1
    then_nothing_taken = exchanged(edition, elder(discard=0), elder(take=0))
    assert gist(then_nothing_taken)[:2] == ("refused", [law]) and then_nothing_taken.step == 1
    said = exchanged(edition, elder(announce="takes", count=0))  # the same deed, said
    assert gist(said)[:2] == gist(alone)[:2]


def test_a_discard_of_nothing_by_the_younger_cites_22_and_au_cent_7_lets_him() -> None:
    steps = (*ELDER_TAKES_ALL, younger(discard=[]), younger(take=0))
    ruling = exchanged(P, *steps)
    assert gist(ruling)[:2] == ("refused", ["22"]) and ruling.step == 3
    assert rule(told(*steps), AU_CENT).decision == "play-on"  # "is not obliged to discard"


def test_a_discard_of_nothing_then_of_cards_is_a_discard() -> None:
    ruling = exchanged(P, elder(discard=0), elder(discard=3), elder(take=3))
    assert gist(ruling)[:2] == ("play-on", ["21"])


def test_a_take_before_any_discard_is_told_is_still_bad_input() -> None:
    with pytest.raises(ImpossibleError) as error:
        exchanged(P, elder(take=0))
    assert "before he has discarded" in error.value.line()


# --- cards named in the exchange and the play: each in one place -------------------------------


@pytest.mark.parametrize(("steps", "words", "field"), [
    ((elder(discard=["7S"]), elder(take=["7S"])), "takes in 7S, which he discarded at step 1",
     "steps[1].take[0]"),
    ((elder(discard=["7S"]), elder(take=1), younger(discard=["8S", "7S"])),
     "the younger discards 7S, which the elder discarded at step 1", "steps[2].discard[1]"),
    ((elder(discard=2), elder(take=["7S", "8S"]), younger(discard=1), younger(take="8S")),
     "the younger takes in 8S, which the elder took in at step 2", "steps[3].take"),
    ((elder(discard=["7S"]), elder(take=1), elder(lead="AS"), younger(play="7S")),
     "the younger plays 7S, which the elder discarded at step 1", "steps[3].play"),
], ids=["take-own-discard", "discard-the-other-s-discard", "take-the-other-s-take",
        "play-the-other-s-discard"])
def test_a_card_in_two_places_is_bad_input_naming_the_card(
        steps: tuple[dict[str, Any], ...], words: str, field: str) -> None:  # fmt: skip
    with pytest.raises(ImpossibleError) as error:
        exchanged(P, *steps)
    assert words in error.value.line()
    assert error.value.where.path == f"incident.{field}"


def test_a_bad_card_of_a_discard_is_named_by_its_field_line_and_column() -> None:
    text = "incident:\n  kind: exchange\n  steps:\n    - {by: elder, discard: [7S, 7S]}\n"
    with pytest.raises(ArbiterError) as error:
        rule(parse_incident(text, "told.yaml").case, P)
    where = error.value.where
    assert (where.path, where.line) == ("incident.steps[0].discard[1]", 4)
    assert text.splitlines()[3][(where.column or 0) - 1:] == "7S]}"  # the second 7S
    text = text.replace("[7S, 7S]", "five")
    with pytest.raises(ArbiterError) as error:
        rule(parse_incident(text, "told.yaml").case, P)
    where = error.value.where
    assert (where.path, where.line) == ("incident.steps[0].discard", 4)
    assert text.splitlines()[3][(where.column or 0) - 1:] == "five}"


def test_a_card_taken_in_that_the_adversary_holds_is_bad_input() -> None:
    with pytest.raises(ImpossibleError) as error:
        exchanged(P, elder(discard=1), elder(take=["AS"]), younger={"hand": "AS KS"})
    assert "takes in AS, which is the younger's" in error.value.line()


def test_the_stock_is_the_edition_s_a_take_from_twelve_is_possible_in_1651() -> None:
    assert exchanged(R, elder(discard=9), elder(take=9)).decision != "play-on"  # beyond his eight
    with pytest.raises(ImpossibleError):
        exchanged(P, elder(discard=9), elder(take=9))


def test_bad_input_is_one_line_and_exit_2(tmp_path: Path) -> None:
    path = tmp_path / "bad.yaml"
    path.write_text(yaml.safe_dump({"incident": {"kind": "exchange", "steps": [
        {"by": "elder", "take": 2}]}}), encoding="utf-8")
    refused(run_apart("rule", path, cwd=ROOT), "before he has discarded")


def test_the_ruling_names_its_step_and_lists_every_step() -> None:
    ruling = exchanged(P, elder(discard=5), elder(take=6))
    data = ruling.to_json()
    assert data["step"] == 2
    assert [s["irregular"] for s in data["steps"]] == [False, True]
    assert data["steps"][1]["law"] == "27"


def test_the_readme_examples_of_the_exchange_and_the_play_rule_as_it_says() -> None:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    section = text.split("### The exchange and the play, told step by step")[1].split("###")[0]
    blocks = [block.split("```")[0] for block in section.split("```yaml\n")[1:]]
    exchange, play = (parse_incident(block, "README.md").case for block in blocks)
    ruling = rule(exchange, P)
    assert ruling.decision == "option" and ruling.law_ids[0] == "28" and ruling.step == 4
    assert gist(rule(play, P))[:2] == ("rectify", ["59.II", "59"])


def test_the_readme_table_of_the_exchange_and_the_play_names_each_of_their_steps() -> None:
    from arbiter.formats.told import STEPS

    text = (ROOT / "README.md").read_text(encoding="utf-8")
    section = text.split("### The exchange and the play, told step by step")[1].split("###")[0]
    named = {key for row in section.splitlines() if row.startswith("| `")
             for key in row.split("|")[1].replace("`", " ").replace("/", " ").split()}
    steps = {*STEPS.offered["exchange"], *STEPS.offered["play"]} - {"ask", "answer", "show"}
    assert steps <= named, steps - named  # the questions are the calling's table


def test_1651_XII5_a_surplus_found_in_the_play_is_no_longer_returned() -> None:
    steps = (elder(announce="takes", count=6), elder(discard=5), elder(take=6))
    assert exchanged(R, *steps).decision == "rectify"  # XII.12: found in the exchange
    late = exchanged(R, *steps, elder(lead="AH"), younger(play="7H"))
    assert late.decision == "penalty" and late.step == 3
    assert late.law_ids[:2] == ["XII.12", "XII.5"]


def test_au_cent_12_cards_left_unlooked_at_then_looked_at_are_exposed() -> None:
    steps = (*YOUNGER_LEAVES, elder(lead="AH"), younger(play="7H"), elder(look="left"))
    ruling = rule(told(*steps), AU_CENT)
    assert str(ruling.decision) == "rectify" and ruling.step == 7
    assert ("portland-1882+au-cent", "12") in [(c.edition, c.law) for c in ruling.citations]
    assert "suit may be called" in ruling.explanation
    assert gist(exchanged(P, *steps))[:2] == ("refused", ["36"])


def test_the_rules_of_the_exchange_and_the_play_load_only_for_a_telling_with_such_steps() -> None:
    probe = (
        "import sys, yaml\n"
        "from arbiter.rulings import parse_incident, rule\n"
        "from arbiter.variants.find import find_edition\n"
        "case = parse_incident(yaml.safe_dump({'incident': {'kind': 'calling', 'steps': ["
        "{'by': 'elder', 'call': 'point', 'cards': 5}, {'by': 'younger', 'reply': 'good'}]}}"
        ")).case\n"
        "rule(case, find_edition('1882'))\n"
        "print(sorted(m for m in sys.modules if m.startswith('arbiter.rulings.told_')))\n"
    )
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                          cwd=ROOT, check=True, timeout=60)  # fmt: skip
    loaded = set(ast.literal_eval(done.stdout))  # the calling's modules only
    assert loaded == {"arbiter.rulings.told_asking", "arbiter.rulings.told_calling",
                      "arbiter.rulings.told_calls", "arbiter.rulings.told_kinds",
                      "arbiter.rulings.told_questions", "arbiter.rulings.told_showing",
                      "arbiter.rulings.told_words"}


def test_1882_45_a_player_may_examine_his_own_discard_at_any_time() -> None:
    """Law 45: 'A player may examine his own discard at any time': an objection fails, the
    deal goes on; the old texts and Miller say nothing of it."""
    ruling = exchanged(P, *ELDER_TAKES_ALL, younger(discard=3), younger(take=3),
                   elder(look="discard"))
    assert gist(ruling) == ("play-on", ["45"], [])
    assert ruling.step == 5
    for edition in (R, C, M):
        silent = exchanged(edition, elder(discard=3), elder(take=3), elder(look="discard"))
        assert silent.decision == "silent"
        assert "his own discard" in silent.explanation + " ".join(silent.notes)


# --- a step the laws allow is not marked irregular (issue 23) -----------------------------------


def test_a_step_whose_finding_is_that_the_laws_allow_it_is_not_irregular() -> None:
    scenarios = Path(__file__).parent.parent / "scenarios" / "exchange"
    for name, edition, step in (("elder-examines-stock-before-discarding", "1651", 3),
                                ("elder-dealt-thirteen-takes-as-many-as-he-discards", "cotton", 2)):
        case = parse_incident((scenarios / f"{name}.yaml").read_text("utf-8"), name).case
        note = rule(case, find_edition(edition)).steps[step - 1]
        assert note.finding is not None and not note.irregular, note
        assert not note.to_json()["irregular"]
    # the same taking in under 1882 is irregular: law 39 bars his reckoning
    case = parse_incident((scenarios / "elder-dealt-thirteen-takes-as-many-as-he-discards.yaml")
                          .read_text("utf-8"), "thirteen").case
    assert rule(case, find_edition("1882")).steps[1].irregular
