"""Shared test helpers: the command line run in process (`run`) or in a process of its own
(`run_apart`), an incident ruled under an edition (`ruled`), and the parts of a ruling a test
compares (`gist_of`)."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple

import pytest

if TYPE_CHECKING:
    from typer.testing import Result

    from arbiter.lawbook.editions import Edition
    from arbiter.rulings import Case, Ruling

ROOT = Path(__file__).resolve().parent.parent
CHILD_TIMEOUT = 60.0  # seconds: the longest a command run in a process of its own may take


@pytest.fixture
def root() -> Path:
    return ROOT


def run(*args: str | Path, stdin: str | bytes | None = None, columns: int = 200) -> Result:
    """`arbiter ARGS` in process, on a terminal `columns` wide, `stdin` typed in."""
    from typer.testing import CliRunner

    from arbiter.cli import app

    return CliRunner().invoke(app, [str(arg) for arg in args], input=stdin,
                              env={"COLUMNS": str(columns)})  # fmt: skip


class Ran(NamedTuple):
    """What a command run in a process of its own did, read as `run`'s result is read."""

    exit_code: int
    stdout: str
    stderr: str
    exception: None = None


def run_apart(*args: str | Path, stdin: str | None = None, columns: int = 80,
              cwd: Path | None = None, env: Mapping[str, str] | None = None) -> Ran:
    """`arbiter ARGS` in a process of its own (nothing read, cached or registered before it),
    on a terminal `columns` wide, `env` added to this one's. It has CHILD_TIMEOUT seconds: a
    command that waits for what never comes fails the test instead of hanging the run."""
    done = subprocess.run([sys.executable, "-m", "arbiter", *map(str, args)], input=stdin,
                          capture_output=True, text=True, cwd=cwd, timeout=CHILD_TIMEOUT,
                          env={**os.environ, "COLUMNS": str(columns), **(env or {})})  # fmt: skip
    return Ran(done.returncode, done.stdout, done.stderr)


def ruled(incident: str | Mapping[str, Any] | Case, edition: str | Edition) -> Ruling:
    """`incident` ruled under `edition`. The incident as a file's YAML text, as the mapping a
    file holds under `incident:`, or as a case already read; the edition as a name (an id,
    an alias, a chain of variants such as `1882+au-cent`) or as the edition itself."""
    import yaml

    from arbiter.lawbook.editions import Edition
    from arbiter.rulings import parse_incident, rule
    from arbiter.variants.find import find_edition

    if isinstance(incident, Mapping):
        incident = yaml.safe_dump({"incident": dict(incident)}, sort_keys=False)
    case = parse_incident(incident).case if isinstance(incident, str) else incident
    return rule(case, edition if isinstance(edition, Edition) else find_edition(edition))


# the parts of a ruling, by the name a test gives them
_PARTS: dict[str, Callable[[Ruling], Any]] = {
    "decision": lambda r: str(r.decision),
    "laws": lambda r: r.law_ids,
    "penalties": lambda r: [(p.player, str(p.effect), p.what) for p in r.penalties],
    "penalised": lambda r: [(p.player, str(p.effect)) for p in r.penalties],
    "penalty set": lambda r: frozenset((p.player, str(p.effect), p.what) for p in r.penalties),
    "options": lambda r: (r.options.holder, frozenset(map(str, r.options.choices)))
    if r.options else None,
}


def gist_of(*parts: str) -> Callable[[Ruling], tuple[Any, ...]]:
    """What a test compares of a ruling, the parts in the order named: `decision`, `laws`
    (the ids cited), `penalties` (player, effect, what), `penalised` (player, effect),
    `penalty set` (as a set), `options` (holder and choices as a set)."""
    for part in parts:
        assert part in _PARTS, part

    def gist(ruling: Ruling) -> tuple[Any, ...]:
        return tuple(_PARTS[part](ruling) for part in parts)

    return gist


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """The browser tests (marker `browser`) run where the distribution's chromium is, and
    are left out, deselected, where it is not."""
    if Path("/usr/bin/chromium").exists():
        return
    kept = [item for item in items if item.get_closest_marker("browser") is None]
    if len(kept) < len(items):
        config.hook.pytest_deselected(items=[i for i in items if i not in kept])
        items[:] = kept
