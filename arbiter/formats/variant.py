"""The variant file (SPEC "Variants and house rules"; design/formats.md section 4): an edition
overlaid with what the players agreed, as the texts allow ("by agreement").

A variant names its `base` (an edition, or another variant), the `parameters` of the base's
rules it changes, and the `laws` it adds or puts in place of a base law, each with its own id
and verbatim text. A parameter is one of the base edition's rule blocks (see `laws/*.yaml`,
`rules:`), written with only the values it changes and the law it comes from; the values a
block takes are the named behaviours the engine knows how to switch. The blocks are defined
in `variant_game` (the game's own rules) and `variant_incidents` (how an irregularity is
ruled). `arbiter.variants.overlay` checks what the types cannot (the base exists, the laws
named exist, no id twice) and overlays the variant on its base.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, TypeAlias

from arbiter.formats.common import Text
from arbiter.formats.markers import Doc
from arbiter.formats.variant_game import (
    BlancheParameter,
    BonusParameter,
    CallingParameter,
    DealParameter,
    ExchangeParameter,
    GameParameter,
    LastTrickParameter,
    OrderParameter,
    PackParameter,
    PlayParameter,
    PointParameter,
    SequencesParameter,
    SeriesParameter,
    SetsParameter,
)
from arbiter.formats.variant_incidents import (
    BlancheDeclarationParameter,
    CallDetailParameter,
    ChoiceOfCardsParameter,
    CorrectionParameter,
    CutExposedParameter,
    CutForDealParameter,
    DealingParameter,
    DealOutOfTurnParameter,
    DenialParameter,
    DiscardMinimumParameter,
    ElderOptionParameter,
    LeftCardsSeenParameter,
    MisnomerParameter,
    OmissionParameter,
    OverCallParameter,
    PointCallParameter,
    ReplyCorrectionParameter,
    ShowingParameter,
    ShownAndCalledParameter,
    StandingParameter,
    StockMomentParameter,
    StockPenaltyParameter,
    UnderCallParameter,
    WrongPackParameter,
)


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
