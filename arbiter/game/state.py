"""One walk of a deal (STYLE 16): the deal moves through its stages (deal, exchange, calling,
play) by small recorded operations; an irregular operation is recorded, not refused, for the
arbiter (or the file's reader) to judge.

    state = DealState(edition)
    state.know("elder", hand=cards)        # the cards as given, each part maybe unknown
    op = state.lead("elder", (card,), step=7)
    op.irregular                            # () when regular, else each `Irregular` found
    state.tricks, state.history, state.walk()

Every operation returns an `Op` (`arbiter.game.operations`: what was done, by whom, at what step,
with what cards, what was irregular, and what it did: a `Taken`, `Done`, `Played`, `Trick`);
`history` lists them. Operations never raise: a card he does not hold, one played already or
his adversary's, a take past the stock, a play with no card led, a revoke, a hand of thirteen
are each an `Irregular` with a code (`what`) and the facts a message needs. Who wins a trick,
what each still holds (`left`), who is due to lead (`due`) and when the play began
(`first_lead`, `first_play`) are decided here once. The telling (`arbiter.telling.walk`) and the
deal checker (`arbiter.game.deal`) refuse what they cannot hold; `copy()` gives a state to drop.
"""

from __future__ import annotations

import copy as _copy
from collections.abc import Iterable

from arbiter.cards import Card
from arbiter.formats import ROLES, Role, other
from arbiter.game.operations import (
    PAST,
    Done,
    Irregular,
    Op,
    Played,
    Player,
    Taken,
    Trick,
    Walk,
    misplacement,
    pack_of,
)
from arbiter.lawbook.editions import Edition


