"""Rendering of editions and law look-ups."""

from __future__ import annotations

from typing import Any

from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from arbiter.lawbook.editions import Edition, Law, heading
from arbiter.lawbook.lawtext import plain
from arbiter.lawbook.penalties import penalties_in_words
from arbiter.lawbook.search import MARK_CLOSE, MARK_OPEN, Hit
from arbiter.lawbook.store import laws_dir
from arbiter.rulings.lawindex import LawUse
from arbiter.ui.common import case_of, console, law_panel, law_text, page_note

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
    ("penalties", lambda r: penalties_in_words(r["penalties"]) if "penalties" in r else ""),
    ("law ids", lambda r: r["citation"]),
]


DIFFERS = "≠"


def editions_table(rows: list[dict[str, Any]]) -> Table:
    """One column an edition, one row an aspect; cells that differ from the default edition
    are marked ≠ (and coloured, where there is colour). Ruled by horizontal lines only, so
    that at 80 columns each edition's id fits whole in its column."""
    from rich import box

    table = Table(title="Editions of the laws of piquet", show_lines=True, expand=True,
                  box=box.HORIZONTALS, padding=(0, 1))
    table.add_column("", style="bold", min_width=8)
    default = next((row for row in rows if row["default"]), rows[0])
    for row in rows:
        header = row["id"] + ("\n(default)" if row["default"] else "")
        table.add_column(header, min_width=len(row["id"]), overflow="fold")
    for name, cell in ASPECTS:
        if not any(cell(row) for row in rows):  # an aspect the rows do not describe
            continue
        base = cell(default)
        cells = [Text(cell(row)) if cell(row) == base
                 else Text(f"{DIFFERS} {cell(row)}", style="yellow") for row in rows]
        table.add_row(name, *cells)
    return table


def show_editions(rows: list[dict[str, Any]]) -> None:
    default = next((row for row in rows if row["default"]), rows[0])
    console().print(editions_table(rows))
    console().print(f"{DIFFERS} differs from the default edition, {default['id']}.")
    names = sorted(path.stem for path in (laws_dir() / "variants").glob("*.yaml"))
    if names:
        console().print(f"Variants built in: {', '.join(names)} (see one with "
                        "'arbiter editions --variant NAME').")


def show_law(edition: Edition, law: Law, use: LawUse | None = None) -> None:
    """One law in its panel, with where the tool applies it (or why it does not); under a
    variant, the law it cites in its place, if any."""
    layer = edition.layer(law.edition)
    console().print(law_panel(layer, law))
    if use is not None:
        console().print(Text.assemble(("Applied in: ", "bold"), applied_words(use)))
    if edition.base is not None:
        instead = edition.cited(edition.ref(law))
        if instead != law:
            console().print(Text.assemble(
                ("Under this variant ", "yellow"),
                f"law {instead.id} of {instead.edition} is cited in its place:"))
            console().print(law_panel(edition.layer(instead.edition), instead))


def show_variant(changed: dict[str, Any]) -> None:
    """What a variant changes against its base: its parameters, then its laws."""
    out = console()
    out.print(Text.assemble((changed["title"], "bold"), f"  ({changed['edition']})"))
    if changed.get("source"):
        out.print(Text(changed["source"], style="dim"))
    table = Table(title=f"Parameters changed against {changed['base']}", expand=True)
    table.add_column("parameter", no_wrap=True, style="bold")
    table.add_column(changed["base"], ratio=1)
    table.add_column(changed["variant"], ratio=1, style="yellow")
    table.add_column("law", no_wrap=True)
    for row in changed["parameters"]:
        law = row["law"]
        mine = law["edition"] == changed["edition"]
        table.add_row(row["parameter"], _value(row["base"]), _value(row["value"]),
                      law["law"] if mine else f"{law['law']} ({law['edition']})")  # fmt: skip
    if changed["parameters"]:
        out.print(table)
    else:
        out.print("No parameter is changed.")
    laws = Table(title=f"Laws of {changed['variant']}", show_lines=True, expand=True)
    laws.add_column("law", no_wrap=True, style="bold")
    laws.add_column("in place of", no_wrap=True)
    laws.add_column("text", ratio=1)
    for law in changed["laws"]:
        instead = ", ".join(f"{r['law']} ({r['edition']})" for r in law["replaces"])
        laws.add_row(law["law"], instead or "—", law["text"])
    if changed["laws"]:
        out.print(laws)


