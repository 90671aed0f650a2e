"""The editions: their metadata, their rules as parameters, and their laws, read from `laws/`.

Code asks an `Edition` for its pack, limits and score tables; it never branches on an
edition's name. Every parameter carries the id of the law it comes from. Besides the scoring
tables, the parameters hold the particulars a variant may change (au cent's cut, its deal
out of turn, the calling's first word...): each a named behaviour the rulings switch on.

An edition overlaid with a variant (`arbiter.variants.overlay`, read only when one is named) is an
`Edition` too, found by `find_edition("portland-1882+au-cent")`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any, NamedTuple

from arbiter.cards import Card, Rank, make_pack
from arbiter.errors import InputError, did_you_mean


def laws_dir() -> Path:
    """The folder of edition data: inside the installed package, or the source checkout's."""
    here = Path(__file__).resolve().parent.parent
    for candidate in (here / "laws", here.parent / "laws"):
        if (candidate / "index.yaml").is_file():
            return candidate
    raise FileNotFoundError("the laws/ folder of edition data is missing from this install")


class Law(NamedTuple):
    """One law record: its id, topic tags and verbatim text."""

    edition: str
    id: str
    text: str
    topics: tuple[str, ...] = ()
    before: str | None = None

    @property
    def is_front_matter(self) -> bool:
        return "front-matter" in self.topics

    @property
    def is_case(self) -> bool:
        """A case of the edition's casebook, read beside its laws (arbiter.lawbook.casebook)."""
        return "casebook" in self.topics

    def citation(self) -> dict[str, str]:
        """The SPEC's citation object."""
        return {"edition": self.edition, "law": self.id, "text": self.text}


def heading(law: Law) -> str | None:
    """The heading a law's chapter or section opens with, from the markers the source puts
    before it (`CHAP. XII.` and its title, `## Dealing`, `**Ruffs:**-`); None for a law that
    opens none."""
    parts = [part.strip() for part in (law.before or "").split("\n\n") if part.strip()]
    for index, part in enumerate(parts):
        if part.startswith("## "):
            return part[3:].strip()
        if part.startswith("**") and part.rstrip("-").endswith(("**", ":**")):
            return part.strip("*:- ")
        if part.upper().startswith("CHAP") and index + 1 < len(parts):
            return parts[index + 1].rstrip(".")
    return None


