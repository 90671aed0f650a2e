"""The exchange told step by step: each edition's ruling on each step `told_exchange` finds
irregular, or the step the telling ends on (issue 15), with the laws' words it quotes.

Where a finding is a short kind's case (a surplus taken in, a second discard, cards changed,
a hand short, a wrong count), the short kind's own rules rule it, its facts stated. An edition
whose text says nothing of a finding rules it `silent`, with its nearest analogy.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arbiter.decisions import Decision, Effect
from arbiter.formats import other
from arbiter.formats.card_count import WrongCardCount
from arbiter.formats.exchange import SecondDiscard, ShortHand, SurplusTakeIn
from arbiter.formats.play import ChangingCards
from arbiter.rulings.core import (
    PENALTY_READING,
    Case,
    Context,
    Options,
    Penalty,
    Ruling,
    encodes,
    false_reckoning_penalty,
    overriding,
    rule_case,
    silent,
)
from arbiter.rulings.findings import stated

if TYPE_CHECKING:
    from arbiter.rulings.told_exchange import (
        Altered,
        Changed,
        Exposed,
        LeftMixedUnseen,
        Looked,
        MixedWithDiscard,
        NoDiscard,
        OutOfOrder,
        Permitted,
        StockCounted,
        StockTaken,
        SuitNamed,
        TooMany,
        Undeclared,
    )

EDITIONS = ("royall-1651", "cotton-1674", "portland-1882", "miller-sca")
DECLINE = "Law {}: the adversary may choose not to enforce the penalty."


def _short_kind(ctx: Context[Any], incident: object) -> Ruling:
    """The step ruled by a short kind's own rules (its facts stated)."""
    return rule_case(Case(incident, None), ctx.edition)  # type: ignore[arg-type]


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
# Each is bound to discard one card, in each edition's words.
MUST_DISCARD = {"portland-1882": "He is obliged to discard one card",
                "royall-1651": "is necessarily to discard at least one Card",
                "cotton-1674": "obliged to discard one Card at least",
                "miller-sca": "Both players must discard and draw at least one card"}


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
        return _short_kind(ctx, stated(SurplusTakeIn, taken.player, taken.discarded, taken.taken,
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


@encodes("exchange:altered", {"portland-1882": {"fixed": "24", "declare": "32"}})
def altered_1882(ctx: Context[Altered]) -> Ruling:
    """1882 law 32, the exception to law 24: the younger may alter his discard when the elder
    left cards unannounced."""
    fixed = ctx.edition.rules.discard_fixed
    general = fixed.law if fixed is not None else ctx.law("fixed")
    law = ctx.law("declare")
    ruling = ctx.decide(
        Decision.RECTIFY, [law, general],
        "The younger may alter his discard and take in the cards left.",
        "The elder had not declared the cards he left, and the younger, touching the stock, "
        f"found more than his own: by law {law} 'he is entitled to alter his discard, and to "
        "take in the card or cards left'.",
    )  # fmt: skip
    return overriding(ruling, ctx, [general])


@encodes("exchange:altered", {edition: {} for edition in EDITIONS if edition != "portland-1882"})
def altered_elsewhere(ctx: Context[Altered]) -> Ruling:
    """Without law 32's exception, a discard altered is a second discard."""
    return _short_kind(ctx, stated(SecondDiscard, ctx.incident.player))


@encodes("exchange:mixed-discard", {"portland-1882": {"mixed": "26", "fewer": "57"}})
def mixed_with_discard_1882(ctx: Context[MixedWithDiscard]) -> Ruling:
    """1882 law 26: mixing his hand, or a card he is entitled to take in, with his discard
    after taking up, he leaves it there and plays with fewer than twelve."""
    player, law = ctx.incident.player, ctx.law("mixed")
    return ctx.decide(
        Decision.PLAY_ON, [law],
        f"The {player} leaves the cards in his discard and plays with fewer than twelve; "
        "cards he cannot play to count as his adversary's tricks.",
        f"The {player}, having taken up a card of the stock, mixed cards ({ctx.incident.what}) "
        f"with his discard: by law {law} 'he must leave it with his discard. He must play with "
        "less than twelve cards, and his adversary counts as tricks all cards that cannot be "
        "played to'.",
        consequences=[Penalty(player, Effect.ADVERSARY_COUNTS_UNPLAYABLE)],
    )  # fmt: skip


@encodes("exchange:mixed-discard", {edition: {} for edition in EDITIONS
                                    if edition != "portland-1882"})  # fmt: skip
def mixed_with_discard_short(ctx: Context[MixedWithDiscard]) -> Ruling:
    """Without law 26, he plays with fewer cards than his due: the short kind `short-hand`
    (1651 XII.5)."""
    mixed = ctx.incident
    return _short_kind(ctx, stated(ShortHand, mixed.player, mixed.discarded, mixed.taken,
                                   mixed.discovered))


@encodes("exchange:left-mixed", {"portland-1882": {"see": "37"}})
def left_mixed_1882(ctx: Context[LeftMixedUnseen]) -> Ruling:
    """1882 law 37: the elder, after leading a card, may see the younger's discard and the
    cards left mixed with it."""
    law = ctx.law("see")
    return ctx.decide(
        Decision.RECTIFY, [law],
        "The elder, after leading a card, may see the younger's discard and the cards mixed "
        "with it.",
        f"The younger mixed the cards he left with his discard without showing them: by law "
        f"{law} the elder hand, after leading a card, 'is entitled to see his adversary's "
        "discard', and the cards mixed with it.",
    )  # fmt: skip


silent("exchange:left-mixed", "royall-1651", ["VI"],
       "the elder may see the cards the younger left, after the younger has seen them and "
       "once he has named his suit; nothing is said of cards left mixed with the discard.")
silent("exchange:left-mixed", "cotton-1674", ["6"],
       "nothing is said of the cards the younger leaves.")
silent("exchange:left-mixed", "miller-sca", ["blanks"],
       "nothing is said of the cards the younger leaves.")


@encodes("exchange:look", {"portland-1882": {"see": "36", "expose": "27", "discard": "37"}})
def look_1882(ctx: Context[Looked]) -> Ruling:
    """1882 law 36: the younger who leaves cards may see them once the elder has named his
    suit or led, before he plays a card; the elder, after the younger has, and after naming
    his suit or leading. Law 37: the younger's discard is seen only as it provides."""
    looked, law = ctx.incident, ctx.law("see")
    seen = ctx.edition.rules.left_cards_seen
    if looked.what == "left" and looked.declined and seen is not None and \
            seen.penalty == "exposed-and-suit-called":
        return _left_exposed(ctx, seen.law, law)
    if looked.what == "left":
        when = ("after the elder hand has named the suit he will first lead, or has led a card, "
                "and before laying a card himself") if looked.player == "younger" else \
            "if the younger hand elect to look at them ... after he has named the suit he " \
            "will first lead, or has led a card"
        return ctx.decide(
            Decision.REFUSED, [law],
            f"Refused: the {looked.player} may not look at the cards left then.",
            f"The {looked.player} looked at the cards the younger left: by law {law} he is "
            f"entitled to see them only {when}.",
        )  # fmt: skip
    if looked.what == "adversary-discard":
        return ctx.silent([ctx.law("discard")], "the elder sees the younger's discard after "
                          "leading a card only when the cards left were mixed with it unseen; "
                          "nothing is said of a discard looked at otherwise.")
    return ctx.silent([ctx.law("expose")], "a stock card of the adversary's part exposed costs "
                      "the right to reckon; nothing is said of the stock looked at before "
                      "discarding.")


def _left_exposed(ctx: Context[Looked], own: str, law: str) -> Ruling:
    """Au cent 12: cards the younger left and elected not to look at, looked at by either:
    they are exposed, and a suit may be called from the offender when next he leads."""
    looked = ctx.incident
    return ctx.decide(
        Decision.RECTIFY, [own, law],
        f"The cards left are exposed, and the {other(looked.player)} may call a suit from the "
        f"{looked.player} when next he has to lead.",
        f"The younger elected not to look at the cards he left (he played a card without "
        f"looking), and the {looked.player} then looked at them: by law {ctx.name(own)} 'they "
        "must be exposed, and a suit may be called from the offender when next he has to "
        f"lead'; law {law} says only that neither then has a right to see them.",
    )  # fmt: skip


@encodes("exchange:look", {"royall-1651": {"see": "VI", "examine": "XII.11"}})
def look_1651(ctx: Context[Looked]) -> Ruling:
    """1651 XII.11: neither may examine the cards he is to take in before discarding; VI: the
    elder sees the cards the younger left after the younger, having named his suit."""
    looked = ctx.incident
    if looked.what == "stock":
        law = ctx.law("examine")
        return ctx.decide(
            Decision.REFUSED, [law],
            f"Refused: the {looked.player} may not look at the stock before discarding.",
            f"The {looked.player} looked at the stock before discarding: by law {law} it is "
            "not 'allowed to either of them, before they have discarded, to examine the Cards "
            "which they are to take in'.",
        )  # fmt: skip
    law = ctx.law("see")
    if looked.what == "left" and looked.player == "elder":
        return ctx.decide(
            Decision.REFUSED, [law],
            "Refused: the elder sees the cards left only after the younger, having named his "
            "suit.",
            f"The elder looked at the cards the younger left: by law {law} the elder 'hath "
            "power to see them, after the other hath seen them; provided alwaies, that he first "
            "tell the other what Suit he intends to play'.",
        )  # fmt: skip
    if looked.what == "left":
        return ctx.decide(
            Decision.PLAY_ON, [law],
            "The younger may see the cards he left.",
            f"The younger looked at the cards he left: by law {law}, 'if he take not all of "
            "them in the Elder hand also hath power to see them, after the other hath seen "
            "them': the younger sees them first, and no time is set for it.",
        )  # fmt: skip
    return ctx.silent([law], "the cards left are seen by the younger, then by the elder "
                      "naming his suit; nothing is said of a discard looked at.")


silent("exchange:look", "cotton-1674", ["6", "20"],
       "the elder takes in, the other after him; nothing is said of looking at the cards.")
silent("exchange:look", "miller-sca", ["blanks"],
       "nothing is said of looking at the stock or the cards left.")


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
               DECLINE.format(decline)],
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


@encodes("exchange:named-suit", {"royall-1651": {"named": "VI"}})
def named_suit_1651(ctx: Context[SuitNamed]) -> Ruling:
    """1651 VI: the elder who names his suit "is obliged to play the same suit"; holding none
    of it, "he is then bound to play such a suit as the other shall appoint him"."""
    law, named = ctx.law("named"), ctx.incident
    if named.holds_none:
        return ctx.decide(
            Decision.RECTIFY, [law],
            "The elder leads the suit the younger appoints.",
            f"The elder named {named.suit} to see the cards left, and held none of it: by law "
            f"{law} 'he is then bound to play such a suit as the other shall appoint him'.",
        )  # fmt: skip
    return ctx.decide(
        Decision.RECTIFY, [law],
        "The elder leads the suit he named.",
        f"The elder named {named.suit} and led another: by law {law} he 'is obliged to play "
        "the same suit, which he said he would play'.",
    )  # fmt: skip


silent("exchange:named-suit", "portland-1882", ["36"],
       "the elder names the suit he will first lead, to see the cards left; nothing is said of "
       "one who names a suit he does not hold, or leads another.")
silent("exchange:named-suit", "cotton-1674", ["6"],
       "nothing is said of naming a suit.")
silent("exchange:named-suit", "miller-sca", ["tricks"],
       "nothing is said of naming a suit.")


@encodes("exchange:changed", {"portland-1882": {}, "miller-sca": {}})
def changed_is_second_discard(ctx: Context[Changed]) -> Ruling:
    """1882 law 24: the discard cannot be altered once a stock card is taken up: the short
    kind `second-discard`."""
    return _short_kind(ctx, stated(SecondDiscard, ctx.incident.player))


@encodes("exchange:changed", {"royall-1651": {}, "cotton-1674": {}})
def changed_is_changing_cards(ctx: Context[Changed]) -> Ruling:
    """1651 XII.23, Cotton 24: one "found changing ... any of his Cards": the short kind
    `changing-cards`."""
    return _short_kind(ctx, stated(ChangingCards, ctx.incident.player))


@encodes("exchange:no-discard", {"portland-1882": {"elder": "21", "younger": "22"},
                                 "royall-1651": {"elder": "VI", "younger": "VI"},
                                 "cotton-1674": {"elder": "6", "younger": "6"},
                                 "miller-sca": {"elder": "blanks", "younger": "blanks"}})
def must_discard_one(ctx: Context[NoDiscard]) -> Ruling:
    """1882 laws 21, 22 (au cent 7, by the edition's parameter), 1651 VI, Cotton 6, Miller:
    each is obliged to discard one card at least."""
    player = ctx.incident.player
    law = ctx.law(player)
    minimum = ctx.edition.rules.younger_discard
    if player == "younger" and minimum is not None and minimum.minimum == 0:
        return ctx.decide(
            Decision.PLAY_ON, [minimum.law],
            "The younger need not discard.",
            f"The younger takes in nothing: by law {ctx.name(minimum.law)} he 'is not obliged "
            "to discard any card'.",
        )  # fmt: skip
    return ctx.decide(
        Decision.REFUSED, [law],
        f"Refused: the {player} must discard one card at least.",
        f"The {player} would take in nothing: by law {law}, '{MUST_DISCARD[ctx.edition.root.id]}'"
        ", however good his game.",
    )  # fmt: skip


@encodes("exchange:permitted", {
    "portland-1882": {"elder-take": "21", "younger-take": "22", "younger-left": "34",
                      "elder-look": "33", "elder-sees-left": "36", "younger-sees-left": "36",
                      "own-discard": "45", "alter-discard": "24", "alter-on-seven": "11"},
    "royall-1651": {"elder-take": "VI", "younger-take": "VI", "younger-left": "VI",
                    "elder-look": "VI", "elder-sees-left": "VI", "younger-sees-left": "VI"},
    "cotton-1674": {"elder-take": "6", "younger-take": "6", "younger-left": "6"},
    "miller-sca": {"elder-take": "blanks", "younger-take": "blanks", "younger-left": "blanks"}})
def permitted(ctx: Context[Permitted]) -> Ruling:
    """The step is one the laws allow: the elder's taking in (1882 21, 1651 VI, Cotton 6,
    Miller), the younger's, with the cards the elder left (34), the elder looking at the cards
    he left (33; 1651 VI), a player examining his own discard (45)."""
    done = ctx.incident
    if done.what not in ctx.laws:
        looked = {"own-discard": "a player looking at his own discard",
                  "alter-discard": "a discard altered before a card of the stock is taken up",
                  "alter-on-seven": "a discard altered on finding the stock short"
                  }.get(done.what, "looking at the cards left")
        return ctx.silent([ctx.law("elder-take")], "each may take fewer than he might; "
                          f"nothing is said of {looked}.")
    law, words = ctx.law(done.what), PERMITTED[done.what]
    cite = [law]
    fixed = ctx.edition.rules.discard_fixed
    if done.what == "alter-discard" and fixed is not None:
        law, cite = fixed.law, [fixed.law]
        if fixed.moment == "touches-the-stock":
            words = "altered his discard before touching the stock, after which alone it " \
                "cannot be altered"
    elif done.what == "alter-on-seven" and fixed is not None and fixed.law != law:
        cite.append(fixed.law)  # au cent 8 names law 11 among its exceptions
    return ctx.decide(
        Decision.PLAY_ON, cite,
        "Nothing irregular: the deal goes on as it stands.",
        f"The {done.player} {words}, as law {ctx.name(law)} allows.",
    )  # fmt: skip


PERMITTED = {"elder-take": "took in no more than he discarded, of his own part of the stock",
             "younger-take": "took in no more than he discarded, of the cards left to him",
             "younger-left": "took in the cards left in the stock, the elder's among them",
             "elder-look": "looked at the cards he left",
             "own-discard": "looked at his own discard, which he may examine at any time",
             "alter-discard": "altered his discard before taking up a card of the stock, "
                              "after which alone it cannot be altered",
             "alter-on-seven": "altered his discard, having found, in drawing the stock toward "
                               "him after discarding, that it contains but seven cards",
             "elder-sees-left": "looked at the cards the younger left, after the younger had "
                                "and once he had named his suit or led",
             "younger-sees-left": "looked at the cards he left, once the elder had named his "
                                  "suit or led, before playing a card"}


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
        return _short_kind(ctx, stated(WrongCardCount, counted.elder, counted.younger,
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
    return _short_kind(ctx, stated(WrongCardCount, counted.elder, counted.younger,
                                   "exchange", counted.stock))
