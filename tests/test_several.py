"""Several irregularities in one telling, each ruled (issue 25 item 2; SPEC "more than one
irregularity in one telling (each ruled)"): the first as before, each further one in `also`
with its own decision, those after a ruling that settled the deal `moot`; `rule`, `compare`
and `score` show or apply each."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import yaml
from typer.testing import CliRunner

from arbiter.cli import app
from arbiter.rulings import Decision
from arbiter.rulings.check import check_file
from tests.conftest import ruled

runner = CliRunner()
SCENARIOS = Path(__file__).resolve().parent.parent / "scenarios"
BYSTANDER = SCENARIOS / "calling" / "several-bystander-remark-and-forgotten-trio.yaml"
TWO = SCENARIOS / "calling" / "several-wrong-reply-and-over-call.yaml"
MOOT = SCENARIOS / "exchange" / "several-stock-of-nine-then-younger-surplus.yaml"


def incident(path: Path) -> dict[str, Any]:
    found: dict[str, Any] = yaml.safe_load(path.read_text())["incident"]
    return found


def test_a_bystanders_remark_and_the_call_it_prompted_are_each_ruled_1882() -> None:
    ruling = ruled(incident(BYSTANDER), "1882")
    assert (ruling.decision, ruling.law_ids, ruling.step) == (Decision.RECTIFY, ["56"], 5)
    (remark,) = ruling.also
    assert (remark.step, remark.decision, remark.law_ids) == (5, Decision.PLAY_ON, ["78"])
    assert "bystander" in (remark.finding or "")


def test_a_remark_that_changed_nothing_is_ruled_so() -> None:
    """The younger's correction it prompted came too late (law 51): the score did not change,
    and law 78 lays nothing on the bystander."""
    steps = [{"by": "elder", "call": "point", "cards": 5, "value": 46},
             {"by": "younger", "reply": "good", "holding": "better"},
             {"by": "elder", "call": "sequence", "cards": 4, "top": "Q"},
             {"by": "younger", "reply": "not-good", "corrects": True}]
    alone = ruled({"kind": "calling", "steps": steps}, "1882")
    steps[3] = {**steps[3], "prompted_by": "bystander"}
    ruling = ruled({"kind": "calling", "steps": steps}, "1882")
    (remark,) = ruling.also  # ruled beside it: the correction itself is ruled as without it
    assert ruling._replace(also=()).gist() == alone.gist()
    assert ruling.decision is Decision.REFUSED
    assert (remark.decision, remark.law_ids) == (Decision.PLAY_ON, ["78"])
    assert "did not change the score" in remark.summary


def test_the_json_keeps_the_first_ruling_and_lists_the_others(tmp_path: Path) -> None:
    result = runner.invoke(app, ["rule", str(TWO), "--edition", "1882", "--json"])
    assert result.exit_code == 0, result.output
    found = json.loads(result.output)
    assert (found["decision"], found["step"]) == ("refused", 2)
    assert [(a["step"], a["decision"]) for a in found["also"]] == [(3, "penalty")]
    assert found["also"][0]["penalties"] == [
        {"player": "elder", "effect": "reckons-nothing", "what": None, "except": []}]
    assert "moot" not in found


def test_after_a_fresh_deal_a_later_irregularity_is_moot_not_ruled() -> None:
    ruling = ruled(incident(MOOT), "1882")
    assert ruling.decision is Decision.FRESH_DEAL
    assert ruling.also == ()
    (moot,) = ruling.moot
    assert (moot.step, moot.by, moot.decision) == (5, 1, Decision.FRESH_DEAL)


def test_score_applies_each_rulings_penalties(tmp_path: Path) -> None:
    """The over-call's penalty, ruled second, reaches the score (law 54)."""
    deal = {
        "edition": "portland-1882",
        "incidents": [incident(TWO)],
        "elder": {"hand": "AS KS QS JS 10S 9S AH KH AD KD AC 7C"},
        "younger": {"hand": "8S 7S QH JH 9H QD JD 9D KC QC 10C 9C"},
    }
    path = tmp_path / "deal.yaml"
    path.write_text(yaml.safe_dump(deal, sort_keys=False))
    result = runner.invoke(app, ["score", str(path), "--json"])
    assert result.exit_code == 0, result.output
    scored = json.loads(result.output)
    assert {(p["player"], p["effect"]) for p in scored["penalties"]} >= {
        ("elder", "reckons-nothing")}
    assert scored["elder"]["total"] == 0


def test_compare_gives_each_editions_further_decisions() -> None:
    result = runner.invoke(app, ["compare", str(TWO), "--json"])
    assert result.exit_code == 0, result.output
    rulings = {r["edition"]: r for r in json.loads(result.output)["rulings"]}
    assert [a["decision"] for a in rulings["cotton-1674"]["also"]] == ["penalty", "penalty"]
    shown = runner.invoke(app, ["compare", str(TWO)], env={"COLUMNS": "80"})
    assert "+3 penalty" in shown.output and "+5 penalty" in shown.output


def test_the_panel_shows_each_further_ruling_within_24_lines() -> None:
    result = runner.invoke(app, ["rule", str(TWO), "--edition", "1651"],
                           env={"COLUMNS": "80", "LINES": "24"})  # fmt: skip
    assert result.exit_code == 0, result.output
    lines = result.output.rstrip("\n").split("\n")
    assert len(lines) <= 24
    assert any("+ Step 3" in line for line in lines) and any("+ Step 5" in line for line in lines)


def test_a_scenario_expecting_other_further_rulings_fails(tmp_path: Path) -> None:
    scenario = yaml.safe_load(TWO.read_text())
    scenario["expect"] = {"portland-1882": {"decision": "refused", "also": [
        {"step": 3, "decision": "rectify"}]}}
    path = tmp_path / "wrong.yaml"
    path.write_text(yaml.safe_dump(scenario, sort_keys=False))
    result = check_file(path)
    assert not result.passed
    assert [m.field for m in result.mismatches] == ["also[0].decision"]
    scenario["expect"] = {"portland-1882": {"decision": "refused", "also": []}}
    path.write_text(yaml.safe_dump(scenario, sort_keys=False))
    assert [m.field for m in check_file(path).mismatches] == ["also"]
