"""The score sheet file: its format, reading and checking it, and writing it.

A sheet is a YAML file with a `format` version, the edition, the two players (the first
dealt first), the game, and the deals, one a line, in a fixed order of keys:

    format: 1
    edition: portland-1882
    players: [Anne, Ben]
    game: {kind: partie, deals: 6, bonus: 100, rubicon: 100}
    deals:
    - {number: 1, dealer: Anne, elder: Ben, scores: {Anne: 5, Ben: 89}, source: hand-counted}

A deal's record (`arbiter.game.Deal`) is both what the file holds and what the game reads:
the sheet has one shape. Each deal has its own `number`, its row (a deal not scored too).
Sheets written in the earlier layouts read the same: a deal over several lines, and the
numbering where a deal dealt again after one not scored took that one's number (read with
each deal renumbered by its row, and so written at the next change). Reading checks, in
one pass with the running totals, that the sheet could have been written by the game's
rules; any problem names the file, line and field.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace
from functools import lru_cache
from pathlib import Path
from typing import Any, Literal

from arbiter.editions import Edition, find_edition
from arbiter.errors import ArbiterError, ImpossibleError, InputError
from arbiter.game import (
    Amendment,
    Deal,
    Game,
    NotScored,
    Penalty,
    Ruling,
    SetWon,
    Sheet,
    Tally,
    game_for,
    is_over,
    reached,
    seats,
    step,
)
from arbiter.validate import build
from arbiter.yamlio import MAX_VALUES, Document, FieldPath, display_name, load_text, read_text

FORMAT = 1
MAX_SHEET_BYTES = 64 * 2**20  # a sheet's own bound: far past the most deals it may hold
MAX_DEALS = 5000  # a set of any agreed size ends long before; a sheet past it is refused
MAX_NAME = 40
ROLE_WORDS = ("elder", "younger")


# --- the file's head (its deals are `arbiter.game.Deal` records) ---------------------------


@dataclass(frozen=True)
class SetGameFile:
    """A set game: the first to reach `target` wins (1651 I.2)."""

    kind: Literal["set"]
    target: int


@dataclass(frozen=True)
class PartieGameFile:
    """A partie of `deals` deals with the rubicon (1882 laws 71-73)."""

    kind: Literal["partie"]
    deals: int
    bonus: int
    rubicon: int


@dataclass(frozen=True)
class SheetFile:
    """A sheet as written: its edition, the two players, the game, and the deals so far."""

    format: int
    edition: str
    players: tuple[str, str]
    game: SetGameFile | PartieGameFile
    deals: list[Deal] | None = None  # none yet


def name_problem(name: str) -> str | None:
    """Why a player's name cannot be used, or None."""
    if not name.strip():
        return "a player's name cannot be empty"
    if len(name) > MAX_NAME:
        return f"a player's name is at most {MAX_NAME} characters"
    if any(not char.isprintable() for char in name):
        return f"the name {name!r} holds a control character"
    if name.strip().lower() in ROLE_WORDS:
        return f"{name!r} names a role, not a player: choose another name"
    if name != name.strip():
        return f"the name {name!r} has spaces around it"
    return None


def players_problem(names: Sequence[str]) -> tuple[int | None, str] | None:
    """Why names cannot be a sheet's two players: the index of the name at fault (None when
    it is not one name's fault) and the reason; None when they can."""
    if len(names) != 2:
        return None, f"a partie has exactly two players, not {len(names)}"
    for index, name in enumerate(names):
        problem = name_problem(name)
        if problem:
            return index, problem
    if names[0].lower() == names[1].lower():
        return None, f"the two players need different names (both are {names[0]!r})"
    return None


# --- reading -------------------------------------------------------------------------------


def load_sheet(path: Path | str) -> Sheet:
    """Read and check a sheet; any problem is an InputError/ImpossibleError naming the line."""
    return sheet_from_text(read_text(path, MAX_SHEET_BYTES), display_name(path))


