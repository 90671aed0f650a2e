"""Facts the players do not know (SPEC "Facts the players do not know", issue 25 item 2):
any fact written `unknown` rules as usual where the ruling does not turn on it, else
`depends`, a branch for each way it rules, each branch as the facts it names would rule."""

from __future__ import annotations

import itertools
import json
from pathlib import Path
from typing import Any

import yaml
from typer.testing import CliRunner

from arbiter.cli import app
from arbiter.errors import ArbiterError
from arbiter.lawbook.editions import all_editions
from arbiter.rulings import Decision
from arbiter.variants.find import find_edition
from tests.conftest import ruled

ROOT = Path(__file__).resolve().parent.parent
runner = CliRunner()


def incident(**fields: Any) -> str:
    return yaml.safe_dump({"incident": fields}, sort_keys=False)


def concrete(data: dict[str, Any], name: str, value: Any) -> dict[str, Any]:
    """The incident with one fact (`count`, `steps[1].reply`) given a value."""
    data = json.loads(json.dumps(data))
    if name.startswith("steps["):
        index, field = name[len("steps["):].split("].")
        data["incident"]["steps"][int(index)][field] = value
    else:
        data["incident"][name] = value
    return data


def test_a_fact_the_ruling_does_not_turn_on_rules_as_usual() -> None:
    """1882 law 14: a faced card in the pack or in the stock, a fresh deal either way."""
    text = incident(kind="faced-card", where="unknown", count=1, discovered="dealing")
    ruling = ruled(text, "1882")
    assert ruling.decision is Decision.FRESH_DEAL and not ruling.branches
    for where in ("pack", "stock"):
        known = ruled(incident(kind="faced-card", where=where, count=1, discovered="dealing"),
                      "1882")
        assert known.gist() == ruling.gist()
    assert "unknown" not in ruling.explanation  # it names only the facts known


def test_a_fact_the_ruling_turns_on_gives_a_branch_for_each_way() -> None:
    """Cotton 23: one faced card, deal on; two, the dealer may shuffle again."""
    ruling = ruled(incident(kind="faced-card", where="pack", count="unknown",
                            discovered="dealing"), "cotton")
    assert ruling.decision is Decision.DEPENDS
    given = [dict(branch.given) for branch in ruling.branches]
    assert given[0] == {"count": 1} and given[1]["count"][:2] == (2, 3)
    assert [b.ruling.decision for b in ruling.branches] == [Decision.PLAY_ON, Decision.OPTION]
    assert {c.law for c in ruling.citations} == {"23"}


def test_each_branch_rules_as_its_facts_would_under_every_edition() -> None:
    """The scenario of faced cards whose count and moment nobody knows: every combination a
    branch names, written in, rules as the branch says; values that cannot be (a count over
    the pack's) are in no branch."""
    path = ROOT / "scenarios/faced-card/unknown-count-and-moment.yaml"
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    for edition in all_editions():
        ruling = ruled(path.read_text(encoding="utf-8"), edition)
        for branch in ruling.branches:
            names = [name for name, _ in branch.given]
            values = [v if isinstance(v, tuple) else (v,) for _, v in branch.given]
            for combination in itertools.islice(itertools.product(*values), 0, None, 7):
                filled = data
                for name, value in zip(names, combination, strict=True):
                    filled = concrete(filled, name, value)
                for name in ("count", "discovered"):  # a fact this branch does not name
                    if filled["incident"][name] == "unknown":
                        filled = concrete(filled, name, 1 if name == "count" else "dealing")
                known = ruled(yaml.safe_dump(filled), edition)
                assert known.gist() == branch.ruling.gist(), (edition.id, combination)
            counts = dict(branch.given).get("count")
            if counts is not None:
                assert max(counts if isinstance(counts, tuple) else (counts,)) <= len(
                    edition.pack)


