"""Cutting and dealing: faced and exposed cards, a deal out of turn; an irregular cut, a
request to shuffle again and an incorrect pack in `cutting`, imported here so that they
register with the deal's. (Wrong card counts: `card_count`.)

Each rule names the law it encodes; 1651 and Cotton share a rule where their words agree.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from arbiter.decisions import Decision
from arbiter.lawbook.editions import Edition
from arbiter.rulings import cutting  # noqa: F401 - registers the cut's and the pack's rules
from arbiter.rulings.core import (
    Case,
    Context,
    Options,
    Ruling,
    checks,
    encodes,
    facts,
    no_later_than,
    silent,
    when,
)
from arbiter.rulings.findings import by_short_kind
from arbiter.rulings.told_exchange_records import Exposed

if TYPE_CHECKING:
    from arbiter.formats.dealing import DealOutOfTurn, ExposedCard, FacedCard


DEAL_OR_PLAY_ON = Options("elder", (Decision.FRESH_DEAL, Decision.PLAY_ON))

# --- faced cards ---------------------------------------------------------------------------


@checks("faced-card")
def _check_faced(case: Case, edition: Edition) -> None:
    """No more faced cards than the stock (or the pack) holds; no stock before the deal."""
    incident = cast("FacedCard", case.incident)
    if incident.where == "stock" and incident.discovered == "cutting":
        raise case.bad("discovered", "there is no stock while cutting: a faced card in the "
                       "stock comes to light from the dealing on", "use dealing or later")
    room = edition.rules.deal.stock if incident.where == "stock" else len(edition.pack)
    if incident.count > room:
        raise case.bad("count", f"{incident.count} faced cards cannot be found in the "
                       f"{incident.where} of {edition.id}, which holds {room}")


@encodes("faced-card", {"royall-1651": {"faced": "XII.22"}})
def faced_in_dealing_1651(ctx: Context[FacedCard]) -> Ruling:
    """1651 XII.22: a card "found to be Faced" "in Dealing" is no cause to shuffle again (deal
    on; it goes to whoever it falls to); two faced cards: shuffle, cut and deal again. The
    law speaks only of what is found in dealing."""
    incident, law = ctx.incident, ctx.law("faced")
    if not no_later_than(incident.discovered, "before-taking-up"):
        return ctx.silent(
            [law],
            "XII.22 covers a card found faced 'in Dealing' only; one faced card is there no "
            "cause to deal again, two are.",
            notes=[f"This faced card came to light {when(incident.discovered)}."],
        )
    ruling = _one_deals_on_two_again(ctx, law, Decision.FRESH_DEAL)
    if incident.discovered == "cutting":  # XII.22: 'If in Dealing, any Card be found ...'
        return ctx.by_analogy(ruling, "a card found faced 'in Dealing'", incident.discovered)
    return ruling


@encodes("faced-card", {"cotton-1674": {"faced": "23"}})
def faced_card_cotton(ctx: Context[FacedCard]) -> Ruling:
    """Cotton 23: "if a card be found faced, it shall be no argument to deal again, but must
    deal on; but if two be found faced, then may he shuffle again" (no limit of time)."""
    return _one_deals_on_two_again(ctx, ctx.law("faced"), Decision.OPTION)


