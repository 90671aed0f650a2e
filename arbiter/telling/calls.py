"""The arithmetic of calls: what a call said (`Claim`), what a player's cards could call
(`Holding`, `holdings`), and a call or reply judged against the cards as told (`judge_call`,
`judge_reply`): whether a call was true or called more or less than the caller held, a
misnomer, or impossible (a card of it is in the adversary's hand or discard, so he cannot
have been misled), whether it was good against the cards (better than anything the adversary
could hold from the cards the caller did not see), and whether a reply was right. No law is
applied here, and nothing of the order of the steps (`arbiter.telling.walk`).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import NamedTuple, cast

from arbiter.cards import Card, Rank, Suit
from arbiter.formats import Role
from arbiter.formats.told import Call
from arbiter.game.holdings import (
    SET_RANKS,
    Point,
    by_suit,
    card_sets,
    point_strength,
    sequences,
)
from arbiter.lawbook.editions import Edition

DECLARATIONS = ("point", "sequence", "quatorze", "trio")


# --- the cards ---------------------------------------------------------------------------------


class Cards(NamedTuple):
    """A player's cards as told: his hand (after the exchange) and discard, each maybe unknown."""

    hand: frozenset[Card] | None = None
    discard: frozenset[Card] | None = None
    dealt: frozenset[Card] | None = None
    # His hand told in part: cards he is known to have held, and not to have held.
    held: frozenset[Card] = frozenset()
    not_held: frozenset[Card] = frozenset()
    role: Role | None = None

    @property
    def seen(self) -> frozenset[Card]:
        """Every card he is known to hold or have laid out."""
        return (self.hand or frozenset()) | (self.discard or frozenset()) | self.held

    @property
    def partly_known(self) -> bool:
        return self.hand is None and bool(self.held or self.not_held)


# --- a call, as said and as held ---------------------------------------------------------------


class Claim(NamedTuple):
    """What a call said: its kind and as much as was said of it."""

    what: str
    cards: int | None = None
    value: int | None = None
    top: Rank | None = None
    suit: Suit | None = None
    rank: Rank | None = None

    @classmethod
    def of(cls, call: Call) -> Claim:
        size = {"quatorze": 4, "trio": 3}.get(call.call, call.cards)
        return cls(call.call, size, call.value, _rank(call.top), _suit(call.suit),
                   _rank(call.rank))  # fmt: skip

    def words(self) -> str:
        """The call in words: "a point of 5 cards making 50", "a trio of kings"."""
        if self.what in ("quatorze", "trio"):
            rank = f" of {plural(self.rank)}" if self.rank else ""
            return f"a {self.what}{rank}"
        if self.what in ("blanche", "pique", "repique"):
            return {"blanche": "a carte blanche"}.get(self.what, f"a {self.what}")
        parts = [f"a {self.what}"]
        if self.cards:
            parts.append(f"of {self.cards} cards")
        if self.value is not None:
            parts.append(f"making {self.value}")
        if self.top is not None:
            parts.append(f"to the {self.top.name_in_game}")
        if self.suit is not None:
            parts.append(f"in {self.suit.plural}")
        return " ".join(parts)


def plural(rank: Rank) -> str:
    """"kings", "sixes": a rank's name in the plural."""
    name = rank.name_in_game
    return f"{name}es" if name.endswith("x") else f"{name}s"


def _rank(code: str | None) -> Rank | None:
    return Rank.parse(code) if code is not None else None


def _suit(code: str | None) -> Suit | None:
    return Suit.parse(code) if code is not None else None


class Holding(NamedTuple):
    """One holding a player could call: its kind, strength (the greater wins), and how it
    reads against a claim's qualifiers."""

    what: str
    strength: tuple[int, ...]
    cards: int
    value: int | None
    top: Rank | None
    suit: Suit | None
    rank: Rank | None

    def matches(self, claim: Claim, exact: bool = True) -> bool:
        """Whether this holding is what the claim said (the named suit and rank too, unless
        `exact` is False: then only its counting value)."""
        said: list[tuple[object, object]] = [(claim.cards, self.cards), (claim.value, self.value)]
        if exact:  # else its counting value only: a point's cards and value, a sequence's or
            # a set's number of cards (1882 law 53: a misnomer names the suit or rank wrongly)
            said += [(claim.top, self.top), (claim.suit, self.suit), (claim.rank, self.rank)]
        return all(stated is None or stated == held for stated, held in said)


