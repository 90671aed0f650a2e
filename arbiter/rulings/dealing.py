"""Cutting and dealing: faced and exposed cards, wrong card counts, a deal out of turn, an
irregular cut, a request to shuffle again, an incorrect pack.

Each rule names the law it encodes; 1651 and Cotton share a rule where their words agree.
"""

from __future__ import annotations

from arbiter.formats import (
    ROLES,
    CutIrregular,
    DealOutOfTurn,
    ExposedCard,
    FacedCard,
    IncorrectPack,
    ReshuffleRequest,
    Role,
    WrongCardCount,
)
from arbiter.rulings.core import (
    PENALTY_READING,
    Case,
    Context,
    Decision,
    Effect,
    Options,
    Penalty,
    Ruling,
    by,
    checks,
    encodes,
    facts,
    false_reckoning_penalty,
    silent,
    when,
)

DEAL_OR_PLAY_ON = Options("elder", (Decision.FRESH_DEAL, Decision.PLAY_ON))

# --- faced cards ---------------------------------------------------------------------------


@checks("faced-card")
def _check_faced(case: Case) -> None:
    assert isinstance(case.incident, FacedCard)
    if case.incident.count < 1:
        raise case.bad("count", "a faced-card incident needs at least one faced card")


@encodes("faced-card", {"royall-1651": {"faced": "XII.22"}})
def faced_in_dealing_1651(ctx: Context[FacedCard]) -> Ruling:
    """1651 XII.22: a card "found to be Faced" "in Dealing" is no cause to shuffle again (deal
    on; it goes to whoever it falls to); two faced cards: shuffle, cut and deal again. The
    law speaks only of what is found in dealing."""
    incident, law = ctx.incident, ctx.law("faced")
    if not by(incident.discovered, "before-taking-up"):
        return ctx.silent(
            [law],
            "XII.22 covers a card found faced 'in Dealing' only; one faced card is there no "
            "cause to deal again, two are.",
            notes=[f"This faced card came to light {when(incident.discovered)}."],
        )
    return _one_deals_on_two_again(ctx, law, Decision.FRESH_DEAL)


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
    if not by(incident.discovered, limit):
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


