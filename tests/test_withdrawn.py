"""A call withdrawn (issue 25 item 2): a step by which a player takes back his last call of a
kind. A call he held, taken back, is a score he no longer claims (1882 law 56, 1651 XII.15);
one he did not hold is his miscall corrected (1882 law 52, 1651 XII.4/XII.15, Cotton 18); a
withdrawal of nothing called, twice, or after the calling is over is bad input."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml
from typer.testing import CliRunner

from arbiter.cli import app
from arbiter.rulings import Decision
from tests.conftest import ruled

runner = CliRunner()

POINT = {"by": "elder", "call": "point", "cards": 5, "value": 48}
GOOD = {"by": "younger", "reply": "good"}
WITHDRAWS = {"by": "elder", "withdraws": "point"}


def told(*steps: dict[str, Any]) -> str:
    return yaml.safe_dump({"incident": {"kind": "calling", "steps": list(steps)}},
                          sort_keys=False)  # fmt: skip


def test_a_call_held_and_withdrawn_is_a_score_not_claimed_1882_56() -> None:
    ruling = ruled(told(POINT, GOOD, WITHDRAWS), "1882")
    assert (ruling.decision, ruling.law_ids, ruling.step) == (Decision.PLAY_ON, ["56"], 3)
    assert not ruling.penalties


def test_the_first_word_need_not_stand_at_paris_1651_xii_15() -> None:
    ruling = ruled(told(POINT, GOOD, WITHDRAWS), "1651")
    assert ruling.decision is Decision.PLAY_ON
    assert ruling.law_ids[0] == "XII.15"
    assert "neither lies there any Penalty upon his recalling his first word" in \
        ruling.explanation


def test_where_the_first_word_stands_the_withdrawal_is_refused() -> None:
    ruling = ruled(told(POINT, GOOD, WITHDRAWS), "royall-1651+first-word-stands")
    assert ruling.decision is Decision.REFUSED
    assert ruling.citations[0].edition.endswith("first-word-stands")


@pytest.mark.parametrize("edition", ["cotton", "miller"])
def test_editions_with_no_law_on_it_are_silent(edition: str) -> None:
    assert ruled(told(POINT, GOOD, WITHDRAWS), edition).decision is Decision.SILENT


def test_a_call_not_held_and_withdrawn_is_the_miscall_corrected() -> None:
    over = {**POINT, "value": 51, "error": "over"}
    ruling = ruled(told(over, GOOD, WITHDRAWS), "1882")
    assert (ruling.decision, ruling.law_ids, ruling.step) == (Decision.RECTIFY, ["52"], 1)
    # the same call corrected by a call of the truth rules alike
    corrected = ruled(told(over, GOOD, {**POINT, "corrects": True}), "1882")
    assert corrected.gist() == ruling.gist()


def test_a_call_withdrawn_is_not_a_call_left_unshown_1651_xii_3() -> None:
    """XII.3 takes a sequence allowed and not shown before the first card; one taken back
    before it is no longer claimed."""
    quint = {"by": "elder", "call": "sequence", "cards": 5}
    lead = {"by": "elder", "lead": "AH"}
    kept = ruled(told(quint, GOOD, lead), "1651")
    taken_back = ruled(told(quint, GOOD, {"by": "elder", "withdraws": "sequence"}, lead), "1651")
    assert kept.decision is Decision.PENALTY
    assert taken_back.decision is Decision.PLAY_ON


def test_a_call_made_again_after_its_withdrawal_may_be_withdrawn_again() -> None:
    ruling = ruled(told(POINT, WITHDRAWS, POINT, GOOD, WITHDRAWS), "1882")
    assert ruling.decision is Decision.PLAY_ON


@pytest.mark.parametrize(("steps", "message"), [
    ((POINT, GOOD, {"by": "elder", "withdraws": "sequence"}),
     "steps[2].withdraws: the elder withdraws a sequence he has not called"),
    ((POINT, GOOD, {"by": "younger", "withdraws": "point"}),
     "steps[2].withdraws: the younger withdraws a point he has not called"),
    ((POINT, WITHDRAWS, WITHDRAWS),
     "steps[2].withdraws: the elder withdraws his point again: he withdrew it at step 2"),
    ((POINT, GOOD, {"by": "elder", "lead": "AH"}, {"by": "younger", "play": "7H"}, WITHDRAWS),
     "steps[4].withdraws: the elder withdraws his point after the younger has played to the "
     "first trick"),
])
def test_bad_withdrawals_are_one_line_naming_file_line_and_field(
        tmp_path: Path, steps: tuple[dict[str, Any], ...], message: str) -> None:
    path = tmp_path / "withdrawn.yaml"
    path.write_text(told(*steps))
    result = runner.invoke(app, ["rule", str(path), "--edition", "1882"])
    assert result.exit_code == 2
    line = result.output.strip()
    assert "\n" not in line and "Traceback" not in line
    assert f"{path}:" in line and message in line
