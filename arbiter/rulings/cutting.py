"""The cut and the pack: an irregular cut, a request to shuffle again after a clean cut, an
incorrect pack. Imported by `dealing`, the stage's module, so that these rules register with
the deal's.

Each rule names the law it encodes; 1651 and Cotton share a rule where their words agree.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.decisions import Decision
from arbiter.formats import other
from arbiter.rulings.core import (
    Context,
    Options,
    Ruling,
    encodes,
    facts,
    no_later_than,
    silent,
    when,
)

if TYPE_CHECKING:
    from arbiter.formats.dealing import CutIrregular, IncorrectPack, ReshuffleRequest


# --- irregular cuts --------------------------------------------------------------------------


@encodes("cut-irregular", {"royall-1651": {"lift": "II", "cut": "IV"}})
def cut_irregular_1651(ctx: Context[CutIrregular]) -> Ruling:
    """1651 II (lifting for the deal): more than one card must be lifted; a card dropped from
    the lift is ignored. IV (the cut to the dealer): dropping or scattering any card "goes for
    nothing": shuffle and cut again."""
    incident = ctx.incident
    if incident.cut == "for-deal":
        return _lift_1651(ctx)
    if incident.problem == "too-few-cards":
        return ctx.silent(
            [ctx.law("lift"), ctx.law("cut")],
            "II requires more than one card in the lift for the deal; IV asks that the cut to "
            "the dealer be clean, but sets no least number of cards.",
        )
    law = ctx.law("cut")
    return ctx.decide(
        Decision.FRESH_CUT, [law],
        "The cut goes for nothing: the cards are shuffled and cut again.",
        f"In the cut to the dealer, a card {_problem(incident)} {facts(incident)} matches law "
        f"{law}: 'if in cutting of them, he chance to drop, or scatter any of them, it goes for "
        "nothing; and the Cards in this case are to be shuffled and cut again'.",
        notes=["A card exposed in cutting is read as a card dropped."]
        if incident.problem == "card-exposed" else [],
    )  # fmt: skip


def _problem(incident: CutIrregular) -> str:
    return {"card-exposed": "exposed", "cards-scattered": "scattered",
            "too-few-cards": "too few"}[incident.problem]


def _lift_1651(ctx: Context[CutIrregular]) -> Ruling:
    incident, law = ctx.incident, ctx.law("lift")
    if incident.problem == "too-few-cards":
        return ctx.decide(
            Decision.FRESH_CUT, [law],
            "Lift again: a single card may not be lifted.",
            f"A lift for the deal of too few cards {facts(incident)} matches law {law}: each must "
            "take up 'more then one', 'For a man must not take a single Card only'.",
        )  # fmt: skip
    return ctx.decide(
        Decision.PLAY_ON, [law],
        "The lift stands: the dropped card is ignored.",
        f"In lifting for the deal, a card {_problem(incident)} {facts(incident)} matches law "
        f"{law}: 'there is no notice to be taken of That Card, but only of the lowest of those "
        "which he hath in his hand'.",
    )  # fmt: skip


@encodes("cut-irregular", {"portland-1882": {"size": "3", "cut": "4", "for-deal": "5",
                                            "to-dealer": "7"}})
def cut_irregular_1882(ctx: Context[CutIrregular]) -> Ruling:
    """1882 law 3: a cut of at least two cards, leaving at least two; law 5: cutting for deal,
    exposing more than one card, cut again (one card shown is the cut itself: law 4, the
    higher card has the choice of deal); law 7: cutting to the dealer, a card exposed or any
    confusion of the cards, a fresh cut."""
    incident = ctx.incident
    if incident.problem == "too-few-cards":
        law = ctx.law("size")
        return ctx.decide(
            Decision.FRESH_CUT, [law],
            "Cut again: a cut must be of at least two cards.",
            f"A cut of too few cards {facts(incident)} is not a cut by law {law}: 'A cut must "
            "consist of at least two cards, and at least two must be left in the lower packet'.",
            notes=[f"Law {law} names no consequence; a cut that is no cut is made again."],
        )  # fmt: skip
    if incident.cut == "for-deal" and incident.problem == "cards-scattered":
        return ctx.silent(
            [ctx.law("for-deal"), ctx.law("to-dealer")],
            f"law {ctx.name(ctx.law('for-deal'))} speaks of a player who exposes more than one "
            "card in cutting for deal; law 7 orders a fresh cut for any confusion of the cards "
            "in cutting to the dealer.",
        )
    if incident.cut == "for-deal" and incident.count == 1:
        return one_card_shown(ctx)
    exposed = ctx.edition.rules.cut_exposed
    if incident.cut == "for-deal" and exposed is not None and exposed.for_deal == "lowest-counts":
        return lowest_exposed_counts(ctx, exposed.law)
    law = ctx.law(incident.cut)
    return ctx.decide(
        Decision.FRESH_CUT, [law],
        "Cut again.",
        f"{'Cards' if incident.count > 1 else 'A card'} {_problem(incident)} in cutting "
        f"{facts(incident)} match{'' if incident.count > 1 else 'es'} law {law}: "
        + ("a player exposing more than one card in cutting for deal must cut again."
           if incident.cut == "for-deal" else "there must be a fresh cut."),
    )  # fmt: skip


