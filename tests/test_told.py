"""Incidents told step by step (issue 14): the calling as it was said, judged by each
edition's laws. (That a short kind and a telling of the same facts rule alike is
`tests/test_agreement.py`'s property.)"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import given, settings
from hypothesis import strategies as st

from arbiter.cards import Card, make_pack
from arbiter.formats.told import STEPS
from arbiter.rulings import parse_incident
from arbiter.variants.find import find_edition
from tests.conftest import gist_of, ruled

P, R, C, M = (find_edition(name) for name in ("1882", "1651", "cotton", "miller"))

# Elder: hearts A K Q J 9 (5 cards, 50), spades A K Q, clubs 8 7, diamonds 9 8.
# Younger: clubs A K Q J 10 9 (6 cards, 60), hearts 10 8 7, diamonds A K, spades 10.
ELDER = "AH KH QH JH 9H AS KS QS 8C 7C 9D 8D"
YOUNGER = "AC KC QC JC 10C 9C 10H 8H 7H AD KD 10S"


def told(steps: list[dict[str, Any]], kind: str = "calling", cards: bool = True,
         **extra: Any) -> Any:  # fmt: skip
    incident: dict[str, Any] = {"kind": kind, "steps": steps, **extra}
    if cards:
        incident |= {"elder": {"hand": ELDER}, "younger": {"hand": YOUNGER}}
    return parse_incident(yaml.safe_dump({"incident": incident}), "told.yaml").case


gist = gist_of("decision", "laws", "penalties")


LEAD = [{"by": "elder", "lead": "AH"}, {"by": "younger", "play": "7H"}]


# --- 1882 law 46 ---------------------------------------------------------------------------------


def test_1882_46_equal_to_a_count_of_cards_is_an_inquiry_that_bars_a_longer_point() -> None:
    case = told([{"by": "elder", "call": "point", "cards": 5},
                 {"by": "younger", "reply": "equal"},
                 {"by": "elder", "call": "point", "cards": 5, "value": 50},
                 {"by": "younger", "reply": "good"}])
    ruling = ruled(case, P)
    assert gist(ruling) == ("penalty", ["46", "51"], [("younger", "loses-declaration", "point")])
    assert ruling.step == 2
    assert "law 46 is the specific law and decides" in ruling.explanation


def test_1882_46_an_inquiry_by_one_holding_fewer_cards_is_refused() -> None:
    case = told([{"by": "elder", "call": "point", "cards": 5},
                 {"by": "younger", "reply": "what-do-they-make", "cards": 4}], cards=False)
    assert gist(ruled(case, P))[:2] == ("refused", ["46"])


def test_1882_46_the_elder_who_calls_a_sequence_first_has_lost_his_point() -> None:
    case = told([{"by": "elder", "call": "sequence", "cards": 4, "top": "A", "suit": "H"},
                 {"by": "younger", "reply": "not-good"},
                 {"by": "elder", "call": "point", "cards": 5, "value": 50, "suit": "H"}])
    assert gist(ruled(case, P)) == ("penalty", ["46"], [("elder", "loses-declaration", "point")])


# --- 1882 laws 51-55 -----------------------------------------------------------------------------


def test_1882_51_a_wrong_good_may_be_corrected_before_the_elder_calls_again() -> None:
    steps = [{"by": "elder", "call": "point", "cards": 5, "value": 50},
             {"by": "younger", "reply": "good"},
             {"by": "younger", "reply": "not-good", "corrects": True}]
    assert gist(ruled(told(steps), P))[:2] == ("rectify", ["51"])


def test_1882_51_not_once_the_elder_has_made_another_call() -> None:
    steps = [{"by": "elder", "call": "point", "cards": 5, "value": 50},
             {"by": "younger", "reply": "good"},
             {"by": "elder", "call": "trio", "rank": "K"},
             {"by": "younger", "reply": "not-good", "corrects": True}]
    ruling = ruled(told(steps), P)
    assert gist(ruling)[:2] == ("refused", ["51"])


def test_1882_54_a_call_not_held_allowed_good_and_played_on_reckons_nothing() -> None:
    steps = [{"by": "elder", "call": "trio", "rank": "Q"},
             {"by": "younger", "reply": "good"}, *LEAD]
    decision, laws, penalties = gist(ruled(told(steps), P))
    assert (decision, laws[0], penalties) == ("penalty", "54",
                                             [("elder", "reckons-nothing", None)])


def test_1882_52_put_right_before_the_younger_plays() -> None:
    steps = [{"by": "elder", "call": "trio", "rank": "Q"},
             {"by": "younger", "reply": "good"},
             {"by": "elder", "call": "trio", "rank": "A", "corrects": True}]
    assert gist(ruled(told(steps), P))[:2] == ("rectify", ["52"])


def test_1882_53_54_a_call_the_adversary_can_see_is_impossible_carries_no_penalty() -> None:
    # Four aces: the younger holds two of them, so the elder could not have held them.
    steps = [{"by": "elder", "call": "quatorze", "rank": "A"},
             {"by": "younger", "reply": "good"}, *LEAD]
    assert gist(ruled(told(steps), P))[0] == "rectify"


def test_1882_55_a_miscall_shown_freely_before_playing_is_not_penalised() -> None:
    steps = [{"by": "elder", "call": "sequence", "cards": 4, "top": "A", "suit": "S"},
             {"by": "younger", "reply": "good"},
             {"by": "elder", "show": "AS KS QS"}, *LEAD]
    assert gist(ruled(told(steps), P))[:2] == ("rectify", ["55", "54"])


def test_1882_55_the_elder_must_show_what_was_allowed_good_when_asked() -> None:
    steps = [{"by": "elder", "call": "trio", "rank": "K"}, {"by": "younger", "reply": "good"},
             {"by": "younger", "ask": "show", "about": "trio"},
             {"by": "elder", "answer": "refuses"}]
    assert gist(ruled(told(steps, cards=False), P))[:2] == ("rectify", ["55"])


def test_1882_59V_misinformation_lets_the_adversary_play_again() -> None:
    steps = [{"by": "elder", "call": "trio", "rank": "K"},
             {"by": "younger", "reply": "good"}, *LEAD,
             {"by": "younger", "ask": "what-in-hand", "about": "trio"},
             {"by": "elder", "answer": "KH", "truthful": False},
             {"by": "elder", "lead": "KH"}, {"by": "younger", "play": "8H"}]
    ruling = ruled(told(steps, cards=False), P)
    assert gist(ruling)[:2] == ("option", ["59.V"])
    assert ruling.options is not None and ruling.options.holder == "younger"


# --- 1651 and Cotton -----------------------------------------------------------------------------


def test_1651_XII_15_the_first_word_of_the_point_may_be_recalled_at_paris() -> None:
    steps = [{"by": "elder", "call": "point", "value": 60, "error": "over"},
             {"by": "younger", "reply": "good"},
             {"by": "elder", "call": "point", "value": 50, "corrects": True}]
    assert gist(ruled(told(steps, cards=False), R))[:2] == ("rectify", ["XII.15"])


def test_1651_XII_4_a_false_trio_reckoned_and_played_on() -> None:
    steps = [{"by": "elder", "call": "trio", "rank": "K"}, {"by": "younger", "reply": "good"},
             *LEAD]
    decision, laws, penalties = gist(ruled(told(steps), R))
    assert (decision, laws[0]) == ("penalty", "XII.4")
    assert ("elder", "adversary-reckons-all", None) in penalties


def test_cotton_22_which_ace_he_wants_must_be_told() -> None:
    steps = [{"by": "elder", "call": "trio", "rank": "A"}, {"by": "younger", "reply": "good"},
             {"by": "younger", "ask": "which-not-reckoned", "rank": "A"},
             {"by": "elder", "answer": "refuses"}]
    assert gist(ruled(told(steps, cards=False), C))[:2] == ("rectify", ["22"])


def test_miller_the_loser_may_ask_to_see_the_winning_ruff() -> None:
    steps = [{"by": "elder", "call": "point", "value": 50}, {"by": "younger", "reply": "good"},
             {"by": "younger", "ask": "show", "about": "point"},
             {"by": "elder", "answer": "refuses"}]
    assert gist(ruled(told(steps, cards=False), M))[:2] == ("rectify", ["ruffs"])


# --- a regular calling, the steps in words, bad steps ------------------------------------------


def test_a_regular_calling_plays_on_and_lists_every_step() -> None:
    steps = [{"by": "elder", "call": "point", "cards": 5, "value": 50},
             {"by": "younger", "reply": "not-good"}, LEAD[0],
             {"by": "younger", "call": "point", "cards": 6, "value": 60}, LEAD[1]]
    ruling = ruled(told(steps), P)
    assert ruling.decision == "play-on" and ruling.law_ids == ["62"]
    data = ruling.to_json()
    assert [s["said"] for s in data["steps"]][:2] == ["calls a point of 5 cards making 50",
                                                      "replies \"not good\""]
    assert not any(s["irregular"] for s in data["steps"])


@pytest.mark.parametrize(
    ("steps", "message"),
    [
        ([{"by": "younger", "reply": "good"}], "before his adversary has called"),
        ([{"by": "elder", "answer": 2}], "no question was put to him"),
        ([*LEAD, {"by": "elder", "call": "trio", "rank": "K"}], "after the younger has played"),
        ([{"by": "younger", "play": "7H"}], "has led nothing"),
        ([{"by": "elder", "lead": "10C"}], "not in his hand"),
        ([{"by": "elder", "call": "point", "reply": "good"}], "one step, one deed"),
    ],
)
def test_steps_that_cannot_happen_are_bad_input_naming_the_step(
        steps: list[dict[str, Any]], message: str) -> None:  # fmt: skip
    from arbiter.errors import ArbiterError

    with pytest.raises(ArbiterError) as caught:
        ruled(told(steps), P)
    assert message in caught.value.message
    assert (caught.value.where.path or "").startswith("incident.steps[")


@pytest.mark.parametrize(("kind", "first"), [
    ("calling", "one of call, reply, ask, answer, show, lead, play, "),
    ("exchange", "one of discard, take, announce, look, expose, mix, take_back, "),
    ("play", "one of lead, play, throw, retake, ask, answer, show, "),
])
def test_an_unknown_step_key_is_named_with_the_kind_s_steps_first(kind: str, first: str) -> None:
    from arbiter.errors import InputError

    with pytest.raises(InputError) as caught:
        told([{"by": "elder", "frobnicate": 5}], kind=kind, cards=False)
    assert caught.value.message == "unknown key 'frobnicate'"
    assert (caught.value.hint or "").startswith(first)
    assert caught.value.where.path == "incident.steps[0].frobnicate"
    hint = (caught.value.hint or "").removeprefix("one of ").split(", ")
    assert sorted(hint) == sorted(STEPS.formats)  # every step still named, each once


def test_a_misspelt_step_key_gets_a_did_you_mean() -> None:
    from arbiter.errors import InputError

    with pytest.raises(InputError) as caught:
        told([{"by": "elder", "calll": "point"}], cards=False)
    assert (caught.value.message, caught.value.hint) == ("unknown key 'calll'",
                                                         "did you mean 'call'?")


def test_an_elder_who_calls_his_quart_after_leading_may_until_the_younger_plays() -> None:
    """1882 law 56 (Cavendish: calling is showing, Case IV); 1651 XII.2: too late once he has
    begun to play."""
    steps = [{"by": "elder", "call": "point", "cards": 5, "value": 50},
             {"by": "younger", "reply": "not-good"}, LEAD[0],
             {"by": "elder", "call": "sequence", "cards": 4, "top": "A", "suit": "H"}]
    assert gist(ruled(told(steps), P))[:2] == ("rectify", ["56"])
    assert gist(ruled(told(steps), R))[0] == "penalty"


# --- properties of the calling told with the cards -------------------------------------------


def best_suit(cards: list[Card], measure: str) -> tuple[tuple[int, ...], Card]:
    """A hand's point, worked out here from the pips (ace 11, court cards and ten 10)."""
    suits: dict[str, list[Card]] = {}
    for card in cards:
        suits.setdefault(card.suit.value, []).append(card)
    def strength(held: list[Card]) -> tuple[int, ...]:
        pips = sum(11 if c.rank.value == "A" else min(10, c.rank.order) for c in held)
        return (len(held), pips) if measure == "cards-then-pips" else (pips,)
    held = max(suits.values(), key=strength)
    return strength(held), held[0]


