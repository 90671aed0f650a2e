"""Declarations: a score forgotten, a wrong reply of "good" (a call that misstates the hand:
`miscall`, whose rules this imports and so registers)."""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import TYPE_CHECKING, cast

from arbiter.decisions import Decision, Effect
from arbiter.formats import other
from arbiter.lawbook.editions import Edition
from arbiter.rulings.core import (
    Case,
    Context,
    Penalty,
    Ruling,
    checks,
    encodes,
    facts,
    has_played,
    no_later_than,
    rule_case,
    silent,
    stage,
)

if TYPE_CHECKING:
    from arbiter.formats.calling import DeclarationOmitted, WrongReply

from arbiter.rulings.miscall import MILLER_SECTION, first_word, first_word_stands

# --- a declaration forgotten -----------------------------------------------------------------


@checks("declaration-omitted")
def _check_omitted(case: Case, edition: Edition) -> None:
    """Only the elder can win a pique (1651 XI.2, Cotton 14, 1882 law 69); only a carte
    blanche is declared before the calling."""
    incident = cast("DeclarationOmitted", case.incident)
    if incident.what == "pique" and incident.player == "younger":
        raise case.bad("what", "only the elder can win a pique", "the younger's bonus is repique")
    if incident.what != "blanche" and stage(incident.discovered) < stage("declaring"):
        raise case.bad("discovered", f"a {incident.what} is called in the calling: it cannot "
                       f"be found forgotten at '{incident.discovered}'", "use declaring or later")


def _lost(ctx: Context[DeclarationOmitted], cite: list[str], why: str,
          extra: tuple[Penalty, ...] = (), notes: tuple[str, ...] = ()) -> Ruling:
    incident = ctx.incident
    return ctx.decide(
        Decision.PENALTY, cite,
        f"The {incident.player}'s {incident.what} is lost.",
        f"The {incident.player} omitted his {incident.what} "
        f"{facts(incident, 'what', 'discovered')}: {why}",
        penalties=[Penalty(incident.player, Effect.LOSES_DECLARATION, incident.what), *extra],
        notes=notes,
    )  # fmt: skip


def _reckoned(ctx: Context[DeclarationOmitted], cite: list[str], why: str,
              notes: tuple[str, ...] = ()) -> Ruling:
    incident = ctx.incident
    return ctx.decide(
        Decision.RECTIFY, cite,
        f"The {incident.player} may still reckon his {incident.what}.",
        f"The {incident.player} omitted his {incident.what} "
        f"{facts(incident, 'what', 'discovered')}: {why}",
        notes=notes,
    )  # fmt: skip


def in_turn(incident: DeclarationOmitted) -> bool:
    """A point, sequence or set, or a pique or repique called for, before its holder has
    played his first card: his turn to reckon lasts until he plays (the elder, until he leads;
    the younger, until he plays to the first trick), so nothing is omitted yet: the exception
    to every edition's law of a score forgotten (README "How the steps are read")."""
    return incident.what != "blanche" and not has_played(incident.player, incident.discovered)


# The call that, made first, leaves the elder's point or sequence found "omitted" while he
# is still declaring: the next in the order point, sequence, set.
CALLED_BEFORE = {"point": "sequence", "sequence": "set"}


def _by_the_order_of_calls(ctx: Context[DeclarationOmitted]) -> Ruling | None:
    """The elder's point or sequence passed over: the calling's own law of the order of calls,
    decided once in `told_calling` and ruled on the same facts as a telling of them is. Where
    the edition makes the elder call his point first (1882 law 46), a point not called before
    his other calls or his lead is lost. Else, found while he is still declaring, he passed it
    over for a call that follows it in the order point, sequence, set and calls it in his turn
    (1882 law 47; the older texts fix no order). A set is last in the order: nothing follows
    it."""
    from arbiter.rulings import told_calling

    incident = ctx.incident
    if incident.player != "elder" or incident.what not in CALLED_BEFORE:
        return None
    led = has_played("elder", incident.discovered)
    before = CALLED_BEFORE[incident.what]
    found: object = told_calling.OutOfOrder("elder", before, incident.what)
    if incident.what == "point" and told_calling.has_law("calling:point-first", ctx.edition):
        found = told_calling.PointNotFirst("lead" if led else f"{before} or set")
    elif led:
        return None
    kind = told_calling.kind_of(found)
    ruling = rule_case(Case(found, None, kind_name=kind), ctx.edition)  # type: ignore[arg-type]
    return ruling._replace(kind=ctx.case.kind)


