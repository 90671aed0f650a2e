"""Shared rendering: the console, cards with suit symbols, and a quoted law in a panel."""

from __future__ import annotations

import os
from collections.abc import Iterable
from functools import cache

from rich.console import Console, RenderableType
from rich.panel import Panel
from rich.text import Text

from arbiter.cards import Card
from arbiter.lawbook.casebook import SOURCE, CaseRecord, casebook
from arbiter.lawbook.editions import Edition, Law
from arbiter.lawbook.lawtext import pages, reading

STYLES = {"": "", "em": "italic", "strong": "bold"}


def console() -> Console:
    """Plain strings are printed as they are: no markup, emoji codes or highlighting, so a
    player's name or title with brackets in it prints as written. Styles go in `Text`. Rich
    reads the terminal's settings when a console is made, so one is kept for each setting
    (a second run in one process, such as a test's, may be given other columns)."""
    return _console(*(os.environ.get(name) for name in _SETTINGS))


_SETTINGS = ("COLUMNS", "LINES", "NO_COLOR", "FORCE_COLOR", "TERM")


@cache
def _console(*settings: str | None) -> Console:
    return Console(highlight=False, emoji=False, markup=False)


def card_text(card: Card) -> Text:
    """A card with its suit symbol, red or black."""
    return Text(card.symbol, style="bold red" if card.suit.is_red else "bold")


def cards_text(cards: Iterable[Card]) -> Text:
    text = Text()
    for index, card in enumerate(cards):
        if index:
            text.append(" ")
        text.append_text(card_text(card))
    return text


def law_text(text: str) -> Text:
    """A law's verbatim text as a reader expects it (`arbiter.lawbook.lawtext.reading`): no page
    marks, abbreviations spelt out, emphasis in italics or bold."""
    shown = Text()
    for segment in reading(text):
        shown.append(segment.text, style=STYLES[segment.style])
    return shown


def page_note(laws: Iterable[Law]) -> str:
    """` · p. 34` or ` · pp. 34-36`: the pages of the original a law runs onto, when its
    transcription marks them."""
    found = [page for law in laws for page in pages(law.text)]
    if not found:
        return ""
    first, last = min(found), max(found)
    return f" · p. {first}" if first == last else f" · pp. {first}-{last}"


def law_panel(edition: Edition, law: Law, *, with_children: bool = True) -> Panel:
    """One law, titled with its edition and id, in its words (shown for reading)."""
    body = law_text(law.text)
    children = edition.children(law.id) if with_children else []
    for child in children:
        body.append("\n\n")
        body.append(f"{child.id}  ", style="bold")
        body.append_text(law_text(child.text))
    case = case_of(edition, law)
    if case is not None:  # a case of the casebook: its source and title, the laws it applies
        return Panel(
            body,
            title=Text.assemble((SOURCE, "bold"), f" ({edition.root.id})"),
            subtitle=Text(f"{case.id}: {case.title}"
                          + (f" · applies law {', '.join(case.applies)}" if case.applies else "")),
            border_style="cyan",
            padding=(1, 2),
        )
    return Panel(
        body,
        title=Text.assemble((edition.title, "bold"), f" ({edition.id})"),
        subtitle=Text(f"law {law.id}{page_note([law, *children])}"),
        border_style="cyan",
        padding=(1, 2),
    )


def case_of(edition: Edition, law: Law) -> CaseRecord | None:
    """The casebook's record of a law that is one of its cases; None for a law."""
    return casebook(edition.root.id).get(law.id) if law.is_case else None


def bullets(lines: Iterable[str], mark: str = "•", style: str = "") -> RenderableType:
    """Lines with a mark before each, wrapped with a hanging indent."""
    from rich.table import Table  # not on the short answer's path

    grid = Table.grid(padding=(0, 1))
    grid.add_column(no_wrap=True)
    grid.add_column(style=style)
    for line in lines:
        grid.add_row(mark, line)
    return grid


def and_list(names: list[str]) -> str:
    """`point`, `point and play`, `point, sets and play`."""
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"


def height_of(shown: RenderableType, width: int) -> int:
    """The lines a renderable takes at `width` columns (drawn to a console of its own)."""
    import io

    from rich.console import Console

    out = Console(width=width, file=io.StringIO(), color_system=None, emoji=False)
    return len(out.render_lines(shown, out.options.update(width=width), pad=False))
