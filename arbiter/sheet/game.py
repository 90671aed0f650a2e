"""The game a score sheet keeps: a set or a partie, who deals, the totals, and how it ends.

Two games, as the edition's `rules.game` says (the code asks the rules, never the name):

- a **set** (1651 I.2, Cotton 2, Miller `intro`; au cent 28): the first to reach the set
  (100, or as agreed) wins it; when both would reach it in one deal, the order of reckoning
  decides (1651 X.4, Cotton 13): the set is won at the very score that reaches it. Where the
  edition says so (au cent 28), a set won before the adversary has `double_below` is a
  double game.
- a **partie** (1882 law 71): six deals, or as the game says (the four-deal partie, 71.note,
  whose first and last deals count double); on a tie each deals once more (`tie_deals`), and
  a second tie is drawn. The winner scores the difference plus a hundred (law 72), or, when
  the loser has not reached a hundred, the sum plus a hundred (law 73, the rubicon).

In both the players deal alternately (1651 X.3, 1882 law 16): the first player named deals
the first deal, and the elder of one deal deals the next. A deal that is not scored (a fresh
deal, a void deal) stays on the sheet for the record but is no deal of the game: the same
deal is dealt again, by the same dealer. A `loses-game` penalty ends the game, lost by the
offender.

Every deal on the sheet has its own number, its row (1, 2, 3... a deal not scored too): it
is what `show`, `--json`, `--csv`, `amend` and `undo` call "deal N". The game's count of
deals (its `ordinal`, what decides the dealer, a deal counting double, the partie's length)
counts only the deals scored: after a fresh deal 2, deal 3 is the game's second.

This module reads and writes no file: `arbiter.sheet.file` does.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Annotated, Literal, TypeAlias

from arbiter.decisions import KeptRuling as KeptRuling
from arbiter.decisions import LawRef as LawRef  # the sheet's records, re-exported
from arbiter.decisions import Penalty as Penalty  # a penalty applied, with its law
from arbiter.decisions import Role
from arbiter.formats.markers import Keyed
from arbiter.lawbook.editions import law_label
from arbiter.lawbook.rules import GameRule

if TYPE_CHECKING:
    from arbiter.lawbook.editions import Edition

HAND_COUNTED = "hand-counted"
LOSES_GAME = "loses-game"

# A deal's `not_scored` is the kept ruling that stopped its scoring; the sheet names its laws
# `laws` (as `score --json` does), a ruling's `citations`.
NOT_SCORED_KEYS = Keyed({"citations": "laws"})

GameKind: TypeAlias = Literal["set", "partie"]
Reach: TypeAlias = Literal["order-of-reckoning", "alone", "told"]


# --- one deal on the sheet (this is also the sheet file's record: see arbiter.sheet.file) --------


@dataclass(frozen=True)
class SetWon:
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
    standing: dict[str, int] | None = None


@dataclass(frozen=True)
class Amendment:
    """One correction of a deal's scores: when, the scores before and after, and the sources
    they came from; `old_scored`/`new_scored` False when the deal was (or became) a deal not
    scored. `change` counts the sheet's changes before it (deals recorded and amendments
    standing), so that `undo` knows the last change; the `old_` records are the deal's before
    it, so that `undo` puts them back."""

    at: str
    old: dict[str, int]
    new: dict[str, int]
    old_source: str
    new_source: str
    old_scored: bool = True
    new_scored: bool = True
    change: int | None = None
    old_penalties: list[Penalty] | None = None
    old_not_scored: Annotated[KeptRuling, NOT_SCORED_KEYS] | None = None
    old_rulings: list[KeptRuling] | None = None


@dataclass(frozen=True)
class HouseRules:
    """A house-rules file (a variant file) the sheet's edition is overlaid with: where it is,
    relative to the sheet's folder, and the SHA-256 digest of its text, so the sheet is read
    under the very rules it was started with."""

    file: str
    sha256: str


@dataclass(frozen=True)
class Deal:
    """One deal on the sheet: its number, who dealt, who was elder, each player's score as
    the deal scored it (before any doubling), where the scores came from, and what else the
    deal's record keeps."""

    number: int  # its row on the sheet (every deal has its own, a deal not scored too)
    dealer: str
    elder: str
    scores: dict[str, int]
    source: str
    set_won: SetWon | None = None
    penalties: list[Penalty] | None = None
    not_scored: Annotated[KeptRuling, NOT_SCORED_KEYS] | None = None  # the ruling that stopped it
    rulings: list[KeptRuling] | None = None
    amended: list[Amendment] | None = None

    @property
    def counted(self) -> bool:
        """Whether it is one of the game's deals (a deal not scored is dealt again)."""
        return self.not_scored is None

    def role_of(self, name: str) -> Role:
        return "elder" if name == self.elder else "younger"

    def name_of(self, role: Role) -> str:
        return self.elder if role == "elder" else self.dealer


