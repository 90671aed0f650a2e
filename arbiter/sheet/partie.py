"""The partie score sheet's operations: start a sheet, record a deal, take one back, amend one.

Each works on a sheet in memory (`arbiter.sheet.game.Sheet`) and, through `change_sheet`, on the
file: under its lock (`arbiter.files.safefile`) the sheet is read and checked, changed, and
written whole, so a sheet is always either the old one or the new one. A sheet that cannot
be read is reported (file, line, what is wrong) and never written.

Correcting a deal (`amend`) keeps to the limit the edition sets on putting a score right
(its `corrections` parameter): 1882 law 70, until the player in error has seen his next
hand; 1651 XI.3 and Cotton 14, a pique or repique left out called for before the cards are
cut for the next deal (no limit on any other correction); au cent 27, at any time during
the game. Miller sets none.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator, Sequence
from dataclasses import replace
from pathlib import Path
from typing import TypeVar

from arbiter.errors import ArbiterError, InputError
from arbiter.files.yamlio import load_file
from arbiter.sheet.amend import (
    Amended,
    Undone,
    amend_deal,
    now_stamp,
    undo,
)
from arbiter.sheet.file import Mending, load_sheet
from arbiter.sheet.game import (
    Deal,
    Sheet,
)
from arbiter.sheet.houserules import house_rules_of
from arbiter.sheet.record import (
    DealMaker,
    add_deal,
    by_hand,
    from_file,
    new_sheet,
)
from arbiter.sheet.writing import sheet_text

T = TypeVar("T")


# --- starting ------------------------------------------------------------------------------


def start(path: Path | str, edition: str | None, players: Sequence[str],
          target: int | None = None) -> Sheet:
    """`partie new`: make a fresh sheet and write it; refused if the file exists."""
    from arbiter.files.safefile import locked

    with _about(path):
        sheet = new_sheet(edition, players, target)
        sheet = replace(sheet, house_rules=house_rules_of(sheet.edition, path))
        folder = Path(path).resolve().parent
        if not folder.is_dir():
            raise InputError("no such folder")
        if Path(path).exists():
            raise _exists()
        with _written(path), locked(path) as held:
            try:
                held.create(sheet_text(sheet))
            except FileExistsError:
                raise _exists() from None
    return sheet


def _exists() -> InputError:
    return InputError("already exists: a new sheet never replaces one (choose another name)")


# --- on the file ---------------------------------------------------------------------------


@contextlib.contextmanager
def _about(path: Path | str) -> Iterator[None]:
    """Errors that do not say which file they are about are about the sheet."""
    try:
        yield
    except ArbiterError as error:
        raise error.located(file=str(path)) from None


@contextlib.contextmanager
def _written(path: Path | str) -> Iterator[None]:
    """A failed write names the sheet."""
    from arbiter.files.safefile import WriteError

    try:
        yield
    except WriteError as error:
        raise error.about("the sheet") from None


def change_sheet(path: Path | str, change: Callable[[Sheet], tuple[Sheet, T]],
                 mending: Mending | None = None) -> tuple[Sheet, T]:
    """Under the sheet's lock: read it, apply `change`, and write the result atomically.
    `mending` names the deal the change takes back or puts right, which may be one edited
    by hand (`arbiter.sheet.file.HandEdited`)."""
    from arbiter.files.safefile import locked

    if not Path(path).exists():
        load_file(path)  # the usual 'no such file' message, without creating a lock file
    with _about(path), _written(path), locked(path) as held:
        sheet = load_sheet(path, mending)
        changed, extra = change(sheet)
        held.write(sheet_text(changed))
    return changed, extra


def _maker(deal: Path | str | None, elder: int | None, younger: int | None,
           first: str | None) -> DealMaker:
    if deal is not None:
        return from_file(deal)
    assert elder is not None and younger is not None
    return by_hand(elder, younger, first)


def record(path: Path | str, *, deal: Path | str | None = None, elder: int | None = None,
           younger: int | None = None, first: str | None = None) -> tuple[Sheet, Deal]:
    """`partie record`: a deal file, or the two scores counted by hand."""
    make = _maker(deal, elder, younger, first)

    def change(sheet: Sheet) -> tuple[Sheet, Deal]:
        changed = add_deal(sheet, make)
        return changed, changed.deals[-1]

    return change_sheet(path, change)


def take_back(path: Path | str) -> tuple[Sheet, Undone]:
    """`partie undo`: take back the last change, a deal recorded or an amendment."""
    return change_sheet(path, undo, mending=range)  # down to a deal edited by hand


def amend(path: Path | str, number: int, *, deal: Path | str | None = None,
          elder: int | None = None, younger: int | None = None,
          first: str | None = None, unreckoned: bool = False) -> tuple[Sheet, Amended]:
    """`partie amend`: correct deal `number` from a deal file or two scores counted by hand;
    `unreckoned`: what it adds was never reckoned (not a miscount)."""
    make, at = _maker(deal, elder, younger, first), now_stamp()
    return change_sheet(path, lambda sheet: amend_deal(sheet, number, make, at, unreckoned),
                        mending=lambda count: {number - 1})
