"""Penalties reach the score (issue 16): the worked examples in tests/data/penalised/, each
reckoned by hand from the law texts (READINGS.md gives the readings, expected.yaml the
scores), and tests named after the laws they apply."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
import yaml
from typer.testing import CliRunner

from arbiter.cli import app

runner = CliRunner()
DATA = Path(__file__).resolve().parent / "data" / "penalised"
EXPECTED: dict[str, dict[str, Any]] = yaml.safe_load((DATA / "expected.yaml").read_text("utf-8"))


def score_json(path: Path, *options: str) -> dict[str, Any]:
    result = runner.invoke(app, ["score", str(path), "--json", *options])
    assert result.exit_code == 0, result.output
    found: dict[str, Any] = json.loads(result.stdout)
    return found


def write(tmp_path: Path, text: str, name: str = "deal.yaml") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def penalties_of(found: list[dict[str, Any]]) -> list[tuple[str, str, str | None]]:
    return sorted((p["player"], p["effect"], p.get("what")) for p in found)


def nonzero(events: list[dict[str, Any]]) -> list[list[Any]]:
    return [[e["category"], e["player"], e["points"]] for e in events if e["points"]]


# --- the worked examples -------------------------------------------------------------------


def test_every_worked_example_has_its_expectation() -> None:
    deals = sorted(path.name for path in DATA.glob("*.yaml")
                   if path.name not in ("expected.yaml", "parties.yaml"))  # fmt: skip
    assert deals == sorted(EXPECTED)
    assert len(deals) == 17


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_worked_example_scores_as_reckoned_by_hand(name: str) -> None:
    expected = EXPECTED[name]
    found = score_json(DATA / name)
    assert found["edition"] == expected["edition"]
    assert found["elder"] == expected["elder"]
    assert found["younger"] == expected["younger"]
    assert penalties_of(found["penalties"]) == penalties_of(expected["penalties"])
    if "events" in expected:
        assert nonzero(found["events"]) == expected["events"]


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_worked_example_cites_its_penalties_laws(name: str) -> None:
    """Each penalty carries the law it is applied by (a law of the deal's edition); every
    event of 0 points is a struck score citing one of them."""
    found = score_json(DATA / name)
    laws = {p["law"]["law"] for p in found["penalties"]}
    assert all(p["law"]["edition"] == found["edition"] for p in found["penalties"])
    assert all(e["law"] in laws for e in found["events"] if e["points"] == 0)
    assert list(found) == ["edition", "elder", "younger", "events", "penalties"]
