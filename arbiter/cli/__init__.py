"""The `arbiter` command line: a thin layer that parses arguments, calls the core, and renders.

Each area of commands lives in its own module and registers itself on `app`; a command line
naming a command runs an app of that command's area alone (`app_for`). Errors from the
core (`ArbiterError`) become one line on stderr and exit status 2; anything else exits 1 with
a short message, or a traceback with `--debug`. Rich is imported only to render for people.

The command modules do not use `from __future__ import annotations`: typer reads every
command's signature at each start, and evaluating two hundred string annotations there
costs more than the start-up budget allows (about 9 ms of 150 on the development machine).
"""


import gc

gc.disable()  # until the commands are defined: start-up makes many objects and no garbage

import json
import os
import sys
from collections.abc import Sequence
from typing import Annotated, Any, Protocol

import typer
from typer.core import TyperGroup
from typer.exceptions import TyperException

from arbiter.errors import ArbiterError

EXIT_BAD_INPUT = 2
EXIT_FAILURE = 1


class ArbiterGroup(TyperGroup):
    """Turns core errors and usage errors into one line and an exit status, never a traceback."""

    def main(
        self,
        args: Sequence[str] | None = None,
        prog_name: str | None = None,
        complete_var: str | None = None,
        standalone_mode: bool = True,
        windows_expand_args: bool = True,
        **extra: Any,
    ) -> Any:
        try:
            result = super().main(
                args, prog_name, complete_var, False, windows_expand_args, **extra
            )
        except TyperException as error:
            ctx = getattr(error, "ctx", None)
            if type(error).__name__ == "NoArgsIsHelpError" and ctx is not None:
                print(ctx.get_help(), end="")  # a bare group name: show its help
                code = 0
            else:
                print(f"Error: {_usage_line(error)}", file=sys.stderr)
                code = int(getattr(error, "exit_code", EXIT_BAD_INPUT))
        except typer.Abort:
            print("Aborted.", file=sys.stderr)
            code = EXIT_FAILURE
        else:
            code = result if isinstance(result, int) else 0
        if standalone_mode:
            sys.exit(code)
        return code

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
        except BrokenPipeError:  # the reader went away (`| head`): stop quietly, as click does
            _silence_stdout()
            raise typer.Exit(EXIT_FAILURE) from None
        except Exception as error:  # a bug or an environment failure: keep it short
            if _debug(ctx) or type(error).__module__.startswith(("typer", "click")):
                raise
            message = str(error) or type(error).__name__
            print(f"Error: {message} (run with --debug for details)", file=sys.stderr)
            raise typer.Exit(EXIT_FAILURE) from None


def _silence_stdout() -> None:
    """Point stdout at /dev/null so Python's final flush does not fail again."""
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, sys.stdout.fileno())


def _usage_line(error: TyperException) -> str:
    """A usage error on one line, with where to find help."""
    format_message = getattr(error, "format_message", None)
    message = format_message() if callable(format_message) else str(error)
    ctx = getattr(error, "ctx", None)
    help_hint = f" (see '{ctx.command_path} --help')" if ctx is not None else ""
    return " ".join(f"{message}{help_hint}".split())


def _debug(ctx: typer.Context) -> bool:
    root = ctx.find_root()
    return bool(root.params.get("debug"))


def _root(
    debug: Annotated[
        bool, typer.Option("--debug", help="Show a traceback when something fails.")
    ] = False,
) -> None:
    """Rule on piquet disputes and keep the score, citing the laws of four editions."""


def _new_app() -> typer.Typer:
    made = typer.Typer(
        cls=ArbiterGroup,
        help="Rule on piquet disputes and keep the score, citing the laws of four editions.",
        no_args_is_help=True,
        add_completion=False,
        pretty_exceptions_enable=False,
        rich_markup_mode="markdown",
    )
    made.callback()(_root)
    return made


app = _new_app()


JsonFlag = Annotated[bool, typer.Option("--json", help="Print JSON (and nothing else) on stdout.")]


def _edition_id(value: str | None) -> str | None:
    """--edition checked as it is parsed, so an unknown one is a usage error naming the option."""
    if value is None:
        return None
    from arbiter.editions import resolve_edition_id

    try:
        return resolve_edition_id(value)
    except ArbiterError as error:
        raise typer.BadParameter(error.line()) from None


EditionOption = Annotated[
    str | None,
    typer.Option(
        "--edition",
        "-e",
        help="Edition id or alias (royall-1651, cotton-1674, portland-1882, miller-sca; "
        "1651, cotton, rubicon, miller...). Overrides the file's edition.",
        show_default=False,
        callback=_edition_id,
    ),
]


def emit_json(data: Any) -> None:
    """Print one JSON document on one line."""
    sys.stdout.write(json.dumps(data, ensure_ascii=False) + "\n")


class _Area(Protocol):
    def register(self, app: typer.Typer) -> None: ...


_AREAS: dict[str, _Area] = {}  # each command's name, and the module of commands it is in


def _register() -> None:
    """Each area of commands adds itself; their modules import the core only when run."""
    from arbiter.cli import lookup, partie, rulings, schema, scoring

    for area in (rulings, scoring, lookup, partie, schema):
        before = _command_names(app)
        area.register(app)
        _AREAS.update(dict.fromkeys(_command_names(app) - before, area))


def _command_names(made: typer.Typer) -> set[str]:
    names = [c.name for c in made.registered_commands] + [g.name for g in made.registered_groups]
    return {name for name in names if name}


def app_for(args: Sequence[str]) -> typer.Typer:
    """The app that runs a command line: only the named command's area of commands, or the
    whole `app` when no known command is named (for the help, or to suggest a command).
    typer builds every command an app holds at each start, reading its signature: a tenth
    of a ruling's start-up for the commands not asked for."""
    named = next((arg for arg in args if not arg.startswith("-")), None)
    area = _AREAS.get(named) if named is not None else None
    if area is None:
        return app
    narrow = _new_app()
    area.register(narrow)
    return narrow


_register()
# Paused at the top: collecting while typer loads walks thousands of new, long-lived objects
# and finds nothing. Frozen, they are left out of the collections the command may cause.
gc.freeze()
gc.enable()


def main() -> None:
    """Entry point of the `arbiter` command."""
    try:
        app_for(sys.argv[1:])(prog_name="arbiter")
    finally:
        # The process ends here: freezing what the command made (rich, the editions) spares
        # the interpreter's last collection from walking it all only to free it.
        gc.freeze()
