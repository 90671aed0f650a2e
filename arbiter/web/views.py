"""What the pages show of a ruling, a comparison and a law, in the words the command line's
screens use (`arbiter.ui.rulings`, `arbiter.score.answers`): the ruling page reads the
`Ruling` itself, with these words for it (`ruling_words`); a comparison is shown a row an
edition (`EditionRow`)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from markupsafe import Markup, escape

from arbiter.lawbook.lawtext import reading

if TYPE_CHECKING:
    from arbiter.lawbook.editions import Edition, Law
    from arbiter.rulings import Comparison
    from arbiter.rulings.core import Branch, Ruling

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


def tone(ruling: Ruling) -> str:
    """The colour of a ruling's section: bad, a warning, a choice, or good."""
    return TONE.get(str(ruling.decision), "good")


def ruling_words() -> dict[str, Any]:
    """What the ruling page says of a `Ruling` beyond its own fields, in the words the command
    line's screens use (`arbiter.ui.rulings`, `arbiter.score.answers`): the template's
    functions."""
    from arbiter.score.answers import deciding
    from arbiter.ui.rulings import HEADLINE, branch_line, next_text, penalty_texts
    from arbiter.ui.steps import MOOT, moot_steps

    def headline(ruling: Ruling) -> str:
        return HEADLINE.get(ruling.decision, str(ruling.decision))

    def branch_words(branch: Branch) -> str:
        return branch_line(branch, fit=False).plain.removeprefix("• ")

    return {"headline": headline, "tone": tone, "next_text": next_text,
            "penalty_texts": penalty_texts, "deciding": deciding, "branch_words": branch_words,
            "moot_steps": moot_steps, "moot_mark": MOOT}


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
    from arbiter.ui.comparison import BASELINE, DIFFERS
    from arbiter.ui.rulings import EFFECT_BRIEF, HEADLINE, penalty_texts

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
