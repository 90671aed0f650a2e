"""The records a ruling is made of: the ruling itself, its penalties (`arbiter.decisions.Penalty`,
the one penalty record, which a deal's scoring applies by a law), who chooses between
which decisions, the laws it cites (their words from the law store), a told incident's steps
in words, and the branches of a ruling on facts not known. They are named tuples (the penalty a
frozen dataclass): immutable values, equal when their fields are equal.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from arbiter.decisions import Decision, Effect
from arbiter.decisions import Penalty as Penalty  # a ruling's penalty: one record with the scorer's
from arbiter.formats import Role
from arbiter.lawbook.casebook import Commentary


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
                "summary": ruling.summary,
                **({"also": ruling.also_json()} if ruling.also else {})}  # fmt: skip


class Moot(NamedTuple):
    """A further irregularity of a telling that is not ruled: a ruling on an earlier step
    settled the deal (`by`: that step, `decision`: what it ruled)."""

    step: int
    finding: str
    by: int
    decision: Decision

    def to_json(self) -> dict[str, Any]:
        return {"step": self.step, "finding": self.finding, "settled_by_step": self.by,
                "decision": str(self.decision)}


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
    # a told incident's further irregularities, each ruled (in the order told), and those a
    # ruling before them made moot (the deal settled: a fresh deal, the deal void)
    also: tuple[Ruling, ...] = ()
    moot: tuple[Moot, ...] = ()
    finding: str | None = None  # a further irregularity ruled: what was found, in words

    @property
    def law_ids(self) -> list[str]:
        return [citation.law for citation in self.citations]

    def gist(self) -> tuple[object, ...]:
        """What two rulings must share to rule alike: the decision, who chooses between
        what, and the penalties (in any order); each way it goes; and what is ruled beside it
        (`also`, each at its step) and made moot, which are part of the ruling."""
        choices = frozenset(self.options.choices) if self.options else None
        holder = self.options.holder if self.options else None
        branches = tuple((b.given, b.ruling.gist()) for b in self.branches)
        beside = tuple((r.step, r.gist()) for r in self.also)
        return (self.decision, holder, choices, frozenset(self.penalties), branches, beside,
                tuple(m.step for m in self.moot))

    def also_json(self) -> list[dict[str, Any]]:
        """What is ruled beside it, each with its step (none beside a short kind) and what
        was found."""
        return [{"step": r.step, "finding": r.finding, **r.to_json()} for r in self.also]

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
        if self.also:
            found["also"] = self.also_json()
        if self.moot:
            found["moot"] = [moot.to_json() for moot in self.moot]
        return found


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
