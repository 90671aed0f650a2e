"""The exchange told step by step: what its steps show, found irregular or not (issue 15).

The walk (`arbiter.telling.telling`) knows where each card taken up sat in the stock: the elder's
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

What was seen (looks, exposed cards, a suit named) is found in `told_exchange_seen`. What they
show is recorded in `told_exchange_records`; each finding is ruled by each
edition's laws in `told_exchange_laws` (the stock taken in) and `told_discard_laws` (the
discard and the cards left), imported here so that their rulings register wherever the
exchange's steps are found or every rule is asked for.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from arbiter.cards import card_codes
from arbiter.formats import ROLES, Role
from arbiter.formats.exchange import SecondDiscard, SurplusTakeIn
from arbiter.formats.play import ChangingCards
from arbiter.formats.told import (
    Announce,
    ChangeDiscard,
    CountStock,
    Discard,
    Look,
    Mix,
    TakeBack,
    Touch,
)
from arbiter.rulings import (  # noqa: F401 - register the steps' rulings
    told_discard_laws,
    told_exchange_laws,
)
from arbiter.rulings.findings import Finding, stated
from arbiter.rulings.told_exchange_mixed import STOCK, mixed_in, out_of_order
from arbiter.rulings.told_exchange_records import (
    Altered,
    Changed,
    LeftMixedUnseen,
    MixedWithDiscard,
    NoDiscard,
    OutOfOrder,
    Permitted,
    StockCounted,
    StockTaken,
    TooMany,
    Undeclared,
)
from arbiter.rulings.told_exchange_seen import exposes, looks, named_suit, younger_left
from arbiter.rulings.told_short_hand import short_hands

if TYPE_CHECKING:
    from arbiter.game.operations import Taken, Walk
    from arbiter.telling.telling import Telling


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
    yield from looks(telling, walk)
    yield from exposes(telling, walk)
    yield from named_suit(telling, walk)
    yield from short_hands(telling, walk)
    yield from _too_many_dealt(telling, walk)
    yield from _counted(telling, walk)
    yield from _no_discard(telling)
    yield from _permitted(telling, walk)


def _found(telling: Telling, number: int, words: str, incident: object) -> Finding:
    return Finding(number, words, incident)


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
        if out_of_order(take, walk):
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
        yield _found(telling, at, words + _whose_words(found),
                     _taken_up(telling, take, found, mixed is not None))


def _taken_up(telling: Telling, take: Taken, found: str, mixed: bool) -> object:
    """Cards taken up that were not his (`whose`): a plain surplus is the short kind's."""
    taken = take.before + len(take.places)
    if found == "surplus":
        return stated(SurplusTakeIn, take.by, take.discarded, taken, mixed, telling.end())
    return StockTaken(take.by, found, take.discarded, taken, mixed, telling.end())


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
        if _discard_retaken(step) and done is not None and done.took_up:  # Case XXI
            yield _found(telling, number, f"the {step.by} mixed his discard with his hand "
                         "after taking up", stated(ChangingCards, step.by))
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


def _discard_retaken(step: object) -> bool:
    """His discard mixed back into his hand: taken back, as `take_back` says it (1882 law 25
    and Case XXI: "mixes his discard with his hand ... and then retaken his discard")."""
    return isinstance(step, Mix) and step.mix == "discard" and step.into == "hand"


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
        elif step.mix in STOCK:
            take = mixed_in(walk, number, step)
            found = whose(take, walk)
            if found is not None:
                yield _found(telling, number, f"the {step.by} mixed stock cards ({step.mix}) "
                             f"with his hand, not taken in{_whose_words(found)}",
                             _taken_up(telling, take, found, True))


def _taken(walk: Walk, role: Role, before: int) -> int:
    return sum(len(t.places) for t in walk.taken_by(role, before))


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
    if take is not None and whose(take, walk) is None and not out_of_order(take, walk):
        left = take.by == "younger" and any(p < walk.share for p in take.places)
        what = "younger-left" if left else f"{take.by}-take"
        yield _found(telling, number, f"the {take.by} took in", Permitted(take.by, what))
    elif isinstance(step, Look) and step.look == "left" and step.by == "elder" and \
            walk.taken_by("elder", number):
        if not younger_left(walk, number):
            yield _found(telling, number, "the elder looked at the cards he left",
                         Permitted("elder", "elder-look"))
        elif not any(f.step == number for f in looks(telling, walk)):
            yield _found(telling, number, "the elder looked at the cards the younger left",
                         Permitted("elder", "elder-sees-left"))
    elif isinstance(step, Look) and step.look == "left" and step.by == "younger" and \
            younger_left(walk, number) and not any(f.step == number
                                                    for f in looks(telling, walk)):
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