# --- the game ------------------------------------------------------------------------------


class Game(GameRule):
    """What is played: the edition's game (`rules.game`), its size as the sheet says (a set's
    `target`, as agreed; a partie's `deals`, `bonus` and `rubicon`)."""

    __slots__ = ()

    @property
    def is_set(self) -> bool:
        return self.kind == "set"

    @property
    def goal(self) -> int:
        """The set to reach (0 for a partie)."""
        return self.target or 0

    @property
    def length(self) -> int:
        """The partie's deals before a tie (0 for a set)."""
        return self.deals or 0

    def weight(self, ordinal: int) -> int:
        """How many times the game's deal `ordinal` counts (its place among the deals scored;
        71.note: the first and last of four, twice)."""
        return 2 if ordinal in self.double_deals else 1

    def describe(self) -> str:
        if self.is_set:
            return f"a set of {self.target} ({law_named(self.law)})"
        doubled = ""
        if self.double_deals:
            doubled = " (" + " and ".join(map(str, self.double_deals)) + " counting double)"
        laws = laws_named([self.law, self.result_law or self.law, self.rubicon_law or self.law])
        return f"a partie of {self.deals} deals{doubled} with the rubicon ({laws})"


def laws_named(refs: Sequence[str]) -> str:
    """Laws as a reader names them (`arbiter.lawbook.editions.law_label`), a run of laws numbered
    one after another joined: `laws 71-73`; `laws 71.note and 72-73`; `law 28`."""
    labels = list(dict.fromkeys(law_label(ref) for ref in refs))
    runs: list[list[str]] = []
    for label in labels:
        last = runs[-1][-1] if runs else ""
        if label.isdigit() and last.isdigit() and int(label) == int(last) + 1:
            runs[-1].append(label)
        else:
            runs.append([label])
    spans = [run[0] if len(run) == 1 else f"{run[0]}-{run[-1]}" for run in runs]
    named = " and ".join([", ".join(spans[:-1]), spans[-1]] if len(spans) > 1 else spans)
    return ("law " if len(labels) == 1 else "laws ") + named


def law_named(ref: str | None) -> str:
    """`law 72`: a law as a reader names it."""
    return laws_named([ref or ""])


def game_for(edition: Edition, target: int | None = None) -> Game:
    """The game an edition plays; `target` replaces the set's size (1651 I.2: as agreed).
    A partie's size is the edition's; a target for it is a mistake the caller reports."""
    game = Game(*edition.rules.game)
    return game if target is None or not game.is_set else game._replace(target=target)


@dataclass(frozen=True)
class Sheet:
    """A score sheet in memory: the edition, the two players (the first dealt first), the
    game and the deals in the order recorded (deals not scored among them); and the
    house-rules files its edition is overlaid with, if any."""

    edition: Edition
    players: tuple[str, str]
    game: Game
    deals: tuple[Deal, ...] = ()
    house_rules: tuple[HouseRules, ...] = ()

    def with_deals(self, deals: Iterable[Deal]) -> Sheet:
        return replace(self, deals=tuple(deals))

    def other(self, name: str) -> str:
        return self.players[1] if name == self.players[0] else self.players[0]


def dealer_of(players: tuple[str, str], ordinal: int) -> str:
    """The dealer of the game's deal `ordinal` (counting the deals scored): the first player
    named, then alternately (1651 X.3, 16)."""
    return players[(ordinal - 1) % 2]


