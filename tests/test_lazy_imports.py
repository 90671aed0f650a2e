"""The --json paths never load rich, and the import contract that keeps the CLI's libraries
out of the core covers all of it: structural checks on start-up (its speed is measured in
benchmarks/)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PROBE = """
import json, sys
sys.argv = ["arbiter", *json.loads(sys.argv[1])]
from arbiter.cli import main
try:
    main()
except SystemExit:
    pass
watched = {"rich", "sqlite3", "yaml"}
heavy = sorted({name.split(".")[0] for name in sys.modules} & watched)
heavy += ["arbiter.variants.overlay"] if "arbiter.variants.overlay" in sys.modules else []
print(json.dumps(heavy), file=sys.stderr)
"""


def loaded_by(args: list[str]) -> list[str]:
    done = subprocess.run(
        [sys.executable, "-c", PROBE, json.dumps(args)],
        capture_output=True, text=True, cwd=ROOT, check=True, timeout=60,
    )  # fmt: skip
    found: list[str] = json.loads(done.stderr.strip().splitlines()[-1])
    return found


@pytest.mark.parametrize(
    "args",
    [
        ["rule", "examples/incidents/faced-card.yaml", "--json"],
        ["compare", "examples/incidents/faced-card.yaml", "--json"],
        ["score", "examples/deals/royall-1651-pique.yaml", "--json"],
        ["laws", "show", "1882", "14", "--json"],
        ["editions", "--json"],
    ],
    ids=lambda args: " ".join(args[:2]),
)
def test_json_paths_do_not_load_rich(args: list[str]) -> None:
    assert set(loaded_by(args)) <= {"yaml"}


def test_human_output_does_load_rich() -> None:
    assert "rich" in loaded_by(["laws", "show", "1882", "14"])


def test_the_import_contract_covers_the_whole_core() -> None:
    """pyproject's contract lists the core (import-linter cannot say "all of arbiter but cli,
    ui and web"), and `lint-imports` checks that it imports neither typer nor rich: a module left
    off the list would escape the check."""
    import tomllib

    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    [contract] = [c for c in config["tool"]["importlinter"]["contracts"]
                  if c["type"] == "forbidden" and "typer" in c["forbidden_modules"]]
    listed = set(contract["source_modules"])
    package = ROOT / "arbiter"
    top = {p.stem if p.is_file() else p.name for p in package.iterdir()
           if (p.suffix == ".py" or (p / "__init__.py").exists()) and p.stem != "__init__"}
    core = {f"arbiter.{name}" for name in top - {"cli", "ui", "web", "__main__"}}
    assert core == listed


def test_variants_are_read_only_when_one_is_named() -> None:
    assert "arbiter.variants.overlay" not in loaded_by(
        ["rule", "examples/incidents/faced-card.yaml", "--json"])
    named = ["rule", "examples/incidents/faced-card.yaml", "--variant", "au-cent", "--json"]
    assert "arbiter.variants.overlay" in loaded_by(named)
