"""A wrong card count's facts, and the measures every edition's laws take of them.

The counts are checked (nothing wrong is no incident; no count larger than the pack) and
read under each edition (`_read_stock`: a stock left out, or stated as the rest of another
edition's pack, is the rest of this edition's); the rules of `card_count` (1651, Cotton) and
`card_count_1882` (law 11 and its exceptions) measure them alike: the hands over or under
their due, the cards the counts make, the counts in words, and the elder's choice.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from arbiter.cards import COUNT_WORDS
from arbiter.decisions import Decision
from arbiter.formats import ROLES, Role
from arbiter.lawbook.editions import Edition
from arbiter.rulings.core import (
    Case,
    Context,
    Options,
    Ruling,
    checks,
    reads,
    restated,
)

if TYPE_CHECKING:
    from arbiter.formats.card_count import WrongCardCount

DEAL_OR_PLAY_ON = Options("elder", (Decision.FRESH_DEAL, Decision.PLAY_ON))
Ctx = Context["WrongCardCount"]


@checks("wrong-card-count")
def _check_counts(case: Case, edition: Edition) -> None:
    """Nothing wrong at all is no incident; a count larger than the pack cannot be."""
    incident, deal = cast("WrongCardCount", case.incident), edition.rules.deal
    pack = len(edition.pack)
    for name in ("elder", "younger", "stock"):
        if getattr(incident, name) > pack:
            raise case.bad(name, f"{getattr(incident, name)} cards: the {edition.id} pack "
                           f"holds {pack}")
    if (incident.elder, incident.younger, incident.stock) == (deal.hand, deal.hand, deal.stock):
        raise case.bad("elder", f"{deal.hand}, {deal.hand} and {deal.stock} are the due counts "
                       f"in {edition.id}: nothing is wrong")


@reads("wrong-card-count")
def _read_stock(case: Case, edition: Edition) -> tuple[WrongCardCount, str | None]:
    """The stock left out is the rest of the pack as the edition deals it (8 of 32, 12 of
    36). A stock stated as the rest of the pack of the edition the story was told under is
    the rest of this edition's pack: the story said the pack was whole, not that it was not."""
    incident, told_under = cast("WrongCardCount", case.incident), case.told_under
    rest = max(len(edition.pack) - incident.elder - incident.younger, 0)
    if incident.stock is None:
        due = edition.rules.deal
        if incident.elder == incident.younger == due.hand:
            raise case.bad("stock", f"{due.hand} cards each and the rest of the pack in the "
                           f"stock are the due counts in {edition.id}: nothing is wrong",
                           "say how many cards the stock holds")
        return restated(incident, stock=rest), None
    if told_under is None or told_under.id == edition.id:
        return incident, None
    told_rest = len(told_under.pack) - incident.elder - incident.younger
    if incident.stock != told_rest or told_rest == rest:
        return incident, None
    return restated(incident, stock=rest), (
        f"The stock of {incident.stock}, told under {told_under.id}, is the rest of its "
        f"{len(told_under.pack)}-card pack; read under the {len(edition.pack)}-card pack of "
        f"{edition.id}, the rest is {rest}.")


def stock(incident: WrongCardCount) -> int:
    """The stock as read under the edition (`_read_stock` fills in one left out before any
    law is applied)."""
    if incident.stock is None:
        raise ValueError("the stock is read before the laws are applied")
    return incident.stock


def counts(incident: WrongCardCount) -> str:
    return f"(elder {incident.elder}, younger {incident.younger}, stock {incident.stock})"


def offenders(ctx: Ctx) -> tuple[list[Role], list[Role]]:
    """The hands holding more, and fewer, than the edition's due."""
    due, incident = ctx.edition.rules.deal.hand, ctx.incident
    more = [role for role in ROLES if getattr(incident, role) > due]
    fewer = [role for role in ROLES if getattr(incident, role) < due]
    return more, fewer


def pack_total(ctx: Ctx) -> int:
    incident = ctx.incident
    return incident.elder + incident.younger + stock(incident)


def pack_is_wrong(ctx: Ctx) -> bool:
    """The counts add up to more or fewer cards than the edition's pack holds."""
    return pack_total(ctx) != len(ctx.edition.pack)


def words(number: int) -> str:
    return COUNT_WORDS.get(number, str(number))


def elder_chooses(ctx: Ctx, law: str, found: str, cite: tuple[str, ...] = (),
                  notes: tuple[str, ...] = ()) -> Ruling:  # fmt: skip
    return ctx.decide(
        Decision.OPTION, [law, *cite],
        "The elder chooses: a fresh deal, or play the deal out.",
        f"{found}: by law {ctx.name(law)} the elder hand chooses whether to deal again or play "
        "it out.",
        options=DEAL_OR_PLAY_ON,
        notes=notes,
    )  # fmt: skip
