"""`score --compare` for people: one deal's scores under every edition side by side.

Rows are the categories and the total, a column an edition, each cell `elder–younger`. A row
the editions score differently is marked `≠` (a symbol, so it shows without colour too), and
each cell that differs from the default edition's is in colour. An edition that cannot play
the deal says why down its own column, in the rows' place."""

from __future__ import annotations

import textwrap
from collections.abc import Sequence

from rich import box
from rich.console import Group, RenderableType
from rich.rule import Rule
from rich.table import Table
from rich.text import Text

from arbiter.errors import printable
from arbiter.files.yamlio import STDIN_NAME
from arbiter.game.scoring import CATEGORIES, DealScore
from arbiter.lawbook.editions import default_edition_id
from arbiter.score.across import Across, Reckoned
from arbiter.ui.common import console
from arbiter.ui.scoring import LABELS

DIFFERS = "≠"
COLUMN = 13  # the widest edition id, portland-1882: four columns fit 80
ROWS = (*CATEGORIES, "total")


def show_across(found: Sequence[Across]) -> None:
    for index, across in enumerate(found):
        if index:
            console().print()
        console().print(across_view(across))


def across_view(across: Across) -> Group:
    table = Table(box=box.SIMPLE_HEAD, padding=(0, 1), pad_edge=False, show_edge=False)
    table.add_column("", no_wrap=True, width=1)
    table.add_column("", no_wrap=True, width=COLUMN)
    for reckoned in across.reckoned:
        table.add_column(reckoned.edition, no_wrap=True, width=COLUMN, justify="right")
    cells = {r.edition: _column(r) for r in across.reckoned}
    baseline = _baseline(across)
    marked = False
    for index, row in enumerate(ROWS):
        scored = {r.edition: _cell(r.score, row) for r in across.reckoned if _playable(r)}
        differs = len(set(scored.values())) > 1
        marked |= differs
        label = Text("total" if row == "total" else LABELS[row],
                     style="bold" if row == "total" else "")
        line: list[RenderableType] = [Text(DIFFERS if differs else "", style="bold yellow"),
                                      label]
        for reckoned in across.reckoned:
            text = cells[reckoned.edition][index]
            if _playable(reckoned) and baseline in scored and text != scored[baseline]:
                line.append(Text(text, style="yellow"))
            else:
                line.append(Text(text) if _playable(reckoned) else
                            Text(text, style="dim", justify="left"))
        table.add_row(*line)
    legend = "Each cell: elder–younger."
    if marked:
        legend += f" {DIFFERS} the editions score this row differently"
        legend += f" (in colour: not as {baseline})." if baseline else "."
    parts: list[RenderableType] = [
        Rule(Text(_heading(across.source), style="bold"), align="left"), table, Text(legend)]
    parts += [Text(f"{r.edition}: {_why(r)}", style="dim")
              for r in across.reckoned if not _playable(r) and _cut(r)]
    return Group(*parts)


def _heading(source: str) -> str:
    """The deal's file name, or `standard input` for `-`, as `score` heads a deal."""
    return "standard input" if source == STDIN_NAME else printable(source)


def _baseline(across: Across) -> str | None:
    """The default edition when it plays the deal, else the first that does."""
    playable = [r.edition for r in across.reckoned if _playable(r)]
    return default_edition_id() if default_edition_id() in playable else next(iter(playable),
                                                                                None)


def _playable(reckoned: Reckoned) -> bool:
    return reckoned.score is not None and reckoned.score.not_scored is None


def _cell(score: DealScore | None, row: str) -> str:
    assert score is not None
    elder, younger = score.elder.to_json(), score.younger.to_json()
    return f"{elder[row]}–{younger[row]}"


def _why(reckoned: Reckoned) -> str:
    """Why an edition cannot play the deal (the field at fault and the reason, no file)."""
    if reckoned.error is not None:
        where = reckoned.error.where.path
        return printable(f"{where}: {reckoned.error.message}" if where else
                         reckoned.error.message)
    assert reckoned.score is not None and reckoned.score.not_scored is not None
    why = reckoned.score.not_scored
    return printable(f"not scored: {why.summary} ({why.kind}, law {', '.join(why.law_ids)})")


def _lines(reckoned: Reckoned) -> list[str]:
    return textwrap.wrap(_why(reckoned), COLUMN)


def _cut(reckoned: Reckoned) -> bool:
    """Whether the reason is longer than the column holds (then it is given whole below)."""
    return len(_lines(reckoned)) > len(ROWS)


def _column(reckoned: Reckoned) -> list[str]:
    """A cell a row: the scores, or the reason the edition cannot play the deal, down the
    column, cut with `…` (and given whole under the table) if it is longer."""
    if _playable(reckoned):
        return [_cell(reckoned.score, row) for row in ROWS]
    lines = _lines(reckoned)
    if len(lines) > len(ROWS):
        lines = [*lines[:len(ROWS) - 1], "… (below)"]
    return [*lines, *[""] * (len(ROWS) - len(lines))]
