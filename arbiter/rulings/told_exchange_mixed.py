"""Where stock cards sat when taken or mixed. Stock cards not taken in but mixed with the hand
(1882 laws 28, 29, 31, 33, 35; 1651 XII.5, XII.12; Cotton 18) are taken up as much as if a
take had taken them, so each mix is read as the take of the cards it mixed, from where they
sat in the stock, and ruled as that take mixed would be. A younger's take from the bottom that
leaves cards of his part above it is out of order (1882 law 23).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.game.operations import Taken

if TYPE_CHECKING:
    from arbiter.formats.told import Mix
    from arbiter.game.operations import Walk

STOCK = ("top", "bottom", "left")  # the stock's cards a mix names (not yet taken up)


def in_stock(walk: Walk, number: int) -> list[int]:
    """The places still in the stock before step `number`, top first."""
    gone = {place for take in walk.takes if take.step < number for place in take.places}
    return [place for place in range(walk.stock) if place not in gone]


def mixed_places(walk: Walk, number: int, step: Mix) -> list[int]:
    """Where the cards mixed sat: the top or bottom of the stock, or of the cards left (the
    elder's, those of his part he did not take; the younger's, what the stock still holds)."""
    stock = in_stock(walk, number)
    if step.mix == "left" and step.by == "elder":
        stock = [place for place in stock if place < walk.share]
    count = step.count or 1
    return stock[len(stock) - count:] if step.mix == "bottom" else stock[:count]


def mixed_in(walk: Walk, number: int, step: Mix) -> Taken:
    """The mix read as a take of the cards it mixed: he had left what the stock held after his
    own takes (law 35's "leave any cards"), or leaves what the stock holds after it."""
    before = walk.taken_by(step.by, number)
    elders = walk.taken_by("elder", number)
    earlier = [take for take in walk.takes if take.step < number]
    places = tuple(mixed_places(walk, number, step))
    stock = len(in_stock(walk, number))
    done = walk.at(number)
    discarded = done.discarded if done is not None else 0
    elder_discarded = discarded if step.by == "elder" else \
        (elders[-1].discarded if elders else 0)
    return Taken(number, step.by, places, step.mix, discarded,
                 sum(len(take.places) for take in before), sum(len(t.places) for t in elders),
                 elder_discarded, earlier[-1].left_declared if earlier else None,
                 stock if before else stock - len(places))


def out_of_order(take: Taken, walk: Walk) -> bool:
    """A take told out of order, or the younger's from the bottom leaving cards of his part
    above it (1882 law 23: "the cards must be taken in order from the top of the stock")."""
    if take.where == "out-of-order":
        return True
    if take.by != "younger" or take.where != "bottom" or not take.places:
        return False
    top = min(take.places)
    return any(walk.share <= place < top for place in in_stock(walk, take.step))
