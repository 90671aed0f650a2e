"""The score sheet written: its text, one deal a line in a fixed order of keys, as flow values
that read back as the very same data (`arbiter.files.yamlflow`), within the bounds its reader
sets (`arbiter.sheet.file`)."""

from __future__ import annotations

from typing import Any

from arbiter.errors import ImpossibleError
from arbiter.files import yamlio
from arbiter.files.yamlflow import Emitter
from arbiter.sheet import file as sheet_file  # its bounds, read when writing
from arbiter.sheet.game import (
    Amendment,
    Deal,
    KeptRuling,
    Penalty,
    Sheet,
)


class SheetFullError(ImpossibleError):
    """A sheet that would grow past what a sheet may hold."""


def sheet_text(sheet: Sheet) -> str:
    """The sheet as YAML text in its fixed layout, with a comment saying what it is.

    Refused (SheetFullError) past any bound the sheet is read back with (its deals, values
    and bytes, each the one constant the reader checks): a sheet the tool writes is always
    one it can read."""
    text, values = written(sheet)
    if values > yamlio.MAX_VALUES:
        raise SheetFullError(f"the sheet would hold more than {yamlio.MAX_VALUES} values, more "
                             "than a sheet is read with: start a new sheet")
    if len(text.encode("utf-8")) > sheet_file.MAX_SHEET_BYTES:
        raise SheetFullError(f"the sheet would be larger than "
                             f"{sheet_file.MAX_SHEET_BYTES // 2**20} MiB, "
                             "more than a sheet is read with: start a new sheet")
    return text


def written(sheet: Sheet) -> tuple[str, int]:
    """The sheet's text, and the values in it counted as the reader counts them (the root
    mapping, `format`, the list of deals and all they hold: every scalar and collection,
    keys aside). Refused past MAX_DEALS deals, before writing them."""
    if len(sheet.deals) > sheet_file.MAX_DEALS:
        raise SheetFullError(f"a sheet holds at most {sheet_file.MAX_DEALS} deals: "
                             "start a new sheet")
    first, second = sheet.players
    game = sheet.game
    game_data: dict[str, Any] = (
        {"kind": "set", "target": game.target} if game.is_set
        else {"kind": "partie", "deals": game.deals, "bonus": game.bonus, "rubicon": game.rubicon}
    )  # fmt: skip
    emitter = Emitter()
    emitter.values += 2  # the root mapping, and the list of deals (block or `[]`)
    lines = [
        f"# arbiter score sheet: {first} v. {second}, {sheet.edition.id}, "
        f"{game.describe()}.",
        "# Kept by `arbiter partie new|record|amend|undo`; read it with `arbiter partie show`.",
        f"format: {emitter.flow(sheet_file.FORMAT)}",
        f"edition: {emitter.flow(sheet.edition.id)}",
        *([f"house_rules: {emitter.flow([vars(rules) for rules in sheet.house_rules])}"]
          if sheet.house_rules else []),
        f"players: {emitter.flow(list(sheet.players))}",
        f"game: {emitter.flow(game_data)}",
        "deals:" if sheet.deals else "deals: []",
    ]
    lines += [f"- {emitter.flow(deal_data(deal, sheet.players))}" for deal in sheet.deals]
    return "\n".join(lines) + "\n", emitter.values


def deal_data(deal: Deal, players: tuple[str, str]) -> dict[str, Any]:
    """A deal as plain data, in the order its keys are written; a key with nothing is left
    out."""
    data: dict[str, Any] = {
        "number": deal.number,
        "dealer": deal.dealer,
        "elder": deal.elder,
        "scores": _in_order(deal.scores, players),
        "source": deal.source,
    }
    if deal.set_won is not None:
        won = deal.set_won
        data["set_won"] = _present({
            "by": won.by, "how": won.how, "event": won.event, "category": won.category,
            "law": won.law, "standing": _in_order(won.standing, players) if won.standing else None,
        })  # fmt: skip
    data.update(_records(deal.penalties, deal.not_scored, deal.rulings))
    if deal.amended:
        data["amended"] = [_amendment(change, players) for change in deal.amended]
    return data


def _records(penalties: list[Penalty] | None, not_scored: KeptRuling | None,
             rulings: list[KeptRuling] | None, prefix: str = "") -> dict[str, Any]:
    """A deal's penalties, its not being scored, and its rulings, as plain data (`prefix`:
    `old_` for those an amendment replaced)."""
    data: dict[str, Any] = {}
    if penalties:
        data[f"{prefix}penalties"] = [_present({
            "player": p.player, "effect": p.effect, "what": p.what, "law": _law(p.applied_by),
        }) for p in penalties]  # fmt: skip
    if not_scored is not None:
        data[f"{prefix}not_scored"] = _present({
            "decision": not_scored.decision, "kind": not_scored.kind, "index": not_scored.index,
            "laws": [_law(law) for law in not_scored.citations] if not_scored.citations else None,
            "summary": not_scored.summary,
        })  # fmt: skip
    if rulings:
        data[f"{prefix}rulings"] = [_present({
            "kind": r.kind, "decision": r.decision,
            "citations": [_law(law) for law in r.citations] if r.citations else None,
            "summary": r.summary,
        }) for r in rulings]  # fmt: skip
    return data


def _amendment(change: Amendment, players: tuple[str, str]) -> dict[str, Any]:
    return {
        "at": change.at, "old": _in_order(change.old, players),
        "new": _in_order(change.new, players), "old_source": change.old_source,
        "new_source": change.new_source,
        **({} if change.old_scored else {"old_scored": False}),
        **({} if change.new_scored else {"new_scored": False}),
        **({} if change.change is None else {"change": change.change}),
        **_records(change.old_penalties, change.old_not_scored, change.old_rulings, "old_"),
    }  # fmt: skip


def _law(law: Any) -> dict[str, str]:
    return {"edition": law.edition, "law": law.law}


def _in_order(scores: dict[str, int], players: tuple[str, str]) -> dict[str, int]:
    return {name: scores[name] for name in players}


def _present(data: dict[str, Any]) -> dict[str, Any]:
    return {key: value for key, value in data.items() if value is not None}
