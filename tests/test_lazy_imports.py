"""The --json paths never load rich or pydantic, and the core never imports the CLI's
libraries: a structural check on start-up (its speed is measured in benchmarks/)."""

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
watched = {"rich", "pydantic", "sqlite3", "yaml"}
heavy = sorted({name.split(".")[0] for name in sys.modules} & watched)
print(json.dumps(heavy), file=sys.stderr)
"""


def loaded_by(args: list[str]) -> list[str]:
    done = subprocess.run(
        [sys.executable, "-c", PROBE, json.dumps(args)],
        capture_output=True, text=True, cwd=ROOT, check=True,
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
def test_json_paths_load_neither_rich_nor_pydantic(args: list[str]) -> None:
    assert set(loaded_by(args)) <= {"yaml"}


def test_scoring_a_deal_in_the_plain_layout_loads_no_pyyaml() -> None:
    """pyyaml's import is a quarter of a start: a plain deal file is read without it."""
    assert loaded_by(["score", "examples/deals/portland-1882-pique.yaml", "--json"]) == []
    assert loaded_by(["score", "examples/deals/portland-1882-pique.yaml"]) == ["rich"]
    assert "yaml" in loaded_by(["rule", "examples/incidents/faced-card.yaml", "--json"])


def test_human_output_does_load_rich() -> None:
    assert "rich" in loaded_by(["laws", "show", "1882", "14"])


def test_the_core_imports_no_cli_library() -> None:
    core = [p for p in (ROOT / "arbiter").rglob("*.py") if not {"cli", "ui"} & set(p.parts)]
    for path in core:
        text = path.read_text(encoding="utf-8")
        for library in ("typer", "rich"):
            assert f"import {library}" not in text, f"{path.name} imports {library}"
            assert f"from {library}" not in text, f"{path.name} imports {library}"
