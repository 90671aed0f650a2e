"""A deal's score as records: each score with the law it is reckoned by (`ScoreEvent`), a
player's part, the declarations, the deal's whole score (`DealScore`), and the tally kept
while the deal is reckoned, in the order of reckoning (`arbiter.game.scoring`)."""

from typing import TYPE_CHECKING, Any, NamedTuple

from arbiter.formats import ROLES, Role, other
from arbiter.game.holdings import Holdings, describe_all
from arbiter.lawbook.editions import law_label
from arbiter.lawbook.rules import Rules

if TYPE_CHECKING:
    from arbiter.decisions import KeptRuling, Penalty

CATEGORIES: tuple[str, ...] = (
    "blanche", "point", "sequences", "sets", "repique", "pique", "play", "cards", "capot",
)  # fmt: skip
HAND_CATEGORIES: tuple[str, ...] = ("blanche", "point", "sequences", "sets")


# --- the records ---------------------------------------------------------------------------


class ScoreEvent(NamedTuple):
    """One score as it is reckoned, with both players' running totals after it. A score a
    penalty struck is an event of 0 points citing the penalty's law (the only such events)."""

    category: str
    player: Role
    points: int
    elder_total: int
    younger_total: int
    law: str
    struck: int = 0  # what a score a penalty struck would have made (not in the JSON)

    def to_json(self) -> dict[str, Any]:
        return {
            "category": self.category,
            "player": self.player,
            "points": self.points,
            "elder_total": self.elder_total,
            "younger_total": self.younger_total,
            "law": law_label(self.law) if ":" in self.law else self.law,  # a variant's own
        }


class PlayerScore(NamedTuple):
    """One player's scores for the deal, by category (the fields are `CATEGORIES`, in order)."""

    blanche: int = 0
    point: int = 0
    sequences: int = 0
    sets: int = 0
    repique: int = 0
    pique: int = 0
    play: int = 0
    cards: int = 0
    capot: int = 0

    @property
    def total(self) -> int:
        return sum(self)

    def to_json(self) -> dict[str, int]:
        return {**self._asdict(), "total": self.total}


class Declaration(NamedTuple):
    """What one player held in one declaration, in words, and how it stood against the
    adversary's: `good` (he scores it), `not good`, `equal`, `barred` (a carte blanche that
    does not score), or `none` (nothing to call)."""

    category: str
    player: Role
    held: str
    standing: str
    law: str


Held = dict[Role, Holdings]  # what each player's hand held


class DealScore(NamedTuple):
    """The scores of one deal: each player's by category, and the events in order.

    `declarations` (in words, for people) is worked out when asked for, from what the hands
    held (`held`, under `rules`): `--json` never asks, and wording costs a fifth of scoring
    a deal."""

    edition: str
    elder: PlayerScore
    younger: PlayerScore
    events: tuple[ScoreEvent, ...]
    tricks_won: tuple[int, int] = (0, 0)
    tricks_played: int = 0
    held: Held | None = None
    rules: Rules | None = None
    penalties: "tuple[Penalty, ...]" = ()
    not_scored: "KeptRuling | None" = None  # the one of `rulings` that stopped its scoring
    rulings: "tuple[KeptRuling, ...]" = ()  # the deal file's incidents, as ruled

    @property
    def declarations(self) -> tuple[Declaration, ...]:
        if self.held is None or self.rules is None:
            return ()
        return declarations(self.rules, self.held, self.events)

    def player(self, role: Role) -> PlayerScore:
        return self.elder if role == "elder" else self.younger

    def to_json(self) -> dict[str, Any]:
        """The SPEC's shape: edition, elder, younger, events; then the penalties applied; for
        a deal an incident's ruling leaves unscored, why (`not_scored`); and for a deal file
        with incidents, each as ruled (`rulings`)."""
        found = {
            "edition": self.edition,
            "elder": self.elder.to_json(),
            "younger": self.younger.to_json(),
            "events": [event.to_json() for event in self.events],
            "penalties": [penalty.applied_json() for penalty in self.penalties],
        }
        if self.not_scored is not None:
            found["not_scored"] = self.not_scored.not_scored_json()
        if self.rulings:
            found["rulings"] = [ruling.to_json() for ruling in self.rulings]
        return found


# --- the tally -----------------------------------------------------------------------------


class Score(NamedTuple):
    """A score before it is reckoned: who, what for, how many, by which law."""

    category: str
    player: Role
    points: int
    law: str


class Reckoning:
    """Reckons scores in order, keeping both running totals and each player's by category."""

    def __init__(self) -> None:
        self.events: list[ScoreEvent] = []
        self.totals: dict[Role, int] = {"elder": 0, "younger": 0}
        self.parts: dict[Role, dict[str, int]] = {role: dict.fromkeys(CATEGORIES, 0)
                                                   for role in ROLES}  # fmt: skip

    def reckon(self, score: Score) -> None:
        if score.points <= 0:
            return
        self.totals[score.player] += score.points
        self.parts[score.player][score.category] += score.points
        self.events.append(
            ScoreEvent(score.category, score.player, score.points,
                       self.totals["elder"], self.totals["younger"], score.law)
        )  # fmt: skip

    def has_scored(self, role: Role, category: str) -> bool:
        return self.parts[role][category] > 0


def declarations(
    rules: Rules, held: Held, events: tuple[ScoreEvent, ...]
) -> tuple[Declaration, ...]:
    """What each player held in each declaration, in words, and how it stood."""
    scored = {(e.category, e.player) for e in events if e.points}
    struck = {(e.category, e.player) for e in events if not e.points}
    laws = {"blanche": rules.blanche.law, "point": rules.point.law,
            "sequences": rules.sequences.law, "sets": rules.sets.law}  # fmt: skip
    found: list[Declaration] = []
    for role in ROLES:
        mine, theirs = held[role], held[other(role)]
        measure = rules.point.measure
        words = {
            "blanche": "carte blanche" if mine.blanche else "",
            "point": mine.point.name(),
            "sequences": describe_all(run.name() for run in mine.runs),
            "sets": describe_all(found_set.name() for found_set in mine.sets),
        }
        equal = {
            "blanche": False,
            "point": mine.point.strength(measure) == theirs.point.strength(measure),
            "sequences": mine.runs != () and mine.best_run == theirs.best_run,
            "sets": mine.sets != () and mine.best_set == theirs.best_set,
        }
        for category in HAND_CATEGORIES:
            standing = _standing(category, words[category], (category, role) in scored,
                                 equal[category])  # fmt: skip
            if (category, role) in struck:
                standing = "struck"
            found.append(Declaration(category, role, words[category], standing, laws[category]))
    return tuple(found)


def _standing(category: str, words: str, scored: bool, equal: bool) -> str:
    if scored:
        return "good"
    if not words:
        return "none"
    if category == "blanche":
        return "barred"
    return "equal" if equal else "not good"
