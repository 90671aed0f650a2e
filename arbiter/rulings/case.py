"""The case being ruled: an incident with the file it came from, and when the irregularity
came to light (`discovered`, in the SPEC's order of the game's stages: the one form of timing,
a told step's as well as a file's), with the incident's facts in words for an explanation.
"""

from __future__ import annotations

import copy
from dataclasses import fields
from typing import NamedTuple, TypeVar

from arbiter.errors import ImpossibleError, Where
from arbiter.files.yamlio import Document, FieldPath
from arbiter.formats import Incident, Role, Stage
from arbiter.lawbook.editions import Edition

I = TypeVar("I")  # noqa: E741 - an incident's type


# --- the case being ruled ------------------------------------------------------------------


class Case(NamedTuple):
    """An incident to rule on, with the parsed file it came from (for line numbers, and for
    the deal of a score dispute, which is built afresh for each edition's pack). A step of a
    told incident is ruled as a case too, by the facts of its short kind's own fields (what a
    rule reads, a file can state), and (for what only a telling can show) the name of its
    rules, `kind_name`."""

    incident: Incident
    document: Document | None = None
    path: FieldPath = ("incident",)
    kind_name: str | None = None
    told_under: Edition | None = None  # the edition the story was told under (`compare`)

    @property
    def kind(self) -> str:
        return self.kind_name or str(self.incident.kind)

    def bad(self, field_name: str, message: str, hint: str | None = None) -> ImpossibleError:
        """An impossible incident, located at one of its fields."""
        where = (
            self.document.where((*self.path, field_name))
            if self.document
            else Where(path=f"incident.{field_name}")
        )
        return ImpossibleError(message, where, hint)


# --- discovery: when the irregularity came to light ----------------------------------------


def stage(discovered: str) -> int:
    """The place of a `discovered` value in the SPEC's order (cutting is 0)."""
    return Stage(discovered).order


def no_later_than(discovered: str, moment: str) -> bool:
    """Whether the discovery came at `moment` or before it (`discovered` values both)."""
    return Stage(discovered).no_later_than(moment)


def has_played(player: Role, discovered: str) -> bool:
    """Whether `player` had played a card when the error came to light: the elder once he has
    led (after-first-lead), the younger once he has played to the first trick (play)."""
    return not no_later_than(discovered, "declaring" if player == "elder" else "after-first-lead")


def when(discovered: str) -> str:
    """`discovered` in words ("while dealing"), as the file format explains it."""
    return Stage(discovered).words


def facts(incident: object, *names: str) -> str:
    """The incident's fields named, as `(where: pack, count: 1)`; all of them when none named."""
    every = incident._fields if isinstance(incident, tuple) else [  # type: ignore[attr-defined]
        f.name for f in fields(incident)]  # type: ignore[arg-type]
    chosen = names or tuple(name for name in every if name != "kind")
    parts = [f"{name}: {_word(getattr(incident, name))}" for name in chosen]
    return "(" + ", ".join(parts) + ")"


def _word(value: object) -> str:
    if isinstance(value, tuple):  # a told finding's list of calls
        return " and ".join(map(str, value)) or "none"
    return str(value).lower() if isinstance(value, bool) else str(value)



def restated(incident: I, **facts: object) -> I:
    """A copy of an incident with some facts read otherwise (the interview's incident, whose
    unknown facts are asked as the rules read them, as well as a file's)."""
    read = copy.copy(incident)
    for name, value in facts.items():
        object.__setattr__(read, name, value)
    return read
