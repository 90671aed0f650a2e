"""`arbiter partie new|record|amend|show|undo` through CliRunner: exit codes, output, --json
and --csv."""

from __future__ import annotations

import csv
import errno
import io
import json
import os
import re
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from arbiter.cli import app
from tests.conftest import run
from tests.test_partie import DEAL_1651

runner = CliRunner()
ROOT = Path(__file__).resolve().parent.parent


def ok(*args: str | Path) -> str:
    result = run(*args)
    assert result.exit_code == 0, result.stderr
    return str(result.stdout)


def refused(message: str, *args: str | Path) -> str:
    """The command fails with exit 2 and one line on stderr holding `message`."""
    result = run(*args)
    assert result.exit_code == 2, result.stdout
    assert message in result.stderr, result.stderr
    assert len(result.stderr.strip().splitlines()) == 1, result.stderr
    assert "Traceback" not in result.stderr
    return str(result.stderr)


def show_json(path: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(ok("partie", "show", path, "--json"))
    return data


def record(path: Path, elder: int, younger: int, *more: str) -> str:
    return ok("partie", "record", path, "--elder", str(elder), "--younger", str(younger), *more)


@pytest.fixture
def rubicon(tmp_path: Path) -> Path:
    path = tmp_path / "partie.yaml"
    ok("partie", "new", path, "--edition", "1882", "--player", "Anne", "--player", "Ben")
    return path


@pytest.fixture
def race(tmp_path: Path) -> Path:
    path = tmp_path / "set.yaml"
    ok("partie", "new", path, "-e", "royall", "-p", "Anne", "-p", "Ben")
    return path


def test_new_says_who_deals(rubicon: Path) -> None:
    assert rubicon.read_text(encoding="utf-8").count("format: 1") == 1
    assert show_json(rubicon) == {
        "edition": "portland-1882", "players": ["Anne", "Ben"], "deals": [],
        "totals": {"Anne": 0, "Ben": 0}, "finished": False, "winner": None, "result": None,
    }  # fmt: skip
    assert "Next: deal 1 of 6, Anne deals, Ben is elder" in ok("partie", "show", rubicon)


def test_new_refusals(tmp_path: Path, rubicon: Path) -> None:
    before = rubicon.read_bytes()
    refused("already exists", "partie", "new", rubicon, "-p", "A", "-p", "B")
    assert rubicon.read_bytes() == before
    other = tmp_path / "other.yaml"
    refused("plays a partie of 6 deals", "partie", "new", other, "-e", "1882", "-p", "A",
            "-p", "B", "--set", "50")  # fmt: skip
    refused("exactly two players", "partie", "new", other, "-p", "A")
    refused("unknown edition", "partie", "new", other, "-e", "1999", "-p", "A", "-p", "B")
    refused("no such folder", "partie", "new", tmp_path / "nope" / "x.yaml", "-p", "A", "-p", "B")
    assert not other.exists()


def test_a_whole_rubicon_partie(rubicon: Path) -> None:
    for elder, younger in [(40, 15), (15, 40), (40, 15), (15, 40), (40, 15), (15, 40)]:
        out = record(rubicon, elder, younger)
    assert "Ben wins the partie, 240 to 90" in out
    assert "Rubicon" in out and "240 + 90 + 100 = 430 points" in out
    data = show_json(rubicon)
    assert data["totals"] == {"Anne": 90, "Ben": 240}
    assert (data["finished"], data["winner"], data["result"]) == (
        True, "Ben", {"winner": "Ben", "points": 430, "rubiconed": True},
    )  # fmt: skip
    assert [(d["number"], d["dealer"], d["elder"]) for d in data["deals"][:2]] == [
        (1, "Anne", "Ben"), (2, "Ben", "Anne"),
    ]  # fmt: skip
    assert data["deals"][0]["scores"] == {"Anne": 15, "Ben": 40}
    assert set(data) == {"edition", "players", "deals", "totals", "finished", "winner", "result"}
    assert set(data["deals"][0]) == {"number", "dealer", "elder", "scores"}
    refused("the partie is over", "partie", "record", rubicon, "--elder", "1", "--younger", "1")
    table = ok("partie", "show", rubicon)
    assert "Anne total" in table and "Ben wins the partie" in table and "█" in table


def test_a_tie_then_a_draw(rubicon: Path) -> None:
    for _ in range(6):
        record(rubicon, 20, 20)
    out = ok("partie", "show", rubicon)
    assert "Tied at 120 after 6 deals: each deals once more (law 71)" in out
    assert "deal 7 of 8, Anne deals" in out
    record(rubicon, 5, 5)
    out = record(rubicon, 5, 5)
    assert "drawn" in out
    data = show_json(rubicon)
    assert (data["finished"], data["winner"], data["result"]) == (True, None, None)


def test_a_set_race_with_bare_numbers(race: Path) -> None:
    record(race, 50, 45)  # Anne 45, Ben 50
    record(race, 40, 45)  # Anne 85, Ben 95
    refused("--first NAME", "partie", "record", race, "--elder", "20", "--younger", "20")
    refused("not a player", "partie", "record", race, "--elder", "20", "--younger", "20",
            "--first", "Carl")  # fmt: skip
    out = record(race, 20, 20, "--first", "Anne")
    assert "Anne wins the set of 100" in out
    data = show_json(race)
    assert data["totals"] == {"Anne": 105, "Ben": 115}
    assert data["result"] == {"winner": "Anne", "points": 100, "rubiconed": None}
    refused("the set is over", "partie", "record", race, "--elder", "1", "--younger", "1")


def test_a_set_race_decided_by_a_deal_file(tmp_path: Path, race: Path) -> None:
    deal = tmp_path / "deal.yaml"
    deal.write_text(DEAL_1651, encoding="utf-8")
    record(race, 45, 50)  # Ben 45, Anne 50
    record(race, 45, 45)  # Anne 95, Ben 90; deal 3: Anne deals, Ben is elder
    out = ok("partie", "record", race, deal)
    assert "Anne reaches the set of 100 in deal 3 with the point, Anne 100 to Ben 90" in out
    assert "Anne wins the set of 100" in out
    data = show_json(race)
    assert data["totals"] == {"Anne": 107, "Ben": 114}
    assert data["winner"] == "Anne"
    text = race.read_text("utf-8")
    assert "how: order-of-reckoning, event: 1, category: point," in text
    assert "standing: {Anne: 100, Ben: 90}" in text
    assert "Anne wins the set of 100" in ok("partie", "show", race)


def test_record_argument_errors(tmp_path: Path, rubicon: Path) -> None:
    deal = tmp_path / "deal.yaml"
    deal.write_text(DEAL_1651, encoding="utf-8")
    refused("both --elder N and --younger N", "partie", "record", rubicon, "--elder", "3")
    refused("not both", "partie", "record", rubicon, deal, "--elder", "3", "--younger", "4")
    refused("--first Anne: who reached the set first is for a set game", "partie", "record",
            rubicon, "--elder", "3",
            "--younger", "4", "--first", "Anne")  # fmt: skip
    refused("royall-1651 but the sheet plays portland-1882", "partie", "record", rubicon, deal)
    refused("no such file", "partie", "record", tmp_path / "missing.yaml", "--elder", "1",
            "--younger", "1")  # fmt: skip
    assert not (tmp_path / "missing.yaml.lock").exists()
    assert show_json(rubicon)["deals"] == []


def test_undo(rubicon: Path) -> None:
    refused("no deal to take back", "partie", "undo", rubicon)
    record(rubicon, 12, 34)
    record(rubicon, 56, 7)
    out = ok("partie", "undo", rubicon)
    assert "Took back the record of deal 2: Anne 56, Ben 7" in out
    assert "Next: deal 2 of 6, Ben deals, Anne is elder" in out
    assert show_json(rubicon)["totals"] == {"Anne": 34, "Ben": 12}


def test_a_corrupt_sheet_is_reported_and_left_alone(rubicon: Path) -> None:
    record(rubicon, 12, 34)
    text = rubicon.read_text(encoding="utf-8").replace("Ben: 12", "Ben: twelve")
    rubicon.write_text(text, encoding="utf-8")
    before = rubicon.read_bytes()
    for command in (("show",), ("show", "--json"), ("undo",), ("record", "--elder", "1",
                    "--younger", "2")):  # fmt: skip
        message = refused("expected a whole number", "partie", command[0], rubicon,
                          *command[1:])  # fmt: skip
        assert f"{rubicon}:" in message and "deals[0].scores.Ben" in message
    assert rubicon.read_bytes() == before


def test_names_with_brackets_print_as_written(tmp_path: Path) -> None:
    sheet = tmp_path / "brackets.yaml"
    out = ok("partie", "new", sheet, "-e", "1882", "-p", "[/b]Anne", "-p", "Ben [red]")
    assert "[/b]Anne v. Ben [red]" in out
    out = ok("partie", "record", sheet, "--elder", "40", "--younger", "15")
    assert "[/b]Anne" in out and "Ben [red]" in out
    assert "[/b]Anne" in ok("partie", "show", sheet)


# --- amend ---------------------------------------------------------------------------------


def test_amend_the_last_deal_then_past_law_70(rubicon: Path) -> None:
    record(rubicon, 12, 34)
    out = ok("partie", "amend", rubicon, "1", "--elder", "14", "--younger", "34")
    assert "Amended deal 1: was Anne 34, Ben 12, now Anne 34, Ben 14" in out
    assert "law 70" in out
    record(rubicon, 1, 2)
    message = refused("deal 1 can no longer be corrected", "partie", "amend", rubicon, "1",
                      "--elder", "15", "--younger", "34")
    assert "the player in error has seen his next hand" in message
    assert '"Errors in counting the hand, if proved' in message
    refused("no deal 9", "partie", "amend", rubicon, "9", "--elder", "1", "--younger", "1")
    refused("--elder must be 0 or more", "partie", "amend", rubicon, "2", "--elder", "-1",
            "--younger", "1")


def test_amend_json_says_what_was_and_is(rubicon: Path) -> None:
    record(rubicon, 12, 34)
    data = json.loads(ok("partie", "amend", rubicon, "1", "--elder", "20", "--younger", "34",
                         "--json"))
    assert data["action"] == "amend"
    assert data["old"]["scores"] == {"Anne": 34, "Ben": 12}
    assert data["deal"]["scores"] == {"Anne": 34, "Ben": 20}
    change = data["deal"]["amended"][0]
    assert (change["old"], change["new"]) == ({"Anne": 34, "Ben": 12}, {"Anne": 34, "Ben": 20})
    assert change["old_source"] == change["new_source"] == "hand-counted"
    assert re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ", change["at"])
    assert data["sheet"]["totals"] == {"Anne": 34, "Ben": 20}


# --- --json on every change, --csv -----------------------------------------------------------


def test_new_record_and_undo_take_json(tmp_path: Path) -> None:
    path = tmp_path / "p.yaml"
    data = json.loads(ok("partie", "new", path, "-e", "1882", "-p", "Anne", "-p", "Ben",
                         "--json"))
    assert (data["action"], data["deal"], data["sheet"]["deals"]) == ("new", None, [])
    data = json.loads(ok("partie", "record", path, "--elder", "3", "--younger", "4", "--json"))
    assert data["deal"] == {"number": 1, "dealer": "Anne", "elder": "Ben",
                            "scores": {"Anne": 4, "Ben": 3}}
    assert data["sheet"]["totals"] == {"Anne": 4, "Ben": 3}
    data = json.loads(ok("partie", "undo", path, "--json"))
    assert (data["action"], data["deal"]["number"], data["sheet"]["deals"]) == ("undo", 1, [])


def test_show_csv_one_row_a_deal(rubicon: Path) -> None:
    record(rubicon, 12, 34)
    record(rubicon, 56, 7)
    rows = list(csv.reader(io.StringIO(ok("partie", "show", rubicon, "--csv"))))
    assert rows == [
        ["deal", "dealer", "elder", "Anne", "Ben", "Anne total", "Ben total", "counted",
         "source", "notes"],
        ["1", "Anne", "Ben", "34", "12", "34", "12", "hand-counted", "hand-counted", ""],
        ["2", "Ben", "Anne", "56", "7", "90", "19", "hand-counted", "hand-counted", ""],
    ]
    refused("not both", "partie", "show", rubicon, "--csv", "--json")


def test_show_marks_penalised_and_unscored_deals(tmp_path: Path) -> None:
    from arbiter.sheet.game import Deal, KeptRuling, LawRef, Penalty
    from arbiter.sheet.record import new_sheet, record_scores
    from arbiter.sheet.writing import sheet_text

    sheet = record_scores(new_sheet("1882", ["Anne", "Ben"]), 10, 20)
    penalised = Deal(2, "Ben", "Anne", {"Anne": 31, "Ben": 0}, "d2.yaml",
                     penalties=[Penalty("younger", "reckons-nothing",
                                                 law=LawRef("portland-1882", "58"))])
    fresh = Deal(3, "Anne", "Ben", {"Anne": 0, "Ben": 0}, "d3.yaml",
                 not_scored=KeptRuling("faced-card", "fresh-deal", "",
                                       [LawRef("portland-1882", "14")], 0))
    path = tmp_path / "p.yaml"
    path.write_text(sheet_text(sheet.with_deals((*sheet.deals, penalised, fresh))), "utf-8")
    out = ok("partie", "show", path)
    assert "2 ⚖" in out and "3 ✗" in out
    assert "⚖ deal 2: Ben, younger, reckons nothing (law 58)" in out
    assert "deal 3 not scored (faced card): fresh deal, law 14" in out
    # deal 3 not scored is dealt again by Anne as deal 4, the partie's third
    assert "Next: deal 4 (the partie's 3rd of 6), Anne deals, Ben is elder." in out
    data = show_json(path)
    assert data["deals"][1]["penalties"][0]["effect"] == "reckons-nothing"
    assert data["deals"][2]["not_scored"]["decision"] == "fresh-deal"
    assert data["totals"] == {"Anne": 51, "Ben": 10}


# --- the file: what cannot be written, names that cannot be printed raw ----------------------


def test_no_space_left_names_the_sheet(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from arbiter.files import safefile
    path = tmp_path / "club.yaml"
    ok("partie", "new", path, "-e", "1882", "-p", "Anne", "-p", "Ben")
    before = path.read_bytes()

    def full(handle: int, data: bytes) -> int:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(safefile.os, "write", full)
    result = run("partie", "record", path, "--elder", "1", "--younger", "2")
    assert result.exit_code == 1
    assert result.stderr == f"Error: {path}: no space left on device; the sheet is unchanged\n"
    assert path.read_bytes() == before


def test_file_names_with_escapes_never_reach_the_terminal_raw(tmp_path: Path) -> None:
    path = tmp_path / "a\x1b[31m.yaml"
    out = ok("partie", "new", path, "-e", "1651", "-p", "Anne", "-p", "Ben")
    assert "\x1b" not in out and "\\x1b[31m" in out
    deal = tmp_path / "deal\x1b[2J.yaml"
    deal.write_text(DEAL_1651, encoding="utf-8")
    out = ok("partie", "record", path, deal)
    assert "\x1b" not in out and "deal\\x1b[2J.yaml" in out
    for args in (("show",), ("show", "--csv"), ("show", "--json")):
        assert "\x1b" not in ok("partie", args[0], path, *args[1:])
    result = run("partie", "record", path, tmp_path / "missing\x1b[31m.yaml")
    assert result.exit_code == 2 and "\x1b" not in result.stderr


# --- what the scorer's JSON brings: built against its contract, lit up by patching it -------


def scorer_says(monkeypatch: pytest.MonkeyPatch, **extra: Any) -> None:
    """The scorer's per-deal JSON (`score --json`) with the keys issue 16 adds."""
    from arbiter.game.tally import DealScore

    plain = DealScore.to_json
    monkeypatch.setattr(DealScore, "to_json", lambda self: {**plain(self), **extra})


def test_record_keeps_the_scorer_s_penalties_and_rulings(
    tmp_path: Path, race: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    penalty = {"player": "elder", "effect": "loses-declaration", "what": "the point",
               "law": {"edition": "royall-1651", "law": "XII.16"}}
    ruling = {"kind": "calling-error", "decision": "loses-declaration",
              "citations": [{"edition": "royall-1651", "law": "XII.16", "text": "..."}],
              "summary": "The elder loses his point."}
    scorer_says(monkeypatch, penalties=[penalty], rulings=[ruling])
    deal = tmp_path / "deal.yaml"
    deal.write_text(DEAL_1651, encoding="utf-8")
    ok("partie", "record", race, deal)
    text = race.read_text(encoding="utf-8")
    assert ("penalties: [{player: elder, effect: loses-declaration, what: the point, law: "
            "{edition: royall-1651, law: XII.16}}]") in text
    assert ("rulings: [{kind: calling-error, decision: loses-declaration, citations: "
            "[{edition: royall-1651, law: XII.16}], summary: The elder loses his point.}]") in text
    out = ok("partie", "show", race)
    assert "⚖ deal 1: Ben, elder, loses declaration (the point) (law XII.16; calling error)" in out


def test_a_deal_not_scored_is_recorded_without_its_tricks(
    tmp_path: Path, race: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    deal = tmp_path / "deal.yaml"
    deal.write_text(DEAL_1651.split("tricks:")[0], encoding="utf-8")
    refused("holds 0 of the 12 tricks", "partie", "record", race, deal)
    scorer_says(monkeypatch, not_scored={"decision": "fresh-deal", "kind": "faced-card",
                                         "index": 0, "laws": ["XII.22"],
                                         "summary": "A faced card."})
    out = ok("partie", "record", race, deal)
    assert "deal 1 not scored (faced card): fresh deal, law XII.22 (A faced card.)" in out
    assert "Next: deal 2, Anne deals, Ben is elder." in out  # the same dealer deals again
    data = show_json(race)
    assert data["deals"][0]["not_scored"]["laws"] == [{"edition": "royall-1651", "law": "XII.22"}]
    assert data["totals"] == {"Anne": 0, "Ben": 0}


def test_a_four_deal_partie_by_variant(tmp_path: Path) -> None:
    path = tmp_path / "four.yaml"
    out = ok("partie", "new", path, "-e", "1882", "--variant", "four-deal-partie", "-p", "Anne",
             "-p", "Ben")
    assert "a partie of 4 deals (1 and 4 counting double)" in out
    for elder, younger in ((20, 10), (20, 10), (20, 10), (5, 0)):
        record(path, elder, younger)
    data = show_json(path)
    # Anne: 2x10 + 20 + 10 + 2x5 = 60; Ben: 2x20 + 10 + 20 + 2x0 = 70; Anne under 100
    assert data["totals"] == {"Anne": 60, "Ben": 70}
    assert data["result"] == {"winner": "Ben", "points": 70 + 60 + 100, "rubiconed": True}
    assert "counts double" in ok("partie", "show", path)


def table_notes(out: str) -> list[str]:
    """The note column's lines, from a table drawn by `partie show`."""
    return [line.split("│")[-2].strip() for line in out.splitlines() if line.count("│") > 2]


def test_a_deal_file_s_path_is_never_broken_in_the_table(tmp_path: Path, race: Path) -> None:
    """At 80 columns a name too long for the note is said whole under the table, never
    folded across lines nor cut; the whole path stays in --json and --csv."""
    folder = tmp_path / "a-club-folder" / "this-season"
    folder.mkdir(parents=True)
    deal = folder / "wednesday-evening-deal.yaml"
    deal.write_text(DEAL_1651, encoding="utf-8")
    ok("partie", "record", race, deal)
    result = runner.invoke(app, ["partie", "show", str(race)], env={"COLUMNS": "80"})
    assert result.exit_code == 0, result.stderr
    assert table_notes(result.stdout) == ["file below"]
    assert f"deal 1 from {deal}" in result.stdout.splitlines()  # one line, however long
    assert "…" not in result.stdout
    assert str(deal) in ok("partie", "show", race, "--csv")


def test_at_80_columns_the_table_tells_deal_files_apart(rubicon: Path) -> None:
    """The short name: no folder, no extension, no edition prefix; a name that does not
    fit the note goes whole under the table."""
    examples = Path(__file__).parent.parent / "examples" / "deals"
    for name in ("pique", "capot", "fresh-deal", "sequence-lost-pique"):
        ok("partie", "record", rubicon, examples / f"portland-1882-{name}.yaml")
    result = runner.invoke(app, ["partie", "show", str(rubicon)], env={"COLUMNS": "80"})
    lines = result.stdout.splitlines()
    assert max(len(line) for line in lines if " from " not in line) <= 80
    notes = table_notes(result.stdout)
    assert notes[:3] == ["pique", "capot", "fresh-deal;"] and "file below" in notes
    assert f"deal 4 from {examples / 'portland-1882-sequence-lost-pique.yaml'}" in lines
    assert not any(line.startswith(("deal 1 from", "deal 2 from")) for line in lines)



QUALIFIED = re.compile(r"\b(four-deal-partie|au-cent):")


def test_a_variant_s_laws_are_named_as_a_reader_names_them(tmp_path: Path) -> None:
    """71.note stands in place of law 71, 72-73 unchanged; au cent's own laws 27 and 28:
    no `VARIANT:ID` on the screen."""
    four = tmp_path / "four.yaml"
    said = ok("partie", "new", four, "-e", "1882", "--variant", "four-deal-partie",
              "-p", "A", "-p", "B")  # fmt: skip
    assert "(laws 71.note and 72-73)" in " ".join(said.split())
    for elder in (10, 10, 10, 30):
        said += record(four, elder, 5)
    said += ok("partie", "show", four)
    assert "counts double (law 71.note)" in said and "A wins the partie" in said
    assert "(law 73)" in said  # the rubicon
    cent = tmp_path / "cent.yaml"
    said += ok("partie", "new", cent, "-e", "1882", "--variant", "au-cent", "-p", "A", "-p", "B")
    assert "a set of 100 (law 28)" in said
    said += record(cent, 60, 5) + record(cent, 50, 5)
    amended = ok("partie", "amend", cent, "1", "--elder", "60", "--younger", "6")
    assert amended.count("law 27:") == 1
    said += amended + record(cent, 60, 5) + ok("partie", "show", cent)
    said = " ".join(said.split())
    assert "wins the set of 100 (law 28)" in said
    assert not QUALIFIED.search(said), QUALIFIED.search(said)


FRESH_DEAL = Path(__file__).parent.parent / "examples" / "deals" / "portland-1882-fresh-deal.yaml"


def test_deal_n_is_the_same_deal_in_show_json_csv_amend_and_undo(rubicon: Path) -> None:
    """A faced card: a fresh deal (law 14), deal 2 on the sheet, not scored, amended by its
    number; the deal dealt again is deal 3."""
    record(rubicon, 10, 5)
    said = ok("partie", "record", rubicon, FRESH_DEAL)
    assert "Next: deal 3 (the partie's 2nd of 6), Ben deals, Anne is elder." in said
    assert "2 ✗" in ok("partie", "show", rubicon)
    assert [d["number"] for d in show_json(rubicon)["deals"]] == [1, 2]
    rows = list(csv.reader(io.StringIO(ok("partie", "show", rubicon, "--csv"))))
    assert [(row[0], row[7]) for row in rows[1:]] == [("1", "hand-counted"), ("2", "not-scored")]
    refused("Deal 2 (not scored) has been dealt since, so the player in error has seen his next "
            "hand: deal 1 can no longer be corrected",
            "partie", "amend", rubicon, "1", "--elder", "3", "--younger", "4")
    data = json.loads(ok("partie", "amend", rubicon, "2", "--elder", "3", "--younger", "4",
                         "--json"))  # fmt: skip
    assert data["old"]["number"] == data["deal"]["number"] == 2
    assert "not_scored" in data["old"] and "not_scored" not in data["deal"]
    assert data["deal"]["amended"][0]["old_scored"] is False
    assert "deal 2 amended" in ok("partie", "show", rubicon)  # read back from the file
    assert show_json(rubicon)["deals"][1]["amended"][0]["old_scored"] is False
    assert data["sheet"]["totals"] == {"Anne": 5 + 3, "Ben": 10 + 4}
    refused("there is no deal 3 on the sheet (it holds deals 1 to 2)",
            "partie", "amend", rubicon, "3", "--elder", "3", "--younger", "4")
    said = ok("partie", "undo", rubicon)  # the last change: the amendment, not the deal
    assert "Took back the amendment of deal 2: it was Anne 3, Ben 4; it is again" in said
    assert "not scored" in said and show_json(rubicon)["totals"] == {"Anne": 5, "Ben": 10}
    assert "Took back the record of deal 2" in ok("partie", "undo", rubicon)


def test_json_gives_a_deal_file_s_whole_path(rubicon: Path) -> None:
    examples = Path(__file__).parent.parent / "examples" / "deals"
    ok("partie", "record", rubicon, examples / "portland-1882-pique.yaml")
    record(rubicon, 3, 4)
    deals = show_json(rubicon)["deals"]
    assert deals[0]["source"] == str(examples / "portland-1882-pique.yaml")
    assert "source" not in deals[1]  # counted by hand: the SPEC's keys alone


def test_a_variant_sheet_records_a_deal_file_of_its_base_edition(tmp_path: Path) -> None:
    """A four-deal partie is the 1882 game with the note's partie: a deal file written for
    portland-1882 is scored under the sheet's variant (its first deal counting double); a
    file of another edition is still refused."""
    sheet = tmp_path / "four.yaml"
    ok("partie", "new", sheet, "--edition", "1882", "--variant", "four-deal-partie",
       "--player", "Anne", "--player", "Ben")
    ok("partie", "record", sheet, ROOT / "examples" / "deals" / "portland-1882-pique.yaml")
    assert show_json(sheet)["totals"] == {"Anne": 8, "Ben": 156}
    refused("the deal is for royall-1651", "partie", "record", sheet,
            ROOT / "examples" / "deals" / "royall-1651-pique.yaml")


def test_long_names_keep_each_bar_whole_with_its_mark(tmp_path: Path) -> None:
    """Names of 40 characters (and wide ones) are cut to a line beside their bars, so each
    bar keeps its width and the rubicon's mark at 80 columns (audit7 F5)."""
    sheet = tmp_path / "wide.yaml"
    long = "Bartholomew Fitzwilliam-Smythe of Bath!"
    ok("partie", "new", sheet, "--edition", "1882", "--player", "安倍晋三" * 8, "--player", long)
    shown = runner.invoke(app, ["partie", "show", str(sheet)], env={"COLUMNS": "80"}).output
    bars = [line for line in shown.splitlines() if "···" in line]
    assert len(bars) == 2 and all(line.rstrip().endswith("│ 0") for line in bars), shown
    assert max(len(line) for line in shown.splitlines()) <= 80