def sheet_from_text(text: str, name: str) -> Sheet:
    """A sheet from its text. Read first without the place of every value (quicker on a long
    sheet); a sheet with a problem is read again with them, to name the line."""
    try:
        return sheet_from(load_text(text, name, marks=False))
    except ArbiterError as error:
        if error.where.line is not None:
            raise
        first = error
    try:
        sheet_from(load_text(text, name))
    except ArbiterError as located:
        raise located from None
    raise first


def sheet_from(doc: Document) -> Sheet:
    _check_format(doc)
    return _Checker(doc).sheet(build(SheetFile, doc))


def _check_format(doc: Document) -> None:
    data = doc.data
    if not isinstance(data, dict) or "format" not in data:
        raise InputError(f"not an arbiter score sheet: it has no 'format: {FORMAT}' key",
                         doc.where(()))
    if data["format"] != FORMAT or isinstance(data["format"], bool):
        raise InputError(f"sheet format {data['format']!r} is not one this arbiter reads "
                         f"(it reads format {FORMAT})", doc.where(("format",)))


def renumbered(deals: tuple[Deal, ...]) -> tuple[Deal, ...]:
    """The deals numbered by their rows, when the sheet was written in the earlier numbering
    (a deal dealt again after one not scored took that one's number); else as they are."""
    earlier, count = [], 0
    for deal in deals:
        earlier.append(count + 1)
        count += deal.counted
    rows = range(1, len(deals) + 1)
    numbers = [deal.number for deal in deals]
    if numbers == list(rows) or numbers != earlier:
        return deals
    return tuple(replace(deal, number=row) for deal, row in zip(deals, rows, strict=True))


