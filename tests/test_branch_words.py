"""A ruling in branches names each branch's condition in the players' words, stated from the
field's own `Doc` (issue 25's note: "If shown: false" became "If the elder had not shown the
cards of his call ..."): every fact a `depends` ruling can branch on, of every short kind and
every told step, reads as a sentence, never `true`, `false`, `None` or a field's name; the
JSON keeps its machine keys (`given`) as they were."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import yaml
from typer.testing import CliRunner

from arbiter.cli import app
from arbiter.errors import InputError
from arbiter.formats import INCIDENT_KINDS, incident_format
from arbiter.formats.facts import can_be_unknown, values_of
from arbiter.formats.shapes import fields_of
from arbiter.formats.told import STEPS
from arbiter.interview.kinds import example
from arbiter.rulings import parse_incident, rule
from arbiter.rulings.conditions import UNSAID, stated
from arbiter.ui.rulings import branch_line
from arbiter.variants.find import find_edition

runner = CliRunner()
SCENARIOS = Path(__file__).resolve().parent.parent / "scenarios"
EDITIONS = ("royall-1651", "cotton-1674", "portland-1882", "miller-sca")
PACK = ("AS", "KH", "QD", "JC")


def facts() -> Iterator[tuple[str, str, Any]]:
    """Every field of a short kind or a told step that may be written `unknown` and takes
    more than one value: (its format, its name, its type)."""
    owners = [*((kind, incident_format(kind)) for kind in INCIDENT_KINDS),
              *((f"step {key}", cls) for key, cls in STEPS.formats.items())]
    for owner, cls in owners:
        for name, (tp, _) in fields_of(cls).items():
            if name not in ("kind", "deal") and can_be_unknown(tp) \
                    and len(values_of(tp, PACK) or []) > 1:
                yield owner, name, tp


def reads_as_words(said: str, name: str) -> None:
    """A statement: no yes/no or unsaid value as it is written, no field's name."""
    words = set(re.findall(r"[A-Za-z_]+", said))
    assert not words & {"true", "false", "True", "False", "None", "null"}, said
    assert "_" not in said and "[" not in said and f"{name}:" not in said, said
    assert said[:1].islower() or said[:1].isdigit(), said  # it follows "If "


@pytest.mark.parametrize(("owner", "name", "tp"), list(facts()),
                         ids=[f"{owner}.{name}" for owner, name, _ in facts()])
def test_each_value_of_each_fact_reads_as_a_sentence(owner: str, name: str, tp: Any) -> None:
    values = values_of(tp, PACK) or []
    known = [value for value in values if value is not None]
    ways = [[value] for value in values] + [way for way in (known[:2], known[1:]) if way]
    said = {tuple(map(str, way)): stated(tp, way) for way in ways}
    for words in said.values():
        reads_as_words(words, name)
    if known == [False, True]:  # yes and no say different things
        assert said[("False",)] != said[("True",)]
    if None in values:
        assert said[("None",)] == UNSAID


def example_branches() -> Iterator[tuple[str, Any]]:
    """Each kind's example with each of its facts written unknown, in turn, ruled under every
    edition: each branch found."""
    for kind in INCIDENT_KINDS:
        incident = yaml.safe_load(example(kind))["incident"]
        tellings = [{**incident, name: "unknown"} for name, (tp, _) in
                    fields_of(incident_format(kind)).items()
                    if name not in ("kind", "deal", "steps") and can_be_unknown(tp)]
        for at, step in enumerate(incident.get("steps") or []):
            for key in step:
                steps = [dict(s) for s in incident["steps"]]
                steps[at][key] = "unknown"
                tellings.append({**incident, "steps": steps})
        for telling in tellings:
            try:
                case = parse_incident(yaml.safe_dump({"incident": telling})).case
            except InputError:  # a fact that may not be unknown (a card led)
                continue
            for edition in EDITIONS:
                try:
                    ruling = rule(case, find_edition(edition))
                except InputError:
                    continue
                for branch in ruling.branches:
                    yield f"{kind} {edition}", branch


def test_every_branch_of_every_kinds_example_reads_in_words() -> None:
    found = list(example_branches())
    assert len({label.split()[0] for label, _ in found}) >= 15  # most kinds branch somewhere
    for label, branch in found:
        for name, _ in branch.given:
            reads_as_words(branch.condition, name.rsplit(".", 1)[-1])
        line = branch_line(branch).plain
        assert line.startswith(f"• If {branch.condition[:20]}"), (label, line)
        assert not re.search(r"\b(true|false|None)\b", line), (label, line)


def test_a_yes_no_fact_reads_as_the_players_say_it_in_the_panel_and_the_json(
        tmp_path: Path) -> None:  # fmt: skip
    incident = {"kind": "miscall", "player": "elder", "what": "point", "error": "over",
                "replied": "good", "discovered": "play", "shown": "unknown"}
    path = tmp_path / "shown.yaml"
    path.write_text(yaml.safe_dump({"incident": incident}))
    found = json.loads(runner.invoke(app, ["rule", str(path), "--edition", "1882", "--json"]
                                     ).output)  # fmt: skip
    conditions = {json.dumps(b["given"]): b["if"] for b in found["branches"]}
    assert conditions == {
        '{"shown": false}': "the elder had not shown the cards of his call of his own "
                            "accord, before playing a card",
        '{"shown": true}': "the elder had shown the cards of his call of his own accord, "
                           "before playing a card"}
    panel = runner.invoke(app, ["rule", str(path), "--edition", "1882"], env={"COLUMNS": "80"})
    assert "• If the elder had not shown the cards of his call" in panel.output
    assert "shown:" not in panel.output and "false" not in panel.output


def test_a_step_and_a_count_read_in_words_and_keep_their_keys() -> None:
    scenario = SCENARIOS / "exchange" / "all-the-cards-left-not-known.yaml"
    result = runner.invoke(app, ["compare", str(scenario), "--json"])
    rulings = {r["edition"]: r for r in json.loads(result.output)["rulings"]}
    branches = rulings["portland-1882"]["branches"]
    assert [(b["given"], b["if"]) for b in branches] == [
        ({"steps[2].take": 3}, "at step 3, the younger took in 3 cards"),
        ({"steps[2].take": [4, 5, 6, 7]}, "at step 3, the younger took in 4 to 7 cards")]
    assert "step 3: “How many cards, which, or all" in rulings["portland-1882"]["summary"]


def test_compare_in_full_says_each_editions_branches_in_words() -> None:
    scenario = SCENARIOS / "faced-card" / "unknown-count-and-moment.yaml"
    result = runner.invoke(app, ["compare", str(scenario), "--full"], env={"COLUMNS": "80"})
    assert result.exit_code == 0, result.output
    shown = " ".join(result.output.split())
    assert "cotton-1674, each way it goes: • If 1 card was found faced: Play on" in shown
    assert "• If 2 to 36 cards were found faced: A player chooses" in shown
    assert "count:" not in shown
