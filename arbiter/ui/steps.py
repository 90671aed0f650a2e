"""A told incident's steps on the screen, a line each: the irregular ones marked with the
law that decides them, those made moot by a ruling that settled the deal before them marked
moot (`arbiter rule`'s panel, `--full`; the web page marks them alike)."""

from __future__ import annotations

from rich.text import Text

from arbiter.rulings import Ruling


def steps_view(ruling: Ruling, every_step: bool = False) -> Text:
    """A told incident's steps, a line each, the irregular ones marked with the law that
    decides them (the deciding step in bold), those made moot as moot; a long telling,
    unless `every_step`, with the runs of steps that raise nothing summed up in a line."""
    lines = Text()
    shown = {note.number for note in ruling.steps} if every_step else _steps_shown(ruling)
    moot = moot_steps(ruling)
    for note in ruling.steps:
        if note.number not in shown:
            if note.number - 1 in shown:  # the first of a run left out
                last = next((n for n in range(note.number, len(ruling.steps) + 1)
                             if n + 1 in shown), len(ruling.steps))  # fmt: skip
                lines.append(f"   … steps {note.number}-{last} in order (--full: all)\n",
                             style="dim")
            continue
        mark = "▶" if note.number == ruling.step else ("•" if note.finding else " ")
        style = "bold" if note.number == ruling.step else (
            "" if note.finding and note.number not in moot else "dim")
        lines.append(f"{mark}{note.number:>2} {note.by:<8}{note.said}", style=style)
        if note.number in moot:  # told after the deal was settled: not ruled
            lines.append(f"  {MOOT}", style="dim")
        elif note.irregular:
            lines.append(f"  ✗ law {note.law}" if note.law else "  ✗", style="bold red")
        elif note.finding and note.law:
            lines.append(f"  ✓ law {note.law}", style="green")
        lines.append("\n")
    lines.rstrip()
    return lines


MOOT = "⊘ moot"  # a step told after a ruling that settled the deal: its own mark, no law


def moot_steps(ruling: Ruling) -> frozenset[int]:
    """The steps made moot by a ruling that settled the deal before them."""
    return frozenset(m.step for m in ruling.moot)


LONG_TELLING = 10  # steps shown whole; a longer telling shows what matters in it


def _steps_shown(ruling: Ruling) -> set[int]:
    """The steps a long telling shows: the first and last, each irregular one and the step
    before it (what it answered); the others are summed up in a line, to fit the screen."""
    numbers = {note.number for note in ruling.steps}
    if len(numbers) <= LONG_TELLING:
        return numbers
    marked = {note.number for note in ruling.steps if note.finding or note.number == ruling.step}
    keep = {1, len(numbers)} | marked | {n - 1 for n in marked}
    keep |= {n for n in numbers if n - 1 in keep and n + 1 in keep}  # a gap of one: shown
    return keep & numbers
