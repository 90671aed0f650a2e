"""Issue 26, "Nothing a user writes breaks the sheet or the screen": each reproduction of the
outside audit, run as a user runs it. Each ends in one clear line and exit 2, or works."""

from __future__ import annotations

import json
from functools import partial
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import tests.conftest
from tests.conftest import CHILD_TIMEOUT, run_apart
from tests.test_bad_input import refused

ROOT = Path(__file__).resolve().parent.parent
RED_LION = ROOT / "examples" / "variants" / "red-lion.yaml"
run = partial(tests.conftest.run, columns=80)  # on a terminal of 80 columns, as the audit ran


def works(result: Any) -> Any:
    assert result.exit_code == 0, f"{result.stdout}{result.stderr}"
    return result


# --- 4: right-to-left overrides and line separators ------------------------------------------

BIDI = ("\u202e", "\u2028", "\u2029", "\u200f", "\u2066")


def _red_lion_with(tmp_path: Path, title: str, law_text: str) -> Path:
    text = RED_LION.read_text(encoding="utf-8")
    text = text.replace("title: The Red Lion's house rules", f"title: {json.dumps(title)}")
    text = text.replace("text: The set is fifty, and he that first comes to it wins the set.",
                        f"text: {json.dumps(law_text)}")
    path = tmp_path / "bidi.yaml"
    path.write_text(text, encoding="utf-8")
    return path


@pytest.mark.parametrize("char", BIDI)
@pytest.mark.parametrize("command", [("editions",), ("laws", "search", "set fifty"),
                                     ("laws", "show", "1651+red-lion", "RL.1")])
def test_4_a_variants_bidi_control_never_reaches_the_terminal(
        tmp_path: Path, char: str, command: tuple[str, ...]) -> None:
    path = _red_lion_with(tmp_path, f"The Red {char}Lion", f"The set {char}is fifty.")
    result = run(*command, "--variant", path)
    line = refused(result, f"{path}:", "control character")
    assert char not in line
    assert char not in result.stdout


@pytest.mark.parametrize("char", BIDI)
def test_4_an_incident_title_with_a_bidi_control_is_refused(tmp_path: Path, char: str) -> None:
    incident = tmp_path / "faced.yaml"
    incident.write_text(f"title: {json.dumps('Faced ' + char + 'card')}\nedition: 1882\n"
                        "incident: {kind: faced-card, where: pack, count: 1, "
                        "discovered: dealing}\n", encoding="utf-8")
    for command in (("rule", incident), ("compare", incident)):
        line = refused(run(*command), f"{incident}:1:", "title", "control character")
        assert char not in line


@pytest.mark.parametrize("char", BIDI)
def test_4_a_player_named_with_a_bidi_control_is_refused(tmp_path: Path, char: str) -> None:
    line = refused(run("partie", "new", tmp_path / "p.yaml", "-p", f"An{char}ne", "-p", "Ben"),
                   "control character")
    assert char not in line
    assert not (tmp_path / "p.yaml").exists()


# --- 10: `laws search` caps the raw query ----------------------------------------------------


def test_10_a_long_question_is_refused_before_its_question_words_are_dropped() -> None:
    query = " ".join(["what", "does", "1651", "say", "about"] * 3200)  # 16,000 words
    line = refused(run("laws", "search", query), "at most 500")
    assert len(line) < 200  # not printed back whole


# --- 9: a variant may not take an edition's id -----------------------------------------------


@pytest.mark.parametrize("name", ["'1882'", "portland-1882", "Royall-1651", "cotton", "sca"])
def test_9_a_variant_named_as_an_edition_is_refused(tmp_path: Path, name: str) -> None:
    path = tmp_path / "club.yaml"
    text = RED_LION.read_text(encoding="utf-8").replace("variant: red-lion", f"variant: {name}")
    path.write_text(text, encoding="utf-8")
    for command in (("editions",), ("laws", "search", "faced")):
        refused(run(*command, "--variant", path), f"{path}:4:", "variant", "an edition's")


# --- 6: a score dispute naming its own deal, or two naming each other ------------------------

PIQUE = ROOT / "examples" / "deals" / "portland-1882-pique.yaml"


