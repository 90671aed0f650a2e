"""The file formats players write (SPEC "Incident files", "Deal files and scores"), as frozen
dataclasses: one definition that serves reading and the published JSON Schema (both
pydantic's, through the markers' hooks in `arbiter.formats.checks`), and the words `arbiter
kinds` and `arbiter ask` show.

A field's type says what may be written. `Annotated` adds what the type alone cannot say:
`Doc` (what the field and each of its values mean, in the players' words), `Range` (the
least and greatest number), `EDITION` (an edition's id or alias), `CARDS` and `CARD` (card
codes), `INCLUDE` (a value that may instead name a file holding it) and `OneOf` (a value
that is one of several formats, told apart by one key). The
records describe the YAML as written (cards are still text); the game's own types are
built from them by `arbiter.game.deal` and the rulings.

The incident kinds live in modules by stage of the game and are imported when a file names
one: making a frozen dataclass costs about 0.45 ms (measured here), and a ruling reads one kind.
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Annotated, Any, Literal, TypeAlias, get_args, get_origin, get_type_hints

from arbiter.decisions import ROLES as ROLES  # the one Role, re-exported for the formats
from arbiter.decisions import Decision, Effect
from arbiter.decisions import Role as Role
from arbiter.decisions import other as other

# --- markers read by pydantic (their hooks) and the interview ---------------------------


@dataclass(frozen=True, eq=False)  # markers are told apart by identity (and hash by it)
class Doc:
    """What a field means in the players' words, and what each of its values means; `fact`
    states the fact, for a ruling that turns on it ("If he had not shown ..."): a yes/no's
    statement (its "no" puts `not` after its first verb, unless given as a pair), else a
    statement whose `{}` takes the values (`{s}` and `{was}` agreeing with a count); `words`,
    a value's words in that statement where they are not its meaning in `values`."""

    text: str
    values: Mapping[str, str] = field(default_factory=dict)
    fact: str | tuple[str, str] | None = None
    words: Mapping[str, str] = field(default_factory=dict)

    def __get_pydantic_json_schema__(self, schema: Any, handler: Any) -> Any:
        from arbiter.formats.checks import doc_json

        return doc_json(self, schema, handler)


def doc_of(markers: tuple[Any, ...]) -> Doc | None:
    """A field's words from all its `Doc` markers: the question of the most specific (the
    last: `Annotated[Player, Doc("Who revoked?")]`), each value's meaning from any of them."""
    docs = [marker for marker in markers if isinstance(marker, Doc)]
    if not docs:
        return None
    values: dict[str, str] = {}
    words: dict[str, str] = {}
    for found in docs:
        values.update(found.values)
        words.update(found.words)
    fact = next((found.fact for found in reversed(docs) if found.fact is not None), None)
    return Doc(docs[-1].text, values, fact, words)


@dataclass(frozen=True, eq=False)
class Example:
    """The value `arbiter kinds KIND --example` writes for a field, as YAML text, where the
    first allowed value would not make a file that rules (0 taken for 0 discarded is no
    surplus); by incident kind where a format serves several."""

    value: str | Mapping[str, str]

    def for_kind(self, kind: str) -> str | None:
        return self.value if isinstance(self.value, str) else self.value.get(kind)


@dataclass(frozen=True, eq=False)
class Range:
    """The least and (when given) the greatest whole number a field takes."""

    least: int
    most: int | None = None

    def __get_pydantic_core_schema__(self, source: Any, handler: Any) -> Any:
        from arbiter.formats.checks import range_schema

        return range_schema(self, source, handler)

    def __get_pydantic_json_schema__(self, schema: Any, handler: Any) -> Any:
        from arbiter.formats.checks import range_json

        return range_json(self, schema, handler)


@dataclass(frozen=True)
class RestOfPack:
    """A count that only restates the deal when the `parts` named are found wrong (a stock
    beside a hand of thirteen): `arbiter ask` takes it as the rest of the edition's pack, not
    asked, and asks it only when those parts are as the edition deals them."""

    parts: tuple[str, ...]


@dataclass(frozen=True, eq=False)
class OneOf:
    """A value that is one of several formats, told apart by the value of its `key` (an
    incident's `kind`): `formats` maps each value to the module under `arbiter.formats` that
    defines it, imported when a file names it."""

    key: str
    formats: Mapping[str, str]
    facts: bool = False  # an incident file's incident: its facts may be written `unknown`

    def format_for(self, tag: str) -> type:
        module = importlib.import_module(f"arbiter.formats.{self.formats[tag]}")
        found: type = module.FORMATS[tag]
        return found

    def all_formats(self) -> dict[str, type]:
        return {tag: self.format_for(tag) for tag in self.formats}

    def __get_pydantic_core_schema__(self, source: Any, handler: Any) -> Any:
        from arbiter.formats.checks import one_of_schema

        return one_of_schema(self)

    def __get_pydantic_json_schema__(self, schema: Any, handler: Any) -> Any:
        from arbiter.formats.checks import formats_json

        return formats_json(list(self.all_formats().values()), handler, self.facts)


