"""What a file may write beyond the strict type, for pydantic's reader and its schema alike.

pydantic builds a core schema from a format's type hints; `lenient` rewrites it so that it
takes what players write by hand: a word from a list in any case and with spaces around it
(`Elder`, `PLAY`), a number where text is expected (`title: 1882`), a whole number written
as `3.0`; it refuses text with a control character, and names a mapping's unknown and
missing keys before its values are read. Each rewritten part says what it takes in the JSON
Schema too (`json_schema_input_schema`, or a hook), so the published schema takes the same.

An error is raised as pydantic's, with our own words in its context (`fail`):
`arbiter.files.reader` places it in the file.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from pydantic.json_schema import JsonSchemaValue
from pydantic_core import PydanticCustomError, ValidationError
from pydantic_core import core_schema as cs

from arbiter.errors import did_you_mean
from arbiter.formats.common import DISCOVERED_DOC
from arbiter.formats.markers import ByKey

# Control characters, all but tab and line feed; and those that move or break text on the
# screen without being seen: the bidirectional marks, embeddings, overrides and isolates
# (U+202E turns what follows around) and the line and paragraph separators.
CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028-\u202e"
                     r"\u2066-\u2069]")
TEXT_PATTERN = "^[^" + CONTROL.pattern[1:-1] + "]*$"


# --- errors in our words ---------------------------------------------------------------------


def fail(message: str, hint: str | None = None, *, loc: tuple[str | int, ...] = (),
         at_key: bool = False, expected: str | None = None, offer: ByKey | None = None,
         unknown: Any = None) -> Exception:  # fmt: skip
    """An error in our words for pydantic to carry to the reader, at `loc` below the value
    being read: `expected` says what the value should have been (for a value that fits no
    option of a union); `offer`, the keys to offer in its hint (see `by_key`)."""
    context = {"message": message, "hint": hint, "at_key": at_key, "expected": expected,
               "offer": offer, "unknown": unknown}
    error = PydanticCustomError("arbiter", "{message}", context)
    if not loc:
        return error
    line = {"type": error, "loc": loc, "input": None}
    return ValidationError.from_exception_data("arbiter", [line])  # type: ignore[list-item]


def kind_of(value: Any) -> str:
    """A value as an error names it."""
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


def expected(what: str, value: Any, hint: str | None = None) -> Exception:
    return fail(f"expected {what}, got {kind_of(value)}", hint, expected=what)


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


# --- words, numbers and text as a file may write them --------------------------------------


def text(value: Any) -> str:
    """Text as written, unless it holds a control character: a quoted "\\e[31m" would
    reach the terminal as an escape code when a title is shown."""
    if type(value) is str:  # the usual case, first
        written = value
    elif is_text_like(value):
        written = str(value)
    else:
        raise expected("text", value)
    found = CONTROL.search(written)
    if found is not None:
        raise fail(f"text with a control character ({found.group()!r})",
                   "only tabs and line breaks may be written in text")  # fmt: skip
    return written


def whole(value: Any) -> Any:
    if not is_whole(value):
        raise expected("a whole number", value)
    return int(value)


def boolean(value: Any) -> Any:
    if not isinstance(value, bool):
        raise expected("true or false", value)
    return value


def word_from(allowed: list[str]) -> Callable[[Any], Any]:
    """A word from a list, in any case: as the list writes it, or an error naming the list."""
    words = "one of " + ", ".join(allowed)

    def check(value: Any) -> Any:
        word = folded(value)
        if word in allowed:
            return word
        moments = DISCOVERED_DOC.values
        if word is not None and word in moments and all(value in moments for value in allowed):
            raise fail(f"too early: this cannot have come to light {moments[word]}", words)
        raise expected(words, value, did_you_mean(str(value), allowed))

    return check


def keys_of(fields: dict[str, bool]) -> Callable[[Any], Any]:
    """A mapping's keys checked before its values: none unknown, none required missing
    (a field is keyed by its alias where it has one: `from`, a Python keyword)."""
    names = list(fields)

    def check(value: Any) -> Any:
        if not isinstance(value, dict):
            return value  # the mapping's own validator says what it should be
        for key in value:
            if key not in fields:
                hint = did_you_mean(str(key), names) or "known keys: " + ", ".join(names)
                raise fail(f"unknown key {key!r}", hint, loc=(key,), at_key=True)
        missing = [name for name, required in fields.items() if required and name not in value]
        if missing:
            raise fail(_missing(missing), at_key=True)
        return value

    return check


def _missing(names: list[Any]) -> str:
    if len(names) == 1:
        return f"missing required key {names[0]!r}"
    return "missing required keys " + ", ".join(repr(name) for name in names)


# --- leniency: what a file may write beyond the strict type ----------------------------------

_SKIP = {"metadata", "default", "expected", "cls", "serialization", "config", "function",
         "members", "sub_type", "keys_schema", "json_schema_input_schema"}  # fmt: skip


def lenient(node: Any) -> Any:
    """The core schema pydantic made, taking what a file may write beyond the strict type."""
    if isinstance(node, list):
        return [lenient(item) for item in node]
    if not isinstance(node, dict):
        return node
    walked = {key: value if key in _SKIP else lenient(value) for key, value in node.items()}
    if walked.get("type") == "dict" and walked.get("keys_schema", {}).get("type") == "literal":
        keys = {str(key): True for key in walked["keys_schema"]["expected"]}
        return _before(keys_of(keys), walked, _required_keys(list(keys)))
    rewrite = _LENIENT.get(str(walked.get("type")))
    return rewrite(walked) if rewrite is not None else walked


def _before(function: Callable[[Any], Any], inner: dict[str, Any],
            json: Callable[..., Any] | None = None,
            input_schema: cs.CoreSchema | None = None) -> dict[str, Any]:  # fmt: skip
    """`inner` with `function` run first; the node's name (`ref`) and hooks move outside."""
    inner = dict(inner)
    metadata = dict(inner.pop("metadata", None) or {})
    ref = inner.pop("ref", None)
    if json is not None:
        metadata["pydantic_js_functions"] = [*metadata.get("pydantic_js_functions", []), json]
    outer: dict[str, Any] = dict(cs.no_info_before_validator_function(
        function, inner, ref=ref, json_schema_input_schema=input_schema))  # fmt: skip
    outer["metadata"] = metadata
    return outer


