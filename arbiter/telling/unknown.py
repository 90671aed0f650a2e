"""Facts the players do not know (SPEC "Facts the players do not know").

Any fact of an incident, a short kind's field or a told step's, may be written `unknown`.
The reader keeps `UNKNOWN` in its place; a ruling is then made on the incident with that fact
left out, and a rule that reads it raises `FactUnknown`. Only then is the fact tried with each
value it can take (a list's values, true and false, the numbers in its range, the cards of the
pack), and the incident ruled again with each (a value the incident cannot hold, such as
nine faced cards in a stock of eight, is no branch). So a fact the ruling does not turn on is
never tried, and the ruling is as usual; one it does turn on gives `depends`, with a branch
for each set of values that rule alike (docassemble's rule: only what can change the answer).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterator, Mapping, Sequence
from functools import cache
from typing import Any, NamedTuple

from arbiter.errors import ImpossibleError, InputError, dotted
from arbiter.files.yamlio import FieldPath
from arbiter.formats.facts import UNKNOWN, WORD, Unknown, can_be_unknown, values_of
from arbiter.formats.shapes import fields_of

__all__ = ["UNKNOWN", "WORD", "FactUnknown", "Leaf", "Unknown", "can_be_unknown", "given",
           "grouped", "has_unknown", "leaves", "merged_facts", "values_of"]  # fmt: skip


class FactUnknown(InputError):
    """A rule read a fact written `unknown` (its path in the incident)."""

    def __init__(self, path: FieldPath, values: Sequence[Any] | None = None) -> None:
        super().__init__(f"{dotted(path)} is unknown, and the ruling turns on it")
        self.path = path
        # The values to try, for a fact that is no field of its own (whether a player held a
        # card, where his hand is told in part); else its field's values.
        self.values = values


def partly_known(value: object) -> bool:
    """Whether a part of an incident is told in part (a hand of which some cards are known:
    `PlayerCards.partly_known`), so that facts no field holds may be tried for it."""
    known = getattr(value, "partly_known", None)
    if not callable(known):
        return False
    try:
        return bool(known())
    except InputError:  # a field it reads not yet asked (the interview's partly asked incident)
        return False


def is_unknown(value: object) -> bool:
    return value is UNKNOWN


def has_unknown(value: object) -> bool:
    """Whether a built incident (or any part of it) holds a fact written `unknown`."""
    if value is UNKNOWN:
        return True
    if isinstance(value, list | tuple):
        return any(has_unknown(item) for item in value)
    if partly_known(value):
        return True
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return any(has_unknown(object.__getattribute__(value, f.name))
                   for f in dataclasses.fields(value))
    return False


# --- an incident with its unknown facts left out -------------------------------------------


@cache
def held_class(cls: type, missing: Callable[[FieldPath], InputError]) -> type:
    """A subclass of a format whose instances hold only some fields: reading another raises
    `missing` with its path, unless the instance lists it in `_absent` (a fact left out that
    is read as `_whole`, the incident it stands for, reads it); `dataclasses.fields` lists
    only the fields held. The interview's partly asked incident and a ruling's incident with
    its unknown facts left out are both such instances."""
    names = frozenset(f.name for f in dataclasses.fields(cls))

    def __getattribute__(self: Any, name: str) -> Any:
        held = object.__getattribute__(self, "__dict__")
        if name in names and name not in held:
            if name in held.get("_absent", ()):
                return getattr(held["_whole"], name)
            raise missing((*held["_path"], name))
        if name == "__dataclass_fields__":
            return {n: f for n, f in cls.__dataclass_fields__.items()  # type: ignore[attr-defined]
                    if n in held}  # fmt: skip
        return object.__getattribute__(self, name)

    def __repr__(self: Any) -> str:
        held = object.__getattribute__(self, "__dict__")
        return f"{cls.__name__}(held: {', '.join(n for n in held if n in names)})"

    return type(cls.__name__, (cls,), {"__getattribute__": __getattribute__,
                                       "__repr__": __repr__})  # fmt: skip


def given(value: Any, facts: Mapping[FieldPath, Any], path: FieldPath = ()) -> Any:
    """`value` (a built incident, or part of it) with the facts in `facts` put in place of
    their `unknown`, and the other unknown facts left out (read, they raise FactUnknown)."""
    if isinstance(value, list):
        return [given(item, facts, (*path, index)) for index, item in enumerate(value)]
    if partly_known(value):  # facts no field holds: the part tells how to take them
        return value.with_facts({place[len(path):]: fact for place, fact in facts.items()
                                 if place[:len(path)] == path})
    if not (dataclasses.is_dataclass(value) and not isinstance(value, type)) \
            or not has_unknown(value):
        return value
    cls = type(value)
    made: Any = object.__new__(held_class(cls, FactUnknown))
    object.__setattr__(made, "_path", path)
    object.__setattr__(made, "_whole", value)  # with `unknown` in place: to rule on it again
    absent = set()
    for field in dataclasses.fields(cls):
        try:
            held = object.__getattribute__(value, field.name)
        except AttributeError:  # not held by `value` itself (an interview's fact not asked)
            absent.add(field.name)
            continue
        place = (*path, field.name)
        if held is UNKNOWN and place not in facts:
            continue
        object.__setattr__(made, field.name, facts[place] if held is UNKNOWN
                           else given(held, facts, place))
    object.__setattr__(made, "_absent", frozenset(absent))
    return made


def field_type(incident: Any, path: FieldPath) -> Any:
    """The type of the field at `path` in a built incident (the step's own format's)."""
    owner = incident
    for step in path[:-1]:
        owner = owner[step] if isinstance(step, int) else object.__getattribute__(owner, step)
    cls: type = owner.__class__
    return fields_of(cls)[str(path[-1])][0]


# --- ruling on what is known ---------------------------------------------------------------


class Leaf(NamedTuple):
    """One way the unknown facts may have been, as far as the ruling read them, and its
    ruling."""

    facts: tuple[tuple[FieldPath, Any], ...]
    ruling: Any  # a Ruling


def leaves(incident: Any, pack: Sequence[str], rule: Callable[[Any], Any],
           facts: tuple[tuple[FieldPath, Any], ...] = ()) -> Iterator[Leaf]:
    """Rule on `incident` with the facts known so far; where a rule reads an unknown fact,
    once for each value it can take (values the incident cannot hold are no leaves)."""
    try:
        yield Leaf(facts, rule(given(incident, dict(facts))))
        return
    except FactUnknown as read:
        unknown, path = read, read.path
    values = unknown.values if unknown.values is not None \
        else values_of(field_type(incident, path), pack)
    assert values is not None  # the reader let only such a fact be unknown
    found = 0
    for value in values:
        try:
            for leaf in leaves(incident, pack, rule, (*facts, (path, value))):
                found += 1
                yield leaf
        except ImpossibleError:
            continue  # the incident cannot be so: no branch
    if not found:
        raise ImpossibleError(f"{dotted(path)}: no value it can take makes this incident "
                              "possible")


def grouped(found: Sequence[Leaf], gist: Callable[[Any], Any]) -> list[list[Leaf]]:
    """The leaves in groups that rule alike, in the order first met."""
    groups: dict[Any, list[Leaf]] = {}
    for leaf in found:
        groups.setdefault(gist(leaf.ruling), []).append(leaf)
    return list(groups.values())


def merged_facts(group: Sequence[Leaf], every: Sequence[Leaf] = ()) -> list[dict[FieldPath,
                                                                                list[Any]]]:
    """A group's facts as few conditions as say it exactly. The leaves that read the same
    facts are taken together: the values of the first fact are parted into those whose ways
    on (the other facts' values) are the same, and each part's ways merged the same way (the
    elder's 0 to 11 cards with the dealer's 0 to 12 is one condition, not 156). A fact a
    condition holds with every value it took in any leaf of `every` is left out (it does not
    matter there), unless nothing would be left."""
    seen: dict[FieldPath, set[Any]] = {}
    for leaf in every:
        for path, value in leaf.facts:
            seen.setdefault(path, set()).add(value)
    reading: dict[tuple[FieldPath, ...], list[tuple[Any, ...]]] = {}
    for leaf in group:  # by the facts read, in the order read
        reading.setdefault(tuple(path for path, _ in leaf.facts), []).append(
            tuple(value for _, value in leaf.facts))
    found = []
    for paths, ways in reading.items():
        for condition in _parted(paths, ways):
            telling = {path: values for path, values in condition.items()
                       if set(values) != seen.get(path, set())}
            found.append(telling or condition)
    return found


def _parted(paths: Sequence[FieldPath], ways: Sequence[tuple[Any, ...]]) -> list[dict[
        FieldPath, list[Any]]]:
    """The ways (each fact's value, in the order of `paths`) as conditions, each a set of
    values a fact, every combination of which is a way: the first fact's values grouped by
    the ways on that they share."""
    if not paths:
        return [{}]
    on: dict[Any, list[tuple[Any, ...]]] = {}
    for way in ways:
        on.setdefault(way[0], []).append(way[1:])
    shared: dict[frozenset[tuple[Any, ...]], list[Any]] = {}
    for value, rest in on.items():
        shared.setdefault(frozenset(rest), []).append(value)
    return [{paths[0]: values, **condition}
            for rest, values in shared.items()
            for condition in _parted(paths[1:], [way for way in on[values[0]]])]
