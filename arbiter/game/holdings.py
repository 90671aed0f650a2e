"""What a hand declares before the play: carte blanche, the point, sequences and sets.

These functions find what a hand holds and name it as a player calls it ("point of five in
hearts, 48", "quint to the king in hearts", "quatorze of aces"). Which of two holdings is
good is decided by comparing their `strength`: the larger tuple wins, equal tuples are equal.
Scoring them is `arbiter.game.scoring`'s business.
"""

import itertools
from collections.abc import Iterable
from typing import NamedTuple, cast

from arbiter.cards import COUNT_WORDS, SUITS, Card, Rank, Suit
from arbiter.game.deal import Hand

# Only aces, kings, queens, knaves and tens make a trio or a quatorze (1651 IX, 1882 64).
SET_RANKS: tuple[Rank, ...] = (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.KNAVE, Rank.TEN)

SEQUENCE_NAMES = {
    3: "tierce", 4: "quart", 5: "quint", 6: "sixième", 7: "septième", 8: "huitième",
    9: "neuvième",
}  # fmt: skip
_PLURAL_RANKS = {
    Rank.ACE: "aces", Rank.KING: "kings", Rank.QUEEN: "queens", Rank.KNAVE: "knaves",
    Rank.TEN: "tens",
}  # fmt: skip


def has_carte_blanche(dealt: Iterable[Card]) -> bool:
    """Twelve cards dealt without a king, queen or knave (1651 V, 1882 61)."""
    return not any(card.rank.is_court for card in dealt)


# --- the point (the ruff) ------------------------------------------------------------------


class Point(NamedTuple):
    """A player's point: the suit he calls, how many cards of it, and their pip total."""

    suit: Suit
    cards: int
    pips: int

    @classmethod
    def of(cls, suit: Suit, held: list[Card]) -> "Point":
        """The point the cards held of one suit make (ace 11, court cards and ten 10, others
        their pips)."""
        return cls(suit, len(held), sum(card.rank.pips for card in held))

    def strength(self, measure: str) -> tuple[int, ...]:
        """What decides the point under the edition's measure (`point_strength`)."""
        return point_strength(measure, self.cards, self.pips) or ()

    def name(self) -> str:
        return f"point of {COUNT_WORDS[self.cards]} in {self.suit.plural}, {self.pips}"


def point_strength(measure: str, cards: int | None, pips: int | None) -> tuple[int, ...] | None:
    """What decides a point: the pip total (`pips`, 1651 VII), or the number of cards and then
    the pip total (`cards-then-pips`, 1882 62); as far as it is known (a call may state the
    cards alone), and None if its first part is not. The one measure of a point held and of a
    point called (`telling.calls.claim_strength`)."""
    parts = {"cards-then-pips": (cards, pips), "pips": (pips,)}.get(measure)
    if parts is None:
        raise ValueError(f"unknown point measure {measure!r}")
    known = tuple(itertools.takewhile(lambda part: part is not None, parts))
    return cast("tuple[int, ...]", known) or None


def by_suit(cards: Iterable[Card]) -> dict[Suit, list[Card]]:
    """A hand sorted into its four suits (each maybe empty), in one pass."""
    suits: dict[Suit, list[Card]] = {suit: [] for suit in SUITS}
    for card in cards:
        suits[card.suit].append(card)
    return suits


def best_point(cards: Iterable[Card], measure: str) -> Point:
    """The point a hand calls: its strongest suit by the edition's measure (ace 11, court
    cards and ten 10, others their pips). Between suits that measure alike, the one with
    more cards, then more pips, is named."""
    return _best_point(by_suit(cards), measure)


def _best_point(suits: dict[Suit, list[Card]], measure: str) -> Point:
    points = [Point.of(suit, held) for suit, held in suits.items()]
    return max(points, key=lambda p: (p.strength(measure), p.cards, p.pips))


def point_score(point: Point, score: str) -> int:
    """What a good point scores: one a card (`per-card`, 1882 62), or one for every ten pips
    with five and over reckoned as the next ten (`tenths-half-up`, 1651 VII: 34 scores 3,
    35 scores 4), or one a card but one less when its pips end in four
    (`per-card-fours-one-less`, au cent by agreement: five cards making 44 score 4)."""
    if score == "per-card":
        return point.cards
    if score == "tenths-half-up":
        return (point.pips + 5) // 10
    if score == "per-card-fours-one-less":
        return point.cards - 1 if point.pips % 10 == 4 else point.cards
    raise ValueError(f"unknown point score {score!r}")


