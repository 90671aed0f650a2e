"""A deal file read whole: what went wrong in the deal, as the penalties its scoring applies
(SPEC "Penalties reach the score"), worked out before the deal is built (`arbiter.game.deal`).

A deal file may carry `penalties` (written in the SPEC's penalty shape) and `incidents`
(each ruled under the deal's edition). Both become penalties applied (`Penalty`),
each carrying the law it is applied by:

- a penalty written in the file cites the law its edition names for that effect
  (`rules.penalties` in laws/*.yaml); an edition with no such law refuses it;
- a penalty from a ruling cites the first law the ruling cites that lays that effect.

What an incident's decision does to a deal that was played out: `penalty` applies its
penalties; `option` means the holder let the deal stand, so a penalty among the choices
applies (1882 law 28: "he can reckon nothing that deal; or, the younger hand ... may elect to
have a fresh deal"); a fresh deal, a void deal, a deal by the right dealer or a fresh cut
means the deal is not scored; any other decision leaves it scored as played.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from arbiter.decisions import Decision, KeptRuling, LawRef, Penalty
from arbiter.files.yamlio import Document, FieldPath, display_name, read_placed, read_text
from arbiter.formats import PenaltyFile
from arbiter.game.deal import Deal, built, deal_file
from arbiter.game.penalties import NONE, Penalised, applied, from_file
from arbiter.lawbook.editions import Edition
from arbiter.lawbook.penalties import PenaltyLaw, rules_of

if TYPE_CHECKING:
    from arbiter.formats import Incident
    from arbiter.rulings.records import Ruling


def load_deal(path: Path | str, edition: str | None = None) -> Deal:
    """Read, check and build a deal file; `edition` (from --edition) overrides the file's."""
    return read_placed(read_text(path), display_name(path),
                       lambda doc: deal_from(doc, doc.data, (), edition))


def deal_from(doc: Document, data: object, path: FieldPath, edition: str | None = None) -> Deal:
    """The deal at `path` of a parsed document (a deal file, or a score dispute's deal), its
    penalties and incidents worked out first, for they decide what is legal in it."""
    spec, chosen = deal_file(doc, data, path, edition)
    found = NONE
    if spec.penalties or spec.incidents:
        found = penalised(chosen, doc, path, spec.penalties, spec.incidents)
    return built(doc, path, spec, chosen, found)


# Decisions under which the deal is not scored at all.
NOT_SCORED: frozenset[Decision] = frozenset({
    Decision.FRESH_DEAL, Decision.DEAL_VOID, Decision.RIGHT_DEALER_DEALS, Decision.FRESH_CUT,
})  # fmt: skip


def penalised(edition: Edition, doc: Document, base: FieldPath,
              written: Sequence[PenaltyFile] | None,
              incidents: Sequence[Incident] | None) -> Penalised:  # fmt: skip
    """The deal's penalties: those written, then those its incidents' rulings lay, each once."""
    found: dict[tuple[str, str, str | None], Penalty] = {}
    for index, penalty in enumerate(written or ()):
        applied = from_file(edition, penalty, doc, (*base, "penalties", index))
        found.setdefault(applied.key, applied)
    not_scored: KeptRuling | None = None  # the ruling that stops its scoring
    rulings: list[KeptRuling] = []
    for index, incident in enumerate(incidents or ()):
        told = rule_incident(edition, incident, doc, (*base, "incidents", index))
        for ruling in (told, *told.also):  # a telling's irregularities, each ruled
            cited = [LawRef(law.edition, law.law) for law in ruling.citations]
            kept = KeptRuling(ruling.kind, str(ruling.decision), ruling.summary, cited, index)
            rulings.append(kept)
            if ruling.decision in NOT_SCORED:
                not_scored = not_scored or kept
                break
            for applied in from_ruling(edition, ruling):
                found.setdefault(applied.key, applied)
    return Penalised(tuple(found.values()), not_scored, tuple(rulings))


def rule_incident(edition: Edition, incident: Incident, doc: Document,
                  path: FieldPath) -> Ruling:  # fmt: skip
    """One incident of the deal file, ruled under the deal's edition."""
    from arbiter.rulings.core import Case, rule

    return rule(Case(incident, doc, path), edition)


def from_ruling(edition: Edition, ruling: Ruling) -> list[Penalty]:
    """The penalties a ruling lays on the deal: all of them under `penalty`; under `option`
    those of a penalty among the choices (the holder let the deal stand); and under any
    decision the consequences the law says are no penalty (a short hand's tricks)."""
    laid = list(ruling.penalties)
    if ruling.decision == Decision.OPTION:
        if ruling.options is None or Decision.PENALTY not in ruling.options.choices:
            laid = []
    elif ruling.decision != Decision.PENALTY:
        laid = []
    return [applied(edition, p.player, str(p.effect), p.what,
                    law_of_ruling(rules_of(edition).of(str(p.effect)), p.what, ruling.law_ids),
                    p.spared)
            for p in (*laid, *ruling.consequences)]  # fmt: skip


def law_of_ruling(rule: PenaltyLaw | None, what: str | None, cited: list[str]) -> str:
    """The first law the ruling cites that lays the effect; else the edition's law for it;
    else the ruling's first law."""
    laid = {law.lower() for law in rule.laid_by} if rule is not None else set()
    for law in cited:
        if law.lower() in laid:
            return law
    own = rule.law_for(what) if rule is not None else None
    return own if own is not None else cited[0]
