"""What the players partly know, in a telling (SPEC "Facts the players do not know", issue 25
item 2): a hand told in part (cards held, cards not held) decides a call where the known cards
decide it, and the ruling that turns on a card nobody knows is `depends`."""

from __future__ import annotations

import itertools
from pathlib import Path
from typing import Any

import pytest
import yaml
from typer.testing import CliRunner

from arbiter.cli import app
from arbiter.lawbook.editions import all_editions
from arbiter.rulings import Decision
from arbiter.variants.find import find_edition
from tests.conftest import ruled

runner = CliRunner()

# Dispute (c) of issue 25, the elder's whole hand given: two queens held, the third discarded.
HAND = "QS QH AS KS AH KH 9C 8C 7C AD KD 10D"
DISCARD = "QC 7S 8S 9S 10S"
STEPS = [{"by": "elder", "call": "trio", "rank": "Q"}, {"by": "younger", "reply": "good"},
         {"by": "elder", "lead": "AS"}]  # fmt: skip


def told(elder: dict[str, Any], steps: list[dict[str, Any]] = STEPS, **more: Any) -> str:
    return yaml.safe_dump({"incident": {"kind": "calling", "elder": elder, "steps": steps,
                                        **more}}, sort_keys=False)  # fmt: skip


def bearing(hand: str) -> tuple[list[str], list[str]]:
    """The cards of the ranks that count in sets in the hand, and those neither in the hand
    nor discarded: all that a set call (and whether he held a better set) turns on."""
    ranks = ("A", "K", "Q", "J", "10")
    cards, discard = hand.split(), DISCARD.split()
    held = [c for c in cards if c[:-1] in ranks]
    elsewhere = [f"{r}{s}" for r in ranks for s in "SHDC"
                 if f"{r}{s}" not in cards + discard]
    return held, elsewhere


@pytest.mark.parametrize("edition", [e.id for e in all_editions()])
@pytest.mark.parametrize(("call", "rank"), [("trio", "Q"), ("trio", "K"), ("trio", "A"),
                                            ("quatorze", "A"), ("trio", "J")])
def test_the_cards_that_bear_on_a_call_rule_as_the_whole_hand(edition: str, call: str,
                                                             rank: str) -> None:
    """The cards a set call turns on known, held or not held, rule as the hand they come
    from (what else he held is not read)."""
    steps = [{"by": "elder", "call": call, "rank": rank}, *STEPS[1:]]
    whole = ruled(told({"hand": HAND, "discard": DISCARD}, steps), edition)
    held, elsewhere = bearing(HAND)
    part = {"held": held, "discard": DISCARD, "not_held": elsewhere}
    partly = ruled(told(part, steps), edition)
    assert partly.gist() == whole.gist()
    assert partly.decision is not Decision.DEPENDS


def test_a_card_nobody_knows_gives_a_branch_for_each_way() -> None:
    """The fourth queen's place unknown: held, the trio was true (law 64); not held, a call of
    what he did not hold (law 54). Each branch rules as the hand that holds it or not."""
    ruling = ruled(told({"held": "QS QH", "discard": "QC"}), "1882")
    assert ruling.decision is Decision.DEPENDS
    ways = {branch.given: branch.ruling for branch in ruling.branches}
    assert set(ways) == {(("elder.holds.QD", True),), (("elder.holds.QD", False),)}
    for (_, value), way in [(key[0], way) for key, way in ways.items()]:
        known = {"held": "QS QH QD" if value else "QS QH", "discard": "QC",
                 **({} if value else {"not_held": "QD"})}
        assert way.gist() == ruled(told(known), "1882").gist()
    assert "whether the elder held QD" in ruling.summary


def test_a_card_the_adversary_holds_is_not_tried() -> None:
    """The younger said to hold the fourth queen: the elder could not have held it."""
    text = told({"held": "QS QH", "discard": "QC"}, younger={"held": ["QD"]},
                discovered="after-play")
    ruling = ruled(text, "1882")
    assert ruling.decision is Decision.PENALTY and not ruling.branches


def test_a_partly_known_hand_walks_the_play() -> None:
    """A card he is known not to have held cannot be played by him; a card held is his."""
    assert runner.invoke(app, ["rule", "-"], input=told(
        {"held": "QS QH QD", "discard": "QC"},
        [*STEPS[:2], {"by": "elder", "lead": "QD"}])).exit_code == 0


