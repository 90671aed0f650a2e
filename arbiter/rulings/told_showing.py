"""A call shown, or not, before the first card (1651 XII.3, Cotton 17, au cent 18 and 22; 1882
law 56 for the younger's "not good" never called), and a call wrongly disallowed. Moved from
`told_calling.py`."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from typing import TYPE_CHECKING

from arbiter.decisions import Decision, Effect
from arbiter.formats import Role, other
from arbiter.formats.calling import WrongReply
from arbiter.formats.told import Call, Reply, Show
from arbiter.rulings.core import (
    Case,
    Context,
    Penalty,
    Ruling,
    encodes,
    has_played,
    rule_case,
    silent,
)
from arbiter.rulings.findings import Finding
from arbiter.rulings.told_kinds import (
    Denied,
    Unshown,
    kind_of,
)
from arbiter.telling.calls import Claim

if TYPE_CHECKING:
    from arbiter.cards import Card
    from arbiter.formats.calling import Miscall
    from arbiter.telling.telling import Telling


def replies(telling: Telling) -> Iterator[Finding]:
    """The replies found irregular (`told_calls.replies`), a wrong reply's `shown` filled: its
    caller showed the call replied to before his first card (before the telling's end, if he
    has not played), as a call not shown is judged (`shown_before`)."""
    from arbiter.rulings.told_calls import call_answered, declarations
    from arbiter.rulings.told_calls import replies as found_replies

    for found in found_replies(telling):
        if isinstance(found.incident, WrongReply):
            calls = declarations(telling)
            called = call_answered(found.step, calls, [d.step for d in calls])
            assert called is not None  # a wrong reply answers a call
            first = telling.timeline.first_lead if called.by == "elder" else \
                telling.timeline.first_play
            shown = shown_before(telling, called.by, called.step, first or len(telling.steps) + 1)
            found = found._replace(incident=replace(found.incident, shown=shown))
        yield found


def unshown_calls(telling: Telling, role: Role = "elder",
                  shows: tuple[str, ...] = ("point", "sequence")) -> list[tuple[int, Call, Reply]]:
    """`role`'s calls of what is shown (`shows`) allowed good or equal and not shown before his
    first card (the elder's lead, the younger's play to it), when he has played it: `(step,
    call, reply)`."""
    first = telling.timeline.first_lead if role == "elder" else telling.timeline.first_play
    if first is None:
        return []
    from arbiter.telling.telling import withdrawals

    found = []
    taken_back = withdrawals(telling)  # a call withdrawn before his first card is not his
    calls = [(n, s) for n, s in telling.numbered() if isinstance(s, Call) and s.by == role
             and s.call in shows and n < first and taken_back.get(n, first) >= first]
    for number, call in calls:
        at, reply = next(((n, s) for n, s in telling.numbered() if number < n < first
                          and isinstance(s, Reply) and s.by == other(role)), (0, None))
        if reply is None or reply.reply not in ("good", "equal"):
            continue
        if put_right(telling, at):
            continue  # a wrong reply put right allows nothing (`reply_stands`)
        if not shown_before(telling, role, number, first):
            found.append((number, call, reply))
    return found


def shown_before(telling: Telling, role: Role, number: int, before: int) -> bool:
    """Whether `role` showed his call at step `number` before step `before`. The base rule:
    the cards he showed before then hold what he called (a show names its cards; what it
    shows is judged as a hand: the call, or better, is in it); the exception is a miscall
    shown (`_miscall_shown`)."""
    from arbiter.telling.calls import Cards, judge_call

    call = telling.steps[number - 1]
    assert isinstance(call, Call)
    claim = Claim.of(call)
    cards = _shown_cards(telling, role, 0, before)
    if not cards:
        return False
    if _miscall_shown(telling, role, number, claim, before):
        return True
    judged = judge_call(claim, Cards(hand=cards), Cards(), telling.edition, True)
    return judged.truth in ("true", "under")


def _miscall_shown(telling: Telling, role: Role, number: int, claim: Claim,
                   before: int) -> bool:  # fmt: skip
    """The exception to the base rule (README, "A miscall shown"): a call more or other than
    he held (`over`, `misnomer`, `impossible`, stated or worked out from the cards) counts as
    shown when, after it and before `before`, he showed cards of its kind. The showing laws
    ask only that he show before his first card (1651 XII.3 "doth not shew", Cotton 17
    "sheweth not", au cent 18 "without showing his call"); that the show proves his call
    false is his miscall's matter (1651 XII.4, Cotton 18, 1882 law 54), not a call unshown."""
    from arbiter.rulings.told_calls import declarations, shows_its_kind

    declared = next((d for d in declarations(telling) if d.step == number), None)
    if declared is None or declared.truth not in ("over", "misnomer", "impossible"):
        return False
    cards = _shown_cards(telling, role, number, before)
    return bool(cards) and shows_its_kind(telling, cards, claim)