def point_call(strength: tuple[int, ...], card: Card, measure: str) -> dict[str, Any]:
    if measure == "cards-then-pips":
        return {"call": "point", "cards": strength[0], "value": strength[1],
                "suit": card.suit.value}
    return {"call": "point", "value": strength[0], "suit": card.suit.value}


@settings(max_examples=80, deadline=None)
@given(st.permutations(make_pack(find_edition("1882").rules.pack.ranks)),
       st.sampled_from(["1882", "1651", "cotton"]), st.booleans())
def test_calls_true_to_the_cards_and_answered_truly_draw_no_penalty(
        pack: list[Card], name: str, questions_first: bool) -> None:  # fmt: skip
    """Issue 14: the elder calls his point as it is and the younger answers truly; the one
    whose point is good calls it in time. Nothing is irregular: no penalty, and the ruling
    is the same whether or not the younger first asks to see it (an unrelated step)."""
    edition = find_edition(name)
    measure = edition.rules.point.measure
    elder, younger = pack[:12], pack[12:24]
    mine, theirs = best_suit(elder, measure), best_suit(younger, measure)
    reply = "good" if mine[0] > theirs[0] else "equal" if mine[0] == theirs[0] else "not-good"
    steps = [{"by": "elder", **point_call(*mine, measure)}, {"by": "younger", "reply": reply}]
    lead = elder[0]
    follow = next((c for c in younger if c.suit is lead.suit), younger[0])
    if reply != "not-good":  # his point allowed, shown before he leads (1651 XII.3, Cotton 17)
        steps.append({"by": "elder", "show": " ".join(str(c) for c in elder
                                                      if c.suit is mine[1].suit)})
    steps.append({"by": "elder", "lead": str(lead)})
    if reply != "good":  # his better or equal point, shown before he plays (1651 XII.3)
        steps.append({"by": "younger", **point_call(*theirs, measure)})
    steps.append({"by": "younger", "play": str(follow)})
    hands = {"elder": {"hand": " ".join(map(str, elder))},
             "younger": {"hand": " ".join(map(str, younger))}}
    plain = ruled({"kind": "calling", "steps": steps, **hands}, edition)
    assert plain.decision != "penalty", plain.explanation
    if questions_first and reply != "not-good":
        asked = [*steps[:2], {"by": "younger", "ask": "show", "about": "point"},
                 {"by": "elder", "show": " ".join(str(c) for c in elder if c.suit is mine[1].suit)},
                 *steps[3:]]  # his show asked for, in place of his own
        again = ruled({"kind": "calling", "steps": asked, **hands}, edition)
        assert gist(again)[0::2] == gist(plain)[0::2]


