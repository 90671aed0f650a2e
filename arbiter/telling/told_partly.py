"""A player's hand told in part (SPEC "Facts the players do not know": "cards a player held or
did not hold (not his whole hand)"): `held` and `not_held` beside his discard.

A call is judged against what is known. Where the known cards decide it (two queens held, the
third in his discard and the fourth not held: a trio over-called), it is decided; where they
do not, each card that could decide it is a fact not known (`("elder", "holds", "QD")`,
true or false), and the ruling that turns on it is `depends`, its branches found by
`arbiter.unknown` as for any fact written `unknown`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from arbiter.cards import Card
from arbiter.errors import ImpossibleError, Where, dotted
from arbiter.files.yamlio import Document, FieldPath
from arbiter.formats.told import PlayerCards
from arbiter.game.deal import card_list
from arbiter.game.holdings import SET_RANKS
from arbiter.lawbook.editions import Edition
from arbiter.telling.unknown import FactUnknown

# The telling's own types (`telling.Cards`, `Claim`, `CallTruth`) are `Any` here: the
# telling reads its hands through this module, which so imports no telling.
Cards = Any

# The most cards tried one by one for a call (a point in a suit of eight, half unknown, is
# sixteen ways); beyond, the call is not judged from the cards, as when no card is given.
MOST_TRIED = 6


def partly(cards: Cards, given: PlayerCards, edition: Edition, document: Document | None,
           path: FieldPath) -> Any:  # fmt: skip
    """His cards with those he is known to have held, or not held, read and checked: a card
    both held and not held, or held and discarded, is bad input; so is more held than a hand
    holds, and a part beside the whole hand."""
    if cards.hand is not None:
        raise _bad(document, (*path, "held" if given.held is not None else "not_held"),
                   "his whole hand is given", "say the cards he held only when his hand is "
                   "not known")
    held = _read(given.held, edition, document, (*path, "held"))
    not_held = _read(given.not_held, edition, document, (*path, "not_held"))
    for index, card in enumerate(not_held):
        if card in held:
            raise _bad(document, _at(given.not_held, (*path, "not_held"), index),
                       f"{card} is both held and not held")
    for index, card in enumerate(held):
        if card in (cards.discard or ()):
            raise _bad(document, _at(given.held, (*path, "held"), index),
                       f"{card} is both held and discarded")
    due = edition.rules.deal.hand
    if len(held) > due:
        raise _bad(document, (*path, "held"), f"{len(held)} cards held: a hand holds {due} "
                   "after the exchange")
    role = path[-1] if path and path[-1] in ("elder", "younger") else None
    return cards._replace(held=frozenset(held), not_held=frozenset(not_held),
                          role=role)


def judge_partly(claim: Any, mine: Cards, theirs: Cards, edition: Edition, first: bool,
                 judge: Callable[..., Any]) -> Any:  # fmt: skip
    """A call against a hand told in part: as judged on the cards he held and on those with
    every card that bears on it and that he may have held, when both agree; else the first
    such card is a fact not known (FactUnknown, with its values true and false)."""
    open_cards = _bearing(claim, mine, theirs, edition)
    least = judge(claim, _known(mine, mine.held), theirs, edition, first)
    if not open_cards:
        return least
    most = judge(claim, _known(mine, mine.held | set(open_cards)), theirs, edition, first)
    if least.truth == most.truth:
        agreed = least.good_against_the_cards == most.good_against_the_cards
        return least if agreed else least._replace(good_against_the_cards=None)
    if len(open_cards) > MOST_TRIED or mine.role is None:
        return least._replace(truth="unknown", good_against_the_cards=None, best=None)
    raise FactUnknown((mine.role, "holds", str(open_cards[0])), (True, False))


def _bearing(claim: Any, mine: Cards, theirs: Cards, edition: Edition) -> list[Card]:
    """The cards not known either way that bear on the call: of its rank (a set), of its
    suit (a point or sequence), in the pack's order."""
    known = mine.held | mine.not_held | (mine.discard or frozenset()) | theirs.seen
    ranks = [claim.rank] if claim.rank is not None else SET_RANKS
    return [card for card in edition.pack if card not in known and (
        card.rank in ranks if claim.what in ("quatorze", "trio")
        else claim.suit is None or card.suit is claim.suit)]


def _known(mine: Cards, hand: frozenset[Card] | set[Card]) -> Cards:
    """His cards as a hand of `hand` (the judging of a call reads the hand only)."""
    return mine._replace(hand=frozenset(hand), held=frozenset(), not_held=frozenset())


def _read(value: list[str] | str | None, edition: Edition, document: Document | None,
          path: FieldPath) -> list[Card]:  # fmt: skip
    return [] if value is None else card_list(value, edition, document, path)


def _at(value: list[str] | str | None, path: FieldPath, index: int) -> FieldPath:
    """A card's place: its index in a list, the field for cards written as one string."""
    return (*path, index) if isinstance(value, list) else path


