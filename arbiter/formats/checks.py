"""How pydantic reads the file formats and writes their JSON Schema: the markers' parts.

The formats are plain frozen dataclasses (`arbiter.formats`); pydantic builds a validator
from their type hints (a `TypeAdapter` a format, made lenient by `arbiter.formats.lenient`),
and each marker (`EDITION`, `CARDS`, `OneOf`, `Range`...) gives its own part of the core
schema and of the JSON Schema through pydantic's hooks, which call the functions here. An
incident's format is chosen by its `kind` and read by its own validator, made when a file
names that kind.
"""

from __future__ import annotations

import copy
import re
import warnings
from collections.abc import Callable
from functools import cache
from typing import Any

from pydantic import TypeAdapter
from pydantic.json_schema import GenerateJsonSchema, JsonSchemaValue
from pydantic_core import PydanticCustomError, SchemaValidator
from pydantic_core import core_schema as cs

from arbiter.cards import CARD_PATTERN, HAND_PATTERN, SOME_CARDS_PATTERN, SUIT_NAMES, Rank, Suit
from arbiter.errors import ArbiterError, InputError, did_you_mean
from arbiter.formats.lenient import (
    any_case,
    expected,
    fail,
    folded,
    is_text_like,
    is_whole,
    kind_of,
    lenient,
    text,
    words_pattern,
)
from arbiter.formats.markers import (
    INCLUDE_PATTERN,
    ByKey,
    Doc,
    Keyed,
    Marker,
    NamedMarker,
    OneOf,
    Range,
)
from arbiter.formats.shapes import fields_of

CARDS_WORDS = 'cards (a list, or a string like "AS KS 10H")'
RANK_WORDS = "a rank (A K Q J 10 9 8 7 6)"
SUIT_WORDS = "a suit (S H D C, or spades, hearts, diamonds, clubs)"


# --- the validators ---------------------------------------------------------------------------


@cache
def validator_for(tp: Any, facts: bool = False) -> SchemaValidator:
    """pydantic's validator of a format or a field's type, made lenient; with `facts`, an
    incident's, whose facts may be written `unknown` (`arbiter.formats.facts`)."""
    return SchemaValidator(core_schema_for(tp, facts))


@cache
def core_schema_for(tp: Any, facts: bool = False) -> cs.CoreSchema:
    """A field's type adapted on its own (as `ask` reads one answer) keeps the field's alias
    (`from`), which means nothing there: pydantic's warning of it is not the player's."""
    if facts:
        from arbiter.formats.facts import admitting_unknown

        admitting: cs.CoreSchema = admitting_unknown(core_schema_for(tp), _steps_schema)
        return admitting
    with warnings.catch_warnings():
        warnings.filterwarnings("ignore", message="The 'alias' attribute")
        found: cs.CoreSchema = lenient(TypeAdapter(tp).core_schema)
    return found


@cache
def fact_validator(tp: Any) -> SchemaValidator:
    """The validator of one fact of an incident (a field's type, asked alone by `ask`)."""
    from arbiter.formats.facts import fact_schema
    from arbiter.formats.shapes import shape

    schema = core_schema_for(tp, True)
    if shape(tp)[0] in ("text", "any"):
        return SchemaValidator(schema)
    return SchemaValidator(fact_schema(tp, schema))


def _steps_schema(marker: ByKey | OneOf) -> cs.CoreSchema:
    return by_key_schema(marker) if isinstance(marker, ByKey) else one_of_schema(marker)


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
    """An edition's id or alias, checked against the law book; of a name that lays variants
    over it (`portland-1882+au-cent`) the edition only: the variants are found, and checked,
    by the layer that reads the file (`arbiter.variants.find.find_edition`, its error placed
    at this value), for the variants' own files are read with these formats."""
    from arbiter.lawbook.store import printed_edition_id

    if not is_text_like(value):
        raise expected("an edition", value)
    name = str(int(value)) if is_whole(value) else str(value)  # YAML reads 1882 as a number
    if not name.strip().isascii():
        raise fail(f"unknown edition {name!r}")
    try:
        printed_edition_id(name.split("+")[0].strip() if "+" in name else name)
    except InputError as error:
        raise fail(error.message, error.hint) from None
    return name


def included(value: Any, handler: cs.ValidatorFunctionWrapHandler) -> Any:
    """A value written here, or the name of a file holding it: the reader reads the file,
    puts its data here and reads the whole again (`arbiter.files.reader`)."""
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
        return validator_for(marker.format_for(str(folded(tag))), marker.facts).validate_python(
            value)

    return check


