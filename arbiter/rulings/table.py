"""At the table, outside the run of a deal: the wrong pack, torn or marked cards, a
bystander's remark, written scores that differ, a card from another pack, a fresh deal the
players agree on.

Most of these only the 1882 laws speak to (15, 74, 75, 77, 78); the 1651 text reaches a
card from another pack through its laws on false and imperfect cards (XII.18, XII.19). No
edition has a law on a fresh deal by agreement.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from arbiter.decisions import Decision, Effect
from arbiter.formats import other
from arbiter.lawbook.editions import Edition
from arbiter.rulings.core import (
    Case,
    Context,
    Penalty,
    Provision,
    Ruling,
    apply,
    checks,
    encodes,
    facts,
    has_played,
    no_later_than,
    silent,
    stage,
    when,
)

if TYPE_CHECKING:
    from arbiter.formats.table import (
        BystanderRemark,
        DamagedCards,
        ForeignCard,
        FreshDealByAgreement,
        WrittenScoresDiffer,
        WrongPack,
    )

# --- the wrong pack ----------------------------------------------------------------------------


@encodes("wrong-pack", {"portland-1882": {"pack": "15"}})
def wrong_pack_1882(ctx: Context[WrongPack]) -> Ruling:
    """1882 law 15: a deal with the wrong pack found before either player has taken up any of
    his cards: a fresh deal with the right pack; found later, the deal holds good and the packs
    remain changed. The edition's `wrong_pack` may set the limit at the deal's completion
    instead (au cent 4)."""
    incident = ctx.incident
    rule = ctx.edition.rules.wrong_pack
    law = rule.law if rule is not None else ctx.law("pack")
    until = rule.fresh_deal_until if rule is not None else "before-taking-up"
    found = f"A deal with the wrong pack {facts(incident)}"
    if no_later_than(incident.discovered, until):
        return ctx.decide(
            Decision.FRESH_DEAL, [law],
            "There must be a fresh deal with the right pack.",
            f"{found}, found {when(incident.discovered)}, matches law {ctx.name(law)}: 'there "
            "must be a fresh deal with the right pack'.",
        )  # fmt: skip
    remain = law == ctx.law("pack") and ctx.name(law) == law
    return ctx.decide(
        Decision.PLAY_ON, [law],
        "The deal holds good" + ("; the packs remain changed." if remain else "."),
        f"{found} came to light {when(incident.discovered)}, too late by law {ctx.name(law)}: "
        "'the deal holds good'" + (", and the packs remain changed." if remain else "."),
    )  # fmt: skip


silent("wrong-pack", "royall-1651", ["XII.18"],
       "cards found 'false, or imperfect' void the deal in which this is discovered; the text "
       "speaks of one pack only, and nothing of a deal with the wrong one.")
silent("wrong-pack", "cotton-1674", ["1"],
       "the pack is the 36 cards left when the twos to fives are thrown out; the text speaks of "
       "one pack only.")
silent("wrong-pack", "miller-sca", ["deal"],
       "the deal section says only who deals and how.")

# --- torn or marked cards ----------------------------------------------------------------------


@encodes("damaged-cards", {"portland-1882": {"damaged": "77", "pack": "75"}})
def damaged_cards_1882(ctx: Context[DamagedCards]) -> Ruling:
    """1882 law 77: "Torn or marked cards must be replaced, or new packs called for at the
    expense of the two players." The law says nothing of the deal in which they are found."""
    incident, law = ctx.incident, ctx.law("damaged")
    return ctx.decide(
        Decision.RECTIFY, [law],
        f"The {incident.problem} cards are replaced, or new packs called for, at the expense "
        "of both players.",
        f"Cards found {incident.problem} {facts(incident)} match law {law}: 'Torn or marked "
        "cards must be replaced, or new packs called for at the expense of the two players'.",
        notes=[f"Law {law} says nothing of the deal in which the cards are found: it is read as "
               f"standing, the cards being replaced; law {ctx.law('pack')} voids a deal only "
               "for a pack incorrect, redundant or imperfect, and a torn or marked card is none "
               "of these."],
    )  # fmt: skip


silent("damaged-cards", "royall-1651", ["XII.18"],
       "cards found 'false, or imperfect' (two aces of a suit, say) void that deal; nothing is "
       "said of torn or marked cards.")
silent("damaged-cards", "cotton-1674", ["1"],
       "the pack is the 36 cards left when the twos to fives are thrown out; nothing is said of "
       "torn or marked cards.")
