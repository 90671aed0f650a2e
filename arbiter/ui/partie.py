"""Rendering of the score sheet: the deals, the race to the set or across the deals, the result."""

from __future__ import annotations

from collections import Counter
from pathlib import PurePath

from rich.cells import cell_len
from rich.console import Group
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from arbiter.errors import printable
from arbiter.sheet.amend import Amended, Undone
from arbiter.sheet.game import (
    HAND_COUNTED,
    Deal,
    SetWon,
    Sheet,
    Standing,
    deals_due,
    law_named,
    ordinals,
    running_totals,
    standing,
    tally,
    totals,
)
from arbiter.sheet.record import next_deal
from arbiter.sheet.sheetview import deal_notes
from arbiter.ui.common import console

NAME_WIDTH = 24  # a name beside its bar: 24 + 1 + BAR_WIDTH + 1 + a total fit 80 columns
BAR_WIDTH = 40
NOTE_WIDTH = 12  # the least the table's note column is given
SEGMENT_STYLES = ("cyan", "blue")


def show_new(file: str, sheet: Sheet) -> None:
    first, second = sheet.players
    console().print(Text.assemble(
        "Started ", (printable(file), "bold"),
        f": {first} v. {second}, {sheet.edition.id}, {sheet.game.describe()}.",
    ))  # fmt: skip
    console().print(next_text(sheet))


def recorded_text(sheet: Sheet, added: Deal) -> str:
    word = "Recorded deal" if added.counted else "Recorded, not scored: deal"
    return f"{word} {added.number}: {deal_line(sheet, added)}."


def undone_text(sheet: Sheet, undone: Undone) -> str:
    deal = undone.deal
    if undone.now is None:
        return f"Took back the record of deal {deal.number}: {deal_line(sheet, deal)}."
    was = scores_text(sheet, deal) if deal.counted else "not scored"
    again = "not scored: " if not undone.now.counted else ""
    return (f"Took back the amendment of deal {deal.number}: it was {was}; it is "
            f"again {again}{deal_line(sheet, undone.now)}.")


def amended_text(sheet: Sheet, amended: Amended) -> str:
    old, new = amended.old, amended.new
    was = scores_text(sheet, old) if old.counted else "not scored"
    now = "not scored: " if not new.counted else ""
    return f"Amended deal {new.number}: was {was}, now {now}{deal_line(sheet, new)}."


def show_recorded(sheet: Sheet, added: Deal) -> None:
    console().print(recorded_text(sheet, added))
    for line in deal_notes(sheet, added):
        console().print(line)
    if added.set_won is not None:
        console().print(set_won_text(sheet, added.number, added.set_won))
    console().print(totals_line(sheet))
    finish_or_next(sheet)


def show_undone(sheet: Sheet, undone: Undone) -> None:
    console().print(undone_text(sheet, undone))
    console().print(totals_line(sheet, now=True))
    finish_or_next(sheet)


def show_amended(sheet: Sheet, amended: Amended) -> None:
    new = amended.new
    console().print(amended_text(sheet, amended))
    console().print(Text(amended.note, style="dim"))
    if new.set_won is not None:
        console().print(set_won_text(sheet, new.number, new.set_won))
    console().print(totals_line(sheet, now=True))
    finish_or_next(sheet)


def show_sheet(file: str, sheet: Sheet) -> None:
    first, second = sheet.players
    out = console()
    out.print(Text(f"{first} v. {second}", style="bold"),
              Text(f"· {sheet.edition.id} · {sheet.game.describe()} · {printable(file)}",
                   style="dim"))
    if sheet.deals:
        table, below = deals_table(sheet, out.width)
        out.print(table)
        for deal in sheet.deals:
            if deal.number in below:  # whole, never folded: the terminal wraps it if it must
                out.print(f"deal {deal.number} from {printable(deal.source)}", soft_wrap=True)
            for line in deal_notes(sheet, deal):
                out.print(Text(("⚖ " if deal.penalties else "") + line))
    out.print(race(sheet))
    finish_or_next(sheet)


def finish_or_next(sheet: Sheet) -> None:
    result = standing(sheet)
    if result.finished:
        console().print(banner(sheet, result))
    else:
        console().print(next_text(sheet))


# --- pieces --------------------------------------------------------------------------------


def scores_text(sheet: Sheet, deal: Deal) -> str:
    return ", ".join(f"{name} {deal.scores[name]}" for name in sheet.players)


def deal_line(sheet: Sheet, deal: Deal) -> str:
    source = "counted by hand" if deal.source == HAND_COUNTED else f"from {printable(deal.source)}"
    return f"{scores_text(sheet, deal)} ({deal.dealer} dealt, {deal.elder} elder; {source})"


def totals_line(sheet: Sheet, now: bool = False) -> str:
    scores = totals(sheet)
    word = "Totals now" if now else "Totals"
    return f"{word}: " + ", ".join(f"{name} {scores[name]}" for name in sheet.players) + "."


