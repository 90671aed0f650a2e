"""Questions about the hand, calls not shown, equal holdings, the point not called first,
and declarations omitted or called late, found in a telling. Moved from `told.py`."""

from __future__ import annotations

from collections.abc import Iterator
from operator import itemgetter
from typing import TYPE_CHECKING, cast

from arbiter.cards import Rank, Suit
from arbiter.formats import Role, other
from arbiter.formats.calling import DeclarationOmitted
from arbiter.formats.told import Answer, Ask, Call, Reply, Show, Take
from arbiter.rulings import told_calling
from arbiter.rulings.findings import Finding, stated
from arbiter.telling.calls import (
    DECLARATIONS,
    Claim,
    best,
    claim_strength,
    family,
    judge_reply,
    weigh,
)
from arbiter.telling.telling import Telling, worked_out

if TYPE_CHECKING:
    pass

from arbiter.rulings.told_calls import (
    FAMILY_WORDS,
    Declared,
    call_answered,
    correction_of,
    declarations,
    miscalls,
    reply_to,
)
from arbiter.rulings.told_showing import replies

# --- questions, the point called first, omissions, bonuses -----------------------------------


def questions(telling: Telling) -> Iterator[Finding]:
    """A question about the hand, and its answer (or none)."""
    for number, step in telling.numbered():
        if not isinstance(step, Ask):
            continue
        following = telling.steps[number] if number < len(telling.steps) else None
        answer = following if isinstance(following, Answer) else None
        shown = isinstance(following, Show) and following.by != step.by  # shown: answered
        truthful = True if shown else told_calling.truthful(telling, step, answer, number + 1)
        question = told_calling.Question(
            step.by, step.ask, step.about, answer is not None or shown,
            answer is not None and answer.answer == "refuses", truthful,
            told_calling.after_play_began(telling, number),
            told_calling.played_since(telling, number + 1),
            _allowed_calls(telling, other(step.by), number),
            _won(telling, step.by, number), _dealt_four(telling, step, other(step.by)),
            _about_allowed(telling, step, other(step.by), number),
            (*_allowed_calls(telling, step.by, number), *_won(telling, other(step.by), number)),
            told_calling.undeclared_counted(telling, step, answer, number + 1))
        if told_calling.question_matters(question):
            # The ruling turns on the answer where there was one: a false answer always; a
            # refusal unless the question itself is refused (not owed an answer).
            at = number + 1 if answer is not None else number
            named = (("refused", number),) if truthful is not False else ()
            words = f"the {step.by} asked \"{step.ask}\"" + (
                f", answered {_answered(answer)}" if answer is not None else ", unanswered")
            yield Finding(at, words, question, named=named)


def _about_allowed(telling: Telling, ask: Ask, answerer: Role, before: int) -> bool:
    """Whether a question concerns what the one asked had called and had allowed: the suit it
    names is his point's or sequence's, the rank his trio's or quatorze's (as far as his calls
    said them)."""
    allowed = _first_replied(telling, answerer, ("good", "equal"))
    if allowed.get("any", before) >= before:
        return True  # nothing was allowed: whether it was owed is ruled on that
    def since(*keys: object) -> bool:
        return any(allowed.get(key, before) < before for key in keys)
    if ask.about is not None:
        return since(("family", family(ask.about)))
    if ask.suit is not None:
        return since(("suit", None), ("suit", Suit.parse(ask.suit)))
    if ask.rank is not None:
        return since(("rank", None), ("rank", Rank.parse(ask.rank)))
    return True


def _won(telling: Telling, asker: Role, before: int) -> tuple[str, ...]:
    """What the asker lost to the one he asks, before step `before`: the asker's calls
    answered "not good" (Miller: "the loser may ask to see the winning" holding)."""
    return _replied_before(telling, asker, ("not-good",), before)


