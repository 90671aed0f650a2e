"""The interview behind `arbiter ask` (SPEC "At the table"): what happened, asked in the
players' words and grouped as the game goes, then only the facts that change the ruling; the
ruling; and the incident as a file that `arbiter rule` rules the same way.

It is built from the file formats: a stage of the game offers its kinds (`STAGES`, and each
format's docstring), a field is asked by its `Doc` question with each value's meaning on a
line, and every answer is checked and built by the reader itself (`arbiter.files.reader`), so a
new kind needs no interview code, and what is saved reads back as it was asked.

Only the facts that change the ruling are asked. The interview rules on a *partial* incident,
whose fields not yet known raise `NeedField` when a rule reads them; it asks that field and
rules again, until a ruling comes out. A rule's decision can turn only on the fields it reads,
so that ruling is the whole incident's, whatever the fields never asked hold; a silent
edition reads none, and asks nothing more. (A partial incident lists only its known fields
to `dataclasses.fields`, so an explanation names the facts known; the kind's check that the
incident can happen runs once the fields it reads are known.) The fields no rule read are
asked only when the incident is compared or saved. In a list told step by step (a list whose
items are each one of several formats), an item is asked by its own required fields, and its
optional ones in turn when a rule reads them.

The interview is made of generators: each yields a `Question` and is sent the answer's value
(`Question.answer` turns a typed line into it), so the command line drives it from a terminal
or from a script alike.
"""

from __future__ import annotations

import contextlib
import copy
import dataclasses
import os
from collections.abc import Callable, Generator, Mapping, Sequence
from dataclasses import dataclass, field
from functools import partial as bind
from typing import TYPE_CHECKING, Any, get_args

from arbiter.errors import QUOTED, ArbiterError, InputError, did_you_mean, dotted, quoted
from arbiter.files.reader import value_of
from arbiter.files.yamlio import Document, FieldPath
from arbiter.formats import (
    ROLES,
    ByKey,
    Doc,
    Incident,
    Role,
    doc_of,
    incident_format,
    kind_summary,
    other,
    stages,
    summary,
)
from arbiter.formats.shapes import choices as allowed
from arbiter.formats.shapes import fields_of, key_of, range_of, shape
from arbiter.telling.unknown import WORD as UNKNOWN_WORD
from arbiter.telling.unknown import can_be_unknown, has_unknown, held_class

if TYPE_CHECKING:  # the editions and the rules are loaded once the first question is answered
    from arbiter.lawbook.editions import Edition
    from arbiter.rulings.core import Ruling

Asking = Generator["Question", Any, Any]
INQUIRIES = ("what-do-they-make", "to-what-card", "what-rank")  # replies that ask, not judge


# --- questions ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class Choice:
    """One answer to pick: as written in files, what it means, and the value it gives."""

    value: str
    meaning: str = ""
    result: Any = None

    @property
    def gives(self) -> Any:
        return self.value if self.result is None else self.result


@dataclass(frozen=True)
class Question:
    """A question: its field (`key`, for scripts and tests), its words, and how an answer
    is read: one of the `choices` (by its value or its number), or a line `reader` turns
    into a value. An empty answer takes the `default`, or, `optional`, leaves it unsaid."""

    key: str
    text: str
    choices: tuple[Choice, ...] = ()
    default: str | None = None
    optional: bool = False
    hint: str = ""
    heading: str | None = None
    problem: str | None = None
    reader: Callable[[str], Any] | None = None
    also: Mapping[str, Any] = field(default_factory=dict)  # answers taken, not offered
    blank: str = "nothing"  # what an empty answer to an optional question means
    parse: Callable[[str], Any] | None = None  # a line none of the choices is: None if no answer

    def answer(self, typed: str) -> Any:
        """The value of a typed line; InputError, with a hint, for one that is no answer."""
        text = typed.strip()
        if not text and self.default is not None:
            text = self.default
        if not text:
            if self.optional:
                return None
            raise InputError("an answer is needed", hint=self.hint or None)
        if self.choices:
            return self._picked(text)
        return self.reader(text) if self.reader else text

    def _picked(self, text: str) -> Any:
        if text.isdecimal() and len(text) <= 4 and 1 <= int(text) <= len(self.choices):
            return self.choices[int(text) - 1].gives
        for choice in self.choices:
            if choice.value.lower() == text.lower():
                return choice.gives
        if text.lower() in self.also:
            return self.also[text.lower()]
        if self.parse is not None:
            found = self.parse(text)
            if found is not None:
                return found
        values = [choice.value for choice in self.choices]
        hint = did_you_mean(text, [*values, *self.also]) or f"1 to {len(values)}, or one of " \
            + ", ".join(values)
        raise InputError(f"{quoted(text)} is not one of the answers", hint=hint)

    def again(self, problem: str) -> Question:
        """The same question, asked again because of `problem`."""
        return dataclasses.replace(self, problem=problem, heading=None)


