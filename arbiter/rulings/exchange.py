"""The exchange: taking in too many or too few cards, a second discard, a carte blanche shown
after discarding."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from arbiter.decisions import Decision, Effect
from arbiter.lawbook.editions import Edition
from arbiter.rulings.core import (
    PENALTY_READING,
    Case,
    Context,
    Penalty,
    Provision,
    Ruling,
    apply,
    checks,
    encodes,
    facts,
    false_reckoning_penalty,
    no_later_than,
    rule_case,
    silent,
)

if TYPE_CHECKING:
    from arbiter.formats.exchange import BlancheLate, SecondDiscard, ShortHand, SurplusTakeIn

# --- taking in more cards than discarded -----------------------------------------------------


def check_exchange_counts(case: Case, edition: Edition) -> None:
    """A discard no larger than a hand, and no more taken in than the stock holds."""
    incident = cast("SurplusTakeIn | ShortHand", case.incident)
    deal = edition.rules.deal
    if incident.discarded > deal.hand:
        raise case.bad("discarded", f"a discard of {incident.discarded} from a hand of "
                       f"{deal.hand} ({edition.id})")
    if incident.taken > deal.stock:
        raise case.bad("taken", f"{incident.taken} taken in from a stock of {deal.stock} "
                       f"({edition.id})")


@checks("surplus-take-in")
def _check_surplus(case: Case, edition: Edition) -> None:
    incident = cast("SurplusTakeIn", case.incident)
    check_exchange_counts(case, edition)
    if incident.taken <= incident.discarded:
        raise case.bad("taken", f"{incident.taken} taken for {incident.discarded} discarded "
                       "is no surplus", "a player who took fewer is kind short-hand")


@encodes("surplus-take-in", {"royall-1651": {"surplus": "XII.12", "more": "XII.5",
                                             "penalty": "XII.4"}})
def surplus_1651(ctx: Context[SurplusTakeIn]) -> Ruling:
    """1651 XII.12: a player who took in more than he discarded returns the surplus if he has
    neither put any back himself nor laid them on his own cards; otherwise he loses his game for
    that deal. XII.5: taking in more than discarded, or found in play with too many, bears the
    penalty of XII.4."""
    incident, law = ctx.incident, ctx.law("surplus")
    more, penalty = ctx.law("more"), ctx.law("penalty")
    if not incident.mixed and no_later_than(incident.discovered, "declaring"):
        return ctx.decide(
            Decision.RECTIFY, [law, more],
            "The surplus cards go back to the stock; no penalty.",
            f"The {incident.player} took in {incident.taken} for {incident.discarded} "
            f"{facts(incident, 'mixed', 'discovered')} and has not laid them on his own cards: "
            f"by law {law} 'he is only then fairely to returne back those Cards which he hath too "
            f"much'. Law {law} decides here, as an exception to law {more} (he that takes in "
            "more cards than he discards is liable to the penalty of a false reckoning).",
        )  # fmt: skip
    reason = ("laid the cards taken on his own" if incident.mixed
              else "is found in playing with more cards than he should have")
    return ctx.decide(
        Decision.PENALTY, [law, more, penalty],
        f"The {incident.player} reckons nothing this deal; his adversary reckons all he holds.",
        f"The {incident.player} took in {incident.taken} for {incident.discarded} and {reason} "
        f"{facts(incident, 'mixed', 'discovered')}: by law {law} this 'renders him liable to the "
        f"losse of his Game; but for that Dealing only', and by law {more} he 'is liable to the "
        f"same penalty' as a false reckoning ({penalty}).",
        penalties=false_reckoning_penalty(incident.player),
        notes=[PENALTY_READING],
    )  # fmt: skip


@encodes("surplus-take-in", {"cotton-1674": {"more": "18"}})
def surplus_cotton(ctx: Context[SurplusTakeIn]) -> Ruling:
    """Cotton 18: "He that takes in more Cards then he discardeth is liable to the same
    penalty": he reckons nothing he has, and his adversary reckons all he has."""
    incident, law = ctx.incident, ctx.law("more")
    return ctx.decide(
        Decision.PENALTY, [law],
        f"The {incident.player} reckons nothing this deal; his adversary reckons all he holds.",
        f"The {incident.player} took in {incident.taken} for {incident.discarded} "
        f"{facts(incident, 'mixed', 'discovered')}: by law {law} he that takes in more cards than "
        "he discards bears the penalty of a misreckoning, debarred from reckoning anything he "
        "has while his adversary reckons all he has.",
        penalties=false_reckoning_penalty(incident.player),
        notes=[f"Cotton {law} has no exception for cards returned unmixed (1651 XII.12 has).",
               PENALTY_READING],
    )  # fmt: skip


