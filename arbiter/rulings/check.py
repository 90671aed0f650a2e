"""The scenario checker: incident files with an `expect:` block, ruled and compared.

A scenario passes when, for each edition it lists, the ruling's decision is the expected one,
every expected citation is among the ruling's, and (when given) the options and penalties are
the same in any order (see scenarios/README.md).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable
from pathlib import Path
from typing import Any, NamedTuple

from arbiter.errors import ArbiterError, InputError, Where
from arbiter.files.yamlio import STDIN
from arbiter.formats.expected import Expectation, ExpectedBranch, ExpectedFurther
from arbiter.lawbook.casebook import CASE_PREFIX, case_id, casebook
from arbiter.lawbook.editions import Edition
from arbiter.rulings.core import Ruling, rule
from arbiter.rulings.incidents import LoadedIncident, expected_edition_id, load_incident
from arbiter.variants.find import find_edition

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
    """The YAML files named, and those under the folders named, in a stable order (`-`:
    standard input)."""
    found: list[Path] = []
    for path in map(Path, paths):
        if path.is_dir():
            found.extend(sorted(p for p in path.rglob("*") if p.suffix in SUFFIXES and p.is_file()))
        elif path.exists() or str(path) == STDIN:
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
        if not loaded.expect:
            return ScenarioResult(name, loaded.spec.title, loaded.case.kind,
                                  skipped="no expect: block")
        found: list[Mismatch] = []
        editions: list[str] = []
        for key, expectation in loaded.expect.items():
            edition = find_edition(expected_edition_id(loaded, key))
            editions.append(edition.id)
            expected_ids = _law_ids(loaded, ("expect", key), expectation, edition)
            _check_case(loaded, key, expectation, edition)
            ruling = rule(loaded.case, edition)
            found.extend(compare_expectation(expectation, expected_ids, ruling, edition))
            found.extend(compare_branches(loaded, key, expectation, ruling, edition))
            found.extend(compare_further(loaded, key, expectation, ruling, edition))
    except ArbiterError as error:
        return ScenarioResult(name, error=error.line())
    return ScenarioResult(name, loaded.spec.title, loaded.case.kind, tuple(editions), tuple(found))


def compare_expectation(expected: Expectation | ExpectedBranch | ExpectedFurther,
                        law_ids: list[str], ruling: Ruling, edition: Edition,
                        at: str = "") -> list[Mismatch]:
    """The ways a ruling falls short of an expectation (`law_ids`: its citations, checked);
    `at` names a branch's place (`branches[2].`)."""
    found: list[Mismatch] = []
    if ruling.decision != expected.decision:
        found.append(Mismatch(edition.id, f"{at}decision", str(expected.decision),
                              str(ruling.decision)))  # fmt: skip
    missing = [law for law in law_ids if law not in ruling.law_ids]
    if missing:
        found.append(Mismatch(edition.id, f"{at}citations", missing, ruling.law_ids))
    if expected.options is not None:
        got = ruling.options.to_json() if ruling.options else None
        want = {"holder": expected.options.holder,
                "choices": [str(c) for c in expected.options.choices]}  # fmt: skip
        if got is None or Counter(want["choices"]) != Counter(got["choices"]) \
                or want["holder"] != got["holder"]:
            found.append(Mismatch(edition.id, f"{at}options", want, got))
    if expected.penalties is not None:
        want_penalties = [{"player": p.player, "effect": str(p.effect), "what": p.what,
                           "except": p.except_ or []} for p in expected.penalties]  # fmt: skip
        got_penalties = [p.to_json() for p in ruling.penalties]
        if _penalty_keys(want_penalties) != _penalty_keys(got_penalties):
            found.append(Mismatch(edition.id, f"{at}penalties", want_penalties,
                                  got_penalties))  # fmt: skip
    step = getattr(ruling, "step", None)
    if expected.step is not None and step != expected.step:
        found.append(Mismatch(edition.id, f"{at}step", expected.step, step))
    case = getattr(expected, "case", None)  # a branch names no case
    followed = [quoted.case for quoted in ruling.commentary]
    if case is not None and _numeral(case) not in followed:
        found.append(Mismatch(edition.id, f"{at}case", _numeral(case), followed))
    return found


def compare_branches(loaded: LoadedIncident, key: str, expected: Expectation, ruling: Ruling,
                     edition: Edition) -> list[Mismatch]:  # fmt: skip
    """A `depends` ruling's branches against the expected ones: the same facts given (a list
    of values in any order), and each branch as an expectation of its own."""
    if expected.branches is None:
        return []
    got = {_given_key(branch.to_json()["given"]): branch for branch in ruling.branches}
    want = [_given_key(branch.given) for branch in expected.branches]
    found: list[Mismatch] = []
    if sorted(map(repr, got)) != sorted(map(repr, want)):
        found.append(Mismatch(edition.id, "branches", [dict(k) for k in want],
                              [dict(k) for k in got]))  # fmt: skip
    for index, (branch, given) in enumerate(zip(expected.branches, want, strict=True)):
        if given in got:
            ids = _law_ids(loaded, ("expect", key, "branches", index), branch, edition)
            found += compare_expectation(branch, ids, got[given].ruling, edition,
                                         f"branches[{index}].")
            found += _compare_also(loaded, ("expect", key, "branches", index), branch.also,
                                   got[given].ruling, edition, f"branches[{index}].")
    return found


