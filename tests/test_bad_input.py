"""Issue 6 and the SPEC's exit status, command by command: malformed input ends in exit 2 and
one line on stderr naming the file, the YAML line (`FILE:LINE:`) and the field at fault, with
a "did you mean" for a misspelling; never a traceback; with --json nothing on stdout. Usage
errors are one line and exit 2 too.

Each command that reads a file has its own table (`rule` and `compare` share the incident
table, `score` and `partie record` the deal table); the faults that any YAML file can have
(empty, binary, a tab, an alias bomb...) run through every one of them.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from arbiter.cli import app
from tests.conftest import run
from tests.test_yamlio import ALIAS_BOMB

runner = CliRunner()
MISSING = object()  # a file that is not there
FOLDER = object()  # a folder where the file belongs


@dataclass(frozen=True)
class Bad:
    """A malformed file and what the one line must say: its YAML line, field path, words."""

    id: str
    content: str | bytes | object
    words: tuple[str, ...]
    line: int | None = None
    field: str | None = None


def refused(result: Any, *words: str) -> str:
    """Exit 2 with exactly one non-empty line on stderr holding every word; no traceback."""
    everything = f"{result.stdout}{result.stderr}"
    assert result.exception is None or isinstance(result.exception, SystemExit), everything
    assert "Traceback" not in everything
    assert result.exit_code == 2, everything
    lines = result.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("Error: ") and lines[0][7:].strip(), lines
    for word in words:
        assert word in lines[0], f"{word!r} not in {lines[0]!r}"
    return str(lines[0])


def expected_words(case: Bad, file: Path) -> tuple[str, ...]:
    """The words a refusal of `case` in `file` must hold: the file (with its line), the field."""
    place = f"{file}:{case.line}:" if case.line is not None else str(file)
    field = (f": {case.field}: ",) if case.field else ()
    return (place, *field, *case.words)


def put(path: Path, content: str | bytes | object) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    if content is FOLDER:
        path.mkdir()
    elif isinstance(content, bytes):
        path.write_bytes(content)
    elif isinstance(content, str):
        path.write_text(content, encoding="utf-8")
    return path


# --- faults any YAML file can have -----------------------------------------------------------

ANY_FILE = [
    Bad("empty", "", ("file is empty",)),
    Bad("only-a-comment", "# nothing yet\n", ("file is empty",)),
    Bad("binary", b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR", ("binary",)),
    Bad("not-utf8", b"title: caf\xe9\n", ("not UTF-8",), line=1),
    Bad("missing", MISSING, ("no such file",)),
    Bad("folder", FOLDER, ("is a folder",)),
    Bad("tab", "title: x\nincident:\n\tkind: faced-card\n", ("tab character",), line=3),
    Bad("missing-colon", "title: x\nnote\n  more: words\n", ("missing colon",), line=2),
    Bad("stray-colon", "title: a: b\n", ("':' where none belongs",), line=1),
    Bad("second-document", "title: x\n---\ntitle: y\n", ("more than one YAML document",), line=2),
    Bad("python-tag", "title: !!python/object/apply:os.system [ls]\n", ("not allowed",), line=1),
    Bad("duplicate-key", "title: a\ntitle: b\n", ("given twice",), line=2, field="title"),
    Bad("unclosed", "title: [a, b\n", ("YAML syntax",)),
    Bad("alias-bomb", ALIAS_BOMB, ("alias bomb",)),
    Bad("deep-list", "title: " + "[" * 5000, ("nested deeper",), line=1),
    Bad("deep-mapping", "title:\n" + "".join(" " * i + "a:\n" for i in range(1, 200)),
        ("nested deeper",)),
]


# --- incident files: rule and compare --------------------------------------------------------

FACED = "incident:\n  kind: faced-card\n  where: pack\n  count: 1\n  discovered: dealing\n"
CAPOT_HANDS = """\
  elder:
    hand: [AS, KS, QS, JS, AH, KH, QH, JH, AD, KD, AC, KC]
  younger:
    hand: [QD, JD, 10D, 9D, 7D, 10S, 9S, 8S, 10H, 9H, QC, JC]
