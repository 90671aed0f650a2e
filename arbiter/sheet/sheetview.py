"""The score sheet for other programs: JSON (`--json`) and CSV (`show --csv`), and the words
that say why a deal scored as it did (its penalties, why it was not scored, its corrections),
shared with the screen."""

from __future__ import annotations

import csv
import io
from typing import Any

from arbiter.sheet.game import (
    Deal,
    Sheet,
    Standing,
    law_named,
    laws_named,
    running_totals,
    standing,
    tally,
)


def sheet_json(sheet: Sheet) -> dict[str, Any]:
    """`partie show --json`: the SPEC's keys, each deal's record beside its scores, and
    whether the loser was rubiconed (null for a set, a draw, or a game not over)."""
    result = standing(sheet)
    return {
        "edition": sheet.edition.id,
        "players": list(sheet.players),
        "deals": [deal_json(sheet, deal) for deal in sheet.deals],
        "totals": tally(sheet).totals,
        "finished": result.finished,
        "winner": result.winner,
        "result": result_json(result),
    }


def result_json(result: Standing) -> dict[str, Any] | None:
    if result.winner is None:
        return None
    data: dict[str, Any] = {"winner": result.winner, "points": result.points,
                            "rubiconed": result.rubicon}
    if result.double:
        data["double"] = True
    if result.penalty is not None:
        data["lost_by_penalty"] = {"player": result.loser, "law": result.law}
    return data


def deal_json(sheet: Sheet, deal: Deal) -> dict[str, Any]:
    """A deal as JSON: the SPEC's number, dealer, elder and scores, and what else the sheet
    keeps with it, under the sheet's own keys, when there is any: the deal file's whole path
    as recorded (`source`; none for a deal counted by hand), `set_won`, `penalties`,
    `not_scored`, `rulings`, `amended`."""
    from arbiter.sheet.game import HAND_COUNTED
    from arbiter.sheet.writing import deal_data

    data = deal_data(deal, sheet.players)
    if data["source"] == HAND_COUNTED:
        del data["source"]
    return data


def _incident_of(deal: Deal, law: str) -> str:
    """`; surplus-take-in`: the kind of the deal's incident whose ruling laid a penalty by
    `law` ("" for a penalty written in the deal file)."""
    for ruling in deal.rulings or ():
        if any(cited.law == law for cited in ruling.citations or ()):
            return f"; {words(ruling.kind)}"
    return ""


def deal_notes(sheet: Sheet, deal: Deal) -> list[str]:
    """What to say under the table about one deal: why it was not scored, each penalty
    applied (`deal 3: Ben, younger, reckons nothing (law 58)`), each correction."""
    lines = []
    if deal.not_scored is not None:
        out = deal.not_scored
        cited = f", {laws_named(out.law_ids)}" if out.citations else ""
        lines.append(f"deal {deal.number} not scored ({words(out.kind)}): "
                     f"{words(out.decision)}{cited}"
                     + (f" ({out.summary})" if out.summary else ""))
    for penalty in deal.penalties or ():
        name = deal.name_of(penalty.player)
        what = f" ({penalty.what})" if penalty.what else ""
        why = _incident_of(deal, penalty.applied_by.law)
        lines.append(f"deal {deal.number}: {name}, {penalty.player}, {words(penalty.effect)}"
                     f"{what} ({law_named(penalty.applied_by.law)}{why})")
    for change in deal.amended or ():
        old = "-".join(str(change.old[name]) for name in sheet.players)
        new = "-".join(str(change.new[name]) for name in sheet.players)
        old = old if change.old_scored else "not scored"
        new = new if change.new_scored else "not scored"
        lines.append(f"deal {deal.number} amended {change.at}: {old} to {new}")
    return lines


def words(term: str) -> str:
    """`reckons-nothing` as words: `reckons nothing`."""
    return term.replace("-", " ").replace("_", " ")


def counted_words(deal: Deal) -> str:
    """How a deal was counted, in the words of its `source`: `hand-counted`, `deal-file`
    (scored by the arbiter from the file named in `source`), or `not-scored` (dealt again)."""
    from arbiter.sheet.game import HAND_COUNTED

    if not deal.counted:
        return "not-scored"
    return HAND_COUNTED if deal.source == HAND_COUNTED else "deal-file"


def sheet_csv(sheet: Sheet) -> str:
    """`partie show --csv`: a header, then one row per deal: number, dealer, elder, each
    player's score, the running totals, and the notes (penalties, not scored, corrections)."""
    first, second = sheet.players
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    rows: list[list[str | int]] = [["deal", "dealer", "elder", first, second, f"{first} total",
                                     f"{second} total", "counted", "source", "notes"]]
    for deal, running in zip(sheet.deals, running_totals(sheet), strict=True):
        rows.append([deal.number, deal.dealer, deal.elder, deal.scores[first],
                     deal.scores[second], running[first], running[second],
                     counted_words(deal), deal.source,
                     "; ".join(deal_notes(sheet, deal))])
    writer.writerows([[inert(cell) for cell in row] for row in rows])
    return out.getvalue()


FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


def inert(cell: str | int) -> str | int:
    """A cell a spreadsheet will show, not run: a text beginning as a formula does (a player
    named `=HYPERLINK(...)`, a file `@SUM(...).yaml`) is written after a `'`, as spreadsheet
    exports do (OWASP's advice on CSV injection); numbers are left as they are."""
    if isinstance(cell, str) and cell.startswith(FORMULA_STARTS):
        return "'" + cell
    return cell
