"""Ruling on an incident some of whose facts are `unknown` (SPEC "Facts the players do not
know"): as usual where the ruling does not turn on them, else `depends`, with one branch for
each way it rules (the values that rule alike in one branch). How the facts are tried is
`arbiter.telling.unknown`'s; this module makes the ruling of the branches found."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from itertools import islice
from typing import Any

from arbiter.decisions import Decision
from arbiter.errors import InputError, dotted
from arbiter.files.yamlio import FieldPath
from arbiter.lawbook.editions import Edition
from arbiter.rulings.case import Case
from arbiter.rulings.conditions import condition, fact_name
from arbiter.rulings.records import Branch, Citation, Ruling, StepNote
from arbiter.telling.unknown import (
    FactUnknown,
    Leaf,
    given,
    grouped,
    leaves,
    merged_facts,
)

Rule = Callable[[Case, Edition], Ruling]
# The most ways the facts not known are tried (each a ruling, well under a millisecond): past
# it the players are asked to say what they know (four hand and stock counts and the moment
# not known make 40,000 ways under 1882).
MOST_WAYS = 10_000


def rule_unknown(case: Case, edition: Edition, rule: Rule, quiet: Rule) -> Ruling:
    """Rule on a case with facts written `unknown`: `rule` rules a case (the kind's check that
    it can happen first), `quiet` without that check (for the ruling as usual, which should
    name no value the check tried)."""
    pack = [str(card) for card in edition.pack]
    incident = case.incident
    found = list(islice(leaves(incident, pack, lambda known: rule(
        case._replace(incident=known), edition)), MOST_WAYS + 1))
    if len(found) > MOST_WAYS:
        paths = dict.fromkeys(path for leaf in found for path, _ in leaf.facts)
        where = case.document.where(case.path) if case.document is not None else None
        raise InputError(f"the ruling turns on too many facts not known to try each way they "
                         f"could be (over {MOST_WAYS:,} ways): "
                         f"{', '.join(fact_name(incident, p) for p in paths)}",
                         where, hint="say what is known of one of them")
    groups = grouped(found, Ruling.gist)
    if len(groups) == 1:
        return _as_usual(case, edition, quiet, found)
    ways = [(facts, group[0].ruling) for group in groups
            for facts in merged_facts(group, found)]
    branches = [Branch(condition(incident, facts), _given(facts), ruling)
                for facts, ruling in ways]
    paths = dict.fromkeys(path for facts, _ in ways for path in facts)
    return _depends(case, edition, branches, [fact_name(incident, p) for p in paths])


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


def _depends(case: Case, edition: Edition, branches: list[Branch], facts: list[str]) -> Ruling:
    citations: list[Citation] = []
    for ruled in (r for branch in branches for r in (branch.ruling, *branch.ruling.also)):
        citations += [c for c in ruled.citations if c not in citations]
    summary = (f"It depends on what is not known ({', '.join(facts)}): "
               f"{len(branches)} ways it rules.")
    explanation = " ".join(f"If {branch.condition}: {branch.ruling.summary}"
                           + "".join(_beside(also) for also in branch.ruling.also)
                           for branch in branches)
    steps = tuple(_unknown_step(case, note._replace(law=None, finding=None))
                  for note in branches[0].ruling.steps)
    return Ruling(edition=edition.id, kind=case.kind, decision=Decision.DEPENDS,
                  summary=summary, explanation=explanation, citations=tuple(citations),
                  steps=steps, branches=tuple(branches))  # fmt: skip


def _beside(also: Ruling) -> str:
    """What a branch rules beside its ruling, in its explanation: ` Also, at step 4, the
    elder led without showing his point: ...`."""
    where = f"at step {also.step}, " if also.step is not None else ""
    return f" Also, {where}{also.finding}: {also.summary}"


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


def _given(facts: dict[FieldPath, list[Any]]) -> tuple[tuple[str, Any], ...]:
    """`(("where", "stock"),)`; the values that rule alike as a tuple (a list in JSON)."""
    return tuple((dotted(path), _plain(values[0]) if len(values) == 1
                  else tuple(map(_plain, values))) for path, values in facts.items())


def _plain(value: Any) -> Any:
    return value if value is None or isinstance(value, bool | int) else str(value)
