"""Issue 7: a deal file is first read without the line of every value, and read again with
them only when it turns out bad. Every error must be the one the file gives when read with
lines from the start: same words, file, line, column and field path."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter.deal import deal_from, load_deal
from arbiter.errors import ArbiterError
from arbiter.yamlio import load_file, load_text
from tests.test_bad_input import DEAL, DEALS, Bad


def error_read_with_marks(path: Path) -> str:
    """The error as the deal file gives it when every value's line is recorded first."""
    with pytest.raises(ArbiterError) as raised:
        doc = load_file(path)
        deal_from(doc, doc.data, ())
    return raised.value.line()


@pytest.mark.parametrize("case", [c for c in DEALS if isinstance(c.content, str | bytes)],
                         ids=lambda c: c.id)  # fmt: skip
def test_a_bad_deal_reports_the_same_error_as_when_read_with_marks(
    tmp_path: Path, case: Bad
) -> None:
    path = tmp_path / "deal.yaml"
    if isinstance(case.content, bytes):
        path.write_bytes(case.content)
    else:
        path.write_text(str(case.content), encoding="utf-8")
    with pytest.raises(ArbiterError) as raised:
        load_deal(path)
    assert raised.value.line() == error_read_with_marks(path)
    if case.line is not None:
        assert f"{path}:{case.line}:" in raised.value.line()


def test_a_card_not_in_the_pack_names_its_line_and_column(tmp_path: Path) -> None:
    path = tmp_path / "deal.yaml"
    path.write_text(DEAL.replace("JS, AH", "6S, AH", 1), encoding="utf-8")
    with pytest.raises(ArbiterError) as raised:
        load_deal(path)
    assert raised.value.where.line == 3
    assert raised.value.where.column is not None
    assert raised.value.where.path == "elder.hand[3]"


def test_a_plain_file_is_read_without_marks_to_the_same_data() -> None:
    quick, full = load_text(DEAL, "deal.yaml", marks=False), load_text(DEAL, "deal.yaml")
    assert quick.marks == {}
    assert quick.data == full.data
    assert full.marks


@pytest.mark.parametrize(
    "text",
    [
        "a: &x [1, 2]\nb: *x\n",  # an anchor and an alias
        "a: !!str 10\nb: !!int '7'\n",  # tags
        "a: 1\n---\nb: 2\n",  # two documents
        "a: 1\na: 2\n",  # a key twice
        "? [a]\n: 1\n",  # a list as a key
        "",  # nothing
    ],
)
def test_without_marks_any_file_gives_the_same_data_or_the_same_refusal(text: str) -> None:
    try:
        expected = load_text(text, "f.yaml")
    except ArbiterError as error:
        with pytest.raises(ArbiterError) as raised:
            load_text(text, "f.yaml", marks=False)
        assert raised.value.message == error.message
        return
    quick = load_text(text, "f.yaml", marks=False)
    assert quick.data == expected.data
    assert quick.marks == {}