def _replied_before(telling: Telling, player: Role, replies: tuple[str, ...],
                    before: int) -> tuple[str, ...]:
    """What the player had called and had answered with one of `replies` before step
    `before`, each kind once, in the order they were first so answered."""
    first = _first_replied(telling, player, replies)
    return tuple(key for key, at in first.items() if isinstance(key, str) and key != "any"
                 and at < before)


def _first_replied(telling: Telling, player: Role,
                   replies: tuple[str, ...]) -> dict[object, int]:
    """For the player's calls answered with one of `replies`: the step of the first such
    answer to a call of each kind (`what`), of each family, suit and rank it named, and of
    any ("any"), in the order of those answers."""
    def work() -> dict[object, int]:
        answered = sorted(
            ((answer[0], declared) for declared in declarations(telling)
             if declared.by == player and (answer := reply_to(telling, declared.step))
             and answer[1].reply in replies), key=itemgetter(0))  # fmt: skip
        first: dict[object, int] = {}
        for at, declared in answered:
            claim = declared.claim
            keys: list[object] = ["any", claim.what, ("family", family(claim.what))]
            if claim.what in ("point", "sequence"):
                keys.append(("suit", claim.suit))
            if claim.what in ("quatorze", "trio"):
                keys.append(("rank", claim.rank))
            for key in keys:
                first.setdefault(key, at)
        return first
    return worked_out(telling, f"first-replied-{player}-{'-'.join(replies)}", work)


def _dealt_four(telling: Telling, ask: Ask, answerer: Role) -> bool | None:
    """For a trio allowed good: whether its caller was dealt the fourth card of its rank
    (1651 XII.17, Cotton 22): not if his adversary holds or laid it out; so if his own
    discard holds it; None when the cards do not tell."""
    trio = next((d for d in declarations(telling) if d.by == answerer
                 and d.claim.what == "trio"), None)  # fmt: skip
    rank = trio.claim.rank if trio is not None else _rank_of(ask.rank)
    if rank is None:
        return None
    if any(card.rank is rank for card in telling.cards[other(answerer)].seen):
        return False
    if any(card.rank is rank for card in telling.cards[answerer].discard or ()):
        return True
    return None


def _rank_of(code: str | None) -> Rank | None:
    return Rank.parse(code) if code is not None else None


def _answered(answer: Answer) -> str:
    if answer.answer == "refuses":
        return "with a refusal"
    value = answer.answer
    return f"\"{value if isinstance(value, int | str) else ' '.join(value)}\""


def _allowed_calls(telling: Telling, player: Role, before: int) -> tuple[str, ...]:
    """What the player had called and had allowed good or equal, before step `before`."""
    return _replied_before(telling, player, ("good", "equal"), before)


def unshown(telling: Telling) -> Iterator[Finding]:
    """What was allowed good or equal and not shown before its caller's first card (where the
    edition's `showing` asks it: the elder's lead under au cent 18, either player's first card
    under 1651 XII.3 and Cotton 17), one finding a player; the younger's "not good" (or, where
    the edition's `denial_unshown` asks it, "equal") not shown before he played to the first
    trick: an omission (1882 law 56), or au cent 22."""
    rules = telling.edition.rules
    showing = rules.showing
    if showing is not None and showing.elder_shows == "before-leading":
        for role in showing.by:
            yield from _calls_unshown(telling, cast(Role, role), showing.shows)
    play = telling.timeline.first_play
    if play is None:
        return
    calls = [d for d in declarations(telling) if d.by == "elder"]
    steps = [d.step for d in calls]
    for number, step in telling.numbered():
        if not isinstance(step, Reply) or step.by != "younger" or number > play:
            continue
        called = call_answered(number, calls, steps)
        if called is None or not _unshown_reply(telling, number, step, called, play):
            continue
        what = FAMILY_WORDS[family(called.claim.what)]
        words = (f"the younger said \"{step.reply.replace('-', ' ')}\" and played to the first "
                 f"trick without {'showing' if rules.denial_unshown else 'calling'} his {what}")
        yield Finding(play, words, told_calling.Unshown("younger", what, step.reply))


