"""Calls and claims no deal can hold are bad input (issue 23): each incident file under
tests/data/impossible/ says in its opening comment why it cannot be; `rule` refuses it with one
line naming the file, the line and the field, and exit 2."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from typer.testing import CliRunner

from arbiter.cli import app

FILES = sorted((Path(__file__).parent / "data" / "impossible").glob("*.yaml"))


def test_the_impossible_files_are_there() -> None:
    assert len(FILES) >= 11


@pytest.mark.parametrize("path", FILES, ids=lambda path: path.stem)
def test_an_impossible_call_is_bad_input(path: Path) -> None:
    result = CliRunner().invoke(app, ["rule", str(path)])
    assert result.exit_code == 2, result.output
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, lines
    assert re.match(rf"Error: {re.escape(str(path))}:\d+:\d+: incident\.\S+: ", lines[0]), lines
    assert "Traceback" not in result.output


def test_a_call_a_suit_can_hold_is_still_ruled(tmp_path: Path) -> None:
    """The limits are the pack's: a point of eight under 1882, of nine under 1651."""
    for edition, cards, value in (("portland-1882", 8, 75), ("royall-1651", 9, 81)):
        path = tmp_path / f"{edition}.yaml"
        path.write_text(f"edition: {edition}\nincident:\n  kind: calling\n  steps:\n"
                        f"    - {{by: elder, call: point, cards: {cards}, value: {value}}}\n"
                        "    - {by: younger, reply: good}\n", encoding="utf-8")
        assert CliRunner().invoke(app, ["rule", str(path)]).exit_code == 0