def test_a_told_steps_fact_may_be_unknown() -> None:
    """1882: the younger's reply to "five cards" nobody remembers: laws 51, 46 or 48."""
    path = ROOT / "examples/incidents/calling-equal-to-a-count.yaml"
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    data = concrete(data, "steps[1].reply", "unknown")
    ruling = ruled(yaml.safe_dump(data), "1882")
    assert ruling.decision is Decision.DEPENDS
    assert ruling.steps[1].said == 'replies "?"'
    for branch in ruling.branches:
        ((name, values),) = branch.given
        assert name == "steps[1].reply"
        for value in values if isinstance(values, tuple) else (values,):
            known = ruled(yaml.safe_dump(concrete(data, name, value)), "1882")
            assert known.gist() == branch.ruling.gist()
    assert len({b.ruling.gist() for b in ruling.branches}) == len(ruling.branches)


def test_rule_json_gives_the_branches_in_the_spec_shape(tmp_path: Path) -> None:
    path = tmp_path / "faced.yaml"
    path.write_text(incident(kind="faced-card", where="pack", count="unknown",
                             discovered="dealing"))
    result = runner.invoke(app, ["rule", str(path), "--edition", "cotton", "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["decision"] == "depends"
    first = data["branches"][0]
    assert first["given"] == {"count": 1} and first["decision"] == "play-on"
    assert first["if"] == "1 card was found faced"
    assert first["citations"][0]["law"] == "23" and first["penalties"] == []
    assert data["branches"][1]["given"]["count"][:3] == [2, 3, 4]
    assert data["branches"][1]["options"]["holder"] in ("elder", "younger")


def test_the_panel_gives_each_branch_a_line_or_two_within_24_lines(tmp_path: Path) -> None:
    path = tmp_path / "faced.yaml"
    path.write_text(incident(kind="faced-card", where="pack", count="unknown",
                             discovered="unknown"))
    result = runner.invoke(app, ["rule", str(path), "--edition", "1651"],
                           env={"COLUMNS": "80"})
    screen = result.stdout.splitlines()
    assert result.exit_code == 0 and len(screen) <= 24 and max(map(len, screen)) <= 80
    starts = [i for i, line in enumerate(screen) if line.startswith("│ • If ")]
    assert len(starts) == 3
    for start, after in zip(starts, [*starts[1:], None], strict=True):
        if after is not None:
            assert after - start <= 2
    assert "It depends on what is not known" in screen[0]
    compared = runner.invoke(app, ["compare", str(path)], env={"COLUMNS": "80"})
    assert compared.exit_code == 0 and len(compared.stdout.splitlines()) <= 24
    assert "play-on /" in compared.stdout and "depends" in compared.stdout


def test_unknown_is_bad_input_where_it_cannot_be_tried(tmp_path: Path) -> None:
    cases = {
        "kind": incident(kind="unknown"),
        "incident.steps[0].lead": yaml.safe_dump({"incident": {
            "kind": "play", "steps": [{"by": "elder", "lead": "unknown"}]}}),
    }
    for field, text in cases.items():
        path = tmp_path / "bad.yaml"
        path.write_text(text)
        result = runner.invoke(app, ["rule", str(path)])
        assert result.exit_code == 2, (field, result.output)
        assert "bad.yaml:" in result.stderr and "Traceback" not in result.output
    deal = yaml.safe_load((ROOT / "examples/deals/portland-1882-pique.yaml").read_text())
    deal["incidents"] = [{"kind": "faced-card", "where": "unknown", "count": 1,
                          "discovered": "dealing"}]
    path = tmp_path / "deal.yaml"
    path.write_text(yaml.safe_dump(deal))
    scored = runner.invoke(app, ["score", str(path)])
    assert scored.exit_code == 2 and "incidents[0].where" in scored.stderr


def test_check_compares_the_expected_branches(tmp_path: Path) -> None:
    path = ROOT / "scenarios/faced-card/unknown-count-and-moment.yaml"
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    data["expect"]["cotton-1674"]["branches"][1]["decision"] = "fresh-deal"
    del data["expect"]["portland-1882"]["branches"][1]
    wrong = tmp_path / "wrong.yaml"
    wrong.write_text(yaml.safe_dump(data, sort_keys=False))
    result = runner.invoke(app, ["check", str(wrong), "--json"])
    assert result.exit_code == 1
    mismatches = json.loads(result.stdout)["results"][0]["mismatches"]
    fields = {(m["edition"], m["field"]) for m in mismatches}
    assert fields == {("cotton-1674", "branches[1].decision"), ("portland-1882", "branches")}


def test_the_schema_admits_unknown_for_an_incidents_facts_only() -> None:
    import jsonschema

    schema = json.loads((ROOT / "schemas/incident.schema.json").read_text(encoding="utf-8"))
    jsonschema.validate(yaml.safe_load(incident(kind="faced-card", where="Unknown", count=1,
                                                discovered="unknown")), schema)
    for bad in (incident(kind="unknown"),
                incident(kind="faced-card", where="pack", count=1, discovered="unknwn")):
        try:
            jsonschema.validate(yaml.safe_load(bad), schema)
        except jsonschema.ValidationError:
            continue
        raise AssertionError(f"the schema took {bad!r}")
    deal = json.loads((ROOT / "schemas/deal.schema.json").read_text(encoding="utf-8"))
    assert "unknown" not in json.dumps(deal).lower().replace("unknown key", "")


def test_an_impossible_value_is_no_branch_and_none_possible_is_bad_input() -> None:
    """Nine faced cards cannot be found in a stock of eight (1882)."""
    ruling = ruled(incident(kind="faced-card", where="stock", count="unknown",
                            discovered="unknown"), "1882")
    for branch in ruling.branches:
        counts = dict(branch.given).get("count")
        assert counts is None or max(counts if isinstance(counts, tuple) else (counts,)) <= 8
    try:
        ruled(incident(kind="wrong-card-count", elder="unknown", younger=12, stock=8,
                       discovered="dealing"), "1882")
    except ArbiterError:
        raise AssertionError("some count of the elder's is possible") from None


def test_kinds_says_which_facts_may_be_unknown() -> None:
    result = runner.invoke(app, ["kinds", "faced-card", "--json"])
    fields = {f["name"]: f["may_be_unknown"] for f in json.loads(result.stdout)["fields"]}
    assert fields == {"where": True, "count": True, "discovered": True}
    dispute = runner.invoke(app, ["kinds", "score-dispute", "--json"])
    fields = {f["name"]: f["may_be_unknown"] for f in json.loads(dispute.stdout)["fields"]}
    assert fields["deal"] is False and fields["discovered"] is True
    shown = runner.invoke(app, ["kinds", "faced-card"], env={"COLUMNS": "80"}).stdout
    assert "may be written unknown" in shown


# --- "don't know" in `arbiter ask` ---------------------------------------------------------------


def test_ask_takes_dont_know_and_saves_the_fact_unknown(tmp_path: Path) -> None:
    saved = tmp_path / "faced.yaml"
    script = "kind: faced-card\nwhere: pack\ncount: don't know\ndiscovered: dealing\n"
    result = runner.invoke(app, ["ask", "--edition", "cotton", "--save", str(saved)],
                           input=script, env={"COLUMNS": "80"})
    assert result.exit_code == 0, result.output
    assert "It depends on what is not known" in result.stdout
    assert "If 1 card was found faced: Play on" in result.stdout
    assert yaml.safe_load(saved.read_text())["incident"]["count"] == "unknown"
    again = runner.invoke(app, ["rule", str(saved), "--json"])
    assert json.loads(again.stdout)["decision"] == "depends"


def test_dont_know_is_offered_with_every_choice_and_rules_as_usual_where_it_does_not_decide(
        ) -> None:  # fmt: skip
    """1882 law 14: a faced card found while dealing, in the pack or the stock alike."""
    script = "kind: faced-card\ncount: 1\ndiscovered: dealing\nwhere: 3\n"
    result = runner.invoke(app, ["ask"], input=script, env={"COLUMNS": "80"})
    assert result.exit_code == 0, result.output
    assert "Fresh deal · faced-card · portland-1882" in result.stdout
    assert "depends" not in result.stdout.lower()


def test_a_told_steps_fact_may_be_answered_dont_know() -> None:
    from arbiter.interview import DONT_KNOW, IncidentInterview

    interview = IncidentInterview(find_edition("1882"))
    interview.written = {"kind": "calling", "steps": [
        {"by": "elder", "call": "point", "cards": 5}, {"by": "younger", "reply": "unknown"},
        {"by": "elder", "lead": "AH"}]}
    interview.settled = {("steps",)}
    asking = interview.until_ruled()
    try:
        question = next(asking)
        while True:  # each optional fact a rule reads: not said, or the choice not known
            question = asking.send(question.answer("" if question.optional else DONT_KNOW))
    except StopIteration as done:
        ruling = done.value
    assert ruling.decision is Decision.DEPENDS
    assert {name for b in ruling.branches for name, _ in b.given} >= {"steps[1].reply"}


# --- several facts not known at once (audit7 F0: two counts and the moment hung `ask`) -----

TWO_COUNTS = {"kind": "wrong-card-count", "elder": "unknown", "younger": "unknown",
              "discovered": "dealing"}  # fmt: skip


def test_two_counts_not_known_rule_in_few_ways_each_as_the_counts_known_would() -> None:
    """Each way is a condition on both counts as a range, not a way a pair of counts: the
    elder's 0 to 11 cards with the dealer's 0 to 12 is one way (1,368 pairs are six ways)."""
    ruling = ruled(TWO_COUNTS, "1651")
    assert ruling.decision is Decision.DEPENDS
    assert len(ruling.branches) <= 8
    for elder, younger in itertools.product((0, 11, 12, 13, 14, 15, 20), repeat=2):
        if elder + younger > 36 or (elder, younger) == (12, 12):
            continue
        known = ruled({**TWO_COUNTS, "elder": elder, "younger": younger}, "1651")
        counts = {"elder": elder, "younger": younger}
        ways = [b for b in ruling.branches if all(
            counts[name] in (value if isinstance(value, tuple) else (value,))
            for name, value in b.given)]
        assert len(ways) == 1, (elder, younger, [b.given for b in ruling.branches])
        assert ways[0].ruling.gist() == known.gist(), (elder, younger)


def test_too_many_ways_not_known_asks_the_players_to_say_one() -> None:
    """Four facts not known, each read (both hands, the stock, the moment): over 10,000 ways
    to try. Bad input in one line naming them, not minutes of trying."""
    every = {**TWO_COUNTS, "discovered": "unknown", "stock": "unknown"}
    try:
        ruled(every, "1882")
    except ArbiterError as error:
        line = error.line()
    else:
        raise AssertionError("ruled over 10,000 ways")
    assert "too many facts not known" in line and "say what is known of one of them" in line
    assert "How many cards has the dealer?" in line


def test_the_panel_shows_a_screen_of_ways_and_says_how_many_more(tmp_path: Path) -> None:
    path = tmp_path / "counts.yaml"
    path.write_text(yaml.safe_dump({"edition": "1651", "incident": {
        **TWO_COUNTS, "discovered": "unknown"}}), encoding="utf-8")
    shown = runner.invoke(app, ["rule", str(path)], env={"COLUMNS": "80"})
    assert shown.exit_code == 0, shown.output
    assert shown.output.count("• If ") == 5
    assert "more ways it rules (--full lists them all)" in shown.output
    branches = json.loads(runner.invoke(app, ["rule", str(path), "--json"]).stdout)["branches"]
    full = runner.invoke(app, ["rule", str(path), "--full"], env={"COLUMNS": "80"}).output
    assert full.count("• If ") == len(branches) > 5
