"""Property tests for issue 6: the shipped incident and deal files, mutated at random (keys
dropped or renamed, values of the wrong type, cards corrupted or repeated, the text cut short,
tabs, stray colons and `---` slipped in, lines swapped), must each end in a ruling or a score
(exit 0, JSON on stdout) or in one clean line on stderr naming the file (exit 2): never exit
1, never an exception escaping the command.

Hypothesis runs derandomized, so CI sees the same mutants on every run (see FUZZ for a
longer hunt).
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from arbiter.cli import app

ROOT = Path(__file__).resolve().parent.parent
INCIDENTS = sorted((ROOT / "scenarios").rglob("*.yaml")) + sorted(
    (ROOT / "examples" / "incidents").glob("*.yaml")
)
DEALS = sorted((ROOT / "examples" / "deals").glob("*.yaml"))
CARD = re.compile(r"^(10|[AKQJT9876])[SHDC♠♥♦♣]$", re.IGNORECASE)
JUNK_CARDS = ["5S", "6S", "6H", "1H", "11C", "AX", "ZZ", "", " ", "A", "10", "S", "KK", "♠A",
              "Q♠♠", "AS,KS", "A S", "0x10", "-1", "∞"]  # fmt: skip
# ARBITER_FUZZ_EXAMPLES=5000 ARBITER_FUZZ_RANDOM=1 for a longer, fresh hunt on a workstation.
FUZZ = settings(
    max_examples=int(os.environ.get("ARBITER_FUZZ_EXAMPLES", "100")),
    deadline=None,
    derandomize=not os.environ.get("ARBITER_FUZZ_RANDOM"),
    database=None,
    suppress_health_check=[HealthCheck.too_slow],
)
runner = CliRunner()

Key = str | int
FieldPath = tuple[Key, ...]
Draw = Callable[..., Any]

# Any value a hand-written YAML file could hold where another type belongs.
VALUES = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(10**20), max_value=10**20),
    st.floats(allow_nan=True, allow_infinity=True),
    st.text(max_size=12),
    st.sampled_from(JUNK_CARDS),
    st.lists(st.one_of(st.integers(-3, 20), st.text(max_size=4)), max_size=4),
    st.dictionaries(st.text(min_size=1, max_size=6), st.integers(-3, 20), max_size=3),
)


@pytest.fixture(scope="module")
def workdir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("fuzz")


# --- walking and changing parsed data ------------------------------------------------------


def paths(data: Any, at: FieldPath = ()) -> list[FieldPath]:
    """Every field path below `data`, parents before children."""
    items: list[tuple[Key, Any]]
    if isinstance(data, dict):
        items = list(data.items())
    elif isinstance(data, list):
        items = list(enumerate(data))
    else:
        return []
    found: list[FieldPath] = []
    for key, value in items:
        found.append((*at, key))
        found.extend(paths(value, (*at, key)))
    return found


def get(data: Any, path: FieldPath) -> Any:
    for part in path:
        data = data[part]
    return data


def put(data: Any, path: FieldPath, value: Any) -> Any:
    """`data` with the value at `path` replaced (the root itself when `path` is empty)."""
    if not path:
        return value
    get(data, path[:-1])[path[-1]] = value
    return data


def keyed(data: Any) -> list[FieldPath]:
    return [path for path in paths(data) if isinstance(get(data, path[:-1]), dict)]


def cards(data: Any) -> list[FieldPath]:
    return [p for p in paths(data) if isinstance(get(data, p), str) and CARD.match(get(data, p))]


def drop_key(data: Any, draw: Draw) -> Any:
    path = draw(st.sampled_from(keyed(data)))
    del get(data, path[:-1])[path[-1]]
    return data


def typo(word: str) -> st.SearchStrategy[str]:
    """A misspelling: one letter dropped, doubled or changed, or the word in capitals."""
    if not word:
        return st.just("x")
    index = st.integers(0, len(word) - 1)
    return st.one_of(
        index.map(lambda i: word[:i] + word[i + 1 :] or "x"),
        index.map(lambda i: word[:i] + word[i] + word[i:]),
        index.map(lambda i: word[:i] + "z" + word[i + 1 :]),
        st.just(word.upper()),
    )


def rename_key(data: Any, draw: Draw) -> Any:
    path = draw(st.sampled_from(keyed(data)))
    mapping = get(data, path[:-1])
    name = draw(st.one_of(typo(str(path[-1])), st.text(min_size=1, max_size=10)))
    renamed = {(name if key == path[-1] else key): value for key, value in mapping.items()}
    return put(data, path[:-1], renamed)


def change_type(data: Any, draw: Draw) -> Any:
    path = draw(st.sampled_from([(), *paths(data)]))
    return put(data, path, draw(VALUES))


def corrupt_card(data: Any, draw: Draw) -> Any:
    return put(data, draw(st.sampled_from(cards(data))), draw(st.sampled_from(JUNK_CARDS)))


def duplicate_card(data: Any, draw: Draw) -> Any:
    found = cards(data)
    source, target = draw(st.sampled_from(found)), draw(st.sampled_from(found))
    return put(data, target, get(data, source))


DATA_MUTATIONS = [drop_key, rename_key, change_type, corrupt_card, duplicate_card]


def mutate_data(text: str, draw: Draw) -> str:
    """One to three mutations of the parsed file, written back as YAML."""
    data = yaml.safe_load(text)
    for _ in range(draw(st.integers(1, 3))):
        usable = [m for m in DATA_MUTATIONS if _applies(m, data)]
        if not usable:
            break
        data = draw(st.sampled_from(usable))(data, draw)
    return yaml.safe_dump(data, sort_keys=False, allow_unicode=True)


def _applies(mutation: Callable[[Any, Draw], Any], data: Any) -> bool:
    if mutation is drop_key or mutation is rename_key:
        return bool(keyed(data))
    if mutation is corrupt_card or mutation is duplicate_card:
        return bool(cards(data))
    return True


# --- changing the text ---------------------------------------------------------------------

STRAYS = ["\t", ":", ": ", "\n---\n", "---\n", "\t- ", "- ", " ", "  ", "[", "{", "&a ", "*a",
          "!!python/object:os.system ", "'", '"', "#", "\n", "? ", "|", ">"]  # fmt: skip


def truncate(text: str, draw: Draw) -> str:
    return text[: draw(st.integers(0, len(text)))]


def insert_stray(text: str, draw: Draw) -> str:
    at = draw(st.integers(0, len(text)))
    stray: str = draw(st.sampled_from(STRAYS))
    return text[:at] + stray + text[at:]


def swap_lines(text: str, draw: Draw) -> str:
    lines = text.splitlines(keepends=True)
    if not lines:
        return text
    first, second = draw(st.integers(0, len(lines) - 1)), draw(st.integers(0, len(lines) - 1))
    lines[first], lines[second] = lines[second], lines[first]
    return "".join(lines)


def repeat_line(text: str, draw: Draw) -> str:
    lines = text.splitlines(keepends=True)
    if not lines:
        return text
    index = draw(st.integers(0, len(lines) - 1))
    return "".join([*lines[: index + 1], lines[index], *lines[index + 1 :]])


TEXT_MUTATIONS = [truncate, insert_stray, swap_lines, repeat_line]


def mutate_text(text: str, draw: Draw) -> str:
    for _ in range(draw(st.integers(1, 2))):
        text = draw(st.sampled_from(TEXT_MUTATIONS))(text, draw)
    return text


# --- running a mutant ----------------------------------------------------------------------


def assert_ruling_or_clean_error(args: list[str], file: Path, mutant: str) -> None:
    """Exit 0 with JSON lines on stdout, or exit 2 with one line on stderr naming the file."""
    result = runner.invoke(app, args, env={"COLUMNS": "200"})
    context = f"\n--- mutant ---\n{mutant}\n--- stderr ---\n{result.stderr}"
    if result.exception is not None:
        assert isinstance(result.exception, SystemExit), repr(result.exception) + context
    assert "Traceback" not in result.stdout + result.stderr, context
    if result.exit_code == 0:
        assert result.stdout.strip(), context
        for line in result.stdout.splitlines():
            json.loads(line)
        return
    assert result.exit_code == 2, f"exit {result.exit_code}" + context
    assert result.stdout == "", context
    lines = result.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("Error: "), context
    assert str(file) in lines[0], context


def run_mutant(workdir: Path, command: str, text: str) -> None:
    file = workdir / "mutant.yaml"
    file.write_text(text, encoding="utf-8")
    assert_ruling_or_clean_error([command, str(file), "--json"], file, text)


@FUZZ
@given(source=st.sampled_from(INCIDENTS), data=st.data())
def test_mutated_incident_data_rules_or_refuses(
    workdir: Path, source: Path, data: st.DataObject
) -> None:
    run_mutant(workdir, "rule", mutate_data(source.read_text("utf-8"), data.draw))


@FUZZ
@given(source=st.sampled_from(INCIDENTS), data=st.data())
def test_mutated_incident_text_rules_or_refuses(
    workdir: Path, source: Path, data: st.DataObject
) -> None:
    run_mutant(workdir, "rule", mutate_text(source.read_text("utf-8"), data.draw))


@FUZZ
@given(source=st.sampled_from(DEALS), data=st.data())
def test_mutated_deal_data_scores_or_refuses(
    workdir: Path, source: Path, data: st.DataObject
) -> None:
    run_mutant(workdir, "score", mutate_data(source.read_text("utf-8"), data.draw))


@FUZZ
@given(source=st.sampled_from(DEALS), data=st.data())
def test_mutated_deal_text_scores_or_refuses(
    workdir: Path, source: Path, data: st.DataObject
) -> None:
    run_mutant(workdir, "score", mutate_text(source.read_text("utf-8"), data.draw))


@pytest.fixture(scope="module")
def sheets(workdir: Path) -> list[str]:
    """Two score sheets as `partie` writes them: a set game and a partie, two deals each."""
    texts = []
    for edition in ("1651", "1882"):
        path = workdir / f"sheet-{edition}.yaml"
        commands = [["new", path, "-e", edition, "-p", "Anne", "-p", "Ben"],
                    ["record", path, "--elder", "30", "--younger", "12"],
                    ["record", path, "--elder", "7", "--younger", "41"]]  # fmt: skip
        for args in commands:
            assert runner.invoke(app, ["partie", *map(str, args)]).exit_code == 0
        texts.append(path.read_text("utf-8"))
    return texts


@FUZZ
@given(data=st.data())
def test_mutated_sheets_show_or_refuse(
    workdir: Path, sheets: list[str], data: st.DataObject
) -> None:
    mutate = data.draw(st.sampled_from([mutate_data, mutate_text]))
    mutant = mutate(data.draw(st.sampled_from(sheets)), data.draw)
    file = workdir / "sheet.yaml"
    file.write_text(mutant, encoding="utf-8")
    assert_ruling_or_clean_error(["partie", "show", str(file), "--json"], file, mutant)
    assert file.read_text("utf-8") == mutant  # showing a sheet never writes it


def test_the_corpus_is_there_and_valid(workdir: Path) -> None:
    """The mutants start from files that rule and score cleanly (the incidents under 1651,
    whose 36-card pack holds every scenario's deal)."""
    assert len(INCIDENTS) >= 20 and len(DEALS) >= 8
    for command, files, more in (("rule", INCIDENTS, ["-e", "1651"]), ("score", DEALS, [])):
        for file in files:
            result = runner.invoke(app, [command, str(file), "--json", *more])
            assert result.exit_code == 0, f"{file}: {result.stderr}"
