"""JSON Schema of the file formats, generated from the dataclasses in `arbiter.formats`.

pydantic writes the schema; this module tightens it to what the validator accepts (no
unknown keys anywhere, cards as rank-then-suit codes) so a YAML language server flags the
same mistakes `arbiter` would. pydantic is imported here only, when a schema is asked for.
"""

from __future__ import annotations

from typing import Any

from arbiter.formats import DealFile, IncidentFile

CARD_PATTERN = r"^\s*([AaKkQqJjTt]|10|[6-9])\s*[SHDCshdc♠♥♦♣♤♡♢♧]\s*$"
HAND_PATTERN = r"^\s*(([AaKkQqJjTt]|10|[6-9])[SHDCshdc♠♥♦♣♤♡♢♧][\s,]*)*$"
FORMATS: dict[str, Any] = {"incident": IncidentFile, "deal": DealFile}
TITLES = {
    "incident": "arbiter incident file (a piquet irregularity to rule on)",
    "deal": "arbiter deal file (a complete piquet deal to score)",
}


def json_schema(name: str) -> dict[str, Any]:
    """The JSON Schema of the `incident` or `deal` file format."""
    from pydantic import TypeAdapter

    schema: dict[str, Any] = TypeAdapter(FORMATS[name]).json_schema()
    _tighten(schema)
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "title": TITLES[name],
        **{key: value for key, value in schema.items() if key != "title"},
    }


def _tighten(node: Any) -> None:
    """Forbid unknown keys on every object and give card strings their pattern."""
    if isinstance(node, list):
        for item in node:
            _tighten(item)
        return
    if not isinstance(node, dict):
        return
    if node.get("type") == "object" and "properties" in node:
        node["additionalProperties"] = False
        for key in ("hand", "dealt", "discard"):
            if key in node["properties"]:
                _card_list(node["properties"][key])
        tricks = node["properties"].get("tricks")
        if tricks is not None:
            _card_tricks(tricks)
    for value in node.values():
        _tighten(value)


def _card_list(node: dict[str, Any]) -> None:
    for option in node.get("anyOf", [node]):
        if option.get("type") == "array":
            option["items"] = {"type": "string", "pattern": CARD_PATTERN}
        elif option.get("type") == "string":
            option["pattern"] = HAND_PATTERN


def _card_tricks(node: dict[str, Any]) -> None:
    for option in node.get("anyOf", [node]):
        if option.get("type") == "array":
            option["items"]["prefixItems"] = [
                {"type": "string", "pattern": CARD_PATTERN},
                {"type": "string", "pattern": CARD_PATTERN},
            ]
