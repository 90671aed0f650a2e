"""`arbiter rule`, `arbiter compare` and `arbiter check` through CliRunner: exit codes, the
--json shapes, citation texts from the law store, and bad input as one line with exit 2."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from arbiter.variants.find import find_edition
from tests.conftest import run

ROOT = Path(__file__).resolve().parent.parent
SCENARIOS = ROOT / "scenarios"
RULING_KEYS = ["edition", "kind", "decision", "options", "penalties", "citations", "summary",
               "explanation", "notes"]


def write(tmp_path: Path, text: str, name: str = "incident.yaml") -> str:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return str(path)


FACED = """\
title: One faced card in the pack
incident:
  kind: faced-card
  where: pack
  count: 1
  discovered: dealing
"""


def assert_citations_from_store(ruling: dict[str, Any]) -> None:
    assert ruling["citations"], ruling
    for citation in ruling["citations"]:
        edition = find_edition(citation["edition"])
        assert citation["text"] == edition.law(citation["law"]).text


def test_rule_json_default_edition_is_portland(tmp_path: Path) -> None:
    result = run("rule", write(tmp_path, FACED), "--json")
    assert result.exit_code == 0, result.output
    ruling = json.loads(result.stdout)
    assert list(ruling) == RULING_KEYS
    assert (ruling["edition"], ruling["decision"]) == ("portland-1882", "fresh-deal")
    assert [c["law"] for c in ruling["citations"]] == ["14"]
    assert_citations_from_store(ruling)


def test_rule_edition_option_overrides_the_file(tmp_path: Path) -> None:
    path = write(tmp_path, "edition: portland-1882\n" + FACED)
    ruling = json.loads(run("rule", path, "--edition", "1651", "--json").stdout)
    assert (ruling["edition"], ruling["decision"]) == ("royall-1651", "play-on")
    ruling = json.loads(run("rule", write(tmp_path, "edition: cotton\n" + FACED), "--json").stdout)
    assert ruling["edition"] == "cotton-1674"


def test_rule_for_people_shows_decision_next_step_and_law(tmp_path: Path) -> None:
    result = run("rule", write(tmp_path, FACED), "-e", "royall")
    assert result.exit_code == 0
    out = result.stdout
    assert "Play on" in out and "Next:" in out and "Law XII.22:" in out
    assert "If in Dealing, any Card be found to be Faced" in out
    full = run("rule", write(tmp_path, FACED), "-e", "royall", "--full").stdout
    assert "law XII.22" in full and "Why:" in full and "if he should know two" in full


@pytest.mark.parametrize("path", sorted(SCENARIOS.rglob("*.yaml")), ids=lambda p: p.stem)
def test_every_scenario_rules_as_json_with_store_texts(path: Path) -> None:
    for edition in ("royall-1651", "cotton-1674", "portland-1882", "miller-sca"):
        result = run("rule", str(path), "--edition", edition, "--json")
        if result.exit_code == 2:  # a deal with sixes under 1882, or 13 cards where no law
            assert ("not in the 32-card pack" in result.stderr  # lays reckons-nothing
                    or "a hand of 13 cannot be scored under it" in result.stderr)
            continue
        assert result.exit_code == 0, result.output
        ruling = json.loads(result.stdout)
        told = ["step", "steps"] if ruling["kind"] in ("exchange", "calling", "play") else []
        more = ["consequences"] if ruling.get("consequences") else []
        depends = ["branches"] if ruling["decision"] == "depends" else []
        cased = ["commentary"] if "commentary" in ruling else []  # a case of the casebook
        further = [key for key in ("also", "moot") if key in ruling]  # a telling's others
        assert list(ruling) == RULING_KEYS + more + told + depends + cased + further
        assert_citations_from_store(ruling)
        for also in ruling.get("also", []):  # each further irregularity: a ruling of its own
            assert list(also)[:2] == ["step", "finding"] and (also["step"] or 0) >= (
                1 if told else 0)  # beside a short kind (a miscall's call not shown): no step
            assert told or also["step"] is None
            assert set(RULING_KEYS) <= set(also)
            assert_citations_from_store(also)
        for moot in ruling.get("moot", []):
            assert list(moot) == ["step", "finding", "settled_by_step", "decision"]
        for branch in ruling.get("branches", []):  # with what it rules beside, if any
            assert list(branch) == ["if", "given", "decision", "citations", "penalties",
                                    "options", "summary", *(["also"] if "also" in branch else [])]
            assert_citations_from_store(branch)
            for also in branch.get("also", []):
                assert list(also)[:2] == ["step", "finding"] and set(RULING_KEYS) <= set(also)
                assert_citations_from_store(also)
        for quoted in ruling.get("commentary", []):  # his words, an excerpt of the store's case
            case = find_edition(ruling["edition"]).law(f"Case {quoted['case']}")
            assert quoted["text"] in case.text


def test_compare_json_is_an_object_with_the_rulings(tmp_path: Path) -> None:
    result = run("compare", write(tmp_path, FACED), "--json")
    assert result.exit_code == 0
    data = json.loads(result.stdout)
    assert data["baseline"] == "portland-1882"
    editions = [r["edition"] for r in data["rulings"]]
    assert editions == ["royall-1651", "cotton-1674", "portland-1882", "miller-sca"]
    assert data["differ_from_baseline"] == ["royall-1651", "cotton-1674", "miller-sca"]
    for ruling in data["rulings"]:
        assert list(ruling) == RULING_KEYS
        assert_citations_from_store(ruling)


def test_compare_some_editions(tmp_path: Path) -> None:
    data = json.loads(run("compare", write(tmp_path, FACED), "--editions", "1651,cotton",
                          "--json").stdout)
    assert [r["edition"] for r in data["rulings"]] == ["royall-1651", "cotton-1674"]
    assert data["baseline"] == "royall-1651" and data["differ_from_baseline"] == []


def test_compare_table_marks_rows_that_differ(tmp_path: Path) -> None:
    result = run("compare", write(tmp_path, FACED))
    assert result.exit_code == 0
    assert "≠ royall-1651" in result.stdout and "= portland-1882" in result.stdout
    # each edition's deciding words in brief; --full quotes the laws whole
    assert "14: “If a faced card be found in the pack" in result.stdout
    assert "They do all the like at Ruff" not in result.stdout
    full = run("compare", write(tmp_path, FACED), "--full")
    assert "If a faced card be found in the pack" in full.stdout


def test_compare_leaves_out_an_edition_whose_pack_cannot_hold_the_deal() -> None:
    path = str(SCENARIOS / "score-dispute" / "sixes-deal-36-card.yaml")
    result = run("compare", path, "--json")
    assert result.exit_code == 0
    data = json.loads(result.stdout)
    assert [s["edition"] for s in data["skipped"]] == ["portland-1882"]
    assert "portland-1882 left out" in result.stderr
    named = run("compare", path, "--editions", "1882,1651")
    assert named.exit_code == 2 and "6D is not in the 32-card pack" in named.stderr


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("incident:\n  kind: faced-card\n  where: deck\n  count: 1\n  discovered: dealing\n",
         ["incident.where", ":3:"]),
        ("incident:\n  kind: faced-cards\n", ["unknown kind", "did you mean 'faced-card'"]),
        ("incident:\n  kind: revoke\n  player: elder\n  discovered: declaring\n",
         ["incident.discovered", ":4:", "too early"]),
        ("edition: 1700\n" + FACED, ["unknown edition", ":1:"]),
        ("incident: [unclosed\n", ["YAML"]),
    ],
)
def test_bad_incident_is_one_line_and_exit_2(tmp_path: Path, text: str, words: list[str]) -> None:
    result = run("rule", write(tmp_path, text), "--json")
    assert result.exit_code == 2
    assert result.stdout == ""
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("Error: ")
    assert "incident.yaml" in lines[0]
    for word in words:
        assert word in lines[0]


def test_missing_file_and_unknown_edition_option(tmp_path: Path) -> None:
    missing = run("rule", str(tmp_path / "nope.yaml"))
    assert missing.exit_code == 2 and "no such file" in missing.stderr
    unknown = run("rule", write(tmp_path, FACED), "--edition", "1700")
    assert unknown.exit_code == 2 and "unknown edition" in unknown.stderr


def test_check_the_shipped_scenarios_pass() -> None:
    result = run("check", "--json")
    assert result.exit_code == 0, result.stdout[-2000:]
    data = json.loads(result.stdout)
    assert data["files"] == data["passed"] > 0


def test_check_reports_each_mismatch_and_exits_1(tmp_path: Path) -> None:
    wrong = FACED + """\
