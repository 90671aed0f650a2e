"""Checking parsed YAML against the file formats, with one clear message per mistake.

The file formats are plain dataclasses with type hints (`arbiter.formats`); this module walks
a `Document`'s data along those hints and builds the dataclasses, or raises an `InputError`
naming the file, the YAML line and column, the field path, what was expected, and a "did you
mean" for a misspelt key or value. (The same dataclasses give the published JSON Schema.)
"""

import dataclasses
import re
import types
import typing
from functools import cache
from typing import Any, Literal, NamedTuple, TypeVar, Union, get_args, get_origin

from arbiter.errors import InputError, did_you_mean
from arbiter.yamlio import Document, FieldPath

T = TypeVar("T")
_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")  # all but tab and line feed


def build(cls: type[T], doc: Document, data: Any = None, path: FieldPath = ()) -> T:
    """Build dataclass `cls` from `doc.data` (or `data` found at `path` within it)."""
    value = doc.data if data is None and not path else data
    result: T = _Checker(doc).check(cls, value, path)
    return result


@cache
def _hints(cls: type) -> dict[str, Any]:
    return typing.get_type_hints(cls, include_extras=False)


class _Field(NamedTuple):
    name: str
    hint: Any
    shape: str  # the checker method for its type
    required: bool


@cache
def _fields(cls: type) -> dict[str, _Field]:
    """A dataclass's fields, each with its type and how it is checked (worked out once)."""
    hints = _hints(cls)
    return {
        f.name: _Field(f.name, hints[f.name], _shape(hints[f.name]), _required(f))
        for f in dataclasses.fields(cls)
    }


def _required(field: dataclasses.Field[Any]) -> bool:
    return field.default is dataclasses.MISSING and field.default_factory is dataclasses.MISSING


class _Union(NamedTuple):
    """A union's options as the checker uses them (worked out once per union)."""

    options: tuple[Any, ...]
    text: bool  # str is an option
    none: bool  # None is an option
    tagged: dict[str, Any]  # a union of dataclasses told apart by `kind`: {kind: dataclass}
    only: dict[type, Any]  # in a two-way union, the one option for a list, a dict...


@cache
def _union_plan(tp: Any) -> _Union:
    options = get_args(tp)
    kinds = [_origin_or_self(o) for o in options]
    only = {kind: o for kind, o in zip(kinds, options, strict=True) if kinds.count(kind) == 1}
    return _Union(
        options, str in options, type(None) in options, _tagged_options(tp),
        only if len(options) <= 2 else {},
    )  # fmt: skip


def describe(tp: Any) -> str:
    """What a type expects, in words."""
    origin = get_origin(tp)
    if origin is Literal:
        return "one of " + ", ".join(str(a) for a in get_args(tp))
    if origin in (Union, types.UnionType):
        return " or ".join(describe(a) for a in get_args(tp) if a is not type(None))
    if origin is list:
        return "a list"
    if origin is tuple:
        return f"a list of {len(get_args(tp))}"
    if origin is dict:
        return "a mapping"
    if dataclasses.is_dataclass(tp):
        return "a mapping"
    return {int: "a whole number", bool: "true or false", str: "text"}.get(tp, str(tp))


@cache
def _shape(tp: Any) -> str:
    """Which checker method handles a type (worked out once per type)."""
    origin = get_origin(tp)
    if origin is Literal:
        return "_literal"
    if origin in (Union, types.UnionType):
        return "_union"
    if origin in (list, tuple, dict):
        return f"_{origin.__name__}"
    if dataclasses.is_dataclass(tp):
        return "_dataclass"
    return "_plain"


@cache
def _args(tp: Any) -> tuple[Any, ...]:
    return get_args(tp)


@cache
def _text_tuple_size(tp: Any) -> int:
    """n for `tuple[str, ...]` of n texts (a trick: two cards), else 0."""
    if get_origin(tp) is not tuple or not all(t is str for t in get_args(tp)):
        return 0
    return len(get_args(tp))


def _are_text_lists(values: list[Any], size: int) -> bool:
    """Each value a list of `size` texts (the tricks: two cards each), checked in two passes
    over all of them rather than one small check a value."""
    return all(type(value) is list and len(value) == size for value in values) and all(
        type(text) is str for value in values for text in value
    )


def _origin_or_self(tp: Any) -> Any:
    return get_origin(tp) or tp


@cache
def _tagged_options(tp: Any) -> dict[str, Any]:
    """A union of dataclasses told apart by their `kind`, as {kind: dataclass}; else {}."""
    classes = [o for o in get_args(tp) if isinstance(o, type) and dataclasses.is_dataclass(o)]
    return {
        get_args(_hints(o)["kind"])[0]: o for o in classes if "kind" in _hints(o)
    }


def _kind_of(value: Any) -> str:
    if value is None:
        return "nothing"
    if isinstance(value, bool):
        return f"{str(value).lower()}"
    if isinstance(value, dict):
        return "a mapping"
    if isinstance(value, list):
        return "a list"
    text = repr(value)
    return text if len(text) <= 40 else f"{text[:30]}... ({len(text)} characters)"


