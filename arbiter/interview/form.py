"""Asking a value of any format type as a file would hold it: a field by its `Doc` question,
a list item by item, one of several formats (a told step) by its label or in one line, a
format field by field (or by its own interview: a deal)."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping, Sequence
from functools import partial as bind
from typing import TYPE_CHECKING, Any, get_args

from arbiter.errors import InputError
from arbiter.formats import (
    ByKey,
    Doc,
    doc_of,
    summary,
)
from arbiter.formats.shapes import choices as allowed
from arbiter.formats.shapes import fields_of, range_of, shape
from arbiter.interview.questions import (
    Y_N,
    YES_NO,
    Asking,
    Choice,
    Question,
    card_row,
    cards_reader,
    either_reader,
    number_reader,
    span,
    written_as,
    yes_no,
)

if TYPE_CHECKING:  # the editions and the rules are loaded once the first question is answered
    from arbiter.lawbook.editions import Edition



# --- asking a value of any format type -------------------------------------------------------


def _words(markers: tuple[Any, ...], name: str, prefix: str) -> Doc:
    """A value's words: its Doc's; else, after a prefix that asks already, none; else its
    name as a question."""
    found = doc_of(markers)
    if found is not None:
        return found
    return Doc("") if prefix else Doc(f"{name.replace('_', ' ').capitalize()}?")


def ask_value(tp: Any, key: str, *, edition: Edition, optional: bool = False,
              default: Any = None, heading: str | None = None,
              prefix: str = "", incident_kind: str | None = None,
              earlier: Sequence[Any] = ()) -> Asking:  # fmt: skip
    """Ask a value of a format type, as a file would hold it (None: left unsaid);
    `incident_kind` picks the steps offered for a told incident, `earlier` are the steps
    told before this one."""
    kind, bare, markers = shape(tp)
    words = _words(markers, key.rsplit(".", 1)[-1].split("[")[0], prefix)
    text = (prefix + words.text).strip()

    def asked(**more: Any) -> Question:
        return Question(key, text, heading=heading, optional=optional,
                        default=None if default is None else written_as(default), **more)

    if kind == "union":
        options = [o for o in get_args(bare) if o is not type(None)]
        optional = optional or len(options) < len(get_args(bare))
        if len(options) == 1:
            return (yield from ask_value(Annotated_(options[0], markers), key, edition=edition,
                                         optional=optional, default=default, heading=heading,
                                         prefix=prefix))
        either = either_reader(options)  # a number of cards, or which ("discard: 3 | [7S, 8S, 9S]")
        if either is not None:
            return (yield asked(reader=either, hint="a number, or cards, e.g. AS KS 10H"))
    formats = alternatives(bare, markers)  # one of several formats, whatever marks it so
    if formats and kind not in ("list", "dict", "include"):
        return (yield from _ask_alternative(bare, key, text, edition, optional, heading,
                                            *_offered(formats, markers, incident_kind),
                                            earlier=earlier))
    if kind in ("literal", "enum"):
        found = tuple(Choice(v, words.values.get(v, "")) for v in allowed(bare))
        return (yield asked(choices=found))
    if kind == "bool":
        found = tuple(Choice(c.value, words.values.get(c.value, ""), c.result) for c in YES_NO)
        return (yield asked(choices=found, also=Y_N))
    if kind == "int":
        bounds = range_of(markers)
        least, most = (bounds.least, bounds.most) if bounds else (None, None)
        return (yield asked(reader=number_reader(least, most), hint=span(least, most)))
    if kind == "edition":
        from arbiter.lawbook.editions import all_editions

        found = tuple(Choice(e.id, e.title) for e in all_editions())
        return (yield asked(choices=found))
    if kind in ("card", "cards"):
        hint = "a card, e.g. 10H" if kind == "card" else "cards, e.g. AS KS 10H"
        return (yield asked(reader=cards_reader(kind == "card"), hint=hint))
    if kind == "tuple":
        return (yield asked(reader=card_row(len(get_args(bare))),
                            hint="cards on one line, e.g. AS 7S"))
    if kind == "dict":
        return (yield from _ask_mapping(bare, key, text, edition, heading))
    if kind == "include":
        return (yield from _ask_included(bare, key, text, edition, optional, heading))
    if kind == "dataclass":
        if optional and all_optional(bare):  # a player's cards: the parts known, or none
            return (yield _parts_question(bare, key, text, heading))
        if optional and special_formats().get(bare) is None:  # a part that may go untold
            said = text if text.endswith(("?", ".")) else f"{text}."
            told = yield dataclasses.replace(
                yes_no(key, f"{said} Tell them (y), or leave them out (n)?", False),
                heading=heading)  # fmt: skip
            if not told:
                return None
            heading = text.rstrip("?").replace(", if known", "")
        return (yield from ask_format(bare, key, edition=edition, heading=heading))
    if kind == "list":
        return (yield from _ask_list(get_args(bare)[0], key, text, edition, optional, heading,
                                     incident_kind))
    return (yield asked())


def all_optional(cls: Any) -> bool:
    """A player's cards: a format whose parts are each cards that may go untold (hand,
    discard, dealt), told in one answer, a part at a time as a rule reads it. (What each
    player never reckoned, also all parts that may go untold, is not cards: asked part by
    part.)"""
    return special_formats().get(cls) is None and \
        all(not required and _is_cards(tp) for tp, required in fields_of(cls).values())


def _is_cards(tp: Any) -> bool:
    kind, bare, _ = shape(tp)
    options = [o for o in get_args(bare) if o is not type(None)] if kind == "union" else [tp]
    return len(options) == 1 and shape(options[0])[0] == "cards"


# The parts of a hand told in part, asked after the rest only when the hand is not known
# (`arbiter.interview.known.parts_known`).
PARTS_KNOWN = ("held", "not_held")


def _parts_question(cls: Any, key: str, text: str, heading: str | None) -> Question:
    """A player's cards in one answer, each part after a `/` (his hand / his discard / what
    he was dealt), each if known; every part not given is not known. Its value holds every
    part, None for those not given."""
    every = [f.name for f in dataclasses.fields(cls)]
    names = [name for name in every if name not in PARTS_KNOWN]
    read = cards_reader(False)

    def parts(line: str) -> dict[str, Any]:
        given = [part.strip() for part in line.split("/")]
        if len(given) > len(names):
            raise InputError(f"{len(given)} parts; at most {len(names)}: "
                             + " / ".join(names))
        found: dict[str, Any] = dict.fromkeys(every)
        for name, part in zip(names, given, strict=False):
            found[name] = read(part) if part else None
        return found

    words = " / ".join(names)
    return Question(key, f"{text} His hand; after a /, his discard; after another /, the "
                    "cards dealt him; each only if known", optional=True, heading=heading,
                    reader=parts, blank="not known",
                    hint=f"cards, e.g. AS KS QS ... / 7H 8H (the {words})")


def Annotated_(tp: Any, markers: tuple[Any, ...]) -> Any:
    """`tp` with `markers` put back (an optional field's words belong to its value)."""
    from typing import Annotated

    return Annotated[(tp, *markers)] if markers else tp


def _ask_mapping(tp: Any, key: str, text: str, edition: Edition,
                 heading: str | None) -> Asking:  # fmt: skip
    """A mapping whose keys are words from a list (`claimed: {elder: N, younger: N}`): each
    key's value in turn."""
    key_type, value_type = get_args(tp)
    keys = allowed(shape(key_type)[1]) if shape(key_type)[0] == "literal" else []
    found: dict[str, Any] = {}
    for index, name in enumerate(keys):
        found[name] = yield from ask_value(value_type, f"{key}.{name}", edition=edition,
                                           heading=heading if index == 0 else None,
                                           prefix=f"{text} The {name}:\n" if index == 0
                                           else f"The {name}:\n")  # fmt: skip
    return found


def _ask_included(tp: Any, key: str, text: str, edition: Edition, optional: bool,
                  heading: str | None) -> Asking:  # fmt: skip
    """A value that may name a file holding it: the file's name, else asked here."""
    first = text.partition("?")[0]
    named = yield Question(key, f"{first}? Give its file's name, or press Enter to tell it "
                           "here.", optional=True, heading=heading, reader=_file_of(tp),
                           hint="a .yaml file, or nothing", blank="tell it here")  # fmt: skip
    if named is not None:
        return named
    return (yield from ask_value(tp, key, edition=edition, optional=optional))


def _file_of(tp: Any) -> Callable[[str], str]:
    from arbiter.files.reader import build
    from arbiter.files.yamlio import load_file

    def read(text: str) -> str:
        doc = load_file(text)
        build(tp, doc)  # read as a file of its format would be
        return text

    return read


def alternatives(tp: Any, markers: tuple[Any, ...] = ()) -> dict[str, tuple[type, dict[str, str]]]:
    """The formats a value may be, each by the word that tells it (`{label: (format, fixed
    keys)}`): a union of formats each with a required key the others lack (a step's action:
    `call`, `reply`, `lead`), or a `OneOf` told apart by a key's value (an incident's `kind`).
    {} for a value that is one format."""
    from arbiter.formats import OneOf

    one_of = next((m for m in markers if isinstance(m, OneOf)), None)
    if one_of is not None:
        return {tag: (one_of.format_for(tag), {one_of.key: tag}) for tag in one_of.formats}
    options = [o for o in get_args(tp) if o is not type(None)]
    if len(options) < 2 or not all(dataclasses.is_dataclass(o) for o in options):
        return {}
    found: dict[str, tuple[type, dict[str, str]]] = {}
    for option in options:
        own = [name for name, (_, required) in fields_of(option).items() if required
               and not any(name in fields_of(o) for o in options if o is not option)]
        found[own[0] if own else option.__name__] = (option, {})
    return found


Formats = Mapping[str, tuple[type, dict[str, str]]]


def _offered(formats: Formats, markers: tuple[Any, ...],
             incident_kind: str | None) -> tuple[Formats, Formats]:  # fmt: skip
    """The formats to offer, and those taken only when named: a told incident's steps are
    offered as its kind lists them (the exchange's, the calling's, the play's), so that the
    menu fits the screen; every other step may still be named."""
    by_key = next((m for m in markers if isinstance(m, ByKey)), None)
    shown = by_key.offered.get(incident_kind or "") if by_key is not None else None
    if not shown:
        return formats, {}
    return ({label: formats[label] for label in shown},
            {label: found for label, found in formats.items() if label not in shown})


def _ask_alternative(tp: Any, key: str, text: str, edition: Edition, optional: bool,
                     heading: str | None, formats: Formats | None = None,
                     named: Formats | None = None, earlier: Sequence[Any] = ()) -> Asking:
    """Which of several formats (`named` ones taken when typed, not offered), then that
    format's required fields. A step may be told in one line (`point 5 48`, `good`:
    `arbiter.telling.told_line`), and who took it is worked out from the steps before where the
    game's order says (`who`), else asked."""
    from arbiter.interview.loading import ready_step
    from arbiter.telling.told_line import is_step_format, read_line, turns_on, who

    formats = formats or alternatives(tp)
    named = named or {}
    every = {**formats, **named}
    steps = all(is_step_format(cls) for cls, _ in every.values())
    offered = tuple(Choice(label, summary(cls)) for label, (cls, _) in formats.items())
    hint = f"or name another: {', '.join(named)}" if named else ""
    reader = None
    if steps:
        hint = "or in one line: point 5 48, good, younger trio Q, lead AS"
        reader = bind(read_line, formats={label: cls for label, (cls, _) in every.items()})
    picked = yield Question(key, text, offered, optional=optional, heading=heading,
                            also={label: label for label in named}, hint=hint, parse=reader)
    if picked is None:
        return None
    label, typed = picked if isinstance(picked, tuple) else (picked, {})
    cls, fixed = every[label]
    if steps:
        ready_step(cls)
    fixed = {**fixed, **typed}
    if steps and "by" not in fixed:
        before = [s for s in earlier if isinstance(s, Mapping)]
        first = turns_on(label, before)
        if first is not None and first not in fixed and not (
                label in fixed and who(label, before, fixed)):  # a first call: whose, first
            fixed[first] = yield from ask_value(fields_of(cls)[first][0], f"{key}.{first}",
                                                edition=edition)
        found = None if "by" in fixed else who(label, before, fixed)
        if found is not None:
            fixed["by"] = found
    return (yield from ask_format(cls, key, edition=edition, fixed=fixed, required_only=True))


def _ask_list(item: Any, key: str, text: str, edition: Edition, optional: bool,
              heading: str | None, incident_kind: str | None = None) -> Asking:  # fmt: skip
    """Items one by one until an empty answer; an item that is one of several formats (a
    step) is asked by its required fields."""
    items: list[Any] = []
    while True:
        number = len(items) + 1
        found = yield from ask_value(item, f"{key}[{number - 1}]", edition=edition,
                                     optional=True, heading=heading if number == 1 else None,
                                     prefix=f"{text}\nNo. {number} (press Enter when there "
                                     "are no more):\n", incident_kind=incident_kind,
                                     earlier=items)  # fmt: skip
        if found is None:
            return items if items or not optional else None
        items.append(found)


def ask_format(cls: type, key: str, *, edition: Edition, heading: str | None = None,
               fixed: Mapping[str, Any] | None = None, required_only: bool = False) -> Asking:
    """A value of a format, as a file's mapping: a special interview if the format has one
    (a deal, checked against the edition as it is told), else each field in turn (with
    `required_only`, the required ones: the others are asked when a rule reads them)."""
    special = special_formats().get(cls)
    if special is not None:
        return (yield from special(edition, key, heading))
    found: dict[str, Any] = dict(fixed or {})
    for index, f in enumerate(dataclasses.fields(cls)):
        tp, required = fields_of(cls)[f.name]
        if f.name in found or (required_only and not required):
            continue
        default = None if f.default is dataclasses.MISSING else f.default
        value = yield from ask_value(tp, f"{key}.{f.name}", edition=edition,
                                     optional=not required, default=default,
                                     heading=heading if index == 0 else None)
        if value is not None:
            found[f.name] = value
    order = [f.name for f in dataclasses.fields(cls)]  # as a file writes it: `by` first
    return {**{name: found[name] for name in order if name in found},
            **{name: value for name, value in found.items() if name not in order}}


def special_formats() -> dict[type, Callable[[Edition, str, str | None], Asking]]:
    """Formats with an interview of their own: a deal, checked as it is told."""
    from arbiter.formats.deal import DealFile
    from arbiter.interview.deal import ask_deal

    return {DealFile: ask_deal}
