"""A carte blanche in a told exchange, as Cavendish's cases decide it (1882 laws 19, 20, 24,
25), and the cases a told exchange's ruling follows.

- A blanche shown after its holder has taken cards of the stock (Case XX): he may still show
  it, hand and discard apart, "provided he has not mixed any of the stock with his hand".
- A younger's blanche announced and shown only after the elder has taken up (Case VI): he
  may reckon it, the duty of law 20 being one of etiquette.

A blanche shown in its place (after the adversary has discarded, nothing taken) raises
nothing. The findings are raised only under an edition with a law on them (1882); the others
are registered silent by design and raise nothing.

`cases_followed` names the cases a told exchange's deciding ruling follows where the steps
around it are a case's (V, VI, XXI): the law decides, the case is named beside it.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from typing import NamedTuple

from arbiter.decisions import Decision, Effect
from arbiter.formats import Role, other
from arbiter.formats.exchange import BlancheLate
from arbiter.formats.told import (
    Announce,
    ChangeDiscard,
    Discard,
    Mix,
    Show,
    Step,
    Take,
    TakeBack,
)
from arbiter.lawbook.editions import Edition
from arbiter.rulings.core import Context, Ruling, encodes, following, registration, silent
from arbiter.rulings.findings import Finding, stated
from arbiter.telling.telling import Telling

KIND = "exchange:blanche-shown"


class BlancheShown(NamedTuple):
    """A carte blanche shown out of its place: by a player who had taken cards of the stock
    (`taken`, and `mixed` with his hand or not), or by the younger once the elder had taken up
    (`late`)."""

    player: Role
    taken: bool
    mixed: bool
    late: bool

    @property
    def kind(self) -> str:
        return KIND


def _before(telling: Telling, number: int) -> list[Step]:
    return list(telling.steps[: number - 1])


def _took(steps: list[Step], role: Role) -> bool:
    return any(isinstance(step, Take) and step.by == role for step in steps)


def blanches_shown(telling: Telling) -> Iterator[Finding]:
    """Each carte blanche shown after its holder discarded: the short kind `blanche-late`,
    ruled by its own rules (the same facts, one law), whether his discard is told or the
    telling is of the calling or the play, which come after it; where the edition has a law on
    it (1882, Case XX), one shown after he took in, told in the exchange, is that law's. And one
    the younger shows after the elder took up, before his own discard (Case VI)."""
    cases = not registration(KIND, telling.edition.root.id).is_silent
    for number, step in telling.numbered():
        if not (isinstance(step, Show) and step.show == "blanche"):
            continue
        if telling.told.kind != "exchange":  # told after the exchange: after both discards
            yield _shown_after_the_exchange(number, step.by)
            continue
        earlier = _before(telling, number)
        taken = _took(earlier, step.by)
        late = step.by == "younger" and _took(earlier, "elder")
        discarded = _discarded(earlier, step.by)
        if discarded is not None and not (taken and cases):
            yield _shown_after_discarding(telling, number, step.by, discarded)
            continue
        if not (taken or late) or not cases:
            continue
        mixed = any(isinstance(s, Mix) and s.by == step.by and s.mix == "taken" and
                    s.into == "hand" for s in earlier)  # fmt: skip
        words = f"the {step.by} showed a carte blanche " + (
            "after taking cards of the stock" if taken else "after the elder had taken up")
        yield Finding(number, words, BlancheShown(step.by, taken, mixed, late))


def refused_shows(telling: Telling) -> frozenset[int]:
    """The steps of the blanches shown that the edition's own rule on them refuses (1651
    XII.16: shown after discarding, 'it is not by any meanes to be allowed of'): such a
    blanche is not reckoned, and so saves no pique or repique."""
    from arbiter.rulings.core import Case, rule_case

    return frozenset(found.step for found in blanches_shown(telling)
                     if rule_case(Case(found.incident, None), telling.edition).decision  # type: ignore[arg-type]
                     is Decision.REFUSED)  # fmt: skip


def _shown_after_the_exchange(number: int, role: Role) -> Finding:
    """A carte blanche shown in a told calling or play: those begin once the exchange is over,
    so he showed it after his discard, and had not told of it before (a word told before his
    discard is an exchange's step): the short kind `blanche-late`, declared after discarding."""
    words = f"the {role} showed a carte blanche after the exchange, his discard made"
    return Finding(number, words, stated(BlancheLate, role, "after-discarding"))


def _discarded(steps: list[Step], role: Role) -> int | None:
    """The step of his first discard among `steps`, if he has discarded."""
    return next((n for n, s in enumerate(steps, 1) if isinstance(s, Discard) and s.by == role),
                None)


def _shown_after_discarding(telling: Telling, number: int, role: Role,
                            discarded: int) -> Finding:
    """A carte blanche shown after its holder's discard, told of before it (`announce:
    blanche`) or not: the short kind `blanche-late`'s facts."""
    told = any(isinstance(s, Announce) and s.by == role and s.announce == "blanche"
               for s in telling.steps[: discarded - 1])
    declared = "before-discarding" if told else "after-discarding"
    words = f"the {role} showed a carte blanche after his discard"
    return Finding(number, words, stated(BlancheLate, role, declared))


@encodes(KIND, {"portland-1882": {"shown": "19", "inform": "20", "fixed": "24"}})
def blanche_shown_1882(ctx: Context[BlancheShown]) -> Ruling:
    """Law 19 (shown card by card), law 20 (shown once the adversary has discarded), as Cases
    VI and XX read them."""
    shown = ctx.incident
    if shown.taken and shown.mixed:
        law = ctx.law("shown")
        return ctx.decide(
            Decision.REFUSED, [law],
            f"Refused: the {shown.player} mixed cards of the stock with his hand.",
            f"The {shown.player} showed a carte blanche after mixing cards of the stock with "
            f"his hand: the hand dealt him can no longer be shown as law {law} requires, 'by "
            "counting the cards, one by one, face upward on the table'.",
            notes=["Cavendish, Case XX: he may show it 'provided he has not mixed any of the "
                   "stock with his hand'; the ruling takes the condition at its word."],
            follows=["XX"],
        )  # fmt: skip
    if shown.taken:
        law, fixed = ctx.law("shown"), ctx.law("fixed")
        return ctx.decide(
            Decision.PLAY_ON, [law, ctx.law("inform"), fixed],
            "The carte blanche is shown and reckons: his hand and his discard apart.",
            f"The {shown.player} had taken cards of the stock but not mixed them with his hand: "
            f"he may show the carte blanche (law {law}), his hand and his discard apart, for by "
            f"law {fixed} he must not retake any card of his discard.",
            notes=["Cavendish's decision goes beyond law 20's bare words, which do not say what "
                   "follows when the holder has meanwhile taken in (Case XX)."],
            follows=["XX"],
        )  # fmt: skip
    law = ctx.law("inform")
    return ctx.decide(
        Decision.PLAY_ON, [law],
        f"The {shown.player}'s carte blanche reckons, shown after the {other(shown.player)} "
        "took up.",
        f"The {shown.player} found and showed his carte blanche only after the "
        f"{other(shown.player)} had taken up: law {law} binds him to inform his adversary 'As "
        "soon as a player is aware that he has a carte blanche', and sets no forfeit; he "
        "reckons it.",
        notes=["Cavendish, Case VI: 'This is a matter of etiquette rather than of law'; bona "
               "fides is assumed, that he has not unnecessarily delayed his declaration."],
        follows=["VI"],
    )  # fmt: skip


for _edition in ("royall-1651", "cotton-1674", "miller-sca"):
    silent(KIND, _edition, [], "a carte blanche shown in the exchange is not judged here.")


# --- the cases a told exchange's deciding ruling follows -------------------------------------


def cases_followed(telling: Telling, number: int, ruling: Ruling, edition: Edition) -> Ruling:
    """The ruling on step `number` of a told exchange, naming the case whose steps it is: a
    younger's discard altered after the elder showed a blanche (V), an elder's discard asked
    again after the younger announced one late (VI), a discard taken back to show one (XXI)."""
    step = telling.steps[number - 1]
    earlier = _before(telling, number)
    later = list(telling.steps[number:])
    cases: list[str] = []
    if isinstance(step, ChangeDiscard) and step.by == "younger" and any(
            isinstance(s, Show) and s.show == "blanche" and s.by == "elder" for s in earlier):
        cases.append("V")
    if isinstance(step, ChangeDiscard) and step.by == "elder" and any(
            isinstance(s, Announce) and s.announce == "blanche" and s.by == "younger"
            for s in earlier):
        cases.append("VI")
    if isinstance(step, TakeBack) and any(
            isinstance(s, Show) and s.show == "blanche" and s.by == step.by for s in later):
        cases.append("XXI")
    ruling = following(ruling, edition, cases)
    if "XXI" in (quoted.case for quoted in ruling.commentary):  # an edition with the casebook
        spared = tuple(replace(p, spared=("blanche",)) if p.player == step.by
                       and p.effect == Effect.RECKONS_NOTHING else p for p in ruling.penalties)
        ruling = ruling._replace(penalties=spared, notes=(
            *ruling.notes, "His carte blanche still scores: it 'accrues before the play of the "
            "hand commences, and before any cards are taken in' (Case XXI), so the bar on "
            "reckoning with too many cards does not reach it."))
    return ruling
