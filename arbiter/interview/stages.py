"""What happened: the stage of the game, then the kinds that come to light in it.

A stage offers first the kinds that arise in it (`arbiter.formats.STAGES`), then every kind
that arose earlier and can be found only now: each kind whose `discovered` (the moments its
file says it can come to light) takes one of the stage's moments (`MOMENTS`). So no kind is
missing from a moment its file allows. A stage whose menu would not fit a 24-line terminal
keeps the kinds from other parts of the game behind one more choice, `earlier`."""

from __future__ import annotations

from collections.abc import Generator
from functools import cache
from typing import Any, get_args

from arbiter.formats import incident_format, incident_kinds, kind_summary, stages
from arbiter.formats.shapes import choices, fields_of, shape
from arbiter.interview.questions import Choice, Question

STAGE_QUESTION = "What part of the game were you at when it happened?"
KIND_QUESTION = "What happened?"
EARLIER_QUESTION = "What happened, in another part of the game, found only now?"
EARLIER = "earlier"

# The moments of `discovered` (DISCOVERED_DOC) that each stage of the game spans, in the
# players' words: the carte blanche is shown once the cards are taken up, before the exchange;
# the play begins with the first card led.
MOMENTS: dict[str, tuple[str, ...]] = {
    "cutting and dealing": ("cutting", "dealing", "before-taking-up"),
    "carte blanche": ("after-taking-up",),
    "the exchange": ("exchange",),
    "the calling": ("declaring",),
    "the play": ("after-first-lead", "play"),
    "the score": ("after-play", "next-deal"),
}
MENU = 16  # the most kinds a menu lists at once: with its question, within 24 lines


@cache
def discovered(kind: str) -> tuple[str, ...]:
    """The moments a kind can come to light, as its file's `discovered` allows them; () for a
    kind whose file does not say (it is offered where `STAGES` puts it)."""
    found = fields_of(incident_format(kind)).get("discovered")
    if found is None:
        return ()
    kind_of, bare, _ = shape(found[0])
    options = [o for o in get_args(bare) if o is not type(None)] if kind_of == "union" else [bare]
    return tuple(str(moment) for moment in choices(shape(options[0])[1]))


def offered(stage: str) -> tuple[list[str], list[str]]:
    """The kinds a stage offers: those that arise in it, then those that arose earlier and
    can come to light at one of its moments, in the order the game meets them."""
    arising = stages()[stage]
    moments = set(MOMENTS.get(stage, ()))
    earlier = [kind for kinds in stages().values() for kind in kinds
               if kind not in arising and moments & set(discovered(kind))]  # fmt: skip
    return arising, list(dict.fromkeys(earlier))


def what_happened() -> Generator[Question, Any, str]:
    """The stage of the game, then what happened in it (a kind's name is taken at once):
    the incident's kind."""
    grouped = stages()
    stage = yield Question(
        "stage", STAGE_QUESTION, tuple(Choice(name) for name in grouped),
        heading="What happened", also={kind: ("kind", kind) for kind in incident_kinds()})
    if isinstance(stage, tuple):
        return str(stage[1])
    arising, earlier = offered(stage)
    named = {kind: kind for kind in (*arising, *earlier)}
    if len(arising) + len(earlier) <= MENU:
        return str((yield Question("incident.kind", KIND_QUESTION, _menu(*arising, *earlier),
                                   also=named)))  # fmt: skip
    more = Choice(EARLIER, "from another part of the game, found only now")
    kind = yield Question("incident.kind", KIND_QUESTION, (*_menu(*arising), more), also=named)
    if kind != EARLIER:
        return str(kind)
    return str((yield Question("incident.kind", EARLIER_QUESTION, _menu(*earlier),
                               also=named)))  # fmt: skip


def _menu(*kinds: str) -> tuple[Choice, ...]:
    return tuple(Choice(kind, kind_summary(kind)) for kind in kinds)