def _reckoned_in_turn(ctx: Context[DeclarationOmitted]) -> Ruling:
    """Nothing is omitted yet: he reckons in his turn, and his call scores by the law of what
    he calls, as in a regular telling of the same calls (`told_kinds.scoring_laws`)."""
    from arbiter.rulings.told_kinds import scoring_laws

    incident = ctx.incident
    player, laws = incident.player, scoring_laws(ctx.edition, [incident.what])
    first = "leads" if player == "elder" else "plays to the first trick"
    bonus = incident.what in ("pique", "repique")  # its late law lets it be called later still
    return ctx.decide(
        Decision.PLAY_ON, laws,
        f"Nothing irregular: the {player} reckons his {incident.what} in his turn.",
        f"The {player} had not called his {incident.what} "
        f"{facts(incident, 'what', 'discovered')}: he has not yet played a card, and he "
        f"reckons what he has good before he {first}, so nothing is omitted yet. It scores "
        f"by the law of its kind ({', '.join(ctx.name(law) for law in laws)}).",
        notes=() if bonus else _turn_note(ctx),
    )  # fmt: skip


# Cavendish's Description of the game, on each player's turn to reckon (1882).
TURN_DESCRIBED = {
    "elder": "After the elder hand has finished calling, and has reckoned all that he has "
             "good, he leads a card.",
    "younger": "Before playing to this card, the younger hand reckons all that he has good "
               "...",
}  # fmt: skip


def _turn_note(ctx: Context[DeclarationOmitted]) -> tuple[str, ...]:
    """Which law closes a forgotten score only once he has played (not cited: it is not
    broken), so that the reader sees what the turn rests on."""
    rule = ctx.edition.rules.omissions
    law = rule.law if rule is not None else ctx.laws.get("omitted") or ctx.laws.get("forgot")
    if law is None:
        return ()
    player, is_1882 = ctx.incident.player, ctx.edition.root.id == "portland-1882"
    said = (f" Read with Cavendish's Description of the game: \"{TURN_DESCRIBED[player]}\"") \
        if is_1882 else ""
    closes = "once he plays to the first trick"
    if player == "elder":  # law 56 closes both at the younger's card; au cent 24 the elder's lead
        closes = "once the younger plays to the first trick" if is_1882 and (
            rule is None or rule.elder_until != "he-leads") else "once he leads"
    return (f"Law {ctx.name(law)} takes the {player}'s forgotten score away only {closes}; "
            f"until then he is in time.{said}",)


# The words that make a carte blanche shown save a pique or repique, by edition.
BLANCHE_SAVES = {
    "portland-1882": "'Carte blanche ... scores first, and consequently saves a pique or a "
                     "repique'",
    "royall-1651": "'his Blanche shall hinder the others Picq and Repic{que} and that too, "
                   "though he have nothing else to shew but his Blanche'",
    "cotton-1674": "'his Blank shall hinder the other Picy and Repicy, although he hath "
                   "nothing to shew but his Blank'",
}  # fmt: skip


