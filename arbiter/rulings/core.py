"""The ruling record, the registry of rules, and what every rule shares.

A rule is a small function that encodes one edition's law (or one text shared by two
editions, each citing its own ids) for one incident kind. It is registered with `@encodes`
for the editions whose text it follows; an edition that has no law on a kind is registered
with `silent(...)`, naming its nearest analogy. `rule_case` looks the pair up, and a pair
that was never registered is a bug (`LookupError`), never a quiet `silent`.

Citation texts always come from the law store (`Edition.cite`), never from strings here.
The records are named tuples: immutable, and far cheaper to define at start-up than frozen
dataclasses (which generate six methods each).
"""

from collections.abc import Callable, Iterable, Mapping
from contextvars import ContextVar
from dataclasses import fields
from enum import StrEnum
from typing import Any, Generic, NamedTuple, TypeVar

from arbiter.editions import Edition, all_editions
from arbiter.errors import ArbiterError, ImpossibleError, Where
from arbiter.formats import DISCOVERED_ORDER, Incident, Role
from arbiter.yamlio import Document, FieldPath

I = TypeVar("I")  # noqa: E741 - the incident type a rule reads


class Decision(StrEnum):
    """What the ruling decides (SPEC "Rulings")."""

    FRESH_DEAL = "fresh-deal"
    """The cards are shuffled, cut and dealt again by the same dealer."""
    DEAL_VOID = "deal-void"
    """The deal is void and its scores struck; earlier deals stand."""
    RIGHT_DEALER_DEALS = "right-dealer-deals"
    """The deal out of turn is void; the right dealer deals."""
    FRESH_CUT = "fresh-cut"
    """Cut again."""
    PLAY_ON = "play-on"
    """The deal stands and goes on as it is."""
    RECTIFY = "rectify"
    """The error is put right without penalty."""
    PENALTY = "penalty"
    """The offender is penalised: see the penalties."""
    OPTION = "option"
    """A player chooses between decisions."""
    REFUSED = "refused"
    """The request or claim is refused; things stay as they are."""
    SILENT = "silent"
    """The edition has no law on the matter."""


class Effect(StrEnum):
    """What a penalty does to the offender (SPEC "Rulings")."""

    RECKONS_NOTHING = "reckons-nothing"
    """He scores nothing that deal."""
    LOSES_DECLARATION = "loses-declaration"
    """He loses the score named in `what`."""
    ADVERSARY_RECKONS_ALL = "adversary-reckons-all"
    """His adversary reckons all he holds, even lesser."""
    LOSES_REMAINING_TRICKS = "loses-remaining-tricks"
    """The tricks still to be played are his adversary's."""
    LOSES_GAME = "loses-game"
    """He loses the set or partie."""
    ADVERSARY_COUNTS_UNPLAYABLE = "adversary-counts-unplayable-as-tricks"
    """His adversary counts as tricks all cards that cannot be played to."""


class Penalty(NamedTuple):
    """A penalty on `player`, the offender."""

    player: Role
    effect: Effect
    what: str | None = None

    def to_json(self) -> dict[str, Any]:
        return {"player": self.player, "effect": str(self.effect), "what": self.what}


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


