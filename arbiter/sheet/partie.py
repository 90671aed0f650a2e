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
import datetime
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeAlias, TypeVar

from arbiter.errors import ArbiterError, ImpossibleError, InputError, Where, printable
from arbiter.files.yamlio import load_file
from arbiter.lawbook.bounds import most_in_a_set
from arbiter.lawbook.editions import Edition, find_edition, law_label
from arbiter.sheet.file import MAX_DEALS, Mending, load_sheet, players_problem, sheet_text
from arbiter.sheet.game import (
    HAND_COUNTED,
    Amendment,
    Deal,
    LawRef,
    NotScored,
    Penalty,
    Role,
    Ruling,
    SetWon,
    Sheet,
    Tally,
    game_for,
    is_over,
    law_named,
    reach_in_order,
    reached,
    seats,
    standing,
    step,
    tally,
)
from arbiter.sheet.houserules import house_rules_of

if TYPE_CHECKING:
    from arbiter.game.scoring import DealScore

T = TypeVar("T")


# --- starting ------------------------------------------------------------------------------


def check_players(names: Sequence[str]) -> tuple[str, str]:
    """Exactly two players with distinct names (case aside), spaces around them dropped."""
    cleaned = [name.strip() for name in names]
    found = players_problem(cleaned)
    if found is not None:
        raise InputError(found[1])
    return cleaned[0], cleaned[1]


def new_sheet(edition: str | None, players: Sequence[str], target: int | None = None) -> Sheet:
    """A fresh sheet: the first player named deals first; `target` is an agreed set's size."""
    chosen = find_edition(edition)
    rule = chosen.rules.game
    if target is not None and rule.kind != "set":
        raise SetSizeError(f"{chosen.id} plays a partie of {rule.deals} deals "
                           f"({law_named(rule.law)}), not a set: a set's size does not apply")
    if target is not None and target < 1:
        raise InputError(f"a set is of 1 point or more, not {target}")
    if target is not None and target > most_in_a_set(chosen, MAX_DEALS):
        raise InputError(f"a set is of at most {most_in_a_set(chosen, MAX_DEALS)} points "
                           f"(what the {MAX_DEALS} deals a sheet holds could reach under "
                           f"{chosen.id}), not {target}")
    return Sheet(chosen, check_players(players), game_for(chosen, target))


class SetSizeError(InputError):
    """A set's size given for a game that is no set."""


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


# --- the next deal -------------------------------------------------------------------------


@dataclass(frozen=True)
class NextDeal:
    """A deal's place: its number on the sheet (its row), dealer and elder, and the tally
    before it; `before.counted + 1` is its place among the game's deals."""

    number: int
    dealer: str
    elder: str
    before: Tally

    @property
    def ordinal(self) -> int:
        return self.before.counted + 1


def next_deal(sheet: Sheet) -> NextDeal:
    """The number, dealer and elder of the next deal; refused once the game is over."""
    now = tally(sheet)
    if is_over(sheet.game, now):
        raise ImpossibleError(f"the {sheet.game.kind} is over ({how_it_ended(sheet)}); no more "
                              "deals can be recorded (start a new sheet)")
    return NextDeal(len(sheet.deals) + 1, *seats(sheet.players, now.counted + 1), now)


def how_it_ended(sheet: Sheet) -> str:
    """One line on how a finished game ended."""
    result = standing(sheet)
    if result.drawn:
        return f"drawn after {tally(sheet).counted} deals, {law_named(result.law)}"
    if result.penalty is not None:
        return f"{result.loser} lost it by a penalty, {law_named(result.law)}"
    if sheet.game.is_set:
        return f"{result.winner} won the set of {sheet.game.target}"
    rubicon = ", rubicon" if result.rubicon else ""
    return (f"{result.winner} won {result.points} points{rubicon}, "
            f"{law_named(result.law)}")


def _append(sheet: Sheet, deal: Deal) -> Sheet:
    return sheet.with_deals((*sheet.deals, deal))