def elder_of(players: tuple[str, str], ordinal: int) -> str:
    """The elder hand of the game's deal `ordinal`: the non-dealer, who deals the next deal."""
    return players[ordinal % 2]


def seats(players: tuple[str, str], ordinal: int) -> tuple[str, str]:
    """The dealer and the elder of the game's deal `ordinal`."""
    return dealer_of(players, ordinal), elder_of(players, ordinal)


# --- the tally: the game's state after each deal, in one pass ------------------------------


@dataclass(frozen=True)
class Tally:
    """The game after some deals: the totals (doubled deals counted twice), how many deals
    counted, the totals after the partie's set number of deals, and what ended the game."""

    totals: dict[str, int]
    counted: int = 0
    after_partie: dict[str, int] | None = None
    set_won: SetWon | None = None
    lost_by: tuple[str, Penalty] | None = None
    winning_deal: int | None = None

    @classmethod
    def start(cls, players: tuple[str, str]) -> Tally:
        return cls(dict.fromkeys(players, 0))


def step(game: Game, tally: Tally, deal: Deal) -> Tally:
    """The tally after one more deal on the sheet."""
    if not deal.counted:
        return tally
    weight = game.weight(tally.counted + 1)
    totals = {name: tally.totals[name] + weight * deal.scores[name] for name in tally.totals}
    counted = tally.counted + 1
    after = tally.after_partie
    if not game.is_set and counted == game.deals:
        after = totals
    lost = next(((deal.name_of(p.player), p) for p in deal.penalties or ()
                 if p.effect == LOSES_GAME), None)  # fmt: skip
    won = deal.set_won if game.is_set and lost is None else None
    ending = deal.number if lost is not None or won is not None else None
    return Tally(totals, counted, after, won, lost, ending)


def tally(sheet: Sheet, upto: int | None = None) -> Tally:
    """The tally after the first `upto` entries of the sheet (all by default)."""
    result = Tally.start(sheet.players)
    for deal in sheet.deals[:upto]:
        result = step(sheet.game, result, deal)
    return result


def ordinals(sheet: Sheet) -> list[int | None]:
    """Each deal's place among the game's deals (None for a deal not scored)."""
    result: list[int | None] = []
    count = 0
    for deal in sheet.deals:
        count += deal.counted
        result.append(count if deal.counted else None)
    return result


def totals(sheet: Sheet) -> dict[str, int]:
    """Each player's total (a doubled deal counts twice)."""
    return tally(sheet).totals


def running_totals(sheet: Sheet) -> list[dict[str, int]]:
    """The totals after each entry of the sheet, in order (unchanged by a deal not scored)."""
    result, now = [], Tally.start(sheet.players)
    for deal in sheet.deals:
        now = step(sheet.game, now, deal)
        result.append(now.totals)
    return result


def deals_due(game: Game, now: Tally) -> int | None:
    """How many deals the partie runs to (law 71): its deals, or more when tied after them
    (`tie_deals`, each dealing once more). None for a set, which runs until it is won."""
    if game.is_set:
        return None
    after = now.after_partie
    if after is None or len(set(after.values())) > 1:
        return game.length
    return game.length + game.tie_deals


def is_over(game: Game, now: Tally) -> bool:
    if now.lost_by is not None or now.set_won is not None:
        return True
    due = deals_due(game, now)
    return due is not None and now.counted >= due


def partie_points(game: Game, winner_score: int, loser_score: int) -> tuple[int, bool, str]:
    """Points won, whether the loser is rubiconed, and the law applied.

    Law 73: a loser who fails to score a hundred (`rubicon`) is rubiconed; the winner adds
    the loser's score to his own, plus a hundred. Otherwise law 72: the difference plus a
    hundred. A loser on exactly a hundred has scored it, so law 72 applies.
    """
    if loser_score < game.rubicon:
        return winner_score + loser_score + game.bonus, True, game.rubicon_law or game.law
    return winner_score - loser_score + game.bonus, False, game.result_law or game.law


