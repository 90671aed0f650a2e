"""1882 law 11 and its exceptions: a hand or the stock dealt a card too many or too few.

Law 11 is the general law (the elder with a card too many or too few, or finding seven in the
stock, has the option of a fresh deal), and the laws that override it in the cases they name
are its exceptions: 75 (the pack itself is incorrect), 12 (more than one card wrong, or nine
in the stock: a fresh deal) with its own exception 10 (before either hand is taken up, the
dealer may put it right), 39 (the elder took up a stock card without announcing the error: his
option is lost) with 57 and 58 (he plays short, or long), 58 (the younger kept a thirteenth
card), and 10 again. The hand, stock and pack sizes come from the edition's rules.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.decisions import Decision, Effect
from arbiter.formats import Role
from arbiter.rulings.card_count_facts import (
    Ctx,
    counts,
    elder_chooses,
    pack_is_wrong,
    pack_total,
    stock,
    words,
)
from arbiter.rulings.core import (
    Options,
    Penalty,
    Provision,
    Ruling,
    apply,
    encodes,
    no_later_than,
    when,
)

if TYPE_CHECKING:
    from arbiter.formats.card_count import WrongCardCount


# When the elder's option for a card too many or too few ends (`elder_option.ends`).
OPTION_ENDS = {"takes-up-a-stock-card": "taking up a card of the stock",
               "touches-the-stock": "touching the stock"}
OPTION_ENDED = {"takes-up-a-stock-card": "had taken up a card of the stock",
                "touches-the-stock": "had touched the stock"}


def option_law(ctx: Ctx) -> tuple[str, str]:
    """The law that gives the elder his option for a card too many or too few, and the act
    that ends it: law 11 (taking up a card of the stock), or the edition's `elder_option`
    (au cent 3: touching the stock)."""
    rule = ctx.edition.rules.elder_option
    if rule is None:
        return ctx.law("option"), "takes-up-a-stock-card"
    return rule.law, rule.ends


def option_of_law_11(ctx: Ctx) -> Ruling:
    """Law 11: a card too many or too few, or (with twelve) seven in the stock: the elder's
    option of a fresh deal; if he stands the deal, laws 40-43 say how each exchanges."""
    incident, due = ctx.incident, ctx.edition.rules.deal
    stand = standing_law(ctx)
    option = ctx.law("option")
    if incident.elder == due.hand:
        found = (f"The elder, with {words(due.hand)} cards, finds {words(stock(incident))} in "
                 f"the stock {counts(incident)} {when(incident.discovered)}")
        notes = [f"Law {ctx.name(option)}: the elder may have a fresh deal, or alter his "
                 "discard."]
    else:
        option, ends = option_law(ctx)
        surplus = "many" if incident.elder > due.hand else "few"
        found = (f"The elder has a card too {surplus} {counts(incident)}, found "
                 f"{when(incident.discovered)}")
        notes = [f"Law {ctx.name(option)}: the option is his after looking at his hand, before "
                 f"{OPTION_ENDS[ends]}."]
        if incident.discovered == "exchange":
            notes.append(f"The exchange is read as before {OPTION_ENDS[ends]}; once he has "
                         f"{'done so' if ends == 'touches-the-stock' else 'taken one up'} "
                         f"without announcing the error, law {ctx.name(ctx.law('late'))} takes "
                         "his option away.")
    notes.append(f"If he stands the deal, law {ctx.name(stand)} says how each discards and "
                 "takes in.")
    return elder_chooses(ctx, option, found, cite=(stand, ctx.law("count")), notes=tuple(notes))


def standing_law(ctx: Ctx) -> str:
    """Laws 40-43: how the exchange goes when the elder stands a deal one card wrong."""
    incident, due = ctx.incident, ctx.edition.rules.deal
    if incident.elder > due.hand:
        return ctx.law("long-full" if incident.stock == due.stock else "long-short")
    if incident.elder < due.hand:
        return ctx.law("short-full")
    return ctx.law("even-short")


def wrongly_dealt(ctx: Ctx) -> int:
    """How many cards lie where they should not (the surplus over the due counts)."""
    incident, due = ctx.incident, ctx.edition.rules.deal
    over = [incident.elder - due.hand, incident.younger - due.hand, stock(incident) - due.stock]
    return sum(excess for excess in over if excess > 0)


def more_than_one_wrong(ctx: Ctx) -> bool:
    """Law 12's cases: more than one card dealt wrongly, or a card too many in the stock."""
    return wrongly_dealt(ctx) > 1 or stock(ctx.incident) > ctx.edition.rules.deal.stock