def _saved_by_blanche(ctx: Context[DeclarationOmitted]) -> Ruling:
    """The exception to every late pique or repique (1882 law 18, 1651 XII.16, Cotton 21): a
    carte blanche shown scores first and bars the other's pique and repique, however late he
    calls for it."""
    incident, law = ctx.incident, ctx.law("blanche")
    return ctx.decide(
        Decision.REFUSED, [law], f"No {incident.what}: the {other(incident.player)}'s carte "
        "blanche, already shown, saves it.",
        f"The {incident.player} called for a {incident.what} after the {other(incident.player)} "
        f"had shown a carte blanche: by law {law} {BLANCHE_SAVES[ctx.edition.root.id]}. He "
        f"reckons what he holds without the {incident.what}.",
    )  # fmt: skip


def _bonus_until_next_deal(ctx: Context[DeclarationOmitted], law: str) -> Ruling:
    """1651 XI.3, Cotton 14: a pique or repique not called is kept if called for before the
    cards are shuffled and cut for the next deal."""
    if ctx.incident.against_blanche:
        return _saved_by_blanche(ctx)
    if in_turn(ctx.incident):
        return _reckoned_in_turn(ctx)
    if ctx.incident.discovered == "next-deal":
        return _lost(ctx, [law], f"by law {law} he must call for it before the next deal; it is "
                     "now too late, and it is lost.")
    words = ("'if you can but remember to call for your Picy, or Repicy, before you deal again, "
             "you shall lose neither of them'" if ctx.edition.root.id == "cotton-1674" else
             "it is not lost if he calls for it before the cards are shuffled and cut for a new "
             "deal")
    return _reckoned(ctx, [law], f"by law {law} {words}.")


@encodes("declaration-omitted", {"royall-1651": {
    "forgot": "XII.2", "shown": "XII.3", "blanche": "XII.16", "bonus": "XI.3"}})
def omitted_1651(ctx: Context[DeclarationOmitted]) -> Ruling:
    """1651 XII.2: what he forgot to reckon is lost once he has begun to play; XII.3: the point
    and sequences not shown before his first card are lost and his adversary reckons all his
    own; XII.16: a blanche is shown before discarding or not at all; XI.3: pique and repique
    may be called for until the next deal is cut."""
    incident = ctx.incident
    if incident.what in ("pique", "repique"):
        return _bonus_until_next_deal(ctx, ctx.law("bonus"))
    if incident.what == "blanche":
        return _blanche_1651(ctx)
    in_order = _by_the_order_of_calls(ctx)
    if in_order is not None:
        return in_order
    if in_turn(incident):
        return _reckoned_in_turn(ctx)
    forgot = ctx.law("forgot")
    if incident.what == "set":
        return _lost(ctx, [forgot], f"he has begun to play, and by law {forgot} 'he cannot then "
                     "reckon them, but must utterly lose them for his forgetfullnesse'.")
    shown = ctx.law("shown")
    return _lost(
        ctx, [forgot, shown],
        f"he has played a card without showing it: by law {shown} he 'must utterly lose' it, and "
        "his adversary 'shall reckon whatsoever he can shew of the same things, though they be "
        f"of lesse value' ({forgot} likewise).",
        extra=(Penalty(incident.player, Effect.ADVERSARY_RECKONS_ALL, incident.what),),
        notes=(f"Law {shown}: the adversary must show what he claims as soon as the error is "
               "found.",),
    )


def _blanche_1651(ctx: Context[DeclarationOmitted]) -> Ruling:
    law, forgot = ctx.law("blanche"), ctx.law("forgot")
    if no_later_than(ctx.incident.discovered, "after-taking-up"):
        return _reckoned(ctx, [law], f"by law {law} a blanche is shown before discarding, which "
                         "he may still do.")
    return _lost(ctx, [law, forgot], f"by law {law} the blanche must be shown before discarding, "
                 "'For afterwards it is not by any meanes to be allowed of'.",
                 notes=("The exchange is read as after his discarding; a blanche shown before "
                        "he discards still counts.",))