def _bad(document: Document | None, path: FieldPath, message: str,
         hint: str | None = None) -> ImpossibleError:  # fmt: skip
    where = document.where(path) if document is not None else Where(path=dotted(path))
    return ImpossibleError(message, where, hint)



# --- "all the cards left" -----------------------------------------------------------------


def all_left(walker: Any, number: int, step: Any) -> int:
    """How many cards a take of "all the cards left" was, from the edition's stock and the
    steps so far (the walker's `DealState`): the elder's, what is left of his part (\"the elder
    took all five\"); the younger's, all the stock holds once the elder has taken, or the cards
    the elder left. Where the elder's take is not told, the younger's count is a fact not known:
    what the elder may have left him, from the stock less the elder's part to the stock less
    one."""
    state = walker.state
    stock, share, elder = state.stock, state.share, state.players["elder"]
    left = getattr(step, "left", None)  # the count tried for a take not known (AllLeft)
    if left is not None:
        return _left_to_younger(state, left)
    if step.by == "elder":
        places = [place for place in stock if place < share]
    elif step.where == "left" or elder.taken:
        places = [place for place in stock if place < share or step.where != "left"]
    else:  # he took at most his part, and at most his discard if it is told
        size, most = state.stock_size, min(share, elder.discarded or share)
        raise FactUnknown(("steps", number - 1, "take"),
                          tuple(range(size - most, size)))  # fmt: skip
    if not places:
        whose = "of his part of the stock " if step.by == "elder" else ""
        raise walker.bad(number, f"the {step.by} takes all the cards left {whose}but none "
                         "are left", "say how many he took", at=("take",))
    return len(places)


def _left_to_younger(state: Any, left: int) -> int:
    """The younger took all the `left` cards left him: the elder, whose take is not told, took
    the rest from the top (as many as he discarded, where his discard is not told either)."""
    took, elder = state.stock_size - left, state.players["elder"]
    state.stock = [place for place in state.stock if place >= took]
    elder.taken = took
    elder.discarded = elder.discarded or took
    return left


# --- tricks played and not told ------------------------------------------------------------


def untold_tricks(walker: Any, number: int, step: Any) -> None:
    """Tricks played that are not told (the state's `untold`): led by the player due to lead
    (if it can be followed), no more than a hand can play, the cards known played in them each
    once and not more than they hold. After them the play goes on at the next trick, who is
    due to lead not known."""
    state = walker.state
    found = {irregular.what: irregular for irregular in state.copy().untold(
        step.by, step.tricks, (), number).irregular}
    if "lead-pending" in found:
        raise walker.bad(number, f"tricks are played while the {state.led}'s lead awaits a "
                         "card played")
    if "not-due" in found:
        raise walker.bad(number, f"the {step.by} leads the first of them, but the {state.due} "
                         "was due to lead", at=("by",))
    if "tricks-past-hand" in found:
        hand = state.edition.rules.deal.hand
        raise walker.bad(number, f"{found['tricks-past-hand'].size} tricks: a hand of {hand} "
                         f"plays {hand}", at=("tricks",))
    cards = () if step.cards is None else walker.cards_of(number, step.cards, "cards")
    op = state.untold(step.by, step.tricks, cards, number)
    if any(irregular.what == "past-tricks" for irregular in op.irregular):
        tricks = f"{step.tricks} trick{'s' if step.tricks > 1 else ''}"
        raise walker.bad(number, f"{len(cards)} cards played in {tricks}: two a trick",
                         at=("cards",))


def played_untold(telling: Any, number: int) -> set[Card]:
    """The cards known played in tricks not told before step `number`."""
    return {Card.parse(code) for n, step in telling.numbered() if n < number
            and action_is_tricks(step) for code in _listed(step.cards)}  # fmt: skip


def still_held(telling: Any, number: int, held: list[Card]) -> bool:
    """Whether he still held one of `held` (his cards of the suit led not told played) at
    step `number`: so if no tricks not told came before it; else, as tried, whether he still
    held that suit after them is a fact not known (`steps[N].kept.younger.H`)."""
    untold = [(n, step) for n, step in telling.numbered() if n < number
              and action_is_tricks(step)]  # fmt: skip
    if not held or not untold:
        return bool(held)
    role = next(r for r in ("elder", "younger") if telling.cards[r].hand is not None
                and held[0] in telling.cards[r].hand)  # fmt: skip
    suit = held[0].suit.value
    last, step = untold[-1]
    after = step.held_after(role, suit)
    if after is not None:
        return bool(after)
    raise FactUnknown(("steps", last - 1, "kept", role, suit), (True, False))


def action_is_tricks(step: Any) -> bool:
    return hasattr(step, "tricks") and not hasattr(step, "call")


def _listed(cards: list[str] | str | None) -> list[str]:
    if cards is None:
        return []
    return cards.split() if isinstance(cards, str) else list(cards)
