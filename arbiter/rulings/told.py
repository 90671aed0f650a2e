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
from arbiter.formats import Incident, Role
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
from arbiter.rulings.findings import Finding, stated
from arbiter.rulings.records import Moot
from arbiter.rulings.told_questions import FINDERS
from arbiter.rulings.told_words import said
from arbiter.telling.telling import Telling, read
from arbiter.telling.walk import action

if TYPE_CHECKING:
    from arbiter.formats.told import Told

def findings(telling: Telling) -> list[Finding]:
    """Every irregular step: those the steps show first, in order, then those inferred from
    the cards; a point barred by an inquiry raises nothing more about that point."""
    found = [finding for finder in (*FINDERS, *step_finders(telling), remarks)
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


def remarks(telling: Telling) -> Iterator[Finding]:
    """A step a bystander's remark prompted (`prompted_by: bystander`): the remark, ruled as
    the short kind `bystander-remark` (told before the step it prompted, which is ruled too).
    Whether it changed the score is worked out once the step it prompted is ruled
    (`_remarks_weighed`)."""
    for number, step in telling.numbered():
        if getattr(step, "prompted_by", None) == "bystander":
            words = f"the bystander's remark that prompted the {step.by}'s {action(step)}"
            yield Finding(number, words, _remark(affects_score=True))


def _remark(affects_score: bool) -> object:
    """A bystander's remark, as its short kind states it (imported for a telling with one)."""
    from arbiter.formats.table import BystanderRemark

    return stated(BystanderRemark, affects_score)


def _is_remark(f: Finding) -> bool:
    return isinstance(f.incident, Incident) and f.incident.kind == "bystander-remark"


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
    rulings = _remarks_weighed([(finding, judge(finding, ctx)) for finding in found], ctx)
    # A question answered truly stands only where the law owed the answer (it plays on).
    rulings = [(f, r) for f, r in rulings if not (
        isinstance(f.incident, told_calling.Question) and told_calling.answered_truly(f.incident)
        and r.decision is not Decision.PLAY_ON)]
    notes = steps_noted(telling, rulings)
    deciding = _deciding(rulings)
    if deciding is None:
        if ctx.case.kind == "exchange" and not any(isinstance(s, Call) for s in telling.steps):
            return regular_exchange(ctx)._replace(steps=notes)
        return told_calling.regular(cast(Context[object], ctx), telling)._replace(steps=notes)
    finding, ruling = deciding
    ruling = following(ruling, ctx.edition, finding.follows)
    step = finding.step_for(ruling)
    also, moot = further(rulings, finding, ctx)
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
        step=step,
        steps=notes,
        also=also,
        moot=moot,
    )


def _deciding(rulings: list[tuple[Finding, Ruling]]) -> tuple[Finding, Ruling] | None:
    """The ruling the telling is ruled by: the first finding that does not simply play on
    (a penalty, a consequence that the law says is none, a law silent on it); where none does,
    one that follows a case of the casebook (its step is the case's); else the first. The
    others are ruled beside it (`further`)."""
    order: tuple[Callable[[Ruling], bool], ...] = (
        lambda r: r.decision is not Decision.PLAY_ON or bool(r.consequences),
        lambda r: bool(r.commentary),
        lambda r: True,
    )
    return next(((f, r) for test in order for f, r in rulings if test(r)), None)


# What settles the deal: an irregularity ruled after one of these is moot.
SETTLED = (Decision.FRESH_DEAL, Decision.DEAL_VOID, Decision.RIGHT_DEALER_DEALS,
           Decision.FRESH_CUT)


def further(rulings: list[tuple[Finding, Ruling]], deciding: Finding,
            ctx: Context[Told]) -> tuple[tuple[Ruling, ...], tuple[Moot, ...]]:
    """Every irregularity found besides the deciding one, each ruled, in the order told (SPEC:
    "more than one irregularity in one telling (each ruled)"); those after a ruling that
    settled the deal (a fresh deal, the deal void) are moot, said so and not ruled. A step the
    laws allow is no irregularity, and an omission only inferred from the cards is ruled only
    when nothing was told irregular (`findings`)."""
    also: list[Ruling] = []
    moot: list[Moot] = []
    settled: tuple[int, Decision] | None = None
    told_first = sorted(rulings, key=lambda pair: (  # a remark before the step it prompted
        pair[0].step_for(pair[1]), not _is_remark(pair[0])))
    for f, r in told_first:
        if not (f.explicit or isinstance(f.incident, told_calling.Unshown)) or allowed_step(f, r):
            continue
        at = f.step_for(r)
        if settled is not None and at > settled[0] and f is not deciding:
            moot.append(Moot(at, f.words, *settled))
            continue
        if r.decision in SETTLED:
            settled = (at, r.decision)
        if f is not deciding:  # what a short kind rules beside it (a call not shown) the
            # telling finds and rules itself, once (`told_questions.unshown`)
            r = following(r, ctx.edition, f.follows)._replace(also=())
            also.append(r._replace(kind=ctx.case.kind, step=at, finding=f.words,
                                   explanation=f"Step {at}, {f.words}: {r.explanation}"))
    return tuple(also), tuple(moot)


def _remarks_weighed(rulings: list[tuple[Finding, Ruling]],
                     ctx: Context[Told]) -> list[tuple[Finding, Ruling]]:
    """A bystander's remark changed the score unless the step it prompted was refused or
    punished (a call made too late is lost whatever prompted it: 1882 law 78, "and thereby
    affect the score")."""
    weighed: list[tuple[Finding, Ruling]] = []
    at = _by_step(rulings)
    for f, r in rulings:
        if _is_remark(f):
            lost = any(r2.decision in (Decision.REFUSED, Decision.PENALTY)
                       for f2, r2 in at.get(f.step, ()) if f2 is not f)
            if lost:
                f = f._replace(incident=_remark(affects_score=False))
                r = judge(f, ctx)
        weighed.append((f, r))
    return weighed


def _by_step(rulings: list[tuple[Finding, Ruling]]) -> dict[int, list[tuple[Finding, Ruling]]]:
    """Each finding and its ruling under the step it was found at and the step its ruling
    turns on (a correction's finding names the correction)."""
    at: dict[int, list[tuple[Finding, Ruling]]] = {}
    for f, r in rulings:
        for step in {f.step, f.step_for(r)}:
            at.setdefault(step, []).append((f, r))
    return at


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
    laws permit, a hand dealt too many played by the elder's choice, as the law lets him, calls
    made in another order than point, sequence, set (1882 law 47; the older texts fix none),
    or a score called for in its turn; with nothing laid on anyone."""
    from arbiter.rulings.told_exchange_records import Permitted, TooMany  # records only

    if ruling.decision is not Decision.PLAY_ON or ruling.penalties or ruling.consequences:
        return False
    return isinstance(finding.incident, (Permitted, TooMany, told_calling.Withdrawn,
                                         told_calling.OutOfOrder, DeclarationOmitted))
