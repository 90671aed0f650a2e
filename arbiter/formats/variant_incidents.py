"""A variant's parameters for incidents (`variant`'s `parameters:`): the blocks of the base
edition's rules that say how an irregularity is ruled, from the cut and the deal through the
exchange to the calling (who deals after a cut, the elder's option, a stock card taken up,
a call misstated, corrected or left out), each written with only the values it changes and
the law it comes from. The game's own blocks: in `variant_game`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Literal

from arbiter.formats.markers import Doc, Range
from arbiter.formats.variant_game import LawRef

MOMENT = Doc(
    "The moment of the exchange that counts",
    {"takes-up-a-stock-card": "when he takes up a card of the stock (1882)",
     "touches-the-stock": "as soon as he touches the stock"},
)
STOCK_PENALTY = Doc(
    "What he incurs",
    {"reckons-nothing": "he reckons nothing that deal (or a fresh deal, at his adversary's "
                        "choice: 1882 laws 28, 29)",
     "loses-game": "he loses the game"},
)
UNTIL_FIRST_TRICK = "younger-plays-to-first-trick"


@dataclass(frozen=True)
class CutForDealParameter:
    """Who deals after the cut for deal."""

    law: LawRef
    deals: Annotated[
        Literal["higher-chooses", "lower-deals"],
        Doc("After the cut", {"higher-chooses": "the higher card has the choice of deal (1882)",
                              "lower-deals": "the player who cuts the lower card deals"}),
    ] | None = None


@dataclass(frozen=True)
class CutExposedParameter:
    """More than one card exposed in cutting for deal."""

    law: LawRef
    for_deal: Annotated[
        Literal["cut-again", "lowest-counts"],
        Doc("Then", {"cut-again": "he must cut again (1882 law 5)",
                     "lowest-counts": "his adversary may treat the lowest exposed card as the "
                                      "one cut"}),
    ] | None = None


@dataclass(frozen=True)
class ChoiceOfCardsParameter:
    """The choice of the two packs when a fresh partie begins."""

    law: LawRef
    at_new_partie: Annotated[
        Literal["dealer", "none"],
        Doc("Who chooses", {"dealer": "the dealer (1882 law 4)", "none": "no one"}),
    ] | None = None


@dataclass(frozen=True)
class DealingParameter:
    """How many cards at a time the dealer gives."""

    law: LawRef
    by: Annotated[list[Annotated[int, Range(1, 4)]], Doc("e.g. [2, 3] (1882 law 9)")] \
        | None = None


@dataclass(frozen=True)
class ElderOptionParameter:
    """How long the elder's option of a fresh deal lasts when he has a card too many or too
    few."""

    law: LawRef
    ends: Annotated[
        Literal["takes-up-a-stock-card", "touches-the-stock"],
        Doc("It ends when he", {"takes-up-a-stock-card": "takes up a card of the stock (1882)",
                                "touches-the-stock": "touches the stock"}),
    ] | None = None


@dataclass(frozen=True)
class WrongPackParameter:
    """A deal with the wrong pack."""

    law: LawRef
    fresh_deal_until: Annotated[
        Literal["dealing", "before-taking-up"],
        Doc("A fresh deal with the right pack if found",
            {"dealing": "before the deal is completed",
             "before-taking-up": "before either player has taken up a card (1882 law 15)"}),
    ] | None = None


@dataclass(frozen=True)
class DealOutOfTurnParameter:
    """A deal out of turn found too late to be void."""

    law: LawRef
    too_late: Annotated[
        Literal["elder-deals-twice", "no-remedy"],
        Doc("Then", {"elder-deals-twice": "the deal stands and its elder deals twice running "
                                          "(1882 law 16)",
                     "no-remedy": "there is no remedy: the deal stands"}),
    ] | None = None


@dataclass(frozen=True)
class BlancheDeclarationParameter:
    """When the younger must declare a carte blanche."""

    law: LawRef
    younger: Annotated[
        Literal["as-soon-as-aware", "after-elder-touches-stock"],
        Doc("He declares it", {"as-soon-as-aware": "as soon as he is aware of it (1882 law 20)",
                               "after-elder-touches-stock": "not until the elder has discarded "
                                                            "and touched the stock"}),
    ] | None = None


@dataclass(frozen=True)
class DiscardMinimumParameter:
    """The least number of cards the younger must discard."""

    law: LawRef
    minimum: Annotated[int, Range(0, 12)] | None = None


@dataclass(frozen=True)
class StockMomentParameter:
    """The moment of the exchange a law turns on."""

    law: LawRef
    moment: Annotated[Literal["takes-up-a-stock-card", "touches-the-stock"], MOMENT] | None = None


@dataclass(frozen=True)
class StockPenaltyParameter:
    """What a player incurs for taking or mixing with his hand stock cards that are not his."""

    law: LawRef
    penalty: Annotated[Literal["reckons-nothing", "loses-game"], STOCK_PENALTY] | None = None


@dataclass(frozen=True)
class LeftCardsSeenParameter:
    """Cards the younger left and elected not to look at, looked at all the same."""

    law: LawRef
    penalty: Annotated[
        Literal["none", "exposed-and-suit-called"],
        Doc("Then", {"none": "no penalty is stated (1882 law 36)",
                     "exposed-and-suit-called": "they are exposed, and a suit may be called "
                                                "from the offender when he next leads"}),
    ] | None = None


@dataclass(frozen=True)
class StandingParameter:
    """How the exchange goes when the elder stands a deal dealt wrong."""

    law: LawRef
    elder_min_discard: Annotated[int, Range(0, 8)] | None = None
    younger_min_discard: Annotated[int, Range(0, 8)] | None = None
    leave_younger: Annotated[
        int, Range(0, 12), Doc("The least the elder must leave in the stock (0: no rule)"),
    ] | None = None


@dataclass(frozen=True)
class PointCallParameter:
    """What the elder must say of his point."""

    law: LawRef
    states: Annotated[
        Literal["cards", "value"],
        Doc("He calls", {"cards": "its number of cards (1882 law 46)",
                         "value": "the number his point makes"}),
    ] | None = None


IF_NOT_GOOD = Doc("He must state it", {"if-not-good": "if the call is not good against the "
                                       "cards (1882 law 48)", "always": "always"})


@dataclass(frozen=True)
class CallDetailParameter:
    """When the elder must state a sequence's top card and a quatorze's or trio's rank."""

    law: LawRef
    sequence_top: Annotated[Literal["if-not-good", "always"], IF_NOT_GOOD] | None = None
    set_rank: Annotated[Literal["if-not-good", "always"], IF_NOT_GOOD] | None = None