def fresh_deal_of_law_12(ctx: Ctx) -> Ruling:
    incident, law = ctx.incident, ctx.law("fresh")
    why = ("more than one card dealt wrongly" if wrongly_dealt(ctx) > 1
           else f"{words(stock(incident))} cards in the stock")
    return ctx.decide(
        Decision.FRESH_DEAL, [law],
        "There must be a fresh deal.",
        f"{why.capitalize()} {counts(incident)} matches law {law}: there must be a fresh deal.",
    )  # fmt: skip


def before_taking_up(ctx: Ctx) -> bool:
    return no_later_than(ctx.incident.discovered, "before-taking-up")


def dealer_may_rectify(otherwise: Provision[WrongCardCount]) -> Provision[WrongCardCount]:
    """Law 10 as an exception: before either hand is taken up, the dealer may put the deal
    right if the elder permits; if not, what `otherwise` rules stands."""

    def rules(ctx: Ctx) -> Ruling:
        law, fallback = ctx.law("rectify"), otherwise.rules(ctx)
        choices = [Decision.RECTIFY]
        choices += list(fallback.options.choices) if fallback.options else [fallback.decision]
        return ctx.decide(
            Decision.OPTION, [law, *fallback.law_ids],
            "The dealer may put the deal right if the elder permits; if not, "
            f"{fallback.summary[0].lower()}{fallback.summary[1:]}",
            f"The deal is wrong {counts(ctx.incident)} and came to light "
            f"{when(ctx.incident.discovered)}: by law {law} the dealer may rectify the error "
            "with the permission of his adversary, before either player has taken up his hand. "
            f"Otherwise: {fallback.explanation}",
            options=Options("elder", tuple(dict.fromkeys(choices))),
            notes=fallback.notes,
        )  # fmt: skip

    return Provision("rectify", rules, before_taking_up)


def pack_incorrect(ctx: Ctx) -> Ruling:
    """Law 75: counts that do not make the pack show the pack incorrect: the deal is void."""
    law = ctx.law("pack")
    total, pack = pack_total(ctx), len(ctx.edition.pack)
    kind = "redundant" if total > pack else "imperfect"
    return ctx.decide(
        Decision.DEAL_VOID, [law],
        "This deal is void; earlier deals stand.",
        f"The counts {counts(ctx.incident)} make {total} cards, not the {pack} of the pack: "
        f"the pack is {kind}, and by law {law} 'the deal in which the discovery is made is "
        "void. All preceding deals stand good'.",
    )  # fmt: skip


def eleven_and_seven(ctx: Ctx) -> bool:
    """Law 39's last case: the elder has eleven and the stock seven (and he has seen it)."""
    incident, due = ctx.incident, ctx.edition.rules.deal
    return ((incident.elder, incident.stock) == (due.hand - 1, due.stock - 1)
            and not before_taking_up(ctx))  # fmt: skip


def fresh_deal_of_law_39(ctx: Ctx) -> Ruling:
    incident, law = ctx.incident, ctx.law("late")
    return ctx.decide(
        Decision.FRESH_DEAL, [law],
        "There must be a fresh deal.",
        f"The elder has {words(incident.elder)} cards and the stock {words(stock(incident))} "
        f"{counts(incident)}, found {when(incident.discovered)}: by law {law}, 'if the stock "
        "contain seven cards, and the elder hand have eleven, there must be a fresh deal'.",
    )  # fmt: skip


