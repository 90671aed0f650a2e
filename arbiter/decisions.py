"""What a ruling can decide, and what a penalty can do (SPEC "Rulings").

Shared by the file formats (a scenario's `expect:`, a deal file's `penalties:`) and the
rulings themselves, so the words are defined once; who they fall on (`Role`), which every
record that names a player uses; and what a deal keeps of the rulings on its incidents (a law
cited, a penalty, a ruling in brief, which is also why a deal was not scored), one record each
for the rulings, the scorer, its JSON and the score sheet.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any, Literal, TypeAlias

# Who: the elder hand (he did not deal, and leads first) or the younger (the dealer). The one
# definition of a player's role, for the files, the rulings, the scorer and the sheet.
Role: TypeAlias = Literal["elder", "younger"]
ROLES: tuple[Role, Role] = ("elder", "younger")


def other(role: Role) -> Role:
    """The adversary's role."""
    return "younger" if role == "elder" else "elder"


class Decision(StrEnum):
    """What the ruling decides."""

    FRESH_DEAL = "fresh-deal"
    """The cards are shuffled, cut and dealt again by the same dealer."""
    DEAL_VOID = "deal-void"
    """The deal is void and its scores struck; earlier deals stand."""
    RIGHT_DEALER_DEALS = "right-dealer-deals"
    """The deal out of turn is void; the right dealer deals."""
    FRESH_CUT = "fresh-cut"
    """Cut again."""
    PLAY_ON = "play-on"
    """The deal stands and goes on as it is."""
    RECTIFY = "rectify"
    """The error is put right without penalty."""
    PENALTY = "penalty"
    """The offender is penalised: see the penalties."""
    OPTION = "option"
    """A player chooses between decisions."""
    REFUSED = "refused"
    """The request or claim is refused; things stay as they are."""
    SILENT = "silent"
    """The edition has no law on the matter."""
    DEPENDS = "depends"
    """The ruling turns on a fact nobody knows: see the branches, one for each way it rules."""


class Effect(StrEnum):
    """What a penalty does to the offender."""

    RECKONS_NOTHING = "reckons-nothing"
    """He scores nothing that deal."""
    LOSES_DECLARATION = "loses-declaration"
    """He loses the score named in `what`."""
    ADVERSARY_RECKONS_ALL = "adversary-reckons-all"
    """His adversary reckons all he holds, even lesser."""
    LOSES_REMAINING_TRICKS = "loses-remaining-tricks"
    """The tricks still to be played are his adversary's."""
    LOSES_GAME = "loses-game"
    """He loses the set or partie."""
    ADVERSARY_COUNTS_UNPLAYABLE = "adversary-counts-unplayable-as-tricks"
    """His adversary counts as tricks all cards that cannot be played to."""


# --- what a deal keeps of its rulings: the scorer's records, and the sheet file's ----------


@dataclass(frozen=True)
class LawRef:
    """A law cited: its edition (as the scorer reports it) and its id."""

    edition: str
    law: str

    @property
    def ref(self) -> str:
        """The law as an edition's rules, and the scores they reckon, name it
        (`Edition.ref`): its id for a law of the root edition, `VARIANT:ID` for a variant's
        own (an overlaid edition's id is `BASE+VARIANT`), so no two laws share a name."""
        _, overlaid, variant = self.edition.rpartition("+")
        return f"{variant}:{self.law}" if overlaid else self.law

    def to_json(self) -> dict[str, str]:
        return {"edition": self.edition, "law": self.law}


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


@dataclass(frozen=True)
class Penalty:
    """A penalty on `player`, the offender: its effect (an `Effect`'s value), the score it
    concerns (`what`: of a lost declaration, or the one score the adversary reckons all of),
    the scores a reckons-nothing leaves him (`spared`: Case XXI's blanche), and, once it is
    applied to a deal's scores, the law it is applied by (`law`).

    One record for a ruling's penalties (`to_json`: the SPEC's penalty shape with `except`),
    the scorer and its JSON (`applied_json`, with the law), and the score sheet (whose keys
    these are). A file's penalty as written (`arbiter.formats.PenaltyFile`, in a deal file or
    a scenario) is a format, checked by pydantic, and built into this record where the file
    is read (`arbiter.game.penalties.from_file`)."""

    player: Role
    effect: str
    what: str | None = None
    spared: tuple[str, ...] = ()
    law: LawRef | None = None

    @property
    def adversary(self) -> Role:
        return other(self.player)

    @property
    def key(self) -> tuple[str, str, str | None]:
        return (self.player, self.effect, self.what)

    @property
    def applied_by(self) -> LawRef:
        """The law it is applied by; a ruling's penalty, not yet applied to a deal, has none."""
        if self.law is None:
            raise ValueError(f"the penalty {self.key} is applied to no deal yet")
        return self.law

    @property
    def ref(self) -> str:
        """Its law as the edition's rules name it: what the scores it strikes or gives cite."""
        return self.applied_by.ref

    def words(self) -> str:
        """`the younger reckons nothing (law 58)`."""
        said = EFFECT_WORDS.get(self.effect, "the {player}: " + self.effect)
        return said.format(player=self.player, adversary=self.adversary,
                           what=self.what or "score") + f" (law {self.applied_by.law})"  # fmt: skip

    def to_json(self) -> dict[str, Any]:
        """A ruling's penalty (`rule --json`)."""
        return {"player": self.player, "effect": str(self.effect), "what": self.what,
                "except": list(self.spared)}  # fmt: skip

    def applied_json(self) -> dict[str, Any]:
        """A penalty applied to a deal's scores (`score --json`)."""
        return {"player": self.player, "effect": str(self.effect), "what": self.what,
                "law": self.applied_by.to_json()}  # fmt: skip


@dataclass(frozen=True)
class KeptRuling:
    """A ruling on one of a deal's incidents, in brief, kept with the deal's score (and on the
    score sheet): its kind, decision, summary, the laws it cites, and the incident's place in
    the deal file's incidents (`index`, from 0; None where not known: a deal amended by hand).

    One record for a deal's `rulings` and its `not_scored`, which is the kept ruling that
    stopped its scoring (a fresh deal, a void deal...). Their JSON and the sheet's keys are
    the SPEC's and stay as they were: `to_json` gives a ruling's (`citations`, no index),
    `not_scored_json` the deal not scored's (`index`, and the laws as `laws`); the sheet reads
    a `not_scored`'s laws under `laws` (`arbiter.sheet.game.NOT_SCORED_KEYS`)."""

    kind: str
    decision: str
    summary: str
    citations: list[LawRef] | None = None
    index: int | None = None

    @property
    def law_ids(self) -> list[str]:
        return [law.law for law in self.citations or ()]

    def to_json(self) -> dict[str, Any]:
        """As a deal's `rulings` give it."""
        return {"kind": self.kind, "decision": self.decision,
                "citations": [law.to_json() for law in self.citations or ()],
                "summary": self.summary}  # fmt: skip

    def not_scored_json(self) -> dict[str, Any]:
        """As a deal's `not_scored` gives it: `laws` as the penalties' and the sheet's,
        `{"edition", "law"}` each."""
        return {"decision": self.decision, "kind": self.kind, "index": self.index,
                "laws": [law.to_json() for law in self.citations or ()],
                "summary": self.summary}  # fmt: skip
