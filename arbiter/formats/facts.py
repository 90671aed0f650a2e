"""Facts the players do not know, as the reader and the schema take them (SPEC "Facts the
players do not know").

`UNKNOWN` stands for a fact written `unknown`, and `values_of` says which values a fact can
take, to be tried one by one (`arbiter.telling.unknown` rules on them). Within an incident (not its
deal), a fact whose values can be tried may be written `unknown`: `admitting_unknown`
rewrites an incident format's core schema (`arbiter.formats.checks` makes it) so that each
such field takes the word, read as `UNKNOWN`, and says so in the JSON Schema. A field whose
values cannot be tried refuses it by name, unless it is text (where `unknown` is just a
word). An incident's `kind` is never unknown; a told incident's steps are read in the same
way (their `ByKey` marker made `facts`)."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from typing import Any, get_args

from pydantic.json_schema import JsonSchemaValue
from pydantic_core import core_schema as cs

from arbiter.formats.lenient import fail, folded, words_pattern
from arbiter.formats.markers import ByKey, OneOf
from arbiter.formats.shapes import choices, describe, fields_of, range_of, shape

WORD = "unknown"
MOST = 36  # a count without an upper bound is tried up to the largest pack's size


class Unknown:
    """The one value standing for a fact nobody knows: written `unknown` in a file."""

    _made: Unknown | None = None

    def __new__(cls) -> Unknown:
        if cls._made is None:
            cls._made = super().__new__(cls)
        return cls._made

    def __repr__(self) -> str:
        return WORD

    def __reduce__(self) -> tuple[type[Unknown], tuple[()]]:
        return (Unknown, ())


UNKNOWN = Unknown()



# --- the values a fact can take ------------------------------------------------------------


def values_of(tp: Any, pack: Sequence[str]) -> list[Any] | None:
    """Every value a field of type `tp` can take (None for a type too wide to try, such as
    a list of cards or free text). An optional choice may also be left unsaid (None)."""
    kind, bare, markers = shape(tp)
    if kind == "literal":
        return list(get_args(bare))
    if kind == "enum":
        return [bare(value) for value in choices(bare)]
    if kind == "bool":
        return [False, True]
    if kind == "int":
        bounds = range_of(markers)
        least = bounds.least if bounds else 0
        most = bounds.most if bounds and bounds.most is not None else MOST
        return list(range(least, min(most, MOST) + 1))
    if kind == "card":
        return list(pack)
    if kind == "rank":
        return list(dict.fromkeys(code[:-1] for code in pack))
    if kind == "suit":
        return list(dict.fromkeys(code[-1] for code in pack))
    if kind == "union":
        options = [option for option in get_args(bare) if option is not type(None)]
        found = [value for option in options for value in values_of(option, pack) or []]
        if not found or any(values_of(option, pack) is None for option in options):
            return None
        unsaid = len(options) < len(get_args(bare)) and shape(options[0])[0] in (
            "literal", "bool", "enum")
        return [*found, None] if unsaid else found
    return None


def can_be_unknown(tp: Any) -> bool:
    """Whether a field of this type may be written `unknown` (its values can be tried)."""
    return values_of(tp, ("AS",)) is not None


# --- the reader's schema -----------------------------------------------------------------

# A fact of an incident written `unknown`, in the JSON Schema
UNKNOWN_FACT = {"type": "string", "pattern": words_pattern([WORD]),
                "description": "not known: the ruling says how it goes either way"}  # fmt: skip
NEVER_UNKNOWN = ("kind", "deal")  # an incident's kind; a deal is a whole deal, known
_SKIP = {"metadata", "default", "expected", "cls", "serialization", "config", "function",
         "members", "sub_type", "json_schema_input_schema"}  # fmt: skip


StepsSchema = Callable[[ByKey | OneOf], cs.CoreSchema]  # a marker's core schema


def admitting_unknown(node: Any, steps: StepsSchema) -> Any:
    """A format's core schema (as `arbiter.formats.checks` makes it) taking `unknown` for
    each fact that may be written so (`steps`: the schema of a told incident's steps)."""
    if isinstance(node, list):
        return [admitting_unknown(item, steps) for item in node]
    if not isinstance(node, dict):
        return node
    if node.get("type") == "function-plain":
        return _steps(node, steps)
    if node.get("type") == "dataclass":
        fields = fields_of(node["cls"])
        args = node["schema"]
        made = [_field(field, fields[field["name"]][0], steps) for field in args["fields"]]
        return {**node, "schema": {**args, "fields": made}}
    return {key: value if key in _SKIP else admitting_unknown(value, steps)
            for key, value in node.items()}  # fmt: skip


def _field(field: dict[str, Any], tp: Any, steps: StepsSchema) -> dict[str, Any]:
    """One field of a format within an incident."""
    name = field["name"]
    if name in NEVER_UNKNOWN:
        return field
    schema = admitting_unknown(field["schema"], steps)
    if shape(tp)[0] in ("text", "any"):
        return {**field, "schema": schema}
    if schema.get("type") == "default":  # a field that may be left out: its default stays
        return {**field, "schema": {**schema, "schema": fact_schema(tp, schema["schema"])}}
    return {**field, "schema": fact_schema(tp, schema)}


def fact_schema(tp: Any, inner: Any) -> Any:
    """A fact's schema: `unknown` taken where its values can be tried, else refused by name."""
    tried = can_be_unknown(tp)

    def check(value: Any, handler: cs.ValidatorFunctionWrapHandler) -> Any:
        if folded(value) != WORD:
            return handler(value)
        if tried:
            return UNKNOWN
        raise fail(f"{describe(tp)} cannot be written unknown",
                   "leave out a field that may be left out, or say what is known")

    def json(schema: Any, handler: Any) -> JsonSchemaValue:
        found: JsonSchemaValue = handler(schema)
        return {"anyOf": [found, UNKNOWN_FACT]} if tried else found

    wrapped = cs.no_info_wrap_validator_function(check, inner)
    return {**wrapped, "metadata": {"pydantic_js_functions": [json]}}


def _steps(node: dict[str, Any], steps: StepsSchema) -> dict[str, Any]:
    """A value of one of several formats (a told incident's steps): read as an incident's,
    and so written in the schema."""
    metadata = dict(node.get("metadata") or {})
    hooks = list(metadata.get("pydantic_js_annotation_functions", []))
    for index, hook in enumerate(hooks):
        marker = getattr(hook, "__self__", None)
        if isinstance(marker, ByKey | OneOf) and not marker.facts:
            facts = dataclasses.replace(marker, facts=True)
            hooks[index] = facts.__get_pydantic_json_schema__
            return {**steps(facts), "metadata": {**metadata,
                                                 "pydantic_js_annotation_functions": hooks}}
    return node
