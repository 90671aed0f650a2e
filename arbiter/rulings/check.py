"""The scenario checker: incident files with an `expect:` block, ruled and compared.

A scenario passes when, for each edition it lists, the ruling's decision is the expected one,
every expected citation is among the ruling's, and (when given) the options and penalties are
the same in any order (see scenarios/README.md).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from pathlib import Path
from typing import Any, NamedTuple

from arbiter.editions import Edition, find_edition
from arbiter.errors import ArbiterError, InputError, Where
from arbiter.formats import Expectation
from arbiter.rulings import expected_edition_id, load_incident, rule
from arbiter.rulings.core import Ruling

SUFFIXES = (".yaml", ".yml")


def scenarios_dir() -> Path:
    """The shipped scenarios: inside the installed package, or the source checkout's."""
    here = Path(__file__).resolve().parent.parent
    for candidate in (here / "scenarios", here.parent / "scenarios"):
        if candidate.is_dir():
            return candidate
    raise InputError("the scenarios/ folder is missing from this install",
                     hint="name a scenario file or folder")


def scenario_files(paths: Iterable[Path | str]) -> list[Path]:
    """The YAML files named, and those under the folders named, in a stable order."""
    found: list[Path] = []
    for path in map(Path, paths):
        if path.is_dir():
            found.extend(sorted(p for p in path.rglob("*") if p.suffix in SUFFIXES and p.is_file()))
        elif path.exists():
            found.append(path)
        else:
            raise InputError("no such file or folder", Where(file=str(path)))
    return found


class Mismatch(NamedTuple):
    """One way a ruling differs from what the scenario expects."""

    edition: str
    field: str
    expected: Any
    got: Any

    def describe(self) -> str:
        expected, got = _show(self.expected), _show(self.got)
        return f"{self.edition}: {self.field} expected {expected}, got {got}"

    def to_json(self) -> dict[str, Any]:
        return {"edition": self.edition, "field": self.field, "expected": self.expected,
                "got": self.got}


def _show(value: Any) -> str:
    if isinstance(value, list):
        return "[" + ", ".join(_show(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{k}: {_show(v)}" for k, v in value.items()) + "}"
    return str(value)


class ScenarioResult(NamedTuple):
    """The outcome of one scenario file."""

    file: str
    title: str | None = None
    kind: str | None = None
    editions: tuple[str, ...] = ()
    mismatches: tuple[Mismatch, ...] = ()
    error: str | None = None
    skipped: str | None = None

    @property
    def passed(self) -> bool:
        return self.error is None and self.skipped is None and not self.mismatches

    def to_json(self) -> dict[str, Any]:
        status = ("error" if self.error else "skipped" if self.skipped
                  else "passed" if self.passed else "failed")
        return {"file": self.file, "title": self.title, "kind": self.kind, "status": status,
                "editions": list(self.editions),
                "mismatches": [m.to_json() for m in self.mismatches],
                "error": self.error, "skipped": self.skipped}


def check_file(path: Path | str) -> ScenarioResult:
    """Rule one scenario under each edition it lists and compare."""
    name = str(path)
    try:
        loaded = load_incident(path)
        if not loaded.spec.expect:
            return ScenarioResult(name, loaded.spec.title, loaded.case.kind,
                                  skipped="no expect: block")
        found: list[Mismatch] = []
        editions: list[str] = []
        for key, expectation in loaded.spec.expect.items():
            edition = find_edition(expected_edition_id(loaded, key))
            editions.append(edition.id)
            found.extend(compare_expectation(expectation, rule(loaded.case, edition), edition))
    except ArbiterError as error:
        return ScenarioResult(name, error=error.line())
    return ScenarioResult(name, loaded.spec.title, loaded.case.kind, tuple(editions), tuple(found))


def compare_expectation(expected: Expectation, ruling: Ruling, edition: Edition) -> list[Mismatch]:
    """The ways a ruling falls short of an expectation."""
    found: list[Mismatch] = []
    if str(ruling.decision) != expected.decision:
        found.append(Mismatch(edition.id, "decision", expected.decision, str(ruling.decision)))
    missing = [law for law in _law_ids(expected.citations or [], edition)
               if law not in ruling.law_ids]
    if missing:
        found.append(Mismatch(edition.id, "citations", missing, ruling.law_ids))
    if expected.options is not None:
        got = ruling.options.to_json() if ruling.options else None
        if not _same_options(expected.options, got):
            found.append(Mismatch(edition.id, "options", expected.options, got))
    if expected.penalties is not None:
        got_penalties = [p.to_json() for p in ruling.penalties]
        if _penalty_keys(expected.penalties) != _penalty_keys(got_penalties):
            found.append(Mismatch(edition.id, "penalties", expected.penalties, got_penalties))
    return found


def _law_ids(ids: list[str], edition: Edition) -> list[str]:
    """Expected law ids as the law store spells them (an unknown id is an error)."""
    return [edition.law(str(law)).id for law in ids]


def _same_options(expected: dict[str, Any], got: dict[str, Any] | None) -> bool:
    if got is None:
        return False
    choices = expected.get("choices") or []
    return (expected.get("holder") == got["holder"]
            and Counter(map(str, choices)) == Counter(got["choices"]))


def _penalty_keys(penalties: list[dict[str, Any]]) -> Counter[tuple[str, str, str | None]]:
    """Penalties as comparable keys; `what` counts only for loses-declaration."""
    keys: Counter[tuple[str, str, str | None]] = Counter()
    for penalty in penalties:
        effect = str(penalty.get("effect"))
        what = penalty.get("what") if effect == "loses-declaration" else None
        keys[(str(penalty.get("player")), effect, what)] += 1
    return keys


def check_paths(paths: Iterable[Path | str]) -> list[ScenarioResult]:
    """Check every scenario file named or found under the folders named."""
    files = scenario_files(paths)
    if not files:
        raise InputError("no scenario files (*.yaml) found", hint="name a file or a folder")
    return [check_file(path) for path in files]
