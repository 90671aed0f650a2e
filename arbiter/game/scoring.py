"""The laws of scoring a deal, each decided in one function: carte blanche, the point,
sequences and sets (`reckon_blanche`, `reckon_point`, `reckon_sequences`, `reckon_sets`);
the repique and the pique with the thirty they are reached by (`wins_repique`,
`wins_pique`); a trick's points and the last trick (`reckon_trick`); the cards and the capot
(`reckon_cards`). Everything that differs between editions is asked of
`deal.edition.rules`; nothing here names an edition.

The deal is walked once, in the edition's order of reckoning, by `arbiter.game.penalised`
(`score_deal`), which places each of these scores where it falls, as its penalties (if any)
leave it.
"""

from arbiter.cards import Card, Rank
from arbiter.formats import ROLES, Role
from arbiter.game.deal import Deal
from arbiter.game.holdings import point_score
from arbiter.game.operations import Trick
from arbiter.game.tally import Held, Score
from arbiter.lawbook.rules import BlancheRule, BonusRule, Rules

# --- the hand: carte blanche, point, sequences, sets ---------------------------------------


def reckon_blanche(rules: Rules, held: Held) -> list[Score]:
    """Carte blanche: ten to a holder, judged on the cards dealt (1651 V, 1674 5, 1882 61,
    Miller blanks). Without the cards dealt none can be judged, so none is scored."""
    holds = {role: bool(held[role].blanche) for role in ROLES}
    rule = rules.blanche
    return [Score("blanche", role, rule.points, rule.law) for role in blanche_scorers(rule, holds)]


def blanche_scorers(rule: BlancheRule, holds: dict[Role, bool]) -> list[Role]:
    """Who scores a carte blanche when both may hold one: `each-scores` (1882 61),
    `younger-bars` (the younger's bars the elder's: 1651 V, 1674 5) or `elder-only` (only
    the elder's scores, and not if the younger holds one too: Miller blanks)."""
    if rule.both == "each-scores":
        return [role for role in ROLES if holds[role]]
    if rule.both == "younger-bars":
        return ["younger"] if holds["younger"] else ["elder"] if holds["elder"] else []
    if rule.both == "elder-only":
        return ["elder"] if holds["elder"] and not holds["younger"] else []
    raise ValueError(f"unknown carte blanche rule {rule.both!r}")


def good_one(elder: tuple[int, ...] | None, younger: tuple[int, ...] | None) -> Role | None:
    """Whose declaration is good: the stronger; None when equal or when neither holds one
    (1651 XI.5: equal cards give no priority to the elder)."""
    if elder == younger:
        return None
    if younger is None or (elder is not None and elder > younger):
        return "elder"
    return "younger"


def reckon_point(rules: Rules, held: Held) -> list[Score]:
    """The point: the better scores it, equal points score nothing (1651 VII, 1882 62,
    Miller ruffs). Compared by pip total, or by cards then pips, per `point.measure`."""
    rule = rules.point
    elder, younger = (held[role].point.strength(rule.measure) for role in ROLES)
    winner = good_one(elder, younger)
    if winner is None:
        return []
    return [Score("point", winner, point_score(held[winner].point, rule.score), rule.law)]


def reckon_sequences(rules: Rules, held: Held) -> list[Score]:
    """Sequences: the holder of the best (longest, then highest) scores all of his, the other
    none; equal best sequences score for neither (1651 VIII.3-5, 1882 63, Miller sequences)."""
    rule = rules.sequences
    winner = good_one(held["elder"].best_run, held["younger"].best_run)
    if winner is None:
        return []
    points = sum(rule.scores[run.length] for run in held[winner].runs)
    return [Score("sequences", winner, points, rule.law)]


def reckon_sets(rules: Rules, held: Held) -> list[Score]:
    """Trios and quatorzes: a quatorze beats a trio, then the higher rank; the holder of the
    best scores all of his (1651 IX, 1882 64, Miller sets)."""
    rule = rules.sets
    winner = good_one(held["elder"].best_set, held["younger"].best_set)
    if winner is None:
        return []
    points = sum(rule.quatorze if found.size == 4 else rule.trio for found in held[winner].sets)
    return [Score("sets", winner, points, rule.law)]


def wins_repique(rule: BonusRule, own: int, adversary: int, had: bool) -> bool:
    """Repique: thirty reached in hand alone, by scores reckoned before the adversary has
    scored anything, adds sixty (1651 XI.1, 1674 13, 1882 68, Miller repique). `own` and
    `adversary`: what each has reckoned so far (as the reckoning counts them); `had`: he has
    his repique already."""
    return not had and adversary == 0 and own >= rule.threshold


