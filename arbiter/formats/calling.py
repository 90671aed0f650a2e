"""Incidents of the calling: a declaration forgotten, a miscall, a wrong reply."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Literal

from arbiter.formats.common import Incident, Player, SinceDeclaring, SinceTakingUp
from arbiter.formats.kinds import formats_by_kind
from arbiter.formats.markers import Doc

CALLED = Doc("What was called?", {"point": "the point (the ruff)",
                                  "sequence": "a sequence (tierce, quart, quint...)",
                                  "set": "a trio or quatorze (three or four of a rank)"},
             fact="{} was called")


@dataclass(frozen=True)
class DeclarationOmitted(Incident):
    """A player forgot to call something he held (his point, a sequence, a quatorze...)."""

    kind: Literal["declaration-omitted"]
    player: Player
    what: Annotated[
        Literal["blanche", "point", "sequence", "set", "pique", "repique"],
        Doc("What did he forget to call?",
            {"blanche": "a carte blanche", "point": "the point (the ruff)",
             "sequence": "a sequence", "set": "a trio or quatorze",
             "pique": "a pique (thirty reached before the other scored)",
             "repique": "a repique (thirty reached in hand before the other scored)"},
            fact="he forgot to call {}"),
    ]
    discovered: SinceTakingUp
    against_blanche: Annotated[
        bool, Doc("Had his adversary shown a carte blanche before the pique or repique was "
                  "called for?",
                  fact="his adversary had shown a carte blanche before the pique or repique "
                       "was called for")] = False


@dataclass(frozen=True)
class Miscall(Incident):
    """A player called his point, a sequence or a set wrongly (more, less, or the wrong
    suit or rank)."""

    kind: Literal["miscall"]
    player: Player
    what: Annotated[Literal["point", "sequence", "set"], CALLED]
    error: Annotated[
        Literal["over", "under", "misnomer", "impossible"],
        Doc("What was wrong with the call?",
            {"over": "he called more than he held, or a suit or rank he might have held and did "
                     "not",
             "under": "he called less than he held",
             "misnomer": "the right count, but a suit or rank he could not have held (his hand "
                         "and discard together)",
             "impossible": "he could not have held it, in his hand and discard together"},
            fact="{}", words={"misnomer": "he called the right count of a suit or rank he could "
                                          "not have held"}),
    ]
    replied: Annotated[
        Literal["good", "equal", "not-good", "none"],
        Doc("What did the adversary reply to the call?",
            {"good": "\"good\"", "equal": "\"equal\"", "not-good": "\"not good\"",
             "none": "he had not replied yet"}, fact="the adversary replied {}",
            words={"none": "nothing yet"}),
    ]
    discovered: SinceDeclaring
    shown: Annotated[
        bool, Doc("Had he shown the cards of his call of his own accord, before playing a "
                  "card?",
                  fact="he had shown the cards of his call of his own accord, before playing "
                       "a card"),
    ] = False
    good_against_the_cards: Annotated[
        bool, Doc("Was his call good against the cards (could the adversary hold nothing as "
                  "good)?", fact="his call was good against the cards"),
    ] = False
    further_call: Annotated[
        bool, Doc("Did he mend a call of less than he held by a further call of the same kind "
                  "(not by recalling it)?",
                  fact=("he mended a call of less than he held by a further call of the same kind",
                        "he did not mend his call by a further call of the same kind")),
    ] = False


@dataclass(frozen=True)
class WrongReply(Incident):
    """A player answered "good" or "equal" to a call when he held better."""

    kind: Literal["wrong-reply"]
    player: Annotated[Player, Doc("Who gave the wrong reply?", fact="{} gave the wrong reply")]
    what: Annotated[Literal["point", "sequence", "set"], CALLED]
    reply: Annotated[
        Literal["good", "equal"], Doc("What did he reply?", {"good": "\"good\"",
                                                             "equal": "\"equal\""},
                                      fact="he replied {}"),
    ]
    discovered: SinceDeclaring
    called_since: Annotated[
        bool, Doc("Had the elder made another call after the reply, before it was put right?",
                  fact="the elder had made another call after the reply, before it was put right"),
    ] = False
    shown: Annotated[
        bool, Doc("Had the caller shown the cards of the call replied to, before playing a "
                  "card?",
                  fact="the caller had shown the cards of the call replied to, before playing "
                       "a card"),
    ] = False


FORMATS = formats_by_kind(DeclarationOmitted, Miscall, WrongReply)