@dataclass(frozen=True)
class UnderCallParameter:
    """A call of less than he holds."""

    law: LawRef
    may_correct: Annotated[
        Literal["before-reply", "never"],
        Doc("He may correct it", {"before-reply": "before it is replied to (1882 law 50)",
                                  "never": "never: he abides by his call"}),
    ] | None = None
    reckon_superior: Annotated[
        Literal["if-good", "never"],
        Doc("He may reckon more than he called", {"if-good": "if the call is good against "
                                                  "the cards (1882 law 49)", "never": "never"}),
    ] | None = None


@dataclass(frozen=True)
class MisnomerParameter:
    """A misnomer: the right count, the wrong suit or rank."""

    law: LawRef
    correct_before: Annotated[
        Literal["any-time", "he-leads"],
        Doc("It may be put right", {"any-time": "at any time, with no penalty (1882 law 53)",
                                    "he-leads": "before he leads a card"}),
    ] | None = None


@dataclass(frozen=True)
class ShowingParameter:
    """Showing the cards called good or equal."""

    law: LawRef
    elder_shows: Annotated[
        Literal["when-asked", "before-leading"],
        Doc("The elder shows them", {"when-asked": "when asked (1882 law 55)",
                                     "before-leading": "before he leads (quatorzes and trios "
                                                       "apart)"}),
    ] | None = None
    unshown: Annotated[
        Literal["no-penalty", "not-reckoned"],
        Doc("Led without showing", {"no-penalty": "no penalty (1882)",
                                    "not-reckoned": "he cannot reckon it, and the adversary "
                                                    "may show and reckon his own"}),
    ] | None = None


SHOWN_OR_CALLED = Doc("Which", {"shown": "the sequence shown", "called": "the one called"})


@dataclass(frozen=True)
class ShownAndCalledParameter:
    """A sequence shown, and an inferior one called."""

    law: LawRef
    reckons: Annotated[Literal["shown", "called"], SHOWN_OR_CALLED] | None = None
    bars: Annotated[Literal["shown", "called"], SHOWN_OR_CALLED] | None = None


@dataclass(frozen=True)
class ReplyCorrectionParameter:
    """The younger who allowed a correct call when he held better."""

    law: LawRef
    until: Annotated[
        Literal["next-call", "never"],
        Doc("He may correct his reply", {"next-call": "before the elder's next call or lead "
                                         "(1882 law 51)", "never": "never: he abides by it"}),
    ] | None = None


@dataclass(frozen=True)
class DenialParameter:
    """The younger denied a call that was good or equal."""

    law: LawRef
    elder_may_show_after_lead: Annotated[
        bool, Doc("Whether the elder may still show and reckon it after he has led"),
    ] | None = None


@dataclass(frozen=True)
class OverCallParameter:
    """A call of more than he holds, allowed to be good."""

    law: LawRef
    correct_before: Annotated[
        Literal["younger-plays-to-first-trick", "he-plays-a-card"],
        Doc("He must correct it before", {UNTIL_FIRST_TRICK: "the younger has played to the "
                                          "first trick (1882 laws 52, 54)",
                                          "he-plays-a-card": "he plays a card"}),
    ] | None = None


@dataclass(frozen=True)
class OmissionParameter:
    """How long the elder may reckon what he omitted."""

    law: LawRef
    elder_until: Annotated[
        Literal["younger-plays-to-first-trick", "he-leads"],
        Doc("Until", {UNTIL_FIRST_TRICK: "the younger has played to the first trick (1882 law "
                      "56)", "he-leads": "he has led a card"}),
    ] | None = None


@dataclass(frozen=True)
class CorrectionParameter:
    """How long errors in the score may be put right."""

    law: LawRef
    until: Annotated[
        Literal["seen-next-hand", "next-deal", "end-of-game"],
        Doc("Until", {"seen-next-hand": "the player in error has seen his next hand (1882 "
                                        "law 70)",
                      "next-deal": "for a pique or repique left out, the cards cut for the next "
                                   "deal; no limit on any other error (1651 XI.3, Cotton 14)",
                      "end-of-game": "the end of the game"}),
    ] | None = None