class _Checker:
    def __init__(self, doc: Document) -> None:
        self.doc = doc

    def fail(self, path: FieldPath, message: str, hint: str | None = None) -> InputError:
        return InputError(message, self.doc.where(path), hint)

    def check(self, tp: Any, value: Any, path: FieldPath) -> Any:
        if tp is str and type(value) is str:  # the commonest case, first
            return self._text(value, path)
        handler: Any = getattr(self, _shape(tp))
        return handler(tp, value, path)

    def _plain(self, tp: Any, value: Any, path: FieldPath) -> Any:
        if tp is Any:
            return value
        if tp is int and isinstance(value, int) and not isinstance(value, bool):
            return value
        if tp is bool and isinstance(value, bool):
            return value
        if tp is str and isinstance(value, str | int | float) and not isinstance(value, bool):
            return self._text(str(value), path)
        if tp is type(None) and value is None:
            return None
        raise self.fail(path, f"expected {describe(tp)}, got {_kind_of(value)}")

    def _text(self, value: str, path: FieldPath) -> str:
        """Text as written, unless it holds a control character: a quoted "\\e[31m" would
        reach the terminal as an escape code when a title is shown."""
        found = _CONTROL.search(value)
        if found is not None:
            message = f"text with a control character ({found.group()!r})"
            raise self.fail(path, message, "only tabs and line breaks may be written in text")
        return value

    def _literal(self, tp: Any, value: Any, path: FieldPath) -> Any:
        allowed = _args(tp)
        if isinstance(value, str) and value in allowed:
            return value
        if isinstance(value, str) and value.strip().lower() in allowed:
            return value.strip().lower()
        hint = did_you_mean(str(value), [str(a) for a in allowed])
        raise self.fail(path, f"expected {describe(tp)}, got {_kind_of(value)}", hint)

    def _union(self, tp: Any, value: Any, path: FieldPath) -> Any:
        plan = _union_plan(tp)
        if value is None and plan.none:
            return None
        if type(value) is str and plan.text:
            return self._text(value, path)
        if plan.tagged:
            return self._tagged(plan.tagged, value, path)
        only = plan.only.get(type(value))
        if only is not None:  # `list[...] | None` given a list: the list's error, if any
            return self.check(only, value, path)
        options = plan.options
        first_error: InputError | None = None
        for option in sorted(options, key=lambda o: _origin_or_self(o) is not type(value)):
            if option is type(None):
                continue
            try:
                return self.check(option, value, path)
            except InputError as error:
                first_error = first_error or error
        if len(options) > 2 or first_error is None:
            raise self.fail(path, f"expected {describe(tp)}, got {_kind_of(value)}")
        raise first_error

    def _tagged(self, kinds: dict[str, Any], value: Any, path: FieldPath) -> Any:
        if not isinstance(value, dict):
            raise self.fail(path, f"expected a mapping with a 'kind', got {_kind_of(value)}")
        if "kind" not in value:
            raise self.fail(path, "missing required key 'kind'", "one of " + ", ".join(kinds))
        kind = value["kind"]
        if not isinstance(kind, str):  # a list or mapping here cannot even be looked up
            hint = "one of " + ", ".join(kinds)
            raise self.fail((*path, "kind"), f"expected a kind, got {_kind_of(kind)}", hint)
        if kind.strip().lower() not in kinds:
            hint = did_you_mean(kind, kinds) or "one of " + ", ".join(kinds)
            raise self.fail((*path, "kind"), f"unknown kind {kind!r}", hint)
        return self._dataclass(kinds[kind.strip().lower()], value, path)

    def _list(self, tp: Any, value: Any, path: FieldPath) -> list[Any]:
        if not isinstance(value, list):
            raise self.fail(path, f"expected a list, got {_kind_of(value)}")
        (item_type,) = _args(tp)
        if item_type is str and all(type(item) is str for item in value):  # a list of cards
            return list(value)
        size = _text_tuple_size(item_type)
        if size and _are_text_lists(value, size):  # the tricks
            return [tuple(item) for item in value]
        return [self.check(item_type, item, (*path, i)) for i, item in enumerate(value)]

    def _tuple(self, tp: Any, value: Any, path: FieldPath) -> tuple[Any, ...]:
        items = _args(tp)
        if not isinstance(value, list) or len(value) != len(items):
            raise self.fail(path, f"expected a list of {len(items)}, got {_kind_of(value)}")
        return tuple(
            self.check(t, v, (*path, i)) for i, (t, v) in enumerate(zip(items, value, strict=True))
        )

    def _dict(self, tp: Any, value: Any, path: FieldPath) -> dict[Any, Any]:
        if not isinstance(value, dict):
            raise self.fail(path, f"expected a mapping, got {_kind_of(value)}")
        key_type, value_type = _args(tp)
        result = {}
        for key, item in value.items():
            checked_key = self.check(key_type, key, (*path, key))
            result[checked_key] = self.check(value_type, item, (*path, key))
        if get_origin(key_type) is Literal:
            for needed in get_args(key_type):
                if needed not in result:
                    raise self.fail(path, f"missing required key {needed!r}")
        return result

    def _dataclass(self, cls: type, value: Any, path: FieldPath) -> Any:
        if not isinstance(value, dict):
            raise self.fail(path, f"expected a mapping, got {_kind_of(value)}")
        fields = _fields(cls)
        for key in value:
            if key not in fields:
                hint = did_you_mean(str(key), fields) or "known keys: " + ", ".join(fields)
                raise self.fail((*path, key), f"unknown key {key!r}", hint)
        args = {}
        for name, field in fields.items():
            if name in value:
                handler = getattr(self, field.shape)
                args[name] = handler(field.hint, value[name], (*path, name))
            elif field.required:
                raise self.fail(path, f"missing required key {name!r}")
        return cls(**args)
