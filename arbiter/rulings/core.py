"""The ruling record, the registry of rules, and what every rule shares.

A rule is a small function that encodes one edition's law (or one text shared by two
editions, each citing its own ids) for one incident kind. It is registered with `@encodes`
for the editions whose text it follows; an edition that has no law on a kind is registered
with `silent(...)`, naming its nearest analogy. `rule_case` looks the pair up, and a pair
that was never registered is a bug (`LookupError`), never a quiet `silent`.

Where a more specific law overrides a general one, the rule is written as the general law
with its exceptions (`Provision`): the ruling names the law that decided and the one it
overrode. Citation texts always come from the law store (`Edition.law`), never from strings
here. The records are named tuples: immutable values.
"""

from __future__ import annotations

import copy
import importlib
from collections.abc import Callable, Iterable, Mapping
from contextvars import ContextVar
from dataclasses import dataclass, fields
from typing import Any, Generic, NamedTuple, TypeVar, get_args

from arbiter.decisions import Decision, Effect
from arbiter.errors import ArbiterError, ImpossibleError, Where
from arbiter.files.yamlio import Document, FieldPath
from arbiter.formats import DISCOVERED_ORDER, INCIDENT_KINDS, Discovered, Incident, Role
from arbiter.lawbook.casebook import SOURCE as CASEBOOK
from arbiter.lawbook.casebook import Commentary, case_id, casebook
from arbiter.lawbook.editions import Edition, all_editions

I = TypeVar("I")  # noqa: E741 - the incident type a rule reads


class Penalty(NamedTuple):
    """A penalty on `player`, the offender."""

    player: Role
    effect: Effect
    what: str | None = None
    spared: tuple[str, ...] = ()  # the scores a reckons-nothing leaves him (Case XXI's blanche)

    def to_json(self) -> dict[str, Any]:
        return {"player": self.player, "effect": str(self.effect), "what": self.what,
                "except": list(self.spared)}


class Options(NamedTuple):
    """Who chooses, and between which decisions."""

    holder: Role
    choices: tuple[Decision, ...]

    def to_json(self) -> dict[str, Any]:
        return {"holder": self.holder, "choices": [str(choice) for choice in self.choices]}


class Citation(NamedTuple):
    """A law cited, with its verbatim text from the law store."""

    edition: str
    law: str
    text: str

    def to_json(self) -> dict[str, str]:
        return {"edition": self.edition, "law": self.law, "text": self.text}


class StepNote(NamedTuple):
    """One step of a told incident in words, and what was found in it (None if nothing):
    the law that decided it, by its id and the edition it stands in (under a variant an id
    alone may name the variant's own law or its base's)."""

    number: int
    by: Role
    said: str
    law: str | None = None
    finding: str | None = None
    edition: str | None = None
    allowed: bool = False  # the finding is that the laws allow the step: nothing irregular

    @property
    def irregular(self) -> bool:
        return self.finding is not None and not self.allowed

    def to_json(self) -> dict[str, Any]:
        return {"step": self.number, "by": self.by, "said": self.said,
                "irregular": self.irregular, "law": self.law,
                "finding": self.finding}  # fmt: skip


class Branch(NamedTuple):
    """One way a ruling goes, for facts not known: the fact in words (`condition`), the
    values it is given (`given`: {field: value, or a list of the values that rule alike}),
    and the ruling on them."""

    condition: str
    given: tuple[tuple[str, Any], ...]
    ruling: Ruling

    def to_json(self) -> dict[str, Any]:
        ruling = self.ruling
        given = {name: list(value) if isinstance(value, tuple) else value
                 for name, value in self.given}
        return {"if": self.condition, "given": given,
                "decision": str(ruling.decision),
                "citations": [citation.to_json() for citation in ruling.citations],
                "penalties": [penalty.to_json() for penalty in ruling.penalties],
                "options": ruling.options.to_json() if ruling.options else None,
                "summary": ruling.summary}  # fmt: skip


class Ruling(NamedTuple):
    """One edition's ruling on one incident, in the SPEC's shape; a told incident's also
    names the step it turns on and every step in words; a ruling that turns on facts not
    known (`depends`) has a branch for each way it goes."""

    edition: str
    kind: str
    decision: Decision
    summary: str
    explanation: str
    citations: tuple[Citation, ...] = ()
    options: Options | None = None
    penalties: tuple[Penalty, ...] = ()
    notes: tuple[str, ...] = ()
    step: int | None = None
    steps: tuple[StepNote, ...] = ()
    branches: tuple[Branch, ...] = ()
    commentary: tuple[Commentary, ...] = ()
    consequences: tuple[Penalty, ...] = ()  # what the law lays that it says is no penalty

    @property
    def law_ids(self) -> list[str]:
        return [citation.law for citation in self.citations]

    def gist(self) -> tuple[object, ...]:
        """What two rulings must share to rule alike: the decision, who chooses between
        what, and the penalties (in any order)."""
        choices = frozenset(self.options.choices) if self.options else None
        holder = self.options.holder if self.options else None
        branches = tuple((b.given, b.ruling.gist()) for b in self.branches)
        return self.decision, holder, choices, frozenset(self.penalties), branches

    def to_json(self) -> dict[str, Any]:
        found: dict[str, Any] = {
            "edition": self.edition,
            "kind": self.kind,
            "decision": str(self.decision),
            "options": self.options.to_json() if self.options else None,
            "penalties": [penalty.to_json() for penalty in self.penalties],
            "citations": [citation.to_json() for citation in self.citations],
            "summary": self.summary,
            "explanation": self.explanation,
            "notes": list(self.notes),
        }
        if self.consequences:
            found["consequences"] = [penalty.to_json() for penalty in self.consequences]
        if self.steps:
            found["step"] = self.step
            found["steps"] = [note.to_json() for note in self.steps]
        if self.branches:
            found["branches"] = [branch.to_json() for branch in self.branches]
        if self.commentary:
            found["commentary"] = [quoted.to_json() for quoted in self.commentary]
        return found


