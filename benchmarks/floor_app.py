"""The floor of start-up: an app on arbiter's libraries that does no work of its own.

It imports typer, rich (a console and a panel), pyyaml and pydantic at the top, as a plain
app would, and answers `--version`, `--help` and `rule FILE [--json]` without reading the
file: what any command of an app on these libraries costs before it does anything.

    python benchmarks/floor_app.py rule FILE [--json]
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import pydantic
import rich.console
import rich.panel
import typer
import yaml

app = typer.Typer(help="The floor: the same libraries, no work of its own.")
LIBRARIES = (pydantic, yaml)  # imported for their cost, as arbiter's commands need them


def version(value: bool) -> None:
    if value:
        print("floor 0")
        raise typer.Exit()


@app.callback()
def main(
    show_version: Annotated[bool, typer.Option("--version", callback=version,
                                               is_eager=True, help="Print the version.")] = False,
) -> None:
    """The floor: the same libraries, no work of its own."""


@app.command()
def rule(path: Path, as_json: Annotated[bool, typer.Option("--json")] = False) -> None:
    """Print an empty ruling."""
    if as_json:
        print("{}")
    else:
        rich.console.Console().print(rich.panel.Panel(str(path)))


@app.command()
def other() -> None:
    """A second command, so that the app is a group as arbiter is."""


if __name__ == "__main__":
    app()
