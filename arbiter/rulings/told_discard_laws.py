"""The exchange told step by step: each edition's ruling on the discard as `told_exchange`
finds it (issue 15): altered (1882 law 32, the exception to 24), changed, mixed with the hand
(26), none made (21, 22); on the cards left, mixed with the discard (37) or looked at (36;
1651 VI and XII.11), and the suit named to see them (1651 VI); and on the steps the laws
allow, with the laws' words it quotes. The stock taken in: `told_exchange_laws`.

Where a finding is a short kind's case (a second discard, cards changed, a hand short), the
short kind's own rules rule it, its facts stated. An edition whose text says nothing of a
finding rules it `silent`, with its nearest analogy.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.decisions import Decision, Effect
from arbiter.formats import other
from arbiter.formats.exchange import SecondDiscard, ShortHand
from arbiter.formats.play import ChangingCards
from arbiter.rulings.core import (
    Context,
    Penalty,
    Ruling,
    encodes,
    overriding,
    silent,
)
from arbiter.rulings.findings import by_short_kind, stated

if TYPE_CHECKING:
    from arbiter.rulings.told_exchange_records import (
        Altered,
        Changed,
        LeftMixedUnseen,
        Looked,
        MixedWithDiscard,
        NoDiscard,
        Permitted,
        SuitNamed,
    )


EDITIONS = ("royall-1651", "cotton-1674", "portland-1882", "miller-sca")
# Each is bound to discard one card, in each edition's words.
MUST_DISCARD = {"portland-1882": "He is obliged to discard one card",
                "royall-1651": "is necessarily to discard at least one Card",
                "cotton-1674": "obliged to discard one Card at least",
                "miller-sca": "Both players must discard and draw at least one card"}


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
    return by_short_kind(ctx, stated(SecondDiscard, ctx.incident.player))


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
    return by_short_kind(ctx, stated(ShortHand, mixed.player, mixed.discarded, mixed.taken,
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
    return by_short_kind(ctx, stated(SecondDiscard, ctx.incident.player))


@encodes("exchange:changed", {"royall-1651": {}, "cotton-1674": {}})
def changed_is_changing_cards(ctx: Context[Changed]) -> Ruling:
    """1651 XII.23, Cotton 24: one "found changing ... any of his Cards": the short kind
    `changing-cards`."""
    return by_short_kind(ctx, stated(ChangingCards, ctx.incident.player))


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
