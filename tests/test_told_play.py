"""The play told step by step (issue 15): each card led paired with the card played to it,
who was due to lead, judged by each edition's laws; the expectations are read from the texts."""

from __future__ import annotations

from typing import Any

import pytest
import yaml

from arbiter.errors import ArbiterError, ImpossibleError
from arbiter.lawbook.editions import find_edition
from arbiter.rulings import parse_incident, rule
from tests.conftest import gist_of

P, R, C, M = (find_edition(name) for name in ("1882", "1651", "cotton", "miller"))

# Elder: hearts A K Q J, spades A K Q, clubs A K, diamonds A K Q.
# Younger: hearts 10 9 8 7, spades J 10 9, clubs Q J 10, diamonds J 10.
ELDER = "AH KH QH JH AS KS QS AC KC AD KD QD"
YOUNGER = "10H 9H 8H 7H JS 10S 9S QC JC 10C JD 10D"


def told(*steps: dict[str, Any], cards: bool = False, **extra: Any) -> Any:
    incident: dict[str, Any] = {"kind": "play", "steps": list(steps), **extra}
    if cards:
        incident |= {"elder": {"hand": ELDER}, "younger": {"hand": YOUNGER}}
    return parse_incident(yaml.safe_dump({"incident": incident}), "told.yaml").case


gist = gist_of("decision", "laws")


def elder(**step: Any) -> dict[str, Any]:
    return {"by": "elder", **step}


def younger(**step: Any) -> dict[str, Any]:
    return {"by": "younger", **step}


def test_a_regular_play_plays_on() -> None:
    case = told(elder(lead="AH"), younger(play="7H"), elder(lead="KH"), younger(play="8H"),
                cards=True)
    assert gist(rule(case, P)) == ("play-on", ["65"])
    assert gist(rule(case, R)) == ("play-on", ["X.1"])


# --- 1882 59.III: a lead out of turn -------------------------------------------------------------


def test_1882_59III_the_younger_leading_first_may_take_his_card_up() -> None:
    ruling = rule(told(younger(lead="7H")), P)
    assert gist(ruling) == ("rectify", ["59.III"])
    assert ruling.step == 1


def test_1882_59III_not_once_the_adversary_has_played_to_it() -> None:
    assert gist(rule(told(younger(lead="7H"), elder(play="AH")), P)) == ("play-on", ["59.III"])


def test_1882_59III_the_loser_of_a_trick_leading_the_next() -> None:
    # The elder wins the first trick with the ace; the younger leads the second.
    ruling = rule(told(elder(lead="AH"), younger(play="7H"), younger(lead="8H")), P)
    assert gist(ruling) == ("rectify", ["59.III"]) and ruling.step == 3
    # The younger wins with a higher heart: his lead is in turn.
    won = told(elder(lead="7H"), younger(play="AH"), younger(lead="KH"))
    assert rule(won, P).decision == "play-on"


def test_a_lead_out_of_turn_is_silent_where_the_text_is() -> None:
    assert rule(told(younger(lead="7H")), R).decision == "silent"


# --- 1882 59, 59.I, 59.II: cards led or played together ------------------------------------------


def test_1882_59II_too_many_played_to_cards_led_consecutively_are_retaken() -> None:
    ruling = rule(told(elder(lead=["AH", "KH"]), younger(play=["7H", "8H", "9H"])), P)
    assert gist(ruling) == ("rectify", ["59.II", "59"])
    assert ruling.step == 2
    assert "exception to law 59" in ruling.explanation


def test_1882_59_cards_led_together_stand_as_led() -> None:
    assert gist(rule(told(elder(lead=["AH", "KH"]), younger(play="7H")), P)) == \
        ("play-on", ["59"])
    # One card to each card led is not too many.
    assert gist(rule(told(elder(lead=["AH", "KH"]), younger(play=["7H", "8H"])), P)) == \
        ("play-on", ["59"])


def test_1651_XII6_the_extra_card_played_to_cards_led_together_is_not_recalled() -> None:
    case = told(elder(lead=["AH", "KH"]), younger(play=["7H", "8H", "9H"]))
    assert gist(rule(case, R)) == ("refused", ["XII.6"])
    assert gist(rule(case, C)) == ("refused", ["12"])


def test_1651_X1_a_renounce_found_when_none_of_the_suit_is_left_stands() -> None:
    # The younger renounces a heart, then plays his hearts; found after.
    steps = [elder(lead="AS"), younger(play="JS"), elder(lead="AH"), younger(play="QC"),
             elder(lead="KH"), younger(play="7H"), elder(lead="QH"), younger(play="8H"),
             elder(lead="JH"), younger(play="9H"), elder(lead="AC"), younger(play="10H")]
    case = told(*steps, cards=True)
    assert gist(rule(case, R)) == ("refused", ["X.1", "XII.6"])
    assert gist(rule(case, C)) == ("refused", ["12"])
    ruling = rule(case, P)  # 59.IV sets no time
    assert gist(ruling) == ("rectify", ["59.IV"]) and ruling.step == 4


