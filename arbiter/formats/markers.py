"""The markers a format's fields carry in `Annotated`, beyond what a type alone can say:
`Doc` (what the field and each of its values mean, in the players' words), `Range` (the least
and greatest number), `EDITION` (an edition's id or alias), `CARDS` and `CARD` (card codes),
`RANK`, `SUIT`, `INCLUDE` (a value that may instead name a file holding it), `OneOf` and
`ByKey` (a value that is one of several formats), `Keyed` (a record whose fields a file
names by other keys in that place). They are data: pydantic reads them through
the hooks `arbiter.formats.checks` gives their classes (pydantic is used only through it),
the interview and `arbiter kinds` through `doc_of` and `hints`.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar, get_type_hints


class Marker:
    """What every marker is to pydantic: a class whose hooks, given by `arbiter.formats.checks`
    (where pydantic is used), make its core schema (where it has one of its own) and its JSON
    Schema."""

    __get_pydantic_core_schema__: ClassVar[Callable[..., Any]]
    __get_pydantic_json_schema__: ClassVar[Callable[..., Any]]


@dataclass(frozen=True, eq=False)  # markers are told apart by identity (and hash by it)
class Doc(Marker):
    """What a field means in the players' words, and what each of its values means; `fact`
    states the fact, for a ruling that turns on it ("If he had not shown ..."): a yes/no's
    statement (its "no" puts `not` after its first verb, unless given as a pair), else a
    statement whose `{}` takes the values (`{s}` and `{was}` agreeing with a count); `words`,
    a value's words in that statement where they are not its meaning in `values`."""

    text: str
    values: Mapping[str, str] = field(default_factory=dict)
    fact: str | tuple[str, str] | None = None
    words: Mapping[str, str] = field(default_factory=dict)

def doc_of(markers: tuple[Any, ...]) -> Doc | None:
    """A field's words from all its `Doc` markers: the question of the most specific (the
    last: `Annotated[Player, Doc("Who revoked?")]`), each value's meaning from any of them."""
    docs = [marker for marker in markers if isinstance(marker, Doc)]
    if not docs:
        return None
    values: dict[str, str] = {}
    words: dict[str, str] = {}
    for found in docs:
        values.update(found.values)
        words.update(found.words)
    fact = next((found.fact for found in reversed(docs) if found.fact is not None), None)
    return Doc(docs[-1].text, values, fact, words)


@dataclass(frozen=True, eq=False)
class Example:
    """The value `arbiter kinds KIND --example` writes for a field, as YAML text, where the
    first allowed value would not make a file that rules (0 taken for 0 discarded is no
    surplus); by incident kind where a format serves several."""

    value: str | Mapping[str, str]

    def for_kind(self, kind: str) -> str | None:
        return self.value if isinstance(self.value, str) else self.value.get(kind)


@dataclass(frozen=True, eq=False)
class Range(Marker):
    """The least and (when given) the greatest whole number a field takes."""

    least: int
    most: int | None = None


@dataclass(frozen=True)
class RestOfPack:
    """A count that only restates the deal when the `parts` named are found wrong (a stock
    beside a hand of thirteen): `arbiter ask` takes it as the rest of the edition's pack, not
    asked, and asks it only when those parts are as the edition deals them."""

    parts: tuple[str, ...]


@dataclass(frozen=True, eq=False)
class OneOf(Marker):
    """A value that is one of several formats, told apart by the value of its `key` (an
    incident's `kind`): `formats` maps each value to the module under `arbiter.formats` that
    defines it, imported when a file names it."""

    key: str
    formats: Mapping[str, str]
    facts: bool = False  # an incident file's incident: its facts may be written `unknown`

    def format_for(self, tag: str) -> type:
        module = importlib.import_module(f"arbiter.formats.{self.formats[tag]}")
        found: type = module.FORMATS[tag]
        return found

    def all_formats(self) -> dict[str, type]:
        return {tag: self.format_for(tag) for tag in self.formats}


@dataclass(frozen=True, eq=False)
class ByKey(Marker):
    """A value that is one of several formats told apart by which of their keys it holds (a
    step of a told incident: `call`, `reply`, `lead`...): `formats` maps each such key to its
    format, whose field of that name it must have."""

    formats: Mapping[str, type]
    # for `arbiter ask`: the keys offered for each incident kind, in the order a player meets
    # them (the others are still taken when named)
    offered: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    facts: bool = False  # a told incident's steps: their facts may be written `unknown`


@dataclass(frozen=True, eq=False)
class Keyed(Marker):
    """A record read where a file names some of its fields by other keys (`keys`: field to
    key): the score sheet's `not_scored` is a kept ruling, its `citations` written `laws`."""

    keys: Mapping[str, str]


class NamedMarker(Marker):
    """A named marker: `EDITION`, `CARD`, `CARDS`, `RANK`, `SUIT`, `INCLUDE`."""

    def __init__(self, name: str) -> None:
        self.name = name

    def __repr__(self) -> str:
        return self.name


# an edition id or alias, any case (YAML reads 1882 as a number)
EDITION = NamedMarker("EDITION")
CARD = NamedMarker("CARD")  # one card code, e.g. 10H
CARDS = NamedMarker("CARDS")  # cards as a YAML list or a string "AS KS 10H"
# a rank: A K Q J 10 9 8 7 6 (T for ten), any case; 10 as a number too
RANK = NamedMarker("RANK")
SUIT = NamedMarker("SUIT")  # a suit: S H D C, a symbol, or its name (spades), any case
# A value written in place, or as the name of a YAML file that holds it, relative to the file
# that names it (a score dispute's `deal: last-hand.yaml`): read as if written in place.
INCLUDE = NamedMarker("INCLUDE")
INCLUDE_PATTERN = r"\.[Yy][Aa]?[Mm][Ll]\s*$"  # such a name ends .yaml or .yml


def hints(cls: type) -> dict[str, Any]:
    """A format's field types, with their markers."""
    return get_type_hints(cls, include_extras=True)
