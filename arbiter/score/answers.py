"""What a short answer shows beside a ruling: the deciding law's words, and a disputed deal's
totals as each edition scores it. Used by the screens of `rule`, `compare` and `ask`."""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple, cast

from arbiter.decisions import Decision
from arbiter.formats import Role
from arbiter.lawbook.editions import Edition
from arbiter.lawbook.lawtext import deciding_words
from arbiter.rulings import Comparison
from arbiter.rulings.core import Case, Context, Ruling

if TYPE_CHECKING:
    from arbiter.formats.scores import ScoreDispute


class Deciding(NamedTuple):
    """The law that decided a ruling (the nearest analogy, when the edition is silent), the
    words of it that decide, and the other laws the ruling cites."""

    law: str
    words: str
    also: tuple[str, ...]


def deciding(ruling: Ruling, edition: Edition, longest: int | None = None) -> Deciding | None:
    """The deciding law of a ruling and its words (`arbiter.lawbook.lawtext.deciding_words`), at
    most `longest` words of them when given (a brief); None for a ruling that cites nothing."""
    if not ruling.citations:
        return None
    first = ruling.citations[0]
    law = edition.layer(first.edition).law(first.law)  # a variant's own law, or its base's
    context = ruling.summary
    if ruling.decision is Decision.SILENT and ruling.notes:
        context += " " + ruling.notes[0]  # the nearest analogy, and why
    words = (deciding_words(law.text, ruling.explanation, context, ruling.kind) if longest is None
             else deciding_words(law.text, ruling.explanation, context, ruling.kind, longest))
    return Deciding(law.id, words, tuple(ruling.law_ids[1:]))


def scored_totals(case: Case, comparison: Comparison) -> dict[str, dict[Role, int]]:
    """A score dispute's totals under each edition compared, by edition id ({} for any
    other incident)."""
    from arbiter.variants.find import find_edition

    found = {r.edition: totals(case, find_edition(r.edition)) for r in comparison.rulings}
    return {edition: scored for edition, scored in found.items() if scored is not None}


def claims(case: Case) -> dict[Role, int] | None:
    """What the players claim in a score dispute (None for any other incident)."""
    claimed: dict[Role, int] | None = getattr(case.incident, "claimed", None)
    return claimed if case.kind == "score-dispute" else None


def totals(case: Case, edition: Edition) -> dict[Role, int] | None:
    """A score dispute's deal as `edition` scores it: each player's total (None for any
    other incident, or a deal this edition's pack cannot hold)."""
    if case.kind != "score-dispute":
        return None
    from arbiter.errors import ArbiterError
    from arbiter.game.penalised import score_deal
    from arbiter.rulings.scores import build_deal

    try:
        dispute = cast("ScoreDispute", case.incident)
        score = score_deal(build_deal(Context(dispute, edition, {}, case)))
    except ArbiterError:
        return None
    return {"elder": score.elder.total, "younger": score.younger.total}
