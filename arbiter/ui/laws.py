"""Rendering of editions and law look-ups."""

from __future__ import annotations

from typing import Any

from rich.table import Table
from rich.text import Text

from arbiter.editions import Edition
from arbiter.search import MARK_CLOSE, MARK_OPEN, Hit
from arbiter.ui.common import console, law_panel

BLANCHE_WORDS = {
    "each-scores": "10 to each holder",
    "younger-bars": "10; the younger's bars the elder's",
    "elder-only": "10 to the elder only; none if both hold one",
}


ASPECTS: list[tuple[str, Any]] = [
    ("title", lambda r: f"{r['title']} ({r['year'] or 'modern'})"),
    ("aliases", lambda r: ", ".join(r["aliases"])),
    ("pack", lambda r: f"{r['pack']} cards, {r['lowest_rank']} to ace"),
    ("stock", lambda r: f"{r['stock']} cards"),
    ("exchange", lambda r: r["exchange"]["summary"]),
    ("carte blanche", lambda r: BLANCHE_WORDS.get(r["carte_blanche"], r["carte_blanche"])),
    ("point", lambda r: r["point"]),
    ("play", lambda r: r["play"]),
    ("trio · quatorze", lambda r: f"{r['trio']} · 14"),
    ("capot", lambda r: str(r["capot"])),
    ("pique · repique", lambda r: f"{r['pique'] or 'none'} · {r['repique']}"),
    ("game", lambda r: r["game"]),
    ("law ids", lambda r: r["citation"]),
]


def show_editions(rows: list[dict[str, Any]]) -> None:
    """One column an edition, one row an aspect; cells that differ from the default edition
    are highlighted."""
    table = Table(title="Editions of the laws of piquet", show_lines=True, expand=True)
    table.add_column("", style="bold", no_wrap=True)
    default = next((row for row in rows if row["default"]), rows[0])
    for row in rows:
        table.add_column(row["id"] + (" (default)" if row["default"] else ""), ratio=1)
    for name, cell in ASPECTS:
        base = cell(default)
        cells = [Text(cell(row), style="" if cell(row) == base else "yellow") for row in rows]
        table.add_row(name, *cells)
    console().print(table)
    console().print(Text.assemble(("Yellow", "yellow"), ": differs from the default edition."))


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
