"""What the exchange's steps show, told step by step (issue 15): a record for each thing
`told_exchange`'s finders find, irregular or not, with its kind (`exchange:stock`...), which
`told_exchange_laws` rules by each edition's laws.
"""

from __future__ import annotations

from typing import NamedTuple

from arbiter.formats import Role


class StockTaken(NamedTuple):
    """Cards taken up that were not his to take: `whose` is `adversary` (of the adversary's
    part of the stock), `own-left` (cards he himself left), or `left-undeclared` (cards the
    elder left without saying so, taken up by the younger)."""

    player: Role
    whose: str
    discarded: int
    taken: int
    mixed: bool
    discovered: str = "exchange"  # when it came to light (the telling's end)

    @property
    def kind(self) -> str:
        return "exchange:stock"


class OutOfOrder(NamedTuple):
    """Cards taken in, not in order from the top of the stock."""

    player: Role

    @property
    def kind(self) -> str:
        return "exchange:order"


class Undeclared(NamedTuple):
    """The elder left cards without saying how many he took or left, before taking up."""

    left: int

    @property
    def kind(self) -> str:
        return "exchange:undeclared"


class Altered(NamedTuple):
    """The younger altered his discard on touching the stock, finding the elder had left
    cards unannounced (1882 law 32's exception to law 24)."""

    player: Role

    @property
    def kind(self) -> str:
        return "exchange:altered"


class Changed(NamedTuple):
    """He changed a card of his discard once it was fixed."""

    player: Role

    @property
    def kind(self) -> str:
        return "exchange:changed"


class NoDiscard(NamedTuple):
    """He said he takes (discards) nothing."""

    player: Role

    @property
    def kind(self) -> str:
        return "exchange:no-discard"


class TooMany(NamedTuple):
    """Dealt more than his due, he took in as many as he discarded, and plays with too many."""

    player: Role
    dealt: int
    discarded: int
    taken: int

    @property
    def kind(self) -> str:
        return "exchange:too-many"


class StockCounted(NamedTuple):
    """The stock counted in the exchange and found wrong: the counts as dealt (the stock's
    with the cards already taken from it), and how far the elder had gone when it was found."""

    elder: int
    younger: int
    stock: int
    touched: bool  # the elder had touched the stock (drawn it towards him)
    took_up: bool  # the elder had taken up a card of it

    @property
    def kind(self) -> str:
        return "exchange:count"


class Permitted(NamedTuple):
    """The step the telling ends on, and the laws allow: `what` he did (`elder-take`,
    `younger-take`, `younger-left`, `elder-look`, `own-discard`)."""

    player: Role
    what: str

    @property
    def kind(self) -> str:
        return "exchange:permitted"


class MixedWithDiscard(NamedTuple):
    """Cards of his hand, or cards he was entitled to take in, mixed with his discard once
    he had taken up a card of the stock: he plays with `taken` for `discarded`."""

    player: Role
    what: str
    discarded: int
    taken: int
    discovered: str = "exchange"

    @property
    def kind(self) -> str:
        return "exchange:mixed-discard"


class LeftMixedUnseen(NamedTuple):
    """The younger mixed the cards he left with his discard, without showing them."""

    player: Role

    @property
    def kind(self) -> str:
        return "exchange:left-mixed"


class Looked(NamedTuple):
    """Cards looked at: `what` (`left`, `stock`, `adversary-discard`) and why it was not his
    to look (`before-discard`, `too-soon`, `not-shown`)."""

    player: Role
    what: str
    why: str
    declined: bool = False  # the younger had played a card without looking: he elected not to

    @property
    def kind(self) -> str:
        return "exchange:look"


class Exposed(NamedTuple):
    """Stock cards exposed: of his adversary's part (`adversary`), or before he discarded."""

    player: Role
    adversary: bool
    before_discard: bool

    @property
    def kind(self) -> str:
        return "exchange:expose"


class SuitNamed(NamedTuple):
    """The suit the elder named to see the cards left: he held none of it, or led another."""

    suit: str
    holds_none: bool

    @property
    def kind(self) -> str:
        return "exchange:named-suit"