# --- the rules as parameters (see each edition's `rules:` block) ---------------------------


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
    the adversary may show and reckon his own, even equal or inferior)."""

    elder_shows: str
    unshown: str
    law: str


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
TUPLE_FIELDS = frozenset({"by", "double_deals"})  # lists in the files, tuples in the records


@dataclass(frozen=True, eq=False)  # one object an edition: equal only to itself
class Edition:
    """One edition: metadata, rules and laws in source order.

    An edition overlaid with a variant (`arbiter.variants.overlay`) is an Edition too, with the id
    `BASE+VARIANT`: its `base` is the edition under it (itself perhaps a variant), `variant`
    the variant's own id, `own_laws` the laws the variant adds (cited with this edition's
    id), and `replaced` the laws cited in place of laws below it. Its `laws` are the laws a
    reader of it sees: its own first, then its base's whose ids it does not take.

    Two ways to find a law: `law(id)` as a reader names it (its own ids first), and
    `cited(ref)` as a rule written for the root edition names it (the root's law ids, which a
    variant may have replaced; `VARIANT:ID` for a variant's own law, as its parameters name
    it). For an edition without a variant the two are the same.
    """

    id: str
    aliases: tuple[str, ...]
    title: str
    short: str
    year: int | None
    source: str
    seed: str
    citation_form: str
    analogy_law: str | None
    summary: dict[str, str]
    rules: Rules
    laws: dict[str, Law]
    base: Edition | None = None
    variant: str | None = None
    own_laws: Mapping[str, Law] = field(default_factory=dict)
    replaced: Mapping[str, Law] = field(default_factory=dict)

    def __repr__(self) -> str:
        return f"Edition({self.id!r})"

    @property
    def pack(self) -> list[Card]:
        return make_pack(self.rules.pack.ranks)

    @property
    def root(self) -> Edition:
        """The edition of the laws' own text under every variant (itself when it has none):
        the edition its rulings are registered for."""
        return self if self.base is None else self.base.root

    def layers(self) -> list[Edition]:
        """This edition and every edition under it, the root last."""
        return [self] if self.base is None else [self, *self.base.layers()]

    def law(self, law_id: str) -> Law:
        """The law with this id as a reader names it (case-insensitive): a variant's own law
        first, then its base's; `VARIANT:ID` names a variant's own law. InputError offering
        the nearest ids when there is none."""
        key = str(law_id).strip().lower()
        found = self._by_lower().get(key)
        if found is None and ":" in key:
            found = self._qualified(key)
        if found is None:  # a case of the casebook named as "case 17" or "XVII"
            from arbiter.lawbook.casebook import case_id

            found = self._by_lower().get((case_id(key) or key).lower())
        if found is None:
            ids = [law.id for law in self.laws.values() if not law.is_front_matter]
            hint = did_you_mean(str(law_id), ids) or f"ids run {ids[0]} ... {ids[-1]}"
            raise InputError(f"{self.id} has no law {law_id!r}", hint=hint)
        return found

    def cited(self, ref: str) -> Law:
        """The law a rule cites for `ref`: a law id of the root edition, or `VARIANT:ID`;
        a variant's law in its place where a variant replaces it."""
        key = str(ref).strip().lower()
        found = self.replaced.get(key)
        if found is not None:
            return found
        if ":" in key:
            found = self._qualified(key)
            if found is not None:
                return found
        return self.root.law(key)

    def ref(self, law: Law) -> str:
        """How this edition's rules name `law`: its id for a law of the root edition,
        `VARIANT:ID` for a variant's own, so no two laws share a name."""
        if law.edition == self.root.id:
            return law.id
        layer = next(e for e in self.layers() if e.id == law.edition)
        return f"{layer.variant}:{law.id}"

    def layer(self, edition_id: str) -> Edition:
        """The edition (this one, or one under it) with this id: where a citation's law is."""
        for edition in self.layers():
            if edition.id == edition_id:
                return edition
        raise InputError(f"{edition_id!r} is not {self.id} nor under it")

    def children(self, law_id: str) -> list[Law]:
        """Sub-paragraphs of a law (59 -> 59.I ... 59.V; 71 -> 71.note)."""
        law = self.law(law_id)
        prefix = law.id + "."
        return [child for child in self.laws.values()
                if child.id.startswith(prefix) and child.edition == law.edition]  # fmt: skip

    def chapter(self, name: str) -> list[Law]:
        """The paragraphs of a chapter that is no law itself (1651 `XII` -> XII.1 ... XII.24),
        in order; [] for a law's own id, or a name that is no chapter."""
        key = str(name).strip().lower()
        if key in self._by_lower():
            return []
        return [law for law in self.laws.values() if law.id.lower().startswith(key + ".")]

    def contents(self) -> list[Law]:
        """Every law of the text, in order, without the front matter."""
        return [law for law in self.laws.values() if not law.is_front_matter]

    def section_of(self, law_id: str) -> str | None:
        """The heading of the chapter or section a law stands in (the last heading at or
        before it)."""
        found = None
        for law in self.contents():
            found = heading(law) or found
            if law.id == law_id:
                return found
        return None

    def _by_lower(self) -> dict[str, Law]:
        return _lower_index(self)

    def _qualified(self, key: str) -> Law | None:
        """A variant's own law named `variant:id` (lower case), or None."""
        name, _, law_id = key.partition(":")
        for edition in self.layers():
            if edition.variant is not None and edition.variant.lower() == name:
                return next((law for law in edition.own_laws.values()
                             if law.id.lower() == law_id), None)  # fmt: skip
        return None


@cache
def _lower_index(edition: Edition) -> dict[str, Law]:
    return {law_id.lower(): law for law_id, law in edition.laws.items()}


def law_label(ref: str) -> str:
    """A law as a reader names it: `VARIANT:ID` is shown as its id."""
    return ref.rpartition(":")[2]


# --- reading the data files ---------------------------------------------------------------


def read_data(path: Path) -> Any:
    """A data file of ours under laws/, parsed (a few milliseconds for an edition's laws)."""
    import yaml

    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    with path.open(encoding="utf-8") as handle:
        return yaml.load(handle, Loader=loader)


# --- the registry --------------------------------------------------------------------------


@cache
def _index() -> dict[str, Any]:
    data: dict[str, Any] = read_data(laws_dir() / "index.yaml")
    return data


def edition_ids() -> list[str]:
    """All edition ids, in the order they are shown."""
    return [entry["id"] for entry in _index()["editions"]]


def default_edition_id() -> str:
    return str(_index()["default"])


@cache
def builtin_variant_ids() -> tuple[str, ...]:
    """The built-in variants' ids: the files of laws/variants/ (read here, below the
    variants' reader, so that the formats can name them without importing it)."""
    return tuple(sorted(path.stem for path in (laws_dir() / "variants").glob("*.yaml")))


def edition_names() -> list[str]:
    """Every edition id and alias, as written in laws/index.yaml."""
    return [name for entry in _index()["editions"]
            for name in (entry["id"], *map(str, entry["aliases"]))]  # fmt: skip


