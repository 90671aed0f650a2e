"""The exchange told step by step: each edition's ruling on the stock taken in, as
`told_exchange` finds it (issue 15): cards taken up that were not his (1882 laws 27-35; a
surplus, 1651 XII.12 and Cotton 18), taken out of order (23), left undeclared (32; 1651
XII.11), a stock card exposed (27), a hand taken in past its due (39, 58; 1651 XII.1), the
stock counted and found wrong (11, 39), with the laws' words it quotes. The discard, the
cards left and looked at, and the steps the laws allow: `told_discard_laws`.

Where a finding is a short kind's case (a surplus taken in, a wrong count), the short kind's
own rules rule it, its facts stated. An edition whose text says nothing of a finding rules it
`silent`, with its nearest analogy.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.decisions import Decision, Effect
from arbiter.formats import other
from arbiter.formats.card_count import WrongCardCount
from arbiter.formats.exchange import SurplusTakeIn
from arbiter.rulings.core import (
    PENALTY_READING,
    Context,
    Options,
    Penalty,
    Ruling,
    encodes,
    false_reckoning_penalty,
    overriding,
    silent,
)
from arbiter.rulings.findings import by_short_kind, stated

if TYPE_CHECKING:
    from arbiter.rulings.told_exchange_records import (
        Exposed,
        OutOfOrder,
        StockCounted,
        StockTaken,
        TooMany,
        Undeclared,
    )


EDITIONS = ("royall-1651", "cotton-1674", "portland-1882", "miller-sca")
DECLINE = "Law {}: the adversary may choose not to enforce the penalty."


def _reckons_nothing(ctx: Context[StockTaken], cite: list[str], summary: str, why: str,
                     notes: tuple[str, ...] = ()) -> Ruling:  # fmt: skip
    player = ctx.incident.player
    return ctx.decide(
        Decision.PENALTY, [*cite, ctx.law("decline")], summary, why,
        penalties=[Penalty(player, Effect.RECKONS_NOTHING)],
        notes=[*notes, DECLINE.format(ctx.law("decline"))],
    )  # fmt: skip


@encodes("exchange:stock", {"portland-1882": {
    "bottom": "27", "elder-mixed": "28", "younger-mixed": "29", "more": "31",
    "elder-left": "33", "younger-left": "35", "decline": "44"}})
def stock_1882(ctx: Context[StockTaken]) -> Ruling:
    """1882 laws 27-35: a card of the adversary's part taken up (27) or mixed with the hand
    (28, 29); cards he himself left taken up with those he takes in (33, 35)."""
    taken = ctx.incident
    if taken.whose == "adversary":
        return _mixed_adversary(ctx) if taken.mixed else _took_adversary(ctx)
    if taken.whose == "left-undeclared":
        return _took_undeclared(ctx)
    if taken.player == "elder" and taken.mixed:
        return _mixed_adversary(ctx)  # 28: "any of the cards he ought to have left"
    law = ctx.law(f"{taken.player}-left")
    ruling = _reckons_nothing(
        ctx, [law], f"The {taken.player} can reckon nothing this deal (his adversary may "
        "waive it).",
        f"The {taken.player} took up, with the cards he took in, cards he had left "
        f"({taken.taken} taken for {taken.discarded} discarded): by law {law} 'he can reckon "
        "nothing that deal'.")
    return overriding(ruling, ctx, [ctx.law("more")])


def _took_adversary(ctx: Context[StockTaken]) -> Ruling:
    taken, law = ctx.incident, ctx.law("bottom")
    if taken.player == "younger":
        rule = ctx.edition.rules.younger_takes_stock
        if rule is not None and rule.penalty == "loses-game":
            return _loses_game(ctx, ctx.law("younger-mixed"), "took up")
    return _reckons_nothing(
        ctx, [law], f"The {taken.player} can reckon nothing this deal (his adversary may "
        "waive it).",
        f"The {taken.player} took up a card of his adversary's part of the stock "
        f"({taken.taken} taken for {taken.discarded} discarded): by law {law}, '"
        f"{CLAUSE_27[taken.player]}', 'he can reckon nothing that deal'.",
        notes=(f"Law {ctx.law('more')} (more taken in than discarded) speaks only of one who "
               "takes none of his adversary's cards from the stock: it does not apply.",))


# Law 27's two clauses, in its words: the elder's, and the younger's.
CLAUSE_27 = {"elder": "expose or take up any of the bottom three cards of the stock",
             "younger": "if the younger hand, when taking in, expose or take up any of the top "
                        "five cards of the stock"}  # fmt: skip

def _loses_game(ctx: Context[StockTaken], law: str, did: str) -> Ruling:
    """Au cent 9 and 10 (by the edition's `elder_mixes_stock` and `younger_takes_stock`): the
    game lost, with no choice of a fresh deal; the law's own words quoted. The elder who mixed
    the bottom cards had taken them up first: au cent 9 decides as the exception to law 27
    (taking them up, he reckons nothing), as law 28 does, which it replaces."""
    player = ctx.incident.player
    over_27 = player == "elder" and ctx.incident.whose == "adversary"
    cards = "cards he ought to have left" if ctx.incident.whose == "own-left" else \
        "stock cards of his adversary's part"
    words = ctx.edition.cited(law).text.rstrip(". ")
    bottom = ctx.law("bottom")
    return ctx.decide(
        Decision.PENALTY, [law, *([bottom] if over_27 else [])],
        f"The {player} loses the game.",
        f"The {player} {did} {cards}: by law {ctx.name(law)}, '{words}'.",
        penalties=[Penalty(player, Effect.LOSES_GAME)],
        notes=[f"Law {ctx.name(law)} decides here, as the exception to law {bottom} (taking "
               "them up: he can reckon nothing that deal); unlike the law it replaces, it "
               "leaves the younger no choice of a fresh deal."] if over_27 else [],
    )  # fmt: skip


# The clause of laws 28 and 29 that names the offence, as the 1882 text words it.
MIXED_WORDS = {
    "elder": "If the elder hand mix with his hand any of the bottom three cards of the stock",
    "younger": "If the younger hand mix with his hand any of the top five cards of the stock",
}


def _mixed_adversary(ctx: Context[StockTaken]) -> Ruling:
    """Laws 28 (the elder) and 29 (the younger): he reckons nothing, or the adversary, after
    looking at his cards, elects a fresh deal."""
    taken = ctx.incident
    law = ctx.law(f"{taken.player}-mixed")
    rule = ctx.edition.rules.elder_mixes_stock if taken.player == "elder" else \
        ctx.edition.rules.younger_takes_stock
    if rule is not None and rule.penalty == "loses-game":  # au cent 10: taking up is enough
        return _loses_game(ctx, law, "took up" if taken.player == "younger" else
                           "mixed with his hand")
    adversary = other(taken.player)
    return ctx.decide(
        Decision.OPTION, [law, ctx.law("bottom"), ctx.law("decline")],
        f"The {adversary} chooses: the {taken.player} reckons nothing this deal, or a fresh "
        "deal.",
        f"The {taken.player} mixed with his hand stock cards that were not his to take: by "
        f"law {law}, '{MIXED_WORDS[taken.player]}', he can reckon nothing that deal, or the "
        f"{adversary}, after looking at his cards, may elect to have a fresh deal. Law "
        f"{law} decides here, as the exception to law {ctx.law('bottom')} (taking them up).",
        options=Options(adversary, (Decision.PENALTY, Decision.FRESH_DEAL)),
        penalties=[Penalty(taken.player, Effect.RECKONS_NOTHING)],
        notes=[f"Law {law}: if the {adversary} stands the deal, he can only take as many of his "
               "cards as have not been mixed.", DECLINE.format(ctx.law("decline"))],
    )  # fmt: skip


def _took_undeclared(ctx: Context[StockTaken]) -> Ruling:
    taken, law = ctx.incident, ctx.law("younger-mixed")
    rule = ctx.edition.rules.younger_takes_stock
    if rule is not None and rule.penalty == "loses-game":  # au cent 10: no such exception
        return _loses_game(ctx, law, "took up")
    if taken.mixed:
        return _reckons_nothing(
            ctx, [law], "The younger can reckon nothing this deal (the elder may waive it).",
            "The younger took up cards the elder had left on the stock and mixed them with his "
            f"hand: by law {law} 'he incurs no penalty, unless he mix any of the cards taken up "
            "with his hand, when he can reckon nothing that deal'.")
    return ctx.decide(
        Decision.RECTIFY, [law],
        "No penalty: the cards the younger took up go back to the elder, whose they are.",
        "The elder had taken in some of his cards, the others remaining on the stock, and the "
        f"younger took up some of them: by law {law} 'he incurs no penalty, unless he mix any "
        "of the cards taken up with his hand'; he did not, and the cards are the elder's part "
        "of the stock.",
    )  # fmt: skip


@encodes("exchange:stock", {"royall-1651": {"take": "VI"}, "cotton-1674": {"take": "6"},
                            "miller-sca": {"take": "blanks"}})
def stock_surplus(ctx: Context[StockTaken]) -> Ruling:
    """1651, Cotton, Miller: the texts know only a surplus taken in (1651 XII.12 and XII.5,
    Cotton 18); cards not his taken up without a surplus are not spoken of."""
    taken = ctx.incident
    if taken.taken > taken.discarded:
        return by_short_kind(ctx, stated(SurplusTakeIn, taken.player, taken.discarded, taken.taken,
                                  taken.mixed, taken.discovered))  # fmt: skip
    return ctx.silent([ctx.law("take")], "each takes in as many as he discards, the elder "
                      "first and the other after him; nothing is said of one who takes up "
                      "cards of the other's part.")


@encodes("exchange:order", {"portland-1882": {"order": "23"}})
def out_of_order_1882(ctx: Context[OutOfOrder]) -> Ruling:
    """1882 law 23: "In taking in, the cards must be taken in order from the top"."""
    law = ctx.law("order")
    return ctx.decide(
        Decision.RECTIFY, [law],
        f"The {ctx.incident.player} takes in again, in order from the top of the stock.",
        f"The {ctx.incident.player} took in out of order: by law {law} 'In taking in, the "
        "cards must be taken in order from the top of the stock'.",
    )  # fmt: skip


silent("exchange:order", "royall-1651", ["VI"],
       "the elder takes in of the eight, the younger the rest; nothing is said of the order.")
silent("exchange:order", "cotton-1674", ["6"],
       "the elder may take in eight of the twelve; nothing is said of the order.")
silent("exchange:order", "miller-sca", ["blanks"],
       "each may 'draw as many from the stock'; nothing is said of the order.")


@encodes("exchange:undeclared", {"portland-1882": {"declare": "32"}})
def undeclared_1882(ctx: Context[Undeclared]) -> Ruling:
    """1882 law 32 (au cent 11, by the edition's parameter): the elder who does not take all
    his cards must declare the number before taking up a card; if he fails, the younger, on
    touching the stock, may alter his discard and take in the cards left."""
    rule = ctx.edition.rules.leaving_declared
    law = rule.law if rule is not None else ctx.law("declare")
    return ctx.decide(
        Decision.RECTIFY, [law, ctx.law("declare")],
        "The younger may alter his discard and take in the cards the elder left.",
        f"The elder left {ctx.incident.left} without declaring it first: by law "
        f"{ctx.name(law)} he 'must declare the number he takes or leaves'; as he failed, the "
        "younger, finding on touching the stock more cards than his own, 'is entitled to "
        "alter his discard, and to take in the card or cards left' (law "
        f"{ctx.law('declare')}).",
    )  # fmt: skip


@encodes("exchange:undeclared", {"royall-1651": {"declare": "XII.11"}})
def undeclared_1651(ctx: Context[Undeclared]) -> Ruling:
    """1651 XII.11: the elder "ought to tell the other truly what number of Cards he intends
    to take in, and what to leave"; else the younger may "tell the rest"."""
    law = ctx.law("declare")
    return ctx.decide(
        Decision.RECTIFY, [law],
        "The younger may count the cards left in the stock.",
        f"The elder left {ctx.incident.left} without saying so: by law {law} 'the Senior hand "
        "ought to tell the other truly what number of Cards he intends to take in, and what to "
        "leave', failing which the younger may say 'you must give me leave to tell the rest'.",
    )  # fmt: skip


silent("exchange:undeclared", "cotton-1674", ["6"],
       "the elder 'may take in a less number'; nothing is said of declaring it.")
silent("exchange:undeclared", "miller-sca", ["blanks"],
       "the elder declares the number she discards only with a blank; nothing more is said.")


@encodes("exchange:expose", {"portland-1882": {"stock": "27", "decline": "44", "dealer": "13"}})
def expose_1882(ctx: Context[Exposed]) -> Ruling:
    """1882 law 27: the elder exposing any of the bottom three cards when taking in, or the
    younger any of the top five (not declared left), can reckon nothing that deal."""
    exposed, law = ctx.incident, ctx.law("stock")
    if not exposed.adversary:
        return ctx.decide(
            Decision.PLAY_ON, [law],
            "No penalty: the cards exposed were his own part of the stock, or cards left.",
            f"The {exposed.player} exposed stock cards that were his to take: law {law} "
            "penalises only the elder exposing any of the bottom three cards, and the younger "
            "any of the top five 'not being cards declared to be left by the elder hand'.",
        )  # fmt: skip
    decline = ctx.law("decline")
    return ctx.decide(
        Decision.PENALTY, [law, decline],
        f"The {exposed.player} can reckon nothing this deal (his adversary may waive it).",
        f"The {exposed.player} exposed a card of his adversary's part of the stock: by law "
        f"{law}, '{CLAUSE_27[exposed.player]}', 'he can reckon nothing that deal'.",
        penalties=[Penalty(exposed.player, Effect.RECKONS_NOTHING)],
        notes=[f"Law {ctx.law('dealer')} speaks of the dealer exposing a card while dealing; "
               f"a stock card exposed in the exchange is law {law}'s.",
               DECLINE.format(decline)]
        + ([f"Law {law} excepts the cases of laws 41 and 43, where the elder may take in from "
            "the bottom of the stock."] if exposed.player == "elder" else []),
    )  # fmt: skip


@encodes("exchange:expose", {"royall-1651": {"examine": "XII.11", "second": "XII.10"}})
def expose_1651(ctx: Context[Exposed]) -> Ruling:
    """1651 XII.11: the cards to be taken in are not to be spread or examined before
    discarding."""
    exposed = ctx.incident
    if exposed.before_discard and not exposed.adversary:
        law = ctx.law("examine")
        return ctx.decide(
            Decision.REFUSED, [law],
            f"Refused: the {exposed.player} may not spread the stock before discarding.",
            f"The {exposed.player} exposed stock cards before discarding: by law {law} it is "
            "not allowed 'before they have discarded, to examine the Cards which they are to "
            "take in, that is to say, to spread, or scatter them abroad'.",
        )  # fmt: skip
    return ctx.silent([ctx.law("second"), ctx.law("examine")], "a card known by its back "
                      "may not be taken in by a second discard, and the stock is not spread "
                      "before discarding; nothing is said of a card exposed afterwards.")


silent("exchange:expose", "cotton-1674", ["20"],
       "no man may discard twice; nothing is said of a stock card exposed.")
silent("exchange:expose", "miller-sca", ["blanks"],
       "nothing is said of a stock card exposed.")


@encodes("exchange:too-many", {"portland-1882": {"unannounced": "39", "more": "58",
                                                "decline": "44"}})
def too_many_1882(ctx: Context[TooMany]) -> Ruling:
    """1882 law 39: taking up a stock card without announcing, he loses his option of a fresh
    deal and cannot alter his discard; law 58: playing with more than twelve, he can reckon
    nothing that deal."""
    many, law, more = ctx.incident, ctx.law("unannounced"), ctx.law("more")
    hand = many.dealt - many.discarded + many.taken
    return ctx.decide(
        Decision.PENALTY, [law, more, ctx.law("decline")],
        f"The {many.player} can reckon nothing this deal (his adversary may waive it).",
        f"The {many.player}, dealt {many.dealt}, took in {many.taken} for {many.discarded} "
        f"discarded and holds {hand}: by law {law}, having taken up a card of the stock "
        "without announcing the error, 'he loses his option of a fresh deal. He cannot alter "
        f"his discard'; and by law {more}, playing with more than twelve cards, 'he can reckon "
        "nothing that deal', though his cards are good to bar his adversary.",
        penalties=[Penalty(many.player, Effect.RECKONS_NOTHING)],
        notes=[DECLINE.format(ctx.law("decline"))],
    )  # fmt: skip


@encodes("exchange:too-many", {"royall-1651": {"dealt": "XII.1", "more": "XII.5",
                                              "penalty": "XII.4"}})
def too_many_1651(ctx: Context[TooMany]) -> Ruling:
    """1651 XII.1: dealt thirteen, he plays on only discarding one more than he takes in,
    with notice first given; who so observes not bears the penalty of those who take more
    cards than their due (XII.5, XII.4's)."""
    many, law, more = ctx.incident, ctx.law("dealt"), ctx.law("more")
    return ctx.decide(
        Decision.PENALTY, [law, more, ctx.law("penalty")],
        f"The {many.player} reckons nothing this deal; his adversary reckons all he holds.",
        f"The {many.player}, dealt {many.dealt}, took in {many.taken} for {many.discarded}: by "
        f"law {law} he should 'discard one Card more than he taketh in', with notice first "
        "given, 'which who so observes not, he is liable to the punishment hereafter Specified "
        f"for those that take more Cards than their due': law {more}, the penalty of a false "
        f"reckoning ({ctx.law('penalty')}).",
        penalties=false_reckoning_penalty(many.player),
        notes=[PENALTY_READING],
    )  # fmt: skip


@encodes("exchange:too-many", {"cotton-1674": {"dealt": "16"}})
def too_many_cotton(ctx: Context[TooMany]) -> Ruling:
    """Cotton 16: with more cards than his due, it lies in the elder's choice whether the deal
    is played out; taking in, he chose to play it out, and Cotton 18 is only for taking in
    more than he discards."""
    law = ctx.law("dealt")
    return ctx.decide(
        Decision.PLAY_ON, [law],
        "The deal is played out: by taking in, the elder chose to play it.",
        f"The {ctx.incident.player}, dealt {ctx.incident.dealt}, took in as many as he "
        f"discarded: by law {law} 'it lieth in the choice of the elder hand, whether he shall "
        "deal again or no, or whether it shall be played out'; by taking in he chose to play "
        "it out, and law 18 is only for one who takes in more than he discards.",
    )  # fmt: skip


silent("exchange:too-many", "miller-sca", ["deal"],
       "each player is dealt 12 cards; nothing is said of a player dealt more.")


# --- the stock counted and found wrong -------------------------------------------------------


@encodes("exchange:count", {"portland-1882": {"option": "11", "late": "39", "fixed": "24",
                                              "long-full": "40", "long-short": "41",
                                              "short-full": "42", "even-short": "43",
                                              "more": "58", "less": "57"}})
def counted_1882(ctx: Context[StockCounted]) -> Ruling:
    """1882 law 11: the elder's option of a fresh deal for a card too many or too few lasts
    until he takes up a card of the stock (au cent 3, by the edition's `elder_option`: until he
    touches it); while it lasts, or where the error is not one card of the elder's, the short
    kind `wrong-card-count` rules it, found in the exchange. Once it has ended, the deal
    stands (law 39; au cent 3)."""
    counted, due = ctx.incident, ctx.edition.rules.deal
    rule = ctx.edition.rules.elder_option
    option, ends = (rule.law, rule.ends) if rule is not None else \
        (ctx.law("option"), "takes-up-a-stock-card")
    ended = counted.took_up or (ends == "touches-the-stock" and counted.touched)
    surplus = sum(max(held - owed, 0) for held, owed in (
        (counted.elder, due.hand), (counted.younger, due.hand), (counted.stock, due.stock)))
    one_card = abs(counted.elder - due.hand) == 1 and surplus == 1 and \
        counted.stock <= due.stock and \
        counted.elder + counted.younger + counted.stock == len(ctx.edition.pack)
    if not ended or not one_card:
        return by_short_kind(ctx, stated(WrongCardCount, counted.elder, counted.younger,
                                       "exchange", counted.stock))
    return _option_ended(ctx, option)


def _option_ended(ctx: Context[StockCounted], option: str) -> Ruling:
    """The elder found his card too many or too few after his option ended: the deal stands,
    his discard is fixed, and he exchanges as the law for standing such a deal says."""
    counted, due = ctx.incident, ctx.edition.rules.deal
    long = counted.elder > due.hand
    stand = ctx.law("short-full" if not long else
                    "long-full" if counted.stock == due.stock else "long-short")
    fixed = ctx.edition.rules.discard_fixed
    fixed_law = fixed.law if fixed is not None else ctx.law("fixed")
    surplus = "many" if long else "few"
    counts = f"(elder {counted.elder}, younger {counted.younger}, stock {counted.stock})"
    after = "took up a card of the stock" if counted.took_up else "touched the stock"
    if counted.took_up:
        late = ctx.law("late")
        cite = ([] if option == ctx.law("option") else [option]) + [late, stand]
        by = (f"by law {late}, having taken up a card of the stock without announcing the "
              "error, 'he loses his option of a fresh deal. He cannot alter his discard,and he "
              "must leave at least three cards for the younger hand'")
    else:
        cite = [option, fixed_law, stand]
        by = (f"by law {ctx.name(option)} his option of a fresh deal was his only 'before "
              f"touching the stock', and by law {ctx.name(fixed_law)} 'After a player has "
              "touched the stock he cannot alter his discard'")
    extra = ctx.law("more" if long else "less")
    return ctx.decide(
        Decision.PLAY_ON, cite,
        f"The deal stands: the elder found his error only after he {after}.",
        f"The elder has a card too {surplus} {counts}, found when the stock was counted, after "
        f"he {after}: {by}. He exchanges as law {ctx.name(stand)} says for a deal so stood.",
        notes=[f"Law {extra}: if he plays with {'more' if long else 'fewer'} than "
               f"{due.hand} cards, " + ("he can reckon nothing that deal." if long else
                                       "his adversary counts as tricks all cards that cannot "
                                       "be played to.")],
    )  # fmt: skip


@encodes("exchange:count", {edition: {} for edition in EDITIONS if edition != "portland-1882"})
def counted_elsewhere(ctx: Context[StockCounted]) -> Ruling:
    """1651 XII.1, Cotton 16 and Miller know no moment of the exchange that ends the elder's
    choice: the short kind `wrong-card-count`, found in the exchange."""
    counted = ctx.incident
    return by_short_kind(ctx, stated(WrongCardCount, counted.elder, counted.younger,
                                   "exchange", counted.stock))
