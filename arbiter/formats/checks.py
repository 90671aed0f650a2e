"""How pydantic reads the file formats and writes their JSON Schema.

The formats are plain frozen dataclasses (`arbiter.formats`); pydantic builds a validator
from their type hints, and each marker (`EDITION`, `CARDS`, `OneOf`, `Range`...) gives its
own part of the core schema and of the JSON Schema through pydantic's hooks, defined here.
What a file may write beyond the strict type is then added to the core schema pydantic made
(`lenient`), so that the reader and the published schema both take it: a value from a list
in any case and with spaces around it (`Elder`, `PLAY`); a number where text is expected
(`title: 1882`); a whole number written as `3.0`. Unknown and missing keys are named by
the reader before a mapping's fields are read, as one error.

An error is raised as pydantic's, with our own words in its context (`fail`):
`arbiter.reader` places it in the file.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cache
from typing import Any

from pydantic import TypeAdapter
from pydantic.json_schema import GenerateJsonSchema, JsonSchemaValue
from pydantic_core import PydanticCustomError, SchemaValidator, ValidationError
from pydantic_core import core_schema as cs

from arbiter.cards import CARD_PATTERN, HAND_PATTERN, SOME_CARDS_PATTERN, SUIT_NAMES, Rank, Suit
from arbiter.errors import ArbiterError, InputError, did_you_mean
from arbiter.formats import DISCOVERED_DOC, INCLUDE_PATTERN, ByKey, Doc, OneOf, Range
from arbiter.formats.shapes import fields_of

CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")  # all but tab and line feed
TEXT_PATTERN = "^[^" + CONTROL.pattern[1:-1] + "]*$"
CARDS_WORDS = 'cards (a list, or a string like "AS KS 10H")'
RANK_WORDS = "a rank (A K Q J 10 9 8 7 6)"
SUIT_WORDS = "a suit (S H D C, or spades, hearts, diamonds, clubs)"

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


# --- the validators ---------------------------------------------------------------------------


@cache
def validator_for(tp: Any) -> SchemaValidator:
    """pydantic's validator of a format or a field's type, made lenient."""
    return SchemaValidator(core_schema_for(tp))


@cache
def core_schema_for(tp: Any) -> cs.CoreSchema:
    found: cs.CoreSchema = lenient(TypeAdapter(tp).core_schema)
    return found


def text(value: Any) -> str:
    """Text as written, unless it holds a control character: a quoted "\\e[31m" would
    reach the terminal as an escape code when a title is shown."""
    if not is_text_like(value):
        raise expected("text", value)
    written = str(value)
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


def cards(value: Any) -> Any:
    if isinstance(value, list):
        return [_item(text, item, index) for index, item in enumerate(value)]
    if isinstance(value, str):
        return text(value)
    raise expected(CARDS_WORDS, value)


def _item(check: Callable[[Any], Any], value: Any, index: int) -> Any:
    try:
        return check(value)
    except PydanticCustomError as error:
        raise fail(**{**(error.context or {}), "loc": (index,)}) from None


def rank(value: Any) -> str:
    """A rank as written (`K`, `10`, `t`, or 10 as a number), as its code (`10`)."""
    if (is_text_like(value) and is_whole(value)) or isinstance(value, str):
        try:
            return str(Rank.parse(str(int(value)) if is_whole(value) else str(value)).value)
        except ArbiterError:
            pass
    raise expected(RANK_WORDS, value)


def suit(value: Any) -> str:
    """A suit as written (`H`, `♥`, `hearts`), as its letter (`H`)."""
    if isinstance(value, str):
        try:
            return str(Suit.parse(value).value)
        except ArbiterError:
            pass
    raise expected(SUIT_WORDS, value)


def edition(value: Any) -> str:
    from arbiter.editions import resolve_edition_id

    if not is_text_like(value):
        raise expected("an edition", value)
    name = str(int(value)) if is_whole(value) else str(value)  # YAML reads 1882 as a number
    if not name.strip().isascii():
        raise fail(f"unknown edition {name!r}")
    try:
        resolve_edition_id(name)
    except InputError as error:
        raise fail(error.message, error.hint) from None
    return name


def included(value: Any, handler: cs.ValidatorFunctionWrapHandler) -> Any:
    """A value written here, or the name of a file holding it: the reader reads the file,
    puts its data here and reads the whole again (`arbiter.reader`)."""
    if isinstance(value, str):
        if not re.search(INCLUDE_PATTERN, value):
            raise fail(f"expected a mapping or the name of a YAML file, got {value!r}",
                       "a file name ends .yaml or .yml")  # fmt: skip
        raise PydanticCustomError("include", "a file to read", {"name": value.strip()})
    if not isinstance(value, dict):
        raise expected("a mapping, or the name of a YAML file holding it", value)
    return handler(value)


def one_of(marker: OneOf) -> Callable[[Any], Any]:
    """A value of one of several formats, told by its `key` (an incident's `kind`)."""
    key, tags = marker.key, list(marker.formats)

    def check(value: Any) -> Any:
        if not isinstance(value, dict):
            raise fail(f"expected a mapping with a '{key}', got {kind_of(value)}")
        if key not in value:
            raise fail(f"missing required key '{key}'", "one of " + ", ".join(tags))
        tag = value[key]
        if not isinstance(tag, str):
            raise fail(f"expected a {key}, got {kind_of(tag)}", "one of " + ", ".join(tags),
                       loc=(key,))  # fmt: skip
        if folded(tag) not in marker.formats:
            hint = did_you_mean(tag, tags) or "one of " + ", ".join(tags)
            raise fail(f"unknown {key} {tag!r}", hint, loc=(key,))
        return validator_for(marker.format_for(str(folded(tag)))).validate_python(value)

    return check


def by_key(marker: ByKey) -> Callable[[Any], Any]:
    """A value of one of several formats, told by which of their keys it holds (a told
    step's `call`, `lead`...). An unknown key's hint is the reader's: it offers first the
    keys of the incident's kind (`arbiter.reader`)."""
    formats = marker.formats

    def check(value: Any) -> Any:
        if not isinstance(value, dict):
            raise expected("a mapping", value)
        keys = [key for key in formats if key in value]
        if len(keys) == 1:
            return validator_for(formats[keys[0]]).validate_python(value)
        if keys:
            said = ", ".join(repr(key) for key in keys)
            raise fail(f"one step, one deed: {said} given together", offer=marker)
        known = {name for cls in formats.values() for name in fields_of(cls)}
        unknown = next((key for key in value if key not in known), None)
        if unknown is not None:  # a deed misspelt or made up: its key, as any unknown key
            raise fail(f"unknown key {unknown!r}", loc=(unknown,), at_key=True, offer=marker,
                       unknown=unknown)
        raise fail("nothing said or done", offer=marker)

    return check


def keys_of(fields: dict[str, bool], exact: bool = False) -> Callable[[Any], Any]:
    """A mapping's keys checked before its values: none unknown, none required missing."""
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
    fields = {field["name"]: field["schema"]["type"] != "default"
              for field in node["schema"]["fields"]}  # fmt: skip
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


# --- the markers' parts, called by their pydantic hooks (arbiter.formats) ---------------------


def _json_of(schema: Any, handler: Any) -> JsonSchemaValue:
    """The JSON Schema of another core schema than the one a hook is given, with its own
    hooks applied (a handler called on it would skip them)."""
    found: JsonSchemaValue = handler.generate_json_schema.generate_inner(schema)
    return found


def plain(function: Callable[[Any], Any]) -> cs.CoreSchema:
    return cs.no_info_plain_validator_function(function)


def marker_schema(name: str, source: Any, handler: Any) -> cs.CoreSchema:
    """The core schema of a named marker's value (`EDITION`, `CARDS`...)."""
    if name == "INCLUDE":
        return cs.no_info_wrap_validator_function(included, handler(source))
    checks = {"EDITION": edition, "CARDS": cards, "RANK": rank, "SUIT": suit}
    if name in checks:
        return plain(checks[name])
    return handler(source)  # type: ignore[no-any-return]


def marker_json(name: str, schema: Any, handler: Any) -> JsonSchemaValue:
    """The JSON Schema of a named marker's value."""
    if name == "INCLUDE":
        named = {"type": "string", "pattern": INCLUDE_PATTERN,
                 "description": "the name of a YAML file holding it, relative to this file"}
        return {"anyOf": [_json_of(schema["schema"], handler), named]}
    if name in _MARKER_JSON:
        return _MARKER_JSON[name]()
    found: JsonSchemaValue = handler(schema)
    return found


def _card_json() -> JsonSchemaValue:
    return {"type": "string", "pattern": CARD_PATTERN}


def _cards_json() -> JsonSchemaValue:
    listed = {"type": "array", "items": _card_json()}
    return {"anyOf": [listed, {"type": "string", "pattern": HAND_PATTERN}]}


def _rank_json() -> JsonSchemaValue:
    codes = [rank.value for rank in Rank] + ["T"]
    numbers = [int(code) for code in codes if code.isdigit()]
    return {"anyOf": [{"type": "string", "pattern": words_pattern(codes)},
                      {"type": "integer", "enum": sorted(numbers)}]}  # fmt: skip


def _suit_json() -> JsonSchemaValue:
    symbols = "♠♥♦♣♤♡♢♧"
    words = [suit.value for suit in Suit] + list(SUIT_NAMES)
    return {"anyOf": [{"type": "string", "pattern": words_pattern(words)},
                      {"type": "string", "pattern": rf"^\s*[{symbols}]\s*$"}]}  # fmt: skip


def _edition_json() -> JsonSchemaValue:
    from arbiter.editions import edition_names
    from arbiter.variants import builtin_ids

    names = edition_names()
    numbers = sorted(int(name) for name in names if name.isdigit())
    overlaid = (r"^\s*(" + "|".join(map(any_case, names)) + r")(\+("
                + "|".join(map(any_case, builtin_ids())) + r"))+\s*$")  # 1882+au-cent
    return {"anyOf": [{"enum": names}, {"type": "string", "pattern": words_pattern(names)},
                      {"type": "string", "pattern": overlaid},
                      {"type": "integer", "enum": numbers}]}  # fmt: skip


_MARKER_JSON: dict[str, Callable[[], JsonSchemaValue]] = {
    "CARD": _card_json, "CARDS": _cards_json, "RANK": _rank_json, "SUIT": _suit_json,
    "EDITION": _edition_json,
}  # fmt: skip


def range_schema(bounds: Range, source: Any, handler: Any) -> cs.CoreSchema:
    """A number, a list or cards within bounds: checked after the value is read."""
    inner = handler(source)

    def check(value: Any) -> Any:
        if isinstance(value, int) and not isinstance(value, bool):
            if value < bounds.least:
                raise fail(f"must be {bounds.least} or more, not {value}")
            if bounds.most is not None and value > bounds.most:
                raise fail(f"must be at most {bounds.most}, not {value}")
        elif isinstance(value, str):  # cards as a string (a lead: one at least)
            from arbiter.cards import card_codes

            _enough_cards(len(card_codes(value)), bounds)
        elif isinstance(value, list):
            if _is_cards(inner):
                _enough_cards(len(value), bounds)
            elif not bounds.least <= len(value) <= (bounds.most or len(value)):
                most = f" to {bounds.most}" if bounds.most != bounds.least else ""
                raise fail(f"expected a list of {bounds.least}{most}, got {len(value)} items")
        return value

    return cs.no_info_after_validator_function(check, inner)


def _is_cards(schema: Any) -> bool:
    function = schema.get("function", {}).get("function") if isinstance(schema, dict) else None
    return function is cards


def _enough_cards(count: int, bounds: Range) -> None:
    if count < bounds.least:
        words = "card" if bounds.least == 1 else "cards"
        raise fail(f"expected {bounds.least} {words} at least, got {count or 'none'}")


def range_json(bounds: Range, schema: Any, handler: Any) -> JsonSchemaValue:
    if _is_cards(schema["schema"]):
        if bounds.least > 0:
            listed = {"type": "array", "items": _card_json(), "minItems": bounds.least}
            return {"anyOf": [listed, {"type": "string", "pattern": SOME_CARDS_PATTERN}]}
        return _cards_json()
    found: JsonSchemaValue = _json_of(schema["schema"], handler)
    target = handler.resolve_ref_schema(found)
    numbers = target.get("type") == "integer"
    target["minimum" if numbers else "minItems"] = bounds.least
    if bounds.most is not None:
        target["maximum" if numbers else "maxItems"] = bounds.most
    return found


def one_of_schema(marker: OneOf) -> cs.CoreSchema:
    return plain(one_of(marker))


def by_key_schema(marker: ByKey) -> cs.CoreSchema:
    return plain(by_key(marker))


_WRITING: set[type] = set()  # the formats whose schema is being written (a deal's incidents
# may hold a score dispute, which holds a deal)


def formats_json(formats: list[type], handler: Any) -> JsonSchemaValue:
    """Any of several formats (an incident's kinds, a told step's deeds): each format's own
    validator is made when a file names it, so pydantic meets each here as a schema of its
    own, and a format met again within itself is named by its definition."""
    found = []
    for cls in formats:
        if cls in _WRITING:
            named = cs.definition_reference_schema(_ref_of(core_schema_for(cls)))
            found.append(_json_of(named, handler))
            continue
        _WRITING.add(cls)
        try:
            found.append(_json_of(core_schema_for(cls), handler))
        finally:
            _WRITING.discard(cls)
    return {"anyOf": found}


def _ref_of(schema: Any) -> str:
    """The name pydantic gave a format's core schema."""
    if schema.get("type") == "definitions":
        schema = schema["schema"]
    return str(schema["ref"])


def doc_json(doc: Doc, schema: Any, handler: Any) -> JsonSchemaValue:
    """The field's question, with the meaning of each value it takes (of those its words
    explain: a kind that arises late takes only the later moments of `discovered`)."""
    found: JsonSchemaValue = handler(schema)
    allowed = _allowed(schema)
    values = {value: meaning for value, meaning in doc.values.items()
              if allowed is None or value in allowed}  # fmt: skip
    words = doc.text
    if values:
        words += " (" + "; ".join(f"{value}: {meaning}" for value, meaning in values.items()) + ")"
    return {**found, "description": words}


def _allowed(schema: Any) -> list[str] | None:
    while isinstance(schema, dict):
        if schema.get("type") == "literal":
            return [str(value) for value in schema["expected"]]
        if schema.get("type") == "enum":
            return [str(member.value) for member in schema["members"]]
        schema = schema.get("schema")
    return None


# --- the published schema ---------------------------------------------------------------------

TITLES = {
    "incident": "arbiter incident file (a piquet irregularity to rule on)",
    "deal": "arbiter deal file (a complete piquet deal to score)",
    "variant": "arbiter variant file (house rules: an edition overlaid with agreed changes)",
}


class _Schema(GenerateJsonSchema):
    """pydantic's JSON Schema, with a format's docstring whole as its description."""

    def dataclass_schema(self, schema: Any) -> JsonSchemaValue:
        import inspect

        found = super().dataclass_schema(schema)
        cls = schema["cls"]
        found.pop("title", None)
        found["description"] = inspect.cleandoc(cls.__doc__ or cls.__name__)
        return found

    def field_title_should_be_set(self, schema: Any) -> bool:
        return False


def json_schema(name: str) -> dict[str, Any]:
    """The JSON Schema of the `incident`, `deal` or `variant` file format."""
    from arbiter.formats import IncidentFile
    from arbiter.formats.deal import DealFile
    from arbiter.formats.variant import VariantFile

    root = {"incident": IncidentFile, "deal": DealFile, "variant": VariantFile}[name]
    found = _Schema(ref_template="#/$defs/{model}").generate(core_schema_for(root))
    defs = found.pop("$defs", {})
    return {"$schema": "https://json-schema.org/draft/2020-12/schema", "title": TITLES[name],
            **found, "$defs": dict(sorted(defs.items()))}  # fmt: skip
