"""Score disputes: the deal is scored afresh under the edition, each player's claim is set
against it, and the edition says whether a wrong score may still be put right."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any

from arbiter.decisions import Decision
from arbiter.files.yamlio import Document
from arbiter.formats import ROLES, Role
from arbiter.rulings.core import Context, Ruling, encodes, following, when

if TYPE_CHECKING:
    from arbiter.formats.scores import ScoreDispute

if TYPE_CHECKING:  # the deal and scoring engines are imported only when a dispute is ruled
    from arbiter.game.deal import Deal
    from arbiter.game.tally import DealScore


def build_deal(ctx: Context[ScoreDispute]) -> Deal:
    """The disputed deal, checked against this edition's pack and limits, and the claims
    against what a deal can score under it."""
    from arbiter.rulings.deal_file import deal_from

    _check_claims(ctx)
    case = ctx.case
    if case.document is not None:
        doc, path = case.document, (*case.path, "deal")
        data: Any = doc.data
        for key in path:
            data = data[key]
        return deal_from(doc, data, path, ctx.edition.id)
    plain = _plain(dataclasses.asdict(ctx.incident.deal))
    return deal_from(Document(plain, "<incident>"), plain, (), ctx.edition.id)


def _check_claims(ctx: Context[ScoreDispute]) -> None:
    """A claim past the most a deal can score under the edition is no claim to rule on."""
    from arbiter.errors import ImpossibleError, Where
    from arbiter.lawbook.bounds import most_in_a_deal

    most = most_in_a_deal(ctx.edition)
    for role, claimed in ctx.incident.claimed.items():
        if claimed > most:
            case = ctx.case
            path = (*case.path, "claimed", role)
            where = case.document.where(path) if case.document is not None else Where()
            raise ImpossibleError(f"{claimed} is more than a deal can score under "
                                  f"{ctx.edition.id} (at most {most})", where)


def _plain(value: Any) -> Any:
    """Dataclass data as YAML would give it (lists, not tuples; no empty keys)."""
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items() if v is not None}
    if isinstance(value, list | tuple):
        return [_plain(v) for v in value]
    return value


def _breakdown(ctx: Context[ScoreDispute], score: DealScore, role: Role) -> str:
    """`blanche 10 (61), point 7 (62)`: a player's scoring categories with their laws."""
    parts = []
    mine = [e for e in score.events if e.player == role]
    for category in dict.fromkeys(e.category for e in mine):
        points = getattr(score.player(role), category)
        laws = dict.fromkeys(ctx.name(e.law) for e in mine if e.category == category)
        parts.append(f"{category} {points} ({', '.join(laws)})")
    return ", ".join(parts) or "nothing"


def _suspects(score: DealScore, role: Role, difference: int) -> list[str]:
    """Categories whose score alone accounts for the difference (left out, or added twice)."""
    player = score.player(role)
    return [name for name in dict.fromkeys(e.category for e in score.events if e.player == role)
            if getattr(player, name) == abs(difference)]


def _laws_scored(score: DealScore, roles: list[Role]) -> list[str]:
    return list(dict.fromkeys(e.law for e in score.events if e.player in roles))


def _differences(ctx: Context[ScoreDispute], score: DealScore) -> tuple[list[Role], list[str]]:
    """The players whose claim differs, and a sentence for each."""
    wrong: list[Role] = []
    lines: list[str] = []
    for role in ROLES:
        if role not in ctx.incident.claimed:
            continue
        claimed, true = ctx.incident.claimed[role], score.player(role).total
        if claimed == true:
            continue
        wrong.append(role)
        line = (f"the {role} claimed {claimed} where {ctx.edition.id} gives {true} "
                f"({_breakdown(ctx, score, role)})")
        suspects = _suspects(score, role, true - claimed)
        if suspects:
            verb = "left out" if true > claimed else "counted twice"
            line += f"; the difference is his {' or '.join(suspects)}, perhaps {verb}"
        lines.append(line)
    return wrong, lines


def _totals(score: DealScore) -> str:
    return f"elder {score.elder.total}, younger {score.younger.total}"


def _claim_right(ctx: Context[ScoreDispute], score: DealScore) -> Ruling:
    return ctx.decide(
        Decision.PLAY_ON, _laws_scored(score, list(ROLES)),
        f"The claim is right: {_totals(score)}.",
        f"Scored afresh under {ctx.edition.id}, the deal gives {_totals(score)}, as claimed "
        f"(elder: {_breakdown(ctx, score, 'elder')}; younger: "
        f"{_breakdown(ctx, score, 'younger')}).",
    )  # fmt: skip