def test_first_word_stands_against_the_paris_liberty_on_the_same_calling() -> None:
    """Issue 18: 1651 XII.15's liberty of the first word at Paris; under the variant
    first-word-stands (Provence and Languedoc) the same correction is refused, citing the
    variant's own law with its text."""
    steps = [{"by": "elder", "call": "point", "value": 60, "error": "over"},
             {"by": "younger", "reply": "good"},
             {"by": "elder", "call": "point", "value": 50, "corrects": True}]
    case = told(steps, cards=False)
    assert ruled(case, R).decision == "rectify"
    provence = ruled(case, find_edition("royall-1651+first-word-stands"))
    assert provence.decision == "refused"
    cited = provence.citations[0]
    assert (cited.edition, cited.law) == ("royall-1651+first-word-stands", "XII.15")
    assert cited.text.startswith("Yet in some Other places, as in Provence")


# --- every calling law of each edition, reached from a telling -----------------------------------

# A second deal, the elder's point good: elder clubs A K Q J 10 9 (six cards, sixty, a sixième
# major good against the cards), tens of clubs, hearts and spades (a trio); the younger's best,
# hearts A K Q J 9 (five cards, fifty).
ELDER2 = "AC KC QC JC 10C 9C 10H 8H 7H AD KD 10S"
YOUNGER2 = "AH KH QH JH 9H AS KS QS 8C 7C 9D 8D"
LEAD2 = [{"by": "elder", "lead": "AC"}, {"by": "younger", "play": "7C"}]


