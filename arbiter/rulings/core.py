"""The registry of rules, and what every rule shares.

A rule is a small function that encodes one edition's law (or one text shared by two
editions, each citing its own ids) for one incident kind. It is registered with `@encodes`
for the editions whose text it follows; an edition that has no law on a kind is registered
with `silent(...)`, naming its nearest analogy. `rule_case` looks the pair up, and a pair
that was never registered is a bug (`LookupError`), never a quiet `silent`. `rule` rules an incident
whose facts may be written `unknown` (through `arbiter.rulings.depends`).

Where a more specific law overrides a general one, the rule is written as the general law
with its exceptions (`Provision`): the ruling names the law that decided and the one it
overrode. Citation texts always come from the law store (`Edition.law`), never from strings
here. The ruling's records are in `arbiter.rulings.records`, the case being ruled and its
timing in `arbiter.rulings.case`; the rules import them from here too.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterable, Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from typing import Any, Generic, NamedTuple, TypeVar

from arbiter.decisions import Decision
from arbiter.errors import ArbiterError
from arbiter.formats import INCIDENT_KINDS
from arbiter.lawbook.casebook import SOURCE as CASEBOOK
from arbiter.lawbook.casebook import Commentary, case_id, casebook
from arbiter.lawbook.editions import Edition, all_editions
from arbiter.rulings.case import Case as Case
from arbiter.rulings.case import facts as facts
from arbiter.rulings.case import has_played as has_played
from arbiter.rulings.case import no_later_than as no_later_than
from arbiter.rulings.case import restated as restated
from arbiter.rulings.case import stage as stage
from arbiter.rulings.case import when as when
from arbiter.rulings.records import PENALTY_READING as PENALTY_READING
from arbiter.rulings.records import Branch as Branch
from arbiter.rulings.records import Citation as Citation
from arbiter.rulings.records import Options as Options
from arbiter.rulings.records import Penalty as Penalty
from arbiter.rulings.records import Ruling as Ruling
from arbiter.rulings.records import StepNote as StepNote
from arbiter.rulings.records import false_reckoning_penalty as false_reckoning_penalty
from arbiter.rulings.records import in_brief as in_brief
from arbiter.rulings.records import penalty_words as penalty_words

I = TypeVar("I")  # noqa: E741 - the incident type a rule reads


# --- the context a rule works in -----------------------------------------------------------


class Context(NamedTuple, Generic[I]):
    """What a rule sees: the incident, the edition, and the law ids registered for it."""

    incident: I
    edition: Edition
    laws: Mapping[str, str]
    case: Case

    def law(self, name: str) -> str:
        """The law id registered under `name` for this edition."""
        return self.laws[name]

    def name(self, law_id: str) -> str:
        """A law as an explanation names it: under a variant, the law cited in its place,
        with the variant's id (`3 (au-cent)`)."""
        law = self.edition.cited(law_id)
        if law.edition == self.edition.root.id:
            return law.id
        return f"{law.id} ({law.edition.rpartition('+')[2]})"

    def decide(
        self,
        decision: Decision,
        cite: Iterable[str],
        summary: str,
        explanation: str,
        *,
        options: Options | None = None,
        penalties: Iterable[Penalty] = (),
        notes: Iterable[str] = (),
        follows: Iterable[str] = (),
        consequences: Iterable[Penalty] = (),
    ) -> Ruling:
        """A ruling citing the laws with these ids; their texts come from the law store.
        `follows`: the cases of the edition's casebook the ruling follows ("XVII"), quoted
        beside the law."""
        cite = list(cite)
        if self.edition.replaced:
            notes = [*notes, *self.replaced_notes(cite)]
        ruling = Ruling(
            edition=self.edition.id,
            kind=self.case.kind,
            decision=decision,
            summary=summary,
            explanation=explanation,
            citations=self.cite(cite),
            options=options,
            penalties=tuple(penalties),
            notes=tuple(notes),
            consequences=tuple(consequences),
        )
        return following(ruling, self.edition, follows)

    def cite(self, law_ids: Iterable[str]) -> tuple[Citation, ...]:
        """The laws with these ids (the root edition's, or `VARIANT:ID`), each once, as this
        edition cites them: a variant's law where it replaces one, with its own edition."""
        seen: list[Citation] = []
        for law_id in law_ids:
            law = self.edition.cited(law_id)
            if all((c.edition, c.law) != (law.edition, law.id) for c in seen):
                seen.append(Citation(law.edition, law.id, law.text))
        return tuple(seen)

    def replaced_notes(self, law_ids: Iterable[str]) -> list[str]:
        """Under a variant, a note for each cited law it replaces with one of its own."""
        notes = []
        for law_id in dict.fromkeys(law_ids):
            law = self.edition.replaced.get(str(law_id).lower())
            if law is not None:
                notes.append(f"Under {law.edition}, its law {law.id} stands in place of law "
                             f"{law_id} of {self.edition.root.id}.")
        return notes

    def by_analogy(self, ruling: Ruling, words: str, discovered: str) -> Ruling:
        """A ruling on a case its law's words do not name, reasoned from that law as the edition
        bids (1651 XII.24): cite that word beside the law, and say so. `words`: what the law
        itself speaks of; `discovered`: when this came to light."""
        analogy = self.edition.analogy_law
        if analogy is None:
            return ruling
        law = ruling.citations[0].law
        note = (f"By analogy: law {law} speaks of {words}, and this came to light "
                f"{when(discovered)}, which its words do not "
                f"name. Law {analogy} bids such difficulties be 'resolved out of These here set "
                "downe, by examining them according to the rules of reason': the nearest law's "
                "remedy is applied.")
        cited = tuple(dict.fromkeys((*ruling.citations, *self.cite([analogy]))))
        summary = f"{ruling.summary} By analogy with law {law}, as law {analogy} bids."
        return ruling._replace(summary=summary, citations=cited, notes=(note, *ruling.notes))

    def silent(self, analogy: Iterable[str], reason: str, *, notes: Iterable[str] = ()) -> Ruling:
        """This edition has no law on the matter: cite the nearest analogy (and the edition's own
        word on unforeseen cases, 1651 XII.24), and say what the other editions rule."""
        analogies = list(analogy)
        if self.edition.analogy_law and self.edition.analogy_law not in analogies:
            analogies.append(self.edition.analogy_law)
        laws = ", ".join(analogies)
        summary = f"{self.edition.short} has no law on this; see the notes for the nearest analogy."
        explanation = (f"No law of {self.edition.id} covers this {self.case.kind} "
                       f"{facts(self.incident)}.")
        extra = [f"Nearest analogy in {self.edition.id} ({laws}): {reason}"]
        if self.edition.analogy_law in analogies:
            extra.append(
                f"{self.edition.analogy_law}: the text itself says other difficulties may be "
                "resolved out of the rules it sets down."
            )
        return self.decide(
            Decision.SILENT, analogies, summary, explanation,
            notes=[*extra, *notes, *others_note(self.case, self.edition.id)],
        )  # fmt: skip


