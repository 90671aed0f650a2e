"""Each step of a telling in words, as the ruling lists them. Moved from `told.py`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.cards import Card as CardType
from arbiter.cards import Rank, Suit
from arbiter.errors import ArbiterError
from arbiter.formats.told import Answer, Ask, Call, Reply, Withdraw
from arbiter.game.operations import EXCHANGE_ACTIONS
from arbiter.telling.calls import Claim
from arbiter.telling.walk import action

if TYPE_CHECKING:
    from arbiter.formats.told import Step


def said(step: Step) -> str:
    """A step in the players' words."""
    name = action(step)
    if isinstance(step, Call):
        return f"calls {Claim.of(step).words()}" + (" (correcting)" if step.corrects else "")
    if isinstance(step, Withdraw):
        return f"withdraws his {step.withdraws}"
    if isinstance(step, Reply):
        return f"replies \"{step.reply.replace('-', ' ')}\""
    if isinstance(step, Ask):
        return f"asks {asked_words(step)}"
    if isinstance(step, Answer):
        return answered_words(step)
    value = getattr(step, name)
    if name == "tricks":
        return f"leads the first of {value} tricks not told"
    if name in EXCHANGE_ACTIONS or name == "name_suit":
        return exchange_said(step, name, value)
    if name in CARD_VERBS and not isinstance(value, int):
        return f"{CARD_VERBS[name]} {cards_shown(value)}"
    if isinstance(value, list):
        value = " ".join(map(str, value))
    return f"{name.replace('_', ' ')}: {value}"


def asked_words(ask: Ask) -> str:
    """A question about the hand as it is put at the table ("which king do you not
    reckon?", "how many hearts?")."""
    rank, suit = _rank_name(ask.rank), _suit_name(ask.suit)
    about = f"his {ask.about}" if ask.about else "the cards called"
    words = {
        "which-not-reckoned": f"\"which {rank or 'card'} do you not reckon?\"",
        "how-many": f"\"how many {suit}?\"" if suit else f"how many cards of {about} he has",
        "what-in-hand": f"\"what {rank + 's' if rank else 'cards'} have you in hand?\""
                        if rank else f"what he has in hand of {about}",
        "show": f"to see {about}",
    }
    return words[ask.ask]


def answered_words(answer: Answer) -> str:
    """An answer: a number, cards named, or a refusal."""
    if answer.answer == "refuses":
        return "refuses to answer"
    if isinstance(answer.answer, int):
        return f"answers \"{answer.answer}\""
    return f"answers {cards_shown(answer.answer)}"


def _rank_name(code: str | None) -> str | None:
    """A rank as players name it ("king"); the code as written if it is none."""
    try:
        return None if code is None else Rank.parse(code).name_in_game
    except ArbiterError:
        return code


def _suit_name(code: str | None) -> str | None:
    """A suit as players name it ("hearts"); the code as written if it is none."""
    try:
        return None if code is None else Suit.parse(code).plural
    except ArbiterError:
        return code


def _mixed(value: object, count: int | None) -> str:
    """The cards a mix names: "his discard", "1 bottom card", "top cards"."""
    if value == "discard":
        return "his discard"
    return f"{f'{count} ' if count else ''}{value} card{'' if count == 1 else 's'}"


def exchange_said(step: Step, name: str, value: object) -> str:
    """A step of the exchange in the players' words ("takes 3 from the bottom")."""
    shown = str(value) if isinstance(value, int) else "all the cards left" if value == "all" \
        else cards_shown(value)  # type: ignore[arg-type]
    count = getattr(step, "count", None)
    mixed = f"mixes {_mixed(value, count)} with his {getattr(step, 'into', 'hand')}" + \
        (" unseen" if getattr(step, "shown", None) is False else "")
    words = {
        "discard": f"discards {shown}",
        "take": f"takes {shown}{TAKEN_FROM[getattr(step, 'where', 'top')]}",
        "announce": "announces a carte blanche" if value == "blanche"
                    else f"says he {value} {count}",
        "look": f"looks at {LOOKED_AT.get(str(value), value)}",
        "expose": f"exposes {count} from the {value} of the stock",
        "mix": mixed,
        "take_back": f"takes back {value} of his discard",
        "change_discard": "changes his discard",
        "touch": "touches the stock",
        "count_stock": f"the stock is counted: {value}",
        "name_suit": f"names {_suit_symbol(str(value))}",
    }
    return words.get(name, f"{name.replace('_', ' ')}: {value}")


TAKEN_FROM = {"top": "", "bottom": " from the bottom", "left": " of the cards left",
              "out-of-order": " out of order"}  # fmt: skip
LOOKED_AT = {"left": "the cards left", "stock": "the stock", "discard": "his discard",
             "adversary-discard": "his adversary's discard"}  # fmt: skip


def _suit_symbol(code: str) -> str:
    from arbiter.cards import Suit

    try:
        return Suit.parse(code).symbol
    except ArbiterError:
        return code


# The steps that put down or show cards, in the players' words ("leads A♥").
CARD_VERBS = {"lead": "leads", "play": "plays", "throw": "throws down", "show": "shows",
              "retake": "asks to take back",
              "discard": "discards", "take": "takes"}


def cards_shown(value: str | list[str]) -> str:
    """Cards as written in a step, with their suit symbols (`A♥ K♥`); other words as they are."""
    words = value if isinstance(value, list) else str(value).split()
    shown = []
    for word in words:
        try:
            shown.append(CardType.parse(word).symbol)
        except ArbiterError:
            shown.append(word)
    return " ".join(shown)
