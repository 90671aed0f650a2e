"""An incident file's format: the incident, and the edition it is told under (a scenario's
further keys are `arbiter.formats.expected`'s)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated

from arbiter.formats.common import EditionName, Incident, Text
from arbiter.formats.kinds import INCIDENT_KINDS
from arbiter.formats.markers import OneOf


@dataclass(frozen=True)
class IncidentFile:
    """An incident file: the incident, and the edition it is told under."""

    incident: Annotated[Incident, OneOf("kind", INCIDENT_KINDS, facts=True)]
    edition: EditionName | None = None
    title: Text | None = None
