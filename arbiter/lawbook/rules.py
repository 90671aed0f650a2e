"""An edition's rules as parameters: one record a block of its `rules:` in `laws/*.yaml` (the
pack, the deal, the exchange, the score tables, and the particulars a variant may change),
each carrying the id of the law it comes from."""

from __future__ import annotations

from typing import Any, NamedTuple

from arbiter.cards import Rank


class PackRule(NamedTuple):
    ranks: tuple[Rank, ...]
    law: str


class DealRule(NamedTuple):
    hand: int
    stock: int
    law: str


class ExchangeRule(NamedTuple):
    """Exchange limits; `younger_max` None means all the cards the elder left."""

    elder_max: int
    younger_max: int | None
    minimum: int
    law: str


class BlancheRule(NamedTuple):
    """`both`: each-scores, younger-bars (only the younger scores) or elder-only (a younger's
    blanche scores nothing and cancels the elder's)."""

    points: int
    both: str
    law: str


class PointRule(NamedTuple):
    """`measure`: pips or cards-then-pips; `score`: tenths-half-up or per-card."""

    measure: str
    score: str
    law: str


class SequenceRule(NamedTuple):
    scores: dict[int, int]
    law: str


class SetRule(NamedTuple):
    trio: int
    quatorze: int
    law: str


class PlayRule(NamedTuple):
    """`lead`: any or ten-or-higher; `win`: follower-any, follower-ten-or-higher, winner-any."""

    lead: str
    win: str
    law: str


class LastTrickRule(NamedTuple):
    """The last trick's score to its winner (`high` with a ten or better, else `low`), in place
    of `replaces`: winning-point (the point he would score for the trick, led or won) or
    win-point (the point for winning only; a lead point still counts)."""

    high: int
    low: int
    replaces: str
    law: str


class BonusRule(NamedTuple):
    points: int
    law: str
    threshold: int = 0
    counts: str = ""


class GameRule(NamedTuple):
    """`kind`: set (first to `target`) or partie (`deals` deals, rubicon under `rubicon`).

    A partie's `double_deals` (numbered from 1) count double (1882 71.note: the first and
    last of four); a tie after the partie's deals adds `tie_deals` more, counting single
    (law 71: each deals once more). A set won before the adversary has `double_below`
    counts as a double game (au cent: a hundred before the adversary has fifty)."""

    kind: str
    law: str
    target: int | None = None
    deals: int | None = None
    bonus: int = 0
    rubicon: int = 0
    result_law: str | None = None
    rubicon_law: str | None = None
    double_deals: tuple[int, ...] = ()
    tie_deals: int = 0
    double_below: int | None = None


class CallingRule(NamedTuple):
    """`first_word`: `may-be-recalled` (a point called falsely to learn the adversary's may be
    told again truly, the liberty of Paris: 1651 XII.15) or `stands` (it may not: Provence and
    Languedoc)."""

    first_word: str
    law: str


# --- the particulars a variant may change (au cent's, first): each a named behaviour the
# rulings switch on, with the law it comes from. An edition without a law on the matter
# leaves the parameter out (None).


class SeriesRule(NamedTuple):
    """A partie of games: won by the first to win `to_win` games of `games`, a double game
    counting as `double_counts` (au cent: three out of five, a double counting two)."""

    games: int
    to_win: int
    double_counts: int
    law: str


class CutForDealRule(NamedTuple):
    """Who deals after the cut for deal: `higher-chooses` (the higher card has the choice of
    deal, 1882 law 4) or `lower-deals` (the player who cuts the lower card deals)."""

    deals: str
    law: str


class CutExposedRule(NamedTuple):
    """More than one card exposed in cutting for deal: `cut-again` (1882 law 5) or
    `lowest-counts` (his adversary may treat the lowest exposed card as the one cut)."""

    for_deal: str
    law: str


class ChoiceOfCardsRule(NamedTuple):
    """The choice of the two packs at a fresh partie: `dealer` (1882 law 4) or `none`."""

    at_new_partie: str
    law: str


class DealingRule(NamedTuple):
    """How many cards at a time the dealer may give (1882 law 9: two or three)."""

    by: tuple[int, ...]
    law: str


class ElderOptionRule(NamedTuple):
    """The elder's option of a fresh deal for a card too many or too few lasts until he does
    this: `takes-up-a-stock-card` (1882 law 11) or `touches-the-stock`."""

    ends: str
    law: str


class WrongPackRule(NamedTuple):
    """A deal with the wrong pack: a fresh deal with the right pack if found no later than
    `fresh_deal_until` (a `discovered` value: `before-taking-up`, 1882 law 15; `dealing`,
    before the deal is completed); later the deal holds good."""

    fresh_deal_until: str
    law: str


class DealOutOfTurnRule(NamedTuple):
    """A deal out of turn found too late to void it: `elder-deals-twice` (the deal stands and
    its elder deals twice running, 1882 law 16) or `no-remedy` (the deal stands)."""

    too_late: str
    law: str


