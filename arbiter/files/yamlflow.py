"""YAML flow values written so they read back as the very same data: the score sheet's
writer (`arbiter.sheet.file`), which counts the values it writes as the reader counts them."""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

# A plain scalar only when it surely reads back as the same text: words of letters, digits
# and a few marks, single spaces between, that YAML's resolver takes for text.
_PLAIN = re.compile(r"[A-Za-z_][A-Za-z0-9_./+\-]*(?: [A-Za-z0-9_./+\-]+)*\Z")
_LINE_BREAKS = "\n\r\x85\u2028\u2029\ufeff"


class Emitter:
    """A small writer of YAML flow values, counting the values written as the reader counts
    them (every scalar and collection; keys aside)."""

    def __init__(self) -> None:
        self.values = 0

    def flow(self, value: Any) -> str:
        self.values += 1
        if isinstance(value, dict):
            items = ", ".join(f"{scalar(key)}: {self.flow(item)}" for key, item in value.items())
            return "{" + items + "}"
        if isinstance(value, list):
            return "[" + ", ".join(self.flow(item) for item in value) + "]"
        if isinstance(value, bool):
            return "true" if value else "false"
        if isinstance(value, int):
            return str(value)
        if value is None:
            return "null"
        return scalar(value)


@lru_cache(maxsize=4096)
def scalar(text: str) -> str:
    """A text as a YAML scalar that reads back as the very same text."""
    if _PLAIN.match(text) and _resolves_to_text(text):
        return text
    return _double_quoted(text)


def _resolves_to_text(text: str) -> bool:
    import yaml

    tag = yaml.resolver.Resolver().resolve(yaml.ScalarNode, text, (True, False))  # type: ignore[no-untyped-call]
    return bool(tag == "tag:yaml.org,2002:str")


def _double_quoted(text: str) -> str:
    out = ['"']
    for char in text:
        if char in '"\\':
            out.append("\\" + char)
        elif char == "\n":
            out.append("\\n")
        elif char == "\t":
            out.append("\\t")
        elif _printable(char) and char not in _LINE_BREAKS:
            out.append(char)
        else:
            code = ord(char)
            out.append(f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}" if code < 0x10000
                       else f"\\U{code:08x}")
    out.append('"')
    return "".join(out)


def _printable(char: str) -> bool:
    """YAML's printable characters (c-printable), which a document may hold as they are."""
    code = ord(char)
    return (0x20 <= code <= 0x7E or code == 0x85 or 0xA0 <= code <= 0xD7FF
            or 0xE000 <= code <= 0xFFFD or 0x10000 <= code <= 0x10FFFF)