def _literal(node: dict[str, Any]) -> dict[str, Any]:
    allowed = node["expected"]
    if not all(isinstance(value, str) for value in allowed):
        return node
    any_case = cs.str_schema(pattern=words_pattern(allowed))
    return _before(word_from(allowed), node, input_schema=cs.union_schema([node, any_case]))


def _enum(node: dict[str, Any]) -> dict[str, Any]:
    allowed = [str(member.value) for member in node["members"]]
    plain = cs.literal_schema(allowed)
    any_case = cs.str_schema(pattern=words_pattern(allowed))
    return _before(word_from(allowed), node, input_schema=cs.union_schema([plain, any_case]))


def _str(node: dict[str, Any]) -> dict[str, Any]:
    either = cs.union_schema([cs.str_schema(pattern=TEXT_PATTERN), cs.float_schema()])
    return _before(text, {**node, "strict": True}, input_schema=either)


def _int(node: dict[str, Any]) -> dict[str, Any]:
    return _before(whole, {**node, "strict": True})


def _bool(node: dict[str, Any]) -> dict[str, Any]:
    return _before(boolean, {**node, "strict": True})


def _dataclass(node: dict[str, Any]) -> dict[str, Any]:
    written = node["schema"]["fields"]
    fields = {field.get("validation_alias") or field["name"]: field["schema"]["type"] != "default"
              for field in written}  # fmt: skip
    return _before(keys_of(fields), node, _closed)


def _closed(schema: Any, handler: Any) -> JsonSchemaValue:
    found: JsonSchemaValue = handler(schema)
    handler.resolve_ref_schema(found)["additionalProperties"] = False
    return found


def _required_keys(keys: list[str]) -> Callable[..., JsonSchemaValue]:
    def json(schema: Any, handler: Any) -> JsonSchemaValue:
        found = handler(schema)
        return {**found, "propertyNames": {"enum": keys}, "required": keys}

    return json


def _tuple(node: dict[str, Any]) -> dict[str, Any]:
    """A fixed number of items, written as a list."""
    size = len(node["items_schema"])

    def check(value: Any) -> Any:
        if not isinstance(value, list) or len(value) != size:
            raise expected(f"a list of {size}", value)
        return value

    return _before(check, node)


def _union(node: dict[str, Any]) -> dict[str, Any]:
    """Formats told apart by their `kind` (a sheet's set or partie game): each read as the
    format its kind names, in any case."""
    tags: dict[str, Any] = {}
    for choice in node["choices"]:
        choice = choice[0] if isinstance(choice, tuple) else choice
        kind = _kind_of_format(choice)
        if kind is None:
            return node
        tags[kind] = choice
    return dict(cs.tagged_union_schema(tags, _kind_tag, ref=node.get("ref")))


def _kind_tag(value: Any) -> Any:
    if not isinstance(value, dict) or "kind" not in value:
        return None
    return folded(value["kind"]) or str(value["kind"])


def _kind_of_format(schema: Any) -> str | None:
    """The one `kind` a format's core schema takes, if it has such a field."""
    while isinstance(schema, dict) and schema.get("type") == "function-before":
        schema = schema["schema"]
    if not isinstance(schema, dict) or schema.get("type") != "dataclass":
        return None
    for field in schema["schema"]["fields"]:
        if field["name"] == "kind":
            kind = field["schema"]
            while kind.get("type") == "function-before":
                kind = kind["schema"]
            expected = kind.get("expected", []) if kind.get("type") == "literal" else []
            return str(expected[0]) if len(expected) == 1 else None
    return None


_LENIENT: dict[str, Callable[[dict[str, Any]], dict[str, Any]]] = {
    "literal": _literal, "enum": _enum, "str": _str, "int": _int, "bool": _bool,
    "dataclass": _dataclass, "union": _union, "tuple": _tuple,
}  # fmt: skip


def any_case(word: str) -> str:
    """A pattern matching `word` with its letters in any case (`[Ee][Ll]...`)."""
    return "".join(f"[{c.upper()}{c.lower()}]" if c.isalpha() else _escape(c) for c in word)


def _escape(char: str) -> str:
    return "\\" + char if char in r".^$*+?()[]{}|\-/" else char


def words_pattern(words: list[str]) -> str:
    """One of `words`, in any case, with spaces around it."""
    return r"^\s*(" + "|".join(any_case(word) for word in words) + r")\s*$"
