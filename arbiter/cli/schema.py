"""`arbiter schema incident|deal|variant`: the JSON Schema of the file formats, for editors."""


import json
import sys
from enum import StrEnum
from typing import Annotated

import typer


class Format(StrEnum):
    incident = "incident"
    deal = "deal"
    variant = "variant"


def schema(
    name: Annotated[Format, typer.Argument(help="Which file format: incident, deal or variant.")],
) -> None:
    """Print the JSON Schema of a file format (use it with a YAML language server)."""
    from arbiter.formats.checks import json_schema

    sys.stdout.write(json.dumps(json_schema(name.value), indent=2, ensure_ascii=False) + "\n")


def register(app: typer.Typer) -> None:
    app.command("schema")(schema)