def E(**said: Any) -> dict[str, Any]:  # a step by the elder, as the tables read
    return {"by": "elder", **said}


def Y(**said: Any) -> dict[str, Any]:  # a step by the younger
    return {"by": "younger", **said}


def told_with(steps: list[dict[str, Any]], hands: tuple[str, str] | None) -> Any:
    incident: dict[str, Any] = {"kind": "calling", "steps": steps}
    if hands:
        incident |= {"elder": {"hand": hands[0]}, "younger": {"hand": hands[1]}}
    return parse_incident(yaml.safe_dump({"incident": incident}), "told.yaml").case


SECOND = (ELDER2, YOUNGER2)
FIRST = (ELDER, YOUNGER)
# (edition, law that decides, decision, step it turns on, hands, steps): each expectation from
# the law's own words.
REACHED: list[tuple[str, str, str, int | None, tuple[str, str] | None, list[dict[str, Any]]]] = [
    # 1882 46: "the inquiry bars him from counting a superior number of cards for point"
    ("1882", "46", "penalty", 2, FIRST, [E(call="point", cards=5), Y(reply="equal")]),
    # 47: "It is not compulsory on the younger hand to call his point first; nor ... sequence
    # next after point": nothing irregular
    ("1882", "47", "play-on", 7, FIRST, [
        E(call="point", cards=5, value=50), Y(reply="not-good"),
        E(call="sequence", cards=4, top="A"), Y(reply="not-good"), E(lead="AH"),
        Y(call="trio", rank="10"), Y(call="point", cards=6, value=60),
        Y(call="sequence", cards=6, top="A"), Y(play="7H")]),
    # 48: "It is sufficient to call the number of cards of a sequence if the call be good
    # against the cards": the sixième major is
    ("1882", "48", "refused", 4, SECOND, [E(call="point", cards=6, value=60), Y(reply="good"),
                                          E(call="sequence", cards=6), Y(reply="to-what-card")]),
    # 48: "If not good against the cards, the elder hand is bound to state to what card"
    ("1882", "48", "rectify", 3, FIRST, [E(call="point", cards=5, value=50),
                                         Y(reply="not-good"), E(call="sequence", cards=4),
                                         Y(reply="to-what-card")]),
    # 50: "he may correct his miscall before it has been replied to"; the ruling names the
    # step where he mends it
    ("1882", "50", "rectify", 2, FIRST, [E(call="sequence", cards=3, top="A", suit="S"),
                                         E(call="sequence", cards=4, top="A", suit="H",
                                           corrects=True)]),
    ("1882", "50", "refused", 3, None, [E(call="point", cards=5, value=50, error="under"),
                                        Y(reply="good"),
                                        E(call="point", cards=6, value=60, corrects=True)]),
    # 52: the younger's own larger call, allowed good, corrected before he plays
    ("1882", "52", "rectify", 5, None, [E(call="point", cards=6, value=60), Y(reply="good"),
                                        E(call="trio", rank="10"), Y(reply="not-good"),
                                        Y(call="trio", rank="A", error="over"),
                                        Y(call="trio", rank="A", corrects=True)]),
    # 53: three kings called holding three tens; the younger holds two kings: a misnomer
    ("1882", "53", "rectify", 1, SECOND, [E(call="trio", rank="K"), Y(reply="good"), *LEAD2]),
    # 55: the younger shows what was allowed good "at any time after the elder hand has led"
    ("1882", "55", "refused", 5, None, [
        E(call="point", cards=5, value=50), Y(reply="not-good"),
        Y(call="point", cards=6, value=60), E(reply="good"), E(ask="show", about="point"),
        Y(answer="refuses")]),
    ("1882", "55", "rectify", 7, None, [
        E(call="point", cards=5, value=50), Y(reply="not-good"),
        Y(call="point", cards=6, value=60), E(reply="good"), E(lead="AC"),
        E(ask="show", about="point"), Y(answer="refuses")]),
    # 55: "must show the cards called at any time they are asked for": nobody asked
    ("1882", "55", "play-on", None, SECOND, [E(call="point", cards=6, value=60),
                                             Y(reply="good"), *LEAD2]),
    # 56: "not good", and played to the first trick without calling his point
    ("1882", "56", "penalty", 4, None, [E(call="point", cards=5, value=48),
                                        Y(reply="not-good", holding="better"), *LEAD]),
    # 56: a wrong "not good" found before the younger plays: nothing is lost yet
    ("1882", "56", "rectify", 2, SECOND, [E(call="point", cards=6, value=60),
                                          Y(reply="not-good"), LEAD2[0]]),
    # 59.V: asked how many clubs he has left, he says three (he has five)
    ("1882", "59.V", "option", 6, SECOND, [
        E(call="point", cards=6, value=60), Y(reply="good"), *LEAD2,
        Y(ask="how-many", suit="C"), E(answer=3), E(lead="KC"), Y(play="8C")]),
    # 1651 XI.3: the pique called for in the play, before the next deal
    ("1651", "XI.3", "rectify", 5, SECOND, [E(call="point", cards=6, value=60),
                                            Y(reply="good"), *LEAD2, E(call="pique")]),
    # XI.5: "if both Gamesters have Equall Cards ... neither of them both can reckon"
    ("1651", "XI.5", "play-on", None, None, [E(call="point", value=50), Y(reply="equal")]),
    # XII.2: his kings forgotten until he had begun to play
    ("1651", "XII.2", "penalty", 4, None, [E(call="point", value=50), Y(reply="not-good"),
                                           E(lead="AH"), E(call="trio", rank="K")]),
    # XII.3: the ruff not shown before his first card; the adversary reckons his own
    ("1651", "XII.3", "penalty", 4, None, [E(call="point", value=48),
                                           Y(reply="not-good", holding="better"), *LEAD]),
    # XII.4: three kings reckoned, not held, and a card played
    ("1651", "XII.4", "penalty", 1, FIRST, [E(call="trio", rank="K"), Y(reply="good"), *LEAD]),
    # XII.7: kings reckoned for aces, recalled before he plays
    ("1651", "XII.7", "rectify", 1, None, [E(call="trio", rank="K", error="misnomer"),
                                           Y(reply="good"),
                                           E(call="trio", rank="A", corrects=True)]),
    # XII.14: the elder, told "it is good", finds greater sequences before playing
    ("1651", "XII.14", "rectify", 3, None, [E(call="sequence", cards=3, error="under"),
                                            Y(reply="good"),
                                            E(call="sequence", cards=4, corrects=True)]),
    # XII.15: the younger recalls his "good" before his first card
    ("1651", "XII.15", "rectify", 3, FIRST, [E(call="point", value=50), Y(reply="good"),
                                             Y(reply="not-good", corrects=True)]),
    # XII.15: the liberty of the first word at Paris
    ("1651", "XII.15", "rectify", 3, None, [E(call="point", value=40, error="under"),
                                            Y(call="point", value=49),
                                            E(call="point", value=51, corrects=True)]),
    # XII.17: "he is bound to tell him" which ace he wants
    ("1651", "XII.17", "rectify", 4, None, [E(call="trio", rank="A"), Y(reply="good"),
                                            Y(ask="which-not-reckoned", rank="A"),
                                            E(answer="refuses")]),
    # Cotton 14: the repique called for before dealing again
    ("cotton", "14", "rectify", 5, SECOND, [E(call="point", cards=6, value=60),
                                            Y(reply="good"), *LEAD2, E(call="repique")]),
    # Cotton 17: he "sheweth not his Ruff before he play his first Card"
    ("cotton", "17", "penalty", 4, None, [E(call="point", value=48),
                                          Y(reply="not-good", holding="better"), *LEAD]),
    # Cotton 18: misreckoned, and a card played
    ("cotton", "18", "penalty", 1, FIRST, [E(call="trio", rank="K"), Y(reply="good"), *LEAD]),
    # Cotton 22: "he is bound to tell the other, if he ask him what Ace ... he wants"
    ("cotton", "22", "rectify", 4, None, [E(call="trio", rank="A"), Y(reply="good"),
                                          Y(ask="which-not-reckoned", rank="A"),
                                          E(answer="refuses")]),
    # Miller: "The loser may ask to see the winning ruff"
    ("miller", "ruffs", "rectify", 4, None, [E(call="point", value=50), Y(reply="good"),
                                             Y(ask="show", about="point"),
                                             E(answer="refuses")]),
]


