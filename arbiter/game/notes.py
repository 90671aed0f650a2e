"""Readings of a scored deal worth telling a player: a deal not played out, a carte blanche
judged on the hand as played, blanches that meet, and a pique or repique that the
adversary's hand scores barred (found on the one walk of the deal, `arbiter.game.penalised`,
with those scores set aside)."""

from arbiter.formats import ROLES, other
from arbiter.game.deal import Deal
from arbiter.game.holdings import holding
from arbiter.game.penalised import Effects, walk
from arbiter.game.tally import HAND_CATEGORIES, DealScore, Held
from arbiter.lawbook.editions import law_label

BOTH_BLANCHE = {
    "younger-bars": "the younger's bars the elder's, and with it his pique and repique",
    "elder-only": "neither scores, and the deal goes on as though neither had one",
}


def _both_blanche_law(deal: Deal) -> str:
    """The law for two blanches meeting: the base edition's, unless a variant changed that
    rule itself (a variant that changes only what a blanche counts cites its own law for the
    points, not for this)."""
    rules, base = deal.edition.rules.blanche, deal.edition.root.rules.blanche
    return base.law if rules.both == base.both else rules.law


def notes(deal: Deal, score: DealScore) -> tuple[str, ...]:
    """Readings worth telling a player: a deal not played out, blanches that meet, a pique
    or repique that the adversary's earlier score barred."""
    rules = deal.edition.rules
    found: list[str] = []
    due = rules.deal.hand
    if not deal.tricks:
        found.append("no tricks given: the play, the cards and a capot are not scored")
    elif not deal.complete:
        found.append(
            f"{len(deal.tricks)} of {due} tricks given: the play is scored for those, "
            "but not the last trick, the cards or a capot"
        )
    missing = [role for role in ROLES if deal.hand(role).dealt is None]
    if missing:
        who = " or ".join(f"the {role}'s" for role in missing)
        found.append(f"carte blanche is judged on the cards dealt, and the file does not give "
                     f"{who}: judged on the hand as played")
    held = {role: holding(deal.hand(role), rules.point.measure) for role in ROLES}
    if all(held[role].blanche for role in ROLES) and rules.blanche.both in BOTH_BLANCHE:
        found.append(f"both hold a carte blanche: {BOTH_BLANCHE[rules.blanche.both]} "
                     f"(law {law_label(_both_blanche_law(deal))})")  # fmt: skip
    if not score.penalties:  # under penalties, the table says what barred what
        found.extend(_barred_bonuses(deal, held, score))
    return tuple(found)


def _barred_bonuses(deal: Deal, held: Held, score: DealScore) -> list[str]:
    """A repique or pique that a player would have won but for the adversary's hand scores,
    which reckon first (1882 67): found by walking the deal again with them set aside."""
    found: list[str] = []
    rules = deal.edition.rules
    for role in ROLES:
        adversary = other(role)
        if score.player(role).repique or score.player(role).pique:
            continue
        if not any(e.player == adversary and e.category in HAND_CATEGORIES for e in score.events):
            continue
        alone = walk(deal, held, Effects(set_aside=adversary), None).player(role)
        for bonus in ("repique", "pique"):
            if getattr(alone, bonus):
                order = law_label(rules.order)
                found.append(f"the {role} made thirty for a {bonus}, but the {adversary}'s hand "
                             f"scores reckon first and bar it (law {order})")  # fmt: skip
    return found
