"""What is ruled beside a ruling (`also`) is part of it: where it turns on a fact not known,
the ruling is given in branches, each as its facts known would rule, also and all (issue 22:
a miscall with `shown: unknown` was ruled as usual, with the not-shown `also` of the first
value tried)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import yaml
from typer.testing import CliRunner

from arbiter.cli import app
from arbiter.rulings import Decision, Ruling
from tests.conftest import ruled

ROOT = Path(__file__).resolve().parent.parent
runner = CliRunner()

# The elder's point, allowed good, proves larger than he held; found in the play. Whether he
# had shown what he held before he led is not known: 1651 XII.4 either way, and, not shown,
# XII.3 beside it.
MISCALL = {"kind": "miscall", "player": "elder", "what": "point", "error": "over",
           "replied": "good", "discovered": "play", "shown": "unknown"}  # fmt: skip


def _laws_beside(ruling: Ruling) -> list[list[str]]:
    return [also.law_ids for also in ruling.also]


def test_a_short_kind_whose_also_turns_on_an_unknown_fact_is_ruled_in_branches() -> None:
    ruling = ruled(MISCALL, "1651")
    assert ruling.decision is Decision.DEPENDS
    assert [dict(b.given) for b in ruling.branches] == [{"shown": False}, {"shown": True}]
    for branch in ruling.branches:
        known = ruled({**MISCALL, "shown": dict(branch.given)["shown"]}, "1651")
        assert branch.ruling.gist() == known.gist() and branch.ruling.also == known.also
    assert [_laws_beside(b.ruling) for b in ruling.branches] == [[["XII.3"]], []]
    assert {"XII.3", "XII.4"} <= set(ruling.law_ids)
    assert not any("the same whatever" in note for note in ruling.notes)


def test_a_telling_whose_also_turns_on_an_unknown_reply_is_ruled_in_branches() -> None:
    """The younger's false quatorze corrected after the lead, the elder's reply to it not
    known: 1651 XII.7 whatever it was; the elder's point not shown before he led (XII.3)
    beside it; an inquiry to a quatorze ("to what card?") is silent beside it too."""
    path = ROOT / "scenarios/calling/younger-over-quatorze-corrected-after-lead.yaml"
    data = yaml.safe_load(path.read_text(encoding="utf-8"))["incident"]
    data["steps"][4]["reply"] = "unknown"
    ruling = ruled(data, "1651")
    assert ruling.decision is Decision.DEPENDS and len(ruling.branches) > 1
    assert len({b.ruling.gist()[:4] for b in ruling.branches}) == 1  # alike but for `also`
    for branch in ruling.branches:
        ((name, values),) = branch.given
        assert name == "steps[4].reply"
        for value in values if isinstance(values, tuple) else (values,):
            steps: list[dict[str, Any]] = json.loads(json.dumps(data["steps"]))
            steps[4]["reply"] = value
            known = ruled({**data, "steps": steps}, "1651")
            assert branch.ruling.gist() == known.gist(), value


def test_rule_json_and_the_panel_give_each_branch_what_it_rules_beside(tmp_path: Path) -> None:
    path = tmp_path / "miscall.yaml"
    path.write_text(yaml.safe_dump({"incident": MISCALL}))
    result = runner.invoke(app, ["rule", str(path), "--edition", "1651", "--json"])
    assert result.exit_code == 0, result.output
    not_shown, shown = json.loads(result.stdout)["branches"]
    assert [c["law"] for a in not_shown["also"] for c in a["citations"]] == ["XII.3"]
    assert not_shown["also"][0]["step"] is None and "also" not in shown
    result = runner.invoke(app, ["rule", str(path), "--edition", "1651"], env={"COLUMNS": "80"})
    screen = result.stdout.splitlines()
    assert result.exit_code == 0 and len(screen) <= 24 and max(map(len, screen)) <= 80
    branches = " ".join(screen).replace("│", " ")
    assert branches.count("also penalty (XII.3)") == 1


def test_compare_tells_the_ways_apart_by_what_they_rule_beside(tmp_path: Path) -> None:
    path = tmp_path / "miscall.yaml"
    path.write_text(yaml.safe_dump({"incident": MISCALL}))
    result = runner.invoke(app, ["compare", str(path)], env={"COLUMNS": "80"})
    assert result.exit_code == 0, result.output
    row = next(i for i, line in enumerate(result.stdout.splitlines()) if "royall-1651" in line)
    cell = " ".join(line.split("│")[3].strip() for line in result.stdout.splitlines()[row:row + 2])
    assert cell == "penalty + also / penalty"