def set_won_text(sheet: Sheet, number: int, won: SetWon) -> str:
    """How the set was reached in deal `number` (1651 I.2, X.4)."""
    target, order = sheet.game.target, law_named(sheet.edition.rules.order)
    if won.how == "order-of-reckoning":
        standing = ""
        if won.standing is not None:
            standing = ", " + " to ".join(
                f"{name} {won.standing[name]}"
                for name in sorted(sheet.players, key=lambda name: name != won.by)
            )
        return (f"{won.by} reaches the set of {target} in deal {number} with the {won.category}"
                f"{standing} (score {won.event} in the order of reckoning, "
                f"{order}).")
    if won.how == "told":
        return (f"Both pass the set of {target} in deal {number}; {won.by} reached it first in "
                f"the order of reckoning, as the players said ({order}).")
    return f"{won.by} reaches the set of {target} in deal {number}."


def next_text(sheet: Sheet) -> str:
    upcoming = next_deal(sheet)
    number, dealer, elder = upcoming.number, upcoming.dealer, upcoming.elder
    due = deals_due(sheet.game, upcoming.before)
    if due is None:
        scores = totals(sheet)
        needs = ", ".join(f"{name} {sheet.game.goal - scores[name]}" for name in sheet.players)
        return f"Next: deal {number}, {dealer} deals, {elder} is elder. To reach the set: {needs}."
    place = (f"{number} of {due}" if number == upcoming.ordinal
             else f"{number} (the {sheet.game.kind}'s {nth(upcoming.ordinal)} of {due})")
    text = f"Next: deal {place}, {dealer} deals, {elder} is elder."
    after = upcoming.before.after_partie
    if due > sheet.game.length and after is not None:
        tie = after[sheet.players[0]]
        text = (f"Tied at {tie} after {sheet.game.deals} deals: each deals once more "
                f"({law_named(sheet.game.law)}). " + text)
    return text


def nth(number: int) -> str:
    """`1st`, `2nd`, `3rd`, `4th`, `11th`, `21st`."""
    if number % 100 in (11, 12, 13):
        return f"{number}th"
    return f"{number}" + {1: "st", 2: "nd", 3: "rd"}.get(number % 10, "th")


def deals_table(sheet: Sheet, width: int) -> tuple[Table, set[int]]:
    """The deals as a table `width` columns wide, and the deals whose file's name is said
    under it rather than in the note (see `file_names`)."""
    first, second = sheet.players
    heads = ["deal", "dealer", "elder", first, second, f"{first} total", f"{second} total"]
    rows = []
    for deal, running in zip(sheet.deals, running_totals(sheet), strict=True):
        mark = " ⚖" if deal.penalties else " ✗" if not deal.counted else ""
        scores = [str(deal.scores[first]), str(deal.scores[second])] if deal.counted else [
            "–", "–"]
        rows.append([f"{deal.number}{mark}", deal.dealer, deal.elder, *scores,
                     str(running[first]), str(running[second])])
    # the note gets what the other columns leave: each column its widest cell, a space
    # either side and a rule to its left; the note its spaces and a rule either side
    used = sum(max(cell_len(cell) for cell in [head, *(row[i] for row in rows)]) + 3
               for i, head in enumerate(heads))
    room = max(width - used - 4, NOTE_WIDTH)  # with long names, those columns give way
    named = file_names(sheet, room)
    notes = [note(sheet, deal, place, named.get(deal.number))
             for deal, place in zip(sheet.deals, ordinals(sheet), strict=True)]
    table = Table(show_lines=False, header_style="bold")
    for index, head in enumerate(heads):
        table.add_column(head, justify="left" if index in (1, 2) else "right",
                         overflow="ellipsis", style="bold" if index > 4 else None)
    if any(notes):
        # wrapped between words; a word longer than the column (a player's long name) is cut
        # with an ellipsis, never broken in the middle
        longest = max(cell_len(text) for text in [*notes, "note"])
        table.add_column("note", style="dim", overflow="ellipsis", width=min(room, longest))
    for row, text in zip(rows, notes, strict=True):
        table.add_row(*row, *([text] if any(notes) else []))
    below = {deal.number for deal in sheet.deals
             if deal.source != HAND_COUNTED and deal.number not in named}
    return table, below


def file_names(sheet: Sheet, room: int) -> dict[int, str]:
    """The deal files named in the table's note, by deal number: a file's short name, its
    name without the folder, the extension and the edition's prefix (`fresh-deal` for
    `examples/deals/portland-1882-fresh-deal.yaml`), when it fits the `room` the note has
    and no other file of the sheet has it. The other files are named, whole, under the
    table; the whole path is in --json and --csv."""
    prefix = sheet.edition.id.partition("+")[0] + "-"
    short = {}
    for deal in sheet.deals:
        if deal.source != HAND_COUNTED:
            stem = PurePath(deal.source).stem
            short[deal.source] = printable(stem.removeprefix(prefix) or stem)
    shared = Counter(short.values())
    return {deal.number: short[deal.source] for deal in sheet.deals
            if deal.source in short and shared[short[deal.source]] == 1
            and cell_len(short[deal.source]) + 1 <= room}


