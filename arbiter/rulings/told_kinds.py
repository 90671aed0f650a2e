"""The findings only a telling of the calling can show, as records (an inquiry, a detail asked,
a call not shown, a question about the hand...), with the laws a regular calling cites and the
replies that ask: shared by the finders (`told_calls`, `told_questions`) and the rules
(`told_calling`, `told_asking`, `told_showing`). Moved from `told_calling.py`."""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from arbiter.formats import Role
from arbiter.rulings.core import (
    registration,
)
from arbiter.telling.calls import Claim

if TYPE_CHECKING:
    from arbiter.lawbook.editions import Edition

# The laws a regular calling cites, by what was called, and the other names the told
# incident's rules use, per edition.
REGULAR: dict[str, dict[str, str]] = {
    "royall-1651": {"point": "VII", "sequence": "VIII.3", "set": "IX", "play": "X.1",
                    "equal": "XI.5"},
    "cotton-1674": {"point": "6", "sequence": "7", "set": "10", "play": "11"},
    "portland-1882": {"point": "62", "sequence": "63", "set": "64", "play": "65",
                      "calling": "46"},
    "miller-sca": {"point": "ruffs", "sequence": "sequences", "set": "sets", "play": "tricks"},
}  # fmt: skip
INQUIRY_REPLIES = ("what-do-they-make", "to-what-card", "what-rank")
DETAIL_REPLIES = ("to-what-card", "what-rank")  # asked of a sequence or a set: `Detail`
ALL_INQUIRIES = (*INQUIRY_REPLIES, "equal")  # "equal" to a bare count asks for more too


def scoring_laws(edition: Edition, called: list[str]) -> list[str]:
    """The law each call (point, sequence, set; a pique or repique called for) scores by under
    the edition: the point's is the edition's own (au cent 25 in place of law 62 under
    au-cent-fours). A regular telling
    cites them, and so does a score reckoned in its turn told as a short kind (`calling.py`)."""
    laws = {**REGULAR[edition.root.id], "point": edition.rules.point.law}
    bonuses = {"pique": edition.rules.pique, "repique": edition.rules.repique}
    for what, bonus in bonuses.items():
        if bonus is not None:  # Miller's pique has no value, and no law
            laws[what] = bonus.law
    return [laws[what] for what in called]


class Inquiry(NamedTuple):
    """The younger's reply that inquires ("what do they make?", or "equal" to a bare count of
    cards; "to what card?", "of what?"): how many cards were called, how many his own point
    holds, whether the call already said what was asked, and whether it was good against the
    cards (None: not known)."""

    player: Role
    reply: str
    called: int | None
    held: int | None
    what: str
    stated: bool = False
    good_against_the_cards: bool | None = None
    corrected: int | None = None  # the step where he corrects his reply in time (law 51)


class Denied(NamedTuple):
    """The younger said "not good" to a call he could not beat (or equal); `played`: he had
    played to the first trick when it came to light."""

    player: Role
    what: str
    played: bool


class Unshown(NamedTuple):
    """A call allowed good or equal and not shown before its caller's first card (the elder:
    au cent 18; either player: 1651 XII.3, Cotton 17), or the younger's "not good" or "equal"
    not shown before playing to the first trick (au cent 22; never called: 1882 law 56);
    `also`: the other things he left unshown at the same card; `called`: his own call."""

    player: Role
    what: str
    reply: str
    also: tuple[str, ...] = ()
    called: bool = False
    covers: tuple[int, ...] = ()  # the calls remembered after his first card, ruled with it

    @property
    def things(self) -> tuple[str, ...]:
        return (self.what, *self.also)


class PointNotFirst(NamedTuple):
    """The elder called something (`first`: a sequence, a set) before his point, then his
    point; or he led first (`first` is "lead")."""

    first: str


class OutOfOrder(NamedTuple):
    """A player called `then` after `before`, out of the order point, sequence, set."""

    player: Role
    before: str
    then: str


class Question(NamedTuple):
    """A question about the adversary's hand, and how it was answered."""

    asker: Role
    ask: str
    about: str | None
    answered: bool
    refused: bool
    truthful: bool | None
    in_play: bool
    played_since: bool
    allowed: tuple[str, ...]  # what the one asked had called and had allowed good or equal
    won: tuple[str, ...] = ()  # what the asker had called and the one asked had said "not good" to
    dealt_four: bool | None = None  # a trio allowed: was its caller dealt the fourth?
    about_allowed: bool = True  # does the question concern what was allowed (its suit, rank)?
    lost: tuple[str, ...] = ()  # what the one asked lost to the asker (Miller: the loser asks)
    # "how many?": the answer differs from the cards of the suit he holds, counting the ones
    # he never declared (None: not known); Cases XV and XVI
    undeclared: bool | None = None


class EqualRider(NamedTuple):
    """A lesser sequence or set reckoned by `player` after his best was answered "equal"."""

    player: Role
    what: str


class Detail(NamedTuple):
    """ "To what card?" "Of what?": the younger asks the top card of a sequence or the rank of
    a quatorze or trio the elder called without it; whether the call said it already, was good
    against the cards, and whether the younger's best is of the size called."""

    reply: str
    what: str
    stated: bool
    good_against_the_cards: bool | None
    same_size: bool | None


class Withdrawn(NamedTuple):
    """A call he held (or held better than), taken back by its caller before the younger played
    to the first trick: `what` (point, sequence, set), the call in words, how it had been
    answered, and whether he had led when he took it back. (A call he did not hold, taken back,
    is his miscall corrected: `Miscall`.)"""

    player: Role
    what: str
    called: str
    replied: str
    led: bool


KINDS = {Inquiry: "calling:inquiry", PointNotFirst: "calling:point-first",
         Question: "calling:question", Denied: "calling:denied", OutOfOrder: "calling:order",
         Detail: "calling:detail", EqualRider: "calling:equal",
         Unshown: "calling:unshown", Withdrawn: "calling:withdrawn"}  # fmt: skip


def kind_of(finding: object) -> str:
    return KINDS[type(finding)]


def bars(inquiry: Inquiry) -> bool:
    """The inquiry bars a point of more cards than were called (law 46)."""
    return inquiry.what == "point" and inquiry.held is not None and \
        inquiry.called is not None and inquiry.held > inquiry.called


def has_law(kind: str, edition: Edition) -> bool:
    """Whether the edition's text speaks to a finding of this kind."""
    return not registration(kind, edition.root.id).is_silent


def is_inquiry(reply_word: str, claim: Claim, edition: Edition) -> bool:
    """A reply that asks instead of answering; "equal" to a point called by its number of
    cards alone is one (1882 law 46), where the edition has a law on inquiries."""
    if not has_law("calling:inquiry", edition):
        return False
    bare_count = claim.what == "point" and claim.value is None and claim.cards is not None
    return reply_word in INQUIRY_REPLIES or (reply_word == "equal" and bare_count)
