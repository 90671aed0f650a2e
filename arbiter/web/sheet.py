"""The partie sheet on the page: what it shows (the running score as the players read it,
the race, the result) and what its forms do (start, record, amend, undo), each through the
core's operations on the file (`arbiter.sheet.partie`), under the same lock as the command line.

Two phones at once: every change reads the sheet afresh under its lock, so a deal recorded
from each is kept, each with its own number; a page that showed deal 4 as next says so when
its deal became deal 5. Undo takes back a deal only if the sheet is still the one the page
showed: a deal just recorded from the other phone is never taken back unseen.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from pathlib import Path

from arbiter.errors import ImpossibleError
from arbiter.sheet.game import Sheet


@dataclass(frozen=True)
class Row:
    """A deal on the sheet as the table shows it."""

    number: int
    dealer: str
    elder: str
    scores: tuple[str, str]
    running: tuple[int, int]
    note: str
    mark: str
    notes: tuple[str, ...]


@dataclass(frozen=True)
class Bar:
    name: str
    total: int
    width: float  # of the whole bar, in per cent


@dataclass(frozen=True)
class SheetView:
    """What the sheet's page shows."""

    players: tuple[str, str]
    edition: str
    game: str
    rows: tuple[Row, ...]
    bars: tuple[Bar, ...]
    mark: float  # where the set or the rubicon stands on the bars, in per cent
    mark_label: str
    next: str | None
    elder: str | None
    younger: str | None
    result: tuple[str, ...]
    is_set: bool
    seen: str  # the sheet as shown, for undo


def seen(sheet: Sheet) -> str:
    """A fingerprint of the sheet as a page shows it."""
    from arbiter.sheet.file import sheet_text

    return hashlib.sha256(sheet_text(sheet).encode()).hexdigest()[:16]


def sheet_view(sheet: Sheet) -> SheetView:
    from arbiter.sheet.game import ordinals, running_totals, standing, totals
    from arbiter.sheet.partie import next_deal
    from arbiter.sheet.sheetview import deal_notes
    from arbiter.ui.partie import banner_lines, next_text, note

    first, second = sheet.players
    rows = []
    for deal, running, place in zip(sheet.deals, running_totals(sheet), ordinals(sheet),
                                    strict=True):
        shown = ((str(deal.scores[first]), str(deal.scores[second])) if deal.counted
                 else ("–", "–"))
        mark = "⚖" if deal.penalties else "✗" if not deal.counted else ""
        rows.append(Row(deal.number, deal.dealer, deal.elder, shown,
                        (running[first], running[second]), note(sheet, deal, place),
                        mark, tuple(deal_notes(sheet, deal))))
    scores = totals(sheet)
    target = sheet.game.goal if sheet.game.is_set else sheet.game.rubicon
    scale = max([target, *scores.values(), 1])
    result = standing(sheet)
    upcoming = None if result.finished else next_deal(sheet)
    return SheetView(
        sheet.players, sheet.edition.id, sheet.game.describe(), tuple(rows),
        tuple(Bar(name, scores[name], 100 * scores[name] / scale) for name in sheet.players),
        100 * target / scale,
        f"the set, {target}" if sheet.game.is_set else f"the rubicon, {target}",
        None if upcoming is None else next_text(sheet),
        None if upcoming is None else upcoming.elder,
        None if upcoming is None else upcoming.dealer,
        tuple(banner_lines(sheet, result)) if result.finished else (),
        sheet.game.is_set, seen(sheet))


def start(path: Path, edition: str | None, players: list[str], target: int | None) -> str:
    from arbiter.sheet.partie import start as start_sheet

    sheet = start_sheet(path, edition, players, target)
    return f"Started: {sheet.players[0]} v. {sheet.players[1]}, {sheet.game.describe()}."


def record(path: Path, elder: int, younger: int, first: str | None, expected: int | None) -> str:
    from arbiter.sheet.partie import record as record_deal
    from arbiter.ui.partie import recorded_text

    sheet, added = record_deal(path, elder=elder, younger=younger, first=first)
    said = recorded_text(sheet, added)
    if expected is not None and added.number != expected:
        said += (f" (Deal {expected} was recorded meanwhile from another phone: this one "
                 f"is deal {added.number}.)")
    return said


def amend(path: Path, number: int, elder: int, younger: int, first: str | None) -> str:
    from arbiter.sheet.partie import amend as amend_deal
    from arbiter.ui.partie import amended_text

    sheet, amended = amend_deal(path, number, elder=elder, younger=younger, first=first)
    return f"{amended_text(sheet, amended)} {amended.note}"


def undo(path: Path, shown: str) -> str:
    """Take back the last change (as `partie undo`), if the sheet is as the page showed it."""
    from arbiter.sheet.partie import Undone, change_sheet
    from arbiter.sheet.partie import undo as take_back
    from arbiter.ui.partie import undone_text

    def change(sheet: Sheet) -> tuple[Sheet, Undone]:
        if seen(sheet) != shown:
            raise ImpossibleError("the sheet changed since this page showed it (a deal "
                                  "recorded or amended from another phone?): look at it "
                                  "again, then undo if you still mean to")
        return take_back(sheet)

    sheet, undone = change_sheet(path, change)
    return undone_text(sheet, undone)
