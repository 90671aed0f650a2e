"""The partie scripts of tests/data/penalised/parties.yaml, reckoned by hand from the law
texts (see READINGS.md there), run as a user types them: penalised deal files recorded, a
penalty deciding the set race or the rubicon, corrections inside and outside each edition's
time limit."""

from __future__ import annotations

import json
import shlex
from pathlib import Path
from typing import Any

import pytest
import yaml
from typer.testing import CliRunner

from arbiter.cli import app
from tests.conftest import run

DATA = Path(__file__).resolve().parent / "data" / "penalised"
SCRIPTS = yaml.safe_load((DATA / "parties.yaml").read_text(encoding="utf-8"))
runner = CliRunner()

DEAL_KEYS = ("number", "dealer", "elder", "scores")


def run_line(command: str, sheet: Path) -> Any:
    """A script's line, `arbiter ...` with `S` for the sheet."""
    words = [str(sheet) if word == "S" else word for word in shlex.split(command)]
    assert words[0] == "arbiter"
    return run(*words[1:])


def shown(sheet: Path) -> dict[str, Any]:
    result = runner.invoke(app, ["partie", "show", str(sheet), "--json"])
    assert result.exit_code == 0, result.stderr
    found: dict[str, Any] = json.loads(result.stdout)
    return found


def deal_of(sheet: dict[str, Any], number: int) -> dict[str, Any]:
    deal = next(d for d in sheet["deals"] if d["number"] == number)
    return {key: deal[key] for key in DEAL_KEYS}


@pytest.mark.parametrize("script", SCRIPTS, ids=lambda script: script["name"])
def test_a_partie_script_ends_as_reckoned_by_hand(script: dict[str, Any], tmp_path: Path,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(DATA)  # the deal files are named as the script names them
    sheet = tmp_path / "sheet.yaml"
    for step in script["steps"]:
        before = sheet.read_bytes() if sheet.exists() else None
        result = run_line(step["command"], sheet)
        assert result.exit_code == step["exit"], (step["command"], result.output)
        if step["exit"] == 2:
            lines = result.stderr.strip().splitlines()
            assert len(lines) == 1 and "Traceback" not in result.stderr, result.stderr
            assert step["law"] in lines[0], lines[0]
            assert sheet.read_bytes() == before  # refused: the sheet is as it was
            continue
        now = shown(sheet)
        if "deal" in step:
            assert deal_of(now, step["deal"]["number"]) == step["deal"], step["command"]
        if "totals" in step:
            assert now["totals"] == step["totals"], step["command"]
    expected, found = script["show"], shown(sheet)
    assert [deal_of(found, d["number"]) for d in expected["deals"]] == expected["deals"]
    for key in ("edition", "players", "totals", "finished", "winner"):
        assert found[key] == expected[key], key
    if expected["result"] is None:
        assert found["result"] is None
    else:
        assert {k: found["result"][k] for k in expected["result"]} == expected["result"]