@pytest.mark.parametrize(("name", "law", "decision", "step", "hands", "steps"), REACHED,
                         ids=lambda v: v if isinstance(v, str) else "")
def test_every_calling_law_is_reached_from_a_telling(
        name: str, law: str, decision: str, step: int | None, hands: tuple[str, str] | None,
        steps: list[dict[str, Any]]) -> None:  # fmt: skip
    ruling = ruled(told_with(steps, hands), find_edition(name))
    assert (str(ruling.decision), ruling.step) == (decision, step), ruling.explanation
    assert law in ruling.law_ids, ruling.law_ids


def test_an_answer_is_judged_on_the_cards_held_when_it_was_given() -> None:
    """Five clubs left after leading the ace: 'five' is true then, though he leads another
    club afterwards (1882 59.V speaks of misinformation, not of the cards played since)."""
    steps = [E(call="point", cards=6, value=60), Y(reply="good"), *LEAD2,
             Y(ask="how-many", suit="C"), E(answer=5), E(lead="KC"), Y(play="8C")]
    ruling = ruled(told_with(steps, SECOND), P)
    assert ruling.decision == "play-on" and "59.V" not in ruling.law_ids


def test_an_inquiry_whose_cards_are_not_told_is_not_decided_for_him() -> None:
    ruling = ruled(told([E(call="point", cards=5), Y(reply="what-do-they-make")], cards=False), P)
    assert ruling.decision == "play-on" and ruling.summary.startswith("The inquiry stands if")


