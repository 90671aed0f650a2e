"""Reading the YAML files players write by hand, safely, and remembering where each value was.

A file is read at a bounded size, as UTF-8 text, and parsed into plain data by
`arbiter.files.yamlevents` (libyaml's parser, with the line and column of every value). A file
named `-` is standard input, read once; errors call it `<stdin>`.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, BinaryIO, TypeVar

from arbiter.errors import ArbiterError, InputError, Where, dotted

T = TypeVar("T")

MAX_BYTES = 512 * 1024
MAX_DEPTH = 40
MAX_VALUES = 50_000  # every scalar, list and mapping (keys aside), an alias's all over again

FieldPath = tuple[str | int, ...]
STDIN = "-"
STDIN_NAME = "<stdin>"


@dataclass
class Document:
    """Parsed YAML data with the line and column of every value (`marks`) and of every
    mapping key (`keys`), by field path. A value may come from another file that this one
    names (a score dispute's `deal: hand.yaml`): `included` holds that file's document by
    the path where its data now stands, and places within it are that file's."""

    data: Any
    file: str
    marks: dict[FieldPath, tuple[int, int]] = field(default_factory=dict, repr=False)
    keys: dict[FieldPath, tuple[int, int]] = field(default_factory=dict, repr=False)
    included: dict[FieldPath, Document] = field(default_factory=dict, repr=False)
    values: int = field(default=0, repr=False)  # how many were read (the bound MAX_VALUES)

    def data_at(self, path: FieldPath) -> Any:
        """The value at a field path."""
        value = self.data
        for key in path:
            value = value[key]
        return value

    def include(self, path: FieldPath, other: Document) -> None:
        """Put `other`'s data where this document names its file (at `path`); refused when
        `other` is a file already being read on the way there (a deal file whose score
        dispute names the deal file itself, or two naming each other), which would be read
        without end."""
        way = self.files_on_the_way(path)
        again = [index for index, name in enumerate(way) if _same_path(name, other.file)]
        if again:
            names = " -> ".join([*way[again[0]:], other.file])
            raise InputError(f"names a file that names it in turn ({names}): a deal cannot "
                             "be read from itself", self.where(path))
        self.data_at(path[:-1])[path[-1]] = other.data
        self.included[tuple(path)] = other

    def files_on_the_way(self, path: FieldPath) -> list[str]:
        """This document's file, then each included file whose data holds `path`."""
        files = [self.file]
        for at in sorted(self.included, key=len):
            if tuple(path[: len(at)]) == at and len(path) > len(at):
                files.append(self.included[at].file)
        return files

    def where(self, path: FieldPath, *, key: bool = False) -> Where:
        """Where a field is written: its value when the value starts on the key's line
        (`where: stok` points at `stok`), else its key (a block mapping or list below it);
        with `key`, its key always. A field not written gives its nearest parent's place."""
        for at, other in self.included.items():
            if tuple(path[: len(at)]) == at and len(path) > len(at):
                return other.where(tuple(path[len(at):]), key=key)
        probe = tuple(path)
        while probe not in self.marks and probe not in self.keys and probe:
            probe = probe[:-1]
        at_key, at_value = self.keys.get(probe), self.marks.get(probe)
        if at_key is not None and (key or at_value is None or at_value[0] != at_key[0]):
            at_value = at_key
        line, column = at_value if at_value is not None else (None, None)
        return Where(file=self.file, line=line, column=column, path=dotted(path) or None)


def _same_path(one: str, other: str) -> bool:
    """Whether two names are one file (standard input and text given directly are none)."""
    if one.startswith("<") or other.startswith("<"):
        return False
    return os.path.realpath(one) == os.path.realpath(other)


def display_name(path: Path | str) -> str:
    """A file's name as messages give it: `<stdin>` for `-`."""
    return STDIN_NAME if str(path) == STDIN else str(path)


_stdin_read: list[object] = []  # the standard input already read, if any


def _read_stdin() -> bytes:
    """Standard input, once: a second `-` in one command would find it empty."""
    if sys.stdin in _stdin_read:
        raise InputError("standard input is already read: name '-' once", Where(file=STDIN_NAME))
    _stdin_read[:] = [sys.stdin]
    return sys.stdin.buffer.read(MAX_BYTES + 1)


def read_text(path: Path | str, limit: int = MAX_BYTES) -> str:
    """Read a hand-written file (`-`: standard input), refusing what is missing, larger than
    `limit` bytes or not text."""
    name = display_name(path)
    if "\x00" in name:  # no file can be named so; open() would not say it plainly
        raise InputError("no such file (its name holds a NUL character)", Where(file=name))
    try:
        if str(path) == STDIN:
            raw = _read_stdin()
        else:
            with open(name, "rb") as handle:
                raw = _read_bounded(handle, limit)
    except FileNotFoundError:
        raise InputError("no such file", Where(file=name)) from None
    except IsADirectoryError:
        raise InputError("is a folder, not a file", Where(file=name)) from None
    except OSError as error:
        raise InputError(f"cannot be read: {error.strerror}", Where(file=name)) from None
    if len(raw) > limit:
        raise InputError(f"file is larger than {_size(limit)}", Where(file=name))
    if b"\x00" in raw:
        raise InputError("file is binary, not YAML text", Where(file=name))
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        line = raw[: error.start].count(b"\n") + 1
        raise InputError("file is not UTF-8 text", Where(file=name, line=line)) from None


def _read_bounded(handle: BinaryIO, limit: int) -> bytes:
    """At most `limit` + 1 bytes, read in one go at the size the file says it has (asking
    for `limit` each time would make a buffer that large for every small file)."""
    expected = os.fstat(handle.fileno()).st_size
    raw = handle.read(min(expected, limit) + 1)
    if len(raw) > expected:  # a pipe, or a file still growing: read on to the bound
        raw += handle.read(limit + 1 - len(raw))
    return raw


def _size(limit: int) -> str:
    return f"{limit // 2**20} MiB" if limit % 2**20 == 0 else f"{limit // 1024} KiB"


def load_file(path: Path | str) -> Document:
    """Read and parse one YAML file (`-`: standard input)."""
    return load_text(read_text(path), display_name(path))


def load_text(text: str, name: str = "<input>", marks: bool = True) -> Document:
    """Parse YAML text into plain data, with the line and column of every value.

    `marks=False` skips recording where each value was, for callers that read the text
    again with marks when they need to name a line (a long score sheet): its errors name
    the file only."""
    from arbiter.files.yamlevents import parse

    data, placed, keys, count = parse(text, name, marks, MAX_DEPTH, MAX_VALUES)
    return Document(data, name, placed, keys, values=count)


def read_placed(text: str, name: str, reader: Callable[[Document], T]) -> T:
    """`reader` over the text parsed without the place of every value (a good file, the usual
    case, is read quicker so: a batch of deal files); a file it finds a problem in is parsed
    again with them and read again, so that the error names its line, column and field."""
    try:
        return reader(load_text(text, name, marks=False))
    except ArbiterError:
        pass  # read again below, outside this handler: the error raised is the placed one
    return reader(load_text(text, name))