"""
CAPOT_TRICKS = """\
tricks:
  - [AS, 8S]
  - [KS, 9S]
  - [QS, 10S]
  - [JS, 7D]
  - [AH, 9H]
  - [KH, 10H]
  - [QH, 9D]
  - [JH, 10D]
  - [AD, JD]
  - [KD, QD]
  - [AC, JC]
  - [KC, QC]
"""
# Line 1 edition, 6-9 the hands, 11-22 the tricks (tricks[i] on line 11 + i).
DISPUTE = (
    "edition: portland-1882\nincident:\n  kind: score-dispute\n  discovered: after-play\n"
    "  deal:\n" + CAPOT_HANDS.replace("\n  ", "\n    ").replace("  elder", "    elder", 1)
    + "    " + CAPOT_TRICKS.replace("\n  ", "\n      ") + "  claimed: {elder: 89, younger: 5}\n"
    + "expect:\n  portland-1882: {decision: play-on}\n"  # `rule` checks only its edition keys
)


def faced(old: str, new: str) -> str:
    assert old in FACED
    return FACED.replace(old, new)


def dispute(old: str, new: str) -> str:
    assert old in DISPUTE
    return DISPUTE.replace(old, new, 1)

# A told play and a told exchange: line 5 is step 0, line 6 step 1 (each rules play-on, and
# says so for `check`, which rules only a file that says what it expects).
PLAYS_ON = "expect:\n  portland-1882: {decision: play-on}\n"
TOLD_PLAY = ("edition: portland-1882\nincident:\n  kind: play\n  steps:\n"
             "    - {by: elder, lead: AS}\n    - {by: younger, play: 7S}\n" + PLAYS_ON)
TOLD_EXCHANGE = ("edition: portland-1882\nincident:\n  kind: exchange\n  steps:\n"
                 "    - {by: elder, discard: [7S, 8S]}\n    - {by: elder, take: 2}\n" + PLAYS_ON)


def told(template: str, old: str, new: str) -> str:
    assert old in template
    return template.replace(old, new, 1)


INCIDENT = [
    Bad("escape-in-title", 'title: "red \\e[31m alert"\n' + FACED,
        ("control character", "'\\x1b'"), line=1, field="title"),
    Bad("key-typo", faced("where", "wehre"), ("unknown key 'wehre'", "did you mean 'where'"),
        line=3, field="incident.wehre"),
    Bad("top-key-typo", faced("incident", "incidnt"), ("did you mean 'incident'",), line=1,
        field="incidnt"),
    Bad("value-typo", faced("where: pack", "where: stok"), ("did you mean 'stock'",), line=3,
        field="incident.where"),
    Bad("stage-typo", faced("dealing", "delaing"), ("did you mean 'dealing'",), line=5,
        field="incident.discovered"),
    Bad("kind-typo", faced("faced-card", "faced-crad"), ("did you mean 'faced-card'",), line=2,
        field="incident.kind"),
    Bad("kind-is-a-list", faced("faced-card", "[faced-card]"), ("expected a kind, got a list",),
        line=2, field="incident.kind"),
    Bad("missing-key", faced("  count: 1\n", ""), ("missing required key 'count'",), line=1,
        field="incident"),
    Bad("count-is-text", faced("count: 1", "count: one"), ("expected a whole number",), line=4,
        field="incident.count"),
    Bad("list-for-mapping", "incident:\n  - kind: faced-card\n", ("expected a mapping",),
        line=1, field="incident"),
    Bad("list-at-the-top", "- incident\n- faced-card\n", ("expected a mapping, got a list",),
        line=1),
    Bad("missing-colon-in-incident", faced("where: pack", "where pack"), ("missing colon",),
        line=3),
    Bad("unknown-edition", "edition: 1700\n" + FACED, ("unknown edition '1700'",), line=1,
        field="edition"),
    Bad("edition-typo", "edition: portlnd\n" + FACED, ("did you mean 'portland'",), line=1,
        field="edition"),
    Bad("five-in-a-deal", dispute("JS, AH", "5S, AH"), ("'5S' is not a card",), line=7,
        field="incident.deal.elder.hand[3]"),
    Bad("six-in-an-1882-deal", dispute("JS, AH", "6S, AH"), ("not in the 32-card pack",),
        line=7, field="incident.deal.elder.hand[3]"),
    Bad("duplicate-card", dispute("QC, JC]", "QC, AS]"), ("AS is also in the elder's hand",),
        line=9, field="incident.deal.younger.hand[11]"),
    Bad("thirteen-cards", dispute("AC, KC]", "AC, KC, 7C]"), ("holds 13 cards",), line=7,
        field="incident.deal.elder.hand"),
    Bad("revoke-in-the-tricks", dispute("[QS, 10S]", "[QS, 7D]"), ("a revoke",), line=13,
        field="incident.deal.tricks[2][1]"),
    Bad("card-not-in-hand", dispute("[AS, 8S]", "[AS, 7S]"), ("not in his hand",), line=11,
        field="incident.deal.tricks[0][1]"),
    Bad("step-key-typo", told(TOLD_PLAY, "lead: AS", "laed: AS"),
        ("unknown key 'laed'", "did you mean 'lead'?"), line=5, field="incident.steps[0].laed"),
    Bad("step-key-unknown", told(TOLD_PLAY, "lead: AS", "frobnicate: 5"),
        ("unknown key 'frobnicate'",
         "(one of lead, play, throw, retake, ask, answer, show, tricks, call,"),
        line=5, field="incident.steps[0].frobnicate"),
    Bad("step-of-no-deed", told(TOLD_EXCHANGE, "take: 2", "count: 2"),
        ("nothing said or done", "(one of discard, take, announce,"), line=6,
        field="incident.steps[1]"),
    Bad("lead-of-no-card", told(TOLD_PLAY, "lead: AS", "lead: []"),
        ("expected 1 card at least, got none",), line=5, field="incident.steps[0].lead"),
    Bad("card-led-and-played", told(TOLD_PLAY, "play: 7S", "play: AS"),
        ("the younger plays AS, which the elder led at step 1",), line=6,
        field="incident.steps[1].play"),
    Bad("card-twice-in-a-discard", told(TOLD_EXCHANGE, "[7S, 8S]", "[7S, 7S]"),
        ("7S appears twice",), line=5, field="incident.steps[0].discard[1]"),
    Bad("discard-in-words", told(TOLD_EXCHANGE, "[7S, 8S]", "five"),
        ("'five' is not a card",), line=5, field="incident.steps[0].discard"),
    Bad("expected-edition-typo", dispute("  portland-1882: {", "  portlnd-1882: {"),
        ("unknown edition 'portlnd-1882'", "did you mean"), line=25, field="expect.portlnd-1882"),
]


# compare names its editions, so that the 1882 pack meets the deal first: with all editions
# it leaves out one whose pack cannot hold the deal (SPEC), and rules under the others.
@pytest.mark.parametrize(
    "command", [["rule"], ["compare", "--editions", "1882,1651"]], ids=["rule", "compare"]
)
@pytest.mark.parametrize("case", INCIDENT + ANY_FILE, ids=lambda case: case.id)
def test_bad_incident(tmp_path: Path, command: list[str], case: Bad) -> None:
    file = put(tmp_path / "incident.yaml", case.content)
    result = run(*command, file, "--json")
    refused(result, *expected_words(case, file))
    assert result.stdout == ""


def test_compare_when_no_edition_can_rule(tmp_path: Path) -> None:
    case = next(case for case in INCIDENT if case.id == "five-in-a-deal")
    file = put(tmp_path / "incident.yaml", case.content)
    result = run("compare", file, "--json")
    refused(result, "no edition can rule", *expected_words(case, file))
    assert result.stdout == ""


def test_the_incident_templates_are_good(tmp_path: Path) -> None:
    for text in (FACED, DISPUTE, TOLD_PLAY, TOLD_EXCHANGE):
        file = put(tmp_path / "good.yaml", text)
        commands: list[list[str | Path]] = [
            ["rule", file], ["compare", file, "--editions", "1882,1651"], ["check", file]
        ]
        for args in commands:
            result = run(*args, "--json")
            assert result.exit_code == 0, result.stderr


# --- deal files: score and partie record -----------------------------------------------------

# Line 1 edition, 3 and 5 the hands, 7-18 the tricks (tricks[i] on line 7 + i).
DEAL = "edition: portland-1882\n" + CAPOT_HANDS.replace("\n  ", "\n").lstrip() + CAPOT_TRICKS


def deal(old: str, new: str) -> str:
    assert old in DEAL
    return DEAL.replace(old, new, 1)


DEALS = [
    Bad("escape-in-title", 'title: "bell \\a"\n' + DEAL, ("control character", "'\\x07'"),
        line=1, field="title"),
    Bad("key-typo", deal("  hand", "  hnad"), ("did you mean 'hand'",), line=3,
        field="elder.hnad"),
    Bad("role-typo", deal("younger:", "yonger:"), ("did you mean 'younger'",), line=4,
        field="yonger"),
    Bad("missing-hand", deal("younger:\n  hand:", "younger:\n  dealt:"),
        ("missing required key 'hand'",), line=4, field="younger"),
    Bad("five-of-spades", deal("JS, AH", "5S, AH"), ("'5S' is not a card",), line=3,
        field="elder.hand[3]"),
    Bad("junk-card", deal("JS, AH", "ZZ, AH"), ("'ZZ' is not a card",), line=3,
        field="elder.hand[3]"),
    Bad("six-in-1882", deal("JS, AH", "6S, AH"), ("6S is not in the 32-card pack",), line=3,
        field="elder.hand[3]"),
    Bad("duplicate-card", deal("QC, JC]", "QC, AS]"), ("AS is also in the elder's hand",),
        line=5, field="younger.hand[11]"),
    Bad("card-twice-in-a-hand", deal("AC, KC]", "AC, AS]"), ("AS appears twice",), line=3,
        field="elder.hand[11]"),
    Bad("thirteen-cards", deal("AC, KC]", "AC, KC, 7C]"), ("holds 13 cards; a hand holds 12",),
        line=3, field="elder.hand"),
    Bad("eleven-cards", deal("AC, KC]", "AC]"), ("holds 11 cards",), line=3, field="elder.hand"),
    Bad("revoke", deal("[QS, 10S]", "[QS, 7D]"), ("while holding 10S: a revoke", "'revoke'"),
        line=9, field="tricks[2][1]"),
    Bad("not-in-hand", deal("[AS, 8S]", "[AS, 7S]"), ("plays 7S, which is not in his hand",),
        line=7, field="tricks[0][1]"),
    Bad("played-twice", deal("[KS, 9S]", "[AS, 9S]"), ("played already",), line=8,
        field="tricks[1][0]"),
    Bad("trick-of-one", deal("[AH, 9H]", "[AH]"),
        ("a trick of one card, but the younger still holds 8 cards",), line=11,
        field="tricks[4]"),
    Bad("thirteen-tricks", DEAL + "  - [AS, KS]\n", ("13 tricks",), line=6, field="tricks"),
    Bad("list-for-mapping", deal("elder:\n  hand:", "elder:\n  - hand:"),
        ("expected a mapping, got a list",), line=2, field="elder"),
    Bad("list-at-the-top", "- [AS, KS]\n", ("expected a mapping, got a list",), line=1),
    Bad("hand-is-a-mapping", deal("hand: [AS", "hand: {AS: 1}\n  dealt: [AS"),
        ("expected cards (a list, or a string",), line=3, field="elder.hand"),
    Bad("unknown-edition", deal("portland-1882", "1700"), ("unknown edition '1700'",), line=1,
        field="edition"),
    Bad("edition-typo", deal("portland-1882", "portlnd-1882"), ("did you mean",), line=1,
        field="edition"),
]

DealCommand = Callable[[Path, Path], list[str | Path]]


def score_args(tmp_path: Path, file: Path) -> list[str | Path]:
    return ["score", file, "--json"]


def record_args(tmp_path: Path, file: Path) -> list[str | Path]:
    sheet = tmp_path / "partie.yaml"
    if not sheet.exists():
        assert run("partie", "new", sheet, "-e", "1882", "-p", "Anne", "-p", "Ben").exit_code == 0
    return ["partie", "record", sheet, file]


@pytest.mark.parametrize("command", [score_args, record_args], ids=["score", "partie-record"])
@pytest.mark.parametrize("case", DEALS + ANY_FILE, ids=lambda case: case.id)
def test_bad_deal(tmp_path: Path, command: DealCommand, case: Bad) -> None:
    file = put(tmp_path / "deal.yaml", case.content)
    args = command(tmp_path, file)
    sheet = tmp_path / "partie.yaml"
    before = sheet.read_bytes() if sheet.exists() else None
    result = run(*args)
    refused(result, *expected_words(case, file))
    assert result.stdout == ""
    if before is not None:
        assert sheet.read_bytes() == before  # a refused deal leaves the sheet as it was


def test_the_deal_template_scores_and_records(tmp_path: Path) -> None:
    file = put(tmp_path / "deal.yaml", DEAL)
    for command in (score_args, record_args):
        result = run(*command(tmp_path, file))
        assert result.exit_code == 0, result.stderr


# --- score sheets: partie show, record and undo ----------------------------------------------

SHEET = """\
format: 1
edition: portland-1882
players: [Anne, Ben]
game: {kind: partie, deals: 6, bonus: 100, rubicon: 100}
deals:
- number: 1
  dealer: Anne
  elder: Ben
  scores: {Anne: 5, Ben: 89}
  source: hand-counted
