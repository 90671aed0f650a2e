"""Scoring a deal: the one walk, in the edition's order of reckoning, with what its
penalties do asked score by score (SPEC "Penalties reach the score").

The order is the same in every edition (1651 X.4, 1674 13, 1882 67, Miller intro): carte
blanche, the point, sequences, sets, then the play trick by trick, then the cards. Within a
category the elder's score comes before the younger's, and within a trick the leader's
before the winner's. A repique or a pique is placed at the score that wins it. What each
score is worth is decided once, in `arbiter.game.scoring`; `score_deal(deal).events` is the
list of scores with running totals (the partie sheet reads it to find who reaches the set
first). A deal without penalties has no effects (`NO_EFFECTS`): every score falls as made.

Under penalties the walk keeps a place for every score the deal could have made: a score a
penalty strikes stays in its place as an event of 0 points citing the penalty's law, and a
score a penalty gives cites the penalty's law. What each effect does comes from the
edition's `rules.penalties` (laws/*.yaml), never from its name:

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
the penalty's law. What the deal would have made (a bonus unmade, a score a penalty gave) is
the same walk with no effects.
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
    tricks_won,
    wins_pique,
    wins_repique,
)
from arbiter.game.tally import DealScore, Held, PlayerScore, Reckoning, Score, ScoreEvent
from arbiter.lawbook.penalties import rules_of

if TYPE_CHECKING:
    from collections.abc import Callable

    from arbiter.decisions import Penalty
    from arbiter.game.deal import Deal
    from arbiter.game.operations import Trick
    from arbiter.game.penalties import Penalised
    from arbiter.lawbook.penalties import PenaltyLaw
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
    """What a deal's effects do, asked score by score. This one is a deal without penalties
    (`NO_EFFECTS`): no score is struck, given or left out; `PenaltyEffects` are a deal's
    penalties. `set_aside`: a player whose hand scores are not reckoned at all though his
    holdings are compared (what the adversary would have made but for them: the notes,
    `arbiter.game.notes`)."""

    bars = False  # the offender's cards still bar his adversary (1882 law 58)
    first: Penalty | None = None  # the penalty a score it made or unmade cites

    def __init__(self, set_aside: Role | None = None) -> None:
        self.set_aside = set_aside
        # the penalty by which `role` leads a card nobody plays to
        self.unplayable: dict[Role, Penalty | None] = dict.fromkeys(ROLES)

    def strikes(self, role: Role, category: str) -> Penalty | None:
        """The penalty that strikes `role`'s score of this category, if any."""
        return None

    def left_out(self, role: Role, category: str) -> Penalty | None:
        """The penalty by which `role`'s holding stands against nothing, if any."""
        return None

    def giver(self, role: Role, category: str) -> Penalty | None:
        """The penalty that gave `role` a score of this category he would not have had."""
        return None


NO_EFFECTS = Effects()  # a deal without penalties


class PenaltyEffects(Effects):
    """What a deal's penalties do, asked score by score."""

    def __init__(self, found: Penalised, rule: PenaltyLaw | None) -> None:
        super().__init__()
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
        }
        self.first = next((p for p in found.penalties if p.effect != "loses-game"),
                          found.penalties[0] if found.penalties else None)  # fmt: skip

    def strikes(self, role: Role, category: str) -> Penalty | None:
        lost = self.lost.get((role, category))
        if lost is not None:
            return lost
        if category in PLAY_CATEGORIES and self.spares_play:
            return None
        return self._nothing(role, category)

    def _nothing(self, role: Role, category: str) -> Penalty | None:
        """His reckoning nothing, unless its ruling spares this score (Case XXI: his carte
        blanche still scores, a score that "accrues before the play of the hand commences,
        and before any cards are taken in")."""
        nothing = self.nothing[role]
        return None if nothing is not None and category in nothing.spared else nothing

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
        """Lost, or his adversary reckons all, or he reckons nothing where his cards do not
        bar."""
        return (self.lost.get((role, category)) or self.reckons_all_in(other(role), category)
                or (None if self.bars else self._nothing(role, category)))  # fmt: skip

    def giver(self, role: Role, category: str) -> Penalty | None:
        adversary = other(role)
        return (self.reckons_all_in(role, category) or self.lost.get((adversary, category))
                or (None if self.bars else self._nothing(adversary, category))
                or self.first)  # fmt: skip


