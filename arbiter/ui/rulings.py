"""Rendering of rulings for people: a panel per ruling, and the scenario checker's report (the
table comparing editions is `arbiter.ui.comparison`'s)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.text import Text

from arbiter.errors import printable
from arbiter.files.yamlio import display_name
from arbiter.formats import other
from arbiter.lawbook.casebook import CASE_PREFIX
from arbiter.lawbook.editions import Edition
from arbiter.lawbook.lawtext import plain
from arbiter.rulings import Decision, Penalty, Ruling
from arbiter.rulings.core import Branch
from arbiter.score.answers import deciding
from arbiter.ui.common import and_list, bullets, console, height_of, law_panel
from arbiter.ui.steps import steps_view

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
    Decision.DEPENDS: "It depends on what is not known",
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
    Decision.SILENT: "Agree between you; what the other editions rule (compare) may guide you.",
    Decision.DEPENDS: "Find out which is so, if you can; each way the ruling goes is below.",
}

EFFECT_WORDS = {
    "reckons-nothing": "The {player} scores nothing this deal.",
    "loses-declaration": "The {player} loses his {what}.",
    "adversary-reckons-all": "The {adversary} reckons whatever he holds{of}, even what is "
    "lesser.",
    "loses-remaining-tricks": "The {player} loses the tricks still to be played.",
    "loses-game": "The {player} loses the game (the set or partie).",
    "adversary-counts-unplayable-as-tricks": "The {player} plays short: the {adversary} counts "
    "as tricks the cards he cannot play to.",
}
EFFECT_BRIEF = {
    "reckons-nothing": "{player} scores nothing",
    "loses-declaration": "{player} loses his {what}",
    "adversary-reckons-all": "{adversary} reckons all",
    "loses-remaining-tricks": "{player} loses the tricks to come",
    "loses-game": "{player} loses the game",
    "adversary-counts-unplayable-as-tricks": "{adversary} takes the tricks he cannot play to",
}

STYLE = {Decision.SILENT: "yellow", Decision.PENALTY: "red", Decision.REFUSED: "red",
         Decision.OPTION: "cyan"}
FULL_HINT = "--full: the laws in full, why, and notes"


def penalty_text(penalty: Penalty, words: dict[str, str] = EFFECT_WORDS) -> str:
    return words[str(penalty.effect)].format(
        player=penalty.player, what=penalty.what or "declaration", adversary=other(penalty.player),
        of=f" of the same ({penalty.what})" if penalty.what else "",
    )  # fmt: skip


def penalty_texts(penalties: Iterable[Penalty], words: dict[str, str] = EFFECT_WORDS) -> list[str]:
    """Each penalty in words, one line a player and effect: the same effect on several scores
    (1651 XII.3: he loses his point and his sequence, the adversary reckons whatever he holds
    of each) is said once, naming them together."""
    grouped: dict[tuple[str, str], list[Penalty]] = {}
    for penalty in penalties:
        grouped.setdefault((penalty.player, str(penalty.effect)), []).append(penalty)
    texts = []
    for same in grouped.values():
        whats = [p.what for p in same if p.what]
        joined = and_list(list(dict.fromkeys(whats))) if len(whats) == len(same) else None
        texts.append(penalty_text(replace(same[0], what=joined), words))
    return texts


# Each decision as one of a player's choices ("put it right without penalty, a fresh deal, or
# play on").
CHOICE = {
    Decision.FRESH_DEAL: "a fresh deal",
    Decision.DEAL_VOID: "the deal void",
    Decision.RIGHT_DEALER_DEALS: "the right dealer deals",
    Decision.FRESH_CUT: "a fresh cut",
    Decision.PLAY_ON: "play on",
    Decision.RECTIFY: "put it right without penalty",
    Decision.PENALTY: "the penalty",
    Decision.REFUSED: "let it stand",
}


def choice_list(words: list[str]) -> str:
    """`a`, `a or b`, `a, b, or c`."""
    if len(words) < 3:
        return " or ".join(words)
    return ", ".join(words[:-1]) + ", or " + words[-1]


# A dispute over the score, not over a deal in play: what happens is to the scores.
NEXT_FOR_SCORES = {
    Decision.RECTIFY: "The scores are put right.",
    Decision.REFUSED: "The scores stand as they are.",
    Decision.PLAY_ON: "The scores stand as they are.",
}
SCORE_KINDS = ("score-dispute", "written-scores-differ")


def next_text(ruling: Ruling) -> str:
    """What happens next, in plain words (who chooses, and between what), save what is ruled
    beside it (a telling's further irregularities, each at its step)."""
    if ruling.options:
        choices = choice_list([CHOICE[Decision(c)] for c in ruling.options.choices])
        said = f"The {ruling.options.holder} chooses: {choices}."
    elif ruling.kind in SCORE_KINDS and ruling.decision in NEXT_FOR_SCORES:
        said = NEXT_FOR_SCORES[ruling.decision]
    else:
        said = NEXT[ruling.decision]
    beside = [f"{f'step {also.step}: ' if also.step is not None else ''}{also.decision}"
              for also in ruling.also if also.decision not in QUIET]
    if not beside or not said:
        return said
    return f"{said.removesuffix('.')}, save what is ruled below ({', '.join(beside)})."


QUIET = (Decision.PLAY_ON, Decision.SILENT)  # ruled beside a ruling, they change nothing of it


def answer(ruling: Ruling, edition: Edition, title: str | None = None,
           every_step: bool = False) -> Panel:
    """The short answer, made to fit a 24-line terminal at 80 columns: the decision (a told
    incident's steps under it), what happens next, any penalty or choice, the deciding law's
    words; then a telling's further irregularities, each ruled, as briefly as the screen needs."""
    for detail in (FURTHER_IN_FULL, FURTHER_A_LINE, FURTHER_IN_ONE):
        shown = _answer(ruling, edition, title, every_step, detail)
        if every_step or not ruling.also or height_of(shown, 80) <= 24:
            break
    return shown


def _answer(ruling: Ruling, edition: Edition, title: str | None, every_step: bool,
            detail: int) -> Panel:  # fmt: skip
    parts: list[RenderableType] = []
    if title:
        parts.append(Text(title, style="dim"))
    if ruling.steps:  # told step by step: the steps, then the ruling on them
        parts.append(steps_view(ruling, every_step))
    parts.append(Text(ruling.summary, style="bold"))
    parts.append(Text.assemble(("Next: ", "bold"), next_text(ruling)))
    for said in penalty_texts(ruling.penalties):
        parts.append(Text.assemble(("Penalty: ", "bold red"), said))
    for said in penalty_texts(ruling.consequences):
        parts.append(Text.assemble(("No penalty: ", "bold"), said))
    ways = ruling.branches if every_step or len(ruling.branches) <= WAYS_SHOWN \
        else ruling.branches[:WAYS_SHOWN - 1]
    parts += [branch_line(branch) for branch in ways]
    if len(ways) < len(ruling.branches):
        parts.append(Text(f"… and {len(ruling.branches) - len(ways)} more ways it rules "
                          "(--full lists them all)", style="dim"))
    # the deciding words in brief when further irregularities are ruled below, to fit them
    found = deciding(ruling, edition, None if not ruling.also else BRIEF[0]
                     if detail == FURTHER_IN_FULL else BRIEF[3])
    if found is not None and not found.law.startswith(CASE_PREFIX):  # a case: quoted below
        label = "Nearest law" if ruling.decision is Decision.SILENT else "Law"
        parts.append(Text.assemble((f"{label} {found.law}: ", "bold"), f"“{found.words}”"))
        if found.also:
            parts.append(Text(f"Also cited: {', '.join(found.also)}", style="dim"))
    for quoted in ruling.commentary:  # the case of the casebook the ruling follows
        parts.append(Text.assemble((f"Cavendish, Case {quoted.case}: ", "bold"),
                                   f"“{plain(quoted.text)}”"))
    parts += further_lines(ruling, edition, detail)
    heading = f"{HEADLINE[ruling.decision]} · {ruling.kind} · {edition.id}"
    return Panel(Group(*parts), title=Text(heading, style="bold"), title_align="left",
                 subtitle=Text(FULL_HINT, style="dim"), subtitle_align="right",
                 border_style=STYLE.get(ruling.decision, "green"), padding=(0, 1))


BRIEF = (24, 20, 16, 12, 9, 6, 4)  # words of a deciding law in brief, fewest last (compare)
WAYS_SHOWN = 6  # the ways a ruling on facts not known goes, on a 24-line screen (two lines each)
FURTHER_WORDS = 9  # words of a further irregularity's deciding law, so two fit the screen
FURTHER_IN_FULL, FURTHER_A_LINE, FURTHER_IN_ONE = 2, 1, 0  # 2-3 lines each; 1 each; 1 in all


def further_lines(ruling: Ruling, edition: Edition, detail: int = FURTHER_IN_FULL) -> list[Text]:
    """Each further irregularity ruled (`+ Step 4, ...: Play on. ...`, its law in brief), and
    each made moot by a ruling that settled the deal before it; briefer at a lower `detail`."""
    if detail < FURTHER_IN_FULL:
        return _further_brief(ruling, detail)
    lines = []
    for also in ruling.also:
        text = Text.assemble(("+ ", "bold"), (f"{_where(also)}: ", "bold"),
                             (HEADLINE[also.decision], "bold " + STYLE.get(also.decision, "green")))
        brief = gist(also)  # who chooses, or the penalties; else the summary (not a silence's)
        text.append(f": {brief}." if brief != "—" else
                    "." if also.decision is Decision.SILENT else f". {also.summary}")
        lines.append(text)
        found = deciding(also, edition, FURTHER_WORDS)
        if found is not None:
            label = "Nearest law" if also.decision is Decision.SILENT else "Law"
            lines.append(Text.assemble(("  ", ""), (f"{label} {found.law}: ", "bold"),
                                       f"“{found.words}”"))
    lines += [Text.assemble(("+ ", "bold"), (f"Step {m.step} · Moot: ", "bold"), f"{m.finding}; "
                            f"the deal was settled at step {m.by} ({m.decision}).", style="dim")
              for m in ruling.moot]
    return lines


def _where(also: Ruling) -> str:
    """Where a further ruling turns: a telling's step, or (beside a short kind's ruling, with
    no step) what its facts also call for."""
    return f"Step {also.step}, {also.finding}" if also.step is not None else \
        f"Also, {also.finding}"


def _further_brief(ruling: Ruling, detail: int) -> list[Text]:
    """`+ Step 9 · Penalty (law XII.3)` a line each, or all of them in one line."""
    said = [Text.assemble((f"step {a.step} " if a.step is not None else "", ""), (str(
        a.decision), "bold " + STYLE.get(
        a.decision, "green")), f" ({a.law_ids[0]})" if a.law_ids else "") for a in ruling.also]
    said += [Text(f"step {m.step} moot", style="dim") for m in ruling.moot]
    return [Text.assemble(("+ Also ruled: ", "bold"), one) for one in said] \
        if detail == FURTHER_A_LINE else [Text.assemble(("+ Also ruled: ", "bold"), Text(
            ", ").join(said), (" (--full: each)", "dim"))]


WIDTH = 76  # the panel's text width on an 80-column screen: a branch takes two lines at most


def branch_line(branch: Branch, fit: bool = True) -> Text:
    """`If 1 card was found faced: Play on (law 23)`; with `fit`, its condition cut short so
    that the branch takes two lines at most (the page shows it whole)."""
    ruling = branch.ruling
    said = Text.assemble(": ", (HEADLINE[ruling.decision], "bold " + STYLE.get(ruling.decision,
                                                                              "green")))
    brief = gist(ruling)
    if brief != "—":
        said.append(f", {brief}")
    if ruling.law_ids:
        said.append(f" (law {', '.join(ruling.law_ids[:2])})", style="dim")
    for number, also in enumerate(ruling.also):  # what it rules beside, in brief
        said.append("; also " if number == 0 else ", ")
        said.append(f"step {also.step} " if also.step is not None else "")
        said.append(str(also.decision), style="bold " + STYLE.get(also.decision, "green"))
        if also.law_ids:
            said.append(f" ({also.law_ids[0]})", style="dim")
    condition = branch.condition
    room = 2 * WIDTH - len("• If ") - len(said.plain) - 2  # a line's wrap may lose a word's end
    if fit and len(condition) > room:
        condition = condition[:room - 1].rsplit(" ", 1)[0].rstrip(",;") + " …"
    return Text.assemble(("• If ", "bold"), condition, said)


def details(ruling: Ruling, edition: Edition) -> list[RenderableType]:
    """What `--full` adds: why (which facts matched which law), the notes, and each law
    cited in full."""
    parts: list[RenderableType] = [Text.assemble(("Why: ", "bold"), ruling.explanation)]
    if ruling.notes:
        parts += [Text("Notes", style="bold"), bullets(ruling.notes)]
    for also in ruling.also:  # each further irregularity ruled: why, and its notes
        parts += [Text.assemble((f"Why (step {also.step}): " if also.step is not None else
                                 "Why (also): ", "bold"), also.explanation),
                  *([bullets(also.notes)] if also.notes else [])]
    parts += [law_panel(edition.layer(c.edition), edition.layer(c.edition).law(c.law),
                        with_children=False)
              for c in ruling.citations]  # a variant's own law, or its base's
    parts += [law_panel(edition, edition.law(f"Case {quoted.case}"))
              for quoted in ruling.commentary]  # the cases followed, in full
    return parts


def ruling_view(ruling: Ruling, edition: Edition, title: str | None = None,
                full: bool = False) -> Group:  # fmt: skip
    """A ruling on the screen: the short answer, and with `full` the details."""
    shown = answer(ruling, edition, title, every_step=full)
    if not full:
        return Group(shown)
    shown.subtitle = None
    return Group(shown, *details(ruling, edition))


def show_ruling(ruling: Ruling, edition: Edition, title: str | None = None,
                full: bool = False) -> None:  # fmt: skip
    console().print(ruling_view(ruling, edition, title, full))


def gist(ruling: Ruling) -> str:
    """Who chooses between what, and the penalties, in a few words each; for a ruling that
    depends on facts not known, the ways it goes (`+ also` where one rules something beside
    it)."""
    if ruling.branches:
        return " / ".join(dict.fromkeys(str(b.ruling.decision) + (" + also" if b.ruling.also
                                                                    else "")
                                        for b in ruling.branches))  # fmt: skip
    if ruling.options:
        return f"{ruling.options.holder} chooses " + " or ".join(ruling.options.choices)
    laid = (*ruling.penalties, *ruling.consequences)
    return "; ".join(penalty_texts(laid, EFFECT_BRIEF)) or "—"


def _short(file: str) -> str:
    """A scenario's path relative to the current folder, when it is under it."""
    path = Path(file)
    try:
        return str(path.resolve().relative_to(Path.cwd()))
    except ValueError:
        return file


def check_view(results: Sequence[ScenarioResult]) -> RenderableType:
    """One line a scenario file, the mismatches under the ones that fail. A long line wraps
    between words, indented under its file's name: a path is never broken mid-name unless it
    is wider than the screen."""
    from rich.table import Table

    grid = Table.grid(padding=(0, 1))
    grid.add_column(no_wrap=True)
    grid.add_column(overflow="fold")
    for result in results:
        name = printable(_short(display_name(result.file)))
        if result.error:
            status, line = Text("ERROR", "bold red"), Text(name)
        elif result.skipped:
            status, line = Text("skip", "yellow"), Text(f"{name} ({result.skipped})")
        elif result.passed:
            status, line = Text("ok", "green"), Text(f"{name} ({len(result.editions)} editions)")
        else:
            status, line = Text("FAIL", "bold red"), Text(name)
        grid.add_row(status, line)
        for mismatch in result.mismatches:
            grid.add_row("", Text(mismatch.describe(), style="red"))
    passed = sum(r.passed for r in results)
    failed = sum(bool(r.mismatches) for r in results)
    errors = sum(r.error is not None for r in results)
    style = "green" if passed == len(results) else "red"
    summary = Text(f"{passed} of {len(results)} scenario files passed; {failed} failed; "
                   f"{errors} could not be read.", style=f"bold {style}")
    return Group(grid, summary)


def show_check(results: Sequence[ScenarioResult]) -> None:
    console().print(check_view(results))
