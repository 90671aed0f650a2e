"""The formats of a scenario: an incident file and what it expects each edition to rule (see
scenarios/README.md), and the penalties and options it names. Read only for a file that
writes `expect:` or `why:` (`arbiter.rulings.incidents`), and not re-exported by
`arbiter.formats`, so that ruling on an incident never imports it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Literal, TypeAlias

from pydantic import Field

from arbiter.decisions import Decision, Role
from arbiter.formats.common import EditionName, PenaltyFile, Text
from arbiter.formats.incident import IncidentFile
from arbiter.formats.markers import Doc, Range


@dataclass(frozen=True)
class OptionsFile:
    """Who chooses, and between which decisions."""

    holder: Role
    choices: list[Decision]


Given: TypeAlias = Annotated[
    str | int | bool | list[str | int | bool] | None,
    Doc("The value the fact takes in this branch, or a list of the values that rule alike"),
]


@dataclass(frozen=True)
class ExpectedPenalty(PenaltyFile):
    """A penalty a scenario expects: a reckons-nothing may leave him some scores."""

    except_: Annotated[
        list[Literal["blanche"]] | None,
        Field(alias="except"),  # the writer's key, a Python keyword
        Doc("The scores a reckons-nothing penalty leaves him (Case XXI: his carte blanche)"),
    ] = None


@dataclass(frozen=True)
class ExpectedFurther:
    """A telling's further irregularity, ruled beside the first (`rule --json`'s `also`); or
    what a short kind's facts also call for (a miscall's call not shown), with no step."""

    decision: Decision
    step: Annotated[int, Range(1), Doc("The step it turns on (none beside a short kind)")] | \
        None = None
    citations: list[Annotated[str, Doc("A law id")]] | None = None
    options: OptionsFile | None = None
    penalties: list[ExpectedPenalty] | None = None


@dataclass(frozen=True)
class ExpectedBranch:
    """One way a `depends` ruling goes: the facts not known as this branch takes them
    (`given`, by field as `rule --json` names them), and what it rules."""

    given: dict[str, Given]
    decision: Decision
    citations: list[Annotated[str, Doc("A law id")]] | None = None
    options: OptionsFile | None = None
    penalties: list[ExpectedPenalty] | None = None
    step: Annotated[int, Range(1)] | None = None
    also: Annotated[list[ExpectedFurther], Doc("What this branch rules beside it")] | None = None


@dataclass(frozen=True)
class Expectation:
    """What a scenario expects one edition to rule (see scenarios/README.md); a `depends`
    ruling's branches, each in full."""

    decision: Decision
    citations: list[Annotated[str, Doc("A law id")]] | None = None
    options: OptionsFile | None = None
    penalties: list[ExpectedPenalty] | None = None
    step: Annotated[int, Range(1)] | None = None
    note: Text | None = None
    branches: list[ExpectedBranch] | None = None
    case: Annotated[str, Doc("The case of Cavendish's Cases and Decisions the ruling must "
                             "follow and name (XVII)")] | None = None
    also: Annotated[list[ExpectedFurther], Doc("Each further irregularity ruled")] | None = None
    moot: Annotated[list[Annotated[int, Range(1)]], Doc("Steps made moot")] | None = None


# A file that writes neither `expect` nor `why` is read as an `IncidentFile`: pydantic then
# builds no validator of the expectations (about 8 ms a command). The published schema is this.
@dataclass(frozen=True)
class ScenarioFile(IncidentFile):
    """An incident file; `expect` and `why` make it a scenario with expected rulings."""

    expect: dict[EditionName, Expectation] | None = None
    why: Text | None = None
