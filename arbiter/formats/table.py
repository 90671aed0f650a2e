"""Incidents at the table, outside the run of a deal: the wrong pack dealt with, torn or
marked cards, a bystander's remark, written scores that differ, a card from another pack, a
fresh deal the players agree on."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Literal

from pydantic import Field

from arbiter.decisions import Role
from arbiter.formats.common import Discovered, Incident, Player, SinceDealing
from arbiter.formats.kinds import formats_by_kind
from arbiter.formats.markers import Doc, Example


@dataclass(frozen=True)
class WrongPack(Incident):
    """The dealer dealt with the wrong pack (the other of the two packs in use)."""

    kind: Literal["wrong-pack"]
    discovered: SinceDealing  # no card is dealt while cutting


@dataclass(frozen=True)
class DamagedCards(Incident):
    """A card of the pack is found torn or marked."""

    kind: Literal["damaged-cards"]
    problem: Annotated[
        Literal["torn", "marked"],
        Doc("What is wrong with the cards?",
            {"torn": "a card is torn", "marked": "a card is marked, and may be known by "
                                                 "its back"}, fact="{}"),
    ]
    discovered: Discovered


@dataclass(frozen=True)
class BystanderRemark(Incident):
    """Someone watching, not a player, called attention to an error or an oversight."""

    kind: Literal["bystander-remark"]
    affects_score: Annotated[
        bool, Doc("Did his remark change the score (a player claimed or corrected something "
                  "because of it)?",
                  fact=("his remark changed the score", "his remark did not change the score")),
    ]


@dataclass(frozen=True)
class WrittenScoresDiffer(Incident):
    """The two players' written scores of a deal do not agree."""

    kind: Literal["written-scores-differ"]
    hand: Annotated[
        Role,
        Doc("Whose hand's score do the two written scores differ over?",
            {"elder": "the elder's own hand (what he scored)",
             "younger": "the dealer's own hand (what he scored)"},
            fact="the written scores differ over {}"),
    ]


@dataclass(frozen=True)
class ForeignCard(Incident):
    """A card from another pack is found among the cards."""

    kind: Literal["foreign-card"]
    where: Annotated[
        Literal["hand", "discard", "stock", "pack"],
        Doc("Where was the card from another pack found?",
            {"hand": "in a player's hand", "discard": "in a player's discard",
             "stock": "in the stock", "pack": "in the pack, before or while dealing"},
            fact="the card from another pack was found {}"),
        Example("pack"),
    ]
    discovered: Discovered
    player: Annotated[
        Player | None, Doc("In whose hand or discard? (for a hand or a discard only)",
                           fact="it was in {} hand or discard",
                           words={"elder": "the elder's", "younger": "the younger's"}),
    ] = None
    used_in_call: Annotated[
        bool, Doc("Had he counted it in a call (point, sequence or set)?",
                  fact="he had counted it in a call"),
    ] = False
    played: Annotated[bool, Doc("Had he played it to a trick?",
                                fact="he had played it to a trick")] = False
    call_impossible: Annotated[
        bool, Doc("Could he not possibly have held the call he counted it in, in his hand and "
                  "discard together? (its twin of the dealt pack being the adversary's, say)",
                  fact=("he could not have held the call he counted it in",
                        "he could have held the call he counted it in")),
    ] = False
    from_: Annotated[
        Literal["strange", "undealt-pack"],
        Field(alias="from"),  # the writer's key, a Python keyword
        Doc("Which pack does the card belong to?",
            {"strange": "to no pack at the table",
             "undealt-pack": "to the other pack in use at the table, the one not being dealt "
                             "(it may have got into a hand or discard after the deal)"},
            fact="the card belongs {}"),
    ] = "strange"


@dataclass(frozen=True)
class FreshDealByAgreement(Incident):
    """One player offers to deal again, and the other agrees (no law having ordered it)."""

    kind: Literal["fresh-deal-by-agreement"]
    offered_by: Annotated[Player, Doc("Who offered to deal again?",
                                      fact="{} offered to deal again")]
    discovered: Annotated[
        Discovered, Doc("When was the fresh deal offered?", fact="the fresh deal was offered {}"),
    ]
    answer: Annotated[
        Literal["agreed", "declined", "none"],
        Doc("How did the other answer the offer?", {"agreed": "he agreed to deal again",
                                                    "declined": "he declined",
                                                    "none": "he has not answered"},
            fact="the other {}", words={"agreed": "agreed to deal again", "declined": "declined",
                   "none": "has not answered"}),
    ] = "agreed"
    answered_after: Annotated[
        Literal["nothing", "offerer-discarded", "offerer-took-in"],
        Doc("What had the one who offered done by the time the answer came?", {
            "nothing": "nothing yet: it was answered at once",
            "offerer-discarded": "he had discarded",
            "offerer-took-in": "he had taken in"},
            fact="by the time of the answer, the one who offered had {}",
            words={"nothing": "done nothing yet", "offerer-discarded": "discarded",
                   "offerer-took-in": "taken in"}),
    ] = "nothing"
    withdrawn: Annotated[
        bool, Doc("Did the one who offered withdraw the offer before it was answered?",
                  fact=("the one who offered withdrew the offer before it was answered",
                        "the one who offered did not withdraw the offer")),
    ] = False


FORMATS = formats_by_kind(WrongPack, DamagedCards, BystanderRemark, WrittenScoresDiffer,
                          ForeignCard, FreshDealByAgreement)
