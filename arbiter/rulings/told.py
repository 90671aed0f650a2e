"""Rulings on incidents told step by step (kinds `exchange`, `calling` and `play`).

The telling is read against the edition (`arbiter.telling.telling`: the cards, what each call and
reply meant, when each step came); then each irregular step is found and judged:

- a miscall (a call more, less or other than he held, a misnomer, an impossible call), a
  wrong reply, something held good and never called, a pique or repique called for late:
  each is the fact a short kind states (`miscall`, `wrong-reply`, `declaration-omitted`),
  ruled by that kind's own rules, its fields filled from the steps (when it came to light,
  `discovered`; whether the elder called again since, `called_since`), so the short
  kind and the telling rule the same facts the same way;
- what only a telling can show (a reply that is an inquiry, the elder's point not called
  first, a question about the hand and its answer): judged by `arbiter.rulings.told_calling`.

The ruling is the one of the first step found irregular (an omission inferred from the cards
only if no step itself was); it names that step, and lists every step with what was found.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, cast

from arbiter.decisions import Decision
from arbiter.formats import Role
from arbiter.formats.calling import DeclarationOmitted, Miscall, WrongReply
from arbiter.formats.told import Call
from arbiter.game.operations import EXCHANGE_ACTIONS
from arbiter.rulings import told_calling
from arbiter.rulings.core import (
    Case,
    Context,
    Ruling,
    StepNote,
    encodes,
    following,
    rule_case,
)
from arbiter.rulings.findings import Finding
from arbiter.rulings.told_questions import FINDERS
from arbiter.rulings.told_words import said
from arbiter.telling.telling import Telling, read
from arbiter.telling.walk import action

if TYPE_CHECKING:
    from arbiter.formats.told import Told

def findings(telling: Telling) -> list[Finding]:
    """Every irregular step: those the steps show first, in order, then those inferred from
    the cards; a point barred by an inquiry raises nothing more about that point."""
    found = [finding for finder in (*FINDERS, *step_finders(telling))
             for finding in finder(telling)]  # fmt: skip
    barred = {f.incident.player for f in found if isinstance(f.incident, told_calling.Inquiry)
              and told_calling.bars(f.incident)}  # fmt: skip
    found = [f for f in found if not _about_barred_point(f, barred)]
    covered = {step for f in found for step in getattr(f.incident, "covers", ())}
    found = [f for f in found if not (f.step in covered and isinstance(
        f.incident, Miscall | WrongReply | DeclarationOmitted))]
    explicit = sorted((f for f in found if f.explicit), key=lambda f: f.step)
    told_already = {_omitted(f) for f in explicit} - {None}
    inferred = sorted((f for f in found if not f.explicit and _omitted(f) not in told_already),
                      key=lambda f: f.step)
    return explicit + inferred


def step_finders(telling: Telling) -> list[Callable[[Telling], Iterator[Finding]]]:
    """The finders of the exchange and the play, imported only for a telling with such steps
    (`told_exchange`, `told_play`)."""
    actions = {action(step) for step in telling.steps}
    found: list[Callable[[Telling], Iterator[Finding]]] = []
    if actions & {*EXCHANGE_ACTIONS, "name_suit"}:
        from arbiter.rulings import told_exchange

        found.append(told_exchange.findings)
    if actions & {"lead", "play", "throw"}:
        from arbiter.rulings import told_play

        found.append(told_play.findings)
    return found


def _omitted(finding: Finding) -> tuple[str, str] | None:
    """Who left what uncalled, for an omission or a call not shown."""
    incident = finding.incident
    if isinstance(incident, DeclarationOmitted | told_calling.Unshown):
        return incident.player, incident.what
    return None


def _about_barred_point(finding: Finding, barred: set[Role]) -> bool:
    incident = finding.incident
    return isinstance(incident, WrongReply | DeclarationOmitted | told_calling.Unshown) and \
        incident.player in barred and incident.what == "point"


# --- judging and the ruling -----------------------------------------------------------------


def judge(finding: Finding, ctx: Context[Told]) -> Ruling:
    """A finding ruled by its short kind's rules, or by the told calling's own."""
    kind = getattr(finding.incident, "kind", None) or told_calling.kind_of(finding.incident)
    case = Case(finding.incident, None, kind_name=kind)  # type: ignore[arg-type]
    return rule_case(case, ctx.edition)


# The laws a regular exchange or play cites, per edition (a telling of the exchange or the
# play with no irregular step).
REGULAR_STEPS: dict[str, dict[str, str]] = {
    "royall-1651": {"exchange": "VI", "play": "X.1"},
    "cotton-1674": {"exchange": "6", "play": "12"},
    "portland-1882": {"exchange": "21", "younger": "22", "play": "65"},
    "miller-sca": {"exchange": "blanks", "play": "tricks"},
}  # fmt: skip


@encodes("exchange", {edition: {**told_calling.REGULAR[edition], **laws}
                      for edition, laws in REGULAR_STEPS.items()})  # fmt: skip
@encodes("play", {edition: {**told_calling.REGULAR[edition], **laws}
                  for edition, laws in REGULAR_STEPS.items()})  # fmt: skip
@encodes("calling", {edition: told_calling.REGULAR[edition]
                     for edition in told_calling.REGULAR})  # fmt: skip
def rule_told(ctx: Context[Told]) -> Ruling:
    """Read the telling, find its irregular steps, and rule by the first."""
    telling = read(ctx.incident, ctx.edition, ctx.case.document, ctx.case.path)
    found = findings(telling)
    rulings = [(finding, judge(finding, ctx)) for finding in found]
    # A question answered truly stands only where the law owed the answer (it plays on).
    rulings = [(f, r) for f, r in rulings if not (
        isinstance(f.incident, told_calling.Question) and told_calling.answered_truly(f.incident)
        and r.decision is not Decision.PLAY_ON)]
    notes = steps_noted(telling, rulings)
    # the first finding that decides against someone (a penalty, or a consequence that the law
    # says is none: a short hand); where none does, one that follows a
    # case of the casebook (its step is the case's), else the first
    deciding = next(((f, r) for f, r in rulings  # a consequence decides against him too
                     if r.decision is not Decision.PLAY_ON or r.consequences),
                    next(((f, r) for f, r in rulings if r.commentary),
                         rulings[0] if rulings else None))
    if deciding is None:
        if ctx.case.kind == "exchange" and not any(isinstance(s, Call) for s in telling.steps):
            return regular_exchange(ctx)._replace(steps=notes)
        return told_calling.regular(cast(Context[object], ctx), telling)._replace(steps=notes)
    finding, ruling = deciding
    ruling = following(ruling, ctx.edition, finding.follows)
    step = finding.step_for(ruling)
    others = [f"Step {f.step_for(r)}: {f.words}: {r.summary}" for f, r in rulings
              if f is not finding and (f.explicit or isinstance(f.incident, told_calling.Unshown))]
    if ruling.decision is Decision.PLAY_ON and not ruling.consequences:  # every law found
        ruling = ruling._replace(citations=tuple(dict.fromkeys(
            c for _, r in rulings for c in r.citations)))
    if ctx.case.kind == "exchange" and any(  # the steps may be one of the casebook's cases
            "blanche" in (getattr(step, "show", None), getattr(step, "announce", None))
            for step in telling.steps):
        from arbiter.rulings.told_blanche import cases_followed

        ruling = cases_followed(telling, finding.step, ruling, ctx.edition)
    return ruling._replace(
        kind=ctx.case.kind,
        explanation=f"Step {step}, {finding.words}: {ruling.explanation}",
        notes=(*ruling.notes, *others),
        step=step,
        steps=notes,
    )


def regular_exchange(ctx: Context[Told]) -> Ruling:
    """No step of the exchange was irregular: each discarded and took in as the laws allow."""
    laws = [ctx.law("exchange")] + ([ctx.law("younger")] if "younger" in ctx.laws else [])
    return ctx.decide(
        Decision.PLAY_ON, laws,
        "Nothing irregular: the deal goes on as it stands.",
        f"Each step told was in order under {ctx.edition.id}: each player discarded and took "
        f"in as laws {', '.join(laws)} allow.",
    )  # fmt: skip


def steps_noted(telling: Telling, rulings: list[tuple[Finding, Ruling]]) -> tuple[StepNote, ...]:
    """Every step in words, the irregular ones with what was found and the deciding law."""
    found = {f.step_for(r): (f, r) for f, r in reversed(rulings)}
    notes = []
    for number, step in telling.numbered():
        finding = found.get(number)
        law = finding[1].citations[0] if finding and finding[1].citations else None
        notes.append(StepNote(
            number, step.by, said(step), law.law if law else None,
            f"{finding[0].words}: {finding[1].summary}" if finding else None,
            law.edition if law else None, finding is not None and allowed_step(*finding),
        ))  # fmt: skip
    return tuple(notes)


def allowed_step(finding: Finding, ruling: Ruling) -> bool:
    """Whether a step's finding is that the laws allow it (nothing irregular in it): a step the
    laws permit, or a hand dealt too many played by the elder's choice, as the law lets him,
    with nothing laid on anyone."""
    from arbiter.rulings import told_exchange

    if ruling.decision is not Decision.PLAY_ON or ruling.penalties or ruling.consequences:
        return False
    return isinstance(finding.incident, (told_exchange.Permitted, told_exchange.TooMany))
