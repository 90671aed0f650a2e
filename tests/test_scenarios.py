"""Every scenario under scenarios/ is ruled under each edition it lists and must come out as
its `expect:` block says (the same check as `arbiter check`)."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter.rulings.check import check_file, scenario_files, scenarios_dir

FILES = scenario_files([scenarios_dir()])


def test_there_are_scenarios_for_every_kind() -> None:
    from arbiter.formats import incident_kinds

    kinds = {path.parent.name for path in FILES}
    assert set(incident_kinds()) <= kinds


@pytest.mark.parametrize("path", FILES, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_scenario(path: Path) -> None:
    result = check_file(path)
    assert result.error is None, result.error
    assert result.skipped is None, result.skipped
    assert not result.mismatches, "\n".join(m.describe() for m in result.mismatches)