silent("damaged-cards", "miller-sca", ["deal"],
       "the deal section says only who deals and how.")

# --- a bystander's remark ----------------------------------------------------------------------


@encodes("bystander-remark", {"portland-1882": {"bystander": "78"}})
def bystander_1882(ctx: Context[BystanderRemark]) -> Ruling:
    """1882 law 78: a bystander who calls attention to an error or oversight, "and thereby
    affect the score", may be called on to pay the stakes and bets of the player he has
    prejudiced. The players' own score is not undone by it."""
    incident, law = ctx.incident, ctx.law("bystander")
    if not incident.affects_score:
        return ctx.decide(
            Decision.PLAY_ON, [law],
            "Play on: the remark did not change the score, and the bystander owes nothing.",
            f"A bystander's remark that did not change the score {facts(incident)}: law {law} "
            "makes him liable only if he 'thereby affect the score'.",
        )  # fmt: skip
    return ctx.decide(
        Decision.PLAY_ON, [law],
        "The score stands as put right; the bystander may be called on to pay the stakes and "
        "bets of the player he prejudiced.",
        f"A bystander's remark changed the score {facts(incident)}: by law {law} he may be called "
        "on to pay 'all stakes and bets of the player whose interest he has prejudicially "
        "affected'.",
        notes=[f"Law {law} lays the consequence on the bystander, not on the players: the error "
               "he pointed out is treated as the laws on it say, and the game goes on."],
    )  # fmt: skip


silent("bystander-remark", "royall-1651", ["XII.2"],
       "a player who forgets to reckon what he holds before he plays loses it; the text says "
       "nothing of anyone but the two players.")
silent("bystander-remark", "cotton-1674", ["17"],
       "a player who forgets to reckon what he holds before he plays cannot recall it; the text "
       "says nothing of anyone but the two players.")
silent("bystander-remark", "miller-sca", ["repique"],
       "a pique or repique must be declared or it scores nothing; nothing is said of a "
       "bystander.")

# --- written scores that differ ----------------------------------------------------------------


@encodes("written-scores-differ", {"portland-1882": {"written": "74"}})
def written_scores_1882(ctx: Context[WrittenScoresDiffer]) -> Ruling:
    """1882 law 74: "In case of a difference in the written scores, a player's score of his
    own hand shall be taken as correct." """
    incident, law = ctx.incident, ctx.law("written")
    return ctx.decide(
        Decision.RECTIFY, [law],
        f"The {incident.hand}'s own written score of his hand is taken as correct.",
        f"The written scores differ over the {incident.hand}'s hand {facts(incident)}: by law "
        f"{law} 'a player's score of his own hand shall be taken as correct', and the other "
        "score is put right to agree with it.",
    )  # fmt: skip


silent("written-scores-differ", "royall-1651", ["XI.3"],
       "a pique or repique forgotten may be called for until the next deal is cut; the text "
       "says nothing of two reckonings that differ.")
silent("written-scores-differ", "cotton-1674", ["13"],
       "each player sets up his game with counters; nothing is said of two reckonings that "
       "differ.")
silent("written-scores-differ", "miller-sca", ["intro"],
       "the summary says how the game is scored, not how a difference in the score is settled.")

# --- a card from another pack ------------------------------------------------------------------

HELD = ("hand", "discard")


@checks("foreign-card")
def _check_foreign(case: Case, edition: Edition) -> None:
    """Where the card was found must fit when it came to light, and whose it was; only a card
    of a hand can have been called or played."""
    incident = cast("ForeignCard", case.incident)
    where, discovered = incident.where, incident.discovered
    if where in HELD and incident.player is None:
        raise case.bad("player", f"a card found in a {where} is in someone's: say whose "
                       "(elder or younger)")
    if where not in HELD and incident.player is not None:
        raise case.bad("player", f"a card found in the {where} is no player's", "leave out "
                       "player, or say where: hand or discard")
    earliest = {"pack": "cutting", "stock": "dealing", "hand": "dealing", "discard": "exchange"}
    if stage(discovered) < stage(earliest[where]):
        raise case.bad("discovered", f"there is no {where} yet at {_at(discovered)}")
    if where == "pack" and stage(discovered) > stage("dealing"):
        raise case.bad("discovered", f"there is no pack once the cards are dealt (found at "
                       f"'{discovered}'): the card was in a hand, the stock or a discard")
    if incident.used_in_call:
        if where != "hand":
            raise case.bad("used_in_call", f"a card in the {where} cannot be counted in a "
                           "call: only a card of the hand is")
        if stage(discovered) < stage("declaring"):
            raise case.bad("used_in_call", f"no call is made yet at {_at(discovered)}")
    if incident.call_impossible and not incident.used_in_call:
        raise case.bad("call_impossible", "only a call the card was counted in can be one he "
                       "could not have held", "give used_in_call: true, or leave this out")
    if incident.played:
        if where != "hand":
            raise case.bad("played", f"a card played is from a hand, not the {where}")
        if incident.player is not None and not has_played(incident.player, discovered):
            raise case.bad("played", f"the {incident.player} has played no card yet at "
                           f"{_at(discovered)}")


