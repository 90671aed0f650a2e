"""An incident told step by step, read as the game sees it: who held what, what each call and
reply meant against the cards, and when each step came (SPEC "Incidents that say what
happened").

No law is applied here: the rulings (`arbiter.rulings.told`) judge what this finds. What it
works out, where the cards are given, is the game's own arithmetic: whether a call was true
or called more or less than the caller held, a misnomer, or impossible (a card of it is in
the adversary's hand or discard, so he cannot have been misled), whether it was good against
the cards (better than anything the adversary could hold from the cards the caller did not
see), and whether a reply was right. Where the cards are not given, the step's own stated
facts are used, and what is not stated is unknown.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from typing import Any, NamedTuple, TypeVar, cast

from arbiter.cards import Card, Rank, Suit
from arbiter.errors import ImpossibleError
from arbiter.files.yamlio import Document, FieldPath
from arbiter.formats import ROLES, Role, other
from arbiter.formats.told import (
    STEPS,
    Announce,
    Answer,
    Ask,
    Call,
    Discard,
    Expose,
    Lead,
    NameSuit,
    Play,
    PlayerCards,
    Reply,
    Retake,
    Show,
    Step,
    Take,
    TakeBack,
    Throw,
    Told,
    Touch,
    Tricks,
)
from arbiter.game.deal import Trick, card_list
from arbiter.game.holdings import SET_RANKS, Point, by_suit, card_sets, sequences
from arbiter.lawbook.editions import Edition

T = TypeVar("T")

EXCHANGE_ACTIONS = ("discard", "take", "announce", "look", "expose", "mix", "take_back",
                    "change_discard", "touch", "count_stock")  # fmt: skip
DECLARATIONS = ("point", "sequence", "quatorze", "trio")
INQUIRIES = ("what-do-they-make", "to-what-card", "what-rank")  # replies that ask the caller
RANK_ORDER = {rank.order: rank for rank in Rank}


ACTIONS: dict[type, str] = {cls: key for key, cls in STEPS.formats.items()}
# What a step that names cards did with them, as a later step's message says it.
PAST = {"discard": "discarded", "take": "took in", "lead": "led", "play": "played",
        "throw": "threw down", "show": "showed"}


def action(step: Step) -> str:
    """What a step does: the name of its action key (`call`, `reply`, ...)."""
    return next(ACTIONS[cls] for cls in type(step).__mro__ if cls in ACTIONS)


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
        suits = by_suit(cards)
        found = [Holding("point", Point(suit, len(held), _pips(held)).strength(measure),
                         len(held), _pips(held), None, suit, None)
                 for suit, held in suits.items() if held]
    elif what == "sequence":
        found = [Holding("sequence", run.strength(), run.length, None, run.top, run.suit, None)
                 for run in sequences(cards)]
    else:
        found = [Holding("quatorze" if group.size == 4 else "trio", group.strength(),
                         group.size, None, None, None, group.rank)
                 for group in card_sets(cards)]
    return sorted(found, key=lambda h: h.strength, reverse=True)


def _pips(cards: list[Card]) -> int:
    return sum(card.rank.pips for card in cards)


def family(what: str) -> str:
    """Quatorzes and trios are judged together (a quatorze beats a trio)."""
    return "set" if what in ("quatorze", "trio") else what


def claim_strength(claim: Claim, measure: str) -> tuple[int, ...] | None:
    """How strong the call said the holding is, as far as it said; None if it said nothing
    that compares (a point called without its count of cards or pips)."""
    if claim.what == "point":
        if measure == "cards-then-pips":
            return None if claim.cards is None else (claim.cards, *([claim.value] if claim.value
                                                                   is not None else []))
        return None if claim.value is None else (claim.value,)
    if claim.what == "sequence":
        if claim.cards is None:
            return None
        return (claim.cards, claim.top.order) if claim.top else (claim.cards,)
    if claim.cards is None:
        return None
    return (claim.cards, claim.rank.order) if claim.rank else (claim.cards,)


def compare(held: tuple[int, ...], said: tuple[int, ...]) -> int:
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
    better = bool(first and said and best and compare(best.strength, said) > 0)
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
    return not possible or compare(possible[0].strength, strength) < 0


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
    return {1: "better", 0: "equal", -1: "worse"}[compare(held[0].strength, said)]


def point_cards(cards: Cards) -> int | None:
    """How many cards the longest suit holds (for law 46's inquiry), if the hand is known."""
    if cards.hand is None:
        return None
    return max((len(held) for held in by_suit(cards.hand).values()), default=0)


# --- the steps in order ------------------------------------------------------------------------


class Timeline(NamedTuple):
    """When the play began: the step numbers (from 1) of the elder's first lead and the
    younger's first card played to it, if told."""

    first_lead: int | None
    first_play: int | None

    def moment(self, number: int, in_exchange: bool = False) -> str:
        """A step's moment as the SPEC's `discovered` words."""
        if self.first_play is not None and number >= self.first_play:
            return "play"
        if self.first_lead is not None and number >= self.first_lead:
            return "after-first-lead"
        return "exchange" if in_exchange else "declaring"


# --- the stock and the tricks, as the walk finds them -------------------------------------------


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
    """What the walk through the steps found: the stock's size and the elder's part of it,
    each take and each other exchange step, when the elder named a suit, and each card led,
    played or thrown down."""

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



class Telling(NamedTuple):
    """A told incident read against an edition: its steps, the cards, the timeline, and what
    the walk through the steps found of the stock and the tricks (`Walk`)."""

    told: Told
    edition: Edition
    cards: dict[Role, Cards]
    timeline: Timeline
    walk: Walk | None = None

    @property
    def steps(self) -> list[Step]:
        return self.told.steps

    def numbered(self) -> Iterator[tuple[int, Step]]:
        return enumerate(self.told.steps, start=1)

    def end(self) -> str:
        """When the dispute came to light: the incident's `discovered`, or the moment of
        the last step told."""
        last = self.timeline.moment(len(self.steps) + 1, self.in_exchange(len(self.steps)))
        if self.told.discovered is None:
            return last
        from arbiter.formats import DISCOVERED_ORDER

        order = DISCOVERED_ORDER.index
        return self.told.discovered if order(self.told.discovered) >= order(last) else last

    def in_exchange(self, number: int) -> bool:
        first = worked_out(self, "first-exchange", lambda: next(
            (n for n, step in self.numbered() if action(step) in EXCHANGE_ACTIONS), None))
        return first is not None and first <= number

    def moment(self, number: int) -> str:
        return self.timeline.moment(number, self.in_exchange(number))


# What is worked out once for a telling and asked at many steps (the finders run over every
# step; asking each afresh made a telling of thousands of steps take quadratic time). A
# telling holds its steps in a list, so it is kept by identity, the last few only.
_WORKED_OUT: dict[int, tuple[Telling, dict[str, Any]]] = {}


def worked_out(telling: Telling, name: str, work: Callable[[], T]) -> T:
    """`work()` for this telling, worked out once."""
    entry = _WORKED_OUT.get(id(telling))
    if entry is None or entry[0] is not telling:
        if len(_WORKED_OUT) >= 16:
            _WORKED_OUT.clear()
        entry = _WORKED_OUT[id(telling)] = (telling, {})
    found = entry[1]
    if name not in found:
        found[name] = work()
    return cast(T, found[name])


def read(told: Told, edition: Edition, document: Document | None,
         path: FieldPath) -> Telling:  # fmt: skip
    """Check a told incident against the edition (the cards, and that the steps could happen
    in that order) and read it."""
    if not told.steps:  # the steps first: what was done matters more than the cards
        raise _bad(document, (*path, "steps"), "no step is told", "say what was said and done")
    cards = {role: _cards(getattr(told, role), edition, document, (*path, role))
             for role in ROLES}  # fmt: skip
    _apart(cards, document, path)
    timeline, walk = _walk(told, edition, cards, document, path)
    return Telling(told, edition, cards, timeline, walk)


def _cards(given: PlayerCards | None, edition: Edition, document: Document | None,
           path: FieldPath) -> Cards:  # fmt: skip
    if given is None:
        return Cards()
    hand, discard, dealt = (None if getattr(given, name) is None else frozenset(
        card_list(getattr(given, name), edition, document, (*path, name)))
        for name in ("hand", "discard", "dealt"))
    cards = Cards(hand, discard, dealt)
    if given.held is None and given.not_held is None:
        return cards
    from arbiter.telling.told_partly import partly

    return cast(Cards, partly(cards, given, edition, document, path))


def _apart(cards: dict[Role, Cards], document: Document | None, path: FieldPath) -> None:
    """No card both players'; no card both held and laid out."""
    elder, younger = cards["elder"], cards["younger"]
    for mine, theirs, where in ((elder.hand, elder.discard, ("elder", "discard")),
                                (younger.hand, younger.discard, ("younger", "discard"))):
        if mine and theirs and mine & theirs:
            card = sorted(mine & theirs, key=str)[0]
            raise _bad(document, (*path, *where), f"{card} is both held and discarded")
    common = elder.seen & younger.seen
    if common:
        card = sorted(common, key=str)[0]
        raise _bad(document, (*path, "younger"), f"{card} is the elder's too")


def _bad(document: Document | None, path: FieldPath, message: str,
         hint: str | None = None) -> ImpossibleError:  # fmt: skip
    from arbiter.errors import Where, dotted

    where = document.where(path) if document is not None else Where(path=dotted(path))
    return ImpossibleError(message, where, hint)


def _walk(told: Told, edition: Edition, cards: dict[Role, Cards], document: Document | None,
          path: FieldPath) -> tuple[Timeline, Walk]:  # fmt: skip
    """Check each step could happen where it is told; find the first lead and first play,
    where each card taken sat in the stock, and to what each card played was played."""
    walker = _Walker(edition, cards, document, path)
    for number, step in enumerate(told.steps, start=1):
        walker.step(number, step)
    return Timeline(walker.first_lead, walker.first_play), walker.walk()


class _Walker:
    """Follows the steps: the calls awaiting a reply, the question awaiting an answer, the
    cards led awaiting a card played, what each player has played; in the exchange, each
    player's discard and the places in the stock of the cards each takes up (the stock's
    size and the elder's part of it are the edition's, never assumed)."""

    def __init__(self, edition: Edition, cards: dict[Role, Cards], document: Document | None,
                 path: FieldPath) -> None:  # fmt: skip
        self.edition, self.cards, self.document, self.path = edition, cards, document, path
        self.calls: dict[Role, int] = {}  # each player's calls so far
        self.asked: Role | None = None  # who asked the question awaiting an answer
        self.question: str | None = None  # what he asked
        self.led: Role | None = None  # who led the cards awaiting a card played
        self.led_cards: tuple[Card, ...] = ()
        self.leads = 0
        self.played: dict[Role, set[Card]] = {role: set() for role in ROLES}
        # what was last done with each card the steps name: by whom, the deed, at what step
        self.handled: dict[Card, tuple[Role, str, int]] = {}
        self.told_discard: dict[Role, bool] = dict.fromkeys(ROLES, False)
        self.first_lead: int | None = None
        self.first_play: int | None = None
        self.calling_began = False
        deal = edition.rules.deal
        self.stock_size, self.share = deal.stock, min(edition.rules.exchange.elder_max,
                                                      deal.stock)  # fmt: skip
        self.stock = list(range(self.stock_size))  # the places still in the stock, top first
        self.discarded: dict[Role, int] = dict.fromkeys(ROLES, 0)
        self.taken: dict[Role, int] = dict.fromkeys(ROLES, 0)
        self.touched: dict[Role, bool] = dict.fromkeys(ROLES, False)
        self.left_declared: int | None = None
        self.takes: list[Taken] = []
        self.done: list[Done] = []
        self.named: tuple[int, str] | None = None
        self.plays: list[Played] = []
        self.due: Role | None = "elder"  # who is due to lead (None: cannot be followed)

    def walk(self) -> Walk:
        return Walk(self.stock_size, self.share, tuple(self.takes), tuple(self.done),
                    self.named, tuple(self.plays))  # fmt: skip

    def cards_of(self, number: int, value: list[str] | str, field: str) -> list[Card]:
        """The cards a step names in its `field` (a card of the pack, each once); an error
        names the field (`steps[0].discard[1]`)."""
        return card_list(value, self.edition, self.document,
                         (*self.path, "steps", number - 1, field))

    def bad(self, number: int, message: str, hint: str | None = None,
            at: FieldPath = ()) -> ImpossibleError:  # fmt: skip
        """A step that cannot happen, named by its number (and `at`, a field of it)."""
        return _bad(self.document, (*self.path, "steps", number - 1, *at), message, hint)

    def _his_to_handle(self, number: int, role: Role, field: str, value: list[str] | str,
                       verb: str) -> list[Card]:  # fmt: skip
        """The cards a step names, each one he can have handled: none his adversary holds or
        laid out (as the cards are given), nor led, played, threw down, discarded, took in or
        showed at an earlier step; none he takes in that he discarded himself. Each is then
        recorded as handled by him."""
        cards = self.cards_of(number, value, field)
        theirs = self.cards[other(role)].seen
        for index, card in enumerate(cards):
            at = (field, index) if isinstance(value, list) else (field,)
            before = self.handled.get(card)
            if card in theirs:
                raise self.bad(number, f"the {role} {verb} {card}, which is the "
                               f"{other(role)}'s", at=at)
            if before is not None and before[0] != role:
                raise self.bad(number, f"the {role} {verb} {card}, which the {before[0]} "
                               f"{before[1]} at step {before[2]}", at=at)
            if before is not None and field == "take" and before[1] == "discarded":
                raise self.bad(number, f"the {role} takes in {card}, which he discarded at "
                               f"step {before[2]}", "a card laid out is not in the stock", at=at)
        for card in cards:
            self.handled[card] = (role, PAST[field], number)
        return cards

    def step(self, number: int, step: Step) -> None:
        name = action(step)
        if name in EXCHANGE_ACTIONS and self.calling_began:
            raise self.bad(number, f"a {name.replace('_', ' ')} after the calling began",
                           "tell the exchange first")
        check = getattr(self, f"_{name}", None)
        if check is not None:
            check(number, step)
        elif name in EXCHANGE_ACTIONS:
            self._exchange(number, step)

    # --- the exchange ---------------------------------------------------------------------

    def _hand_size(self, role: Role) -> int:
        dealt = self.cards[role].dealt
        return len(dealt) if dealt is not None else self.edition.rules.deal.hand

    def _exchange(self, number: int, step: Step, places: tuple[int, ...] = ()) -> None:
        role = step.by
        self.done.append(Done(number, role, self.discarded[role], self.taken[role] > 0,
                              self.touched[role], places))  # fmt: skip

    def _stock_cards(self, number: int, role: Role, value: int | list[str] | str,
                     field: str) -> int:  # fmt: skip
        """How many cards a player discards or takes in; those named are none his adversary
        has, nor any he cannot have handled (`_his_to_handle`)."""
        if isinstance(value, int):
            return value
        verb = {"discard": "discards", "take": "takes in"}[field]
        return len(self._his_to_handle(number, role, field, value, verb))

    def _discard(self, number: int, step: Discard) -> None:
        self._exchange(number, step)
        count = self._stock_cards(number, step.by, step.discard, "discard")
        self.told_discard[step.by] = True
        hand = self._hand_size(step.by) + self.taken[step.by] - self.discarded[step.by]
        if count > hand:
            raise self.bad(number, f"the {step.by} discards {count} from a hand of {hand} "
                           f"({self.edition.id})")
        self.discarded[step.by] += count

    def _take(self, number: int, step: Take) -> None:
        role = step.by
        if not self.told_discard[role]:
            raise self.bad(number, f"the {role} takes in before he has discarded",
                           "tell his discard first: he takes in for the cards he lays out")
        count = self._all_left(number, step) if step.take == "all" else \
            self._stock_cards(number, role, step.take, "take")
        if count > len(self.stock):
            raise self.bad(number, f"the {role} takes {count} from a stock of "
                           f"{len(self.stock)} ({self.edition.id})")
        places = self._places(number, role, count, step.where)
        self.takes.append(Taken(number, role, places, step.where, self.discarded[role],
                                self.taken[role], self.taken["elder"],
                                self.discarded["elder"], self.left_declared,
                                len(self.stock) - count))  # fmt: skip
        self.stock = [place for place in self.stock if place not in places]
        self.taken[role] += count
        self.touched[role] = True

    def _all_left(self, number: int, step: Take) -> int:
        """How many "all the cards left" were (`told_partly.all_left`)."""
        from arbiter.telling.told_partly import all_left

        return all_left(self, number, step)

    def _places(self, number: int, role: Role, count: int, where: str) -> tuple[int, ...]:
        """Where in the stock the cards taken sat: from the top (in order or not), the bottom,
        or among the cards the elder left (his part of the stock not taken up)."""
        if where == "bottom":
            return tuple(self.stock[len(self.stock) - count:])
        if where == "left":
            left = [place for place in self.stock if place < self.share]
            if count > len(left) or not self.taken["elder"]:
                raise self.bad(number, f"the {role} takes {count} of the cards the elder left, "
                               f"who left {len(left) if self.taken['elder'] else 'none yet'}")
            return tuple(left[:count])
        return tuple(self.stock[:count])

    def _announce(self, number: int, step: Announce) -> None:
        if step.announce == "blanche":  # law 20: he informs his adversary; no exchange step
            if step.count is not None:
                raise self.bad(number, "a carte blanche is announced without a count",
                               "leave out count", at=("count",))
            return
        if step.count is None:
            raise self.bad(number, f"say how many he {step.announce} (count)")
        self._exchange(number, step)
        if step.by == "elder":
            limit = min(self.share, len(self.stock) + self.taken["elder"])
            if step.count > limit:
                raise self.bad(number, f"the elder {step.announce} {step.count} of his "
                               f"{limit} ({self.edition.id})")
            self.left_declared = step.count if step.announce == "leaves" else limit - step.count

    def _expose(self, number: int, step: Expose) -> None:
        if step.count > len(self.stock):
            raise self.bad(number, f"the {step.by} exposes {step.count} of a stock of "
                           f"{len(self.stock)}")
        places = self.stock[:step.count] if step.expose == "top" else \
            self.stock[len(self.stock) - step.count:]
        self._exchange(number, step, tuple(places))

    def _touch(self, number: int, step: Touch) -> None:
        self._exchange(number, step)
        self.touched[step.by] = True

    def _take_back(self, number: int, step: TakeBack) -> None:
        self._exchange(number, step)
        if step.take_back > self.discarded[step.by]:
            raise self.bad(number, f"the {step.by} takes back {step.take_back} of a discard "
                           f"of {self.discarded[step.by]}")
        self.discarded[step.by] -= step.take_back

    # --- the calling ----------------------------------------------------------------------

    def _call(self, number: int, step: Call) -> None:
        self.calling_began = True
        late = self.first_play is not None and step.call not in ("pique", "repique")
        if late:
            raise self.bad(number, "a call after the younger has played to the first trick",
                           "nothing omitted can be called then; only a pique or repique "
                           "may be called for later")
        if step.call == "pique" and step.by == "younger":  # as the short kind's check
            raise self.bad(number, "only the elder can win a pique",
                           "the younger's bonus is repique")
        self.calls[step.by] = self.calls.get(step.by, 0) + 1
        self._can_be_held(number, step)

    def _can_be_held(self, number: int, step: Call) -> None:
        """A call no hand of this pack can hold is bad input, not a miscall: a point or
        sequence of more cards than a suit has, a point whose value its count cannot make, a
        quatorze or trio of a rank the pack lacks or the sets do not count."""
        from arbiter.game.holdings import SET_RANKS

        ranks = self.edition.rules.pack.ranks
        suit = len(ranks)
        pack = f"a suit of the {self.edition.id} pack has {suit} cards"
        if step.call in ("point", "sequence") and step.cards is not None and step.cards > suit:
            raise self.bad(number, f"{Claim.of(step).words()} cannot be held: {pack}",
                           f"cards: at most {suit}", at=("cards",))
        if step.call == "point" and step.value is not None and step.cards is not None:
            pips = sorted(rank.pips for rank in ranks)
            least, most = sum(pips[:step.cards]), sum(pips[-step.cards:])
            if not least <= step.value <= most:
                raise self.bad(number, f"{step.cards} cards cannot make {step.value}: "
                               f"{step.cards} cards of a suit make {least} to {most}",
                               f"value: from {least} to {most}", at=("value",))
        rank = _rank(step.rank)
        if step.call in ("quatorze", "trio") and rank is not None and \
                (rank not in ranks or rank not in SET_RANKS):
            held = ", ".join(r.value for r in SET_RANKS if r in ranks)
            raise self.bad(number, f"{Claim.of(step).words()} cannot be held: "
                           + (f"the {self.edition.id} pack has no {plural(rank)}"
                              if rank not in ranks else
                              f"only {held} count in a {step.call}"),
                           f"rank: one of {held}", at=("rank",))

    def _reply(self, number: int, step: Reply) -> None:
        self.calling_began = True
        if not self.calls.get(other(step.by)):
            raise self.bad(number, f"the {step.by} replies before his adversary has called "
                           "anything", "a reply answers a call")
        if step.reply in INQUIRIES:  # "what do they make?" is put to the caller, who may refuse
            self.asked, self.question = step.by, step.reply

    def _ask(self, number: int, step: Ask) -> None:
        self.calling_began = True
        self.asked, self.question = step.by, step.ask

    def _answer(self, number: int, step: Answer) -> None:
        if self.asked != other(step.by):
            raise self.bad(number, f"the {step.by} answers, but no question was put to him",
                           "an answer follows the adversary's question")
        self.asked = None
        # "Which ace do you not reckon?" is answered by naming one he does not hold.
        if isinstance(step.answer, list | str) and step.answer != "refuses" and \
                self.question != "which-not-reckoned":
            self._holds(number, step.by, self.cards_of(number, step.answer, "answer"), "names")

    def _show(self, number: int, step: Show) -> None:
        if step.show != "blanche":
            self._holds(number, step.by, self.cards_of(number, step.show, "show"), "shows")
            self._his_to_handle(number, step.by, "show", step.show, "shows")

    def _name_suit(self, number: int, step: NameSuit) -> None:
        if step.by != "elder" or self.leads:
            raise self.bad(number, "only the elder names a suit, before he leads")
        self.named = (number, step.name_suit)

    # --- the play -------------------------------------------------------------------------

    def _lead(self, number: int, step: Lead) -> None:
        if self.led is not None:
            raise self.bad(number, f"the {step.by} leads while cards led await a card played")
        cards = self._plays(number, step.by, "lead", step.lead, "leads")
        self.plays.append(Played(number, step.by, "lead", tuple(cards), self.due))
        self.led, self.led_cards, self.leads = step.by, tuple(cards), self.leads + 1
        if self.first_lead is None:
            self.first_lead = number

    def _play(self, number: int, step: Play) -> None:
        if self.led != other(step.by):
            raise self.bad(number, f"the {step.by} plays, but his adversary has led nothing "
                           "to play to")
        cards = self._plays(number, step.by, "play", step.play, "plays")
        self.plays.append(Played(number, step.by, "play", tuple(cards), led=self.led_cards))
        self.due = _winner(self.led, self.led_cards, cards)
        self.led, self.led_cards = None, ()
        if self.first_play is None:
            self.first_play = number

    def _throw(self, number: int, step: Throw) -> None:
        cards = self._plays(number, step.by, "throw", step.throw, "throws down")
        self.plays.append(Played(number, step.by, "throw", tuple(cards), self.due,
                                 self.led_cards))  # fmt: skip
        self.led, self.led_cards, self.due = None, (), None

    def _tricks(self, number: int, step: Tricks) -> None:
        """Tricks played and not told (`told_partly.untold_tricks`)."""
        from arbiter.telling.told_partly import untold_tricks

        untold_tricks(self, number, step)

    def _retake(self, number: int, step: Retake) -> None:
        """A card he asks to take back must be one he led in the trick still on the table
        (Case XI); the card he would lead instead must be his to lead."""
        wanted = self.cards_of(number, step.retake, "retake")
        last = next((p for p in reversed(self.plays) if p.action == "lead"), None)
        if last is None or last.by != step.by or any(c not in last.cards for c in wanted):
            raise self.bad(number, f"the {step.by} asks to take back a card he did not lead "
                           "to the last trick", "name cards of his last lead")
        if step.instead is not None:
            self._holds(number, step.by, self.cards_of(number, step.instead, "instead"),
                        "would lead")

    def _holds(self, number: int, role: Role, cards: list[Card], verb: str) -> None:
        hand = self.cards[role].hand
        for card in cards:
            if card in self.cards[role].not_held:
                raise self.bad(number, f"the {role} {verb} {card}, which he did not hold")
        if hand is None:
            return
        for card in cards:
            if card not in hand:
                raise self.bad(number, f"the {role} {verb} {card}, which is not in his hand")

    def _plays(self, number: int, role: Role, field: str, value: list[str] | str,
               verb: str) -> list[Card]:  # fmt: skip
        """The cards he leads, plays or throws down: in his hand (if it is given), never
        played before, and none he cannot have handled (`_his_to_handle`)."""
        named = self.cards_of(number, value, field)
        for card in named:  # played twice: the plainer message
            if card in self.played[role]:
                raise self.bad(number, f"the {role} {verb} {card}, played already")
        self._holds(number, role, named, verb)
        cards = self._his_to_handle(number, role, field, value, verb)
        self.played[role].update(cards)
        return cards


def _winner(leader: Role | None, led: tuple[Card, ...], played: list[Card]) -> Role | None:
    """Who wins a trick of one card led and one played: the higher card of the suit led.
    None (the tricks cannot be followed) when more than one card was led or played."""
    if leader is None or len(led) != 1 or len(played) != 1:
        return None
    return Trick.of(leader, led[0], played[0]).winner


def best(cards: Cards, what: str, edition: Edition) -> Holding | None:
    """A player's best holding of a kind, if his hand is known and holds one."""
    if cards.hand is None:
        return None
    found = holdings(cards.hand, family(what), edition.rules.point.measure)
    return found[0] if found else None
