"""JSON Schema of the file formats, for editors (a YAML language server flags mistakes as a
file is typed).

It is written by walking the formats' type hints with `arbiter.validate.shape`, the walk
the reader itself makes, so the schema accepts what `arbiter` reads and nothing else: a
value from a list in any case (`Elder`), an edition by id or alias (`1882` as a number), a
number where text is expected, no unknown key anywhere, cards as rank-then-suit codes.
"""

from __future__ import annotations

import inspect
from typing import Any, get_args

from arbiter.cards import CARD_PATTERN, HAND_PATTERN, SOME_CARDS_PATTERN, SUIT_NAMES, Rank, Suit
from arbiter.formats import INCLUDE_PATTERN, ByKey, Doc, IncidentFile, OneOf, doc_of
from arbiter.formats.deal import DealFile
from arbiter.formats.variant import VariantFile
from arbiter.unknown import WORD as UNKNOWN_WORD
from arbiter.unknown import can_be_unknown
from arbiter.validate import CONTROL, choices, fields_of, range_of, shape

TEXT_PATTERN = "^[^" + CONTROL.pattern[1:-1] + "]*$"
FORMATS: dict[str, type] = {"incident": IncidentFile, "deal": DealFile, "variant": VariantFile}
TITLES = {
    "incident": "arbiter incident file (a piquet irregularity to rule on)",
    "deal": "arbiter deal file (a complete piquet deal to score)",
    "variant": "arbiter variant file (house rules: an edition overlaid with agreed changes)",
}


def json_schema(name: str) -> dict[str, Any]:
    """The JSON Schema of the `incident`, `deal` or `variant` file format."""
    writer = _Writer()
    root = writer.node(FORMATS[name])
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "title": TITLES[name],
        **root,
        "$defs": dict(sorted(writer.defs.items())),
    }


def any_case(word: str) -> str:
    """A pattern matching `word` with its letters in any case (`[Ee][Ll]...`)."""
    return "".join(f"[{c.upper()}{c.lower()}]" if c.isalpha() else _escape(c) for c in word)


def _escape(char: str) -> str:
    return "\\" + char if char in r".^$*+?()[]{}|\-/" else char


def words_pattern(words: list[str]) -> str:
    """One of `words`, in any case, with spaces around it."""
    return r"^\s*(" + "|".join(any_case(word) for word in words) + r")\s*$"


# A fact of an incident written `unknown` (SPEC "Facts the players do not know")
UNKNOWN_FACT = {"type": "string", "pattern": words_pattern([UNKNOWN_WORD]),
                "description": "not known: the ruling says how it goes either way"}


