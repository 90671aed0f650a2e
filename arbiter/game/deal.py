"""A deal as the game sees it: the cards each player holds and the tricks as played.

Built from a `DealFile` and checked against the edition: each hand holds its due number of
cards from the edition's pack, no card appears twice, the exchange respects the edition's
limits, and every trick is legal (a card from the player's hand, suit followed when able).

What went wrong in the deal (its `penalties` and `incidents`, `arbiter.score.penalties`) is worked
out first, for it decides what is legal: a hand of thirteen is his who reckons nothing for
it, a hand of eleven his whose adversary counts the cards he cannot play to; the tricks follow
the cards held. A long hand keeps his extra card unplayed: the twelfth trick is the last (1651
X.2: they play "while their Cards last"). A card nobody can play to is a trick of one card,
led and won by its holder: the adversary of a short hand once he has no card left (1651 XII.5,
1882 laws 30 and 57), or of one who threw up his cards (1651 XII.8, Cotton 19).
"""

from collections.abc import Sequence
from functools import cache
from pathlib import Path
from typing import NamedTuple, NoReturn

from arbiter.cards import BY_CODE, Card, Rank, Suit
from arbiter.errors import ArbiterError, ImpossibleError, InputError
from arbiter.files.reader import build
from arbiter.files.yamlio import Document, FieldPath, load_file
from arbiter.formats import Cards, Role, other
from arbiter.formats.deal import DealFile, HandFile
from arbiter.lawbook.editions import Edition, find_edition, law_label
from arbiter.score.penalties import NONE, Penalised


class Hand(NamedTuple):
    """A player's twelve cards after the exchange, and optionally what he was dealt and laid out."""

    cards: tuple[Card, ...]
    dealt: tuple[Card, ...] | None = None
    discard: tuple[Card, ...] | None = None


class Trick(NamedTuple):
    """One trick: who led, the card led, the card played to it, and who won it (worked out
    once, by `Trick.of`, as scoring asks it several times a trick). A card nobody could play
    to is a trick of its own: `played` None, won by its leader."""

    leader: Role
    led: Card
    played: Card | None
    winner: Role

    @classmethod
    def of(cls, leader: Role, led: Card, played: Card | None) -> "Trick":
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


class Deal(NamedTuple):
    """A checked deal under one edition, with what its penalties and incidents come to."""

    edition: Edition
    elder: Hand
    younger: Hand
    tricks: tuple[Trick, ...] = ()
    penalised: Penalised = NONE

    def hand(self, role: Role) -> Hand:
        return self.elder if role == "elder" else self.younger

    @property
    def complete(self) -> bool:
        """All the tricks are there, so the last trick and the cards can be reckoned."""
        return len(self.tricks) == self.edition.rules.deal.hand


def load_deal(path: Path | str, edition: str | None = None) -> Deal:
    """Read, check and build a deal file; `edition` (from --edition) overrides the file's."""
    doc = load_file(path)
    return deal_from(doc, doc.data, (), edition)


def deal_from(doc: Document, data: object, path: FieldPath, edition: str | None = None) -> Deal:
    """Build a deal from the mapping at `path` of a parsed document (also used for incidents)."""
    spec = build(DealFile, doc, data, path)
    try:
        named = find_edition(spec.edition)  # checked even when --edition overrides it
    except InputError as error:
        raise error.located(doc.where((*path, "edition"))) from None
    chosen = find_edition(edition) if edition else named
    found = NONE
    if spec.penalties or spec.incidents:
        from arbiter.score.penalties import penalised

        found = penalised(chosen, doc, path, spec.penalties, spec.incidents)
    return _Builder(doc, path, chosen, found).deal(spec)


