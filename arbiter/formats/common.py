"""The types the formats share: a player, when an irregularity came to light (and the stages
of the game it names), an edition's name, free text, cards, a count of cards, and what every
incident format has (`Incident`), and a penalty as deal files and scenarios write it."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Annotated, Literal, TypeAlias

from arbiter.decisions import Effect, Role
from arbiter.formats.markers import CARDS, EDITION, Doc, Range

PLAYER = Doc(
    "Which player?",
    {"elder": "the elder hand: he did not deal, and leads first",
     "younger": "the younger hand: the dealer"},
    fact="it was {}", words={"elder": "the elder", "younger": "the younger"},
)
Player: TypeAlias = Annotated[Role, PLAYER]

DISCOVERED_DOC = Doc(
    "When did it come to light?",
    {
        "cutting": "while cutting, for the deal or to the dealer",
        "dealing": "while the cards were being dealt",
        "before-taking-up": "the deal complete, before either player picked up his cards",
        "after-taking-up": "the players had picked up and looked at their cards, and "
        "taken nothing from the stock yet",
        "exchange": "during the exchange: discarding, and taking in from the stock",
        "declaring": "the exchange over, while calling point, sequences and sets, "
        "before the first card was led",
        "after-first-lead": "the elder had led the first card; the younger had not "
        "played to it",
        "play": "during the play: the younger had played to the first trick",
        "after-play": "all the cards played, before the next deal was cut",
        "next-deal": "once the cards were cut or dealt for the next deal",
    }, fact="it came to light {}", words={"cutting": "while cutting", "dealing": "while dealing",
           "before-taking-up": "before the hands were taken up",
           "after-taking-up": "once the hands were taken up, before the exchange",
           "exchange": "in the exchange", "declaring": "in the calling, before the first lead",
           "after-first-lead": "after the first lead, before the younger played to it",
           "play": "in the play", "after-play": "after the play", "next-deal": "in the next deal"},
)
Discovered: TypeAlias = Annotated[
    Literal["cutting", "dealing", "before-taking-up", "after-taking-up", "exchange",
            "declaring", "after-first-lead", "play", "after-play", "next-deal"],
    DISCOVERED_DOC,
]
# What cannot have happened yet cannot have come to light: a kind that arises later in the
# deal takes only the moments from then on (a reply found while cutting is bad input, and
# `arbiter ask` does not offer it). Written out, so that the schema and the reader see them.
SinceDealing: TypeAlias = Annotated[
    Literal["dealing", "before-taking-up", "after-taking-up", "exchange", "declaring",
            "after-first-lead", "play", "after-play", "next-deal"],
    DISCOVERED_DOC,
]
SinceTakingUp: TypeAlias = Annotated[
    Literal["after-taking-up", "exchange", "declaring", "after-first-lead", "play",
            "after-play", "next-deal"],
    DISCOVERED_DOC,
]
SinceExchange: TypeAlias = Annotated[
    Literal["exchange", "declaring", "after-first-lead", "play", "after-play", "next-deal"],
    DISCOVERED_DOC,
]
SinceDeclaring: TypeAlias = Annotated[
    Literal["declaring", "after-first-lead", "play", "after-play", "next-deal"], DISCOVERED_DOC,
]
SincePlay: TypeAlias = Annotated[Literal["play", "after-play", "next-deal"], DISCOVERED_DOC]

class Stage(StrEnum):
    """How far the deal had gone, in the order of the game's stages: the one form of timing.
    A file's `discovered` (when it came to light) is one of these words, written out in the
    `Discovered` types above for the reader and the schema; a told step's stage is worked out
    from the telling (`arbiter.telling.Timeline`); the rules compare them by `order`."""

    CUTTING = "cutting"
    DEALING = "dealing"
    BEFORE_TAKING_UP = "before-taking-up"
    AFTER_TAKING_UP = "after-taking-up"
    EXCHANGE = "exchange"
    DECLARING = "declaring"
    AFTER_FIRST_LEAD = "after-first-lead"
    PLAY = "play"
    AFTER_PLAY = "after-play"
    NEXT_DEAL = "next-deal"

    @property
    def order(self) -> int:
        """The stage's place in the game (cutting is 0)."""
        return _STAGE_ORDER[self]

    def no_later_than(self, other: str) -> bool:
        """Whether this stage comes at `other` or before it."""
        return self.order <= _STAGE_ORDER[other]

    @property
    def words(self) -> str:
        """The stage in words ("while the cards were being dealt"), as the files explain it."""
        return DISCOVERED_DOC.values[self.value]


_STAGE_ORDER: dict[str, int] = {stage.value: place for place, stage in enumerate(Stage)}

EditionName: TypeAlias = Annotated[str, EDITION, Doc("Edition id or alias, e.g. 1651, 1882")]
Text: TypeAlias = Annotated[str, Doc("Free text")]
Cards: TypeAlias = Annotated[list[str] | str, CARDS]
Count: TypeAlias = Annotated[int, Range(0, 36)]  # a number of cards: a pack holds at most 36


class Incident:
    """What every incident format has: its `kind`."""

    kind: str


@dataclass(frozen=True)
class PenaltyFile:
    """A penalty, in the SPEC's shape: the offender, the effect, and what it concerns."""

    player: Annotated[Role, Doc("The offender")]
    effect: Effect
    what: Annotated[
        Literal["blanche", "point", "sequence", "set", "pique", "repique"] | None,
        Doc("The score it concerns (for loses-declaration)"),
    ] = None


# Every incident kind, in the SPEC's order, and its stage of the game: the name of the module
