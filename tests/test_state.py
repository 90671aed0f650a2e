"""The walk of a deal (`arbiter.game.state`): operations recorded, irregular ones too."""

from __future__ import annotations

from arbiter.cards import Card
from arbiter.game.operations import Trick
from arbiter.game.state import DealState
from arbiter.variants.find import find_edition

EDITION = find_edition("portland-1882")


def cards(text: str) -> tuple[Card, ...]:
    return tuple(Card.parse(item) for item in text.split())


def dealt() -> DealState:
    state = DealState(EDITION)
    state.know("elder", hand=cards("AS KS QS JS 10S AH KH QH AD KD 7C 8C"))
    state.know("younger", hand=cards("9S 8S 7S JH 10H 9H QD JD 10D AC KC QC"))
    return state


def whats(op: object) -> list[str]:
    return [found.what for found in op.irregular]  # type: ignore[attr-defined]


def test_a_regular_trick_is_recorded_with_its_winner() -> None:
    state = dealt()
    assert whats(state.lead("elder", cards("AS"))) == []
    op = state.play("younger", cards("9S"))
    assert whats(op) == []
    assert op.did == Trick("elder", Card.parse("AS"), Card.parse("9S"), "elder")
    assert state.due == "elder" and state.first_lead == 3 and state.first_play == 4


def test_the_higher_card_of_the_suit_led_wins_and_another_suit_never() -> None:
    state = dealt()
    state.lead("elder", cards("7C"))
    assert state.play("younger", cards("AC")).did.winner == "younger"  # type: ignore[union-attr]
    state.lead("younger", cards("JH"))
    assert state.play("elder", cards("8C")).did.winner == "younger"  # type: ignore[union-attr]


def test_irregular_operations_are_recorded_not_refused() -> None:
    state = dealt()
    assert whats(state.lead("elder", cards("9S"))) == ["not-held", "adversarys"]
    revoke = state.play("younger", cards("AC"))
    assert whats(revoke) == ["revoke"]
    assert revoke.irregular[0].card == Card.parse("9S")  # the first spade he holds
    assert whats(state.play("younger", cards("KC"))) == ["no-lead"]
    state.lead("elder", cards("AS"))
    assert whats(state.lead("elder", cards("AS"))) == ["lead-pending", "played-already"]
    assert [op.action for op, _ in state.irregular] == ["lead", "lead", "play", "play", "lead",
                                                        "lead"]


def test_a_hand_of_thirteen_and_a_card_in_both_hands() -> None:
    state = DealState(EDITION)
    op = state.know("elder", hand=cards("AS KS QS JS 10S AH KH QH AD KD 7C 8C 9C"))
    assert whats(op) == ["hand-count"] and op.irregular[0].size == 13
    both = state.know("younger", hand=cards("9C"))
    assert ("adversarys", Card.parse("9C")) in [(i.what, i.card) for i in both.irregular]


def test_a_take_past_the_stock_and_before_a_discard() -> None:
    state = dealt()
    assert whats(state.take("elder", 3)) == ["take-before-discard"]
    state.discard("elder", 5)
    took = state.take("elder", 5)
    assert whats(took) == [] and took.did.places == (3, 4, 5, 6, 7)  # type: ignore[union-attr]
    state.discard("younger", 3)
    assert whats(state.take("younger", 4)) == ["past-stock"]
    state.call("elder", "point")
    assert whats(state.discard("younger", 1)) == ["after-calling"]


def test_a_card_nobody_plays_to_is_a_trick_of_its_own_only_when_he_has_none() -> None:
    state = dealt()
    state.lead("elder", cards("AS"))
    must = state.unanswered()
    assert whats(must) == ["must-play"] and must.irregular[0].size == 12
    state.throw_up("younger")
    state.lead("elder", cards("KS"))
    assert whats(state.unanswered()) == []
    assert state.tricks[-1] == Trick("elder", Card.parse("KS"), None, "elder")


def test_a_copy_is_tried_and_dropped() -> None:
    state = dealt()
    trial = state.copy()
    trial.lead("elder", cards("AS"))
    assert trial.led == "elder" and state.led is None and state.history == dealt().history
