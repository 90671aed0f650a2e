"""Issue 23: a call allowed good and not shown before its caller's first card (1651 XII.3,
Cotton 17). A `show` step names its cards; the call is shown when those cards hold it."""

from __future__ import annotations

from pathlib import Path

from arbiter.rulings.check import check_file
from arbiter.rulings.core import Ruling
from tests.conftest import ruled

HANDS = """  elder:
    hand: AH KH QH JH 9H 7S 8S 9C 10C 7D 8D 9D       # hearts: five cards, fifty; a quart major
  younger:
    hand: AS KS QS 10S AD KD QD AC KC QC JC 8C       # nothing as good
"""
CALLS = """    - {by: elder, call: point, cards: 5, value: 50}
    - {by: younger, reply: good}
    - {by: elder, call: sequence, cards: 4, top: A}
    - {by: younger, reply: good}
"""


def _rule(between: str, edition: str) -> Ruling:
    text = (f"incident:\n  kind: calling\n{HANDS}  steps:\n{CALLS}{between}"
            "    - {by: elder, lead: AH}\n    - {by: younger, play: 10S}\n")
    return ruled(text, edition)


def _penalties(ruling: Ruling) -> set[tuple[str, str | None]]:
    return {(str(p.effect), p.what) for p in ruling.penalties}


def test_led_without_a_show_both_are_lost_and_the_adversary_reckons_each() -> None:
    ruling = _rule("", "1651")
    assert (str(ruling.decision), ruling.step, ruling.law_ids[0]) == ("penalty", 5, "XII.3")
    assert _penalties(ruling) == {("loses-declaration", "point"), ("loses-declaration", "sequence"),
                                  ("adversary-reckons-all", "point"),
                                  ("adversary-reckons-all", "sequence")}


def test_a_show_of_the_cards_called_is_in_time() -> None:
    ruling = _rule("    - {by: elder, show: [AH, KH, QH, JH, 9H]}\n", "1651")
    assert str(ruling.decision) == "play-on" and "XII.3" in ruling.law_ids


def test_a_show_that_does_not_hold_the_sequence_leaves_it_unshown() -> None:
    """Four hearts shown hold the quart but not the point of five: the point is lost."""
    ruling = _rule("    - {by: elder, show: [AH, KH, QH, JH]}\n", "1651")
    assert _penalties(ruling) == {("loses-declaration", "point"),
                                  ("adversary-reckons-all", "point")}


def test_cotton_takes_the_ruff_alone_and_gives_the_adversary_nothing() -> None:
    ruling = _rule("", "cotton")
    assert (str(ruling.decision), ruling.law_ids) == ("penalty", ["17"])
    assert _penalties(ruling) == {("loses-declaration", "point")}


def test_1882_owes_a_show_only_when_asked() -> None:
    ruling = _rule("", "1882")
    assert str(ruling.decision) == "play-on" and "55" in ruling.law_ids


def test_check_compares_what_for_every_effect(tmp_path: Path) -> None:
    """`check` holds a scenario's `what` against the ruling's for every effect, not only for a
    declaration lost: 1882 law 31's surplus reckons nothing, and names no score."""
    def mismatched(penalty: str) -> list[str]:
        path = tmp_path / "surplus.yaml"
        path.write_text("incident: {kind: surplus-take-in, player: elder, discarded: 4, taken: 5,"
                        " mixed: true, discovered: declaring}\nexpect:\n  portland-1882:\n"
                        "    decision: penalty\n"
                        f"    penalties: [{{player: elder, effect: reckons-nothing{penalty}}}]\n",
                        encoding="utf-8")
        result = check_file(path)
        assert result.error is None, result.error
        return [mismatch.field for mismatch in result.mismatches]

    assert mismatched(", what: point") == ["penalties"]
    assert mismatched("") == []