@encodes("surplus-take-in", {"portland-1882": {
    "more": "31", "bottom": "27", "mixed": "28", "younger": "35", "decline": "44", "play": "58"}})
def surplus_1882(ctx: Context[SurplusTakeIn]) -> Ruling:
    """1882 law 31: taking in more than discarded (none of the adversary's cards), he plays with
    more than twelve and reckons nothing; laws 27-28: the elder taking up or mixing any of the
    bottom three cards of the stock (the younger's); laws 33 and 35: cards he had left taken
    up with those he took in (`left`)."""
    incident = ctx.incident
    if incident.player == "elder" and incident.taken > ctx.edition.rules.exchange.elder_max:
        return _stock_taken(ctx, "adversary")
    if incident.left:
        return _stock_taken(ctx, "own-left")
    law, decline, play = ctx.law("more"), ctx.law("decline"), ctx.law("play")
    cite = [law] + ([ctx.law("younger")] if incident.player == "younger" else [])
    return ctx.decide(
        Decision.PENALTY, [*cite, decline],
        f"The {incident.player} can reckon nothing this deal (his adversary may waive it).",
        f"The {incident.player} took in {incident.taken} for {incident.discarded} "
        f"{facts(incident, 'mixed', 'discovered')}: by law {law} he must play with more than "
        "twelve cards, and can reckon nothing that deal.",
        penalties=[Penalty(incident.player, Effect.RECKONS_NOTHING)],
        notes=[f"Law {decline}: the adversary may choose not to enforce the penalty.",
               f"Law {play}: his cards, though not good to score, are good to bar his adversary."],
    )  # fmt: skip


def _stock_taken(ctx: Context[SurplusTakeIn], whose: str) -> Ruling:
    """More than his part taken in is a card of the younger's part taken up: laws 27-28 (au
    cent 9); cards he had left, taken up with those he took in: laws 33 and 35. Both are
    decided where a telling's cards not his to take are (`exchange:stock`)."""
    from arbiter.rulings.told_exchange_records import StockTaken

    incident = ctx.incident
    taken = StockTaken(incident.player, whose, incident.discarded, incident.taken,
                       incident.mixed, incident.discovered)
    ruling = rule_case(Case(taken, None), ctx.edition)  # type: ignore[arg-type]
    return ruling._replace(kind=ctx.case.kind)


silent("surplus-take-in", "miller-sca", ["blanks"],
       "each player may discard up to 8 cards 'and draw as many from the stock'; nothing is "
       "said of one who draws more.")

# --- taking in fewer than discarded ----------------------------------------------------------


@checks("short-hand")
def _check_short(case: Case, edition: Edition) -> None:
    incident = cast("ShortHand", case.incident)
    check_exchange_counts(case, edition)
    if incident.taken >= incident.discarded:
        raise case.bad("taken", f"{incident.taken} taken for {incident.discarded} discarded "
                       "leaves no hand short", "a player who took more is kind surplus-take-in")


def short_is_no_penalty(law: str, one_of: str) -> str:
    """The note that a short hand is played, not punished, in the law's own words."""
    return (f"Not a penalty: by law {law} {one_of}; the tricks he cannot answer are his "
            "adversary's as the deal is played, and are scored so.")