def holdings(cards: Iterable[Card], what: str, measure: str) -> list[Holding]:
    """Every holding of a kind a set of cards makes, strongest first."""
    cards = list(cards)
    if what == "point":
        points = [Point.of(suit, held) for suit, held in by_suit(cards).items() if held]
        found = [Holding("point", point.strength(measure), point.cards, point.pips, None,
                         point.suit, None) for point in points]
    elif what == "sequence":
        found = [Holding("sequence", run.strength(), run.length, None, run.top, run.suit, None)
                 for run in sequences(cards)]
    else:
        found = [Holding("quatorze" if group.size == 4 else "trio", group.strength(),
                         group.size, None, None, None, group.rank)
                 for group in card_sets(cards)]
    return sorted(found, key=lambda h: h.strength, reverse=True)


def family(what: str) -> str:
    """Quatorzes and trios are judged together (a quatorze beats a trio)."""
    return "set" if what in ("quatorze", "trio") else what


def claim_strength(claim: Claim, measure: str) -> tuple[int, ...] | None:
    """How strong the call said the holding is, as far as it said; None if it said nothing
    that compares (a point called without its count of cards or pips)."""
    if claim.what == "point":
        return point_strength(measure, claim.cards, claim.value)
    if claim.what == "sequence":
        if claim.cards is None:
            return None
        return (claim.cards, claim.top.order) if claim.top else (claim.cards,)
    if claim.cards is None:
        return None
    return (claim.cards, claim.rank.order) if claim.rank else (claim.cards,)


def weigh(held: tuple[int, ...], said: tuple[int, ...]) -> int:
    """-1, 0, 1 as a holding is weaker than, equal to or stronger than what was said, as far
    as it was said (a call of five cards is equalled by any five-card point)."""
    mine = held[: len(said)]
    return (mine > said) - (mine < said)


class CallTruth(NamedTuple):
    """A call judged against the caller's cards: `true`, `under` (he held better),
    `over` (he did not hold it: more, or other, than he held), `misnomer`, `impossible`, or
    `unknown`; and whether it was good against the cards."""

    truth: str
    good_against_the_cards: bool | None
    best: Holding | None = None


def judge_call(claim: Claim, mine: Cards, theirs: Cards, edition: Edition,
               first: bool) -> CallTruth:  # fmt: skip
    """A call (the caller's `first` of its kind or not) against the caller's cards."""
    measure = edition.rules.point.measure
    if mine.partly_known:
        from arbiter.telling.told_partly import judge_partly

        return cast(CallTruth, judge_partly(claim, mine, theirs, edition, first, judge_call))
    if mine.hand is None:
        return CallTruth("unknown", None)
    held = [h for h in holdings(mine.hand, family(claim.what), measure)
            if family(h.what) == family(claim.what)]
    best = held[0] if held else None
    said = claim_strength(claim, measure)
    exact = [h for h in held if h.matches(claim)]
    better = bool(first and said and best and weigh(best.strength, said) > 0)
    # He holds what he called: as a holding of his, or (a sequence or set) within a greater
    # one, a tierce within his quart, a trio within his quatorze.
    if exact or (claim.what != "point" and _makes(claim, list(mine.hand))):
        strength = exact[0].strength if exact else said
        good = _good_against_the_cards(strength, _unseen(edition, mine), claim, measure)
        return CallTruth("under" if better else "true", good, best)
    if not _possible(claim, theirs, edition):
        same_value = any(h.matches(claim, exact=False) for h in held)
        return CallTruth("misnomer" if same_value else "impossible", False, best)
    # A point called lower than his own is a smaller point (1882 law 50); a sequence or set he
    # does not hold, though less than his best, is a call of what he does not hold (law 54).
    return CallTruth("under" if better and claim.what == "point" else "over", False, best)


