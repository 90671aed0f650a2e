"""The exchange told step by step: what was seen (issue 15): cards looked at (1882 law 36;
1651 VI and XII.11), stock cards exposed (27), and the suit the elder named (1651 VI); with
when the younger's cards left may be seen (37). `told_exchange` finds the rest.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from arbiter.cards import Card, Suit
from arbiter.formats.told import Lead, Look, Mix
from arbiter.rulings.findings import Finding
from arbiter.rulings.told_exchange_records import Exposed, Looked, SuitNamed

if TYPE_CHECKING:
    from arbiter.game.operations import Walk
    from arbiter.telling.telling import Telling


def younger_left(walk: Walk, number: int) -> bool:
    """Whether the younger had taken in and left cards in the stock by step `number`."""
    youngers = walk.taken_by("younger", number)
    return bool(youngers) and youngers[-1].remaining > 0


def looks(telling: Telling, walk: Walk) -> Iterator[Finding]:
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
        elif step.look == "left" and younger_left(walk, number):
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
            yield Finding(number, f"the {step.by} looked at {_look_words(step.look)}",
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


def exposes(telling: Telling, walk: Walk) -> Iterator[Finding]:
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
            yield Finding(done.step, f"the {done.by} exposed {whose_cards} cards",
                         Exposed(done.by, adversary, before))


def named_suit(telling: Telling, walk: Walk) -> Iterator[Finding]:
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
        yield Finding(at, words, SuitNamed(suit_code, holds_none))


def _lead_cards(telling: Telling, number: int) -> list[Card]:
    walk = telling.walk
    found = next((p for p in walk.played if p.step == number), None) if walk else None
    return list(found.cards) if found else []