YES_NO = (Choice("yes", result=True), Choice("no", result=False))
Y_N = {"y": True, "n": False}  # taken for yes and no


def yes_no(key: str, text: str, default: bool | None = None) -> Question:
    return Question(key, text, YES_NO, default=None if default is None else
                    ("yes" if default else "no"), also=Y_N)  # fmt: skip


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
                        default=None if default is None else _written(default), **more)

    if kind == "union":
        options = [o for o in get_args(bare) if o is not type(None)]
        optional = optional or len(options) < len(get_args(bare))
        if len(options) == 1:
            return (yield from ask_value(Annotated_(options[0], markers), key, edition=edition,
                                         optional=optional, default=default, heading=heading,
                                         prefix=prefix))
        either = _either(options)  # a number of cards, or which ("discard: 3 | [7S, 8S, 9S]")
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
        return (yield asked(reader=_number(least, most), hint=_span(least, most)))
    if kind == "edition":
        from arbiter.lawbook.editions import all_editions

        found = tuple(Choice(e.id, e.title) for e in all_editions())
        return (yield asked(choices=found))
    if kind in ("card", "cards"):
        hint = "a card, e.g. 10H" if kind == "card" else "cards, e.g. AS KS 10H"
        return (yield asked(reader=_cards(kind == "card"), hint=hint))
    if kind == "tuple":
        return (yield asked(reader=_card_row(len(get_args(bare))),
                            hint="cards on one line, e.g. AS 7S"))
    if kind == "dict":
        return (yield from _ask_mapping(bare, key, text, edition, heading))
    if kind == "include":
        return (yield from _ask_included(bare, key, text, edition, optional, heading))
    if kind == "dataclass":
        if optional and _all_optional(bare):  # a player's cards: the parts known, or none
            return (yield _parts_question(bare, key, text, heading))
        if optional and special_formats().get(bare) is None:  # a part that may go untold
            told = yield yes_no(key, f"{text} Tell them (y), or leave them out (n)?", False)
            if not told:
                return None
            heading = text.rstrip("?").replace(", if known", "")
        return (yield from ask_format(bare, key, edition=edition, heading=heading))
    if kind == "list":
        return (yield from _ask_list(get_args(bare)[0], key, text, edition, optional, heading,
                                     incident_kind))
    return (yield asked())


def _all_optional(cls: Any) -> bool:
    """A format all of whose parts may go untold (a player's cards: hand, discard, dealt):
    its first part is asked, the others when a rule reads them."""
    return special_formats().get(cls) is None and \
        not any(required for _, required in fields_of(cls).values())


def _parts_question(cls: Any, key: str, text: str, heading: str | None) -> Question:
    """A player's cards in one answer, each part after a `/` (his hand / his discard / what
    he was dealt), each if known; every part not given is not known. Its value holds every
    part, None for those not given."""
    names = [f.name for f in dataclasses.fields(cls)]
    read = _cards(False)

    def parts(line: str) -> dict[str, Any]:
        given = [part.strip() for part in line.split("/")]
        if len(given) > len(names):
            raise InputError(f"{len(given)} parts; at most {len(names)}: "
                             + " / ".join(names))
        found: dict[str, Any] = dict.fromkeys(names)
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


def _written(value: Any) -> str:
    if isinstance(value, bool):
        return "yes" if value else "no"
    return str(value)


def _span(least: int | None, most: int | None) -> str:
    if least is None:
        return "a whole number"
    return f"a whole number, {least} to {most}" if most is not None else \
        f"a whole number, {least} or more"


def _number(least: int | None, most: int | None) -> Callable[[str], int]:
    def read(text: str) -> int:
        if not text.removeprefix("-").isdecimal():
            raise InputError(f"{quoted(text)} is not a whole number", hint=_span(least, most))
        if len(text) > QUOTED:  # past any bound, and past what int() takes in one go
            raise InputError(f"{quoted(text)} is out of range", hint=_span(least, most))
        number = int(text)
        if (least is not None and number < least) or (most is not None and number > most):
            raise InputError(f"{number} is out of range", hint=_span(least, most))
        return number

    return read


