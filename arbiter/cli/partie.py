"""`arbiter partie new|record|amend|show|undo`: the score sheet of a set or a partie.

The messages about this command line's options are here; the core speaks of the game."""


import contextlib
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Annotated, Any

import typer

from arbiter.cli.options import (
    EXIT_FAILURE,
    JsonFlag,
    complete_edition,
    complete_variant,
    emit_json,
    with_variant,
)
from arbiter.errors import InputError

SheetArg = Annotated[
    Path,
    typer.Argument(help="The score sheet (a YAML file), e.g. partie.yaml.", show_default=False),
]
DealArg = Annotated[
    Path | None,
    typer.Argument(help="A deal file to score with the sheet's edition.", show_default=False),
]
ElderOption = Annotated[
    int | None,
    typer.Option("--elder", help="The elder's score, counted by hand.", show_default=False),
]
YoungerOption = Annotated[
    int | None,
    typer.Option("--younger", help="The younger's (the dealer's) score, counted by hand.",
                 show_default=False),
]
FirstOption = Annotated[
    str | None,
    typer.Option("--first", help="In a set game, when both pass the set in this deal: who "
                 "reached it first (a name, or elder|younger).", show_default=False),
]


@contextlib.contextmanager
def _options(first: str | None = None, set_target: int | None = None) -> Iterator[None]:
    """The core's words about what an option gave, said in the option's name; a sheet that
    could not be locked or written, one line and exit 1 (the sheet is unchanged)."""
    from arbiter.files.safefile import SafeFileError
    from arbiter.sheet.record import BothPassError, FirstError, SetSizeError

    try:
        yield
    except FirstError as error:
        raise InputError(f"--first {first}: {error.message}", error.where, error.hint) from None
    except BothPassError as error:
        raise InputError(error.message, error.where,
                         "--first NAME, or --first elder|younger") from None
    except SetSizeError as error:
        raise InputError(f"--set {set_target}: {error.message}; leave --set out",
                         error.where) from None
    except SafeFileError as error:
        print(f"Error: {error}", file=sys.stderr)
        raise typer.Exit(EXIT_FAILURE) from None


@contextlib.contextmanager
def _scores_given(deal: Path | None, elder: int | None, younger: int | None,
                  first: str | None) -> Iterator[None]:
    """A deal given as a deal file or two scores, checked; then `_options`."""
    _check_scores(deal, elder, younger, first)
    with _options(first):
        yield


def _check_scores(deal: Path | None, elder: int | None, younger: int | None,
                  first: str | None) -> None:
    if deal is not None and (elder is not None or younger is not None):
        raise InputError("give a deal file or --elder and --younger, not both")
    if deal is None and (elder is None or younger is None):
        raise InputError("give a deal file, or both --elder N and --younger N")
    if deal is not None and first is not None:
        raise InputError("--first is for hand-counted scores; a deal file's order of "
                         "reckoning says who reached the set first")
    for option, value in (("--elder", elder), ("--younger", younger)):
        if value is not None and value < 0:
            raise InputError(f"{option} must be 0 or more, not {value}")


def _result(action: str, sheet: Any, deal: Any = None, **more: Any) -> None:
    from arbiter.sheet.sheetview import deal_json, sheet_json

    emit_json({"action": action, "deal": None if deal is None else deal_json(sheet, deal),
               **more, "sheet": sheet_json(sheet)})


def new(
    file: SheetArg,
    players: Annotated[
        list[str],
        typer.Option("--player", "-p", help="A player's name; give it twice. The first named "
                     "deals first.", show_default=False),
    ],
    edition: Annotated[
        str | None,
        typer.Option("--edition", "-e", help="Edition id or alias (default portland-1882): "
                     "1651, 1674 and miller play a set; 1882 a partie of six deals.",
                     show_default=False, autocompletion=complete_edition),
    ] = None,
    variant: Annotated[
        str | None,
        typer.Option("--variant", help="A variant's name or file overlaid on the edition "
                     "(four-deal-partie, au-cent).", show_default=False,
                     autocompletion=complete_variant),
    ] = None,
    set_target: Annotated[
        int | None,
        typer.Option("--set", help="The size of the set (set games only; default 100).",
                     show_default=False),
    ] = None,
    json_output: JsonFlag = False,
) -> None:
    """Start a score sheet; the first player named deals first, then deals alternate."""
    from arbiter.sheet.partie import start

    if len(players) != 2:
        raise InputError(f"a partie has exactly two players: give --player twice "
                         f"(got {len(players)})")
    if set_target is not None and set_target < 1:
        raise InputError(f"--set must be a whole number of 1 or more, not {set_target}")
    with _options(set_target=set_target):
        sheet = start(file, with_variant(edition, variant), players, set_target)
    if json_output:
        _result("new", sheet)
        return
    from arbiter.ui.partie import show_new

    show_new(str(file), sheet)