def _calls_unshown(telling: Telling, role: Role, shows: tuple[str, ...]) -> Iterator[Finding]:
    """`role`'s calls allowed good or equal and not shown before his first card, as one
    finding at that card."""
    found = told_calling.unshown_calls(telling, role, shows)
    if not found:
        return
    at = telling.timeline.first_lead if role == "elder" else telling.timeline.first_play
    assert at is not None  # unshown_calls finds nothing before his first card
    mends = _mends(telling, role)  # a recall, ruled as his miscall (1651 XII.14)
    late = [(n, step.call) for n, step in telling.numbered() if n > at  # remembered too late
            and isinstance(step, Call) and step.by == role and not step.corrects
            and step.call in ("point", "sequence") and n not in mends]
    things = tuple(dict.fromkeys(FAMILY_WORDS[family(call)] for call in
                                 [*(call.call for _, call, _ in found), *(c for _, c in late)]))
    reply = found[0][2].reply
    card = "led" if role == "elder" else "played to the first trick"
    words = f"the {role} {card} without showing his {' and '.join(things)}, allowed {reply}"
    # Not a step told but a show the steps leave out: ruled, as an omission is, only where no
    # step itself was irregular (the others' rulings note it); with a call remembered after
    # his first card, one finding rules both (it covers the late calls).
    unshown = told_calling.Unshown(role, things[0], reply, things[1:], True,
                                   tuple(n for n, _ in late))
    yield Finding(at, words, unshown, explicit=bool(late))


def _mends(telling: Telling, role: Role) -> set[int]:
    """The steps where `role` mended a call of less than he held by a further call of more:
    he recalls himself (1651 XII.14, Cotton 17, au cent 17), which his miscall's law rules,
    not a thing remembered after his first card."""
    return {n for d in declarations(telling) if d.by == role and d.truth == "under"
            for n in [correction_of(telling, d)] if n is not None}


def _unshown_reply(telling: Telling, number: int, step: Reply, called: Declared,
                   play: int) -> bool:  # fmt: skip
    """The younger said "not good" or "equal", holding what he said (known from his cards or
    stated), and called nothing of that kind before he
    played to the first trick."""
    if step.reply not in ("not-good", "equal"):
        return False
    if told_calling.is_inquiry(step.reply, called.claim, telling.edition):
        return False  # "equal" to a bare count asks; it claims nothing
    held = step.holding or judge_reply(called.claim, telling.cards["younger"], telling.edition)
    if held != {"not-good": "better", "equal": "equal"}[step.reply]:
        return False  # what he held must be known (the cards given, or `holding` stated) and
        # be what he said: a wrong reply is judged as one
    kind = family(called.claim.what)
    own = [n for n, s in telling.numbered() if n < play and isinstance(s, Call)
           and s.by == "younger" and family(s.call) == kind]
    if telling.edition.rules.denial_unshown is not None:  # au cent 22: "without showing"
        return not any(told_calling.shown_before(telling, "younger", n, play) for n in own)
    return not own


def equal_riders(telling: Telling) -> Iterator[Finding]:
    """A lesser sequence (or set) reckoned after the best was answered "equal": none is good,
    so none carries a lesser one (1651 XI.5: "no ... Prerogative of Eldership")."""
    measure = telling.edition.rules.point.measure
    calls = declarations(telling)
    steps = [d.step for d in calls]
    for number, step in telling.numbered():
        if not isinstance(step, Reply) or step.reply != "equal" or step.holding not in (None,
                                                                                        "equal"):
            continue
        called = call_answered(number, calls, steps)
        if called is None or family(called.claim.what) not in ("sequence", "set"):
            continue
        said = claim_strength(called.claim, measure)
        for later, call in telling.numbered():  # by either player: "The equality of the
            # superior sequence nullifies the whole" (the Description)
            if later <= number or not isinstance(call, Call) or call.corrects or \
                    family(call.call) != family(called.claim.what):
                continue
            then = claim_strength(Claim.of(call), measure)
            if said and then and weigh(then, said) <= 0:
                what = FAMILY_WORDS[family(call.call)]
                words = f"the {call.by} reckoned a lesser {what} after the best were equal"
                yield Finding(later, words, told_calling.EqualRider(call.by, what))
                break


