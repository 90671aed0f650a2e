"""The exchange told step by step, judged by each edition's laws (issue 15).

The walk (`arbiter.telling`) knows where each card taken up sat in the stock: the elder's
part is the top of it, as many cards as the edition lets him take (five of eight in 1882,
eight of twelve in 1651 and Cotton), the younger's the rest. From that, each step is found
regular or not:

- cards taken beyond the discard: one of the adversary's cards (1882 law 27; law 31 excludes
  it in its own words), cards he himself left (33 the elder, 35 the younger), or a plain
  surplus, ruled by the short kind `surplus-take-in` (31; 1651 XII.12 and XII.5; Cotton 18);
  mixing such cards with the hand (28 the elder, 29 the younger) is found at the step that
  mixed;
- cards taken out of order (23); the elder leaving cards unannounced (32; 1651 XII.11);
- a discard altered or added to once a stock card is taken up (the short kind
  `second-discard`: 24; 1651 XII.10-11; Cotton 20), save as law 32 allows the younger; cards
  of the discard taken back (`changing-cards`: 25; 1651 XII.23; Cotton 24); cards mixed with
  the discard (26); the cards the younger left mixed with his discard unseen (37);
- a stock card exposed (27, not 13: the dealer's law), cards looked at when the laws forbid
  it (36; 1651 VI and XII.11), and the suit the elder named (1651 VI).

An edition whose text says nothing of a finding rules it `silent`, with its nearest analogy.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any, NamedTuple

from arbiter.cards import Card, Suit, card_codes
from arbiter.decisions import Decision, Effect
from arbiter.formats import ROLES, Role, other
from arbiter.formats.card_count import WrongCardCount
from arbiter.formats.exchange import SecondDiscard, ShortHand, SurplusTakeIn
from arbiter.formats.play import ChangingCards
from arbiter.formats.told import (
    Announce,
    ChangeDiscard,
    CountStock,
    Discard,
    Lead,
    Look,
    Mix,
    TakeBack,
    Touch,
)
from arbiter.rulings.core import (
    PENALTY_READING,
    Case,
    Context,
    Options,
    Penalty,
    Ruling,
    encodes,
    false_reckoning_penalty,
    overriding,
    rule_case,
    silent,
)
from arbiter.rulings.told import Finding, moment_at, stated

if TYPE_CHECKING:
    from arbiter.telling import Taken, Telling, Walk

EDITIONS = ("royall-1651", "cotton-1674", "portland-1882", "miller-sca")
DECLINE = "Law {}: the adversary may choose not to enforce the penalty."


# --- what the steps show --------------------------------------------------------------------


class StockTaken(NamedTuple):
    """Cards taken up that were not his to take: `whose` is `adversary` (of the adversary's
    part of the stock), `own-left` (cards he himself left), or `left-undeclared` (cards the
    elder left without saying so, taken up by the younger)."""

    player: Role
    whose: str
    discarded: int
    taken: int
    mixed: bool
    discovered: str = "exchange"  # when it came to light (the telling's end)

    @property
    def kind(self) -> str:
        return "exchange:stock"


class OutOfOrder(NamedTuple):
    """Cards taken in, not in order from the top of the stock."""

    player: Role

    @property
    def kind(self) -> str:
        return "exchange:order"


class Undeclared(NamedTuple):
    """The elder left cards without saying how many he took or left, before taking up."""

    left: int

    @property
    def kind(self) -> str:
        return "exchange:undeclared"


class Altered(NamedTuple):
    """The younger altered his discard on touching the stock, finding the elder had left
    cards unannounced (1882 law 32's exception to law 24)."""

    player: Role

    @property
    def kind(self) -> str:
        return "exchange:altered"


class Changed(NamedTuple):
    """He changed a card of his discard once it was fixed."""

    player: Role

    @property
    def kind(self) -> str:
        return "exchange:changed"


class NoDiscard(NamedTuple):
    """He said he takes (discards) nothing."""

    player: Role

    @property
    def kind(self) -> str:
        return "exchange:no-discard"


class TooMany(NamedTuple):
    """Dealt more than his due, he took in as many as he discarded, and plays with too many."""

    player: Role
    dealt: int
    discarded: int
    taken: int

    @property
    def kind(self) -> str:
        return "exchange:too-many"


class StockCounted(NamedTuple):
    """The stock counted in the exchange and found wrong: the counts as dealt (the stock's
    with the cards already taken from it), and how far the elder had gone when it was found."""

    elder: int
    younger: int
    stock: int
    touched: bool  # the elder had touched the stock (drawn it towards him)
    took_up: bool  # the elder had taken up a card of it

    @property
    def kind(self) -> str:
        return "exchange:count"


class Permitted(NamedTuple):
    """The step the telling ends on, and the laws allow: `what` he did (`elder-take`,
    `younger-take`, `younger-left`, `elder-look`, `own-discard`)."""

    player: Role
    what: str

    @property
    def kind(self) -> str:
        return "exchange:permitted"


class MixedWithDiscard(NamedTuple):
    """Cards of his hand, or cards he was entitled to take in, mixed with his discard once
    he had taken up a card of the stock: he plays with `taken` for `discarded`."""

    player: Role
    what: str
    discarded: int
    taken: int
    discovered: str = "exchange"

    @property
    def kind(self) -> str:
        return "exchange:mixed-discard"


class LeftMixedUnseen(NamedTuple):
    """The younger mixed the cards he left with his discard, without showing them."""

    player: Role

    @property
    def kind(self) -> str:
        return "exchange:left-mixed"


class Looked(NamedTuple):
    """Cards looked at: `what` (`left`, `stock`, `adversary-discard`) and why it was not his
    to look (`before-discard`, `too-soon`, `not-shown`)."""

    player: Role
    what: str
    why: str
    declined: bool = False  # the younger had played a card without looking: he elected not to

    @property
    def kind(self) -> str:
        return "exchange:look"


class Exposed(NamedTuple):
    """Stock cards exposed: of his adversary's part (`adversary`), or before he discarded."""

    player: Role
    adversary: bool
    before_discard: bool

    @property
    def kind(self) -> str:
        return "exchange:expose"


class SuitNamed(NamedTuple):
    """The suit the elder named to see the cards left: he held none of it, or led another."""

    suit: str
    holds_none: bool

    @property
    def kind(self) -> str:
        return "exchange:named-suit"


# --- finding them ---------------------------------------------------------------------------


def findings(telling: Telling) -> Iterator[Finding]:
    """Every irregular step of the exchange."""
    walk = telling.walk
    if walk is None:
        return
    mixes = list(_stock_mixes(telling))
    yield from _takes(telling, walk, mixes)
    yield from _undeclared(telling, walk)
    yield from _discards(telling, walk)
    yield from _mixes(telling, walk, mixes)
    yield from _looks(telling, walk)
    yield from _exposes(telling, walk)
    yield from _named_suit(telling, walk)
    yield from _short(telling, walk)
    yield from _too_many_dealt(telling, walk)
    yield from _counted(telling, walk)
    yield from _no_discard(telling)
    yield from _permitted(telling, walk)


def _found(telling: Telling, number: int, words: str, incident: object) -> Finding:
    return Finding(number, words, incident, moment_at(telling, number))


def _stock_mixes(telling: Telling) -> Iterator[tuple[int, Mix]]:
    """The steps that mix stock cards with the hand."""
    for number, step in telling.numbered():
        if isinstance(step, Mix) and step.into == "hand" and \
                step.mix in ("taken", "left", "bottom", "top"):
            yield number, step


def whose(take: Taken, walk: Walk) -> str | None:
    """Whose cards a take took up, as far as they were not his: None if they were his."""
    surplus = take.before + len(take.places) > take.discarded
    if take.by == "elder":
        if any(place >= walk.share for place in take.places):
            return "adversary"
        if surplus:
            own_left = take.left_declared is not None or take.where == "left" or take.before
            return "own-left" if own_left else "surplus"
        return None
    elders = [place for place in take.places if place < walk.share]
    if elders and not take.elder_took and take.left_declared is None:
        return "adversary"
    if surplus:
        return "own-left" if take.remaining else "surplus"
    if elders and take.left_declared is None and take.elder_took < take.elder_discarded:
        return "left-undeclared"  # the elder still taking in (1882 law 29, last sentence)
    return None


def _takes(telling: Telling, walk: Walk, mixes: list[tuple[int, Mix]]) -> Iterator[Finding]:
    for take in walk.takes:
        if take.where == "out-of-order":
            yield _found(telling, take.step, f"the {take.by} took in out of order",
                         OutOfOrder(take.by))
        found = whose(take, walk)
        if found is None:
            continue
        mixed = next((n for n, mix in mixes if n > take.step and mix.by == take.by), None)
        taken = take.before + len(take.places)
        mixing_law = (found in ("adversary", "left-undeclared") or
                      (found == "own-left" and take.by == "elder")) and \
            not _taking_is_the_offence(telling, take.by)
        at = mixed if mixed is not None and mixing_law else take.step  # 28, 29: the mixing
        words = f"the {take.by} took up {len(take.places)} ({taken} for {take.discarded} " \
            f"discarded){' and mixed them with his hand' if mixed else ''}"
        if found == "surplus":
            incident: object = stated(SurplusTakeIn, take.by, take.discarded, taken,
                                      mixed is not None, telling.end())
        else:
            incident = StockTaken(take.by, found, take.discarded, taken, mixed is not None,
                                  telling.end())
        yield _found(telling, at, words + _whose_words(found), incident)


def _taking_is_the_offence(telling: Telling, role: Role) -> bool:
    """Whether the edition penalises the younger's taking up of the elder's cards whether or
    not he mixes them (au cent 10: "take up any of the top five cards ... he loses the game"),
    so the step that took them is the irregular one, not a later mixing (1882 law 29's)."""
    rule = telling.edition.rules.younger_takes_stock
    return role == "younger" and rule is not None and rule.penalty == "loses-game"


def _whose_words(found: str) -> str:
    return {"adversary": ": cards of his adversary's part of the stock",
            "own-left": ": cards he had left", "surplus": "",
            "left-undeclared": ": cards the elder left unannounced"}[found]  # fmt: skip


def _undeclared(telling: Telling, walk: Walk) -> Iterator[Finding]:
    """The elder took fewer than his part without declaring first, and the younger, touching
    the stock before taking up, found more than his own (1882 law 32; 1651 XII.11: the
    younger may then say "give me leave to tell the rest")."""
    elders = walk.taken_by("elder")
    taken = sum(len(t.places) for t in elders)
    youngers = walk.taken_by("younger")
    touched = any(isinstance(step, Touch) and step.by == "younger" and elders and
                  n > elders[0].step and (not youngers or n < youngers[0].step)
                  for n, step in telling.numbered())  # fmt: skip
    if elders and touched and taken < walk.share and elders[0].left_declared is None:
        yield _found(telling, elders[0].step,
                     f"the elder left {walk.share - taken} without saying so first",
                     Undeclared(walk.share - taken))


def _fixed(telling: Telling, number: int, role: Role) -> bool:
    """Whether his discard was fixed at step `number`: he had taken up a stock card, or,
    where the edition says so (au cent), touched the stock."""
    done = telling.walk.at(number) if telling.walk else None
    if done is None:
        return False
    if role == "elder" and not done.took_up and _seven_found(telling, number):
        return False  # law 11's exception (au cent 8 names it)
    rule = telling.edition.rules.discard_fixed
    return done.took_up or (rule is not None and rule.moment == "touches-the-stock"
                            and done.touched)  # fmt: skip


def _seven_found(telling: Telling, number: int) -> bool:
    """1882 law 11: the elder, dealt his due, found the stock a card short before step
    `number`: "he has the option of a fresh deal, or of altering his discard"."""
    walk, due = telling.walk, telling.edition.rules.deal
    if walk is None:
        return False
    return any(f.step < number and isinstance(f.incident, StockCounted) and
               f.incident.elder == due.hand and f.incident.stock == due.stock - 1
               for f in _counted(telling, walk))  # fmt: skip


def _discards(telling: Telling, walk: Walk) -> Iterator[Finding]:
    """A discard altered or added to, or cards of it taken back, once it was fixed."""
    undeclared = _left_undeclared(walk)
    for number, step in telling.numbered():
        done = walk.at(number)
        if isinstance(step, TakeBack) and done is not None and done.took_up:
            yield _found(telling, number, f"the {step.by} took back {step.take_back} of his "
                         "discard after taking up", stated(ChangingCards, step.by))
        if not isinstance(step, Discard | ChangeDiscard) or not _fixed(telling, number, step.by):
            continue
        if step.by == "younger" and undeclared and done is not None and not done.took_up:
            yield _found(telling, number, "the younger altered his discard on touching the "
                         "stock", Altered(step.by))
            continue
        if isinstance(step, ChangeDiscard):
            yield _found(telling, number, f"the {step.by} changed his discard after taking up",
                         Changed(step.by))
        else:
            yield _found(telling, number, f"the {step.by} discarded again after taking up",
                         stated(SecondDiscard, step.by))


def _left_undeclared(walk: Walk) -> bool:
    """The elder took in fewer than his part without declaring what he left (law 32's case)."""
    elders = walk.taken_by("elder")
    return bool(elders) and elders[0].left_declared is None and \
        sum(len(t.places) for t in elders) < walk.share


def _mixes(telling: Telling, walk: Walk, mixes: list[tuple[int, Mix]]) -> Iterator[Finding]:
    """Mixing not found with a take: cards mixed with the discard, the younger's cards left
    mixed unseen, stock cards not his mixed with the hand."""
    with_takes = {n for t in walk.takes for n, mix in mixes
                  if n > t.step and mix.by == t.by and whose(t, walk)}  # fmt: skip
    for number, step in telling.numbered():
        if not isinstance(step, Mix) or number in with_takes:
            continue
        done = walk.at(number)
        if step.into == "discard":
            if step.by == "younger" and step.mix == "left":  # law 37's, not law 26's
                if not step.shown:
                    yield _found(telling, number, "the younger mixed the cards he left with "
                                 "his discard, unseen", LeftMixedUnseen(step.by))
            elif done is not None and done.took_up and step.mix != "discard":
                discarded = done.discarded + (step.count or 1)
                yield _found(telling, number, f"the {step.by} mixed cards ({step.mix}) with "
                             "his discard after taking up", MixedWithDiscard(
                                 step.by, step.mix, discarded, _taken(walk, step.by, number),
                                 telling.end()))
        elif _not_his(step):
            discarded = done.discarded if done else 0
            taken = _taken(walk, step.by, number) + (step.count or 1)
            yield _found(telling, number, f"the {step.by} mixed stock cards ({step.mix}) "
                         "with his hand", StockTaken(step.by, "own-left" if step.mix == "left"
                                                     else "adversary", discarded,
                                                     taken, True, telling.end()))  # fmt: skip


def _taken(walk: Walk, role: Role, before: int) -> int:
    return sum(len(t.places) for t in walk.taken_by(role, before))


def _short(telling: Telling, walk: Walk) -> Iterator[Finding]:
    """A player whose exchange is over with fewer taken in than he discarded: no take of his
    adversary's follows his last, and he mixed nothing with his discard after it (law 26's)."""
    for role in ("elder", "younger"):
        takes = walk.taken_by(role)
        if not takes:
            continue
        last = takes[-1]
        taken = last.before + len(last.places)
        later = [t for t in walk.takes if t.by != role and t.step > last.step]
        mixed = any(isinstance(s, Mix) and s.by == role and s.into == "discard"
                    for n, s in telling.numbered() if n > last.step)  # fmt: skip
        dealt = telling.cards[role].dealt  # dealt thirteen, he lays out one more (au cent 13)
        due = last.discarded - (len(dealt) - telling.edition.rules.deal.hand if dealt else 0)
        if taken < due and not later and not mixed:
            yield _found(telling, last.step, f"the {role} took in {taken} for {last.discarded} "
                         "discarded", stated(ShortHand, role, last.discarded, taken,
                                             telling.end()))


def _too_many_dealt(telling: Telling, walk: Walk) -> Iterator[Finding]:
    """A player dealt more than his due who took in as many as he discarded: he plays with
    more than the edition's hand (1882 laws 39 and 58; 1651 XII.1)."""
    hand = telling.edition.rules.deal.hand
    for role in ("elder", "younger"):
        dealt, takes = telling.cards[role].dealt, walk.taken_by(role)
        if dealt is None or len(dealt) <= hand or not takes:
            continue
        last = takes[-1]
        taken = last.before + len(last.places)
        if taken <= last.discarded and len(dealt) - last.discarded + taken > hand:
            yield _found(telling, last.step, f"the {role}, dealt {len(dealt)}, took in as "
                         f"many as he discarded", TooMany(role, len(dealt), last.discarded,
                                                          taken))  # fmt: skip


def _counted(telling: Telling, walk: Walk) -> Iterator[Finding]:
    """The stock counted and found to hold other than its due: the deal was wrong (1882 law
    11; au cent 3), found at the moment the telling shows, before or after the elder touched
    the stock or took up a card of it."""
    deal, pack = telling.edition.rules.deal, len(telling.edition.pack)
    for number, step in telling.numbered():
        if not isinstance(step, CountStock):
            continue
        stock = step.count_stock + sum(len(t.places) for t in walk.takes if t.step < number)
        elder = _dealt(telling, "elder", deal.hand)
        younger = _dealt(telling, "younger", pack - elder - stock)
        if (elder, younger, stock) == (deal.hand, deal.hand, deal.stock):
            continue
        took_up = bool(walk.taken_by("elder", number))
        touched = took_up or any(isinstance(s, Touch) and s.by == "elder"
                                 for n, s in telling.numbered() if n < number)  # fmt: skip
        yield _found(telling, number, f"the stock was counted: {step.count_stock} cards",
                     StockCounted(elder, younger, stock, touched, took_up))


def _dealt(telling: Telling, role: Role, otherwise: int) -> int:
    dealt = telling.cards[role].dealt
    return len(dealt) if dealt is not None else otherwise


def _no_discard(telling: Telling) -> Iterator[Finding]:
    """A player who says he takes nothing, or whose discard told is of no card at all (each
    is obliged to discard one at least: 1882 laws 21, 22; 1651 VI; Cotton 6; Miller)."""
    said = set()
    for number, step in telling.numbered():
        if isinstance(step, Announce) and step.announce == "takes" and step.count == 0:
            said.add(step.by)
            yield _found(telling, number, f"the {step.by} would take in nothing",
                         NoDiscard(step.by))
    for role in ROLES:
        discards = [(n, s) for n, s in telling.numbered() if isinstance(s, Discard)
                    and s.by == role]  # fmt: skip
        if role not in said and discards and not sum(_laid_out(s) for _, s in discards):
            yield _found(telling, discards[0][0], f"the {role} discarded nothing",
                         NoDiscard(role))


def _laid_out(step: Discard) -> int:
    """How many cards a discard told lays out."""
    told = step.discard
    if isinstance(told, int):
        return told
    return len(card_codes(told) if isinstance(told, str) else told)


def _permitted(telling: Telling, walk: Walk) -> Iterator[Finding]:
    """The step the telling ends on, when the laws allow it: what the dispute was about."""
    number = len(telling.steps)
    step = telling.steps[-1]
    take = next((t for t in walk.takes if t.step == number), None)
    if take is not None and whose(take, walk) is None and take.where != "out-of-order":
        left = take.by == "younger" and any(p < walk.share for p in take.places)
        what = "younger-left" if left else f"{take.by}-take"
        yield _found(telling, number, f"the {take.by} took in", Permitted(take.by, what))
    elif isinstance(step, Look) and step.look == "left" and step.by == "elder" and \
            walk.taken_by("elder", number):
        if not _younger_left(walk, number):
            yield _found(telling, number, "the elder looked at the cards he left",
                         Permitted("elder", "elder-look"))
        elif not any(f.step == number for f in _looks(telling, walk)):
            yield _found(telling, number, "the elder looked at the cards the younger left",
                         Permitted("elder", "elder-sees-left"))
    elif isinstance(step, Look) and step.look == "left" and step.by == "younger" and \
            _younger_left(walk, number) and not any(f.step == number
                                                    for f in _looks(telling, walk)):
        yield _found(telling, number, "the younger looked at the cards he left",
                     Permitted("younger", "younger-sees-left"))
    elif isinstance(step, Look) and step.look == "discard":
        yield _found(telling, number, f"the {step.by} looked at his own discard",
                     Permitted(step.by, "own-discard"))
    elif isinstance(step, ChangeDiscard) and not _fixed(telling, number, step.by) and \
            not (step.by == "younger" and _left_undeclared(walk)):  # law 32's, found above
        seven = step.by == "elder" and _seven_found(telling, number)
        yield _found(telling, number, f"the {step.by} altered his discard"
                     f"{', finding seven in the stock' if seven else ' before it was fixed'}",
                     Permitted(step.by, "alter-on-seven" if seven else "alter-discard"))


def _not_his(mix: Mix) -> bool:
    return (mix.by, mix.mix) in (("elder", "bottom"), ("elder", "left"), ("younger", "top"))


def _younger_left(walk: Walk, number: int) -> bool:
    """Whether the younger had taken in and left cards in the stock by step `number`."""
    youngers = walk.taken_by("younger", number)
    return bool(youngers) and youngers[-1].remaining > 0


def _looks(telling: Telling, walk: Walk) -> Iterator[Finding]:
    lead = telling.timeline.first_lead
    for number, step in telling.numbered():
        if not isinstance(step, Look):
            continue
        done = walk.at(number)
        named = (walk.named is not None and walk.named[0] < number) or \
            (lead is not None and lead < number)
        why = None
        if step.look == "stock" and done is not None and not done.discarded:
            why = "before-discard"
        elif step.look == "left" and _younger_left(walk, number):
            if step.by == "younger":
                played = telling.timeline.first_play
                why = None if named and (played is None or played > number) else "too-soon"
            else:
                seen = any(isinstance(s, Look) and s.by == "younger" and s.look == "left"
                           for n, s in telling.numbered() if n < number)  # fmt: skip
                why = None if named and seen else "too-soon"
        elif step.look == "adversary-discard" and not _entitled_to_discard(telling, number):
            why = "not-shown"
        if why is not None:
            played = telling.timeline.first_play
            declined = step.look == "left" and played is not None and played < number and \
                not any(isinstance(s, Look) and s.by == "younger" and s.look == "left"
                        for n, s in telling.numbered() if n < number)  # fmt: skip
            yield _found(telling, number, f"the {step.by} looked at {_look_words(step.look)}",
                         Looked(step.by, step.look, why, declined))


def _look_words(what: str) -> str:
    return {"left": "the cards left", "stock": "the stock",
            "adversary-discard": "his adversary's discard", "discard": "his discard"}[what]


def _entitled_to_discard(telling: Telling, number: int) -> bool:
    """1882 law 37: the elder, having led, sees the younger's discard with the cards left
    mixed into it unseen."""
    step = telling.steps[number - 1]
    lead = telling.timeline.first_lead
    mixed = any(isinstance(s, Mix) and s.by == "younger" and s.mix == "left" and
                s.into == "discard" and not s.shown for s in telling.steps[:number])
    return step.by == "elder" and mixed and lead is not None and lead < number


def _exposes(telling: Telling, walk: Walk) -> Iterator[Finding]:
    for done in walk.done:
        if not done.places:
            continue
        elders = [place for place in done.places if place < walk.share]
        took = walk.taken_by("elder", done.step)
        if done.by == "elder":
            adversary = any(place >= walk.share for place in done.places)
        else:
            adversary = bool(elders) and not took and not any(
                t.left_declared is not None for t in walk.takes if t.step < done.step)
        before = not done.discarded
        if done.places:
            whose_cards = "his adversary's" if adversary else "stock"
            yield _found(telling, done.step, f"the {done.by} exposed {whose_cards} cards",
                         Exposed(done.by, adversary, before))


def _named_suit(telling: Telling, walk: Walk) -> Iterator[Finding]:
    """1651 VI: the elder who names a suit must lead it; holding none, he leads the suit the
    younger appoints."""
    if walk.named is None:
        return
    number, suit_code = walk.named
    suit = Suit.parse(suit_code)
    hand = telling.cards["elder"].hand
    holds_none = hand is not None and not any(card.suit is suit for card in hand)
    first = next(((n, s) for n, s in telling.numbered()
                  if isinstance(s, Lead) and s.by == "elder" and n > number), None)
    led_other = first is not None and not holds_none and any(
        p.suit is not suit for p in _lead_cards(telling, first[0]))
    if holds_none or led_other:
        at = number if holds_none or first is None else first[0]
        words = (f"the elder named {suit.symbol}, holding none of it" if holds_none
                 else f"the elder named {suit.symbol} and led another suit")
        yield _found(telling, at, words, SuitNamed(suit_code, holds_none))


def _lead_cards(telling: Telling, number: int) -> list[Card]:
    walk = telling.walk
    found = next((p for p in walk.played if p.step == number), None) if walk else None
    return list(found.cards) if found else []


# --- ruling them ----------------------------------------------------------------------------


def _short_kind(ctx: Context[Any], incident: object) -> Ruling:
    """The step ruled by a short kind's own rules (its facts stated)."""
    return rule_case(Case(incident, None, moment=ctx.case.moment), ctx.edition)  # type: ignore[arg-type]


def _reckons_nothing(ctx: Context[StockTaken], cite: list[str], summary: str, why: str,
                     notes: tuple[str, ...] = ()) -> Ruling:  # fmt: skip
    player = ctx.incident.player
    return ctx.decide(
        Decision.PENALTY, [*cite, ctx.law("decline")], summary, why,
        penalties=[Penalty(player, Effect.RECKONS_NOTHING)],
        notes=[*notes, DECLINE.format(ctx.law("decline"))],
    )  # fmt: skip


@encodes("exchange:stock", {"portland-1882": {
    "bottom": "27", "elder-mixed": "28", "younger-mixed": "29", "more": "31",
    "elder-left": "33", "younger-left": "35", "decline": "44"}})
def stock_1882(ctx: Context[StockTaken]) -> Ruling:
    """1882 laws 27-35: a card of the adversary's part taken up (27) or mixed with the hand
    (28, 29); cards he himself left taken up with those he takes in (33, 35)."""
    taken = ctx.incident
    if taken.whose == "adversary":
        return _mixed_adversary(ctx) if taken.mixed else _took_adversary(ctx)
    if taken.whose == "left-undeclared":
        return _took_undeclared(ctx)
    if taken.player == "elder" and taken.mixed:
        return _mixed_adversary(ctx)  # 28: "any of the cards he ought to have left"
    law = ctx.law(f"{taken.player}-left")
    ruling = _reckons_nothing(
        ctx, [law], f"The {taken.player} can reckon nothing this deal (his adversary may "
        "waive it).",
        f"The {taken.player} took up, with the cards he took in, cards he had left "
        f"({taken.taken} taken for {taken.discarded} discarded): by law {law} 'he can reckon "
        "nothing that deal'.")
    return overriding(ruling, ctx, [ctx.law("more")])


def _took_adversary(ctx: Context[StockTaken]) -> Ruling:
    taken, law = ctx.incident, ctx.law("bottom")
    if taken.player == "younger":
        rule = ctx.edition.rules.younger_takes_stock
        if rule is not None and rule.penalty == "loses-game":
            return _loses_game(ctx, ctx.law("younger-mixed"), "took up")
    return _reckons_nothing(
        ctx, [law], f"The {taken.player} can reckon nothing this deal (his adversary may "
        "waive it).",
        f"The {taken.player} took up a card of his adversary's part of the stock "
        f"({taken.taken} taken for {taken.discarded} discarded): by law {law}, '"
        f"{CLAUSE_27[taken.player]}', 'he can reckon nothing that deal'.",
        notes=(f"Law {ctx.law('more')} (more taken in than discarded) speaks only of one who "
               "takes none of his adversary's cards from the stock: it does not apply.",))


# Law 27's two clauses, in its words: the elder's, and the younger's.
CLAUSE_27 = {"elder": "expose or take up any of the bottom three cards of the stock",
             "younger": "if the younger hand, when taking in, expose or take up any of the top "
                        "five cards of the stock"}  # fmt: skip
# Each is bound to discard one card, in each edition's words.
MUST_DISCARD = {"portland-1882": "He is obliged to discard one card",
                "royall-1651": "is necessarily to discard at least one Card",
                "cotton-1674": "obliged to discard one Card at least",
                "miller-sca": "Both players must discard and draw at least one card"}


def _loses_game(ctx: Context[StockTaken], law: str, did: str) -> Ruling:
    """Au cent 9 and 10 (by the edition's `elder_mixes_stock` and `younger_takes_stock`): the
    game lost, with no choice of a fresh deal; the law's own words quoted."""
    player = ctx.incident.player
    cards = "cards he ought to have left" if ctx.incident.whose == "own-left" else \
        "stock cards of his adversary's part"
    words = ctx.edition.cited(law).text.rstrip(". ")
    return ctx.decide(
        Decision.PENALTY, [law],
        f"The {player} loses the game.",
        f"The {player} {did} {cards}: by law {ctx.name(law)}, '{words}'.",
        penalties=[Penalty(player, Effect.LOSES_GAME)],
    )  # fmt: skip


# The clause of laws 28 and 29 that names the offence, as the 1882 text words it.
MIXED_WORDS = {
    "elder": "If the elder hand mix with his hand any of the bottom three cards of the stock",
    "younger": "If the younger hand mix with his hand any of the top five cards of the stock",
}


def _mixed_adversary(ctx: Context[StockTaken]) -> Ruling:
    """Laws 28 (the elder) and 29 (the younger): he reckons nothing, or the adversary, after
    looking at his cards, elects a fresh deal."""
    taken = ctx.incident
    law = ctx.law(f"{taken.player}-mixed")
    rule = ctx.edition.rules.elder_mixes_stock if taken.player == "elder" else \
        ctx.edition.rules.younger_takes_stock
    if rule is not None and rule.penalty == "loses-game":  # au cent 10: taking up is enough
        return _loses_game(ctx, law, "took up" if taken.player == "younger" else
                           "mixed with his hand")
    adversary = other(taken.player)
    return ctx.decide(
        Decision.OPTION, [law, ctx.law("bottom"), ctx.law("decline")],
        f"The {adversary} chooses: the {taken.player} reckons nothing this deal, or a fresh "
        "deal.",
        f"The {taken.player} mixed with his hand stock cards that were not his to take: by "
        f"law {law}, '{MIXED_WORDS[taken.player]}', he can reckon nothing that deal, or the "
        f"{adversary}, after looking at his cards, may elect to have a fresh deal. Law "
        f"{law} decides here, as the exception to law {ctx.law('bottom')} (taking them up).",
        options=Options(adversary, (Decision.PENALTY, Decision.FRESH_DEAL)),
        penalties=[Penalty(taken.player, Effect.RECKONS_NOTHING)],
        notes=[f"Law {law}: if the {adversary} stands the deal, he can only take as many of his "
               "cards as have not been mixed.", DECLINE.format(ctx.law("decline"))],
    )  # fmt: skip


def _took_undeclared(ctx: Context[StockTaken]) -> Ruling:
    taken, law = ctx.incident, ctx.law("younger-mixed")
    rule = ctx.edition.rules.younger_takes_stock
    if rule is not None and rule.penalty == "loses-game":  # au cent 10: no such exception
        return _loses_game(ctx, law, "took up")
    if taken.mixed:
        return _reckons_nothing(
            ctx, [law], "The younger can reckon nothing this deal (the elder may waive it).",
            "The younger took up cards the elder had left on the stock and mixed them with his "
            f"hand: by law {law} 'he incurs no penalty, unless he mix any of the cards taken up "
            "with his hand, when he can reckon nothing that deal'.")
    return ctx.decide(
        Decision.RECTIFY, [law],
        "No penalty: the cards the younger took up go back to the elder, whose they are.",
        "The elder had taken in some of his cards, the others remaining on the stock, and the "
        f"younger took up some of them: by law {law} 'he incurs no penalty, unless he mix any "
        "of the cards taken up with his hand'; he did not, and the cards are the elder's part "
        "of the stock.",
    )  # fmt: skip


@encodes("exchange:stock", {"royall-1651": {"take": "VI"}, "cotton-1674": {"take": "6"},
                            "miller-sca": {"take": "blanks"}})
def stock_surplus(ctx: Context[StockTaken]) -> Ruling:
    """1651, Cotton, Miller: the texts know only a surplus taken in (1651 XII.12 and XII.5,
    Cotton 18); cards not his taken up without a surplus are not spoken of."""
    taken = ctx.incident
    if taken.taken > taken.discarded:
        return _short_kind(ctx, stated(SurplusTakeIn, taken.player, taken.discarded, taken.taken,
                                  taken.mixed, taken.discovered))  # fmt: skip
    return ctx.silent([ctx.law("take")], "each takes in as many as he discards, the elder "
                      "first and the other after him; nothing is said of one who takes up "
                      "cards of the other's part.")


@encodes("exchange:order", {"portland-1882": {"order": "23"}})
def out_of_order_1882(ctx: Context[OutOfOrder]) -> Ruling:
    """1882 law 23: "In taking in, the cards must be taken in order from the top"."""
    law = ctx.law("order")
    return ctx.decide(
        Decision.RECTIFY, [law],
        f"The {ctx.incident.player} takes in again, in order from the top of the stock.",
        f"The {ctx.incident.player} took in out of order: by law {law} 'In taking in, the "
        "cards must be taken in order from the top of the stock'.",
    )  # fmt: skip


silent("exchange:order", "royall-1651", ["VI"],
       "the elder takes in of the eight, the younger the rest; nothing is said of the order.")
silent("exchange:order", "cotton-1674", ["6"],
       "the elder may take in eight of the twelve; nothing is said of the order.")
silent("exchange:order", "miller-sca", ["blanks"],
       "each may 'draw as many from the stock'; nothing is said of the order.")


@encodes("exchange:undeclared", {"portland-1882": {"declare": "32"}})
def undeclared_1882(ctx: Context[Undeclared]) -> Ruling:
    """1882 law 32 (au cent 11, by the edition's parameter): the elder who does not take all
    his cards must declare the number before taking up a card; if he fails, the younger, on
    touching the stock, may alter his discard and take in the cards left."""
    rule = ctx.edition.rules.leaving_declared
    law = rule.law if rule is not None else ctx.law("declare")
    return ctx.decide(
        Decision.RECTIFY, [law, ctx.law("declare")],
        "The younger may alter his discard and take in the cards the elder left.",
        f"The elder left {ctx.incident.left} without declaring it first: by law "
        f"{ctx.name(law)} he 'must declare the number he takes or leaves'; as he failed, the "
        "younger, finding on touching the stock more cards than his own, 'is entitled to "
        "alter his discard, and to take in the card or cards left' (law "
        f"{ctx.law('declare')}).",
    )  # fmt: skip


@encodes("exchange:undeclared", {"royall-1651": {"declare": "XII.11"}})
def undeclared_1651(ctx: Context[Undeclared]) -> Ruling:
    """1651 XII.11: the elder "ought to tell the other truly what number of Cards he intends
    to take in, and what to leave"; else the younger may "tell the rest"."""
    law = ctx.law("declare")
    return ctx.decide(
        Decision.RECTIFY, [law],
        "The younger may count the cards left in the stock.",
        f"The elder left {ctx.incident.left} without saying so: by law {law} 'the Senior hand "
        "ought to tell the other truly what number of Cards he intends to take in, and what to "
        "leave', failing which the younger may say 'you must give me leave to tell the rest'.",
    )  # fmt: skip


silent("exchange:undeclared", "cotton-1674", ["6"],
       "the elder 'may take in a less number'; nothing is said of declaring it.")
silent("exchange:undeclared", "miller-sca", ["blanks"],
       "the elder declares the number she discards only with a blank; nothing more is said.")


@encodes("exchange:altered", {"portland-1882": {"fixed": "24", "declare": "32"}})
def altered_1882(ctx: Context[Altered]) -> Ruling:
    """1882 law 32, the exception to law 24: the younger may alter his discard when the elder
    left cards unannounced."""
    fixed = ctx.edition.rules.discard_fixed
    general = fixed.law if fixed is not None else ctx.law("fixed")
    law = ctx.law("declare")
    ruling = ctx.decide(
        Decision.RECTIFY, [law, general],
        "The younger may alter his discard and take in the cards left.",
        "The elder had not declared the cards he left, and the younger, touching the stock, "
        f"found more than his own: by law {law} 'he is entitled to alter his discard, and to "
        "take in the card or cards left'.",
    )  # fmt: skip
    return overriding(ruling, ctx, [general])


@encodes("exchange:altered", {edition: {} for edition in EDITIONS if edition != "portland-1882"})
def altered_elsewhere(ctx: Context[Altered]) -> Ruling:
    """Without law 32's exception, a discard altered is a second discard."""
    return _short_kind(ctx, stated(SecondDiscard, ctx.incident.player))


@encodes("exchange:mixed-discard", {"portland-1882": {"mixed": "26", "fewer": "57"}})
def mixed_with_discard_1882(ctx: Context[MixedWithDiscard]) -> Ruling:
    """1882 law 26: mixing his hand, or a card he is entitled to take in, with his discard
    after taking up, he leaves it there and plays with fewer than twelve."""
    player, law = ctx.incident.player, ctx.law("mixed")
    return ctx.decide(
        Decision.PENALTY, [law],
        f"The {player} leaves the cards in his discard and plays with fewer than twelve; "
        "cards he cannot play to count as his adversary's tricks.",
        f"The {player}, having taken up a card of the stock, mixed cards ({ctx.incident.what}) "
        f"with his discard: by law {law} 'he must leave it with his discard. He must play with "
        "less than twelve cards, and his adversary counts as tricks all cards that cannot be "
        "played to'.",
        penalties=[Penalty(player, Effect.ADVERSARY_COUNTS_UNPLAYABLE)],
    )  # fmt: skip


@encodes("exchange:mixed-discard", {edition: {} for edition in EDITIONS
                                    if edition != "portland-1882"})  # fmt: skip
def mixed_with_discard_short(ctx: Context[MixedWithDiscard]) -> Ruling:
    """Without law 26, he plays with fewer cards than his due: the short kind `short-hand`
    (1651 XII.5)."""
    mixed = ctx.incident
    return _short_kind(ctx, stated(ShortHand, mixed.player, mixed.discarded, mixed.taken,
                                   mixed.discovered))


@encodes("exchange:left-mixed", {"portland-1882": {"see": "37"}})
def left_mixed_1882(ctx: Context[LeftMixedUnseen]) -> Ruling:
    """1882 law 37: the elder, after leading a card, may see the younger's discard and the
    cards left mixed with it."""
    law = ctx.law("see")
    return ctx.decide(
        Decision.RECTIFY, [law],
        "The elder, after leading a card, may see the younger's discard and the cards mixed "
        "with it.",
        f"The younger mixed the cards he left with his discard without showing them: by law "
        f"{law} the elder hand, after leading a card, 'is entitled to see his adversary's "
        "discard', and the cards mixed with it.",
    )  # fmt: skip


silent("exchange:left-mixed", "royall-1651", ["VI"],
       "the elder may see the cards the younger left, after the younger has seen them and "
       "once he has named his suit; nothing is said of cards left mixed with the discard.")
silent("exchange:left-mixed", "cotton-1674", ["6"],
       "nothing is said of the cards the younger leaves.")
silent("exchange:left-mixed", "miller-sca", ["blanks"],
       "nothing is said of the cards the younger leaves.")


@encodes("exchange:look", {"portland-1882": {"see": "36", "expose": "27", "discard": "37"}})
def look_1882(ctx: Context[Looked]) -> Ruling:
    """1882 law 36: the younger who leaves cards may see them once the elder has named his
    suit or led, before he plays a card; the elder, after the younger has, and after naming
    his suit or leading. Law 37: the younger's discard is seen only as it provides."""
    looked, law = ctx.incident, ctx.law("see")
    seen = ctx.edition.rules.left_cards_seen
    if looked.what == "left" and looked.declined and seen is not None and \
            seen.penalty == "exposed-and-suit-called":
        return _left_exposed(ctx, seen.law, law)
    if looked.what == "left":
        when = ("after the elder hand has named the suit he will first lead, or has led a card, "
                "and before laying a card himself") if looked.player == "younger" else \
            "if the younger hand elect to look at them ... after he has named the suit he " \
            "will first lead, or has led a card"
        return ctx.decide(
            Decision.REFUSED, [law],
            f"Refused: the {looked.player} may not look at the cards left then.",
            f"The {looked.player} looked at the cards the younger left: by law {law} he is "
            f"entitled to see them only {when}.",
        )  # fmt: skip
    if looked.what == "adversary-discard":
        return ctx.silent([ctx.law("discard")], "the elder sees the younger's discard after "
                          "leading a card only when the cards left were mixed with it unseen; "
                          "nothing is said of a discard looked at otherwise.")
    return ctx.silent([ctx.law("expose")], "a stock card of the adversary's part exposed costs "
                      "the right to reckon; nothing is said of the stock looked at before "
                      "discarding.")


def _left_exposed(ctx: Context[Looked], own: str, law: str) -> Ruling:
    """Au cent 12: cards the younger left and elected not to look at, looked at by either:
    they are exposed, and a suit may be called from the offender when next he leads."""
    looked = ctx.incident
    return ctx.decide(
        Decision.RECTIFY, [own, law],
        f"The cards left are exposed, and the {other(looked.player)} may call a suit from the "
        f"{looked.player} when next he has to lead.",
        f"The younger elected not to look at the cards he left (he played a card without "
        f"looking), and the {looked.player} then looked at them: by law {ctx.name(own)} 'they "
        "must be exposed, and a suit may be called from the offender when next he has to "
        f"lead'; law {law} says only that neither then has a right to see them.",
    )  # fmt: skip


@encodes("exchange:look", {"royall-1651": {"see": "VI", "examine": "XII.11"}})
def look_1651(ctx: Context[Looked]) -> Ruling:
    """1651 XII.11: neither may examine the cards he is to take in before discarding; VI: the
    elder sees the cards the younger left after the younger, having named his suit."""
    looked = ctx.incident
    if looked.what == "stock":
        law = ctx.law("examine")
        return ctx.decide(
            Decision.REFUSED, [law],
            f"Refused: the {looked.player} may not look at the stock before discarding.",
            f"The {looked.player} looked at the stock before discarding: by law {law} it is "
            "not 'allowed to either of them, before they have discarded, to examine the Cards "
            "which they are to take in'.",
        )  # fmt: skip
    law = ctx.law("see")
    if looked.what == "left" and looked.player == "elder":
        return ctx.decide(
            Decision.REFUSED, [law],
            "Refused: the elder sees the cards left only after the younger, having named his "
            "suit.",
            f"The elder looked at the cards the younger left: by law {law} the elder 'hath "
            "power to see them, after the other hath seen them; provided alwaies, that he first "
            "tell the other what Suit he intends to play'.",
        )  # fmt: skip
    if looked.what == "left":
        return ctx.decide(
            Decision.PLAY_ON, [law],
            "The younger may see the cards he left.",
            f"The younger looked at the cards he left: by law {law}, 'if he take not all of "
            "them in the Elder hand also hath power to see them, after the other hath seen "
            "them': the younger sees them first, and no time is set for it.",
        )  # fmt: skip
    return ctx.silent([law], "the cards left are seen by the younger, then by the elder "
                      "naming his suit; nothing is said of a discard looked at.")


silent("exchange:look", "cotton-1674", ["6", "20"],
       "the elder takes in, the other after him; nothing is said of looking at the cards.")
silent("exchange:look", "miller-sca", ["blanks"],
       "nothing is said of looking at the stock or the cards left.")


@encodes("exchange:expose", {"portland-1882": {"stock": "27", "decline": "44", "dealer": "13"}})
def expose_1882(ctx: Context[Exposed]) -> Ruling:
    """1882 law 27: the elder exposing any of the bottom three cards when taking in, or the
    younger any of the top five (not declared left), can reckon nothing that deal."""
    exposed, law = ctx.incident, ctx.law("stock")
    if not exposed.adversary:
        return ctx.decide(
            Decision.PLAY_ON, [law],
            "No penalty: the cards exposed were his own part of the stock, or cards left.",
            f"The {exposed.player} exposed stock cards that were his to take: law {law} "
            "penalises only the elder exposing any of the bottom three cards, and the younger "
            "any of the top five 'not being cards declared to be left by the elder hand'.",
        )  # fmt: skip
    decline = ctx.law("decline")
    return ctx.decide(
        Decision.PENALTY, [law, decline],
        f"The {exposed.player} can reckon nothing this deal (his adversary may waive it).",
        f"The {exposed.player} exposed a card of his adversary's part of the stock: by law "
        f"{law}, '{CLAUSE_27[exposed.player]}', 'he can reckon nothing that deal'.",
        penalties=[Penalty(exposed.player, Effect.RECKONS_NOTHING)],
        notes=[f"Law {ctx.law('dealer')} speaks of the dealer exposing a card while dealing; "
               f"a stock card exposed in the exchange is law {law}'s.",
               DECLINE.format(decline)],
    )  # fmt: skip


@encodes("exchange:expose", {"royall-1651": {"examine": "XII.11", "second": "XII.10"}})
def expose_1651(ctx: Context[Exposed]) -> Ruling:
    """1651 XII.11: the cards to be taken in are not to be spread or examined before
    discarding."""
    exposed = ctx.incident
    if exposed.before_discard and not exposed.adversary:
        law = ctx.law("examine")
        return ctx.decide(
            Decision.REFUSED, [law],
            f"Refused: the {exposed.player} may not spread the stock before discarding.",
            f"The {exposed.player} exposed stock cards before discarding: by law {law} it is "
            "not allowed 'before they have discarded, to examine the Cards which they are to "
            "take in, that is to say, to spread, or scatter them abroad'.",
        )  # fmt: skip
    return ctx.silent([ctx.law("second"), ctx.law("examine")], "a card known by its back "
                      "may not be taken in by a second discard, and the stock is not spread "
                      "before discarding; nothing is said of a card exposed afterwards.")


silent("exchange:expose", "cotton-1674", ["20"],
       "no man may discard twice; nothing is said of a stock card exposed.")
silent("exchange:expose", "miller-sca", ["blanks"],
       "nothing is said of a stock card exposed.")


@encodes("exchange:named-suit", {"royall-1651": {"named": "VI"}})
def named_suit_1651(ctx: Context[SuitNamed]) -> Ruling:
    """1651 VI: the elder who names his suit "is obliged to play the same suit"; holding none
    of it, "he is then bound to play such a suit as the other shall appoint him"."""
    law, named = ctx.law("named"), ctx.incident
    if named.holds_none:
        return ctx.decide(
            Decision.RECTIFY, [law],
            "The elder leads the suit the younger appoints.",
            f"The elder named {named.suit} to see the cards left, and held none of it: by law "
            f"{law} 'he is then bound to play such a suit as the other shall appoint him'.",
        )  # fmt: skip
    return ctx.decide(
        Decision.RECTIFY, [law],
        "The elder leads the suit he named.",
        f"The elder named {named.suit} and led another: by law {law} he 'is obliged to play "
        "the same suit, which he said he would play'.",
    )  # fmt: skip


silent("exchange:named-suit", "portland-1882", ["36"],
       "the elder names the suit he will first lead, to see the cards left; nothing is said of "
       "one who names a suit he does not hold, or leads another.")
silent("exchange:named-suit", "cotton-1674", ["6"],
       "nothing is said of naming a suit.")
silent("exchange:named-suit", "miller-sca", ["tricks"],
       "nothing is said of naming a suit.")


@encodes("exchange:changed", {"portland-1882": {}, "miller-sca": {}})
def changed_is_second_discard(ctx: Context[Changed]) -> Ruling:
    """1882 law 24: the discard cannot be altered once a stock card is taken up: the short
    kind `second-discard`."""
    return _short_kind(ctx, stated(SecondDiscard, ctx.incident.player))


@encodes("exchange:changed", {"royall-1651": {}, "cotton-1674": {}})
def changed_is_changing_cards(ctx: Context[Changed]) -> Ruling:
    """1651 XII.23, Cotton 24: one "found changing ... any of his Cards": the short kind
    `changing-cards`."""
    return _short_kind(ctx, stated(ChangingCards, ctx.incident.player))


@encodes("exchange:no-discard", {"portland-1882": {"elder": "21", "younger": "22"},
                                 "royall-1651": {"elder": "VI", "younger": "VI"},
                                 "cotton-1674": {"elder": "6", "younger": "6"},
                                 "miller-sca": {"elder": "blanks", "younger": "blanks"}})
def must_discard_one(ctx: Context[NoDiscard]) -> Ruling:
    """1882 laws 21, 22 (au cent 7, by the edition's parameter), 1651 VI, Cotton 6, Miller:
    each is obliged to discard one card at least."""
    player = ctx.incident.player
    law = ctx.law(player)
    minimum = ctx.edition.rules.younger_discard
    if player == "younger" and minimum is not None and minimum.minimum == 0:
        return ctx.decide(
            Decision.PLAY_ON, [minimum.law],
            "The younger need not discard.",
            f"The younger takes in nothing: by law {ctx.name(minimum.law)} he 'is not obliged "
            "to discard any card'.",
        )  # fmt: skip
    return ctx.decide(
        Decision.REFUSED, [law],
        f"Refused: the {player} must discard one card at least.",
        f"The {player} would take in nothing: by law {law}, '{MUST_DISCARD[ctx.edition.root.id]}'"
        ", however good his game.",
    )  # fmt: skip


@encodes("exchange:permitted", {
    "portland-1882": {"elder-take": "21", "younger-take": "22", "younger-left": "34",
                      "elder-look": "33", "elder-sees-left": "36", "younger-sees-left": "36",
                      "own-discard": "45", "alter-discard": "24", "alter-on-seven": "11"},
    "royall-1651": {"elder-take": "VI", "younger-take": "VI", "younger-left": "VI",
                    "elder-look": "VI", "elder-sees-left": "VI", "younger-sees-left": "VI"},
    "cotton-1674": {"elder-take": "6", "younger-take": "6", "younger-left": "6"},
    "miller-sca": {"elder-take": "blanks", "younger-take": "blanks", "younger-left": "blanks"}})
def permitted(ctx: Context[Permitted]) -> Ruling:
    """The step is one the laws allow: the elder's taking in (1882 21, 1651 VI, Cotton 6,
    Miller), the younger's, with the cards the elder left (34), the elder looking at the cards
    he left (33; 1651 VI), a player examining his own discard (45)."""
    done = ctx.incident
    if done.what not in ctx.laws:
        looked = {"own-discard": "a player looking at his own discard",
                  "alter-discard": "a discard altered before a card of the stock is taken up",
                  "alter-on-seven": "a discard altered on finding the stock short"
                  }.get(done.what, "looking at the cards left")
        return ctx.silent([ctx.law("elder-take")], "each may take fewer than he might; "
                          f"nothing is said of {looked}.")
    law, words = ctx.law(done.what), PERMITTED[done.what]
    cite = [law]
    fixed = ctx.edition.rules.discard_fixed
    if done.what == "alter-discard" and fixed is not None:
        law, cite = fixed.law, [fixed.law]
        if fixed.moment == "touches-the-stock":
            words = "altered his discard before touching the stock, after which alone it " \
                "cannot be altered"
    elif done.what == "alter-on-seven" and fixed is not None and fixed.law != law:
        cite.append(fixed.law)  # au cent 8 names law 11 among its exceptions
    return ctx.decide(
        Decision.PLAY_ON, cite,
        "Nothing irregular: the deal goes on as it stands.",
        f"The {done.player} {words}, as law {ctx.name(law)} allows.",
    )  # fmt: skip


PERMITTED = {"elder-take": "took in no more than he discarded, of his own part of the stock",
             "younger-take": "took in no more than he discarded, of the cards left to him",
             "younger-left": "took in the cards left in the stock, the elder's among them",
             "elder-look": "looked at the cards he left",
             "own-discard": "looked at his own discard, which he may examine at any time",
             "alter-discard": "altered his discard before taking up a card of the stock, "
                              "after which alone it cannot be altered",
             "alter-on-seven": "altered his discard, having found, in drawing the stock toward "
                               "him after discarding, that it contains but seven cards",
             "elder-sees-left": "looked at the cards the younger left, after the younger had "
                                "and once he had named his suit or led",
             "younger-sees-left": "looked at the cards he left, once the elder had named his "
                                  "suit or led, before playing a card"}


@encodes("exchange:too-many", {"portland-1882": {"unannounced": "39", "more": "58",
                                                "decline": "44"}})
def too_many_1882(ctx: Context[TooMany]) -> Ruling:
    """1882 law 39: taking up a stock card without announcing, he loses his option of a fresh
    deal and cannot alter his discard; law 58: playing with more than twelve, he can reckon
    nothing that deal."""
    many, law, more = ctx.incident, ctx.law("unannounced"), ctx.law("more")
    hand = many.dealt - many.discarded + many.taken
    return ctx.decide(
        Decision.PENALTY, [law, more, ctx.law("decline")],
        f"The {many.player} can reckon nothing this deal (his adversary may waive it).",
        f"The {many.player}, dealt {many.dealt}, took in {many.taken} for {many.discarded} "
        f"discarded and holds {hand}: by law {law}, having taken up a card of the stock "
        "without announcing the error, 'he loses his option of a fresh deal. He cannot alter "
        f"his discard'; and by law {more}, playing with more than twelve cards, 'he can reckon "
        "nothing that deal', though his cards are good to bar his adversary.",
        penalties=[Penalty(many.player, Effect.RECKONS_NOTHING)],
        notes=[DECLINE.format(ctx.law("decline"))],
    )  # fmt: skip


@encodes("exchange:too-many", {"royall-1651": {"dealt": "XII.1", "more": "XII.5",
                                              "penalty": "XII.4"}})
def too_many_1651(ctx: Context[TooMany]) -> Ruling:
    """1651 XII.1: dealt thirteen, he plays on only discarding one more than he takes in,
    with notice first given; who so observes not bears the penalty of those who take more
    cards than their due (XII.5, XII.4's)."""
    many, law, more = ctx.incident, ctx.law("dealt"), ctx.law("more")
    return ctx.decide(
        Decision.PENALTY, [law, more, ctx.law("penalty")],
        f"The {many.player} reckons nothing this deal; his adversary reckons all he holds.",
        f"The {many.player}, dealt {many.dealt}, took in {many.taken} for {many.discarded}: by "
        f"law {law} he should 'discard one Card more than he taketh in', with notice first "
        "given, 'which who so observes not, he is liable to the punishment hereafter Specified "
        f"for those that take more Cards than their due': law {more}, the penalty of a false "
        f"reckoning ({ctx.law('penalty')}).",
        penalties=false_reckoning_penalty(many.player),
        notes=[PENALTY_READING],
    )  # fmt: skip


@encodes("exchange:too-many", {"cotton-1674": {"dealt": "16"}})
def too_many_cotton(ctx: Context[TooMany]) -> Ruling:
    """Cotton 16: with more cards than his due, it lies in the elder's choice whether the deal
    is played out; taking in, he chose to play it out, and Cotton 18 is only for taking in
    more than he discards."""
    law = ctx.law("dealt")
    return ctx.decide(
        Decision.PLAY_ON, [law],
        "The deal is played out: by taking in, the elder chose to play it.",
        f"The {ctx.incident.player}, dealt {ctx.incident.dealt}, took in as many as he "
        f"discarded: by law {law} 'it lieth in the choice of the elder hand, whether he shall "
        "deal again or no, or whether it shall be played out'; by taking in he chose to play "
        "it out, and law 18 is only for one who takes in more than he discards.",
    )  # fmt: skip


silent("exchange:too-many", "miller-sca", ["deal"],
       "each player is dealt 12 cards; nothing is said of a player dealt more.")


# --- the stock counted and found wrong -------------------------------------------------------


@encodes("exchange:count", {"portland-1882": {"option": "11", "late": "39", "fixed": "24",
                                              "long-full": "40", "long-short": "41",
                                              "short-full": "42", "even-short": "43",
                                              "more": "58", "less": "57"}})
def counted_1882(ctx: Context[StockCounted]) -> Ruling:
    """1882 law 11: the elder's option of a fresh deal for a card too many or too few lasts
    until he takes up a card of the stock (au cent 3, by the edition's `elder_option`: until he
    touches it); while it lasts, or where the error is not one card of the elder's, the short
    kind `wrong-card-count` rules it, found in the exchange. Once it has ended, the deal
    stands (law 39; au cent 3)."""
    counted, due = ctx.incident, ctx.edition.rules.deal
    rule = ctx.edition.rules.elder_option
    option, ends = (rule.law, rule.ends) if rule is not None else \
        (ctx.law("option"), "takes-up-a-stock-card")
    ended = counted.took_up or (ends == "touches-the-stock" and counted.touched)
    surplus = sum(max(held - owed, 0) for held, owed in (
        (counted.elder, due.hand), (counted.younger, due.hand), (counted.stock, due.stock)))
    one_card = abs(counted.elder - due.hand) == 1 and surplus == 1 and \
        counted.stock <= due.stock and \
        counted.elder + counted.younger + counted.stock == len(ctx.edition.pack)
    if not ended or not one_card:
        return _short_kind(ctx, stated(WrongCardCount, counted.elder, counted.younger,
                                       counted.stock, "exchange"))
    return _option_ended(ctx, option)


def _option_ended(ctx: Context[StockCounted], option: str) -> Ruling:
    """The elder found his card too many or too few after his option ended: the deal stands,
    his discard is fixed, and he exchanges as the law for standing such a deal says."""
    counted, due = ctx.incident, ctx.edition.rules.deal
    long = counted.elder > due.hand
    stand = ctx.law("short-full" if not long else
                    "long-full" if counted.stock == due.stock else "long-short")
    fixed = ctx.edition.rules.discard_fixed
    fixed_law = fixed.law if fixed is not None else ctx.law("fixed")
    surplus = "many" if long else "few"
    counts = f"(elder {counted.elder}, younger {counted.younger}, stock {counted.stock})"
    after = "took up a card of the stock" if counted.took_up else "touched the stock"
    if counted.took_up:
        late = ctx.law("late")
        cite = ([] if option == ctx.law("option") else [option]) + [late, stand]
        by = (f"by law {late}, having taken up a card of the stock without announcing the "
              "error, 'he loses his option of a fresh deal. He cannot alter his discard,and he "
              "must leave at least three cards for the younger hand'")
    else:
        cite = [option, fixed_law, stand]
        by = (f"by law {ctx.name(option)} his option of a fresh deal was his only 'before "
              f"touching the stock', and by law {ctx.name(fixed_law)} 'After a player has "
              "touched the stock he cannot alter his discard'")
    extra = ctx.law("more" if long else "less")
    return ctx.decide(
        Decision.PLAY_ON, cite,
        f"The deal stands: the elder found his error only after he {after}.",
        f"The elder has a card too {surplus} {counts}, found when the stock was counted, after "
        f"he {after}: {by}. He exchanges as law {ctx.name(stand)} says for a deal so stood.",
        notes=[f"Law {extra}: if he plays with {'more' if long else 'fewer'} than "
               f"{due.hand} cards, " + ("he can reckon nothing that deal." if long else
                                       "his adversary counts as tricks all cards that cannot "
                                       "be played to.")],
    )  # fmt: skip


@encodes("exchange:count", {edition: {} for edition in EDITIONS if edition != "portland-1882"})
def counted_elsewhere(ctx: Context[StockCounted]) -> Ruling:
    """1651 XII.1, Cotton 16 and Miller know no moment of the exchange that ends the elder's
    choice: the short kind `wrong-card-count`, found in the exchange."""
    counted = ctx.incident
    return _short_kind(ctx, stated(WrongCardCount, counted.elder, counted.younger,
                                   counted.stock, "exchange"))
