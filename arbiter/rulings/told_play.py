"""The play told step by step, judged by each edition's laws (issue 15).

The walk (`arbiter.telling.telling`) pairs each card led with the card played to it, and knows who
was due to lead (the elder first, then the winner of each trick). From that:

- a lead out of turn: the short kind `lead-out-of-turn` (1882 59.III);
- several cards led at once: they stand as led (1882 59); too many played to them, the extra
  cards are retaken (59.II); a second card put down to a single card led is a card dropped
  (59.I, the short kind `card-played-in-error`);
- a card that does not follow suit, the player holding the suit: the short kind `revoke`
  (1882 59.IV; 1651 XII.6; Cotton 12), `holds_suit` saying whether he still held a card of
  the suit led when it came to light;
- cards thrown down together: they count in the order they touch the table (1651 XII.9),
  and stand as led (1882 59).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, NamedTuple

from arbiter.cards import Card
from arbiter.decisions import Decision
from arbiter.formats import Role, other
from arbiter.formats.play import CardPlayedInError, LeadOutOfTurn, Revoke
from arbiter.rulings.core import Context, Ruling, encodes, following, silent
from arbiter.rulings.findings import Finding, by_short_kind, stated

if TYPE_CHECKING:
    from arbiter.game.operations import Played
    from arbiter.telling.telling import Telling


class SeveralLed(NamedTuple):
    """Several cards led at once (`led`), and how many were played to them."""

    leader: Role
    led: int
    played: int

    @property
    def kind(self) -> str:
        return "play:several-led"


class ThrownDown(NamedTuple):
    """A player threw his cards down together."""

    player: Role
    cards: int

    @property
    def kind(self) -> str:
        return "play:thrown-down"


class Retaken(NamedTuple):
    """The leader asks to take back a card he led: one of `led` cards led at once, and
    whether his adversary had played to it (`answered`)."""

    leader: Role
    led: int
    answered: bool

    @property
    def kind(self) -> str:
        return "play:retake"


def retakes(telling: Telling) -> Iterator[Finding]:
    """Each card a leader asks to take back, and whether it had been played to: the cards
    played to several led answer them in order (Case XI: the sixth card played answers the
    sixth led)."""
    from arbiter.formats.told import Retake
    from arbiter.game.deal import card_list

    walk = telling.walk
    played = list(walk.played) if walk else []
    for number, step in telling.numbered():
        if not isinstance(step, Retake):
            continue
        lead = next(p for p in reversed(played) if p.step < number and p.action == "lead")
        answer = next((p for p in played if lead.step < p.step < number and p.action == "play"),
                      None)  # fmt: skip
        wanted = card_list(step.retake, telling.edition)
        place = max(lead.cards.index(card) for card in wanted) + 1
        answered = answer is not None and len(answer.cards) >= place
        words = (f"the {step.by} asked to take back {' '.join(map(str, wanted))} he led"
                 + (", already played to" if answered else ", not yet played to"))
        yield _found(telling, number, words, Retaken(step.by, len(lead.cards), answered))


def findings(telling: Telling) -> Iterator[Finding]:
    """Every irregular card led, played or thrown down, and every card led asked back."""
    yield from retakes(telling)
    walk = telling.walk
    if walk is None:
        return
    played = list(walk.played)
    for index, card in enumerate(played):
        following = played[index + 1] if index + 1 < len(played) else None
        if card.action == "lead":
            yield from _lead(telling, card, following)
        elif card.action == "play":
            yield from _play(telling, card)
        else:
            yield _found(telling, card.step, f"the {card.by} threw down {len(card.cards)} "
                         "cards together", ThrownDown(card.by, len(card.cards)))


def _found(telling: Telling, number: int, words: str, incident: object) -> Finding:
    return Finding(number, words, incident)


def _lead(telling: Telling, card: Played, following: Played | None) -> Iterator[Finding]:
    answered = following is not None and following.action == "play"
    if card.due is not None and card.by != card.due:
        yield _found(telling, card.step, f"the {card.by} led out of turn",
                     stated(LeadOutOfTurn, card.by, answered))
    if len(card.cards) > 1:
        count = len(following.cards) if answered and following else 0
        too_many = count > len(card.cards)  # more than one card to each card led
        yield _found(telling, following.step if answered and following and too_many
                     else card.step,
                     f"the {card.by} led {len(card.cards)} cards at once"
                     + (f", and {count} were played to them" if answered else ""),
                     SeveralLed(card.by, len(card.cards), count))


def _play(telling: Telling, card: Played) -> Iterator[Finding]:
    if len(card.led) == 1 and len(card.cards) > 1:
        yield _found(telling, card.step, f"the {card.by} put down {len(card.cards)} cards to "
                     "one led", stated(CardPlayedInError, card.by, True))
    if _renounces(telling, card):
        words = f"the {card.by} did not follow suit, holding it"
        holds = _holds_suit_at_end(telling, card)
        yield _found(telling, card.step, words + ("" if holds else "; none of it is left in "
                                                   "his hand"),
                     stated(Revoke, card.by, telling.end(), holds))


def _renounces(telling: Telling, card: Played) -> bool:
    """He played another suit while his hand still held the suit led."""
    hand = telling.cards[card.by].hand
    if hand is None or len(card.led) != 1:
        return False
    suit = card.led[0].suit
    if all(played.suit is suit for played in card.cards):
        return False
    gone = _played_before(telling, card.by, card.step)
    held = [held for held in hand if held.suit is suit and held not in gone
            and held not in card.cards]  # fmt: skip
    from arbiter.telling.told_partly import still_held

    return still_held(telling, card.step, held)


def _holds_suit_at_end(telling: Telling, card: Played) -> bool:
    """Whether, when the renounce came to light (the last step told), he still held a card of
    the suit led, to take his card up and follow suit with."""
    hand = telling.cards[card.by].hand or frozenset()
    gone = _played_before(telling, card.by, len(telling.steps) + 1)
    suit = card.led[0].suit
    return any(held.suit is suit and held not in gone for held in hand)


def _played_before(telling: Telling, role: Role, number: int) -> set[Card]:
    """The cards he played before step `number`: as told, and those known played in tricks
    not told."""
    from arbiter.telling.told_partly import played_untold

    walk = telling.walk
    told = {c for p in (walk.played if walk else ()) if p.by == role and p.step < number
            for c in p.cards}  # fmt: skip
    return told | played_untold(telling, number)


# --- ruling them ----------------------------------------------------------------------------


@encodes("play:several-led", {"portland-1882": {"led": "59", "extra": "59.II"}})
def several_led_1882(ctx: Context[SeveralLed]) -> Ruling:
    """1882 law 59.II: cards led consecutively without waiting, and too many played to them:
    the extra are retaken, and cards played after in error are played over; law 59: a card
    once led cannot be taken up."""
    led = ctx.incident
    follower = other(led.leader)
    if led.played > led.led:
        law = ctx.law("extra")
        return ctx.decide(
            Decision.RECTIFY, [law, ctx.law("led")],
            f"The {follower} takes back the extra cards; cards played after are played over.",
            f"The {led.leader} led {led.led} cards without waiting, and the {follower} played "
            f"{led.played} to them: by law {law} 'he may, on discovery of the error, retake the "
            "extra card or cards. All cards subsequently played in error must be taken up and "
            f"played over again'. Law {law} decides here, as an exception to law "
            f"{ctx.law('led')}.",
            notes=["Cavendish, Case X: the law sets no time; found at the end of the hand, "
                   "when the follower has seen all the cards, the hand is still played over "
                   "again, and the leader's warning of how many to play changes nothing."],
            follows=["X"],
        )  # fmt: skip
    law = ctx.law("led")
    return ctx.decide(
        Decision.PLAY_ON, [law],
        f"The cards the {led.leader} led stand as led.",
        f"The {led.leader} led {led.led} cards at once: by law {law} a card once led or played "
        "cannot be taken up, and none of its exceptions is the leader's.",
    )  # fmt: skip


# A card once played is not recalled, in the words of 1651 XII.6 and Cotton 12; the one
# exception, in the words of 1651 X.1 and Cotton 12.
NOT_RECALLED = {"royall-1651": "any Card, that is once out of the hand, and downe upon the "
                               "board, cannot at all be recalled",
                "cotton-1674": "A Card once play'd must not be recalled"}  # fmt: skip


@encodes("play:several-led", {"royall-1651": {"down": "XII.6"},
                              "cotton-1674": {"down": "12"}})
def several_led_down(ctx: Context[SeveralLed]) -> Ruling:
    """1651 XII.6, Cotton 12: a card once down upon the board cannot be recalled."""
    led, law = ctx.incident, ctx.law("down")
    if led.played > led.led:
        return ctx.decide(
            Decision.REFUSED, [law],
            f"Refused: the {other(led.leader)} may not take back the extra card.",
            f"The {led.leader} led {led.led} cards at once and {led.played} were played to "
            f"them: the text has no law on several cards led, and by law {law} "
            f"'{NOT_RECALLED[ctx.edition.root.id]}', the renounce excepted, which this is not.",
        )  # fmt: skip
    return ctx.decide(
        Decision.PLAY_ON, [law],
        "The cards stand as put down.",
        f"The {led.leader} led {led.led} cards at once ({led.played} played to them): by law "
        f"{law} '{NOT_RECALLED[ctx.edition.root.id]}', save to follow suit.",
    )  # fmt: skip


@encodes("play:retake", {"portland-1882": {"led": "59"}})
def retake_1882(ctx: Context[Retaken]) -> Ruling:
    """1882 law 59: a card once led cannot be taken up (`card-played-in-error`'s law); as
    Case XI reads it of several cards led at once, the leader may take one back until his
    adversary has played to it, the exception to that law."""
    retaken, law = ctx.incident, ctx.law("led")
    if retaken.led > 1 and not retaken.answered:
        return ctx.decide(
            Decision.RECTIFY, [law],
            f"The {retaken.leader} may take back the card and lead the one he meant.",
            f"Of {retaken.led} cards led at once, the {other(retaken.leader)} had not yet played "
            "to the one asked back: it may be taken back and another led in its place.",
            notes=["Cavendish's decision goes beyond law 59's bare words ('A card once led or "
                   "played cannot … taken up'): of several led, a card not yet played to may "
                   "be rectified (Case XI)."],
            follows=["XI"],
        )  # fmt: skip
    return following(once_led(ctx), ctx.edition, ["XI"] if retaken.led > 1 else [])


@encodes("play:retake", {"royall-1651": {}, "cotton-1674": {}})
def retake_down(ctx: Context[Retaken]) -> Ruling:
    """1651 XII.6, Cotton 12: a card once down upon the board cannot be recalled."""
    return once_led(ctx)


def once_led(ctx: Context[Retaken]) -> Ruling:
    """A card led and asked back is a card played in error (`card-played-in-error`): 1651
    XII.6, Cotton 12, 1882 law 59, each edition's law where that kind's rule names it."""
    return by_short_kind(ctx, stated(CardPlayedInError, ctx.incident.leader, False))


silent("play:retake", "miller-sca", ["tricks"],
       "the elder leads a card and the younger plays another; nothing is said of taking one back.")
silent("play:several-led", "miller-sca", ["tricks"],
       "the elder leads a card and the younger plays another; nothing is said of several led.")


@encodes("play:thrown-down", {"portland-1882": {"led": "59"}})
def thrown_down_1882(ctx: Context[ThrownDown]) -> Ruling:
    """1882 law 59: cards once led or played cannot be taken up: thrown down together, they
    stand as led."""
    law = ctx.law("led")
    return ctx.decide(
        Decision.PLAY_ON, [law],
        "The cards thrown down stand as led.",
        f"The {ctx.incident.player} threw down {ctx.incident.cards} cards together: by law "
        f"{law} a card once led or played cannot be taken up, save as the law provides; they "
        "stand as led.",
    )  # fmt: skip


@encodes("play:thrown-down", {"royall-1651": {"together": "XII.9"}})
def thrown_down_1651(ctx: Context[ThrownDown]) -> Ruling:
    """1651 XII.9: cards thrown down all at once count in the order they touch the table."""
    law = ctx.law("together")
    return ctx.decide(
        Decision.PLAY_ON, [law],
        "The cards count in the order they touched the table.",
        f"The {ctx.incident.player} threw down his cards all at once: by law {law} 'those Cards "
        "which first touch the Table, are to be supposed the first playd', and the other may "
        "take or leave them as his own cards are bigger or lesser.",
    )  # fmt: skip


@encodes("play:thrown-down", {"cotton-1674": {"played": "12", "thrown-up": "19"}})
def thrown_down_cotton(ctx: Context[ThrownDown]) -> Ruling:
    """Cotton 12: "A Card once play'd must not be recalled": cards thrown down to be played
    stand (law 19 is for cards thrown up as lost, and mingled)."""
    law = ctx.law("played")
    return ctx.decide(
        Decision.PLAY_ON, [law],
        "The cards thrown down stand as played.",
        f"The {ctx.incident.player} threw down {ctx.incident.cards} cards together: by law "
        f"{law} 'A Card once play'd must not be recalled'.",
        notes=[f"Law {ctx.law('thrown-up')} is for cards thrown up as lost and mingled with "
               "the others; these were thrown down to be played."],
    )  # fmt: skip
silent("play:thrown-down", "miller-sca", ["tricks"],
       "the tricks are played until all cards are played; nothing is said of cards thrown "
       "down together.")

