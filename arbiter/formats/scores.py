"""Incidents about the score."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Literal, TypeAlias

from arbiter.decisions import Role
from arbiter.formats.common import Incident, SinceDeclaring
from arbiter.formats.deal import DealFile
from arbiter.formats.kinds import formats_by_kind
from arbiter.formats.markers import INCLUDE, Doc, Range

Omitted: TypeAlias = Literal["blanche", "point", "sequence", "set", "pique", "repique"]


@dataclass(frozen=True)
class OmittedBy:
    """What each player never called nor reckoned in the deal."""

    elder: Annotated[list[Omitted], Doc("What did the elder never call nor reckon?")] | None = None
    younger: Annotated[list[Omitted], Doc("What did the younger never call nor reckon?")] \
        | None = None


@dataclass(frozen=True)
class ScoreDispute(Incident):
    """The players disagree on a deal's score: the deal, and what each claims."""

    kind: Literal["score-dispute"]
    deal: Annotated[
        DealFile, INCLUDE,
        Doc("What was the deal? The name of its deal file (relative to this file), or the "
            "whole deal written here as in a deal file"),
    ]
    claimed: Annotated[
        dict[Role, Annotated[int, Range(0)]], Doc("What does each player claim he scored in "
                                                  "this deal?")
    ]
    discovered: SinceDeclaring
    omitted: Annotated[
        OmittedBy | None,
        Doc("What did a player never call or reckon in the deal (not a slip in adding up)? "
            "Left out: every difference is a miscount of what was reckoned"),
    ] = None


FORMATS = formats_by_kind(ScoreDispute)