def _one_deals_on_two_again(ctx: Context[FacedCard], law: str, two: Decision) -> Ruling:
    incident = ctx.incident
    found = facts(incident, "where", "count", "discovered")
    if incident.count == 1:
        return ctx.decide(
            Decision.PLAY_ON, [law],
            "The deal goes on: one faced card is no cause to deal again.",
            f"One faced card {found} matches law {law}: it is no reason to deal again; the dealer "
            "deals on, and the card goes to whoever it falls to.",
        )  # fmt: skip
    if two is Decision.FRESH_DEAL:
        return ctx.decide(
            Decision.FRESH_DEAL, [law],
            "There must be a fresh deal: two faced cards.",
            f"{incident.count} faced cards {found} match {law}: with two cards faced the cards "
            "must be shuffled and cut again for a new deal.",
        )  # fmt: skip
    return ctx.decide(
        Decision.OPTION, [law],
        "The dealer may shuffle again, or deal on.",
        f"{incident.count} faced cards {found} match {law}: 'if two be found faced, then may "
        "he shuffle again'.",
        options=Options("younger", (Decision.FRESH_DEAL, Decision.PLAY_ON)),
        notes=[
            f"Law {law} says 'then may he shuffle again': read as leave to the dealer ('he', who "
            "must otherwise deal on), not a duty; the 1651 original (XII.22) makes it one: the "
            "cards must be shuffled and cut again."
        ],
    )  # fmt: skip


@encodes("faced-card", {"portland-1882": {"faced": "14"}})
def faced_card_fresh_deal(ctx: Context[FacedCard]) -> Ruling:
    """1882 law 14: a faced card "in the pack when dealing, or in the stock when taking in":
    there must be a fresh deal, however many."""
    incident, law = ctx.incident, ctx.law("faced")
    limit = "after-taking-up" if incident.where == "pack" else "exchange"
    if not no_later_than(incident.discovered, limit):
        return ctx.silent(
            [law],
            "law 14 orders a fresh deal for a faced card found in the pack when dealing or in "
            "the stock when taking in; it says nothing of one found later.",
        )
    place = "in the pack when dealing" if incident.where == "pack" else "in the stock"
    return ctx.decide(
        Decision.FRESH_DEAL, [law],
        "There must be a fresh deal.",
        f"A faced card {place} {facts(incident, 'where', 'count', 'discovered')} matches "
        f"law {law}: there must be a fresh deal.",
    )  # fmt: skip


silent("faced-card", "miller-sca", ["deal"],
       "the deal section says only how the cards are dealt (12 each, 2 to 4 at a time).")

# --- exposed cards -------------------------------------------------------------------------


@checks("exposed-card")
def _check_exposed(case: Case, edition: Edition) -> None:
    """Only a card of the stock is from its top or its bottom."""
    incident = cast("ExposedCard", case.incident)
    if incident.part is not None and incident.belongs_to != "stock":
        raise case.bad("part", f"a card of the {incident.belongs_to}'s is no part of the "
                       "stock", "leave out part, or say belongs_to: stock")


@encodes("exposed-card", {"portland-1882": {"dealer": "13"}})
def exposed_card_1882(ctx: Context[ExposedCard]) -> Ruling:
    """1882 law 13: the dealer exposing a card while dealing: his adversary's or the stock's
    gives the elder the option of a fresh deal; one of his own, the deal stands. A stock card
    exposed in the exchange is law 27's (`exposed_in_the_exchange`)."""
    incident = ctx.incident
    dealing = no_later_than(incident.discovered, "before-taking-up")
    if incident.exposed_by == "younger" and dealing:
        return _dealer_exposes(ctx)
    if in_the_exchange(incident):
        return exposed_in_the_exchange(ctx)
    return ctx.silent(
        [ctx.law("dealer")],
        "law 13 speaks only of the dealer exposing a card while dealing: his adversary's or the "
        "stock's gives the elder the option of a fresh deal, his own leaves the deal standing.",
    )


def _dealer_exposes(ctx: Context[ExposedCard]) -> Ruling:
    incident, law = ctx.incident, ctx.law("dealer")
    found = facts(incident, "exposed_by", "belongs_to", "discovered")
    if incident.belongs_to == "younger":
        return ctx.decide(
            Decision.PLAY_ON, [law],
            "The deal stands: the dealer exposed one of his own cards.",
            f"The dealer exposing one of his own cards {found} matches law {law}: the deal "
            "stands good.",
        )  # fmt: skip
    whose = "his adversary's" if incident.belongs_to == "elder" else "the stock's"
    return ctx.decide(
        Decision.OPTION, [law],
        "The elder may have a fresh deal, or let the deal stand.",
        f"The dealer exposing a card of {whose} {found} matches law {law}: the elder hand has "
        "the option of a fresh deal.",
        options=DEAL_OR_PLAY_ON,
    )  # fmt: skip


