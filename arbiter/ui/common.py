"""Shared rendering: the console, cards with suit symbols, and a quoted law in a panel."""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache

from rich.console import Console
from rich.panel import Panel
from rich.text import Text

from arbiter.cards import Card
from arbiter.editions import Edition, Law


@cache
def console() -> Console:
    """Plain strings are printed as they are: no markup, emoji codes or highlighting, so a
    player's name or title with brackets in it prints as written. Styles go in `Text`."""
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


def law_panel(edition: Edition, law: Law, *, with_children: bool = True) -> Panel:
    """One law quoted verbatim, titled with its edition and id."""
    body = Text(law.text)
    if with_children:
        for child in edition.children(law.id):
            body.append("\n\n")
            body.append(f"{child.id}  ", style="bold")
            body.append(child.text)
    return Panel(
        body,
        title=Text.assemble((edition.title, "bold"), f" ({edition.id})"),
        subtitle=Text(f"law {law.id}"),
        border_style="cyan",
        padding=(1, 2),
    )
