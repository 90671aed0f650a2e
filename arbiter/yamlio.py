"""Reading the YAML files players write by hand, safely, and remembering where each value was.

Only plain data is built (mappings, lists, strings, numbers, booleans, null): no tags, no
objects. The file size, the nesting depth and the number of values built (which bounds
alias expansion) are limited, so a hostile file is refused quickly and cheaply.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from arbiter.errors import InputError, Where

MAX_BYTES = 512 * 1024
MAX_DEPTH = 40
MAX_VALUES = 50_000

_Loader: Any = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
_PLAIN_TAGS = {
    "tag:yaml.org,2002:str",
    "tag:yaml.org,2002:int",
    "tag:yaml.org,2002:bool",
    "tag:yaml.org,2002:null",
    "tag:yaml.org,2002:float",
}
_COLLECTION_TAGS = {"tag:yaml.org,2002:map", "tag:yaml.org,2002:seq"}

FieldPath = tuple[str | int, ...]


@dataclass
class Document:
    """Parsed YAML data with the line and column of every value, by field path."""

    data: Any
    file: str
    marks: dict[FieldPath, tuple[int, int]] = field(default_factory=dict)

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
    path = Path(path)
    name = str(path)
    try:
        with path.open("rb") as handle:
            raw = handle.read(MAX_BYTES + 1)
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


def load_file(path: Path | str) -> Document:
    """Read and parse one YAML file."""
    return load_text(read_text(path), str(path))


def load_text(text: str, name: str = "<input>") -> Document:
    """Parse YAML text into plain data, with marks."""
    try:
        _refuse_deep_nesting(text, name)
        node = yaml.compose(text, Loader=_Loader)
    except yaml.MarkedYAMLError as error:
        raise _syntax_error(error, text, name) from None
    except yaml.YAMLError as error:
        raise InputError(f"not valid YAML: {error}", Where(file=name)) from None
    doc = Document(data=None, file=name)
    if node is None:
        raise InputError("file is empty", Where(file=name))
    doc.data = _Builder(doc).build(node, (), 0)
    return doc


def _syntax_error(error: yaml.MarkedYAMLError, text: str, name: str) -> InputError:
    mark = error.problem_mark or error.context_mark
    problem = error.problem or "not valid YAML"
    if mark is not None and "\t" in _line_upto(text, mark.line, mark.column):
        problem = "a tab character: YAML is indented with spaces, not tabs"
    elif "could not find expected ':'" in problem:
        problem = "a line without 'key: value' (a missing colon?)"
    elif "mapping values are not allowed" in problem:
        problem = "a ':' where none belongs (a value needs quotes, or a missing newline?)"
    where = Where(file=name)
    if mark is not None:
        where = Where(file=name, line=mark.line + 1, column=mark.column + 1)
    return InputError(f"YAML syntax: {problem}", where)


def _line_upto(text: str, line: int, column: int) -> str:
    lines = text.splitlines()
    return lines[line][: column + 1] if line < len(lines) else ""


def _refuse_deep_nesting(text: str, name: str) -> None:
    """Refuse deep nesting from the event stream, before the (recursive) composer sees it."""
    depth = 0
    for event in yaml.parse(text, Loader=_Loader):
        if isinstance(event, yaml.CollectionStartEvent):
            depth += 1
            if depth > MAX_DEPTH:
                mark = event.start_mark
                where = Where(file=name)
                if mark is not None:
                    where = Where(file=name, line=mark.line + 1, column=mark.column + 1)
                raise InputError(f"nested deeper than {MAX_DEPTH} levels", where)
        elif isinstance(event, yaml.CollectionEndEvent):
            depth -= 1


class _Builder:
    """Builds plain Python data from composed nodes, recording marks and counting values."""

    def __init__(self, doc: Document) -> None:
        self.doc = doc
        self.values = 0
        self.scalars = yaml.constructor.SafeConstructor()

    def build(self, node: yaml.Node, path: FieldPath, depth: int) -> Any:
        self.values += 1
        if self.values > MAX_VALUES:
            raise InputError(
                f"more than {MAX_VALUES} values (an alias bomb?)", Where(file=self.doc.file)
            )
        if depth > MAX_DEPTH:
            raise InputError(f"nested deeper than {MAX_DEPTH} levels", self.doc.where(path))
        self.doc.marks.setdefault(path, (node.start_mark.line + 1, node.start_mark.column + 1))
        if isinstance(node, yaml.CollectionNode) and node.tag not in _COLLECTION_TAGS:
            raise InputError(f"YAML tag {node.tag!r} is not allowed", self._where(node, path))
        if isinstance(node, yaml.MappingNode):
            return self._mapping(node, path, depth)
        if isinstance(node, yaml.SequenceNode):
            return [self.build(item, (*path, i), depth + 1) for i, item in enumerate(node.value)]
        return self._scalar(node, path)

    def _mapping(self, node: yaml.MappingNode, path: FieldPath, depth: int) -> dict[str, Any]:
        result: dict[str, Any] = {}
        for key_node, value_node in node.value:
            if not isinstance(key_node, yaml.ScalarNode):
                raise InputError("a key must be a plain word", self._where(key_node, path))
            key = str(key_node.value)
            if key in result:
                raise InputError(f"key {key!r} is given twice", self._where(key_node, (*path, key)))
            self.doc.marks[(*path, key)] = (
                key_node.start_mark.line + 1,
                key_node.start_mark.column + 1,
            )
            result[key] = self.build(value_node, (*path, key), depth + 1)
        return result

    def _scalar(self, node: yaml.Node, path: FieldPath) -> Any:
        if node.tag not in _PLAIN_TAGS:
            raise InputError(f"YAML tag {node.tag!r} is not allowed", self._where(node, path))
        return self.scalars.construct_object(node, deep=True)

    def _where(self, node: yaml.Node, path: FieldPath) -> Where:
        mark = node.start_mark
        return Where(self.doc.file, mark.line + 1, mark.column + 1, dotted(path) or None)
