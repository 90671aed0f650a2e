"""An incident file read and checked, and ruled under one edition (`rule`, from
`arbiter.rulings.core`) or compared under several (`compare`)."""

from __future__ import annotations

from dataclasses import fields
from pathlib import Path
from typing import TYPE_CHECKING, NamedTuple

from arbiter.errors import ArbiterError, InputError
from arbiter.files.reader import build
from arbiter.files.yamlio import Document, load_file, load_text
from arbiter.formats import IncidentFile
from arbiter.lawbook.editions import Edition, all_editions
from arbiter.lawbook.store import default_edition_id
from arbiter.rulings.core import Case, Ruling, read_facts, rule
from arbiter.variants.find import find_edition, resolve_edition_id

if TYPE_CHECKING:
    from arbiter.formats.expected import Expectation


class LoadedIncident(NamedTuple):
    """An incident file as read: the case to rule on and the file's other keys."""

    case: Case
    spec: IncidentFile
    document: Document

    @property
    def expect(self) -> dict[str, Expectation]:
        """What a scenario expects each edition (by the key written) to rule; empty for an
        incident file."""
        if type(self.spec) is IncidentFile:
            return {}
        from arbiter.formats.expected import ScenarioFile

        return (self.spec.expect or {}) if isinstance(self.spec, ScenarioFile) else {}


def load_incident(path: Path | str) -> LoadedIncident:
    """Read and check an incident (or scenario) file."""
    return _loaded(load_file(path))


def parse_incident(text: str, name: str = "<input>") -> LoadedIncident:
    """Check an incident given as YAML text."""
    return _loaded(load_text(text, name))


def _loaded(doc: Document) -> LoadedIncident:
    spec = build(file_format(doc), doc)
    loaded = LoadedIncident(Case(spec.incident, doc), spec, doc)
    choose_edition(loaded)  # an unknown `edition:` is bad input even when not the one ruled
    for key in loaded.expect:  # and so is an unknown edition in `expect:`
        expected_edition_id(loaded, key)
    return loaded


def file_format(doc: Document) -> type[IncidentFile]:
    """A scenario's format for a file that writes a key an incident file has not (`expect:`,
    `why:`, or a mistake, which is then reported against every key a file may write)."""
    data = doc.data
    if isinstance(data, dict) and set(data) <= {f.name for f in fields(IncidentFile)}:
        return IncidentFile
    from arbiter.formats.expected import ScenarioFile

    return ScenarioFile


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
