"""A call admitted good by asking about it (Cavendish, Case VII): "Which queen do you not
reckon?" asks what only a call allowed good need tell, so the asker has admitted the call, and
a "not good" he says to it afterwards is refused.

The finding is raised only under an edition with a law on it (1882, as the casebook reads law
55); the others are registered silent by design, and raise nothing, so a telling that holds
the question rules under them as it did.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import NamedTuple

from arbiter.cards import Rank
from arbiter.decisions import Decision
from arbiter.formats import Role, other
from arbiter.formats.told import Ask, Reply
from arbiter.rulings.core import Context, Ruling, encodes, registration, silent
from arbiter.rulings.findings import Finding
from arbiter.rulings.told_calls import declarations, reply_to
from arbiter.telling.telling import Telling

KIND = "calling:admitted"
SETS = ("quatorze", "trio")


class Admitted(NamedTuple):
    """The `asker` asked (at step `asked_at`) which card of the adversary's quatorze or trio he
    does not reckon, then said "not good" to it."""

    asker: Role
    asked_at: int
    kind: str = KIND


def admissions(telling: Telling) -> Iterator[Finding]:
    """Each "not good" said to a set the replier had asked "which do you not reckon?" of."""
    if registration(KIND, telling.edition.root.id).is_silent:
        return
    for number, step in telling.numbered():
        if not isinstance(step, Ask) or step.ask != "which-not-reckoned":
            continue
        for declared in declarations(telling):
            if declared.by != other(step.by) or declared.step > number or \
                    declared.claim.what not in SETS:
                continue
            if step.rank is not None and declared.claim.rank not in (None, Rank.parse(step.rank)):
                continue
            answer = reply_to(telling, declared.step)
            if answer is None or answer[0] < number or answer[1].reply != "not-good":
                continue
            yield _finding(telling, answer, step.by, declared.claim.words(), number)


def _finding(telling: Telling, answer: tuple[int, Reply], asker: Role, called: str,
             asked_at: int) -> Finding:  # fmt: skip
    at, _ = answer
    words = (f"the {asker} said \"not good\" to {called}, having asked at step {asked_at} "
             "which card of it was not reckoned")
    return Finding(at, words, Admitted(asker, asked_at))


@encodes(KIND, {"portland-1882": {"show": "55"}})
def admitted_1882(ctx: Context[Admitted]) -> Ruling:
    """Law 55 as Case VII reads it: what a player need show or tell is what was allowed good or
    equal; asking which card is out asks for that, and so admits the call good."""
    law, asker = ctx.law("show"), ctx.incident.asker
    return ctx.decide(
        Decision.REFUSED, [law],
        f"Refused: by asking which card is out, the {asker} admitted the call good.",
        f"The {asker} asked which card of the {other(asker)}'s call was not reckoned (step "
        f"{ctx.incident.asked_at}), then said it was not good: the answer is owed only of "
        f"what is 'allowed to be good or equal' (law {law}), so asking admitted the call good, "
        "and it stands.",
        notes=["Cavendish's decision goes beyond law 55's bare words: 'Asking which queen is out "
               "is equivalent to admitting three queens to be good' (Case VII)."],
        follows=["VII"],
    )  # fmt: skip


for _edition in ("royall-1651", "cotton-1674", "miller-sca"):
    silent(KIND, _edition, [], "asking which card is out is not read as allowing the call.")
