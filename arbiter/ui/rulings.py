"""Rendering of rulings for people: a panel per ruling, a table to compare editions, and the
scenario checker's report."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.text import Text

from arbiter.editions import Edition, find_edition
from arbiter.rulings import Comparison, Decision, Penalty, Ruling
from arbiter.ui.common import console, law_panel

if TYPE_CHECKING:  # the scenario checker is loaded only by `check`
    from arbiter.rulings.check import ScenarioResult

HEADLINE = {
    Decision.FRESH_DEAL: "Fresh deal",
    Decision.DEAL_VOID: "The deal is void",
    Decision.RIGHT_DEALER_DEALS: "The right dealer deals",
    Decision.FRESH_CUT: "Cut again",
    Decision.PLAY_ON: "Play on",
    Decision.RECTIFY: "Put it right, without penalty",
    Decision.PENALTY: "Penalty",
    Decision.OPTION: "A player chooses",
    Decision.REFUSED: "Refused",
    Decision.SILENT: "This edition has no law on it",
}

NEXT = {
    Decision.FRESH_DEAL: "The same dealer shuffles, has the cards cut, and deals again.",
    Decision.DEAL_VOID: "This deal's scores are struck; earlier deals stand. Deal again.",
    Decision.RIGHT_DEALER_DEALS: "The deal out of turn is void; the player whose turn it is deals.",
    Decision.FRESH_CUT: "The pack is cut again.",
    Decision.PLAY_ON: "The deal stands and goes on as it is.",
    Decision.RECTIFY: "The error is put right, and the deal goes on.",
    Decision.PENALTY: "The penalty below applies; the deal goes on.",
    Decision.OPTION: "",
    Decision.REFUSED: "Things stay as they are, and the deal goes on.",
    Decision.SILENT: "Agree between you; the notes give the nearest law and the other editions.",
}

EFFECT_WORDS = {
    "reckons-nothing": "scores nothing this deal",
    "loses-declaration": "loses his {what}",
    "adversary-reckons-all": "and his adversary reckons all he holds, even lesser",
    "loses-remaining-tricks": "loses the tricks still to be played",
    "loses-game": "loses the game (the set or partie)",
    "adversary-counts-unplayable-as-tricks": "plays short: his adversary counts as tricks the "
    "cards he cannot play to",
}

STYLE = {Decision.SILENT: "yellow", Decision.PENALTY: "red", Decision.REFUSED: "red",
         Decision.OPTION: "cyan"}


def penalty_text(penalty: Penalty) -> str:
    words = EFFECT_WORDS[str(penalty.effect)].format(what=penalty.what or "declaration")
    return f"The {penalty.player} {words}."


def next_text(ruling: Ruling) -> str:
    """What happens next, in plain words."""
    if ruling.options:
        choices = " or ".join(HEADLINE[c].lower() for c in ruling.options.choices)
        return f"The {ruling.options.holder} chooses: {choices}."
    return NEXT[ruling.decision]


def ruling_body(ruling: Ruling) -> Group:
    parts: list[RenderableType] = [Text(ruling.summary, style="bold")]
    parts.append(Text.assemble(("Next: ", "bold"), next_text(ruling)))
    for penalty in ruling.penalties:
        parts.append(Text.assemble(("Penalty: ", "bold red"), penalty_text(penalty)))
    parts.append(Text.assemble(("Why: ", "bold"), ruling.explanation))
    if ruling.notes:
        notes = Text()
        for index, note in enumerate(ruling.notes):
            notes.append(("\n" if index else "") + "• " + note)
        parts.append(Text.assemble(("Notes\n", "bold"), notes))
    return Group(*_spaced(parts))


def _spaced(parts: Sequence[RenderableType]) -> list[RenderableType]:
    spaced: list[RenderableType] = []
    for part in parts:
        if spaced:
            spaced.append(Text(""))
        spaced.append(part)
    return spaced


def show_ruling(ruling: Ruling, edition: Edition, title: str | None = None) -> None:
    """The decision in plain words, what happens next, the quoted laws, and the notes."""
    heading = f"{HEADLINE[ruling.decision]} · {ruling.kind} · {edition.title} ({edition.id})"
    out = console()
    out.print(Panel(ruling_body(ruling), title=Text(heading, style="bold"),
                    subtitle=Text(title) if title else None,
                    border_style=STYLE.get(ruling.decision, "green"), padding=(1, 2)))
    for citation in ruling.citations:
        out.print(law_panel(edition, edition.law(citation.law), with_children=False))


def _gist(ruling: Ruling) -> str:
    if ruling.options:
        return f"{ruling.options.holder} chooses: " + " or ".join(ruling.options.choices)
    return "; ".join(penalty_text(p) for p in ruling.penalties) or "—"


def show_comparison(comparison: Comparison) -> None:
    """One row an edition (decision, options or penalties, law ids), rows that differ from the
    baseline marked, then the quoted laws in sequence."""
    from rich.table import Table  # only compare draws a table: keep it off `rule`'s start

    heading = f"{comparison.kind}: {comparison.title or 'ruled under each edition'}"
    table = Table(title=Text(heading), show_lines=True, expand=True)
    table.add_column("edition", no_wrap=True, style="bold")
    table.add_column("decision", no_wrap=True)
    table.add_column("options or penalties", ratio=3)
    table.add_column("laws", ratio=1, overflow="fold")
    for ruling in comparison.rulings:
        differs = comparison.differs(ruling)
        mark = "≠ " if differs else ("= " if ruling.edition == comparison.baseline else "  ")
        table.add_row(Text(mark + ruling.edition, style="yellow" if differs else ""),
                      Text(str(ruling.decision), style=STYLE.get(ruling.decision, "green")),
                      _gist(ruling), ", ".join(ruling.law_ids))
    out = console()
    out.print(table)
    out.print(Text.assemble("=: the baseline edition; ", ("≠", "yellow"),
                            f": rules differently from {comparison.baseline}."))
    for edition, reason in comparison.skipped:
        out.print(Text.assemble((f"{edition} left out:", "yellow"), f" {reason}"))
    for ruling in comparison.rulings:
        quoted = find_edition(ruling.edition)
        for citation in ruling.citations:
            out.print(law_panel(quoted, quoted.law(citation.law), with_children=False))
        for note in ruling.notes:
            out.print(Text(f"  {quoted.id}: {note}", style="dim"))


def _short(file: str) -> str:
    """A scenario's path relative to the current folder, when it is under it."""
    path = Path(file)
    try:
        return str(path.resolve().relative_to(Path.cwd()))
    except ValueError:
        return file


def show_check(results: Sequence[ScenarioResult]) -> None:
    """One line a scenario file; the mismatches under the ones that fail."""
    out = console()
    for result in results:
        name = _short(result.file)
        if result.error:
            line = Text.assemble(("ERROR ", "bold red"), name)
        elif result.skipped:
            line = Text.assemble(("skip  ", "yellow"), f"{name} ({result.skipped})")
        elif result.passed:
            line = Text.assemble(("ok    ", "green"), f"{name} ({len(result.editions)} editions)")
        else:
            line = Text.assemble(("FAIL  ", "bold red"), name)
        out.print(line, soft_wrap=True)
        for mismatch in result.mismatches:
            out.print(Text(f"      {mismatch.describe()}", style="red"), soft_wrap=True)
    passed = sum(r.passed for r in results)
    failed = sum(bool(r.mismatches) for r in results)
    errors = sum(r.error is not None for r in results)
    style = "green" if passed == len(results) else "red"
    out.print(Text(f"{passed} of {len(results)} scenario files passed; {failed} failed; "
                   f"{errors} could not be read.", style=f"bold {style}"))
