"""The partie score sheet: the running score of a set or a partie, kept in a file never lost.

Two games, as the edition's `rules.game` says (the code asks the rules, never the name):

- a **set** (1651 I.2, Cotton 2, Miller `intro`): the first to reach the set (100, or as
  agreed) wins it; when both would reach it in one deal, the order of reckoning decides
  (1651 X.4, Cotton 13): the set is won at the very score that reaches it.
- a **partie** (1882 law 71): six deals; on a tie each deals once more, and a second tie is
  drawn. The winner scores the difference plus a hundred (law 72), or, when the loser has
  not reached a hundred, the sum plus a hundred (law 73, the rubicon).

In both the players deal alternately (1651 X.3, 1882 law 16): the first player named deals
the first deal, and the elder of one deal deals the next.

The sheet is a YAML file with a `format` version. Every change is made under a lock
(`FILE.lock` beside the sheet), written to a temporary file in the same folder, flushed and
fsync'd, then renamed over the sheet, so a sheet is always either the old one or the new
one. A sheet that cannot be read is reported (file, line, what is wrong) and never written.
"""

import contextlib
import fcntl
import os
import tempfile
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal, NamedTuple, TypeAlias, TypeVar

import yaml

from arbiter.editions import Edition, find_edition
from arbiter.errors import ArbiterError, ImpossibleError, InputError, Where
from arbiter.validate import build
from arbiter.yamlio import Document, FieldPath, load_file, load_text

if TYPE_CHECKING:
    from arbiter.scoring import DealScore

FORMAT = 1
HAND_COUNTED = "hand-counted"
LOCK_TIMEOUT = 30.0
MAX_NAME = 40
ROLE_WORDS = ("elder", "younger")

GameKind: TypeAlias = Literal["set", "partie"]
Reach: TypeAlias = Literal["order-of-reckoning", "alone", "told"]
T = TypeVar("T")


# --- the sheet file as written (checked by arbiter.validate) -------------------------------


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
class SetWonFile:
    """Who reached the set in a deal, and how that is known (see `SetWon`)."""

    by: str
    how: Reach
    event: int | None = None
    category: str | None = None
    law: str | None = None
    standing: dict[str, int] | None = None


@dataclass(frozen=True)
class DealEntryFile:
    """One deal on the sheet: its number, who dealt, who was elder, and each player's score."""

    number: int
    dealer: str
    elder: str
    scores: dict[str, int]
    source: str
    set_won: SetWonFile | None = None


@dataclass(frozen=True)
class SheetFile:
    """A partie's score sheet: its edition, the two players, the game, and the deals so far."""

    format: int
    edition: str
    players: tuple[str, str]
    game: SetGameFile | PartieGameFile
    deals: list[DealEntryFile] | None = None  # none yet


# --- the model -----------------------------------------------------------------------------


class Game(NamedTuple):
    """What is played: a set (`target`) or a partie (`deals`, `bonus`, `rubicon`), with laws."""

    kind: GameKind
    law: str
    order_law: str
    target: int = 0
    deals: int = 0
    bonus: int = 0
    rubicon: int = 0
    result_law: str | None = None
    rubicon_law: str | None = None

    @property
    def is_set(self) -> bool:
        return self.kind == "set"

    def describe(self) -> str:
        if self.is_set:
            return f"a set of {self.target} (law {self.law})"
        laws = f"{self.law}-{self.rubicon_law}"
        return f"a partie of {self.deals} deals with the rubicon (laws {laws})"


class SetWon(NamedTuple):
    """Who reached the set in a deal, and how that is known.

    `order-of-reckoning`: from the deal's scores in order (1651 X.4); `event` is the number
    of the score that reached it (from 1), with its category and law. `alone`: only he passed
    the set in that deal. `told`: both passed it and the players said who got there first.
    `standing` is the two players' totals at the moment the set was won, when known.
    """

    by: str
    how: Reach
    event: int | None = None
    category: str | None = None
    law: str | None = None
    standing: Mapping[str, int] | None = None


