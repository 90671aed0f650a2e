"""An incident told step by step, read as the game sees it: who held what, and when each
step came (SPEC "Incidents that say what happened").

No law is applied here: the rulings (`arbiter.rulings.told`) judge what this finds. The cards
are read as given (each part maybe unknown), then the steps are walked on the deal's state
(`arbiter.telling.walk` over `arbiter.game.state`), which refuses a step that could not happen where
it is told and finds when the play began, where each card taken sat in the stock, and to what
each card played was played. What each call and reply meant against the cards is the
arithmetic of calls (`arbiter.telling.calls`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any, NamedTuple, TypeVar, cast

from arbiter.files.yamlio import Document, FieldPath
from arbiter.formats import ROLES, Role, Stage
from arbiter.formats.told import Call, PlayerCards, Step, Told, Withdraw
from arbiter.game.deal import card_list
from arbiter.game.operations import EXCHANGE_ACTIONS, Walk
from arbiter.lawbook.editions import Edition
from arbiter.telling.calls import Cards
from arbiter.telling.calls import family as family  # the interview reads it here
from arbiter.telling.walk import Walker, action, bad

T = TypeVar("T")


class Timeline(NamedTuple):
    """When the play began: the step numbers (from 1) of the elder's first lead and the
    younger's first card played to it, if told."""

    first_lead: int | None
    first_play: int | None

    def moment(self, number: int, in_exchange: bool = False) -> Stage:
        """A step's moment as the SPEC's `discovered` words."""
        if self.first_play is not None and number >= self.first_play:
            return Stage.PLAY
        if self.first_lead is not None and number >= self.first_lead:
            return Stage.AFTER_FIRST_LEAD
        return Stage.EXCHANGE if in_exchange else Stage.DECLARING


class Telling(NamedTuple):
    """A told incident read against an edition: its steps, the cards, the timeline, and what
    the walk through the steps found of the stock and the tricks (`Walk`)."""

    told: Told
    edition: Edition
    cards: dict[Role, Cards]
    timeline: Timeline
    walk: Walk | None = None

    @property
    def steps(self) -> list[Step]:
        return self.told.steps

    def numbered(self) -> Iterator[tuple[int, Step]]:
        return enumerate(self.told.steps, start=1)

    def end(self) -> Stage:
        """When the dispute came to light: the incident's `discovered`, or the moment of
        the last step told."""
        last = self.timeline.moment(len(self.steps) + 1, self.in_exchange(len(self.steps)))
        if self.told.discovered is None:
            return last
        told = Stage(self.told.discovered)
        return told if told.order >= last.order else last

    def in_exchange(self, number: int) -> bool:
        first = worked_out(self, "first-exchange", lambda: next(
            (n for n, step in self.numbered() if action(step) in EXCHANGE_ACTIONS), None))
        return first is not None and first <= number

    def moment(self, number: int) -> Stage:
        return self.timeline.moment(number, self.in_exchange(number))


# What is worked out once for a telling and asked at many steps (the finders run over every
# step; asking each afresh made a telling of thousands of steps take quadratic time). A
# telling holds its steps in a list, so it is kept by identity, the last few only.
_WORKED_OUT: dict[int, tuple[Telling, dict[str, Any]]] = {}


def worked_out(telling: Telling, name: str, work: Callable[[], T]) -> T:
    """`work()` for this telling, worked out once."""
    entry = _WORKED_OUT.get(id(telling))
    if entry is None or entry[0] is not telling:
        if len(_WORKED_OUT) >= 16:
            _WORKED_OUT.clear()
        entry = _WORKED_OUT[id(telling)] = (telling, {})
    found = entry[1]
    if name not in found:
        found[name] = work()
    return cast(T, found[name])


def withdrawals(telling: Telling) -> dict[int, int]:
    """Each call withdrawn, by its step: the step of the withdrawal (a withdrawal takes back
    the caller's last call of that kind; the walk has refused one with no call to take back)."""
    def work() -> dict[int, int]:
        last: dict[tuple[str, str], int] = {}
        found: dict[int, int] = {}
        for number, step in telling.numbered():
            if isinstance(step, Call):
                last[(step.by, family(step.call))] = number
            elif isinstance(step, Withdraw) and (step.by, family(step.withdraws)) in last:
                found[last.pop((step.by, family(step.withdraws)))] = number
        return found

    return worked_out(telling, "withdrawals", work)


def read(told: Told, edition: Edition, document: Document | None,
         path: FieldPath) -> Telling:  # fmt: skip
    """Check a told incident against the edition (the cards, and that the steps could happen
    in that order) and read it."""
    if not told.steps:  # the steps first: what was done matters more than the cards
        raise bad(document, (*path, "steps"), "no step is told", "say what was said and done")
    cards = {role: _cards(getattr(told, role), edition, document, (*path, role))
             for role in ROLES}  # fmt: skip
    walker = Walker(edition, document, path)
    walker.know(cards)
    for number, step in enumerate(told.steps, start=1):
        walker.step(number, step)
    state = walker.state
    return Telling(told, edition, cards, Timeline(state.first_lead, state.first_play),
                   state.walk())


def _cards(given: PlayerCards | None, edition: Edition, document: Document | None,
           path: FieldPath) -> Cards:  # fmt: skip
    if given is None:
        return Cards()
    hand, discard, dealt = (None if getattr(given, name) is None else frozenset(
        card_list(getattr(given, name), edition, document, (*path, name)))
        for name in ("hand", "discard", "dealt"))
    cards = Cards(hand, discard, dealt)
    if given.held is None and given.not_held is None:
        return cards
    from arbiter.telling.told_partly import partly

    return cast(Cards, partly(cards, given, edition, document, path))
