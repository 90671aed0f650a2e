"""The one family of errors the core raises.

`InputError` is input that cannot be read or parsed (a missing file, bad YAML, an unknown
key, a card that is not a card). `ImpossibleError` is input that is well formed but cannot
happen (a duplicate card, thirteen cards in a scored deal, a revoke in a deal's tricks).
The CLI turns both into one line on stderr and exit status 2.
"""

from __future__ import annotations

import difflib
from collections.abc import Iterable
from dataclasses import dataclass


@dataclass
class Where:
    """Where in the user's input a problem lies: file, YAML line and column, field path."""

    file: str | None = None
    line: int | None = None
    column: int | None = None
    path: str | None = None

    def parts(self) -> dict[str, str | int | None]:
        return {name: getattr(self, name) for name in ("file", "line", "column", "path")}

    def describe(self) -> str:
        place = self.file or ""
        if self.line is not None:
            place += f":{self.line}"
            if self.column is not None:
                place += f":{self.column}"
        if self.path:
            place = f"{place}: {self.path}" if place else self.path
        return place


def dotted(path: tuple[str | int, ...]) -> str:
    """`incident.where`, `tricks[3][1]`: a field path as users read it."""
    text = ""
    for part in path:
        text += f"[{part}]" if isinstance(part, int) else (f".{part}" if text else str(part))
    return text


class ArbiterError(ValueError):
    """Base of the family: a message, where it happened, and an optional hint."""

    def __init__(self, message: str, where: Where | None = None, hint: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.where = where if where is not None else Where()
        self.hint = hint

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.message!r}, {self.where!r}, {self.hint!r})"

    def __str__(self) -> str:
        return self.line()

    def __reduce__(self) -> tuple[type[ArbiterError], tuple[str, Where, str | None]]:
        # so an error raised in a worker process reaches the parent whole
        return (type(self), (self.message, self.where, self.hint))

    def line(self) -> str:
        """The whole error on one line, as the CLI prints it."""
        place = self.where.describe()
        text = f"{place}: {self.message}" if place else self.message
        if self.hint:
            text += f" ({self.hint})"
        return printable(" ".join(text.split()))

    def located(self, where: Where | None = None, **changes: str | int | None) -> ArbiterError:
        """Fill in location details this error does not have yet, from a `Where` or by name."""
        if where is not None:
            changes = {**where.parts(), **changes}
        for name, value in changes.items():
            if getattr(self.where, name) is None and value is not None:
                setattr(self.where, name, value)
        return self


class InputError(ArbiterError):
    """Input that cannot be read or parsed."""


class ImpossibleError(ArbiterError):
    """Input that is well formed but impossible, or an act the laws do not allow now."""


def printable(text: str) -> str:
    """Text safe for a terminal: a control character (a file named with an escape sequence,
    say) is shown as its escape, `\\x1b`, never sent raw."""
    return "".join(char if char.isprintable() else repr(char)[1:-1] for char in text)


QUOTED = 40  # the most of a user's text an error message quotes back


def quoted(text: str) -> str:
    """A user's text as a message quotes it back: its repr, cut short past QUOTED characters
    (a pasted page is not printed back whole)."""
    text = str(text)
    return repr(text) if len(text) <= QUOTED else repr(text[:QUOTED]) + "..."


def did_you_mean(word: str, choices: Iterable[str]) -> str | None:
    """A 'did you mean' hint for a misspelt key or value, or None.

    For a word (no digits: `XII.25` is no slip of `XII.2`), a choice one or two keystrokes
    away (a letter dropped, added, changed, or two swapped) comes first; failing that, the
    closest by difflib's likeness."""
    typed = str(word).lower()
    options = [str(c) for c in choices]
    is_word = not any(char.isdigit() for char in typed)
    allowed = 0 if not is_word or len(typed) < 3 else 1 if len(typed) < 8 else 2
    slips = [(_typing_distance(typed, c.lower()), c) for c in options] if allowed else []
    near = [(distance, c) for distance, c in slips if distance <= allowed]
    if near:
        return f"did you mean {min(near, key=lambda pair: pair[0])[1]!r}?"
    close = difflib.get_close_matches(typed, options, n=1, cutoff=0.6)
    return f"did you mean {close[0]!r}?" if close else None


def _typing_distance(a: str, b: str) -> int:
    """Edits from `a` to `b`: letters dropped, added or changed, and neighbours swapped."""
    if abs(len(a) - len(b)) > 2:
        return 3  # farther than any slip worth a hint; spares the table for long words
    rows = [list(range(len(b) + 1))]
    for i in range(1, len(a) + 1):
        row = [i] + [0] * len(b)
        for j in range(1, len(b) + 1):
            row[j] = min(rows[-1][j] + 1, row[j - 1] + 1,
                         rows[-1][j - 1] + (a[i - 1] != b[j - 1]))
            if i > 1 and j > 1 and a[i - 1] == b[j - 2] and a[i - 2] == b[j - 1]:
                row[j] = min(row[j], rows[-2][j - 2] + 1)
        rows.append(row)
    return rows[-1][-1]
