"""The `arbiter` command line: a thin layer that parses arguments, calls the core, and renders.

Each area of commands lives in its own module and registers itself on `app`. Errors from the
core (`ArbiterError`) become one line on stderr and exit status 2; anything else exits 1 with
a short message, or a traceback with `--debug`. Rich is imported only to render for people.

The command modules do not use `from __future__ import annotations`: typer reads every
command's signature at each start, and would evaluate each string annotation there.
"""


import gc

gc.disable()  # until the commands are defined: start-up makes many objects and no garbage

import json
import os
import re
import sys
from collections.abc import Sequence
from typing import Annotated, Any

import typer
from typer.core import TyperGroup
from typer.exceptions import TyperException

from arbiter.errors import ArbiterError

EXIT_BAD_INPUT = 2
EXIT_FAILURE = 1
CONTEXT = {"help_option_names": ["-h", "--help"]}  # -h on every command


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
                _debug_first(args), prog_name, complete_var, False, windows_expand_args, **extra
            )
        except TyperException as error:
            ctx = getattr(error, "ctx", None)
            if type(error).__name__ == "NoArgsIsHelpError" and ctx is not None:
                code = 0  # a bare group name: its help, printed as the error was made
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

    def parse_args(self, ctx: Any, args: list[str]) -> list[str]:
        """`arbiter` alone: the commands in a line each, to fit a 24-line screen."""
        if not args and ctx.parent is None and not ctx.resilient_parsing:
            print(_overview(self, ctx), end="")
            ctx.exit(0)
        result: list[str] = super().parse_args(ctx, args)
        return result

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


def _overview(group: TyperGroup, ctx: Any) -> str:
    """The commands, a line each (their help's first sentence, cut to the line), and where to
    read more."""
    width = 80
    lines = ["arbiter: rule on piquet disputes and keep the score, citing the laws of four",
             "editions.", "", "Commands:"]
    names = group.list_commands(ctx)
    pad = max(map(len, names)) + 2
    for name in names:
        command = group.get_command(ctx, name)
        brief = re.split(r"\.(?:\s|$)|: |; | \(", command.help or "")[0] if command else ""
        line = f"  {name.ljust(pad)}{brief[:1].lower()}{brief[1:]}"
        lines.append(line if len(line) <= width else line[:width - 3].rstrip() + "...")
    lines += ["", "arbiter COMMAND -h: a command's options and arguments.",
              "arbiter -h: the options of arbiter itself (--version, --debug, completion)."]
    return "\n".join(lines) + "\n"


def _debug_first(args: Sequence[str] | None) -> list[str]:
    """`--debug` is an option of `arbiter` itself, but may be written anywhere on the line
    (`arbiter rule x.yaml --debug`): it is moved to the front, before the command. After a
    `--`, nothing is an option."""
    given = list(sys.argv[1:] if args is None else args)
    end = given.index("--") if "--" in given else len(given)
    if "--debug" not in given[:end]:
        return given
    given.remove("--debug")
    return ["--debug", *given]


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


def _show_version(value: bool) -> None:
    if value:
        from arbiter import __version__

        print(f"arbiter {__version__}")
        raise typer.Exit()


def _root(
    debug: Annotated[
        bool,
        typer.Option("--debug", help="Show a traceback when something fails (may be written "
                     "after the command too)."),
    ] = False,
    version: Annotated[
        bool,
        typer.Option("--version", help="Print the version and exit.", is_eager=True,
                     callback=_show_version),
    ] = False,
) -> None:
    """Rule on piquet disputes and keep the score, citing the laws of four editions."""


def _new_app() -> typer.Typer:
    made = typer.Typer(
        cls=ArbiterGroup,
        help="Rule on piquet disputes and keep the score, citing the laws of four editions.",
        no_args_is_help=True,
        add_completion=True,
        pretty_exceptions_enable=False,
        rich_markup_mode="markdown",
        context_settings=CONTEXT,
    )
    made.callback()(_root)
    return made


app = _new_app()


JsonFlag = Annotated[bool, typer.Option("--json", help="Print JSON (and nothing else) on stdout.")]


def _edition_id(value: str | None) -> str | None:
    """--edition checked as it is parsed, so an unknown one is a usage error naming the option."""
    if value is None:
        return None
    from arbiter.lawbook.editions import resolve_edition_id

    try:
        return resolve_edition_id(value)
    except ArbiterError as error:
        raise typer.BadParameter(error.line()) from None


def complete_edition(incomplete: str) -> list[str]:
    """Tab completion of --edition: the ids and aliases; after a `+`, the built-in variants."""
    from arbiter.lawbook.editions import edition_names

    head, plus, tail = incomplete.rpartition("+")
    if plus:
        return [f"{head}+{name}" for name in complete_variant(tail)]
    return [name for name in edition_names() if name.lower().startswith(incomplete.lower())]


def complete_variant(incomplete: str) -> list[str]:
    """Tab completion of --variant: the built-in variants (a file name is the shell's)."""
    from arbiter.variants.overlay import builtin_ids

    return [name for name in builtin_ids() if name.startswith(incomplete.lower())]


def complete_kind(incomplete: str) -> list[str]:
    """Tab completion of an incident kind."""
    from arbiter.formats import incident_kinds

    return [kind for kind in incident_kinds() if kind.startswith(incomplete.lower())]


EditionOption = Annotated[
    str | None,
    typer.Option(
        "--edition",
        "-e",
        help="Edition id or alias (royall-1651, cotton-1674, portland-1882, miller-sca; "
        "1651, cotton, rubicon, miller...), or one with variants (1882+au-cent). Overrides "
        "the file's edition.",
        show_default=False,
        callback=_edition_id,
        autocompletion=complete_edition,
    ),
]


VariantOption = Annotated[
    str | None,
    typer.Option(
        "--variant",
        help="Agreed changes laid over the edition: a built-in variant (four-deal-partie, "
        "first-word-stands, au-cent, au-cent-fours, au-cent-low-cards) or a "
        "variant file of house rules. Without --edition, the variant's own base is used.",
        show_default=False,
        autocompletion=complete_variant,
    ),
]


def with_variant(edition: str | None, variant: str | None) -> str | None:
    """--edition and --variant as one edition id (`portland-1882+au-cent`). A variant file is
    read here, in the command, so a mistake in it is the usual one line and exit 2."""
    if variant is None:
        return edition
    from arbiter.variants.overlay import edition_with

    return edition_with(edition, variant)


def emit_json(data: Any) -> None:
    """Print one JSON document on one line."""
    sys.stdout.write(json.dumps(data, ensure_ascii=False) + "\n")


def _register() -> None:
    """Each area of commands adds itself; their modules import the core only when run."""
    from arbiter.cli import ask, kinds, lookup, partie, rulings, schema, scoring, serve

    for area in (ask, rulings, kinds, scoring, lookup, partie, schema, serve):
        area.register(app)


_register()
# Paused at the top: collecting while typer loads walks thousands of new, long-lived objects
# and finds nothing. Frozen, they are left out of the collections the command may cause.
gc.freeze()
gc.enable()


def main() -> None:
    """Entry point of the `arbiter` command."""
    try:
        app(prog_name="arbiter")
    finally:
        # The process ends here: freezing what the command made (rich, the editions) spares
        # the interpreter's last collection from walking it all only to free it.
        gc.freeze()
