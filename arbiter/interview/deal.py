"""The deal asked card by card (`arbiter ask --deal`): each hand as a line of cards, the
cards dealt with a carte blanche, the tricks as they were played, each checked as it is
told."""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from arbiter.errors import ArbiterError, InputError
from arbiter.files.yamlio import Document
from arbiter.formats import (
    ROLES,
    Role,
    other,
)
from arbiter.interview.questions import Asking, Choice, Question, card_row

if TYPE_CHECKING:  # the editions and the rules are loaded once the first question is answered
    from arbiter.lawbook.editions import Edition



# --- the deal, checked as it is told ---------------------------------------------------------


def ask_deal(edition: Edition, key: str = "deal", heading: str | None = None) -> Asking:
    """A deal, as a deal file's mapping: each hand as a line of cards, checked against the
    edition's pack as it is typed; the cards dealt to a player with a carte blanche; then the
    tricks as they were played, the leader's card first, each checked by the deal's reader."""
    due = edition.rules.deal.hand
    data: dict[str, Any] = {"elder": {}, "younger": {}}
    for role in ROLES:
        data[role]["hand"] = yield Question(
            f"{key}.{role}.hand",
            f"The {role}'s hand: the {due} cards he held after the exchange"
            + (" (e.g. AS KS QS JS 10S AH KH QH AD KD 7C 8C)" if role == "elder" else ""),
            heading=heading if role == "elder" else None,
            reader=_hand(edition, data, role, "hand"), hint=f"{due} cards, e.g. AS KS 10H")
    blanche = yield Question(
        f"{key}.blanche", "Did either player show a carte blanche (dealt no king, queen or "
        "knave)?", (Choice("no"), Choice("elder", "the elder"), Choice("younger", "the younger"),
                    Choice("both", "both players")), default="no")
    for role in ROLES:
        if blanche in (role, "both"):
            data[role]["dealt"] = yield from _checked(
                Question(f"{key}.{role}.dealt", f"The {due} cards dealt to the {role}, before "
                         "he discarded", reader=_hand(edition, data, role, "dealt"),
                         hint=f"{due} cards"), edition, data)
    data["tricks"] = []
    while len(data["tricks"]) < due:
        number = len(data["tricks"]) + 1
        leader: Role = _next_leader(edition, data)
        trick = yield from _checked(Question(
            f"{key}.tricks[{number - 1}]",
            f"Trick {number}: the {leader} leads. The card led, then the card the {other(leader)}"
            " played to it (e.g. AS 7S); press Enter when no more were played",
            optional=True, reader=card_row(2), hint="two cards, e.g. AS 7S",
            blank="no more tricks"), edition, data,
            trick=True)  # fmt: skip
        if trick is None:
            break
    if not data["tricks"]:
        del data["tricks"]
    return data


def _hand(edition: Edition, data: dict[str, Any], role: str, part: str) -> Callable[[str], str]:
    """Reads a hand (or the cards dealt): cards of the edition's pack, each once, as many as
    a hand holds, none in the other player's hand."""
    from arbiter.cards import Card
    from arbiter.game.deal import misplaced

    pack = set(edition.pack)
    due = edition.rules.deal.hand

    def read(text: str) -> str:
        cards = [Card.parse(item) for item in text.replace(",", " ").split()]
        for card in cards:
            if card not in pack or cards.count(card) > 1:
                raise InputError(misplaced(card, edition, pack))
        if len(cards) != due:
            more = "one more" if len(cards) == due - 1 else f"{due - len(cards)} more"
            fix = more if len(cards) < due else f"{len(cards) - due} too many"
            raise InputError(f"{len(cards)} cards; a hand holds {due} ({fix})")
        theirs = data.get(str(other(role)), {}).get(part)  # type: ignore[arg-type]
        if theirs:
            shared = [c for c in cards if str(c) in theirs.split()]
            if shared:
                raise InputError(f"{shared[0]} is also in the {other(role)}'s "  # type: ignore[arg-type]
                                 f"{'hand' if part == 'hand' else 'cards dealt'}")
        return " ".join(map(str, cards))

    return read


def _checked(question: Question, edition: Edition, data: dict[str, Any],
             trick: bool = False) -> Asking:  # fmt: skip
    """Ask until the deal so far, with the answer, reads as a deal of the edition."""
    while True:
        answer = yield question
        if answer is None:
            return None
        trial = copy.deepcopy(data)
        if trick:
            trial["tricks"] = [*trial["tricks"], answer]
        else:
            role, part = question.key.split(".")[-2:]
            trial[role][part] = answer
        try:
            _deal(edition, trial)
        except ArbiterError as error:
            question = question.again(error.message)
            continue
        if trick:
            data["tricks"].append(answer)
        return answer


def _deal(edition: Edition, data: dict[str, Any]) -> Any:
    from arbiter.game.deal import deal_from

    return deal_from(Document(data, "<deal>"), data, (), edition.id)


def _next_leader(edition: Edition, data: dict[str, Any]) -> Role:
    if not data.get("tricks"):
        return "elder"
    winner: Role = _deal(edition, data).tricks[-1].winner
    return winner
