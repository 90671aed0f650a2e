"""`arbiter kinds`: every kind with its fields, each value's meaning in the players' words,
and an example file that reads; all of it from the file formats."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from arbiter.cli import app
from arbiter.files.reader import build
from arbiter.files.yamlio import load_text
from arbiter.formats import STAGES, IncidentFile, incident_format, incident_kinds, stages
from arbiter.formats.shapes import key_of
from arbiter.interview.kinds import all_kinds, kind_info
from arbiter.rulings import load_incident

ROOT = Path(__file__).resolve().parent.parent
runner = CliRunner()


def test_every_kind_arises_in_a_stage_of_the_game() -> None:
    listed = {kind for kinds in STAGES.values() for kind in kinds}
    assert listed == set(incident_kinds())
    assert list(stages()) == list(STAGES)  # no "something else" while every kind is placed


@pytest.mark.parametrize("kind", incident_kinds())
def test_each_field_and_value_is_explained(kind: str) -> None:
    info = kind_info(kind)
    cls = incident_format(kind)
    names = [key_of(cls, f.name) for f in dataclasses.fields(cls) if f.name != "kind"]
    assert [field.name for field in info.fields] == names
    for field in info.fields:
        assert "?" in field.question, (kind, field.name)  # a question, in the players' words
        for value, meaning in field.values:
            assert meaning, (kind, field.name, value)


@pytest.mark.parametrize("kind", incident_kinds())
def test_each_example_is_a_file_arbiter_reads(kind: str, tmp_path: Path) -> None:
    path = tmp_path / "incident.yaml"
    path.write_text(kind_info(kind).example)
    (tmp_path / "deal.yaml").write_text((ROOT / "examples/deals/portland-1882-pique.yaml")
                                        .read_text())
    loaded = load_incident(path)
    assert loaded.case.kind == kind
    assert max(len(line) for line in kind_info(kind).example.splitlines()) <= 80


def test_optional_fields_are_commented_out_with_their_default() -> None:
    example = kind_info("exposed-card").example
    assert "  # exposed_by: younger  (optional; default younger)" in example
    spec = build(IncidentFile, load_text(example, "x.yaml"))
    assert spec.incident.exposed_by == "younger"  # type: ignore[attr-defined]


def test_kinds_json_lists_every_kind_with_its_fields() -> None:
    result = runner.invoke(app, ["kinds", "--json"])
    assert result.exit_code == 0
    data = json.loads(result.stdout)
    assert [item["kind"] for item in data] == incident_kinds()
    faced = data[0]
    assert {"kind", "stages", "description", "fields", "example"} <= set(faced)
    where = next(f for f in faced["fields"] if f["name"] == "where")
    assert {v["value"] for v in where["values"]} == {"pack", "stock"}
    assert [item.kind for item in all_kinds()] == incident_kinds()


def test_kinds_for_people_and_the_example_alone() -> None:
    listing = runner.invoke(app, ["kinds"], env={"COLUMNS": "80"})
    assert listing.exit_code == 0 and "Cutting and dealing" in listing.stdout
    one = runner.invoke(app, ["kinds", "miscall"], env={"COLUMNS": "80"})
    assert one.exit_code == 0 and "misnomer" in one.stdout and "kind: miscall" in one.stdout
    example = runner.invoke(app, ["kinds", "miscall", "--example"])
    assert example.stdout == kind_info("miscall").example


def test_an_unknown_kind_is_bad_input() -> None:
    result = runner.invoke(app, ["kinds", "faced"])
    assert result.exit_code == 2
    assert "did you mean 'faced-card'?" in result.stderr


def test_each_told_kind_says_what_part_of_the_deal_it_tells() -> None:
    """The exchange, the calling and the play share one format; each kind is still described
    in its own words where the kinds are offered."""
    from arbiter.interview.kinds import kind_info

    words = {kind: kind_info(kind).description for kind in ("exchange", "calling", "play")}
    assert "discards" in words["exchange"] and "calls, replies" in words["calling"]
    assert "cards led" in words["play"] and len(set(words.values())) == 3


@pytest.mark.parametrize("kind", incident_kinds())
def test_each_kind_s_example_file_rules_as_written(kind: str, tmp_path: Path) -> None:
    """`arbiter kinds KIND --example` writes a file that rules as it stands (a score
    dispute's names a deal file, put beside it), so a player starts from something that works."""
    from arbiter.interview.kinds import example
    from arbiter.lawbook.editions import find_edition
    from arbiter.rulings import load_incident, rule

    (tmp_path / "deal.yaml").write_text(
        (ROOT / "examples" / "deals" / "portland-1882-pique.yaml").read_text("utf-8"), "utf-8")
    path = tmp_path / "incident.yaml"
    path.write_text(example(kind), encoding="utf-8")
    editions = ["1882"] if kind == "score-dispute" else ["1651", "1674", "1882", "miller"]
    for edition in editions:
        assert rule(load_incident(path).case, find_edition(edition)).decision