def test_au_cent_16_the_bare_sequence_must_be_completed_even_good_against_the_cards() -> None:
    steps = [E(call="point", cards=6, value=60), Y(reply="good"), E(call="sequence", cards=6),
             Y(reply="to-what-card")]
    ruling = ruled(told_with(steps, SECOND), find_edition("portland-1882+au-cent"))
    assert (ruling.decision, ruling.citations[0].edition, ruling.law_ids) == \
        ("rectify", "portland-1882+au-cent", ["16"])


Calls = dict[str, tuple[tuple[int, ...], dict[str, Any]]]


def true_calls(cards: list[Card], measure: str) -> Calls:
    """A hand's best point, sequence and set, each with its strength and its call as said."""
    from arbiter.game.holdings import card_sets, sequences

    strength, card = best_suit(cards, measure)
    found = {"point": (strength, point_call(strength, card, measure))}
    runs = sequences(cards)
    if runs:
        run = runs[0]
        found["sequence"] = (run.strength(), {"call": "sequence", "cards": run.length,
                                               "top": run.top.value, "suit": run.suit.value})
    sets = card_sets(cards)
    if sets:
        group = sets[0]
        found["set"] = (group.strength(), {"call": "quatorze" if group.size == 4 else "trio",
                                            "rank": group.rank.value})
    return found


@settings(max_examples=60, deadline=None)
@given(st.permutations(make_pack(find_edition("1882").rules.pack.ranks)),
       st.sampled_from(["1882", "1651", "cotton"]), st.randoms(use_true_random=False))