def compare_further(loaded: LoadedIncident, key: str, expected: Expectation, ruling: Ruling,
                    edition: Edition) -> list[Mismatch]:  # fmt: skip
    """A telling's further irregularities ruled (`also`) against the expected ones, by step in
    the order told (no more, none fewer), each as an expectation of its own; and the steps
    made moot."""
    found = _compare_also(loaded, ("expect", key), expected.also, ruling, edition)
    if expected.moot is not None and expected.moot != [m.step for m in ruling.moot]:
        found.append(Mismatch(edition.id, "moot", expected.moot, [m.step for m in ruling.moot]))
    return found


def _compare_also(loaded: LoadedIncident, where: tuple[str | int, ...],
                  expected: list[ExpectedFurther] | None, ruling: Ruling, edition: Edition,
                  at: str = "") -> list[Mismatch]:  # fmt: skip
    """What a ruling (or a branch's) rules beside it against what is expected (`where`: the
    expectation's place in the file), by step in the order told, no more, none fewer."""
    if expected is None:
        return []
    want, got = [f.step for f in expected], [r.step for r in ruling.also]
    if want != got:
        return [Mismatch(edition.id, f"{at}also", want, got)]
    found: list[Mismatch] = []
    for index, (further, also) in enumerate(zip(expected, ruling.also, strict=True)):
        ids = _law_ids(loaded, (*where, "also", index), further, edition)
        found += compare_expectation(further, ids, also, edition, f"{at}also[{index}].")
    return found


def _given_key(given: dict[str, Any]) -> tuple[tuple[str, Any], ...]:
    """Facts given as comparable: each value as text, a list (or a run written `2 to 36`) as
    a sorted tuple of text."""
    def word(value: Any) -> str:
        return str(value).lower() if isinstance(value, bool) or value is None else str(value)

    def words(value: Any) -> Any:
        run = re.fullmatch(r"\s*(\d+) to (\d+)\s*", value) if isinstance(value, str) else None
        if run:  # "2 to 36": a run of whole numbers, as a scenario may write it
            value = list(range(int(run[1]), int(run[2]) + 1))
        if isinstance(value, list) and len(value) != 1:
            return tuple(sorted(map(word, value)))
        return word(value[0] if isinstance(value, list) else value)

    return tuple(sorted((name, words(value)) for name, value in given.items()))


def _numeral(name: str) -> str:
    """A case as the commentary names it ("XVII"), however the scenario wrote it."""
    return (case_id(name) or name).removeprefix(CASE_PREFIX)


def _check_case(loaded: LoadedIncident, key: str, expected: Expectation,
                edition: Edition) -> None:  # fmt: skip
    """An expected case must be one of the edition's casebook: else bad input, located."""
    if expected.case is None:
        return
    found = case_id(expected.case)
    if found is None or found not in casebook(edition.root.id):
        where = loaded.document.where(("expect", key, "case"))
        cases = casebook(edition.root.id)
        hint = f"cases run {next(iter(cases))} .. {list(cases)[-1]}" if cases else (
            f"{edition.id} has no casebook")
        raise InputError(f"no case {expected.case!r} in the casebook of {edition.root.id}",
                         where, hint)


def _law_ids(loaded: LoadedIncident, at: tuple[str | int, ...],
             expected: Expectation | ExpectedBranch | ExpectedFurther,
             edition: Edition) -> list[str]:
    """Expected law ids as the law store spells them; an unknown id is bad input, located at
    the id in the scenario file (`at`: the expectation's place in it)."""
    ids: list[str] = []
    for index, law in enumerate(expected.citations or []):
        try:
            ids.append(edition.law(str(law)).id)
        except InputError as error:
            where = loaded.document.where((*at, "citations", index))
            raise error.located(where) from None
    return ids


PenaltyKey = tuple[str, str, str | None, tuple[str, ...]]


def _penalty_keys(penalties: list[dict[str, Any]]) -> Counter[PenaltyKey]:
    """Penalties as comparable keys: `what` (the score lost, or the one score the adversary
    reckons all of) and `except` (the scores a reckons-nothing leaves him) count for every
    effect."""
    keys: Counter[PenaltyKey] = Counter()
    for penalty in penalties:
        effect = str(penalty.get("effect"))
        what = penalty.get("what")
        keys[(str(penalty.get("player")), effect, what, tuple(penalty.get("except") or ()))] += 1
    return keys


def check_paths(paths: Iterable[Path | str]) -> list[ScenarioResult]:
    """Check every scenario file named or found under the folders named."""
    files = scenario_files(paths)
    if not files:
        raise InputError("no scenario files (*.yaml) found", hint="name a file or a folder")
    return [check_file(path) for path in files]
