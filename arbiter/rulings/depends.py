"""Ruling on an incident some of whose facts are `unknown` (SPEC "Facts the players do not
know"): as usual where the ruling does not turn on them, else `depends`, with one branch for
each way it rules (the values that rule alike in one branch). How the facts are tried is
`arbiter.telling.unknown`'s; this module makes the ruling of the branches found."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from arbiter.decisions import Decision
from arbiter.errors import dotted
from arbiter.files.yamlio import FieldPath
from arbiter.formats import doc_of
from arbiter.lawbook.editions import Edition
from arbiter.rulings.core import Branch, Case, Citation, Ruling, StepNote
from arbiter.telling.unknown import (
    FactUnknown,
    Leaf,
    field_type,
    given,
    grouped,
    leaves,
    merged_facts,
)

Rule = Callable[[Case, Edition], Ruling]


def rule_unknown(case: Case, edition: Edition, rule: Rule, quiet: Rule) -> Ruling:
    """Rule on a case with facts written `unknown`: `rule` rules a case (the kind's check that
    it can happen first), `quiet` without that check (for the ruling as usual, which should
    name no value the check tried)."""
    pack = [str(card) for card in edition.pack]
    incident = case.incident
    found = list(leaves(incident, pack, lambda known: rule(case._replace(incident=known),
                                                           edition)))
    groups = grouped(found, Ruling.gist)
    if len(groups) == 1:
        return _as_usual(case, edition, quiet, found)
    branches = [Branch(_condition(incident, facts), _given(facts), group[0].ruling)
                for group in groups for facts in merged_facts(group, found)]
    return _depends(case, edition, branches)


def _as_usual(case: Case, edition: Edition, quiet: Rule, found: Sequence[Leaf]) -> Ruling:
    """The ruling whatever the unknown facts were: ruled on what is known where the rules
    read nothing unknown, else the first way tried, with a note that the others rule alike."""
    try:
        return quiet(case._replace(incident=given(case.incident, {})), edition)
    except FactUnknown:
        pass
    paths = list(dict.fromkeys(path for leaf in found for path, _ in leaf.facts))
    names = ", ".join(dotted(path) for path in paths)
    note = (f"{names} is not known; the ruling is the same whatever it was (each value it can "
            "take was tried).")
    first = found[0].ruling
    return first._replace(notes=(*first.notes, note))  # type: ignore[no-any-return]


def _depends(case: Case, edition: Edition, branches: list[Branch]) -> Ruling:
    facts = list(dict.fromkeys(_fact_name(name) for branch in branches
                               for name, _ in branch.given))
    citations: list[Citation] = []
    for branch in branches:
        citations += [c for c in branch.ruling.citations if c not in citations]
    summary = (f"It depends on what is not known ({', '.join(facts)}): "
               f"{len(branches)} ways it rules.")
    explanation = " ".join(f"If {branch.condition}: {branch.ruling.summary}"
                           for branch in branches)
    steps = tuple(_unknown_step(case, note._replace(law=None, finding=None))
                  for note in branches[0].ruling.steps)
    return Ruling(edition=edition.id, kind=case.kind, decision=Decision.DEPENDS,
                  summary=summary, explanation=explanation, citations=tuple(citations),
                  steps=steps, branches=tuple(branches))  # fmt: skip


def _unknown_step(case: Case, note: StepNote) -> StepNote:
    """A told step in words with its unknown facts as `?` ('replies "?"'), not as the first
    branch took them."""
    import dataclasses

    from arbiter.rulings.told_words import said
    from arbiter.telling.unknown import UNKNOWN

    steps = getattr(case.incident, "steps", None)
    if not isinstance(steps, list) or not 0 < note.number <= len(steps):
        return note
    step = steps[note.number - 1]
    unknown = {f.name: "?" for f in dataclasses.fields(step)
               if object.__getattribute__(step, f.name) is UNKNOWN}
    if not unknown:
        return note
    try:
        words = said(dataclasses.replace(step, **unknown))
    except Exception:  # words made for known values: say which fact is not known instead
        words = f"{note.said} ({', '.join(unknown)} not known)"
    return note._replace(said=words)


def _fact_name(dotted_name: str) -> str:
    """`count`; a step's fact as `step 2's reply` (from `steps[1].reply`); a card of a hand
    told in part as `whether the elder held QD` (from `elder.holds.QD`)."""
    import re

    found = re.fullmatch(r"steps\[(\d+)\]\.(\w+)", dotted_name)
    if found:
        return f"step {int(found[1]) + 1}'s {found[2]}"
    untold = re.fullmatch(r"steps\[(\d+)\]\.kept\.(\w+)\.(\w)", dotted_name)
    if untold:
        from arbiter.cards import Suit

        suit = Suit.parse(untold[3]).plural[:-1]
        return f"whether the {untold[2]} still held a {suit} after step {int(untold[1]) + 1}"
    card = re.fullmatch(r"(elder|younger)\.holds\.(\w+)", dotted_name)
    return f"whether the {card[1]} held {card[2]}" if card else dotted_name


def _held(path: FieldPath) -> bool:
    """Whether a fact is a card of a hand told in part (`("elder", "holds", "QD")`)."""
    return len(path) == 3 and path[1] == "holds"


def _given(facts: dict[FieldPath, list[Any]]) -> tuple[tuple[str, Any], ...]:
    """`(("where", "stock"),)`; the values that rule alike as a tuple (a list in JSON)."""
    return tuple((dotted(path), _plain(values[0]) if len(values) == 1
                  else tuple(map(_plain, values))) for path, values in facts.items())


def _plain(value: Any) -> Any:
    return value if value is None or isinstance(value, bool | int) else str(value)


def _condition(incident: Any, facts: dict[FieldPath, list[Any]]) -> str:
    """The facts of a branch in words: `where: stock (in the stock, when taking in)`."""
    return "; ".join(_fact_words(incident, path, values) for path, values in facts.items())


def _fact_words(incident: Any, path: FieldPath, values: list[Any]) -> str:
    from arbiter.formats.shapes import shape

    if len(path) == 5 and path[2] == "kept":  # a suit kept through tricks not told
        from arbiter.cards import Suit

        suit = Suit.parse(str(path[4])).plural[:-1]
        after = f"after the tricks of step {int(path[1]) + 1}"
        if len(values) > 1:
            return f"whether the {path[3]} still held a {suit} {after}"
        return f"the {path[3]} {'still held a' if values[0] else 'held no'} {suit} {after}"
    if _held(path):  # a card of a hand told in part
        if len(values) > 1:
            return f"the {path[0]} held {path[2]} or not"
        return f"the {path[0]} {'held' if values[0] else 'did not hold'} {path[2]}"
    markers = shape(field_type(incident, path))[2]
    doc = doc_of(markers)
    meanings = doc.values if doc else {}
    shown = _span(values) if all(isinstance(v, int) and not isinstance(v, bool)
                                 for v in values) else " or ".join(map(_word, values))
    words = " or ".join(meanings[str(v)] for v in values if str(v) in meanings)
    step = f"step {int(path[1]) + 1} " if len(path) == 3 and isinstance(path[1], int) else ""
    fact = f"{step}{path[-1]}: {shown}"
    if words and len(words) <= 60:
        return f"{fact} ({words})"
    return fact


def _word(value: Any) -> str:
    if value is None:
        return "not said"
    return str(value).lower() if isinstance(value, bool) else str(value)


def _span(values: list[int]) -> str:
    """`1`, `1 or 3`, `2 to 8`: whole numbers, a run of them as its ends."""
    ordered = sorted(values)
    if len(ordered) > 2 and ordered == list(range(ordered[0], ordered[-1] + 1)):
        return f"{ordered[0]} to {ordered[-1]}"
    return " or ".join(map(str, ordered))
