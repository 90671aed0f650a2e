"""Issue 7: deal files in the usual layout are read without libyaml (`read_plain`). Whatever
it reads must be exactly what libyaml reads (the same keys, values and types); whatever it is
not sure of, it leaves to libyaml (None), so libyaml's errors stand unchanged."""

from __future__ import annotations

import os
import random
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from arbiter.editions import all_editions
from arbiter.plainyaml import read_plain
from arbiter.randomdeal import deal_document, random_deal
from arbiter.yamlio import MAYBE_NOT_TEXT, is_text, load_text, read_text
from tests.test_bad_input import DEAL

ROOT = Path(__file__).resolve().parent.parent
EXAMPLE_DEALS = sorted((ROOT / "examples" / "deals").glob("*.yaml"))
# ARBITER_FUZZ_EXAMPLES=200000 ARBITER_FUZZ_RANDOM=1 for a longer, fresh hunt.
SAME = settings(
    max_examples=max(400, int(os.environ.get("ARBITER_FUZZ_EXAMPLES", "0"))),
    deadline=None,
    derandomize=not os.environ.get("ARBITER_FUZZ_RANDOM"),
    database=None,
    suppress_health_check=[HealthCheck.too_slow],
)


def typed(value: Any) -> Any:
    """The value with every type spelled out: `1 == True` and `[] == ()` must not pass."""
    if isinstance(value, dict):
        return ("dict", [(typed(k), typed(v)) for k, v in value.items()])
    if isinstance(value, list):
        return ("list", [typed(item) for item in value])
    return (type(value).__name__, value)


def libyaml(text: str) -> Any:
    return load_text(text, "f.yaml").data


def assert_read_as_libyaml(text: str) -> None:
    """Either `read_plain` declines, or libyaml reads the text to the very same data."""
    data = read_plain(text)
    if data is not None:
        assert typed(data) == typed(libyaml(text)), text


# --- the usual layout is read here ---------------------------------------------------------


@pytest.mark.parametrize("path", EXAMPLE_DEALS, ids=lambda p: p.name)
def test_the_shipped_deals_are_read_without_libyaml_to_the_same_data(path: Path) -> None:
    text = read_text(path)  # as `arbiter score` reads it: no newline translated
    data = read_plain(text)
    assert data is not None
    assert typed(data) == typed(libyaml(text))


def deal_text(document: dict[str, Any], cards: Any) -> str:
    """A deal file as players write one, each group of cards written by `cards`."""
    lines = [f"edition: {document['edition']}"]
    for role in ("elder", "younger"):
        lines.append(f"{role}:")
        lines += [f"  {key}: {cards(document[role][key])}"
                  for key in ("dealt", "discard", "hand") if key in document[role]]  # fmt: skip
    lines.append("tricks:")
    lines += [f"  - [{led}, {played}]" for led, played in document.get("tricks") or []]
    return "\n".join(lines) + "\n"


def test_generated_deals_in_either_form_of_hand_are_read_to_the_same_data() -> None:
    rng = random.Random(7)
    for edition in all_editions():
        for _ in range(25):
            document = deal_document(random_deal(edition, rng))
            for text in (deal_text(document, " ".join),
                         deal_text(document, lambda cards: f"[{', '.join(cards)}]")):  # fmt: skip
                data = read_plain(text)
                assert data is not None
                assert typed(data) == typed(libyaml(text))


def test_comments_blank_lines_and_spacing_are_read_as_libyaml_reads_them() -> None:
    text = (
        "# a deal\n\nedition: portland-1882   # the clubs' laws\ntitle: The elder's pique; "
        "a capot\nelder:\n  # his hand\n  hand: [AS,KS , QS]\n\n"
        "younger:\n  hand: 7H 8H 10H  \ntricks:\n  - [ AS , 7H ]\n  - [KS,8H]  # a comment\n"
    )
    data = read_plain(text)
    assert data == {
        "edition": "portland-1882", "title": "The elder's pique; a capot",
        "elder": {"hand": ["AS", "KS", "QS"]}, "younger": {"hand": "7H 8H 10H"},
        "tricks": [["AS", "7H"], ["KS", "8H"]],
    }  # fmt: skip
    assert typed(data) == typed(libyaml(text))