def _at(discovered: str) -> str:
    """`'exchange' (during the exchange: ...)`: a moment named as the file names it."""
    return f"'{discovered}' ({when(discovered)})"


def _found(incident: ForeignCard) -> str:
    """Where the card was found, and (in a hand or a discard) whose."""
    if incident.where in HELD:
        return facts(incident, "where", "player", "discovered")
    return facts(incident, "where", "discovered")


def _what_was_done(incident: ForeignCard) -> str:
    """What the card did in the deal: only a card of a hand can be called or played."""
    if incident.where != "hand":
        return ""
    done = [name for name, flag in (("counted in a call", incident.used_in_call),
                                    ("played", incident.played)) if flag]
    return " and ".join(done)


FOREIGN_1882 = {"pack": "75", "cut": "6", "too-many": "58", "unfounded": "54"}


def _void_by_law_75(ctx: Context[ForeignCard]) -> Ruling:
    """1882 law 75: a card from another pack in the pack as dealt makes it incorrect
    (redundant): the deal in which it is found is void, the deals before it stand, whether or
    not the card was called or played."""
    incident, law = ctx.incident, ctx.law("pack")
    cite, notes, found = [law], [], _found(incident)
    done = _what_was_done(incident)
    if done:
        notes.append(f"The card was {done}: law {law} voids the whole deal all the same, so "
                     "nothing reckoned or played in it counts.")
    if incident.discovered == "cutting":
        cite.append(ctx.law("cut"))
        notes.append(f"Law {ctx.law('cut')}: the cut for the deal holds good even if the pack "
                     "is incorrect.")
    if incident.discovered == "next-deal":
        notes.append("Found once the next deal had begun: that deal, in which the discovery is "
                     "made, is the one void; the deal before it, in which the card was held, "
                     "stands.")
    if incident.where in HELD:
        notes.append("A card of no pack at the table can only have come with the pack as it was "
                     "dealt, so the pack was redundant. A card of the undealt pack might have got "
                     "in after the deal: Cavendish does not void the deal then (Case XVII).")
    return ctx.decide(
        Decision.DEAL_VOID, cite,
        "This deal is void; earlier deals stand.",
        f"A card from another pack {found} makes the pack "
        f"incorrect: by law {law} 'the deal in which the discovery is made is void. All "
        "preceding deals stand good'.",
        notes=notes,
    )  # fmt: skip


BEYOND_75 = ("Cavendish's decision goes beyond law 75's bare words: law 75 voids a deal only "
             "where the pack was redundant when dealt, and a card of the undealt pack, which may "
             "have got into a hand or a discard after the deal, makes its holder as one holding "
             "too many cards.")


def _surplus_in_discard(ctx: Context[ForeignCard]) -> Ruling:
    """Cavendish, Case XVII: a card of the undealt pack in a player's discard, perhaps got in
    after the deal: he held thirteen cards, discarded and took in as many, and
    plays with thirteen: law 58, he can reckon nothing that deal."""
    player, law = ctx.incident.player or "elder", ctx.law("too-many")
    return ctx.decide(
        Decision.PENALTY, [law, ctx.law("pack")],
        f"The {player} plays with thirteen cards: he scores nothing this deal.",
        f"A card of the undealt pack {_found(ctx.incident)}: 'There is no proof that when the "
        f"pack was dealt it was redundant', so the deal is not void by law {ctx.law('pack')}; "
        f"the {player} held "
        "a card too many, discarded and took in as many, and by law "
        f"{law} 'If a player play with more than twelve cards in hand, he can reckon nothing "
        "that deal'.",
        penalties=[Penalty(player, Effect.RECKONS_NOTHING)],
        notes=[BEYOND_75, "His cards, though not good to score, are good to bar his adversary "
               f"(law {law})."],
        follows=["XVII"],
    )  # fmt: skip


