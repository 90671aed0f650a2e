"""Every incident kind described from its file format, for `arbiter kinds`: the stages of the
game it arises in, what it is, each field with the question it answers, the values it takes
and what each means, and a ready-to-fill example file.

Nothing here is written for a kind in particular: a new kind's format is described as soon
as it is in `arbiter.formats.INCIDENT_KINDS`.
"""

from __future__ import annotations

import dataclasses
import textwrap
from typing import Any, NamedTuple, get_args

from arbiter.errors import InputError, did_you_mean
from arbiter.formats import Example, doc_of, incident_format, incident_kinds, kind_summary, stages
from arbiter.formats.shapes import choices, describe, fields_of, key_of, range_of, shape
from arbiter.telling.unknown import can_be_unknown

EXAMPLE_DEAL = "deal.yaml"


class FieldInfo(NamedTuple):
    """One field of a format, as a player reads it."""

    name: str
    question: str
    expects: str
    required: bool
    default: Any = None
    values: tuple[tuple[str, str], ...] = ()
    least: int | None = None
    most: int | None = None
    may_be_unknown: bool = False  # may be written `unknown` (SPEC "Facts the players do not know")

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "question": self.question, "expects": self.expects,
                "required": self.required, "default": self.default,
                "values": [{"value": v, "meaning": m} for v, m in self.values],
                "least": self.least, "most": self.most,
                "may_be_unknown": self.may_be_unknown}  # fmt: skip


class KindInfo(NamedTuple):
    kind: str
    stages: tuple[str, ...]
    description: str
    fields: tuple[FieldInfo, ...]
    example: str

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "stages": list(self.stages), "description": self.description,
                "fields": [f.to_json() for f in self.fields], "example": self.example}


def field_infos(cls: type) -> list[FieldInfo]:
    """A format's fields (its `kind` apart), in the order they are written."""
    found = []
    for field in dataclasses.fields(cls):
        if field.name == "kind":
            continue
        tp, required = fields_of(cls)[field.name]
        info = field_info(key_of(cls, field.name), tp, required, field.default)
        found.append(info._replace(may_be_unknown=can_be_unknown(tp)))
    return found


def field_info(name: str, tp: Any, required: bool, default: Any = None) -> FieldInfo:
    """A field as a player reads it: its question, what it takes, its values' meanings."""
    kind, bare, markers = shape(tp)
    doc = doc_of(markers)
    if kind == "union":  # an optional field: what the value itself takes
        options = [option for option in get_args(bare) if option is not type(None)]
        if len(options) == 1:
            inner = field_info(name, options[0], required, default)
            return inner._replace(question=doc.text if doc else inner.question)
    values: tuple[tuple[str, str], ...] = ()
    if kind in ("literal", "enum"):
        meanings = doc.values if doc else {}
        values = tuple((value, meanings.get(value, "")) for value in choices(bare))
    bounds = range_of(markers)
    return FieldInfo(
        name=name, question=doc.text if doc else name.replace("_", " "), expects=describe(tp),
        required=required, default=None if required or default is dataclasses.MISSING
        else default, values=values, least=bounds.least if bounds else None,
        most=bounds.most if bounds else None,
    )  # fmt: skip


def kind_info(kind: str) -> KindInfo:
    """One incident kind described; InputError naming the kinds if there is no such kind."""
    if kind not in incident_kinds():
        hint = did_you_mean(kind, incident_kinds()) or "see `arbiter kinds`"
        raise InputError(f"no incident kind {kind!r}", hint=hint)
    cls = incident_format(kind)
    found = tuple(stage for stage, kinds in stages().items() if kind in kinds)
    return KindInfo(kind, found, kind_summary(kind), tuple(field_infos(cls)), example(kind))


def all_kinds() -> list[KindInfo]:
    return [kind_info(kind) for kind in incident_kinds()]


# --- a ready-to-fill example -----------------------------------------------------------------


def example(kind: str) -> str:
    """An incident file to fill in: each field with its question and its values' meanings in
    comments, the first allowed value (or the default) in place; optional fields commented
    out. A field that may name a file names `deal.yaml`."""
    cls = incident_format(kind)
    lines = [*_comment(kind_summary(kind), ""),
             "edition: 1882  # optional: 1651, 1674, 1882 or miller (--edition overrides it)",
             "incident:", f"  kind: {kind}"]  # fmt: skip
    types = [tp for name, (tp, _) in fields_of(cls).items() if name != "kind"]
    for info, tp in zip(field_infos(cls), types, strict=True):
        lines += _comment(info.question, "  ")
        for value, meaning in info.values:
            lines += _comment(f"{value}: {meaning}" if meaning else value, "  ", "  ")
        if info.least is not None:
            most = f" to {info.most}" if info.most is not None else " or more"
            lines[-1] += f" ({info.least}{most})"
        value = _example_value(tp, info, kind)
        if info.required:
            lines.append(f"  {info.name}: {value}")
        else:
            lines.append(f"  # {info.name}: {value}  (optional; default {_yaml(info.default)})")
    return "\n".join(lines) + "\n"


def _comment(text: str, indent: str, more: str = "") -> list[str]:
    """A comment wrapped to 79 columns, its later lines indented under its first words."""
    return textwrap.wrap(text, 79, initial_indent=f"{indent}# {more}",
                         subsequent_indent=f"{indent}# {more}  ")


def _example_value(tp: Any, info: FieldInfo, incident_kind: str = "") -> str:
    kind, bare, markers = shape(tp)
    given = next((m.for_kind(incident_kind) for m in markers if isinstance(m, Example)), None)
    if given is not None:
        return given
    if not info.required and info.default is not None:
        return _yaml(info.default)
    if kind == "union":
        options = [option for option in get_args(bare) if option is not type(None)]
        return _example_value(options[0], info, incident_kind) if options else "null"
    if kind == "include":
        return f"{EXAMPLE_DEAL}  # its file's name, or the whole of it written here"
    if info.values:
        return info.values[0][0]
    if kind == "bool":
        return "false"
    if kind == "int":
        return str(info.least or 0)
    if kind == "dict":
        key_type, value_type = get_args(bare)
        keys = choices(shape(key_type)[1]) if shape(key_type)[0] == "literal" else ["key"]
        item = _example_value(value_type, field_info("", value_type, True))
        return "{" + ", ".join(f"{key}: {item}" for key in keys) + "}"
    if kind in ("cards", "card"):
        return "AS KS QS" if kind == "cards" else "AS"
    if kind in ("list", "tuple"):
        return "[]"
    return '""'


def _yaml(value: Any) -> str:
    if isinstance(value, bool):
        return str(value).lower()
    return "null" if value is None else str(value)