# --- the play ------------------------------------------------------------------------------


TEN = Rank.TEN.order  # looked up once: `Rank.TEN` costs more than the comparison


def ten_or_higher(card: Card) -> bool:
    return card.rank.order >= TEN


def lead_point(trick: Trick, rules: Rules) -> int:
    """The leader's point for the card he leads: any card (1882 65), or a ten or better
    (1651 X.1, 1674 11, Miller tricks)."""
    lead = rules.play.lead
    if lead == "any":
        return 1
    if lead == "ten-or-higher":
        return 1 if ten_or_higher(trick.led) else 0
    raise ValueError(f"unknown lead rule {lead!r}")


def win_point(trick: Trick, rules: Rules) -> int:
    """The winner's point for taking the trick: the follower only, with any card (1882 65) or
    with a ten or better (1651 X.1); or any winner, leader too (Miller tricks)."""
    win = rules.play.win
    if win == "winner-any":
        return 1
    if trick.winner == trick.leader:
        return 0
    if win == "follower-any":
        return 1
    if win == "follower-ten-or-higher":
        return 1 if ten_or_higher(trick.winning_card) else 0
    raise ValueError(f"unknown win rule {win!r}")


def last_trick_point(trick: Trick, rules: Rules) -> int:
    """The winner's score for the last trick: `high` with a ten or better, else `low`
    (1651 X.2, 1882 65, Miller tricks)."""
    rule = rules.last_trick
    return rule.high if ten_or_higher(trick.winning_card) else rule.low


def reckon_trick(trick: Trick, rules: Rules, last: bool) -> tuple[Score, Score]:
    """One trick's scores, the leader's before the winner's. On the last trick the winner's
    score replaces, per `last_trick.replaces`, either whatever he would score on that trick
    (`winning-point`: a leader who wins it loses his point for the lead) or only his point
    for winning (`win-point`: a lead point still counts)."""
    lead, win = lead_point(trick, rules), win_point(trick, rules)
    win_law = rules.play.law
    if last:
        win, win_law = last_trick_point(trick, rules), rules.last_trick.law
        replaces = rules.last_trick.replaces
        if replaces == "winning-point" and trick.winner == trick.leader:
            lead = 0
        elif replaces not in ("winning-point", "win-point"):
            raise ValueError(f"unknown last-trick rule {replaces!r}")
    for_lead = Score("play", trick.leader, lead, rules.play.law)
    return for_lead, Score("play", trick.winner, win, win_law)


def wins_pique(rule: BonusRule, score: Score, first_lead: bool, elder: int,
               younger: int, had: bool) -> bool:  # fmt: skip
    """Pique: thirty reached by the elder, before the younger has scored anything, adds
    thirty (1651 XI.2, 1674 14, 1882 69; Miller has none). It counts the hand and the point
    for the elder's first lead (`hand-and-first-lead`), or the hand and all the play
    (`hand-and-play`), never the cards. The younger's hand scores reckon before the play
    (1882 67), so any of them bars it; a repique bars it too (`had`: a repique or pique
    already). `score`: the elder's score just reckoned; `elder`, `younger`: what each has
    reckoned so far."""
    if score.player != "elder" or score.points <= 0:
        return False
    if rule.counts == "hand-and-first-lead" and not first_lead:
        return False
    if rule.counts not in ("hand-and-first-lead", "hand-and-play"):
        raise ValueError(f"unknown pique rule {rule.counts!r}")
    return not had and younger == 0 and elder >= rule.threshold


# --- the cards -----------------------------------------------------------------------------


def tricks_won(deal: Deal) -> dict[Role, int]:
    won: dict[Role, int] = {"elder": 0, "younger": 0}
    for trick in deal.tricks:
        won[trick.winner] += 1
    return won


def reckon_cards(deal: Deal) -> list[Score]:
    """The cards: ten to the winner of more than half the tricks, nothing if divided; all
    the tricks win the capot instead (1651 X.2 and XI.4, 1882 66, Miller tricks). Only a
    complete deal is reckoned."""
    if not deal.complete:
        return []
    rules = deal.edition.rules
    won = tricks_won(deal)
    for role in ROLES:
        if won[role] == len(deal.tricks):
            return [Score("capot", role, rules.capot.points, rules.capot.law)]
        if 2 * won[role] > len(deal.tricks):
            return [Score("cards", role, rules.cards.points, rules.cards.law)]
    return []