@encodes("exposed-card", {"portland-1882": {"dealer": "13", "stock": "27", "decline": "44"}})
def exposed_card_1882(ctx: Context[ExposedCard]) -> Ruling:
    """1882 law 13: the dealer exposing a card of his adversary's or of the stock gives the
    elder the option of a fresh deal; exposing one of his own, the deal stands. Law 27: the
    elder exposing one of the bottom three cards of the stock when taking in reckons nothing."""
    incident = ctx.incident
    if incident.exposed_by == "younger":
        return _dealer_exposes(ctx)
    if incident.belongs_to == "stock" and not by(incident.discovered, "after-taking-up"):
        return _elder_exposes_stock(ctx)
    return ctx.silent(
        [ctx.law("dealer")],
        "law 13 speaks only of the dealer exposing a card: his adversary's or the stock's gives "
        "the elder the option of a fresh deal, his own leaves the deal standing.",
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


def _elder_exposes_stock(ctx: Context[ExposedCard]) -> Ruling:
    law, decline = ctx.law("stock"), ctx.law("decline")
    return ctx.decide(
        Decision.PENALTY, [law, decline],
        "The elder can reckon nothing this deal (the younger may waive it).",
        f"The elder exposing a card of the stock while taking in "
        f"{facts(ctx.incident, 'exposed_by', 'belongs_to', 'discovered')} matches law {law}: "
        "exposing any of the bottom three cards, he can reckon nothing that deal.",
        penalties=[Penalty("elder", Effect.RECKONS_NOTHING)],
        notes=[
            f"Law {law} applies to the bottom three cards (the younger's); a card of his own five "
            "carries no penalty.",
            f"Law {decline}: the younger may choose not to enforce the penalty.",
        ],
    )  # fmt: skip


silent("exposed-card", "royall-1651", ["XII.22"],
       "one card found faced in dealing is no cause to deal again; the card goes to whoever it "
       "falls to. The text says nothing of a card exposed by a player.")
silent("exposed-card", "cotton-1674", ["23"],
       "one card found faced is no argument to deal again; the text says nothing of a card "
       "exposed by a player.")
silent("exposed-card", "miller-sca", ["deal"],
       "the deal section says only how the cards are dealt.")

# --- wrong card counts ---------------------------------------------------------------------


def _offenders(ctx: Context[WrongCardCount]) -> tuple[list[Role], list[Role]]:
    """The hands holding more, and fewer, than the edition's due."""
    due, incident = ctx.edition.rules.deal.hand, ctx.incident
    more = [role for role in ROLES if getattr(incident, role) > due]
    fewer = [role for role in ROLES if getattr(incident, role) < due]
    return more, fewer


def _check_counts(ctx: Context[WrongCardCount]) -> None:
    rules, incident = ctx.edition.rules.deal, ctx.incident
    for name in ("elder", "younger", "stock"):
        if getattr(incident, name) < 0:
            raise ctx.case.bad(name, "a count cannot be negative")
    due = (rules.hand, rules.hand, rules.stock)
    if (incident.elder, incident.younger, incident.stock) == due:
        raise ctx.case.bad(
            "elder", f"{rules.hand}, {rules.hand} and {rules.stock} are the due counts in "
            f"{ctx.edition.id}: nothing is wrong")


def _with_pack_note(ctx: Context[WrongCardCount], ruling: Ruling) -> Ruling:
    """Say so when the counts given do not add up to this edition's pack."""
    rules, incident = ctx.edition.rules.deal, ctx.incident
    pack, total = 2 * rules.hand + rules.stock, incident.elder + incident.younger + incident.stock
    if total == pack:
        return ruling
    note = (f"The counts add up to {total} cards, not the {pack} of {ctx.edition.id}'s pack: "
            "ruled on the numbers as given.")
    return ruling._replace(notes=(*ruling.notes, note))


def _counts(incident: WrongCardCount) -> str:
    return f"(elder {incident.elder}, younger {incident.younger}, stock {incident.stock})"


@encodes("wrong-card-count", {"royall-1651": {"more": "XII.1", "fewer": "XII.5",
                                              "pack": "XII.19", "void": "XII.18"}})
def wrong_count_1651(ctx: Context[WrongCardCount]) -> Ruling:
    """1651 XII.1 and XII.5 (see `_wrong_count_1651`)."""
    return _with_pack_note(ctx, _wrong_count_1651(ctx))


def _wrong_count_1651(ctx: Context[WrongCardCount]) -> Ruling:
    """1651 XII.1: a hand dealt more than its due: the elder chooses to deal again or play it
    out, the hand over its due laying out one more than it takes in, with notice given before
    seeing the cards taken in (else the penalty for taking too many, XII.5); fifteen or
    sixteen cards: the dealer must deal again. XII.5: a hand short plays on with fewer."""
    _check_counts(ctx)
    more, fewer = _offenders(ctx)
    incident = ctx.incident
    if more:
        held = max(getattr(incident, role) for role in more)
        if held >= 15:
            return _must_deal_again(ctx, held)
        if not by(incident.discovered, "exchange"):
            return _too_late_to_rectify(ctx, more[0])
        return _elder_chooses(ctx, ctx.law("more"), _dealt_more_1651(incident))
    if fewer and not by(incident.discovered, "declaring"):
        return _short_hand_1651(ctx, fewer[0])
    if fewer:
        return ctx.silent(
            [ctx.law("more"), ctx.law("fewer")],
            "XII.1 gives the elder a choice when a hand is dealt more than its due; XII.5 lets "
            "one 'in playing ... found to have fewer than his due' play on with fewer, answering "
            "while his cards last. Nothing is said of a hand dealt short and found before play.",
        )
    return _pack_miscounted(ctx)


def _dealt_more_1651(incident: WrongCardCount) -> str:
    return (f"A hand dealt more than twelve cards {_counts(incident)}, found "
            f"{when(incident.discovered)}")


def _must_deal_again(ctx: Context[WrongCardCount], held: int) -> Ruling:
    law = ctx.law("more")
    return ctx.decide(
        Decision.FRESH_DEAL, [law],
        "The dealer must deal again.",
        f"A hand of {held} cards {_counts(ctx.incident)} matches law {law}: with fifteen or "
        "sixteen cards 'he must necessarily deale againe; neither is it in either of their "
        "choyces to do otherwise'.",
        notes=[f"Law {law} names fifteen or sixteen cards (a lift too many); more than sixteen is "
               "read the same way, a fortiori."] if held > 16 else [],
    )  # fmt: skip


def _too_late_to_rectify(ctx: Context[WrongCardCount], role: Role) -> Ruling:
    law, fewer = ctx.law("more"), ctx.law("fewer")
    return ctx.decide(
        Decision.PENALTY, [law, fewer],
        f"The {role} is penalised as one who took in too many cards.",
        f"{_dealt_more_1651(ctx.incident)}, after the exchange: by law {law} the surplus had to be "
        "put right with notice 'before they have seen the Cards they intend to take in', else "
        f"'he is liable to the punishment ... for those that take more Cards than their due'; "
        f"by law {fewer} that is the penalty of a false reckoning: he reckons nothing that deal "
        "and his adversary reckons all he has.",
        penalties=false_reckoning_penalty(role),
        notes=["The exchange itself is read as still in time (notice given as he discards); "
               "from the declaring on it is too late.", PENALTY_READING],
    )  # fmt: skip


def _elder_chooses(ctx: Context[WrongCardCount], law: str, found: str,
                   cite: tuple[str, ...] = (), notes: tuple[str, ...] = ()) -> Ruling:
    return ctx.decide(
        Decision.OPTION, [law, *cite],
        "The elder chooses: a fresh deal, or play the deal out.",
        f"{found}: by law {law} the elder hand chooses whether to deal again or play it out.",
        options=DEAL_OR_PLAY_ON,
        notes=notes,
    )  # fmt: skip


def _short_hand_1651(ctx: Context[WrongCardCount], player: Role) -> Ruling:
    law = ctx.law("fewer")
    return ctx.decide(
        Decision.PENALTY, [law],
        f"The {player} plays on with fewer cards; his adversary's cards he cannot answer win.",
        f"A hand dealt fewer than twelve {_counts(ctx.incident)}, found in playing, matches law "
        f"{law}: one 'in playing ... found to have fewer than his due' plays on, 'for as much as "
        "a man may play with lesse than his due, though not with more'; he reckons what he has "
        "and answers the other's cards 'so long as his will hold out'.",
        penalties=[Penalty(player, Effect.ADVERSARY_COUNTS_UNPLAYABLE)],
        notes=[f"{ctx.law('more')} gives the elder a choice only when a hand has more than its "
               "due; a hand short is the case of XII.5."],
    )  # fmt: skip


def _pack_miscounted(ctx: Context[WrongCardCount]) -> Ruling:
    """Both hands right and the stock wrong: the pack itself has too many or too few cards."""
    incident = ctx.incident
    if by(incident.discovered, "before-taking-up"):
        law = ctx.law("pack")
        return ctx.decide(
            Decision.FRESH_DEAL, [law],
            "Put the pack right; the same dealer shuffles, has it cut and deals again.",
            f"Both hands right but a stock of {incident.stock} {_counts(incident)}: the pack has "
            f"too many or too few cards, which {law} puts right before a new deal by the same "
            "dealer.",
        )  # fmt: skip
    law = ctx.law("void")
    return ctx.decide(
        Decision.DEAL_VOID, [law],
        "This deal goes for nothing; earlier deals stand.",
        f"Both hands right but a stock of {incident.stock} {_counts(incident)}, found "
        f"{when(incident.discovered)}: the pack is imperfect, and by law {law} 'That Dealing only, "
        "wherein this is discovered, is to go for nothing'.",
    )  # fmt: skip


@encodes("wrong-card-count", {"cotton-1674": {"more": "16"}})
def wrong_count_cotton(ctx: Context[WrongCardCount]) -> Ruling:
    """Cotton 16 (see `_wrong_count_cotton`)."""
    return _with_pack_note(ctx, _wrong_count_cotton(ctx))


def _wrong_count_cotton(ctx: Context[WrongCardCount]) -> Ruling:
    """Cotton 16: "If the Dealer give more Cards than his due ... it lieth in the choice of the
    elder hand, whether he shall deal again or no, or whether it shall be played out" (no
    limit of time, and no exception for fifteen or sixteen cards)."""
    _check_counts(ctx)
    more, _ = _offenders(ctx)
    if not more:
        return ctx.silent(
            [ctx.law("more")],
            "law 16 gives the elder the choice when the dealer gives more cards than the due; "
            "it says nothing of a hand dealt fewer.",
        )
    found = f"A hand dealt more than twelve cards {_counts(ctx.incident)}"
    notes = ("Cotton 16 sets no limit of time and has no rule for fifteen or sixteen cards "
             "(1651 XII.1 has both).",)
    return _elder_chooses(ctx, ctx.law("more"), found, notes=notes)


@encodes("wrong-card-count", {"portland-1882": {
    "rectify": "10", "option": "11", "fresh": "12", "count": "38", "late": "39",
    "e13s8": "40", "e13s7": "41", "e11s8": "42", "e12s7": "43", "decline": "44", "more": "58"}})
def wrong_count_1882(ctx: Context[WrongCardCount]) -> Ruling:
    """1882 laws 10-12, 38-43 (see `_wrong_count_1882`)."""
    return _with_pack_note(ctx, _wrong_count_1882(ctx))


def _wrong_count_1882(ctx: Context[WrongCardCount]) -> Ruling:
    """1882 laws 10-12 and 38-43: a deal wrong by one card gives the elder the option of a fresh
    deal (11) until he takes up a card of the stock (39); more than one card wrong, or nine in
    the stock, a fresh deal (12); before either hand is taken up the dealer may rectify with
    the elder's permission (10)."""
    _check_counts(ctx)
    before = _without_rectifying(ctx)
    if not by(ctx.incident.discovered, "before-taking-up"):
        return before
    return _dealer_may_rectify(ctx, before)


def _wrongly_dealt(incident: WrongCardCount, hand: int, stock: int) -> int:
    """How many cards lie where they should not (the surplus over the due counts)."""
    over = [incident.elder - hand, incident.younger - hand, incident.stock - stock]
    return sum(excess for excess in over if excess > 0)


def _without_rectifying(ctx: Context[WrongCardCount]) -> Ruling:
    incident, rules = ctx.incident, ctx.edition.rules.deal
    wrong = _wrongly_dealt(incident, rules.hand, rules.stock)
    eleven_and_seven = (incident.elder, incident.stock) == (11, 7)
    if wrong > 1 or incident.stock == rules.stock + 1 or eleven_and_seven:
        return _fresh_deal_1882(ctx, wrong)
    seven = incident.elder == rules.hand and incident.stock == rules.stock - 1
    after_exchange = not by(incident.discovered, "exchange")
    if seven and after_exchange and incident.younger > rules.hand:
        return _younger_played_surplus(ctx)
    if incident.elder == rules.hand and (not seven or after_exchange):
        return ctx.silent([ctx.law("option"), ctx.law("fresh")],
                          "law 11 gives the elder the option of a fresh deal when he has a card "
                          "too many or too few, or finds seven cards in the stock; law 12 "
                          "orders one when more than one card is dealt wrongly.")
    if not by(incident.discovered, "exchange") and incident.elder != rules.hand:
        return _option_lost(ctx)
    return _one_card_wrong(ctx)


def _younger_played_surplus(ctx: Context[WrongCardCount]) -> Ruling:
    """Law 11's option is the elder's as he draws the stock; found only after the exchange, the
    younger has kept a thirteenth card, and law 58 applies."""
    law, option, decline = ctx.law("more"), ctx.law("option"), ctx.law("decline")
    return ctx.decide(
        Decision.PENALTY, [law, option, decline],
        "The younger, holding more than twelve cards, can reckon nothing this deal.",
        f"The younger was dealt thirteen and the stock seven {_counts(ctx.incident)}, found "
        f"{when(ctx.incident.discovered)}: the elder's option under law {option} was to be taken "
        "as he drew the stock; the younger now holds more than twelve cards, and by law "
        f"{law} can reckon nothing that deal (his cards still bar his adversary).",
        penalties=[Penalty("younger", Effect.RECKONS_NOTHING)],
        notes=[f"Law {decline}: the elder may choose not to enforce the penalty.",
               f"Read so if the younger still holds thirteen cards when he plays (law {law})."],
    )  # fmt: skip


def _fresh_deal_1882(ctx: Context[WrongCardCount], wrong: int) -> Ruling:
    incident, law = ctx.incident, ctx.law("fresh")
    cite = [law]
    if (incident.elder, incident.stock) == (11, 7):
        cite.append(ctx.law("late"))
    why = ("more than one card dealt wrongly" if wrong > 1
           else "nine cards in the stock" if incident.stock == 9
           else "eleven cards and a stock of seven")
    return ctx.decide(
        Decision.FRESH_DEAL, cite,
        "There must be a fresh deal.",
        f"{why.capitalize()} {_counts(incident)} matches law {law}: there must be a fresh deal.",
    )  # fmt: skip


def _one_card_wrong(ctx: Context[WrongCardCount]) -> Ruling:
    incident = ctx.incident
    stand = _standing_law(ctx)
    notes: tuple[str, ...]
    if incident.elder == ctx.edition.rules.deal.hand:
        found = (f"The elder, with twelve cards, finds seven in the stock {_counts(incident)} "
                 f"{when(incident.discovered)}")
        notes = ("Law 11: the elder may have a fresh deal, or alter his discard.",)
    else:
        found = (f"The elder has a card too {'many' if incident.elder > 12 else 'few'} "
                 f"{_counts(incident)}, found {when(incident.discovered)}")
        notes = ("Law 11: the option is his after looking at his hand, before taking a card of "
                 "the stock.",)
        if incident.discovered == "exchange":
            notes += ("The exchange is read as before he has taken up a card of the stock; once "
                      "he has taken one up without announcing the error, law "
                      f"{ctx.law('late')} takes his option away.",)
    notes += (f"If he stands the deal, law {stand} says how each discards and takes in.",)
    return _elder_chooses(ctx, ctx.law("option"), found, cite=(stand, ctx.law("count")),
                          notes=notes)


def _standing_law(ctx: Context[WrongCardCount]) -> str:
    """Laws 40-43: how the exchange goes when the elder stands a deal one card wrong."""
    incident = ctx.incident
    if incident.elder == 13:
        return ctx.law("e13s8" if incident.stock == 8 else "e13s7")
    if incident.elder == 11:
        return ctx.law("e11s8")
    return ctx.law("e12s7")


def _option_lost(ctx: Context[WrongCardCount]) -> Ruling:
    law, more = ctx.law("late"), ctx.law("more")
    return ctx.decide(
        Decision.PLAY_ON, [law],
        "The deal stands: the elder took in without announcing the error.",
        f"The elder's wrong count {_counts(ctx.incident)} came to light "
        f"{when(ctx.incident.discovered)}, after he had taken up a card of the stock: by law "
        f"{law} he loses his option of a fresh deal, cannot alter his discard, and must leave "
        "at least three cards for the younger hand.",
        notes=[f"Law {more}: a player who plays with more than twelve cards can reckon nothing "
               "that deal (his cards still bar his adversary)."],
    )  # fmt: skip


def _dealer_may_rectify(ctx: Context[WrongCardCount], otherwise: Ruling) -> Ruling:
    """Law 10: before either hand is taken up, the dealer may put the deal right if the elder
    permits; otherwise the ruling the later laws give stands."""
    law = ctx.law("rectify")
    if otherwise.decision is Decision.SILENT:
        return otherwise
    choices = [Decision.RECTIFY]
    if otherwise.options:
        choices += [c for c in otherwise.options.choices if c not in choices]
    else:
        choices.append(otherwise.decision)
    return ctx.decide(
        Decision.OPTION, [law, *otherwise.law_ids],
        "The dealer may put the deal right if the elder permits; if not, "
        f"{otherwise.summary[0].lower()}{otherwise.summary[1:]}",
        f"The deal is wrong {_counts(ctx.incident)} and came to light "
        f"{when(ctx.incident.discovered)}: by law {law} the dealer may rectify the error with "
        f"the permission of his adversary, before either player has taken up his hand. "
        f"Otherwise: {otherwise.explanation}",
        options=Options("elder", tuple(choices)),
        notes=otherwise.notes,
    )  # fmt: skip


silent("wrong-card-count", "miller-sca", ["deal"],
       "each player is dealt 12 cards and the stock is 12; nothing is said of a wrong count.")

# --- a deal out of turn ----------------------------------------------------------------------


@encodes("deal-out-of-turn", {"royall-1651": {"twice": "XII.13"}})
def dealt_twice_1651(ctx: Context[DealOutOfTurn]) -> Ruling:
    """1651 XII.13: he who dealt last and deals again: "the other is then necessarily to take
    his Turne and deale", provided the double dealer "had not seen any of his Cards"."""
    incident, law = ctx.incident, ctx.law("twice")
    seen = incident.wrong_dealer_saw_cards or not by(incident.discovered, "after-taking-up")
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
    the right dealer deals; found too late, the deal stands."""
    incident, law = ctx.incident, ctx.law("turn")
    if by(incident.discovered, "before-taking-up"):
        return ctx.decide(
            Decision.RIGHT_DEALER_DEALS, [law],
            "The deal is void: the right dealer deals.",
            f"A deal out of turn found before either player took up his cards {facts(incident)} "
            f"matches law {law}: 'the deal in error is void, and the right dealer deals'.",
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


@encodes("cut-irregular", {"portland-1882": {"size": "3", "for-deal": "5", "to-dealer": "7"}})
def cut_irregular_1882(ctx: Context[CutIrregular]) -> Ruling:
    """1882 law 3: a cut of at least two cards, leaving at least two; law 5: cutting for deal,
    exposing more than one card, cut again; law 7: cutting to the dealer, a card exposed or
    any confusion of the cards, a fresh cut."""
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
            "law 5 makes a player who exposes more than one card in cutting for deal cut again; "
            "law 7 orders a fresh cut for any confusion of the cards in cutting to the dealer.",
        )
    law = ctx.law(incident.cut)
    return ctx.decide(
        Decision.FRESH_CUT, [law],
        "Cut again.",
        f"A card {_problem(incident)} in cutting {facts(incident)} matches law {law}: "
        + ("a player exposing more than one card in cutting for deal must cut again."
           if incident.cut == "for-deal" else "there must be a fresh cut."),
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
    if counted and by(incident.discovered, "before-taking-up"):
        law = ctx.law("dealing")
        return ctx.decide(
            Decision.FRESH_DEAL, [law],
            "Put the pack right; the same dealer shuffles, has it cut and deals again.",
            f"A card {incident.problem.split('-')[0]} found in dealing {facts(incident)} matches "
            f"law {law}: take out the surplus or put in what is wanting; the cards are shuffled "
            "and cut again, 'but the Dealing is to be his, whose it was before'.",
        )  # fmt: skip
    law = ctx.law("void")
    return ctx.decide(
        Decision.DEAL_VOID, [law],
        "This deal goes for nothing; earlier deals stand.",
        f"An incorrect pack {facts(incident)} matches law {law}: 'That Dealing only, wherein this "
        "is discovered, is to go for nothing; all the former standing for good'.",
        notes=[f"Law {law} speaks of cards found false 'in playing'; it is read as covering any "
               "deal in which the fault comes to light."]
        if not by("play", incident.discovered) else _next_deal_note(incident),
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
