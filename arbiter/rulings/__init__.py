"""Rulings on disputed incidents under each edition's laws, quoting the laws' own words.

One module per stage of the game holds the rules for its incident kinds:
`dealing` (cutting and dealing), `card_count` (wrong card counts), `exchange`, `calling`,
`play`, `scores` (score disputes), named as the stages of `arbiter.formats`, and imported
when an incident of the stage is ruled (a stage's module imports the modules it is split
into, which register with it: `cutting`; `card_count_1882`). Each rule names the law it
encodes and is registered for the editions whose text it follows; an edition without a law
on a kind is registered `silent`, with its nearest analogy. `rule` rules one incident under
one edition, `compare` under several.
"""

from pathlib import Path
from typing import NamedTuple

from arbiter.decisions import Decision, Effect
from arbiter.errors import ArbiterError, InputError
from arbiter.files.reader import build
from arbiter.files.yamlio import Document, load_file, load_text
from arbiter.formats import IncidentFile
from arbiter.lawbook.editions import Edition, all_editions
from arbiter.lawbook.store import default_edition_id
from arbiter.rulings.core import (
    Case,
    Citation,
    Options,
    Penalty,
    Ruling,
    in_brief,
    penalty_words,
    read_facts,
    registered,
    registration,
    rule_case,
)
from arbiter.variants.find import find_edition, resolve_edition_id

__all__ = [
    "Case",
    "Citation",
    "Comparison",
    "Decision",
    "Effect",
    "IncidentFile",
    "Options",
    "Penalty",
    "Ruling",
    "choose_edition",
    "compare",
    "in_brief",
    "load_incident",
    "parse_incident",
    "penalty_words",
    "registered",
    "registration",
    "rule",
]


class LoadedIncident(NamedTuple):
    """An incident file as read: the case to rule on and the file's other keys."""

    case: Case
    spec: IncidentFile
    document: Document


def load_incident(path: Path | str) -> LoadedIncident:
    """Read and check an incident (or scenario) file."""
    return _loaded(load_file(path))


def parse_incident(text: str, name: str = "<input>") -> LoadedIncident:
    """Check an incident given as YAML text."""
    return _loaded(load_text(text, name))


def _loaded(doc: Document) -> LoadedIncident:
    spec = build(IncidentFile, doc)
    loaded = LoadedIncident(Case(spec.incident, doc), spec, doc)
    choose_edition(loaded)  # an unknown `edition:` is bad input even when not the one ruled
    for key in spec.expect or {}:  # and so is an unknown edition in `expect:`
        expected_edition_id(loaded, key)
    return loaded


def expected_edition_id(loaded: LoadedIncident, key: str) -> str:
    """The edition id an `expect:` key names; InputError at the key if it names none."""
    try:
        return resolve_edition_id(key)
    except InputError as error:
        raise error.located(loaded.document.where(("expect", key))) from None


def choose_edition(loaded: LoadedIncident, override: str | None = None) -> Edition:
    """`--edition` if given, else the file's `edition:`, else the default edition."""
    if override:
        return find_edition(override)
    if loaded.spec.edition is None:
        return find_edition(default_edition_id())
    try:
        return find_edition(loaded.spec.edition)
    except InputError as error:
        raise error.located(loaded.document.where(("edition",))) from None


def rule(case: Case, edition: Edition) -> Ruling:
    """Rule on one incident under one edition; one with facts written `unknown` is ruled as
    usual where the ruling does not turn on them, else `depends` (`arbiter.rulings.depends`)."""
    from arbiter.telling.unknown import has_unknown

    if not has_unknown(case.incident):
        return rule_case(case, edition)
    from arbiter.rulings.depends import rule_unknown

    return rule_unknown(case, edition, rule_case, _unchecked)


def _unchecked(case: Case, edition: Edition) -> Ruling:
    """A ruling without the kind's check that the incident can happen (its facts tried)."""
    from arbiter.rulings.core import Context, read_facts

    entry = registration(case.kind, edition.root.id)
    case, note = read_facts(case, edition)  # as rule_case does
    ruling = entry.function(Context(case.incident, edition, entry.laws, case))
    return ruling if note is None else ruling._replace(notes=(*ruling.notes, note))


class Comparison(NamedTuple):
    """One incident ruled under several editions; `baseline` is the edition the others are set
    against (the default edition when compared, else the first)."""

    kind: str
    title: str | None
    baseline: str
    rulings: tuple[Ruling, ...]
    skipped: tuple[tuple[str, str], ...] = ()
    read_otherwise: tuple[tuple[str, str], ...] = ()  # (edition, how a stated fact was read)

    def differs(self, ruling: Ruling) -> bool:
        """Whether a ruling's decision, options or penalties differ from the baseline's (and
        those of each further irregularity ruled, and which were moot)."""
        base = next((r for r in self.rulings if r.edition == self.baseline), None)
        return base is not None and _whole_gist(ruling) != _whole_gist(base)

    def to_json(self) -> dict[str, object]:
        return {
            "kind": self.kind,
            "title": self.title,
            "baseline": self.baseline,
            "rulings": [ruling.to_json() for ruling in self.rulings],
            "differ_from_baseline": [r.edition for r in self.rulings if self.differs(r)],
            "skipped": [{"edition": e, "reason": reason} for e, reason in self.skipped],
        }


def compare(loaded: LoadedIncident, editions: list[Edition] | None = None,
            beside: list[Edition] | None = None) -> Comparison:  # fmt: skip
    """Rule the incident under each edition (all of them when none are named), and under the
    editions `beside` them (a variant), its facts read under each edition's own pack (a count
    stated as the rest of the pack of the edition it was told under, noted where read
    otherwise). With all editions, one whose pack cannot hold a
    disputed deal is left out and reported; with editions named, that is an error."""
    chosen = list({e.id: e for e in [*(editions or all_editions()), *(beside or [])]}.values())
    rulings: list[Ruling] = []
    skipped: list[tuple[str, str]] = []
    story = loaded.case._replace(told_under=choose_edition(loaded))  # one story, each pack
    read_otherwise: list[tuple[str, str]] = []
    for edition in chosen:
        try:
            rulings.append(rule(story, edition))
            note = read_facts(story, edition)[1]
            if note is not None:
                read_otherwise.append((edition.id, note))
        except ArbiterError as error:
            if editions:
                raise
            skipped.append((edition.id, error.line()))
    if not rulings:
        raise InputError(f"no edition can rule on this incident: {skipped[0][1]}")
    ids = [r.edition for r in rulings]
    baseline = default_edition_id() if default_edition_id() in ids else ids[0]
    return Comparison(loaded.case.kind, loaded.spec.title, baseline, tuple(rulings),
                      tuple(skipped), tuple(read_otherwise))


def _whole_gist(ruling: Ruling) -> tuple[object, ...]:
    """A ruling's gist with its further rulings' (a telling's irregularities each ruled)."""
    return (ruling.gist(), tuple((r.step, r.gist()) for r in ruling.also),
            tuple(m.step for m in ruling.moot))
