"""Declarations: a score forgotten, a call that misstates the hand, a wrong reply of "good"."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from arbiter.decisions import Decision, Effect
from arbiter.formats import other
from arbiter.lawbook.editions import Edition
from arbiter.rulings.core import (
    PENALTY_READING,
    Case,
    Context,
    Options,
    Penalty,
    Ruling,
    checks,
    encodes,
    facts,
    false_reckoning_penalty,
    has_played,
    no_later_than,
    silent,
    stage,
)

if TYPE_CHECKING:
    from arbiter.formats.calling import DeclarationOmitted, Miscall, WrongReply

# Miller's summary gives each call its own section.
MILLER_SECTION = {"point": "ruffs", "sequence": "sequences", "set": "sets"}

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
    forgot = ctx.law("forgot")
    if not has_played(incident.player, incident.discovered):
        return _reckoned(ctx, [forgot], f"he has not yet played a card, and by law {forgot} only "
                         "one who 'hath begun to play his Cards' loses what he forgot.")
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
    law = ctx.law("forgot")
    if has_played(incident.player, incident.discovered):
        return _lost(ctx, [law], f"he has begun to play his cards, and by law {law} he 'cannot "
                     "recall them'.")
    return _reckoned(ctx, [law], f"he has not yet begun to play, and law {law} takes a forgotten "
                     "score away only from one who 'hath begun to play his Cards'.")


@encodes("declaration-omitted", {"portland-1882": {
    "omitted": "56", "point": "46", "counting": "70", "inform": "20", "blanche": "18"}})
def omitted_1882(ctx: Context[DeclarationOmitted]) -> Ruling:
    """1882 law 56: nothing omitted can be reckoned once the younger has played to the first
    trick; law 46: the elder must call his point first or lose it; law 70: errors in counting
    the hand may be put right until the player in error has seen his next hand."""
    incident = ctx.incident
    if incident.what in ("pique", "repique"):
        return _bonus_1882(ctx)
    elder_point = incident.player == "elder" and incident.what == "point"
    if elder_point and no_later_than("declaring", incident.discovered):
        law = ctx.law("point")
        return _lost(ctx, [law], f"by law {law} 'The elder hand must call his point first, or "
                     "he loses the right to call it'.")
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
    if incident.what != "repique":
        return ctx.silent(
            [ctx.law(incident.what), law], "players 'must declare that they have a pique or "
            "repique, or else they do not receive any points for them'; nothing is said of "
            "other scores left undeclared.")
    if incident.against_blanche:
        blanks = ctx.law("blanche")
        return ctx.decide(
            Decision.REFUSED, [blanks, law], "No repique: the elder's blank, already shown, "
            "scored first.",
            f"The {incident.player} called for a repique after his adversary had shown a blank: "
            f"by the {blanks} section the elder with a blank 'receives 10 points', and by the "
            f"{law} section a repique is had when a player reaches 30 points 'and the other "
            "player has no points'; he reckons what he holds without it.",
        )  # fmt: skip
    if incident.discovered == "next-deal":
        return _lost(ctx, [law], f"by the {law} section players 'must declare that they have a "
                     "pique or repique, or else they do not receive any points for them'; he "
                     "declared it only once the next deal had begun.", notes=(MILLER_REPIQUE,))
    return _reckoned(ctx, [law], f"by the {law} section players 'must declare that they have a "
                     "pique or repique, or else they do not receive any points for them'; he "
                     "declares it within the deal.", notes=(MILLER_REPIQUE,))


MILLER_REPIQUE = "Read: a repique is declared within the deal in which it was won."


# --- a miscall -------------------------------------------------------------------------------


def _miscall_facts(incident: Miscall) -> str:
    return facts(incident, "what", "error", "replied", "discovered")


def _corrected(ctx: Context[Miscall], cite: list[str], why: str,
               notes: tuple[str, ...] = ()) -> Ruling:
    incident = ctx.incident
    return ctx.decide(
        Decision.RECTIFY, cite,
        f"The {incident.player} may correct his {incident.what} call without penalty.",
        f"The {incident.player}'s miscall {_miscall_facts(incident)}: {why}",
        notes=notes,
    )  # fmt: skip


def _stands(ctx: Context[Miscall], cite: list[str], why: str) -> Ruling:
    incident = ctx.incident
    return ctx.decide(
        Decision.REFUSED, cite,
        f"Too late: the {incident.player}'s {incident.what} call stands as made.",
        f"The {incident.player}'s miscall {_miscall_facts(incident)}: {why}",
    )  # fmt: skip


def _not_allowed(ctx: Context[Miscall], law: str) -> Ruling:
    incident = ctx.incident
    return ctx.decide(
        Decision.PLAY_ON, [law],
        "No penalty: the call was not allowed, so nothing was reckoned on it.",
        f"The {incident.player}'s call {_miscall_facts(incident)} was answered \"not good\": law "
        f"{law} punishes a false call only when it is allowed and reckoned.",
    )  # fmt: skip


# The words that decide a false reckoning, for the ruling to quote (and the panel to show).
FALSE_RECKONING = {
    "royall-1651": "'he shall for his punishment be debarred from reckoning any thing of all "
                   "that he truly hath; and his Adversary shall have power to reckon all that He "
                   "hath'",
    "cotton-1674": "'for his punishment he shall be debar'd from reckoning anything he really "
                   "hath, and his adversary shall reckon all he hath'",
}  # fmt: skip
DEBARRED = "he is debarred from reckoning anything he truly has, and his adversary reckons all"


def _false_call_punished(ctx: Context[Miscall], cite: list[str]) -> Ruling:
    incident, law = ctx.incident, cite[0]
    return ctx.decide(
        Decision.PENALTY, cite,
        f"The {incident.player} reckons nothing this deal; his adversary reckons all he holds.",
        f"The {incident.player} reckoned what he had not {_miscall_facts(incident)} and has "
        f"played a card: by law {law} {FALSE_RECKONING.get(ctx.edition.root.id, DEBARRED)}, for "
        "this deal.",
        penalties=false_reckoning_penalty(incident.player),
        notes=(PENALTY_READING,),
    )  # fmt: skip


@encodes("miscall", {"royall-1651": {
    "false": "XII.4", "misnamed": "XII.7", "elder": "XII.14", "younger": "XII.15",
    "sequence": "VIII.4", "set": "IX"}})
def miscall_1651(ctx: Context[Miscall]) -> Ruling:
    """1651 XII.4: reckoning a thing he has not, once he has played a card: he reckons nothing
    and his adversary all; XII.7: a set misnamed may be recalled before he plays; XII.14-15: a
    player may recall himself and reckon more until he plays his first card, and (the Paris
    liberty) the first word of the point need not stand."""
    incident = ctx.incident
    played = has_played(incident.player, incident.discovered)
    if incident.error == "under":
        return _under_1651(ctx, played)
    # "Who ever shall reckon any thing false, as if he say, I have Three, or Foure Aces": the
    # saying is the false reckoning, however it was answered.
    if played:
        cite = [ctx.law("false")]
        if incident.what == "set":  # XII.7: "reckon some other thing, which he hath not"
            cite.insert(0 if incident.error == "misnomer" else 1, ctx.law("misnamed"))
        return _false_call_punished(ctx, cite)
    return _recall_before_play_1651(ctx)


def _under_1651(ctx: Context[Miscall], played: bool) -> Ruling:
    incident = ctx.incident
    law = ctx.law(incident.player)
    if played:
        return _stands(ctx, [law], f"by law {law} the recall must come before he has played a "
                       "card; after, it is too late.")
    further = ctx.case.moment is not None and ctx.case.moment.further_call
    if _first_word_stands(ctx) and not further:  # a word recalled, not a call added
        return _first_word(ctx)
    if incident.what != "point" and _reckons_all(ctx):
        return _all_reckoned(ctx, ctx.law(incident.what))
    if incident.what == "point":
        liberty = ctx.law("younger")
        return _corrected(ctx, list(dict.fromkeys([liberty, law])), f"he has not yet played a "
                          f"card, and by law {liberty}, in speaking the point, one who names "
                          "'more, or perhaps lesse, than he really hath' may afterwards 'tell "
                          "the just summe that he hath: neither lies there any Penalty upon his "
                          "recalling his first word'.",
                          notes=(f"Law {liberty}: this is 'the Liberty of This Game' at Paris; in "
                                 "Provence and Languedoc 'the First word is alwaies to stand'.",))
    return _corrected(ctx, [law], f"he has not yet played a card, and by law {law} he may "
                      "recall himself and reckon what he holds.")


def _reckons_all(ctx: Context[Miscall]) -> bool:
    """A lesser sequence called first, good against the cards, then a greater one by a further
    call (not by recalling the first): he reckons all his sequences (1651 VIII.4, Cotton 8:
    the holder of the biggest reckons all his lesser "by vertue of It"; the texts say it of
    sequences)."""
    moment = ctx.case.moment
    return ctx.incident.what == "sequence" and moment is not None and moment.further_call \
        and moment.good_against_the_cards


def _all_reckoned(ctx: Context[Miscall], law: str) -> Ruling:
    """1651 VIII.4 and IX, Cotton 8 and 10: no order of calling; the holder of the best reckons
    all his lesser ones by virtue of it."""
    incident = ctx.incident
    what = "sequences" if incident.what == "sequence" else "trios and quatorzes"
    return ctx.decide(
        Decision.PLAY_ON, [law],
        f"The {incident.player} reckons all his {what}: his first was good against the cards.",
        f"The {incident.player} first called a lesser one, good against the cards, then his "
        f"greater {_miscall_facts(incident)}: by law {law} the text fixes no order of calling, "
        f"and the holder of the best 'by vertue of It' reckons all his lesser; nothing is "
        "irregular.",
    )  # fmt: skip


def _first_word_stands(ctx: Context[Miscall] | Context[WrongReply]) -> bool:
    calling = ctx.edition.rules.calling
    return calling is not None and calling.first_word == "stands"


def _first_word(ctx: Context[Miscall] | Context[WrongReply]) -> Ruling:
    """Where the first word stands (1651 XII.15: Provence and Languedoc), a word once spoken
    (a call, or the younger's reply) may not be recalled: XII.14's and XII.15's liberties go
    with the Paris one (a set misnamed keeps XII.7's own)."""
    calling = ctx.edition.rules.calling
    assert calling is not None
    incident = ctx.incident
    return ctx.decide(
        Decision.REFUSED, [calling.law],
        f"Refused: the {incident.player}'s first word stands.",
        f"The {incident.player} would recall his word {facts(incident)}: by law "
        f"{ctx.name(calling.law)} 'the First word is alwaies to stand; neither is a man by any "
        "meanes permitted to recall his Word'.",
        notes=("Read: the Provence clause bars every recall of a word spoken (XII.14's by the "
               "elder, XII.15's by the younger and of the point), not a set misnamed, which XII.7 "
               "frees in its own words.",),
    )  # fmt: skip


def _recall_before_play_1651(ctx: Context[Miscall]) -> Ruling:
    incident = ctx.incident
    if incident.what == "set":
        law = ctx.law("misnamed")
        return _corrected(ctx, [law, ctx.law("false")], f"he has not yet played a card, and by "
                          f"law {law} 'he hath liberty then to recall himself; and there is no "
                          "more to be said to him'.")
    if _first_word_stands(ctx):
        return _first_word(ctx)
    if incident.what == "point" and incident.error != "misnomer":
        law = ctx.law("younger")
        return _corrected(ctx, [law], f"by law {law}, in speaking the point, one who names 'more, "
                          "or perhaps lesse, than he really hath' may afterwards 'tell the just "
                          "summe', with no penalty.",
                          notes=(f"Law {law}: this is 'the Liberty of This Game' at Paris; in "
                                 "Provence and Languedoc 'the First word is alwaies to stand'.",))
    law = ctx.law("false")
    return _corrected(ctx, [law], f"by law {law} a false reckoning is punished only 'if he have "
                      "plaid but one of his Cards, having reckoned' it; he has played none.",
                      notes=(f"Law {ctx.law('misnamed')} gives the like liberty, before he has "
                             "played, to one who misnamed a set.",))


@encodes("miscall", {"cotton-1674": {"false": "18", "forgot": "17", "sequence": "8",
                                     "set": "10"}})
def miscall_cotton(ctx: Context[Miscall]) -> Ruling:
    """Cotton 18: "He that misreckons any thing, and hath play'd one of his Cards, and his
    adversary finds ... that he had not what he reckoned" reckons nothing, and his adversary
    reckons all he has: put right before he plays, no penalty. Cotton 17: he that forgets to
    reckon and "hath begun to play his Cards cannot recall them". Of recalling a call of less
    than he held before play, Cotton says nothing."""
    incident, law = ctx.incident, ctx.law("false")
    if incident.error == "under":
        return _under_cotton(ctx)
    if has_played(incident.player, incident.discovered):
        return _false_call_punished(ctx, [law])
    return _corrected(ctx, [law], f"by law {law} a misreckoning is punished only in him that "
                      "'hath play'd one of his Cards'; he has played none.")


def _under_cotton(ctx: Context[Miscall]) -> Ruling:
    incident, forgot = ctx.incident, ctx.law("forgot")
    moment = ctx.case.moment
    if has_played(incident.player, incident.discovered):
        return _stands(ctx, [forgot], f"by law {forgot} he that 'hath begun to play his Cards "
                       "cannot recall them'.")
    if incident.what != "point" and _reckons_all(ctx):
        return _all_reckoned(ctx, ctx.law(incident.what))
    if moment is not None and moment.further_call:
        return _corrected(ctx, [forgot], f"law {forgot} takes what he forgot to reckon only from "
                          "one who 'hath begun to play his Cards'; he has not, and reckons it.")
    return ctx.silent([forgot], "a score forgotten is lost once he has begun to play; nothing "
                      "is said of recalling a call of less than he holds.")


@encodes("miscall", {"portland-1882": {
    "smaller": "50", "larger": "52", "misnomer": "53", "penalty": "54", "decline": "44",
    "omitted": "56", "good": "49", "show": "55"}})
def miscall_1882(ctx: Context[Miscall]) -> Ruling:
    """1882 laws 50-54: a smaller call may be corrected before it is replied to (50); a larger
    call allowed good, before the younger plays to the first trick (52), after which he
    reckons nothing (54); no penalty for a misnomer (53) nor for a call he could not possibly
    have held (54)."""
    incident = ctx.incident
    if incident.error == "misnomer":
        return _misnomer_1882(ctx)
    if incident.error == "impossible" and _over_window(ctx)[1] == "he-plays-a-card":
        return _over_1882(ctx)  # au cent 23 names no exception for a trio he could not hold
    if incident.error == "impossible":
        law = ctx.law("penalty")
        return _corrected(ctx, [law], f"by law {law} one who called what 'he could not possibly "
                          "have held in his hand and discard taken together' is liable to no "
                          "penalty.")
    if incident.error == "under":
        return _under_1882(ctx)
    return _over_1882(ctx)


def _misnomer_1882(ctx: Context[Miscall]) -> Ruling:
    """Law 53: no penalty for a misnomer; or, where the edition's `misnomer.correct_before` is
    `he-leads` (au cent 17), a misnomer of a sequence, trio or quatorze is put right only before
    he leads: after, a set he does not hold is a false call (`over_call`, au cent 23), and a
    sequence stands as he named it."""
    incident, law = ctx.incident, ctx.law("misnomer")
    rule = ctx.edition.rules.misnomer
    limited = rule is not None and rule.correct_before == "he-leads" and incident.what != "point"
    if not limited:
        return _corrected(ctx, [law], f"by law {ctx.name(law)} 'There is no penalty for a "
                          "misnomer'.",
                          notes=(f"Law {ctx.name(law)} counts it a misnomer provided he could not "
                                 "possibly have held what he named, in hand and discard "
                                 "together.",))
    assert rule is not None
    if not has_played(incident.player, incident.discovered):
        return _corrected(ctx, [rule.law], f"by law {ctx.name(rule.law)} 'He may, however, "
                          "correct a misnomer of sequence, trio, or quatorze, before he leads a "
                          "card'.")
    if incident.what == "set" and incident.replied != "not-good":
        return _reckons_nothing(ctx, [_over_window(ctx)[0], rule.law],
                                f"by law {ctx.name(rule.law)} a misnomer of a trio or quatorze "
                                "may be corrected only 'before he leads a card'; he has led, "
                                "and what he called he does not hold.")
    return _stands(ctx, [rule.law, law], f"by law {ctx.name(rule.law)} a misnomer may be "
                   "corrected only 'before he leads a card'; he has led, and his call stands as "
                   f"he named it (law {ctx.name(law)}: no penalty for a misnomer).")


def _over_window(ctx: Context[Miscall]) -> tuple[str, str]:
    """The law and window for putting right a call of more than he holds: law 54's (before
    the younger plays to the first trick), or the edition's `over_call` for trios and
    quatorzes (au cent 23: before he plays a card; its law speaks of those alone)."""
    rule = ctx.edition.rules.over_call
    if rule is not None and rule.correct_before == "he-plays-a-card" and \
            ctx.incident.what == "set":
        return rule.law, rule.correct_before
    return ctx.law("penalty"), "younger-plays-to-first-trick"


def _reckons_nothing(ctx: Context[Miscall], cite: list[str], why: str) -> Ruling:
    incident, decline = ctx.incident, ctx.law("decline")
    return ctx.decide(
        Decision.PENALTY, [*cite, decline],
        f"The {incident.player} can reckon nothing this deal (his adversary may waive it).",
        f"The {incident.player}'s call {_miscall_facts(incident)}: {why} He can reckon nothing "
        "that deal.",
        penalties=[Penalty(incident.player, Effect.RECKONS_NOTHING)],
        notes=(f"Law {ctx.name(decline)}: the adversary may choose not to enforce the penalty.",),
    )  # fmt: skip


def _good_against_the_cards(ctx: Context[Miscall]) -> Ruling:
    """Law 49, an exception to law 50: a first call good against the cards lets the elder
    reckon any sequences (or quatorzes and trios) he holds, the superior ones too."""
    law, smaller = ctx.law("good"), ctx.law("smaller")
    what = "sequences" if ctx.incident.what == "sequence" else "quatorzes or trios"
    return ctx.decide(
        Decision.PLAY_ON, [law, smaller],
        f"The elder may reckon the {what} he holds: his first call was good against the cards.",
        f"The elder first called less than he held {_miscall_facts(ctx.incident)}, but the call "
        f"was good against the cards: by law {law} 'he can reckon any {what} he holds, whether "
        f"of superior counting value to the one called or not'. Law {law} decides here, as an "
        f"exception to law {smaller} (a smaller call stands once it has been replied to).",
    )  # fmt: skip


def _under_1882(ctx: Context[Miscall]) -> Ruling:
    incident = ctx.incident
    if incident.player == "younger":
        law = ctx.law("omitted")
        if no_later_than(incident.discovered, "after-first-lead"):
            return _corrected(ctx, [law], f"law {ctx.law('smaller')} speaks of the elder's call; "
                              f"by law {law} what the younger left out may be reckoned until he "
                              "has played to the first trick.")
        return _stands(ctx, [law], f"by law {law}, once the younger has played to the first "
                       "trick, nothing omitted can be reckoned.")
    law, omitted = ctx.law("smaller"), ctx.law("omitted")
    moment, rule = ctx.case.moment, ctx.edition.rules.under_call
    if moment is not None and moment.shown:
        return _shown_and_called(ctx)
    if rule is not None and rule.may_correct == "never":
        return _stands(ctx, [rule.law], f"by law {ctx.name(rule.law)} one who calls less than he "
                       "holds 'must abide by his call, and he cannot reckon anything superior, "
                       "even though his call is good against the cards'.")
    if incident.replied == "good" and incident.what != "point" and moment is not None \
            and moment.good_against_the_cards:
        return _good_against_the_cards(ctx)
    if incident.replied != "none":
        exception = [ctx.law("good")] if incident.what != "point" else []
        return _stands(ctx, [law, *exception], f"by law {law} a smaller call may be corrected "
                       "only 'before it has been replied to by the younger hand'; it has been"
                       + (f", and law {exception[0]}'s exception (a first call good against the "
                          "cards) is not met." if exception else "."))
    if not no_later_than(incident.discovered, "after-first-lead"):
        return _stands(ctx, [law, omitted], f"unanswered, but by law {omitted} nothing omitted "
                       "can be reckoned once the younger has played to the first trick.")
    return _corrected(ctx, [law], f"by law {law} he may correct a smaller call 'before it has "
                      "been replied to by the younger hand'.")


def _shown_and_called(ctx: Context[Miscall]) -> Ruling:
    """He showed, of his own accord before playing, more than he called: law 55's second
    sentence lets him reckon what he showed (`shown_and_called.reckons: shown`); au cent 19
    holds him to what he called (`called`), the show barring the younger's lesser sequences."""
    incident = ctx.incident
    rule = ctx.edition.rules.shown_and_called
    law = rule.law if rule is not None else ctx.law("show")
    if rule is not None and rule.reckons == "called":
        return _stands(ctx, [law], f"he showed more than he called: by law {ctx.name(law)} 'he "
                       "cannot reckon the superior one; but the show bars the younger hand from "
                       "reckoning his sequences, if only equal or inferior to the one shown'.")
    smaller = ctx.law("smaller")
    return ctx.decide(
        Decision.RECTIFY, [law, smaller],
        f"The {incident.player} reckons what he showed: he showed it before he played.",
        f"The {incident.player} called less than he had shown of his own accord "
        f"{_miscall_facts(incident)}: by law {ctx.name(law)} a player who, 'before he plays a "
        "card, voluntarily show anything which he claims to be good or equal, he is liable to "
        f"no penalty for miscalling what he has shown'. Law {ctx.name(law)} decides here, as an "
        f"exception to law {ctx.name(smaller)} (a smaller call stands once replied to).",
    )  # fmt: skip


def _shown_freely(ctx: Context[Miscall]) -> Ruling:
    """Law 55's second sentence, an exception to law 54: a player who shows what he claims
    before he plays a card, of his own accord, is liable to no penalty for miscalling it."""
    law, penalty = ctx.law("show"), ctx.law("penalty")
    return ctx.decide(
        Decision.RECTIFY, [law, penalty],
        f"No penalty: the {ctx.incident.player} showed what he called before he played.",
        f"The {ctx.incident.player} called more than he holds {_miscall_facts(ctx.incident)}, "
        f"but showed the cards of his own accord before he played a card: by law {law} 'he is "
        f"liable to no penalty for miscalling what he has shown'. Law {law} decides here, as an "
        f"exception to law {penalty}; he reckons what he showed.",
    )  # fmt: skip


def _over_1882(ctx: Context[Miscall]) -> Ruling:
    incident, larger = ctx.incident, ctx.law("larger")
    if incident.replied == "not-good":
        return _not_allowed(ctx, ctx.law("penalty"))
    window_law, window = _over_window(ctx)
    if window == "he-plays-a-card":
        if has_played(incident.player, incident.discovered):
            return _reckons_nothing(ctx, [window_law], f"by law {ctx.name(window_law)} one who "
                                    "calls a quatorze or trio he does not hold, allowed good, "
                                    "and plays a card without correcting it, 'can reckon "
                                    "nothing that deal'.")
        return _corrected(ctx, [window_law], f"by law {ctx.name(window_law)} he may correct it "
                          "before he plays a card.")
    if incident.player == "younger" and incident.discovered == "after-first-lead":
        return ctx.decide(
            Decision.OPTION, [larger],
            "The younger corrects his call; the elder may take back the card he led.",
            f"The younger called more than he holds {_miscall_facts(incident)} and corrects it "
            f"after the elder has led: by law {larger} he may, 'before the younger hand has played "
            "to the first trick', and 'the elder hand is at liberty to retake the card he led, "
            "and to play differently'.",
            options=Options("elder", (Decision.RECTIFY, Decision.PLAY_ON)),
        )  # fmt: skip
    if no_later_than(incident.discovered, "after-first-lead"):
        return _corrected(ctx, [larger], f"by law {larger} a larger call allowed to be good may "
                          "be corrected 'before the younger hand has played to the first trick'.",
                          notes=(f"Law {larger}: if the younger corrects after the elder has led, "
                                 "the elder may take back his card and play differently.",))
    law, decline = ctx.law("penalty"), ctx.law("decline")
    if ctx.case.moment is not None and ctx.case.moment.shown:
        return _shown_freely(ctx)
    return ctx.decide(
        Decision.PENALTY, [law, decline],
        f"The {incident.player} can reckon nothing this deal (his adversary may waive it).",
        f"The {incident.player} called more than he holds {_miscall_facts(incident)}, and did "
        f"not correct it before the younger played to the first trick: by law {law} 'he can "
        "reckon nothing that deal', and 'On discovery of the error, the adversary may reckon "
        "anything he has good, which is not barred by a correct call of the player in error, "
        "made in addition to his miscall'.",
        penalties=[Penalty(incident.player, Effect.RECKONS_NOTHING)],
        notes=(f"Law {law}: the adversary may reckon anything he has good that a correct call "
               "of the player in error does not bar.",
               f"Law {decline}: the adversary may choose not to enforce the penalty.",
               "An answer of \"equal\", or a call left unanswered into the play, is treated as "
               "allowed (law 55 speaks of calls allowed to be good or equal)."),
    )  # fmt: skip


@encodes("miscall", {"miller-sca": dict(MILLER_SECTION)})
def miscall_miller(ctx: Context[Miscall]) -> Ruling:
    """Miller: the loser may ask to see the winning ruff, sequence or set; nothing on miscalls."""
    return ctx.silent([ctx.law(ctx.incident.what)],
                      "the loser may ask to see the winning holding; nothing is said of a call "
                      "that misstates it.")


# --- a wrong reply ---------------------------------------------------------------------------


def _reply_facts(incident: WrongReply) -> str:
    return facts(incident, "what", "reply", "discovered")


@encodes("wrong-reply", {"royall-1651": {"elder": "XII.14", "younger": "XII.15",
                                         "forgot": "XII.2"}})
def wrong_reply_1651(ctx: Context[WrongReply]) -> Ruling:
    """1651 XII.15: the younger who let the elder's call be good may, "before he plaies his first
    Card", come in and reckon his own, the elder taking down what he set up (XII.14 likewise for
    the elder, before he plays a card)."""
    incident = ctx.incident
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
    if _first_word_stands(ctx):
        return _first_word(ctx)
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
    moment = ctx.case.moment
    called_since = moment.called_since if moment is not None else \
        no_later_than(incident.discovered, "declaring") and incident.called_since
    if called_since or (moment is not None and moment.led):
        done = "made another call" if called_since else "led a card"
        return ctx.decide(
            Decision.REFUSED, [law],
            "Too late: the younger's reply stands.",
            f"The younger answered \"{incident.reply}\" holding better {_reply_facts(incident)}, "
            f"and the elder had {done} before it was put right: by law {law} the reply may be "
            "corrected only 'before the elder hand has made another call; or, in case there is "
            "no further call, before the elder hand has led a card'.",
        )  # fmt: skip
    if no_later_than(incident.discovered, "declaring"):
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
       "to play; nothing is said of a reply of \"good\".")


@encodes("wrong-reply", {"miller-sca": dict(MILLER_SECTION)})
def wrong_reply_miller(ctx: Context[WrongReply]) -> Ruling:
    """Miller: the younger declares hers if equal or higher; nothing on a wrong reply."""
    return ctx.silent([ctx.law(ctx.incident.what)],
                      "the younger declares hers 'if the younger has an equal or higher' holding; "
                      "nothing is said of one who wrongly lets the elder's stand.")
