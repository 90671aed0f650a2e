"""The play: a revoke, a card played or dropped in error, a lead out of turn, cards thrown up,
and a player found changing cards."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arbiter.decisions import Decision, Effect
from arbiter.rulings.core import (
    Context,
    Penalty,
    Ruling,
    encodes,
    facts,
    silent,
    when,
)

if TYPE_CHECKING:
    from arbiter.formats import Role
    from arbiter.formats.play import (
        CardPlayedInError,
        CardsThrownUp,
        ChangingCards,
        LeadOutOfTurn,
        Revoke,
    )

# --- a revoke --------------------------------------------------------------------------------


def _cards_gathered(ctx: Context[Revoke], law: str) -> Ruling | None:
    """Once the next deal has begun the cards are gathered: the law's remedy (taking the card
    back) can no longer be applied, and the text says nothing more."""
    if ctx.incident.discovered != "next-deal":
        return None
    return ctx.silent([law], f"Law {law} has the card taken back and suit followed; once the next "
                      "deal has begun the cards are gathered, and nothing is said of that case.")


@encodes("revoke", {"royall-1651": {"revoke": "XII.6", "recall": "X.1"}})
def revoke_1651(ctx: Context[Revoke]) -> Ruling:
    """1651 XII.6 (and X.1): a card played by one who "knew not that he had any of the Suit" is
    taken up again and suit followed; "for this Oversight there is no penalty due". Both need
    a card of the suit still in his hand to follow with (X.1: "find, that he hath a Card of
    the same Suit"): once he has played out the suit, or all the cards are played, he has
    none, and the card stands, as under Cotton 12."""
    law = ctx.law("revoke")
    gathered = _cards_gathered(ctx, law)
    if gathered:
        return gathered
    if not can_follow(ctx.incident):
        return _all_played_1651(ctx)
    return ctx.decide(
        Decision.RECTIFY, [law, ctx.law("recall")],
        f"The {ctx.incident.player} takes his card back and follows suit; no penalty.",
        f"The {ctx.incident.player} did not follow suit though able {facts(ctx.incident)}: by law "
        f"{law} 'he is to take up his Card againe, and to follow Suit ... and for this Oversight "
        "there is no penalty due'.",
        notes=(f"Law {law} sets no limit of time: the exception turns on his not having known he "
               "held the suit.",),
    )  # fmt: skip


def can_follow(incident: Revoke) -> bool:
    """Whether he still had a card of the suit led to follow suit with when the renounce came
    to light: only while the play goes on (`holds_suit`, read only then), never after it."""
    return incident.discovered == "play" and incident.holds_suit


def _all_played_1651(ctx: Context[Revoke]) -> Ruling:
    return card_stands(ctx, ctx.incident.player, [ctx.law("recall"), ctx.law("revoke")],
                       _found(ctx.incident))


def _found(incident: Revoke) -> str:
    return f"when it came to light ({when(incident.discovered)})"


# The exception to "a card once played is not recalled", in each text's words (1651 X.1,
# Cotton 12): the renouncer may take his card up to follow suit with a card of the suit led.
RECALL = {"royall-1651": "except he that plaid it find, that he hath a Card of the same Suit",
          "cotton-1674": "unless he have a Card of the same suit in his hand"}  # fmt: skip


def card_stands(ctx: Context[Any], player: Role, cite: list[str], found: str) -> Ruling:
    """1651 X.1 (and XII.6), Cotton 12: a card once played is taken up again only by one who
    has a card of the suit led in his hand, to follow suit with; with none left, it stands."""
    law = cite[0]
    return ctx.decide(
        Decision.REFUSED, cite,
        "Too late: the card played stands; no penalty.",
        f"The {player} did not follow suit though able, and {found}, he held none of the suit: "
        f"by law {law} a card once played is recalled only '{RECALL[ctx.edition.root.id]}', to "
        "follow suit with; he has none, so the card stands.",
        notes=["No later trick is played again: the text has no retaking of the cards played "
               "after the renounce."],
    )  # fmt: skip


@encodes("revoke", {"cotton-1674": {"recall": "12"}})
def revoke_cotton(ctx: Context[Revoke]) -> Ruling:
    """Cotton 12: "A Card once play'd must not be recalled, unless he have a Card of the same
    suit in his hand": once all the cards are played he has none, and the card stands."""
    incident, law = ctx.incident, ctx.law("recall")
    if can_follow(incident):
        return ctx.decide(
            Decision.RECTIFY, [law],
            f"The {incident.player} takes his card back and follows suit.",
            f"The {incident.player} did not follow suit though able {facts(incident)}: by law "
            f"{law} a card played may be recalled when 'he have a Card of the same suit in his "
            "hand'.",
        )  # fmt: skip
    return card_stands(ctx, incident.player, [law], _found(incident))


@encodes("revoke", {"portland-1882": {"revoke": "59.IV"}})
def revoke_1882(ctx: Context[Revoke]) -> Ruling:
    """1882 law 59.IV: a player who does not follow suit when able must, when the error is
    detected, retake the cards played in error and follow suit; the cards played after are
    retaken and the play goes on as though no error had been made. It sets no time, and
    retaking the later cards gives him back the suit played out since: `holds_suit` is not
    read."""
    law = ctx.law("revoke")
    gathered = _cards_gathered(ctx, law)
    if gathered:
        return gathered
    return ctx.decide(
        Decision.RECTIFY, [law],
        "The card is taken back and suit followed; the later cards are played again.",
        f"The {ctx.incident.player} did not follow suit though able "
        f"{facts(ctx.incident, 'player', 'discovered')}: by law {law} he retakes the card and "
        "plays the suit led; all cards played after the mistake are retaken and the play "
        "proceeds as though no error had been committed.",
    )  # fmt: skip


silent("revoke", "miller-sca", ["tricks"],
       "tricks are 'played like no-trump tricks in bridge', the highest card of the suit led "
       "winning; nothing is said of a revoke.")

# --- a card played or dropped in error -------------------------------------------------------


@encodes("card-played-in-error", {"royall-1651": {"played": "XII.6", "down": "XII.6"},
                                  "cotton-1674": {"played": "12"},
                                  "portland-1882": {"played": "59", "dropped": "59.I"}})
def card_once_played(ctx: Context[CardPlayedInError]) -> Ruling:
    """1651 XII.6, Cotton 12, 1882 law 59: a card once played cannot be taken up (the revoke
    aside); 1882 59.I alone lets a card accidentally dropped be retaken."""
    incident = ctx.incident
    if incident.dropped and "dropped" in ctx.laws:
        law = ctx.law("dropped")
        return ctx.decide(
            Decision.RECTIFY, [law],
            f"The {incident.player} takes back the card he dropped.",
            f"The {incident.player} dropped a card by accident {facts(incident)}: by law {law} "
            "'If a player accidentally drop a card or cards, he may retake them'.",
        )  # fmt: skip
    law = ctx.law("played")
    if incident.dropped and "down" not in ctx.laws:
        return ctx.silent([law], "a card 'once play'd' must not be recalled; nothing is said of "
                          "a card dropped.")
    return ctx.decide(
        Decision.REFUSED, [law],
        "Refused: a card once played cannot be taken back.",
        f"The {incident.player} {'dropped' if incident.dropped else 'played'} a card in error "
        f"{facts(incident)}: by law {law} a card once played cannot be taken up again, and "
        "none of the law's exceptions (a failure to follow suit among them) applies.",
        notes=(f"Law {law} says 'any Card, that is once out of the hand, and downe upon the board, "
               "cannot at all be recalled': a dropped card is held to that.",)
        if incident.dropped else (),
    )  # fmt: skip


silent("card-played-in-error", "miller-sca", ["tricks"],
       "the tricks section says how tricks are played and won; nothing is said of a card played "
       "in error.")

# --- a lead out of turn ----------------------------------------------------------------------


@encodes("lead-out-of-turn", {"portland-1882": {"lead": "59.III"}})
def lead_out_of_turn_1882(ctx: Context[LeadOutOfTurn]) -> Ruling:
    """1882 law 59.III: a card led out of turn may be taken up, unless the adversary has played
    to the trick, when the error cannot be rectified."""
    incident, law = ctx.incident, ctx.law("lead")
    if incident.adversary_played:
        return ctx.decide(
            Decision.PLAY_ON, [law],
            "The lead stands: the adversary has played to it.",
            f"The {incident.player} led out of turn and his adversary played to the trick "
            f"{facts(incident)}: by law {law} 'the error cannot be rectified'.",
        )  # fmt: skip
    return ctx.decide(
        Decision.RECTIFY, [law],
        f"The {incident.player} takes back the card led out of turn.",
        f"The {incident.player} led out of turn, not yet played to {facts(incident)}: by law "
        f"{law} 'the card led may be taken up'.",
    )  # fmt: skip


silent("lead-out-of-turn", "royall-1651", ["XII.6", "X.2"],
       "the winner of a trick leads the next (X.2), and a card once down upon the board cannot "
       "be recalled, a revoke excepted (XII.6); nothing is said of a lead out of turn.")
silent("lead-out-of-turn", "cotton-1674", ["12"],
       "a card once played must not be recalled, a revoke excepted; nothing is said of a lead "
       "out of turn.")
silent("lead-out-of-turn", "miller-sca", ["tricks"],
       "'The winner of the trick leads for the next trick'; nothing is said of a lead out of "
       "turn.")

# --- cards thrown up -------------------------------------------------------------------------


def _thrown_and_mixed(ctx: Context[CardsThrownUp], law: str) -> Ruling:
    incident = ctx.incident
    return ctx.decide(
        Decision.PENALTY, [law],
        f"The {incident.player} may not take his cards up again: the tricks left are lost.",
        f"The {incident.player} threw up his cards and mixed them with those on the table "
        f"{facts(incident)}: by law {law} he is not allowed to take them up again and play them "
        "out.",
        penalties=[Penalty(incident.player, Effect.LOSES_REMAINING_TRICKS)],
    )  # fmt: skip


@encodes("cards-thrown-up", {"royall-1651": {"thrown": "XII.8"}})
def thrown_up_1651(ctx: Context[CardsThrownUp]) -> Ruling:
    """1651 XII.8: cards thrown up and mingled with the others cannot be taken up again, "but
    must lose it"; not mixed, "he may then play it out"."""
    incident, law = ctx.incident, ctx.law("thrown")
    if incident.mixed:
        return _thrown_and_mixed(ctx, law)
    return ctx.decide(
        Decision.RECTIFY, [law],
        f"The {incident.player} takes up his cards again and plays the deal out.",
        f"The {incident.player} threw up his cards without mixing them {facts(incident)}: by law "
        f"{law}, 'in case the Cards have not at all been mixed one with the other, he may then "
        "play it out'.",
    )  # fmt: skip


@encodes("cards-thrown-up", {"cotton-1674": {"thrown": "19"}})
def thrown_up_cotton(ctx: Context[CardsThrownUp]) -> Ruling:
    """Cotton 19: he that throws up his cards, "mingling them with other Cards on the Table",
    may not take them up and play them out; of cards not mingled it says nothing."""
    law = ctx.law("thrown")
    if ctx.incident.mixed:
        return _thrown_and_mixed(ctx, law)
    return ctx.silent([law], "cards thrown up and mingled with the others may not be taken up "
                      "again; nothing is said of cards thrown up but not mixed.")


silent("cards-thrown-up", "portland-1882", ["59"],
       "a card once led or played cannot be taken up, save as law 59 provides; nothing is said "
       "of a hand thrown up.")
silent("cards-thrown-up", "miller-sca", ["tricks"],
       "the tricks are played until all cards are played; nothing is said of a hand thrown up.")

# --- changing cards --------------------------------------------------------------------------


@encodes("changing-cards", {"royall-1651": {"cheat": "XII.23"}})
def changing_cards_1651(ctx: Context[ChangingCards]) -> Ruling:
    """1651 XII.23: one found changing or taking back any of his cards is noted a cheat, "shall
    also lose his game, and shall not reckon any thing that he hath"."""
    incident, law = ctx.incident, ctx.law("cheat")
    return ctx.decide(
        Decision.PENALTY, [law],
        f"The {incident.player} loses the game and reckons nothing.",
        f"The {incident.player} was found changing or taking back cards {facts(incident)}: by law "
        f"{law} he 'shall also lose his game, and shall not reckon any thing that he hath'.",
        penalties=[Penalty(incident.player, Effect.LOSES_GAME),
                   Penalty(incident.player, Effect.RECKONS_NOTHING)],
        notes=(f"Law {law}: he is 'to be noted for a Cheating, Fowle Player', and 'the other "
               "ought to refuse him, as a Cheat, and play no more with him'.",),
    )  # fmt: skip


@encodes("changing-cards", {"cotton-1674": {"cheat": "24"}})
def changing_cards_cotton(ctx: Context[ChangingCards]) -> Ruling:
    """Cotton 24: "Whosoever is found changing or taking back again any of his Cards, he shall
    lose the Game, and be accounted a foul Player"."""
    incident, law = ctx.incident, ctx.law("cheat")
    return ctx.decide(
        Decision.PENALTY, [law],
        f"The {incident.player} loses the game.",
        f"The {incident.player} was found changing or taking back cards {facts(incident)}: by law "
        f"{law} 'he shall lose the Game, and be accounted a foul Player'.",
        penalties=[Penalty(incident.player, Effect.LOSES_GAME)],
    )  # fmt: skip


@encodes("changing-cards", {"portland-1882": {"back": "25", "decline": "44", "play": "58"}})
def changing_cards_1882(ctx: Context[ChangingCards]) -> Ruling:
    """1882 law 25: a player who, after taking up a card of the stock, takes back into his hand
    any of his discard must play with more than twelve cards and can reckon nothing that deal."""
    incident, law, decline = ctx.incident, ctx.law("back"), ctx.law("decline")
    return ctx.decide(
        Decision.PENALTY, [law, decline],
        f"The {incident.player} can reckon nothing this deal (his adversary may waive it).",
        f"The {incident.player} was found taking back cards {facts(incident)}: by law {law}, "
        "taking back into his hand any of his discard after taking up a card of the stock, he "
        "must play with more than twelve cards, and can reckon nothing that deal.",
        penalties=[Penalty(incident.player, Effect.RECKONS_NOTHING)],
        notes=(f"Law {law} names taking back the discard; the 1882 laws name no other penalty "
               "for changing cards.",
               f"Law {decline}: the adversary may choose not to enforce the penalty.",
               f"Law {ctx.law('play')}: his cards, though not good to score, are good to bar "
               "his adversary."),
    )  # fmt: skip


silent("changing-cards", "miller-sca", ["blanks"],
       "each player discards and draws once; nothing is said of changing cards.")