def point_first(telling: Telling) -> Iterator[Finding]:
    """The elder called something before his point, then called his point (where the edition
    has a law on it: 1882 law 46); else, any player's calls out of the order point, sequence,
    set, before his first card (1882 law 47; the older texts fix no order)."""
    for role in ("elder", "younger"):
        calls = _first_calls(telling, role)
        if role == "elder" and calls and calls[0][1] != "point" and \
                told_calling.has_law("calling:point-first", telling.edition):
            late = next((n for n, what in calls if what == "point"), None)
            if late is not None:
                words = "the elder called his point after another call"
                yield Finding(late, words, told_calling.PointNotFirst(calls[0][1]))
                continue
        highest = ""
        for number, what in calls:
            if highest and ORDER[what] < ORDER[highest]:
                words = f"the {role} called his {what} after his {highest}"
                yield Finding(number, words, told_calling.OutOfOrder(role, highest, what))
                break
            highest = max(highest, what, key=lambda w: ORDER.get(w, -1))


ORDER = {"point": 0, "sequence": 1, "set": 2}


def _first_calls(telling: Telling, role: Role) -> list[tuple[int, str]]:
    """The step and kind of each first call of a point, sequence or set by `role`, before he
    played his first card."""
    timeline = telling.timeline
    card = timeline.first_lead if role == "elder" else timeline.first_play
    found: dict[str, int] = {}
    for number, step in telling.numbered():
        if isinstance(step, Call) and step.by == role and step.call in DECLARATIONS and \
                (card is None or number < card):
            found.setdefault(FAMILY_WORDS[family(step.call)], number)
    return sorted(((n, what) for what, n in found.items()))


def bonuses(telling: Telling) -> Iterator[Finding]:
    """A pique or repique called for: in the calling, before its caller has played a card (his
    turn), or once the play has begun (late). Both are the short kind's facts, ruled by its
    rules."""
    for number, step in telling.numbered():
        if isinstance(step, Call) and step.call in ("pique", "repique") and \
                telling.moment(number) in ("declaring", "after-first-lead", "play"):
            # The last step came when the incident says it came to light (the next deal...).
            moment = telling.end() if number == len(telling.steps) else telling.moment(number)
            incident = stated(DeclarationOmitted, step.by, step.call, moment,
                              blanche_shown(telling, other(step.by), number))
            during = "in the calling" if moment == "declaring" else "in the play"
            yield Finding(number, f"the {step.by} called for his {step.call} {during}",
                          incident)


def blanche_shown(telling: Telling, role: Role, before: int) -> bool:
    """Whether `role` had shown a carte blanche before step `before`, one his edition lets
    him reckon (`told_blanche.refused_shows`: one it refuses saves nothing)."""
    first = worked_out(telling, f"blanche-shown-{role}", lambda: _first_shown(telling, role))
    return first is not None and first < before


def _first_shown(telling: Telling, role: Role) -> int | None:
    from arbiter.rulings.told_blanche import refused_shows

    refused = refused_shows(telling)
    return next((number for number, step in telling.numbered()
                 if isinstance(step, Show) and step.by == role and step.show == "blanche"
                 and number not in refused), None)  # fmt: skip


def late_calls(telling: Telling) -> Iterator[Finding]:
    """The elder calls, for the first time, something he held, once he has led: he is
    reckoning what he omitted (1882 law 56; 1651 XII.2; Cotton 17)."""
    lead = telling.timeline.first_lead
    if lead is None:
        return
    called = {family(s.call) for n, s in telling.numbered()
              if isinstance(s, Call) and s.by == "elder" and n < lead}
    for number, step in telling.numbered():
        if number > lead and isinstance(step, Call) and step.by == "elder" and \
                step.call in DECLARATIONS and not step.corrects and \
                family(step.call) not in called:
            called.add(family(step.call))
            what = FAMILY_WORDS[family(step.call)]
            incident = stated(DeclarationOmitted, "elder", what, telling.moment(number))
            words = f"the elder called his {what} only after he had led"
            yield Finding(number, words, incident)