# The words that decide a short hand, for the ruling to quote (and the panel to show).
SHORT_WORDS = {
    "royall-1651": "'he is notwithstanding to play his Game, and to reckon what he hath', and his "
                   "adversary takes the tricks he cannot play to",
    "portland-1882": "'he must play with less than twelve cards, and his adversary counts as "
                     "tricks all cards that cannot be played to'",
}  # fmt: skip


NO_PENALTY = {"portland-1882": "the player short 'is liable to no penalty'",
              "royall-1651": "'he is notwithstanding to play his Game, and to reckon what he "
                             "hath'"}  # fmt: skip


@encodes("short-hand", {"royall-1651": {"fewer": "XII.5"}})
def short_hand_1651(ctx: Context[ShortHand]) -> Ruling:
    """1651 XII.5: "a man may play with lesse than his due, though not with more"."""
    return plays_with_fewer(ctx)


def plays_with_fewer(ctx: Context[ShortHand]) -> Ruling:
    """1651 XII.5: "a man may play with lesse than his due, though not with more": he reckons
    what he has and answers the other's cards while his last, so the other's last cards win
    unanswered. 1882 law 30 (and 57): he plays with fewer than twelve, and his adversary counts
    as tricks all cards that cannot be played to."""
    incident, law = ctx.incident, ctx.law("fewer")
    cite = [law] + ([ctx.law("play")] if "play" in ctx.laws else [])
    return ctx.decide(
        Decision.PLAY_ON, cite,
        f"The {incident.player} plays on with fewer than twelve cards; the cards he cannot "
        "answer count as his adversary's tricks.",
        f"The {incident.player} discarded {incident.discarded} and took in {incident.taken} "
        f"{facts(incident, 'discovered')}: by law {law} {SHORT_WORDS[ctx.edition.root.id]}.",
        consequences=[Penalty(incident.player, Effect.ADVERSARY_COUNTS_UNPLAYABLE)],
        notes=[short_is_no_penalty(ctx.law("play") if "play" in ctx.laws else law,
                                   NO_PENALTY[ctx.edition.root.id])],
    )  # fmt: skip


def _left_on_the_table(ctx: Context[ShortHand]) -> bool:
    """The younger's card left in the stock, apart from his discard (Case XIII)."""
    return ctx.incident.player == "younger" and ctx.incident.card_left == "stock"


def _takes_up_the_card_left(ctx: Context[ShortHand]) -> Ruling:
    """Cavendish, Case XIII: 'B can take up the card he left on the table, unless he has
    announced that he will leave a card'; law 34: the younger may take in all the cards left
    in the stock. Having renounced in its suit since, law 59.IV comes into operation."""
    incident, law = ctx.incident, ctx.law("left")
    cite = [law] + ([ctx.law("renounce")] if incident.renounced else [])
    after = (f" He has renounced in its suit since: by law {ctx.law('renounce')} he retakes the "
             "cards played in error, the players retake all played after, and the play goes on "
             "as though no error had been committed." if incident.renounced
             else " He has not renounced in its suit, and the hand proceeds in the usual way.")
    return ctx.decide(
        Decision.RECTIFY, cite,
        "The younger takes up the card he left on the table.",
        f"The younger discarded {incident.discarded} and took in {incident.taken}, leaving a "
        "card on the table apart from his discard, and never said he would leave it: by law "
        f"{law} 'The younger hand is entitled to take in all the cards that are left in the "
        f"stock'.{after}",
        notes=["Cavendish's decision goes beyond law 30's bare words, which it confines to a "
               "card announced as left, or no longer to be told apart (Case XIII)."],
        follows=["XIII"],
    )  # fmt: skip


