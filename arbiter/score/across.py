"""One deal reckoned under every edition, side by side (`arbiter score --compare`).

The deal file is read once and built under each edition in turn, as `--edition` would build
it: an edition whose pack or laws cannot hold the deal (a six under 1882, an exchange past its
limits) keeps the reason instead of a score. A deal no edition can play is bad input, with the
first edition's reason.
"""

from __future__ import annotations

from pathlib import Path
from typing import NamedTuple

from arbiter.errors import ArbiterError
from arbiter.files.yamlio import display_name, load_file
from arbiter.game.penalised import score_deal
from arbiter.game.tally import DealScore
from arbiter.lawbook.editions import Edition, all_editions
from arbiter.rulings.deal_file import deal_from


class Reckoned(NamedTuple):
    """A deal under one edition: its score, or why the edition cannot play it."""

    edition: str
    score: DealScore | None
    error: ArbiterError | None = None

    def to_json(self) -> dict[str, object]:
        if self.score is None:
            assert self.error is not None
            return {"error": self.error.line()}
        return self.score.to_json()


class Across(NamedTuple):
    """A deal file and what it scores under each edition, in the editions' order."""

    source: str
    reckoned: tuple[Reckoned, ...]

    def to_json(self) -> dict[str, object]:
        return {"source": self.source,
                "editions": {r.edition: r.to_json() for r in self.reckoned}}


def score_across(path: Path | str, editions: list[Edition] | None = None) -> Across:
    """The deal at `path` scored under each edition (all of them unless named)."""
    doc = load_file(path)
    reckoned: list[Reckoned] = []
    for edition in editions or all_editions():
        try:
            deal = deal_from(doc, doc.data, (), edition.id)
            reckoned.append(Reckoned(edition.id, score_deal(deal)))
        except ArbiterError as error:
            reckoned.append(Reckoned(edition.id, None, error))
    if all(r.score is None for r in reckoned):
        first = reckoned[0].error
        assert first is not None
        raise first
    return Across(display_name(path), tuple(reckoned))
