"""A deal as the game sees it: the cards each player holds and the tricks as played.

Built from a `DealFile` and checked against the edition: each hand holds its due number of
cards from the edition's pack, no card appears twice, the exchange respects the edition's
limits, and every trick is legal (a card from the player's hand, suit followed when able).

What went wrong in the deal (its `penalties` and `incidents`, whose rulings are the rulings' to
make: `arbiter.rulings.deal_file`) is worked out first and given here as plain facts
(`arbiter.game.penalties.Penalised`), for it decides what is legal: a hand of thirteen is his
who reckons nothing for it, a hand of eleven his whose adversary counts the cards he cannot
play to; the tricks follow the cards held. A long hand keeps his extra card unplayed: the
twelfth trick is the last (1651 X.2: they play "while their Cards last"). A card nobody can
play to is a trick of one card, led and won by its holder: the adversary of a short hand once
he has no card left (1651 XII.5, 1882 laws 30 and 57), or of one who threw up his cards (1651
XII.8, Cotton 19).
"""

from collections.abc import Sequence
from typing import NamedTuple, NoReturn

from arbiter.cards import BY_CODE, Card, Rank
from arbiter.errors import ArbiterError, ImpossibleError, InputError
from arbiter.files.reader import build
from arbiter.files.yamlio import Document, FieldPath
from arbiter.formats import Cards, Role, other
from arbiter.formats.deal import DealFile, HandFile
from arbiter.game.operations import Irregular, Op, Trick, misplacement, pack_of
from arbiter.game.penalties import NONE, Penalised
from arbiter.game.state import DealState
from arbiter.lawbook.editions import Edition, law_label
from arbiter.lawbook.penalties import rules_of
from arbiter.variants.find import find_edition


class Hand(NamedTuple):
    """A player's twelve cards after the exchange, and optionally what he was dealt and laid out."""

    cards: tuple[Card, ...]
    dealt: tuple[Card, ...] | None = None
    discard: tuple[Card, ...] | None = None


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


def deal_file(doc: Document, data: object, path: FieldPath,
              edition: str | None = None) -> tuple[DealFile, Edition]:  # fmt: skip
    """The deal file at `path` of a parsed document, read into its format, and the edition
    it is built under: `edition` (from --edition) if given, else the file's own, which is
    found even when overridden (its variants too: an error is placed at it)."""
    spec = build(DealFile, doc, data, path)
    try:
        named = find_edition(spec.edition)  # checked even when --edition overrides it
    except InputError as error:
        raise error.located(doc.where((*path, "edition"))) from None
    return spec, find_edition(edition) if edition else named


def built(doc: Document, path: FieldPath, spec: DealFile, edition: Edition,
          penalised: Penalised = NONE) -> Deal:  # fmt: skip
    """The deal a file gives, checked under `edition`, with what its penalties and incidents
    come to (`arbiter.rulings.deal_file.deal_from` reads a deal file whole)."""
    return _Builder(doc, path, edition, penalised).deal(spec)