def _either(options: list[Any]) -> Callable[[str], Any] | None:
    """A reader for a value that is a number, cards, or a word (a told step's `discard: 3`,
    `take: [AS, KS]`, `answer: refuses`): each tried in turn. None for other unions."""
    readers: list[Callable[[str], Any]] = []
    for option in options:
        kind, bare, markers = shape(option)
        if kind == "int":
            bounds = range_of(markers)
            readers.append(_number(bounds.least if bounds else None,
                                   bounds.most if bounds else None))
        elif kind == "cards":
            readers.append(_cards(False))
        elif kind == "literal":
            readers.append(bind(_word, words=tuple(allowed(bare))))
        else:
            return None
    if not any(shape(option)[0] == "cards" for option in options):
        return None

    def read(text: str) -> Any:
        problems: list[InputError] = []
        for reader in readers:
            try:
                return reader(text)
            except InputError as error:
                problems.append(error)
        # A number out of range says so; anything else, what is wrong with it as cards.
        counted = text.strip().isdigit()
        raise next((p for p in problems if counted == ("range" in str(p))), problems[-1])

    return read


def _word(text: str, words: tuple[Any, ...]) -> Any:
    if text.strip() in words:
        return text.strip()
    raise InputError(f"{quoted(text)} is not one of {', '.join(map(str, words))}")


def _cards(one: bool) -> Callable[[str], str]:
    from arbiter.cards import Card

    def read(text: str) -> str:
        found = [str(Card.parse(item)) for item in text.replace(",", " ").split()]
        if one and len(found) != 1:
            raise InputError("one card is needed", hint="e.g. 10H")
        return " ".join(found)

    return read


def _card_row(count: int) -> Callable[[str], list[str]]:
    read = _cards(False)

    def row(text: str) -> list[str]:
        found = read(text).split()
        if len(found) != count:
            raise InputError(f"{count} cards are needed, {len(found)} given",
                             hint="e.g. AS 7S: the card led, then the card played to it")
        return found

    return row


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
    from arbiter.telling.told_line import is_step_format, read_line, who

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
    fixed = {**fixed, **typed}
    if steps and "by" not in fixed:
        found = who(label, [s for s in earlier if isinstance(s, Mapping)])
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


# --- the deal, checked as it is told ---------------------------------------------------------


def ask_deal(edition: Edition, key: str = "deal", heading: str | None = None) -> Asking:
    """A deal, as a deal file's mapping: each hand as a line of cards, checked against the
    edition's pack as it is typed; the cards dealt to a player with a carte blanche; then the
    tricks as they were played, the leader's card first, each checked by the deal's reader."""
    due = edition.rules.deal.hand
    data: dict[str, Any] = {"elder": {}, "younger": {}}
    for role in ROLES:
        data[role]["hand"] = yield Question(
            f"{key}.{role}.hand",
            f"The {role}'s hand: the {due} cards he held after the exchange"
            + (" (e.g. AS KS QS JS 10S AH KH QH AD KD 7C 8C)" if role == "elder" else ""),
            heading=heading if role == "elder" else None,
            reader=_hand(edition, data, role, "hand"), hint=f"{due} cards, e.g. AS KS 10H")
    blanche = yield Question(
        f"{key}.blanche", "Did either player show a carte blanche (dealt no king, queen or "
        "knave)?", (Choice("no"), Choice("elder", "the elder"), Choice("younger", "the younger"),
                    Choice("both", "both players")), default="no")
    for role in ROLES:
        if blanche in (role, "both"):
            data[role]["dealt"] = yield from _checked(
                Question(f"{key}.{role}.dealt", f"The {due} cards dealt to the {role}, before "
                         "he discarded", reader=_hand(edition, data, role, "dealt"),
                         hint=f"{due} cards"), edition, data)
    data["tricks"] = []
    while len(data["tricks"]) < due:
        number = len(data["tricks"]) + 1
        leader: Role = _next_leader(edition, data)
        trick = yield from _checked(Question(
            f"{key}.tricks[{number - 1}]",
            f"Trick {number}: the {leader} leads. The card led, then the card the {other(leader)}"
            " played to it (e.g. AS 7S); press Enter when no more were played",
            optional=True, reader=_card_row(2), hint="two cards, e.g. AS 7S",
            blank="no more tricks"), edition, data,
            trick=True)  # fmt: skip
        if trick is None:
            break
    if not data["tricks"]:
        del data["tricks"]
    return data


