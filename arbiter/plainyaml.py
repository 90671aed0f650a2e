"""The usual layout of a deal file, read line by line without libyaml.

Nearly every deal file is written the same plain way: top-level keys, each with a value on
its line or with lines indented two spaces under it, those being `key: value` lines (a hand)
or `- [card, card]` lines (the tricks), and comments. Reading such a file with libyaml costs
as much as scoring it (pyyaml makes a Python object for every event), so a batch reads it
here, with a regular expression a line, at a third of the cost.

It reads a small subset of YAML, and never refuses a file: at any line it is not sure of, it
gives up (None), and the caller reads the file with libyaml, which also reports any error.
What it accepts it reads as libyaml does: plain keys, values that YAML's resolver reads as
text (cards, not `10`, `yes` or `~`) or flow lists of such words; no value over two lines,
no quotes, anchors, tags or tabs, and nowhere (not even in a comment) a character that YAML
refuses or reads as a line break other than "\n". tests/test_plainyaml.py compares the two
readers on generated and damaged texts.
"""

import re
from typing import Any

from arbiter.yamlio import is_text

MAX_CHARS = 8192  # a deal file is about 500: anything longer is left to libyaml and its bounds

_WORD = r"[0-9A-Za-z][0-9A-Za-z-]*"  # a card, a number, an edition's id
_WORDS = rf"{_WORD}(?: *, *{_WORD})*"
_TEXT = r"[0-9A-Za-z][ !\"$-9;-~]*"  # printable ASCII without '#' or ':', led by a letter or digit
_TRICK = re.compile(rf"  - \[ *({_WORD}) *, *({_WORD}) *\]")
_ENTRY = re.compile(rf"(  )?([A-Za-z_][0-9A-Za-z_]*):(?: +(?:\[ *({_WORDS}) *\]|({_TEXT})))?")

# Control characters, "\r" among them: YAML refuses them or reads them as a line break.
_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f]")
_STR = "tag:yaml.org,2002:str"


def _printable(text: str) -> bool:
    """No character beyond ASCII that YAML refuses (even in a comment) or reads as a line
    break (NEL, the line and paragraph separators). One regular expression would say it as
    well, but its Unicode ranges cost 11 ms to compile."""
    return text.isascii() or all(
        ("\xa0" <= char <= "\ud7ff" and char not in "\u2028\u2029")
        or ("\ue000" <= char <= "\ufffd" and char != "\ufeff")
        or char >= "\U00010000"
        for char in set(text) if char > "\x7f"
    )  # fmt: skip


class _NotPlain(Exception):
    """The file is not in the usual layout, or not surely read as libyaml would read it."""


def _text(value: str) -> str:
    """The value, if it is text by the resolver's word too (`The elder's pique`, not `True`)."""
    if is_text(value) or _resolved_as_text(value):
        return value
    raise _NotPlain


def _resolved_as_text(value: str) -> bool:
    """pyyaml's resolver asked, for the rare value that `is_text` cannot settle (pyyaml is
    imported then, and only then)."""
    import yaml

    from arbiter.yamlevents import RESOLVER

    return RESOLVER.resolve(yaml.ScalarNode, value, (True, False)) == _STR  # type: ignore[no-untyped-call,no-any-return]


def _texts(words: str) -> list[str]:
    """`AS, KS ,QS` -> ['AS', 'KS', 'QS']."""
    return [_text(word.strip(" ")) for word in words.split(",")]


def _uncommented(line: str) -> str:
    """The line without its comment and trailing spaces (a '#' after anything but a space
    belongs to a value)."""
    if "#" in line:
        line = line.partition("#")[0]
        if line.strip(" ") and line[-1] != " ":
            raise _NotPlain
    return line.rstrip(" ")


def read_plain(text: str) -> dict[str, Any] | None:
    """The data of a file in the usual layout, exactly as libyaml would read it; None for a
    file in any other layout (libyaml's to read) or with an error (libyaml's to report)."""
    if len(text) > MAX_CHARS or _CONTROL.search(text) or not _printable(text):
        return None
    reader = _Reader()
    try:
        for written in text.split("\n"):
            line = _uncommented(written)
            if line:
                reader.read(line)
        return reader.finish()
    except _NotPlain:
        return None


class _Reader:
    """Builds the data a line at a time: top-level keys in `root`, and the lines indented
    under the last key without a value of its own (`block`) in `inner`."""

    def __init__(self) -> None:
        self.root: dict[str, Any] = {}
        self.block: str | None = None
        self.inner: dict[str, Any] | list[Any] | None = None

    def read(self, line: str) -> None:
        trick = _TRICK.fullmatch(line)
        if trick is not None:
            self.trick(*trick.groups())
            return
        entry = _ENTRY.fullmatch(line)
        if entry is None:
            raise _NotPlain
        indent, key, words, text = entry.groups()
        value = _texts(words) if words is not None else None if text is None else _text(text)
        if indent is None:
            self.top(key, value)
        else:
            self.nested(key, value)

    def trick(self, led: str, played: str) -> None:
        """A `- [card, card]` line under the block's key."""
        inner = self.inner
        if inner is None and self.block is not None:
            inner = self.inner = self.root[self.block] = []
        if not isinstance(inner, list):
            raise _NotPlain
        inner.append([_text(led), _text(played)])

    def top(self, key: str, value: str | list[str] | None) -> None:
        """A top-level key; the key above it, if it had no value, must have had lines."""
        if key in self.root or (self.block is not None and self.inner is None):
            raise _NotPlain
        self.root[key] = value
        self.block, self.inner = (key if value is None else None), None

    def nested(self, key: str, value: str | list[str] | None) -> None:
        """A `key: value` line under the block's key."""
        inner = self.inner
        if inner is None and self.block is not None:
            inner = self.inner = self.root[self.block] = {}
        if not isinstance(inner, dict) or value is None or key in inner:
            raise _NotPlain
        inner[key] = value

    def finish(self) -> dict[str, Any]:
        if not self.root or (self.block is not None and self.inner is None):
            raise _NotPlain
        return self.root
