"""A recorded deal taken back or amended on a sheet in memory: the last change undone (an
amendment is undone to the deal it replaced), and a deal amended within the limits the
edition sets on correcting a score (the correction's law). The file's operations, under its
lock, are `arbiter.sheet.partie`'s."""

from __future__ import annotations

import datetime
from dataclasses import dataclass, replace

from arbiter.errors import ImpossibleError
from arbiter.lawbook.editions import law_label
from arbiter.sheet.game import (
    Amendment,
    Deal,
    KeptRuling,
    SetWon,
    Sheet,
    Tally,
    is_over,
    reached,
    standing,
    step,
    tally,
)
from arbiter.sheet.record import (
    DealMaker,
    NextDeal,
)

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
        before = replace(before, not_scored=KeptRuling("amended", "not-scored", change.old_source))
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