class _Checker:
    """Checks, in one pass with the running totals, that a sheet's content could have been
    written by the game's rules."""

    def __init__(self, doc: Document) -> None:
        self.doc = doc

    def fail(self, path: FieldPath, message: str) -> ImpossibleError:
        return ImpossibleError(message, self.doc.where(path))

    def sheet(self, spec: SheetFile) -> Sheet:
        try:
            edition = find_edition(spec.edition)
        except InputError as error:
            raise error.located(self.doc.where(("edition",))) from None
        players = self.players(spec.players)
        game = self.game(spec.game, edition)
        deals = renumbered(tuple(spec.deals or ()))
        now = Tally.start(players)
        for index, deal in enumerate(deals):
            self.deal(deal, index, game, players, now)
            now = step(game, now, deal)
        return Sheet(edition, players, game, deals)

    def players(self, names: tuple[str, str]) -> tuple[str, str]:
        found = players_problem(names)
        if found is not None:
            index, problem = found
            raise self.fail(("players",) if index is None else ("players", index), problem)
        return names

    def game(self, spec: SetGameFile | PartieGameFile, edition: Edition) -> Game:
        rule = edition.rules.game
        if spec.kind != rule.kind:
            raise self.fail(("game", "kind"), f"{edition.id} plays a {rule.kind} (law "
                            f"{rule.law}), not a {spec.kind}")
        if isinstance(spec, SetGameFile):
            self.at_least(spec.target, 1, ("game", "target"))
            return game_for(edition, spec.target)
        self.at_least(spec.deals, 1, ("game", "deals"))
        self.at_least(spec.bonus, 0, ("game", "bonus"))
        self.at_least(spec.rubicon, 0, ("game", "rubicon"))
        return game_for(edition)._replace(deals=spec.deals, bonus=spec.bonus,
                                          rubicon=spec.rubicon)

    def at_least(self, value: int, least: int, path: FieldPath) -> None:
        if value < least:
            raise self.fail(path, f"must be {least} or more, not {value}")

    def deal(self, deal: Deal, index: int, game: Game, players: tuple[str, str],
             now: Tally) -> None:
        """One deal, checked against the game so far: its number (its row), players,
        scores, set."""
        at: FieldPath = ("deals", index)
        number = index + 1
        if is_over(game, now):
            raise self.fail(at, f"deal {number} comes after the end of the {game.kind}")
        if deal.number != number:
            raise self.fail((*at, "number"), f"should be {number} (each deal on the sheet has "
                            f"its own number, a deal not scored too), not {deal.number}")
        dealer, elder = seats(players, now.counted + 1)
        for key, value in {"dealer": dealer, "elder": elder}.items():
            if getattr(deal, key) != value:
                raise self.fail((*at, key), f"should be {value} (deals alternate, a deal not "
                                f"scored is dealt again by its dealer; {players[0]} dealt the "
                                f"first), not {getattr(deal, key)}")
        self.scores(deal.scores, players, (*at, "scores"))
        if not deal.source.strip():
            raise self.fail((*at, "source"), "the source cannot be empty")
        for index, change in enumerate(deal.amended or ()):
            self.scores(change.old, players, (*at, "amended", index, "old"))
            self.scores(change.new, players, (*at, "amended", index, "new"))
        if not deal.counted and any(deal.scores.values()):
            raise self.fail((*at, "scores"), "a deal not scored scores nothing")
        self.set_won(deal, at, game, players, now)

    def scores(self, scores: dict[str, int], players: tuple[str, str], path: FieldPath) -> None:
        for name in scores:
            if name not in players:
                raise self.fail((*path, name), f"{name!r} is not a player of this sheet "
                                f"({players[0]}, {players[1]})")
        for name in players:
            if name not in scores:
                raise self.fail(path, f"no score for {name}")
            self.at_least(scores[name], 0, (*path, name))

    def set_won(self, deal: Deal, at: FieldPath, game: Game, players: tuple[str, str],
                now: Tally) -> None:
        """In a set game, a deal marks the set won exactly when its winner's total reaches it."""
        won = deal.set_won
        path = (*at, "set_won")
        if not game.is_set or not deal.counted:
            if won is not None:
                raise self.fail(path, "a partie has no set to win" if not game.is_set
                                else "a deal not scored wins no set")
            return
        start = now.totals
        after = {name: start[name] + deal.scores[name] for name in players}
        passing = reached(game, start, deal.scores)
        if won is None:
            if passing:
                raise self.fail(at, f"{passing[0]} reaches the set of {game.target} in this "
                                f"deal ({after[passing[0]]}) but no 'set_won' says who won it")
            return
        if won.by not in players:
            raise self.fail((*path, "by"), f"{won.by!r} is not a player of this sheet")
        if won.by not in passing:
            raise self.fail((*path, "by"), f"{won.by} has {after[won.by]} after this deal, "
                            f"short of the set of {game.target}")
        if won.event is not None:
            self.at_least(won.event, 1, (*path, "event"))
        if won.standing is not None:
            self.scores(won.standing, players, (*path, "standing"))
            self.standing(won, start, after, game.goal, (*path, "standing"))

    def standing(self, won: SetWon, start: dict[str, int], after: dict[str, int],
                 target: int, path: FieldPath) -> None:
        """The totals when the set was won: within the deal, the winner at the set, the
        other short of it (else he would have won it first)."""
        assert won.standing is not None
        for name, value in won.standing.items():
            if not start[name] <= value <= after[name]:
                raise self.fail((*path, name), f"{value} is not a total {name} had during "
                                f"this deal ({start[name]} to {after[name]})")
            if (value >= target) != (name == won.by):
                raise self.fail((*path, name), f"with {value}, {name} cannot be where the "
                                f"set of {target} was won by {won.by}")


# --- writing -------------------------------------------------------------------------------


class SheetFullError(ImpossibleError):
    """A sheet that would grow past what a sheet may hold."""