def elder_took_a_stock_card(ctx: Ctx) -> bool:
    """Law 39's case: the elder, dealt eleven or thirteen, has taken up a card of the stock
    (the declaring and later; the exchange is read as before he has)."""
    incident = ctx.incident
    return (incident.elder != ctx.edition.rules.deal.hand
            and not no_later_than(incident.discovered, "exchange"))  # fmt: skip


def option_lost(ctx: Ctx) -> Ruling:
    law, more = ctx.law("late"), ctx.law("more")
    option, ends = option_law(ctx)
    cite = [law] if option == ctx.law("option") else [option, law]
    ended = (f"by law {ctx.name(option)} his option ended when he touched the stock, and by "
             f"law {ctx.name(law)} he" if ends == "touches-the-stock" else
             f"by law {ctx.name(law)} he loses his option of a fresh deal,")
    return ctx.decide(
        Decision.PLAY_ON, cite,
        "The deal stands: the elder took in without announcing the error.",
        f"The elder's wrong count {counts(ctx.incident)} came to light "
        f"{when(ctx.incident.discovered)}, after he {OPTION_ENDED[ends]}: {ended} cannot alter "
        "his discard, and must leave at least three cards for the younger hand.",
        notes=[f"Law {more}: a player who plays with more than {words(ctx.edition.rules.deal.hand)}"
               " cards can reckon nothing that deal (his cards still bar his adversary)."],
    )  # fmt: skip


def elder_plays_long(ctx: Ctx) -> bool:
    return elder_took_a_stock_card(ctx) and ctx.incident.elder > ctx.edition.rules.deal.hand


def elder_plays_short(ctx: Ctx) -> bool:
    return elder_took_a_stock_card(ctx) and ctx.incident.elder < ctx.edition.rules.deal.hand


def plays_long(role: Role) -> Provision[WrongCardCount]:
    """Law 58: playing with more than twelve cards, he reckons nothing (his cards still bar)."""

    def rules(ctx: Ctx) -> Ruling:
        law, decline = ctx.law("more"), ctx.law("decline")
        due = words(ctx.edition.rules.deal.hand)
        why = (f"the elder {option_ended(ctx)} without announcing his thirteenth card, so "
               f"{lost_by(ctx)}, and he cannot alter his discard: he plays with more than {due} "
               "cards" if role == "elder" else
               f"the elder's option under law {ctx.law('option')} was to be taken as he drew the "
               f"stock; the younger has kept a card too many and plays with more than {due}")
        return ctx.decide(
            Decision.PENALTY, [law, *(lost_laws(ctx) if role == "elder" else
                                      [ctx.law("option")]), decline],
            f"The {role}, holding more than {due} cards, can reckon nothing this deal (his "
            "adversary may waive it).",
            f"The deal was wrong {counts(ctx.incident)}, found {when(ctx.incident.discovered)}: "
            f"{why}, and by law {law} he can reckon nothing that deal (his cards, though not "
            "good to score, are good to bar his adversary).",
            penalties=[Penalty(role, Effect.RECKONS_NOTHING)],
            notes=[f"Law {decline}: his adversary may choose not to enforce the penalty.",
                   f"Read so if he still holds the extra card when he plays (law {law})."],
        )  # fmt: skip

    applies = elder_plays_long if role == "elder" else younger_kept_a_card
    return Provision("more", rules, applies)


def option_ended(ctx: Ctx) -> str:
    """What the elder did that ended his option: took up a stock card, or touched the stock."""
    return {"takes-up-a-stock-card": "took up a card of the stock",
            "touches-the-stock": "touched the stock"}[option_law(ctx)[1]]