class PenaltyReckoning(Reckoning):
    """The walk's reckoning: it keeps a place for the scores a penalty strikes, and what of
    them still counts (`own`: toward his thirty for a pique or repique, struck for reckoning
    nothing; `against`: against the adversary's, where his cards bar). Without effects both
    are his running total."""

    def __init__(self, effects: Effects) -> None:
        super().__init__()
        self.effects = effects
        self.struck_own: dict[Role, int] = {"elder": 0, "younger": 0}
        self.struck_against: dict[Role, int] = {"elder": 0, "younger": 0}
        self.bonuses: set[tuple[Role, str]] = set()

    def own(self, role: Role) -> int:
        return self.totals[role] + self.struck_own[role]

    def against(self, role: Role) -> int:
        return self.totals[role] + self.struck_against[role]

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
            self.struck_own[score.player] += score.points
            if self.effects.bars:
                self.struck_against[score.player] += score.points

    def place(self, score: Score) -> None:
        """A score as it falls: struck if a penalty strikes it, else reckoned."""
        penalty = self.effects.strikes(score.player, score.category)
        if penalty is not None:
            self.strike(score, penalty)
        else:
            self.reckon(score)


def score_deal(deal: Deal) -> DealScore:
    """Score a checked deal under its edition, in the order of reckoning, with its penalties
    if it has any; a deal an incident's ruling leaves unscored scores nothing and says why.
    Under penalties, what the deal would have made is the same walk with no effects."""
    rules = deal.edition.rules
    held = {role: holding(deal.hand(role), rules.point.measure) for role in ROLES}
    found = deal.penalised
    if found.not_scored is not None:
        won = tricks_won(deal)
        scored = DealScore(deal.edition.id, PlayerScore(), PlayerScore(), (),
                           (won["elder"], won["younger"]), len(deal.tricks), held, rules,
                           (), found.not_scored)  # fmt: skip
    else:
        scored = walk(deal, held, NO_EFFECTS, None)
        if found.penalties:
            effects = PenaltyEffects(found, rules_of(deal.edition).reckons_nothing)
            scored = walk(deal, held, effects, scored)._replace(penalties=found.penalties)
    return scored._replace(rulings=found.rulings) if found.rulings else scored


