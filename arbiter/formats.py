"""The file formats players write: incident files and deal files (SPEC "Incident files",
"Deal files and scores"), as plain records.

These describe the YAML as written (cards are still text); `arbiter.validate` checks a file
against them and `arbiter schema` publishes them as JSON Schema. Each is a record (see
`arbiter.records`): a dataclass for what reads its fields (the validator, pydantic) that
generates no methods, since there are two dozen formats, built once per file and never
compared. The game's own types (cards, hands, tricks) are built from them by `arbiter.deal`.
"""


from typing import Any, Literal, TypeAlias, get_args, get_type_hints

from arbiter.records import Record, record

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
ROLES: tuple[Role, Role] = ("elder", "younger")


# --- deal files ----------------------------------------------------------------------------


@record
class HandFile(Record):
    """One player's cards: `hand` after the exchange; `dealt` and `discard` optional."""

    hand: Cards
    dealt: Cards | None = None
    discard: Cards | None = None


@record
class DealFile(Record):
    """A complete deal: both hands, and the tricks as played (elder leads the first)."""

    elder: HandFile
    younger: HandFile
    edition: str | None = None
    title: str | None = None
    tricks: list[tuple[str, str]] | None = None


# --- incidents -----------------------------------------------------------------------------


@record
class FacedCard(Record):
    """A card found faced in the pack or the stock while dealing."""

    kind: Literal["faced-card"]
    where: Literal["pack", "stock"]
    count: int
    discovered: Discovered


@record
class ExposedCard(Record):
    """A card exposed in dealing, by the dealer or his adversary: a hand's or the stock's."""

    kind: Literal["exposed-card"]
    belongs_to: Holder
    discovered: Discovered
    exposed_by: Role = "younger"


@record
class WrongCardCount(Record):
    """A hand or the stock found with too many or too few cards."""

    kind: Literal["wrong-card-count"]
    elder: int
    younger: int
    stock: int
    discovered: Discovered


@record
class DealOutOfTurn(Record):
    """The wrong player dealt."""

    kind: Literal["deal-out-of-turn"]
    discovered: Discovered
    wrong_dealer_saw_cards: bool = False


@record
class CutIrregular(Record):
    """A cut with a card exposed, the cards scattered, or too few cards cut."""

    kind: Literal["cut-irregular"]
    problem: Literal["card-exposed", "cards-scattered", "too-few-cards"]
    cut: Literal["for-deal", "to-dealer"]


@record
class ReshuffleRequest(Record):
    """A player asks for a fresh shuffle after a clean cut."""

    kind: Literal["reshuffle-request"]
    requested_by: Role
    reason: Literal["top-card-known", "good-card-cut"]


@record
class IncorrectPack(Record):
    """The pack found with a card twice, a card missing or a card too many."""

    kind: Literal["incorrect-pack"]
    problem: Literal["duplicate-card", "missing-card", "extra-card"]
    discovered: Discovered


@record
class SurplusTakeIn(Record):
    """A player took in more cards than he discarded."""

    kind: Literal["surplus-take-in"]
    player: Role
    discarded: int
    taken: int
    mixed: bool
    discovered: Discovered


@record
class ShortHand(Record):
    """A player took in fewer cards than he discarded."""

    kind: Literal["short-hand"]
    player: Role
    discarded: int
    taken: int
    discovered: Discovered


@record
class SecondDiscard(Record):
    """A player asks to discard again after taking in."""

    kind: Literal["second-discard"]
    player: Role


@record
class BlancheLate(Record):
    """A player shows a carte blanche only after he has discarded."""

    kind: Literal["blanche-late"]
    player: Role


@record
class DeclarationOmitted(Record):
    """A player forgot to call something he held."""

    kind: Literal["declaration-omitted"]
    player: Role
    what: Declaration
    discovered: Discovered


@record
class Miscall(Record):
    """A player called his point, a sequence or a set wrongly."""

    kind: Literal["miscall"]
    player: Role
    what: Called
    error: Literal["over", "under", "misnomer", "impossible"]
    replied: Literal["good", "equal", "not-good", "none"]
    discovered: Discovered


@record
class WrongReply(Record):
    """A player answered `good` or `equal` to a call when he held better."""

    kind: Literal["wrong-reply"]
    player: Role
    what: Called
    reply: Literal["good", "equal"]
    discovered: Discovered


@record
class Revoke(Record):
    """A player did not follow suit when he could."""

    kind: Literal["revoke"]
    player: Role
    discovered: Discovered


@record
class CardPlayedInError(Record):
    """A card played by mistake, or (`dropped`) let fall."""

    kind: Literal["card-played-in-error"]
    player: Role
    dropped: bool = False


@record
class LeadOutOfTurn(Record):
    """A player led when it was not his turn."""

    kind: Literal["lead-out-of-turn"]
    player: Role
    adversary_played: bool


@record
class CardsThrownUp(Record):
    """A player threw up his cards as lost; `mixed` if they were mixed with others."""

    kind: Literal["cards-thrown-up"]
    player: Role
    mixed: bool


@record
class ChangingCards(Record):
    """A player found exchanging cards, or taking back cards he had discarded."""

    kind: Literal["changing-cards"]
    player: Role


@record
class ScoreDispute(Record):
    """The players disagree on a deal's score: the deal, and what each claims."""

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


@record
class Expectation(Record):
    """What a scenario expects one edition to rule (see scenarios/README.md)."""

    decision: str
    citations: list[str] | None = None
    options: dict[str, Any] | None = None
    penalties: list[dict[str, Any]] | None = None
    note: str | None = None


@record
class IncidentFile(Record):
    """An incident file; `expect` and `why` make it a scenario with expected rulings."""

    incident: Incident
    edition: str | None = None
    title: str | None = None
    expect: dict[str, Expectation] | None = None
    why: str | None = None


def incident_kinds() -> list[str]:
    """Every incident kind, in the SPEC's order."""
    return [get_args(get_type_hints(cls)["kind"])[0] for cls in get_args(Incident)]