# --- recording a deal counted by hand ------------------------------------------------------


DealMaker: TypeAlias = Callable[[Sheet, NextDeal], Deal]
"""Makes the sheet's record of a deal, to be recorded or to correct one: from the sheet and
the deal's place (its number, dealer and elder, and the tally before it)."""


def add_deal(sheet: Sheet, make: DealMaker) -> Sheet:
    """The sheet with the next deal added; refused once the game is over."""
    return _append(sheet, make(sheet, next_deal(sheet)))


def by_hand(elder_points: int, younger_points: int, first: str | None = None) -> DealMaker:
    """A deal counted by hand; in a set game, `first` says who reached the set first when
    both pass it in this deal (1651 X.4: the order of reckoning decides)."""

    def make(sheet: Sheet, upcoming: NextDeal) -> Deal:
        _within_a_deal(sheet.edition, elder_points, younger_points)
        scores = _by_name(upcoming.elder, upcoming.dealer, elder_points, younger_points)
        won = reach_by_totals(sheet, upcoming.before.totals, scores, upcoming.elder, first)
        return Deal(upcoming.number, upcoming.dealer, upcoming.elder, scores, HAND_COUNTED, won)

    return make


def record_scores(sheet: Sheet, elder_points: int, younger_points: int,
                  first: str | None = None) -> Sheet:
    """Add a hand-counted deal."""
    return add_deal(sheet, by_hand(elder_points, younger_points, first))


def _within_a_deal(edition: Edition, elder_points: int, younger_points: int) -> None:
    """A score counted by hand is no more than a deal can score under the edition."""
    from arbiter.lawbook.bounds import most_in_a_deal

    most = most_in_a_deal(edition)
    for role, points in (("elder", elder_points), ("younger", younger_points)):
        if points > most:
            raise InputError(f"the {role}'s {points} is more than a deal can score under "
                             f"{edition.id} (at most {most})")


def _by_name(elder: str, dealer: str, elder_points: int, younger_points: int) -> dict[str, int]:
    for points in (elder_points, younger_points):
        if points < 0:
            raise InputError(f"a deal's score is 0 or more, not {points}")
    return {elder: elder_points, dealer: younger_points}


def reach_by_totals(sheet: Sheet, before: Mapping[str, int], scores: Mapping[str, int],
                    elder: str, first: str | None) -> SetWon | None:
    """Who reaches the set from a deal's two totals; when both pass it the order is not
    known from two numbers, so the players must say who got there first (`first`)."""
    game = sheet.game
    if not game.is_set:
        if first is not None:
            raise FirstError(f"who reached the set first is for a set game; {sheet.edition.id} "
                             f"plays a partie of {game.deals} deals")
        return None
    passing = reached(game, before, scores)
    chosen = resolve_first(sheet, first, elder) if first is not None else None
    if not passing:
        if chosen is not None:
            raise FirstError(f"neither player reaches the set of {game.target} in this deal, "
                             f"so none reached it first")
        return None
    if len(passing) == 1:
        if chosen is not None and chosen != passing[0]:
            raise FirstError(f"only {passing[0]} reaches the set of {game.target} in this deal")
        return SetWon(passing[0], "alone")
    if chosen is None:
        after = ", ".join(f"{name} {before[name] + scores[name]}" for name in sheet.players)
        order = sheet.edition.rules.order
        raise BothPassError(f"both players pass the set of {game.target} in this deal "
                            f"({after}); the first to reach it in the order of reckoning wins "
                            f"({law_named(order)}): say who reached it first, or record the "
                            "deal file instead")
    return SetWon(chosen, "told", law=sheet.edition.rules.order)


class BothPassError(InputError):
    """Both players pass the set in a deal counted by hand, and no one said who was first."""


class FirstError(InputError):
    """Who reached the set first, as the players said, does not fit the deal or the game."""


