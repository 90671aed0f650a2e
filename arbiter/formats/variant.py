"""The variant file (SPEC "Variants and house rules"; design/formats.md section 4): an edition
overlaid with what the players agreed, as the texts allow ("by agreement").

A variant names its `base` (an edition, or another variant), the `parameters` of the base's
rules it changes, and the `laws` it adds or puts in place of a base law, each with its own id
and verbatim text. A parameter is one of the base edition's rule blocks (see `laws/*.yaml`,
`rules:`), written with only the values it changes and the law it comes from; the values a
block takes are the named behaviours the engine knows how to switch. `arbiter.variants.overlay`
checks what the types cannot (the base exists, the laws named exist, no id twice) and
overlays the variant on its base.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Literal, TypeAlias

from arbiter.formats import Doc, Range, Text

LawRef: TypeAlias = Annotated[
    str,
    Doc("The law it comes from: one of this variant's laws, or a law of its base (14, XII.15)"),
]
Points: TypeAlias = Annotated[int, Range(0, 1000)]
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


# --- the blocks of the base edition's rules ------------------------------------------------


@dataclass(frozen=True)
class PackParameter:
    """The pack: its ranks, highest first (a 32-card pack is A K Q J 10 9 8 7)."""

    law: LawRef
    ranks: Annotated[list[Text], Doc("The ranks in the pack, e.g. [A, K, Q, J, 10, 9, 8, 7]")] \
        | None = None


@dataclass(frozen=True)
class DealParameter:
    """The deal: cards to each hand and to the stock (twice the hand and the stock make the
    pack)."""

    law: LawRef
    hand: Annotated[int, Range(1, 18), Doc("Cards dealt to each player")] | None = None
    stock: Annotated[int, Range(0, 36), Doc("Cards left in the stock")] | None = None


@dataclass(frozen=True)
class ExchangeParameter:
    """The exchange: how many each may discard and take in, and the least each must."""

    law: LawRef
    elder_max: Annotated[int, Range(0, 36), Doc("The most cards the elder may exchange")] \
        | None = None
    younger_max: Annotated[
        Annotated[int, Range(0, 36)] | Literal["all-left"],
        Doc("The most cards the younger may exchange, or all-left: all the elder left"),
    ] | None = None
    minimum: Annotated[int, Range(0, 36), Doc("The least each must exchange")] | None = None


@dataclass(frozen=True)
class BlancheParameter:
    """Carte blanche: what it scores, and who scores when both hold one."""

    law: LawRef
    points: Points | None = None
    both: Annotated[
        Literal["each-scores", "younger-bars", "elder-only"],
        Doc("When both hold one", {"each-scores": "each scores his (1882)",
                                   "younger-bars": "the younger's bars the elder's (1651)",
                                   "elder-only": "only the elder's scores, not if both hold one"}),
    ] | None = None


@dataclass(frozen=True)
class PointParameter:
    """The point: which is good, and what a good point scores."""

    law: LawRef
    measure: Annotated[
        Literal["pips", "cards-then-pips"],
        Doc("Which point is good", {"pips": "the higher pip total (1651)",
                                    "cards-then-pips": "more cards, then more pips (1882)"}),
    ] | None = None
    score: Annotated[
        Literal["tenths-half-up", "per-card", "per-card-fours-one-less"],
        Doc("What a good point scores",
            {"tenths-half-up": "a point a ten pips, five and over the next ten (1651)",
             "per-card": "one a card (1882)",
             "per-card-fours-one-less": "one a card, one less when its pips end in four (au "
                                        "cent, by agreement)"}),
    ] | None = None


@dataclass(frozen=True)
class SequencesParameter:
    """Sequences: what a good sequence of each length scores."""

    law: LawRef
    scores: Annotated[
        dict[Annotated[int, Range(3, 9)], Points],
        Doc("Points by length, e.g. {3: 3, 4: 4, 5: 15}"),
    ] | None = None


@dataclass(frozen=True)
class SetsParameter:
    """Trios and quatorzes: what each scores when good."""

    law: LawRef
    trio: Points | None = None
    quatorze: Points | None = None


@dataclass(frozen=True)
class PlayParameter:
    """The play: which card led, and which winning card, scores a point."""

    law: LawRef
    lead: Annotated[
        Literal["any", "ten-or-higher"],
        Doc("The leader scores for", {"any": "every card led (1882)",
                                      "ten-or-higher": "a ten or better led (1651)"}),
    ] | None = None
    win: Annotated[
        Literal["follower-any", "follower-ten-or-higher", "winner-any"],
        Doc("Who scores for winning a trick",
            {"follower-any": "the follower who wins it (1882)",
             "follower-ten-or-higher": "the follower who wins it with a ten or better (1651)",
             "winner-any": "whoever wins it (Miller)"}),
    ] | None = None


@dataclass(frozen=True)
class LastTrickParameter:
    """The last trick: what its winner scores, with a ten or better (`high`) and without."""

    law: LawRef
    high: Annotated[int, Range(0, 10)] | None = None
    low: Annotated[int, Range(0, 10)] | None = None
    replaces: Annotated[
        Literal["winning-point", "win-point"],
        Doc("What the last trick's score stands in place of",
            {"winning-point": "whatever he would score on it (1882)",
             "win-point": "only his point for winning it (Miller)"}),
    ] | None = None


@dataclass(frozen=True)
class BonusParameter:
    """A score for the cards, a capot, a repique or a pique."""

    law: LawRef
    points: Points | None = None
    threshold: Annotated[int, Range(1, 200), Doc("The score that wins it (thirty)")] | None = None
    counts: Annotated[
        Literal["hand-and-first-lead", "hand-and-play"],
        Doc("What counts toward a pique", {"hand-and-first-lead": "the hand and the first "
                                           "lead (1651)", "hand-and-play": "hand and play (1882)"}),
    ] | None = None


@dataclass(frozen=True)
class OrderParameter:
    """The order of reckoning (the same everywhere): only its law."""

    law: LawRef


@dataclass(frozen=True)
class GameParameter:
    """The game: a set (first to the target) or a partie of deals, and how it is won."""

    law: LawRef
    kind: Annotated[
        Literal["set", "partie"],
        Doc("What is played", {"set": "a set: the first to the target wins (1651 I.2)",
                               "partie": "a partie of a number of deals (1882 law 71)"}),
    ] | None = None
    target: Annotated[int, Range(1, 100_000), Doc("A set's target")] | None = None
    deals: Annotated[int, Range(1, 100), Doc("A partie's deals")] | None = None
    double_deals: Annotated[
        list[Annotated[int, Range(1, 100)]],
        Doc("The deals of the partie that count double, from 1 (1882 71.note: [1, 4])"),
    ] | None = None
    tie_deals: Annotated[int, Range(0, 100), Doc("Deals added on a tie (law 71: 2)")] | None = None
    bonus: Annotated[int, Range(0, 100_000), Doc("Added to the winner's points")] | None = None
    rubicon: Annotated[int, Range(0, 100_000), Doc("A loser under it is rubiconed")] | None = None
    double_below: Annotated[
        int, Range(1, 100_000),
        Doc("A set won before the adversary has this many is a double game (au cent: 50)"),
    ] | None = None
    result_law: LawRef | None = None
    rubicon_law: LawRef | None = None


@dataclass(frozen=True)
class CallingParameter:
    """Whether a call once spoken may be recalled (1651 XII.15)."""

    law: LawRef
    first_word: Annotated[
        Literal["may-be-recalled", "stands"],
        Doc("A call once spoken", {"may-be-recalled": "may be told again truly (Paris)",
                                   "stands": "stands, and may not be recalled (Provence, "
                                             "Languedoc)"}),
    ] | None = None


@dataclass(frozen=True)
class SeriesParameter:
    """A partie of games: the first to win `to_win` of `games` wins it."""

    law: LawRef
    games: Annotated[int, Range(1, 99)] | None = None
    to_win: Annotated[int, Range(1, 99)] | None = None
    double_counts: Annotated[int, Range(1, 9), Doc("Games a double game counts for")] | None = None


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


@dataclass(frozen=True)
class ParametersFile:
    """The base edition's rules this variant changes: each a block of the base's `rules`
    with only the values it changes, and the law it comes from."""

    pack: PackParameter | None = None
    deal: DealParameter | None = None
    exchange: ExchangeParameter | None = None
    blanche: BlancheParameter | None = None
    point: PointParameter | None = None
    sequences: SequencesParameter | None = None
    sets: SetsParameter | None = None
    play: PlayParameter | None = None
    last_trick: LastTrickParameter | None = None
    cards: BonusParameter | None = None
    capot: BonusParameter | None = None
    repique: BonusParameter | None = None
    pique: BonusParameter | None = None
    order: OrderParameter | None = None
    game: GameParameter | None = None
    calling: CallingParameter | None = None
    series: SeriesParameter | None = None
    cut_for_deal: CutForDealParameter | None = None
    cut_exposed: CutExposedParameter | None = None
    choice_of_cards: ChoiceOfCardsParameter | None = None
    dealing: DealingParameter | None = None
    elder_option: ElderOptionParameter | None = None
    wrong_pack: WrongPackParameter | None = None
    deal_out_of_turn: DealOutOfTurnParameter | None = None
    blanche_declaration: BlancheDeclarationParameter | None = None
    younger_discard: DiscardMinimumParameter | None = None
    discard_fixed: StockMomentParameter | None = None
    leaving_declared: StockMomentParameter | None = None
    elder_mixes_stock: StockPenaltyParameter | None = None
    younger_takes_stock: StockPenaltyParameter | None = None
    left_cards_seen: LeftCardsSeenParameter | None = None
    thirteen_full_stock: StandingParameter | None = None
    thirteen_short_stock: StandingParameter | None = None
    eleven_full_stock: StandingParameter | None = None
    twelve_short_stock: StandingParameter | None = None
    point_call: PointCallParameter | None = None
    call_detail: CallDetailParameter | None = None
    under_call: UnderCallParameter | None = None
    misnomer: MisnomerParameter | None = None
    showing: ShowingParameter | None = None
    shown_and_called: ShownAndCalledParameter | None = None
    reply_correction: ReplyCorrectionParameter | None = None
    denied_call: DenialParameter | None = None
    denial_unshown: DenialParameter | None = None
    over_call: OverCallParameter | None = None
    omissions: OmissionParameter | None = None
    corrections: CorrectionParameter | None = None


Replaced: TypeAlias = Annotated[
    str, Doc("A base law (or a list of them) that citations cite this law in place of"),
]


@dataclass(frozen=True)
class VariantLaw:
    """A law the variant adds, or puts in place of base laws: its own id and verbatim text."""

    id: Annotated[Text, Doc("Its own id (RL.1, 12): no two alike in the file")]
    text: Annotated[Text, Doc("Its verbatim text")]
    replaces: Replaced | list[Replaced] | None = None
    topics: Annotated[list[Text], Doc("Words to find it by (cut, deal, point...)")] | None = None
    note: Annotated[
        Text, Doc("Why the tool applies it nowhere (a rule of play that settles no dispute), "
                  "for `arbiter laws index`"),
    ] | None = None


@dataclass(frozen=True)
class BaseLawNote:
    """A law of the base that the tool applies nowhere under the variant, and why, for
    `arbiter laws index` (au cent, whose games are won by a hundred, plays no partie of four
    deals: 1882 law 71.note)."""

    law: Annotated[Text, Doc("The base law's id, as its edition names it (72, XII.22)")]
    note: Annotated[Text, Doc("Why the tool applies it nowhere under this variant")]


@dataclass(frozen=True)
class VariantFile:
    """A variant: an edition overlaid with agreed changes to its parameters and laws."""

    variant: Annotated[Text, Doc("Its id: letters, digits and hyphens (red-lion)")]
    base: Annotated[
        Text, Doc("The edition it changes (an id or alias: 1882), or a variant it builds on"),
    ]
    title: Annotated[Text, Doc("What it is, in a line")]
    parameters: ParametersFile | None = None
    laws: list[VariantLaw] | None = None
    notes: Annotated[
        list[BaseLawNote],
        Doc("Base laws applied nowhere under the variant, each with why (for `laws index`)"),
    ] | None = None
    source: Annotated[Text, Doc("Where its text comes from")] | None = None