# --- the standing --------------------------------------------------------------------------


@dataclass(frozen=True)
class Standing:
    """Where the game stands: finished or not, the winner, and the points won.

    For a partie, `points` follows law 72 (difference plus the bonus) or, with `rubicon`,
    law 73 (sum plus the bonus); `rubicon` is None until a partie has a winner by its deals,
    and for a set. For a set, `points` is the set won (its target): the set is won whole,
    however far past it the deal went; `double` says it was a double game (au cent 28). A
    drawn partie has no winner. `penalty` is the `loses-game` penalty that ended the game.
    """

    finished: bool
    winner: str | None = None
    loser: str | None = None
    points: int | None = None
    rubicon: bool | None = None
    drawn: bool = False
    double: bool = False
    law: str | None = None
    penalty: Penalty | None = None
    deal: int | None = None
    scores: Mapping[str, int] = field(default_factory=dict)


def standing(sheet: Sheet) -> Standing:
    """Where the set or partie stands."""
    now = tally(sheet)
    if now.lost_by is not None:
        return _lost_by_penalty(sheet, now)
    if sheet.game.is_set:
        return _set_standing(sheet, now)
    return _partie_standing(sheet, now)


def _lost_by_penalty(sheet: Sheet, now: Tally) -> Standing:
    """The penalty `loses-game`: the set or partie ends, lost by the offender. A set is won
    whole; for a partie the laws give no count of points won this way (72-73 count a partie
    played out), so none is given."""
    assert now.lost_by is not None
    loser, penalty = now.lost_by
    points = sheet.game.target if sheet.game.is_set else None
    return Standing(True, sheet.other(loser), loser, points, law=penalty.applied_by.law,
                    penalty=penalty, deal=now.winning_deal, scores=now.totals)


def _set_standing(sheet: Sheet, now: Tally) -> Standing:
    """1651 I.2: he that first comes to the number agreed upon wins the set; au cent 28: a
    hundred before the adversary has fifty wins a double game."""
    won = now.set_won
    if won is None:
        return Standing(False, scores=now.totals)
    loser = sheet.other(won.by)
    at_the_time = won.standing[loser] if won.standing is not None else now.totals[loser]
    below = sheet.game.double_below
    double = below is not None and at_the_time < below
    return Standing(True, won.by, loser, sheet.game.target, double=double, law=sheet.game.law,
                    deal=now.winning_deal, scores=now.totals)


def _partie_standing(sheet: Sheet, now: Tally) -> Standing:
    """Law 71: the higher score after the partie's deals wins; a tie, one more deal each;
    then drawn."""
    game = sheet.game
    if not is_over(game, now):
        return Standing(False, scores=now.totals)
    first, second = sheet.players
    scores = now.totals
    if scores[first] == scores[second]:
        return Standing(True, drawn=True, law=game.law, scores=scores)
    winner, loser = (first, second) if scores[first] > scores[second] else (second, first)
    points, rubicon, law = partie_points(game, scores[winner], scores[loser])
    return Standing(True, winner, loser, points, rubicon=rubicon, law=law, scores=scores)


# --- who reaches the set -------------------------------------------------------------------


def reached(game: Game, before: Mapping[str, int], scores: Mapping[str, int]) -> list[str]:
    """The players whose total passes the set in a deal scoring `scores` (players' order)."""
    return [name for name in before if before[name] + scores[name] >= game.goal]


def reach_in_order(
    game: Game, before: Mapping[str, int], steps: Sequence[tuple[str, int, int, str, str]]
) -> SetWon | None:
    """The first score, in the order of reckoning, that brings a player to the set (X.4).

    `steps`: for each score of the deal in order, (who scored, the elder's and the younger's
    deal totals so far, its category, its law); `before` the totals before the deal, elder
    first."""
    elder, younger = before
    for index, (name, elder_total, younger_total, category, law) in enumerate(steps, start=1):
        now = {elder: before[elder] + elder_total, younger: before[younger] + younger_total}
        if now[name] >= game.goal:
            return SetWon(name, "order-of-reckoning", index, category, law, now)
    return None