# --- the registry --------------------------------------------------------------------------

RuleFn = Callable[[Context[Any]], Ruling]
Decorator = Callable[[Callable[[Context[I]], Ruling]], Callable[[Context[I]], Ruling]]


class Registration(NamedTuple):
    """One (kind, edition) pair: the function that rules it and the law ids it uses."""

    kind: str
    edition: str
    function: RuleFn
    laws: Mapping[str, str]
    is_silent: bool = False
    rules_beside: bool = False  # silent, but another law rules something beside it


_REGISTRY: dict[tuple[str, str], Registration] = {}


def _register(registration: Registration) -> None:
    key = (registration.kind, registration.edition)
    if key in _REGISTRY:
        raise RuntimeError(f"{key} is registered twice")
    _REGISTRY[key] = registration


def encodes(kind: str, laws: Mapping[str, Mapping[str, str]]) -> Decorator[I]:
    """Register a rule for `kind` under each edition keyed in `laws`, with that edition's ids
    (`{"royall-1651": {"faced": "XII.22"}, "cotton-1674": {"faced": "23"}}`)."""

    def decorate(function: Callable[[Context[I]], Ruling]) -> Callable[[Context[I]], Ruling]:
        for edition, ids in laws.items():
            _register(Registration(kind, edition, function, dict(ids)))
        return function

    return decorate


def silent(kind: str, edition: str, analogy: Iterable[str], reason: str,
           beside: Callable[[Context[Any], Ruling], Ruling] | None = None) -> None:
    """Register, by design, that `edition` has no law on `kind`, and its nearest analogy;
    `beside` adds what another law rules beside it (a call not shown, beside a wrong reply)."""
    chosen = tuple(analogy)

    def rule(ctx: Context[Any]) -> Ruling:
        ruling = ctx.silent(chosen, reason)
        return ruling if beside is None else beside(ctx, ruling)

    _register(Registration(kind, edition, rule, {}, is_silent=True,
                           rules_beside=beside is not None))


Check = Callable[[Case, Edition], None]
_CHECKS: dict[str, Check] = {}


def checks(kind: str) -> Callable[[Check], Check]:
    """Register a check that an incident of `kind` can happen at all under an edition (nine
    faced cards cannot be found in a stock of eight): an ImpossibleError if not."""

    def decorate(function: Check) -> Check:
        _CHECKS[kind] = function
        return function

    return decorate


