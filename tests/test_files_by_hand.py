"""Writing files by hand (issue 17): `-` reads standard input, a score dispute's `deal:` may
name a deal file, several missing keys are named in one error, and errors point at the
value's column."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import run

ROOT = Path(__file__).resolve().parent.parent
FACED = "incident:\n  kind: faced-card\n  where: pack\n  count: 1\n  discovered: dealing\n"
DISPUTE = (ROOT / "scenarios/score-dispute/misadded-totals-32-card-deal.yaml").read_text()


@pytest.mark.parametrize("command", ["rule", "compare"])
def test_a_dash_reads_the_incident_from_standard_input(command: str) -> None:
    result = run(command, "-", "--json", stdin=FACED)
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["kind"] == "faced-card"


def test_errors_in_standard_input_name_it() -> None:
    result = run("rule", "-", stdin=FACED.replace("pack", "stok"))
    assert result.exit_code == 2
    assert result.stderr.startswith("Error: <stdin>:3:10: incident.where: expected one of")


def test_a_dash_reads_a_deal_from_standard_input() -> None:
    deal = (ROOT / "examples/deals/portland-1882-pique.yaml").read_text()
    result = run("score", "-", "--json", stdin=deal)
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["edition"] == "portland-1882"


def test_standard_input_is_read_once() -> None:
    deal = (ROOT / "examples/deals/portland-1882-pique.yaml").read_text()
    result = run("score", "-", "-", "--json", stdin=deal)
    assert result.exit_code == 2
    assert "standard input is already read" in result.stderr


def test_the_readme_error_points_at_the_value_column(tmp_path: Path) -> None:
    path = tmp_path / "faced.yaml"
    path.write_text("edition: 1882\nincident:\n  kind: faced-card\n  where: stok\n  count: 1\n"
                    "  discovered: dealing\n")
    result = run("rule", str(path))
    assert result.stderr.strip() == (
        f"Error: {path}:4:10: incident.where: expected one of pack, stock, got 'stok' "
        "(did you mean 'stock'?)")


def test_several_missing_keys_are_named_in_one_error() -> None:
    result = run("rule", "-", stdin="incident:\n  kind: miscall\n  player: elder\n")
    assert result.exit_code == 2
    assert "missing required keys 'what', 'error', 'replied', 'discovered'" in result.stderr


# --- a score dispute's deal named by its file ------------------------------------------------


def named_deal(tmp_path: Path) -> Path:
    """The misadded-totals scenario with its deal moved to a file of its own, one folder down."""
    import yaml

    data = yaml.safe_load(DISPUTE)
    (tmp_path / "deals").mkdir()
    (tmp_path / "deals" / "last.yaml").write_text(yaml.safe_dump(data["incident"]["deal"]))
    data["incident"]["deal"] = "deals/last.yaml"
    path = tmp_path / "dispute.yaml"
    path.write_text(yaml.safe_dump(data, sort_keys=False))
    return path


def test_a_named_deal_file_rules_as_the_deal_written_in_place(tmp_path: Path) -> None:
    inline = json.loads(run("compare", str(ROOT / "scenarios/score-dispute/"
                                            "misadded-totals-32-card-deal.yaml"), "--json").stdout)
    named = json.loads(run("compare", str(named_deal(tmp_path)), "--json").stdout)
    assert named["rulings"] == inline["rulings"]


def test_a_named_deal_is_relative_to_the_incident_file(tmp_path: Path, monkeypatch: Any) -> None:
    path = named_deal(tmp_path)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    monkeypatch.chdir(elsewhere)
    assert run("rule", str(path), "--json").exit_code == 0
    result = run("rule", "-", "--json", stdin=path.read_text())  # standard input: this folder
    assert result.exit_code == 2
    assert "incident.deal: 'deals/last.yaml': no such file" in result.stderr


def test_errors_in_a_named_deal_name_its_file(tmp_path: Path) -> None:
    path = named_deal(tmp_path)
    deal = tmp_path / "deals" / "last.yaml"
    deal.write_text(deal.read_text().replace("AS", "5S", 1))
    result = run("rule", str(path))
    assert result.exit_code == 2
    assert result.stderr.startswith(f"Error: {deal}:")
    assert "'5S' is not a card" in result.stderr


def test_a_deal_name_must_be_a_yaml_file(tmp_path: Path) -> None:
    path = named_deal(tmp_path)
    path.write_text(path.read_text().replace("deals/last.yaml", "last"))
    result = run("rule", str(path))
    assert result.exit_code == 2
    assert "expected a mapping or the name of a YAML file" in result.stderr


def test_the_schema_allows_a_deal_file_name() -> None:
    from jsonschema import Draft202012Validator

    from arbiter.formats.checks import json_schema

    validator = Draft202012Validator(json_schema("incident"))
    incident = {"kind": "score-dispute", "deal": "last.yaml", "claimed": {"elder": 1,
                "younger": 2}, "discovered": "after-play"}
    assert validator.is_valid({"incident": incident})
    assert not validator.is_valid({"incident": {**incident, "deal": "last"}})


def test_check_reads_a_scenario_from_standard_input() -> None:
    scenario = ROOT / "scenarios/faced-card/one-in-pack-while-dealing.yaml"
    result = run("check", "-", "--json", stdin=scenario.read_text())
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["passed"] == 1