# --- the case being ruled ------------------------------------------------------------------


class Moment(NamedTuple):
    """How far the deal had gone when a told error came to light or was put right, finer
    than `discovered`: at step `step`, whether the elder had called again since, had led,
    and the younger had played to the first trick; whether the player had shown the cards of
    his call unasked (1882 law 55); whether his call was good against the cards (law 49); and
    whether a call of less than he held was mended by a further call of the same kind (not by
    recalling it)."""

    step: int
    led: bool = False
    played: bool = False
    called_since: bool = False
    shown: bool = False
    good_against_the_cards: bool = False
    further_call: bool = False


class Case(NamedTuple):
    """An incident to rule on, with the parsed file it came from (for line numbers, and for
    the deal of a score dispute, which is built afresh for each edition's pack). A step of a
    told incident is ruled as a case too, with its `moment`, and (for what only a telling can
    show) the name of its rules, `kind_name`."""

    incident: Incident
    document: Document | None = None
    path: FieldPath = ("incident",)
    moment: Moment | None = None
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
    return DISCOVERED_ORDER.index(discovered)


def no_later_than(discovered: str, moment: str) -> bool:
    """Whether the discovery came at `moment` or before it (`discovered` values both)."""
    return stage(discovered) <= stage(moment)


def has_played(player: Role, discovered: str) -> bool:
    """Whether `player` had played a card when the error came to light: the elder once he has
    led (after-first-lead), the younger once he has played to the first trick (play)."""
    return not no_later_than(discovered, "declaring" if player == "elder" else "after-first-lead")


def when(discovered: str) -> str:
    """`discovered` in words ("while dealing"), as the file format explains it."""
    return WHEN[discovered]


WHEN: Mapping[str, str] = get_args(Discovered)[1].values


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


def silent(kind: str, edition: str, analogy: Iterable[str], reason: str) -> None:
    """Register, by design, that `edition` has no law on `kind`, and its nearest analogy."""
    chosen = tuple(analogy)

    def rule(ctx: Context[Any]) -> Ruling:
        return ctx.silent(chosen, reason)

    _register(Registration(kind, edition, rule, {}, is_silent=True))


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


def restated(incident: I, **facts: object) -> I:
    """A copy of an incident with some facts read otherwise (the interview's incident, whose
    unknown facts are asked as the rules read them, as well as a file's)."""
    read = copy.copy(incident)
    for name, value in facts.items():
        object.__setattr__(read, name, value)
    return read


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
    for kind in [*INCIDENT_KINDS, *(f"{stage}:" for stage in STEP_RULES)]:
        load_rules(kind)
    return sorted(_REGISTRY)


def check_possible(case: Case, edition: Edition) -> None:
    """Run only the kind's check that the case can happen under the edition (read-only; for
    the interview, which rules on facts as they come: see `arbiter.interview.interview`)."""
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


_COMPARING: ContextVar[bool] = ContextVar("comparing", default=False)


def others_note(case: Case, edition_id: str) -> list[str]:
    """What the editions with a law on the matter rule (for a silent ruling's notes)."""
    if _COMPARING.get():
        return []  # already inside another edition's silent ruling
    from arbiter.rulings import rule  # an incident with facts unknown is ruled on them

    whole = getattr(case.incident, "_whole", None)  # its facts unknown, not left out
    case = case if whole is None else case._replace(incident=whole)
    parts: list[str] = []
    token = _COMPARING.set(True)
    try:
        for edition in all_editions():
            if edition.id == edition_id or registration(case.kind, edition.id).is_silent:
                continue
            try:
                ruling = rule(case, edition)
            except ArbiterError:
                continue
            if ruling.decision is not Decision.SILENT:
                parts.append(f"{edition.id}: {in_brief(ruling)} ({', '.join(ruling.law_ids)})")
    finally:
        _COMPARING.reset(token)
    if not parts:
        return ["No other edition has a law on this either."]
    return ["Other editions: " + "; ".join(parts) + "."]


def in_brief(ruling: Ruling) -> str:
    """A ruling's decision with its options or penalties, in one short phrase."""
    text = str(ruling.decision)
    if ruling.options:
        text += f" ({ruling.options.holder} chooses {' or '.join(ruling.options.choices)})"
    if ruling.penalties:
        text += " (" + ", ".join(penalty_words(p) for p in ruling.penalties) + ")"
    return text


def false_reckoning_penalty(player: Role) -> list[Penalty]:
    """1651 XII.4 (and Cotton 18): he reckons nothing, and his adversary reckons all he has."""
    return [Penalty(player, Effect.RECKONS_NOTHING), Penalty(player, Effect.ADVERSARY_RECKONS_ALL)]


PENALTY_READING = (
    "Being debarred from reckoning anything he truly holds is read of his hand: what he holds "
    "reckons nothing that deal, and his adversary reckons all he holds. That this shall not "
    "hinder the other from making what he can in playing his cards is read of the offender "
    "himself (the other, beside the adversary just named): his play, the cards and capot "
    "still count."
)


def penalty_words(penalty: Penalty) -> str:
    what = f" {penalty.what}" if penalty.what else ""
    return f"{penalty.player} {penalty.effect}{what}"


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
