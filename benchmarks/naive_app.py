"""A naive eager-import app using the same four libraries, as a yardstick for start-up time.

It imports typer, pydantic, rich and pyyaml at the top, validates an incident file with a
pydantic model and prints a JSON ruling: what arbiter would cost without lazy imports.
"""

from __future__ import annotations

import json
from pathlib import Path

import pydantic
import rich.console
import rich.panel
import rich.table
import typer
import yaml

app = typer.Typer()


class Incident(pydantic.BaseModel):
    kind: str
    where: str | None = None
    count: int | None = None
    discovered: str | None = None


class IncidentFile(pydantic.BaseModel):
    incident: Incident
    title: str | None = None
    edition: str | None = None


@app.command()
def rule(path: Path, json_output: bool = typer.Option(False, "--json")) -> None:
    data = IncidentFile.model_validate(yaml.safe_load(path.read_text()))
    ruling = {"kind": data.incident.kind, "decision": "fresh-deal"}
    if json_output:
        print(json.dumps(ruling))
    else:
        rich.console.Console().print(rich.panel.Panel(json.dumps(ruling)))


if __name__ == "__main__":
    app()
