"""`arbiter partie new|record|show|undo`: the score sheet of a set or a partie."""


from pathlib import Path
from typing import Annotated

import typer

from arbiter.cli import JsonFlag, emit_json

SheetArg = Annotated[
    Path,
    typer.Argument(help="The score sheet (a YAML file), e.g. partie.yaml.", show_default=False),
]


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
                     show_default=False),
    ] = None,
    set_target: Annotated[
        int | None,
        typer.Option("--set", help="The size of the set (set games only; default 100).",
                     show_default=False),
    ] = None,
) -> None:
    """Start a score sheet; the first player named deals first, then deals alternate."""
    from arbiter.partie import start
    from arbiter.ui.partie import show_new

    show_new(str(file), start(file, edition, players, set_target))


def record(
    file: SheetArg,
    deal: Annotated[
        Path | None,
        typer.Argument(help="A deal file to score with the sheet's edition.", show_default=False),
    ] = None,
    elder: Annotated[
        int | None,
        typer.Option("--elder", help="The elder's score, counted by hand.", show_default=False),
    ] = None,
    younger: Annotated[
        int | None,
        typer.Option("--younger", help="The younger's (the dealer's) score, counted by hand.",
                     show_default=False),
    ] = None,
    first: Annotated[
        str | None,
        typer.Option("--first", help="In a set game, when both pass the set in this deal: who "
                     "reached it first (a name, or elder|younger).", show_default=False),
    ] = None,
) -> None:
    """Add the next deal: from a deal file, or as two scores (--elder N --younger N)."""
    from arbiter.partie import record as record_deal
    from arbiter.ui.partie import show_recorded

    sheet, added = record_deal(file, deal=deal, elder=elder, younger=younger, first=first)
    show_recorded(sheet, added)


def show(file: SheetArg, json_output: JsonFlag = False) -> None:
    """Show the running score: the deals, the totals, and the result when it is over."""
    from arbiter.partie import load_sheet, sheet_json

    sheet = load_sheet(file)
    if json_output:
        emit_json(sheet_json(sheet))
        return
    from arbiter.ui.partie import show_sheet

    show_sheet(str(file), sheet)


def undo(file: SheetArg) -> None:
    """Take back the last deal, and show what was removed."""
    from arbiter.partie import take_back
    from arbiter.ui.partie import show_undone

    sheet, removed = take_back(file)
    show_undone(sheet, removed)


def register(app: typer.Typer) -> None:
    from arbiter.cli import ArbiterGroup

    partie = typer.Typer(cls=ArbiterGroup, no_args_is_help=True,
                         help="Keep the score of a set or a partie in a sheet that is never lost.")
    partie.command("new")(new)
    partie.command("record")(record)
    partie.command("show")(show)
    partie.command("undo")(undo)
    app.add_typer(partie, name="partie")
