"""The interview behind `arbiter ask` (SPEC "At the table"): what happened, asked in the
players' words and grouped as the game goes, then only the facts that change the ruling; the
ruling; and the incident as a file that `arbiter rule` rules the same way.

It is built from the file formats: a stage of the game offers the kinds that arise in it
(`STAGES`) and those its moments can bring to light (each format's `discovered`: `stages.py`),
each by its docstring; a field is asked by its `Doc` question with each value's meaning on a
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

from arbiter.interview.deal import ask_deal
from arbiter.interview.form import alternatives, ask_format, ask_value, special_formats
from arbiter.interview.incident import IncidentInterview, NeedField, partial
from arbiter.interview.loading import load_needs
from arbiter.interview.output import deal_text, dump_yaml
from arbiter.interview.questions import (
    DONT_KNOW,
    Choice,
    Question,
    offer_compare,
    offer_replace,
    offer_save,
    yes_no,
)
from arbiter.interview.stages import KIND_QUESTION, STAGE_QUESTION, what_happened

__all__ = [
    "DONT_KNOW", "KIND_QUESTION", "STAGE_QUESTION", "Choice", "IncidentInterview", "NeedField",
    "Question", "alternatives", "ask_deal", "ask_format", "ask_value", "deal_text", "dump_yaml",
    "load_needs", "offer_compare", "offer_replace", "offer_save", "partial", "special_formats",
    "what_happened", "yes_no",
]