def _hand(edition: Edition, data: dict[str, Any], role: str, part: str) -> Callable[[str], str]:
    """Reads a hand (or the cards dealt): cards of the edition's pack, each once, as many as
    a hand holds, none in the other player's hand."""
    from arbiter.cards import Card
    from arbiter.game.deal import misplaced

    pack = set(edition.pack)
    due = edition.rules.deal.hand

    def read(text: str) -> str:
        cards = [Card.parse(item) for item in text.replace(",", " ").split()]
        for card in cards:
            if card not in pack or cards.count(card) > 1:
                raise InputError(misplaced(card, edition, pack))
        if len(cards) != due:
            more = "one more" if len(cards) == due - 1 else f"{due - len(cards)} more"
            fix = more if len(cards) < due else f"{len(cards) - due} too many"
            raise InputError(f"{len(cards)} cards; a hand holds {due} ({fix})")
        theirs = data.get(str(other(role)), {}).get(part)  # type: ignore[arg-type]
        if theirs:
            shared = [c for c in cards if str(c) in theirs.split()]
            if shared:
                raise InputError(f"{shared[0]} is also in the {other(role)}'s "  # type: ignore[arg-type]
                                 f"{'hand' if part == 'hand' else 'cards dealt'}")
        return " ".join(map(str, cards))

    return read


def _checked(question: Question, edition: Edition, data: dict[str, Any],
             trick: bool = False) -> Asking:  # fmt: skip
    """Ask until the deal so far, with the answer, reads as a deal of the edition."""
    while True:
        answer = yield question
        if answer is None:
            return None
        trial = copy.deepcopy(data)
        if trick:
            trial["tricks"] = [*trial["tricks"], answer]
        else:
            role, part = question.key.split(".")[-2:]
            trial[role][part] = answer
        try:
            _deal(edition, trial)
        except ArbiterError as error:
            question = question.again(error.message)
            continue
        if trick:
            data["tricks"].append(answer)
        return answer


def _deal(edition: Edition, data: dict[str, Any]) -> Any:
    from arbiter.game.deal import deal_from

    return deal_from(Document(data, "<deal>"), data, (), edition.id)


def _next_leader(edition: Edition, data: dict[str, Any]) -> Role:
    if not data.get("tricks"):
        return "elder"
    winner: Role = _deal(edition, data).tricks[-1].winner
    return winner


def special_formats() -> dict[type, Callable[[Edition, str, str | None], Asking]]:
    """Formats with an interview of their own: a deal, checked as it is told."""
    from arbiter.formats.deal import DealFile

    return {DealFile: ask_deal}


def deal_text(data: Mapping[str, Any], edition: Edition) -> str:
    """A deal told to the interview as a deal file: the hands as lines of cards, a trick
    a line."""
    return "# Told to `arbiter ask --deal`. `arbiter score` scores it.\n" + dump_yaml(
        {"edition": edition.id, **data})


def dump_yaml(data: Any) -> str:
    """YAML as players write it: mappings as blocks, a list of plain values on one line
    (`claimed: {elder: 10, younger: 3}` apart, a short mapping of numbers)."""
    import yaml

    class Dumper(yaml.SafeDumper):
        pass

    def mapping(dumper: yaml.SafeDumper, value: dict[Any, Any]) -> yaml.Node:
        flow = all(isinstance(v, int) for v in value.values())
        return dumper.represent_mapping("tag:yaml.org,2002:map", value, flow_style=flow)

    def sequence(dumper: yaml.SafeDumper, value: list[Any]) -> yaml.Node:
        flow = all(not isinstance(v, dict | list) for v in value)
        return dumper.represent_sequence("tag:yaml.org,2002:seq", value, flow_style=flow)

    Dumper.add_representer(dict, mapping)
    Dumper.add_representer(list, sequence)
    return yaml.dump(data, Dumper=Dumper, sort_keys=False, allow_unicode=True, width=88)


# --- incidents known in part ---------------------------------------------------------------


class NeedField(InputError):
    """A rule read a field the interview has not asked yet (its path in the incident)."""

    def __init__(self, path: FieldPath) -> None:
        super().__init__(f"missing required key {path[-1]!r}", hint=dotted(path))
        self.path = path


def partial(cls: type, path: FieldPath, known: Mapping[str, Any]) -> Any:
    """An instance of format `cls` (at `path` in the incident) holding only `known`."""
    made: Any = object.__new__(held_class(cls, NeedField))
    object.__setattr__(made, "_path", path)
    for name, value in known.items():
        object.__setattr__(made, name, value)
    return made


