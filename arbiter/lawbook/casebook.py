"""Cavendish's *Cases and Decisions*: twenty-two disputes decided under the 1882 laws by their
commentator, read from the file an edition names as its `casebook:` (laws/*-cases.yaml).

The law store reads each case as a record beside the laws (`Edition.law("Case XVII")`), so
`laws show`, `laws search` and `laws index` reach them as they reach a law. This module keeps
what only a case has: its title, the laws it applies, and the words of his that decide it,
which a ruling that follows the case quotes (`Commentary`), always from the store's text.
"""

from __future__ import annotations

import re
from functools import cache
from typing import Any, NamedTuple

SOURCE = "Cavendish, Cases and Decisions"
CASE_PREFIX = "Case "
ROMAN = (("xl", 40), ("x", 10), ("ix", 9), ("v", 5), ("iv", 4), ("i", 1))
CASE_NAME = re.compile(r"^(?:case\s*)?([ivxl]+)$|^case\s*(\d+)$", re.IGNORECASE)


class CaseRecord(NamedTuple):
    """One case as the casebook file writes it."""

    id: str
    title: str
    applies: tuple[str, ...]
    deciding: str
    disputed: str | None
    text: str

    @property
    def numeral(self) -> str:
        """The case's Roman numeral ("XVII")."""
        return self.id.removeprefix(CASE_PREFIX)


class Commentary(NamedTuple):
    """A case a ruling follows, quoted beside the law: his deciding words, from the store."""

    source: str
    case: str
    text: str

    def to_json(self) -> dict[str, str]:
        return {"source": self.source, "case": self.case, "text": self.text}


def roman(number: int) -> str:
    """A number as a case numeral (17 -> XVII)."""
    found = ""
    for letters, value in ROMAN:
        while number >= value:
            found += letters.upper()
            number -= value
    return found


def case_id(name: str) -> str | None:
    """The id of the case a reader names: "Case XVII", "case 17", "XVII" (any case); None for
    a name that is no case's."""
    matched = CASE_NAME.match(str(name).strip())
    if matched is None:
        return None
    numeral = matched.group(1) or roman(int(matched.group(2)))
    return CASE_PREFIX + numeral.upper()


def records(data: dict[str, Any]) -> list[CaseRecord]:
    """The cases of a casebook file's data, in order."""
    return [
        CaseRecord(
            id=str(record["id"]),
            title=str(record["title"]),
            applies=tuple(str(law) for law in record.get("applies") or ()),
            deciding=str(record["deciding"]),
            disputed=record.get("disputed"),
            text=str(record["text"]),
        )
        for record in data["cases"]
    ]


@cache
def casebook(edition_id: str) -> dict[str, CaseRecord]:
    """The cases of an edition's casebook by id ({} for an edition that has none)."""
    from arbiter.lawbook.editions import casebook_data

    data = casebook_data(edition_id)
    return {case.id: case for case in records(data)} if data else {}


def find_case(edition_id: str, numeral: str) -> CaseRecord:
    """The case with this numeral ("XVII") in the edition's casebook; KeyError if none."""
    return casebook(edition_id)[case_id(numeral) or numeral]


def commentary(edition_id: str, numeral: str) -> Commentary:
    """What a ruling that follows a case quotes: his deciding words."""
    case = find_case(edition_id, numeral)
    return Commentary(SOURCE, case.numeral, case.deciding)