@dataclass(frozen=True, eq=False)
class ByKey:
    """A value that is one of several formats told apart by which of their keys it holds (a
    step of a told incident: `call`, `reply`, `lead`...): `formats` maps each such key to its
    format, whose field of that name it must have."""

    formats: Mapping[str, type]
    # for `arbiter ask`: the keys offered for each incident kind, in the order a player meets
    # them (the others are still taken when named)
    offered: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    facts: bool = False  # a told incident's steps: their facts may be written `unknown`

    def __get_pydantic_core_schema__(self, source: Any, handler: Any) -> Any:
        from arbiter.formats.checks import by_key_schema

        return by_key_schema(self)

    def __get_pydantic_json_schema__(self, schema: Any, handler: Any) -> Any:
        from arbiter.formats.checks import formats_json

        return formats_json(list(self.formats.values()), handler, self.facts)


class _Marker:
    """A named marker: `EDITION`, `CARD`, `CARDS`."""

    def __init__(self, name: str) -> None:
        self.name = name

    def __repr__(self) -> str:
        return self.name

    def __get_pydantic_core_schema__(self, source: Any, handler: Any) -> Any:
        from arbiter.formats.checks import marker_schema

        return marker_schema(self.name, source, handler)

    def __get_pydantic_json_schema__(self, schema: Any, handler: Any) -> Any:
        from arbiter.formats.checks import marker_json

        return marker_json(self.name, schema, handler)


EDITION = _Marker("EDITION")  # an edition id or alias, any case (YAML reads 1882 as a number)
CARD = _Marker("CARD")  # one card code, e.g. 10H
CARDS = _Marker("CARDS")  # cards as a YAML list or a string "AS KS 10H"
RANK = _Marker("RANK")  # a rank: A K Q J 10 9 8 7 6 (T for ten), any case; 10 as a number too
SUIT = _Marker("SUIT")  # a suit: S H D C, a symbol, or its name (spades), any case
# A value written in place, or as the name of a YAML file that holds it, relative to the file
# that names it (a score dispute's `deal: last-hand.yaml`): read as if written in place.
INCLUDE = _Marker("INCLUDE")
INCLUDE_PATTERN = r"\.[Yy][Aa]?[Mm][Ll]\s*$"  # such a name ends .yaml or .yml

# --- the common types ----------------------------------------------------------------------


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


# Every incident kind, in the SPEC's order, and its stage of the game: the name of the module
# that defines its format under arbiter.formats and its rules under arbiter.rulings.
INCIDENT_KINDS: dict[str, str] = {
    "faced-card": "dealing",
    "exposed-card": "dealing",
    "wrong-card-count": "card_count",
    "deal-out-of-turn": "dealing",
    "cut-irregular": "dealing",
    "reshuffle-request": "dealing",
    "incorrect-pack": "dealing",
    "surplus-take-in": "exchange",
    "short-hand": "exchange",
    "second-discard": "exchange",
    "blanche-late": "exchange",
    "declaration-omitted": "calling",
    "miscall": "calling",
    "wrong-reply": "calling",
    "revoke": "play",
    "card-played-in-error": "play",
    "lead-out-of-turn": "play",
    "cards-thrown-up": "play",
    "changing-cards": "play",
    "score-dispute": "scores",
    "wrong-pack": "table",
    "damaged-cards": "table",
    "bystander-remark": "table",
    "written-scores-differ": "table",
    "foreign-card": "table",
    "fresh-deal-by-agreement": "table",
    "calling": "told",
    "exchange": "told",
    "play": "told",
}
ANY_INCIDENT = OneOf("kind", INCIDENT_KINDS)

