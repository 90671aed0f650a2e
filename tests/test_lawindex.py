"""`arbiter laws index` (SPEC "Incidents that say what happened"): every law of every edition
is applied by some incident, the scoring or the partie, or carries a note saying why it
settles no dispute; and the laws issue 15 found unreached are reached."""

from __future__ import annotations

import json
import re

import pytest
from typer.testing import CliRunner

from arbiter.cli import app
from arbiter.editions import all_editions, find_edition
from arbiter.lawindex import applications, law_index, law_notes


def test_every_law_is_applied_or_says_why_not() -> None:
    missing = []
    for edition in all_editions():
        for use in law_index(edition):
            if not use.applied_in and not use.note:
                missing.append(f"{use.edition} {use.law}")
    assert not missing, "neither applied nor noted: " + ", ".join(missing)


def test_a_note_is_only_for_a_law_with_no_application() -> None:
    both = [f"{edition.id} {law}" for edition in all_editions()
            for (_, law) in law_notes(edition) if applications(edition).get((edition.id, law))]
    assert not both


@pytest.mark.parametrize(("edition", "law", "kind"), [
    ("portland-1882", "15", "wrong-pack"),
    ("portland-1882", "74", "written-scores-differ"),
    ("portland-1882", "75", "foreign-card"),
    ("portland-1882", "75", "incorrect-pack"),
    ("portland-1882", "75", "wrong-card-count"),
    ("portland-1882", "77", "damaged-cards"),
    ("portland-1882", "78", "bystander-remark"),
    ("portland-1882", "4", "cut-irregular"),
    ("portland-1882", "27", "exposed-card"),
    ("portland-1882", "58", "wrong-card-count"),
    ("royall-1651", "XII.18", "foreign-card"),
    ("royall-1651", "XII.19", "foreign-card"),
    ("royall-1651", "X.1", "revoke"),
    ("royall-1651", "XI.3", "score-dispute"),
    ("cotton-1674", "14", "score-dispute"),
    ("portland-1882", "71", "partie"),
    ("portland-1882", "62", "scoring"),
])
def test_the_laws_issue_15_found_unreached_are_applied(edition: str, law: str,
                                                       kind: str) -> None:  # fmt: skip
    assert kind in applications(find_edition(edition))[(edition, law)]


def test_law_13_is_no_longer_applied_to_the_younger_taking_in() -> None:
    """Law 13 is the dealer exposing a card while dealing; the exchange is law 27's."""
    from arbiter.rulings import parse_incident, rule

    text = ("incident: {kind: exposed-card, exposed_by: younger, belongs_to: stock, part: top, "
            "discovered: exchange}")
    ruling = rule(parse_incident(text).case, find_edition("1882"))
    assert ruling.law_ids[0] == "27" and "13" not in ruling.law_ids


def test_a_silent_ruling_is_no_application() -> None:
    """No edition has a law on a fresh deal by agreement: its analogies are not applied by it."""
    for edition in all_editions():
        for kinds in applications(edition).values():
            assert "fresh-deal-by-agreement" not in kinds


# --- the commands ----------------------------------------------------------------------------

runner = CliRunner()


def test_laws_index_json_has_the_spec_shape() -> None:
    result = runner.invoke(app, ["laws", "index", "--edition", "1651", "--json"])
    assert result.exit_code == 0, result.output
    rows = json.loads(result.stdout)
    assert {tuple(sorted(row)) for row in rows} == {("applied_in", "edition", "law", "note")}
    assert [row["law"] for row in rows] == [law.id for law in find_edition("1651").contents()]
    every = json.loads(runner.invoke(app, ["laws", "index", "--json"]).stdout)
    assert {row["edition"] for row in every} == {e.id for e in all_editions()}


def test_laws_index_table_fits_80_columns(monkeypatch: pytest.MonkeyPatch) -> None:
    import io

    from rich.console import Console

    from arbiter.ui import laws

    screen = io.StringIO()
    monkeypatch.setattr(laws, "console", lambda: Console(width=80, file=screen,
                                                         color_system=None))
    laws.show_index({edition.id: law_index(edition) for edition in all_editions()})
    shown = screen.getvalue()
    assert max(len(line) for line in shown.splitlines()) <= 80
    assert re.search(r"│ 15\s+│ wrong-pack", shown)
    assert runner.invoke(app, ["laws", "index"]).exit_code == 0


def test_laws_index_under_a_variant_notes_the_laws_it_replaces() -> None:
    result = runner.invoke(app, ["laws", "index", "--variant", "au-cent", "--json"])
    assert result.exit_code == 0, result.output
    rows = {(row["edition"], row["law"]): row for row in json.loads(result.stdout)}
    assert "wrong-pack" in rows[("portland-1882+au-cent", "4")]["applied_in"]
    assert "in its place" in rows[("portland-1882", "40")]["note"]


def test_laws_show_carries_applied_in_and_note() -> None:
    shown = json.loads(runner.invoke(app, ["laws", "show", "1882", "77", "--json"]).stdout)
    assert shown["applied_in"] == ["damaged-cards"] and shown["note"] is None
    shown = json.loads(runner.invoke(app, ["laws", "show", "1882", "60", "--json"]).stdout)
    assert shown["applied_in"] == [] and "tricks" in shown["note"]
    human = runner.invoke(app, ["laws", "show", "1882", "27"], env={"COLUMNS": "80"})
    assert "Applied in: exposed-card" in human.output


# --- the new kinds: facts that cannot happen are bad input -----------------------------------


@pytest.mark.parametrize(("fields", "at"), [
    ("kind: foreign-card, where: hand, discovered: play", "player"),
    ("kind: foreign-card, where: stock, player: elder, discovered: play", "player"),
    ("kind: foreign-card, where: pack, discovered: play", "discovered"),
    ("kind: foreign-card, where: discard, player: elder, discovered: dealing", "discovered"),
    ("kind: foreign-card, where: stock, used_in_call: true, discovered: play", "used_in_call"),
    ("kind: foreign-card, where: hand, player: elder, used_in_call: true, discovered: exchange",
     "used_in_call"),
    ("kind: foreign-card, where: discard, player: younger, played: true, discovered: play",
     "played"),
    ("kind: foreign-card, where: hand, player: younger, played: true, discovered: "
     "after-first-lead", "played"),
    ("kind: exposed-card, belongs_to: elder, part: top, discovered: dealing", "part"),
    ("kind: exposed-card, exposed_by: elder, belongs_to: stock, discovered: exchange", "part"),
    ("kind: wrong-pack, discovered: cutting", "discovered"),
])
def test_impossible_facts_are_bad_input(fields: str, at: str) -> None:
    result = runner.invoke(app, ["rule", "-", "--edition", "1882"],
                           input=f"incident: {{{fields}}}\n")
    assert result.exit_code == 2
    assert f"incident.{at}:" in result.output
    assert "Traceback" not in result.output