class DealRecord(NamedTuple):
    """One deal on the sheet: who dealt, who was elder, each player's score, and its source."""

    number: int
    dealer: str
    elder: str
    scores: Mapping[str, int]
    source: str = HAND_COUNTED
    set_won: SetWon | None = None


class Sheet(NamedTuple):
    """A score sheet: the edition, the two players (the first dealt first), game and deals."""

    edition: Edition
    players: tuple[str, str]
    game: Game
    deals: tuple[DealRecord, ...] = ()


class Outcome(NamedTuple):
    """Where the game stands: finished or not, the winner, and the points won.

    For a partie, `points` follows law 72 (difference plus the bonus) or, with `rubicon`,
    law 73 (sum plus the bonus). For a set, `points` is the set won (its target): the set is
    won whole, however far past it the deal went. A drawn partie has no winner.
    """

    finished: bool
    winner: str | None = None
    loser: str | None = None
    points: int | None = None
    rubicon: bool = False
    drawn: bool = False
    law: str | None = None


# --- the game's arithmetic -----------------------------------------------------------------


def dealer_of(players: tuple[str, str], number: int) -> str:
    """The dealer of deal `number`: the first player named, then alternately (1651 X.3, 16)."""
    return players[(number - 1) % 2]


def elder_of(players: tuple[str, str], number: int) -> str:
    """The elder hand of deal `number`: the non-dealer, who deals the next deal."""
    return players[number % 2]


def other_player(players: tuple[str, str], name: str) -> str:
    return players[1] if name == players[0] else players[0]


def totals(sheet: Sheet, upto: int | None = None) -> dict[str, int]:
    """Each player's total over the first `upto` deals (all by default)."""
    result = dict.fromkeys(sheet.players, 0)
    for record in sheet.deals[:upto]:
        for name in sheet.players:
            result[name] += record.scores[name]
    return result


def running_totals(sheet: Sheet) -> list[dict[str, int]]:
    """The totals after each deal, in order."""
    return [totals(sheet, number) for number in range(1, len(sheet.deals) + 1)]


def deals_due(game: Game, deals: Sequence[DealRecord], players: tuple[str, str]) -> int | None:
    """How many deals the partie runs to (law 71): six, or eight when tied after six.

    None for a set game, which runs until the set is won.
    """
    if game.is_set:
        return None
    if len(deals) < game.deals:
        return game.deals
    first_six = [sum(record.scores[name] for record in deals[: game.deals]) for name in players]
    return game.deals if first_six[0] != first_six[1] else game.deals + 2


def partie_points(game: Game, winner_score: int, loser_score: int) -> tuple[int, bool, str]:
    """Points won, whether the loser is rubiconed, and the law applied.

    Law 73: a loser who fails to score a hundred (`rubicon`) is rubiconed; the winner adds
    the loser's score to his own, plus a hundred. Otherwise law 72: the difference plus a
    hundred. A loser on exactly a hundred has scored it, so law 72 applies.
    """
    if loser_score < game.rubicon:
        return winner_score + loser_score + game.bonus, True, game.rubicon_law or game.law
    return winner_score - loser_score + game.bonus, False, game.result_law or game.law


def outcome(sheet: Sheet) -> Outcome:
    """Where the set or partie stands."""
    return _set_outcome(sheet) if sheet.game.is_set else _partie_outcome(sheet)


def _set_outcome(sheet: Sheet) -> Outcome:
    """1651 I.2: he that first comes to the number agreed upon wins the set."""
    won = sheet.deals[-1].set_won if sheet.deals else None
    if won is None:
        return Outcome(finished=False)
    loser = other_player(sheet.players, won.by)
    return Outcome(True, won.by, loser, sheet.game.target, law=sheet.game.law)


def _partie_outcome(sheet: Sheet) -> Outcome:
    """Law 71: the higher score after six deals wins; a tie, one more deal each; then drawn."""
    game = sheet.game
    due = deals_due(game, sheet.deals, sheet.players)
    if due is None or len(sheet.deals) < due:
        return Outcome(finished=False)
    scores = totals(sheet)
    first, second = sheet.players
    if scores[first] == scores[second]:
        return Outcome(True, drawn=True, law=game.law)
    winner, loser = (first, second) if scores[first] > scores[second] else (second, first)
    points, rubicon, law = partie_points(game, scores[winner], scores[loser])
    return Outcome(True, winner, loser, points, rubicon=rubicon, law=law)


