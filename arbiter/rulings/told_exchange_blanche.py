"""A carte blanche shown after its holder's own discard, told step by step: the short kind
`blanche-late`, ruled by its own function (1651 XII.16, 1882 law 20, au cent 6, Miller's
blanks), so that the telling and the short kind rule alike.

Only where `told_blanche` finds nothing of its own: a blanche shown after its holder took
cards of the stock (Case XX), or by the younger after the elder took up (Case VI), is its.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from arbiter.formats.exchange import BlancheLate
from arbiter.formats.told import Announce, Discard, Show, Step, Take
from arbiter.rulings.findings import Finding, stated

if TYPE_CHECKING:
    from arbiter.telling.telling import Telling


def blanches_late(telling: Telling) -> Iterator[Finding]:
    """Each carte blanche shown after its holder's own discard, before he took in (and, the
    younger's, before the elder took up); `declared` before discarding when he said "discard
    for carte blanche" (`announce: blanche`) before his first discard."""
    for number, step in telling.numbered():
        if not (isinstance(step, Show) and step.show == "blanche"):
            continue
        earlier = telling.steps[: number - 1]
        discards = [n for n, s in enumerate(earlier) if isinstance(s, Discard) and s.by == step.by]
        if not discards or _took(earlier, step.by) or (
                step.by == "younger" and _took(earlier, "elder")):
            continue
        said = any(isinstance(s, Announce) and s.announce == "blanche" and s.by == step.by
                   for s in earlier[: discards[0]])  # fmt: skip
        declared = "before-discarding" if said else "after-discarding"
        yield Finding(number, f"the {step.by} showed a carte blanche after his discard",
                      stated(BlancheLate, step.by, declared))


def _took(steps: list[Step] | tuple[Step, ...], role: str) -> bool:
    return any(isinstance(step, Take) and step.by == role for step in steps)
