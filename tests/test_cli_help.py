"""Every command and every option says what it is for (`--help` everywhere)."""

from __future__ import annotations

from typing import Any

import pytest
import typer.main
from typer.testing import CliRunner

from arbiter.cli import app
from tests.conftest import run_apart


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
        "partie amend",
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
    args = [*path, "--help"]
    result = CliRunner().invoke(app, args, env={"COLUMNS": "200"})
    assert result.exit_code == 0
    assert "Usage" in result.stdout




@pytest.mark.parametrize(
    ("path", "command"), ALL, ids=lambda v: " ".join(v) if isinstance(v, tuple) else ""
)
def test_dash_h_is_help_on_every_command(path: tuple[str, ...], command: Any) -> None:
    result = CliRunner().invoke(app, [*path, "-h"], env={"COLUMNS": "200"})
    assert result.exit_code == 0
    assert "Usage" in result.stdout


def test_version() -> None:
    from arbiter import __version__

    result = CliRunner().invoke(app, ["--version"])
    assert (result.exit_code, result.stdout) == (0, f"arbiter {__version__}\n")


def test_debug_is_accepted_after_the_command() -> None:
    result = CliRunner().invoke(app, ["rule", "no-such-file.yaml", "--debug"])
    assert isinstance(result.exception, ValueError)  # the core's error, raised for a traceback
    assert "no such file" in str(result.exception)
    quiet = CliRunner().invoke(app, ["rule", "no-such-file.yaml"])
    assert quiet.exit_code == 2 and quiet.stderr.startswith("Error: no-such-file.yaml")


def test_shell_completion_is_offered() -> None:
    done = run_apart(env={"_ARBITER_COMPLETE": "complete_bash", "COMP_WORDS": "arbiter laws s",
                          "COMP_CWORD": "2"})
    assert done.stdout.split() == ["show", "search"]


def test_arbiter_alone_fits_24_lines_and_names_every_command() -> None:
    result = CliRunner().invoke(app, [], env={"COLUMNS": "80"})
    lines = result.output.splitlines()
    assert result.exit_code == 0 and len(lines) <= 24
    assert all(len(line) <= 80 for line in lines)
    top = {path[0] for path, _ in ALL}
    assert {line.split()[0] for line in lines if line.startswith("  ")} == top


def test_a_bare_group_prints_its_help_once() -> None:
    result = CliRunner().invoke(app, ["partie"], env={"COLUMNS": "80"})
    assert result.exit_code == 0 and result.output.count("Usage:") == 1


@pytest.mark.parametrize(("words", "expected"), [
    (["rule", "x.yaml", "--edition", "18"], {"1882"}),
    (["rule", "x.yaml", "--edition", "1882+fo"], {"1882+four-deal-partie"}),
    (["partie", "new", "x.yaml", "--variant", "au-cent-"], {"au-cent-fours", "au-cent-low-cards"}),
    (["compare", "x.yaml", "--variant", "first"], {"first-word-stands"}),
    (["kinds", "faced"], {"faced-card"}),
    (["ask", "--edition", "cott"], {"cotton", "cotton-1674"}),
])  # fmt: skip
def test_tab_completes_editions_variants_and_kinds(words: list[str], expected: set[str]) -> None:
    env = {"_ARBITER_COMPLETE": "complete_bash", "COMP_WORDS": " ".join(["arbiter", *words]),
           "COMP_CWORD": str(len(words))}
    result = CliRunner().invoke(app, [], env=env, prog_name="arbiter")
    assert set(result.output.split()) == expected