BAD = [
    ({"held": "QS QH", "not_held": ["QD", "QS"]}, "incident.elder.not_held[1]: QS is both "
     "held and not held"),
    ({"held": ["QS", "QH", "QC"], "discard": "QC"}, "incident.elder.held[2]: QC is both held "
     "and discarded"),
    ({"hand": HAND, "held": ["QS"]}, "incident.elder.held: his whole hand is given"),
    ({"held": " ".join(str(c) for c in itertools.islice(find_edition("1882").pack, 13))},
     "incident.elder.held: 13 cards held: a hand holds 12"),
    ({"held": "QS QH", "not_held": "AS"}, "incident.steps[2]: the elder leads AS, which he "
     "did not hold"),
]


@pytest.mark.parametrize(("elder", "message"), BAD)
def test_bad_partly_known_hands_are_one_line(tmp_path: Path, elder: dict[str, Any],
                                             message: str) -> None:
    path = tmp_path / "told.yaml"
    path.write_text(told(elder))
    result = runner.invoke(app, ["rule", str(path)])
    assert result.exit_code == 2
    line = result.output.strip()
    assert "\n" not in line and "Traceback" not in line
    assert line.startswith(f"Error: {path}:") and message in line


# --- "all the cards left" ------------------------------------------------------------------


def exchange(*steps: dict[str, Any]) -> str:
    return yaml.safe_dump({"incident": {"kind": "exchange", "steps": list(steps)}},
                          sort_keys=False)  # fmt: skip


def _take(by: str, take: Any) -> list[dict[str, Any]]:
    discards = {"elder": 5, "younger": 3}
    return [{"by": by, "discard": discards[by]}, {"by": by, "take": take}]


@pytest.mark.parametrize("edition", [e.id for e in all_editions()])
@pytest.mark.parametrize("elder_took", [1, 3, 5])
def test_all_the_cards_left_is_counted_from_the_stock(edition: str, elder_took: int) -> None:
    """The elder's "all" is the rest of his part of the stock; the younger's, all the stock
    holds after the elder took: each rules as the number it counts to."""
    rules = find_edition(edition).rules
    share = min(rules.exchange.elder_max, rules.deal.stock)
    elder = [{"by": "elder", "discard": elder_took}, {"by": "elder", "take": elder_took}]
    younger = rules.deal.stock - elder_took
    said = ruled(exchange(*elder, *_take("younger", "all")), edition)
    counted = ruled(exchange(*elder, *_take("younger", younger)), edition)
    assert said.gist() == counted.gist() and said.decision is not Decision.DEPENDS
    assert ruled(exchange(*_take("elder", "all")), edition).gist() == \
        ruled(exchange(*_take("elder", share)), edition).gist()


def test_all_left_with_the_elders_take_not_told_depends_on_what_he_left() -> None:
    """Each way the count may have been rules as the exchange told with the elder's take."""
    ruling = ruled(exchange({"by": "elder", "discard": 5}, *_take("younger", "all")), "1882")
    assert ruling.decision is Decision.DEPENDS
    for branch in ruling.branches:
        (name, counts), = branch.given
        assert name == "steps[2].take"
        for left in counts if isinstance(counts, tuple) else (counts,):
            took = 8 - left  # of the five he discarded
            told_so = exchange({"by": "elder", "discard": 5}, {"by": "elder", "take": took},
                               *_take("younger", left))
            assert ruled(told_so, "1882").gist() == branch.ruling.gist()
    assert {left for b in ruling.branches for left in
            (b.given[0][1] if isinstance(b.given[0][1], tuple) else (b.given[0][1],))} \
        == {3, 4, 5, 6, 7}


def test_all_the_cards_left_when_none_are_left_is_bad_input(tmp_path: Path) -> None:
    path = tmp_path / "all.yaml"
    path.write_text(exchange(*_take("elder", "all"), {"by": "elder", "take": "all"}))
    result = runner.invoke(app, ["rule", str(path)])
    assert result.exit_code == 2
    assert result.output.strip() == (
        f"Error: {path}:9:11: incident.steps[2].take: the elder takes all the cards left of "
        "his part of the stock but none are left (say how many he took)")


# --- tricks played and not told ------------------------------------------------------------

YOUNGER = "AC KC QC JC 10C 9C 10H 8H 7H AD KD 10S"


def play(*steps: dict[str, Any], younger: str = YOUNGER) -> str:
    return yaml.safe_dump({"incident": {"kind": "play", "younger": {"hand": younger},
                                        "steps": list(steps)}}, sort_keys=False)  # fmt: skip


SIXTH = ({"by": "elder", "lead": "AH"}, {"by": "younger", "play": "AD"})


