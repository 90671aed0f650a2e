"""The interview's questions (`Question`, `Choice`) and how a typed line is read into an
answer: numbers, cards, a row of cards, "don't know"; and the offers after a ruling (compare,
save)."""

from __future__ import annotations

import dataclasses
import os
from collections.abc import Callable, Generator, Mapping
from dataclasses import dataclass, field
from functools import partial as bind
from typing import TYPE_CHECKING, Any

from arbiter.errors import QUOTED, InputError, did_you_mean, quoted
from arbiter.formats.shapes import choices as allowed
from arbiter.formats.shapes import range_of, shape
from arbiter.telling.unknown import WORD as UNKNOWN_WORD

if TYPE_CHECKING:  # the editions and the rules are loaded once the first question is answered
    pass

Asking = Generator["Question", Any, Any]



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


def written_as(value: Any) -> str:
    if isinstance(value, bool):
        return "yes" if value else "no"
    return str(value)


def span(least: int | None, most: int | None) -> str:
    if least is None:
        return "a whole number"
    return f"a whole number, {least} to {most}" if most is not None else \
        f"a whole number, {least} or more"


def number_reader(least: int | None, most: int | None) -> Callable[[str], int]:
    def read(text: str) -> int:
        if not text.removeprefix("-").isdecimal():
            raise InputError(f"{quoted(text)} is not a whole number", hint=span(least, most))
        if len(text) > QUOTED:  # past any bound, and past what int() takes in one go
            raise InputError(f"{quoted(text)} is out of range", hint=span(least, most))
        number = int(text)
        if (least is not None and number < least) or (most is not None and number > most):
            raise InputError(f"{number} is out of range", hint=span(least, most))
        return number

    return read


def either_reader(options: list[Any]) -> Callable[[str], Any] | None:
    """A reader for a value that is a number, cards, or a word (a told step's `discard: 3`,
    `take: [AS, KS]`, `answer: refuses`): each tried in turn. None for other unions."""
    readers: list[Callable[[str], Any]] = []
    for option in options:
        kind, bare, markers = shape(option)
        if kind == "int":
            bounds = range_of(markers)
            readers.append(number_reader(bounds.least if bounds else None,
                                   bounds.most if bounds else None))
        elif kind == "cards":
            readers.append(cards_reader(False))
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


def cards_reader(one: bool) -> Callable[[str], str]:
    from arbiter.cards import Card

    def read(text: str) -> str:
        found = [str(Card.parse(item)) for item in text.replace(",", " ").split()]
        if one and len(found) != 1:
            raise InputError("one card is needed", hint="e.g. 10H")
        return " ".join(found)

    return read


def card_row(count: int) -> Callable[[str], list[str]]:
    read = cards_reader(False)

    def row(text: str) -> list[str]:
        found = read(text).split()
        if len(found) != count:
            raise InputError(f"{count} cards are needed, {len(found)} given",
                             hint="e.g. AS 7S: the card led, then the card played to it")
        return found

    return row


DONT_KNOW = "don't know"
DONT_KNOW_WORDS = (DONT_KNOW, "dont know", UNKNOWN_WORD, "?")


def or_dont_know(generator: Asking) -> Asking:
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


def with_problem(generator: Asking, problem: str | None) -> Asking:
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
