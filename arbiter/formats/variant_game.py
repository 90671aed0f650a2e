"""A variant's parameters for the game itself (`variant`'s `parameters:`): the blocks of
the base edition's rules (see `laws/*.yaml`, `rules:`) that say how the game is dealt,
exchanged, called, played and scored, and how it is won, each written with only the values
it changes and the law it comes from (`LawRef`). The blocks for irregularities: in
`variant_incidents`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Literal, TypeAlias

from arbiter.formats.common import Text
from arbiter.formats.markers import Doc, Range

LawRef: TypeAlias = Annotated[
    str,
    Doc("The law it comes from: one of this variant's laws, or a law of its base (14, XII.15)"),
]
Points: TypeAlias = Annotated[int, Range(0, 1000)]


@dataclass(frozen=True)
class PackParameter:
    """The pack: its ranks, highest first (a 32-card pack is A K Q J 10 9 8 7)."""

    law: LawRef
    ranks: Annotated[list[Text], Doc("The ranks in the pack, e.g. [A, K, Q, J, 10, 9, 8, 7]")] \
        | None = None


@dataclass(frozen=True)
class DealParameter:
    """The deal: cards to each hand and to the stock (twice the hand and the stock make the
    pack)."""

    law: LawRef
    hand: Annotated[int, Range(1, 18), Doc("Cards dealt to each player")] | None = None
    stock: Annotated[int, Range(0, 36), Doc("Cards left in the stock")] | None = None


@dataclass(frozen=True)
class ExchangeParameter:
    """The exchange: how many each may discard and take in, and the least each must."""

    law: LawRef
    elder_max: Annotated[int, Range(0, 36), Doc("The most cards the elder may exchange")] \
        | None = None
    younger_max: Annotated[
        Annotated[int, Range(0, 36)] | Literal["all-left"],
        Doc("The most cards the younger may exchange, or all-left: all the elder left"),
    ] | None = None
    minimum: Annotated[int, Range(0, 36), Doc("The least each must exchange")] | None = None


@dataclass(frozen=True)
class BlancheParameter:
    """Carte blanche: what it scores, and who scores when both hold one."""

    law: LawRef
    points: Points | None = None
    both: Annotated[
        Literal["each-scores", "younger-bars", "elder-only"],
        Doc("When both hold one", {"each-scores": "each scores his (1882)",
                                   "younger-bars": "the younger's bars the elder's (1651)",
                                   "elder-only": "only the elder's scores, not if both hold one"}),
    ] | None = None


@dataclass(frozen=True)
class PointParameter:
    """The point: which is good, and what a good point scores."""

    law: LawRef
    measure: Annotated[
        Literal["pips", "cards-then-pips"],
        Doc("Which point is good", {"pips": "the higher pip total (1651)",
                                    "cards-then-pips": "more cards, then more pips (1882)"}),
    ] | None = None
    score: Annotated[
        Literal["tenths-half-up", "per-card", "per-card-fours-one-less"],
        Doc("What a good point scores",
            {"tenths-half-up": "a point a ten pips, five and over the next ten (1651)",
             "per-card": "one a card (1882)",
             "per-card-fours-one-less": "one a card, one less when its pips end in four (au "
                                        "cent, by agreement)"}),
    ] | None = None


@dataclass(frozen=True)
class SequencesParameter:
    """Sequences: what a good sequence of each length scores."""

    law: LawRef
    scores: Annotated[
        dict[Annotated[int, Range(3, 9)], Points],
        Doc("Points by length, e.g. {3: 3, 4: 4, 5: 15}"),
    ] | None = None


@dataclass(frozen=True)
class SetsParameter:
    """Trios and quatorzes: what each scores when good."""

    law: LawRef
    trio: Points | None = None
    quatorze: Points | None = None


@dataclass(frozen=True)
class PlayParameter:
    """The play: which card led, and which winning card, scores a point."""

    law: LawRef
    lead: Annotated[
        Literal["any", "ten-or-higher"],
        Doc("The leader scores for", {"any": "every card led (1882)",
                                      "ten-or-higher": "a ten or better led (1651)"}),
    ] | None = None
    win: Annotated[
        Literal["follower-any", "follower-ten-or-higher", "winner-any"],
        Doc("Who scores for winning a trick",
            {"follower-any": "the follower who wins it (1882)",
             "follower-ten-or-higher": "the follower who wins it with a ten or better (1651)",
             "winner-any": "whoever wins it (Miller)"}),
    ] | None = None


@dataclass(frozen=True)
class LastTrickParameter:
    """The last trick: what its winner scores, with a ten or better (`high`) and without."""

    law: LawRef
    high: Annotated[int, Range(0, 10)] | None = None
    low: Annotated[int, Range(0, 10)] | None = None
    replaces: Annotated[
        Literal["winning-point", "win-point"],
        Doc("What the last trick's score stands in place of",
            {"winning-point": "whatever he would score on it (1882)",
             "win-point": "only his point for winning it (Miller)"}),
    ] | None = None


@dataclass(frozen=True)
class BonusParameter:
    """A score for the cards, a capot, a repique or a pique."""

    law: LawRef
    points: Points | None = None
    threshold: Annotated[int, Range(1, 200), Doc("The score that wins it (thirty)")] | None = None
    counts: Annotated[
        Literal["hand-and-first-lead", "hand-and-play"],
        Doc("What counts toward a pique", {"hand-and-first-lead": "the hand and the first "
                                           "lead (1651)", "hand-and-play": "hand and play (1882)"}),
    ] | None = None


@dataclass(frozen=True)
class OrderParameter:
    """The order of reckoning (the same everywhere): only its law."""

    law: LawRef


@dataclass(frozen=True)
class GameParameter:
    """The game: a set (first to the target) or a partie of deals, and how it is won."""

    law: LawRef
    kind: Annotated[
        Literal["set", "partie"],
        Doc("What is played", {"set": "a set: the first to the target wins (1651 I.2)",
                               "partie": "a partie of a number of deals (1882 law 71)"}),
    ] | None = None
    target: Annotated[int, Range(1, 100_000), Doc("A set's target")] | None = None
    deals: Annotated[int, Range(1, 100), Doc("A partie's deals")] | None = None
    double_deals: Annotated[
        list[Annotated[int, Range(1, 100)]],
        Doc("The deals of the partie that count double, from 1 (1882 71.note: [1, 4])"),
    ] | None = None
    tie_deals: Annotated[int, Range(0, 100), Doc("Deals added on a tie (law 71: 2)")] | None = None
    bonus: Annotated[int, Range(0, 100_000), Doc("Added to the winner's points")] | None = None
    rubicon: Annotated[int, Range(0, 100_000), Doc("A loser under it is rubiconed")] | None = None
    double_below: Annotated[
        int, Range(1, 100_000),
        Doc("A set won before the adversary has this many is a double game (au cent: 50)"),
    ] | None = None
    result_law: LawRef | None = None
    rubicon_law: LawRef | None = None


@dataclass(frozen=True)
class CallingParameter:
    """Whether a call once spoken may be recalled (1651 XII.15)."""

    law: LawRef
    first_word: Annotated[
        Literal["may-be-recalled", "stands"],
        Doc("A call once spoken", {"may-be-recalled": "may be told again truly (Paris)",
                                   "stands": "stands, and may not be recalled (Provence, "
                                             "Languedoc)"}),
    ] | None = None


@dataclass(frozen=True)
class SeriesParameter:
    """A partie of games: the first to win `to_win` of `games` wins it."""

    law: LawRef
    games: Annotated[int, Range(1, 99)] | None = None
    to_win: Annotated[int, Range(1, 99)] | None = None
    double_counts: Annotated[int, Range(1, 9), Doc("Games a double game counts for")] | None = None