def resolve_first(sheet: Sheet, text: str, elder: str) -> str:
    """A player named as the first to reach the set: a name (case aside), or elder/younger."""
    word = text.strip().lower()
    if word == "elder":
        return elder
    if word == "younger":
        return sheet.other(elder)
    for name in sheet.players:
        if name.lower() == word:
            return name
    raise FirstError(f"{text!r} is not a player of this partie",
                     hint=f"give {sheet.players[0]}, {sheet.players[1]}, elder or younger")


# --- recording a deal file -----------------------------------------------------------------


@dataclass(frozen=True)
class Scored:
    """A deal file scored under the sheet's edition: the score, and what the scorer's JSON
    says beside it (penalties applied, rulings, and why the deal is not scored, if it is
    not)."""

    score: DealScore
    source: str
    penalties: list[Penalty] | None = None
    rulings: list[Ruling] | None = None
    not_scored: NotScored | None = None


def score_deal_file(sheet: Sheet, path: Path | str, upcoming: NextDeal) -> Scored:
    """Score a deal file under the sheet's edition (a file naming the edition a variant lies
    over is scored under the variant, as the players agreed); refused if it names another
    edition, or lacks tricks without reaching the set or being a deal not scored."""
    from arbiter.game.deal import deal_from
    from arbiter.score.penalised import score_deal

    doc = load_file(path)
    named = doc.data.get("edition") if isinstance(doc.data, dict) else None
    if isinstance(named, str | int) and not isinstance(named, bool):  # YAML reads 1882 as int
        try:
            edition = find_edition(str(named))
        except InputError as error:
            raise error.located(doc.where(("edition",))) from None
        if edition not in sheet.edition.layers():  # the sheet's variant lies over its base
            raise ImpossibleError(f"the deal is for {edition.id} but the sheet plays "
                                  f"{sheet.edition.id}", doc.where(("edition",)))
    deal = deal_from(doc, doc.data, (), sheet.edition.id)
    score = score_deal(deal)
    scored = scored_from(score, printable(str(path)), sheet.edition)
    if (not deal.complete and scored.not_scored is None
            and _reached_in_order(sheet, score, upcoming) is None):
        due = sheet.edition.rules.deal.hand
        raise ImpossibleError(f"holds {len(deal.tricks)} of the {due} tricks: a sheet records "
                              "whole deals (give every trick, or the two scores counted by "
                              "hand)", Where(file=str(path)))
    return scored


def scored_from(score: DealScore, source: str, edition: Edition) -> Scored:
    """What the scorer's per-deal JSON says beside the scores (`penalties`, `rulings`,
    `not_scored`); a key it does not give means none."""
    data = score.to_json()
    penalties = [_penalty(item, edition) for item in data.get("penalties") or ()]
    rulings = [_ruling(item, edition) for item in data.get("rulings") or ()]
    out = data.get("not_scored")
    not_scored = None
    if out:
        not_scored = NotScored(str(out.get("decision")), str(out.get("kind")),
                               str(out.get("summary") or ""), out.get("index"),
                               [_law_ref(law, edition) for law in out.get("laws") or ()] or None)
    return Scored(score, source, penalties or None, rulings or None, not_scored)


def _law_ref(law: Any, edition: Edition) -> LawRef:
    if isinstance(law, Mapping):
        return LawRef(str(law.get("edition") or edition.id), str(law.get("law") or law.get("id")))
    return LawRef(edition.id, str(law))


def _penalty(item: Mapping[str, Any], edition: Edition) -> Penalty:
    role: Role = "younger" if item.get("player") == "younger" else "elder"
    what = item.get("what")
    return Penalty(role, str(item.get("effect")), _law_ref(item.get("law") or "", edition),
                   None if what is None else str(what))


def _ruling(item: Mapping[str, Any], edition: Edition) -> Ruling:
    citations = [_law_ref(law, edition) for law in item.get("citations") or ()]
    return Ruling(str(item.get("kind")), str(item.get("decision")),
                  str(item.get("summary") or ""), citations or None)