def _announced_left(ctx: Context[ShortHand]) -> Ruling:
    """Cavendish, Case XIII: having announced that he will leave a card, 'he must play with
    eleven cards' (law 57: liable to no penalty; his adversary counts as tricks all cards
    that cannot be played to)."""
    law = ctx.law("play")
    return ctx.decide(
        Decision.REFUSED, [law],
        "Refused: he said he would leave the card, and plays with eleven cards.",
        "The younger announced that he would leave a card: he cannot take it up, and by law "
        f"{law} plays with fewer than twelve, 'liable to no penalty. His adversary counts as "
        "tricks all cards that cannot be played to'.",
        follows=["XIII"],
    )  # fmt: skip


SHORT_HAND_1882: Provision[ShortHand] = Provision(
    "fewer", plays_with_fewer,
    exceptions=(
        Provision("play", _announced_left,
                  lambda ctx: _left_on_the_table(ctx) and ctx.incident.announced),
        Provision("left", _takes_up_the_card_left, _left_on_the_table),
    ),
)


@encodes("short-hand", {"portland-1882": {"fewer": "30", "play": "57", "left": "34",
                                          "renounce": "59.IV"}})
def short_hand_1882(ctx: Context[ShortHand]) -> Ruling:
    """1882 law 30 (and 57): he plays with fewer than twelve, and his adversary counts as
    tricks all cards that cannot be played to; as Case XIII reads it, not the younger who
    left a card on the table unannounced (law 34: he takes it up)."""
    return apply(SHORT_HAND_1882, ctx)


silent("short-hand", "cotton-1674", ["18"],
       "taking in more cards than discarded bears a penalty; nothing is said of taking in fewer.")
silent("short-hand", "miller-sca", ["blanks"],
       "each player draws 'as many' as he discards; nothing is said of one who draws fewer.")

# --- a second discard ------------------------------------------------------------------------


@encodes("second-discard", {"royall-1651": {"elder": "XII.10", "younger": "XII.11"},
                            "cotton-1674": {"elder": "20", "younger": "20"},
                            "portland-1882": {"elder": "24", "younger": "24"}})
def no_second_discard(ctx: Context[SecondDiscard]) -> Ruling:
    """1651 XII.10-11: "No man is suffered to make two discardings", elder or younger; Cotton 20:
    "No man is permitted to discard twice in one dealing"; 1882 law 24: after taking up a card
    of the stock he cannot alter his discard."""
    player = ctx.incident.player
    law = ctx.law(player)
    return ctx.decide(
        Decision.REFUSED, [law],
        "Refused: no player may discard a second time.",
        f"The {player} asks to discard again after taking in {facts(ctx.incident)}: {law} "
        "forbids a second discard.",
    )  # fmt: skip


silent("second-discard", "miller-sca", ["blanks"],
       "each player discards and draws once, the elder first; nothing is said of a second "
       "discard.")

# --- a carte blanche shown after discarding --------------------------------------------------


@encodes("blanche-late", {"royall-1651": {"late": "XII.16", "show": "V"}})
def blanche_before_discarding(ctx: Context[BlancheLate]) -> Ruling:
    """1651 XII.16: the blanche "is to be showne, as well by the Elder, as by the Younger hand,
    before Discarding ... For afterwards it is not by any meanes to be allowed of"."""
    law = ctx.law("late")
    return ctx.decide(
        Decision.REFUSED, [law, ctx.law("show")],
        "Refused: a blanche shown after discarding does not count.",
        f"The {ctx.incident.player} shows his blanche only after discarding "
        f"{facts(ctx.incident)}: by law {law} it must be shown before discarding, 'For afterwards "
        "it is not by any meanes to be allowed of', even with witnesses that he had it.",
    )  # fmt: skip


