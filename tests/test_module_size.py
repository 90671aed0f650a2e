"""No module of the package over 500 lines (issue 22 item 7, STYLE 17): a module that grows
past it is split along its seams, as the layers' folders show (README "Layout")."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LONGEST = 500


def lines_of(path: Path) -> int:
    with path.open(encoding="utf-8") as handle:
        return sum(1 for _ in handle)


def test_no_module_is_over_500_lines() -> None:
    over = {str(path.relative_to(ROOT)): lines_of(path)
            for path in sorted((ROOT / "arbiter").rglob("*.py")) if lines_of(path) > LONGEST}
    assert over == {}
