"""The file formats players write: incident files and deal files (SPEC "Incident files",
"Deal files and scores"), as plain dataclasses.

These describe the YAML as written (cards are still text); `arbiter.validate` checks a file
against them and `arbiter schema` publishes them as JSON Schema. They are plain records built
once per file and never compared, so they skip the generated `__eq__` (`eq=False`): defining
a class's equality costs as much at start-up as the rest of the class. The game's own types (cards,
hands, tricks) are built from them by `arbiter.deal`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal, TypeAlias, get_args, get_type_hints

Role: TypeAlias = Literal["elder", "younger"]
Holder: TypeAlias = Literal["elder", "younger", "stock"]
Discovered: TypeAlias = Literal[
    "cutting",
    "dealing",
    "before-taking-up",
    "after-taking-up",
    "exchange",
    "declaring",
    "after-first-lead",
    "play",
    "after-play",
    "next-deal",
]
DISCOVERED_ORDER: tuple[str, ...] = (
    "cutting",
    "dealing",
    "before-taking-up",
    "after-taking-up",
    "exchange",
    "declaring",
    "after-first-lead",
    "play",
    "after-play",
    "next-deal",
)
Declaration: TypeAlias = Literal["blanche", "point", "sequence", "set", "pique", "repique"]
Called: TypeAlias = Literal["point", "sequence", "set"]
Cards: TypeAlias = list[str] | str


# --- deal files ----------------------------------------------------------------------------


@dataclass(eq=False)
class HandFile:
    """One player's cards: `hand` after the exchange; `dealt` and `discard` optional."""

    hand: Cards
    dealt: Cards | None = None
    discard: Cards | None = None


@dataclass(eq=False)
class DealFile:
    """A complete deal: both hands, and the tricks as played (elder leads the first)."""

    elder: HandFile
    younger: HandFile
    edition: str | None = None
    title: str | None = None
    tricks: list[tuple[str, str]] | None = None


# --- incidents -----------------------------------------------------------------------------


@dataclass(eq=False)
class FacedCard:
    kind: Literal["faced-card"]
    where: Literal["pack", "stock"]
    count: int
    discovered: Discovered


@dataclass(eq=False)
class ExposedCard:
    kind: Literal["exposed-card"]
    belongs_to: Holder
    discovered: Discovered
    exposed_by: Role = "younger"


@dataclass(eq=False)
class WrongCardCount:
    kind: Literal["wrong-card-count"]
    elder: int
    younger: int
    stock: int
    discovered: Discovered


@dataclass(eq=False)
class DealOutOfTurn:
    kind: Literal["deal-out-of-turn"]
    discovered: Discovered
    wrong_dealer_saw_cards: bool = False


@dataclass(eq=False)
class CutIrregular:
    kind: Literal["cut-irregular"]
    problem: Literal["card-exposed", "cards-scattered", "too-few-cards"]
    cut: Literal["for-deal", "to-dealer"]


@dataclass(eq=False)
class ReshuffleRequest:
    kind: Literal["reshuffle-request"]
    requested_by: Role
    reason: Literal["top-card-known", "good-card-cut"]


@dataclass(eq=False)
class IncorrectPack:
    kind: Literal["incorrect-pack"]
    problem: Literal["duplicate-card", "missing-card", "extra-card"]
    discovered: Discovered


@dataclass(eq=False)
class SurplusTakeIn:
    kind: Literal["surplus-take-in"]
    player: Role
    discarded: int
    taken: int
    mixed: bool
    discovered: Discovered


@dataclass(eq=False)
class ShortHand:
    kind: Literal["short-hand"]
    player: Role
    discarded: int
    taken: int
    discovered: Discovered


@dataclass(eq=False)
class SecondDiscard:
    kind: Literal["second-discard"]
    player: Role


@dataclass(eq=False)
class BlancheLate:
    kind: Literal["blanche-late"]
    player: Role


@dataclass(eq=False)
class DeclarationOmitted:
    kind: Literal["declaration-omitted"]
    player: Role
    what: Declaration
    discovered: Discovered


@dataclass(eq=False)
class Miscall:
    kind: Literal["miscall"]
    player: Role
    what: Called
    error: Literal["over", "under", "misnomer", "impossible"]
    replied: Literal["good", "equal", "not-good", "none"]
    discovered: Discovered


@dataclass(eq=False)
class WrongReply:
    kind: Literal["wrong-reply"]
    player: Role
    what: Called
    reply: Literal["good", "equal"]
    discovered: Discovered


@dataclass(eq=False)
class Revoke:
    kind: Literal["revoke"]
    player: Role
    discovered: Discovered


@dataclass(eq=False)
class CardPlayedInError:
    kind: Literal["card-played-in-error"]
    player: Role
    dropped: bool = False


@dataclass(eq=False)
class LeadOutOfTurn:
    kind: Literal["lead-out-of-turn"]
    player: Role
    adversary_played: bool


@dataclass(eq=False)
class CardsThrownUp:
    kind: Literal["cards-thrown-up"]
    player: Role
    mixed: bool


@dataclass(eq=False)
class ChangingCards:
    kind: Literal["changing-cards"]
    player: Role


@dataclass(eq=False)
class ScoreDispute:
    kind: Literal["score-dispute"]
    deal: DealFile
    claimed: dict[Role, int]
    discovered: Discovered


Incident: TypeAlias = (
    FacedCard
    | ExposedCard
    | WrongCardCount
    | DealOutOfTurn
    | CutIrregular
    | ReshuffleRequest
    | IncorrectPack
    | SurplusTakeIn
    | ShortHand
    | SecondDiscard
    | BlancheLate
    | DeclarationOmitted
    | Miscall
    | WrongReply
    | Revoke
    | CardPlayedInError
    | LeadOutOfTurn
    | CardsThrownUp
    | ChangingCards
    | ScoreDispute
)


@dataclass(eq=False)
class Expectation:
    """What a scenario expects one edition to rule (see scenarios/README.md)."""

    decision: str
    citations: list[str] | None = None
    options: dict[str, Any] | None = None
    penalties: list[dict[str, Any]] | None = None
    note: str | None = None


@dataclass(eq=False)
class IncidentFile:
    """An incident file; `expect` and `why` make it a scenario with expected rulings."""

    incident: Incident
    edition: str | None = None
    title: str | None = None
    expect: dict[str, Expectation] | None = None
    why: str | None = None


def incident_kinds() -> list[str]:
    """Every incident kind, in the SPEC's order."""
    return [get_args(get_type_hints(cls)["kind"])[0] for cls in get_args(Incident)]
