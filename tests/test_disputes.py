"""The six disputes of issue 25, told through the interview behind `arbiter ask` as players
tell them: each ruled as its law's words say, within ten questions; and what the interview
no longer asks (a field that does not apply to a call, what the cards given show)."""

from __future__ import annotations

import re
import typing
from typing import Any

import pytest

from arbiter.formats import stages
from arbiter.formats.told import Told
from arbiter.interview import IncidentInterview, Question, ask_value
from arbiter.interview.stages import offered
from arbiter.lawbook.editions import all_editions
from arbiter.variants.find import find_edition
from tests.test_interview import drive, from_incident

BUDGET = 10


def told(edition: str, facts: dict[str, Any]) -> tuple[Any, list[str]]:
    """The ruling, and the fields asked (the kind's own question first); a step told in one
    line, as a player says it."""
    interview = IncidentInterview(find_edition(edition), written={"kind": facts["kind"]})
    asked = ["kind"]
    fields = from_incident(facts)

    def answer(question: Question) -> str:
        index = re.fullmatch(r"incident\.steps\[(\d+)\]", question.key)
        if index is None or int(index[1]) >= len(facts.get("steps", ())):
            return fields(question)
        step = facts["steps"][int(index[1])]
        said = [key for key in ("cards", "value", "top", "rank", "suit") if key in step]
        head = next((str(step[key]) for key in ("call", "reply") if key in step), None)
        if head is None:  # a show: its cards
            return f"{step['by']} show {step['show']}"
        return " ".join([step["by"], head, *(str(step[key]) for key in said)])

    return drive(interview.until_ruled(), answer, asked), asked


def quotes(ruling: Any, law: str, words: str) -> bool:
    """The ruling cites `law`, whose text holds `words`."""
    return any(c.law == law and words in c.text for c in ruling.citations)


def test_a_1882_dealer_exposes_an_elder_s_card_the_elder_may_have_a_fresh_deal() -> None:
    ruling, asked = told("1882", {"kind": "exposed-card", "discovered": "dealing",
                                  "exposed_by": "younger", "belongs_to": "elder"})
    assert len(asked) <= BUDGET
    assert ruling.decision == "option" and ruling.options.holder == "elder"
    assert "fresh-deal" in ruling.options.choices
    assert quotes(ruling, "13", "the elder hand has the option of a fresh deal")


def test_b_1651_eleven_cards_in_the_play_he_plays_on_and_does_not_lose_the_deal() -> None:
    ruling, asked = told("1651", {"kind": "short-hand", "player": "elder", "discarded": 5,
                                  "taken": 4, "discovered": "play"})
    assert len(asked) <= BUDGET
    assert quotes(ruling, "XII.5", "he is notwithstanding to play his Game")
    assert ruling.decision not in ("fresh-deal", "deal-void")
    assert "short-hand" in stages()["the play"]  # offered where it comes to light
    assert "wrong-card-count" not in stages()["the play"]  # the deal's doing, not the play's:
    assert "wrong-card-count" in offered("the play")[1]  # offered as found now, from earlier


def test_c_1882_three_queens_called_holding_two_found_after_two_tricks() -> None:
    ruling, asked = told("1882", {"kind": "miscall", "player": "elder", "what": "set",
                                  "error": "over", "replied": "good", "discovered": "play"})
    assert len(asked) <= BUDGET
    assert [(p.player, p.effect) for p in ruling.penalties] == [("elder", "reckons-nothing")]
    assert quotes(ruling, "54", "he can reckon nothing that deal")
    assert "miscall" in stages()["the play"]  # found after two tricks: offered in the play


def test_d_cotton_point_forgotten_after_leading_is_lost() -> None:
    ruling, asked = told("1674", {"kind": "declaration-omitted", "player": "elder",
                                  "what": "point", "discovered": "after-first-lead"})
    assert len(asked) <= BUDGET
    assert [(p.effect, p.what) for p in ruling.penalties] == [("loses-declaration", "point")]
    assert quotes(ruling, "17", "hath begun to play his Cards cannot recall them")
    assert "declaration-omitted" in stages()["the play"]  # remembered after leading


E_FACTS = {"kind": "calling", "elder": {"hand": "KH QH JH 10H 7H AS KS QS AD 9C 8C 7C"},
           "younger": {"hand": "JS 10S 9S 8S 7S AH 9H 8H KD QD JD AC"},
           "steps": [{"by": "elder", "call": "point", "cards": 5},
                     {"by": "younger", "reply": "what-do-they-make"},
                     {"by": "elder", "call": "point", "cards": 5, "value": 48},
                     {"by": "younger", "reply": "good"}],
           "discovered": "declaring"}  # fmt: skip


def test_e_1882_point_of_forty_eight_shown_forty_seven_is_worked_out_from_the_cards() -> None:
    """The overcall is not asked: the hand shows forty-seven (K Q J 10 7 of hearts)."""
    ruling, asked = told("1882", E_FACTS)
    assert len(asked) <= BUDGET, asked
    assert ruling.decision == "rectify"
    assert quotes(ruling, "52", "he may correct his miscall before the younger hand has "
                  "played to the first trick")
    never = ("top", "rank", "error", "good_against_the_cards", "corrects", "prompted_by")
    assert not [key for key in asked if key.rsplit(".", 1)[-1] in never], asked