def _shown_cards(telling: Telling, role: Role, after: int, before: int) -> frozenset[Card]:
    """The cards `role` showed between steps `after` and `before` (a carte blanche names
    none)."""
    from arbiter.game.deal import card_list

    return frozenset(card for n, step in telling.numbered()
                     if isinstance(step, Show) and step.by == role and step.show != "blanche"
                     and after < n < before for card in card_list(step.show, telling.edition))


# --- a call wrongly disallowed; a call not shown --------------------------------------------


@encodes("calling:denied", {"portland-1882": {"omitted": "56"}})
def denied_1882(ctx: Context[Denied]) -> Ruling:
    """The younger said "not good" to a call that was good or equal. The 1882 laws have no law
    on it: the elder called it, and nothing is lost until the younger has played to the first
    trick (law 56). Where the edition has `denied_call` (au cent 21), the elder may show and
    reckon it "notwithstanding that he has led a card"."""
    finding, law = ctx.incident, ctx.law("omitted")
    rule = ctx.edition.rules.denied_call
    said = f"The younger said \"not good\" to the elder's {finding.what}, which was good or equal"
    if rule is not None and rule.elder_may_show_after_lead:
        return ctx.decide(
            Decision.RECTIFY, [rule.law],
            f"The elder shows and reckons his {finding.what} (or shows his equality).",
            f"{said}: by law {ctx.name(rule.law)} 'the elder hand can show and reckon his "
            "superiority, or show his equality, notwithstanding that he has led a card'.",
        )  # fmt: skip
    if not finding.played:
        return ctx.decide(
            Decision.RECTIFY, [law],
            f"The elder shows and reckons his {finding.what}.",
            f"{said}: no law speaks of a wrong \"not good\", and by law {ctx.name(law)} nothing "
            "is lost until 'the younger hand has played to the first trick'; he has not, so the "
            f"elder shows and reckons his {finding.what}.",
        )  # fmt: skip
    return ctx.decide(
        Decision.REFUSED, [law],
        f"Too late: the elder's {finding.what} is not reckoned.",
        f"{said}, and it came to light only after the younger had played to the first trick: by "
        f"law {ctx.name(law)} 'neither player can reckon anything omitted' then.",
        notes=("Read: the elder's call, never reckoned, is something omitted once the younger "
               "has played to the first trick.",),
    )  # fmt: skip


def _unshown_done(finding: Unshown) -> str:
    """What the player did, in words: his calls allowed and not shown before his first card,
    or the younger's reply not shown before he played to the first trick."""
    things = " and ".join(finding.things)
    card = "he led" if finding.player == "elder" else "he played to the first trick"
    if finding.player == "elder" or finding.called:
        return (f"The {finding.player}'s {things}, allowed {finding.reply}, "
                f"{'was' if len(finding.things) == 1 else 'were'} not shown before {card}")
    return (f"The {finding.player} said \"{finding.reply.replace('-', ' ')}\" and played to the "
            f"first trick without showing his {things}")


def _lost_and_reckoned(finding: Unshown) -> list[Penalty]:
    """Each thing unshown lost, and the adversary reckoning all he holds of each."""
    return [*(Penalty(finding.player, Effect.LOSES_DECLARATION, what) for what in finding.things),
            *(Penalty(finding.player, Effect.ADVERSARY_RECKONS_ALL, what)
              for what in finding.things)]