# The stages of the game, in order, as `arbiter ask` and `arbiter kinds` group the incident
# kinds: a stage's name in the players' words and the kinds that arise in it (a kind may
# arise in more than one). A kind in no stage is offered under "something else".
STAGES: dict[str, tuple[str, ...]] = {
    "cutting and dealing": ("cut-irregular", "reshuffle-request", "deal-out-of-turn",
                            "faced-card", "exposed-card", "wrong-card-count", "incorrect-pack",
                            "wrong-pack", "foreign-card", "damaged-cards",
                            "fresh-deal-by-agreement"),
    "carte blanche": ("blanche-late", "declaration-omitted"),
    "the exchange": ("exchange", "surplus-take-in", "short-hand", "second-discard",
                     "exposed-card", "faced-card", "wrong-card-count", "changing-cards",
                     "foreign-card"),
    "the calling": ("calling", "declaration-omitted", "miscall", "wrong-reply", "short-hand",
                    "surplus-take-in"),
    # a hand found short or long in the play is the exchange's doing (short-hand, surplus
    # take-in): the stock it was dealt is long gone, so wrong-card-count is not offered here
    # a false or forgotten call found once the cards are played comes to light in the play
    "the play": ("play", "revoke", "card-played-in-error", "lead-out-of-turn",
                 "cards-thrown-up", "miscall", "declaration-omitted", "wrong-reply",
                 "short-hand", "surplus-take-in", "changing-cards", "foreign-card",
                 "damaged-cards"),
    "the score": ("score-dispute", "written-scores-differ", "declaration-omitted",
                  "miscall", "revoke", "bystander-remark"),
}
ELSEWHERE = "something else"


def stages() -> dict[str, list[str]]:
    """The stages of the game with their kinds, "something else" holding any kind that no
    stage lists."""
    found = {stage: list(kinds) for stage, kinds in STAGES.items()}
    listed = {kind for kinds in STAGES.values() for kind in kinds}
    rest = [kind for kind in INCIDENT_KINDS if kind not in listed]
    return {**found, ELSEWHERE: rest} if rest else found


def incident_kinds() -> list[str]:
    """Every incident kind, in the SPEC's order."""
    return list(INCIDENT_KINDS)


def incident_format(kind: str) -> type:
    """The format of one incident kind."""
    return ANY_INCIDENT.format_for(kind)


def incident_formats() -> dict[str, type]:
    """Every incident kind's format (importing them all: for the schema, kinds, tests)."""
    return ANY_INCIDENT.all_formats()


def formats_by_kind(*classes: type) -> dict[str, type]:
    """A module's incident formats by their `kind` (each module's `FORMATS`); a format may
    serve several kinds. Only the `kind` field's type is read (all of a class's hints are
    evaluated when a file of it is read)."""
    return {kind: cls for cls in classes for kind in get_args(_kind_type(cls))}


def _kind_type(cls: type) -> Any:
    kind = cls.__annotations__["kind"]
    if isinstance(kind, str):  # as `from __future__ import annotations` leaves it
        kind = eval(kind, vars(sys.modules[cls.__module__]))  # our own source, as typing does
    annotated: bool = get_origin(kind) is Annotated  # type: ignore[comparison-overlap]
    return get_args(kind)[0] if annotated else kind


# --- a scenario's expectations -------------------------------------------------------------


@dataclass(frozen=True)
class OptionsFile:
    """Who chooses, and between which decisions."""

    holder: Role
    choices: list[Decision]


@dataclass(frozen=True)
class PenaltyFile:
    """A penalty, in the SPEC's shape: the offender, the effect, and what it concerns."""

    player: Annotated[Role, Doc("The offender")]
    effect: Effect
    what: Annotated[
        Literal["blanche", "point", "sequence", "set", "pique", "repique"] | None,
        Doc("The score it concerns (for loses-declaration)"),
    ] = None


def summary(cls: type) -> str:
    """What a format is, in the players' words: its docstring, on one line."""
    import inspect

    return " ".join(inspect.cleandoc(cls.__doc__ or cls.__name__).split())


def kind_summary(kind: str) -> str:
    """What an incident kind is, in the players' words: its format's summary, or, for a format
    several kinds share (the told ones), the kind's own words from its `kind` field."""
    cls = incident_format(kind)
    if len(get_args(_kind_type(cls))) > 1:
        doc = doc_of(get_args(hints(cls)["kind"])[1:])
        if doc is not None and kind in doc.values:
            return f"Told step by step, {doc.values[kind]}."
    return summary(cls)


def hints(cls: type) -> dict[str, Any]:
    """A format's field types, with their markers."""
    return get_type_hints(cls, include_extras=True)


# A scenario's formats, in their own module (to keep this one within 500 lines), re-exported
from arbiter.formats.expected import Expectation as Expectation  # noqa: E402
from arbiter.formats.expected import ExpectedBranch as ExpectedBranch  # noqa: E402
from arbiter.formats.expected import ExpectedFurther as ExpectedFurther  # noqa: E402
from arbiter.formats.expected import ExpectedPenalty as ExpectedPenalty  # noqa: E402
from arbiter.formats.expected import Given as Given  # noqa: E402
from arbiter.formats.expected import IncidentFile as IncidentFile  # noqa: E402
