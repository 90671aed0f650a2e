"""The interview behind `arbiter ask` (arbiter/interview.py), driven without a terminal: it
asks only what changes the ruling and rules as the whole incident would be ruled, every
kind; what it saves reads back and rules the same way; a list told step by step works for
any list of items that are each one of several formats; a deal is checked as it is told."""

from __future__ import annotations

import dataclasses
import re
import typing
from collections.abc import Callable, Generator
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated, Any, Literal

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from arbiter.errors import ImpossibleError, InputError
from arbiter.files.yamlio import load_text
from arbiter.formats import CARD, Doc, Incident, Player, incident_formats
from arbiter.formats.shapes import key_of, range_of, shape
from arbiter.interview import (
    IncidentInterview,
    NeedField,
    Question,
    ask_deal,
    ask_value,
    deal_text,
    partial,
)
from arbiter.lawbook.editions import all_editions
from arbiter.rulings import load_incident, parse_incident, registration, rule
from arbiter.variants.find import find_edition

ROOT = Path(__file__).resolve().parent.parent
PORTLAND = find_edition("1882")

Answerer = Callable[[Question], str]


def drive(questions: Generator[Question, Any, Any], answer: Answerer,
          asked: list[str] | None = None) -> Any:  # fmt: skip
    """Answer a generator's questions as a player types them; the generator's result."""
    try:
        question = next(questions)
        while True:
            if asked is not None:
                asked.append(question.key)
            question = questions.send(question.answer(answer(question)))
    except StopIteration as done:
        return done.value


def from_incident(fields: dict[str, Any]) -> Answerer:
    """Answers a field's question from an incident's fields (as they would be typed)."""

    def answer(question: Question) -> str:
        if question.problem:
            raise AssertionError(f"asked again: {question.problem}")
        if question.key == "stage":
            return str(fields["kind"])
        value: Any = fields
        for part in re.findall(r"\w+|\[\d+\]", question.key.removeprefix("incident.")):
            if part.startswith("["):  # an item of a list: the steps
                index = int(part[1:-1])
                if index >= len(value):
                    return ""  # no more items
                value = value[index]
            elif part not in value:
                return ""  # left out of the file: its default
            else:
                value = value[part]
        if isinstance(value, dict) and question.reader is not None:  # a player's cards
            parts = [value.get(name) or "" for name in ("hand", "discard", "dealt")]
            return " / ".join(" ".join(p) if isinstance(p, list) else p for p in parts) \
                .rstrip(" /")
        if isinstance(value, dict):  # which of several formats (a step's action), or "yes"
            named = [c.value for c in question.choices] + list(question.also)
            return next((label for label in named if label in value), "yes")
        if isinstance(value, list):  # cards written as a list: typed one after another
            return " ".join(map(str, value))
        return ("yes" if value else "no") if isinstance(value, bool) else str(value)

    return answer


# --- questions -----------------------------------------------------------------------------


def test_a_choice_is_its_value_or_its_number_in_any_case() -> None:
    question = next(ask_value(typing.get_type_hints(_Faced, include_extras=True)["where"],
                              "where", edition=PORTLAND))
    assert [c.value for c in question.choices] == ["pack", "stock"]
    assert question.choices[0].meaning == "in the pack, while the cards were dealt"
    assert question.answer("2") == question.answer(" Stock ") == "stock"
    with pytest.raises(InputError, match="did you mean 'stock'"):
        question.answer("stok")
    with pytest.raises(InputError, match="an answer is needed"):
        question.answer("")


def test_a_number_is_checked_against_its_range() -> None:
    question = next(ask_value(typing.get_type_hints(_Faced, include_extras=True)["count"],
                              "count", edition=PORTLAND))
    assert question.answer("2") == 2
    for wrong in ("0", "37", "two"):
        with pytest.raises(InputError):
            question.answer(wrong)


def test_yes_and_no_with_a_default() -> None:
    from arbiter.formats.dealing import DealOutOfTurn

    tp = typing.get_type_hints(DealOutOfTurn, include_extras=True)["wrong_dealer_saw_cards"]
    question = next(ask_value(tp, "seen", edition=PORTLAND, optional=True, default=False))
    assert question.answer("") is False and question.answer("YES") is True
    assert question.answer("1") is True


