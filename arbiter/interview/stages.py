"""What happened: the stage of the game, then the kinds that come to light in it."""

from __future__ import annotations

from collections.abc import Generator
from typing import TYPE_CHECKING, Any

from arbiter.formats import (
    kind_summary,
    stages,
)
from arbiter.interview.questions import Choice, Question

if TYPE_CHECKING:  # the editions and the rules are loaded once the first question is answered
    pass



# --- the incident interview ------------------------------------------------------------------


STAGE_QUESTION = "What part of the game were you at when it happened?"
KIND_QUESTION = "What happened?"


def what_happened() -> Generator[Question, Any, str]:
    """The stage of the game, then what happened in it (a kind's name is taken at once):
    the incident's kind."""
    from arbiter.formats import incident_kinds

    grouped = stages()
    stage = yield Question(
        "stage", STAGE_QUESTION, tuple(Choice(name) for name in grouped),
        heading="What happened", also={kind: ("kind", kind) for kind in incident_kinds()})
    if isinstance(stage, tuple):
        return str(stage[1])
    offered = tuple(Choice(kind, kind_summary(kind))
                    for kind in grouped[stage])
    kind: str = yield Question("incident.kind", KIND_QUESTION, offered)
    return kind