def _disputing(path: Path, names: str) -> Path:
    path.write_text(PIQUE.read_text(encoding="utf-8") + "incidents:\n  - {kind: score-dispute, "
                    f"deal: {names}, claimed: {{elder: 10}}, discovered: after-play}}\n",
                    encoding="utf-8")
    return path


@pytest.mark.parametrize("circle", [1, 2, 3])
def test_6_deal_files_naming_each_other_in_a_circle_are_refused(tmp_path: Path,
                                                                 circle: int) -> None:
    names = [f"d{index}.yaml" for index in range(circle)]
    for index, name in enumerate(names):
        _disputing(tmp_path / name, names[(index + 1) % circle])
    first = tmp_path / names[0]
    sheet = tmp_path / "s.yaml"
    works(run("partie", "new", sheet, "-e", "1882", "-p", "Anne", "-p", "Ben"))
    for command in (("score", first), ("partie", "record", sheet, first)):
        refused(run(*command), "names a file that names it", names[0])
    incident = tmp_path / "dispute.yaml"
    incident.write_text(f"incident: {{kind: score-dispute, deal: {names[0]}, claimed: "
                        "{elder: 10}, discovered: after-play}\n", encoding="utf-8")
    refused(run("rule", incident), "names a file that names it", names[0])


# --- 7: `ask` on standard input --------------------------------------------------------------


def refused_answer(result: Any, *words: str) -> str:
    """`ask` asks on stderr: its last line is the one error line, with every word; exit 2."""
    everything = f"{result.stdout}{result.stderr}"
    assert result.exception is None or isinstance(result.exception, SystemExit), everything
    assert "Traceback" not in everything and result.exit_code == 2, everything
    line = str(result.stderr.splitlines()[-1])
    assert line.startswith("Error: ") and all(word in line for word in words), line
    assert len(line) < 200  # the answer is not printed back whole
    return line


@pytest.mark.parametrize("answer", ["1" * 5000, "9" * 1000, "²", "x" * 100_000,
                                    "cutting and dealing" * 40])
def test_7_an_answer_too_long_or_no_number_is_one_short_line(answer: str) -> None:
    refused_answer(run("ask", stdin=answer + "\n"), "<stdin>:1:")


@pytest.mark.parametrize("answer", ["a\0b", "1\0", "\x1b[31m1"])
def test_7_an_answer_with_a_nul_or_a_control_character_is_refused(answer: str) -> None:
    line = refused_answer(run("ask", stdin=answer + "\n"), "<stdin>:1:", "control character")
    assert "\0" not in line and "\x1b" not in line


def test_7_a_file_name_given_to_ask_with_a_nul_is_refused(tmp_path: Path) -> None:
    script = "1\n1\n1\n1\n1\nno\n"
    works(run("ask", stdin=script + "\n"))
    refused_answer(run("ask", stdin=script + "a\0b.yaml\n"), "<stdin>:7:", "control character")


def test_7_an_incident_naming_a_file_with_a_nul_is_refused(tmp_path: Path) -> None:
    incident = tmp_path / "nul.yaml"
    incident.write_text('incident: {kind: score-dispute, deal: "d\\0.yaml", claimed: '
                        "{elder: 10}, discovered: after-play}\n", encoding="utf-8")
    line = refused(run("rule", incident), f"{incident}:1:", "deal")
    assert "\0" not in line


def test_7_a_line_of_ten_megabytes_is_refused_in_bounded_memory() -> None:
    import subprocess
    import sys

    # measured from a process of its own, whose only child is `arbiter ask`; each has a
    # deadline, so an `ask` that waits for more input fails the test instead of hanging the run
    measure = ("import resource, subprocess, sys\n"
               "child = subprocess.run([sys.executable, '-m', 'arbiter', 'ask'], check=False,"
               f" capture_output=True, input=b'x' * 10_000_000 + b'\\n', timeout={CHILD_TIMEOUT})\n"
               "sys.stderr.buffer.write(child.stderr)\n"
               "print(child.returncode, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)")
    done = subprocess.run([sys.executable, "-c", measure], capture_output=True, check=True,
                          timeout=CHILD_TIMEOUT + 10)  # fmt: skip
    returncode, peak_kib = map(int, done.stdout.split())
    assert returncode == 2
    assert len(done.stderr.decode().splitlines()[-1]) < 200
    assert peak_kib < 150 * 1024  # it took 475 MB


