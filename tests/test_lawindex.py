"""`arbiter laws index` (SPEC "Incidents that say what happened"): every law of every edition
is applied by some incident, the scoring or the partie, or carries a note saying why it
settles no dispute; and the laws issue 15 found unreached are reached."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
import yaml
from typer.testing import CliRunner

from arbiter.cli import app
from arbiter.lawbook.editions import all_editions, find_edition
from arbiter.rulings.lawindex import applications, law_index, law_notes


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
    """No edition has a law on a fresh deal by agreement: its analogies are not applied by it
    (1882's one ruling on it, an offer refused by silence, rests on Cavendish's Case III)."""
    for edition in all_editions():
        for (_, law), kinds in applications(edition).items():
            assert "fresh-deal-by-agreement" not in kinds or law == "Case III"


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


# --- under a variant: every law of the variant and of each edition under it -----------------

ROOT = Path(__file__).resolve().parent.parent
VARIANT_FILES = sorted((ROOT / "laws" / "variants").glob("*.yaml"))
RED_LION = ROOT / "examples" / "variants" / "red-lion.yaml"
AU_CENT = "portland-1882+au-cent"


def variant_index(name: str) -> list[dict[str, Any]]:
    """`arbiter laws index --variant NAME --json`."""
    result = runner.invoke(app, ["laws", "index", "--variant", name, "--json"])
    assert result.exit_code == 0, result.output
    rows: list[dict[str, Any]] = json.loads(result.stdout)
    return rows


def chain(path: Path) -> tuple[list[dict[str, Any]], str]:
    """A variant file and the variant files it builds on, the top first, and its root
    edition's id, read from the files themselves."""
    files = [yaml.safe_load(path.read_text(encoding="utf-8"))]
    while (ROOT / "laws" / "variants" / f"{files[-1]['base']}.yaml").is_file():
        below = ROOT / "laws" / "variants" / f"{files[-1]['base']}.yaml"
        files.append(yaml.safe_load(below.read_text(encoding="utf-8")))
    return files, find_edition(files[-1]["base"]).id


VARIANTS = [*(path.stem for path in VARIANT_FILES), str(RED_LION)]


def variant_path(name: str) -> Path:
    return Path(name) if name.endswith(".yaml") else ROOT / "laws" / "variants" / f"{name}.yaml"


@pytest.mark.parametrize("name", VARIANTS, ids=lambda name: Path(name).stem)
def test_the_index_under_a_variant_lists_every_law_of_it_and_of_its_base(name: str) -> None:
    """Its own laws, then each edition's under it, those sharing an id with a law above
    too (au cent's 1-30 and Portland's 1-30)."""
    files, root = chain(variant_path(name))
    rows = [(row["edition"], row["law"]) for row in variant_index(name)]
    expected, edition = [], root
    for spec in reversed(files):
        edition = f"{edition}+{spec['variant']}"
        expected = [(edition, str(law["id"])) for law in spec.get("laws") or ()] + expected
    expected += [(root, law.id) for law in find_edition(root).contents()]
    assert rows == expected


@pytest.mark.parametrize("name", VARIANTS, ids=lambda name: Path(name).stem)
def test_every_law_under_a_variant_is_applied_marked_replaced_or_noted(name: str) -> None:
    files, _ = chain(variant_path(name))
    rows = variant_index(name)
    bare = [f"{row['edition']} {row['law']}" for row in rows
            if not row["applied_in"] and not row["note"]]  # fmt: skip
    assert not bare, "neither applied nor noted: " + ", ".join(bare)
    replaced = {(row["edition"], row["law"]): row["replaced_by"] for row in rows
                if row["replaced_by"]}  # fmt: skip
    for spec in files:  # every `replaces:` of the files, and nothing else, is marked
        for law in spec.get("laws") or ():
            targets = law.get("replaces") or []
            for target in [targets] if isinstance(targets, str) else targets:
                found = [key for key in replaced if key[1].lower() == str(target).lower()
                         and replaced[key]["law"] == str(law["id"])]  # fmt: skip
                assert len(found) == 1, (law["id"], target)
                del replaced[found[0]]
    assert not replaced


def au_cent_rows() -> dict[tuple[str, str], dict[str, Any]]:
    return {(row["edition"], row["law"]): row for row in variant_index("au-cent")}