def test_a_renounce_after_tricks_not_told_depends_on_the_suit_kept() -> None:
    """Each way rules as the tricks told so: his hearts kept (one told played to the elder's
    lead) or all played in them."""
    ruling = ruled(play({"by": "elder", "tricks": 5}, *SIXTH), "1882")
    assert ruling.decision is Decision.DEPENDS
    ways = {branch.given: branch.ruling.gist() for branch in ruling.branches}
    assert set(ways) == {(("steps[0].kept.younger.H", True),),
                         (("steps[0].kept.younger.H", False),)}
    gone = play({"by": "elder", "tricks": 5, "cards": "10H 8H 7H"}, *SIXTH)
    kept = play({"by": "elder", "tricks": 5, "cards": "10H 8H"}, *SIXTH)
    assert ways[(("steps[0].kept.younger.H", False),)] == ruled(gone, "1882").gist()
    assert ruled(gone, "1882").decision is not Decision.DEPENDS
    # one heart known played, the other two not known either way: still a fact not known
    assert ruled(kept, "1882").decision is Decision.DEPENDS


def test_steps_after_tricks_not_told_are_placed_in_the_play() -> None:
    """A call after tricks not told comes after the younger played to the first trick."""
    told_so = yaml.safe_dump({"incident": {"kind": "calling", "steps": [
        {"by": "elder", "tricks": 2}, {"by": "elder", "call": "point", "cards": 5}]}})
    result = runner.invoke(app, ["rule", "-"], input=told_so)
    assert result.exit_code == 2 and "a call after the younger has played to the first " \
        "trick" in result.output


@pytest.mark.parametrize(("steps", "message"), [
    ([{"by": "younger", "tricks": 3}], "incident.steps[0].by: the younger leads the first of "
     "them, but the elder was due to lead"),
    ([{"by": "elder", "tricks": 11}, {"by": "elder", "tricks": 2}],
     "incident.steps[1].tricks: 13 tricks: a hand of 12 plays 12"),
    ([{"by": "elder", "lead": "AH"}, {"by": "elder", "tricks": 2}],
     "incident.steps[1]: tricks are played while the elder's lead awaits a card played"),
    ([{"by": "elder", "tricks": 1, "cards": "AH KH QH"}],
     "incident.steps[0].cards: 3 cards played in 1 trick: two a trick"),
])  # fmt: skip
def test_bad_tricks_not_told_are_one_line(tmp_path: Path, steps: list[dict[str, Any]],
                                          message: str) -> None:
    path = tmp_path / "play.yaml"
    path.write_text(play(*steps))
    result = runner.invoke(app, ["rule", str(path)])
    assert result.exit_code == 2
    assert result.output.count("\n") == 1 and message in result.output


# --- an inquiry refused ----------------------------------------------------------------------


@pytest.mark.parametrize("edition", [e.id for e in all_editions()])
@pytest.mark.parametrize(("call", "inquiry"), [
    ({"call": "sequence", "cards": 4}, "to-what-card"),
    ({"call": "sequence", "cards": 4, "good_against_the_cards": True}, "to-what-card"),
    ({"call": "trio"}, "what-rank"),
    ({"call": "point", "cards": 5}, "what-do-they-make"),
])  # fmt: skip
def test_an_inquiry_refused_rules_as_the_inquiry_unanswered(edition: str, call: dict[str, Any],
                                                          inquiry: str) -> None:
    """The caller may refuse an inquiry as he may a question: where the law binds him to
    answer, the call is completed; where it does not, the refusal stands."""
    asked = [{"by": "elder", **call}, {"by": "younger", "reply": inquiry}]
    refused = [*asked, {"by": "elder", "answer": "refuses"}]
    def calling(steps: list[dict[str, Any]]) -> str:
        return yaml.safe_dump({"incident": {"kind": "calling", "steps": steps}})
    assert ruled(calling(refused), edition).gist() == ruled(calling(asked), edition).gist()


def test_a_refusal_with_nothing_asked_is_bad_input() -> None:
    text = yaml.safe_dump({"incident": {"kind": "calling", "steps": [
        {"by": "elder", "call": "sequence", "cards": 4}, {"by": "younger", "reply": "good"},
        {"by": "elder", "answer": "refuses"}]}})
    result = runner.invoke(app, ["rule", "-"], input=text)
    assert result.exit_code == 2 and "no question was put to him" in result.output


# --- told through `arbiter ask`: what the players know of a hand -----------------------------