def unshown_beside(ctx: Context[Miscall] | Context[WrongReply], ruling: Ruling) -> Ruling:
    """A miscall's or a wrong reply's ruling, with beside it (`also`) the ruling on the call
    allowed good or equal and not shown before its caller's first card, where the edition's
    `showing` makes him show it before then (1651 XII.3, Cotton 17, au cent 18): the rules
    that rule the same facts found in a telling (`calling:unshown`), so the short kind reads
    `shown` as a telling does. Beside a wrong reply, only where the reply stands
    (`reply_stands`): a reply put right leaves no call allowed."""
    incident, showing = ctx.incident, ctx.edition.rules.showing
    if showing is None or showing.elder_shows != "before-leading":
        return ruling
    replied: str = "good"  # a wrong reply's is "good" or "equal": read last (`arbiter ask`)
    if isinstance(incident, WrongReply):
        if not reply_stands(ruling):
            return ruling
        caller = other(incident.player)
    else:
        caller, replied = incident.player, incident.replied
    if replied not in ("good", "equal") or caller not in showing.by or \
            incident.what not in showing.shows or not has_played(caller, incident.discovered) \
            or incident.shown:
        return ruling
    if isinstance(incident, WrongReply):
        replied = incident.reply
    unshown = Unshown(caller, incident.what, replied, called=True)
    beside = rule_case(Case(unshown, None, kind_name=kind_of(unshown)),  # type: ignore[arg-type]
                       ctx.edition)
    card = "he led" if caller == "elder" else "he played to the first trick"
    whose = "his" if caller == incident.player else f"the {caller}'s"
    words = f"{whose} {incident.what}, allowed {replied}, not shown before {card}"
    return ruling._replace(also=(*ruling.also, beside._replace(kind=incident.kind,
                                                               finding=words)))


def reply_stands(ruling: Ruling) -> bool:
    """Whether a wrong reply stands, by its own ruling: put right (`rectify`: 1882 law 51,
    1651 XII.14-15), the call it allowed is not good, and 1651 XII.3 takes away a ruff only
    "if it be more than the other hath"; refused, or where the edition has no law on a reply
    (silent), the call stands allowed."""
    return ruling.decision is not Decision.RECTIFY


def put_right(telling: Telling, reply: int) -> bool:
    """Whether the reply at step `reply` is a wrong one put right, by the wrong reply's own
    ruling (`reply_stands`): the telling reads it as the short kind does."""
    from arbiter.rulings.told_calls import wrong_reply_at

    found = wrong_reply_at(telling, reply)
    if found is None:
        return False
    return not reply_stands(rule_case(Case(found.incident, None), telling.edition))  # type: ignore[arg-type]


@encodes("calling:unshown", {"portland-1882": {"omitted": "56"}})
def unshown_1882(ctx: Context[Unshown]) -> Ruling:
    """Where the edition's `showing` makes the elder show before leading (au cent 18), or its
    `denial_unshown` makes the younger show his superiority or equality before playing (au
    cent 22): he cannot reckon it, and the adversary may show and reckon his own, even equal
    or inferior (or, the younger's case, what he called)."""
    finding = ctx.incident
    if finding.player == "elder":
        rule_law = ctx.edition.rules.showing.law if ctx.edition.rules.showing else ctx.law(
            "omitted")
        why = (f"by law {ctx.name(rule_law)} the elder 'must show the cards called ... If he "
               "lead a card without showing his call, he cannot reckon it, and the adversary may "
               "show and reckon his point or sequence, even though it be equal or inferior to "
               "the one called'.")
    else:
        denial = ctx.edition.rules.denial_unshown
        if denial is None:
            return _younger_unshown_1882(ctx)
        rule_law = denial.law
        why = (f"by law {ctx.name(rule_law)}, if the younger 'say equal or not good to a call, "
               "and play to the first trick without showing his superiority or equality, the "
               "elder may show and reckon what he has called, notwithstanding that he has led a "
               "card'.")
    things = " and ".join(finding.things)
    return ctx.decide(
        Decision.PENALTY, [rule_law],
        f"The {finding.player} cannot reckon his {things}; his adversary reckons his own.",
        f"{_unshown_done(finding)}: {why}",
        penalties=_lost_and_reckoned(finding),
        notes=("The adversary reckons all he holds of that score only, even lesser: his point "
               "or sequence (or what he called).",),
    )  # fmt: skip