class _Builder:
    def __init__(self, doc: Document, base: FieldPath, edition: Edition,
                 penalised: Penalised = NONE) -> None:  # fmt: skip
        self.doc = doc
        self.base = base
        self.edition = edition
        self.pack = pack_of(edition)
        self.penalised = penalised
        self.state = DealState(edition)
        self.known: dict[tuple[Role, str], Op] = {}

    def fail(self, path: FieldPath, message: str, hint: str | None = None) -> ImpossibleError:
        return ImpossibleError(message, self.doc.where((*self.base, *path)), hint)

    def deal(self, spec: DealFile) -> Deal:
        """The deal file's hands, discards and tricks applied to a `DealState`, each
        irregularity it records refused here unless the deal's penalties account for it."""
        elder = self.hand(spec.elder, "elder")
        younger = self.hand(spec.younger, "younger")
        self.check_apart(elder)
        for role, hand in (("elder", elder), ("younger", younger)):
            self.check_exchange(hand, role)  # type: ignore[arg-type]
        tricks = self.tricks(spec.tricks or [])
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
            if misplacement(card, self.pack, seen) is not None:
                self._misplaced(card, path if isinstance(value, str) else (*path, index))
            seen.add(card)
            cards.append(card)
        return tuple(cards)

    def _misplaced(self, card: Card, at: FieldPath) -> NoReturn:
        """A card not in the edition's pack, or given twice."""
        raise self.fail(at, misplaced(card, self.edition, self.pack))

    def hand(self, spec: HandFile, role: Role) -> Hand:
        cards = self.cards(spec.hand, (role, "hand"))
        found = self.know(role, "hand", cards)
        if found.get("hand-count"):
            self.check_odd_hand(len(cards), role)
        dealt = self.cards(spec.dealt, (role, "dealt")) if spec.dealt is not None else None
        if dealt is not None and (odd := self.know(role, "dealt", dealt).get("dealt-count")):
            raise self.fail((role, "dealt"), f"{odd.size} cards dealt; each is dealt {odd.limit}")
        discard = self.cards(spec.discard, (role, "discard")) if spec.discard is not None else None
        return Hand(cards, dealt, discard)

    def know(self, role: Role, part: str, cards: tuple[Card, ...]) -> dict[str, Irregular]:
        """Apply his cards of `part` to the state; its irregularities, the first of each kind."""
        state = self.state
        op = state.know(role, hand=cards) if part == "hand" else state.know(role, dealt=cards)
        self.known[role, part] = op
        return _first_of_each(op)

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
        hint = (f"a hand of {held} is scored when the deal's penalties or incidents account "
                f"for it: 'penalties: [{{player: {role}, effect: {effect}}}]', or the incident "
                "that made it (surplus-take-in, short-hand)")
        if rules_of(self.edition).of(effect) is None:
            hint = (f"no law of {self.edition.id} lays {effect}, so a hand of {held} cannot "
                    "be scored under it")
        raise self.fail((role, "hand"), f"holds {held} cards; a hand holds {due}", hint)

    def check_apart(self, elder: Hand) -> None:
        """No card in both players' hands, nor dealt to both: the first of the elder's that
        the state found the younger's too, named where the younger has it."""
        for part in ("hand", "dealt"):
            op = self.known.get(("younger", part))
            shared = [i for i in op.irregular if i.what == "adversarys"] if op else []
            if shared:
                mine = elder.cards if part == "hand" else elder.dealt or ()
                first = min(shared, key=lambda found: mine.index(found.card))
                raise self.fail(("younger", part, first.place or 0),
                                f"{first.card} is also in the elder's {part}")

    def check_exchange(self, hand: Hand, role: Role) -> None:
        """Discard and take-in agree with what was dealt and with the edition's limits."""
        if hand.dealt is None:
            if hand.discard is not None:
                raise self.fail((role, "discard"), "a discard needs the cards dealt ('dealt')")
            return
        held = set(hand.cards)
        discard = hand.discard
        if discard is None:
            discard = tuple(card for card in hand.dealt if card not in held)
        for found in self.state.discard(role, cards=discard).irregular:
            if found.what in LAID_OUT:
                raise self.fail((role, "discard", found.place or 0),
                                f"{found.card} {LAID_OUT[found.what]}")
        found_of = _first_of_each(self.state.end_exchange(role, discard))
        if missing := found_of.get("not-held-after"):
            raise self.fail((role, "hand"),
                            f"{missing.card} was dealt, not discarded, yet is not held")
        rules = self.edition.rules
        law = rules.exchange.law
        if role == "younger" and rules.younger_discard is not None:
            law = rules.younger_discard.law
        if few := found_of.get("too-few"):
            raise self.fail((role, "discard"), f"the {role} must exchange at least "
                            f"{few.limit} card (law {law_label(law)})")
        if many := found_of.get("too-many"):
            raise self.fail(
                (role, "discard"),
                f"the {role} may exchange at most {many.limit} cards "
                f"(law {law_label(rules.exchange.law)}); {many.size} discarded",
            )

    def tricks(self, specs: Sequence[Sequence[str]]) -> tuple[Trick, ...]:
        """Each trick as a lead and a card played to it (or none) applied to the state."""
        due = self.edition.rules.deal.hand
        if len(specs) > due:
            raise self.fail(("tricks",), f"{len(specs)} tricks; a deal has {due}")
        for number, spec in enumerate(specs):
            self.trick(number, spec)
        return tuple(self.state.tricks)

    def trick(self, number: int, spec: Sequence[str]) -> Trick:
        """Trick `number` (the tricks before it walked), led by the winner of the last."""
        state = self.state
        leader: Role = state.tricks[-1].winner if state.tricks else "elder"
        single = len(spec) == 1
        if single or state.players["elder"].out or state.players["younger"].out:
            leader = self.next_leader(leader, single)
        self.play(spec[0], ("tricks", number, 0), leader)
        follower = other(leader)
        if single:
            self.unanswered(follower, ("tricks", number))
        elif state.players[follower].out:
            raise self.fail(("tricks", number, 1), f"the {follower} threw up his cards "
                            "and plays no more: the trick is the one card led")
        else:
            self.play(spec[1], ("tricks", number, 1), follower)
        return state.tricks[-1]

    def next_leader(self, leader: Role, single: bool) -> Role:
        """The winner of the last trick leads, unless he has no card left (a short hand who
        won with his last) or has thrown up his cards (a trick of one card where he was to
        lead, and he loses the tricks left): then his adversary leads."""
        state = self.state
        if single and state.left(leader) and self.penalised.on(leader, "loses-remaining-tricks"):
            state.throw_up(leader)
        if state.players[leader].out or (not state.left(leader) and state.left(other(leader))):
            return other(leader)
        return leader

    def unanswered(self, follower: Role, at: FieldPath) -> None:
        """A trick of one card: the follower has no card left to play to it, or has thrown up
        his cards (loses-remaining-tricks, 1651 XII.8, Cotton 19) and plays no more."""
        state = self.state
        if not state.players[follower].out and state.left(follower) and \
                self.penalised.on(follower, "loses-remaining-tricks") is not None:
            state.throw_up(follower)
        must = _first_of_each(state.unanswered()).get("must-play")
        if must is None:
            return
        count = must.size
        raise self.fail(
            at, f"a trick of one card, but the {follower} still holds {count} "
            f"card{'s' if count != 1 else ''} and must play to it",
            "a trick is [card led, card played to it]; [card led] alone only when the other "
            "has no card left, or has thrown up his cards (effect loses-remaining-tricks)",
        )

    def play(self, text: str, path: FieldPath, role: Role) -> None:
        """The card led (the state's lead) or played to it (its play), as the state records
        it: a card not in his hand, played already, or a revoke refused."""
        card = BY_CODE.get(text) if type(text) is str else None  # the usual case, first
        if card is None:
            card = self._one(text, path)
        state = self.state
        op = state.play(role, (card,)) if state.led else state.lead(role, (card,))
        if not op.irregular:  # the usual case, first
            return
        found = _first_of_each(op)
        if found.get("played-already"):
            raise self.fail(path, f"the {role} plays {card}, which is not in his hand "
                            "(played already)")
        if found.get("not-held"):
            raise self.fail(path, f"the {role} plays {card}, which is not in his hand")
        if revoke := found.get("revoke"):
            raise self.fail(
                path,
                f"the {role} plays {card} to a {revoke.deed} lead "
                f"while holding {revoke.card}: a revoke",
                "rule it with an incident of kind 'revoke'",
            )

    def _one(self, item: object, path: FieldPath) -> Card:
        """A card as written, in any form Card.parse takes; InputError at `path` if none."""
        try:
            return Card.parse(str(item))
        except ArbiterError as error:
            raise InputError(error.message, self.doc.where((*self.base, *path))) from None


