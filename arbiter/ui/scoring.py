"""Rendering a scored deal for people: the hands, what was declared, the score table by
category with its law, the order of reckoning, and the pique, repique or capot called out.
A penalised deal says above its table what each penalty changed, and marks the cells it
changed (`[6 struck, law 31]`); a deal an incident's ruling leaves unscored says why."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from rich.console import Group
from rich.rule import Rule
from rich.table import Table
from rich.text import Text

from arbiter.cards import Card, Suit
from arbiter.errors import printable
from arbiter.formats import ROLES, Role
from arbiter.game.deal import Deal
from arbiter.game.notes import notes
from arbiter.game.tally import CATEGORIES, HAND_CATEGORIES, DealScore, Declaration
from arbiter.lawbook.editions import law_label
from arbiter.lawbook.rules import Rules
from arbiter.ui.common import and_list, cards_text, console

LABELS = {
    "blanche": "carte blanche", "point": "point", "sequences": "sequences", "sets": "sets",
    "repique": "repique", "pique": "pique", "play": "play", "cards": "the cards",
    "capot": "capot",
}  # fmt: skip
STANDING_STYLE = {
    "good": "green", "not good": "dim", "equal": "yellow", "barred": "dim", "none": "dim",
    "struck": "red",
}  # fmt: skip
BONUSES = ("repique", "pique", "capot")


def show_scores(scored: Sequence[tuple[str, Deal, DealScore]]) -> None:
    """Each deal in turn, headed by its file name."""
    for index, (name, deal, score) in enumerate(scored):
        if index:
            console().print()
        console().print(render_deal(name, deal, score))


def render_deal(name: str, deal: Deal, score: DealScore) -> Group:
    """A deal's hands and score, headed by its file's name (`standard input` for `-`)."""
    from arbiter.files.yamlio import STDIN

    name = "standard input" if name == STDIN else name
    edition = deal.edition
    parts: list[Table | Text | Rule] = [
        Rule(Text.assemble((printable(name), "bold"), f" · {edition.title} ({edition.id})"),
             align="left"),
        hands_table(deal),
    ]
    if score.not_scored is not None:
        return Group(*parts, not_scored_text(score))
    parts.extend(penalty_lines(score))
    parts.append(score_table(deal, score))
    parts.extend(call_outs(deal.edition.rules, score))
    parts.append(reckoning_text(score))
    parts.extend(Text(f"Note: {note}", style="dim italic") for note in notes(deal, score))
    return Group(*parts)


def sorted_hand(cards: Iterable[Card]) -> list[Card]:
    """Suit by suit (spades, hearts, diamonds, clubs), high to low, as a player holds them."""
    suits = list(Suit)
    return sorted(cards, key=lambda card: (suits.index(card.suit), -card.rank.order))


def hands_table(deal: Deal) -> Table:
    table = Table(show_header=False, box=None, padding=(0, 1))
    table.add_column(style="bold", no_wrap=True)
    table.add_column()
    for role in ROLES:
        hand = deal.hand(role)
        table.add_row(f"{role} holds", cards_text(sorted_hand(hand.cards)))
        if hand.dealt is not None:
            table.add_row("  was dealt", cards_text(sorted_hand(hand.dealt)))
    return table


def score_table(deal: Deal, score: DealScore) -> Table:
    """One row a category: each player's score (with what he held) and the law."""
    table = Table(show_lines=False, expand=False)
    table.add_column("category", style="bold", no_wrap=True)
    for role in ROLES:
        table.add_column(role, justify="left")
    table.add_column("law", no_wrap=True)
    held = {(d.category, d.player): d for d in score.declarations}
    laws = category_laws(deal.edition.rules)
    marks = penalty_marks(score)
    for category in CATEGORIES:
        cells = [
            score_cell(score.player(role).to_json()[category], held.get((category, role)),
                       extra=trick_words(score, role) if category == "play" else "",
                       mark=marks.get((category, role), ""))
            for role in ROLES
        ]  # fmt: skip
        if category in BONUSES and not any(score.player(r).to_json()[category] for r in ROLES) \
                and not any(key[0] == category for key in marks):
            continue
        table.add_row(LABELS[category], *cells, laws.get(category, ""))
    table.add_row(Text("total", style="bold"), *(Text(str(score.player(r).total), style="bold")
                                                 for r in ROLES), "")  # fmt: skip
    return table


def score_cell(points: int, declared: Declaration | None, extra: str = "",
               mark: str = "") -> Text:  # fmt: skip
    text = Text(str(points), style="bold" if points else "dim")
    if mark:
        text.append(f" {mark}", style="red")
    if declared is not None and declared.held:
        style = STANDING_STYLE[declared.standing]
        text.append(f"  {declared.held}", style=style)
        if declared.standing in ("equal", "not good", "barred"):
            text.append(f" ({declared.standing})", style=style)
    elif declared is not None and declared.category in HAND_CATEGORIES and not declared.held:
        text.append("  none", style="dim")
    if extra:
        text.append(f"  {extra}", style="dim")
    return text