def record(
    file: SheetArg,
    deal: DealArg = None,
    elder: ElderOption = None,
    younger: YoungerOption = None,
    first: FirstOption = None,
    json_output: JsonFlag = False,
) -> None:
    """Add the next deal: from a deal file, or as two scores (--elder N --younger N)."""
    from arbiter.sheet.partie import record as record_deal

    with _scores_given(deal, elder, younger, first):
        sheet, added = record_deal(file, deal=deal, elder=elder, younger=younger, first=first)
    if json_output:
        _result("record", sheet, added)
        return
    from arbiter.ui.partie import show_recorded

    show_recorded(sheet, added)


def amend(
    file: SheetArg,
    number: Annotated[int, typer.Argument(
        help="The number of the deal to correct, as 'partie show' gives it (a deal not "
        "scored has its own).", show_default=False)],
    json_output: JsonFlag = False,
    deal: DealArg = None,
    elder: ElderOption = None,
    younger: YoungerOption = None,
    first: FirstOption = None,
    never_reckoned: Annotated[bool, typer.Option(
        "--never-reckoned", help="What the correction adds was never called nor reckoned in "
        "the deal (not a miscount): 1651 and Cotton refuse it once play has begun.")] = False,
) -> None:
    """Correct deal N, within the limit the edition sets on putting a score right."""
    from arbiter.sheet.partie import amend as amend_deal

    with _scores_given(deal, elder, younger, first):
        sheet, amended = amend_deal(file, number, deal=deal, elder=elder, younger=younger,
                                    first=first, unreckoned=never_reckoned)
    if json_output:
        from arbiter.sheet.sheetview import deal_json

        _result("amend", sheet, amended.new, old=deal_json(sheet, amended.old),
                note=amended.note)
        return
    from arbiter.ui.partie import show_amended

    show_amended(sheet, amended)


def show(
    file: SheetArg,
    json_output: JsonFlag = False,
    csv_output: Annotated[
        bool, typer.Option("--csv", help="Print the deals as CSV, for a spreadsheet.")
    ] = False,
) -> None:
    """Show the running score: the deals, the totals, and the result when it is over."""
    from arbiter.sheet.file import load_sheet

    if json_output and csv_output:
        raise InputError("give --json or --csv, not both")
    sheet = load_sheet(file)
    if json_output:
        from arbiter.sheet.sheetview import sheet_json

        emit_json(sheet_json(sheet))
        return
    if csv_output:
        from arbiter.sheet.sheetview import sheet_csv

        sys.stdout.write(sheet_csv(sheet))
        return
    from arbiter.ui.partie import show_sheet

    show_sheet(str(file), sheet)


def undo(file: SheetArg, json_output: JsonFlag = False) -> None:
    """Take back the last change (a deal recorded, or an amendment), and say which."""
    from arbiter.sheet.partie import take_back
    from arbiter.sheet.sheetview import deal_json

    with _options():
        sheet, undone = take_back(file)
    if json_output:
        if undone.now is None:
            _result("undo", sheet, undone.deal, undid="record")
        else:
            _result("undo", sheet, undone.now, undid="amend",
                    amended=deal_json(sheet, undone.deal))
        return
    from arbiter.ui.partie import show_undone

    show_undone(sheet, undone)


def register(app: typer.Typer) -> None:
    from arbiter.cli.group import ArbiterGroup

    partie = typer.Typer(cls=ArbiterGroup, no_args_is_help=True,
                         help="Keep the score of a set or a partie in a sheet that is never lost.")
    partie.command("new")(new)
    partie.command("record")(record)
    partie.command("amend")(amend)
    partie.command("show")(show)
    partie.command("undo")(undo)
    app.add_typer(partie, name="partie")
