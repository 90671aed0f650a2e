"""Safe YAML: plain data only, bounded, with the line of every value and one clear message."""

from __future__ import annotations

import os
import threading
from pathlib import Path

import pytest

from arbiter.errors import InputError, dotted
from arbiter.files.yamlio import MAX_BYTES, MAX_DEPTH, MAX_VALUES, load_file, load_text

ALIAS_BOMB = """\
a: &a [x, x, x, x, x, x, x, x, x]
b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]
c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]
d: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c]
e: &e [*d, *d, *d, *d, *d, *d, *d, *d, *d]
f: &f [*e, *e, *e, *e, *e, *e, *e, *e, *e]
g: &g [*f, *f, *f, *f, *f, *f, *f, *f, *f]
h: &h [*g, *g, *g, *g, *g, *g, *g, *g, *g]
i: &i [*h, *h, *h, *h, *h, *h, *h, *h, *h]
"""


def test_marks_give_line_and_column_of_each_value() -> None:
    doc = load_text("incident:\n  kind: faced-card\n  where: [pack, stock]\n", "f.yaml")
    assert doc.data == {"incident": {"kind": "faced-card", "where": ["pack", "stock"]}}
    assert doc.keys[("incident", "kind")] == (2, 3)
    assert doc.marks[("incident", "kind")] == (2, 9)
    assert doc.marks[("incident", "where", 1)] == (3, 17)
    where = doc.where(("incident", "where", 1))
    assert (where.file, where.line, where.path) == ("f.yaml", 3, "incident.where[1]")


def test_where_falls_back_to_the_nearest_parent() -> None:
    doc = load_text("incident:\n  kind: x\n", "f.yaml")
    assert doc.where(("incident", "missing")).line == 1


@pytest.mark.parametrize(
    ("text", "message", "line"),
    [
        ("incident:\n\tkind: x\n", "a tab character", 2),
        ("incident:\n  kind x\n  where: pack\n", "a missing colon", 2),
        ("a: 1\na: 2\n", "key 'a' is given twice", 2),
        ("", "file is empty", None),
        ("# only a comment\n", "file is empty", None),
        ("!!python/object/apply:os.system [ls]\n", "is not allowed", 1),
        ("a: !!binary aGVsbG8=\n", "is not allowed", 1),
        ("a: [1, 2\n", "YAML syntax", None),
        ("? [a, b]\n: c\n", "a key must be a plain word", 1),
    ],
)
def test_malformed_yaml_is_one_clear_error(text: str, message: str, line: int | None) -> None:
    with pytest.raises(InputError) as caught:
        load_text(text, "f.yaml")
    error = caught.value
    assert message in error.line()
    assert error.line().startswith("f.yaml")
    assert "\n" not in error.line()
    if line is not None:
        assert error.where.line == line


def test_alias_bomb_is_refused_at_the_value_bound() -> None:
    """Nine levels of nine aliases would build 387 million values; building stops at the bound
    (which is what keeps the refusal quick and small: speed itself is for benchmarks/)."""
    with pytest.raises(InputError, match=f"more than {MAX_VALUES} values"):
        load_text(ALIAS_BOMB, "bomb.yaml")


@pytest.mark.parametrize("text", ["[" * 100_000, "- " * 100_000 + "x", "{a: " * 5000])
def test_deep_nesting_is_refused_without_crashing(text: str) -> None:
    with pytest.raises(InputError, match=f"nested deeper than {MAX_DEPTH}"):
        load_text(text, "deep.yaml")


def test_files_that_are_not_yaml_text(tmp_path: Path) -> None:
    missing = tmp_path / "missing.yaml"
    with pytest.raises(InputError, match="no such file"):
        load_file(missing)
    binary = tmp_path / "junk.yaml"
    binary.write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\x00")
    with pytest.raises(InputError, match="binary"):
        load_file(binary)
    latin = tmp_path / "latin.yaml"
    latin.write_bytes(b"title: caf\xe9\n")
    with pytest.raises(InputError, match="not UTF-8"):
        load_file(latin)
    huge = tmp_path / "huge.yaml"
    huge.write_text("a: " + "x" * (MAX_BYTES + 10))
    with pytest.raises(InputError, match="larger than"):
        load_file(huge)
    with pytest.raises(InputError, match="is a folder"):
        load_file(tmp_path)


@pytest.mark.parametrize("size", [0, 10, MAX_BYTES - 3, MAX_BYTES + 1, 3 * MAX_BYTES])
def test_a_pipe_is_read_to_the_bound(tmp_path: Path, size: int) -> None:
    """A pipe says it holds nothing: it is read on, and the size bound still holds."""
    fifo = tmp_path / "incident.fifo"
    os.mkfifo(fifo)
    text = "a: " + "x" * size + "\n"

    def write() -> None:
        try:
            with open(fifo, "w", encoding="utf-8") as pipe:
                pipe.write(text)
        except BrokenPipeError:  # the reader stopped at the bound
            pass

    writer = threading.Thread(target=write, daemon=True)  # never holds up the test run
    writer.start()
    try:
        if len(text) > MAX_BYTES:
            with pytest.raises(InputError, match="larger than"):
                load_file(fifo)
        else:
            assert load_file(fifo).data == {"a": "x" * size if size else None}
    finally:
        writer.join(timeout=10)
    assert not writer.is_alive()


def test_dotted_paths() -> None:
    assert dotted(("incident", "where")) == "incident.where"
    assert dotted(("tricks", 3, 1)) == "tricks[3][1]"
    assert dotted(()) == ""