@encodes("blanche-late", {"portland-1882": {"show": "20", "how": "19"}})
def blanche_shown_after_adversary_discards(ctx: Context[BlancheLate]) -> Ruling:
    """1882 law 20: a player with carte blanche must tell his adversary as soon as he knows it,
    "but he need not show the carte blanche until his adversary has discarded"."""
    law = ctx.law("show")
    cite, told, note = [law, ctx.law("how")], "", (
        f"Law {law} also binds him to tell his adversary as soon as he knows he has it; the "
        "laws name no penalty for telling late.")
    rule = ctx.edition.rules.blanche_declaration
    if ctx.incident.player == "younger" and rule is not None and \
            rule.younger == "after-elder-touches-stock":  # au cent 6
        if ctx.incident.declared == "after-discarding":
            return declared_past_au_cent_6(ctx, rule.law)
        cite.insert(1, rule.law)
        told = (f"; and by law {ctx.name(rule.law)} the younger 'need not declare it until his "
                "adversary has discarded and touched the stock', which the elder has done "
                "before the younger discards")
        note = (f"Law {ctx.name(rule.law)} is the exception, for the younger, to law {law}'s "
                "telling 'As soon as' he is aware.")
    return ctx.decide(
        Decision.PLAY_ON, cite,
        "The carte blanche counts: it need not be shown before the adversary has discarded.",
        f"The {ctx.incident.player} shows his carte blanche after discarding "
        f"{facts(ctx.incident)}: by law {law} he 'need not show the carte blanche until his "
        f"adversary has discarded', so the showing is in time{told}.",
        notes=[note],
    )  # fmt: skip


def declared_past_au_cent_6(ctx: Context[BlancheLate], six: str) -> Ruling:
    """Au cent 6 lets the younger keep his blanche back only "until his adversary has discarded
    and touched the stock"; first spoken of after his own discard, it is past that time, back
    under law 20's 'As soon as', which names no forfeit (Case VI: 'a matter of etiquette rather
    than of law'): the blanche counts."""
    law = ctx.law("show")
    return ctx.decide(
        Decision.PLAY_ON, [law, six, ctx.law("how")],
        "The carte blanche counts, though he told of it late: no law takes it from him.",
        f"The younger first told of his carte blanche only after his own discard "
        f"{facts(ctx.incident)}. Law {ctx.name(six)} lets him keep it back only 'until his "
        "adversary has discarded and touched the stock', and that time was past; so law "
        f"{law} binds him, 'As soon as a player is aware that he has a carte blanche, he is "
        "bound to inform his adversary'. Neither law names a forfeit for telling late, and he "
        f"'need not show the carte blanche until his adversary has discarded' (law {law}).",
        notes=[f"Read: law {ctx.name(six)} fixes how long the younger may keep his blanche back, "
               "not a penalty for keeping it longer; the late word is a breach of law "
               f"{law}'s duty to inform, which names none (Cavendish's Case VI holds the younger "
               "who told late may reckon his carte blanche, calling it etiquette rather than "
               "law)."],
    )  # fmt: skip


@encodes("blanche-late", {"miller-sca": {"blanks": "blanks"}})
def blanche_late_miller(ctx: Context[BlancheLate]) -> Ruling:
    """Miller, blanks: the elder declares her blank and the number she will discard; the younger
    "may not declare a blank independently" (hers only cancels the elder's)."""
    law = ctx.law("blanks")
    if ctx.incident.player == "elder":
        return ctx.silent(
            [law], "the elder declares her blank with the number of cards she is going to "
            "discard, before discarding; nothing is said of one shown afterwards.")
    return ctx.decide(
        Decision.REFUSED, [law],
        "Refused: the younger's blank counts only against the elder's, declared in turn.",
        f"The younger shows a blank after discarding {facts(ctx.incident)}: by the {law} "
        "section she declares one only when the elder has declared hers, to cancel it, instead of "
        "discarding; 'The younger may not declare a blank independently'.",
    )  # fmt: skip


silent("blanche-late", "cotton-1674", ["5", "17"],
       "the elder declares his blank before discarding (5), and a blank forgotten is lost once "
       "he has begun to play (17); nothing is said of one shown after discarding.")
