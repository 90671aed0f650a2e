"""Wrong card counts: a hand or the stock found with too many or too few cards.

1882: law 11 is the general law (the elder with a card too many or too few, or finding seven
in the stock, has the option of a fresh deal), and the laws that override it in the cases
they name are its exceptions: 75 (the pack itself is incorrect), 12 (more than one card
wrong, or nine in the stock: a fresh deal) with its own exception 10 (before either hand is
taken up, the dealer may put it right), 39 (the elder took up a stock card without
announcing the error: his option is lost) with 57 and 58 (he plays short, or long), 58 (the
younger kept a thirteenth card), and 10 again. The hand, stock and pack sizes come from the
edition's rules.

1651 XII.1 (the elder's choice, fifteen or sixteen cards a forced new deal, notice before
seeing the cards taken in), XII.5 (a hand short plays on), XII.18-19 (the pack itself
wrong); Cotton 16 (the elder's choice, no limit of time).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from arbiter.cards import COUNT_WORDS
from arbiter.decisions import Decision, Effect
from arbiter.formats import ROLES, Role
from arbiter.lawbook.editions import Edition
from arbiter.rulings.core import (
    PENALTY_READING,
    Case,
    Context,
    Options,
    Penalty,
    Provision,
    Ruling,
    apply,
    checks,
    encodes,
    false_reckoning_penalty,
    no_later_than,
    reads,
    restated,
    silent,
    when,
)

if TYPE_CHECKING:
    from arbiter.formats.card_count import WrongCardCount

DEAL_OR_PLAY_ON = Options("elder", (Decision.FRESH_DEAL, Decision.PLAY_ON))
Ctx = Context["WrongCardCount"]


@checks("wrong-card-count")
def _check_counts(case: Case, edition: Edition) -> None:
    """Nothing wrong at all is no incident; a count larger than the pack cannot be."""
    incident, deal = cast("WrongCardCount", case.incident), edition.rules.deal
    pack = len(edition.pack)
    for name in ("elder", "younger", "stock"):
        if getattr(incident, name) > pack:
            raise case.bad(name, f"{getattr(incident, name)} cards: the {edition.id} pack "
                           f"holds {pack}")
    if (incident.elder, incident.younger, incident.stock) == (deal.hand, deal.hand, deal.stock):
        raise case.bad("elder", f"{deal.hand}, {deal.hand} and {deal.stock} are the due counts "
                       f"in {edition.id}: nothing is wrong")


@reads("wrong-card-count")
def _read_stock(case: Case, edition: Edition) -> tuple[WrongCardCount, str | None]:
    """The stock left out is the rest of the pack as the edition deals it (8 of 32, 12 of
    36). A stock stated as the rest of the pack of the edition the story was told under is
    the rest of this edition's pack: the story said the pack was whole, not that it was not."""
    incident, told_under = cast("WrongCardCount", case.incident), case.told_under
    rest = max(len(edition.pack) - incident.elder - incident.younger, 0)
    if incident.stock is None:
        due = edition.rules.deal
        if incident.elder == incident.younger == due.hand:
            raise case.bad("stock", f"{due.hand} cards each and the rest of the pack in the "
                           f"stock are the due counts in {edition.id}: nothing is wrong",
                           "say how many cards the stock holds")
        return restated(incident, stock=rest), None
    if told_under is None or told_under.id == edition.id:
        return incident, None
    told_rest = len(told_under.pack) - incident.elder - incident.younger
    if incident.stock != told_rest or told_rest == rest:
        return incident, None
    return restated(incident, stock=rest), (
        f"The stock of {incident.stock}, told under {told_under.id}, is the rest of its "
        f"{len(told_under.pack)}-card pack; read under the {len(edition.pack)}-card pack of "
        f"{edition.id}, the rest is {rest}.")


def stock(incident: WrongCardCount) -> int:
    """The stock as read under the edition (`_read_stock` fills in one left out before any
    law is applied)."""
    if incident.stock is None:
        raise ValueError("the stock is read before the laws are applied")
    return incident.stock


def counts(incident: WrongCardCount) -> str:
    return f"(elder {incident.elder}, younger {incident.younger}, stock {incident.stock})"


def offenders(ctx: Ctx) -> tuple[list[Role], list[Role]]:
    """The hands holding more, and fewer, than the edition's due."""
    due, incident = ctx.edition.rules.deal.hand, ctx.incident
    more = [role for role in ROLES if getattr(incident, role) > due]
    fewer = [role for role in ROLES if getattr(incident, role) < due]
    return more, fewer


def pack_total(ctx: Ctx) -> int:
    incident = ctx.incident
    return incident.elder + incident.younger + stock(incident)


def pack_is_wrong(ctx: Ctx) -> bool:
    """The counts add up to more or fewer cards than the edition's pack holds."""
    return pack_total(ctx) != len(ctx.edition.pack)


def words(number: int) -> str:
    return COUNT_WORDS.get(number, str(number))


def elder_chooses(ctx: Ctx, law: str, found: str, cite: tuple[str, ...] = (),
                  notes: tuple[str, ...] = ()) -> Ruling:  # fmt: skip
    return ctx.decide(
        Decision.OPTION, [law, *cite],
        "The elder chooses: a fresh deal, or play the deal out.",
        f"{found}: by law {ctx.name(law)} the elder hand chooses whether to deal again or play "
        "it out.",
        options=DEAL_OR_PLAY_ON,
        notes=notes,
    )  # fmt: skip


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


# --- portland-1882: law 11 and its exceptions ------------------------------------------------


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


silent("wrong-card-count", "miller-sca", ["deal"],
       "each player is dealt 12 cards and the stock is 12; nothing is said of a wrong count.")