# --- starting, recording, taking back ------------------------------------------------------


def game_for(edition: Edition, set_target: int | None = None) -> Game:
    """The game an edition plays; `set_target` replaces the set's size (1651 I.2: as agreed)."""
    rule = edition.rules.game
    order = edition.rules.order
    if rule.kind == "set":
        target = rule.target if set_target is None else set_target
        if target is None or target < 1:
            raise InputError(f"--set must be a whole number of 1 or more, not {target}")
        return Game("set", rule.law, order, target=target)
    if set_target is not None:
        raise InputError(
            f"--set: {edition.id} plays a partie of {rule.deals} deals (law {rule.law}), "
            "not a set; leave --set out"
        )
    return Game("partie", rule.law, order, deals=rule.deals or 0, bonus=rule.bonus,
                rubicon=rule.rubicon, result_law=rule.result_law, rubicon_law=rule.rubicon_law)


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


def check_players(names: Sequence[str]) -> tuple[str, str]:
    """Exactly two players with distinct names (case aside)."""
    if len(names) != 2:
        raise InputError(f"a partie has exactly two players: give --player twice "
                         f"(got {len(names)})")
    cleaned = [name.strip() for name in names]
    for name in cleaned:
        problem = name_problem(name)
        if problem:
            raise InputError(problem)
    if cleaned[0].lower() == cleaned[1].lower():
        raise InputError(f"the two players need different names (both are {cleaned[0]!r})")
    return cleaned[0], cleaned[1]


def new_sheet(edition: str | None, players: Sequence[str], set_target: int | None = None) -> Sheet:
    """A fresh sheet: the first player named deals first."""
    chosen = find_edition(edition)
    return Sheet(chosen, check_players(players), game_for(chosen, set_target))


def next_deal(sheet: Sheet) -> tuple[int, str, str]:
    """The number, dealer and elder of the next deal; refused once the game is over."""
    result = outcome(sheet)
    if result.finished:
        raise ImpossibleError(f"the {sheet.game.kind} is over ({finished_text(sheet, result)}); "
                              "no more deals can be recorded (start a new sheet)")
    number = len(sheet.deals) + 1
    return number, dealer_of(sheet.players, number), elder_of(sheet.players, number)


def finished_text(sheet: Sheet, result: Outcome) -> str:
    """One line on how the game ended."""
    if result.drawn:
        return f"drawn after {len(sheet.deals)} deals, law {result.law}"
    if sheet.game.is_set:
        return f"{result.winner} won the set of {sheet.game.target}"
    rubicon = ", rubicon" if result.rubicon else ""
    return f"{result.winner} won {result.points} points{rubicon}, law {result.law}"


def record_scores(
    sheet: Sheet, elder_points: int, younger_points: int, first: str | None = None
) -> Sheet:
    """Add a hand-counted deal; in a set game, `first` says who reached the set first when
    both pass it in this deal (1651 X.4: the order of reckoning decides)."""
    number, dealer, elder = next_deal(sheet)
    for role, points in (("elder", elder_points), ("younger", younger_points)):
        if points < 0:
            raise InputError(f"--{role} must be 0 or more, not {points}")
    scores = {elder: elder_points, dealer: younger_points}
    set_won = None
    if sheet.game.is_set:
        set_won = reach_by_totals(sheet, scores, elder, first)
    elif first is not None:
        raise InputError(f"--first is for a set game; {sheet.edition.id} plays a partie "
                         f"of {sheet.game.deals} deals")
    return _append(sheet, DealRecord(number, dealer, elder, scores, HAND_COUNTED, set_won))