# Whose part of the stock is each player's adversary's: the elder's the top, the younger's the
# bottom (1882 law 27's "bottom three" and "top five"; the walk of a telling knows the places).
ADVERSARY_PART: dict[str, str] = {"elder": "bottom", "younger": "top"}


def in_the_exchange(incident: ExposedCard) -> bool:
    """A card of the stock exposed once the hands are taken up: a player's, in the exchange
    (the dealer's exposing while dealing is law 13's)."""
    return incident.belongs_to == "stock" and \
        not no_later_than(incident.discovered, "before-taking-up")


def exposed_in_the_exchange(ctx: Context[ExposedCard]) -> Ruling:
    """A stock card a player exposed in the exchange: ruled by the one function an edition has
    for a telling's `expose` step (`told_exchange_laws`, kind `exchange:expose`), before his
    discard when found before anything was taken in (`after-taking-up`). Without `part`, bad
    input where the edition's law turns on it (1882 law 27; 1651 XII.11 before discarding)."""
    incident = ctx.incident
    player, before = incident.exposed_by, incident.discovered == "after-taking-up"

    def exposed(adversary: bool) -> Ruling:
        ruling = by_short_kind(ctx, Exposed(player, adversary, before))
        return ruling._replace(kind=ctx.case.kind)

    if incident.part is not None:
        return exposed(incident.part == ADVERSARY_PART[player])
    own, others = exposed(False), exposed(True)
    if (own.decision, own.law_ids) != (others.decision, others.law_ids):
        raise ctx.case.bad("part", f"law {own.law_ids[0]} turns on which part of the stock "
                           "the card was from: say part: top or part: bottom")
    return own


@encodes("exposed-card", {"royall-1651": {"faced": "XII.22"}})
def exposed_card_1651(ctx: Context[ExposedCard]) -> Ruling:
    """1651 XII.22 (a card found faced in dealing) says nothing of a card exposed by a
    player; a stock card exposed in the exchange is the exchange's (XII.10-11)."""
    if in_the_exchange(ctx.incident):
        return exposed_in_the_exchange(ctx)
    return ctx.silent([ctx.law("faced")], "one card found faced in dealing is no cause to deal "
                      "again; the card goes to whoever it falls to. The text says nothing of a "
                      "card exposed by a player.")


@encodes("exposed-card", {"cotton-1674": {"faced": "23"}})
def exposed_card_cotton(ctx: Context[ExposedCard]) -> Ruling:
    """Cotton 23 (a card found faced) says nothing of a card exposed by a player; a stock card
    exposed in the exchange is the exchange's (20)."""
    if in_the_exchange(ctx.incident):
        return exposed_in_the_exchange(ctx)
    return ctx.silent([ctx.law("faced")], "one card found faced is no argument to deal again; "
                      "the text says nothing of a card exposed by a player.")


@encodes("exposed-card", {"miller-sca": {"deal": "deal"}})
def exposed_card_miller(ctx: Context[ExposedCard]) -> Ruling:
    """Miller's deal section says only how the cards are dealt; a stock card exposed in the
    exchange is her blanks-and-discards section's."""
    if in_the_exchange(ctx.incident):
        return exposed_in_the_exchange(ctx)
    return ctx.silent([ctx.law("deal")], "the deal section says only how the cards are dealt.")


# --- a deal out of turn ----------------------------------------------------------------------


