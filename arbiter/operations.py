"""The records of a deal's walk (`arbiter.state`): each operation (`Op`), what was irregular
about it (`Irregular`), and what it did (a `Trick`, a take of the stock `Taken`, another
exchange step `Done`, a card led, played or thrown `Played`); `Walk` gathers the exchange's
and the play's. Frozen values: a deal's history is a list of them.
"""

from __future__ import annotations

from typing import NamedTuple

from arbiter.cards import Card
from arbiter.formats import Role, other

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
        """The exchange step at `number`, as the walk found it."""
        return next((done for done in self.done if done.step == number), None)


class Op(NamedTuple):
    """One operation and what came of it."""

    action: str
    by: Role | None
    step: int
    cards: tuple[Card, ...] = ()
    irregular: tuple[Irregular, ...] = ()
    did: Taken | Done | Played | Trick | None = None