def _surplus_in_hand(ctx: Context[ForeignCard]) -> Ruling:
    """Cavendish, Case XVIII: a card of the undealt pack kept in a player's hand, perhaps got
    in after the deal: not played, it goes back to the undealt pack without
    penalty, unless he used it in a call allowed good and has since played (law 54's penalty
    for an unfounded claim); played, the hands are taken up and played again without it."""
    incident = ctx.incident
    player = incident.player or "elder"
    claimed = incident.used_in_call and has_played(player, incident.discovered)
    notes = [BEYOND_75]
    if incident.played:
        notes.append("The card had been played: the hands are taken up and played over again, "
                     "the surplus card being first removed (Case XVIII).")
    if claimed and incident.call_impossible:
        law = ctx.law("unfounded")
        return ctx.decide(
            Decision.RECTIFY, [law, ctx.law("pack")],
            "The card goes back to its own pack; no penalty, as he could not have held the call.",
            f"A card of the undealt pack {_found(incident)}, counted in a call he could not "
            f"possibly have held: by law {law} 'he is liable to no penalty', the exception "
            "Case XVIII keeps ('subject however to … Law 54').",
            notes=notes, follows=["XVIII"],
        )  # fmt: skip
    if claimed:
        law = ctx.law("unfounded")
        notes.append(f"Law {law}'s exception: had he called what he could not possibly have "
                     "held in his hand and discard together, he would be liable to no penalty.")
        return ctx.decide(
            Decision.PENALTY, [law, ctx.law("pack")],
            f"The {player} counted the card in a call and then played: he scores nothing "
            "this deal.",
            f"A card of the undealt pack {_found(incident)}, counted in a call and the {player} "
            f"having played since: as one who claims what he does not hold, by law {law} 'he "
            "can reckon nothing that deal'.",
            penalties=[Penalty(player, Effect.RECKONS_NOTHING)], notes=notes,
            follows=["XVIII"],
        )  # fmt: skip
    if incident.used_in_call:
        notes.append("He counted the card in a call but has not played since: no penalty.")
    summary = ("Take the card out and play the hands over again; no penalty." if incident.played
               else "The card goes back to its own pack; no penalty, and the deal goes on.")
    return ctx.decide(
        Decision.RECTIFY, [ctx.law("pack")], summary,
        f"A card of the undealt pack {_found(incident)}: no proof that the pack was redundant "
        f"when dealt, so the deal is not void by law {ctx.law('pack')}; the card goes back to "
        "its own pack, and there is no penalty.",
        notes=notes, follows=["XVIII"],
    )  # fmt: skip


def _held_after_the_deal(ctx: Context[ForeignCard]) -> bool:
    """A card of the undealt pack in a hand or a discard: it may have got there after the
    deal (Case XVII: 'There is no proof that when the pack was dealt it was redundant')."""
    return ctx.incident.where in HELD and ctx.incident.from_ == "undealt-pack"


FOREIGN_CARD_1882: Provision[ForeignCard] = Provision(
    "pack", _void_by_law_75,
    exceptions=(
        Provision("too-many", _surplus_in_discard,
                  lambda ctx: _held_after_the_deal(ctx) and ctx.incident.where == "discard"),
        Provision("pack", _surplus_in_hand,
                  lambda ctx: _held_after_the_deal(ctx) and ctx.incident.where == "hand"),
    ),
)


@encodes("foreign-card", {"portland-1882": FOREIGN_1882})
def foreign_card_1882(ctx: Context[ForeignCard]) -> Ruling:
    """1882 law 75 as Cavendish reads it (Cases XVII and XVIII): the deal is void where the
    pack was redundant when dealt; a card of the undealt pack in a hand or a discard, which
    may have got there after the deal, is a card too many."""
    return apply(FOREIGN_CARD_1882, ctx)


