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
(`kinds`), and a scenario's formats (`expected`).
"""

from arbiter.decisions import ROLES as ROLES  # the one Role, re-exported for the formats
from arbiter.decisions import Role as Role
from arbiter.decisions import other as other
from arbiter.formats.common import (
    DISCOVERED_DOC as DISCOVERED_DOC,
)
from arbiter.formats.common import (
    PLAYER as PLAYER,
)
from arbiter.formats.common import (
    Cards as Cards,
)
from arbiter.formats.common import (
    Count as Count,
)
from arbiter.formats.common import (
    Discovered as Discovered,
)
from arbiter.formats.common import (
    EditionName as EditionName,
)
from arbiter.formats.common import (
    Incident as Incident,
)
from arbiter.formats.common import (
    Player as Player,
)
from arbiter.formats.common import (
    SinceDealing as SinceDealing,
)
from arbiter.formats.common import (
    SinceDeclaring as SinceDeclaring,
)
from arbiter.formats.common import (
    SinceExchange as SinceExchange,
)
from arbiter.formats.common import (
    SincePlay as SincePlay,
)
from arbiter.formats.common import (
    SinceTakingUp as SinceTakingUp,
)
from arbiter.formats.common import (
    Stage as Stage,
)
from arbiter.formats.common import (
    Text as Text,
)
from arbiter.formats.expected import (
    Expectation as Expectation,
)
from arbiter.formats.expected import (
    ExpectedBranch as ExpectedBranch,
)
from arbiter.formats.expected import (
    ExpectedFurther as ExpectedFurther,
)
from arbiter.formats.expected import (
    ExpectedPenalty as ExpectedPenalty,
)
from arbiter.formats.expected import (
    Given as Given,
)
from arbiter.formats.expected import (
    IncidentFile as IncidentFile,
)
from arbiter.formats.expected import (
    OptionsFile as OptionsFile,
)
from arbiter.formats.expected import (
    PenaltyFile as PenaltyFile,
)
from arbiter.formats.kinds import (
    ANY_INCIDENT as ANY_INCIDENT,
)
from arbiter.formats.kinds import (
    ELSEWHERE as ELSEWHERE,
)
from arbiter.formats.kinds import (
    INCIDENT_KINDS as INCIDENT_KINDS,
)
from arbiter.formats.kinds import (
    STAGES as STAGES,
)
from arbiter.formats.kinds import (
    formats_by_kind as formats_by_kind,
)
from arbiter.formats.kinds import (
    incident_format as incident_format,
)
from arbiter.formats.kinds import (
    incident_formats as incident_formats,
)
from arbiter.formats.kinds import (
    incident_kinds as incident_kinds,
)
from arbiter.formats.kinds import (
    kind_summary as kind_summary,
)
from arbiter.formats.kinds import (
    stages as stages,
)
from arbiter.formats.kinds import (
    summary as summary,
)
from arbiter.formats.markers import (
    CARD as CARD,
)
from arbiter.formats.markers import (
    CARDS as CARDS,
)
from arbiter.formats.markers import (
    EDITION as EDITION,
)
from arbiter.formats.markers import (
    INCLUDE as INCLUDE,
)
from arbiter.formats.markers import (
    INCLUDE_PATTERN as INCLUDE_PATTERN,
)
from arbiter.formats.markers import (
    RANK as RANK,
)
from arbiter.formats.markers import (
    SUIT as SUIT,
)
from arbiter.formats.markers import (
    ByKey as ByKey,
)
from arbiter.formats.markers import (
    Doc as Doc,
)
from arbiter.formats.markers import (
    Example as Example,
)
from arbiter.formats.markers import (
    NamedMarker as NamedMarker,
)
from arbiter.formats.markers import (
    OneOf as OneOf,
)
from arbiter.formats.markers import (
    Range as Range,
)
from arbiter.formats.markers import (
    RestOfPack as RestOfPack,
)
from arbiter.formats.markers import (
    doc_of as doc_of,
)
from arbiter.formats.markers import (
    hints as hints,
)