# --- anything else is left to libyaml ------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "edition: 1882\n",  # a number
        "hand: 10\n",
        "a: 1.5\n",
        "a: 0x1F\n",
        "a: 1_000\n",
        "a: 12:30\n",  # a sexagesimal number in YAML 1.1
        "a: 2001-12-14\n",  # a date
        "a: yes\n",  # booleans and null
        "a: No\n",
        "a: on\n",
        "a: ~\n",
        "a: null\n",
        "tricks: [AS, 10]\n",
        "tricks:\n  - [AS, 10]\n",
        "a: b#c\n",  # a '#' inside a value
        "a: 'AS'\n",  # quoted
        "a: b: c\n",
        "a:\n  b:\n    c: d\n",  # deeper than two levels
        "a:\n  b: c\n    d\n",  # a value over two lines
        "a: b\n  c\n",
        "a:\n- [AS, KS]\n",  # a list not indented
        "a:\n    b: c\n",  # indented four
        "a:\n\tb: c\n",  # a tab
        "a: b\r\nc: d\r\n",  # CRLF
        "---\na: b\n",  # a document marker
        "a: b\na: c\n",  # a key twice
        "a:\n  b: c\n  b: d\n",
        "a:\nb: c\n",  # a key with nothing under it
        "a:\n",
        "a:\n  b: c\n  - [AS, KS]\n",  # a mapping and a list under one key
        "a:\n  - [AS, KS]\n  b: c\n",
        "  a: b\n",  # indented at the top
        "a: b\n  - [AS, KS]\n",
        "a: [[AS]]\n",
        "a: []\n",
        "a: [AS, ]\n",
        "a: &x AS\n",
        "a: !!str AS\n",
        "a: sixième\n",  # not ASCII
        "# a comment\r broken by a carriage return\na: b\n",  # a line break in a comment
        "# a comment\u2028broken\na: b\n",
        "# a bell \x07\na: b\n",  # a character YAML refuses
        "",
        "# only a comment\n",
        "- [AS, KS]\n",
        "a:#b\n",
        "<<: b\n",
    ],
)
def test_what_is_not_the_usual_layout_is_left_to_libyaml(text: str) -> None:
    assert read_plain(text) is None


def test_a_file_longer_than_any_deal_is_left_to_libyaml() -> None:
    text = DEAL + "".join(f"k{n}: v\n" for n in range(2000))
    assert read_plain(text) is None


def test_the_first_characters_of_implicit_types_are_pyyamls() -> None:
    import yaml

    assert frozenset(yaml.resolver.Resolver.yaml_implicit_resolvers) == MAYBE_NOT_TEXT


@pytest.mark.parametrize(
    ("value", "text"),
    [("AS", True), ("10H", True), ("9S KD", True), ("cotton-1674", True), ("1e5", True),
     ("10", False), ("1.5", False), ("yes", False), ("", False), ("-1", False), ("0S", False),
     ("12:30", False), ("2001-12-14", False), ("~", False), ("Null", False)],
)  # fmt: skip
def test_is_text_agrees_with_the_resolver(value: str, text: bool) -> None:
    assert is_text(value) is text
    if text:
        assert typed(libyaml(f"a: {value}\n")) == typed({"a": value})


# --- any text at all: the same data, or left alone -----------------------------------------

PLAIN_KEYS = st.sampled_from(["edition", "elder", "younger", "hand", "dealt", "discard",
                              "tricks", "title", "yes", "on", "y", "_x", "x1"])  # fmt: skip
ODD_KEYS = st.sampled_from(["a b", "<<", "?", "-", "1", "é"])
KEYS = st.one_of(PLAIN_KEYS, ODD_KEYS)
CARDS = st.sampled_from(["AS", "7S", "10H", "KD", "QC", "JH", "9S", "6D"])
WORDS = st.one_of(CARDS, st.sampled_from([
    "cotton-1674", "miller-sca", "1882", "10", "0", "1.5", "1e5", "0x1F", "1_000", "12:30",
    "2001-12-14", "yes", "No", "on", "OFF", "y", "n", "~", "null", "true", "NaN", ".inf", "-1",
    "+1", "=", "<<", "a-", "-a", "A1", "1A", "The elder's", "Yes it is", "sixième", "",
]))  # fmt: skip
# Characters YAML treats specially: indicators, a tab, line breaks other than "\n" (which
# may hide in a comment), characters it refuses anywhere, a byte-order mark, and one letter
# from outside ASCII.
ODD = " -:#,[]{}'\"&*!|>%@`?aS1.\t\r\x85\u2028\x07\x7f\ufeffé"


