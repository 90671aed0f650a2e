"""`arbiter schema`: JSON Schema generated from the file formats, and the shipped copies."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from arbiter.cards import CARD_PATTERN, HAND_PATTERN
from arbiter.cli import app
from arbiter.formats import incident_kinds
from arbiter.formats.checks import json_schema

ROOT = Path(__file__).resolve().parent.parent


def objects(node: Any) -> list[dict[str, Any]]:
    found = []
    if isinstance(node, dict):
        if node.get("type") == "object" and "properties" in node:
            found.append(node)
        for value in node.values():
            found += objects(value)
    elif isinstance(node, list):
        for item in node:
            found += objects(item)
    return found


@pytest.mark.parametrize("name", ["incident", "deal", "variant"])
def test_cli_prints_the_schema(name: str) -> None:
    result = CliRunner().invoke(app, ["schema", name])
    assert result.exit_code == 0
    assert json.loads(result.stdout) == json_schema(name)


@pytest.mark.parametrize("name", ["incident", "deal", "variant"])
def test_shipped_schema_files_are_current(name: str) -> None:
    """schemas/*.schema.json are what `arbiter schema` prints: regenerate them if this fails."""
    shipped = json.loads((ROOT / "schemas" / f"{name}.schema.json").read_text(encoding="utf-8"))
    assert shipped == json_schema(name)


@pytest.mark.parametrize("name", ["incident", "deal", "variant"])
def test_unknown_keys_are_refused_everywhere(name: str) -> None:
    for node in objects(json_schema(name)):
        assert node["additionalProperties"] is False


def test_every_incident_kind_is_in_the_schema() -> None:
    text = json.dumps(json_schema("incident"))
    for kind in incident_kinds():
        assert f'"const": "{kind}"' in text or f'"{kind}", ' in text or f', "{kind}"' in text


def test_card_patterns_match_what_the_parser_takes() -> None:
    import re

    for good in ["AS", "10h", "TH", "Q♠", "6c"]:
        assert re.match(CARD_PATTERN, good)
    for bad in ["5S", "1H", "AX", "KSS"]:
        assert not re.match(CARD_PATTERN, bad)
    assert re.match(HAND_PATTERN, "AS KS 10H, 9♦")
    assert not re.match(HAND_PATTERN, "AS 5S")


def test_unknown_format_is_a_usage_error() -> None:
    result = CliRunner().invoke(app, ["schema", "partie"])
    assert result.exit_code == 2


def test_the_built_in_variants_are_valid_under_the_variant_schema() -> None:
    import yaml
    from jsonschema import Draft202012Validator

    validator = Draft202012Validator(json_schema("variant"))
    for path in sorted((ROOT / "laws" / "variants").glob("*.yaml")):
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        assert not list(validator.iter_errors(data)), path.name
