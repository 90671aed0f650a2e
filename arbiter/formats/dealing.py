"""Incidents of the cutting and the dealing."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Literal

from arbiter.decisions import Role
from arbiter.formats.common import Discovered, Incident, Player, SinceDealing
from arbiter.formats.kinds import formats_by_kind
from arbiter.formats.markers import Doc, Range

HOLDER = Doc(
    "Whose card was it?",
    {"elder": "one of the elder's cards", "younger": "one of the dealer's own cards",
     "stock": "a card of the stock"}, fact="it was {}")


@dataclass(frozen=True)
class FacedCard(Incident):
    """A card found face up in the pack while dealing, or in the stock."""

    kind: Literal["faced-card"]
    where: Annotated[
        Literal["pack", "stock"],
        Doc("Where was the faced card found?",
            {"pack": "in the pack, while the cards were dealt",
             "stock": "in the stock, when taking in from it"}, fact="the faced card was found {}"),
    ]
    count: Annotated[int, Range(1, 36), Doc("How many cards were found faced?",
                                            fact="{} card{s} {was} found faced")]
    discovered: Discovered


@dataclass(frozen=True)
class ExposedCard(Incident):
    """A card shown by accident, one of a player's or of the stock."""

    kind: Literal["exposed-card"]
    belongs_to: Annotated[Literal["elder", "younger", "stock"], HOLDER]
    discovered: Discovered
    exposed_by: Annotated[
        Role,
        Doc("Who exposed it?", {"elder": "the elder hand", "younger": "the dealer"},
            fact="{} exposed it"),
    ] = "younger"
    part: Annotated[
        Literal["top", "bottom"],
        Doc("Which part of the stock was the card from? (a card of the stock only)",
            {"top": "the elder's part, from the top (the top five in 1882; any he "
                    "declared he left, the younger's)",
             "bottom": "the younger's part, the bottom cards (the bottom three in 1882)"},
            fact="the card was from {}",
            words={"top": "the elder's part, the top", "bottom": "the younger's part, the bottom"}),
    ] | None = None


@dataclass(frozen=True)
class DealOutOfTurn(Incident):
    """The wrong player dealt (the same player dealt twice running)."""

    kind: Literal["deal-out-of-turn"]
    discovered: SinceDealing
    wrong_dealer_saw_cards: Annotated[
        bool, Doc("Had the player who dealt out of turn looked at any of his own cards?",
                  fact=("the player who dealt out of turn had looked at his own cards",
                        "the player who dealt out of turn had not looked at any of his own cards"))
    ] = False


@dataclass(frozen=True)
class CutIrregular(Incident):
    """Something went wrong in a cut: a card shown, cards dropped, or too few cut."""

    kind: Literal["cut-irregular"]
    problem: Annotated[
        Literal["card-exposed", "cards-scattered", "too-few-cards"],
        Doc("What went wrong in the cut?",
            {"card-exposed": "a card was shown (seen face up)",
             "cards-scattered": "cards were dropped or scattered",
             "too-few-cards": "a single card was cut, or a single card left"},
            fact="in the cut, {}"),
    ]
    cut: Annotated[
        Literal["for-deal", "to-dealer"],
        Doc("Which cut?", {"for-deal": "cutting for the deal (who deals)",
                           "to-dealer": "the elder cutting the pack to the dealer"},
            fact="it was {}", words={"for-deal": "the cut for the deal",
                   "to-dealer": "the elder's cut to the dealer"}),
    ]
    count: Annotated[
        int, Range(1, 36), Doc("How many cards were exposed (or dropped)?",
                               fact="{} card{s} {was} exposed or dropped"),
    ] = 1
    exposed_by: Annotated[
        Role,
        Doc("Who exposed (or dropped) the cards, by his seat in the deal that followed?",
            {"elder": "the player who is (or became) the elder",
             "younger": "the player who is (or became) the younger, the dealer"},
            fact="{} exposed or dropped them", words={"elder": "the player who became the elder",
                   "younger": "the player who became the dealer"}),
    ] = "younger"


@dataclass(frozen=True)
class ReshuffleRequest(Incident):
    """After a clean cut, a player asks for the cards to be shuffled again."""

    kind: Literal["reshuffle-request"]
    requested_by: Annotated[Player, Doc("Who asks to shuffle again?",
                                        fact="{} asks to shuffle again")]
    reason: Annotated[
        Literal["top-card-known", "good-card-cut"],
        Doc("Why does he ask?", {"top-card-known": "he knows the top card by its back",
                                 "good-card-cut": "the dealer saw that a good card was cut"},
            fact="he asks because {}"),
    ]


@dataclass(frozen=True)
class IncorrectPack(Incident):
    """The pack itself is wrong: a card twice, a card missing, or a card too many."""

    kind: Literal["incorrect-pack"]
    problem: Annotated[
        Literal["duplicate-card", "missing-card", "extra-card"],
        Doc("What is wrong with the pack?",
            {"duplicate-card": "a card is there twice", "missing-card": "a card is missing",
             "extra-card": "there is a card too many"}, fact="in the pack, {}"),
    ]
    discovered: Discovered


FORMATS = formats_by_kind(
    FacedCard, ExposedCard, DealOutOfTurn, CutIrregular, ReshuffleRequest, IncorrectPack,
)