@encodes("deal-out-of-turn", {"royall-1651": {"twice": "XII.13"}})
def dealt_twice_1651(ctx: Context[DealOutOfTurn]) -> Ruling:
    """1651 XII.13: he who dealt last and deals again: "the other is then necessarily to take
    his Turne and deale", provided the double dealer "had not seen any of his Cards"."""
    incident, law = ctx.incident, ctx.law("twice")
    seen = (incident.wrong_dealer_saw_cards
            or not no_later_than(incident.discovered, "after-taking-up"))
    if seen:
        return ctx.decide(
            Decision.PLAY_ON, [law],
            "The deal stands: the player who dealt twice had seen his cards.",
            f"The deal out of turn {facts(incident)} fails the proviso of law {law}: the right "
            "dealer deals only 'provided, that he, that had dealt twice together, had not seen "
            "any of his Cards'.",
            notes=[f"Law {law} states only the proviso; the deal standing once it fails is the "
                   "reading that follows the words."]
            + ([] if incident.wrong_dealer_saw_cards else
               ["Found at the exchange or later, the double dealer has necessarily seen his "
                "cards."]),
        )  # fmt: skip
    return ctx.decide(
        Decision.RIGHT_DEALER_DEALS, [law],
        "The deal is void: the right dealer deals.",
        f"A deal out of turn {facts(incident)}, the wrong dealer not having seen his cards, "
        f"matches law {law}: 'the other is then necessarily to take his Turne and deale', even if "
        "the other has seen his.",
    )  # fmt: skip


@encodes("deal-out-of-turn", {"portland-1882": {"turn": "16"}})
def dealt_out_of_turn_1882(ctx: Context[DealOutOfTurn]) -> Ruling:
    """1882 law 16: found before either player takes up any of his cards, the deal is void and
    the right dealer deals; found too late, the deal stands, and its elder deals twice running
    (`deal_out_of_turn.too_late`: `elder-deals-twice`), or there is no remedy (`no-remedy`,
    au cent 5). The law is the parameter's: the edition's law on a deal out of turn."""
    incident = ctx.incident
    rule = ctx.edition.rules.deal_out_of_turn
    law = rule.law if rule is not None else ctx.law("turn")
    if no_later_than(incident.discovered, "before-taking-up"):
        return ctx.decide(
            Decision.RIGHT_DEALER_DEALS, [law],
            "The deal is void: the right dealer deals.",
            f"A deal out of turn found before either player took up his cards {facts(incident)} "
            f"matches law {ctx.name(law)}: 'the deal in error is void, and the right dealer "
            "deals'.",
        )  # fmt: skip
    if rule is not None and rule.too_late == "no-remedy":
        return ctx.decide(
            Decision.PLAY_ON, [law],
            "The deal stands: found too late, there is no remedy.",
            f"A deal out of turn found {when(incident.discovered)} {facts(incident)} was not "
            f"discovered before the hands were taken up: by law {ctx.name(law)} 'there is no "
            "remedy'. The deal stands, and the players deal on in turn.",
            notes=[f"Law {ctx.name(law)} turns on the error being found before taking up the "
                   "hand; it has no dealing twice running."],
        )  # fmt: skip
    return ctx.decide(
        Decision.PLAY_ON, [law],
        "The deal stands; the elder of this deal then deals twice running.",
        f"A deal out of turn found {when(incident.discovered)} {facts(incident)} is, by law "
        f"{law}, discovered too late to correct: the deal stands, and the elder hand in it must "
        "deal twice running with the same pack, unless that or the next deal is the partie's "
        "last.",
        notes=[f"Law {law} turns on the error being found before either player takes up any of "
               "his cards, whether or not the wrong dealer had seen his."],
    )  # fmt: skip


silent("deal-out-of-turn", "cotton-1674", ["13"],
       "after each deal the players 'deal again'; the text has no rule for a deal out of turn.")
silent("deal-out-of-turn", "miller-sca", ["deal"],
       "the players cut for the deal of each hand, the low card dealing; nothing is said of a "
       "deal out of turn.")
