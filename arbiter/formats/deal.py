"""The deal file (SPEC "Deal files and scores"): both hands and the tricks as played."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated

from arbiter.formats import CARD, Cards, Doc, EditionName, Text


@dataclass(frozen=True)
class HandFile:
    """One player's cards: `hand` after the exchange; `dealt` and `discard` optional."""

    hand: Annotated[Cards, Doc("The cards he held after the exchange")]
    dealt: Annotated[Cards, Doc("The cards he was dealt (carte blanche is judged on them)")] \
        | None = None
    discard: Annotated[Cards, Doc("The cards he discarded")] | None = None


Trick = tuple[Annotated[str, CARD], Annotated[str, CARD]]


@dataclass(frozen=True)
class DealFile:
    """A complete deal: both hands, and the tricks as played (elder leads the first)."""

    elder: HandFile
    younger: HandFile
    edition: EditionName | None = None
    title: Text | None = None
    tricks: Annotated[list[Trick], Doc("Each trick as [card led, card played to it]")] \
        | None = None

