"""The score sheet file: its format, reading and checking it (written by
`arbiter.sheet.writing`).

A sheet is a YAML file with a `format` version, the edition (and, under a club's own
variant file, `house_rules`: see `arbiter.sheet.houserules`), the two players (the first dealt
first), the game, and the deals, one a line, in a fixed order of keys:

    format: 1
    edition: portland-1882
    players: [Anne, Ben]
    game: {kind: partie, deals: 6, bonus: 100, rubicon: 100}
    deals:
    - {number: 1, dealer: Anne, elder: Ben, scores: {Anne: 5, Ben: 89}, source: hand-counted}

A deal's record (`arbiter.sheet.game.Deal`) is both what the file holds and what the game reads:
the sheet has one shape. Each deal has its own `number`, its row (a deal not scored too).
Sheets written in the earlier layouts read the same: a deal over several lines, and the
numbering where a deal dealt again after one not scored took that one's number (read with
each deal renumbered by its row, and so written at the next change). Reading checks, in
one pass with the running totals, that the sheet could have been written by the game's
rules, and what can be recomputed from the edition (a deal's scores within what a deal can
score, the laws its penalties and rulings cite, the partie's own size); any problem names
the file, line and field. The writer keeps to the bounds the reader checks, each one
constant (`yamlio.MAX_VALUES`, MAX_SHEET_BYTES, MAX_DEALS), so it writes no sheet it cannot
read.
"""

from __future__ import annotations

from collections.abc import Callable, Container, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Literal, TypeAlias

from arbiter.errors import ArbiterError, ImpossibleError, InputError
from arbiter.files.reader import build
from arbiter.files.yamlio import Document, FieldPath, display_name, load_text, read_text
from arbiter.lawbook.bounds import most_in_a_deal, most_in_a_set
from arbiter.lawbook.editions import Edition
from arbiter.lawbook.penalties import known_effects, rules_of
from arbiter.sheet.game import (
    Deal,
    Game,
    HouseRules,
    LawRef,
    SetWon,
    Sheet,
    Tally,
    game_for,
    is_over,
    law_named,
    reached,
    seats,
    step,
)
from arbiter.sheet.houserules import HouseRulesError
from arbiter.variants.find import find_edition

FORMAT = 1
MAX_SHEET_BYTES = 64 * 2**20  # a sheet's own bound: far past the most deals it may hold
MAX_DEALS = 5000  # a set of any agreed size ends long before; a sheet past it is refused
MAX_NAME = 40
ROLE_WORDS = ("elder", "younger")


# --- the file's head (its deals are `arbiter.sheet.game.Deal` records) ---------------------------


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
    house_rules: list[HouseRules] | None = None  # the variant files its edition is overlaid with


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


Mending: TypeAlias = Callable[[int], Container[int]]
"""Given how many deals a sheet holds, the indexes of the deals a change may find edited by
hand (`HandEdited`) and read all the same: `undo` any (taking back deals, down to the one
edited), `amend N` deal N (put right)."""


def load_sheet(path: Path | str, mending: Mending | None = None) -> Sheet:
    """Read and check a sheet; any problem is an InputError/ImpossibleError naming the line.
    With `mending`, the deal it names may disagree with what the tool recomputes (HandEdited):
    it is about to be taken back or put right."""
    return sheet_from_text(read_text(path, MAX_SHEET_BYTES), display_name(path), mending)


def sheet_from_text(text: str, name: str, mending: Mending | None = None) -> Sheet:
    """A sheet from its text. Read first without the place of every value (quicker on a long
    sheet); a sheet with a problem is read again with them, to name the line."""
    try:
        return sheet_from(load_text(text, name, marks=False), mending)
    except ArbiterError as error:
        if error.where.line is not None:
            raise
        first = error
    try:
        sheet_from(load_text(text, name), mending)
    except ArbiterError as located:
        raise located from None
    raise first


def sheet_from(doc: Document, mending: Mending | None = None) -> Sheet:
    _check_format(doc)
    return _Checker(doc, mending).sheet(build(SheetFile, doc))


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


class HandEdited(ImpossibleError):
    """A deal's record that disagrees with what the tool recomputes from the edition (a
    sheet edited by hand): the sheet is refused, but that deal may be taken back or amended."""


