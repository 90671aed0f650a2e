"""What a deal's penalties and incidents come to (`Penalised`): the penalties applied to its
scoring, each with the law it is applied by (`arbiter.decisions.Penalty`, SPEC
"Penalties reach the score"), the facts the deal's checks and its reckoning read. A penalty
written in a deal file is applied here (`from_file`); the penalties its incidents' rulings
lay, by the rulings' reader of a deal file (`arbiter.rulings.deal_file`)."""

from __future__ import annotations

from typing import NamedTuple

from arbiter.decisions import KeptRuling, LawRef, Penalty
from arbiter.errors import InputError
from arbiter.files.yamlio import Document, FieldPath
from arbiter.formats import PenaltyFile, Role
from arbiter.lawbook.editions import Edition
from arbiter.lawbook.penalties import known_effects, rules_of


class Penalised(NamedTuple):
    """What a deal's penalties and incidents come to."""

    penalties: tuple[Penalty, ...] = ()
    not_scored: KeptRuling | None = None  # the ruling that stopped its scoring
    rulings: tuple[KeptRuling, ...] = ()

    def on(self, player: Role, effect: str) -> Penalty | None:
        """The penalty of this effect on `player`, if any."""
        return next((p for p in self.penalties if p.player == player and p.effect == effect),
                    None)  # fmt: skip


NONE = Penalised()


def from_file(edition: Edition, penalty: PenaltyFile, doc: Document,
              path: FieldPath) -> Penalty:  # fmt: skip
    """A penalty written in the file (its format, built into the record here), applied by
    the law its edition names for that effect; InputError at the effect when it has none."""
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


def applied(edition: Edition, player: Role, effect: str, what: str | None, ref: str,
            spared: tuple[str, ...] = ()) -> Penalty:  # fmt: skip
    """A penalty applied by the law its edition's rules name `ref`."""
    law = edition.cited(ref)
    return Penalty(player, effect, what, spared, LawRef(law.edition, law.id))