expect:
  portland-1882:
    decision: play-on
    citations: ["13"]
  royall-1651:
    decision: play-on
    citations: [XII.22]
  cotton-1674:
    decision: option
    options: {holder: elder, choices: [fresh-deal, play-on]}
"""
    path = write(tmp_path, wrong, "wrong.yaml")
    result = run("check", path, "--json")
    assert result.exit_code == 1
    data = json.loads(result.stdout)
    (only,) = data["results"]
    fields = [(m["edition"], m["field"]) for m in only["mismatches"]]
    assert fields == [("portland-1882", "decision"), ("portland-1882", "citations"),
                      ("cotton-1674", "decision"), ("cotton-1674", "options")]
    people = run("check", path)
    assert people.exit_code == 1 and "FAIL" in people.stdout
    assert "decision expected play-on, got fresh-deal" in people.stdout


def test_check_a_bad_scenario_file_exits_2(tmp_path: Path) -> None:
    write(tmp_path, FACED + "expect:\n  portland-1882: {decision: fresh-deal}\n", "good.yaml")
    write(tmp_path, "incident: {kind: nope}\n", "bad.yaml")
    result = run("check", str(tmp_path))
    assert result.exit_code == 2
    assert "bad.yaml" in result.stderr and "ok" in result.stdout


def test_check_an_empty_folder_is_bad_input(tmp_path: Path) -> None:
    result = run("check", str(tmp_path))
    assert result.exit_code == 2 and "no scenario files" in result.stderr


def test_a_title_with_brackets_prints_as_written(tmp_path: Path) -> None:
    """Text from the file is never read as rich markup (a stray '[/b]' once crashed `rule`)."""
    path = write(tmp_path, FACED.replace("One faced card in the pack", "'Anne [/b] said [red]no'"))
    for command in ("rule", "compare"):
        result = run(command, path)
        assert result.exit_code == 0, result.stderr
        assert "Anne [/b] said [red]no" in result.stdout


# --- issue 13: a scenario's bad expectation, and file names with escape sequences ----------


@pytest.mark.parametrize(
    ("expect", "message"),
    [
        ("decision: play-on\n    citations: ['99']", "has no law '99'"),
        ("decision: deal-on", "incident.yaml:9:15: expect.portland-1882.decision"),
    ],
)
def test_check_names_the_file_of_a_bad_expectation(tmp_path: Path, expect: str,
                                                   message: str) -> None:  # fmt: skip
    path = write(tmp_path, FACED + f"expect:\n  portland-1882:\n    {expect}\n")
    result = run("check", path)
    assert result.exit_code == 2
    assert "incident.yaml" in result.stderr and message in result.stderr


def test_a_file_name_with_an_escape_sequence_is_printed_escaped(tmp_path: Path) -> None:
    path = write(tmp_path, "incident: [", name="bad\x1b[31m.yaml")
    result = run("rule", path)
    assert result.exit_code == 2
    assert "\x1b" not in result.stderr and "bad\\x1b[31m.yaml" in result.stderr


def test_compare_says_where_it_read_a_stated_stock_under_another_pack(tmp_path: Path) -> None:
    """SPEC: `compare` reads one story under each edition's own pack and says so."""
    story = tmp_path / "count.yaml"
    story.write_text("edition: portland-1882\nincident: {kind: wrong-card-count, elder: 13, "
                     "younger: 11, stock: 8, discovered: after-taking-up}\n")
    result = run("compare", str(story))
    assert result.exit_code == 0
    assert "royall-1651: The stock of 8, told under portland-1882, is the rest of its " \
        "32-card pack; read under the 36-card pack of royall-1651, the rest is 12." in result.output
    assert "portland-1882: The stock" not in result.output
