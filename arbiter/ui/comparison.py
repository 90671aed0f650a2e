"""The table comparing editions (`arbiter compare`): a row an edition, rows that rule
differently from the baseline marked, the deciding words as many as fit the screen."""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Callable, Mapping, Sequence
from functools import partial

from rich.console import Group, RenderableType
from rich.text import Text

from arbiter.formats import Role
from arbiter.rulings import Comparison, Ruling
from arbiter.score.answers import deciding
from arbiter.ui.common import bullets, console, height_of, law_panel
from arbiter.ui.rulings import BRIEF, FULL_HINT, STYLE, branch_line, gist
from arbiter.variants.find import find_edition

DIFFERS = "≠"
BASELINE = "="


Totals = Mapping[str, Mapping[Role, int]]


WIDER_PENALTIES = 4  # from BRIEF[4] on, the penalties' column is wider and the words' narrower


def comparison_view(comparison: Comparison, totals: Totals | None = None,
                    claimed: Mapping[Role, int] | None = None, full: bool = False,
                    width: int = 80, height: int = 24) -> Group:  # fmt: skip
    """One row an edition (decision, choice or penalties, and its deciding law with the words
    that decide, in brief; a score dispute's totals as each edition scores the deal), rows
    that differ from the baseline marked by a symbol as well as a colour; the words as many
    as leave the table within `height` lines at `width` columns. With `full`, each edition's
    laws in full and its notes. Rows are ruled apart by lines unless only leaving them out
    makes the table fit, and the penalties are put under the decision only if that does."""
    def drawn(ruled: bool, longest: int, notes: bool = True, apart: bool = True) -> Group:
        return _comparison(comparison, totals, claimed, full, longest, ruled, notes, apart)

    if full:
        return drawn(True, BRIEF[0])
    for ruled in (True, False):  # the words cut, with rows ruled apart, then not
        shown = _most_words_fitting(partial(drawn, ruled), width, height)
        if shown is not None:
            return shown
    for notes, apart in ((True, True), (False, True)):  # 0: the fewest words, and no other
        shown = drawn(False, 0, notes, apart)  # law; then the stock's readings in one line;
        if _fits(shown, width, height):
            return shown
    return drawn(False, 0, notes=False, apart=False)  # then the penalties under the decision


def _most_words_fitting(draw: Callable[[int], Group], width: int, height: int) -> Group | None:
    """The table drawn with the most words of the deciding laws (`BRIEF`) that fits within
    `height` lines, or None. Each table measured is drawn (about 3 ms), so as few are: within
    each run of `BRIEF` fewer words never make the table taller (the penalties' column widens
    between runs), so the most words are tried first (most tables fit whole), then the
    fewest of the first run, to know whether to look for more words in it or go on to the
    second run; each run is halved."""
    first = draw(BRIEF[0])
    if _fits(first, width, height):
        return first
    *more, fewest = BRIEF[1:WIDER_PENALTIES]
    cut = draw(fewest)
    if _fits(cut, width, height):
        return _first_fitting(draw, more, width, height) or cut
    return _first_fitting(draw, BRIEF[WIDER_PENALTIES:], width, height)


def _first_fitting(draw: Callable[[int], Group], run: Sequence[int], width: int,
                   height: int) -> Group | None:  # fmt: skip
    """The first of a run of word counts (fewer each) whose table fits, found by halving."""
    drawn: dict[int, Group] = {}

    def fits(longest: int) -> bool:
        drawn[longest] = draw(longest)
        return _fits(drawn[longest], width, height)

    at = bisect_left(run, True, key=fits)  # False (too tall) before True (fits)
    return drawn[run[at]] if at < len(run) else None


def _fits(shown: RenderableType, width: int, height: int) -> bool:
    return height_of(shown, width) <= height


def _laws_brief(ruling: Ruling, longest: int) -> Text:
    """`14: “there must be a fresh deal”` and the other laws cited, by id (at `longest` 0,
    the fewest words and no other law)."""
    found = deciding(ruling, find_edition(ruling.edition), longest or BRIEF[-1])
    cases = [f"Case {quoted.case}" for quoted in ruling.commentary]  # the casebook followed
    if found is None:
        return Text(", ".join([*ruling.law_ids, *cases]))
    text = Text.assemble((f"{found.law}: ", "bold"), f"“{found.words}”")
    if found.also and longest:
        also = list(found.also) if len(found.also) <= 3 else [*found.also[:2],
                                                              f"{len(found.also) - 2} more"]
        text.append(f" (also {', '.join(also)})", style="dim")
    followed = [case for case in cases if case != found.law]
    if followed:
        text.append(f"; {', '.join(followed)}")
    return text