@dataclass(frozen=True)
class _Faced:
    where: Annotated[Literal["pack", "stock"], Doc("Where?", {"pack": "in the pack, while the "
                                                   "cards were dealt", "stock": "in the stock"})]
    count: Annotated[int, __import__("arbiter.formats").formats.Range(1, 36), Doc("How many?")]


# --- only what changes the ruling ------------------------------------------------------------


def _field_strategy(tp: Any) -> Any:
    _, bare, markers = shape(tp)
    if typing.get_origin(bare) is Literal:
        return st.sampled_from(typing.get_args(bare))
    if bare is bool:
        return st.booleans()
    bounds = range_of(markers)
    return st.integers(min_value=bounds.least if bounds else 0, max_value=14)


def _incidents() -> Any:
    kinds = []
    for kind, cls in incident_formats().items():
        if kind == "score-dispute" or cls.__module__.endswith(".told"):
            continue  # a deal, or steps: asked and checked in tests of their own
        hints = typing.get_type_hints(cls, include_extras=True)
        fields, optional = {}, {}
        for f in dataclasses.fields(cls):
            kind, bare, _ = shape(hints[f.name])
            if kind == "union":  # an optional field that may be null: left out, or a value
                inner = [option for option in typing.get_args(bare) if option is not type(None)]
                optional[key_of(cls, f.name)] = _field_strategy(inner[0])
            else:
                fields[key_of(cls, f.name)] = _field_strategy(hints[f.name])
        kinds.append(st.fixed_dictionaries(fields, optional=optional))
    return st.one_of(kinds)


def as_asked(fields: dict[str, Any], edition: Any) -> dict[str, Any]:
    """An incident as the interview tells it under `edition`: a count that only restates the
    deal is not asked, so a wrong-card-count's stock beside a hand found wrong is the rest of
    the edition's pack (8 of 32, 12 of 36), whatever a file states. Nor does it ask whether a
    bystander prompted a told step (`prompted_by`): the remark, ruled beside the step, is left
    out."""
    if fields["kind"] == "calling" and any("prompted_by" in s for s in fields["steps"]):
        return {**fields, "steps": [{k: v for k, v in s.items() if k != "prompted_by"}
                                    for s in fields["steps"]]}
    due = edition.rules.deal.hand
    if fields["kind"] != "wrong-card-count" or (fields["elder"], fields["younger"]) == (due, due):
        return fields
    return {**fields, "stock": max(0, len(edition.pack) - fields["elder"] - fields["younger"])}


