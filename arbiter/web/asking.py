"""The interview on a web page: a question a screen, each answer a request.

A page keeps no interview in memory: the answers given so far travel with the page (in its
address), and each request replays them through the core's interview (`arbiter.interview`)
from the start, as a script's answers drive `arbiter ask`. The interview's questions are
shown as they come, whatever they are (choices as buttons, a line to type, an answer that
may be left unsaid), so the page follows the interview as it changes. An answer that is no
answer, or a fact that cannot be, brings its question back with the reason, the answers
before it kept.

After the ruling, comparing the editions or downloading the incident asks the facts the
file still needs (`IncidentInterview.the_rest`), as `arbiter ask` does before it compares
or saves.
"""

from __future__ import annotations

import re
from collections.abc import Generator, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.errors import ArbiterError, InputError
from arbiter.interview import IncidentInterview, Question

if TYPE_CHECKING:
    from arbiter.lawbook.editions import Edition
    from arbiter.rulings.core import Ruling

THEN = ("compare", "save")  # what a player asked for after the ruling


@dataclass(frozen=True)
class Asked:
    """Where the interview stands after the answers: the answers that stand, the question
    to ask next (None once ruled), the ruling, and the incident whole when it was asked for
    (`then`), read as `arbiter rule` reads a file."""

    edition: Edition
    answers: tuple[str, ...]
    then: str | None
    interview: IncidentInterview
    question: Question | None = None
    ruling: Ruling | None = None
    loaded: Any = None


def replay(edition: Edition, answers: Sequence[str], then: str | None = None) -> Asked:
    """Drive a fresh interview with `answers`, one a question, as typed; stop at the first
    that is no answer (its question asked again, with the reason) or when it is done."""
    interview = IncidentInterview(edition)
    talk = _conversation(interview, then)
    given: list[str] = []
    try:
        question = _told_here(talk, next(talk))
        for typed in answers:
            try:
                value = question.answer(typed)
            except InputError as error:
                question = question.again(_reason(error))
                break
            given.append(typed)
            question = _told_here(talk, talk.send(value))
    except StopIteration as done:
        ruling, loaded = done.value
        return Asked(edition, tuple(given), then, interview, None, ruling, loaded)
    return Asked(edition, tuple(given), then, interview, question)


def _conversation(interview: IncidentInterview,
                  then: str | None) -> Generator[Question, Any, tuple[Ruling, Any]]:
    """Until ruled; then, for a comparison or a download, the rest of the incident."""
    ruling = yield from interview.until_ruled()
    if then not in THEN:
        return ruling, None
    loaded = yield from interview.the_rest()
    return ruling, loaded


def _told_here(talk: Generator[Question, Any, Any], question: Question) -> Question:
    """Past the questions that offer to read a value from a file (a disputed deal's file):
    the page tells it here, as the server reads no file but its sheet."""
    while _names_a_file(question):
        question = talk.send(None)
    return question


def _names_a_file(question: Question) -> bool:
    return getattr(question.reader, "__qualname__", "").startswith("_file_of.")


TERMINAL_WORDS = ((re.compile(r";? --edition changes it"), ""),
                  (re.compile(r"press Enter"), "“{blank}”"))  # fmt: skip


def page_words(text: str, blank: str = "nothing") -> str:
    """A question's words on a page: the terminal's keys and options left out."""
    for said, shown in TERMINAL_WORDS:
        text = said.sub(shown.format(blank=blank), text)
    return text


def _reason(error: ArbiterError) -> str:
    return error.message + (f" ({error.hint})" if error.hint else "")


def incident_file(asked: Asked) -> str:
    """The incident as the file `arbiter rule` reads, once it reads back and rules as the
    answers did (as `arbiter ask --save` writes it)."""
    from arbiter.rulings import choose_edition, parse_incident, rule

    assert asked.loaded is not None
    text = asked.interview.file_text()
    again = parse_incident(text, "<download>")
    if rule(again.case, choose_edition(again)).gist() != rule(asked.loaded.case,
                                                                asked.edition).gist():
        raise RuntimeError("the file would not rule as the answers did")
    return text


def file_name(asked: Asked) -> str:
    return f"{asked.interview.kind}.yaml"
