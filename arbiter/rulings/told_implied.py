"""A set declared by implication (Cavendish, Case IV; 1882 law 56): the elder's point and
sequences called hold three aces between them, and he leads without a word of the aces.

"A has declared three aces by implication, and can reckon anything he has omitted before B
plays to the first trick (Law 56). B's course is to play a card, saying nothing about knaves,
when A loses the score for the aces. If, however, A is under a rubicon, and B calls knaves, if
A objects he must reckon his aces."

A set the younger calls after the lead, which a set so implied beats, is refused; where the
elder is under a rubicon and objects to it, he must reckon his set. Raised only under an
edition with a law on it (1882); the others are registered silent by design.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from typing import NamedTuple

from arbiter.cards import Rank
from arbiter.decisions import Decision
from arbiter.formats import Role
from arbiter.formats.told import Call, Reply
from arbiter.rulings.core import Context, Ruling, encodes, registration, silent
from arbiter.rulings.findings import Finding
from arbiter.rulings.told_asking import declared_cards
from arbiter.rulings.told_calls import declarations
from arbiter.telling.telling import Telling

KIND = "calling:implied-set"
SETS = {"quatorze": 4, "trio": 3}


class ImpliedSet(NamedTuple):
    """The younger called a set (`called`) that the elder's set of `rank`, held by
    implication in his calls, beats; `objected`: the elder, under a rubicon, said it was not
    good."""

    player: Role
    rank: str
    called: str
    objected: bool

    @property
    def kind(self) -> str:
        return KIND


def implied_sets(telling: Telling) -> Iterator[Finding]:
    """Each set the younger calls after the lead that a set implied by the elder's calls
    beats, the elder having called no set."""
    if registration(KIND, telling.edition.root.id).is_silent or \
            telling.timeline.first_lead is None:
        return
    elder_calls = [d for d in declarations(telling) if d.by == "elder"]
    if any(d.claim.what in SETS for d in elder_calls):
        return
    implied = _implied(telling)
    for number, step in telling.numbered():
        if not (isinstance(step, Call) and step.by == "younger" and step.call in SETS and
                number > telling.timeline.first_lead and step.rank is not None):
            continue
        better = [(rank, count) for rank, count in implied.items()
                  if (count, rank.order) > (SETS[step.call], Rank.parse(step.rank).order)]
        if not better:
            continue
        rank = better[0][0]
        objection = next((n for n, s in telling.numbered() if n > number and
                          isinstance(s, Reply) and s.by == "elder" and s.reply == "not-good"),
                         None)  # fmt: skip
        rubicon = telling.told.under_rubicon == "elder"
        at = objection if rubicon and objection else number
        words = (f"the younger called a {step.call} after the lead, beaten by the elder's "
                 f"{rank}s held by implication")
        yield Finding(at, words, ImpliedSet("elder", str(rank), step.call,
                                            rubicon and objection is not None))


def _implied(telling: Telling) -> Counter[Rank]:
    """How many cards of each rank the elder's point and sequences called hold (of those
    worth a set)."""
    from arbiter.cards import Suit

    cards = set()
    for suit in Suit:
        cards |= declared_cards(telling, "elder", len(telling.steps) + 1, suit, None)
    counts = Counter(card.rank for card in cards)  # type: ignore[attr-defined]
    return Counter({rank: n for rank, n in counts.items() if n >= 3})


@encodes(KIND, {"portland-1882": {"omitted": "56"}})
def implied_set_1882(ctx: Context[ImpliedSet]) -> Ruling:
    """Law 56 as Case IV reads it: the elder's set declared by implication may be reckoned
    until the younger plays to the first trick, so it bars the younger's lesser set."""
    found, law = ctx.incident, ctx.law("omitted")
    if found.objected:
        return ctx.decide(
            Decision.RECTIFY, [law],
            f"The elder objects, and must reckon his {found.rank}s, barring the younger's "
            f"{found.called}.",
            f"Under a rubicon the elder objected to the younger's {found.called}: his set of "
            f"{found.rank}s, declared by implication, is reckoned, as law {law} lets him "
            "reckon what he omitted before the younger plays to the first trick.",
            notes=["Cavendish, Case IV: 'If, however, A is under a rubicon, and B calls knaves, "
                   "if A objects he must reckon his aces.'"],
            follows=["IV"],
        )  # fmt: skip
    return ctx.decide(
        Decision.REFUSED, [law],
        f"Refused: the younger cannot reckon his {found.called}.",
        f"The elder's calls hold {found.rank}s by implication, which beat the younger's "
        f"{found.called}: by law {law} the elder 'can reckon anything he has omitted' until "
        "the younger has played to the first trick, so the younger's set is not good.",
        notes=["Cavendish's decision goes beyond law 56's bare words: the set is declared by "
               "implication; 'B's course is to play a card, saying nothing about knaves, when "
               "A loses the score for the aces' (Case IV)."],
        follows=["IV"],
    )  # fmt: skip


for _edition in ("royall-1651", "cotton-1674", "miller-sca"):
    silent(KIND, _edition, [], "a set declared by implication is not judged here.")
