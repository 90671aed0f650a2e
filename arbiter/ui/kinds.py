"""Rendering of `arbiter kinds`: the kinds by stage of the game, and one kind's fields."""

from __future__ import annotations

from rich.console import Group, RenderableType
from rich.syntax import Syntax
from rich.table import Table
from rich.text import Text

from arbiter.formats import stages
from arbiter.interview.kinds import FieldInfo, KindInfo
from arbiter.ui.common import console


def show_kinds(infos: list[KindInfo]) -> None:
    """Each kind once, under the first stage of the game it arises in."""
    shown: set[str] = set()
    parts: list[RenderableType] = [Text("Incident kinds, as the game goes", style="bold")]
    by_kind = {info.kind: info for info in infos}
    for stage, kinds in stages().items():
        grid = Table.grid(padding=(0, 2))
        grid.add_column(style="bold", no_wrap=True, min_width=20)
        grid.add_column()
        for kind in kinds:
            if kind in by_kind and kind not in shown:
                shown.add(kind)
                grid.add_row(kind, by_kind[kind].description)
        if grid.row_count:
            parts += [Text(""), Text(stage.capitalize(), style="bold cyan"), grid]
    parts += [Text(""), Text("arbiter kinds KIND: its fields and a file to fill in; "
                             "arbiter ask: answer questions instead.", style="dim")]
    console().print(Group(*parts))


def _values(info: FieldInfo) -> Text:
    text = Text(info.question)
    if info.values:
        for value, meaning in info.values:
            text.append("\n")
            text.append(value, style="bold")
            if meaning:
                text.append(f": {meaning}")
    else:
        text.append(f"\n{info.expects}", style="dim")
        if info.least is not None:
            most = f" to {info.most}" if info.most is not None else " or more"
            text.append(f", {info.least}{most}", style="dim")
    if not info.required:
        default = "nothing" if info.default is None else str(info.default).lower()
        text.append(f"\noptional; if left out: {default}", style="dim")
    return text


def unknown_note(info: KindInfo) -> list[Text]:
    """Which facts may be written `unknown` (a line, or none for a kind with no such field)."""
    may = [field.name for field in info.fields if field.may_be_unknown]
    if not may:
        return []
    which = "Any of these facts" if len(may) == len(info.fields) else ", ".join(may)
    if any(field.name == "steps" for field in info.fields):  # told: each step's own facts
        which += " and each step's facts but its cards"
    return [Text(f"{which} may be written unknown when nobody knows it: the ruling then "
                 "gives each way it goes.", style="dim")]


def show_kind(info: KindInfo) -> None:
    """One kind: what it is, its fields with their values' meanings, and an example file."""
    table = Table(show_lines=True, expand=True)
    table.add_column("field", style="bold", no_wrap=True)
    table.add_column("what it asks, and its values")
    for field in info.fields:
        table.add_row(field.name, _values(field))
    console().print(Group(
        Text.assemble((info.kind, "bold"), f": {info.description}"),
        Text(f"Arises in: {', '.join(info.stages)}.", style="dim"),
        table,
        *unknown_note(info),
        Text(f"A file to fill in (arbiter kinds {info.kind} --example > incident.yaml):",
             style="bold"),
        Syntax(info.example, "yaml", theme="ansi_dark", background_color="default"),
    ))  # fmt: skip