# --- the incident interview ------------------------------------------------------------------


STAGE_QUESTION = "What part of the game were you at when it happened?"
KIND_QUESTION = "What happened?"


def what_happened() -> Generator[Question, Any, str]:
    """The stage of the game, then what happened in it (a kind's name is taken at once):
    the incident's kind."""
    from arbiter.formats import incident_kinds

    grouped = stages()
    stage = yield Question(
        "stage", STAGE_QUESTION, tuple(Choice(name) for name in grouped),
        heading="What happened", also={kind: ("kind", kind) for kind in incident_kinds()})
    if isinstance(stage, tuple):
        return str(stage[1])
    offered = tuple(Choice(kind, kind_summary(kind))
                    for kind in grouped[stage])
    kind: str = yield Question("incident.kind", KIND_QUESTION, offered)
    return kind


@dataclass
class IncidentInterview:
    """One incident told to `arbiter ask`, ruled under `edition`. `written` holds the
    incident as a file would (its kind and the fields asked), `settled` the fields asked
    (an optional one may be settled and unsaid)."""

    edition: Edition
    written: dict[str, Any] = field(default_factory=dict)
    settled: set[FieldPath] = field(default_factory=set)
    asked: list[FieldPath] = field(default_factory=list)

    @property
    def kind(self) -> str:
        return str(self.written["kind"])

    @property
    def format(self) -> type:
        return incident_format(self.kind)

    # the facts that change the ruling

    def until_ruled(self) -> Generator[Question, Any, Ruling]:
        """What happened (unless told already), then each field a rule reads, until a
        ruling comes out."""
        if "kind" not in self.written:
            self.written["kind"] = yield from what_happened()
        heading: str | None = (f"What decides it under {self.edition.id} "
                               f"({self.edition.short}; --edition changes it)")
        while True:
            try:
                return self.rule_known()
            except NeedField as need:
                yield from self._ask_field(need.path, heading, None)
                heading = None
            except ArbiterError as error:  # an incident that cannot happen, or a bad answer
                path = self._at_fault(error)
                self._forget(path)
                yield from self._ask_field(path, None, _problem(error))

    def rule_known(self) -> Ruling:
        """Rule on the facts known: NeedField if a rule reads one not yet asked. Facts
        answered "don't know" are tried with each value they can take where a rule reads
        them (`arbiter.rulings.depends`)."""
        from arbiter.rulings.core import Case, Context, check_possible, read_facts, registration

        entry = registration(self.kind, self.edition.root.id)

        def ruled(case: Case, edition: Edition, check: bool = False) -> Ruling:
            note = None
            if not entry.is_silent:  # a silent edition reads no fact, and none is asked
                case, note = read_facts(case, edition)  # as rule_case does
            if check:
                with contextlib.suppress(NeedField):  # checked once the fields it reads are known
                    check_possible(case, edition)
            ruling = entry.function(Context(case.incident, edition, entry.laws, case))
            return ruling if note is None else ruling._replace(notes=(*ruling.notes, note))

        def checked(case: Case, edition: Edition) -> Ruling:
            return ruled(case, edition, check=True)

        case = Case(self.known_incident())
        if has_unknown(case.incident):
            from arbiter.rulings.depends import rule_unknown

            return rule_unknown(case, self.edition, checked, ruled)
        return checked(case, self.edition)

    def known_incident(self) -> Incident:
        """The incident as known so far: its settled fields built by the reader (defaults
        for the optional ones left unsaid), the rest unknown."""
        doc = Document({"incident": copy.deepcopy(self.written)}, "<ask>")
        known: dict[str, Any] = {"kind": self.kind}
        for name, (tp, _) in fields_of(self.format).items():
            rest = self._rest_of_pack(tp)
            if (name,) not in self.settled and rest is not None:
                known[name] = rest
            if (name,) not in self.settled:
                continue
            if name in self.written:
                known[name] = self._lazy(tp, value_of(tp, doc, ("incident", name)), (name,))
            else:
                known[name] = _default(self.format, name)
        result: Incident = partial(self.format, (), known)
        return result

    def _rest_of_pack(self, tp: Any) -> int | None:
        """A count that only restates the deal (`RestOfPack`): the rest of the edition's pack
        once the parts it follows are known and one of them is wrong; else None (asked)."""
        from arbiter.formats import RestOfPack

        kind, bare, meta = shape(tp)
        options = [o for o in get_args(bare) if o is not type(None)] if kind == "union" else []
        if len(options) == 1:  # a count that may be left out: its own marks
            meta = shape(options[0])[2]
        marker = next((m for m in meta if isinstance(m, RestOfPack)), None)
        if marker is None or any((part,) not in self.settled for part in marker.parts):
            return None
        if any(self.written.get(part) == UNKNOWN_WORD for part in marker.parts):
            return None  # a hand's count not known: the stock is asked
        counts = [int(self.written[part]) for part in marker.parts]
        if all(count == self.edition.rules.deal.hand for count in counts):
            return None  # the hands are right: the stock is what is wrong, and is asked
        return max(0, len(self.edition.pack) - sum(counts))

    def _lazy(self, tp: Any, value: Any, path: FieldPath) -> Any:
        """A built value with each item of a list told step by step made partial: its
        optional fields unknown until asked."""
        kind, bare, _ = shape(tp)
        if value is None:
            return None
        if kind == "union":
            options = [o for o in get_args(bare) if o is not type(None)]
            return self._lazy(options[0], value, path) if len(options) == 1 else value
        if kind == "list" and alternatives(*shape(get_args(bare)[0])[1:]):
            return [self._item(item, (*path, index), value[:index], value)
                    for index, item in enumerate(value)]
        if kind == "dataclass" and _all_optional(bare):  # the parts not told yet: unknown
            return self._item(value, path)
        return value

    def _item(self, value: Any, path: FieldPath, earlier: Sequence[Any] = (),
              steps: Sequence[Any] = ()) -> Any:  # fmt: skip
        """A step made partial: its required fields and those asked are known, and so is a
        field that does not apply to it (its default), never asked."""
        cls: type = type(value)
        held = {name: getattr(value, name) for name, (_, required) in fields_of(cls).items()
                if required or (*path, name) in self.settled
                or not self._applies(value, name, earlier, steps)}
        return partial(cls, path, held)

    def _applies(self, step: Any, name: str, earlier: Sequence[Any],
                 steps: Sequence[Any] = ()) -> bool:  # fmt: skip
        """Whether a step's field can say anything, given what was told: not a point call's
        top card; not a correction where nothing of his came before to correct; not what the
        cards would show (`IF_NO_CARDS`: an overcall, a true holding) when his cards are
        told, or he showed cards in the telling, for then they show it."""
        applies = getattr(step, "applies", None)
        if applies is not None and not applies(name):
            return False
        if name == "corrects":  # a call answering an inquiry, or a verdict after one, is none
            from arbiter.telling.telling import family  # four knaves corrected to three (Case IX)

            if earlier and getattr(earlier[-1], "reply", None) in INQUIRIES:
                return False
            return any(type(before) is type(step) and before.by == step.by
                       and family(str(getattr(before, "call", None)))
                       == family(str(getattr(step, "call", None)))
                       and getattr(before, "reply", None) not in INQUIRIES
                       for before in earlier)  # fmt: skip
        if name in getattr(step, "IF_NO_CARDS", ()):
            told = self.written.get(str(step.by))
            showed = any(getattr(other_step, "show", "blanche") != "blanche"
                         and other_step.by == step.by for other_step in steps)  # fmt: skip
            return not (isinstance(told, dict) and told.get("hand")) and not showed
        return True

    def _ask_field(self, path: FieldPath, heading: str | None, problem: str | None) -> Asking:
        cls, name = self._owner(path)
        tp, required = fields_of(cls)[name]
        default = _default(cls, name)
        prefix = "" if len(path) == 1 else f"{_step_words(self.written, path)}\n"
        key = dotted((*path[:-1], key_of(cls, name)))
        generator = ask_value(tp, "incident." + key, edition=self.edition,
                              optional=not required, default=default, heading=heading,
                              prefix=prefix, incident_kind=self.kind)
        if can_be_unknown(tp):  # "don't know" is always an answer (STYLE 19)
            generator = _or_dont_know(generator)
        value = yield from _with_problem(generator, problem)
        self._settle(path, value)

    def _owner(self, path: FieldPath) -> tuple[type, str]:
        """The format that holds the field at `path`, and the field's name."""
        if len(path) == 1:
            return self.format, str(path[0])
        doc = Document({"incident": copy.deepcopy(self.written)}, "<ask>")
        top = path[0]
        tp = fields_of(self.format)[str(top)][0]
        value: Any = value_of(tp, doc, ("incident", top))
        for step in path[1:-1]:
            value = value[step] if isinstance(step, int) else getattr(value, step)
        return type(value), str(path[-1])

    def _settle(self, path: FieldPath, value: Any) -> None:
        from arbiter.telling.told_line import settle_whole

        self.settled.add(path)
        self.asked.append(path)
        for name in list(value) if isinstance(value, dict) else ():  # the parts told with it
            self.settled.add((*path, name))
            if value[name] is None:  # said not to be known: settled, and left out of the file
                del value[name]
        for index, step in enumerate(value if isinstance(value, list) else ()):
            if isinstance(step, dict):  # a step told in one line settles what it said
                self.settled.update(settle_whole(step, (*path, index)))
        parent: Any = self.written
        for step in path[:-1]:
            parent = parent[step]
        if value is None:
            parent.pop(path[-1], None) if isinstance(parent, dict) else None
        else:
            parent[path[-1]] = value

    def _forget(self, path: FieldPath) -> None:
        self.settled.discard(path)
        parent: Any = self.written
        for step in path[:-1]:
            parent = parent[step]
        if isinstance(parent, dict):
            parent.pop(path[-1], None)

    def _at_fault(self, error: ArbiterError) -> FieldPath:
        """The field an impossible incident is found at: the one the error names, else the
        field that names another file the error lies in, else the last one asked."""
        named = error.where.path or ""
        nested = _field_path(named.removeprefix("incident."))
        if len(nested) > 1 and nested in self.settled:  # a step's field: that one, not all
            return nested
        if named.startswith("incident."):
            first = named.split(".")[1].split("[")[0]
            if first in fields_of(self.format):
                return (first,)
        for name, value in self.written.items():
            if isinstance(value, str) and error.where.file == value:
                return (name,)
        return self.asked[-1] if self.asked else (next(iter(fields_of(self.format))),)

    # every edition, to compare

    def until_compared(self, editions: Sequence[Edition]) -> Generator[
            Question, Any, tuple[list[Ruling], list[tuple[str, str]]]]:  # fmt: skip
        """Each edition's ruling on the facts known, a field asked only when some edition's
        rule reads it (and the answers kept for the next edition and the file); an edition
        under which the facts cannot be (its pack) is left out, with why."""
        rulings: list[Ruling] = []
        skipped: list[tuple[str, str]] = []
        for edition in editions:
            trial = IncidentInterview(edition, copy.deepcopy(self.written), set(self.settled),
                                      list(self.asked))  # fmt: skip
            questions = trial.until_ruled()
            try:
                question = next(questions)
                while not question.problem:
                    question = questions.send((yield question))
                skipped.append((edition.id, question.problem))
            except StopIteration as done:
                rulings.append(done.value)
                self.written, self.settled, self.asked = trial.written, trial.settled, \
                    trial.asked
        return rulings, skipped

    # the rest, to compare or save

    def the_rest(self) -> Generator[Question, Any, Any]:
        """Each required field not asked yet; then the whole incident, read as `arbiter rule`
        reads a file (asking again a field at fault if it cannot happen). Returns it loaded."""
        from arbiter.rulings import parse_incident, rule

        heading: str | None = "What the file needs besides"
        while True:
            for name, (tp, required) in fields_of(self.format).items():
                rest = self._rest_of_pack(tp)
                if rest is not None and name not in self.written:  # written as the rest
                    self.written[name] = rest
                    self.settled.add((name,))
                if required and name not in self.written and (name,) not in self.settled:
                    yield from self._ask_field((name,), heading, None)
                    heading = None
            loaded = parse_incident(self.file_text(), "<ask>")
            try:
                rule(loaded.case, self.edition)
            except ArbiterError as error:
                path = self._at_fault(error)
                # an optional field never asked that these facts need (whose hand?) is asked
                # as a question, not as an answer at fault
                unasked = len(path) == 1 and path not in self.settled and path not in self.asked
                self._forget(path)
                yield from self._ask_field(path, None, None if unasked else _problem(error))
                continue
            return loaded

    def file_text(self, path: str | None = None) -> str:
        """The incident as a file (`path`: where it will be written, for the names of other
        files it holds, which are relative to it)."""
        written = copy.deepcopy(self.written)
        for name, (tp, _) in fields_of(self.format).items():
            if shape(tp)[0] == "include" and isinstance(written.get(name), str) and path:
                written[name] = os.path.relpath(os.path.abspath(written[name]),
                                                os.path.dirname(os.path.abspath(path)))
        ordered = {key_of(self.format, name) if name != "kind" else name: written[name]
                   for name in ["kind", *fields_of(self.format)] if name in written}  # fmt: skip
        body = dump_yaml({"edition": self.edition.id, "incident": ordered})
        return (f"# Told to `arbiter ask`: `arbiter rule` rules it, `arbiter kinds {self.kind}`\n"
                "# explains each field.\n" + body)