def test_the_outcome_does_not_depend_on_the_order_of_unrelated_steps(
        pack: list[Card], name: str, order: Any) -> None:  # fmt: skip
    """Issue 14: each call true and answered truly; the younger calls what he holds better
    after the elder's lead, in any order (1882 law 47: neither must call sequence next after
    point). The decision and penalties are the same whatever that order."""
    edition = find_edition(name)
    measure = edition.rules.point.measure
    elder, younger = pack[:12], pack[12:24]
    mine, theirs = true_calls(elder, measure), true_calls(younger, measure)
    steps: list[dict[str, Any]] = []
    owed = []
    for what in ("point", "sequence", "set"):
        if what not in mine:
            if what in theirs:
                owed.append(what)
            continue
        steps.append(E(**mine[what][1]))
        better = what in theirs and theirs[what][0] > mine[what][0]
        equal = what in theirs and theirs[what][0] == mine[what][0]
        steps.append(Y(reply="not-good" if better else "equal" if equal else "good"))
        if better or equal:  # shown before he plays (1651 XII.3: "or else his Pareil")
            owed.append(what)
    from arbiter.game.holdings import sequences

    # his point and sequence shown before he leads (1651 XII.3, Cotton 17)
    suits = {best_suit(elder, measure)[1].suit, *(run.suit for run in sequences(elder)[:1])}
    steps.append(E(show=" ".join(str(c) for c in elder if c.suit in suits)))
    lead = elder[0]
    follow = next((c for c in younger if c.suit is lead.suit), younger[0])
    hands = (" ".join(map(str, elder)), " ".join(map(str, younger)))
    rulings = []
    for calls in (owed, order.sample(owed, len(owed))):
        told_steps = [*steps, E(lead=str(lead)), *(Y(**theirs[w][1]) for w in calls),
                      Y(play=str(follow))]
        rulings.append(ruled(told_with(told_steps, hands), edition))
    first, again = rulings
    assert gist(first)[0::2] == gist(again)[0::2], (first.explanation, again.explanation)
    assert first.decision != "penalty", first.explanation


# --- 1882 laws 53-54: a call he could not have held in hand and discard together ----------------


def judged(claim: dict[str, Any], mine: str, theirs: str) -> str:
    """What a call of the elder's was, against his hand and his adversary's."""
    from arbiter.formats.told import Call
    from arbiter.telling.calls import Cards, Claim, judge_call

    def cards(text: str) -> frozenset[Card]:
        return frozenset(Card.parse(code) for code in text.split())

    call = Call("elder", **claim)
    return judge_call(Claim.of(call), Cards(hand=cards(mine)), Cards(hand=cards(theirs)),
                      P, first=False).truth


@pytest.mark.parametrize(("claim", "truth"), [
    # Five hearts making 44: the younger holds QH 10H, but K J 9 8 7 of hearts are free.
    ({"call": "point", "cards": 5, "value": 44, "suit": "H"}, "over"),
    # Six hearts: only six are free (A K J 9 8 7), making 55, never 60.
    ({"call": "point", "cards": 6, "value": 60, "suit": "H"}, "impossible"),
    # A quart to the king in spades, inside the free spades A K Q J 10 9 8.
    ({"call": "sequence", "cards": 4, "top": "K", "suit": "S"}, "over"),
    # A quart to the queen in hearts: the younger holds the queen and ten; the elder holds a
    # quart (to the ten, in diamonds) and names it wrongly: a misnomer (law 53).
    ({"call": "sequence", "cards": 4, "top": "Q", "suit": "H"}, "misnomer"),
    # A quint to the queen in hearts: impossible, and he holds no quint.
    ({"call": "sequence", "cards": 5, "top": "Q", "suit": "H"}, "impossible"),
    # A tierce to the ten in diamonds: within his quart to the ten, so held.
    ({"call": "sequence", "cards": 3, "top": "10", "suit": "D"}, "true"),
    # Three knaves: three are free (JH JD JS) though the younger holds the fourth.
    ({"call": "trio", "rank": "J"}, "over"),
    # Four knaves: the younger holds one.
    ({"call": "quatorze", "rank": "J"}, "impossible"),
])
def test_a_call_is_impossible_only_if_no_cards_the_adversary_lacks_could_make_it(
        claim: dict[str, Any], truth: str) -> None:  # fmt: skip
    mine = "AH KH 9H 8H 7H AS 10D 9D 8D 7D 10C 9C"
    theirs = "QH 10H JC AD KD QD AC KC QC 8C 7C 7S"
    assert judged(claim, mine, theirs) == truth


@pytest.mark.parametrize(("steps", "paris"), [
    # XII.15: the younger recalls his "good" before his first card
    ([E(call="point", value=50), Y(reply="good"), Y(reply="not-good", corrects=True)],
     ("rectify", "XII.15")),
    # XII.14: the elder, told "it is good", recalls his tierce for his quart
    ([E(call="sequence", cards=3, error="under"), Y(reply="good"),
      E(call="sequence", cards=4, corrects=True)], ("rectify", "XII.14")),
])
def test_where_the_first_word_stands_no_word_is_recalled(
        steps: list[dict[str, Any]], paris: tuple[str, str]) -> None:  # fmt: skip
    """1651 XII.15's Provence clause: "neither is a man by any meanes permitted to recall his
    Word"; at Paris the same recall is allowed (XII.14, XII.15)."""
    hands = FIRST if steps[1]["reply"] == "good" and "value" in steps[0] else None
    case = told_with(steps, hands)
    assert gist(ruled(case, R))[0] == paris[0] and paris[1] in ruled(case, R).law_ids
    provence = ruled(case, find_edition("royall-1651+first-word-stands"))
    assert (str(provence.decision), provence.citations[0].edition) == \
        ("refused", "royall-1651+first-word-stands")