class _Checker:
    """Checks, in one pass with the running totals, that a sheet's content could have been
    written by the game's rules."""

    def __init__(self, doc: Document, mending: Mending | None = None) -> None:
        self.doc = doc
        self.mending = mending

    def fail(self, path: FieldPath, message: str) -> ImpossibleError:
        return ImpossibleError(message, self.doc.where(path))

    def edited(self, path: FieldPath, message: str) -> HandEdited:
        return HandEdited(message, self.doc.where(path), "take the deal back with 'partie "
                          "undo' or put it right with 'partie amend'")

    def sheet(self, spec: SheetFile) -> Sheet:
        house_rules = tuple(spec.house_rules or ())
        for index, rules in enumerate(house_rules):
            self.house_rules(rules, ("house_rules", index))
        try:
            edition = find_edition(spec.edition)
        except InputError as error:
            raise error.located(self.doc.where(("edition",))) from None
        self.edition, self.most = edition, most_in_a_deal(edition)
        players = self.players(spec.players)
        game = self.game(spec.game, edition)
        deals = renumbered(tuple(spec.deals or ()))
        if len(deals) > MAX_DEALS:
            raise self.fail(("deals", MAX_DEALS), f"a sheet holds at most {MAX_DEALS} deals")
        now = Tally.start(players)
        mended = self.mending(len(deals)) if self.mending is not None else None
        for index, deal in enumerate(deals):
            try:
                self.deal(deal, index, game, players, now)
            except HandEdited:
                if mended is None or index not in mended:
                    raise
            now = step(game, now, deal)
        return Sheet(edition, players, game, deals, house_rules)

    def house_rules(self, rules: HouseRules, at: FieldPath) -> None:
        """A house-rules file the sheet names, read as it was when the sheet was started and
        registered, so the sheet's edition id finds it."""
        from arbiter.sheet.houserules import register

        try:
            register(rules, self.doc.file)
        except HouseRulesError as error:
            raise self.fail((*at, error.field), error.message) from None

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
            most = most_in_a_set(edition, MAX_DEALS)
            if spec.target > most:
                raise self.fail(("game", "target"), f"a set is of at most {most} points (what "
                                f"the {MAX_DEALS} deals a sheet holds could reach under "
                                f"{edition.id}), not {spec.target}")
            return game_for(edition, spec.target)
        game = game_for(edition)
        for key, law in (("deals", game.law), ("bonus", game.result_law or game.law),
                         ("rubicon", game.rubicon_law or game.law)):
            if getattr(spec, key) != getattr(game, key):
                raise self.fail(("game", key), f"{getattr(spec, key)}, but {edition.id} "
                                f"plays {game.describe()}: {key} {getattr(game, key)}, by "
                                f"{law_named(law)}")
        return game

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
        self.scores(deal.scores, players, (*at, "scores"), self.most)
        if not deal.source.strip():
            raise self.fail((*at, "source"), "the source cannot be empty")
        for index, change in enumerate(deal.amended or ()):
            # what it was before, as written: perhaps by hand, the reason it was put right
            self.scores(change.old, players, (*at, "amended", index, "old"))
            self.scores(change.new, players, (*at, "amended", index, "new"), self.most)
        if not deal.counted and any(deal.scores.values()):
            raise self.fail((*at, "scores"), "a deal not scored scores nothing")
        self.set_won(deal, at, game, players, now)
        self.as_ruled(deal, at)

    def as_ruled(self, deal: Deal, at: FieldPath) -> None:
        """What a deal's record says was ruled is what the edition can rule: each penalty an
        effect its laws lay, each law cited one of its laws (a penalty citing law '999' was
        written by hand)."""
        for index, penalty in enumerate(deal.penalties or ()):
            path = (*at, "penalties", index)
            if penalty.law is None:  # the record's law is set once applied: a sheet's always is
                raise InputError("missing required key 'law'", self.doc.where(path, key=True))
            if rules_of(self.edition).of(penalty.effect) is None:
                raise self.edited((*path, "effect"), f"{self.edition.id} lays no penalty "
                                  f"{penalty.effect!r} ({known_effects(self.edition)})")
            self.law(penalty.law, (*path, "law", "law"))
        for index, ruling in enumerate(deal.rulings or ()):
            for number, law in enumerate(ruling.citations or ()):
                self.law(law, (*at, "rulings", index, "citations", number, "law"))
        if deal.not_scored is not None:
            for number, law in enumerate(deal.not_scored.citations or ()):
                self.law(law, (*at, "not_scored", "laws", number, "law"))

    def law(self, ref: LawRef, path: FieldPath) -> None:
        try:
            self.edition.layer(ref.edition).law(ref.law)
        except InputError as error:
            raise self.edited(path, error.message) from None

    def scores(self, scores: dict[str, int], players: tuple[str, str], path: FieldPath,
               most: int | None = None) -> None:
        """Each player's score, and no other's; 0 or more, and no more than `most` (a deal's
        scores: the most a deal can score under the edition)."""
        for name in scores:
            if name not in players:
                raise self.fail((*path, name), f"{name!r} is not a player of this sheet "
                                f"({players[0]}, {players[1]})")
        for name in players:
            if name not in scores:
                raise self.fail(path, f"no score for {name}")
            self.at_least(scores[name], 0, (*path, name))
            if most is not None and scores[name] > most:
                raise self.edited((*path, name), f"{scores[name]} is more than a deal can "
                                  f"score under {self.edition.id} (at most {most})")

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


