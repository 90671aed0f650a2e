"""Incidents of the play: a revoke, a card played in error, a lead out of turn, cards thrown
up, a player found changing cards."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Literal

from arbiter.formats.common import Incident, Player, SincePlay
from arbiter.formats.kinds import formats_by_kind
from arbiter.formats.markers import Doc


@dataclass(frozen=True)
class Revoke(Incident):
    """A player did not follow suit when he could."""

    kind: Literal["revoke"]
    player: Annotated[Player, Doc("Who did not follow suit?", fact="{} did not follow suit")]
    discovered: SincePlay
    # 1651 X.1, Cotton 12: a card played is recalled only by one who still has "a Card of the
    # same Suit" to follow with; played out since, he has none (read only while the play goes on)
    holds_suit: Annotated[
        bool, Doc("When it came to light, did the player who did not follow suit still hold "
                  "a card of the suit led?",
                  fact=("he still held a card of the suit led",
                        "he had played out the suit led and held none of it")),
    ] = True


@dataclass(frozen=True)
class CardPlayedInError(Incident):
    """A card played by mistake, or let fall, that its player wants back."""

    kind: Literal["card-played-in-error"]
    player: Player
    dropped: Annotated[bool, Doc("Did he let it fall by accident, rather than play it?",
                                 fact=("he let it fall by accident",
                                       "he played it, not let it fall by accident"))] = False


@dataclass(frozen=True)
class LeadOutOfTurn(Incident):
    """A player led when it was not his turn."""

    kind: Literal["lead-out-of-turn"]
    player: Annotated[Player, Doc("Who led out of turn?", fact="{} led out of turn")]
    adversary_played: Annotated[bool, Doc("Had the adversary played to the card led?",
                                          fact="the adversary had played to the card led")]


@dataclass(frozen=True)
class CardsThrownUp(Incident):
    """A player threw down his cards as lost, then wanted to play on."""

    kind: Literal["cards-thrown-up"]
    player: Player
    mixed: Annotated[bool, Doc("Were his cards mixed with the others on the table?",
                               fact="his cards were mixed with the others on the table")]


@dataclass(frozen=True)
class ChangingCards(Incident):
    """A player was found exchanging cards, or taking back cards he had discarded."""

    kind: Literal["changing-cards"]
    player: Annotated[Player, Doc("Who was found changing or taking back cards?",
                                  fact="{} was found changing or taking back cards")]


FORMATS = formats_by_kind(Revoke, CardPlayedInError, LeadOutOfTurn, CardsThrownUp,
                          ChangingCards)