def test_e_told_with_the_show_alone_the_shown_cards_prove_the_overcall() -> None:
    """No hand given: the elder shows his five hearts, making forty-seven."""
    facts = {key: value for key, value in E_FACTS.items() if key not in ("elder", "younger")}
    facts["steps"] = [*E_FACTS["steps"], {"by": "elder", "show": "KH QH JH 10H 7H"}]

    ruling, asked = told("1882", facts)
    assert ruling.decision == "rectify" and quotes(ruling, "52", "larger point")
    assert not [key for key in asked if key.endswith((".error", ".good_against_the_cards"))]


@pytest.mark.parametrize("edition", [e.id for e in all_editions()])
def test_f_thirteen_and_eleven_found_before_looking_under_each_edition(edition: str) -> None:
    """The stock is not asked: beside a hand found wrong it only restates the deal, and is
    read as the rest of each edition's own pack (8 of 32, 12 of 36)."""
    ruling, asked = told(edition, {"kind": "wrong-card-count", "elder": 13, "younger": 11,
                                   "discovered": "before-taking-up"})
    assert len(asked) <= BUDGET and "incident.stock" not in asked
    expected = {"royall-1651": ("XII.1", "it is in the choice of the Elder"),
                "cotton-1674": ("16", "it lieth in the choice of the elder hand"),
                "portland-1882": ("10", "with the permission of his adversary, rectify")}
    if edition in expected:
        assert ruling.decision == "option" and ruling.options.holder == "elder"
        assert quotes(ruling, *expected[edition])
    else:
        assert ruling.decision == "silent"


@pytest.mark.parametrize("kind", ["deal-out-of-turn", "exposed-card", "faced-card",
                                  "miscall", "short-hand", "revoke"])
def test_comparing_asks_only_what_some_edition_reads_and_rules_as_the_file(kind: str) -> None:
    import yaml

    from arbiter.interview.kinds import example
    from arbiter.rulings import compare, parse_incident

    text = example(kind)
    facts = yaml.safe_load(text)["incident"]
    interview = IncidentInterview(find_edition("1882"), written={"kind": kind})
    asked: list[str] = []
    drive(interview.until_ruled(), from_incident(facts), asked)
    rulings, skipped = drive(interview.until_compared(all_editions()), from_incident(facts),
                             asked)
    whole = compare(parse_incident(text, "<example>"))
    assert not skipped
    assert [(r.edition, r.decision, [c.law for c in r.citations]) for r in rulings] == \
        [(r.edition, r.decision, [c.law for c in r.citations]) for r in whole.rulings]
    assert len(asked) == len(set(asked))  # nothing asked twice


def test_the_stock_is_asked_when_the_hands_are_right() -> None:
    ruling, asked = told("1882", {"kind": "wrong-card-count", "elder": 12, "younger": 12,
                                  "stock": 9, "discovered": "before-taking-up"})
    assert "incident.stock" in asked and ruling.decision == "deal-void"


def _calling_asked(steps: list[dict[str, Any]]) -> list[str]:
    facts = {"kind": "calling", "steps": steps, "discovered": "declaring"}
    return told("1882", facts)[1]


def test_a_call_of_another_sequence_is_not_asked_whether_it_corrects_the_first() -> None:
    """A tierce to the knave after a quart to the king allowed good is his next sequence;
    a quart after a quint to the same king may correct it, and is asked."""
    first = [{"by": "elder", "call": "point", "cards": 5, "value": 46},
             {"by": "younger", "reply": "good"},
             {"by": "elder", "call": "sequence", "cards": 4, "top": "K"},
             {"by": "younger", "reply": "good"}]
    another = _calling_asked([*first, {"by": "elder", "call": "sequence", "cards": 3,
                                       "top": "J"}])
    assert not [key for key in another if key.endswith("corrects")], another
    quint = [*first[:2], {"by": "elder", "call": "sequence", "cards": 5, "top": "K"},
             first[3], {"by": "elder", "call": "sequence", "cards": 4, "top": "K"}]
    assert "incident.steps[4].corrects" in _calling_asked(quint)


def test_a_first_call_picked_from_the_menu_asks_who_then_what() -> None:
    """As a player tells it ("the younger showed a carte blanche"): who first, then what."""
    tp = typing.get_type_hints(Told, include_extras=True)["steps"]
    questions = ask_value(tp, "incident.steps", edition=find_edition("1882"),
                          incident_kind="calling")
    asked: list[str] = []
    typed = iter(["call", "younger", "blanche", "call", "elder", "trio", ""])
    steps = drive(questions, lambda question: next(typed), asked)
    assert [{k: v for k, v in s.items() if not k.startswith("_")} for s in steps] == [
        {"by": "younger", "call": "blanche"}, {"by": "elder", "call": "trio"}]
    assert asked[:3] == ["incident.steps[0]", "incident.steps[0].by", "incident.steps[0].call"]
