"""The published JSON Schema and the reader accept the same files (issue 13).

Every shipped incident, scenario and deal file, and variations of them (a value's case
changed, an edition as a number, a key dropped or added, a value of another sort, a card
that is not a card, a control character), are given to both: `arbiter`'s reader (the format
check, and every card parsed) and a JSON Schema validator. They must agree on every one.
"""

from __future__ import annotations

import copy
import dataclasses
from pathlib import Path
from typing import Any, get_args

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from jsonschema import Draft202012Validator

from arbiter.cards import Card
from arbiter.errors import ArbiterError
from arbiter.files.reader import build
from arbiter.files.yamlio import Document
from arbiter.formats.checks import json_schema
from arbiter.formats.deal import DealFile
from arbiter.formats.expected import ScenarioFile
from arbiter.formats.shapes import fields_of, shape

ROOT = Path(__file__).resolve().parent.parent
INCIDENTS = sorted([*ROOT.glob("scenarios/**/*.yaml"), *ROOT.glob("examples/incidents/*.yaml")])
DEALS = sorted(ROOT.glob("examples/deals/*.yaml"))
VALIDATORS = {name: Draft202012Validator(json_schema(name)) for name in ("incident", "deal")}
FORMATS: dict[str, type] = {"incident": ScenarioFile, "deal": DealFile}


def cards_in(value: Any, tp: Any) -> list[str]:
    """Every card code a built format holds, found along its type hints."""
    kind, bare, _ = shape(tp)
    if kind == "card":
        return [value]
    if kind == "cards":
        if not isinstance(value, list | str):  # a count where cards or a count are told
            return []
        return list(value) if isinstance(value, list) else value.replace(",", " ").split()
    if dataclasses.is_dataclass(value):
        return [code for name, (hint, _) in fields_of(type(value)).items()
                for code in cards_in(getattr(value, name), hint)]  # fmt: skip
    if kind in ("list", "tuple") and isinstance(value, list | tuple):
        item_types = bare.__args__
        return [code for i, item in enumerate(value)
                for code in cards_in(item, item_types[min(i, len(item_types) - 1)])]  # fmt: skip
    if kind == "union":  # the first option the value fits ("refuses" before cards, 2 a count)
        option = next((o for o in bare.__args__ if _fits(o, value)), None)
        return cards_in(value, option)[:1000] if option is not None else []
    if kind == "dict" and isinstance(value, dict):
        return [code for item in value.values() for code in cards_in(item, bare.__args__[1])]
    if kind == "tagged":
        return cards_in(value, type(value))
    return []


def _fits(option: Any, value: Any) -> bool:
    kind = shape(option)[0]
    if value is None:
        return kind == "none"
    if dataclasses.is_dataclass(value):
        return kind == "tagged" or (kind == "dataclass" and shape(option)[1] is type(value))
    if kind == "literal":
        return value in get_args(shape(option)[1])
    if kind in ("card", "cards"):
        return isinstance(value, str | list)
    if kind == "int":
        return isinstance(value, int) and not isinstance(value, bool)
    return kind not in ("none", "dataclass", "tagged")


def reader_accepts(name: str, data: Any) -> bool:
    try:
        built = build(FORMATS[name], Document(data, "f.yaml"))
        for code in cards_in(built, FORMATS[name]):
            Card.parse(code)
    except ArbiterError:
        return False
    return True


def schema_accepts(name: str, data: Any) -> bool:
    return VALIDATORS[name].is_valid(data)


def load(path: Path) -> Any:
    from arbiter.files.yamlio import load_file

    return load_file(path).data


@pytest.mark.parametrize("path", [*INCIDENTS, *DEALS], ids=lambda p: p.name)
def test_every_shipped_file_is_accepted_by_both(path: Path) -> None:
    name = "deal" if path in DEALS else "incident"
    data = load(path)
    assert reader_accepts(name, data)
    assert schema_accepts(name, data)


@pytest.mark.parametrize(
    ("text", "accepted"),
    [
        ("edition: 1882\nincident: {kind: Revoke, player: Elder, discovered: PLAY}", True),
        ("edition: RUBICON\nincident: {kind: revoke, player: ' elder ', discovered: play}", True),
        ("edition: 1883\nincident: {kind: revoke, player: elder, discovered: play}", False),
        ("incident: {kind: revoke, player: eldest, discovered: play}", False),
        ("title: 1882\nincident: {kind: revoke, player: elder, discovered: play}", True),
        ("title: yes\nincident: {kind: revoke, player: elder, discovered: play}", False),
        ("incident: {kind: faced-card, where: pack, count: 2.0, discovered: dealing}", True),
        ("incident: {kind: faced-card, where: pack, count: 37, discovered: dealing}", False),
        ("incident: {kind: faced-card, where: pack, count: 0, discovered: dealing}", False),
    ],
)
def test_the_issue_13_cases_agree(text: str, accepted: bool) -> None:
    data = yaml.safe_load(text)
    assert reader_accepts("incident", data) is accepted
    assert schema_accepts("incident", data) is accepted


REPLACEMENTS = st.one_of(
    st.sampled_from(["ELDER", "Younger", " pack ", "Play", "stock", "1651", "AS", "10h", "5S",
                     "A S", "AS KS", "AS,KS", "ASKS", "T♠", "Q♤", "faced-card", "Faced-Card",
                     "title\x1b[31m", "ſ", "\u212aing", "", "portland-1882"]),
    st.integers(min_value=-3, max_value=40),
    st.sampled_from([1882, 1651, 2.0, 2.5, True, False, None, [], {}, ["AS", "KS"], {"a": 1},
                     10**30]),
)


def paths_in(data: Any, here: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    found = [here]
    if isinstance(data, dict):
        for key, value in data.items():
            found += paths_in(value, (*here, key))
    elif isinstance(data, list):
        for index, value in enumerate(data):
            found += paths_in(value, (*here, index))
    return found


def mutated(data: Any, path: tuple[Any, ...], how: str, replacement: Any) -> Any:
    data = copy.deepcopy(data)
    if not path:
        return replacement if how == "replace" else data
    parent = data
    for key in path[:-1]:
        parent = parent[key]
    last = path[-1]
    if how == "replace":
        parent[last] = replacement
    elif how == "drop" and isinstance(parent, dict):
        del parent[last]
    elif how == "add" and isinstance(parent, dict):
        parent[f"{last}x"] = replacement
    elif how == "recase" and isinstance(parent[last], str):
        parent[last] = parent[last].upper()
    return data


@settings(max_examples=600, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_the_schema_and_the_reader_agree_on_variations(data: st.DataObject) -> None:
    path = data.draw(st.sampled_from([*INCIDENTS[:40], *DEALS]))
    name = "deal" if path in DEALS else "incident"
    original = load(path)
    where = data.draw(st.sampled_from(paths_in(original)))
    how = data.draw(st.sampled_from(["replace", "drop", "add", "recase"]))
    changed = mutated(original, where, how, data.draw(REPLACEMENTS))
    assert reader_accepts(name, changed) == schema_accepts(name, changed), (where, how, changed)