class BlancheDeclarationRule(NamedTuple):
    """When the younger must declare a carte blanche: `as-soon-as-aware` (1882 law 20) or
    `after-elder-touches-stock` (not until his adversary has discarded and touched it)."""

    younger: str
    law: str


class DiscardMinimumRule(NamedTuple):
    """The least number of cards the younger must discard (1882 law 22: one)."""

    minimum: int
    law: str


class StockMomentRule(NamedTuple):
    """The moment of the exchange a law turns on: `takes-up-a-stock-card` (1882) or
    `touches-the-stock`: from it a discard cannot be altered (law 24), before it the elder
    declares the cards he leaves (law 32)."""

    moment: str
    law: str


class StockPenaltyRule(NamedTuple):
    """What a player incurs for mixing with his hand, or taking up, stock cards that are his
    adversary's: `reckons-nothing` (1882 laws 28, 29: or a fresh deal, at the adversary's
    choice) or `loses-game`."""

    penalty: str
    law: str


class LeftCardsSeenRule(NamedTuple):
    """Cards the younger left and elected not to look at, looked at all the same: `none`
    (1882 law 36 says only that neither may see them) or `exposed-and-suit-called` (they are
    exposed, and a suit may be called from the offender when he next leads)."""

    penalty: str
    law: str


class StandingRule(NamedTuple):
    """How the exchange goes when the elder stands a deal dealt wrong (1882 laws 40-43): the
    least each must discard, and the least the elder must leave in the stock for the younger
    (0: no more than the law's counts say)."""

    elder_min_discard: int
    younger_min_discard: int
    leave_younger: int
    law: str


class PointCallRule(NamedTuple):
    """What the elder must say of his point: its `cards` (1882 law 46) or its `value`."""

    states: str
    law: str


class CallDetailRule(NamedTuple):
    """When the elder must state the top card of a sequence and the rank of a quatorze or
    trio: `if-not-good` against the cards (1882 law 48) or `always`."""

    sequence_top: str
    set_rank: str
    law: str


class UnderCallRule(NamedTuple):
    """A call of less than he holds: `may_correct` `before-reply` (1882 law 50) or `never`
    (he abides by it); `reckon_superior` `if-good` (law 49: a good call lets him reckon what
    he holds) or `never`."""

    may_correct: str
    reckon_superior: str
    law: str


class MisnomerRule(NamedTuple):
    """A misnomer (the right count, the wrong suit or rank) may be put right `any-time`, with no
    penalty (1882 law 53), or only before `he-leads` (a misnomer of a sequence, trio or
    quatorze; after it, a set he does not hold is a false call)."""

    correct_before: str
    law: str


class ShowingRule(NamedTuple):
    """Cards called good or equal: the elder shows them `when-asked` (1882 law 55) or
    `before-leading`; `unshown`: `no-penalty`, or `not-reckoned` (he cannot reckon them, and
    the adversary may show and reckon his own, even equal or inferior); `shows`: the calls
    shown (point and sequence; Cotton 17 the ruff alone); `by`: the players who show before
    their first card (1651 XII.3 "Whosoever": both; au cent 18 the elder, 22 the younger)."""

    elder_shows: str
    unshown: str
    law: str
    shows: tuple[str, ...] = ("point", "sequence")
    by: tuple[str, ...] = ("elder",)


class ShownAndCalledRule(NamedTuple):
    """A sequence shown and an inferior one called: what he `reckons` (`shown`, 1882 law 55:
    no penalty for miscalling what he showed; or `called`) and what `bars` the younger's."""

    reckons: str
    bars: str
    law: str


class ReplyCorrectionRule(NamedTuple):
    """The younger who allowed a correct call when he held better may correct his reply
    `until` `next-call` (1882 law 51: the elder's next call, or his lead) or `never`."""

    until: str
    law: str


class DenialRule(NamedTuple):
    """The younger denied a call that was good or equal: whether the elder may still show
    and reckon it after he has led."""

    elder_may_show_after_lead: bool
    law: str


class OverCallRule(NamedTuple):
    """A call of more than he holds, allowed good, must be corrected before
    `younger-plays-to-first-trick` (1882 laws 52, 54) or before `he-plays-a-card`, else he
    reckons nothing that deal."""

    correct_before: str
    law: str


class OmissionRule(NamedTuple):
    """The elder may reckon what he omitted until `younger-plays-to-first-trick` (1882 law 56)
    or `he-leads`."""

    elder_until: str
    law: str


class CorrectionRule(NamedTuple):
    """Errors in the score may be put right until `seen-next-hand` (1882 law 70: before the
    player in error has seen his next hand), `next-deal` (1651 XI.3, Cotton 14: a pique or
    repique left out, before the cards are cut for a new deal; no limit on any other error)
    or `end-of-game` (au cent 27). `unreckoned`: the law by which what was never reckoned is
    lost once play has begun, whenever found (1651 XII.2, Cotton 17), if any."""

    until: str
    law: str
    unreckoned: str | None = None