class _Builder:
    def __init__(self, doc: Document, base: FieldPath, edition: Edition,
                 penalised: Penalised = NONE) -> None:  # fmt: skip
        self.doc = doc
        self.base = base
        self.edition = edition
        self.pack = _pack(edition)
        self.penalised = penalised

    def fail(self, path: FieldPath, message: str, hint: str | None = None) -> ImpossibleError:
        return ImpossibleError(message, self.doc.where((*self.base, *path)), hint)

    def deal(self, spec: DealFile) -> Deal:
        elder = self.hand(spec.elder, "elder")
        younger = self.hand(spec.younger, "younger")
        self.check_apart(elder, younger)
        for role, hand in (("elder", elder), ("younger", younger)):
            self.check_exchange(hand, role)  # type: ignore[arg-type]
        tricks = self.tricks(spec.tricks or [], elder, younger)
        return Deal(self.edition, elder, younger, tricks, self.penalised)

    def cards(self, value: Cards, path: FieldPath) -> tuple[Card, ...]:
        items = value.replace(",", " ").split() if isinstance(value, str) else value
        # The usual case (cards written exactly, each once, all of the pack) checked in C
        # by a map and sets, as every hand is read; else card by card, for the first error.
        quick = tuple(map(BY_CODE.get, items))
        if None not in quick and len(set(quick)) == len(quick) and self.pack.issuperset(quick):
            return quick  # type: ignore[return-value]
        return self.each_card(items, value, path)

    def each_card(self, items: list[str], value: Cards, path: FieldPath) -> tuple[Card, ...]:
        cards: list[Card] = []
        seen: set[Card] = set()
        for index, item in enumerate(items):
            card = BY_CODE.get(item) if type(item) is str else None  # the usual case, first
            if card is None:
                card = self._one(item, path if isinstance(value, str) else (*path, index))
            if card not in self.pack or card in seen:
                self._misplaced(card, path if isinstance(value, str) else (*path, index))
            seen.add(card)
            cards.append(card)
        return tuple(cards)

    def _misplaced(self, card: Card, at: FieldPath) -> NoReturn:
        """A card not in the edition's pack, or given twice."""
        raise self.fail(at, misplaced(card, self.edition, self.pack))

    def hand(self, spec: HandFile, role: Role) -> Hand:
        due = self.edition.rules.deal.hand
        cards = self.cards(spec.hand, (role, "hand"))
        if len(cards) != due:
            self.check_odd_hand(len(cards), role)
        dealt = self.cards(spec.dealt, (role, "dealt")) if spec.dealt is not None else None
        if dealt is not None and len(dealt) != due:
            raise self.fail((role, "dealt"), f"{len(dealt)} cards dealt; each is dealt {due}")
        discard = self.cards(spec.discard, (role, "discard")) if spec.discard is not None else None
        return Hand(cards, dealt, discard)

    def check_odd_hand(self, held: int, role: Role) -> None:
        """A hand of more cards than its due is accepted when its holder reckons nothing (1651
        XII.5, Cotton 18, 1882 laws 31 and 58), of fewer when his adversary counts the cards
        he cannot play to (1651 XII.5, 1882 laws 30 and 57), and any when the deal is not
        scored; else refused, saying what would account for it."""
        due = self.edition.rules.deal.hand
        penalised = self.penalised
        if penalised.not_scored is not None:
            return
        effect = "reckons-nothing" if held > due else "adversary-counts-unplayable-as-tricks"
        if held and penalised.on(role, effect) is not None:
            return
        from arbiter.score.penalties import rules_of

        hint = (f"a hand of {held} is scored when the deal's penalties or incidents account "
                f"for it: 'penalties: [{{player: {role}, effect: {effect}}}]', or the incident "
                "that made it (surplus-take-in, short-hand)")
        if rules_of(self.edition).of(effect) is None:
            hint = (f"no law of {self.edition.id} lays {effect}, so a hand of {held} cannot "
                    "be scored under it")
        raise self.fail((role, "hand"), f"holds {held} cards; a hand holds {due}", hint)

    def check_apart(self, elder: Hand, younger: Hand) -> None:
        """No card in both players' hands, nor dealt to both."""
        for field in ("cards", "dealt"):
            mine, theirs = getattr(elder, field), getattr(younger, field)
            if mine is None or theirs is None or set(mine).isdisjoint(theirs):
                continue
            for card in mine:
                if card in theirs:
                    name = "hand" if field == "cards" else field
                    index = theirs.index(card)
                    raise self.fail(
                        ("younger", name, index), f"{card} is also in the elder's {name}"
                    )

    def check_exchange(self, hand: Hand, role: Role) -> None:
        """Discard and take-in agree with what was dealt and with the edition's limits."""
        if hand.dealt is None:
            if hand.discard is not None:
                raise self.fail((role, "discard"), "a discard needs the cards dealt ('dealt')")
            return
        dealt, held = set(hand.dealt), set(hand.cards)
        discard = hand.discard
        if discard is None:
            discard = tuple(card for card in hand.dealt if card not in held)
        for index, card in enumerate(discard):
            if card not in dealt:
                raise self.fail((role, "discard", index), f"{card} was discarded but not dealt")
            if card in held:
                raise self.fail((role, "discard", index), f"{card} is both discarded and held")
        thrown = set(discard)
        missing = [card for card in hand.dealt if card not in thrown and card not in held]
        if missing:
            raise self.fail(
                (role, "hand"), f"{missing[0]} was dealt, not discarded, yet is not held"
            )
        rules = self.edition.rules
        exchange = rules.exchange
        limit = exchange.elder_max if role == "elder" else exchange.younger_max
        least, law = exchange.minimum, exchange.law
        if role == "younger" and rules.younger_discard is not None:
            least, law = rules.younger_discard.minimum, rules.younger_discard.law
        if len(discard) < least:
            raise self.fail(
                (role, "discard"),
                f"the {role} must exchange at least {least} card (law {law_label(law)})",
            )
        if limit is not None and len(discard) > limit:
            raise self.fail(
                (role, "discard"),
                f"the {role} may exchange at most {limit} cards "
                f"(law {law_label(exchange.law)}); {len(discard)} discarded",
            )

    def tricks(self, specs: Sequence[Sequence[str]], elder: Hand,
               younger: Hand) -> tuple[Trick, ...]:  # fmt: skip
        self.held: dict[Role, tuple[Card, ...]] = {"elder": elder.cards, "younger": younger.cards}
        left: dict[Role, list[Card]] = {"elder": list(elder.cards), "younger": list(younger.cards)}
        if len(specs) > self.edition.rules.deal.hand:
            raise self.fail(
                ("tricks",), f"{len(specs)} tricks; a deal has {self.edition.rules.deal.hand}"
            )
        leader: Role = "elder"
        tricks: list[Trick] = []
        self.out: set[Role] = set()  # who threw up his cards and plays no more
        for number, spec in enumerate(specs):
            if len(spec) == 1 or self.out:
                leader = self.next_leader(leader, left, single=len(spec) == 1)
            led = self.play(spec[0], left[leader], ("tricks", number, 0), leader)
            follower = other(leader)
            if len(spec) == 1:
                self.check_unanswered(follower, left[follower], ("tricks", number))
                played = None
            else:
                if follower in self.out:
                    raise self.fail(("tricks", number, 1), f"the {follower} threw up his cards "
                                    "and plays no more: the trick is the one card led")
                played = self.play(spec[1], left[follower], ("tricks", number, 1), follower,
                                   must_follow=led.suit)  # fmt: skip
            trick = Trick.of(leader, led, played)
            tricks.append(trick)
            leader = trick.winner
        return tuple(tricks)

    def next_leader(self, leader: Role, left: dict[Role, list[Card]], single: bool) -> Role:
        """The winner of the last trick leads, unless he has no card left (a short hand who
        won with his last) or has thrown up his cards (a trick of one card where he was to
        lead, and he loses the tricks left): then his adversary leads."""
        if single and left[leader] and self.penalised.on(leader, "loses-remaining-tricks"):
            self.out.add(leader)
        if leader in self.out or (not left[leader] and left[other(leader)]):
            return other(leader)
        return leader

    def check_unanswered(self, follower: Role, left: list[Card], at: FieldPath) -> None:
        """A trick of one card: the follower has no card left to play to it, or has thrown up
        his cards (loses-remaining-tricks, 1651 XII.8, Cotton 19) and plays no more."""
        if follower in self.out or not left:
            return
        if self.penalised.on(follower, "loses-remaining-tricks") is not None:
            self.out.add(follower)
            return
        raise self.fail(
            at, f"a trick of one card, but the {follower} still holds {len(left)} "
            f"card{'s' if len(left) != 1 else ''} and must play to it",
            "a trick is [card led, card played to it]; [card led] alone only when the other "
            "has no card left, or has thrown up his cards (effect loses-remaining-tricks)",
        )

    def play(
        self,
        text: str,
        left: list[Card],
        path: FieldPath,
        role: Role,
        must_follow: Suit | None = None,
    ) -> Card:
        card = BY_CODE.get(text) if type(text) is str else None  # the usual case, first
        if card is None:
            card = self._one(text, path)
        if card not in left:
            played = " (played already)" if card in self.held[role] else ""
            raise self.fail(path, f"the {role} plays {card}, which is not in his hand{played}")
        if must_follow is not None and card.suit != must_follow:
            holding = [c for c in left if c.suit == must_follow]
            if holding:
                raise self.fail(
                    path,
                    f"the {role} plays {card} to a {must_follow.plural} lead "
                    f"while holding {holding[0]}: a revoke",
                    "rule it with an incident of kind 'revoke'",
                )
        left.remove(card)
        return card

    def _one(self, item: object, path: FieldPath) -> Card:
        """A card as written, in any form Card.parse takes; InputError at `path` if none."""
        try:
            return Card.parse(str(item))
        except ArbiterError as error:
            raise InputError(error.message, self.doc.where((*self.base, *path))) from None


@cache
def _pack(edition: Edition) -> frozenset[Card]:
    return frozenset(edition.pack)


def misplaced(card: Card, edition: Edition, pack: frozenset[Card] | set[Card]) -> str:
    """What is wrong with a card of a hand: not in the edition's pack, or given twice (the
    deal file and the interview say it alike)."""
    if card not in pack:
        return f"{card} is not in the {len(pack)}-card pack of {edition.id} " \
            f"({_lowest(edition)} to ace)"
    return f"{card} appears twice"


def _lowest(edition: Edition) -> str:
    lowest: Rank = edition.rules.pack.ranks[-1]
    return lowest.name_in_game


def card_list(value: Cards, edition: Edition, doc: Document | None = None,
              path: FieldPath = ()) -> list[Card]:  # fmt: skip
    """Cards written as a YAML list or a string ("AS KS 10H"), each a card of the edition's
    pack, given once; an error names the place at `path` in `doc`."""
    document = doc if doc is not None else Document(None, "<incident>")
    return list(_Builder(document, (), edition).cards(value, path))
