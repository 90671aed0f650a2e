"""What a telling's finders find: an irregular step and the facts to judge it (`Finding`),
a short kind's incident stating them (`stated`) and its ruling (`by_short_kind`), and whether
the elder had called again between two steps (`called_since`, a fact a wrong reply's file
states). Shared by the calling's finders (`told`) and the exchange's and the play's
(`told_exchange`, `told_play`), which `told` imports only for a telling with such steps: so
they import this, not `told`."""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from functools import cache
from typing import TYPE_CHECKING, Any, NamedTuple, get_args, get_type_hints

from arbiter.formats.told import Call
from arbiter.rulings.core import Case, Context, Ruling, rule_case
from arbiter.telling.telling import worked_out

if TYPE_CHECKING:
    from arbiter.telling.telling import Telling


def stated(form: type, *values: object) -> object:
    """A short kind's incident stating the facts a telling shows (its words, checked when the
    telling was read, are the short kind's own)."""
    return form(_kind(form), *values)


@cache
def _kind(form: type) -> str:
    """The short kind a form is for (its `kind` field's one value)."""
    (kind,) = get_args(get_type_hints(form)["kind"])
    return str(kind)


def by_short_kind(ctx: Context[Any], incident: object) -> Ruling:
    """A step ruled by a short kind's own rules, its facts stated (`stated`)."""
    return rule_case(Case(incident, None), ctx.edition)  # type: ignore[arg-type]


class Finding(NamedTuple):
    """An irregular step, and the facts to judge it: a short kind's incident, or a finding
    of `told_calling`'s (`told_calling.Question` and the like)."""

    step: int
    words: str
    incident: object
    explicit: bool = True
    named: tuple[tuple[str, int], ...] = ()  # the step named instead, by the decision reached
    names: int | None = None  # the step named, if not the irregular one (a correction)
    follows: tuple[str, ...] = ()  # the cases of the casebook the steps are

    def step_for(self, ruling: Ruling) -> int:
        """The step the ruling turns on: a question refused turns on the asking, one that must
        be answered on the answer; an inquiry on the reply, a call that must be completed on
        the call; a wrong reply corrected, on the correction (1882 law 51, 1651 XII.15)."""
        return dict(self.named).get(str(ruling.decision), self.names or self.step)


def called_since(telling: Telling, number: int, since: int) -> bool:
    """Whether the elder called anything after step `since` and before step `number` (a wrong
    reply's `called_since`, 1882 law 51)."""
    elder_calls = _calls_by_elder(telling)
    return bisect_left(elder_calls, number) > bisect_right(elder_calls, since)


def _calls_by_elder(telling: Telling) -> list[int]:
    return worked_out(telling, "elder-calls", lambda: [
        n for n, step in telling.numbered() if isinstance(step, Call) and step.by == "elder"])