def test_1882_59I_a_second_card_put_down_to_one_led_is_a_card_dropped() -> None:
    ruling = rule(told(elder(lead="AH"), younger(play=["7H", "8H"])), P)
    assert gist(ruling) == ("rectify", ["59.I"])
    assert ruling.step == 2
    assert rule(told(elder(lead="AH"), younger(play=["7H", "8H"])), R).decision == "refused"


# --- 1882 59.IV; 1651 XII.6; Cotton 12: a renounce -----------------------------------------------


def test_1882_59IV_a_card_of_another_suit_played_holding_the_suit_led() -> None:
    case = told(elder(lead="AH"), younger(play="JS"), cards=True)
    ruling = rule(case, P)
    assert gist(ruling) == ("rectify", ["59.IV"])
    assert ruling.step == 2
    assert gist(rule(case, C)) == ("rectify", ["12"])
    assert rule(case, R).decision == "rectify" and "XII.6" in rule(case, R).law_ids


def test_no_renounce_when_he_holds_none_of_the_suit() -> None:
    steps = [elder(lead="AH"), younger(play="7H"), elder(lead="KH"), younger(play="8H"),
             elder(lead="QH"), younger(play="9H"), elder(lead="JH"), younger(play="10H"),
             elder(lead="AS"), younger(play="JS")]
    assert rule(told(*steps, cards=True), P).decision == "play-on"


# --- 1651 XII.9: cards thrown down together ------------------------------------------------------


def test_1651_XII9_cards_thrown_down_count_in_the_order_they_touch_the_table() -> None:
    ruling = rule(told(elder(lead="AH"), younger(play="7H"), elder(throw=["KH", "QH"])), R)
    assert gist(ruling) == ("play-on", ["XII.9"]) and ruling.step == 3
    assert gist(rule(told(elder(throw=["KH", "QH"])), P)) == ("play-on", ["59"])
    assert gist(rule(told(elder(throw=["KH", "QH"])), C)) == ("play-on", ["12"])
    assert rule(told(elder(throw=["KH", "QH"])), M).decision == "silent"


# --- the steps that cannot happen ----------------------------------------------------------------


@pytest.mark.parametrize(("steps", "words"), [
    ((younger(play="7H"),), "led nothing"),
    ((elder(lead="AH"), elder(lead="KH")), "await a card played"),
    ((elder(lead="AH"), younger(play="7H"), elder(lead="AH")), "played already"),
], ids=["play-first", "lead-twice", "card-twice"])
def test_plays_that_cannot_happen_are_bad_input(steps: tuple[dict[str, Any], ...],
                                                words: str) -> None:  # fmt: skip
    with pytest.raises(ImpossibleError) as error:
        rule(told(*steps), P)
    assert words in error.value.line()


@pytest.mark.parametrize(("steps", "words", "field"), [
    ((elder(lead="AS"), younger(play="AS")), "the younger plays AS, which the elder led at "
     "step 1", "steps[1].play"),
    ((elder(lead="AS"), younger(play="7S"), younger(lead="KS"), elder(play=["8S", "7S"])),
     "the elder plays 7S, which the younger played at step 2", "steps[3].play[1]"),
    ((elder(lead="AS"), younger(play="7S"), elder(throw="KH QH 7S")),
     "the elder throws down 7S, which the younger played at step 2", "steps[2].throw"),
    ((younger(show=["JS", "10S", "9S"]), elder(lead="AS"), younger(play="7S"),
      younger(lead="KH"), elder(play="9S")),
     "the elder plays 9S, which the younger showed at step 1", "steps[4].play"),
], ids=["led-then-played-by-the-other", "played-by-both", "thrown-after-the-other-played",
        "shown-by-the-other"])
def test_one_card_played_by_both_players_is_bad_input_naming_the_card(
        steps: tuple[dict[str, Any], ...], words: str, field: str) -> None:  # fmt: skip
    with pytest.raises(ImpossibleError) as error:
        rule(told(*steps), P)
    assert words in error.value.line()
    assert error.value.where.path == f"incident.{field}"


def test_a_card_in_the_adversary_s_hand_cannot_be_led() -> None:
    with pytest.raises(ImpossibleError) as error:
        rule(told(elder(lead="10C"), younger={"hand": "10C 9C"}), P)
    assert "the elder leads 10C, which is the younger's" in error.value.line()


@pytest.mark.parametrize("step", [elder(lead=[]), elder(lead=""), elder(throw=" , "),
                                  younger(play=[])], ids=["lead-list", "lead-text", "throw",
                                                          "play"])  # fmt: skip
def test_a_lead_play_or_throw_of_no_card_is_bad_input(step: dict[str, Any]) -> None:
    steps = (step,) if step["by"] == "elder" else (elder(lead="AS"), step)
    with pytest.raises(ArbiterError) as error:
        told(*steps)
    assert "expected 1 card at least, got none" in error.value.line()
    deed = next(key for key in step if key != "by")
    assert error.value.where.path == f"incident.steps[{len(steps) - 1}].{deed}"


def test_a_card_not_in_his_hand_is_bad_input() -> None:
    with pytest.raises(ImpossibleError) as error:
        rule(told(elder(lead="7H"), cards=True), P)
    assert "not in his hand" in error.value.line()
