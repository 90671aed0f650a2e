"""Tricks played that a telling does not tell card by card (README "Tricks played and not
told"): the step, and what a player is known still to have held after them, suit by suit.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Annotated, Any

from arbiter.decisions import Role
from arbiter.formats.common import Cards
from arbiter.formats.markers import Doc, Range


@dataclass(frozen=True)
class SuitsHeld:
    """Of each suit, whether he still held a card of it (true), or none (false)."""

    S: bool | None = None
    H: bool | None = None
    D: bool | None = None
    C: bool | None = None


@dataclass(frozen=True)
class KeptAfter:
    """What each player is known still to have held after tricks not told, suit by suit."""

    elder: SuitsHeld | None = None
    younger: SuitsHeld | None = None


@dataclass(frozen=True)
class Tricks:
    """Tricks played that the telling does not tell card by card ("they played four tricks,
    and at the fifth..."): later steps are placed after them, and what would need their cards
    is not known."""

    by: Annotated[Role, Doc("Who led the first of them?", fact="{} led the first of them",
                            words={"elder": "the elder", "younger": "the younger"})]
    tricks: Annotated[int, Range(1, 12), Doc("How many tricks were played and not told?",
                                             fact="{} trick{s} {was} played and not told")]
    cards: Annotated[Cards, Doc("What cards are known to have been played in them?")] \
        | None = None
    # What a player is known to have still held after them, a suit at a time (`younger: {H:
    # true}`: he still held a heart; false: none). The fact a ruling turns on as
    # `steps[N].kept.younger.H`: `arbiter ask` asks it there, not as a field.
    kept: KeptAfter | None = None

    def applies(self, name: str) -> bool:
        """`kept` is asked as the fact a ruling turns on, not as a field."""
        return name != "kept"

    def partly_known(self) -> bool:
        """Always: whether a card was played in them is a fact not known, unless listed."""
        return True

    def held_after(self, role: str, suit: str) -> bool | None:
        """Whether `role` still held a card of `suit` after them, if known (`unknown`, as
        left unsaid, is tried either way)."""
        found = getattr(getattr(self.kept, role, None), suit, None)
        return found if isinstance(found, bool) else None

    def with_facts(self, facts: Mapping[tuple[str | int, ...], Any]) -> Tricks:
        """The tricks with the facts tried for them (`("kept", "younger", "H"): True`: the
        younger still held a heart after them) put in place."""
        kept = self.kept or KeptAfter()
        for path, value in facts.items():
            if len(path) == 3 and path[0] == "kept":
                suits = getattr(kept, str(path[1])) or SuitsHeld()
                suits = dataclasses.replace(suits, **{str(path[2]): bool(value)})
                kept = dataclasses.replace(kept, **{str(path[1]): suits})
        return TricksTried(self.by, self.tricks, self.cards, kept)


@dataclass(frozen=True)
class TricksTried(Tricks):
    """Tricks not told, as one way tried: the suits a player is taken still to have held after
    them (`younger: {H: true}`), and those he is taken to have held no more (false)."""

    def partly_known(self) -> bool:
        return False
