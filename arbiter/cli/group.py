"""The command line's group: core errors and usage errors become one line on stderr and an
exit status (2 for bad input), anything else exits 1 with a short message, or a traceback
with `--debug`; `arbiter` alone lists the commands."""

import os
import re
import sys
from collections.abc import Sequence
from typing import Any

import typer
from typer.core import TyperGroup
from typer.exceptions import TyperException

from arbiter.cli.options import EXIT_BAD_INPUT, EXIT_FAILURE
from arbiter.errors import ArbiterError

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