def _value(value: Any) -> str:
    if value is None:
        return "—"
    if isinstance(value, list):
        return ", ".join(map(str, value)) or "—"
    if isinstance(value, dict):
        return ", ".join(f"{key}: {item}" for key, item in value.items())
    return str(value).lower() if isinstance(value, bool) else str(value)


def show_chapter(edition: Edition, name: str, laws: list[Law]) -> None:
    """A chapter: its heading, then each paragraph with its id."""
    body = Text()
    for index, law in enumerate(laws):
        body.append("\n\n" if index else "")
        body.append(f"{law.id}  ", style="bold")
        body.append_text(law_text(law.text))
    title = Text.assemble((edition.title, "bold"), f" ({edition.id})")
    console().print(Text(f"{name}. {heading(laws[0]) or ''}".rstrip(". ") + ".", style="bold"))
    console().print(Panel(body, title=title, subtitle=Text(f"chapter {name}{page_note(laws)}"),
                          border_style="cyan", padding=(1, 2)))


def show_contents(edition: Edition) -> None:
    """An edition's table of contents: each law's id and opening words, one line each,
    under the headings of its chapters or sections."""
    laws = edition.contents()
    width = max(len(law.id) for law in laws)
    parts: list[RenderableType] = [
        Text.assemble((edition.title, "bold"), f" ({edition.id}): contents")]
    grid = None
    for law in laws:
        title = heading(law)
        if title or grid is None:
            parts += [Text(""), Text(title, style="bold cyan")] if title else []
            grid = Table.grid(padding=(0, 2))
            grid.add_column(style="bold", no_wrap=True, min_width=width)
            grid.add_column(no_wrap=True)
            parts.append(grid)
        case = case_of(edition, law)
        opening = Text(case.title if case else " ".join(plain(law.text).split()))
        opening.truncate(console().width - width - 2, overflow="ellipsis")
        grid.add_row(law.id, opening)
    name = edition.aliases[0] if edition.aliases else edition.id
    parts += [Text(""), Text(f"arbiter laws show {name} LAW: one law in full.", style="dim")]
    console().print(Group(*parts))


def passage_text(passage: str) -> Text:
    """A search passage for reading, with the matching words highlighted."""
    text = Text()
    marked = False
    for part in plain(passage).replace(MARK_CLOSE, MARK_OPEN).split(MARK_OPEN):
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


def applied_words(use: LawUse) -> str:
    """Where a law is applied, in words: the kinds and the scoring or partie, or its note."""
    if use.applied_in:
        return ", ".join(use.applied_in)
    return f"nowhere: {use.note}" if use.note else "nowhere"


def show_index(rows: dict[str, list[LawUse]]) -> None:
    """Each edition's laws with where each is applied, or the note saying why not: one
    table an edition, fitting 80 columns. Under a variant, one table for its own laws and one
    for each edition under it, a law the variant replaces marked so."""
    out = console()
    for edition_id, uses in rows.items():
        for layer, laws in _by_layer(uses).items():
            title = f"Where the laws of {layer.rpartition('+')[2]} are applied" + (
                f" under {edition_id}" if "+" in edition_id else "")
            table = Table(title=title, expand=True, show_lines=False)
            table.add_column("law", no_wrap=True, style="bold")
            table.add_column("applied in", ratio=1)
            for use in laws:
                table.add_row(use.law, _index_cell(use))
            out.print(table)
    out.print(Text("arbiter laws show EDITION LAW: one law in full, with where it is applied.",
                   style="dim"))


def _by_layer(uses: list[LawUse]) -> dict[str, list[LawUse]]:
    """The rows of an index by the edition each law stands in, in their order."""
    found: dict[str, list[LawUse]] = {}
    for use in uses:
        found.setdefault(use.edition, []).append(use)
    return found


def _index_cell(use: LawUse) -> Text:
    if use.applied_in:
        return Text(", ".join(use.applied_in))
    if use.replaced_by is not None:
        instead = use.replaced_by
        return Text(f"replaced: law {instead.id} of {instead.edition.rpartition('+')[2]} is "
                    "applied in its place", style="yellow")  # fmt: skip
    return Text(f"— {use.note}" if use.note else "— (no note)", style="dim")