def omissions(telling: Telling) -> Iterator[Finding]:
    """Inferred from the cards, for the kinds of call the telling speaks of: a player whose
    holding was good, who never called it before playing his first card."""
    if any(telling.cards[role].hand is None for role in ("elder", "younger")):
        return
    spoken = {family(s.call) for s in telling.steps
              if isinstance(s, Call) and s.call in DECLARATIONS}
    for role in ("elder", "younger"):
        played = telling.timeline.first_lead if role == "elder" else telling.timeline.first_play
        if played is None:
            continue
        called = {family(s.call) for s in telling.steps if isinstance(s, Call) and s.by == role}
        for what in sorted(spoken - called):
            if _good(telling, role, what):
                incident = stated(DeclarationOmitted, role, FAMILY_WORDS[what], telling.end())
                words = f"the {role} never called his {FAMILY_WORDS[what]}, which was good"
                yield Finding(played, words, incident,
                              explicit=False)


def _good(telling: Telling, role: Role, what: str) -> bool:
    kind = "quatorze" if what == "set" else what
    mine = best(telling.cards[role], kind, telling.edition)
    theirs = best(telling.cards[other(role)], kind, telling.edition)
    return mine is not None and (theirs is None or mine.strength > theirs.strength)


def admissions(telling: Telling) -> Iterator[Finding]:
    """A call admitted good by asking which card of it is out (`told_admitted`, Case VII);
    its rules are imported only for a telling that asks it."""
    if not any(isinstance(step, Ask) and step.ask == "which-not-reckoned"
               for step in telling.steps):
        return iter(())
    from arbiter.rulings import told_admitted

    return told_admitted.admissions(telling)


def allowed_false(telling: Telling) -> Iterator[Finding]:
    """A "good" given to a call not held, the replier then reckoning his own (`told_allowed`,
    Case II); its rules are imported only for a telling where the younger calls after a reply
    of his."""
    replied = [n for n, step in telling.numbered() if isinstance(step, Reply)]
    if not replied or not any(isinstance(step, Call) and n > replied[0] and
                              step.by == telling.steps[replied[0] - 1].by
                              for n, step in telling.numbered()):
        return iter(())
    from arbiter.rulings import told_allowed

    return told_allowed.allowed_false(telling)


def blanches_shown(telling: Telling) -> Iterator[Finding]:
    """A carte blanche shown out of its place in the exchange (`told_blanche`, Cases VI, XX);
    its rules are imported only for a telling that shows one."""
    if not any(isinstance(step, Show) and step.show == "blanche" for step in telling.steps):
        return iter(())
    from arbiter.rulings import told_blanche

    return told_blanche.blanches_shown(telling)


def younger_first(telling: Telling) -> Iterator[Finding]:
    """The younger taking in before the elder, who then leaves cards (`told_order`, Case
    XIV); its rules are imported only for a telling in which the younger takes first."""
    takes = [step.by for step in telling.steps if isinstance(step, Take)]
    if not takes or takes[0] != "younger":
        return iter(())
    from arbiter.rulings import told_order

    return told_order.younger_first(telling)


def implied_sets(telling: Telling) -> Iterator[Finding]:
    """A set the younger calls after the lead, beaten by one the elder's calls imply
    (`told_implied`, Case IV); its rules are imported only for a telling with the hands."""
    if telling.cards["elder"].hand is None or not any(
            isinstance(step, Call) and step.by == "younger" and step.call in ("trio", "quatorze")
            for step in telling.steps):
        return iter(())
    from arbiter.rulings import told_implied

    return told_implied.implied_sets(telling)


FINDERS = (miscalls, replies, questions, unshown, equal_riders, point_first, late_calls, bonuses,
           omissions, admissions, allowed_false, blanches_shown, younger_first, implied_sets)