def _dispute(ctx: Context[ScoreDispute], law: str | None, in_time: bool, limit: str) -> Ruling:
    """Rule a claim that differs from the true score: put right while `in_time`."""
    from arbiter.game.notes import notes
    from arbiter.game.penalised import score_deal

    deal = build_deal(ctx)
    score = score_deal(deal)
    wrong, lines = _differences(ctx, score)
    if not wrong:
        return _claim_right(ctx, score)
    cite = ([law] if law else []) + _laws_scored(score, wrong)
    found = f"{'; '.join(lines)}. The dispute came to light {when(ctx.incident.discovered)}"
    extra = [f"Scored afresh: {_totals(score)}.", *notes(deal, score)]
    if in_time:
        return ctx.decide(
            Decision.RECTIFY, cite,
            f"The score is put right: {_totals(score)}.",
            f"{found[0].upper()}{found[1:]}, {limit}",
            notes=extra,
        )  # fmt: skip
    return ctx.decide(
        Decision.REFUSED, cite,
        "Too late to put the score right: it stands as reckoned.",
        f"{found[0].upper()}{found[1:]}, {limit}",
        notes=extra,
    )  # fmt: skip


FORGOT = {
    "royall-1651": "'He that forgetting to reckon his Blanche, Ruffe, Sequences, Aces, Kings, or "
                   "the like, hath begun to play his Cards, he cannot then reckon them, but must "
                   "utterly lose them for his forgetfullnesse'",
    "cotton-1674": "'He that forgets to reckon his Blank, Ruff, Sequences, Aces, Kings, or the "
                   "like, and hath begun to play his Cards cannot recall them'",
}  # fmt: skip


def never_reckoned(ctx: Context[ScoreDispute]) -> dict[Role, list[str]]:
    """What each player never called nor reckoned (`omitted`), the pique and repique apart
    (their own law keeps them until the next deal)."""
    omitted = ctx.incident.omitted
    found = {role: [w for w in getattr(omitted, role) or () if w not in ("pique", "repique")]
             for role in ROLES} if omitted is not None else {}  # fmt: skip
    return {role: whats for role, whats in found.items() if whats}


def lost_unreckoned(ctx: Context[ScoreDispute], lost: dict[Role, list[str]]) -> Ruling:
    """1651 XII.2 (XII.16 for a blanche), Cotton 17: what a player forgot to reckon is lost once
    he has begun to play; the claim stands as reckoned."""
    law = ctx.law("forgot")
    blanche = any("blanche" in whats for whats in lost.values()) and "blanche" in ctx.laws
    cite = [law] + ([ctx.law("blanche")] if blanche else [])
    named = "; ".join(f"the {role} never reckoned his {', '.join(whats)}"
                      for role, whats in lost.items())
    notes = [f"Law {ctx.law('blanche')}: the blanche 'is to be showne ... before Discarding "
             "... For afterwards it is not by any meanes to be allowed of'."] if blanche else []
    return ctx.decide(
        Decision.REFUSED, cite,
        "Too late: what was never reckoned is lost; the score stands as reckoned.",
        f"{named[0].upper()}{named[1:]}, and claims it {when(ctx.incident.discovered)}: by law "
        f"{law} {FORGOT[ctx.edition.root.id]}. Only a miscount of what was reckoned may still "
        "be put right.",
        notes=notes,
    )  # fmt: skip


@encodes("score-dispute", {"royall-1651": {"late": "XI.3", "forgot": "XII.2", "blanche": "XII.16"},
                           "cotton-1674": {"late": "14", "forgot": "17"}})
def dispute_until_next_deal(ctx: Context[ScoreDispute]) -> Ruling:
    """1651 XI.3, Cotton 14: a pique or repique left out of the reckoning is kept if called
    for before the cards are shuffled and cut for the next deal; after that it is too late.
    What was never reckoned at all is lost once play has begun (1651 XII.2, XII.16; Cotton
    17). The laws set no limit on putting right a miscount of what was reckoned."""
    from arbiter.game.penalised import score_deal

    lost = never_reckoned(ctx)
    if lost and ctx.incident.discovered != "declaring":
        return lost_unreckoned(ctx, lost)
    law = ctx.law("late")
    left_out = _bonus_left_out(ctx, score_deal(build_deal(ctx)))
    if left_out is None:
        ruling = _dispute(ctx, None, True, f"and no law of {ctx.edition.id} sets a limit on "
                          "putting it right.")
        note = (f"Law {law} limits the time only for calling for a pique or repique left out; "
                "this miscount is not one, and is put right whenever it is found.")
        return ruling._replace(notes=(*ruling.notes, note))
    omitted = _ruled_as_omitted(ctx, *left_out)
    if omitted.decision is not Decision.PENALTY:
        return _dispute(ctx, law, True, f"in time: by law {law} a pique or repique left out is "
                        "kept if called for before the cards are cut for the next deal.")
    ruling = _dispute(ctx, law, False, f"too late: by law {law} the cards have been cut for a "
                      "new deal, and the pique or repique left out is lost.")
    role, what = left_out
    return ruling._replace(
        decision=Decision.PENALTY, penalties=omitted.penalties,
        summary=f"Too late: the {role}'s {what} is lost, and the score stands as reckoned.")