@encodes("declaration-omitted", {"cotton-1674": {"forgot": "17", "bonus": "14", "blanche": "21"}})
def omitted_cotton(ctx: Context[DeclarationOmitted]) -> Ruling:
    """Cotton 17: "He that forgets to reckon his Blank, Ruff, Sequences, Aces, Kings, or the
    like, and hath begun to play his Cards cannot recall them"; 14: pique and repique are kept
    if called for before the next deal."""
    incident = ctx.incident
    if incident.what in ("pique", "repique"):
        return _bonus_until_next_deal(ctx, ctx.law("bonus"))
    in_order = _by_the_order_of_calls(ctx)
    if in_order is not None:
        return in_order
    if in_turn(incident):
        return _reckoned_in_turn(ctx)
    law = ctx.law("forgot")
    return _lost(ctx, [law], f"he has begun to play his cards, and by law {law} he 'cannot "
                 "recall them'.")


@encodes("declaration-omitted", {"portland-1882": {
    "omitted": "56", "counting": "70", "inform": "20", "blanche": "18"}})
def omitted_1882(ctx: Context[DeclarationOmitted]) -> Ruling:
    """1882 law 56: nothing omitted can be reckoned once the younger has played to the first
    trick; law 46: the elder must call his point first or lose it (`_by_the_order_of_calls`);
    law 70: errors in counting the hand may be put right until the player in error has seen
    his next hand."""
    incident = ctx.incident
    if incident.what in ("pique", "repique"):
        return _bonus_1882(ctx)
    in_order = _by_the_order_of_calls(ctx)
    if in_order is not None:
        return in_order
    if in_turn(incident):
        return _reckoned_in_turn(ctx)
    law = ctx.law("omitted")
    cite = [law] + ([ctx.law("inform")] if incident.what == "blanche" else [])
    rule = ctx.edition.rules.omissions
    if rule is not None and rule.elder_until == "he-leads" and incident.player == "elder" \
            and has_played("elder", incident.discovered):
        return _lost(ctx, [rule.law, *cite[1:]], f"by law {ctx.name(rule.law)} 'When the elder "
                     "hand has led a card, or the younger hand played to a trick, they cannot "
                     "reckon anything omitted': he has led.",
                     notes=(f"Law {ctx.name(rule.law)} is read distributively: the elder's lead "
                            "closes the elder's omissions, the younger's play the younger's.",))
    if no_later_than(incident.discovered, "after-first-lead"):
        return _reckoned(ctx, cite, f"the younger has not yet played to the first trick, so by "
                         f"law {law} it may still be reckoned.")
    return _lost(ctx, cite, f"by law {law}, once the younger hand has played to the first "
                 "trick neither player can reckon anything omitted.")


def _bonus_1882(ctx: Context[DeclarationOmitted]) -> Ruling:
    if ctx.incident.against_blanche:
        return _saved_by_blanche(ctx)
    if in_turn(ctx.incident):
        return _reckoned_in_turn(ctx)
    law = ctx.law("counting")
    return _reckoned(
        ctx, [law],
        f"a pique or repique follows from scores already made, so leaving it out is an error in "
        f"counting, which by law {law} 'maybe rectified at any time before the player in error "
        "has seen his next hand' (so the text spells it).",
        notes=(f"Law {law}'s limit is his having seen his next hand: the next deal having begun "
               "does not of itself pass it.",
               f"Law {ctx.law('omitted')} (nothing omitted reckoned after the first trick) is "
               "read as about calls, not the bonus they add up to."),
    )


@encodes("declaration-omitted", {"miller-sca": {"bonus": "repique", "blanche": "blanks",
                                                 **MILLER_SECTION}})