def record_score(sheet: Sheet, score: "DealScore", source: str) -> Sheet:
    """Add a deal scored by the engine; in a set game the set is won at the score that
    reaches it, in the order of reckoning (1651 X.4)."""
    number, dealer, elder = next_deal(sheet)
    scores = {elder: score.elder.total, dealer: score.younger.total}
    set_won = None
    if sheet.game.is_set:
        set_won = reach_by_events(sheet, score, elder, dealer)
        if set_won is None:
            set_won = reach_by_totals(sheet, scores, elder, None)
    return _append(sheet, DealRecord(number, dealer, elder, scores, source, set_won))


def reach_by_events(
    sheet: Sheet, score: "DealScore", elder: str, dealer: str
) -> SetWon | None:
    """The first score, in the order of reckoning, that brings a player to the set (X.4)."""
    before = totals(sheet)
    for index, event in enumerate(score.events, start=1):
        standing = {elder: before[elder] + event.elder_total,
                    dealer: before[dealer] + event.younger_total}
        name = elder if event.player == "elder" else dealer
        if standing[name] >= sheet.game.target:
            return SetWon(name, "order-of-reckoning", index, event.category, str(event.law),
                          {player: standing[player] for player in sheet.players})
    return None


def reach_by_totals(
    sheet: Sheet, scores: Mapping[str, int], elder: str, first: str | None
) -> SetWon | None:
    """Who reaches the set from a deal's two totals; when both pass it the order is not
    known from two numbers, so the players must say who got there first (`first`)."""
    before = totals(sheet)
    target = sheet.game.target
    reached = [name for name in sheet.players if before[name] + scores[name] >= target]
    chosen = resolve_first(sheet, first, elder) if first is not None else None
    if not reached:
        if chosen is not None:
            raise InputError(f"--first {first}: neither player reaches the set of {target} "
                             "in this deal; leave --first out")
        return None
    if len(reached) == 1:
        if chosen is not None and chosen != reached[0]:
            raise InputError(f"--first {first}: only {reached[0]} reaches the set of {target} "
                             "in this deal")
        return SetWon(reached[0], "alone")
    if chosen is None:
        after = ", ".join(f"{name} {before[name] + scores[name]}" for name in sheet.players)
        raise InputError(
            f"both players pass the set of {target} in this deal ({after}); the first to reach "
            f"it in the order of reckoning wins (law {sheet.game.order_law}): say who with "
            "--first NAME (or --first elder|younger), or record the deal file instead"
        )
    return SetWon(chosen, "told", law=sheet.game.order_law)


def resolve_first(sheet: Sheet, text: str, elder: str) -> str:
    """A player named by `--first`: a name (case aside), or the role `elder`/`younger`."""
    word = text.strip().lower()
    if word == "elder":
        return elder
    if word == "younger":
        return other_player(sheet.players, elder)
    for name in sheet.players:
        if name.lower() == word:
            return name
    raise InputError(f"--first {text!r} is not a player of this partie",
                     hint=f"give {sheet.players[0]}, {sheet.players[1]}, elder or younger")


def _append(sheet: Sheet, record: DealRecord) -> Sheet:
    return sheet._replace(deals=(*sheet.deals, record))


def undo(sheet: Sheet) -> tuple[Sheet, DealRecord]:
    """Take back the last deal; refused on a sheet with none."""
    if not sheet.deals:
        raise ImpossibleError("there is no deal to take back: the sheet has none")
    return sheet._replace(deals=sheet.deals[:-1]), sheet.deals[-1]


def score_deal_file(sheet: Sheet, path: Path | str) -> "DealScore":
    """Score a deal file under the sheet's edition; refused if it names another edition."""
    from arbiter.deal import deal_from
    from arbiter.scoring import score_deal

    doc = load_file(path)
    named = doc.data.get("edition") if isinstance(doc.data, dict) else None
    if isinstance(named, str | int) and not isinstance(named, bool):  # YAML reads 1882 as int
        try:
            edition = find_edition(str(named))
        except InputError as error:
            raise error.located(doc.where(("edition",))) from None
        if edition is not sheet.edition:
            raise ImpossibleError(f"the deal is for {edition.id} but the sheet plays "
                                  f"{sheet.edition.id}", doc.where(("edition",)))
    deal = deal_from(doc, doc.data, (), sheet.edition.id)
    score: DealScore = score_deal(deal)
    if not deal.complete and not _reaches_set(sheet, score):
        due = sheet.edition.rules.deal.hand
        raise ImpossibleError(f"holds {len(deal.tricks)} of the {due} tricks: a sheet records "
                              "whole deals (give every trick, or the two scores with --elder "
                              "and --younger)", Where(file=str(path)))
    return score


