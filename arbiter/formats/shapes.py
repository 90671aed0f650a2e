"""What a format's type is, read from its hints: for the words `arbiter kinds` shows and the
questions `arbiter ask` puts (reading a file is pydantic's work, `arbiter.files.reader`)."""

from __future__ import annotations

import dataclasses
import types
from enum import Enum
from functools import cache
from typing import Annotated, Any, Literal, Union, get_args, get_origin

from arbiter.formats.markers import (
    CARD,
    CARDS,
    EDITION,
    INCLUDE,
    RANK,
    SUIT,
    ByKey,
    OneOf,
    Range,
    hints,
)


def shape(tp: Any) -> tuple[str, Any, tuple[Any, ...]]:
    """What a type is, as (shape, the type without its markers, its markers): the shapes are
    `tagged`, `bykey`, `include`, `edition`, `cards`, `card`, `rank`, `suit`, `literal`,
    `enum`, `union`, `list`, `tuple`, `dict`, `dataclass`, `int`, `bool`, `text`, `none`,
    `any`."""
    markers: tuple[Any, ...] = ()
    if get_origin(tp) is Annotated:
        tp, *rest = get_args(tp)
        inner, more = shape(tp)[1:]
        tp, markers = inner, (*rest, *more)
    for marker in markers:
        if isinstance(marker, OneOf):
            return "tagged", tp, markers
        if isinstance(marker, ByKey):
            return "bykey", tp, markers
        named = {INCLUDE: "include", EDITION: "edition", CARDS: "cards", CARD: "card",
                 RANK: "rank", SUIT: "suit"}  # fmt: skip
        if marker in named:
            return named[marker], tp, markers
    return _plain_shape(tp), tp, markers


@cache
def _plain_shape(tp: Any) -> str:
    origin = get_origin(tp)
    if origin is Literal:
        return "literal"
    if origin in (Union, types.UnionType):
        return "union"
    if origin in (list, tuple, dict):
        return str(origin.__name__)
    if isinstance(tp, type) and issubclass(tp, Enum):
        return "enum"
    if dataclasses.is_dataclass(tp):
        return "dataclass"
    return {int: "int", bool: "bool", str: "text", type(None): "none"}.get(tp, "any")


def choices(tp: Any) -> list[str]:
    """The values a `literal` or `enum` type allows, as written in files."""
    if isinstance(tp, type) and issubclass(tp, Enum):
        return [str(member.value) for member in tp]
    return [str(value) for value in get_args(tp)]


def range_of(markers: tuple[Any, ...]) -> Range | None:
    return next((m for m in markers if isinstance(m, Range)), None)


def describe(tp: Any) -> str:
    """What a type expects, in words."""
    kind, bare, _ = shape(tp)
    if kind in ("literal", "enum"):
        return "one of " + ", ".join(choices(bare))
    if kind == "union":
        return " or ".join(describe(a) for a in get_args(bare) if a is not type(None))
    if kind == "tuple":
        return f"a list of {len(get_args(bare))}"
    if kind == "include":
        return f"{describe(bare)}, or the name of a YAML file holding it"
    return {
        "list": "a list", "dict": "a mapping", "dataclass": "a mapping", "tagged": "a mapping",
        "bykey": "a mapping", "rank": "a rank (A K Q J 10 9 8 7 6)",
        "suit": "a suit (S H D C, or spades, hearts, diamonds, clubs)",
        "int": "a whole number", "bool": "true or false", "text": "text", "card": "a card",
        "cards": "cards (a list, or a string like \"AS KS 10H\")", "edition": "an edition",
        "none": "nothing",
    }.get(kind, "a value")  # fmt: skip


def key_of(cls: type, name: str) -> str:
    """The key a file writes for a format's field: its alias where its name cannot be the
    word (`from`, a Python keyword, is the field `from_`)."""
    for marker in getattr(fields_of(cls)[name][0], "__metadata__", ()):
        alias = getattr(marker, "alias", None)
        if isinstance(alias, str):
            return alias
    return name


@cache
def fields_of(cls: type) -> dict[str, tuple[Any, bool]]:
    """A format's fields: each one's type (with markers) and whether it must be given."""
    types_ = hints(cls)
    return {
        f.name: (types_[f.name], f.default is dataclasses.MISSING
                 and f.default_factory is dataclasses.MISSING)
        for f in dataclasses.fields(cls)
    }  # fmt: skip
