"""The younger taking in before the elder has taken in, the elder then leaving cards
(Cavendish, Case XIV; 1882 laws 23, 24, 58).

"B having taken up a card of the stock cannot alter his discard; and, as in taking in he is
obliged to take the cards in order from the top of the stock, including cards left by the
elder hand, he must take the card left by A, must play with thirteen cards, and can reckon
nothing that deal."

Raised only under an edition with a law on it (1882); the others are registered silent by
design and raise nothing, so their rulings on such a telling stand.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import NamedTuple

from arbiter.decisions import Decision, Effect
from arbiter.formats import Role
from arbiter.formats.told import Announce, Take
from arbiter.rulings.core import Context, Penalty, Ruling, encodes, registration, silent
from arbiter.rulings.findings import Finding
from arbiter.telling.telling import Telling

KIND = "exchange:younger-first"


class YoungerFirst(NamedTuple):
    """The younger took in before the elder had, and the elder then left `left` cards."""

    player: Role
    left: int

    @property
    def kind(self) -> str:
        return KIND


def younger_first(telling: Telling) -> Iterator[Finding]:
    """The younger's first take, made before the elder's, where the elder then left cards."""
    if registration(KIND, telling.edition.root.id).is_silent:
        return
    numbered = list(telling.numbered())
    takes = [(n, s) for n, s in numbered if isinstance(s, Take)]
    first = next(((n, s) for n, s in takes if s.by == "younger"), None)
    elders = [n for n, s in takes if s.by == "elder"]
    if first is None or (elders and elders[0] < first[0]):
        return
    left = sum(s.count or 0 for n, s in numbered if isinstance(s, Announce) and n > first[0]
               and s.by == "elder" and s.announce == "leaves")  # fmt: skip
    if left:
        yield Finding(first[0], f"the younger took in before the elder, who then left {left}",
                      YoungerFirst("younger", left))


@encodes(KIND, {"portland-1882": {"order": "23", "fixed": "24", "more": "58"}})
def younger_first_1882(ctx: Context[YoungerFirst]) -> Ruling:
    """Laws 23 and 24 as Case XIV reads them: his discard is fixed, and taking in order from
    the top he must take the cards the elder left, so plays with more than twelve (law 58)."""
    order, fixed, more = ctx.law("order"), ctx.law("fixed"), ctx.law("more")
    return ctx.decide(
        Decision.PENALTY, [fixed, order, more],
        "The younger must take the card the elder left: he plays with thirteen cards and "
        "scores nothing this deal.",
        f"The younger took in before the elder, who then left {ctx.incident.left}: by law "
        f"{fixed} 'After a player has taken up a card of the stock he cannot alter his "
        f"discard', and by law {order} 'the cards must be taken in order from the top of the "
        f"stock', the cards the elder left among them; so he plays with more than twelve, and "
        f"by law {more} 'he can reckon nothing that deal'.",
        penalties=[Penalty("younger", Effect.RECKONS_NOTHING)],
        notes=["Cavendish's decision goes beyond the laws' bare words, which do not say what "
               "follows when the younger takes in first (Case XIV)."],
        follows=["XIV"],
    )  # fmt: skip


for _edition in ("royall-1651", "cotton-1674", "miller-sca"):
    silent(KIND, _edition, [], "the younger taking in first is not judged here.")