def _reached_in_order(sheet: Sheet, score: DealScore, upcoming: NextDeal) -> SetWon | None:
    """The first score, in the order of reckoning, that brings a player to the set (X.4)."""
    if not sheet.game.is_set:
        return None
    elder, dealer = upcoming.elder, upcoming.dealer
    before = {elder: upcoming.before.totals[elder], dealer: upcoming.before.totals[dealer]}
    steps = [(elder if event.player == "elder" else dealer, event.elder_total,
              event.younger_total, event.category, str(event.law)) for event in score.events]
    return reach_in_order(sheet.game, before, steps)


def deal_from_scored(sheet: Sheet, scored: Scored, upcoming: NextDeal) -> Deal:
    """The sheet's record of a deal file scored by the engine; in a set game the set is won
    at the score that reaches it, in the order of reckoning (1651 X.4)."""
    elder, dealer = upcoming.elder, upcoming.dealer
    if scored.not_scored is not None:
        return Deal(upcoming.number, dealer, elder, {elder: 0, dealer: 0}, scored.source,
                    not_scored=scored.not_scored, rulings=scored.rulings)
    score = scored.score
    scores = {elder: score.elder.total, dealer: score.younger.total}
    won = _reached_in_order(sheet, score, upcoming)
    if won is None:
        won = reach_by_totals(sheet, upcoming.before.totals, scores, elder, None)
    return Deal(upcoming.number, dealer, elder, scores, scored.source, won,
                penalties=scored.penalties, rulings=scored.rulings)


def from_file(path: Path | str) -> DealMaker:
    """A deal from a deal file, scored by the engine with the sheet's edition."""

    def make(sheet: Sheet, upcoming: NextDeal) -> Deal:
        return deal_from_scored(sheet, score_deal_file(sheet, path, upcoming), upcoming)

    return make


def record_deal_file(sheet: Sheet, path: Path | str) -> Sheet:
    """Add a deal from a deal file."""
    return add_deal(sheet, from_file(path))


# --- taking back ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Undone:
    """What `undo` took back: deal `deal` as it stood before (`amendment` None: the deal was
    recorded, and is gone), or the deal as an amendment had left it (`amendment`: that
    amendment, now undone); `now` is the deal as it stands again, None when it is gone."""

    deal: Deal
    amendment: Amendment | None = None
    now: Deal | None = None


def changes(sheet: Sheet) -> int:
    """The changes that made the sheet as it stands: each deal recorded, each amendment."""
    return len(sheet.deals) + sum(len(deal.amended or ()) for deal in sheet.deals)


def undo(sheet: Sheet) -> tuple[Sheet, Undone]:
    """Take back the last change: an amendment made after the last deal was recorded (the
    one counted last, by its `change`; a sheet that does not count them: an amendment of the
    last deal itself), else the last deal. Refused on a sheet with none."""
    if not sheet.deals:
        raise ImpossibleError("there is no deal to take back: the sheet has none")
    last = changes(sheet) - 1
    for index, deal in enumerate(sheet.deals):
        for change in deal.amended or ():
            if change.change == last:
                return _unamend(sheet, index)
    final = sheet.deals[-1]
    if final.amended and final.amended[-1].change is None:
        return _unamend(sheet, len(sheet.deals) - 1)
    return sheet.with_deals(sheet.deals[:-1]), Undone(final)


def _unamend(sheet: Sheet, index: int) -> tuple[Sheet, Undone]:
    """Deal `index` as it stood before its last amendment; the later deals' sets follow."""
    deal = sheet.deals[index]
    assert deal.amended
    change = deal.amended[-1]
    before = replace(deal, scores=dict(change.old), source=change.old_source,
                     penalties=change.old_penalties, rulings=change.old_rulings,
                     not_scored=change.old_not_scored if not change.old_scored else None,
                     amended=list(deal.amended[:-1]) or None, set_won=None)
    if not change.old_scored and before.not_scored is None:
        before = replace(before, not_scored=NotScored("not-scored", "amended", change.old_source))
    if sheet.game.is_set and before.counted:
        before = _set_won_again(sheet, tally(sheet, index), before)
    later = _later_set_won(sheet, index, before)
    return sheet.with_deals((*sheet.deals[:index], before, *later)), Undone(deal, change, before)