def _decisions(ruling: Ruling) -> Text:
    """A ruling's decision, then a telling's further ones by step (`+5 play-on`, `+7 moot`)."""
    text = Text(str(ruling.decision), style=STYLE.get(ruling.decision, "green"))
    for also in ruling.also:
        at = also.step if also.step is not None else ""
        text.append(f"\n+{at} {also.decision}", style=STYLE.get(also.decision, "green"))
    for moot in ruling.moot:
        text.append(f"\n+{moot.step} moot", style="dim")
    return text


def _comparison(comparison: Comparison, totals: Totals | None,
                claimed: Mapping[Role, int] | None, full: bool, longest: int,
                ruled: bool = True, notes: bool = True, apart: bool = True) -> Group:  # fmt: skip
    from rich.table import Table  # only compare draws a table: keep it off `rule`'s start

    heading = f"{comparison.kind}: {comparison.title or 'ruled under each edition'}"
    table = Table(title=Text(heading), show_lines=ruled, expand=True, padding=(0, 1))
    table.add_column("edition", no_wrap=True, min_width=15)
    gists = [gist(ruling) for ruling in comparison.rulings]
    laid = any(brief != "—" for brief in gists)
    if laid and not apart:  # the penalties under the decision: one column fewer
        table.add_column("decision, penalties", ratio=2)
    else:
        table.add_column("decision", no_wrap=True)
    if laid and apart:
        wider = longest < BRIEF[WIDER_PENALTIES - 1]  # few words: more room for penalties
        table.add_column("who chooses, penalties", ratio=3 if wider else 2)
    if totals:
        table.add_column("elder", justify="right", no_wrap=True)
        table.add_column("younger", justify="right", no_wrap=True)
    table.add_column("deciding words", ratio=3)
    for ruling, brief in zip(comparison.rulings, gists, strict=True):
        differs = comparison.differs(ruling)
        mark = DIFFERS if differs else (BASELINE if ruling.edition == comparison.baseline
                                        else " ")
        cells: list[RenderableType] = [
            Text(f"{mark} {ruling.edition}", style="bold yellow" if differs else "bold"),
            _decisions(ruling)]
        if laid and apart:
            cells.append(brief)
        elif laid and brief != "—":
            cells[-1] = Text.assemble(_decisions(ruling), f"\n{brief}")
        if totals:
            scored = totals.get(ruling.edition, {})
            cells += [str(scored.get("elder", "?")), str(scored.get("younger", "?"))]
        cells.append(_laws_brief(ruling, longest))
        table.add_row(*cells)
    legend = f"{BASELINE} the baseline, {comparison.baseline}; {DIFFERS} rules differently from it."
    if totals:
        legend += " elder, younger: the deal's totals under each edition"
        if claimed:
            legend += " (claimed: " + ", ".join(f"{r} {n}" for r, n in claimed.items()) + ")"
        legend += "."
    parts: list[RenderableType] = [table, Text(legend)]
    if not full:
        parts.append(Text(FULL_HINT, style="dim"))
    for edition, note in comparison.read_otherwise if notes else ():  # one story, each pack
        parts.append(Text.assemble((f"{edition}:", "yellow"), f" {note}"))
    if comparison.read_otherwise and not notes:  # too long for the screen: named only
        editions = ", ".join(edition for edition, _ in comparison.read_otherwise)
        parts.append(Text.assemble((f"{editions}:", "yellow"),
                                   " the stock read under its own pack"))
    for edition, reason in comparison.skipped:
        parts.append(Text.assemble((f"{edition} left out:", "yellow"), f" {reason}"))
    if full:
        for ruling in comparison.rulings:
            quoted = find_edition(ruling.edition)
            if ruling.branches:  # each way it goes, its condition in the players' words
                parts.append(Text(f"{quoted.id}, each way it goes:", style="bold"))
                parts += [branch_line(branch, fit=False) for branch in ruling.branches]
            parts += [law_panel(quoted.layer(c.edition), quoted.layer(c.edition).law(c.law),
                                with_children=False)
                      for c in ruling.citations]  # a variant's own law, or its base's
            if ruling.notes:
                parts.append(bullets(ruling.notes, f"{quoted.id}:", style="dim"))
    return Group(*parts)


def show_comparison(comparison: Comparison, totals: Totals | None = None,
                    claimed: Mapping[Role, int] | None = None, full: bool = False) -> None:
    shown = console()
    print_height = shown.height if shown.is_terminal else 24
    shown.print(comparison_view(comparison, totals, claimed, full, shown.width, print_height))