def _reaches_set(sheet: Sheet, score: "DealScore") -> bool:
    if not sheet.game.is_set:
        return False
    _, dealer, elder = next_deal(sheet)
    return reach_by_events(sheet, score, elder, dealer) is not None


def record_deal_file(sheet: Sheet, path: Path | str) -> Sheet:
    """Add a deal from a deal file, scored by the engine with the sheet's edition."""
    next_deal(sheet)
    return record_score(sheet, score_deal_file(sheet, path), str(path))


# --- JSON (SPEC "Partie files") ------------------------------------------------------------


def sheet_json(sheet: Sheet) -> dict[str, Any]:
    """`partie show --json`: exactly the SPEC's keys."""
    result = outcome(sheet)
    return {
        "edition": sheet.edition.id,
        "players": list(sheet.players),
        "deals": [
            {"number": record.number, "dealer": record.dealer, "elder": record.elder,
             "scores": {name: record.scores[name] for name in sheet.players}}
            for record in sheet.deals
        ],
        "totals": totals(sheet),
        "finished": result.finished,
        "winner": result.winner,
        "result": {"winner": result.winner, "points": result.points} if result.winner else None,
    }  # fmt: skip


# --- writing a sheet -----------------------------------------------------------------------


def sheet_data(sheet: Sheet) -> dict[str, Any]:
    """The sheet as plain data, in the order it is written."""
    game = sheet.game
    game_data: dict[str, Any] = (
        {"kind": "set", "target": game.target} if game.is_set
        else {"kind": "partie", "deals": game.deals, "bonus": game.bonus, "rubicon": game.rubicon}
    )  # fmt: skip
    return {
        "format": FORMAT,
        "edition": sheet.edition.id,
        "players": list(sheet.players),
        "game": game_data,
        "deals": [_deal_data(sheet, record) for record in sheet.deals],
    }


def _deal_data(sheet: Sheet, record: DealRecord) -> dict[str, Any]:
    data: dict[str, Any] = {
        "number": record.number,
        "dealer": record.dealer,
        "elder": record.elder,
        "scores": {name: record.scores[name] for name in sheet.players},
        "source": record.source,
    }
    if record.set_won is not None:
        won = record.set_won
        data["set_won"] = {
            key: value
            for key, value in (("by", won.by), ("how", won.how), ("event", won.event),
                               ("category", won.category), ("law", won.law),
                               ("standing", dict(won.standing) if won.standing else None))
            if value is not None
        }  # fmt: skip
    return data


def dump_sheet(sheet: Sheet) -> str:
    """The sheet as YAML text, with a comment saying what it is."""
    first, second = sheet.players
    header = (
        f"# arbiter score sheet: {first} v. {second}, {sheet.edition.id}, "
        f"{sheet.game.describe()}.\n"
        "# Kept by `arbiter partie new|record|undo`; read it with `arbiter partie show`.\n"
    )
    body = yaml.safe_dump(sheet_data(sheet), sort_keys=False, allow_unicode=True,
                          default_flow_style=None, width=100)
    return header + body


# --- reading a sheet -----------------------------------------------------------------------


def load_sheet(path: Path | str) -> Sheet:
    """Read and check a sheet; any problem is an InputError/ImpossibleError naming the line."""
    return sheet_from(load_file(path))


def sheet_from(doc: Document) -> Sheet:
    _check_format(doc)
    return _SheetChecker(doc).sheet(build(SheetFile, doc))


def _check_format(doc: Document) -> None:
    data = doc.data
    if not isinstance(data, dict) or "format" not in data:
        raise InputError(f"not an arbiter score sheet: it has no 'format: {FORMAT}' key",
                         doc.where(()))
    if data["format"] != FORMAT or isinstance(data["format"], bool):
        raise InputError(f"sheet format {data['format']!r} is not one this arbiter reads "
                         f"(it reads format {FORMAT})", doc.where(("format",)))


