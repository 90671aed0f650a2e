"""Checking parsed YAML against the file formats, with one clear message per mistake.

The formats are frozen dataclasses with type hints (`arbiter.formats`); this module walks a
`Document`'s data along those hints and builds the dataclasses, or raises an `InputError`
naming the file, the YAML line and column, the field path, what was expected, and a "did you
mean" for a misspelt key or value. `arbiter.schema` walks the same hints to publish the JSON
Schema, and `shape` is the one place both decide what a type is, so they accept the same
files.

What a file may write beyond the strict type, and the schema allows too: a value from a
list in any case and with spaces around it (`Elder`, `PLAY`); a number where text is
expected (`title: 1882`); a whole number written as `3.0`.
"""

from __future__ import annotations

import dataclasses
import re
import types
from enum import Enum
from functools import cache
from typing import Annotated, Any, Literal, TypeVar, Union, get_args, get_origin

from arbiter.cards import Rank, Suit, card_codes
from arbiter.errors import ArbiterError, InputError, did_you_mean
from arbiter.formats import (
    CARD,
    CARDS,
    DISCOVERED_DOC,
    EDITION,
    INCLUDE,
    INCLUDE_PATTERN,
    RANK,
    SUIT,
    ByKey,
    OneOf,
    Range,
    hints,
)
from arbiter.yamlio import STDIN_NAME, Document, FieldPath, load_file

T = TypeVar("T")
# Control characters, all but tab and line feed; and those that move or break text on the
# screen without being seen: the bidirectional marks, embeddings, overrides and isolates
# (U+202E turns what follows around) and the line and paragraph separators.
CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028-\u202e"
                     r"\u2066-\u2069]")


def build(cls: type[T], doc: Document, data: Any = None, path: FieldPath = ()) -> T:
    """Build dataclass `cls` from `doc.data` (or `data` found at `path` within it)."""
    value = doc.data if data is None and not path else data
    result: T = _Checker(doc).check(cls, value, path)
    return result


def value_of(tp: Any, doc: Document, path: FieldPath) -> Any:
    """Check and build the value of any format type (a field's, with its markers) found at
    `path` in a document, as `build` does a whole format."""
    return _Checker(doc).check(tp, doc.data_at(path), path)


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


@cache
def kinds_of(options: tuple[Any, ...]) -> dict[str, type]:
    """For a union of formats that each have a `kind` of one value: {kind: format}; else {}."""
    found: dict[str, type] = {}
    for option in options:
        if not dataclasses.is_dataclass(option):
            return {}
        kind = hints(option).get("kind")  # type: ignore[arg-type]
        if kind is None or shape(kind)[0] != "literal" or len(get_args(shape(kind)[1])) != 1:
            return {}
        found[get_args(shape(kind)[1])[0]] = option  # type: ignore[assignment]
    return found


def _fits(tp: Any, value: Any) -> bool:
    """Whether a value is of the broad sort a type takes (a mapping, a list, a scalar)."""
    kind = shape(tp)[0]
    if kind in ("dataclass", "dict", "tagged", "bykey"):
        return isinstance(value, dict)
    if kind == "include":
        return isinstance(value, dict | str)
    if kind in ("list", "tuple"):
        return isinstance(value, list)
    if kind == "cards":
        return isinstance(value, list | str)
    return not isinstance(value, dict | list)


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


@cache
def fields_of(cls: type) -> dict[str, tuple[Any, bool]]:
    """A format's fields: each one's type (with markers) and whether it must be given."""
    types_ = hints(cls)
    return {
        f.name: (types_[f.name], f.default is dataclasses.MISSING
                 and f.default_factory is dataclasses.MISSING)
        for f in dataclasses.fields(cls)
    }  # fmt: skip


def _kind_of(value: Any) -> str:
    if value is None:
        return "nothing"
    if isinstance(value, bool):
        return str(value).lower()
    if isinstance(value, dict):
        return "a mapping"
    if isinstance(value, list):
        return "a list"
    text = repr(value)
    return text if len(text) <= 40 else f"{text[:30]}... ({len(text)} characters)"


def folded(value: Any) -> str | None:
    """A word from a list as a file may write it: any case (ASCII letters only), spaces
    around it. None for what is no such word."""
    if not isinstance(value, str) or not value.strip().isascii():
        return None
    return value.strip().lower()


def is_whole(value: Any) -> bool:
    """An int, or a float with nothing after the point (`3.0`); never a boolean."""
    if isinstance(value, bool):
        return False
    return isinstance(value, int) or (isinstance(value, float) and value.is_integer())


def is_text_like(value: Any) -> bool:
    """Text, or a number YAML read where text was meant (`title: 1882`)."""
    return isinstance(value, str | int | float) and not isinstance(value, bool)


