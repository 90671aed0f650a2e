"""Reading a parsed YAML file into its format, with one clear message per mistake.

pydantic checks the data and builds the format's dataclasses (`arbiter.formats.checks` makes
its validators); a mistake becomes an `InputError` naming the file, the YAML line and
column, the field path and what is wrong, with a "did you mean" for a misspelt key or value:
pydantic's error location is followed through the data to the place the YAML parser marked
(`Document.where`). Of several mistakes the first in the file is named.
"""

from __future__ import annotations

import os
from typing import Any, TypeVar

from pydantic_core import ValidationError

from arbiter.errors import InputError, did_you_mean
from arbiter.files.yamlio import STDIN_NAME, Document, FieldPath, load_file
from arbiter.formats import ByKey

T = TypeVar("T")
MAX_INCLUDES = 20  # files named in one file (a score dispute names one deal)

# pydantic's own errors, for what our checks leave to it: what the value should have been
EXPECTED = {
    "dataclass_type": "a mapping", "dict_type": "a mapping", "list_type": "a list",
    "tuple_type": "a list", "string_type": "text", "int_type": "a whole number",
    "bool_type": "true or false", "none_required": "nothing",
}  # fmt: skip


def build(cls: type[T], doc: Document, data: Any = None, path: FieldPath = ()) -> T:
    """Build format `cls` from `doc.data` (or `data` found at `path` within it)."""
    result: T = _read(cls, doc, path, data)
    return result


def value_of(tp: Any, doc: Document, path: FieldPath) -> Any:
    """Check and build the value of any format type (a field's, with its markers) found at
    `path` in a document, as `build` does a whole format; an incident's fact (not its kind,
    nor in its deal) may be written `unknown` (`arbiter.formats.facts`)."""
    fact = path[:1] == ("incident",) and "deal" not in path and path[-1] != "kind"
    return _read(tp, doc, path, fact=fact)


def _read(tp: Any, doc: Document, path: FieldPath, data: Any = None, fact: bool = False) -> Any:
    from arbiter.formats.checks import fact_validator, validator_for

    validator = fact_validator(tp) if fact else validator_for(tp)
    for _ in range(MAX_INCLUDES + 1):
        value = data if data is not None else doc.data_at(path)
        try:
            return validator.validate_python(value)
        except ValidationError as error:
            _Mistakes(doc, path, error).raise_first()
        data = None  # a file named in it was put in its place: read it again
    raise InputError(f"more than {MAX_INCLUDES} files named", doc.where(path))


def included_path(naming_file: str, name: str) -> str:
    """A file named in another (`deal: hand.yaml`): relative to the folder of the file that
    names it, or to the current folder for standard input and text given directly."""
    if os.path.isabs(name) or naming_file == STDIN_NAME or naming_file.startswith("<"):
        return name
    return os.path.join(os.path.dirname(naming_file), name)


def _holds(value: Any, part: Any) -> bool:
    if isinstance(value, dict):
        return part in value
    return isinstance(value, list) and isinstance(part, int) and part < len(value)