@st.composite
def values(draw: Any) -> str:
    """Mostly cards, as words or as a list; now and then any word, or any text at all."""
    kind = draw(st.integers(0, 8))
    if kind <= 4:
        return " ".join(draw(st.lists(CARDS, min_size=1, max_size=4)))
    if kind <= 6:
        sep = draw(st.sampled_from([", ", ",", " , ", ",  "]))
        return "[" + sep.join(draw(st.lists(CARDS, min_size=1, max_size=4))) + "]"
    if kind == 7:
        return str(draw(st.one_of(WORDS, st.lists(WORDS, max_size=3).map(", ".join))))
    return str(draw(st.one_of(st.text(alphabet=ODD + "AKQJ10", max_size=8),
                              st.lists(WORDS, max_size=3).map(lambda w: f"[{', '.join(w)}]"))))


@st.composite
def odd_lines(draw: Any) -> str:
    """A line of any sort, at any indent, with or without a comment."""
    indent = draw(st.sampled_from(["", "  ", " ", "   ", "    ", "\t", "- "]))
    kind = draw(st.integers(0, 4))
    if kind == 0:
        body = f"{draw(KEYS)}:"
    elif kind == 1:
        body = f"{draw(KEYS)}:{draw(st.sampled_from([' ', '  ', '']))}{draw(values())}"
    elif kind == 2:
        body = f"{draw(st.sampled_from(['- ', '-', '-  ']))}{draw(values())}"
    elif kind == 3:
        body = draw(st.sampled_from(["# note", "#", ""]))
    else:
        body = str(draw(st.text(alphabet=ODD + "ak", max_size=10)))
    tail = draw(st.sampled_from(["", "", " ", "  # c", " #c", "#c", "\r", ":"]))
    return f"{indent}{body}{tail}"


@st.composite
def layouts(draw: Any) -> str:
    """Mostly the usual layout (keys with a value, a mapping or tricks under them), with now
    and then a line of any sort slipped in."""
    found: list[str] = []
    odd = draw(st.integers(0, 3)) == 0  # a text with odd keys
    for key in draw(st.lists(KEYS if odd else PLAIN_KEYS, unique=True, max_size=5)):
        kind = draw(st.integers(0, 2))
        if kind == 0:
            found.append(f"{key}: {draw(values())}")
            continue
        found.append(f"{key}:")
        if kind == 1:
            inner = draw(st.lists(KEYS if odd else PLAIN_KEYS, unique=True, min_size=1, max_size=4))
            found += [f"  {name}: {draw(values())}" for name in inner]
        else:
            count = draw(st.integers(1, 4))
            found += [f"  - [{draw(CARDS)}, {draw(WORDS)}]" for _ in range(count)]
    for _ in range(draw(st.sampled_from([0, 0, 1, 2]))):
        found.insert(draw(st.integers(0, len(found))), draw(odd_lines()))
    return "\n".join(found) + draw(st.sampled_from(["", "\n"]))


@SAME
@given(layouts())
def test_any_text_is_read_as_libyaml_reads_it_or_left_to_libyaml(text: str) -> None:
    assert_read_as_libyaml(text)


@SAME
@given(st.data())
def test_a_deal_file_changed_at_random_is_read_as_libyaml_reads_it_or_left_alone(
    data: st.DataObject,
) -> None:
    text = data.draw(st.sampled_from([DEAL, *map(read_text, EXAMPLE_DEALS)]))
    for _ in range(data.draw(st.integers(1, 4))):
        at = data.draw(st.integers(0, len(text)))
        change = data.draw(st.sampled_from(["insert", "delete", "replace"]))
        char = data.draw(st.sampled_from(ODD + "\n"))
        if change == "insert":
            text = text[:at] + char + text[at:]
        elif change == "delete":
            text = text[:at] + text[at + 1 :]
        else:
            text = text[:at] + char + text[at + 1 :]
    assert_read_as_libyaml(text)
