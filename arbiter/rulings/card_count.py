"""Wrong card counts: a hand or the stock found with too many or too few cards.

The counts are checked and read under each edition in `card_count_facts`; 1882's law 11 and
its exceptions are in `card_count_1882`, imported here so that they register with the rest.

1651 XII.1 (the elder's choice, fifteen or sixteen cards a forced new deal, notice before
seeing the cards taken in), XII.5 (a hand short plays on), XII.18-19 (the pack itself
wrong); Cotton 16 (the elder's choice, no limit of time).
"""

from __future__ import annotations

from arbiter.decisions import Decision, Effect
from arbiter.formats import Role
from arbiter.rulings import card_count_1882  # noqa: F401 - registers law 11 and its exceptions
from arbiter.rulings.card_count_facts import (
    Ctx,
    counts,
    elder_chooses,
    offenders,
    pack_is_wrong,
    pack_total,
    words,
)
from arbiter.rulings.core import (
    PENALTY_READING,
    Penalty,
    Ruling,
    encodes,
    false_reckoning_penalty,
    no_later_than,
    silent,
    when,
)

# --- royall-1651 ---------------------------------------------------------------------------


@encodes("wrong-card-count", {"royall-1651": {"more": "XII.1", "fewer": "XII.5",
                                              "pack": "XII.19", "void": "XII.18"}})
def wrong_count_1651(ctx: Ctx) -> Ruling:
    """1651 XII.1: a hand dealt more than its due: the elder chooses to deal again or play it
    out, the hand over its due laying out one more than it takes in, with notice given before
    seeing the cards taken in (else the penalty for taking too many, XII.5); fifteen or
    sixteen cards: the dealer must deal again. XII.5: a hand short plays on with fewer.
    XII.18-19: counts that do not make the pack are the pack's fault."""
    more, fewer = offenders(ctx)
    incident = ctx.incident
    if pack_is_wrong(ctx):
        return pack_miscounted_1651(ctx)
    if more:
        held = max(getattr(incident, role) for role in more)
        if held >= 15:
            return must_deal_again_1651(ctx, held)
        if not no_later_than(incident.discovered, "exchange"):
            return too_late_to_rectify_1651(ctx, more[0])
        return elder_chooses(ctx, ctx.law("more"), dealt_more_1651(ctx))
    if fewer and not no_later_than(incident.discovered, "declaring"):
        return short_hand_1651(ctx, fewer[0])
    return ctx.silent(
        [ctx.law("more"), ctx.law("fewer")],
        "XII.1 gives the elder a choice when a hand is dealt more than its due; XII.5 lets one "
        "'in playing ... found to have fewer than his due' play on with fewer, answering while "
        "his cards last. Nothing is said of a hand dealt short and found before play.",
    )


def dealt_more_1651(ctx: Ctx) -> str:
    incident = ctx.incident
    return (f"A hand dealt more than {words(ctx.edition.rules.deal.hand)} cards "
            f"{counts(incident)}, found {when(incident.discovered)}")


def must_deal_again_1651(ctx: Ctx, held: int) -> Ruling:
    law = ctx.law("more")
    return ctx.decide(
        Decision.FRESH_DEAL, [law],
        "The dealer must deal again.",
        f"A hand of {held} cards {counts(ctx.incident)} matches law {law}: with fifteen or "
        "sixteen cards 'he must necessarily deale againe; neither is it in either of their "
        "choyces to do otherwise'.",
        notes=[f"Law {law} names fifteen or sixteen cards (a lift too many); more than sixteen is "
               "read the same way, a fortiori."] if held > 16 else [],
    )  # fmt: skip