def sheet_text(sheet: Sheet) -> str:
    """The sheet as YAML text in its fixed layout, with a comment saying what it is.

    Refused (SheetFullError) past MAX_DEALS deals, or past the values a sheet is read back
    with: a sheet the tool writes is always one it can read."""
    if len(sheet.deals) > MAX_DEALS:
        raise SheetFullError(f"a sheet holds at most {MAX_DEALS} deals: start a new sheet")
    first, second = sheet.players
    game = sheet.game
    game_data: dict[str, Any] = (
        {"kind": "set", "target": game.target} if game.is_set
        else {"kind": "partie", "deals": game.deals, "bonus": game.bonus, "rubicon": game.rubicon}
    )  # fmt: skip
    emitter = _Emitter()
    lines = [
        f"# arbiter score sheet: {first} v. {second}, {sheet.edition.id}, "
        f"{game.describe()}.",
        "# Kept by `arbiter partie new|record|amend|undo`; read it with `arbiter partie show`.",
        f"format: {FORMAT}",
        f"edition: {emitter.flow(sheet.edition.id)}",
        f"players: {emitter.flow(list(sheet.players))}",
        f"game: {emitter.flow(game_data)}",
        "deals:" if sheet.deals else "deals: []",
    ]
    lines += [f"- {emitter.flow(deal_data(deal, sheet.players))}" for deal in sheet.deals]
    if emitter.values > MAX_VALUES:
        raise SheetFullError(f"the sheet would hold more than {MAX_VALUES} values, more than "
                             "a sheet is read with: start a new sheet")
    return "\n".join(lines) + "\n"


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


def _records(penalties: list[Penalty] | None, not_scored: NotScored | None,
             rulings: list[Ruling] | None, prefix: str = "") -> dict[str, Any]:
    """A deal's penalties, its not being scored, and its rulings, as plain data (`prefix`:
    `old_` for those an amendment replaced)."""
    data: dict[str, Any] = {}
    if penalties:
        data[f"{prefix}penalties"] = [_present({
            "player": p.player, "effect": p.effect, "what": p.what, "law": _law(p.law),
        }) for p in penalties]  # fmt: skip
    if not_scored is not None:
        data[f"{prefix}not_scored"] = _present({
            "decision": not_scored.decision, "kind": not_scored.kind, "index": not_scored.index,
            "laws": [_law(law) for law in not_scored.laws] if not_scored.laws else None,
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


# A plain scalar only when it surely reads back as the same text: words of letters, digits
# and a few marks, single spaces between, that YAML's resolver takes for text.
_PLAIN = re.compile(r"[A-Za-z_][A-Za-z0-9_./+\-]*(?: [A-Za-z0-9_./+\-]+)*\Z")
_LINE_BREAKS = "\n\r\x85\u2028\u2029\ufeff"


class _Emitter:
    """A small writer of YAML flow values, counting the values written as the reader counts
    them (every scalar and collection; keys aside)."""

    def __init__(self) -> None:
        self.values = 0

    def flow(self, value: Any) -> str:
        self.values += 1
        if isinstance(value, dict):
            items = ", ".join(f"{scalar(key)}: {self.flow(item)}" for key, item in value.items())
            return "{" + items + "}"
        if isinstance(value, list):
            return "[" + ", ".join(self.flow(item) for item in value) + "]"
        if isinstance(value, bool):
            return "true" if value else "false"
        if isinstance(value, int):
            return str(value)
        if value is None:
            return "null"
        return scalar(value)


@lru_cache(maxsize=4096)
def scalar(text: str) -> str:
    """A text as a YAML scalar that reads back as the very same text."""
    if _PLAIN.match(text) and _resolves_to_text(text):
        return text
    return _double_quoted(text)


def _resolves_to_text(text: str) -> bool:
    import yaml

    tag = yaml.resolver.Resolver().resolve(yaml.ScalarNode, text, (True, False))  # type: ignore[no-untyped-call]
    return bool(tag == "tag:yaml.org,2002:str")


def _double_quoted(text: str) -> str:
    out = ['"']
    for char in text:
        if char in '"\\':
            out.append("\\" + char)
        elif char == "\n":
            out.append("\\n")
        elif char == "\t":
            out.append("\\t")
        elif _printable(char) and char not in _LINE_BREAKS:
            out.append(char)
        else:
            code = ord(char)
            out.append(f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}" if code < 0x10000
                       else f"\\U{code:08x}")
    out.append('"')
    return "".join(out)


def _printable(char: str) -> bool:
    """YAML's printable characters (c-printable), which a document may hold as they are."""
    code = ord(char)
    return (0x20 <= code <= 0x7E or code == 0x85 or 0xA0 <= code <= 0xD7FF
            or 0xE000 <= code <= 0xFFFD or 0x10000 <= code <= 0x10FFFF)