def test_under_au_cent_the_portland_laws_it_leaves_are_applied_and_15_is_replaced() -> None:
    rows = au_cent_rows()
    assert len(rows) == 30 + len(find_edition("1882").contents())
    assert "faced-card" in rows[("portland-1882", "14")]["applied_in"]  # no au cent law on it
    fifteen = rows[("portland-1882", "15")]
    assert fifteen["applied_in"] == [] and "in its place" in fifteen["note"]
    assert (fifteen["replaced_by"]["edition"], fifteen["replaced_by"]["law"]) == (AU_CENT, "4")
    assert rows[(AU_CENT, "4")]["replaced_by"] is None


@pytest.mark.parametrize(("law", "instead"), [
    ("49", "17"),  # au cent 17: "he cannot reckon anything superior, even though his call is
                   # good against the cards", in place of 49's "whether of superior ... or not"
    ("72", "29"),  # a partie of three games out of five, in place of the partie of deals'
    ("73", "29"),  # points won and its rubicon
])
def test_under_au_cent_the_calls_and_the_partie_it_rewrites_are_replaced(law: str,
                                                                        instead: str) -> None:
    row = au_cent_rows()[("portland-1882", law)]
    assert row["replaced_by"]["law"] == instead and row["replaced_by"]["edition"] == AU_CENT


def test_under_au_cent_the_laws_it_leaves_with_nothing_to_rule_say_why() -> None:
    rows = au_cent_rows()
    assert "au cent 5" in rows[("portland-1882", "16")]["note"]
    assert "hundred up" in rows[("portland-1882", "71.note")]["note"]


@pytest.mark.parametrize(("law", "kinds"), [
    ("4", {"wrong-pack"}),  # the wrong pack: nothing of the calling
    ("6", {"blanche-late"}),  # the younger's blanche declared after the elder touches the stock
    ("19", {"calling"}),  # a sequence shown and an inferior one called
    ("21", {"calling"}),  # a call disallowed, found good: shown after the lead
    ("22", {"calling"}),  # equal or not good, the younger playing without showing
])
def test_au_cent_laws_are_applied_where_they_speak(law: str, kinds: set[str]) -> None:
    row = au_cent_rows()[(AU_CENT, law)]
    assert kinds <= set(row["applied_in"]) and row["note"] is None
    if law == "4":
        assert set(row["applied_in"]) == kinds


def test_a_told_step_names_its_law_with_the_edition_it_stands_in() -> None:
    """Under au cent, law 15 is its own (the point's value called), not Portland's 15 (the
    wrong pack, au cent 4 in its place): a step's law is as its ruling cited it."""
    from arbiter.rulings import load_incident, rule

    path = ROOT / "scenarios" / "calling" / "younger-equal-to-count-holding-equal.yaml"
    ruling = rule(load_incident(path).case, find_edition(AU_CENT))
    steps = [(note.edition, note.law) for note in ruling.steps if note.law]
    assert (AU_CENT, "15") in steps
    for edition, law in steps:
        assert edition is not None and find_edition(AU_CENT).layer(edition).law(law)


def test_the_index_under_a_variant_shows_each_edition_in_80_columns(
        monkeypatch: pytest.MonkeyPatch) -> None:  # fmt: skip
    import io

    from rich.console import Console

    from arbiter.ui import laws

    screen = io.StringIO()
    monkeypatch.setattr(laws, "console", lambda: Console(width=80, file=screen,
                                                         color_system=None))
    for name in ("portland-1882+au-cent+au-cent-fours", "royall-1651+first-word-stands"):
        laws.show_index({name: law_index(find_edition(name))})
    shown = screen.getvalue()
    assert max(len(line) for line in shown.splitlines()) <= 80
    assert "Where the laws of portland-1882 are applied under" in shown
    assert re.search(r"│ 15\s+│ replaced: law 4 of au-cent is applied in its place", shown)
    assert re.search(r"│ XII\.15\s+│ replaced: law XII\.15 of first-word-stands", shown)


@pytest.mark.parametrize("name", VARIANTS, ids=lambda name: Path(name).stem)
def test_a_variant_notes_only_base_laws_it_applies_nowhere(name: str) -> None:
    """A `notes:` entry that a ruling, the scoring or the partie came to apply would be hidden
    by the application: it must go."""
    from arbiter.variants.overlay import edition_with

    spec = yaml.safe_load(variant_path(name).read_text(encoding="utf-8"))
    base = find_edition(edition_with(None, name)).base
    assert base is not None
    noted = {(law.edition, law.id) for law in
             (base.law(str(entry["law"])) for entry in spec.get("notes") or ())}
    rows = {(row["edition"], row["law"]): row for row in variant_index(name)}
    assert all(not rows[key]["applied_in"] and rows[key]["note"] for key in noted)