def one_card_shown(ctx: Context[CutIrregular]) -> Ruling:
    """One card exposed in cutting for deal: law 5 needs "more than one card"; the card shown
    is the card cut, and by law 4 the higher card has the choice of deal."""
    law, more = ctx.law("cut"), ctx.law("for-deal")
    return ctx.decide(
        Decision.PLAY_ON, [law],
        "The cut stands: the card shown is the card cut.",
        f"One card exposed in cutting for deal {facts(ctx.incident)}: the card shown is the "
        f"card cut, and by law {ctx.name(law)} the cards cut decide who deals.",
        notes=[f"Law {ctx.name(more)} orders something only when a player exposes more than "
               "one card in cutting for deal; one card shown does not reach it."],
    )  # fmt: skip


def lowest_exposed_counts(ctx: Context[CutIrregular], law: str) -> Ruling:
    """Cards exposed in cutting for deal, where the adversary may treat the lowest exposed card
    as the one cut (`cut_exposed.for_deal`: `lowest-counts`, au cent 1) instead of law 5's cut
    again. The law's "he" is the player who exposes the cards: the choice is his adversary's,
    whoever deals; if he does not take the lowest card, law 5's cut again."""
    holder = other(ctx.incident.exposed_by)
    return ctx.decide(
        Decision.OPTION, [law],
        f"The {holder} may take the lowest exposed card as the one cut, or have the cut made "
        "again.",
        f"More than one card exposed in cutting for deal {facts(ctx.incident)} matches law "
        f"{ctx.name(law)}: 'If he exposes more than one card in cutting, his adversary may treat "
        "the lowest of the exposed cards as the one cut'.",
        options=Options(holder, (Decision.PLAY_ON, Decision.FRESH_CUT)),
        notes=[f"Law {ctx.name(law)}'s 'he' is read as the player who exposes the cards, and "
               f"'his adversary' as the other player, whichever of them comes to deal: here the "
               f"{ctx.incident.exposed_by} exposed them, so the {holder} chooses.",
               f"If the {holder} does not take the lowest card, the player cuts again, as law "
               f"{ctx.law('for-deal')} of {ctx.edition.root.id} has it."],
    )  # fmt: skip


silent("cut-irregular", "cotton-1674", ["4", "23"],
       "the other cuts (4), and the cards are to be 'cleanly cut' (23); nothing is said of a cut "
       "that is not.")
silent("cut-irregular", "miller-sca", ["deal"],
       "the players cut for the deal of each hand, the low card dealing; nothing is said of an "
       "irregular cut.")

# --- a request to shuffle again after a clean cut -------------------------------------------


@encodes("reshuffle-request", {"royall-1651": {"cut": "XII.21", "agree": "XII.21"},
                               "cotton-1674": {"cut": "23"}})
def no_reshuffle_after_clean_cut(ctx: Context[ReshuffleRequest]) -> Ruling:
    """1651 XII.21, Cotton 23: after a clean cut, neither a player who knows the top card by
    its back, nor the dealer who sees a good card cut, may have the cards shuffled again."""
    incident, law = ctx.incident, ctx.law("cut")
    reason = ("knowing the top card by its back" if incident.reason == "top-card-known"
              else "having seen a good card cut")
    notes = []
    if "agree" in ctx.laws:  # the 1651 text alone says a penalty should be agreed beforehand
        notes.append(f"{ctx.law('agree')}: the text adds that 'there ought to be some Penalty "
                     "set downe' for this, to be agreed by the players before they begin.")
    return ctx.decide(
        Decision.REFUSED, [law],
        "Refused: the cards were cleanly cut and must not be shuffled again.",
        f"The {incident.requested_by} asks to shuffle again after a clean cut, {reason} "
        f"{facts(incident)}: {law} does not allow it.",
        notes=notes,
    )  # fmt: skip