def omitted_miller(ctx: Context[DeclarationOmitted]) -> Ruling:
    """Miller, repique: "Players must declare that they have a pique or repique, or else they do
    not receive any points for them": read as declared within the deal it was won in. The
    summary gives the pique no value, and of other omissions it says nothing."""
    incident, law = ctx.incident, ctx.law("bonus")
    if incident.what == "pique":
        return ctx.silent([law], "the summary gives the repique its value and names the pique "
                          "only in passing; a pique scores nothing there.")
    in_order = _by_the_order_of_calls(ctx)
    if in_order is not None:
        return in_order
    if incident.what == "repique" and incident.against_blanche:
        blanks = ctx.law("blanche")
        return ctx.decide(
            Decision.REFUSED, [blanks, law], "No repique: the elder's blank, already shown, "
            "scored first.",
            f"The {incident.player} called for a repique after his adversary had shown a blank: "
            f"by the {blanks} section the elder with a blank 'receives 10 points', and by the "
            f"{law} section a repique is had when a player reaches 30 points 'and the other "
            "player has no points'; he reckons what he holds without it.",
        )  # fmt: skip
    if in_turn(incident):
        return _reckoned_in_turn(ctx)
    if incident.what != "repique":
        return ctx.silent(
            [ctx.law(incident.what), law], "players 'must declare that they have a pique or "
            "repique, or else they do not receive any points for them'; nothing is said of "
            "other scores left undeclared.")
    if incident.discovered == "next-deal":
        return _lost(ctx, [law], f"by the {law} section players 'must declare that they have a "
                     "pique or repique, or else they do not receive any points for them'; he "
                     "declared it only once the next deal had begun.", notes=(MILLER_REPIQUE,))
    return _reckoned(ctx, [law], f"by the {law} section players 'must declare that they have a "
                     "pique or repique, or else they do not receive any points for them'; he "
                     "declares it within the deal.", notes=(MILLER_REPIQUE,))


MILLER_REPIQUE = "Read: a repique is declared within the deal in which it was won."


# --- a wrong reply ---------------------------------------------------------------------------


def _reply_facts(incident: WrongReply) -> str:
    return facts(incident, "what", "reply", "discovered")


def _unshown_beside(ctx: Context[WrongReply], ruling: Ruling) -> Ruling:
    """The call replied to, allowed by a reply that stands and not shown before its caller's
    first card, ruled beside the wrong reply where the edition makes him show it
    (`told_showing.unshown_beside`, as beside a miscall)."""
    from arbiter.rulings.told_showing import unshown_beside  # the rules of a call not shown

    return unshown_beside(ctx, ruling)


def _call_unshown_beside(
        rule: Callable[[Context[WrongReply]], Ruling]) -> Callable[[Context[WrongReply]], Ruling]:
    """A wrong reply's rule, with the call not shown ruled beside it (`_unshown_beside`)."""

    @functools.wraps(rule)
    def ruled(ctx: Context[WrongReply]) -> Ruling:
        return _unshown_beside(ctx, rule(ctx))

    return ruled


@encodes("wrong-reply", {"royall-1651": {"younger": "XII.15", "forgot": "XII.2"}})
@_call_unshown_beside
def wrong_reply_1651(ctx: Context[WrongReply]) -> Ruling:
    """1651 XII.15: the younger who let the elder's call be good may, "before he plaies his first
    Card", come in and reckon his own, the elder taking down what he set up. The text gives no
    reply to the elder: XII.14 is the elder recalling his own call after "It is good" (he "that
    hath in his hand more ... than those things which the other reckoned upon"), and XII.15
    begins "In like manner, if the Younger hand giving the Elder leave". The elder's reply is
    silent, XII.15 the nearest analogy."""
    incident = ctx.incident
    if incident.player == "elder":
        return ctx.silent([ctx.law("younger")], "XII.15 lets the younger who said \"good\" "
                          "holding better come in before he plays his first card; the text "
                          "gives no reply to the elder (XII.14 is the elder's own call "
                          "recalled).")
    law = ctx.law(incident.player)
    if has_played(incident.player, incident.discovered):
        cite = [law, ctx.law("forgot")]
        return ctx.decide(
            Decision.REFUSED, cite,
            f"Too late: the {incident.player} has played a card, and his reply stands.",
            f"The {incident.player} answered \"{incident.reply}\" holding better "
            f"{_reply_facts(incident)}: by law {law} he may recall himself only before he plays "
            "his first card.",
        )  # fmt: skip
    if first_word_stands(ctx):
        return first_word(ctx)
    return ctx.decide(
        Decision.RECTIFY, [law],
        f"The {incident.player} may withdraw his reply and reckon what he holds.",
        f"The {incident.player} answered \"{incident.reply}\" holding better "
        f"{_reply_facts(incident)} and has not yet played a card: by law {law} he may recall "
        "himself and reckon what he holds.",
        notes=(f"Law {law}: the adversary takes down whatever he had set up on the strength of the "
               "reply, even if he has played his first card.",)
        if incident.player == "younger" else (),
    )  # fmt: skip


