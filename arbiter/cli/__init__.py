"""The `arbiter` command line: a thin layer that parses arguments, calls the core, and renders.

Each area of commands lives in its own module and registers itself on `app`. Errors from the
core (`ArbiterError`) become one line on stderr and exit status 2; anything else exits 1 with
a short message, or a traceback with `--debug`. Rich is imported only to render for people.
"""

from __future__ import annotations

import json
import sys
from typing import Annotated, Any

import typer
from typer.core import TyperGroup

from arbiter.errors import ArbiterError

EXIT_BAD_INPUT = 2
EXIT_FAILURE = 1


class ArbiterGroup(TyperGroup):
    """Turns core errors into one line and an exit status, never a traceback."""

    def invoke(self, ctx: Any) -> Any:
        try:
            return super().invoke(ctx)
        except ArbiterError as error:
            if _debug(ctx):
                raise
            print(f"Error: {error.line()}", file=sys.stderr)
            raise typer.Exit(EXIT_BAD_INPUT) from None
        except (typer.Exit, typer.Abort, typer.BadParameter):
            raise
        except Exception as error:  # a bug or an environment failure: keep it short
            if _debug(ctx) or type(error).__module__.startswith(("typer", "click")):
                raise
            message = str(error) or type(error).__name__
            print(f"Error: {message} (run with --debug for details)", file=sys.stderr)
            raise typer.Exit(EXIT_FAILURE) from None


def _debug(ctx: typer.Context) -> bool:
    root = ctx.find_root()
    return bool(root.params.get("debug"))


app = typer.Typer(
    cls=ArbiterGroup,
    help="Rule on piquet disputes and keep the score, citing the laws of four editions.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)


@app.callback()
def _root(
    debug: Annotated[
        bool, typer.Option("--debug", help="Show a traceback when something fails.")
    ] = False,
) -> None:
    """Rule on piquet disputes and keep the score, citing the laws of four editions."""


JsonFlag = Annotated[bool, typer.Option("--json", help="Print JSON (and nothing else) on stdout.")]
EditionOption = Annotated[
    str | None,
    typer.Option(
        "--edition",
        "-e",
        help="Edition id or alias (royall-1651, cotton-1674, portland-1882, miller-sca; "
        "1651, cotton, rubicon, miller...). Overrides the file's edition.",
        show_default=False,
    ),
]


def emit_json(data: Any) -> None:
    """Print one JSON document on one line."""
    sys.stdout.write(json.dumps(data, ensure_ascii=False) + "\n")


def _register() -> None:
    from arbiter.cli import lookup

    lookup.register(app)
    for name in ("scoring", "rulings", "partie", "schema"):
        try:
            module = __import__(f"arbiter.cli.{name}", fromlist=["register"])
        except ModuleNotFoundError as error:
            if error.name != f"arbiter.cli.{name}":
                raise
            continue
        module.register(app)


_register()


def main() -> None:
    """Entry point of the `arbiter` command."""
    app(prog_name="arbiter")
