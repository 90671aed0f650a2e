"""A short hand told step by step (1882 laws 30, 34, 57, Case XIII; 1651 XII.5): a player whose
exchange is over with fewer taken in than he discarded. The telling states the short kind's
facts from its steps, and the short kind `short-hand` rules it:

- `card_left`: the cards he did not take lie in the stock, unless a step mixed them with his
  discard after his last take (`mixed`; Case XIII: he takes up the card left only if "not
  having been mixed with his discard");
- `announced`: before his last take, he said he leaves one or more, or takes fewer than he
  discarded;
- `renounced`: since, a card of the suit of a card left was led and he played another suit to
  it (Case XIII: "If he has renounced, Law 59, par. IV., comes into operation"); known only
  where the cards left are (both hands as dealt, and the cards each take named).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from arbiter.cards import Card, Suit, card_codes
from arbiter.formats import Role
from arbiter.formats.exchange import ShortHand
from arbiter.formats.told import Announce, Mix, Take
from arbiter.rulings.findings import Finding, stated

if TYPE_CHECKING:
    from arbiter.game.operations import Taken, Walk
    from arbiter.telling.telling import Telling


def short_hands(telling: Telling, walk: Walk) -> Iterator[Finding]:
    """Each player who took in fewer than he discarded, no take of his adversary's following
    his last (which would take up what he left)."""
    for role in ("elder", "younger"):
        takes = walk.taken_by(role)
        if not takes:
            continue
        last = takes[-1]
        taken = last.before + len(last.places)
        later = [t for t in walk.takes if t.by != role and t.step > last.step]
        dealt = telling.cards[role].dealt  # dealt thirteen, he lays out one more (au cent 13)
        due = last.discarded - (len(dealt) - telling.edition.rules.deal.hand if dealt else 0)
        if taken < due and not later:
            left = "mixed" if _left_mixed(telling, role, last) else "stock"
            yield Finding(last.step, f"the {role} took in {taken} for {last.discarded} "
                          "discarded", stated(ShortHand, role, last.discarded, taken,
                                              telling.end(), left,
                                              _said_he_leaves(telling, role, last),
                                              _renounced(telling, walk, role, last)))


def _left_mixed(telling: Telling, role: Role, last: Taken) -> bool:
    """Whether a step after his last take mixed stock cards (those he left) with his discard."""
    return any(isinstance(step, Mix) and step.by == role and step.into == "discard" and
               step.mix in ("left", "top", "bottom")
               for number, step in telling.numbered() if number > last.step)  # fmt: skip


def _said_he_leaves(telling: Telling, role: Role, last: Taken) -> bool:
    """Case XIII's 'announced that he will leave a card': before his last take, he said he
    leaves one or more ("leaves 1"), or that he takes fewer than he discarded ("takes 2" for
    three laid out)."""
    return any(isinstance(step, Announce) and step.by == role and step.count is not None
               and ((step.announce == "leaves" and step.count > 0)
                    or (step.announce == "takes" and step.count < last.discarded))
               for number, step in telling.numbered() if number <= last.step)  # fmt: skip


def _renounced(telling: Telling, walk: Walk, role: Role, last: Taken) -> bool:
    """Whether, after his last take, he played another suit to a card led of the suit of a
    card he left (known only where the cards left are known)."""
    left = _cards_left(telling)
    if not left:
        return False
    suits = {card.suit for card in left}
    return any(played.by == role and played.step > last.step and played.action == "play" and
               _renounces(played.led, played.cards, suits) for played in walk.played)


def _renounces(led: tuple[Card, ...], cards: tuple[Card, ...], suits: set[Suit]) -> bool:
    return bool(led) and led[0].suit in suits and any(card.suit is not led[0].suit
                                                      for card in cards)


def _cards_left(telling: Telling) -> set[Card]:
    """The stock's cards no take took up: the pack less both hands as dealt and the cards each
    take named; empty where a hand as dealt or a take's cards are not told."""
    elder, younger = telling.cards["elder"].dealt, telling.cards["younger"].dealt
    if elder is None or younger is None:
        return set()
    stock = set(telling.edition.pack) - elder - younger
    for step in telling.steps:
        if isinstance(step, Take):
            if isinstance(step.take, int) or step.take == "all":
                return set()
            codes = card_codes(step.take) if isinstance(step.take, str) else step.take
            stock -= {Card.parse(code) for code in codes}
    return stock