@encodes("foreign-card", {"royall-1651": {"void": "XII.18", "dealing": "XII.19"}})
def foreign_card_1651(ctx: Context[ForeignCard]) -> Ruling:
    """1651 XII.19: a card too many found by the dealer in giving out the cards is taken out,
    the cards shuffled and cut again, the same dealer dealing; XII.18: cards found false once
    the deal is out: that deal only goes for nothing, the former standing."""
    incident = ctx.incident
    reading = ("A card from another pack is read as a card too many: one of the supernumerary "
               "cards of XII.19 while the dealer gives them out, and the cards found false of "
               "XII.18 once the deal is out.")
    if no_later_than(incident.discovered, "dealing"):
        law = ctx.law("dealing")
        ruling = ctx.decide(
            Decision.FRESH_DEAL, [law],
            "Take the card out; the same dealer shuffles, has the cards cut and deals again.",
            f"A card from another pack found in dealing {_found(incident)}"
            f": by law {law} the 'Supernumerary Cards' are taken out, and the cards 'must only "
            "be shuffled and cut againe; but the Dealing is to be his, whose it was before'.",
            notes=[reading],
        )  # fmt: skip
        if incident.discovered == "cutting":  # XII.19: found 'in giving them out'
            return ctx.by_analogy(ruling, "what the dealer finds 'in giving them out'",
                                  incident.discovered)
        return ruling
    law = ctx.law("void")
    notes, found = [reading], _found(incident)
    done = _what_was_done(incident)
    if done:
        notes.append(f"The card was {done}: the deal goes for nothing all the same.")
    if not no_later_than("play", incident.discovered):
        notes.append(f"Law {law} speaks of cards found false 'in playing'; it is read as "
                     "covering any deal in which the fault comes to light.")
    return ctx.decide(
        Decision.DEAL_VOID, [law],
        "This deal goes for nothing; earlier deals stand.",
        f"A card from another pack {found} makes the cards "
        f"false: by law {law} 'That Dealing only, wherein this is discovered, is to go for "
        "nothing; all the former standing for good'.",
        notes=notes,
    )  # fmt: skip


silent("foreign-card", "cotton-1674", ["1"],
       "the pack is the 36 cards left when the twos to fives are thrown out; nothing is said of "
       "a card from another pack.")
silent("foreign-card", "miller-sca", ["deal"],
       "the deal section says only who deals and how.")

# --- a fresh deal by agreement -----------------------------------------------------------------

NO_LAW_ON_AGREEMENT = (
    "law 10 lets the dealer put a wrong deal right with his adversary's permission, and law 11 "
    "gives the elder the option of a fresh deal when a card is dealt wrongly; no law speaks of "
    "a fresh deal the players agree on when nothing went wrong.")


@encodes("fresh-deal-by-agreement", {"portland-1882": {"case": "Case III"}})
def fresh_deal_agreed_1882(ctx: Context[FreshDealByAgreement]) -> Ruling:
    """No 1882 law on a fresh deal by agreement (silent, the nearest analogy laws 10 and 11);
    but an offer left unanswered until its maker had discarded, and then withdrawn, was
    refused by the silence (Cavendish, Case III)."""
    incident = ctx.incident
    if incident.answered_after == "nothing" or not incident.withdrawn or \
            incident.answer == "declined":
        return ctx.silent(["10", "11"], NO_LAW_ON_AGREEMENT)
    answerer = other(incident.offered_by)
    return ctx.decide(
        Decision.REFUSED, [ctx.law("case")],
        f"Refused: the {answerer}'s silence refused the offer; the deal goes on.",
        f"The {incident.offered_by} offered a fresh deal; the {answerer} said nothing until "
        f"the {incident.offered_by} had {incident.answered_after.removeprefix('offerer-')}, "
        "and the offer was then withdrawn. No law "
        "orders a fresh deal by agreement; letting the game go a step further is a refusal.",
        notes=["No law decides it: the ruling cites Cavendish, Case III, alone ('The law does "
               "not contemplate the offer of a fresh deal. A fresh deal is a matter of agreement "
               "between the players'); law 10 allows a fresh deal only with the adversary's "
               "permission, for a wrong deal."],
        follows=["III"],
    )  # fmt: skip
silent("fresh-deal-by-agreement", "royall-1651", ["XII.21"],
       "after a clean cut the cards are not to be shuffled again at one player's asking, and "
       "the text would have a penalty for it agreed before play; it says nothing of both "
       "players agreeing to deal again.")
silent("fresh-deal-by-agreement", "cotton-1674", ["23", "16"],
       "after a clean cut the cards must not be shuffled again (23); the elder may have the "
       "cards dealt again when the dealer gives too many (16); nothing is said of both players "
       "agreeing to deal again.")
silent("fresh-deal-by-agreement", "miller-sca", ["deal"],
       "the players cut for the deal of each hand; nothing is said of dealing again.")
