"""A wrong card count: a hand or the stock found with too many or too few cards."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Literal

from arbiter.formats.common import Incident, SinceDealing
from arbiter.formats.kinds import formats_by_kind
from arbiter.formats.markers import Doc, Range, RestOfPack


@dataclass(frozen=True)
class WrongCardCount(Incident):
    """A hand or the stock has too many or too few cards (thirteen, eleven, a stock of
    nine...)."""

    kind: Literal["wrong-card-count"]
    elder: Annotated[int, Range(0, 36), Doc("How many cards has the elder (who did not deal)?",
                                            fact="the elder has {} card{s}")]
    younger: Annotated[int, Range(0, 36), Doc("How many cards has the dealer?",
                                              fact="the dealer has {} card{s}")]
    discovered: SinceDealing
    # Left out, the rest of the pack as the edition deals it (SPEC: "a count that only
    # restates the deal may be left out"): read under each edition by `rulings.card_count`.
    stock: Annotated[int, Range(0, 36), Doc("How many cards were in the stock as it was dealt? "
                                            "(left out: the rest of the pack)",
                                            fact="the stock held {} card{s} as it was dealt"),
                     RestOfPack(("elder", "younger"))] | None = None


FORMATS = formats_by_kind(WrongCardCount)