def _younger_unshown_1882(ctx: Context[Unshown]) -> Ruling:
    """Law 56: once the younger has played to the first trick nothing omitted is reckoned: his
    better point (sequence, set) is lost; an equal one scores nothing to either, so nothing
    is lost by it."""
    finding, law = ctx.incident, ctx.law("omitted")
    if finding.reply == "equal":
        return ctx.decide(
            Decision.PLAY_ON, [law], "Nothing is lost: the equality stands.",
            f"The younger said \"equal\" to the elder's {finding.what} and played to the first "
            f"trick without showing his own: an equal {finding.what} scores nothing to either "
            f"player, so law {law} ('neither player can reckon anything omitted') takes nothing "
            "from him, and the elder's is not made good by it.",
        )  # fmt: skip
    return ctx.decide(
        Decision.PENALTY, [law], f"The younger's {finding.what} is lost.",
        f"The younger said \"not good\" to the elder's {finding.what} and played to the first "
        f"trick without calling his own: by law {law}, 'When the younger hand has played to the "
        "first trick, neither player can reckon anything omitted'.",
        penalties=[Penalty("younger", Effect.LOSES_DECLARATION, finding.what)],
    )  # fmt: skip


@encodes("calling:unshown", {"royall-1651": {"shown": "XII.3", "forgot": "XII.2"}})
def unshown_1651(ctx: Context[Unshown]) -> Ruling:
    """1651 XII.3: he that before his first card "doth not shew his Ruffe, if it be more than
    the other hath, or else his Pareil, if it be equall", or his sequences, loses them, and his
    adversary reckons whatever he can show of the same; XII.2: what he forgot to reckon (his
    sets) is lost once he has begun to play."""
    finding = ctx.incident
    forgot, shown = ctx.law("forgot"), ctx.law("shown")
    if finding.what == "set":
        return ctx.decide(
            Decision.PENALTY, [forgot], f"The {finding.player}'s set is lost.",
            f"{_unshown_done(finding)}: by law {forgot} he 'cannot then reckon them, but must "
            "utterly lose them'.",
            penalties=[Penalty(finding.player, Effect.LOSES_DECLARATION, "set")])
    laws = [shown] if finding.called or finding.player == "elder" else [shown, forgot]
    return ctx.decide(
        Decision.PENALTY, laws,
        f"The {finding.player}'s {' and '.join(finding.things)} "
        f"{'is' if len(finding.things) == 1 else 'are'} lost; his adversary reckons his own.",
        f"{_unshown_done(finding)}: by law {shown} 'he is debarred from shewing them "
        "afterwards, and must utterly lose them; and besides, his Adversary shall reckon "
        "whatsoever he can shew of the same things, though they be of lesse value'.",
        penalties=_lost_and_reckoned(finding),
        notes=(f"Law {shown}: the adversary reckons only 'of the same things' (the ruff and "
               "sequences, not sets), and must show them 'so soon as ever the errour of the "
               "other is discovered'.",),
    )  # fmt: skip


@encodes("calling:unshown", {"cotton-1674": {"forgot": "17"}})
def unshown_cotton(ctx: Context[Unshown]) -> Ruling:
    """Cotton 17: "So it is with him that sheweth not his Ruff before he play his first Card,
    losing absolutely all the advantage thereof" (and what he forgot to reckon)."""
    finding, law = ctx.incident, ctx.law("forgot")
    return ctx.decide(
        Decision.PENALTY, [law], f"The {finding.player}'s {' and '.join(finding.things)} "
        f"{'is' if len(finding.things) == 1 else 'are'} lost.",
        f"{_unshown_done(finding)}: by law {law} he that 'sheweth not his Ruff before he play "
        "his first Card' loses 'absolutely all the advantage thereof'.",
        penalties=[Penalty(finding.player, Effect.LOSES_DECLARATION, what)
                   for what in finding.things],
    )  # fmt: skip


silent("calling:unshown", "miller-sca", ["ruffs"],
       "the younger declares hers if equal or higher; nothing is said of one who does not.")
for _edition, _analogy in (("royall-1651", ["XII.3"]), ("cotton-1674", ["17"]),
                           ("miller-sca", ["ruffs"])):  # fmt: skip
    silent("calling:denied", _edition, _analogy,
           "what is not shown before the first card is lost; nothing is said of a call wrongly "
           "disallowed.")