class Rules(NamedTuple):
    pack: PackRule
    deal: DealRule
    exchange: ExchangeRule
    blanche: BlancheRule
    point: PointRule
    sequences: SequenceRule
    sets: SetRule
    play: PlayRule
    last_trick: LastTrickRule
    cards: BonusRule
    capot: BonusRule
    repique: BonusRule
    pique: BonusRule | None
    order: str
    game: GameRule
    calling: CallingRule | None = None
    series: SeriesRule | None = None
    cut_for_deal: CutForDealRule | None = None
    cut_exposed: CutExposedRule | None = None
    choice_of_cards: ChoiceOfCardsRule | None = None
    dealing: DealingRule | None = None
    elder_option: ElderOptionRule | None = None
    wrong_pack: WrongPackRule | None = None
    deal_out_of_turn: DealOutOfTurnRule | None = None
    blanche_declaration: BlancheDeclarationRule | None = None
    younger_discard: DiscardMinimumRule | None = None
    discard_fixed: StockMomentRule | None = None
    leaving_declared: StockMomentRule | None = None
    elder_mixes_stock: StockPenaltyRule | None = None
    younger_takes_stock: StockPenaltyRule | None = None
    left_cards_seen: LeftCardsSeenRule | None = None
    thirteen_full_stock: StandingRule | None = None
    thirteen_short_stock: StandingRule | None = None
    eleven_full_stock: StandingRule | None = None
    twelve_short_stock: StandingRule | None = None
    point_call: PointCallRule | None = None
    call_detail: CallDetailRule | None = None
    under_call: UnderCallRule | None = None
    misnomer: MisnomerRule | None = None
    showing: ShowingRule | None = None
    shown_and_called: ShownAndCalledRule | None = None
    reply_correction: ReplyCorrectionRule | None = None
    denied_call: DenialRule | None = None
    denial_unshown: DenialRule | None = None
    over_call: OverCallRule | None = None
    omissions: OmissionRule | None = None
    corrections: CorrectionRule | None = None


# The rule blocks by name, with the record each is read into (`pack`, `sequences` and
# `order` are read by hand: a pack's ranks, a table of scores, a law alone).
BLOCKS: dict[str, type] = {
    "deal": DealRule, "exchange": ExchangeRule, "blanche": BlancheRule, "point": PointRule,
    "sets": SetRule, "play": PlayRule, "last_trick": LastTrickRule, "cards": BonusRule,
    "capot": BonusRule, "repique": BonusRule, "pique": BonusRule, "game": GameRule,
    "calling": CallingRule, "series": SeriesRule, "cut_for_deal": CutForDealRule,
    "cut_exposed": CutExposedRule, "choice_of_cards": ChoiceOfCardsRule,
    "dealing": DealingRule, "elder_option": ElderOptionRule, "wrong_pack": WrongPackRule,
    "deal_out_of_turn": DealOutOfTurnRule, "blanche_declaration": BlancheDeclarationRule,
    "younger_discard": DiscardMinimumRule, "discard_fixed": StockMomentRule,
    "leaving_declared": StockMomentRule, "elder_mixes_stock": StockPenaltyRule,
    "younger_takes_stock": StockPenaltyRule, "left_cards_seen": LeftCardsSeenRule,
    "thirteen_full_stock": StandingRule, "thirteen_short_stock": StandingRule,
    "eleven_full_stock": StandingRule, "twelve_short_stock": StandingRule,
    "point_call": PointCallRule, "call_detail": CallDetailRule, "under_call": UnderCallRule,
    "misnomer": MisnomerRule, "showing": ShowingRule, "shown_and_called": ShownAndCalledRule,
    "reply_correction": ReplyCorrectionRule, "denied_call": DenialRule,
    "denial_unshown": DenialRule, "over_call": OverCallRule, "omissions": OmissionRule,
    "corrections": CorrectionRule,
}  # fmt: skip


# lists in the files, tuples in the records
TUPLE_FIELDS = frozenset({"by", "double_deals", "shows"})


def read_rules(data: dict[str, Any]) -> Rules:
    """An edition's `rules:` block read into its records (a block left out, or null, is a
    parameter the edition's text does not have)."""
    blocks = {name: rule_block(name, block) for name, block in data.items()
              if name in BLOCKS and block is not None}  # fmt: skip
    blocks.setdefault("pique", None)  # Miller has none
    return Rules(
        pack=PackRule(
            tuple(Rank.parse(str(r)) for r in data["pack"]["ranks"]), str(data["pack"]["law"])
        ),
        sequences=SequenceRule(
            {int(k): int(v) for k, v in data["sequences"]["scores"].items()},
            str(data["sequences"]["law"]),
        ),
        order=str(data["order"]["law"]),
        **blocks,
    )


def rule_block(name: str, block: dict[str, Any]) -> Any:
    """One block of rules as its record: law ids as text, lists as tuples."""
    values = {key: tuple(value) if key in TUPLE_FIELDS else value
              for key, value in block.items()}  # fmt: skip
    for key in ("law", "result_law", "rubicon_law"):
        if values.get(key) is not None:
            values[key] = str(values[key])
    return BLOCKS[name](**values)