class DealState:
    """A deal under one edition, walked operation by operation (see the module's words)."""

    def __init__(self, edition: Edition) -> None:
        self.edition, self.pack = edition, pack_of(edition)
        self.players = {role: Player() for role in ROLES}
        self.history: list[Op] = []
        # what was last done with each card the operations name: by whom, the deed, the step
        self.handled: dict[Card, tuple[Role, str, int]] = {}
        self.stock_size = edition.rules.deal.stock
        self.share = min(edition.rules.exchange.elder_max, self.stock_size)
        self.stock = list(range(self.stock_size))  # the places still in the stock, top first
        self.left_declared: int | None = None
        self.takes: list[Taken] = []
        self.done: list[Done] = []
        self.calling_began = False
        self.asked: Role | None = None  # who asked the question awaiting an answer
        self.question: str | None = None
        self.named: tuple[int, str] | None = None
        self.led: Role | None = None  # who led the cards awaiting a card played
        self.led_cards: tuple[Card, ...] = ()
        self.leads = 0  # how many leads so far
        self.plays: list[Played] = []
        self.tricks: list[Trick] = []
        self.due: Role | None = "elder"  # who is due to lead (None: cannot be followed)
        self.first_lead: int | None = None  # the steps of the first lead and first play
        self.first_play: int | None = None

    def copy(self) -> DealState:
        """A state to try operations on and drop."""
        return _copy.deepcopy(self)

    def _record(self, action: str, by: Role | None, step: int | None, cards: Iterable[Card] = (),
                irregular: Iterable[Irregular] = (),
                did: Taken | Done | Played | Trick | None = None) -> Op:  # fmt: skip
        op = Op(action, by, self._number(step), tuple(cards), tuple(irregular), did)
        self.history.append(op)
        return op

    def _number(self, step: int | None) -> int:  # as told, else its place in the history
        return len(self.history) + 1 if step is None else step

    @property
    def irregular(self) -> list[tuple[Op, Irregular]]:
        """Every irregularity so far, with its operation, in order."""
        return [(op, found) for op in self.history for found in op.irregular]

    def left(self, role: Role) -> list[Card] | None:
        """The cards he still holds, if his hand is known."""
        player = self.players[role]
        held = player.order.get("hand") if player.hand is not None else None
        return None if held is None else [card for card in held if card not in player.played]

    def walk(self) -> Walk:
        return Walk(self.stock_size, self.share, tuple(self.takes), tuple(self.done),
                    self.named, tuple(self.plays))  # fmt: skip

    # --- the deal ------------------------------------------------------------------------------

    def know(self, role: Role, hand: Iterable[Card] | None = None,
             discard: Iterable[Card] | None = None, dealt: Iterable[Card] | None = None,
             step: int | None = None) -> Op:  # fmt: skip
        """His cards as given (each part maybe unknown). Irregular: a card not of the pack
        (`not-in-pack`) or given twice (`twice`), a hand or cards dealt not of the due number
        (`hand-count`, `dealt-count`), a card the adversary holds or laid out (`adversarys`),
        one both held and discarded (`held-and-discarded`)."""
        player, found = self.players[role], []
        for part, given in (("hand", hand), ("dealt", dealt), ("discard", discard)):
            if given is None:
                continue
            cards = tuple(given)
            found += self._misplaced(cards, part)
            if part != "discard" and len(cards) != self.edition.rules.deal.hand:
                found.append(Irregular(f"{part}-count", size=len(cards),
                                       limit=self.edition.rules.deal.hand))
            player.know(part, cards)
            found += self._apart(role, part)
        return self._record("know", role, step, irregular=found)

    def _misplaced(self, cards: tuple[Card, ...], part: str) -> list[Irregular]:
        seen: set[Card] = set()
        found: list[Irregular] = []
        if self.pack.issuperset(cards) and len(set(cards)) == len(cards):
            return found  # the usual case, first
        for index, card in enumerate(cards):
            what = misplacement(card, self.pack, seen)
            if what is not None:
                found.append(Irregular(what, card, index, deed=part))
            seen.add(card)
        return found

    def _apart(self, role: Role, part: str) -> list[Irregular]:
        """His cards of `part` that he also holds and lays out (`held-and-discarded`), or that
        his adversary holds or laid out (the cards dealt: was dealt), `adversarys`; each
        with its place in `part`."""
        mine, theirs = self.players[role], self.players[other(role)]
        cards = mine.order[part]
        found = []
        if part != "dealt":
            own = mine.discard if part == "hand" else mine.hand
            found += [Irregular("held-and-discarded", card, index, deed=part)
                      for index, card in enumerate(cards) if own and card in own]
        others = theirs.seen if part != "dealt" else (theirs.dealt or frozenset())
        found += [Irregular("adversarys", card, index, other(role), part)
                  for index, card in enumerate(cards) if card in others]
        return found

    # --- the exchange --------------------------------------------------------------------------

    def _done(self, role: Role, step: int | None, places: tuple[int, ...] = ()) -> Done:
        player = self.players[role]
        done = Done(self._number(step), role, player.discarded, player.taken > 0,
                    player.touched, places)  # fmt: skip
        self.done.append(done)
        return done

    def _exchange(self, action: str, role: Role, step: int | None, places: tuple[int, ...] = (),
                  irregular: Iterable[Irregular] = ()) -> Op:  # fmt: skip
        done = self._done(role, step, places)
        return self._record(action, role, step, irregular=irregular, did=done)

    def _late(self) -> list[Irregular]:
        return [Irregular("after-calling")] if self.calling_began else []

    def exchange(self, action: str, role: Role, step: int | None = None) -> Op:
        """An exchange step with no more to it here (look, mix, change his discard, count)."""
        return self._exchange(action, role, step, irregular=self._late())

    def _hand_size(self, role: Role) -> int:
        dealt = self.players[role].dealt
        return len(dealt) if dealt is not None else self.edition.rules.deal.hand

    def _handles(self, role: Role, action: str, cards: tuple[Card, ...],
                 number: int) -> list[Irregular]:  # fmt: skip
        """Each card one he can have handled: none his adversary holds or laid out
        (`adversarys`), nor one another handled at an earlier step (`handled`); none he takes
        in that he discarded himself (`retaken`). Each is then recorded as handled by him."""
        theirs, handled = self.players[other(role)].seen, self.handled
        found = []
        usual = theirs.isdisjoint(cards) and handled.keys().isdisjoint(cards)  # none to find
        for index, card in () if usual else enumerate(cards):
            before = handled.get(card)
            if card in theirs:
                found.append(Irregular("adversarys", card, index, other(role)))
            elif before is not None and before[0] != role:
                found.append(Irregular("handled", card, index, before[0], before[1], before[2]))
            elif before is not None and action == "take" and before[1] == "discarded":
                found.append(Irregular("retaken", card, index, role, before[1], before[2]))
        handled.update(dict.fromkeys(cards, (role, PAST[action], number)))
        return found

    def discard(self, role: Role, count: int | None = None, cards: tuple[Card, ...] | None = None,
                step: int | None = None) -> Op:  # fmt: skip
        """He lays out `count` cards, or these. Irregular besides: more than he holds
        (`past-hand`); with the cards dealt known, one not dealt (`not-dealt`) or one he holds
        after the exchange (`discarded-and-held`)."""
        player, found, done = self.players[role], self._late(), self._done(role, step)
        if cards is not None:
            found += self._handles(role, "discard", cards, self._number(step))
            found += self._laid_out(role, cards)
            count = len(cards)
        player.told_discard = True
        if count is not None:
            hand = self._hand_size(role) + player.taken - player.discarded
            if count > hand:
                found.append(Irregular("past-hand", size=count, limit=hand))
            player.discarded += count
        return self._record("discard", role, step, cards or (), found, done)

    def _laid_out(self, role: Role, cards: tuple[Card, ...]) -> list[Irregular]:
        player, found = self.players[role], []
        for index, card in enumerate(cards):
            if player.dealt is not None and card not in player.dealt:
                found.append(Irregular("not-dealt", card, index))
            if player.hand is not None and card in player.hand:
                found.append(Irregular("discarded-and-held", card, index))
        return found

    def end_exchange(self, role: Role, discard: tuple[Card, ...],
                     step: int | None = None) -> Op:  # fmt: skip
        """His exchange is over, this his whole discard: a card dealt, not discarded, and not
        held (`not-held-after`); fewer or more than the edition lets him exchange
        (`too-few`, `too-many`)."""
        player, found = self.players[role], []
        if player.dealt is not None and player.hand is not None:
            thrown = set(discard)
            missing = [c for c in player.order["dealt"] if c not in thrown and c not in player.hand]
            found += [Irregular("not-held-after", card) for card in missing[:1]]
        rules = self.edition.rules
        limit = rules.exchange.elder_max if role == "elder" else rules.exchange.younger_max
        least = rules.exchange.minimum
        if role == "younger" and rules.younger_discard is not None:
            least = rules.younger_discard.minimum
        if len(discard) < least:
            found.append(Irregular("too-few", size=len(discard), limit=least))
        if limit is not None and len(discard) > limit:
            found.append(Irregular("too-many", size=len(discard), limit=limit))
        return self._record("end_exchange", role, step, discard, found)

    def take(self, role: Role, count: int | None = None, cards: tuple[Card, ...] | None = None,
             where: str = "top", step: int | None = None) -> Op:  # fmt: skip
        """He takes up `count` cards of the stock, or these, from the top, the bottom, or
        those the elder left. Irregular: before he discarded (`take-before-discard`), past the
        stock (`past-stock`), more than the elder left (`past-left`)."""
        player, found = self.players[role], self._late()
        if not player.told_discard:
            found.append(Irregular("take-before-discard"))
        if cards is not None:
            found += self._handles(role, "take", cards, self._number(step))
            count = len(cards)
        if count is None:
            return self._record("take", role, step, irregular=found)
        if count > len(self.stock):
            found.append(Irregular("past-stock", size=count, limit=len(self.stock)))
            return self._record("take", role, step, cards or (), found)
        places = self._places(count, where, found)
        number = self._number(step)
        taken = Taken(number, role, places, where, player.discarded, player.taken,
                      self.players["elder"].taken, self.players["elder"].discarded,
                      self.left_declared, len(self.stock) - count)  # fmt: skip
        self.takes.append(taken)
        gone = set(places)
        self.stock = [place for place in self.stock if place not in gone]
        player.taken += count
        player.touched = True
        return self._record("take", role, step, cards or (), found, taken)

    def _places(self, count: int, where: str, found: list[Irregular]) -> tuple[int, ...]:
        """Where in the stock the cards taken sat: from the top, the bottom, or among the
        cards the elder left (his part of the stock not taken up)."""
        if where == "bottom":
            return tuple(self.stock[len(self.stock) - count:])
        if where == "left":
            left = [place for place in self.stock if place < self.share]
            took = self.players["elder"].taken
            if count > len(left) or not took:
                found.append(Irregular("past-left", size=count,
                                       limit=len(left) if took else None))
            return tuple(left[:count])
        return tuple(self.stock[:count])

    def announce(self, role: Role, what: str, count: int | None,
                 step: int | None = None) -> Op:  # fmt: skip
        """He says how many he takes or leaves (a carte blanche: nothing of the exchange).
        Irregular: the elder's count past his part of the stock (`past-share`)."""
        found = self._late()
        if what == "blanche" or count is None:
            return self._record("announce", role, step, irregular=found)
        if role == "elder":
            limit = min(self.share, len(self.stock) + self.players["elder"].taken)
            if count > limit:
                found.append(Irregular("past-share", size=count, limit=limit))
            self.left_declared = count if what == "leaves" else limit - count
        return self._exchange("announce", role, step, irregular=found)

    def expose(self, role: Role, where: str, count: int, step: int | None = None) -> Op:
        """He turns up `count` cards of the stock. Irregular: past the stock (`past-stock`)."""
        found = self._late()
        if count > len(self.stock):
            found.append(Irregular("past-stock", size=count, limit=len(self.stock)))
            return self._record("expose", role, step, irregular=found)
        places = self.stock[:count] if where == "top" else self.stock[len(self.stock) - count:]
        return self._exchange("expose", role, step, tuple(places), found)

    def touch(self, role: Role, step: int | None = None) -> Op:
        op = self._exchange("touch", role, step, irregular=self._late())
        self.players[role].touched = True
        return op

    def take_back(self, role: Role, count: int, step: int | None = None) -> Op:
        """He takes back cards of his discard; irregular past it (`past-discard`)."""
        player, found = self.players[role], self._late()
        if count > player.discarded:  # more than he laid out
            found.append(Irregular("past-discard", size=count, limit=player.discarded))
        op = self._exchange("take_back", role, step, irregular=found)
        player.discarded -= count
        return op

    # --- the calling -----------------------------------------------------------------------

    def call(self, role: Role, what: str, step: int | None = None) -> Op:
        """A call. Irregular: after the first card played to a trick, anything but a pique or
        repique (`late-call`); a pique by the younger (`younger-pique`)."""
        self.calling_began, found = True, []
        if self.first_play is not None and what not in ("pique", "repique"):
            found.append(Irregular("late-call"))
        if what == "pique" and role == "younger":
            found.append(Irregular("younger-pique"))
        self.players[role].calls += 1
        return self._record("call", role, step, irregular=found)

    def reply(self, role: Role, step: int | None = None) -> Op:
        """A reply. Irregular: nothing called by his adversary yet (`no-call`)."""
        self.calling_began = True
        found = [] if self.players[other(role)].calls else [Irregular("no-call")]
        return self._record("reply", role, step, irregular=found)

    def ask(self, role: Role, question: str, step: int | None = None) -> Op:
        self.calling_began, self.asked, self.question = True, role, question
        return self._record("ask", role, step)

    def answer(self, role: Role, cards: tuple[Card, ...] | None = None,
               step: int | None = None) -> Op:  # fmt: skip
        """An answer, naming cards he holds or not. Irregular: no question put to him
        (`no-question`); a card he names as held that he does not hold (`not-held`; a card
        named in answer to which he does not reckon is not said to be held)."""
        found = [] if self.asked == other(role) else [Irregular("no-question")]
        question, self.asked = self.question, None
        if cards is not None and question != "which-not-reckoned":
            found += self._not_held(role, cards)
        return self._record("answer", role, step, cards or (), found)

    def show(self, role: Role, cards: tuple[Card, ...] | None,
             step: int | None = None) -> Op:  # fmt: skip
        """He shows cards (None: a carte blanche). Irregular: `not-held`, then as `_handles`."""
        if cards is None:
            return self._record("show", role, step)
        found = self._not_held(role, cards) + self._handles(role, "show", cards, self._number(step))
        return self._record("show", role, step, cards, found)

    def name_suit(self, role: Role, suit: str, step: int | None = None) -> Op:
        """The elder names a suit before he leads. Irregular: not the elder, or after a lead
        (`name-suit`)."""
        found = [Irregular("name-suit")] if role != "elder" or self.leads else []
        number = self._number(step)
        if not found:
            self.named = (number, suit)
        return self._record("name_suit", role, step, irregular=found)

    # --- the play --------------------------------------------------------------------------

    def _not_held(self, role: Role, cards: tuple[Card, ...],
                  played: set[Card] | None = None) -> list[Irregular]:  # fmt: skip
        """Cards known not held (`held-not`: a hand told in part), then not in his hand."""
        player, played = self.players[role], played or set()
        found = [Irregular("held-not", card, index) for index, card in enumerate(cards)
                 if card in player.not_held] if player.not_held else []
        if player.hand is not None and not player.hand.issuperset(cards):
            found += [Irregular("not-held", card, index) for index, card in enumerate(cards)
                      if card not in player.hand and card not in played]
        return found

    def _plays(self, role: Role, action: str, cards: tuple[Card, ...],
               number: int) -> list[Irregular]:  # fmt: skip
        """A card played again (`played-already`), one not held (`not-held`), then as
        `_handles`; the cards are then played."""
        played = self.players[role].played
        found = [] if played.isdisjoint(cards) else [
            Irregular("played-already", card, index)
            for index, card in enumerate(cards) if card in played]
        found += self._not_held(role, cards, played) + self._handles(role, action, cards, number)
        played.update(cards)
        return found

    def lead(self, role: Role, cards: tuple[Card, ...], step: int | None = None) -> Op:
        """He leads. Irregular: cards led still await a card played (`lead-pending`), and as
        `_plays`."""
        number = self._number(step)
        found = [Irregular("lead-pending")] if self.led is not None else []
        found += self._plays(role, "lead", cards, number)
        played = Played(number, role, "lead", cards, self.due)
        self.plays.append(played)
        self.led, self.led_cards, self.leads = role, cards, self.leads + 1
        if self.first_lead is None:
            self.first_lead = number
        return self._record("lead", role, step, cards, found, played)

    def play(self, role: Role, cards: tuple[Card, ...], step: int | None = None) -> Op:
        """He plays to the cards led. Irregular: he threw up his cards (`thrown-up`), nothing
        led by his adversary (`no-lead`), as `_plays`, a card of another suit while he holds
        one of the suit led (`revoke`). A card played to one card led makes a `Trick`."""
        found = [Irregular("thrown-up")] if self.players[role].out else []
        if self.led != other(role):
            found.append(Irregular("no-lead"))
        number = self._number(step)
        found += self._plays(role, "play", cards, number)
        found += self._revoke(role, cards)
        self.plays.append(Played(number, role, "play", cards, led=self.led_cards))
        trick = None
        if self.led is not None and len(self.led_cards) == 1 and len(cards) == 1:
            trick = Trick.of(self.led, self.led_cards[0], cards[0])
            self.tricks.append(trick)
        self.due = trick.winner if trick is not None else None
        self.led, self.led_cards = None, ()
        if self.first_play is None:
            self.first_play = number
        return self._record("play", role, step, cards, found, trick)

    def _revoke(self, role: Role, cards: tuple[Card, ...]) -> list[Irregular]:
        led = self.led_cards
        if len(led) != 1 or len(cards) != 1 or cards[0].suit is led[0].suit:
            return []
        left, suit = self.left(role), led[0].suit
        if left is None:
            return []
        holding = [card for card in left if card.suit is suit]
        return [Irregular("revoke", holding[0], 0, deed=suit.plural)] if holding else []

    def unanswered(self, step: int | None = None) -> Op:
        """The card led is a trick of its own: nobody plays to it. Irregular: the follower
        still holds cards and has not thrown up his cards (`must-play`)."""
        leader = self.led or "elder"
        follower = other(leader)
        left = self.left(follower)
        found = []
        if not self.players[follower].out and left:
            found.append(Irregular("must-play", by=follower, size=len(left)))
        trick = Trick.of(leader, self.led_cards[0], None) if self.led_cards else None
        if trick is not None:
            self.tricks.append(trick)
        self.due = leader
        self.led, self.led_cards = None, ()
        return self._record("unanswered", follower, step, irregular=found, did=trick)

    def throw_up(self, role: Role, step: int | None = None) -> Op:
        """He throws up his cards and plays no more (1651 XII.8, Cotton 19)."""
        self.players[role].out = True
        return self._record("throw_up", role, step)

    def untold(self, role: Role, tricks: int, cards: tuple[Card, ...] = (),
               step: int | None = None) -> Op:  # fmt: skip
        """Tricks played and not told, the first led by him; who is due after them is not
        known. Irregular: cards led await a card played (`lead-pending`), not his lead
        (`not-due`), past a hand (`tricks-past-hand`), past two cards a trick (`past-tricks`)."""
        found = [Irregular("lead-pending", by=self.led)] if self.led is not None else []
        if self.due is not None and role != self.due:
            found.append(Irregular("not-due", by=self.due))
        if self.leads + tricks > (hand := self.edition.rules.deal.hand):
            found.append(Irregular("tricks-past-hand", size=self.leads + tricks, limit=hand))
        if len(cards) > 2 * tricks:
            found.append(Irregular("past-tricks", size=len(cards), limit=tricks))
        self.leads, self.due, number = self.leads + tricks, None, self._number(step)
        self.first_lead, self.first_play = self.first_lead or number, self.first_play or number
        return self._record("tricks", role, step, cards, found)

    def throw(self, role: Role, cards: tuple[Card, ...], step: int | None = None) -> Op:
        """He throws down cards: the tricks cannot be followed after. Irregular as `_plays`."""
        number = self._number(step)
        found = self._plays(role, "throw", cards, number)
        played = Played(number, role, "throw", cards, self.due, self.led_cards)
        self.plays.append(played)
        self.led, self.led_cards, self.due = None, (), None
        return self._record("throw", role, step, cards, found, played)

    def retake(self, role: Role, wanted: tuple[Card, ...], instead: tuple[Card, ...] | None,
               step: int | None = None) -> Op:  # fmt: skip
        """He asks to take back cards of his last lead (Case XI), to lead `instead`.
        Irregular: a card he did not lead to the trick still on the table (`not-led`); a card
        instead that he does not hold (`not-held`)."""
        last = next((p for p in reversed(self.plays) if p.action == "lead"), None)
        found = []
        if last is None or last.by != role or any(c not in last.cards for c in wanted):
            found.append(Irregular("not-led"))
        if instead is not None:
            found += self._not_held(role, instead)
        return self._record("retake", role, step, wanted, found)