def _field_path(dotted_path: str) -> FieldPath:
    """`steps[0].suit` as a path: `("steps", 0, "suit")`."""
    path: list[str | int] = []
    for part in dotted_path.split("."):
        name, *indexes = part.replace("]", "").split("[")
        path.append(name)
        path.extend(int(index) for index in indexes if index.isdigit())
    return tuple(path)


def _problem(error: ArbiterError) -> str:
    """Why an answer cannot stand, in a line."""
    return error.message + (f" ({error.hint})" if error.hint else "")


def _default(cls: type, name: str) -> Any:
    found = next(f for f in dataclasses.fields(cls) if f.name == name)
    return None if found.default is dataclasses.MISSING else found.default


def _step_words(written: Mapping[str, Any], path: FieldPath) -> str:
    """`About No. 3 of the steps (by: elder, call: point):` for a field within a list item."""
    if not isinstance(path[-2], int):  # a part of a player's cards
        return f"About the {path[-2]}'s cards:"
    item: Any = written
    for step in path[:-1]:
        item = item[step]
    told = ", ".join(f"{k}: {v}" for k, v in item.items()) if isinstance(item, dict) else ""
    return f"About No. {int(path[-2]) + 1} of the {path[-3]} ({told}):"


DONT_KNOW = "don't know"
DONT_KNOW_WORDS = (DONT_KNOW, "dont know", UNKNOWN_WORD, "?")


