"""`arbiter serve`: the arbiter as a local web page, for a phone at the table (the extra
`web`; `arbiter.web` does the work)."""


import sys
from pathlib import Path
from typing import Annotated

import typer

from arbiter.cli.options import EXIT_BAD_INPUT, EditionOption, VariantOption, with_variant


def serve(
    sheet: Annotated[
        Path | None,
        typer.Argument(help="The score sheet the page keeps (made from the page if it does "
                       "not exist); the only file it reads or writes.", show_default=False),
    ] = None,
    edition: EditionOption = None,
    variant: VariantOption = None,
    port: Annotated[int, typer.Option("--port", min=1, max=65535, help="The port.")] = 8000,
    lan: Annotated[
        bool, typer.Option("--lan", help="Listen on the local network, for the players' phones: "
                           "prints an address with a secret token, and its QR code.")
    ] = False,
) -> None:
    """Serve the arbiter as a web page for a phone at the table: settle a dispute, keep the
    score sheet, read the laws. Listens on 127.0.0.1 unless --lan is given."""
    from arbiter.web import INSTALL, missing

    absent = missing()
    if absent:
        print(f"Error: arbiter serve needs the extra 'web' ({', '.join(absent)} not "
              f"installed): {INSTALL}", file=sys.stderr)
        raise typer.Exit(EXIT_BAD_INPUT)
    from arbiter.web.server import run

    run(sheet, with_variant(edition, variant), port, lan)


def register(app: typer.Typer) -> None:
    app.command("serve")(serve)
