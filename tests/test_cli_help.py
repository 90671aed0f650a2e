"""Every command and every option says what it is for (`--help` everywhere)."""

from __future__ import annotations

from typing import Any

import pytest
import typer.main
from typer.testing import CliRunner

from arbiter.cli import app


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