# --- amending a deal -----------------------------------------------------------------------


@dataclass(frozen=True)
class Amended:
    """What `amend` did: the deal before and after, and the reading of the edition's limit."""

    old: Deal
    new: Deal
    note: str


def correction_limit(sheet: Sheet, index: int, new: Deal, unreckoned: bool = False) -> str:
    """Whether the deal at `index` may still be corrected to `new` under the edition's limit
    (its `corrections`); the note saying which limit was applied, or ImpossibleError quoting
    the law past it. `unreckoned`: what the correction adds was never called nor reckoned,
    which 1651 XII.2 and Cotton 17 take once play has begun (a deal recorded was played)."""
    rule = sheet.edition.rules.corrections
    old = sheet.deals[index]
    if unreckoned and rule is not None and rule.unreckoned is not None:
        lost = sheet.edition.cited(rule.unreckoned)
        raise ImpossibleError(f"deal {old.number} cannot be corrected to add what was never "
                              "reckoned: its play has begun, and what was never reckoned is "
                              f'lost (law {law_label(rule.unreckoned)}: "{lost.text}")')
    is_last = index == len(sheet.deals) - 1
    if rule is None:
        return (f"{sheet.edition.id} is silent on correcting a score once reckoned; by analogy "
                "with putting a miscount right, which it does not limit, the deal is corrected")
    law, label = sheet.edition.cited(rule.law), law_label(rule.law)
    words = f'law {label}: "{law.text}"' + ("" if law.text.rstrip().endswith(".") else ".")
    too_late = f"deal {old.number} can no longer be corrected"
    if rule.until == "end-of-game":
        if not is_last and standing(sheet).finished:
            raise ImpossibleError(f"{words} Errors may be rectified only during the game, "
                                  f"and the game is over: {too_late}")
        return (f"law {label}: errors may be rectified at any time during the game; read "
                "as any deal while the game is played, and the deal that ended it")
    if rule.until == "next-deal" and not _pique_called_for(sheet, old, new):
        return (f"law {label} limits the time only for calling for a pique or repique left "
                "out; this correction is not one (no player gains exactly a pique or a "
                "repique), and is made whenever it is found")
    if not is_last:
        later = ("the player in error has seen his next hand" if rule.until == "seen-next-hand"
                 else "the cards have been cut for a new deal, and a pique or repique left out "
                 "is lost")
        since = _dealt_since(sheet, index)
        raise ImpossibleError(f"{words} {since[0].upper()}{since[1:]}, so {later}: "
                              f"{too_late}")
    if rule.until == "seen-next-hand":
        return (f"law {label}: errors may be rectified before the player in error has seen "
                "his next hand; read as: only the last deal on the sheet (a deal after it, "
                "scored or not, is a hand seen)")
    return (f"law {label}: a pique or repique left out is kept if called for before the "
            "cards are cut for a new deal; read as: while the deal is the last on the sheet "
            "(a deal after it, scored or not, was cut for)")


def _dealt_since(sheet: Sheet, index: int) -> str:
    """The deals on the sheet after the one at `index`: hands dealt since, scored or not."""
    later = sheet.deals[index + 1:]
    first = later[0]
    scored = "" if first.counted else " (not scored)"
    more = f" and {len(later) - 1} more" if len(later) > 1 else ""
    return f"deal {first.number}{scored}{more} {'have' if more else 'has'} been dealt since"


def _seats_changed(sheet: Sheet, index: int, new: Deal) -> str:
    """Why a deal not the last may not change between scored and not scored: the deals after
    it would have been dealt by the other player."""
    number = sheet.deals[index].number
    now = "scored" if new.not_scored is None else f"not scored ({new.not_scored.decision})"
    return (f"the corrected deal {number} is {now}, so the deals after it were dealt by the "
            "wrong dealer: take them back and record them again")