class Ruling(NamedTuple):
    """One edition's ruling on one incident, in the SPEC's shape."""

    edition: str
    kind: str
    decision: Decision
    summary: str
    explanation: str
    citations: tuple[Citation, ...] = ()
    options: Options | None = None
    penalties: tuple[Penalty, ...] = ()
    notes: tuple[str, ...] = ()

    @property
    def law_ids(self) -> list[str]:
        return [citation.law for citation in self.citations]

    def to_json(self) -> dict[str, Any]:
        return {
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


# --- the case being ruled ------------------------------------------------------------------


class Case(NamedTuple):
    """An incident to rule on, with the parsed file it came from (for line numbers, and for
    the deal of a score dispute, which is built afresh for each edition's pack)."""

    incident: Incident
    document: Document | None = None
    path: FieldPath = ("incident",)

    @property
    def kind(self) -> str:
        return str(self.incident.kind)

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


def by(discovered: str, point: str) -> bool:
    """Whether the discovery came no later than `point`."""
    return stage(discovered) <= stage(point)


def has_played(player: Role, discovered: str) -> bool:
    """Whether `player` had played a card when the error came to light: the elder once he has
    led (after-first-lead), the younger once he has played to the first trick (play)."""
    return not by(discovered, "declaring" if player == "elder" else "after-first-lead")


WHEN: Mapping[str, str] = {
    "cutting": "while cutting",
    "dealing": "while dealing",
    "before-taking-up": "when the deal was complete, before either hand was taken up",
    "after-taking-up": "after the hands were taken up, before a card of the stock was taken",
    "exchange": "during the exchange (discarding and taking in)",
    "declaring": "while declaring, before a card was led",
    "after-first-lead": "after the elder led, before the younger played to the first trick",
    "play": "during the play, after the younger had played to the first trick",
    "after-play": "after all the cards were played, before the next deal",
    "next-deal": "once the next deal had begun",
}


def when(discovered: str) -> str:
    """`discovered` in words."""
    return WHEN[discovered]


def other_role(role: Role) -> Role:
    return "younger" if role == "elder" else "elder"


def facts(incident: object, *names: str) -> str:
    """The incident's fields named, as `(where: pack, count: 1)`; all of them when none named."""
    chosen = names or tuple(f.name for f in fields(incident) if f.name != "kind")  # type: ignore[arg-type]
    parts = [f"{name}: {_word(getattr(incident, name))}" for name in chosen]
    return "(" + ", ".join(parts) + ")"


def _word(value: object) -> str:
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
    ) -> Ruling:
        """A ruling citing the laws with these ids; their texts come from the law store."""
        return Ruling(
            edition=self.edition.id,
            kind=self.case.kind,
            decision=decision,
            summary=summary,
            explanation=explanation,
            citations=self.cite(cite),
            options=options,
            penalties=tuple(penalties),
            notes=tuple(notes),
        )

    def cite(self, law_ids: Iterable[str]) -> tuple[Citation, ...]:
        seen: list[Citation] = []
        for law_id in law_ids:
            law = self.edition.law(law_id)
            if all(c.law != law.id for c in seen):
                seen.append(Citation(self.edition.id, law.id, law.text))
        return tuple(seen)

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


_CHECKS: dict[str, Callable[[Case], None]] = {}


def checks(kind: str) -> Callable[[Callable[[Case], None]], Callable[[Case], None]]:
    """Register a check that an incident of `kind` can happen at all (in any edition)."""

    def decorate(function: Callable[[Case], None]) -> Callable[[Case], None]:
        _CHECKS[kind] = function
        return function

    return decorate


def registration(kind: str, edition: str) -> Registration:
    found = _REGISTRY.get((kind, edition))
    if found is None:
        raise LookupError(f"no rule is registered for {kind} under {edition}")
    return found


def registered() -> list[tuple[str, str]]:
    return sorted(_REGISTRY)


def rule_case(case: Case, edition: Edition) -> Ruling:
    """Rule on a case under one edition."""
    entry = registration(case.kind, edition.id)
    check = _CHECKS.get(case.kind)
    if check:
        check(case)
    return entry.function(Context(case.incident, edition, entry.laws, case))


_COMPARING: ContextVar[bool] = ContextVar("comparing", default=False)


def others_note(case: Case, edition_id: str) -> list[str]:
    """What the editions with a law on the matter rule (for a silent ruling's notes)."""
    if _COMPARING.get():
        return []  # already inside another edition's silent ruling
    parts: list[str] = []
    token = _COMPARING.set(True)
    try:
        for edition in all_editions():
            if edition.id == edition_id or registration(case.kind, edition.id).is_silent:
                continue
            try:
                ruling = rule_case(case, edition)
            except ArbiterError:
                continue
            if ruling.decision is not Decision.SILENT:
                parts.append(f"{edition.id}: {outcome(ruling)} ({', '.join(ruling.law_ids)})")
    finally:
        _COMPARING.reset(token)
    if not parts:
        return ["No other edition has a law on this either."]
    return ["Other editions: " + "; ".join(parts) + "."]


def outcome(ruling: Ruling) -> str:
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
    "Being debarred from reckoning anything he truly holds is read as reckoning nothing that "
    "deal; the adversary still makes what he can in the play."
)


def penalty_words(penalty: Penalty) -> str:
    what = f" {penalty.what}" if penalty.what else ""
    return f"{penalty.player} {penalty.effect}{what}"
