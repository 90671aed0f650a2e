"""Reckoning a deal under its penalties (SPEC "Penalties reach the score").

The deal is reckoned as usual, in the edition's order, keeping a place for every score it
could have made: a score a penalty strikes stays in its place as an event of 0 points citing
the penalty's law, and a score a penalty gives cites the penalty's law. What each effect does
comes from the edition's `rules.penalties` (laws/*.yaml), never from its name:

- `reckons-nothing`: every score of the offender's is struck, save what the edition `spares`
  (`play`: his play, the cards and a capot, 1651 XII.4 "Yet shall not this hinder the other
  from making what he can in playing his Cards", Cotton 18). Where his cards still `bars` his
  adversary (1882 law 58) his holdings are compared as if he could score them, so his better
  or equal holding leaves the adversary's not good, and his struck scores still count against
  the adversary's pique and repique; elsewhere his holdings stand against nothing.
- `adversary-reckons-all`: the adversary reckons all he holds in hand, as if the offender held
  nothing (1651 XII.4, Cotton 18); laid with a lost declaration and not with reckoning
  nothing, only "of the same things" (1651 XII.3: "his Adversary shall reckon whatsoever he
  can shew of the same things, though they be of lesse value").
- `loses-declaration`: the score named is struck; the holding stands against nothing.
- `adversary-counts-unplayable-as-tricks`, `loses-remaining-tricks`: the tricks of one card
  (`arbiter.game.deal`) are the adversary's, scored as leads, the last as the last trick, and
  counted for the cards and a capot; their scores cite the penalty's law.
- `loses-game`: no score of the deal changes; the set or partie is lost (`arbiter.sheet.partie`).

A repique or pique is placed where it is won; one a penalty makes, unmakes or strikes cites
the penalty's law.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.formats import ROLES, Role, other
from arbiter.game.holdings import Holdings, Point, holding
from arbiter.game.scoring import (
    reckon_blanche,
    reckon_cards,
    reckon_point,
    reckon_sequences,
    reckon_sets,
    reckon_trick,
    score_plain,
    tricks_won,
    wins_pique,
    wins_repique,
)
from arbiter.game.tally import DealScore, PlayerScore, Reckoning, Score, ScoreEvent
from arbiter.lawbook.penalties import rules_of

if TYPE_CHECKING:
    from collections.abc import Callable

    from arbiter.decisions import Penalty
    from arbiter.game.deal import Deal
    from arbiter.game.operations import Trick
    from arbiter.lawbook.rules import Rules

    Reckoner = Callable[[Rules, dict[Role, Holdings]], list[Score]]

# The score a lost declaration names, as a category of the score.
CATEGORY_OF = {"blanche": "blanche", "point": "point", "sequence": "sequences", "set": "sets",
               "pique": "pique", "repique": "repique"}  # fmt: skip
PLAY_CATEGORIES = frozenset({"play", "cards", "capot"})
HAND_STEPS: tuple[tuple[str, Reckoner], ...] = (
    ("blanche", reckon_blanche), ("point", reckon_point), ("sequences", reckon_sequences),
    ("sets", reckon_sets),
)  # fmt: skip


class Effects:
    """What a deal's penalties do, asked score by score."""

    def __init__(self, deal: Deal) -> None:
        found = deal.penalised
        rule = rules_of(deal.edition).reckons_nothing
        self.spares_play = rule is not None and rule.spares == "play"
        self.bars = rule is not None and rule.bars
        self.nothing = {role: found.on(role, "reckons-nothing") for role in ROLES}
        self.reckons_all = {role: [p for p in found.penalties if p.player == other(role)
                                   and p.effect == "adversary-reckons-all"]
                            for role in ROLES}  # fmt: skip
        self.lost = {(p.player, CATEGORY_OF[p.what]): p for p in found.penalties
                     if p.effect == "loses-declaration" and p.what in CATEGORY_OF}  # fmt: skip
        self.unplayable = {
            role: found.on(other(role), "adversary-counts-unplayable-as-tricks")
            or found.on(other(role), "loses-remaining-tricks") for role in ROLES
        }  # the penalty by which `role` leads a card nobody plays to
        self.first = next((p for p in found.penalties if p.effect != "loses-game"),
                          found.penalties[0] if found.penalties else None)  # fmt: skip

    def strikes(self, role: Role, category: str) -> Penalty | None:
        """The penalty that strikes `role`'s score of this category, if any."""
        lost = self.lost.get((role, category))
        if lost is not None:
            return lost
        if category in PLAY_CATEGORIES and self.spares_play:
            return None
        return self.nothing[role]

    def reckons_all_in(self, role: Role, category: str) -> Penalty | None:
        """The penalty by which `role` reckons all he holds of this category, if any: one that
        names the score (`what`: 1651 XII.3 'whatsoever he can shew of the same things', au
        cent 18 and 22) reaches that score only."""
        laid = self.reckons_all[role]
        named = next((p for p in laid if p.what is not None
                      and CATEGORY_OF.get(p.what) == category), None)  # fmt: skip
        penalty = next((p for p in laid if p.what is None), None)
        if named is not None or penalty is None:
            return named
        offender = other(role)
        lost = {category for player, category in self.lost if player == offender}
        if penalty is None or self.nothing[offender] is not None or not lost:
            return penalty
        return penalty if category in lost else None

    def left_out(self, role: Role, category: str) -> Penalty | None:
        """The penalty by which `role`'s holding stands against nothing, if any: lost, or his
        adversary reckons all, or he reckons nothing where his cards do not bar."""
        return (self.lost.get((role, category)) or self.reckons_all_in(other(role), category)
                or (None if self.bars else self.nothing[role]))  # fmt: skip

    def giver(self, role: Role, category: str) -> Penalty | None:
        """The penalty that gave `role` a score of this category he would not have had."""
        adversary = other(role)
        return (self.reckons_all_in(role, category) or self.lost.get((adversary, category))
                or (None if self.bars else self.nothing[adversary]) or self.first)  # fmt: skip