# Reading an incident's facts under an edition: returns the incident as read, and a note
# where a stated fact is read otherwise than it was stated.
Reading = Callable[["Case", Edition], "tuple[Any, str | None]"]
_READINGS: dict[str, Reading] = {}


def reads(kind: str) -> Callable[[Reading], Reading]:
    """Register how an incident of `kind` is read under an edition before any law is applied
    (SPEC, "One account of the facts": a count that only restates the deal may be left out,
    and `compare` reads one story under each edition's own pack)."""

    def decorate(function: Reading) -> Reading:
        _READINGS[kind] = function
        return function

    return decorate


def read_facts(case: Case, edition: Edition) -> tuple[Case, str | None]:
    """The case with its facts as the edition reads them, and the note saying where a stated
    fact was read otherwise."""
    reading = _READINGS.get(case.kind)
    if reading is None:
        return case, None
    incident, note = reading(case, edition)
    return case._replace(incident=incident), note


# The rules of a told exchange's or play's steps (`exchange:stock`, `play:several-led`): each
# module is imported when a telling has such steps, or when every rule is asked for.
STEP_RULES = {"exchange": "told_exchange", "play": "told_play"}


def load_rules(kind: str) -> None:
    """Import the rules of a kind's stage of the game, which register themselves (each
    stage's rules are imported when an incident of it is ruled; a told incident's steps are
    ruled by rules its stage imports)."""
    if kind in INCIDENT_KINDS:
        importlib.import_module(f"arbiter.rulings.{INCIDENT_KINDS[kind]}")
    elif kind.partition(":")[0] in STEP_RULES:
        importlib.import_module(f"arbiter.rulings.{STEP_RULES[kind.partition(':')[0]]}")


def registration(kind: str, edition: str) -> Registration:
    if (kind, edition) not in _REGISTRY:
        load_rules(kind)
    found = _REGISTRY.get((kind, edition))
    if found is None:
        raise LookupError(f"no rule is registered for {kind} under {edition}")
    return found


def registered() -> list[tuple[str, str]]:
    """Every (kind, edition) pair with a rule, all stages imported."""
    for kind in [*INCIDENT_KINDS, *(f"{name}:" for name in STEP_RULES)]:
        load_rules(kind)
    return sorted(_REGISTRY)


def check_possible(case: Case, edition: Edition) -> None:
    """Run only the kind's check that the case can happen under the edition (read-only; for
    the interview, which rules on facts as they come: see `arbiter.interview`)."""
    registration(case.kind, edition.root.id)  # imports the kind's rules and checks
    case, _ = read_facts(case, edition)
    check = _CHECKS.get(case.kind)
    if check:
        check(case, edition)


def rule_case(case: Case, edition: Edition) -> Ruling:
    """Rule on a case under one edition, its facts read under it. Under a variant the root
    edition's rules rule: they ask the variant's parameters, and cite its laws where they
    replace the root's."""
    entry = registration(case.kind, edition.root.id)  # imports the kind's rules and checks
    case, note = read_facts(case, edition)
    check = _CHECKS.get(case.kind)
    if check:
        check(case, edition)
    ruling = entry.function(Context(case.incident, edition, entry.laws, case))
    return ruling if note is None else ruling._replace(notes=(*ruling.notes, note))


def rule(case: Case, edition: Edition) -> Ruling:
    """Rule on one incident under one edition; one with facts written `unknown` is ruled as
    usual where the ruling does not turn on them, else `depends` (`arbiter.rulings.depends`)."""
    from arbiter.telling.unknown import has_unknown

    if not has_unknown(case.incident):
        return rule_case(case, edition)
    from arbiter.rulings.depends import rule_unknown

    with trying_each_way():
        return rule_unknown(case, edition, rule_case, _unchecked)


@contextmanager
def trying_each_way() -> Iterator[None]:
    """While the facts not known are tried each way they could be: the ways that are silent
    say what the other editions rule on the whole incident, ruled once."""
    token = _OTHERS_NOTED.set({})
    try:
        yield
    finally:
        _OTHERS_NOTED.reset(token)


def _unchecked(case: Case, edition: Edition) -> Ruling:
    """A ruling without the kind's check that the incident can happen (its facts tried)."""
    entry = registration(case.kind, edition.root.id)
    case, note = read_facts(case, edition)  # as rule_case does
    ruling = entry.function(Context(case.incident, edition, entry.laws, case))
    return ruling if note is None else ruling._replace(notes=(*ruling.notes, note))