def _unseen(edition: Edition, mine: Cards) -> list[Card]:
    """The cards the caller has not seen: where his adversary's hand and discard came from."""
    return [card for card in edition.pack if card not in mine.seen]


def _good_against_the_cards(strength: tuple[int, ...] | None, unseen: list[Card], claim: Claim,
                            measure: str) -> bool | None:  # fmt: skip
    """Better than anything the adversary could hold from the cards the caller has not seen
    (1882 laws 48-49); None for calls that are not point, sequence or set."""
    if claim.what not in DECLARATIONS:
        return None
    if not strength:
        return False
    possible = holdings(unseen, family(claim.what), measure)
    return not possible or weigh(possible[0].strength, strength) < 0


def _possible(claim: Claim, theirs: Cards, edition: Edition) -> bool:
    """Whether the caller could have held the claim in his hand and discard taken together
    (1882 laws 53-54): whether some of the cards his adversary neither holds nor laid out make
    it. A point or sequence may be part of a suit's free cards, a trio three of four."""
    if theirs.hand is None and theirs.discard is None:
        return True
    return _makes(claim, [card for card in edition.pack if card not in theirs.seen])


def _makes(claim: Claim, free: list[Card]) -> bool:
    """Whether some of these cards make the claim: a point or sequence part of one suit's
    cards, a trio three of four."""
    suits = [claim.suit] if claim.suit is not None else list(by_suit(free))
    held = by_suit(free)
    if claim.what == "point":
        return any(_point_possible(held[suit], claim) for suit in suits)
    if claim.what == "sequence":
        return any(_run_possible({c.rank.order for c in held[suit]}, claim) for suit in suits)
    size = claim.cards or 3
    ranks = [claim.rank] if claim.rank is not None else SET_RANKS
    return any(sum(card.rank is rank for card in free) >= size for rank in ranks)


def _point_possible(cards: list[Card], claim: Claim) -> bool:
    """Some of these cards (of one suit) make a point of the claim's number and value."""
    sums: set[tuple[int, int]] = {(0, 0)}  # (cards, pips) that some choice of them makes
    for card in cards:
        sums |= {(n + 1, pips + card.rank.pips) for n, pips in sums}
    return any(n > 0 and (claim.cards is None or n == claim.cards)
               and (claim.value is None or pips == claim.value) for n, pips in sums)


def _run_possible(orders: set[int], claim: Claim) -> bool:
    """Some cards following in these ranks make a sequence of the claim's length and top."""
    length = claim.cards or 3
    tops = [claim.top.order] if claim.top is not None else list(orders)
    return any(all(top - step in orders for step in range(length)) for top in tops)


# --- a reply ------------------------------------------------------------------------------------


def judge_reply(claim: Claim, replier: Cards, edition: Edition) -> str:
    """What the replier truly held against the call as said: `better`, `equal`, `worse`, or
    `unknown` (his cards, or the call's measure, not known)."""
    said = claim_strength(claim, edition.rules.point.measure)
    if replier.hand is None or said is None:
        return "unknown"
    held = [h for h in holdings(replier.hand, family(claim.what), edition.rules.point.measure)
            if family(h.what) == family(claim.what)]
    if not held:
        return "worse"
    return {1: "better", 0: "equal", -1: "worse"}[weigh(held[0].strength, said)]


def point_cards(cards: Cards) -> int | None:
    """How many cards the longest suit holds (for law 46's inquiry), if the hand is known."""
    if cards.hand is None:
        return None
    return max((len(held) for held in by_suit(cards.hand).values()), default=0)


def best(cards: Cards, what: str, edition: Edition) -> Holding | None:
    """A player's best holding of a kind, if his hand is known and holds one."""
    if cards.hand is None:
        return None
    found = holdings(cards.hand, family(what), edition.rules.point.measure)
    return found[0] if found else None