def walk(deal: Deal, held: Held, effects: Effects, plain: DealScore | None) -> DealScore:
    """The one walk of a deal: the hand, the repique, the play, the pique, the cards, each
    score placed as `effects` leave it. `plain`: what the deal makes with no effects (None
    when this is that walk)."""
    rules = deal.edition.rules
    tally = PenaltyReckoning(effects)
    reckon_hand(rules, held, tally, plain)
    unmade(tally, plain, "repique")
    reckon_play(deal, tally, plain)
    unmade(tally, plain, "pique")
    reckon_the_cards(deal, tally)
    won = tricks_won(deal)
    return DealScore(
        edition=deal.edition.id,
        elder=PlayerScore(**tally.parts["elder"]),
        younger=PlayerScore(**tally.parts["younger"]),
        events=tuple(tally.events),
        tricks_won=(won["elder"], won["younger"]),
        tricks_played=len(deal.tricks),
        held=held,
        rules=rules,
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


def reckon_hand(rules: Rules, held: Held, tally: PenaltyReckoning,
                plain: DealScore | None) -> None:  # fmt: skip
    """Each declaration as it would have fallen, struck where a penalty strikes it, and as it
    falls once the holdings left out stand against nothing; the repique where it is won."""
    effects = tally.effects
    for category, reckon in HAND_STEPS:
        would = {score.player: score for score in reckon(rules, held)}
        out = {role: effects.left_out(role, category) for role in ROLES}
        falls = would
        if out["elder"] or out["younger"]:
            compared = {role: left_out(held[role], category) if out[role] else held[role]
                        for role in ROLES}  # fmt: skip
            falls = {score.player: score for score in reckon(rules, compared)}
        for role in ROLES:
            struck = effects.strikes(role, category) or (out[role] if role not in falls
                                                         else None)  # fmt: skip
            if struck is not None and role in would:
                tally.strike(would[role], struck)
            elif struck is None and role in falls and role != effects.set_aside:
                tally.reckon(cited(falls[role], would.get(role), effects.giver(role, category)))
            else:
                continue  # nothing of his reckoned: he reaches no thirty here
            check_repique(rules, tally, role, plain)


def cited(score: Score, would: Score | None, giver: Penalty | None) -> Score:
    """A score a penalty gave or changed cites the penalty's law."""
    if score == would or giver is None:
        return score
    return score._replace(law=giver.ref)


def check_repique(rules: Rules, tally: PenaltyReckoning, role: Role,
                  plain: DealScore | None) -> None:  # fmt: skip
    """Thirty in hand before the adversary has scored anything (`scoring.wins_repique`): his
    scores struck for reckoning nothing reach it too, and the adversary's bar it where his
    cards bar."""
    rule = rules.repique
    if wins_repique(rule, tally.own(role), tally.against(other(role)),
                    (role, "repique") in tally.bonuses):
        bonus(tally, Score("repique", role, rule.points, rule.law), plain)


def unmade(tally: PenaltyReckoning, plain: DealScore | None, category: str) -> None:
    """A pique or repique the deal with no effects would have won that its penalties unmade:
    struck, in its place at the end of the stage that would have won it (the hand for a
    repique, the elder's first lead or the play for a pique)."""
    penalty = tally.effects.first
    if plain is None or penalty is None:
        return
    for role in ROLES:
        points = getattr(plain.player(role), category)
        done = any(e.category == category and e.player == role for e in tally.events)
        if points and not done:
            tally.strike(Score(category, role, points, penalty.ref), penalty, counts=False)


def bonus(tally: PenaltyReckoning, score: Score, plain: DealScore | None) -> None:
    """A pique or repique: struck if a penalty strikes it (the offender who reckons nothing,
    a bonus lost); citing the penalty's law if the deal with no effects would not have had
    it."""
    tally.bonuses.add((score.player, score.category))
    if plain is not None and not getattr(plain.player(score.player), score.category):
        score = cited(score, None, tally.effects.first)
    tally.place(score)


# --- the play and the cards ----------------------------------------------------------------


def reckon_play(deal: Deal, tally: PenaltyReckoning, plain: DealScore | None) -> None:
    """The play trick by trick (only the last of a complete deal is the last trick), struck
    where a penalty strikes it; a card nobody could play to cites the penalty by which it is
    its holder's trick; the pique where it is won."""
    rules = deal.edition.rules
    final = len(deal.tricks) - 1 if deal.complete else -1  # the last trick's number, if any
    for number, trick in enumerate(deal.tricks):
        lead, win = reckon_trick(trick, rules, last=number == final)
        for score, first_lead in ((lead, number == 0), (win, False)):
            if score.points <= 0:
                continue
            tally.place(unanswered(trick, score, tally.effects) if trick.unanswered else score)
            check_pique(rules, tally, score, first_lead, plain)
        if number == 0 and rules.pique is not None and rules.pique.counts == "hand-and-first-lead":
            unmade(tally, plain, "pique")


def unanswered(trick: Trick, score: Score, effects: Effects) -> Score:
    """A score for a card nobody could play to cites the penalty by which it is a trick."""
    penalty = effects.unplayable[trick.leader]
    return score if penalty is None else score._replace(law=penalty.ref)


def check_pique(rules: Rules, tally: PenaltyReckoning, score: Score, first_lead: bool,
                plain: DealScore | None) -> None:  # fmt: skip
    """Thirty by the elder in hand and play before the younger has scored anything
    (`scoring.wins_pique`), as `check_repique` counts them."""
    rule = rules.pique
    if rule is None or score.player != "elder":
        return  # the usual case, first: `wins_pique` would say no
    had = ("elder", "repique") in tally.bonuses or ("elder", "pique") in tally.bonuses
    if wins_pique(rule, score, first_lead, tally.own("elder"), tally.against("younger"), had):
        bonus(tally, Score("pique", "elder", rule.points, rule.law), plain)


def reckon_the_cards(deal: Deal, tally: PenaltyReckoning) -> None:
    """The cards or the capot, struck where a penalty strikes it; won with cards nobody could
    play to, they cite the penalty by which those were tricks."""
    for score in reckon_cards(deal):
        singles = [t for t in deal.tricks if t.unanswered and t.winner == score.player]
        penalty = tally.effects.unplayable[score.player] if singles else None
        tally.place(score if penalty is None else score._replace(law=penalty.ref))
