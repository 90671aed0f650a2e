"""Every words-of-the-law quote in a ruling is verbatim from a law the ruling cites.

A ruling's explanation and notes may quote the law between single quotes ('must deal on');
each such quote (pieces joined by '...' taken separately; case, spacing, the 1651 print's
"[Page 43]" marks and markdown emphasis aside) must stand in the text of one of that ruling's
citations, which come from the law store. Words said at
the table are put in double quotes ("good") and are not checked. The sweep also shows that
every well-formed incident of every kind gets a ruling or a clean error under every edition.
"""

from __future__ import annotations

import dataclasses
import itertools
import re
import typing
from collections.abc import Iterator
from pathlib import Path
from typing import Any, Literal, get_args, get_origin

import pytest

from arbiter.errors import ArbiterError
from arbiter.formats import incident_formats
from arbiter.lawbook.editions import all_editions
from arbiter.rulings import Ruling, load_incident, rule
from arbiter.rulings.core import Case

ROOT = Path(__file__).resolve().parent.parent
QUOTE = re.compile(r"(?:(?<=[\s(])|^)'(.+?)'(?=[\s.,;:)!?]|$)")
NUMBERS = {
    "count": [1, 2, 3],
    "elder": [11, 12, 13, 15],
    "younger": [11, 12, 13],
    "stock": [7, 8, 9, 11, 12, 13],
    "discarded": [3, 4],
    "taken": [3, 4],
}


def _norm(text: str) -> str:
    """Case, spacing, the 1651 print's page marks and markdown emphasis aside."""
    text = re.sub(r"\[Page[^\]]*\]|[_*]", "", text)
    return re.sub(r"\s+", " ", text).strip().lower()


def misquotes(ruling: Ruling) -> list[str]:
    """The quotes in a ruling's words that are not in the laws it cites, nor in the cases of
    the casebook it follows."""
    from arbiter.lawbook.editions import find_edition

    cases = [find_edition(ruling.edition).law(f"Case {quoted.case}").text
             for quoted in ruling.commentary]
    cited = _norm(" ".join([*(citation.text for citation in ruling.citations), *cases]))
    wrong = []
    for quote in QUOTE.findall(" ".join([ruling.explanation, *ruling.notes])):
        pieces = [piece for piece in re.split(r"\s*(?:\.\.\.|…)\s*", quote) if piece]
        if not all(_norm(piece) in cited for piece in pieces):
            wrong.append(quote)
    return wrong


def _values(name: str, tp: Any) -> list[Any]:
    options = [option for option in get_args(tp) if option is not type(None)]
    if len(options) < len(get_args(tp)):  # optional: left out, or one of its values
        return [None, *_values(name, options[0])]
    if get_origin(tp) is Literal:
        return list(get_args(tp))
    if tp is bool:
        return [False, True]
    return NUMBERS[name]


def incidents() -> Iterator[Any]:
    """Every combination of field values for every kind but score disputes."""
    for kind, cls in incident_formats().items():
        if kind == "score-dispute" or cls.__module__.endswith(".told"):
            continue  # a deal, or steps: ruled in their own tests and scenarios
        hints = typing.get_type_hints(cls)
        names = [f.name for f in dataclasses.fields(cls) if f.name != "kind"]
        choices = [_values(name, hints[name]) for name in names]
        kind = get_args(hints["kind"])[0]
        for combination in itertools.product(*choices):
            yield cls(kind=kind, **dict(zip(names, combination, strict=True)))


def rulings_for(case: Case) -> Iterator[Ruling]:
    for edition in all_editions():
        try:
            yield rule(case, edition)
        except ArbiterError:
            continue  # an incident that cannot happen: bad input, by design


def test_every_incident_gets_a_ruling_or_a_clean_error_and_quotes_truly() -> None:
    wrong: dict[tuple[str, str], str] = {}
    count = 0
    for incident in incidents():
        for ruling in rulings_for(Case(incident)):
            count += 1
            for quote in misquotes(ruling):
                wrong.setdefault((ruling.edition, quote), ruling.kind)
    assert count > 1000
    assert not wrong, "\n".join(f"{e} {k}: '{q}'" for (e, q), k in wrong.items())


@pytest.mark.parametrize(
    "path", sorted((ROOT / "scenarios").rglob("*.yaml")), ids=lambda p: p.stem
)
def test_scenario_rulings_quote_only_what_they_cite(path: Path) -> None:
    case = load_incident(path).case
    for ruling in rulings_for(case):
        assert misquotes(ruling) == []
