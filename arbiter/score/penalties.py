"""What went wrong in a deal, as the penalties its scoring applies (SPEC "Penalties reach the
score").

A deal file may carry `penalties` (written in the SPEC's penalty shape) and `incidents`
(each ruled under the deal's edition). Both become `Applied` penalties, each carrying the law
it is applied by:

- a penalty written in the file cites the law its edition names for that effect
  (`rules.penalties` in laws/*.yaml); an edition with no such law refuses it;
- a penalty from a ruling cites the first law the ruling cites that lays that effect.

What an incident's decision does to a deal that was played out: `penalty` applies its
penalties; `option` means the holder let the deal stand, so a penalty among the choices
applies (1882 law 28: "he can reckon nothing that deal; or, the younger hand ... may elect to
have a fresh deal"); a fresh deal, a void deal, a deal by the right dealer or a fresh cut
means the deal is not scored; any other decision leaves it scored as played.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import cache
from typing import TYPE_CHECKING, Any, NamedTuple

from arbiter.decisions import Decision, KeptRuling, LawRef, NotScored
from arbiter.errors import InputError
from arbiter.files.yamlio import Document, FieldPath
from arbiter.formats import PenaltyFile, Role, other
from arbiter.lawbook.editions import Edition
from arbiter.lawbook.store import laws_dir, read_data

if TYPE_CHECKING:
    from arbiter.formats import Incident
    from arbiter.rulings import Ruling

# --- what each effect does under an edition (`rules.penalties` in laws/*.yaml) -------------


class PenaltyLaw(NamedTuple):
    """What one penalty effect does under an edition, and by which law: `law` applies a
    penalty written in a deal file (None: only by `what`), `what` the law by the score a lost
    declaration names, `laid_by` the laws whose words lay it (a ruling's penalty cites the
    first of them the ruling cites); for reckons-nothing, what it `spares` (`play`: his play,
    the cards and a capot; or `nothing`) and whether his cards still `bars` his adversary."""

    law: str | None
    laid_by: tuple[str, ...] = ()
    what: Mapping[str, str] = {}
    spares: str = "nothing"
    bars: bool = False

    def law_for(self, what: str | None) -> str | None:
        """The law that applies this effect to the score named (or to none)."""
        return self.what.get(what, self.law) if what is not None else self.law


class PenaltiesRule(NamedTuple):
    """The penalty effects an edition's text lays, each with its law; None for one it has
    no law for (a deal file's penalty of that effect is refused)."""

    reckons_nothing: PenaltyLaw | None = None
    adversary_reckons_all: PenaltyLaw | None = None
    loses_declaration: PenaltyLaw | None = None
    adversary_counts_unplayable_as_tricks: PenaltyLaw | None = None
    loses_remaining_tricks: PenaltyLaw | None = None
    loses_game: PenaltyLaw | None = None

    def of(self, effect: str) -> PenaltyLaw | None:
        found: PenaltyLaw | None = getattr(self, effect.replace("-", "_"), None)
        return found


def penalties_rule(block: Mapping[str, Any] | None) -> PenaltiesRule:
    """An edition's `rules.penalties` block read into its record."""
    laws: dict[str, PenaltyLaw] = {}
    for effect, entry in (block or {}).items():
        laws[effect.replace("-", "_")] = PenaltyLaw(
            law=None if entry.get("law") is None else str(entry["law"]),
            laid_by=tuple(str(law) for law in entry.get("laid_by") or ()),
            what={str(k): str(v) for k, v in (entry.get("what") or {}).items()},
            spares=str(entry.get("spares", "nothing")),
            bars=bool(entry.get("bars", False)),
        )
    return PenaltiesRule(**laws)


@cache
def penalty_rules(edition_id: str) -> PenaltiesRule:
    """An edition's `rules.penalties`, read from its file under laws/ when a deal first has
    penalties (the edition's other rules are read without it)."""
    index = read_data(laws_dir() / "index.yaml")
    entry = next(e for e in index["editions"] if e["id"] == edition_id)
    return penalties_rule(read_data(laws_dir() / entry["file"])["rules"].get("penalties"))


def rules_of(edition: Edition) -> PenaltiesRule:
    """The penalties of an edition; under a variant, its root edition's."""
    return penalty_rules(edition.root.id)


# --- a deal's penalties --------------------------------------------------------------------

# Decisions under which the deal is not scored at all.
NOT_SCORED: frozenset[Decision] = frozenset({
    Decision.FRESH_DEAL, Decision.DEAL_VOID, Decision.RIGHT_DEALER_DEALS, Decision.FRESH_CUT,
})  # fmt: skip

# Effects in words, as a penalty line says what it does.
EFFECT_WORDS = {
    "reckons-nothing": "the {player} reckons nothing",
    "adversary-reckons-all": "the {adversary} reckons all he holds",
    "loses-declaration": "the {player} loses his {what}",
    "adversary-counts-unplayable-as-tricks": "the {adversary} counts as tricks the cards the "
    "{player} cannot play to",
    "loses-remaining-tricks": "the {player} loses the tricks still to play",
    "loses-game": "the {player} loses the game",
}


class Applied(NamedTuple):
    """A penalty applied to a deal's scoring, with the law it is applied by: `law` as the
    edition's rules name it (`VARIANT:ID` for a variant's own), `law_edition` and `law_id`
    as a reader cites it."""

    player: Role
    effect: str
    what: str | None
    law: str
    law_edition: str
    law_id: str

    @property
    def adversary(self) -> Role:
        return other(self.player)

    @property
    def key(self) -> tuple[str, str, str | None]:
        return (self.player, self.effect, self.what)

    def words(self) -> str:
        """`the younger reckons nothing (law 58)`."""
        said = EFFECT_WORDS.get(self.effect, "the {player}: " + self.effect)
        return said.format(player=self.player, adversary=self.adversary,
                           what=self.what or "score") + f" (law {self.law_id})"  # fmt: skip

    def to_json(self) -> dict[str, Any]:
        return {"player": self.player, "effect": self.effect, "what": self.what,
                "law": {"edition": self.law_edition, "law": self.law_id}}  # fmt: skip


class Penalised(NamedTuple):
    """What a deal's penalties and incidents come to."""

    penalties: tuple[Applied, ...] = ()
    not_scored: NotScored | None = None
    rulings: tuple[KeptRuling, ...] = ()

    def on(self, player: Role, effect: str) -> Applied | None:
        """The penalty of this effect on `player`, if any."""
        return next((p for p in self.penalties if p.player == player and p.effect == effect),
                    None)  # fmt: skip


NONE = Penalised()


def penalised(edition: Edition, doc: Document, base: FieldPath,
              written: Sequence[PenaltyFile] | None,
              incidents: Sequence[Incident] | None) -> Penalised:  # fmt: skip
    """The deal's penalties: those written, then those its incidents' rulings lay, each once."""
    found: dict[tuple[str, str, str | None], Applied] = {}
    for index, penalty in enumerate(written or ()):
        applied = from_file(edition, penalty, doc, (*base, "penalties", index))
        found.setdefault(applied.key, applied)
    not_scored: NotScored | None = None
    rulings: list[KeptRuling] = []
    for index, incident in enumerate(incidents or ()):
        told = rule_incident(edition, incident, doc, (*base, "incidents", index))
        for ruling in (told, *told.also):  # a telling's irregularities, each ruled
            cited = [LawRef(law.edition, law.law) for law in ruling.citations]
            rulings.append(KeptRuling(ruling.kind, str(ruling.decision), ruling.summary, cited))
            if ruling.decision in NOT_SCORED:
                not_scored = not_scored or NotScored(str(ruling.decision), ruling.kind,
                                                     ruling.summary, index, cited)
                break
            for applied in from_ruling(edition, ruling):
                found.setdefault(applied.key, applied)
    return Penalised(tuple(found.values()), not_scored, tuple(rulings))


def rule_incident(edition: Edition, incident: Incident, doc: Document,
                  path: FieldPath) -> Ruling:  # fmt: skip
    """One incident of the deal file, ruled under the deal's edition."""
    from arbiter.rulings import Case, rule

    return rule(Case(incident, doc, path), edition)


def from_file(edition: Edition, penalty: PenaltyFile, doc: Document,
              path: FieldPath) -> Applied:  # fmt: skip
    """A penalty written in the file, applied by the law its edition names for that effect;
    InputError at the effect when the edition has none."""
    effect = str(penalty.effect)
    rule = rules_of(edition).of(effect)
    law = rule.law_for(penalty.what) if rule is not None else None
    if effect == "loses-declaration" and penalty.what is None:
        raise InputError("loses-declaration names the score lost in 'what'",
                         doc.where((*path, "what")),
                         "what: blanche, point, sequence, set, pique or repique")  # fmt: skip
    if penalty.what is not None and effect not in ("loses-declaration", "adversary-reckons-all"):
        raise InputError(f"'what' names the score lost (loses-declaration) or the one score the "
                         f"adversary reckons all of (adversary-reckons-all); {effect} strikes "
                         "or gives no single score", doc.where((*path, "what")),
                         "leave out what")
    if law is None:
        has = known_effects(edition)
        named = f"{effect} of a {penalty.what}" if penalty.what and rule else effect
        raise InputError(f"{edition.id} has no law that lays {named}",
                         doc.where((*path, "effect")),
                         f"its laws lay: {has}" if has else "its laws lay no penalty")
    return applied(edition, penalty.player, effect, penalty.what, law)


def from_ruling(edition: Edition, ruling: Ruling) -> list[Applied]:
    """The penalties a ruling lays on the deal: all of them under `penalty`; under `option`
    those of a penalty among the choices (the holder let the deal stand); and under any
    decision the consequences the law says are no penalty (a short hand's tricks)."""
    laid = list(ruling.penalties)
    if ruling.decision == Decision.OPTION:
        if ruling.options is None or Decision.PENALTY not in ruling.options.choices:
            laid = []
    elif ruling.decision != Decision.PENALTY:
        laid = []
    return [applied(edition, p.player, str(p.effect), p.what,
                    law_of_ruling(rules_of(edition).of(str(p.effect)), p.what,
                                  ruling.law_ids))
            for p in (*laid, *ruling.consequences)]  # fmt: skip


def law_of_ruling(rule: PenaltyLaw | None, what: str | None, cited: list[str]) -> str:
    """The first law the ruling cites that lays the effect; else the edition's law for it;
    else the ruling's first law."""
    laid = {law.lower() for law in rule.laid_by} if rule is not None else set()
    for law in cited:
        if law.lower() in laid:
            return law
    own = rule.law_for(what) if rule is not None else None
    return own if own is not None else cited[0]


def applied(edition: Edition, player: Role, effect: str, what: str | None, ref: str) -> Applied:
    law = edition.cited(ref)
    return Applied(player, effect, what, edition.ref(law), law.edition, law.id)


def known_effects(edition: Edition) -> str:
    """The effects an edition's laws lay, with their laws: `reckons-nothing (58), ...`."""
    rules = rules_of(edition)
    parts = []
    for name, rule in rules._asdict().items():
        if rule is None:
            continue
        laws = [rule.law] if rule.law else []
        laws += [f"{law} for a {what}" for what, law in rule.what.items()]
        parts.append(f"{name.replace('_', '-')} ({', '.join(laws)})")
    return ", ".join(parts)


def describe_penalties(edition: Edition) -> dict[str, dict[str, Any] | None]:
    """What each penalty effect does under an edition, with its laws (`arbiter editions`):
    None for an effect its text does not lay."""
    found: dict[str, dict[str, Any] | None] = {}
    for name, rule in rules_of(edition)._asdict().items():
        effect = name.replace("_", "-")
        if rule is None:
            found[effect] = None
            continue
        found[effect] = {"law": rule.law, "what": dict(rule.what), "laid_by": list(rule.laid_by)}
        if effect == "reckons-nothing":
            found[effect].update(spares=rule.spares, bars=rule.bars)  # type: ignore[union-attr]
    return found


# Each effect in a word or two, for the editions table's narrow columns.
SHORT_EFFECTS = {
    "reckons-nothing": "reckons nothing", "adversary-reckons-all": "adversary all",
    "loses-declaration": "call lost", "adversary-counts-unplayable-as-tricks": "short hand",
    "loses-remaining-tricks": "hand thrown", "loses-game": "game lost",
}  # fmt: skip


def penalties_in_words(described: dict[str, dict[str, Any] | None]) -> str:
    """`reckons nothing 58, cards bar` ..., one effect a line, for the editions table."""
    lines = []
    for effect, rule in described.items():
        if rule is None:
            continue
        laws = [rule["law"]] if rule["law"] else []
        laws += [f"{what} {law}" for what, law in rule["what"].items()]
        extra = ""
        if effect == "reckons-nothing":
            extra = ", play spared" if rule["spares"] == "play" else ""
            extra += ", cards bar" if rule["bars"] else ""
        lines.append(f"{SHORT_EFFECTS.get(effect, effect)} {', '.join(laws)}{extra}")
    return "\n".join(lines) or "none"