# --- 3: `partie show --csv` exports no formula -----------------------------------------------


def test_3_csv_cells_that_a_spreadsheet_would_take_for_formulas_are_neutralised(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import csv
    import shutil

    monkeypatch.chdir(tmp_path)
    anne, ben = '=HYPERLINK("http://x.example","y")', "+cmd|' /C calc'!A0"
    works(run("partie", "new", "club.yaml", "-e", "1882", "-p", anne, "-p", ben))
    shutil.copy(PIQUE, "@SUM(1+1).yaml")
    works(run("partie", "record", "club.yaml", "@SUM(1+1).yaml"))
    works(run("partie", "record", "club.yaml", "--elder", "10", "--younger", "0"))
    out = works(run("partie", "show", "club.yaml", "--csv")).stdout
    rows = list(csv.reader(out.splitlines()))
    cells = [cell for row in rows for cell in row]
    assert not [cell for cell in cells if cell[:1] in ("=", "+", "-", "@", "\t", "\r")]
    assert rows[0][3:7] == [f"'{anne}", f"'{ben}", f"'{anne} total", f"'{ben} total"]
    assert rows[1][1:3] == [f"'{anne}", f"'{ben}"] and rows[1][8] == "'@SUM(1+1).yaml"
    assert rows[2][3:5] == ["10", "0"]  # numbers are left as numbers


# --- 1: a sheet the tool writes is always one it reads ---------------------------------------


def _reads_back(sheet: Path) -> None:
    """show, --json and --csv read the sheet; undo then record puts the last deal back."""
    for flags in ((), ("--json",), ("--csv",)):
        works(run("partie", "show", sheet, *flags))
    before = sheet.read_text(encoding="utf-8")
    last = json.loads(works(run("partie", "show", sheet, "--json")).stdout)["deals"]
    if last and "source" not in last[-1]:  # counted by hand
        works(run("partie", "undo", sheet))
        scores = last[-1]["scores"]
        works(run("partie", "record", sheet, "--elder", scores[last[-1]["elder"]],
                  "--younger", scores[last[-1]["dealer"]]))
        assert sheet.read_text(encoding="utf-8") == before


@pytest.mark.parametrize("offset", range(8))  # a deal counted by hand is 8 values
def test_1_a_sheet_filled_to_its_bound_of_values_is_read_back(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, offset: int) -> None:
    from arbiter.files import yamlio
    monkeypatch.setattr(yamlio, "MAX_VALUES", 100 + offset)
    sheet = tmp_path / "big.yaml"
    works(run("partie", "new", sheet, "-e", "1651", "--set", "1000000", "-p", "A", "-p", "B"))
    for _ in range(20):
        result = run("partie", "record", sheet, "--elder", "1", "--younger", "1")
        if result.exit_code != 0:
            refused(result, "more than", "values", "start a new sheet")
            break
        _reads_back(sheet)
    else:
        pytest.fail("the sheet never filled")
    _reads_back(sheet)


DEAL_1651 = ROOT / "examples" / "deals" / "royall-1651-pique.yaml"
Operation = tuple[str, int, int]


@st.composite
def operations(draw: st.DrawFn) -> list[Operation]:
    """What a user may do to a sheet: record a deal by hand (two scores) or from a deal file
    (with some incidents, under a name of some length), or take the last deal back."""
    ops = st.one_of(
        st.tuples(st.just("hand"), st.integers(0, 400), st.integers(0, 400)),
        st.tuples(st.just("file"), st.integers(0, 4), st.integers(1, 120)),
        st.tuples(st.just("undo"), st.just(0), st.just(0)),
    )
    return draw(st.lists(ops, min_size=1, max_size=14))


def _deal_file(folder: Path, incidents: int, name_length: int) -> Path:
    path = folder / ("d" * name_length + f"{incidents}.yaml")
    text = DEAL_1651.read_text(encoding="utf-8").split("\nincidents:")[0]
    text += "\nincidents:\n" + "".join(
        "  - {kind: reshuffle-request, requested_by: elder, reason: top-card-known}\n"
        for _ in range(incidents)) if incidents else ""
    path.write_text(text, encoding="utf-8")
    return path


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(operations(), st.integers(40, 400), st.integers(600, 8000), st.integers(1, 12),
       st.sampled_from([10, 150, 10**6]))
def test_1_whatever_record_accepts_show_record_and_undo_read(
        ops: list[Operation], values: int, size: int, deals: int, target: int) -> None:
    """With the bounds made small enough to reach (the values, the bytes, the deals), every
    sheet that `record` or `undo` writes is read back by show (--json, --csv), record and
    undo; what they refuse leaves the sheet as it was."""
    import tempfile

    from arbiter.errors import ArbiterError
    from arbiter.files import yamlio
    from arbiter.sheet import file as sheet_module
    from arbiter.sheet.file import load_sheet
    from arbiter.sheet.partie import record, start, take_back
    from arbiter.sheet.sheetview import sheet_csv, sheet_json
    from arbiter.sheet.writing import written

    with tempfile.TemporaryDirectory() as folder, pytest.MonkeyPatch.context() as patch:
        patch.setattr(yamlio, "MAX_VALUES", values)
        patch.setattr(sheet_module, "MAX_SHEET_BYTES", size)
        patch.setattr(sheet_module, "MAX_DEALS", deals)
        path = Path(folder) / "sheet.yaml"
        start(path, "1651", ["Anne", "Ben"], target)
        for kind, first, second in ops:
            before = path.read_text(encoding="utf-8")
            try:
                if kind == "hand":
                    record(path, elder=first, younger=second)
                elif kind == "file":
                    record(path, deal=_deal_file(Path(folder), first, second))
                else:
                    take_back(path)
            except ArbiterError:
                assert path.read_text(encoding="utf-8") == before
                continue
            sheet = load_sheet(path)
            sheet_json(sheet)
            sheet_csv(sheet)
            text, count = written(sheet)  # the writer counts the values as the reader does
            assert text == path.read_text(encoding="utf-8")
            assert count == yamlio.load_text(text, "sheet", marks=False).values


# --- 5: numbers past what the game allows ----------------------------------------------------


def test_5_a_score_counted_by_hand_past_what_a_deal_can_score_is_refused(tmp_path: Path) -> None:
    from arbiter.lawbook.bounds import most_in_a_deal
    from arbiter.variants.find import find_edition

    most = most_in_a_deal(find_edition("1882"))
    sheet = tmp_path / "club.yaml"
    works(run("partie", "new", sheet, "-e", "1882", "-p", "Anne", "-p", "Ben"))
    before = sheet.read_text(encoding="utf-8")
    for flags in (("--elder", "100000", "--younger", "5"), ("--elder", "5", "--younger",
                                                          str(most + 1))):
        refused(run("partie", "record", sheet, *flags), "more than a deal can score",
                "portland-1882", f"at most {most}")
        assert sheet.read_text(encoding="utf-8") == before
    works(run("partie", "record", sheet, "--elder", str(most), "--younger", "0"))
    refused(run("partie", "amend", sheet, "1", "--elder", "100000", "--younger", "0"),
            f"at most {most}")


def test_5_a_dispute_claiming_more_than_a_deal_can_score_is_refused(tmp_path: Path) -> None:
    deal = "\n".join("    " + line for line in PIQUE.read_text(encoding="utf-8").splitlines()
                     if line and not line.startswith(("#", "edition", "title")))
    incident = tmp_path / "dispute.yaml"
    incident.write_text("edition: 1882\nincident:\n  kind: score-dispute\n  discovered: "
                        "after-play\n  claimed: {elder: 1000000000000000000, younger: 3}\n"
                        f"  deal:\n{deal}\n", encoding="utf-8")
    for command in (("rule", incident), ("compare", incident)):
        refused(run(*command), f"{incident}:5:", "claimed.elder", "more than a deal can score")


@pytest.mark.parametrize(("key", "value", "words"), [
    ("deals", 999999, ("game.deals", "partie of 6 deals", "law 71")),
    ("bonus", 5, ("game.bonus", "100", "law 72")),
    ("rubicon", 1000, ("game.rubicon", "100", "law 73")),
])
def test_5_a_partie_on_a_sheet_is_the_editions(tmp_path: Path, key: str, value: int,
                                               words: tuple[str, ...]) -> None:
    sheet = tmp_path / "club.yaml"
    works(run("partie", "new", sheet, "-e", "1882", "-p", "Anne", "-p", "Ben"))
    text = sheet.read_text(encoding="utf-8")
    default = {"deals": 6, "bonus": 100, "rubicon": 100}[key]
    sheet.write_text(text.replace(f"{key}: {default}", f"{key}: {value}"), encoding="utf-8")
    for command in (("show",), ("record", "--elder", "1", "--younger", "2"), ("undo",)):
        refused(run("partie", command[0], sheet, *command[1:]), f"{sheet}:6:", *words)


def test_5_a_set_past_what_a_sheet_could_reach_is_refused(tmp_path: Path) -> None:
    from arbiter.lawbook.bounds import most_in_a_set
    from arbiter.sheet.file import MAX_DEALS
    from arbiter.variants.find import find_edition

    most = most_in_a_set(find_edition("1651"), MAX_DEALS)
    sheet = tmp_path / "club.yaml"
    refused(run("partie", "new", sheet, "-e", "1651", "--set", str(most + 1), "-p", "A", "-p",
                "B"), f"at most {most}")
    works(run("partie", "new", sheet, "-e", "1651", "--set", str(most), "-p", "A", "-p", "B"))
    text = sheet.read_text(encoding="utf-8").replace(f"target: {most}", "target: 1000000000")
    sheet.write_text(text, encoding="utf-8")
    refused(run("partie", "show", sheet), f"{sheet}:6:", "game.target", f"at most {most}")


def test_5_no_deal_scores_past_the_bound() -> None:
    import random

    from arbiter.game.penalised import score_deal
    from arbiter.lawbook.bounds import most_in_a_deal
    from arbiter.variants.find import find_edition
    from tests.randomdeal import Knobs, random_deal

    rng = random.Random(26)
    for name in ("1651", "1674", "1882", "miller", "1882+au-cent"):
        edition = find_edition(name)
        for knobs in (Knobs(), Knobs(blanche=("elder",), stacked=True, greedy=True)):
            for _ in range(60):
                score = score_deal(random_deal(edition, rng, knobs))
                assert max(score.elder.total, score.younger.total) <= most_in_a_deal(edition)


# --- 8: a sheet edited by hand is checked where the tool can recompute ------------------------

LOST_PIQUE = ROOT / "examples" / "deals" / "portland-1882-sequence-lost-pique.yaml"


def _edited(tmp_path: Path, old: str, new: str, deals: int = 2) -> Path:
    """A 1882 sheet of one deal scored from a file (Anne 2, Ben 75, a penalty citing law 56),
    then one counted by hand (Anne 4, Ben 78), edited by hand."""
    sheet = tmp_path / "club.yaml"
    works(run("partie", "new", sheet, "-e", "1882", "-p", "Anne", "-p", "Ben"))
    works(run("partie", "record", sheet, LOST_PIQUE))
    if deals == 2:
        works(run("partie", "record", sheet, "--elder", "4", "--younger", "78"))
    text = sheet.read_text(encoding="utf-8")
    assert old in text
    sheet.write_text(text.replace(old, new), encoding="utf-8")
    return sheet


@pytest.mark.parametrize(("old", "new", "line", "field"), [
    ("Ben: 75}", "Ben: 750}", 8, "deals[0].scores.Ben"),
    ("Ben: 78}", "Ben: 780}", 9, "deals[1].scores.Ben"),
    ('law: "56"', 'law: "999"', 8, "deals[0].penalties[0].law.law"),
    ("effect: loses-declaration", "effect: loses-everything", 8,
     "deals[0].penalties[0].effect"),
])
def test_8_a_deal_edited_by_hand_is_refused_with_its_line(
        tmp_path: Path, old: str, new: str, line: int, field: str) -> None:
    sheet = _edited(tmp_path, old, new)
    for command in (("show",), ("show", "--json"), ("record", "--elder", "1", "--younger", "2")):
        refused(run("partie", command[0], sheet, *command[1:]), f"{sheet}:{line}:", field,
                "partie undo", "partie amend")


def test_8_deals_are_taken_back_down_to_one_edited_by_hand(tmp_path: Path) -> None:
    sheet = _edited(tmp_path, "Ben: 75}", "Ben: 750}")
    works(run("partie", "undo", sheet))  # deal 2, after the one edited
    refused(run("partie", "show", sheet), f"{sheet}:8:", "deals[0].scores.Ben")
    works(run("partie", "undo", sheet))  # the one edited
    assert json.loads(works(run("partie", "show", sheet, "--json")).stdout)["deals"] == []


@pytest.mark.parametrize(("old", "new"), [("Ben: 75}", "Ben: 750}"),
                                          ('law: "56"', 'law: "999"')])
def test_8_a_deal_edited_by_hand_is_amended_back(tmp_path: Path, old: str, new: str) -> None:
    sheet = _edited(tmp_path, old, new, deals=1)
    works(run("partie", "amend", sheet, "1", LOST_PIQUE))
    data = json.loads(works(run("partie", "show", sheet, "--json")).stdout)
    assert data["deals"][0]["scores"] == {"Anne": 2, "Ben": 75}
    assert data["deals"][0]["penalties"][0]["law"] == {"edition": "portland-1882", "law": "56"}


def test_8_amending_one_deal_does_not_pass_another_edited_by_hand(tmp_path: Path) -> None:
    sheet = _edited(tmp_path, "Ben: 75}", "Ben: 750}")
    refused(run("partie", "amend", sheet, "2", "--elder", "5", "--younger", "78"),
            f"{sheet}:8:", "deals[0].scores.Ben")
    sheet.write_text(sheet.read_text(encoding="utf-8").replace("Ben: 78}", "Ben: 780}"),
                     encoding="utf-8")
    sheet.write_text(sheet.read_text(encoding="utf-8").replace("Ben: 750}", "Ben: 75}"),
                     encoding="utf-8")
    works(run("partie", "amend", sheet, "2", "--elder", "4", "--younger", "78"))
    works(run("partie", "show", sheet))


# --- 2: a sheet started with a house-rules file carries what it needs to be read -------------

SWAN = ROOT / "tests" / "data" / "variants" / "house-rules" / "swan-club.yaml"


@pytest.mark.parametrize("rules", [RED_LION, SWAN])
def test_2_every_partie_command_reads_a_sheet_started_with_house_rules(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, rules: Path) -> None:
    import shutil

    folder = tmp_path / "club"
    folder.mkdir()
    shutil.copy(rules, folder / rules.name)
    monkeypatch.chdir(folder)
    works(run("partie", "new", "club.yaml", "--variant", rules.name, "-p", "Anne", "-p", "Ben"))
    edition = json.loads(works(run("partie", "show", "club.yaml", "--json")).stdout)["edition"]
    sheet = folder / "club.yaml"

    def elsewhere(*args: str | Path) -> Any:  # in a new process, nothing registered
        return works(run_apart(*args, cwd=tmp_path))

    elsewhere("partie", "record", sheet, "--elder", "30", "--younger", "5")
    elsewhere("partie", "amend", sheet, "1", "--elder", "31", "--younger", "5")
    elsewhere("partie", "record", sheet, "--elder", "3", "--younger", "2")
    elsewhere("partie", "undo", sheet)
    data = json.loads(elsewhere("partie", "show", sheet, "--json").stdout)
    assert data["edition"] == edition and "+" in edition
    assert [deal["scores"] for deal in data["deals"]] == [{"Anne": 5, "Ben": 31}]
    elsewhere("partie", "show", sheet, "--csv")
    elsewhere("partie", "show", sheet)


def test_2_a_house_rules_file_changed_or_gone_since_is_named(tmp_path: Path) -> None:
    import shutil

    shutil.copy(RED_LION, tmp_path / "red-lion.yaml")
    sheet = tmp_path / "club.yaml"
    works(run("partie", "new", sheet, "--variant", tmp_path / "red-lion.yaml", "-p", "Anne",
              "-p", "Ben"))
    rules = tmp_path / "red-lion.yaml"
    rules.write_text(rules.read_text(encoding="utf-8").replace("target: 50", "target: 60"),
                     encoding="utf-8")
    # in a new process, where the file was never read
    refused(run_apart("partie", "show", sheet), f"{sheet}:", "red-lion.yaml", "changed")
    rules.unlink()
    refused(run_apart("partie", "record", sheet, "--elder", "3", "--younger", "2"), f"{sheet}:",
            "red-lion.yaml", "no such file")
