"""A told incident's steps walked on the deal's state (`arbiter.game.state`), each step an
operation; then the telling's own bad-input rules: an irregularity the state records that a
telling cannot hold (a card the player does not hold, one his adversary holds, a take past
the stock, a play with nothing led...) is refused at the step's place, in the step's words.
What the rulings judge (a revoke, a discard of a card not dealt) is left recorded for them.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import NoReturn

from arbiter.cards import Card, Rank
from arbiter.errors import ArbiterError, ImpossibleError, Where, dotted
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
    Mix,
    NameSuit,
    Play,
    Reply,
    Retake,
    Show,
    Step,
    Take,
    TakeBack,
    Throw,
    Touch,
    Withdraw,
)
from arbiter.formats.told_tricks import Tricks
from arbiter.game.deal import card_list
from arbiter.game.operations import EXCHANGE_ACTIONS, Irregular, Op
from arbiter.game.state import DealState
from arbiter.lawbook.editions import Edition
from arbiter.telling.calls import Cards, Claim, family, plural

ACTIONS: dict[type, str] = {cls: key for key, cls in STEPS.formats.items()}
# What a step that names cards does with them, as its messages say it.
VERBS = {"discard": "discards", "take": "takes in", "lead": "leads", "play": "plays",
         "throw": "throws down", "show": "shows", "answer": "names", "instead": "would lead"}
INQUIRIES = ("what-do-they-make", "to-what-card", "what-rank")  # replies that ask the caller


def action(step: Step) -> str:
    """What a step does: the name of its action key (`call`, `reply`, ...)."""
    kind = type(step)
    name = ACTIONS.get(kind)
    if name is None:  # a subclass of a step's format: the name of the format it extends
        name = ACTIONS[kind] = next(ACTIONS[cls] for cls in kind.__mro__ if cls in ACTIONS)
    return name


def bad(document: Document | None, path: FieldPath, message: str,
        hint: str | None = None) -> ImpossibleError:  # fmt: skip
    where = document.where(path) if document is not None else Where(path=dotted(path))
    return ImpossibleError(message, where, hint)


class Context:
    """A step as its messages name it: who, what he did with cards, in what field, how
    written (a list names each card by its place), under what edition."""

    def __init__(self, step: Step, field: str, value: object, edition: Edition) -> None:
        self.step, self.by, self.field, self.edition = step, step.by, field, edition
        self.verb = VERBS.get(field, field)
        self.listed = isinstance(value, list)

    def at(self, found: Irregular) -> FieldPath:
        return (self.field, found.place or 0) if self.listed else (self.field,)


Message = tuple[str, str | None, FieldPath]


def _card_message(found: Irregular, ctx: Context) -> Message | None:
    by, verb, card = ctx.by, ctx.verb, found.card
    if found.what == "adversarys":
        return f"the {by} {verb} {card}, which is the {other(by)}'s", None, ctx.at(found)
    if found.what == "handled":
        return (f"the {by} {verb} {card}, which the {found.by} {found.deed} at step "
                f"{found.step}", None, ctx.at(found))
    if found.what == "retaken":
        return (f"the {by} takes in {card}, which he discarded at step {found.step}",
                "a card laid out is not in the stock", ctx.at(found))
    if found.what == "held-not":  # his hand told in part
        return f"the {by} {verb} {card}, which he did not hold", None, ()
    if found.what == "not-held":
        return f"the {by} {verb} {card}, which is not in his hand", None, ()
    if found.what == "played-already":
        return f"the {by} {verb} {card}, played already", None, ()
    return None


def _stock_message(found: Irregular, ctx: Context) -> Message | None:
    by, edition, step = ctx.by, ctx.edition.id, ctx.step
    if found.what == "after-calling":
        name = action(step).replace("_", " ")
        return f"a {name} after the calling began", "tell the exchange first", ()
    if found.what == "past-hand":
        return f"the {by} discards {found.size} from a hand of {found.limit} ({edition})", None, ()
    if found.what == "take-before-discard":
        return (f"the {by} takes in before he has discarded",
                "tell his discard first: he takes in for the cards he lays out", ())
    if found.what == "past-stock" and isinstance(step, Expose):
        return f"the {by} exposes {found.size} of a stock of {found.limit}", None, ()
    if found.what == "past-stock":
        return f"the {by} takes {found.size} from a stock of {found.limit} ({edition})", None, ()
    if found.what == "past-left":
        left = found.limit if found.limit is not None else "none yet"
        return (f"the {by} takes {found.size} of the cards the elder left, who left {left}",
                None, ())
    if found.what == "past-share" and isinstance(step, Announce):
        return (f"the elder {step.announce} {found.size} of his {found.limit} ({edition})",
                None, ())
    if found.what == "past-discard":
        return (f"the {by} takes back {found.size} of a discard of {found.limit}", None, ())
    return None


# The steps' order: each code, its message and hint.
ORDER = {
    "late-call": ("a call after the younger has played to the first trick",
                  "nothing omitted can be called then; only a pique or repique may be called "
                  "for later"),
    "younger-pique": ("only the elder can win a pique", "the younger's bonus is repique"),
    "no-call": ("the {by} replies before his adversary has called anything",
                "a reply answers a call"),
    "no-question": ("the {by} answers, but no question was put to him",
                    "an answer follows the adversary's question"),
    "name-suit": ("only the elder names a suit, before he leads", None),
    "lead-pending": ("the {by} leads while cards led await a card played", None),
    "no-lead": ("the {by} plays, but his adversary has led nothing to play to", None),
    "not-led": ("the {by} asks to take back a card he did not lead to the last trick",
                "name cards of his last lead"),
}


def message(found: Irregular, ctx: Context) -> Message | None:
    """The telling's words for an irregularity it refuses; None for one it leaves to the
    rulings (a revoke, a card discarded that was not dealt)."""
    if found.what in ORDER:
        text, hint = ORDER[found.what]
        return text.format(by=ctx.by), hint, ()
    return _card_message(found, ctx) or _stock_message(found, ctx)


@cache
def _point_range(ranks: tuple[Rank, ...], cards: int) -> tuple[int, int]:
    """The least and most a point of so many cards of a suit of these ranks can make."""
    pips = sorted(rank.pips for rank in ranks)
    return sum(pips[:cards]), sum(pips[-cards:])


class Walker:
    """The steps applied to a `DealState`, each irregularity the telling refuses raised."""

    def __init__(self, edition: Edition, document: Document | None, path: FieldPath) -> None:
        self.edition, self.document, self.path = edition, document, path
        self.state = DealState(edition)
        # each player's last call of a kind (point, sequence, set), and those he withdrew
        self.called: dict[tuple[Role, str], int] = {}
        self.withdrawn: dict[tuple[Role, str], int] = {}

    def know(self, cards: dict[Role, Cards]) -> None:
        """The cards as told: no card both held and laid out, none both players'."""
        for role in ROLES:  # a hand told in part: the cards held are seen before the parts
            self.state.players[role].partly(cards[role].held, cards[role].not_held)
        ops = {role: self.state.know(role, hand=cards[role].hand, discard=cards[role].discard,
                                     dealt=cards[role].dealt) for role in ROLES}  # fmt: skip
        for role in ROLES:
            both = [i.card for i in ops[role].irregular if i.what == "held-and-discarded"]
            if both:
                card = sorted(both, key=str)[0]
                raise self.fail((role, "discard"), f"{card} is both held and discarded")
        common = cards["elder"].seen & cards["younger"].seen
        if common:
            raise self.fail(("younger",), f"{sorted(common, key=str)[0]} is the elder's too")

    def fail(self, at: FieldPath, text: str, hint: str | None = None) -> ImpossibleError:
        return bad(self.document, (*self.path, *at), text, hint)

    def bad(self, number: int, text: str, hint: str | None = None,
            at: FieldPath = ()) -> ImpossibleError:  # fmt: skip
        """A step that cannot happen, named by its number (and `at`, a field of it)."""
        return self.fail(("steps", number - 1, *at), text, hint)

    def refuse(self, number: int, op: Op, step: Step, field: str, value: object = None,
               only: tuple[str, ...] = ()) -> None:  # fmt: skip
        """Raise the first irregularity of `op` the telling refuses (of `only`, if given):
        `field` and `value` are what the step names its cards by, if it names any."""
        if not op.irregular:  # the usual case, first
            return
        ctx = Context(step, field, value, self.edition)
        for found in op.irregular:
            said = message(found, ctx) if not only or found.what in only else None
            if said is not None:
                raise self.bad(number, said[0], said[1], said[2])

    def cards_of(self, number: int, value: list[str] | str, field: str) -> tuple[Card, ...]:
        """The cards a step names in its `field` (a card of the pack, each once); an error
        names the field (`steps[0].discard[1]`)."""
        return tuple(card_list(value, self.edition, self.document,
                               (*self.path, "steps", number - 1, field)))

    def apply(self, number: int, step: Step, field: str, value: object,
              operation: Callable[[tuple[Card, ...] | None], Op]) -> Op:  # fmt: skip
        """Apply the operation with the cards the step names in `field` (None if it names
        none); a card not written right is refused after what the step did wrong without it."""
        try:
            cards = self.cards_of(number, value, field) if isinstance(value, list | str) else None
        except ArbiterError:
            self.refuse(number, operation(None), step, field, value)
            raise
        op = operation(cards)
        self.refuse(number, op, step, field, value)
        return op

    def step(self, number: int, step: Step) -> None:
        name = action(step)
        handler = getattr(self, f"_{name}", None)
        if handler is not None:
            handler(number, step)
        elif name in EXCHANGE_ACTIONS:
            op = self.state.exchange(name, step.by, number)
            self.refuse(number, op, step, name, None)

    # --- the exchange ------------------------------------------------------------------------

    def _discard(self, number: int, step: Discard) -> None:
        count = step.discard if isinstance(step.discard, int) else None
        self.apply(number, step, "discard", step.discard,
                   lambda cards: self.state.discard(step.by, count, cards, number))

    def _take(self, number: int, step: Take) -> None:
        count = step.take if isinstance(step.take, int) else None
        if step.take == "all":  # counted from the stock (`told_partly.all_left`)
            from arbiter.telling.told_partly import all_left

            self.refuse(number, self.state.copy().take(step.by, step=number), step, "take")
            count = all_left(self, number, step)
        self.apply(number, step, "take", step.take if step.take != "all" else None,
                   lambda cards: self.state.take(step.by, count, cards, step.where, number))

    def _announce(self, number: int, step: Announce) -> None:
        op = self.state.announce(step.by, step.announce, step.count, number)
        self.refuse(number, op, step, "announce", only=("after-calling",))
        if step.announce == "blanche" and step.count is not None:  # law 20: he informs his
            raise self.bad(number, "a carte blanche is announced without a count",  # adversary
                           "leave out count", at=("count",))
        if step.announce != "blanche" and step.count is None:
            raise self.bad(number, f"say how many he {step.announce} (count)")
        self.refuse(number, op, step, "announce")

    def _expose(self, number: int, step: Expose) -> None:
        op = self.state.expose(step.by, step.expose, step.count, number)
        self.refuse(number, op, step, "expose", None)

    def _touch(self, number: int, step: Touch) -> None:
        op = self.state.touch(step.by, number)
        self.refuse(number, op, step, "touch", None)

    def _mix(self, number: int, step: Mix) -> None:
        """Stock cards mixed must be in the stock, as a take's (the elder's cards left, of his
        part not taken up)."""
        op = self.state.exchange("mix", step.by, number)
        self.refuse(number, op, step, "mix", None)
        if step.mix not in ("top", "bottom", "left"):
            return
        state, count = self.state, step.count or 1
        stock = [place for place in state.stock
                 if step.mix != "left" or step.by == "younger" or place < state.share]
        if count > len(stock):
            what = "the cards the elder left, who left" if step.mix == "left" and \
                step.by == "elder" else "the stock, which holds"
            raise self.bad(number, f"the {step.by} mixes {count} card{'s' if count > 1 else ''}"
                           f" of {what} {len(stock) or 'none'}", at=("mix",))

    def _take_back(self, number: int, step: TakeBack) -> None:
        op = self.state.take_back(step.by, step.take_back, number)
        self.refuse(number, op, step, "take_back", None)

    # --- the calling -------------------------------------------------------------------------

    def _call(self, number: int, step: Call) -> None:
        op = self.state.call(step.by, step.call, number)
        self.refuse(number, op, step, "call", None)
        self._can_be_held(number, step)
        self.called[(step.by, family(step.call))] = number
        self.withdrawn.pop((step.by, family(step.call)), None)

    def _withdraws(self, number: int, step: Withdraw) -> None:
        """A call withdrawn must be one he made and has not withdrawn already, and the calling
        must not be over: once the younger has played to the first trick, no call is made or
        taken back (what is found then is told by `discovered`)."""
        key, what = (step.by, family(step.withdraws)), step.withdraws
        if self.state.first_play is not None:
            raise self.bad(number, f"the {step.by} withdraws his {what} after the younger has "
                           "played to the first trick", "the calling is over then: tell when "
                           "the call was found wrong with 'discovered: play'", at=("withdraws",))
        if key in self.withdrawn:
            raise self.bad(number, f"the {step.by} withdraws his {what} again: he withdrew it at "
                           f"step {self.withdrawn[key]}", "leave out one of the two",
                           at=("withdraws",))
        if key not in self.called:
            raise self.bad(number, f"the {step.by} withdraws a {what} he has not called",
                           "tell his call first", at=("withdraws",))
        self.withdrawn[key] = number

    def _can_be_held(self, number: int, step: Call) -> None:
        """A call no hand of this pack can hold is bad input, not a miscall: a point or
        sequence of more cards than a suit has, a point whose value its count cannot make, a
        quatorze or trio of a rank the pack lacks or the sets do not count."""
        from arbiter.game.holdings import SET_RANKS

        ranks = self.edition.rules.pack.ranks
        suit = len(ranks)
        if step.call in ("point", "sequence") and step.cards is not None and step.cards > suit:
            pack = f"a suit of the {self.edition.id} pack has {suit} cards"
            raise self.bad(number, f"{Claim.of(step).words()} cannot be held: {pack}",
                           f"cards: at most {suit}", at=("cards",))
        if step.call == "point" and step.value is not None and step.cards is not None:
            least, most = _point_range(ranks, step.cards)
            if not least <= step.value <= most:
                raise self.bad(number, f"{step.cards} cards cannot make {step.value}: "
                               f"{step.cards} cards of a suit make {least} to {most}",
                               f"value: from {least} to {most}", at=("value",))
        rank = Rank.parse(step.rank) if step.rank is not None else None
        if step.call in ("quatorze", "trio") and rank is not None and \
                (rank not in ranks or rank not in SET_RANKS):
            self._no_such_set(number, step, rank, ranks, SET_RANKS)

    def _no_such_set(self, number: int, step: Call, rank: Rank, ranks: tuple[Rank, ...],
                     counted: tuple[Rank, ...]) -> NoReturn:  # fmt: skip
        held = ", ".join(r.value for r in counted if r in ranks)
        raise self.bad(number, f"{Claim.of(step).words()} cannot be held: "
                       + (f"the {self.edition.id} pack has no {plural(rank)}"
                          if rank not in ranks else f"only {held} count in a {step.call}"),
                       f"rank: one of {held}", at=("rank",))

    def _reply(self, number: int, step: Reply) -> None:
        op = self.state.reply(step.by, number)
        self.refuse(number, op, step, "reply", None)
        if step.reply in INQUIRIES:  # "what do they make?" is put to the caller, who may refuse
            self.state.asked, self.state.question = step.by, step.reply

    def _ask(self, number: int, step: Ask) -> None:
        self.state.ask(step.by, step.ask, number)

    def _answer(self, number: int, step: Answer) -> None:
        value = step.answer if step.answer != "refuses" else None
        if self.state.question == "which-not-reckoned":  # answered by naming one he does
            value = None  # not hold: what he names is not said to be held
        self.apply(number, step, "answer", value,
                   lambda cards: self.state.answer(step.by, cards, number))

    def _show(self, number: int, step: Show) -> None:
        if step.show == "blanche":
            self.state.show(step.by, None, number)
            return
        cards = self.cards_of(number, step.show, "show")
        op = self.state.show(step.by, cards, number)
        self.refuse(number, op, step, "show", step.show)

    def _name_suit(self, number: int, step: NameSuit) -> None:
        op = self.state.name_suit(step.by, step.name_suit, number)
        self.refuse(number, op, step, "name_suit", None)

    # --- the play ----------------------------------------------------------------------------

    def _lead(self, number: int, step: Lead) -> None:
        self.apply(number, step, "lead", step.lead,
                   lambda cards: self.state.lead(step.by, cards or (), number))

    def _play(self, number: int, step: Play) -> None:
        self.apply(number, step, "play", step.play,
                   lambda cards: self.state.play(step.by, cards or (), number))

    def _throw(self, number: int, step: Throw) -> None:
        cards = self.cards_of(number, step.throw, "throw")
        op = self.state.throw(step.by, cards, number)
        self.refuse(number, op, step, "throw", step.throw)

    def _tricks(self, number: int, step: Tricks) -> None:
        """Tricks played and not told (`told_partly.untold_tricks`)."""
        from arbiter.telling.told_partly import untold_tricks

        untold_tricks(self, number, step)

    def _retake(self, number: int, step: Retake) -> None:
        """A card he asks to take back must be one he led in the trick still on the table
        (Case XI); the card he would lead instead must be his to lead."""
        wanted = self.cards_of(number, step.retake, "retake")
        self.apply(number, step, "instead", step.instead,
                   lambda cards: self.state.retake(step.by, wanted, cards, number))
