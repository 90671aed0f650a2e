"""The condition of a ruling's branch in the players' words (SPEC "Facts the players do not
know"): each fact a branch holds, stated from its field's own `Doc` (its `fact`, and the
words or meanings of its values), as "he had not shown the cards of his call" or "at step 3,
the younger took in 4 to 7 cards"; the field's question where the fact is only named."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any, get_args

from arbiter.cards import Suit
from arbiter.errors import dotted
from arbiter.files.yamlio import FieldPath
from arbiter.formats import Doc, Stage, doc_of
from arbiter.formats.shapes import shape
from arbiter.telling.unknown import UNKNOWN, field_type

VERBS = ("had", "has", "was", "were", "is", "are", "could", "did", "does", "would")
UNSAID = "nothing was said of it"  # an optional fact left unsaid (None)
RUN = 3  # so many stages or more from the first or to the last are said as a run


def condition(incident: Any, facts: dict[FieldPath, list[Any]]) -> str:
    """The facts of a branch in words, joined by "and"."""
    return " and ".join(fact_words(incident, path, values) for path, values in facts.items())


def fact_name(incident: Any, path: FieldPath) -> str:
    """A fact not known, by its question: `"How many cards were found faced?"`; a step's as
    `step 2: "What did he answer?"`; a card of a hand told in part, `whether the elder held
    QD`."""
    if len(path) == 5 and path[2] == "kept":
        suit = Suit.parse(str(path[4])).plural[:-1]
        return f"whether the {path[3]} still held a {suit} after step {int(path[1]) + 1}"
    if _held(path):
        return f"whether the {path[0]} held {path[2]}"
    doc = field_doc(field_type(incident, path))
    named = f"“{doc.text}”" if doc else dotted(path)
    return f"step {int(path[1]) + 1}: {named}" if _step(path) else named


def fact_words(incident: Any, path: FieldPath, values: Sequence[Any]) -> str:
    """One fact of a branch as a statement (the values it holds there)."""
    if len(path) == 5 and path[2] == "kept":  # a suit kept through tricks not told
        suit = Suit.parse(str(path[4])).plural[:-1]
        after = f"after the tricks of step {int(path[1]) + 1}"
        if len(values) > 1:
            return f"whether the {path[3]} still held a {suit} {after} or not"
        return f"the {path[3]} {'still held a' if values[0] else 'held no'} {suit} {after}"
    if _held(path):  # a card of a hand told in part
        if len(values) > 1:
            return f"the {path[0]} held {path[2]} or not"
        return f"the {path[0]} {'held' if values[0] else 'did not hold'} {path[2]}"
    tp = field_type(incident, path)
    said = _subject(stated(tp, list(values)), _player(incident, path))
    return f"at step {int(path[1]) + 1}, {said}" if _step(path) else said


def field_doc(tp: Any) -> Doc | None:
    """A field's words, also where it may be left out (`Annotated[X, Doc(...)] | None`)."""
    kind, bare, markers = shape(tp)
    found = doc_of(markers)
    if found is None and kind == "union":
        for option in get_args(bare):
            found = found or field_doc(option)
    return found


def stated(tp: Any, values: list[Any]) -> str:
    """A field's fact, holding `values`, as its `Doc.fact` states it."""
    doc = field_doc(tp)
    if doc is None or doc.fact is None:
        raise ValueError(f"no fact stated for {tp!r}: give its Doc a `fact`")
    known = [value for value in values if value is not None]
    unsaid = [UNSAID] if len(known) < len(values) else []
    if all(isinstance(value, bool) for value in known):
        return " or ".join([_yes_no(doc.fact, value) for value in known] + unsaid)
    if not isinstance(doc.fact, str):
        raise ValueError(f"{doc.text}: a yes and a no stated for a fact that is no yes/no")
    if not known:
        return UNSAID
    if all(isinstance(value, int) for value in known):
        single = known == [1]
        said = doc.fact.format(_span(known), s="" if single else "s",
                               was="was" if single else "were")
    else:
        said = doc.fact.format(_listed(tp, doc, known))
    return ", or ".join([said, *unsaid])


def _yes_no(fact: str | tuple[str, str], value: bool) -> str:
    if not isinstance(fact, str):
        return fact[0] if value else fact[1]
    if value:
        return fact
    words = fact.split(" ")
    verb = next((at for at, word in enumerate(words) if word in VERBS), None)
    if verb is None:
        raise ValueError(f"{fact!r}: no verb to put `not` after; give a yes and a no")
    return " ".join([*words[:verb + 1], "not", *words[verb + 1:]])


def _listed(tp: Any, doc: Doc, values: list[Any]) -> str:
    """The values in words: `in the pack or in the stock`; a run of stages from the first
    or to the last the field takes as `after the first lead, or later`."""
    order = _order(tp)
    place = [order.index(str(value)) for value in values] if order else []
    words = [_word(doc, value) for value in values]
    if place and len(values) >= RUN and place == list(range(place[0], place[0] + len(values))):
        if place[-1] == len(order) - 1:
            return f"{words[0]}, or later"
        if place[0] == 0:
            return f"{words[-1]}, or earlier"
    if len(words) == 1:
        return words[0]
    if any("," in word for word in words):  # words with commas of their own: "; or" between
        return "; or ".join(words)
    return f"{', '.join(words[:-1])} or {words[-1]}"


def _order(tp: Any) -> list[str]:
    """The stages of the game a choice of them takes, in order (`discovered`); else none."""
    kind, bare, _ = shape(tp)
    if kind == "union":
        for option in get_args(bare):
            if option is not type(None):
                return _order(option)
    found = [str(value) for value in get_args(bare)] if kind == "literal" else []
    stages = [stage.value for stage in Stage]
    return found if found and all(value in stages for value in found) else []


def _word(doc: Doc, value: Any) -> str:
    key = str(value)
    if key in doc.words:
        return doc.words[key]
    if key in doc.values:
        return doc.values[key]
    if re.fullmatch(r"[SHDC]", key):
        return Suit.parse(key).plural
    return key.replace("-", " ")


def _span(values: list[int]) -> str:
    """`1`, `1 or 3`, `2 to 8`: whole numbers, a run of them as its ends."""
    ordered = sorted(values)
    if len(ordered) > 2 and ordered == list(range(ordered[0], ordered[-1] + 1)):
        return f"{ordered[0]} to {ordered[-1]}"
    return " or ".join(map(str, ordered))


def _player(incident: Any, path: FieldPath) -> str | None:
    """Who `he` is in a fact: the step's player, or the incident's (when known)."""
    owner: Any = incident
    if _step(path):
        owner = incident.steps[int(path[1])]
        found = object.__getattribute__(owner, "by")
    else:
        try:
            found = object.__getattribute__(owner, "player")
        except AttributeError:
            return None
    return None if found is UNKNOWN or found is None or path[-1] in ("by", "player") \
        else str(found)


def _subject(said: str, player: str | None) -> str:
    """`he had shown ...` as `the elder had shown ...` where it is known who he is."""
    if player is None:
        return said
    return re.sub(r"^he\b", f"the {player}", re.sub(r"^his\b", f"the {player}'s", said))


def _held(path: FieldPath) -> bool:
    """Whether a fact is a card of a hand told in part (`("elder", "holds", "QD")`)."""
    return len(path) == 3 and path[1] == "holds"


def _step(path: FieldPath) -> bool:
    return len(path) == 3 and path[0] == "steps" and isinstance(path[1], int)