def trick_words(score: DealScore, role: Role) -> str:
    won = score.tricks_won[0 if role == "elder" else 1]
    if not score.tricks_played:
        return "no tricks given"
    return f"{won} trick{'s' if won != 1 else ''} won"


def category_laws(rules: Rules) -> dict[str, str]:
    """Each category's law, as a reader names it (a variant's own law by its own id)."""
    play = law_label(rules.play.law)
    if rules.last_trick.law != rules.play.law:
        play = f"{play}, {law_label(rules.last_trick.law)}"
    laws = {
        "blanche": rules.blanche.law, "point": rules.point.law,
        "sequences": rules.sequences.law, "sets": rules.sets.law,
        "repique": rules.repique.law, "cards": rules.cards.law, "capot": rules.capot.law,
    }  # fmt: skip
    if rules.pique is not None:
        laws["pique"] = rules.pique.law
    return {**{name: law_label(law) for name, law in laws.items()}, "play": play}


def call_outs(rules: Rules, score: DealScore) -> list[Text]:
    """Pique, repique and capot, named with who won them, for how much, and when."""
    found: list[Text] = []
    laws = category_laws(rules)
    for event in score.events:
        if event.category in BONUSES and event.points:
            line = Text(f"{event.category.capitalize()}!", style="bold yellow")
            line.append(f" the {event.player} scores {event.points} (law {laws[event.category]})"
                        f", making it {event.elder_total} to {event.younger_total}")  # fmt: skip
            found.append(line)
    return found


def reckoning_text(score: DealScore) -> Text:
    """The events in the order of reckoning: `point E+4 4–0 · sequences Y+16 4–16 · ...`."""
    text = Text("Order of reckoning (elder–younger): ", style="bold")
    if not score.events:
        text.append("nothing scored", style="dim")
    for index, event in enumerate(score.events):
        if index:
            text.append(" · ", style="dim")
        who = "E" if event.player == "elder" else "Y"
        if not event.points:
            text.append(f"{event.category} {who} {event.struck} struck", style="red")
            continue
        text.append(f"{event.category} {who}+{event.points} ")
        text.append(f"{event.elder_total}–{event.younger_total}", style="dim")
    return text


# --- penalties -----------------------------------------------------------------------------


def penalty_laws(score: DealScore) -> set[str]:
    return {penalty.ref for penalty in score.penalties}


def penalty_marks(score: DealScore) -> dict[tuple[str, str], str]:
    """Each cell a penalty changed, marked with what it did and its law: `[6 struck, law 31]`
    for scores struck, `[law XII.5]` for a score it gave."""
    laws = penalty_laws(score)
    struck: dict[tuple[str, str], tuple[int, str]] = {}
    given: dict[tuple[str, str], str] = {}
    for event in score.events:
        if event.law not in laws:
            continue
        key: tuple[str, str] = (event.category, event.player)
        if event.points == 0:
            struck[key] = (struck.get(key, (0, ""))[0] + event.struck, event.law)
        else:
            given.setdefault(key, event.law)
    marks = {key: f"[law {law_label(law)}]" for key, law in given.items()}
    for key, (points, law) in struck.items():
        marks[key] = f"[{points} struck, law {law_label(law)}]"
    return marks


def penalty_lines(score: DealScore) -> list[Text]:
    """A line a penalty: who, what it does, its law, and the scores it changed."""
    lines: list[Text] = []
    told: set[str] = set()
    for penalty in score.penalties:
        line = Text("Penalty: ", style="bold red")
        line.append(penalty.words())
        if penalty.effect == "loses-game":
            line.append(": the set or partie ends with this deal, lost by him whatever the "
                        "score")
        elif penalty.ref not in told:
            changed = changes(score, penalty.ref)
            if changed:
                line.append(f": {changed}")
        told.add(penalty.ref)
        lines.append(line)
    return lines


def changes(score: DealScore, law: str) -> str:
    """`struck the younger's point and play; gave the elder's point and repique`."""
    struck = _who_what(score, law, struck=True)
    given = _who_what(score, law, struck=False)
    parts = ([f"struck {struck}"] if struck else []) + ([f"gave {given}"] if given else [])
    return "; ".join(parts)


def _who_what(score: DealScore, law: str, struck: bool) -> str:
    found: dict[str, list[str]] = {}
    for event in score.events:
        if event.law == law and (event.points == 0) == struck:
            names = found.setdefault(event.player, [])
            name = LABELS[event.category]
            if name not in names:
                names.append(name)
    return "; ".join(f"the {role}'s {and_list(names)}" for role, names in found.items())


def not_scored_text(score: DealScore) -> Text:
    """Why a deal scores nothing: the decision of the incident that voids it, with its law."""
    why = score.not_scored
    assert why is not None
    laws = ", ".join(why.law_ids)
    text = Text("Not scored: ", style="bold red")
    incident = "" if why.index is None else f", incident {why.index + 1}"
    text.append(f"{why.summary} ({why.kind}{incident}: {why.decision}, "
                f"law {laws}). Neither player scores for this deal.")
    return text
