"""Rendering of editions and law look-ups."""

from __future__ import annotations

from typing import Any

from rich.table import Table
from rich.text import Text

from arbiter.editions import Edition
from arbiter.search import MARK_CLOSE, MARK_OPEN, Hit
from arbiter.ui.common import console, law_panel


def show_editions(rows: list[dict[str, Any]]) -> None:
    table = Table(title="Editions of the laws of piquet", show_lines=True)
    for column in ("edition", "aliases", "title", "pack · stock", "exchange", "point", "game"):
        table.add_column(column, overflow="fold")
    for row in rows:
        exchange = row["exchange"]
        younger = "the rest" if exchange["younger_max"] is None else f"≤ {exchange['younger_max']}"
        name = Text(row["id"], style="bold")
        if row["default"]:
            name.append("\n(default)", style="dim")
        table.add_row(
            name,
            ", ".join(row["aliases"]),
            f"{row['title']}\n{row['year'] or 'modern'}",
            f"{row['pack']} cards ({row['lowest_rank']} to A)\nstock {row['stock']}",
            f"elder ≤ {exchange['elder_max']}\nyounger {younger}\n"
            f"each ≥ {exchange['minimum']} (law {exchange['law']})",
            row["point"],
            row["game"],
        )
    console().print(table)


def show_law(edition: Edition, law_id: str) -> None:
    console().print(law_panel(edition, edition.law(law_id)))


def passage_text(passage: str) -> Text:
    """A search passage with the matching words highlighted."""
    text = Text()
    marked = False
    for part in passage.replace(MARK_CLOSE, MARK_OPEN).split(MARK_OPEN):
        text.append(part, style="bold yellow reverse" if marked else "")
        marked = not marked
    return text


def show_hits(words: str, hits: list[Hit]) -> None:
    if not hits:
        console().print(f"No law matches {words!r}.")
        return
    table = Table(title=f"Laws matching {words!r}", show_lines=True)
    table.add_column("edition", no_wrap=True)
    table.add_column("law", no_wrap=True, style="bold")
    table.add_column("passage")
    for hit in hits:
        table.add_row(hit.law.edition, hit.law.id, passage_text(hit.passage))
    console().print(table)