class _Mistakes:
    """pydantic's errors, each placed in the data; the first in the file is raised, or a
    file named in the data is read into its place."""

    def __init__(self, doc: Document, path: FieldPath, error: ValidationError) -> None:
        self.doc = doc
        self.lines = [(self._placed(path, line), line) for line in error.errors(include_url=False)]

    def _placed(self, path: FieldPath, line: Any) -> tuple[FieldPath, bool]:
        """Where in the data a mistake is (pydantic's location also names the option of a
        union it was tried as: those are not in the data), and whether it is a key's."""
        here, value, key = tuple(path), self.doc.data_at(path), False
        for part in line["loc"]:
            if part == "[key]":
                key = True
            elif _holds(value, part):
                here, value = (*here, part), value[part]
        return here, key

    def raise_first(self) -> None:
        for (path, _), line in self.lines:
            if line["type"] == "include":
                self._include(path, line["ctx"]["name"])
                return
        kept = [(placed, line) for placed, line in self.lines if not self._beside(placed, line)]
        (path, key), _ = min(kept, key=lambda item: self._position(item[0][0]))
        here = [line for (placed, _), line in kept if placed == path]
        raise self._error(path, key, here)

    def _beside(self, placed: tuple[FieldPath, bool], line: Any) -> bool:
        """A value of the wrong sort for one option of a union, where another option took it
        further (a mapping read as a deal, not as text): that option's mistake is the one."""
        path = placed[0]
        return self._expected(line) is not None and any(
            len(other) > len(path) and other[: len(path)] == path for (other, _), _ in self.lines
        )

    def _position(self, path: FieldPath) -> tuple[int, int]:
        where = self.doc.where(path)
        return (where.line or 0, where.column or 0)

    @staticmethod
    def _expected(line: Any) -> str | None:
        if line["type"] == "arbiter":
            found: str | None = line["ctx"]["expected"]
            return found
        if line["type"] == "literal_error":
            return "one of " + str(line["ctx"]["expected"]).replace("'", "")
        return EXPECTED.get(line["type"])

    def _error(self, path: FieldPath, key: bool, lines: list[Any]) -> InputError:
        plain = [line for line in lines if self._expected(line) is None]
        if len(lines) > 1 and not plain:  # the value fits no option of a union
            options = list(dict.fromkeys(str(self._expected(line)) for line in lines))
            from arbiter.formats.lenient import kind_of

            got = kind_of(lines[0]["input"])
            return InputError(f"expected {' or '.join(options)}, got {got}", self.doc.where(path))
        line = (plain or lines)[0]
        if line["type"] != "arbiter":
            return self._pydantic_error(path, key, line)
        context = line["ctx"]
        hint = context["hint"]
        if context["offer"] is not None:
            hint = self._offer(context["offer"], path, context["unknown"])
        where = self.doc.where(path, key=key or context["at_key"])
        return InputError(context["message"], where, hint)

    def _pydantic_error(self, path: FieldPath, key: bool, line: Any) -> InputError:
        from arbiter.formats.lenient import kind_of

        what = self._expected(line)
        message = f"expected {what}, got {kind_of(line['input'])}" if what else line["msg"]
        if line["type"] == "union_tag_not_found" and not isinstance(line["input"], dict):
            got = kind_of(line["input"])
            return InputError(f"expected a mapping, got {got}", self.doc.where(path))
        if line["type"] == "union_tag_not_found":
            hint = "one of " + ", ".join(self._tags(line))
            return InputError("missing required key 'kind'", self.doc.where(path), hint)
        if line["type"] == "union_tag_invalid":
            tag, tags = line["ctx"]["tag"], self._tags(line)
            hint = did_you_mean(str(tag), tags) or "one of " + ", ".join(tags)
            return InputError(f"unknown kind {tag!r}", self.doc.where((*path, "kind")), hint)
        return InputError(message[:1].lower() + message[1:], self.doc.where(path, key=key))

    @staticmethod
    def _tags(line: Any) -> list[str]:
        return [tag.strip(" '") for tag in str(line["ctx"].get("expected_tags", "")).split(",")]

    def _offer(self, by_key: ByKey, path: FieldPath, unknown: Any) -> str:
        """The keys a told step takes, those of the kind of the nearest mapping above it
        that has a `kind` (a told incident's `exchange`, `calling`, `play`) first."""
        from arbiter.formats.lenient import folded

        named = list(by_key.formats)
        for depth in range(len(path) - 1, -1, -1):
            above = self.doc.data_at(path[:depth])
            kind = folded(above.get("kind")) if isinstance(above, dict) else None
            if kind is not None and kind in by_key.offered:
                first = list(by_key.offered[kind])
                named = first + [key for key in by_key.formats if key not in first]
                break
        offered = "one of " + ", ".join(named)
        return (did_you_mean(str(unknown), named) or offered) if unknown is not None else offered

    def _include(self, path: FieldPath, name: str) -> None:
        """Read the file named at `path` and put its data in its place."""
        try:
            other = load_file(included_path(self.doc.file, name))
        except InputError as error:
            if error.where.line is None:  # the file itself cannot be read: say who names it
                raise InputError(f"{name!r}: {error.message}", self.doc.where(path)) from None
            raise
        self.doc.include(path, other)