_COMPARING: ContextVar[bool] = ContextVar("comparing", default=False)
# Within one ruling on facts not known, what the others rule on the whole incident (by the
# incident, its kind and the edition ruled, the incident kept with it): asked again by each
# way tried that is silent, it is ruled once.
Noted = dict[tuple[int, str, str], tuple[object, list[str]]]
_OTHERS_NOTED: ContextVar[Noted | None] = ContextVar("others_noted", default=None)


def others_note(case: Case, edition_id: str) -> list[str]:
    """What the editions with a law on the matter rule (for a silent ruling's notes)."""
    if _COMPARING.get():
        return []  # already inside another edition's silent ruling
    whole = getattr(case.incident, "_whole", None)  # its facts unknown, not left out
    noted = _OTHERS_NOTED.get() if whole is not None else None
    key = (id(whole), case.kind, edition_id)
    if noted is not None and key in noted and noted[key][0] is whole:
        return noted[key][1]
    case = case if whole is None else case._replace(incident=whole)
    parts: list[str] = []
    token = _COMPARING.set(True)
    try:
        for edition in all_editions():
            if edition.id == edition_id or registration(case.kind, edition.id).is_silent:
                continue
            try:
                ruling = rule(case, edition)  # facts unknown are ruled on them
            except ArbiterError:
                continue
            if ruling.decision is not Decision.SILENT:
                parts.append(f"{edition.id}: {in_brief(ruling)} ({', '.join(ruling.law_ids)})")
    finally:
        _COMPARING.reset(token)
    said = ["Other editions: " + "; ".join(parts) + "."] if parts else \
        ["No other edition has a law on this either."]
    if noted is not None:
        noted[key] = (whole, said)
    return said


# --- the casebook: a ruling that follows a case ---------------------------------------------


def following(ruling: Ruling, edition: Edition, numerals: Iterable[str]) -> Ruling:
    """The ruling naming the cases of the edition's casebook it follows, each with his
    deciding words from the store; where he says the decision has been much disputed, a note
    says so and that the ruling follows him. A case is followed only where the edition cites
    the laws it applies as the casebook read them (under a variant that replaces one of them,
    it is not)."""
    cases = casebook(edition.root.id)
    quoted: list[Commentary] = []
    notes: list[str] = []
    for numeral in numerals:
        case = cases.get(case_id(numeral) or numeral)
        if case is None:  # an edition (or a variant's base) without this casebook
            continue
        if any(law.lower() in edition.replaced for law in case.applies):
            continue
        quoted.append(Commentary(CASEBOOK, case.numeral, case.deciding))
        if case.disputed:
            notes.append(f"Cavendish on {case.id}: '{case.disputed}' The ruling follows his "
                         "decision.")
    if not quoted:
        return ruling
    return ruling._replace(commentary=(*ruling.commentary, *quoted),
                           notes=(*ruling.notes, *notes))


# --- a general law and the laws that override it -------------------------------------------


def always(ctx: Context[Any]) -> bool:
    return True


@dataclass(frozen=True)
class Provision(Generic[I]):
    """A law as a rule: when it applies, how it rules, and the narrower laws that override it
    in the cases they name (Catala's `exception`), most specific first. `law` is the name
    the rule registered for this edition's law id (see `encodes`)."""

    law: str
    rules: Callable[[Context[I]], Ruling]
    applies: Callable[[Context[I]], bool] = always
    exceptions: tuple[Provision[I], ...] = ()


def apply(provision: Provision[I], ctx: Context[I], within: tuple[str, ...] = ()) -> Ruling:
    """Rule by the most specific provision that applies: the first exception that applies
    (and, within it, its own exceptions), else the provision itself. When an exception
    decides, the ruling cites the laws it overrode too, and its explanation says so."""
    for exception in provision.exceptions:
        if exception.applies(ctx):
            return apply(exception, ctx, (*within, provision.law))
    return overriding(provision.rules(ctx), ctx, [ctx.law(name) for name in within])


def overriding(ruling: Ruling, ctx: Context[Any], general: list[str]) -> Ruling:
    """A ruling by a specific law, naming the general laws it overrides (the most general
    first), unless the edition is silent on the case."""
    if not ruling.law_ids or ruling.decision is Decision.SILENT:
        return ruling
    deciding = ruling.law_ids[0]
    general = [law for law in dict.fromkeys(general) if law != deciding]
    if not general:
        return ruling
    chain = ", itself an exception to ".join(f"law {law}" for law in reversed(general))
    missing = [law for law in general if law not in ruling.law_ids]
    cited = {(c.edition, c.law) for c in ruling.citations}
    more = [c for c in ctx.cite(missing) if (c.edition, c.law) not in cited]
    return ruling._replace(
        citations=(*ruling.citations, *more),
        explanation=f"{ruling.explanation} Law {deciding} decides here, as an exception to "
        f"{chain}.",
    )
