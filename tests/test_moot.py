"""A step of a telling made moot (told after a ruling that settled the deal) is shown as
moot, with its own mark and word, never as an irregularity marked with a law: in the panel,
`--full`, and the web page's list of the steps told."""

from __future__ import annotations

import re
from pathlib import Path

from typer.testing import CliRunner

from arbiter.cli import app
from arbiter.rulings import parse_incident, rule
from arbiter.ui.steps import MOOT
from arbiter.variants.find import find_edition

runner = CliRunner()
SCENARIOS = Path(__file__).resolve().parent.parent / "scenarios"
MOOTED = SCENARIOS / "exchange" / "several-stock-of-nine-then-younger-surplus.yaml"
RULED = SCENARIOS / "calling" / "several-wrong-reply-and-over-call.yaml"  # nothing moot


def step_line(output: str, number: int) -> str:
    """The panel's line of a step (`│ • 5 younger takes 3  ⊘ moot │`)."""
    (line,) = [line for line in output.splitlines()
               if re.match(rf"│ [▶• ] ?{number} (elder|younger) ", line)]
    return line


def test_a_moot_step_is_marked_moot_in_the_panel_and_in_full() -> None:
    for full in ([], ["--full"]):
        result = runner.invoke(app, ["rule", str(MOOTED), "--edition", "1882", *full],
                               env={"COLUMNS": "80"})  # fmt: skip
        assert result.exit_code == 0, result.output
        moot, settling = step_line(result.output, 5), step_line(result.output, 1)
        assert MOOT in moot and "✗" not in moot and "law" not in moot
        assert "✗ law 12" in settling and MOOT not in settling


def test_an_irregular_step_not_moot_keeps_its_law() -> None:
    result = runner.invoke(app, ["rule", str(RULED), "--edition", "1882"], env={"COLUMNS": "80"})
    assert result.exit_code == 0, result.output
    assert MOOT not in result.output
    assert "✗ law" in step_line(result.output, 3)


def test_the_web_page_marks_a_moot_step_moot() -> None:
    from arbiter.web.pages import page_templates

    edition = find_edition("1882")
    ruling = rule(parse_incident(MOOTED.read_text(), str(MOOTED)).case, edition)
    page = page_templates().env.get_template("ruling.html").render(
        r=ruling, edition=edition, links={"compare": "/", "save": "/"}, restart="/", notes=[])
    steps = re.findall(r"<li class=\"([^\"]*)\">(.*?)</li>",
                       page.partition('<ol class="steps">')[2].partition("</ol>")[0], re.S)
    classes, said = zip(*steps, strict=True)
    assert classes[4] == "moot" and MOOT in said[4] and "✗" not in said[4]
    assert "✗ law 12" in said[0] and MOOT not in said[0]
