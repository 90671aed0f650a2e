"""The penalties applied to a deal's scoring, each with the law it is applied by (SPEC
"Penalties reach the score"), and what a deal's penalties and incidents come to
(`Penalised`): the facts the deal's checks and its reckoning read. A penalty written in a
deal file is applied here (`from_file`); the penalties its incidents' rulings lay, by the
rulings' reader of a deal file (`arbiter.rulings.deal_file`)."""

from __future__ import annotations

from typing import Any, NamedTuple

from arbiter.decisions import KeptRuling, NotScored
from arbiter.errors import InputError
from arbiter.files.yamlio import Document, FieldPath
from arbiter.formats import PenaltyFile, Role, other
from arbiter.lawbook.editions import Edition
from arbiter.lawbook.penalties import known_effects, rules_of

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


def applied(edition: Edition, player: Role, effect: str, what: str | None, ref: str) -> Applied:
    law = edition.cited(ref)
    return Applied(player, effect, what, edition.ref(law), law.edition, law.id)
