"""Every command and every option says what it is for (`--help` everywhere)."""

from __future__ import annotations

from typing import Any

import pytest
import typer.main
from typer.testing import CliRunner

from arbiter.cli import app, app_for


def commands(group: Any, path: tuple[str, ...] = ()) -> list[tuple[tuple[str, ...], Any]]:
    found = []
    for name, command in sorted(group.commands.items()):
        found.append(((*path, name), command))
        if hasattr(command, "commands"):
            found += commands(command, (*path, name))
    return found


ALL = commands(typer.main.get_command(app))


def test_the_spec_commands_are_all_there() -> None:
    names = {" ".join(path) for path, _ in ALL}
    for name in [
        "rule",
        "compare",
        "score",
        "laws show",
        "laws search",
        "editions",
        "partie new",
        "partie record",
        "partie show",
        "partie undo",
        "schema",
        "check",
    ]:
        assert name in names


@pytest.mark.parametrize(
    ("path", "command"), ALL, ids=lambda v: " ".join(v) if isinstance(v, tuple) else ""
)
def test_every_command_and_option_has_help(path: tuple[str, ...], command: Any) -> None:
    assert (command.help or "").strip(), f"{' '.join(path)} has no help"
    for param in command.params:
        if param.param_type_name == "option":
            assert (param.help or "").strip(), f"{' '.join(path)} {param.opts} has no help"
    result = CliRunner().invoke(app, [*path, "--help"], env={"COLUMNS": "200"})
    assert result.exit_code == 0
    assert "Usage" in result.stdout


# --- the command line runs only the named command's area (issue 7: start-up) ---------------


def test_a_named_command_runs_in_an_app_of_its_area_alone() -> None:
    narrow = typer.main.get_command(app_for(["--debug", "score", "deal.yaml", "--json"]))
    assert set(narrow.commands) == {"score"}  # type: ignore[attr-defined]
    rulings = typer.main.get_command(app_for(["rule", "x.yaml"]))
    assert set(rulings.commands) == {"rule", "compare", "check"}  # type: ignore[attr-defined]


@pytest.mark.parametrize("args", [[], ["--help"], ["--debug"], ["scor", "deal.yaml"]])
def test_without_a_known_command_the_whole_app_runs(args: list[str]) -> None:
    assert app_for(args) is app


@pytest.mark.parametrize("path", [path for path, _ in ALL], ids=" ".join)
def test_each_command_says_the_same_from_its_area_alone(path: tuple[str, ...]) -> None:
    """The help of every command, and so its options and arguments, is the same from the
    app of its area as from the whole app."""
    args = [*path, "--help"]
    whole = CliRunner().invoke(app, args, env={"COLUMNS": "200"})
    alone = CliRunner().invoke(app_for(args), args, env={"COLUMNS": "200"})
    assert (alone.exit_code, alone.stdout) == (whole.exit_code, whole.stdout)
