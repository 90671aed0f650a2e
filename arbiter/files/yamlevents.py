"""libyaml's parser events built into plain data, with the line and column of every value.

The parser behind `arbiter.files.yamlio.load_text`, which makes the `Document` (this module
imports nothing of it: the bounds come as arguments). Only plain data is built (mappings,
lists, strings, numbers, booleans, null): no tags, no objects. The nesting depth and the
number of values built (which bounds alias expansion) are limited, so a hostile file is
refused quickly and cheaply. Imported when a file is read, with pyyaml.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import yaml

from arbiter.errors import InputError, Where, dotted

FieldPath = tuple[str | int, ...]
Marks = dict[FieldPath, tuple[int, int]]

# libyaml's parser, or pyyaml's own when it was built without libyaml (the same events, slower).
# The parser alone: building the data is this module's work, not a loader's.
_Parser: Any = yaml.cyaml.CParser if yaml.__with_libyaml__ else yaml.SafeLoader  # type: ignore[attr-defined]
_PLAIN_TAGS = {
    "tag:yaml.org,2002:str",
    "tag:yaml.org,2002:int",
    "tag:yaml.org,2002:bool",
    "tag:yaml.org,2002:null",
    "tag:yaml.org,2002:float",
}
_COLLECTION_TAGS = {"tag:yaml.org,2002:map", "tag:yaml.org,2002:seq"}
_MAPPING_START = yaml.MappingStartEvent


def parse(text: str, name: str, marks: bool, depth: int,
          values: int) -> tuple[Any, Marks, Marks, int]:  # fmt: skip
    """Parse YAML text through libyaml's parser into plain data, in one pass over its events:
    the data, the line and column of each value and of each mapping key by field path
    (`marks=False` records none: see `arbiter.files.yamlio.load_text`), at most `depth` levels
    deep and `values` values; and how many values were read."""
    builder = _Builder(name, marks, depth, values)
    parser = None
    try:
        parser = _Parser(text)
        builder.build(parser.get_event)
    except yaml.MarkedYAMLError as error:
        raise _syntax_error(error, text, name, depth) from None
    except yaml.YAMLError as error:
        raise InputError(f"not valid YAML: {error}", Where(file=name)) from None
    finally:
        if parser is not None:
            parser.dispose()
    if not builder.finished:
        raise InputError("file is empty", Where(file=name))
    return builder.root, builder.marks, builder.keys, builder.values


def _syntax_error(error: yaml.MarkedYAMLError, text: str, name: str, depth: int) -> InputError:
    mark = error.problem_mark or error.context_mark
    problem = error.problem or "not valid YAML"
    place = (mark.line, mark.column) if mark is not None else None
    no_colon = "a line without 'key: value' (a missing colon?)"
    if place is not None and "\t" in _line_upto(text, *place):
        problem = "a tab character: YAML is indented with spaces, not tabs"
    elif "could not find expected ':'" in problem:
        problem = no_colon
        if error.context_mark is not None:  # where the key without its colon began
            place = (error.context_mark.line, error.context_mark.column)
    elif "maximum nesting depth" in problem:  # libyaml's own bound, met before ours
        problem = f"nested deeper than {depth} levels"
    elif "mapping values are not allowed" in problem:
        problem = "a ':' where none belongs (a value needs quotes, or a missing newline?)"
        earlier = _colonless_line_before(text, *place) if place is not None else None
        if earlier is not None:
            problem, place = no_colon, earlier
    where = Where(file=name)
    if place is not None:
        where = Where(file=name, line=place[0] + 1, column=place[1] + 1)
    return InputError(f"YAML syntax: {problem}", where)


def _line_upto(text: str, line: int, column: int) -> str:
    lines = text.splitlines()
    return lines[line][: column + 1] if line < len(lines) else ""


def _colonless_line_before(text: str, line: int, column: int) -> tuple[int, int] | None:
    """For a ':' the parser refused: the line before it, when that line has no colon, so
    the parser read it and the key after it as one multi-line text (`incident` with its
    colon missing, then `kind: x`); None when the ':' is a second one on its own line."""
    lines = text.splitlines()
    if line >= len(lines) or ":" in lines[line][:column]:
        return None
    for earlier in range(line - 1, -1, -1):
        content = lines[earlier].strip()
        if content and not content.startswith("#"):
            if ":" in content:
                return None
            return earlier, len(lines[earlier]) - len(lines[earlier].lstrip())
    return None


def _surely_text(event: yaml.ScalarEvent) -> bool:
    """A quoted scalar, or a plain one that no implicit type can match: its first character
    starts none (numbers, booleans, null, dates, `<<`, `=`), or it is digits then a letter
    (`10H`, `7H KD JS`: no number or date has a letter right after its leading digits).
    Anything else is left to the resolver."""
    value = event.value
    if not event.implicit[0]:
        return True
    if value == "" or value[0] in "!&*+-.0<=FNOTYfnoty~":
        return False
    if not "1" <= value[0] <= "9":
        return True
    after_digits = value.lstrip("0123456789")[:1]
    return after_digits.isascii() and after_digits.isalpha()


RESOLVER = yaml.resolver.Resolver()  # its tables are read, never changed


class _Frame:
    """A mapping or list being built; `key` is the mapping key awaiting its value."""

    __slots__ = ("anchor", "container", "first_value", "is_list", "key", "path")

    def __init__(
        self, container: dict[str, Any] | list[Any], path: FieldPath, anchor: str | None,
        first_value: int,
    ) -> None:  # fmt: skip
        self.container = container
        self.is_list = type(container) is list
        self.path = path
        self.anchor = anchor
        self.first_value = first_value
        self.key: str | None = None


class _Builder:
    """Builds plain data from parser events: marks every value, refuses tags, bounds the depth
    and counts every value built (an alias counts all the values it repeats)."""

    def __init__(self, file: str, marks: bool, depth: int, most: int) -> None:
        self.file = file
        self.marks: Marks = {}
        self.keys: Marks = {}
        self.marking = marks  # without marks, values are not placed: paths are not built
        self.depth = depth
        self.most = most
        self.values = 0
        self.documents = 0
        self.stack: list[_Frame] = []
        self.anchors: dict[str, tuple[Any, int]] = {}
        self.root: Any = None
        self.finished = False

    def build(self, next_event: Callable[[], Any]) -> None:
        """Every event to the end of the stream. A scalar in a list, or a key's value, is by far
        the commonest event (every card): it is built here in the loop when it is plain text
        with no anchor and no line is being kept; anything else goes to its handler."""
        stack, marking = self.stack, self.marking
        scalar_event, stream_end = yaml.ScalarEvent, yaml.StreamEndEvent
        while True:
            event = next_event()
            kind = type(event)
            if kind is not scalar_event:
                if kind is stream_end:
                    return
                handler = _HANDLERS.get(kind)
                if handler is not None:  # stream start and document end: nothing to build
                    handler(self, event)
                continue
            top = stack[-1] if stack else None
            if top is not None and top.key is None and not top.is_list:
                self._key(event, top)
                continue
            if (
                top is None or marking or event.anchor is not None or event.tag is not None
                or not _surely_text(event)
            ):  # fmt: skip
                self._scalar(event)
                continue
            self.values += 1
            if self.values > self.most:
                self._count(0)
            if top.is_list:
                top.container.append(event.value)  # type: ignore[union-attr]
            else:
                top.container[top.key] = event.value  # type: ignore[call-overload,index]
                top.key = None

    def _document(self, event: yaml.DocumentStartEvent) -> None:
        self.documents += 1
        if self.documents > 1:
            raise InputError("more than one YAML document (a stray '---'?)", self._at(event))

    def _at(self, event: yaml.Event, path: FieldPath | None = None) -> Where:
        mark = event.start_mark
        where = Where(file=self.file, path=dotted(path) if path else None)
        if mark is not None:
            where.line, where.column = mark.line + 1, mark.column + 1
        return where

    def _count(self, size: int) -> None:
        self.values += size
        if self.values > self.most:
            message = f"more than {self.most} values (an alias bomb?)"
            raise InputError(message, Where(file=self.file))

    def _place(self, event: yaml.Event) -> FieldPath:
        """The path of the value this event starts; a key position takes only plain words."""
        if not self.stack:
            return ()
        top = self.stack[-1]
        if top.is_list:
            return (*top.path, len(top.container)) if self.marking else ()
        if top.key is None:
            raise InputError("a key must be a plain word", self._at(event, top.path))
        return (*top.path, top.key) if self.marking else ()

    def _mark(self, event: yaml.Event, path: FieldPath) -> None:
        mark = event.start_mark
        if self.marking and mark is not None:
            self.marks.setdefault(path, (mark.line + 1, mark.column + 1))

    def _attach(self, value: Any) -> None:
        if not self.stack:
            self.root, self.finished = value, True
            return
        top = self.stack[-1]
        if top.is_list:
            top.container.append(value)  # type: ignore[union-attr]
        else:
            assert top.key is not None
            top.container[top.key] = value  # type: ignore[call-overload]
            top.key = None

    def _scalar(self, event: yaml.ScalarEvent) -> None:
        """A value that is not plain text, has an anchor, is the whole document or is to be
        marked (a key is `_key`'s)."""
        path = self._place(event)
        self._mark(event, path)
        self._count(1)
        text = event.tag is None and _surely_text(event)
        value = event.value if text else self._scalar_value(event, path)
        if event.anchor:
            self.anchors[event.anchor] = (value, 1)
        self._attach(value)

    def _key(self, event: yaml.ScalarEvent, frame: _Frame) -> None:
        key = str(event.value)
        if key in frame.container:
            raise InputError(f"key {key!r} is given twice", self._at(event, (*frame.path, key)))
        mark = event.start_mark
        if self.marking and mark is not None:
            self.keys[(*frame.path, key)] = (mark.line + 1, mark.column + 1)
        frame.key = key

    def _scalar_value(self, event: yaml.ScalarEvent, path: FieldPath) -> Any:
        tag = event.tag
        if tag is None or tag == "!":
            tag = RESOLVER.resolve(  # type: ignore[no-untyped-call]
                yaml.ScalarNode, event.value, event.implicit
            )
            if tag not in _PLAIN_TAGS:  # an implicit date or '<<' or '=': plain text here
                return event.value
        if tag == "tag:yaml.org,2002:str":
            return event.value
        if tag not in _PLAIN_TAGS:
            raise InputError(f"YAML tag {tag!r} is not allowed", self._at(event, path))
        node = yaml.ScalarNode(tag, event.value, style=event.style)
        try:
            return yaml.constructor.SafeConstructor().construct_object(node)
        except ValueError:  # an integer past Python's limit on digits converted from text
            message = f"number too long ({len(event.value)} characters)"
            raise InputError(message, self._at(event, path)) from None

    def _start(self, event: yaml.CollectionStartEvent) -> None:
        path = self._place(event)
        if self.marking:
            self._mark(event, path)
        self.values += 1
        if self.values > self.most:
            self._count(0)
        tag = event.tag
        if tag is not None and tag not in _COLLECTION_TAGS and tag != "!":
            raise InputError(f"YAML tag {tag!r} is not allowed", self._at(event, path))
        if len(self.stack) >= self.depth:
            raise InputError(f"nested deeper than {self.depth} levels", self._at(event, path))
        container: dict[str, Any] | list[Any] = {} if type(event) is _MAPPING_START else []
        self.stack.append(_Frame(container, path, event.anchor, self.values))

    def _end(self, event: yaml.CollectionEndEvent) -> None:
        frame = self.stack.pop()
        if frame.anchor:
            self.anchors[frame.anchor] = (frame.container, self.values - frame.first_value + 1)
        self._attach(frame.container)

    def _alias(self, event: yaml.AliasEvent) -> None:
        path = self._place(event)
        if event.anchor not in self.anchors:
            raise InputError(f"unknown alias *{event.anchor}", self._at(event, path))
        value, size = self.anchors[event.anchor]
        self._mark(event, path)
        self._count(size)
        self._attach(value)


_HANDLERS: dict[type, Callable[[_Builder, Any], None]] = {
    yaml.MappingStartEvent: _Builder._start,
    yaml.SequenceStartEvent: _Builder._start,
    yaml.MappingEndEvent: _Builder._end,
    yaml.SequenceEndEvent: _Builder._end,
    yaml.AliasEvent: _Builder._alias,
    yaml.DocumentStartEvent: _Builder._document,
}