class PenaltyReckoning(Reckoning):
    """A reckoning that also keeps each player's total with the scores struck from him by reckoning
    nothing (`own`: what his thirty for a pique or repique is reached by), and his total as it
    stands against the adversary (`against`: struck scores too where his cards bar)."""

    def __init__(self, effects: Effects) -> None:
        super().__init__()
        self.effects = effects
        self.own: dict[Role, int] = {"elder": 0, "younger": 0}
        self.against: dict[Role, int] = {"elder": 0, "younger": 0}
        self.bonuses: set[tuple[Role, str]] = set()

    def reckon(self, score: Score) -> None:
        if score.points <= 0:
            return
        super().reckon(score)
        self.own[score.player] += score.points
        self.against[score.player] += score.points

    def strike(self, score: Score, penalty: Penalty, counts: bool = True) -> None:
        """The score stays in its place, as 0 points citing the penalty's law; struck for
        reckoning nothing, it still counts toward his thirty (and against his adversary's,
        where his cards bar), unless it `counts` not at all (a bonus unmade)."""
        if score.points <= 0:
            return
        self.events.append(ScoreEvent(score.category, score.player, 0, self.totals["elder"],
                                      self.totals["younger"], penalty.ref,
                                      score.points))  # fmt: skip
        if counts and penalty.effect == "reckons-nothing":
            self.own[score.player] += score.points
            if self.effects.bars:
                self.against[score.player] += score.points

    def place(self, score: Score) -> None:
        """A score as it falls: struck if a penalty strikes it, else reckoned."""
        penalty = self.effects.strikes(score.player, score.category)
        if penalty is not None:
            self.strike(score, penalty)
        else:
            self.reckon(score)


def score_penalised(deal: Deal) -> DealScore:
    """Score a deal under its penalties; a deal an incident's ruling leaves unscored scores
    nothing and says why."""
    rules = deal.edition.rules
    held = {role: holding(deal.hand(role), rules.point.measure) for role in ROLES}
    found = deal.penalised
    won = tricks_won(deal)
    if found.not_scored is not None:
        return DealScore(deal.edition.id, PlayerScore(), PlayerScore(), (),
                         (won["elder"], won["younger"]), len(deal.tricks), held, rules,
                         (), found.not_scored)  # fmt: skip
    plain = score_plain(deal)
    effects = Effects(deal)
    tally = PenaltyReckoning(effects)
    reckon_hand(rules, held, tally, plain)
    unmade(tally, plain, "repique")
    reckon_play(deal, tally, plain)
    unmade(tally, plain, "pique")
    reckon_the_cards(deal, tally)
    return DealScore(
        edition=deal.edition.id,
        elder=PlayerScore(**tally.parts["elder"]),
        younger=PlayerScore(**tally.parts["younger"]),
        events=tuple(tally.events),
        tricks_won=(won["elder"], won["younger"]),
        tricks_played=len(deal.tricks),
        held=held,
        rules=rules,
        penalties=found.penalties,
    )


# --- the hand ------------------------------------------------------------------------------


def left_out(found: Holdings, category: str) -> Holdings:
    """A holding with nothing in one category: it stands against nothing there."""
    if category == "blanche":
        return found._replace(blanche=False)
    if category == "point":
        return found._replace(point=Point(found.point.suit, 0, 0))
    if category == "sequences":
        return found._replace(runs=())
    return found._replace(sets=())