@encodes("reshuffle-request", {"portland-1882": {"abide": "8"}})
def abide_by_the_cut(ctx: Context[ReshuffleRequest]) -> Ruling:
    """1882 law 8: "When a player in cutting has once separated the pack, he must abide by the
    cut" (it binds the cutter, the elder; nothing is said of the dealer)."""
    incident, law = ctx.incident, ctx.law("abide")
    if incident.requested_by == "younger":
        return ctx.silent(
            [law],
            "law 8 binds the player who cut (the elder) to abide by his cut; law 1's right to "
            "shuffle comes before the cut. Nothing is said of the dealer asking to shuffle again.",
        )
    return ctx.decide(
        Decision.REFUSED, [law],
        "Refused: the elder cut the pack and must abide by his cut.",
        f"The elder, having cut, asks to shuffle again {facts(incident)}: by law {law} a "
        "player who has once separated the pack in cutting must abide by the cut.",
    )  # fmt: skip


silent("reshuffle-request", "miller-sca", ["deal"],
       "the deal section says only who deals and how; nothing of shuffling again.")

# --- an incorrect pack -----------------------------------------------------------------------


@encodes("incorrect-pack", {"royall-1651": {"void": "XII.18", "dealing": "XII.19"}})
def incorrect_pack_1651(ctx: Context[IncorrectPack]) -> Ruling:
    """1651 XII.19: too many or too few cards found by the dealer in giving them out: put the
    pack right, shuffle and cut again, the same dealer dealing. XII.18: cards found false or
    imperfect: that deal only goes for nothing, earlier deals stand."""
    incident = ctx.incident
    counted = incident.problem in ("missing-card", "extra-card")
    if counted and no_later_than(incident.discovered, "before-taking-up"):
        law = ctx.law("dealing")
        ruling = ctx.decide(
            Decision.FRESH_DEAL, [law],
            "Put the pack right; the same dealer shuffles, has it cut and deals again.",
            f"A card {incident.problem.split('-')[0]} found {when(incident.discovered)} "
            f"{facts(incident)} is ruled by law {law}: take out the surplus or put in what is "
            "wanting; the cards are shuffled and cut again, 'but the Dealing is to be his, "
            "whose it was before'.",
        )  # fmt: skip
        if incident.discovered == "cutting":  # XII.19: found by 'the Dealer in giving them out'
            return ctx.by_analogy(ruling, "what the dealer finds 'in giving them out'",
                                  incident.discovered)
        return ruling
    law = ctx.law("void")
    return ctx.decide(
        Decision.DEAL_VOID, [law],
        "This deal goes for nothing; earlier deals stand.",
        f"An incorrect pack {facts(incident)} matches law {law}: 'That Dealing only, wherein this "
        "is discovered, is to go for nothing; all the former standing for good'.",
        notes=[f"Law {law} speaks of cards found false 'in playing'; it is read as covering any "
               "deal in which the fault comes to light."]
        if not no_later_than("play", incident.discovered) else _next_deal_note(incident),
    )  # fmt: skip


def _next_deal_note(incident: IncorrectPack) -> list[str]:
    if incident.discovered != "next-deal":
        return []
    return ["Found once the next deal had begun: that deal, in which the discovery is made, is "
            "the one void; the deal before it stands."]


@encodes("incorrect-pack", {"portland-1882": {"void": "75", "cut": "6"}})
def incorrect_pack_1882(ctx: Context[IncorrectPack]) -> Ruling:
    """1882 law 75: a pack incorrect, redundant or imperfect: the deal in which this is
    discovered is void; preceding deals stand (law 6: the cut for deal holds good)."""
    incident, law = ctx.incident, ctx.law("void")
    cite, notes = [law], []
    if incident.discovered == "cutting":
        cite.append(ctx.law("cut"))
        notes.append(f"Law {ctx.law('cut')}: the cut for the deal holds good even if the pack "
                     "is incorrect.")
    return ctx.decide(
        Decision.DEAL_VOID, cite,
        "This deal is void; earlier deals stand.",
        f"An incorrect pack {facts(incident)} matches law {law}: 'the deal in which the "
        "discovery is made is void. All preceding deals stand good'.",
        notes=notes + _next_deal_note(incident),
    )  # fmt: skip


silent("incorrect-pack", "cotton-1674", ["1"],
       "the pack is the 36 cards left when the twos to fives are thrown out; nothing is said of "
       "a pack found incorrect.")
silent("incorrect-pack", "miller-sca", ["deal"],
       "the deal section says only how the cards are dealt.")
