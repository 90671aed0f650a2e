"""The deal asked card by card (`arbiter ask --deal`): each hand as a line of cards, the
cards dealt with a carte blanche, the tricks as they were played, each checked as it is
told."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import partial as bind
from typing import TYPE_CHECKING, Any

from arbiter.errors import ArbiterError, InputError
from arbiter.files.yamlio import Document
from arbiter.formats import (
    ROLES,
    Role,
    other,
)
from arbiter.interview.questions import Asking, Choice, Question, card_row, cards_reader

if TYPE_CHECKING:  # the editions and the rules are loaded once the first question is answered
    from arbiter.game.deal import DealReader
    from arbiter.lawbook.editions import Edition


def ask_deal(edition: Edition, key: str = "deal", heading: str | None = None) -> Asking:
    """A deal, as a deal file's mapping: each hand as a line of cards, checked as it is typed
    by the deal reader's own checks (`arbiter.game.deal.check_hand`); the cards dealt to a player
    with a carte blanche; then the tricks as they were played, the leader's card first, each
    checked by the deal's reader. What is built is kept between answers: each trick is
    walked on from the deal's state as the last left it, and the next leader read from it."""
    due = edition.rules.deal.hand
    told = _Told(edition)
    for role in ROLES:
        told.data[role]["hand"] = yield Question(
            f"{key}.{role}.hand",
            f"The {role}'s hand: the {due} cards he held after the exchange"
            + (" (e.g. AS KS QS JS 10S AH KH QH AD KD 7C 8C)" if role == "elder" else ""),
            heading=heading if role == "elder" else None,
            reader=bind(told.cards, role, "hand"), hint=f"{due} cards, e.g. AS KS 10H")
    blanche = yield Question(
        f"{key}.blanche", "Did either player show a carte blanche (dealt no king, queen or "
        "knave)?", (Choice("no"), Choice("elder", "the elder"), Choice("younger", "the younger"),
                    Choice("both", "both players")), default="no")
    for role in ROLES:
        if blanche in (role, "both"):
            told.data[role]["dealt"] = yield Question(
                f"{key}.{role}.dealt", f"The {due} cards dealt to the {role}, before he "
                "discarded", reader=bind(told.cards, role, "dealt"), hint=f"{due} cards")
    while len(told.tricks) < due:
        number = len(told.tricks) + 1
        leader = told.leader()
        trick = yield from told.checked(Question(
            f"{key}.tricks[{number - 1}]",
            f"Trick {number}: the {leader} leads. The card led, then the card the {other(leader)}"
            " played to it (e.g. AS 7S); press Enter when no more were played",
            optional=True, reader=card_row(2), hint="two cards, e.g. AS 7S",
            blank="no more tricks"))  # fmt: skip
        if trick is None:
            break
    return told.data


@dataclass
class _Told:
    """A deal told so far: its file's mapping, and the deal's reader that walked its hands
    and tricks (kept between answers: a trick is walked on from the state the last one left,
    and the next leader read from it, not worked out again from the first trick)."""

    edition: Edition
    data: dict[str, Any] = field(default_factory=lambda: {"elder": {}, "younger": {}})
    reader: DealReader | None = None

    @property
    def tricks(self) -> list[Any]:
        found: list[Any] = self.data.setdefault("tricks", [])
        return found

    def cards(self, role: Role, part: str, text: str) -> str:
        """A hand (or the cards dealt) read as a line of cards and checked as the deal reader
        checks a file's, beside the other player's told already."""
        from arbiter.formats.deal import HandFile
        from arbiter.game.deal import check_hand

        cards = cards_reader(False)(text)
        mine = {**self.data[role], part: cards}
        theirs = self.data[str(other(role))]
        try:
            check_hand(HandFile(**mine), self.edition, role,
                       HandFile(**theirs) if theirs.get("hand") else None)
        except ArbiterError as error:
            raise InputError(error.message) from None
        return cards

    def checked(self, question: Question) -> Asking:
        """Ask a trick until the deal so far, with it, reads as a deal of the edition."""
        while True:
            answer = yield question
            if answer is None:
                if not self.tricks:
                    del self.data["tricks"]
                return None
            try:
                self._walk_on(answer)
            except ArbiterError as error:
                self.reader = None  # part-walked: the next answer walks the deal afresh
                question = question.again(error.message)
                continue
            self.tricks.append(answer)
            return answer

    def _walk_on(self, trick: list[str]) -> None:
        """The trick checked as a deal file's (its format, then its cards) and walked on from
        the state the tricks before it left; the deal told so far walked first when there is
        no such state (the first trick, or after a trick refused)."""
        from arbiter.files.reader import build
        from arbiter.formats.deal import Trick
        from arbiter.game.deal import DealReader, deal_file

        number = len(self.tricks)
        if self.reader is None:
            told = {**self.data, "tricks": list(self.tricks)}
            doc = Document(told, "<deal>")
            spec, edition = deal_file(doc, told, (), self.edition.id)
            self.reader = DealReader(doc, (), edition)
            self.reader.deal(spec)
        self.reader.trick(number, build(Trick, Document(trick, "<deal>"), trick))

    def leader(self) -> Role:
        tricks = self.reader.state.tricks if self.reader is not None else []
        return tricks[-1].winner if tricks else "elder"