def asked_c(answer_qd: str) -> tuple[Any, list[str], str]:
    """Dispute (c) through the interview, the elder's hand not known: the cards known held,
    then whether he held the fourth queen (answered `answer_qd`)."""
    from arbiter.interview import IncidentInterview
    from tests.test_interview import drive

    interview = IncidentInterview(find_edition("1882"), written={"kind": "calling"})
    typed = {"incident.steps[0]": "elder trio Q", "incident.steps[1]": "good",
             "incident.steps[2]": "tricks 2", "incident.elder": "/ QC",
             "incident.elder.held": "QS QH", "incident.elder.holds.QD": answer_qd}
    asked: list[str] = []
    ruling = drive(interview.until_ruled(), lambda q: typed.get(q.key, ""), asked)
    return ruling, asked, interview.file_text()


@pytest.mark.parametrize(("answer", "decision"), [("no", Decision.PENALTY),
                                                  ("yes", Decision.PLAY_ON),
                                                  ("don't know", Decision.DEPENDS)])
def test_ask_takes_the_cards_known_held_and_asks_the_card_the_ruling_turns_on(
        answer: str, decision: Decision) -> None:  # fmt: skip
    ruling, asked, text = asked_c(answer)
    assert asked.index("incident.elder.held") == asked.index("incident.elder") + 1
    assert asked[-1] == "incident.elder.holds.QD" and ruling.decision is decision
    assert not [key for key in asked if key.endswith((".error", ".good_against_the_cards"))]
    assert ruled(text, "1882").gist() == ruling.gist()  # the file says what was answered
    if answer == "no":
        assert "not_held: QD" in text and ruling.citations[0].law == "54"


def test_the_cards_known_held_are_not_asked_where_he_called_nothing_they_judge() -> None:
    from arbiter.interview import IncidentInterview
    from tests.test_interview import drive

    interview = IncidentInterview(find_edition("1882"), written={"kind": "calling"})
    typed = {"incident.steps[0]": "elder point 5 48 H", "incident.steps[1]": "younger good",
             "incident.steps[2]": "younger trio Q", "incident.steps[3]": "elder good"}
    asked: list[str] = []
    drive(interview.until_ruled(), lambda q: typed.get(q.key, ""), asked)
    assert "incident.younger.held" in asked and "incident.elder.held" in asked
    typed["incident.steps[2]"] = "lead AS"
    typed.pop("incident.steps[3]")
    asked.clear()
    drive(IncidentInterview(find_edition("1882"), written={"kind": "calling"}).until_ruled(),
          lambda q: typed.get(q.key, ""), asked)
    assert "incident.younger.held" not in asked


@pytest.mark.parametrize(("answer", "decision"), [("yes", Decision.RECTIFY),
                                                  ("no", Decision.PLAY_ON),
                                                  ("don't know", Decision.DEPENDS)])
def test_ask_asks_whether_he_still_held_the_suit_after_tricks_not_told(
        answer: str, decision: Decision) -> None:  # fmt: skip
    """README "Tricks played and not told": a card not followed to after them; the answer is
    written as the tricks' `kept`, and the file rules as the interview did."""
    from arbiter.interview import IncidentInterview
    from tests.test_interview import drive

    settled = {("younger",), *(("younger", part) for part in
                                ("hand", "discard", "dealt", "held", "not_held"))}
    interview = IncidentInterview(find_edition("1882"), written={
        "kind": "play", "younger": {"hand": YOUNGER}}, settled=settled)
    typed = iter(["tricks 5", "elder lead AH", "play AD", "", ""])
    questions: list[str] = []

    def reply(question: Any) -> str:
        questions.append(question.text)
        return answer if question.key == "incident.steps[0].kept.younger.H" else next(typed)

    ruling = drive(interview.until_ruled(), reply)
    assert questions[-1] == "Did the younger still hold a heart after those 5 tricks not told?"
    assert ruling.decision is decision
    assert ruled(interview.file_text(), "1882").gist() == ruling.gist()
    if answer == "no":
        assert "kept:\n      younger: {H: false}" in interview.file_text()


def test_a_suit_kept_after_tricks_not_told_may_be_written() -> None:
    kept = play({"by": "elder", "tricks": 5, "kept": {"younger": {"H": True}}}, *SIXTH)
    gone = play({"by": "elder", "tricks": 5, "kept": {"younger": {"H": False}}}, *SIXTH)
    ways = {b.given: b.ruling.gist() for b in ruled(play({"by": "elder", "tricks": 5},
                                                          *SIXTH), "1882").branches}
    assert ruled(kept, "1882").gist() == ways[(("steps[0].kept.younger.H", True),)]
    assert ruled(gone, "1882").gist() == ways[(("steps[0].kept.younger.H", False),)]