class _SheetChecker:
    """Checks that a sheet's content could have been written by the game's rules."""

    def __init__(self, doc: Document) -> None:
        self.doc = doc
        self.running: dict[str, int] = {}  # the totals before the deal being checked

    def fail(self, path: FieldPath, message: str) -> ImpossibleError:
        return ImpossibleError(message, self.doc.where(path))

    def sheet(self, spec: SheetFile) -> Sheet:
        try:
            edition = find_edition(spec.edition)
        except InputError as error:
            raise error.located(self.doc.where(("edition",))) from None
        players = self.players(spec.players)
        game = self.game(spec.game, edition)
        records: list[DealRecord] = []
        self.running = dict.fromkeys(players, 0)
        for index, entry in enumerate(spec.deals or ()):
            records.append(self.deal(entry, index, Sheet(edition, players, game, tuple(records))))
            for name in players:
                self.running[name] += records[-1].scores[name]
        return Sheet(edition, players, game, tuple(records))

    def players(self, names: tuple[str, str]) -> tuple[str, str]:
        for index, name in enumerate(names):
            problem = name_problem(name)
            if problem:
                raise self.fail(("players", index), problem)
        if names[0].lower() == names[1].lower():
            raise self.fail(("players",), "the two players have the same name")
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
        base = game_for(edition)
        return base._replace(deals=spec.deals, bonus=spec.bonus, rubicon=spec.rubicon)

    def at_least(self, value: int, least: int, path: FieldPath) -> None:
        if value < least:
            raise self.fail(path, f"must be {least} or more, not {value}")

    def deal(self, entry: DealEntryFile, index: int, before: Sheet) -> DealRecord:
        """One deal, checked against the sheet so far: its place, players, scores, set."""
        at: FieldPath = ("deals", index)
        number = index + 1
        players, game = before.players, before.game
        if outcome(before).finished:
            raise self.fail(at, f"deal {number} comes after the end of the {game.kind}")
        expected = {"number": number, "dealer": dealer_of(players, number),
                    "elder": elder_of(players, number)}
        for key, value in expected.items():
            if getattr(entry, key) != value:
                raise self.fail((*at, key), f"should be {value} (deals alternate; "
                                f"{players[0]} dealt the first), not {getattr(entry, key)}")
        scores = self.scores(entry.scores, players, (*at, "scores"))
        if not entry.source.strip():
            raise self.fail((*at, "source"), "the source cannot be empty")
        record = DealRecord(number, entry.dealer, entry.elder, scores, entry.source,
                            self.set_won(entry.set_won, players, (*at, "set_won")))
        self.check_set(record, before, at)
        return record

    def scores(self, scores: dict[str, int], players: tuple[str, str],
               path: FieldPath) -> dict[str, int]:
        for name in scores:
            if name not in players:
                raise self.fail((*path, name), f"{name!r} is not a player of this sheet "
                                f"({players[0]}, {players[1]})")
        for name in players:
            if name not in scores:
                raise self.fail(path, f"no score for {name}")
            self.at_least(scores[name], 0, (*path, name))
        return {name: scores[name] for name in players}

    def set_won(self, spec: SetWonFile | None, players: tuple[str, str],
                path: FieldPath) -> SetWon | None:
        if spec is None:
            return None
        if spec.by not in players:
            raise self.fail((*path, "by"), f"{spec.by!r} is not a player of this sheet")
        if spec.event is not None:
            self.at_least(spec.event, 1, (*path, "event"))
        standing = None
        if spec.standing is not None:
            standing = self.scores(spec.standing, players, (*path, "standing"))
        return SetWon(spec.by, spec.how, spec.event, spec.category, spec.law, standing)

    def check_set(self, record: DealRecord, before: Sheet, at: FieldPath) -> None:
        """In a set game, a deal marks the set won exactly when its winner's total reaches it."""
        game = before.game
        if not game.is_set:
            if record.set_won is not None:
                raise self.fail((*at, "set_won"), "a partie has no set to win")
            return
        start = self.running
        after = {name: start[name] + record.scores[name] for name in before.players}
        reached = [name for name in before.players if after[name] >= game.target]
        won = record.set_won
        if won is None and reached:
            raise self.fail(at, f"{reached[0]} reaches the set of {game.target} in this deal "
                            f"({after[reached[0]]}) but no 'set_won' says who won it")
        if won is not None and won.by not in reached:
            raise self.fail((*at, "set_won", "by"), f"{won.by} has {after[won.by]} after this "
                            f"deal, short of the set of {game.target}")
        if won is not None and won.standing is not None:
            self.check_standing(won, start, after, game.target, (*at, "set_won", "standing"))

    def check_standing(self, won: SetWon, start: Mapping[str, int], after: Mapping[str, int],
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


# --- the file: lock, atomic write ----------------------------------------------------------


class SheetBusyError(TimeoutError):
    """Another command held the sheet's lock for too long."""


def lock_path(path: Path | str) -> Path:
    """The side file whose lock serialises the commands on one sheet."""
    target = _real(path)
    return target.with_name(target.name + ".lock")


@contextlib.contextmanager
def locked(path: Path | str, timeout: float | None = None) -> Iterator[None]:
    """Hold the exclusive lock of a sheet (an flock on `FILE.lock`, left in place), waiting
    up to `timeout` seconds (LOCK_TIMEOUT by default) for another command to finish."""
    side = lock_path(path)
    try:
        handle = os.open(side, os.O_RDWR | os.O_CREAT, 0o666)
    except OSError as error:
        raise InputError(f"cannot lock the sheet ({side.name}): {error.strerror}",
                         Where(file=str(path))) from None
    try:
        _acquire(handle, LOCK_TIMEOUT if timeout is None else timeout, path)
        yield
    finally:
        os.close(handle)  # closing the descriptor releases the lock


def _acquire(handle: int, timeout: float, path: Path | str) -> None:
    deadline = time.monotonic() + timeout
    while True:
        try:
            fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
            return
        except BlockingIOError:
            if time.monotonic() > deadline:
                raise SheetBusyError(f"{path}: busy, another command has held it for "
                                     f"{timeout:.0f}s") from None
            time.sleep(0.02)


def _real(path: Path | str) -> Path:
    """The file itself, following a symbolic link, so the link survives a rewrite."""
    return Path(os.path.realpath(path))


def _temp_prefix(target: Path) -> str:
    return f".{target.name}."


def write_atomic(path: Path | str, text: str, *, exclusive: bool = False) -> None:
    """Write `text` to a temporary file beside `path`, flush and fsync it, then rename it
    over `path` (or, `exclusive`, link it there only if nothing is), and fsync the folder."""
    target = _real(path)
    handle, temp = tempfile.mkstemp(prefix=_temp_prefix(target), suffix=".tmp", dir=target.parent)
    try:
        os.fchmod(handle, _mode_for(target))
        with os.fdopen(handle, "w", encoding="utf-8", newline="\n") as stream:
            stream.write(text)
            stream.flush()
            os.fsync(stream.fileno())
        _publish(temp, target, exclusive, str(path))
    finally:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(temp)
    _fsync_folder(target.parent)


def _publish(temp: str, target: Path, exclusive: bool, name: str) -> None:
    if not exclusive:
        os.replace(temp, target)
        return
    try:
        os.link(temp, target)  # fails if the sheet exists: never overwrite one
    except FileExistsError:
        raise InputError("already exists: a new sheet never replaces one (choose another name)",
                         Where(file=name)) from None
    except OSError:
        # a file system without hard links: under the lock, a rename of a checked absence
        if target.exists():
            raise InputError("already exists: a new sheet never replaces one",
                             Where(file=name)) from None
        os.replace(temp, target)


def _mode_for(target: Path) -> int:
    """Keep an existing sheet's permissions; a new one gets the usual ones (umask applied)."""
    try:
        return target.stat().st_mode & 0o777
    except FileNotFoundError:
        mask = os.umask(0)
        os.umask(mask)
        return 0o666 & ~mask


def _fsync_folder(folder: Path) -> None:
    """Make the rename itself durable."""
    try:
        handle = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(handle)
    except OSError:
        pass  # some file systems cannot fsync a folder; the rename is still atomic
    finally:
        os.close(handle)


def _remove_stale_temps(target: Path) -> None:
    """Temporary files left by a command killed mid-write (only a lock holder writes them)."""
    prefix = _temp_prefix(target)
    with contextlib.suppress(OSError):
        for entry in os.scandir(target.parent):
            if entry.name.startswith(prefix) and entry.name.endswith(".tmp"):
                with contextlib.suppress(OSError):
                    os.unlink(entry.path)


def start(path: Path | str, edition: str | None, players: Sequence[str],
          set_target: int | None = None) -> Sheet:
    """`partie new`: make a fresh sheet and write it; refused if the file exists."""
    with _about(path):
        sheet = new_sheet(edition, players, set_target)
        create_sheet(path, sheet)
    return sheet


@contextlib.contextmanager
def _about(path: Path | str) -> Iterator[None]:
    """Errors that do not say which file they are about are about the sheet."""
    try:
        yield
    except ArbiterError as error:
        raise error.located(file=str(path)) from None


def create_sheet(path: Path | str, sheet: Sheet) -> None:
    """Write a new sheet; refused if the file exists."""
    target = _real(path)
    if not target.parent.is_dir():
        raise InputError("no such folder", Where(file=str(path)))
    if target.exists():
        raise InputError("already exists: a new sheet never replaces one (choose another name)",
                         Where(file=str(path)))
    with locked(path):
        _remove_stale_temps(target)
        write_atomic(path, _checked_text(sheet, path), exclusive=True)


def change_sheet(path: Path | str, change: Callable[[Sheet], tuple[Sheet, T]]) -> tuple[Sheet, T]:
    """Under the sheet's lock: read it, apply `change`, and write the result atomically."""
    if not Path(path).exists():
        load_file(path)  # the usual 'no such file' message, without creating a lock file
    with _about(path), locked(path):
        sheet = load_sheet(path)
        changed, extra = change(sheet)
        _remove_stale_temps(_real(path))
        write_atomic(path, _checked_text(changed, path))
    return changed, extra


def _checked_text(sheet: Sheet, path: Path | str) -> str:
    """The sheet's text, read back before it is written: a sheet is never written unreadable."""
    text = dump_sheet(sheet)
    try:
        again = sheet_from(load_text(text, str(path)))
    except ArbiterError as error:
        raise RuntimeError(f"the new sheet would not read back: {error.line()}") from None
    if again != sheet:
        raise RuntimeError("the new sheet would not read back the same; nothing was written")
    return text


def record(path: Path | str, *, deal: Path | str | None = None, elder: int | None = None,
           younger: int | None = None, first: str | None = None) -> tuple[Sheet, DealRecord]:
    """`partie record`: a deal file, or the two scores counted by hand."""
    with _about(path):
        _check_record_arguments(deal, elder, younger, first)

    def change(sheet: Sheet) -> tuple[Sheet, DealRecord]:
        if deal is not None:
            changed = record_deal_file(sheet, deal)
        else:
            assert elder is not None and younger is not None
            changed = record_scores(sheet, elder, younger, first)
        return changed, changed.deals[-1]

    return change_sheet(path, change)


def _check_record_arguments(deal: Path | str | None, elder: int | None, younger: int | None,
                            first: str | None) -> None:
    if deal is not None and (elder is not None or younger is not None):
        raise InputError("give a deal file or --elder and --younger, not both")
    if deal is None and (elder is None or younger is None):
        raise InputError("give a deal file, or both --elder N and --younger N")
    if deal is not None and first is not None:
        raise InputError("--first is for hand-counted scores; a deal file's order of "
                         "reckoning says who reached the set first")


def take_back(path: Path | str) -> tuple[Sheet, DealRecord]:
    """`partie undo`: remove the last deal."""
    return change_sheet(path, undo)
