"""Cards, ranks, suits and hands, with a text form that always round-trips.

A card is written rank then suit: `AS`, `10H`, `TH` (ten), `Q♠`; case does not matter.
`str(card)` gives the canonical short code (`10H`) and `Card.parse(str(card)) == card`.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from enum import Enum
from functools import cache

from arbiter.errors import InputError, quoted


class Rank(Enum):
    """A rank, with its place in the pack (ace high) and its pip value for the point.

    `order`: higher wins a trick and heads a sequence (six 6 ... ace 14). `pips`: value in the
    point, the ruff (ace 11, court cards and ten 10, others their pips). `is_court`: king,
    queen or knave (a hand dealt without one is a carte blanche). All three are plain
    attributes set below, as they are read for every card of every deal (a property, or a
    member looked up as `Rank.KING`, costs several times more).
    """

    order: int
    pips: int
    is_court: bool

    ACE = "A"
    KING = "K"
    QUEEN = "Q"
    KNAVE = "J"
    TEN = "10"
    NINE = "9"
    EIGHT = "8"
    SEVEN = "7"
    SIX = "6"

    __hash__ = object.__hash__  # members are singletons: hash by identity, in C (fast look-ups)

    @property
    def name_in_game(self) -> str:
        return _NAMES[self]

    @classmethod
    def parse(cls, text: str) -> Rank:
        """`A K Q J 10 9 8 7 6`, `T` for ten, any case, spaces around."""
        key = text.strip().upper() if text.strip().isascii() else ""
        key = "10" if key == "T" else key
        try:
            return cls(key)
        except ValueError:
            raise InputError(f"{quoted(text)} is not a rank (A K Q J 10 9 8 7 6)") from None


for _place, _rank in enumerate(Rank):
    _rank.order = 14 - _place
    _rank.pips = 11 if _rank is Rank.ACE else min(10, 14 - _place)
    _rank.is_court = _rank in (Rank.KING, Rank.QUEEN, Rank.KNAVE)
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

    __hash__ = object.__hash__  # members are singletons: hash by identity, in C

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
        """`S H D C`, a symbol, or a name (`spades`, `heart`), any case, spaces around."""
        key = text.strip()
        key = _FROM_SYMBOL.get(key) or (SUIT_NAMES.get(key.lower(), key.upper())
                                         if key.isascii() else "")  # fmt: skip
        try:
            return cls(key)
        except ValueError:
            raise InputError(f"{quoted(text)} is not a suit (S H D C, ♠ ♥ ♦ ♣, or "
                             "spades...)") from None


_SYMBOLS = {Suit.SPADES: "♠", Suit.HEARTS: "♥", Suit.DIAMONDS: "♦", Suit.CLUBS: "♣"}
_FROM_SYMBOL = {symbol: suit.value for suit, symbol in _SYMBOLS.items()}
_FROM_SYMBOL.update({"♤": "S", "♡": "H", "♢": "D", "♧": "C"})
SUIT_NAMES = {name: letter for letter, plural in (("S", "spades"), ("H", "hearts"),
                                                  ("D", "diamonds"), ("C", "clubs"))
              for name in (plural, plural[:-1])}  # fmt: skip


class Card:
    """One card: a rank and a suit. Its text form is the short code, e.g. `10H`.

    Cards are immutable and interned (there is one object per card), so equality and hashing
    are identity: fast when a deal is checked and scored.
    """

    __slots__ = ("rank", "suit")
    rank: Rank
    suit: Suit

    def __new__(cls, rank: Rank, suit: Suit) -> Card:
        card = _INTERNED.get((rank, suit))
        if card is None:
            if not isinstance(rank, Rank) or not isinstance(suit, Suit):
                raise TypeError(f"Card({rank!r}, {suit!r}): a Rank and a Suit are needed")
            card = object.__new__(cls)
            object.__setattr__(card, "rank", rank)
            object.__setattr__(card, "suit", suit)
            _INTERNED[(rank, suit)] = card
        return card

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("a card cannot be changed")

    def __reduce__(self) -> tuple[type[Card], tuple[Rank, Suit]]:
        return (Card, (self.rank, self.suit))

    @classmethod
    def parse(cls, text: str) -> Card:
        """Parse `AS`, `10h`, `TH`, `Q♠`, ` 10 H ` (CARD_PATTERN); InputError for anything
        else."""
        if isinstance(text, str):
            card = BY_CODE.get(text)
            if card is not None:
                return card
            found = _CARD.match(text)
            if found is not None:
                return Card(Rank.parse(found[1]), Suit.parse(found[2]))
        raise InputError(f"{quoted(text)} is not a card (write rank then suit, e.g. 10H)")

    def __str__(self) -> str:
        return f"{self.rank.value}{self.suit.value}"

    def __repr__(self) -> str:
        return str(self)

    @property
    def symbol(self) -> str:
        """The card with its suit symbol, e.g. `10♥`."""
        return f"{self.rank.value}{self.suit.symbol}"


# A card as written: rank then suit, any case, spaces around and between (the JSON Schema
# publishes these same patterns). In a hand written as one string, cards are parted by
# spaces or commas, so no space falls within a card.
RANK_CODE = r"[AaKkQqJjTt]|10|[6-9]"
SUIT_CODE = r"[SHDCshdc♠♥♦♣♤♡♢♧]"
CARD_PATTERN = rf"^\s*({RANK_CODE})\s*({SUIT_CODE})\s*$"
_IN_HAND = rf"(?:{RANK_CODE})(?:{SUIT_CODE})"
HAND_PATTERN = rf"^[\s,]*(?:{_IN_HAND}(?:[\s,]+{_IN_HAND})*)?[\s,]*$"
SOME_CARDS_PATTERN = rf"^[\s,]*{_IN_HAND}(?:[\s,]+{_IN_HAND})*[\s,]*$"  # one card at least
_CARD = re.compile(CARD_PATTERN)

_INTERNED: dict[tuple[Rank, Suit], Card] = {}
_RANK_CODES = {rank: [rank.value] for rank in Rank}
_RANK_CODES[Rank.TEN].append("T")
SUITS: tuple[Suit, ...] = tuple(Suit)  # iterating the Enum itself is several times slower
_SUIT_CODES = {suit: [suit.value, _SYMBOLS[suit]] for suit in SUITS}
for _symbol, _letter in _FROM_SYMBOL.items():
    _SUIT_CODES[Suit(_letter)].append(_symbol)
BY_CODE: dict[str, Card] = {
    rank_code + suit_code: Card(rank, suit)
    for rank, rank_codes in _RANK_CODES.items()
    for suit, suit_codes in _SUIT_CODES.items()
    for rank_code in rank_codes
    for suit_code in suit_codes
}  # every exact written form of a card (Card.parse also folds case and spaces); never changed


def card_codes(text: str) -> list[str]:
    """The card codes of a hand written as one string ("AS KS, 10H"): parted by spaces or
    commas."""
    return text.replace(",", " ").split()


def make_pack(ranks: Sequence[Rank]) -> list[Card]:
    """Every card of the given ranks in the four suits."""
    return list(_pack(tuple(ranks)))


@cache  # an edition's pack is asked for at each rule that counts it
def _pack(ranks: tuple[Rank, ...]) -> tuple[Card, ...]:
    return tuple(Card(rank, suit) for suit in SUITS for rank in ranks)


COUNT_WORDS = {
    1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight",
    9: "nine", 10: "ten", 11: "eleven", 12: "twelve", 13: "thirteen", 14: "fourteen",
    15: "fifteen", 16: "sixteen",
}  # fmt: skip
