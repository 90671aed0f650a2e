"""What the numbers a user writes may be, by what the edition allows.

A deal's score, counted by hand or claimed in a dispute, cannot pass the most its edition's
score tables give one player in one deal; a set cannot be larger than a sheet's deals could
reach. The most a deal can score is reckoned from the edition's parameters (`rules:` in
`laws/*.yaml`, a variant's changes included), each part no less than its block allows: the
carte blanche (`blanche`); the point, no more than a point a card of the hand (`point`, by
cards or by tens of pips); the best the hand's cards can make of sequences and sets by their
tables (`sequences`, `sets`); a repique or a pique, whichever is more (`repique`, `pique`:
one bars the other); the play, a point for each card led and each trick won, the last
trick's score, and the cards or the capot, whichever is more (`play`, `last_trick`, `cards`,
`capot`).

It is a bound no deal can pass, not the best deal there is: enough to refuse a score of
100,000 without refusing a true one.
"""

from __future__ import annotations

from functools import cache

from arbiter.lawbook.editions import Edition, Rules


@cache
def most_in_a_deal(edition: Edition) -> int:
    """The most one player can score in one deal under `edition`."""
    rules = edition.rules
    hand = rules.deal.hand
    bonus = max(rules.repique.points, rules.pique.points if rules.pique else 0)
    return (rules.blanche.points + hand + _best_runs(hand, rules.sequences.scores)
            + _best_runs(hand, {3: rules.sets.trio, 4: rules.sets.quatorze}) + bonus
            + _play(rules, hand))


def _play(rules: Rules, hand: int) -> int:
    """A point for each card led and each trick won, the last trick's score, and the cards or
    the capot (whichever is more)."""
    last = max(rules.last_trick.high, rules.last_trick.low)
    return 2 * hand + last + max(rules.cards.points, rules.capot.points)


def _best_runs(cards: int, scores: dict[int, int]) -> int:
    """The most that groups of cards (a sequence's length, a set's count) taken from a hand
    of `cards` can score by their table."""
    best = [0] * (cards + 1)
    for held in range(1, cards + 1):
        best[held] = max([best[held - 1], *(best[held - size] + points
                                            for size, points in scores.items()
                                            if size <= held)])
    return best[cards]


def most_in_a_set(edition: Edition, deals: int) -> int:
    """The largest set that `deals` deals could reach, at the most a deal can score."""
    return deals * most_in_a_deal(edition)
