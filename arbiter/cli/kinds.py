"""`arbiter kinds [KIND]`: every incident kind, its fields, their values and what each
means, with a ready-to-fill example, for writing incident files by hand."""


import sys
from typing import Annotated

import typer

from arbiter.cli.options import JsonFlag, complete_kind, emit_json


def kinds(
    kind: Annotated[
        str | None,
        typer.Argument(help="One kind (e.g. faced-card): its fields and an example file.",
                       show_default=False, autocompletion=complete_kind),
    ] = None,
    example: Annotated[
        bool, typer.Option("--example", help="Print only KIND's ready-to-fill incident file.")
    ] = False,
    json_output: JsonFlag = False,
) -> None:
    """Every incident kind, by stage of the game; with KIND, its fields and an example.

    Each field says what it asks, the values it takes and what each means. `arbiter kinds
    KIND --example > incident.yaml` starts a file to fill in.
    """
    from arbiter.errors import InputError
    from arbiter.interview.kinds import all_kinds, kind_info

    if example:
        if kind is None:
            raise InputError("--example needs a KIND", hint="e.g. arbiter kinds faced-card "
                             "--example")
        sys.stdout.write(kind_info(kind).example)
        return
    found = [kind_info(kind)] if kind else all_kinds()
    if json_output:
        emit_json(found[0].to_json() if kind else [info.to_json() for info in found])
        return
    from arbiter.ui.kinds import show_kind, show_kinds

    if kind:
        show_kind(found[0])
    else:
        show_kinds(found)


def register(app: typer.Typer) -> None:
    app.command("kinds")(kinds)