DealReader = _Builder  # a deal file's reader, walking its one `DealState`


def check_hand(spec: HandFile, edition: Edition, role: Role,
               beside: HandFile | None = None) -> Hand:  # fmt: skip
    """One player's cards as the deal reader checks them in a file: cards of the edition's
    pack, each once, as many as a hand holds (and as were dealt), the exchange agreeing with
    what was dealt, none also the other player's (`beside`). For `arbiter ask`, which checks
    each hand as it is told; raises the reader's own error."""
    builder = _Builder(Document(None, "<deal>"), (), edition)
    hand = builder.hand(spec, role)
    builder.check_exchange(hand, role)
    if beside is not None:
        both = _Builder(Document(None, "<deal>"), (), edition)
        specs = {role: spec, other(role): beside}
        elder = both.hand(specs["elder"], "elder")
        both.hand(specs["younger"], "younger")
        both.check_apart(elder)
    return hand


# What is wrong with a card laid out, as the deal file's error says it.
LAID_OUT = {"not-dealt": "was discarded but not dealt",
            "discarded-and-held": "is both discarded and held"}


def _first_of_each(op: Op) -> dict[str, Irregular]:
    """An operation's irregularities, the first of each kind."""
    found: dict[str, Irregular] = {}
    for irregular in op.irregular:
        found.setdefault(irregular.what, irregular)
    return found


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