def lost_by(ctx: Ctx) -> str:
    """The law that took his option away, in words: law 39, or the edition's own (au cent 3:
    his option ended when he touched the stock)."""
    option, ends = option_law(ctx)
    if ends == "touches-the-stock":
        return (f"by law {ctx.name(option)} his option of a fresh deal ended when he touched "
                "the stock")
    return f"by law {ctx.name(ctx.law('late'))} he lost his option of a fresh deal"


def lost_laws(ctx: Ctx) -> list[str]:
    option = option_law(ctx)[0]
    return [ctx.law("late")] if option == ctx.law("option") else [option, ctx.law("late")]


def elder_short_plays_on(ctx: Ctx) -> Ruling:
    """Law 57: the elder, eleven cards and his option lost, plays short without penalty."""
    law = ctx.law("less")
    return ctx.decide(
        Decision.PLAY_ON, [law, *lost_laws(ctx)],
        "The elder plays on with eleven cards; the cards he cannot play to are his adversary's "
        "tricks.",
        f"The elder's wrong count {counts(ctx.incident)} came to light "
        f"{when(ctx.incident.discovered)}, after he {OPTION_ENDED[option_law(ctx)[1]]}: "
        f"{lost_by(ctx)}, and by law {law} a player with fewer than "
        f"{words(ctx.edition.rules.deal.hand)} cards is liable to no penalty, 'His adversary "
        "counts as tricks all cards that cannot be played to'.",
        consequences=[Penalty("elder", Effect.ADVERSARY_COUNTS_UNPLAYABLE)],
    )  # fmt: skip


def younger_kept_a_card(ctx: Ctx) -> bool:
    """The elder held twelve and the stock was one short, found after the exchange: the
    younger has kept the thirteenth card into the play."""
    incident, due = ctx.incident, ctx.edition.rules.deal
    return (incident.elder == due.hand and incident.younger > due.hand
            and not no_later_than(incident.discovered, "exchange"))  # fmt: skip


def no_law_11_case(ctx: Ctx) -> bool:
    """The elder holds his due and the stock is not one short: law 11 does not speak."""
    incident, due = ctx.incident, ctx.edition.rules.deal
    return incident.elder == due.hand and incident.stock != due.stock - 1


def silent_beyond_law_11(ctx: Ctx) -> Ruling:
    return ctx.silent([ctx.law("option"), ctx.law("fresh")],
                      "law 11 gives the elder the option of a fresh deal when he has a card "
                      "too many or too few, or finds seven cards in the stock; law 12 "
                      "orders one when more than one card is dealt wrongly.")


LAW_11: Provision[WrongCardCount] = Provision(
    "option", option_of_law_11,
    exceptions=(
        Provision("pack", pack_incorrect, pack_is_wrong),
        Provision("fresh", fresh_deal_of_law_12, more_than_one_wrong,
                  exceptions=(dealer_may_rectify(Provision("fresh", fresh_deal_of_law_12)),
                              Provision("late", fresh_deal_of_law_39, eleven_and_seven))),
        Provision("late", option_lost, elder_took_a_stock_card,
                  exceptions=(plays_long("elder"),
                              Provision("less", elder_short_plays_on, elder_plays_short))),
        plays_long("younger"),
        Provision("option", silent_beyond_law_11, no_law_11_case),
        dealer_may_rectify(Provision("option", option_of_law_11)),
    ),
)  # fmt: skip


@encodes("wrong-card-count", {"portland-1882": {
    "rectify": "10", "option": "11", "fresh": "12", "count": "38", "late": "39",
    "long-full": "40", "long-short": "41", "short-full": "42", "even-short": "43",
    "decline": "44", "less": "57", "more": "58", "pack": "75"}})
def wrong_count_1882(ctx: Ctx) -> Ruling:
    """1882 law 11 and its exceptions (see the module's docstring)."""
    return apply(LAW_11, ctx)