def by_key(marker: ByKey) -> Callable[[Any], Any]:
    """A value of one of several formats, told by which of their keys it holds (a told
    step's `call`, `lead`...). An unknown key's hint is the reader's: it offers first the
    keys of the incident's kind (`arbiter.files.reader`)."""
    formats = marker.formats

    def check(value: Any) -> Any:
        if not isinstance(value, dict):
            raise expected("a mapping", value)
        keys = [key for key in formats if key in value]
        if len(keys) == 1:
            return validator_for(formats[keys[0]], marker.facts).validate_python(value)
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


# --- the markers' parts, called by their pydantic hooks (given at the end) -------------------


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
    from arbiter.lawbook.store import builtin_variant_ids, edition_names

    names = edition_names()
    numbers = sorted(int(name) for name in names if name.isdigit())
    overlaid = (r"^\s*(" + "|".join(map(any_case, names)) + r")(\+("
                + "|".join(map(any_case, builtin_variant_ids())) + r"))+\s*$")  # 1882+au-cent
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


def formats_json(formats: list[type], handler: Any, facts: bool = False) -> JsonSchemaValue:
    """Any of several formats (an incident's kinds, a told step's deeds): each format's own
    validator is made when a file names it, so pydantic meets each here as a schema of its
    own, and a format met again within itself is named by its definition (`facts`: an
    incident's, whose facts may be written `unknown`)."""
    found = []
    for cls in formats:
        if cls in _WRITING:
            named = cs.definition_reference_schema(_ref_of(core_schema_for(cls, facts)))
            found.append(_json_of(named, handler))
            continue
        _WRITING.add(cls)
        try:
            found.append(_json_of(core_schema_for(cls, facts), handler))
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
    from arbiter.formats.deal import DealFile
    from arbiter.formats.expected import ScenarioFile
    from arbiter.formats.variant import VariantFile

    root = {"incident": ScenarioFile, "deal": DealFile, "variant": VariantFile}[name]
    found = _Schema(ref_template="#/$defs/{model}").generate(core_schema_for(root))
    defs = found.pop("$defs", {})
    return {"$schema": "https://json-schema.org/draft/2020-12/schema", "title": TITLES[name],
            **found, "$defs": dict(sorted(defs.items()))}  # fmt: skip


# --- the markers' hooks ------------------------------------------------------------------------
# The markers (`arbiter.formats.markers`) are data; pydantic reads each one through its class's
# `__get_pydantic_core_schema__` and `__get_pydantic_json_schema__`, given here, where pydantic
# is used (every validator and schema is made above, so the hooks are in place before pydantic
# meets a marker).


def _one_of_core(marker: OneOf, source: Any, handler: Any) -> cs.CoreSchema:
    return one_of_schema(marker)


def _one_of_json(marker: OneOf, schema: Any, handler: Any) -> JsonSchemaValue:
    return formats_json(list(marker.all_formats().values()), handler, marker.facts)


def _by_key_core(marker: ByKey, source: Any, handler: Any) -> cs.CoreSchema:
    return by_key_schema(marker)


def _by_key_json(marker: ByKey, schema: Any, handler: Any) -> JsonSchemaValue:
    return formats_json(list(marker.formats.values()), handler, marker.facts)


def _named_core(marker: NamedMarker, source: Any, handler: Any) -> cs.CoreSchema:
    return marker_schema(marker.name, source, handler)


def _named_json(marker: NamedMarker, schema: Any, handler: Any) -> JsonSchemaValue:
    return marker_json(marker.name, schema, handler)


def _keyed_core(marker: Keyed, source: Any, handler: Any) -> Any:
    """The record's own schema, copied (a schema of its own beside the record's, no `ref`)
    with its fields read by the marker's keys."""
    found: dict[str, Any] = copy.deepcopy(handler.resolve_ref_schema(handler(source)))
    found.pop("ref", None)
    for item in found["schema"]["fields"]:
        if item["name"] in marker.keys:
            item["validation_alias"] = marker.keys[item["name"]]
    return found


def _keyed_json(marker: Keyed, schema: Any, handler: Any) -> JsonSchemaValue:
    return _json_of(schema, handler)


HOOKS: dict[type[Marker], tuple[Callable[..., Any] | None, Callable[..., Any]]] = {
    # a marker's class: its core schema's hook (None: the type's own), its JSON Schema's
    Doc: (None, doc_json),
    Range: (range_schema, range_json),
    OneOf: (_one_of_core, _one_of_json),
    ByKey: (_by_key_core, _by_key_json),
    NamedMarker: (_named_core, _named_json),
    Keyed: (_keyed_core, _keyed_json),
}
for _marker, (_core, _json) in HOOKS.items():
    if _core is not None:
        _marker.__get_pydantic_core_schema__ = _core
    _marker.__get_pydantic_json_schema__ = _json