def resolve_edition_id(name: str) -> str:
    """An edition id from an id or alias, case-insensitively; InputError if unknown. An
    edition overlaid with variants is named `EDITION+VARIANT[+VARIANT...]`."""
    key = str(name).strip().lower()
    if "+" in key:  # the variants are read only when one is named
        from arbiter.variants.overlay import resolve_chain

        return resolve_chain(str(name))
    names = _edition_names()
    if key not in names:
        hint = did_you_mean(key, names) or "known: " + ", ".join(edition_ids())
        raise InputError(f"unknown edition {name!r}", hint=hint)
    return names[key]


@cache  # as _index is: asked once a deal file
def _edition_names() -> dict[str, str]:
    """Every edition id and alias, in lower case, to its edition id."""
    names: dict[str, str] = {}
    for entry in _index()["editions"]:
        names[entry["id"].lower()] = entry["id"]
        for alias in entry["aliases"]:
            names[str(alias).lower()] = entry["id"]
    return names


def find_edition(name: str | None = None) -> Edition:
    """The edition named by an id or alias (the default edition when None), or an edition
    overlaid with variants (`portland-1882+four-deal-partie`)."""
    if name is not None and "+" in str(name):
        from arbiter.variants.overlay import find_overlaid

        return find_overlaid(str(name))
    return load_edition(resolve_edition_id(name or default_edition_id()))


def all_editions() -> list[Edition]:
    return [load_edition(edition_id) for edition_id in edition_ids()]


@cache
def load_edition(edition_id: str) -> Edition:
    entry = next(e for e in _index()["editions"] if e["id"] == edition_id)
    data = read_data(laws_dir() / entry["file"])
    laws = {
        str(record["id"]): Law(
            edition=edition_id,
            id=str(record["id"]),
            text=record["text"],
            topics=tuple(record.get("topics") or ()),
            before=record.get("before"),
        )
        for record in data["laws"]
    }
    laws.update(_cases(edition_id, data))
    return Edition(
        id=edition_id,
        aliases=tuple(str(a) for a in entry["aliases"]),
        title=data["title"],
        short=data["short"],
        year=data.get("year"),
        source=data["source"],
        seed=data["seed"],
        citation_form=data["citation"],
        analogy_law=data.get("analogy_law"),
        summary=dict(data["summary"]),
        rules=_rules(data["rules"]),
        laws=laws,
    )


CASEBOOK_HEADING = "## Cases and decisions"


def casebook_data(edition_id: str) -> dict[str, Any] | None:
    """The casebook file an edition's file names (`casebook:`), parsed; None without one."""
    entry = next(e for e in _index()["editions"] if e["id"] == edition_id)
    name = read_data(laws_dir() / entry["file"]).get("casebook")
    return read_data(laws_dir() / name) if name else None


def _cases(edition_id: str, data: dict[str, Any]) -> dict[str, Law]:
    """The cases of the edition's casebook as records of its store, after its laws, under a
    heading of their own (arbiter.lawbook.casebook keeps what else a case has)."""
    if not data.get("casebook"):
        return {}
    cases = read_data(laws_dir() / data["casebook"])["cases"]
    return {
        str(case["id"]): Law(
            edition=edition_id,
            id=str(case["id"]),
            text=case["text"],
            topics=("casebook", *(f"law-{law}" for law in case.get("applies") or ())),
            before=CASEBOOK_HEADING if number == 0 else None,
        )
        for number, case in enumerate(cases)
    }


def _rules(data: dict[str, Any]) -> Rules:
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


def describe(edition: Edition) -> dict[str, Any]:
    """What a player needs to see of an edition at a glance (the `editions` table and JSON)."""
    rules = edition.rules
    younger_max = rules.exchange.younger_max
    return {
        "id": edition.id,
        "aliases": list(edition.aliases),
        "title": edition.title,
        "year": edition.year,
        "source": edition.source,
        "pack": len(rules.pack.ranks) * 4,
        "lowest_rank": rules.pack.ranks[-1].value,
        "hand": rules.deal.hand,
        "stock": rules.deal.stock,
        "exchange": {
            "elder_max": rules.exchange.elder_max,
            "younger_max": younger_max,
            "minimum": rules.exchange.minimum,
            "law": rules.exchange.law,
            "summary": edition.summary["exchange"],
        },
        "point": edition.summary["point"],
        "play": edition.summary["play"],
        "game": edition.summary["game"],
        "carte_blanche": rules.blanche.both,
        "trio": rules.sets.trio,
        "capot": rules.capot.points,
        "pique": rules.pique.points if rules.pique else None,
        "repique": rules.repique.points,
        "citation": edition.citation_form,
        "default": edition.id == default_edition_id(),
    }
