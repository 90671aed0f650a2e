"""Incidents of the exchange: discarding and taking in."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Literal

from arbiter.formats.common import Count, Incident, Player, SinceExchange
from arbiter.formats.kinds import formats_by_kind
from arbiter.formats.markers import Doc, Example

DISCARDED = Doc("How many cards did he discard (lay out of his hand)?",
                fact="he discarded {} card{s}")
TAKEN = Doc("How many cards did he take in from the stock?", fact="he took in {} card{s}")


@dataclass(frozen=True)
class SurplusTakeIn(Incident):
    """A player took in more cards from the stock than he discarded."""

    kind: Literal["surplus-take-in"]
    player: Player
    discarded: Annotated[Count, DISCARDED, Example("2")]
    taken: Annotated[Count, TAKEN, Example("3")]
    mixed: Annotated[bool, Doc("Had he already put the cards taken in with his hand?",
                               fact=("he had already put the cards taken in with his hand",
                                     "he had not yet put the cards taken in with his hand"))]
    discovered: SinceExchange
    left: Annotated[
        bool, Doc("Had he left cards of the stock he might have taken, and taken them up with "
                  "the cards he took in?",
                  fact=("he had taken up, with the cards he took in, cards of the stock he "
                        "had left", "he had not taken up cards of the stock he had left")),
    ] = False


@dataclass(frozen=True)
class ShortHand(Incident):
    """A player took in fewer cards from the stock than he discarded."""

    kind: Literal["short-hand"]
    player: Player
    discarded: Annotated[Count, DISCARDED, Example("3")]
    taken: Annotated[Count, TAKEN, Example("2")]
    discovered: SinceExchange
    card_left: Annotated[
        Literal["stock", "mixed"],
        Doc("Where is the card he did not take in, when it is found?",
            {"stock": "on the table, apart from his discard, as it was left in the stock",
             "mixed": "mixed with his discard, or otherwise no longer to be told apart"},
            fact="the card he did not take in is found {}"),
    ] = "mixed"
    announced: Annotated[bool, Doc("Had he said he would leave a card?",
                                   fact="he had said he would leave a card")] = False
    renounced: Annotated[
        bool, Doc("Has he since played another suit to a lead of the card's suit?",
                  fact="he has since played another suit to a lead of the card's suit"),
    ] = False


@dataclass(frozen=True)
class SecondDiscard(Incident):
    """A player, having taken in, asks to change his discard."""

    kind: Literal["second-discard"]
    player: Player


@dataclass(frozen=True)
class BlancheLate(Incident):
    """A player shows a carte blanche (no king, queen or knave dealt him) only after he has
    discarded."""

    kind: Literal["blanche-late"]
    player: Player
    declared: Annotated[
        Literal["before-discarding", "after-discarding"],
        Doc("When did he first tell his adversary of it?",
            {"before-discarding": "before his own discard (he showed it after)",
             "after-discarding": "only after his own discard"},
            fact="he first told his adversary of it {}"),
    ] = "before-discarding"


FORMATS = formats_by_kind(SurplusTakeIn, ShortHand, SecondDiscard, BlancheLate)