def reckon_hand(rules: Rules, held: dict[Role, Holdings], tally: PenaltyReckoning,
                plain: DealScore) -> None:  # fmt: skip
    """Each declaration as it would have fallen, struck where a penalty strikes it, and as it
    falls once the holdings left out stand against nothing; the repique where it is won."""
    effects = tally.effects
    for category, reckon in HAND_STEPS:
        would = {score.player: score for score in reckon(rules, held)}
        compared = {role: left_out(held[role], category)
                    if effects.left_out(role, category) else held[role] for role in ROLES}
        falls = {score.player: score for score in reckon(rules, compared)}
        for role in ROLES:
            struck = effects.strikes(role, category) or (
                effects.left_out(role, category) if role not in falls else None)
            if struck is not None:
                if role in would:
                    tally.strike(would[role], struck)
            elif role in falls:
                tally.reckon(cited(falls[role], would.get(role), effects.giver(role, category)))
            check_repique(rules, tally, role, plain)


def cited(score: Score, would: Score | None, giver: Penalty | None) -> Score:
    """A score a penalty gave or changed cites the penalty's law."""
    if score == would or giver is None:
        return score
    return score._replace(law=giver.ref)


def check_repique(rules: Rules, tally: PenaltyReckoning, role: Role, plain: DealScore) -> None:
    """Thirty in hand before the adversary has scored anything (1651 XI.1, 1674 13, 1882 68):
    his scores struck for reckoning nothing reach it too, and the adversary's bar it where
    his cards bar."""
    rule = rules.repique
    if wins_repique(rule, tally.own[role], tally.against[other(role)],
                    (role, "repique") in tally.bonuses):
        bonus(tally, Score("repique", role, rule.points, rule.law), plain)


def unmade(tally: PenaltyReckoning, plain: DealScore, category: str) -> None:
    """A pique or repique the deal as played would have won that its penalties unmade: struck,
    in its place at the end of the stage that would have won it (the hand for a repique, the
    elder's first lead or the play for a pique)."""
    penalty = tally.effects.first
    for role in ROLES:
        points = getattr(plain.player(role), category)
        done = any(e.category == category and e.player == role for e in tally.events)
        if points and not done and penalty is not None:
            tally.strike(Score(category, role, points, penalty.ref), penalty, counts=False)


def bonus(tally: PenaltyReckoning, score: Score, plain: DealScore) -> None:
    """A pique or repique: struck if a penalty strikes it (the offender who reckons nothing,
    a bonus lost); citing the penalty's law if the deal as played would not have had it."""
    tally.bonuses.add((score.player, score.category))
    if not getattr(plain.player(score.player), score.category):
        score = cited(score, None, tally.effects.first)
    tally.place(score)


# --- the play and the cards ----------------------------------------------------------------


def reckon_play(deal: Deal, tally: PenaltyReckoning, plain: DealScore) -> None:
    """The play trick by trick, struck where a penalty strikes it; a card nobody could play to
    cites the penalty by which it is its holder's trick; the pique where it is won."""
    rules = deal.edition.rules
    final = len(deal.tricks) - 1 if deal.complete else -1
    for number, trick in enumerate(deal.tricks):
        lead, win = reckon_trick(trick, rules, last=number == final)
        for score, first_lead in ((lead, number == 0), (win, False)):
            if score.points <= 0:
                continue
            tally.place(unanswered(trick, score, tally.effects))
            check_pique(rules, tally, score, first_lead, plain)
        if number == 0 and rules.pique is not None and rules.pique.counts == "hand-and-first-lead":
            unmade(tally, plain, "pique")


def unanswered(trick: Trick, score: Score, effects: Effects) -> Score:
    penalty = effects.unplayable[trick.leader] if trick.unanswered else None
    return score if penalty is None else score._replace(law=penalty.ref)


def check_pique(rules: Rules, tally: PenaltyReckoning, score: Score, first_lead: bool,
                plain: DealScore) -> None:  # fmt: skip
    """Thirty by the elder in hand and play before the younger has scored anything (1651
    XI.2, 1674 14, 1882 69: `scoring.wins_pique`), as `check_repique` counts them."""
    rule = rules.pique
    had = ("elder", "repique") in tally.bonuses or ("elder", "pique") in tally.bonuses
    if rule is not None and wins_pique(rule, score, first_lead, tally.own["elder"],
                                       tally.against["younger"], had):
        bonus(tally, Score("pique", "elder", rule.points, rule.law), plain)


def reckon_the_cards(deal: Deal, tally: PenaltyReckoning) -> None:
    """The cards or the capot, struck where a penalty strikes it; won with cards nobody could
    play to, they cite the penalty by which those were tricks."""
    for score in reckon_cards(deal):
        singles = [t for t in deal.tricks if t.unanswered and t.winner == score.player]
        penalty = tally.effects.unplayable[score.player] if singles else None
        tally.place(score if penalty is None else score._replace(law=penalty.ref))


def score_deal(deal: Deal) -> DealScore:
    """Score a checked deal under its edition, in the order of reckoning: with its penalties
    if it has any (`score_penalised`), else as played (`scoring.score_plain`)."""
    if deal.penalised.penalties or deal.penalised.not_scored:
        scored = score_penalised(deal)
    else:
        scored = score_plain(deal)
    rulings = deal.penalised.rulings
    return scored._replace(rulings=rulings) if rulings else scored
