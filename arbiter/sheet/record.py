"""A partie sheet's deals recorded in memory: a sheet started, the next deal (who deals, the
game's state), a deal counted by hand, and a deal file scored onto the sheet. The file's
operations, under its lock, are `arbiter.sheet.partie`'s."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeAlias

from arbiter.decisions import Role
from arbiter.errors import ImpossibleError, InputError, Where, printable
from arbiter.files.yamlio import load_file
from arbiter.lawbook.bounds import most_in_a_set
from arbiter.lawbook.editions import Edition
from arbiter.sheet.file import MAX_DEALS, players_problem
from arbiter.sheet.game import (
    HAND_COUNTED,
    Deal,
    KeptRuling,
    LawRef,
    Penalty,
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
    tally,
)
from arbiter.variants.find import find_edition

if TYPE_CHECKING:
    from arbiter.game.tally import DealScore


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
    rulings: list[KeptRuling] | None = None
    not_scored: KeptRuling | None = None


def score_deal_file(sheet: Sheet, path: Path | str, upcoming: NextDeal) -> Scored:
    """Score a deal file under the sheet's edition (a file naming the edition a variant lies
    over is scored under the variant, as the players agreed); refused if it names another
    edition, or lacks tricks without reaching the set or being a deal not scored."""
    from arbiter.game.penalised import score_deal
    from arbiter.rulings.deal_file import deal_from

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
        not_scored = KeptRuling(str(out.get("kind")), str(out.get("decision")),
                                str(out.get("summary") or ""),
                                [_law_ref(law, edition) for law in out.get("laws") or ()] or None,
                                out.get("index"))
    return Scored(score, source, penalties or None, rulings or None, not_scored)


def _law_ref(law: Any, edition: Edition) -> LawRef:
    if isinstance(law, Mapping):
        return LawRef(str(law.get("edition") or edition.id), str(law.get("law") or law.get("id")))
    return LawRef(edition.id, str(law))


def _penalty(item: Mapping[str, Any], edition: Edition) -> Penalty:
    role: Role = "younger" if item.get("player") == "younger" else "elder"
    what = item.get("what")
    return Penalty(role, str(item.get("effect")), None if what is None else str(what),
                   law=_law_ref(item.get("law") or "", edition))


def _ruling(item: Mapping[str, Any], edition: Edition) -> KeptRuling:
    citations = [_law_ref(law, edition) for law in item.get("citations") or ()]
    return KeptRuling(str(item.get("kind")), str(item.get("decision")),
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