"""


def sheet(old: str, new: str) -> str:
    assert old in SHEET
    return SHEET.replace(old, new, 1)


SHEETS = [
    Bad("no-format", sheet("format: 1\n", ""), ("not an arbiter score sheet",)),
    Bad("future-format", sheet("format: 1", "format: 2"), ("sheet format 2",), line=1,
        field="format"),
    Bad("key-typo", sheet("players:", "playrs:"), ("did you mean 'players'",), line=3,
        field="playrs"),
    Bad("game-typo", sheet("kind: partie", "kind: partei"), ("did you mean 'partie'",), line=4,
        field="game.kind"),
    Bad("unknown-edition", sheet("portland-1882", "1700"), ("unknown edition '1700'",), line=2,
        field="edition"),
    Bad("mapping-for-list", sheet("[Anne, Ben]", "{Anne: 1}"), ("expected a list of 2",),
        line=3, field="players"),
    Bad("list-for-mapping", sheet("game: {kind: partie,", "game: [kind: partie,").replace(
        "100}", "100]", 1), ("expected a mapping",), line=4, field="game"),
    Bad("wrong-dealer", sheet("dealer: Anne", "dealer: Ben"), ("should be Anne",), line=7,
        field="deals[0].dealer"),
    Bad("negative-score", sheet("Anne: 5", "Anne: -5"), ("must be 0 or more",), line=9,
        field="deals[0].scores.Anne"),
    Bad("score-is-text", sheet("Anne: 5", "Anne: five"), ("expected a whole number",), line=9,
        field="deals[0].scores.Anne"),
    Bad("stranger", sheet("Ben: 89", "Bob: 89"), ("'Bob' is not a player",), line=9,
        field="deals[0].scores.Bob"),
    Bad("truncated", SHEET[: SHEET.index("  scores")],
        ("missing required keys 'scores', 'source'",), line=6, field="deals[0]"),
]


@pytest.mark.parametrize(
    "args",
    [("show", "--json"), ("undo",), ("record", "--elder", "1", "--younger", "2")],
    ids=["show", "undo", "record"],
)
@pytest.mark.parametrize("case", SHEETS + ANY_FILE, ids=lambda case: case.id)
def test_corrupt_sheet(tmp_path: Path, args: tuple[str, ...], case: Bad) -> None:
    file = put(tmp_path / "partie.yaml", case.content)
    before = file.read_bytes() if file.is_file() else None
    result = run("partie", args[0], file, *args[1:])
    refused(result, *expected_words(case, file))
    assert result.stdout == ""
    if before is not None:
        assert file.read_bytes() == before  # a sheet that cannot be read is never written


def test_the_sheet_template_is_good(tmp_path: Path) -> None:
    result = run("partie", "show", put(tmp_path / "partie.yaml", SHEET), "--json")
    assert result.exit_code == 0, result.stderr
    assert json.loads(result.stdout)["totals"] == {"Anne": 5, "Ben": 89}


# --- check: a folder of scenarios with one broken -------------------------------------------

GOOD_SCENARIO = FACED + "expect:\n  portland-1882: {decision: fresh-deal}\n"
SCENARIOS = [
    *INCIDENT,
    Bad("expect-typo", FACED + "expect:\n  portland-1882: {decison: fresh-deal}\n",
        ("did you mean 'decision'",), line=7, field="expect.portland-1882.decison"),
    Bad("expect-edition", FACED + "expect:\n  portlnd: {decision: fresh-deal}\n",
        ("unknown edition 'portlnd'",), line=7, field="expect.portlnd"),
    *(case for case in ANY_FILE if case.content not in (MISSING, FOLDER)),
]


@pytest.mark.parametrize("case", SCENARIOS, ids=lambda case: case.id)
def test_check_a_folder_with_one_broken_scenario(tmp_path: Path, case: Bad) -> None:
    put(tmp_path / "scenarios" / "good.yaml", GOOD_SCENARIO)
    bad = put(tmp_path / "scenarios" / "kind" / "bad.yaml", case.content)
    result = run("check", tmp_path / "scenarios", "--json")
    refused(result, *expected_words(case, bad))
    data = json.loads(result.stdout)  # with --json, stdout is the JSON report and only that
    assert (data["files"], data["passed"], data["errors"]) == (2, 1, 1)


def test_check_a_missing_path(tmp_path: Path) -> None:
    missing = tmp_path / "nowhere.yaml"
    refused(run("check", missing, "--json"), str(missing), "no such file")


# --- options and usage --------------------------------------------------------------------

EXAMPLE_DEAL = Path(__file__).resolve().parent.parent / "examples" / "deals"


@pytest.mark.parametrize(
    ("args", "option"),
    [
        (["rule", "{incident}", "--edition", "1700", "--json"], "'--edition'"),
        (["rule", "{incident}", "-e", "portlnd", "--json"], "did you mean 'portland'"),
        (["rule", "{incident}", "-e", "", "--json"], "'--edition'"),
        (["compare", "{incident}", "--editions", "1651,1700", "--json"], "'--editions'"),
        (["compare", "{incident}", "--editions", ",", "--json"], "--editions names no edition"),
        (["score", "{deal}", "--edition", "1700", "--json"], "'--edition'"),
    ],
)
def test_unknown_edition_on_the_command_line(tmp_path: Path, args: list[str], option: str) -> None:
    incident = put(tmp_path / "incident.yaml", FACED)
    deal_file = put(tmp_path / "deal.yaml", DEAL)
    filled = [arg.format(incident=incident, deal=deal_file) for arg in args]
    result = run(*filled)
    refused(result, option)
    assert result.stdout == ""


USAGE = [
    ["rule"],
    ["rule", "x.yaml", "--bogus"],
    ["rule", "x.yaml", "--edition"],
    ["compare"],
    ["compare", "x.yaml", "--edition", "1651"],
    ["score"],
    ["score", "x.yaml", "--jsn"],
    ["check", "--bogus"],
    ["laws", "show"],
    ["laws", "show", "1882", "14", "15"],
    ["laws", "search"],
    ["editions", "--bogus"],
    ["schema"],
    ["schema", "card"],
    ["partie", "new"],
    ["partie", "new", "p.yaml", "--player", "Anne", "--player", "Ben", "--set", "many"],
    ["partie", "record"],
    ["partie", "record", "p.yaml", "--elder", "ten"],
    ["partie", "show"],
    ["partie", "undo"],
    ["partie", "redo", "p.yaml"],
    ["bogus"],
    ["--bogus"],
]


@pytest.mark.parametrize("args", USAGE, ids=" ".join)
def test_usage_errors_are_one_line_and_exit_2(tmp_path: Path, args: list[str]) -> None:
    result = runner.invoke(app, args, env={"COLUMNS": "200"})
    refused(result)
    assert result.stdout == ""