@settings(max_examples=250, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(_incidents(), st.sampled_from(all_editions()))
def test_the_answers_to_what_is_asked_rule_as_the_whole_incident(fields: dict[str, Any],
                                                                 edition: Any) -> None:
    """Whatever the fields never asked hold, the ruling is the whole incident's. (A count
    that only restates the deal is not asked: a stock beside a hand found wrong is the rest
    of the edition's pack, and the whole incident is told so.)"""
    fields = as_asked(fields, edition)
    case = parse_incident(yaml.safe_dump({"incident": fields})).case
    try:
        whole = rule(case, edition)
    except ImpossibleError:
        return
    interview = IncidentInterview(edition)
    asked: list[str] = []
    told = drive(interview.until_ruled(), from_incident(fields), asked)
    assert told.gist() == whole.gist()
    assert told.law_ids == whole.law_ids
    fields_asked = [key.removeprefix("incident.") for key in asked[1:]]
    assert len(set(fields_asked)) == len(fields_asked)  # none twice
    entry = registration(fields["kind"], edition.id)
    if entry.is_silent and not entry.rules_beside:  # a silent edition asks nothing more
        assert fields_asked == []  # but what decides what another law rules beside it
        # (Cotton's wrong reply: the call it allowed, not shown, by 17)


def test_the_questions_for_a_faced_card_under_1882_and_under_miller() -> None:
    fields = {"kind": "faced-card", "where": "pack", "count": 1, "discovered": "dealing"}
    asked: list[str] = []
    drive(IncidentInterview(PORTLAND).until_ruled(), from_incident(fields), asked)
    assert asked == ["stage", "incident.where", "incident.discovered", "incident.count"]
    asked = []
    drive(IncidentInterview(find_edition("miller")).until_ruled(), from_incident(fields), asked)
    assert asked == ["stage"]


def test_a_fact_the_law_does_not_turn_on_is_not_asked() -> None:
    """1882 law 16 turns on when a deal out of turn is found, not on whether the wrong dealer
    saw his cards; 1651 XII.13 turns on both."""
    fields = {"kind": "deal-out-of-turn", "discovered": "before-taking-up",
              "wrong_dealer_saw_cards": True}
    asked: list[str] = []
    ruling = drive(IncidentInterview(PORTLAND).until_ruled(), from_incident(fields), asked)
    assert asked == ["stage", "incident.discovered"]
    assert str(ruling.decision) == "right-dealer-deals"
    asked = []
    drive(IncidentInterview(find_edition("1651")).until_ruled(), from_incident(fields), asked)
    assert asked == ["stage", "incident.wrong_dealer_saw_cards"]


def test_a_moment_before_the_incident_could_happen_is_not_offered() -> None:
    """A reply cannot be found while cutting (SPEC: an incident that cannot happen is bad
    input), so the question of when a wrong reply came to light starts at the calling."""
    fields = {"kind": "wrong-reply", "player": "younger", "discovered": "declaring",
              "reply": "equal", "what": "point"}
    offered: dict[str, list[str]] = {}

    def answer(question: Question) -> str:
        offered[question.key] = [choice.value for choice in question.choices]
        return from_incident(fields)(question)

    drive(IncidentInterview(PORTLAND).until_ruled(), answer)
    assert offered["incident.discovered"] == [  # and "don't know", always an answer
        "declaring", "after-first-lead", "play", "after-play", "next-deal", "don't know"]


# --- saved files read back and rule the same way -------------------------------------------

def _asked_whole(path: Path) -> bool:
    """Whether `ask` can tell the file: not a hand told in part (`held`, `not_held`), which
    its question of a player's cards ("hand / discard") does not take, nor tricks not told
    (whose ruling turns on a hand ask does not know to ask for)."""
    incident = yaml.safe_load(path.read_text()).get("incident", {})
    if any("tricks" in step for step in incident.get("steps") or ()):
        return False  # tricks not told: ask does not yet ask the hand they would need
    return not any(isinstance(incident.get(role), dict) and {"held", "not_held"} & set(
        incident[role]) for role in ("elder", "younger"))


SCENARIOS = sorted(path for path in (ROOT / "scenarios").rglob("*.yaml") if _asked_whole(path))


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_a_saved_incident_rules_as_the_interview_did(path: Path, tmp_path: Path) -> None:
    loaded = load_incident(path)
    fields = yaml.safe_load(path.read_text())["incident"]
    if fields["kind"] == "score-dispute":  # the deal, in its own file
        (tmp_path / "deal.yaml").write_text(yaml.safe_dump(fields["deal"]))
        fields = {**fields, "deal": str(tmp_path / "deal.yaml")}
    for edition in all_editions():
        told_so = as_asked(fields, edition)
        case = loaded.case if told_so is fields else \
            parse_incident(yaml.safe_dump({"incident": told_so})).case
        try:
            whole = rule(case, edition)
        except (ImpossibleError, InputError):
            continue
        interview = IncidentInterview(edition)
        told = drive(interview.until_ruled(), from_incident(fields))
        assert told.gist() == whole.gist()
        final = rule(drive(interview.the_rest(), from_incident(fields)).case, edition)
        assert final.gist() == whole.gist()
        saved = tmp_path / "saved" / f"{edition.id}.yaml"
        saved.parent.mkdir(exist_ok=True)
        saved.write_text(interview.file_text(str(saved)))
        again = load_incident(saved)
        assert rule(again.case, edition) == final  # the same ruling, word for word


# --- a list told step by step ----------------------------------------------------------------


@dataclass(frozen=True)
class Call:
    """He called something."""

    by: Player
    call: Annotated[Literal["point", "sequence"], Doc("What did he call?", {
        "point": "his point", "sequence": "a sequence"})]
    value: Annotated[int, Doc("What did he say it makes?")] | None = None


@dataclass(frozen=True)
class Reply:
    """He replied to a call."""

    by: Player
    reply: Annotated[Literal["good", "not-good"], Doc("What did he reply?", {
        "good": '"good"', "not-good": '"not good"'})]


@dataclass(frozen=True)
class Lead:
    """He led a card."""

    by: Player
    lead: Annotated[str, CARD, Doc("Which card?")]


@dataclass(frozen=True)
class Told(Incident):
    """A toy incident told step by step (the steps' formats are told apart by their action
    key, as the calling's will be)."""

    kind: Literal["told"]
    steps: Annotated[list[Call | Reply | Lead], Doc("What was said and done, in order?")]


STEP = object()  # a marker of main's own for the steps' union, not known here


@pytest.mark.parametrize("tp", [
    typing.get_type_hints(Told, include_extras=True)["steps"],
    Annotated[list[Annotated[Call | Reply | Lead, STEP]], Doc("What was said and done?")],
], ids=["plain union", "marked union"])
def test_a_list_of_items_each_one_of_several_formats(tp: Any) -> None:
    # who took each step follows from the order (the reply is his adversary's, the first
    # lead the elder's): not asked; but a first call picked from the menu may be either
    # player's (a carte blanche): who called it is asked first, as a player tells it
    typed = iter(["call", "elder", "point", "2", "good", "3", "as", ""])
    asked: list[Question] = []

    def answer(question: Question) -> str:
        asked.append(question)
        return next(typed)

    steps = drive(ask_value(tp, "incident.steps", edition=PORTLAND), answer)
    assert steps == [{"by": "elder", "call": "point"}, {"by": "younger", "reply": "good"},
                     {"by": "elder", "lead": "AS"}]
    first = asked[0]
    assert [c.value for c in first.choices] == ["call", "reply", "lead"]
    assert first.choices[1].meaning == "He replied to a call."
    assert "No. 1" in first.text and first.optional
    assert not any(q.key.endswith("value") for q in asked)  # optional: asked when read
    assert [q.key for q in asked if q.key.endswith(".by")] == ["incident.steps[0].by"]


def test_a_step_is_told_in_one_line_and_who_follows_from_the_order() -> None:
    from arbiter.formats.told import Told as Telling

    tp = typing.get_type_hints(Telling, include_extras=True)["steps"]
    typed = iter(["point 5", "what-do-they-make", "point 5 48", "good", "younger sequence 4 K",
                  "elder good", "lead as", "play 7s", ""])
    steps = drive(ask_value(tp, "incident.steps", edition=PORTLAND, incident_kind="calling"),
                  lambda question: next(typed))
    assert [{k: v for k, v in step.items() if not k.startswith("_")} for step in steps] == [
        {"by": "elder", "call": "point", "cards": 5},
        {"by": "younger", "reply": "what-do-they-make"},
        {"by": "elder", "call": "point", "cards": 5, "value": 48},
        {"by": "younger", "reply": "good"},
        {"by": "younger", "call": "sequence", "cards": 4, "top": "K"},
        {"by": "elder", "reply": "good"},
        {"by": "elder", "lead": "AS"},
        {"by": "younger", "play": "7S"}]
    question = next(ask_value(tp, "incident.steps", edition=PORTLAND, incident_kind="calling"))
    for wrong in ("point 5 Z", "good 5"):
        with pytest.raises(InputError):
            question.answer(wrong)


def test_an_items_optional_field_is_asked_when_a_rule_reads_it(monkeypatch: Any) -> None:
    """End to end, with a toy kind ruled by a toy rule that reads a call's value."""
    from arbiter.rulings import core

    def toy_rule(ctx: Any) -> Any:
        call = ctx.incident.steps[0]
        decision = "play-on" if call.value is None or call.value < 40 else "rectify"
        return ctx.decide(core.Decision(decision), ["14"], "toy", f"value {call.value}")

    monkeypatch.setattr(core, "_REGISTRY", {("told", PORTLAND.id): core.Registration(
        "told", PORTLAND.id, toy_rule, {})})
    monkeypatch.setattr("arbiter.interview.incident.incident_format", lambda kind: Told)
    interview = IncidentInterview(PORTLAND, written={"kind": "told"})
    typed = iter(["call", "elder", "point", "reply", "good", "", "48"])
    asked: list[str] = []
    ruling = drive(interview.until_ruled(), lambda q: next(typed), asked)
    assert str(ruling.decision) == "rectify"
    assert asked[-1] == "incident.steps[0].value"
    assert interview.written["steps"][0] == {"by": "elder", "call": "point", "value": 48}
    unsaid = IncidentInterview(PORTLAND, written={"kind": "told"})
    typed = iter(["call", "elder", "point", "", ""])
    assert str(drive(unsaid.until_ruled(), lambda q: next(typed)).decision) == "play-on"


def test_a_partial_format_raises_for_what_it_does_not_hold() -> None:
    step = partial(Call, ("steps", 0), {"by": "elder", "call": "point"})
    assert isinstance(step, Call) and step.call == "point"
    with pytest.raises(NeedField) as raised:
        _ = step.value
    assert raised.value.path == ("steps", 0, "value")
    assert [f.name for f in dataclasses.fields(step)] == ["by", "call"]


# --- the deal, checked as it is told ---------------------------------------------------------

ELDER = "AS KS QS JS 10S 9S AH KH AD 9C 8C 7C"
YOUNGER = "AC KC QC JC 10C KD QD JD 10D QH 8H 7H"


def _deal_question(typed: list[str]) -> list[Question]:
    """Every question asked while `typed` is answered in turn (until it runs out)."""
    asked: list[Question] = []
    answers = iter(typed)

    class RanOut(Exception):
        pass

    def answer(question: Question) -> str:
        asked.append(question)
        found = next(answers, None)
        if found is None:
            raise RanOut
        return found

    with pytest.raises(RanOut):
        drive(ask_deal(PORTLAND), answer)
    return asked


@pytest.mark.parametrize(("hand", "problem"), [
    ("AS KS QS JS 10S 9S AH KH AD 9C 8C 6C", "6C is not in the 32-card pack"),
    ("AS KS QS JS 10S 9S AH KH AD 9C 8C", "holds 11 cards; a hand holds 12"),
    ("AS KS QS JS 10S 9S AH KH AD 9C 8C AS", "AS appears twice"),
    ("AS KS QS JS 10S 9S AH KH AD 9C 8C 5C", "'5C' is not a card"),
])
def test_a_hand_is_checked_as_it_is_typed(hand: str, problem: str) -> None:
    question = next(ask_deal(PORTLAND))
    with pytest.raises(InputError, match=problem):
        question.answer(hand)
    assert question.answer(ELDER.lower()) == ELDER


def test_the_younger_cannot_hold_the_elders_cards() -> None:
    questions = ask_deal(PORTLAND)
    next(questions)
    younger = questions.send(ELDER)
    with pytest.raises(InputError, match="AS is also in the elder's hand"):
        younger.answer("AS " + " ".join(YOUNGER.split()[1:]))


def test_a_revoke_in_the_tricks_is_asked_again() -> None:
    asked = _deal_question([ELDER, YOUNGER, "no", "AS 7H", "KS 10C"])
    assert asked[-1].key == "deal.tricks[2]" and asked[-1].problem is None
    asked = _deal_question([ELDER, YOUNGER, "no", "AH KD"])  # the younger holds QH
    assert asked[-1].key == "deal.tricks[0]"
    assert asked[-1].problem and "revoke" in asked[-1].problem


def test_the_next_leader_is_the_winner_of_the_trick() -> None:
    asked = _deal_question([ELDER, YOUNGER, "no", "9C QC"])
    assert "Trick 2: the younger leads" in asked[-1].text


def test_each_trick_walks_on_from_the_last_and_a_refused_one_from_the_start(
        monkeypatch: pytest.MonkeyPatch) -> None:  # fmt: skip
    """The deal is walked from its hands once, each trick then applied to the state the last
    left; a trick refused leaves the state part-walked, so the next is walked afresh."""
    import arbiter.game.deal as deal_module

    walked: list[int] = []
    reader = deal_module.deal_file

    def counted(doc, data, path, edition=None):  # type: ignore[no-untyped-def]
        walked.append(len(data.get("tricks") or []))
        return reader(doc, data, path, edition)

    monkeypatch.setattr(deal_module, "deal_file", counted)
    asked = _deal_question([ELDER, YOUNGER, "no", "9C QC", "AS 7H", "KD AD", "KS 8H"])
    assert asked[-4].key == asked[-3].key == "deal.tricks[1]"
    assert "not in his hand" in str(asked[-3].problem)  # the younger led, not the elder
    assert "Trick 3: the elder leads" in asked[-2].text  # KD taken by the ace
    assert "Trick 4: the elder leads" in asked[-1].text
    assert walked == [0, 1]  # from the hands, then afresh with trick 1 after the refusal


def test_a_told_deal_reads_as_a_deal_file_and_scores() -> None:
    from arbiter.game.penalised import score_deal
    from arbiter.rulings.deal_file import deal_from

    example = load_text((ROOT / "examples/deals/portland-1882-pique.yaml").read_text())
    tricks = [" ".join(trick) for trick in example.data["tricks"]]
    typed = iter([ELDER, YOUNGER, "no", *tricks])
    data = drive(ask_deal(PORTLAND), lambda q: next(typed))
    doc = load_text(deal_text(data, PORTLAND), "told.yaml")
    assert score_deal(deal_from(doc, doc.data, ())).elder.total == 78


def test_a_carte_blanche_asks_the_cards_dealt() -> None:
    dealt = "AS 10S 9S 8S 7S AH 10H 9H AD 10D AC 10C"
    held = "AS KS JS 10S 9S 8S 7S AH 10H AD 10D AC"
    younger = "KH QH JH 8H 7H KD QD JD 9D KC QC JC"
    typed = iter([held, younger, "elder", dealt, ""])
    data = drive(ask_deal(PORTLAND), lambda q: next(typed))
    assert data["elder"] == {"hand": held, "dealt": dealt}


def test_a_told_incident_offers_its_own_steps_and_takes_any_named() -> None:
    """The exchange's menu holds the exchange's steps (it fits a 24-line screen); a step of
    another part of the deal, named, is still taken."""
    questions = IncidentInterview(PORTLAND).until_ruled()
    question = next(questions)
    question = questions.send(question.answer("exchange"))
    while not question.key.startswith("incident.steps"):
        question = questions.send(question.answer(""))
    offered = [choice.value for choice in question.choices]
    assert offered[:2] == ["discard", "take"] and "call" not in offered
    assert len(offered) <= 12 and question.answer("play") == "play"


# --- each kind offered at every moment it can come to light (issue 25 item 1) --------------


def test_each_kind_is_offered_at_every_stage_its_discovered_allows_and_nowhere_else() -> None:
    """A stage offers a kind exactly when the kind arises in it (STAGES) or its file's
    `discovered` takes one of the stage's moments; every moment of `discovered` is a stage's."""
    from arbiter.formats import STAGES, incident_kinds
    from arbiter.interview.stages import MOMENTS, discovered, offered

    assert sorted(m for moments in MOMENTS.values() for m in moments) == \
        sorted(discovered("faced-card"))  # the moments, each in one stage
    for kind in incident_kinds():
        for stage in STAGES:
            arising, earlier = offered(stage)
            can = kind in STAGES[stage] or bool(set(MOMENTS[stage]) & set(discovered(kind)))
            assert (kind in arising + earlier) == can, (kind, stage)
            assert arising + earlier == list(dict.fromkeys(arising + earlier)), stage


def test_a_long_stage_keeps_the_kinds_from_elsewhere_behind_one_choice() -> None:
    """Every menu fits 24 lines; a kind from an earlier part of the game is one more
    choice away, or typed at once by its name."""
    from arbiter.interview.stages import MENU, what_happened

    for stage, kind in [("the play", "faced-card"), ("the score", "short-hand"),
                        ("carte blanche", "wrong-card-count")]:  # fmt: skip
        menus: list[int] = []

        def pick(question: Question, stage: str = stage, kind: str = kind,
                 menus: list[int] = menus) -> str:  # fmt: skip
            menus.append(len(question.choices))
            values = [choice.value for choice in question.choices]
            return stage if question.key == "stage" else kind if kind in values else "earlier"

        assert drive(what_happened(), pick) == kind
        assert max(menus[1:]) <= MENU + 1, (stage, menus)
        named = drive(what_happened(), lambda q, s=stage, k=kind: s if q.key == "stage" else k)
        assert named == kind
    played = []
    drive(what_happened(), lambda q: "the play" if q.key == "stage" else "short-hand", played)
    assert played == ["stage", "incident.kind"]
