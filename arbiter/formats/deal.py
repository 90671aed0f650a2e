"""The deal file (SPEC "Deal files and scores"): both hands and the tricks as played, and
what went wrong in the deal ("Penalties reach the score"): its penalties and incidents."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated

from arbiter.formats.common import Cards, EditionName, Incident, PenaltyFile, Text
from arbiter.formats.kinds import ANY_INCIDENT
from arbiter.formats.markers import CARD, Doc, Range


@dataclass(frozen=True)
class HandFile:
    """One player's cards: `hand` after the exchange; `dealt` and `discard` optional."""

    hand: Annotated[Cards, Doc("The cards he held after the exchange (eleven or thirteen "
                               "when the deal's penalties or incidents account for it)")]
    dealt: Annotated[Cards, Doc("The cards he was dealt (carte blanche is judged on them)")] \
        | None = None
    discard: Annotated[Cards, Doc("The cards he discarded")] | None = None


# A trick is [card led, card played to it], or [card led] alone for a card nobody can play to
# (a short hand's adversary's card, or the tricks of one who threw up his cards).
Trick = Annotated[list[Annotated[str, CARD]], Range(1, 2)]


@dataclass(frozen=True)
class DealFile:
    """A complete deal: both hands, and the tricks as played (elder leads the first); what
    went wrong in it, as penalties or as incidents ruled under the deal's edition."""

    elder: HandFile
    younger: HandFile
    edition: EditionName | None = None
    title: Text | None = None
    tricks: Annotated[list[Trick], Doc("Each trick as [card led, card played to it], or "
                                       "[card led] for a card nobody can play to")] \
        | None = None
    penalties: Annotated[list[PenaltyFile], Doc("Penalties applied to this deal's scoring")] \
        | None = None
    incidents: Annotated[list[Annotated[Incident, ANY_INCIDENT]],
                         Doc("Incidents of this deal, each ruled under the deal's edition and "
                             "its penalties applied")] | None = None
