"""What the players know of a hand, asked as a player can answer it (SPEC "Facts the players do
not know"; issue 25): the cards known held or not held when the whole hand is not known, and,
where a ruling still turns on what nobody has said of a hand (`depends` on `elder.holds.QD`, or
on `steps[2].kept.younger.H`), whether he held that card, or still held that suit after the
tricks not told: yes, no, or don't know. Each answer is written in the file's own words
(`held`, `not_held`; the tricks' `kept`), so the file rules as the interview did; "don't know"
leaves the branches."""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from arbiter.errors import InputError
from arbiter.interview.questions import DONT_KNOW, Choice, Question, cards_reader

# A fact of a ruling's branches that is no field of the file but a card of a hand told in
# part: whether the elder held QD (`arbiter.telling.told_partly`).
HOLDS = re.compile(r"(elder|younger)\.holds\.(\w+)")
# ... or a suit still held after tricks not told (`steps[2].kept.younger.H`).
KEPT = re.compile(r"steps\[(\d+)\]\.kept\.(elder|younger)\.([SHDC])")
# The calls judged against the cards a player holds (a part of a hand decides them).
JUDGED = ("point", "sequence", "quatorze", "trio")
NOT_KNOWN = "not known"  # the answer "don't know", kept apart from yes and no


def parts_known(role: str, told: Mapping[str, Any] | None,
                steps: Any) -> Question | None:  # fmt: skip
    """The cards known of a player's hand, when his whole hand is not known and a call of
    his names the suit or rank whose cards judge it (three queens; a point in hearts); else
    None, for nothing said would change the ruling: a part of a hand judges his calls only
    (his replies and answers are left to what the steps state), and a call naming no suit
    turns on more cards than are tried (`told_partly.MOST_TRIED`)."""
    if told is None or any(told.get(part) for part in ("hand", "held", "not_held")):
        return None
    if not any(isinstance(step, Mapping) and step.get("call") in JUDGED
               and step.get("by") == role and (step.get("rank") or step.get("suit"))
               for step in steps or ()):  # fmt: skip
        return None
    read = cards_reader(False)

    def parts(line: str) -> dict[str, Any]:
        given = [part.strip() for part in line.split("/")]
        if len(given) > 2:
            raise InputError(f"{len(given)} parts; at most 2: held / not held")
        held, not_held = [*given, ""][:2]
        return {"held": read(held) if held else None,
                "not_held": read(not_held) if not_held else None}

    return Question(f"incident.{role}.held", f"Which cards do you know the {role} held after "
                    "the exchange? Then, after a /, any you know he did not hold",
                    optional=True, reader=parts, blank="none known",
                    hint="cards, e.g. QS QH / QD (held / not held)")


def hidden_fact(ruling: Any, passed: set[str]) -> str | None:
    """The first fact a `depends` ruling turns on that the players may know of a hand (a card
    held), not yet asked; None if none."""
    for branch in getattr(ruling, "branches", ()) or ():
        for name, _ in branch.given:
            if (HOLDS.fullmatch(name) or KEPT.fullmatch(name)) and name not in passed:
                return str(name)
    return None


def fact_question(name: str, steps: Any = ()) -> Question:
    """"Did the elder hold QD after the exchange?", "Did the younger still hold a heart after
    those 5 tricks?": yes / no / don't know."""
    found = HOLDS.fullmatch(name)
    if found is not None:
        text = f"Did the {found[1]} hold {found[2]} after the exchange?"
    else:
        kept = KEPT.fullmatch(name)
        assert kept is not None
        from arbiter.cards import Suit

        told = steps[int(kept[1])] if int(kept[1]) < len(steps or ()) else {}
        count = told.get("tricks") if isinstance(told, Mapping) else None
        those = f"those {count} tricks" if count and count > 1 else "that trick"
        suit = Suit.parse(kept[3]).plural[:-1]
        text = f"Did the {kept[2]} still hold a {suit} after {those} not told?"
    return Question(f"incident.{name}", text,
                    (Choice("yes", result=True), Choice("no", result=False),
                                  Choice(DONT_KNOW, "nobody knows: the ruling gives each way "
                                         "it goes", result=NOT_KNOWN)),
                    also={"y": True, "n": False, "?": NOT_KNOWN, "unknown": NOT_KNOWN})


def record(written: dict[str, Any], name: str, value: bool) -> None:
    """An answer written in the file's words: the card among those he held, or did not; the
    suit he still held after the tricks, or not (their `kept`)."""
    kept = KEPT.fullmatch(name)
    if kept is not None:
        step = written["steps"][int(kept[1])]
        step.setdefault("kept", {}).setdefault(kept[2], {})[kept[3]] = value
        return
    found = HOLDS.fullmatch(name)
    assert found is not None
    cards = written.setdefault(found[1], {})
    part = "held" if value else "not_held"
    listed = cards.get(part) or []
    listed = listed.split() if isinstance(listed, str) else list(listed)
    cards[part] = " ".join([*listed, found[2]])