def test_where_the_first_word_stands_a_set_misnamed_is_still_put_right_by_XII_7() -> None:
    steps = [E(call="trio", rank="K", error="misnomer"), Y(reply="good"),
             E(call="trio", rank="A", corrects=True)]
    ruling = ruled(told_with(steps, None), find_edition("royall-1651+first-word-stands"))
    assert (str(ruling.decision), ruling.law_ids[0]) == ("rectify", "XII.7")


def test_the_younger_may_reckon_a_lesser_sequence_before_his_best() -> None:
    """The Description: the younger "is at liberty to show and count a tierce minor first,
    and then a quart" (1882 law 47); nothing is irregular."""
    steps = [E(call="point", cards=5, value=50), Y(reply="not-good"),
             E(call="sequence", cards=4, top="A"), Y(reply="not-good"), E(lead="AH"),
             Y(call="point", cards=6, value=60), Y(call="sequence", cards=3, top="Q", suit="C"),
             Y(call="sequence", cards=6, top="A", suit="C"), Y(play="7H")]
    ruling = ruled(told_with(steps, FIRST), P)
    assert ruling.decision == "play-on" and not ruling.penalties


def test_an_equality_of_the_best_sequences_bars_the_younger_too() -> None:
    """The Description: "A and B are precluded from scoring a second tierce major or any
    smaller sequence" (1882 law 63)."""
    steps = [E(call="point", cards=5, value=50), Y(reply="good"),
             E(call="sequence", cards=3, top="A"), Y(reply="equal", holding="equal"),
             E(lead="AH"), Y(call="sequence", cards=3, top="9")]
    ruling = ruled(told_with(steps, None), P)
    assert (str(ruling.decision), ruling.step, ruling.law_ids) == ("refused", 6, ["63"])


def test_questions_and_answers_read_as_they_are_put_at_the_table() -> None:
    from arbiter.formats.told import Answer, Ask
    from arbiter.rulings.told_words import said

    assert said(Ask("younger", "which-not-reckoned", rank="K")) == \
        'asks "which king do you not reckon?"'
    assert said(Ask("younger", "how-many", suit="H")) == 'asks "how many hearts?"'
    assert said(Ask("elder", "show", about="point")) == "asks to see his point"
    assert said(Answer("elder", 1)) == 'answers "1"'
    assert said(Answer("elder", "refuses")) == "refuses to answer"


# --- a pique or repique against a carte blanche shown (1882 18, 1651 XII.16, Cotton 21) -----


def test_a_blanche_shown_saves_the_pique_called_late_only_once_shown() -> None:
    path = (Path(__file__).parent.parent / "scenarios" / "calling"
            / "audit-pique-called-against-a-shown-blanche.yaml")
    incident = yaml.safe_load(path.read_text(encoding="utf-8"))["incident"]
    steps = incident["steps"]
    shown = parse_incident(yaml.safe_dump({"incident": incident}), "told.yaml").case
    assert gist(ruled(shown, P))[:2] == ("refused", ["18"])
    assert gist(ruled(shown, R))[:2] == ("refused", ["XII.16"])
    assert gist(ruled(shown, C))[:2] == ("refused", ["21"])
    # the blanche called but never shown saves nothing: the late pique is put right (law 70)
    unshown = incident | {"steps": [s for s in steps if s.get("show") != "blanche"]}
    case = parse_incident(yaml.safe_dump({"incident": unshown}), "told.yaml").case
    assert gist(ruled(case, P))[:2] == ("rectify", ["70"])
    assert gist(ruled(case, R))[:2] == ("rectify", ["XI.3"])


def test_a_blanche_shown_only_in_the_calling_saves_the_pique_only_where_it_counts() -> None:
    """Told in the calling, the younger's blanche is shown after his discard: 1651 XII.16
    refuses it ("not by any meanes to be allowed of"), so it saves nothing and the late pique
    is ruled beside it as any other (XI.3); 1882 law 20 lets it count, and it saves the pique."""
    path = (Path(__file__).parent.parent / "scenarios" / "calling"
            / "audit-pique-called-against-a-shown-blanche.yaml")
    incident = yaml.safe_load(path.read_text(encoding="utf-8"))["incident"]
    after = [s for s in incident["steps"] if "discard" not in s and "take" not in s]
    calling = incident | {"kind": "calling", "steps": after}
    case = parse_incident(yaml.safe_dump({"incident": calling}), "told.yaml").case
    ruling = ruled(case, R)
    assert (str(ruling.decision), ruling.law_ids, ruling.step) == ("refused", ["XII.16", "V"], 1)
    assert [(str(a.decision), a.law_ids) for a in ruling.also] == [("rectify", ["XI.3"])]
    shown = ruled(case, P)
    assert (str(shown.decision), shown.law_ids) == ("refused", ["18"])