@encodes("wrong-reply", {"portland-1882": {"reply": "51"}})
@_call_unshown_beside
def wrong_reply_1882(ctx: Context[WrongReply]) -> Ruling:
    """1882 law 51: the younger who allows a correct call good or equal, holding better, may
    correct his reply before the elder makes another call or, if none, before the elder leads."""
    incident, law = ctx.incident, ctx.law("reply")
    if incident.player == "elder":
        return ctx.silent([law], "the younger who wrongly allows a call may correct his reply "
                          "before the elder's next call or lead; nothing is said of the elder.")
    rule = ctx.edition.rules.reply_correction
    if rule is not None and rule.until == "never":
        return ctx.decide(
            Decision.REFUSED, [rule.law],
            "The younger must abide by his answer.",
            f"The younger answered \"{incident.reply}\" holding better {_reply_facts(incident)}: "
            f"by law {ctx.name(rule.law)} 'The younger hand having allowed a correct call to be "
            "good or equal, must abide by his answer'.",
        )  # fmt: skip
    before_the_lead = no_later_than(incident.discovered, "declaring")
    if before_the_lead and incident.called_since:
        return ctx.decide(
            Decision.REFUSED, [law],
            "Too late: the younger's reply stands.",
            f"The younger answered \"{incident.reply}\" holding better {_reply_facts(incident)}, "
            f"and the elder had made another call before it was put right: by law {law} the "
            "reply may be corrected only 'before the elder hand has made another call; or, in "
            "case there is no further call, before the elder hand has led a card'.",
        )  # fmt: skip
    if before_the_lead:
        return ctx.decide(
            Decision.RECTIFY, [law],
            "The younger may correct his reply.",
            f"The younger answered \"{incident.reply}\" holding better {_reply_facts(incident)}, "
            f"before the elder led: by law {law} he may correct his reply.",
            notes=(f"Law {law}: only before the elder has made another call; with no further "
                   "call, before the elder has led a card.",),
        )  # fmt: skip
    return ctx.decide(
        Decision.REFUSED, [law],
        "Too late: the younger's reply stands.",
        f"The younger answered \"{incident.reply}\" holding better {_reply_facts(incident)}: by "
        f"law {law} the reply may be corrected only before the elder has led a card.",
    )  # fmt: skip


silent("wrong-reply", "cotton-1674", ["17"],
       "a score forgotten, or a point not shown before his first card, is lost once he has begun "
       "to play; nothing is said of a reply of \"good\".", beside=_unshown_beside)


@encodes("wrong-reply", {"miller-sca": dict(MILLER_SECTION)})
def wrong_reply_miller(ctx: Context[WrongReply]) -> Ruling:
    """Miller: the younger declares hers if equal or higher; nothing on a wrong reply."""
    return ctx.silent([ctx.law(ctx.incident.what)],
                      "the younger declares hers 'if the younger has an equal or higher' holding; "
                      "nothing is said of one who wrongly lets the elder's stand.")