def _bonus_left_out(ctx: Context[ScoreDispute], score: DealScore) -> tuple[Role, str] | None:
    """Who left out what, where a claim falls short of the true score by exactly a pique or
    a repique."""
    for role in ROLES:
        claimed = ctx.incident.claimed.get(role)
        true = score.player(role).total
        if claimed is not None and claimed < true:
            suspects = _suspects(score, role, true - claimed)
            bonus = next((what for what in ("repique", "pique") if what in suspects), None)
            if bonus is not None:
                return role, bonus
    return None


def _ruled_as_omitted(ctx: Context[ScoreDispute], role: Role, what: str) -> Ruling:
    """The pique or repique left out, ruled by the law of a declaration forgotten (1651 XI.3,
    Cotton 14: the one function that decides whether it is called for in time, for the short
    kind and the telling alike)."""
    from arbiter.formats.calling import DeclarationOmitted
    from arbiter.rulings.findings import by_short_kind, stated

    return by_short_kind(ctx, stated(DeclarationOmitted, role, what, ctx.incident.discovered,
                                     False))


@encodes("score-dispute", {"portland-1882": {"counting": "70"}})
def dispute_before_next_hand(ctx: Context[ScoreDispute]) -> Ruling:
    """1882 law 70: "Errors in counting the hand, if proved, may be rectified at any time before
    the player in error has seen his next hand" (the next deal having begun is not enough).
    The edition's `corrections.until` may set the limit at the end of the game instead (au
    cent 27: "may be rectified at any time during the game")."""
    rule = ctx.edition.rules.corrections
    law = rule.law if rule is not None else ctx.law("counting")
    if rule is not None and rule.until == "end-of-game":
        ruling = _dispute(ctx, law, True, f"in time: by law {ctx.name(law)} errors in adding up, "
                          "or in marking the score, may be put right at any time during the game.")
        note = f"Law {ctx.name(law)}'s limit is the end of the game."
        return ruling._replace(notes=(*ruling.notes, note))
    ruling = _dispute(ctx, law, True, f"in time: by law {ctx.name(law)} errors in counting may "
                      "be put right at any time before the player in error has seen his next "
                      "hand.")
    note = (f"Law {ctx.name(law)}'s limit is the player in error having seen his next hand; once "
            "he has, the score stands.")
    ruling = ruling._replace(notes=(*ruling.notes, note))
    return following(ruling, ctx.edition, _cases_of_a_long_hand(ctx))


def _cases_of_a_long_hand(ctx: Context[ScoreDispute]) -> list[str]:
    """The cases of the casebook a deal played with a hand of more than twelve cards follows:
    Case XXII, he reckons nothing, his cards good to bar (law 58); Case XIX, the twelfth trick
    is the last when all twelve are played ('The word "last," in Law 65, presupposes that each
    player has twelve cards')."""
    from arbiter.game.penalised import score_deal

    deal = build_deal(ctx)
    due = ctx.edition.rules.deal.hand
    long = [role for role in ROLES if len(deal.hand(role).cards) > due]
    if not long:
        return []
    score = score_deal(deal)
    cases = []
    if any(p.player in long and p.effect == "reckons-nothing" for p in score.penalties):
        cases.append("XXII")
    if deal.complete:
        cases.append("XIX")
    return cases


@encodes("score-dispute", {"miller-sca": {}})
def dispute_miller(ctx: Context[ScoreDispute]) -> Ruling:
    """Miller's summary sets out what each holding scores and sets no limit on correcting a
    miscount: the score is what its sections give."""
    ruling = _dispute(ctx, None, True, "and the summary sets no limit on putting a miscount "
                      "right.")
    note = ("Miller (repique): a pique or repique must be declared, or it scores nothing; a "
            "claim leaving one out may be the player's own choice.")
    return ruling._replace(notes=(*ruling.notes, note))