def too_late_to_rectify_1651(ctx: Ctx, role: Role) -> Ruling:
    law, fewer = ctx.law("more"), ctx.law("fewer")
    return ctx.decide(
        Decision.PENALTY, [law, fewer],
        f"The {role} is penalised as one who took in too many cards.",
        f"{dealt_more_1651(ctx)}, after the exchange: by law {law} the surplus had to be put "
        "right with notice 'before they have seen the Cards they intend to take in', else 'he "
        "is liable to the punishment ... for those that take more Cards than their due'; by "
        f"law {fewer} that is the penalty of a false reckoning: he reckons nothing of his hand "
        "that deal and his adversary reckons all he has.",
        penalties=false_reckoning_penalty(role),
        notes=["The exchange itself is read as still in time (notice given as he discards); "
               "from the declaring on it is too late.", PENALTY_READING],
    )  # fmt: skip


def short_hand_1651(ctx: Ctx, player: Role) -> Ruling:
    law = ctx.law("fewer")
    return ctx.decide(
        Decision.PLAY_ON, [law],
        f"The {player} plays on with fewer cards; his adversary's cards he cannot answer win.",
        f"A hand dealt fewer than {words(ctx.edition.rules.deal.hand)} {counts(ctx.incident)}, "
        f"found in playing, matches law {law}: one 'in playing is found to have fewer than his "
        "due, he is notwithstanding to play his Game, and to reckon what he hath', 'for as "
        "much as a man may play with lesse than his due, though not with more'; he answers "
        "the other's cards 'so long as his will hold out'.",
        consequences=[Penalty(player, Effect.ADVERSARY_COUNTS_UNPLAYABLE)],
        notes=[f"{ctx.law('more')} gives the elder a choice only when a hand has more than its "
               f"due; a hand short is the case of {law}."],
    )  # fmt: skip


def pack_miscounted_1651(ctx: Ctx) -> Ruling:
    """The counts do not make the pack: the pack itself has too many or too few cards."""
    incident, total = ctx.incident, pack_total(ctx)
    found = (f"The counts {counts(incident)} make {total} cards, not the "
             f"{len(ctx.edition.pack)} of the pack")
    if no_later_than(incident.discovered, "before-taking-up"):
        law = ctx.law("pack")
        return ctx.decide(
            Decision.FRESH_DEAL, [law],
            "Put the pack right; the same dealer shuffles, has it cut and deals again.",
            f"{found}, found {when(incident.discovered)}: the pack has too many or too few "
            f"cards, which law {law} puts right before a new deal by the same dealer.",
        )  # fmt: skip
    law = ctx.law("void")
    return ctx.decide(
        Decision.DEAL_VOID, [law],
        "This deal goes for nothing; earlier deals stand.",
        f"{found}, found {when(incident.discovered)}: the pack is imperfect, and by law {law} "
        "'That Dealing only, wherein this is discovered, is to go for nothing'.",
    )  # fmt: skip


# --- cotton-1674 ---------------------------------------------------------------------------


@encodes("wrong-card-count", {"cotton-1674": {"more": "16"}})
def wrong_count_cotton(ctx: Ctx) -> Ruling:
    """Cotton 16: "If the Dealer give more Cards than his due ... it lieth in the choice of the
    elder hand, whether he shall deal again or no, or whether it shall be played out" (no
    limit of time, and no exception for fifteen or sixteen cards)."""
    more, _ = offenders(ctx)
    if not more:
        return ctx.silent(
            [ctx.law("more")],
            "law 16 gives the elder the choice when the dealer gives more cards than the due; "
            "it says nothing of a hand dealt fewer.",
        )
    found = (f"A hand dealt more than {words(ctx.edition.rules.deal.hand)} cards "
             f"{counts(ctx.incident)}")
    notes = ("Cotton 16 sets no limit of time and has no rule for fifteen or sixteen cards "
             "(1651 XII.1 has both).",)
    return elder_chooses(ctx, ctx.law("more"), found, notes=notes)


silent("wrong-card-count", "miller-sca", ["deal"],
       "each player is dealt 12 cards and the stock is 12; nothing is said of a wrong count.")