def _pique_called_for(sheet: Sheet, old: Deal, new: Deal) -> bool:
    """Whether a correction gives a player exactly a pique or a repique more (1651 XI.3,
    Cotton 14: the pique or repique left out and called for)."""
    rules = sheet.edition.rules
    bonuses = {rule.points for rule in (rules.pique, rules.repique) if rule is not None}
    return any(new.scores[name] - old.scores[name] in bonuses for name in sheet.players)


def amend_deal(sheet: Sheet, number: int, make: DealMaker, at: str,
               unreckoned: bool = False) -> tuple[Sheet, Amended]:  # fmt: skip
    """Correct deal `number` within the edition's limit, made again in its place by `make`.
    Later running totals, the set race and the result follow from the sheet; the deal keeps
    the change in its `amended` history, stamped `at`. `unreckoned`: the correction adds what
    was never reckoned, not a miscount."""
    index = _index_of(sheet, number)
    old = sheet.deals[index]
    fresh = make(sheet, NextDeal(old.number, old.dealer, old.elder, tally(sheet, index)))
    note = correction_limit(sheet, index, fresh, unreckoned)
    if index != len(sheet.deals) - 1 and old.counted != fresh.counted:
        raise ImpossibleError(_seats_changed(sheet, index, fresh))
    change = Amendment(at, old.scores, fresh.scores, old.source, fresh.source, old.counted,
                       fresh.counted, changes(sheet), old.penalties, old.not_scored,
                       old.rulings)
    new = replace(fresh, amended=[*(old.amended or ()), change])
    later = _later_set_won(sheet, index, new)
    changed = sheet.with_deals((*sheet.deals[:index], new, *later))
    _check_still_played(changed, number)
    return changed, Amended(old, new, note)


def _index_of(sheet: Sheet, number: int) -> int:
    """Where deal `number` is: every deal on the sheet has its own number, its row."""
    for index, deal in enumerate(sheet.deals):
        if deal.number == number:
            return index
    count = len(sheet.deals)
    held = "deal 1" if count == 1 else f"deals 1 to {count}"
    raise ImpossibleError(f"there is no deal {number} on the sheet (it holds {held})"
                          if count else "there is no deal on the sheet")


def _later_set_won(sheet: Sheet, index: int, new: Deal) -> list[Deal]:
    """The deals after a corrected one, with who reached the set worked out again from the
    totals (a deal's order of reckoning is kept when the same player still reaches it)."""
    later = list(sheet.deals[index + 1:])
    if not sheet.game.is_set:
        return later
    now = step(sheet.game, tally(sheet, index), new)
    result = []
    for deal in later:
        result.append(_set_won_again(sheet, now, deal) if deal.counted else deal)
        now = step(sheet.game, now, result[-1])
    return result


def _set_won_again(sheet: Sheet, before: Tally, deal: Deal) -> Deal:
    passing = reached(sheet.game, before.totals, deal.scores)
    old = deal.set_won
    if not passing:
        return replace(deal, set_won=None)
    if len(passing) == 1:
        return replace(deal, set_won=SetWon(passing[0], "alone"))
    if old is not None and old.how == "told":
        return deal
    raise ImpossibleError(f"after this correction both players pass the set in deal "
                          f"{deal.number}, and who reached it first is not known: take back "
                          "the deals after the corrected one and record them again")


def _check_still_played(sheet: Sheet, number: int) -> None:
    now = Tally.start(sheet.players)
    for position, deal in enumerate(sheet.deals):
        if is_over(sheet.game, now):
            raise ImpossibleError(f"after this correction the {sheet.game.kind} ends before "
                                  f"deal {deal.number}, yet {len(sheet.deals) - position} "
                                  "deal(s) follow: take them back first, then correct deal "
                                  f"{number}")
        now = step(sheet.game, now, deal)


def now_stamp() -> str:
    """The time of a change, in UTC, to the second."""
    return datetime.datetime.now(datetime.UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


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
