"""Cavendish, Case II, beyond its own cards: a "good" given to a call its caller did not hold
binds the replier no more than the call was true ("B's admission of three kings being good is
subject to A's holding them"), while law 52 still lets the caller correct his miscall."""

from __future__ import annotations

import pytest

from arbiter.rulings.core import Ruling
from tests.conftest import ruled

HANDS = """  elder:
    hand: AH KH QH JH 7S 8S 9S 7C 8C 9C 10C 7D      # hearts: four cards, forty-one
  younger:
    hand: AD KD QD JD 9D AS KS QS AC KC QC JC       # diamonds: five cards, fifty
"""


def _rule(steps: str, edition: str = "1882") -> Ruling:
    text = f"incident:\n  kind: calling\n{HANDS}  steps:\n{steps}"
    return ruled(text, edition)


OVER = "    - {by: elder, call: point, cards: 5, value: 48}\n"   # he holds four cards, forty-one
TRUE = "    - {by: elder, call: point, cards: 4, value: 41}\n"
GOOD = "    - {by: younger, reply: good}\n"                         # holding fifty
LEAD = "    - {by: elder, lead: AH}\n"
PLAY = "    - {by: younger, play: 9D}\n"
RECKON = "    - {by: younger, call: point, cards: 5, value: 50}\n"


def test_a_point_over_called_allowed_good_lets_the_younger_reckon_his_own() -> None:
    ruling = _rule(OVER + GOOD + LEAD + RECKON)
    assert (str(ruling.decision), ruling.step) == ("rectify", 4)
    assert {"51", "52"} <= set(ruling.law_ids)
    assert [quoted.case for quoted in ruling.commentary] == ["II"]
    assert not ruling.penalties
    assert any("goes beyond the bare words of laws 51 and 52" in note for note in ruling.notes)


def test_before_the_lead_too_the_reply_is_put_right_by_the_case() -> None:
    ruling = _rule(OVER + GOOD + RECKON)
    assert (str(ruling.decision), ruling.step) == ("rectify", 3)
    assert [quoted.case for quoted in ruling.commentary] == ["II"]


def test_a_correct_call_allowed_good_binds_the_reply_after_the_lead() -> None:
    """Law 51's own case: the call was true, so the "good" stands once the elder has led."""
    ruling = _rule(TRUE + GOOD + LEAD + RECKON)
    assert str(ruling.decision) == "refused"
    assert "51" in ruling.law_ids
    assert not ruling.commentary


def test_after_the_younger_has_played_law_54_rules_the_miscall() -> None:
    """Past law 52's time the miscall is law 54's: the elder reckons nothing that deal (and
    the younger, who can call nothing now, may reckon what he has good by its last words)."""
    ruling = _rule(OVER + GOOD + LEAD + PLAY)
    assert str(ruling.decision) == "penalty"
    assert [str(p.effect) for p in ruling.penalties] == ["reckons-nothing"]
    assert not ruling.commentary


@pytest.mark.parametrize("edition", ["1651", "cotton", "miller"])
def test_the_other_editions_follow_no_case(edition: str) -> None:
    ruling = _rule(OVER + GOOD + LEAD + RECKON, edition)
    assert not ruling.commentary
    assert ruling.step == 1