def _or_dont_know(generator: Asking) -> Asking:
    """A question about a fact, with "don't know" taken as an answer (offered last among the
    choices): the fact is then written `unknown`, and the ruling gives each way it goes."""
    question = next(generator)
    try:
        while True:
            answer = yield _offering_dont_know(question)
            if answer is _NOT_KNOWN:
                generator.close()
                return UNKNOWN_WORD
            question = generator.send(answer)
    except StopIteration as done:
        return done.value


_NOT_KNOWN = object()  # the answer "don't know", told apart from any value


def _offering_dont_know(question: Question) -> Question:
    also = {**question.also, **dict.fromkeys(DONT_KNOW_WORDS, _NOT_KNOWN)}
    if question.choices:
        known = Choice(DONT_KNOW, "nobody knows: the ruling gives each way it goes",
                       result=_NOT_KNOWN)
        return dataclasses.replace(question, choices=(*question.choices, known), also=also)
    reader = question.reader

    def read(text: str) -> Any:
        if text.strip().lower() in DONT_KNOW_WORDS:
            return _NOT_KNOWN
        return reader(text) if reader else text

    hint = f"{question.hint}; or don't know" if question.hint else "or don't know"
    return dataclasses.replace(question, reader=read, also=also, hint=hint)


def _with_problem(generator: Asking, problem: str | None) -> Asking:
    """Run a question generator, its first question asked again because of `problem`."""
    question = next(generator)
    if problem:
        question = question.again(problem)
    try:
        while True:
            answer = yield question
            question = generator.send(answer)
    except StopIteration as done:
        return done.value


# --- offers after the ruling -------------------------------------------------------------------


def offer_compare() -> Question:
    return yes_no("compare", "Compare the rulings of every edition?", default=False)


def offer_save(what: str = "the incident", command: str = "arbiter rule") -> Question:
    return Question("save", f"Save {what} to a file that `{command}` reads? Its name (press "
                    "Enter not to save)", optional=True, reader=_file_name, blank="do not save",
                    hint="a file name ending .yaml")  # fmt: skip


def _file_name(text: str) -> str:
    if not text.lower().endswith((".yaml", ".yml")):
        raise InputError(f"{quoted(text)}: a file name ending .yaml or .yml is needed")
    folder = os.path.dirname(os.path.abspath(text))
    if not os.path.isdir(folder):
        raise InputError(f"{quoted(text)}: there is no folder {folder!r}")
    return text


def offer_replace(path: str) -> Question:
    return yes_no("replace", f"{path} exists. Replace it?", default=False)
