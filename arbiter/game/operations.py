"""The records of a deal's walk (`arbiter.game.state`): each operation (`Op`), what was irregular
about it (`Irregular`), and what it did (a `Trick`, a take of the stock `Taken`, another
exchange step `Done`, a card led, played or thrown `Played`); `Walk` gathers the exchange's
and the play's. Frozen values: a deal's history is a list of them. Besides, what the state
knows of each player as it goes (`Player`), and the pack's checks it shares with deal files.
"""

from __future__ import annotations

from bisect import bisect_left
from dataclasses import dataclass, field
from functools import cache
from operator import attrgetter
from typing import NamedTuple

from arbiter.cards import Card
from arbiter.formats import Role, other
from arbiter.lawbook.editions import Edition

EXCHANGE_ACTIONS = ("discard", "take", "announce", "look", "expose", "mix", "take_back",
                    "change_discard", "touch", "count_stock")  # fmt: skip
PAST = {"discard": "discarded", "take": "took in", "lead": "led", "play": "played",
        "throw": "threw down", "show": "showed"}


class Irregular(NamedTuple):
    """What was irregular about an operation: a code and the facts that say it. `place` is
    the card's place among the operation's cards; `by`, `deed` and `step` who did what
    before with the card; `size` and `limit` the sizes that disagree."""

    what: str
    card: Card | None = None
    place: int | None = None
    by: Role | None = None
    deed: str | None = None
    step: int | None = None
    size: int | None = None
    limit: int | None = None


class Trick(NamedTuple):
    """One trick: who led, the card led, the card played to it, and who won it (worked out
    once, by `Trick.of`). A card nobody could play to is a trick of its own: `played` None,
    won by its leader."""

    leader: Role
    led: Card
    played: Card | None
    winner: Role

    @classmethod
    def of(cls, leader: Role, led: Card, played: Card | None) -> Trick:
        """The higher card of the suit led wins; a card of another suit never does (X.1, 65)."""
        if played is None:
            return cls(leader, led, None, leader)
        takes = played.suit is led.suit and played.rank.order > led.rank.order
        return cls(leader, led, played, other(leader) if takes else leader)

    @property
    def unanswered(self) -> bool:
        """A card nobody played to."""
        return self.played is None

    @property
    def winning_card(self) -> Card:
        if self.winner == self.leader or self.played is None:
            return self.led
        return self.played


class Taken(NamedTuple):
    """Cards taken up from the stock at one step: their places in it (0 is the top card; the
    elder's part is the top `Walk.share`, the younger's the rest), and what had gone before."""

    step: int
    by: Role
    places: tuple[int, ...]
    where: str
    discarded: int  # his discard when he took them
    before: int  # cards he had taken up before
    elder_took: int  # cards the elder had taken up before this step
    elder_discarded: int  # the elder's discard then
    left_declared: int | None  # how many the elder had declared he leaves, if he had
    remaining: int  # cards still in the stock after this step


class Done(NamedTuple):
    """An exchange step (other than a take) and how far the exchange had gone: whether the
    player had discarded, taken up a card of the stock, or touched it; the stock cards it
    concerns (exposed), if any."""

    step: int
    by: Role
    discarded: int
    took_up: bool
    touched: bool
    places: tuple[int, ...] = ()


class Played(NamedTuple):
    """A card (or cards) led, played or thrown down: who was due to lead (None where the
    tricks cannot be followed), and for a card played, the cards led it answers."""

    step: int
    by: Role
    action: str
    cards: tuple[Card, ...]
    due: Role | None = None
    led: tuple[Card, ...] = ()


class Walk(NamedTuple):
    """What the walk found: the stock's size and the elder's part of it, each take and each
    other exchange step, when the elder named a suit, and each card led, played or thrown."""

    stock: int = 0
    share: int = 0
    takes: tuple[Taken, ...] = ()
    done: tuple[Done, ...] = ()
    named: tuple[int, str] | None = None
    played: tuple[Played, ...] = ()

    def taken_by(self, role: Role, before: int | None = None) -> list[Taken]:
        """His takes (before step `before`, if given)."""
        return [t for t in self.takes if t.by == role and (before is None or t.step < before)]

    def at(self, number: int) -> Done | None:
        """The exchange step at `number`, as the walk found it (its steps are in order)."""
        index = bisect_left(self.done, number, key=attrgetter("step"))
        return self.done[index] if index < len(self.done) and \
            self.done[index].step == number else None


class Op(NamedTuple):
    """One operation and what came of it."""

    action: str
    by: Role | None
    step: int
    cards: tuple[Card, ...] = ()
    irregular: tuple[Irregular, ...] = ()
    did: Taken | Done | Played | Trick | None = None


# --- what the state knows of a player: its own, and mutable -------------------------------

@dataclass
class Player:
    """What is known of one player's cards and what he has done with them."""

    hand: frozenset[Card] | None = None  # held after the exchange, if known
    discard: frozenset[Card] | None = None
    dealt: frozenset[Card] | None = None
    order: dict[str, tuple[Card, ...]] = field(default_factory=dict)  # each part as given
    played: set[Card] = field(default_factory=set)
    discarded: int = 0
    taken: int = 0
    touched: bool = False
    told_discard: bool = False
    calls: int = 0
    out: bool = False  # threw up his cards and plays no more
    seen: frozenset[Card] = frozenset()  # every card he is known to hold or have laid out
    # His hand told in part: cards he is known to have held, and not to have held.
    held: frozenset[Card] = frozenset()
    not_held: frozenset[Card] = frozenset()

    def know(self, part: str, cards: tuple[Card, ...]) -> None:
        setattr(self, part, frozenset(cards))
        self.order[part] = cards
        self.seen = (self.hand or frozenset()) | (self.discard or frozenset()) | self.held

    def partly(self, held: frozenset[Card], not_held: frozenset[Card]) -> None:
        """His hand told in part: cards he is known to have held (seen), and not to have held."""
        self.held, self.not_held = held, not_held
        self.seen = self.seen | held


# --- the pack's checks, the state's and the deal file's reader's alike ------------------------

def misplacement(card: Card, pack: frozenset[Card], seen: set[Card]) -> str | None:
    """What is wrong with a card of a hand after `seen`: not of the pack (`not-in-pack`),
    given twice (`twice`), or nothing (the deal file's cards and the state's read alike)."""
    if card not in pack:
        return "not-in-pack"
    return "twice" if card in seen else None


@cache
def pack_of(edition: Edition) -> frozenset[Card]:
    """The edition's pack, as a set (worked out once: `Edition.pack` builds it afresh)."""
    return frozenset(edition.pack)