# --- sequences -----------------------------------------------------------------------------


class Run(NamedTuple):
    """A sequence: three or more cards following in one suit, named from its top card."""

    suit: Suit
    length: int
    top: Rank

    def strength(self) -> tuple[int, int]:
        """The longer is good; between equal lengths the higher top card (1651 VIII, 1882 63)."""
        return (self.length, self.top.order)

    def name(self) -> str:
        kind = SEQUENCE_NAMES.get(self.length, f"sequence of {self.length}")
        if self.top is Rank.ACE:
            return f"{kind} major in {self.suit.plural}"
        return f"{kind} to the {self.top.name_in_game} in {self.suit.plural}"


def sequences(cards: Iterable[Card]) -> list[Run]:
    """Every sequence a hand holds, each as long as it runs, longest and highest first."""
    return _sequences(by_suit(cards))


def _sequences(suits: dict[Suit, list[Card]]) -> list[Run]:
    runs: list[Run] = []
    for suit, held in suits.items():
        if len(held) >= 3:  # no sequence in fewer
            orders = sorted([card.rank.order for card in held], reverse=True)
            runs.extend(_runs_in_suit(suit, orders))
    return sorted(runs, key=Run.strength, reverse=True)


def _runs_in_suit(suit: Suit, orders: list[int]) -> list[Run]:
    """Split a suit's ranks (high to low) into maximal runs of three or more."""
    runs: list[Run] = []
    start = 0
    for index in range(1, len(orders) + 1):
        if index == len(orders) or orders[index] != orders[index - 1] - 1:
            length = index - start
            if length >= 3:
                runs.append(Run(suit, length, _rank_of_order(orders[start])))
            start = index
    return runs


def _rank_of_order(order: int) -> Rank:
    return _BY_ORDER[order]


_BY_ORDER = {rank.order: rank for rank in Rank}


# --- sets ----------------------------------------------------------------------------------


class CardSet(NamedTuple):
    """A trio (three of a rank) or a quatorze (four), of tens or better."""

    rank: Rank
    size: int

    def strength(self) -> tuple[int, int]:
        """A quatorze beats a trio; then the higher rank (1651 IX, 1882 64)."""
        return (self.size, self.rank.order)

    def name(self) -> str:
        kind = "quatorze" if self.size == 4 else "trio"
        return f"{kind} of {_PLURAL_RANKS[self.rank]}"


def card_sets(cards: Iterable[Card]) -> list[CardSet]:
    """Every trio and quatorze a hand holds, best first."""
    sizes = dict.fromkeys(SET_RANKS, 0)
    for card in cards:
        if card.rank in sizes:
            sizes[card.rank] += 1
    found = [CardSet(rank, size) for rank, size in sizes.items() if size >= 3]
    return sorted(found, key=CardSet.strength, reverse=True)


def describe_all(names: Iterable[str]) -> str:
    """`quint to the king in hearts and tierce major in spades`."""
    items = list(names)
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]


# --- all of a hand -------------------------------------------------------------------------


class Holdings(NamedTuple):
    """Everything a hand can declare. `blanche` is None when the cards dealt are not known."""

    blanche: bool | None
    point: Point
    runs: tuple[Run, ...]
    sets: tuple[CardSet, ...]

    @property
    def best_run(self) -> tuple[int, ...] | None:
        return self.runs[0].strength() if self.runs else None

    @property
    def best_set(self) -> tuple[int, ...] | None:
        return self.sets[0].strength() if self.sets else None


def holding(hand: Hand, measure: str) -> Holdings:
    """What a hand declares, its point judged by the edition's `measure`."""
    blanche = has_carte_blanche(hand.dealt) if hand.dealt is not None else None
    suits = by_suit(hand.cards)
    return Holdings(
        blanche, _best_point(suits, measure), tuple(_sequences(suits)),
        tuple(card_sets(hand.cards)),
    )  # fmt: skip