def note(sheet: Sheet, deal: Deal, ordinal: int | None, name: str | None = None) -> str:
    """The table's note on a deal: `ordinal`, its place among the game's deals; `name`, the
    short name of its file, if the table names it."""
    parts = [] if deal.source == HAND_COUNTED else [name or "file below"]
    if not deal.counted:
        parts.append("not scored: dealt again")
    elif ordinal is not None and sheet.game.weight(ordinal) > 1:
        parts.append(f"counts double ({law_named(sheet.game.law)})")
    if deal.amended:
        parts.append("amended")
    won = deal.set_won
    if won is not None:
        at = f" at the {won.category} (score {won.event})" if won.event else ""
        told = " (first, as told)" if won.how == "told" else ""
        parts.append(f"{won.by} reaches {sheet.game.target}{at}{told}")
    if not sheet.game.is_set and ordinal is not None and ordinal > sheet.game.length:
        parts.append(f"extra deal after a tie ({law_named(sheet.game.law)})")
    return "; ".join(parts)


def race(sheet: Sheet) -> Table:
    """Each player's total as a bar, one colour a deal, with the set (or the rubicon) marked."""
    scores = totals(sheet)
    target = sheet.game.goal if sheet.game.is_set else sheet.game.rubicon
    scale = max([target, *scores.values(), 1]) / BAR_WIDTH
    table = Table.grid(padding=(0, 1))
    # a long name is cut to a line, so that the bar keeps its width and its mark
    table.add_column(style="bold", no_wrap=True, overflow="ellipsis", max_width=NAME_WIDTH)
    table.add_column(no_wrap=True)
    table.add_column(justify="right", no_wrap=True)
    for name in sheet.players:
        table.add_row(name, bar(sheet, name, scale, target), str(scores[name]))
    if sheet.game.is_set:
        title = f"the race to the set: │ marks {target}"
    else:
        counted = tally(sheet).counted
        title = f"{counted} of {_due_text(sheet)} deals: │ marks the rubicon ({target})"
    return _titled(table, title)


def _titled(table: Table, title: str) -> Table:
    outer = Table.grid()
    outer.add_row(Text(title, style="dim"))
    outer.add_row(table)
    return outer


def _due_text(sheet: Sheet) -> str:
    due = deals_due(sheet.game, tally(sheet))
    return str(due if due is not None else "?")


def bar(sheet: Sheet, name: str, scale: float, target: int) -> Text:
    """A bar of a player's running total, a colour a deal, with `target` marked just past
    the cells that reach it (hidden under the bar of a player beyond it)."""
    text = Text()
    before = 0
    for index, running in enumerate(running_totals(sheet)):  # a deal not scored adds nothing
        length = round(running[name] / scale) - round(before / scale)
        text.append("█" * length, style=SEGMENT_STYLES[index % 2])
        before = running[name]
    mark = round(target / scale) if target else None
    for position in range(len(text.plain), BAR_WIDTH + 1):
        if position == mark:
            text.append("│", style="bold yellow")
        else:
            text.append("·" if position < BAR_WIDTH else " ", style="dim")
    return text


def banner(sheet: Sheet, result: Standing) -> Panel:
    """The end: the winner, rubicon or not, the points won (laws 71-73; 1651 I.2)."""
    body = Group(*(Text(line) for line in banner_lines(sheet, result)))
    return Panel(body, title=Text("result", style="bold"), border_style="green", expand=False)


def banner_lines(sheet: Sheet, result: Standing) -> list[str]:
    scores = totals(sheet)
    if result.drawn:
        count = tally(sheet).counted
        return [f"The partie is drawn: {scores[sheet.players[0]]} all after {count} deals, "
                f"a second tie ({law_named(result.law)})."]
    assert result.winner is not None and result.loser is not None
    win, lose = scores[result.winner], scores[result.loser]
    if result.penalty is not None:
        return [f"{result.winner} wins the {sheet.game.kind}: {result.loser} loses it by a "
                f"penalty in deal {result.deal} ({law_named(result.law)}).",
                f"Totals: {result.winner} {win}, {result.loser} {lose}."]
    if sheet.game.is_set:
        last = next(deal for deal in reversed(sheet.deals) if deal.counted)
        assert last.set_won is not None
        law = law_named(sheet.game.law)
        double = (f" A double game: {result.loser} had not reached {sheet.game.double_below} "
                  f"({law}).") if result.double else ""
        return [f"{result.winner} wins the set of {sheet.game.target} ({law})."
                + double, set_won_text(sheet, last.number, last.set_won),
                f"Totals at the end of the deal: {result.winner} {win}, {result.loser} {lose}."]
    lines = [f"{result.winner} wins the partie, {win} to {lose}."]
    bonus = sheet.game.bonus
    if result.rubicon:
        lines.append(f"Rubicon: {result.loser} failed to reach {sheet.game.rubicon}, so "
                     f"{result.winner} adds both scores ({law_named(result.law)}): "
                     f"{win} + {lose} + {bonus} = {result.points} points.")
    else:
        lines.append(f"{result.loser} passed the rubicon; the difference counts "
                     f"({law_named(result.law)}): {win} − {lose} + {bonus} = {result.points} "
                     "points.")
    return lines
