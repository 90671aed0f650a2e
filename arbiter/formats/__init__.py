"""The file formats players write (SPEC "Incident files", "Deal files and scores"), as frozen
dataclasses: one definition that serves reading and the published JSON Schema (both
pydantic's, through the hooks `arbiter.formats.checks` gives the markers), and the words
`arbiter kinds` and `arbiter ask` show.

A field's type says what may be written. `Annotated` adds what the type alone cannot say:
`Doc` (what the field and each of its values mean, in the players' words), `Range` (the
least and greatest number), `EDITION` (an edition's id or alias), `CARDS` and `CARD` (card
codes), `INCLUDE` (a value that may instead name a file holding it) and `OneOf` (a value
that is one of several formats, told apart by one key). The
records describe the YAML as written (cards are still text); the game's own types are
built from them by `arbiter.game.deal` and the rulings.

The incident kinds live in modules by stage of the game and are imported when a file names
one: making a frozen dataclass costs about 0.45 ms (measured here), and a ruling reads one kind.

The package only re-exports what its modules define (its modules import one another, never
the package): the markers (`markers`), the shared types (`common`), the incident kinds
(`kinds`) and an incident file (`incident`). A scenario's formats are read only for a scenario
and imported from their own module (`expected`).
"""

from arbiter.decisions import ROLES, Role, other  # the one Role, re-exported for the formats
from arbiter.formats.common import (
    DISCOVERED_DOC,
    PLAYER,
    Cards,
    Count,
    Discovered,
    EditionName,
    Incident,
    PenaltyFile,
    Player,
    SinceDealing,
    SinceDeclaring,
    SinceExchange,
    SincePlay,
    SinceTakingUp,
    Stage,
    Text,
)
from arbiter.formats.incident import IncidentFile
from arbiter.formats.kinds import (
    ANY_INCIDENT,
    ELSEWHERE,
    INCIDENT_KINDS,
    STAGES,
    formats_by_kind,
    incident_format,
    incident_formats,
    incident_kinds,
    kind_summary,
    stages,
    summary,
)
from arbiter.formats.markers import (
    CARD,
    CARDS,
    EDITION,
    INCLUDE,
    INCLUDE_PATTERN,
    RANK,
    SUIT,
    ByKey,
    Doc,
    Example,
    NamedMarker,
    OneOf,
    Range,
    RestOfPack,
    doc_of,
    hints,
)

__all__ = [
    "ANY_INCIDENT",
    "CARD",
    "CARDS",
    "DISCOVERED_DOC",
    "EDITION",
    "ELSEWHERE",
    "INCIDENT_KINDS",
    "INCLUDE",
    "INCLUDE_PATTERN",
    "PLAYER",
    "RANK",
    "ROLES",
    "STAGES",
    "SUIT",
    "ByKey",
    "Cards",
    "Count",
    "Discovered",
    "Doc",
    "EditionName",
    "Example",
    "Incident",
    "IncidentFile",
    "NamedMarker",
    "OneOf",
    "PenaltyFile",
    "Player",
    "Range",
    "RestOfPack",
    "Role",
    "SinceDealing",
    "SinceDeclaring",
    "SinceExchange",
    "SincePlay",
    "SinceTakingUp",
    "Stage",
    "Text",
    "doc_of",
    "formats_by_kind",
    "hints",
    "incident_format",
    "incident_formats",
    "incident_kinds",
    "kind_summary",
    "other",
    "stages",
    "summary",
]