class _Checker:
    def __init__(self, doc: Document) -> None:
        self.doc = doc

    def fail(self, path: FieldPath, message: str, hint: str | None = None,
             at_key: bool = False) -> InputError:  # fmt: skip
        return InputError(message, self.doc.where(path, key=at_key), hint)

    def expected(self, tp: Any, value: Any, path: FieldPath) -> InputError:
        return self.fail(path, f"expected {describe(tp)}, got {_kind_of(value)}")

    def check(self, tp: Any, value: Any, path: FieldPath) -> Any:
        kind, bare, markers = shape(tp)
        result = getattr(self, f"_{kind}")(bare, value, path, markers)
        found = range_of(markers)
        if found is not None and isinstance(result, int):
            self._in_range(result, found, path)
        return result

    def _in_range(self, number: int, bounds: Range, path: FieldPath) -> None:
        if number < bounds.least:
            raise self.fail(path, f"must be {bounds.least} or more, not {number}")
        if bounds.most is not None and number > bounds.most:
            raise self.fail(path, f"must be at most {bounds.most}, not {number}")

    def _any(self, tp: Any, value: Any, path: FieldPath, markers: tuple[Any, ...]) -> Any:
        return value

    def _none(self, tp: Any, value: Any, path: FieldPath, markers: tuple[Any, ...]) -> None:
        if value is not None:
            raise self.expected(tp, value, path)

    def _int(self, tp: Any, value: Any, path: FieldPath, markers: tuple[Any, ...]) -> int:
        if not is_whole(value):
            raise self.expected(tp, value, path)
        return int(value)

    def _bool(self, tp: Any, value: Any, path: FieldPath, markers: tuple[Any, ...]) -> bool:
        if not isinstance(value, bool):
            raise self.expected(tp, value, path)
        return value

    def _text(self, tp: Any, value: Any, path: FieldPath, markers: tuple[Any, ...]) -> str:
        """Text as written, unless it holds a control character: a quoted "\\e[31m" would
        reach the terminal as an escape code when a title is shown."""
        if not is_text_like(value):
            raise self.expected(tp, value, path)
        text = str(value)
        found = CONTROL.search(text)
        if found is not None:
            message = f"text with a control character ({found.group()!r})"
            raise self.fail(path, message, "only tabs and line breaks may be written in text")
        return text

    def _card(self, tp: Any, value: Any, path: FieldPath, markers: tuple[Any, ...]) -> str:
        return self._text(str, value, path, ())

    def _cards(self, tp: Any, value: Any, path: FieldPath,
               markers: tuple[Any, ...]) -> list[str] | str:  # fmt: skip
        bounds = range_of(markers)  # how many cards, if bounded (a lead: one at least)
        if bounds is not None and isinstance(value, list | str):
            count = len(value) if isinstance(value, list) else len(card_codes(value))
            if count < bounds.least:
                cards = "card" if bounds.least == 1 else "cards"
                raise self.fail(path, f"expected {bounds.least} {cards} at least, "
                                f"got {count or 'none'}")
        if isinstance(value, list):
            return [self._text(str, item, (*path, i), ()) for i, item in enumerate(value)]
        if isinstance(value, str):
            return self._text(str, value, path, ())
        raise self.fail(path, f"expected {describe(Annotated[str, CARDS])}, "
                        f"got {_kind_of(value)}")

    def _edition(self, tp: Any, value: Any, path: FieldPath, markers: tuple[Any, ...]) -> str:
        from arbiter.editions import resolve_edition_id

        if not is_text_like(value):
            raise self.fail(path, f"expected an edition, got {_kind_of(value)}")
        name = str(int(value)) if is_whole(value) else str(value)  # YAML reads 1882 as a number
        if not name.strip().isascii():
            raise self.fail(path, f"unknown edition {name!r}")
        try:
            resolve_edition_id(name)
        except InputError as error:
            raise error.located(self.doc.where(path)) from None
        return name

    def _rank(self, tp: Any, value: Any, path: FieldPath, markers: tuple[Any, ...]) -> str:
        """A rank as written (`K`, `10`, `t`, or 10 as a number), as its code (`10`)."""
        if (is_text_like(value) and is_whole(value)) or isinstance(value, str):
            try:
                return str(Rank.parse(str(int(value)) if is_whole(value) else str(value)).value)
            except ArbiterError:
                pass
        raise self.fail(path, f"expected {describe(Annotated[str, RANK])}, got {_kind_of(value)}")

    def _suit(self, tp: Any, value: Any, path: FieldPath, markers: tuple[Any, ...]) -> str:
        """A suit as written (`H`, `♥`, `hearts`), as its letter (`H`)."""
        if isinstance(value, str):
            try:
                return str(Suit.parse(value).value)
            except ArbiterError:
                pass
        raise self.fail(path, f"expected {describe(Annotated[str, SUIT])}, got {_kind_of(value)}")

    def _bykey(self, tp: Any, value: Any, path: FieldPath, markers: tuple[Any, ...]) -> Any:
        by_key = next(m for m in markers if isinstance(m, ByKey))
        formats = by_key.formats
        if not isinstance(value, dict):
            raise self.fail(path, f"expected a mapping, got {_kind_of(value)}")
        keys = [key for key in formats if key in value]
        if len(keys) == 1:
            return self._dataclass(formats[keys[0]], value, path, ())
        named = self._offered_first(by_key, path)
        if keys:
            said = ", ".join(repr(key) for key in keys)
            raise self.fail(path, f"one step, one deed: {said} given together",
                            "one of " + ", ".join(named))
        known = {name for cls in formats.values() for name in fields_of(cls)}
        unknown = next((key for key in value if key not in known), None)
        if unknown is not None:  # a deed misspelt or made up: its key, as any unknown key
            hint = did_you_mean(str(unknown), named) or "one of " + ", ".join(named)
            raise self.fail((*path, unknown), f"unknown key {unknown!r}", hint, at_key=True)
        raise self.fail(path, "nothing said or done", "one of " + ", ".join(named))

    def _offered_first(self, by_key: ByKey, path: FieldPath) -> list[str]:
        """The keys a `ByKey` value takes, those offered for the kind of the nearest mapping
        above it that has a `kind` (a told incident's `exchange`, `calling`, `play`) first."""
        for depth in range(len(path) - 1, -1, -1):
            try:
                above = self.doc.data_at(path[:depth])
            except (KeyError, IndexError, TypeError):
                continue
            kind = folded(above.get("kind")) if isinstance(above, dict) else None
            if kind is not None and kind in by_key.offered:
                first = list(by_key.offered[kind])
                return first + [key for key in by_key.formats if key not in first]
        return list(by_key.formats)

    def _literal(self, tp: Any, value: Any, path: FieldPath, markers: tuple[Any, ...]) -> Any:
        allowed = get_args(tp)
        word = folded(value)
        if word in allowed:
            return word
        earlier = DISCOVERED_DOC.values.get(word or "") if DISCOVERED_DOC in markers else None
        if earlier:  # a moment before this kind of incident can have happened
            raise self.fail(path, f"too early: this cannot have come to light {earlier}",
                            f"one of {', '.join(allowed)}")
        hint = did_you_mean(str(value), [str(a) for a in allowed])
        raise self.fail(path, f"expected {describe(tp)}, got {_kind_of(value)}", hint)

    def _enum(self, tp: Any, value: Any, path: FieldPath, markers: tuple[Any, ...]) -> Any:
        if folded(value) in choices(tp):
            return tp(folded(value))
        hint = did_you_mean(str(value), choices(tp))
        raise self.fail(path, f"expected {describe(tp)}, got {_kind_of(value)}", hint)

    def _union(self, tp: Any, value: Any, path: FieldPath, markers: tuple[Any, ...]) -> Any:
        options = [o for o in get_args(tp) if o is not type(None)]
        if value is None and len(options) < len(get_args(tp)):
            return None
        tagged = kinds_of(tuple(options))
        if tagged and isinstance(value, dict):
            return self._by_kind(tagged, value, path)
        fitting = [o for o in options if _fits(o, value)]
        if len(fitting) == 1:  # the one option for a list, a mapping...: its own error, if any
            return self.check(fitting[0], value, path)
        for option in fitting:
            try:
                return self.check(option, value, path)
            except InputError:
                continue
        raise self.expected(tp, value, path)

    def _by_kind(self, tagged: dict[str, type], value: dict[str, Any], path: FieldPath) -> Any:
        """A union of formats told apart by their `kind` (a sheet's set or partie game)."""
        kind = value.get("kind")
        if folded(kind) in tagged:
            return self._dataclass(tagged[str(folded(kind))], value, path, ())
        if "kind" not in value:
            raise self.fail(path, "missing required key 'kind'", "one of " + ", ".join(tagged))
        hint = did_you_mean(str(kind), list(tagged)) or "one of " + ", ".join(tagged)
        raise self.fail((*path, "kind"), f"unknown kind {kind!r}", hint)

    def _list(self, tp: Any, value: Any, path: FieldPath, markers: tuple[Any, ...]) -> list[Any]:
        if not isinstance(value, list):
            raise self.expected(tp, value, path)
        (item_type,) = get_args(tp)
        bounds = range_of(markers) if markers else None  # how many items, if bounded
        if bounds is not None and not bounds.least <= len(value) <= (bounds.most or len(value)):
            most = f" to {bounds.most}" if bounds.most != bounds.least else ""
            raise self.fail(path, f"expected a list of {bounds.least}{most}, "
                            f"got {len(value)} items")  # fmt: skip
        return [self.check(item_type, item, (*path, i)) for i, item in enumerate(value)]

    def _tuple(self, tp: Any, value: Any, path: FieldPath,
               markers: tuple[Any, ...]) -> tuple[Any, ...]:  # fmt: skip
        items = get_args(tp)
        if not isinstance(value, list) or len(value) != len(items):
            raise self.expected(tp, value, path)
        pairs = enumerate(zip(items, value, strict=True))
        return tuple(self.check(t, v, (*path, i)) for i, (t, v) in pairs)

    def _dict(self, tp: Any, value: Any, path: FieldPath,
              markers: tuple[Any, ...]) -> dict[Any, Any]:  # fmt: skip
        if not isinstance(value, dict):
            raise self.expected(tp, value, path)
        key_type, value_type = get_args(tp)
        key_kind, key_bare, _ = shape(key_type)
        if key_kind == "literal":  # keys from a list (`elder`, `younger`): each, exactly
            allowed = get_args(key_bare)
            for key in value:
                if key not in allowed:
                    hint = did_you_mean(str(key), allowed) or "known keys: " + ", ".join(allowed)
                    raise self.fail((*path, key), f"unknown key {key!r}", hint, at_key=True)
            missing = [key for key in allowed if key not in value]
            if missing:
                raise self.fail(path, _missing(missing), at_key=True)
            return {key: self.check(value_type, item, (*path, key)) for key, item in value.items()}
        return {self.check(key_type, key, (*path, key)): self.check(value_type, item, (*path, key))
                for key, item in value.items()}  # fmt: skip

    def _include(self, tp: Any, value: Any, path: FieldPath, markers: tuple[Any, ...]) -> Any:
        """The value written here, or read from the file it names (relative to this file):
        that file's data takes its place, and its errors name that file."""
        if isinstance(value, str):
            self.doc.include(path, self._named_file(value, path))
            return self.check(tp, self.doc.data_at(path), path)
        if not isinstance(value, dict):
            raise self.expected(Annotated[tp, INCLUDE], value, path)
        return self.check(tp, value, path)

    def _named_file(self, name: str, path: FieldPath) -> Document:
        if not re.search(INCLUDE_PATTERN, name):
            raise self.fail(path, f"expected a mapping or the name of a YAML file, got {name!r}",
                            "a file name ends .yaml or .yml")
        try:
            return load_file(included_path(self.doc.file, name.strip()))
        except InputError as error:
            if error.where.line is None:  # the file itself cannot be read: say who names it
                raise self.fail(path, f"{name.strip()!r}: {error.message}") from None
            raise

    def _tagged(self, tp: Any, value: Any, path: FieldPath, markers: tuple[Any, ...]) -> Any:
        one_of = next(m for m in markers if isinstance(m, OneOf))
        key, tags = one_of.key, list(one_of.formats)
        if not isinstance(value, dict):
            raise self.fail(path, f"expected a mapping with a '{key}', got {_kind_of(value)}")
        if key not in value:
            raise self.fail(path, f"missing required key '{key}'", "one of " + ", ".join(tags))
        tag = value[key]
        if not isinstance(tag, str):
            hint = "one of " + ", ".join(tags)
            raise self.fail((*path, key), f"expected a {key}, got {_kind_of(tag)}", hint)
        if folded(tag) not in one_of.formats:
            hint = did_you_mean(tag, tags) or "one of " + ", ".join(tags)
            raise self.fail((*path, key), f"unknown {key} {tag!r}", hint)
        return self._dataclass(one_of.format_for(str(folded(tag))), value, path, ())

    def _dataclass(self, cls: type, value: Any, path: FieldPath, markers: tuple[Any, ...]) -> Any:
        if not isinstance(value, dict):
            raise self.expected(cls, value, path)
        fields = fields_of(cls)
        for key in value:
            if key not in fields:
                hint = did_you_mean(str(key), fields) or "known keys: " + ", ".join(fields)
                raise self.fail((*path, key), f"unknown key {key!r}", hint, at_key=True)
        missing = [name for name, (_, required) in fields.items()
                   if required and name not in value]  # fmt: skip
        if missing:
            raise self.fail(path, _missing(missing), at_key=True)
        args = {name: self.check(fields[name][0], item, (*path, name))
                for name, item in value.items()}  # fmt: skip
        return cls(**args)


def included_path(naming_file: str, name: str) -> str:
    """A file named in another (`deal: hand.yaml`): relative to the folder of the file that
    names it, or to the current folder for standard input and text given directly."""
    import os

    if os.path.isabs(name) or naming_file == STDIN_NAME or naming_file.startswith("<"):
        return name
    return os.path.join(os.path.dirname(naming_file), name)


def _missing(names: list[Any]) -> str:
    if len(names) == 1:
        return f"missing required key {names[0]!r}"
    return "missing required keys " + ", ".join(repr(name) for name in names)
