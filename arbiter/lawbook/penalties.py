"""What each penalty effect does under an edition, and by which law: the edition's
`rules.penalties` in laws/*.yaml, read when a deal first has penalties (the edition's other
rules are read without it). A penalty written in a deal file cites the law named here for
its effect; a ruling's penalty the first law it cites that lays it (`laid_by`)."""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from typing import Any, NamedTuple

from arbiter.lawbook.editions import Edition
from arbiter.lawbook.store import laws_dir, read_data


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
