"""What the pages show of a ruling, a comparison and a law, in the words the command line's
screens use (`arbiter.ui.rulings`, `arbiter.score.answers`), shaped for a template: the ruling
first, then why."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from markupsafe import Markup, escape

from arbiter.lawbook.lawtext import reading

if TYPE_CHECKING:
    from arbiter.lawbook.editions import Edition, Law
    from arbiter.rulings import Comparison
    from arbiter.rulings.core import Ruling

SUITS = {"♥": "red", "♦": "red", "♠": "black", "♣": "black"}
TONE = {"penalty": "bad", "refused": "bad", "silent": "warn", "option": "choice"}


def suits(text: Any) -> Markup:
    """Text escaped for a page, each suit symbol in its colour."""
    shown = str(escape(str(text)))
    for symbol, colour in SUITS.items():
        shown = shown.replace(symbol, f'<span class="suit {colour}">{symbol}</span>')
    return Markup(shown)


def law_html(text: str) -> Markup:
    """A law's verbatim text for reading (`arbiter.lawbook.lawtext.reading`): emphasis kept."""
    parts = []
    for segment in reading(text):
        words = suits(segment.text)
        parts.append(Markup(f"<{segment.style}>{words}</{segment.style}>")
                     if segment.style else words)
    return Markup("").join(parts)


@dataclass(frozen=True)
class Cited:
    law: str
    edition: str
    title: str
    text: Markup


@dataclass(frozen=True)
class RulingView:
    """A ruling as the page shows it: the decision, what happens next, the penalties, the
    deciding law's words; then the told steps, why, the notes and the laws in full."""

    headline: str
    tone: str
    kind: str
    edition: str
    summary: str
    next: str
    penalties: tuple[str, ...]
    law_label: str | None
    law: str | None
    words: str | None
    also: tuple[str, ...]
    why: str
    notes: tuple[str, ...]
    steps: tuple[dict[str, Any], ...] = ()
    branches: tuple[Any, ...] = ()
    cited: tuple[Cited, ...] = field(default=())


def ruling_view(ruling: Ruling, edition: Edition) -> RulingView:
    from arbiter.decisions import Decision
    from arbiter.score.answers import deciding
    from arbiter.ui.rulings import HEADLINE, next_text, penalty_texts

    found = deciding(ruling, edition)
    steps = tuple({"number": note.number, "by": note.by, "said": note.said, "law": note.law,
                   "irregular": note.finding is not None, "decides": note.number == ruling.step}
                  for note in ruling.steps)  # fmt: skip
    cited = tuple(Cited(c.law, c.edition, edition.layer(c.edition).title, law_html(c.text))
                  for c in ruling.citations)  # fmt: skip
    return RulingView(
        headline=HEADLINE.get(ruling.decision, str(ruling.decision)),
        tone=TONE.get(str(ruling.decision), "good"),
        kind=ruling.kind, edition=edition.id, summary=ruling.summary,
        next=next_text(ruling),
        penalties=tuple(penalty_texts(ruling.penalties)),
        law_label=None if found is None else
        ("Nearest law" if ruling.decision is Decision.SILENT else "Law"),
        law=None if found is None else found.law,
        words=None if found is None else found.words,
        also=() if found is None else found.also,
        why=ruling.explanation, notes=tuple(ruling.notes), steps=steps,
        branches=tuple(getattr(ruling, "branches", None) or ()), cited=cited)


@dataclass(frozen=True)
class EditionRow:
    """One edition's ruling in a comparison, marked where it differs from the baseline."""

    edition: str
    mark: str
    differs: bool
    headline: str
    tone: str
    gist: str
    laws: str
    totals: dict[str, int] | None


def comparison_rows(comparison: Comparison,
                    totals: Mapping[str, Mapping[Any, int]]) -> list[EditionRow]:
    from arbiter.ui.rulings import BASELINE, DIFFERS, EFFECT_BRIEF, HEADLINE, penalty_texts

    rows = []
    for ruling in comparison.rulings:
        differs = comparison.differs(ruling)
        if ruling.options:
            gist = f"{ruling.options.holder} chooses " + " or ".join(ruling.options.choices)
        else:
            gist = "; ".join(penalty_texts(ruling.penalties, EFFECT_BRIEF))
        mark = DIFFERS if differs else (BASELINE if ruling.edition == comparison.baseline
                                        else "")
        rows.append(EditionRow(ruling.edition, mark, differs,
                               HEADLINE.get(ruling.decision, str(ruling.decision)),
                               TONE.get(str(ruling.decision), "good"), gist,
                               ", ".join(ruling.law_ids),
                               dict(totals[ruling.edition]) if ruling.edition in totals
                               else None))  # fmt: skip
    return rows


def law_parts(edition: Edition, law: Law) -> list[tuple[str, Markup]]:
    """A law and its sub-paragraphs, each by its id, for reading."""
    return [(law.id, law_html(law.text))] + [(child.id, law_html(child.text))
                                             for child in edition.children(law.id)]
