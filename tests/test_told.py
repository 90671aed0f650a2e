"""Incidents told step by step (issue 14): the calling as it was said, judged by each
edition's laws; and a short kind and a telling of the same facts rule alike."""

from __future__ import annotations

import itertools
from typing import Any

import pytest
import yaml
from hypothesis import given, settings
from hypothesis import strategies as st

from arbiter.cards import Card, make_pack
from arbiter.editions import all_editions, find_edition
from arbiter.errors import ImpossibleError
from arbiter.rulings import Ruling, parse_incident, rule

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


def ruled(case: Any, edition: Any) -> Ruling:
    return rule(case, edition)


def gist(ruling: Ruling) -> tuple[str, list[str], list[tuple[str, str, str | None]]]:
    penalties = [(p.player, str(p.effect), p.what) for p in ruling.penalties]
    return str(ruling.decision), ruling.law_ids, penalties


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


# --- a short kind and a telling of the same facts rule alike -----------------------------------

CALLS = {"point": {"call": "point", "cards": 5, "value": 48},
         "sequence": {"call": "sequence", "cards": 4, "top": "K"},
         "set": {"call": "trio", "rank": "K"}}  # fmt: skip
PLAY_BY = {"declaring": [], "after-first-lead": LEAD[:1], "play": LEAD, "after-play": LEAD,
           "next-deal": LEAD}  # fmt: skip


def as_told(short: dict[str, Any]) -> list[dict[str, Any]] | None:
    """The telling of a miscall or wrong reply by the elder's call (None where the short kind
    says what a telling cannot, such as a miscall by the younger)."""
    if short["kind"] == "miscall":
        if short["player"] != "elder":
            return None
        steps: list[dict[str, Any]] = [{"by": "elder", **CALLS[short["what"]],
                                        "error": short["error"]}]
        if short["replied"] != "none":
            steps.append({"by": "younger", "reply": short["replied"]})
    else:
        if short["player"] != "younger":
            return None
        steps = [{"by": "elder", **CALLS[short["what"]]},
                 {"by": "younger", "reply": short["reply"], "holding": "better"}]
    if short["discovered"] not in PLAY_BY:
        return None
    if short["kind"] == "miscall" and short["error"] == "under":
        correction = {"by": "elder", **CALLS[short["what"]], "corrects": True}
        if short["discovered"] == "declaring":
            steps.append(correction)
        elif short["discovered"] == "after-first-lead":
            return None  # a correction after the lead is no call of the elder's then
    return steps + PLAY_BY[short["discovered"]]


SHORT = [
    {"kind": "miscall", "player": "elder", "what": what, "error": error, "replied": replied,
     "discovered": discovered}
    for what, error, replied, discovered in itertools.product(
        CALLS, ("over", "under", "misnomer", "impossible"), ("good", "equal", "not-good", "none"),
        PLAY_BY)
] + [
    {"kind": "wrong-reply", "player": "younger", "what": what, "reply": reply,
     "discovered": discovered}
    for what, reply, discovered in itertools.product(CALLS, ("good", "equal"), PLAY_BY)
]  # fmt: skip


@pytest.mark.parametrize("short", SHORT, ids=lambda s: "-".join(map(str, list(s.values())[1:])))
def test_a_short_kind_and_its_telling_rule_alike(short: dict[str, Any]) -> None:
    """Every miscall of the elder's and wrong reply of the younger's that a telling can
    state, under every edition: the same decision, options and penalties, and the short
    kind's laws among the telling's."""
    steps = as_told(short)
    if steps is None:
        return
    extra = {} if short["discovered"] in ("declaring", "after-first-lead", "play") else \
        {"discovered": short["discovered"]}
    telling = told(steps, cards=False, **extra)
    alone = parse_incident(yaml.safe_dump({"incident": short}), "short.yaml").case
    for edition in all_editions():
        try:
            expected = ruled(alone, edition)
        except ImpossibleError:
            continue
        got = ruled(telling, edition)
        assert (got.decision, got.options, sorted(got.penalties)) == \
            (expected.decision, expected.options, sorted(expected.penalties)), edition.id
        assert set(expected.law_ids) <= set(got.law_ids), edition.id


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
    steps.append({"by": "elder", "lead": str(lead)})
    if reply == "not-good":
        steps.append({"by": "younger", **point_call(*theirs, measure)})
    steps.append({"by": "younger", "play": str(follow)})
    hands = {"elder": {"hand": " ".join(map(str, elder))},
             "younger": {"hand": " ".join(map(str, younger))}}
    plain = rule(parse_incident(yaml.safe_dump({"incident": {
        "kind": "calling", "steps": steps, **hands}}), "p.yaml").case, edition)
    assert plain.decision != "penalty", plain.explanation
    if questions_first and reply != "not-good":
        asked = [*steps[:2], {"by": "younger", "ask": "show", "about": "point"},
                 {"by": "elder", "show": " ".join(str(c) for c in elder if c.suit is mine[1].suit)},
                 *steps[2:]]
        again = rule(parse_incident(yaml.safe_dump({"incident": {
            "kind": "calling", "steps": asked, **hands}}), "q.yaml").case, edition)
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