class _Writer:
    def __init__(self) -> None:
        self.defs: dict[str, dict[str, Any]] = {}
        self.in_incident = False  # within an incident file's incident (not its deal)

    def node(self, tp: Any) -> dict[str, Any]:
        kind, bare, markers = shape(tp)
        schema: dict[str, Any] = getattr(self, f"_{kind}")(bare, markers)
        doc = doc_of(markers)
        if doc is not None:
            allowed = choices(bare) if kind in ("literal", "enum") else None
            schema = {**schema, "description": _described(doc, allowed)}
        return schema

    def _dataclass(self, cls: type, markers: tuple[Any, ...]) -> dict[str, Any]:
        name = cls.__name__
        if name not in self.defs:
            self.defs[name] = {}  # placed first: a format may hold itself
            fields = fields_of(cls)
            self.defs[name] = {
                "type": "object",
                "description": inspect.cleandoc(cls.__doc__ or name),
                "properties": {field: self._field(cls, field, tp)
                               for field, (tp, _) in fields.items()},
                "required": [field for field, (_, required) in fields.items() if required],
                "additionalProperties": False,
            }
        return {"$ref": f"#/$defs/{name}"}

    def _field(self, cls: type, field: str, tp: Any) -> dict[str, Any]:
        """A field's schema; within an incident (not its deal), a fact whose values can be
        tried may also be written `unknown`, as the reader takes it."""
        outer = self.in_incident
        self.in_incident = (outer or (cls is IncidentFile and field == "incident")) \
            and field != "deal"
        try:
            node = self.node(tp)
        finally:
            self.in_incident, within = outer, self.in_incident
        if within and cls is not IncidentFile and field != "kind" and can_be_unknown(tp):
            return {"anyOf": [node, UNKNOWN_FACT]}
        return node

    def _tagged(self, tp: Any, markers: tuple[Any, ...]) -> dict[str, Any]:
        one_of = next(m for m in markers if isinstance(m, OneOf))
        return {"anyOf": [self._dataclass(cls, ()) for cls in one_of.all_formats().values()]}

    def _bykey(self, tp: Any, markers: tuple[Any, ...]) -> dict[str, Any]:
        by_key = next(m for m in markers if isinstance(m, ByKey))
        return {"anyOf": [self._dataclass(cls, ()) for cls in by_key.formats.values()]}

    def _rank(self, tp: Any, markers: tuple[Any, ...]) -> dict[str, Any]:
        codes = [rank.value for rank in Rank] + ["T"]
        numbers = [int(code) for code in codes if code.isdigit()]
        return {"anyOf": [{"type": "string", "pattern": words_pattern(codes)},
                          {"type": "integer", "enum": sorted(numbers)}]}  # fmt: skip

    def _suit(self, tp: Any, markers: tuple[Any, ...]) -> dict[str, Any]:
        symbols = "♠♥♦♣♤♡♢♧"
        words = [suit.value for suit in Suit] + list(SUIT_NAMES)
        pattern = words_pattern(words)
        return {"anyOf": [{"type": "string", "pattern": pattern},
                          {"type": "string", "pattern": rf"^\s*[{symbols}]\s*$"}]}  # fmt: skip

    def _include(self, tp: Any, markers: tuple[Any, ...]) -> dict[str, Any]:
        named = {"type": "string", "pattern": INCLUDE_PATTERN,
                 "description": "the name of a YAML file holding it, relative to this file"}
        return {"anyOf": [self.node(tp), named]}

    def _literal(self, tp: Any, markers: tuple[Any, ...]) -> dict[str, Any]:
        words = choices(tp)
        exact: dict[str, Any] = {"const": words[0]} if len(words) == 1 else {"enum": words}
        return {"anyOf": [exact, {"type": "string", "pattern": words_pattern(words)}]}

    _enum = _literal

    def _union(self, tp: Any, markers: tuple[Any, ...]) -> dict[str, Any]:
        return {"anyOf": [self.node(option) for option in get_args(tp)]}

    def _list(self, tp: Any, markers: tuple[Any, ...]) -> dict[str, Any]:
        (item,) = get_args(tp)
        schema: dict[str, Any] = {"type": "array", "items": self.node(item)}
        bounds = range_of(markers)  # how many items (a trick: one card or two)
        if bounds is not None:
            schema["minItems"] = bounds.least
            if bounds.most is not None:
                schema["maxItems"] = bounds.most
        return schema

    def _tuple(self, tp: Any, markers: tuple[Any, ...]) -> dict[str, Any]:
        items = [self.node(item) for item in get_args(tp)]
        return {"type": "array", "prefixItems": items, "minItems": len(items),
                "maxItems": len(items)}  # fmt: skip

    def _dict(self, tp: Any, markers: tuple[Any, ...]) -> dict[str, Any]:
        key_type, value_type = get_args(tp)
        schema: dict[str, Any] = {"type": "object", "additionalProperties": self.node(value_type)}
        key_kind, key_bare, _ = shape(key_type)
        if key_kind == "literal":  # the keys are exactly these words, each one required
            schema["propertyNames"] = {"enum": choices(key_bare)}
            schema["required"] = choices(key_bare)
        elif key_kind == "int":  # a number as a key (a sequence's length) is a name in JSON
            schema["propertyNames"] = {"type": "string", "pattern": "^[0-9]+$"}
        else:
            schema["propertyNames"] = self.node(key_type)
        return schema

    def _int(self, tp: Any, markers: tuple[Any, ...]) -> dict[str, Any]:
        schema: dict[str, Any] = {"type": "integer"}
        bounds = range_of(markers)
        if bounds is not None:
            schema["minimum"] = bounds.least
            if bounds.most is not None:
                schema["maximum"] = bounds.most
        return schema

    def _bool(self, tp: Any, markers: tuple[Any, ...]) -> dict[str, Any]:
        return {"type": "boolean"}

    def _text(self, tp: Any, markers: tuple[Any, ...]) -> dict[str, Any]:
        return {"anyOf": [{"type": "string", "pattern": TEXT_PATTERN}, {"type": "number"}]}

    def _none(self, tp: Any, markers: tuple[Any, ...]) -> dict[str, Any]:
        return {"type": "null"}

    def _any(self, tp: Any, markers: tuple[Any, ...]) -> dict[str, Any]:
        return {}

    def _card(self, tp: Any, markers: tuple[Any, ...]) -> dict[str, Any]:
        return {"type": "string", "pattern": CARD_PATTERN}

    def _cards(self, tp: Any, markers: tuple[Any, ...]) -> dict[str, Any]:
        listed: dict[str, Any] = {"type": "array", "items": self._card(tp, markers)}
        bounds = range_of(markers)  # one card at least (a lead), as the reader checks
        if bounds is not None and bounds.least > 0:
            listed["minItems"] = bounds.least
            return {"anyOf": [listed, {"type": "string", "pattern": SOME_CARDS_PATTERN}]}
        return {"anyOf": [listed, {"type": "string", "pattern": HAND_PATTERN}]}

    def _edition(self, tp: Any, markers: tuple[Any, ...]) -> dict[str, Any]:
        from arbiter.editions import edition_names
        from arbiter.variants import builtin_ids

        names = edition_names()
        numbers = sorted(int(name) for name in names if name.isdigit())
        overlaid = (r"^\s*(" + "|".join(map(any_case, names)) + r")(\+("
                    + "|".join(map(any_case, builtin_ids())) + r"))+\s*$")  # 1882+au-cent
        return {"anyOf": [{"enum": names}, {"type": "string", "pattern": words_pattern(names)},
                          {"type": "string", "pattern": overlaid},
                          {"type": "integer", "enum": numbers}]}  # fmt: skip


def _described(doc: Doc, allowed: list[str] | None = None) -> str:
    """The field's question, with the meaning of each value it takes (of those its words
    explain: a kind that arises late takes only the later moments of `discovered`)."""
    values = {value: meaning for value, meaning in doc.values.items()
              if allowed is None or value in allowed}
    if not values:
        return doc.text
    meanings = "; ".join(f"{value}: {meaning}" for value, meaning in values.items())
    return f"{doc.text} ({meanings})"
