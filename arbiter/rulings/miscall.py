"""A call that misstates the hand (kind `miscall`): more, less or other than he held, a
misnomer, an impossible call; and where the first word stands (1651 XII.15, Provence), a word
recalled. Moved from `calling.py`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.decisions import Decision, Effect
from arbiter.rulings.core import (
    PENALTY_READING,
    Context,
    Options,
    Penalty,
    Ruling,
    encodes,
    facts,
    false_reckoning_penalty,
    has_played,
    no_later_than,
)

if TYPE_CHECKING:
    from arbiter.formats.calling import Miscall, WrongReply

# Miller's summary gives each call its own section.
MILLER_SECTION = {"point": "ruffs", "sequence": "sequences", "set": "sets"}


# --- a miscall -------------------------------------------------------------------------------


def _unshown_beside(ctx: Context[Miscall], ruling: Ruling) -> Ruling:
    from arbiter.rulings.told_showing import unshown_beside  # the rules of a call not shown

    return unshown_beside(ctx, ruling)


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
    liberty) the first word of the point need not stand. XII.3: beside it, a call allowed and
    not shown before his first card is lost (`unshown_beside`)."""
    return _unshown_beside(ctx, _miscall_1651(ctx))


def _miscall_1651(ctx: Context[Miscall]) -> Ruling:
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
    if first_word_stands(ctx) and not incident.further_call:  # a word recalled, not a call added
        return first_word(ctx)
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
    incident = ctx.incident
    return incident.what == "sequence" and incident.further_call \
        and incident.good_against_the_cards


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
        f"and the holder of the best {_by_virtue(ctx.edition.cited(law).text)} reckons all his "
        "lesser; nothing is irregular.",
    )  # fmt: skip


def _by_virtue(text: str) -> str:
    """The law's own words for reckoning by virtue of the best (1651 "of It", Cotton
    "thereof"), quoted where the text has them."""
    said = next((w for w in ("by vertue of It", "by vertue thereof") if w in text), None)
    return f"'{said}'" if said else "by virtue of it"


def first_word_stands(ctx: Context[Miscall] | Context[WrongReply]) -> bool:
    calling = ctx.edition.rules.calling
    return calling is not None and calling.first_word == "stands"


def first_word(ctx: Context[Miscall] | Context[WrongReply]) -> Ruling:
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
    if first_word_stands(ctx):
        return first_word(ctx)
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
    than he held before play, Cotton says nothing. Cotton 17: beside it, his ruff allowed and
    not shown before his first card is lost (`unshown_beside`)."""
    return _unshown_beside(ctx, _miscall_cotton(ctx))


def _miscall_cotton(ctx: Context[Miscall]) -> Ruling:
    incident, law = ctx.incident, ctx.law("false")
    if incident.error == "under":
        return _under_cotton(ctx)
    if has_played(incident.player, incident.discovered):
        return _false_call_punished(ctx, [law])
    return _corrected(ctx, [law], f"by law {law} a misreckoning is punished only in him that "
                      "'hath play'd one of his Cards'; he has played none.")


def _under_cotton(ctx: Context[Miscall]) -> Ruling:
    incident, forgot = ctx.incident, ctx.law("forgot")
    if has_played(incident.player, incident.discovered):
        return _stands(ctx, [forgot], f"by law {forgot} he that 'hath begun to play his Cards "
                       "cannot recall them'.")
    if incident.what != "point" and _reckons_all(ctx):
        return _all_reckoned(ctx, ctx.law(incident.what))
    if incident.further_call:
        return _corrected(ctx, [forgot], f"law {forgot} takes what he forgot to reckon only from "
                          "one who 'hath begun to play his Cards'; he has not, and reckons it.")
    return ctx.silent([forgot], "a score forgotten is lost once he has begun to play; nothing "
                      "is said of recalling a call of less than he holds.")


@encodes("miscall", {"portland-1882": {
    "smaller": "50", "larger": "52", "misnomer": "53", "penalty": "54", "decline": "44",
    "omitted": "56", "good": "49", "show": "55", "order": "47"}})
def miscall_1882(ctx: Context[Miscall]) -> Ruling:
    """1882 laws 50-54: a smaller call may be corrected before it is replied to (50); a larger
    call allowed good, before the younger plays to the first trick (52), after which he
    reckons nothing (54); no penalty for a misnomer (53) nor for a call he could not possibly
    have held (54). Au cent 18: beside it, the elder's call allowed and not shown before he
    leads is lost (`unshown_beside`)."""
    return _unshown_beside(ctx, _miscall_1882(ctx))


def _miscall_1882(ctx: Context[Miscall]) -> Ruling:
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
    words = ("he can reckon any sequences he holds, whether of superior counting value to the "
             "one called or not") if ctx.incident.what == "sequence" else \
        "he can reckon any quatorzes or trios that he holds"
    return ctx.decide(
        Decision.PLAY_ON, [law, smaller],
        f"The elder may reckon the {what} he holds: his first call was good against the cards.",
        f"The elder first called less than he held {_miscall_facts(ctx.incident)}, but the call "
        f"was good against the cards: by law {law} '{words}'. Law {law} decides here, as an "
        f"exception to law {smaller} (a smaller call stands once it has been replied to).",
    )  # fmt: skip


def _under_1882(ctx: Context[Miscall]) -> Ruling:
    incident = ctx.incident
    if incident.player == "younger":
        law = ctx.law("omitted")
        if incident.further_call and no_later_than(incident.discovered, "after-first-lead"):
            return _reckoning(ctx)
        if no_later_than(incident.discovered, "after-first-lead"):
            return _corrected(ctx, [law], f"law {ctx.law('smaller')} speaks of the elder's call; "
                              f"by law {law} what the younger left out may be reckoned until he "
                              "has played to the first trick.")
        return _stands(ctx, [law], f"by law {law}, once the younger has played to the first "
                       "trick, nothing omitted can be reckoned.")
    law, omitted = ctx.law("smaller"), ctx.law("omitted")
    rule = ctx.edition.rules.under_call
    if incident.shown:
        return _shown_and_called(ctx)
    if rule is not None and rule.may_correct == "never":
        return _stands(ctx, [rule.law], f"by law {ctx.name(rule.law)} one who calls less than he "
                       "holds 'must abide by his call, and he cannot reckon anything superior, "
                       "even though his call is good against the cards'.")
    if incident.replied == "good" and incident.what != "point" \
            and incident.good_against_the_cards:
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


def _reckoning(ctx: Context[Miscall]) -> Ruling:
    """The younger's lesser call followed, before he plays to the first trick, by a further
    call of more: he is only reckoning (the Description, on law 47: "The younger hand is not
    bound to call his best sequence first"); nothing is irregular."""
    law = ctx.law("order")
    return ctx.decide(
        Decision.PLAY_ON, [law],
        "Nothing irregular: the younger reckons what he holds, in any order.",
        f"The younger called less than he held and then more {_miscall_facts(ctx.incident)}, "
        f"before he played to the first trick: by law {ctx.name(law)} 'It is not compulsory on "
        "the younger hand to call his point first'; he is reckoning what he holds, in any "
        "order, and the later call stands with the first.",
    )  # fmt: skip


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
    if incident.shown:
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
