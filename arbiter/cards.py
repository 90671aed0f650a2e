"""Cards, ranks, suits and hands, with a text form that always round-trips.

A card is written rank then suit: `AS`, `10H`, `TH` (ten), `Q♠`; case does not matter.
`str(card)` gives the canonical short code (`10H`) and `Card.parse(str(card)) == card`.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import Enum

from arbiter.errors import ImpossibleError, InputError


class Rank(Enum):
    """A rank, with its place in the pack (ace high) and its pip value for the point."""

    ACE = "A"
    KING = "K"
    QUEEN = "Q"
    KNAVE = "J"
    TEN = "10"
    NINE = "9"
    EIGHT = "8"
    SEVEN = "7"
    SIX = "6"

    @property
    def order(self) -> int:
        """Higher wins a trick and heads a sequence: six is 6, ace is 14."""
        return _ORDER[self]

    @property
    def pips(self) -> int:
        """Value in the point (the ruff): ace 11, court cards and ten 10, others their pips."""
        return _PIPS[self]

    @property
    def is_court(self) -> bool:
        """King, queen or knave: a hand dealt without one is a carte blanche."""
        return self in (Rank.KING, Rank.QUEEN, Rank.KNAVE)

    @property
    def name_in_game(self) -> str:
        return _NAMES[self]

    @classmethod
    def parse(cls, text: str) -> Rank:
        key = text.strip().upper()
        key = "10" if key == "T" else key
        try:
            return cls(key)
        except ValueError:
            raise InputError(f"{text!r} is not a rank (A K Q J 10 9 8 7 6)") from None


_ORDER = {rank: 14 - i for i, rank in enumerate(Rank)}
_PIPS = {Rank.ACE: 11, Rank.KING: 10, Rank.QUEEN: 10, Rank.KNAVE: 10, Rank.TEN: 10}
_PIPS.update({Rank.NINE: 9, Rank.EIGHT: 8, Rank.SEVEN: 7, Rank.SIX: 6})
_NAMES = {
    Rank.ACE: "ace", Rank.KING: "king", Rank.QUEEN: "queen", Rank.KNAVE: "knave",
    Rank.TEN: "ten", Rank.NINE: "nine", Rank.EIGHT: "eight", Rank.SEVEN: "seven",
    Rank.SIX: "six",
}  # fmt: skip


class Suit(Enum):
    """A suit, written S H D C or with its symbol."""

    SPADES = "S"
    HEARTS = "H"
    DIAMONDS = "D"
    CLUBS = "C"

    @property
    def symbol(self) -> str:
        return _SYMBOLS[self]

    @property
    def is_red(self) -> bool:
        return self in (Suit.HEARTS, Suit.DIAMONDS)

    @property
    def plural(self) -> str:
        return self.name.lower()

    @classmethod
    def parse(cls, text: str) -> Suit:
        key = text.strip().upper()
        key = _FROM_SYMBOL.get(key, key)
        try:
            return cls(key)
        except ValueError:
            raise InputError(f"{text!r} is not a suit (S H D C or ♠ ♥ ♦ ♣)") from None


_SYMBOLS = {Suit.SPADES: "♠", Suit.HEARTS: "♥", Suit.DIAMONDS: "♦", Suit.CLUBS: "♣"}
_FROM_SYMBOL = {symbol: suit.value for suit, symbol in _SYMBOLS.items()}
_FROM_SYMBOL.update({"♤": "S", "♡": "H", "♢": "D", "♧": "C"})


@dataclass(frozen=True, order=False)
class Card:
    """One card: a rank and a suit. Its text form is the short code, e.g. `10H`."""

    rank: Rank
    suit: Suit

    @classmethod
    def parse(cls, text: str) -> Card:
        """Parse `AS`, `10h`, `TH`, `Q♠`; raise InputError for anything else."""
        if not isinstance(text, str):
            raise InputError(f"{text!r} is not a card (write rank then suit, e.g. 10H)")
        code = text.strip()
        if len(code) < 2:
            raise InputError(f"{text!r} is not a card (write rank then suit, e.g. 10H)")
        try:
            return cls(Rank.parse(code[:-1]), Suit.parse(code[-1]))
        except InputError:
            raise InputError(f"{text!r} is not a card (write rank then suit, e.g. 10H)") from None

    def __str__(self) -> str:
        return f"{self.rank.value}{self.suit.value}"

    def __repr__(self) -> str:
        return str(self)

    @property
    def symbol(self) -> str:
        """The card with its suit symbol, e.g. `10♥`."""
        return f"{self.rank.value}{self.suit.symbol}"


def parse_cards(value: str | Iterable[object]) -> list[Card]:
    """Cards from a YAML list or a string like "AS KS 10H" (commas allowed)."""
    items: Iterable[object] = value.replace(",", " ").split() if isinstance(value, str) else value
    return [Card.parse(str(item)) for item in items]


def format_cards(cards: Iterable[Card]) -> str:
    return " ".join(str(card) for card in cards)


def make_pack(ranks: Sequence[Rank]) -> list[Card]:
    """Every card of the given ranks in the four suits."""
    return [Card(rank, suit) for suit in Suit for rank in ranks]


def check_distinct(cards: Iterable[Card]) -> None:
    """Raise ImpossibleError if a card appears twice."""
    seen: set[Card] = set()
    for card in cards:
        if card in seen:
            raise ImpossibleError(f"card {card} appears twice")
        seen.add(card)
