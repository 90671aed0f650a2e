"""Reading the YAML files players write by hand, safely, and remembering where each value was.

A file is read at a bounded size, as UTF-8 text, and parsed into plain data by
`arbiter.yamlevents` (libyaml's parser, with the line of every value), or, for a deal file
in the usual plain layout read without lines, by `arbiter.plainyaml`. Both are imported only
when a file needs them.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any, BinaryIO

from arbiter.errors import InputError, Where

MAX_BYTES = 512 * 1024
MAX_DEPTH = 40
MAX_VALUES = 50_000

FieldPath = tuple[str | int, ...]


class Document:
    """Parsed YAML data with the line and column of every value, by field path. (A plain
    class: a dataclass costs about a millisecond to make at every start.)"""

    __slots__ = ("data", "file", "marks")

    def __init__(
        self, data: Any, file: str, marks: dict[FieldPath, tuple[int, int]] | None = None
    ) -> None:
        self.data = data
        self.file = file
        self.marks = marks if marks is not None else {}

    def __repr__(self) -> str:
        return f"Document(file={self.file!r}, data={self.data!r})"

    def where(self, path: FieldPath) -> Where:
        """The location of a field, or of its nearest parent that has one."""
        probe = tuple(path)
        while probe not in self.marks and probe:
            probe = probe[:-1]
        line, column = self.marks.get(probe, (None, None))
        return Where(file=self.file, line=line, column=column, path=dotted(path) or None)


def dotted(path: FieldPath) -> str:
    """`incident.where`, `tricks[3][1]`: a field path as users read it."""
    text = ""
    for part in path:
        text += f"[{part}]" if isinstance(part, int) else (f".{part}" if text else str(part))
    return text


def read_text(path: Path | str) -> str:
    """Read a hand-written file, refusing what is missing, huge or not text."""
    name = str(path)
    try:
        with open(name, "rb") as handle:
            raw = _read_bounded(handle)
    except FileNotFoundError:
        raise InputError("no such file", Where(file=name)) from None
    except IsADirectoryError:
        raise InputError("is a folder, not a file", Where(file=name)) from None
    except OSError as error:
        raise InputError(f"cannot be read: {error.strerror}", Where(file=name)) from None
    if len(raw) > MAX_BYTES:
        raise InputError(f"file is larger than {MAX_BYTES // 1024} KiB", Where(file=name))
    if b"\x00" in raw:
        raise InputError("file is binary, not YAML text", Where(file=name))
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        line = raw[: error.start].count(b"\n") + 1
        raise InputError("file is not UTF-8 text", Where(file=name, line=line)) from None


def _read_bounded(handle: BinaryIO) -> bytes:
    """At most MAX_BYTES + 1 bytes, read in one go at the size the file says it has (asking
    for MAX_BYTES each time would make a buffer that large for every small file)."""
    expected = os.fstat(handle.fileno()).st_size
    raw = handle.read(min(expected, MAX_BYTES) + 1)
    if len(raw) > expected:  # a pipe, or a file still growing: read on to the bound
        raw += handle.read(MAX_BYTES + 1 - len(raw))
    return raw


def load_file(path: Path | str) -> Document:
    """Read and parse one YAML file."""
    return load_text(read_text(path), str(path))


def load_text(text: str, name: str = "<input>", marks: bool = True) -> Document:
    """Parse YAML text into plain data, with the line and column of every value.

    `marks=False` skips recording where each value was (a third of the cost of reading a
    file), for callers that read the text again with marks when they need to name a line:
    its errors name the file only. A file in the usual plain layout is then read without
    libyaml (`arbiter.plainyaml`), at a third of the cost again. libyaml's side, and pyyaml
    itself (a quarter of a command's start), are imported only for a file that needs them."""
    if not marks:
        from arbiter.plainyaml import read_plain

        data = read_plain(text)
        if data is not None:
            return Document(data=data, file=name)
    from arbiter.yamlevents import parse

    return parse(text, name, marks)


# The first characters of every implicit type of YAML 1.1 (numbers, booleans, null, dates,
# `<<`, `=`): pyyaml's resolver table keyed by first character, written out so that reading
# a plain file needs no pyyaml (a test checks it against the table).
MAYBE_NOT_TEXT = frozenset("!&*+-.0123456789<=FNOTYfnoty~") | {""}


def is_text(value: str) -> bool:
    """A plain (unquoted) scalar that YAML surely reads as text: its first character starts
    no implicit type, or it is letters and digits with a letter, led by 1-9 (`10H`, `9S`:
    numbers with letters in them start with 0, and dates and floats need punctuation). False
    means: ask the resolver."""
    if value == "":
        return False
    first = value[0]
    if first not in MAYBE_NOT_TEXT:
        return True
    if not "1" <= first <= "9":
        return False
    # Digits then a letter (`7H KD JS`, a hand): no number or date has a letter right after
    # its leading digits (they need `.`, `_`, `:` or `-` there), so no resolver is asked.
    return value.lstrip(_DIGITS)[:1] in _ASCII_LETTERS or (
        value.isalnum() and not value.isdigit()
    )


_DIGITS = "0123456789"
_ASCII_LETTERS = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")  # no `string`
