"""The calls and their replies in a telling: each call as the cards show it (`Declared`),
and the miscalls and wrong replies found in them, stated as the short kinds state them
(`miscall`, `wrong-reply`), or as `told_kinds`' findings (an inquiry, a detail asked).
Moved from `told.py`."""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Iterator
from typing import TYPE_CHECKING, NamedTuple, cast

from arbiter.cards import Card as CardType
from arbiter.formats import Role, Stage, other
from arbiter.formats.calling import Miscall, WrongReply
from arbiter.formats.told import Ask, Call, Reply, Show
from arbiter.rulings import told_kinds
from arbiter.rulings.findings import Finding, called_since, stated
from arbiter.telling.calls import (
    DECLARATIONS,
    CallTruth,
    Cards,
    Claim,
    best,
    claim_strength,
    family,
    judge_call,
    judge_reply,
    point_cards,
    weigh,
)
from arbiter.telling.telling import Telling, withdrawals, worked_out

if TYPE_CHECKING:
    pass

FAMILY_WORDS = {"point": "point", "sequence": "sequence", "set": "set"}


# --- the calls and their replies -----------------------------------------------------------


class Declared(NamedTuple):
    """A call as the telling shows it: where, by whom, what it said and what it was."""

    step: int
    by: Role
    claim: Claim
    truth: str
    good_against_the_cards: bool | None


def declarations(telling: Telling) -> list[Declared]:
    """Each call of a point, sequence, quatorze or trio, with what it was against the cards.
    A call that answers an inquiry, or corrects the caller's own, refines the same
    declaration: it is judged as said then."""
    return worked_out(telling, "declarations", lambda: list(_declarations(telling)))


def _declarations(telling: Telling) -> Iterator[Declared]:
    seen: set[tuple[Role, str]] = set()
    firsts: set[tuple[Role, str]] = set()
    for number, step in telling.numbered():
        if not isinstance(step, Call) or step.call not in DECLARATIONS:
            continue
        claim = Claim.of(step)  # what was said, before whether it corrects an earlier call
        key = (step.by, family(step.call))
        first = (key not in seen and not step.corrects) or (
            key in firsts and _answers_inquiry(telling, number))
        seen.add(key)
        if first:
            firsts.add(key)
        elif not step.corrects:
            firsts.discard(key)
        truth = judge_call(claim, telling.cards[step.by], telling.cards[other(step.by)],
                           telling.edition, first)  # fmt: skip
        if truth.truth == "unknown":
            truth = _by_the_show(telling, step.by, claim, first, truth)
        if truth.truth == "unknown" and first and _bettered_later(telling, number, claim):
            truth = CallTruth("under", truth.good_against_the_cards)
        stated = step.error or ("true" if truth.truth == "unknown" else truth.truth)
        good = truth.good_against_the_cards
        if step.good_against_the_cards is not None:
            good = step.good_against_the_cards
        yield Declared(number, step.by, claim, stated, good)


def shown(telling: Telling, role: Role) -> frozenset[CardType]:
    """The cards a player showed in the telling (his hand not being given)."""
    from arbiter.game.deal import card_list

    def work() -> frozenset[CardType]:
        found: set[CardType] = set()
        for step in telling.steps:
            if isinstance(step, Show) and step.by == role and step.show != "blanche":
                found.update(card_list(step.show, telling.edition))
        return frozenset(found)

    return worked_out(telling, f"shown-{role}", work)


def _by_the_show(telling: Telling, role: Role, claim: Claim, first: bool,
                 truth: CallTruth) -> CallTruth:  # fmt: skip
    """A call judged by the cards its caller showed, where his hand is not given: what they
    prove is taken from them, that he held better than he called, or that what he showed of
    it is less than he called (issue 25: "a call over or under what was shown is worked
    out")."""
    cards = shown(telling, role)
    if not cards or not shows_its_kind(telling, cards, claim):
        return truth
    judged = judge_call(claim, Cards(hand=cards), Cards(), telling.edition, first)
    return judged if judged.truth in ("under", "over") else truth


def shows_its_kind(telling: Telling, cards: frozenset[CardType], claim: Claim) -> bool:
    """Whether what he showed holds anything of the call's kind (a point always; a sequence of
    three, a set of three): cards shown of his point say nothing of a set or sequence he called
    and did not show."""
    from arbiter.telling.calls import holdings

    kind = family(claim.what)
    measure = telling.edition.rules.point.measure
    return any(family(h.what) == kind for h in holdings(list(cards), kind, measure))


def _bettered_later(telling: Telling, number: int, claim: Claim) -> bool:
    """His hand not given, a later call of his, of the same kind and more than this one (not a
    correction of it), shows he held more than he first called."""
    call = cast(Call, telling.steps[number - 1])
    said = claim_strength(claim, telling.edition.rules.point.measure)
    strongest = _strongest_after(telling, call.by, family(call.call)).get(number)
    return bool(said and strongest and weigh(strongest, said) > 0)


def _strongest_after(telling: Telling, role: Role, kind: str) -> dict[int, tuple[int, ...]]:
    """For each call of `role`'s of a kind, the strongest later call of his of that kind (not
    a correction), as far as each said: what a later call shows he held. Truncating both to
    what the earlier call said keeps their order, so the strongest answers for all."""
    def work() -> dict[int, tuple[int, ...]]:
        measure = telling.edition.rules.point.measure
        strongest: tuple[int, ...] | None = None
        after: dict[int, tuple[int, ...]] = {}
        for number in reversed(_calls_of(telling, role, kind)):
            if strongest is not None:
                after[number] = strongest
            step = cast(Call, telling.steps[number - 1])
            then = None if step.corrects else claim_strength(Claim.of(step), measure)
            if then and (strongest is None or then > strongest):
                strongest = then
        return after

    return worked_out(telling, f"strongest-{role}-{kind}", work)


def _calls_of(telling: Telling, role: Role, kind: str) -> list[int]:
    """The steps at which `role` called something of a kind (point, sequence, set), in order."""
    def work() -> dict[tuple[Role, str], list[int]]:
        found: dict[tuple[Role, str], list[int]] = {}
        for number, step in telling.numbered():
            if isinstance(step, Call):
                found.setdefault((step.by, family(step.call)), []).append(number)
        return found

    return worked_out(telling, "calls", work).get((role, kind), [])


def _answers_inquiry(telling: Telling, number: int) -> bool:
    """The call says more of the same declaration, asked for by an inquiry just before."""
    previous = telling.steps[number - 2] if number > 1 else None
    return isinstance(previous, Reply) and previous.reply in told_kinds.ALL_INQUIRIES


def reply_to(telling: Telling, number: int, before: int | None = None) -> tuple[int, Reply] | None:
    """The adversary's last reply to the call at `number`, before the caller calls another
    kind of thing (an inquiry and the answer to it are part of one exchange), and before step
    `before` (a correction of the call) if given."""
    call = cast(Call, telling.steps[number - 1])
    bound = _next_other_call(telling, call.by).get(number, len(telling.steps) + 1)
    if before is not None:
        bound = min(bound, before)
    replies = _replies_by(telling, other(call.by))
    at = bisect_left(replies, bound) - 1  # his adversary's last reply before the bound
    if at < 0 or replies[at] <= number:
        return None
    return replies[at], cast(Reply, telling.steps[replies[at] - 1])


def _next_other_call(telling: Telling, role: Role) -> dict[int, int]:
    """For each call of `role`'s, the step of his next call of another kind, if any."""
    def work() -> dict[int, int]:
        following: dict[int, int] = {}
        nearest: dict[str, int] = {}  # each kind's nearest call after the step looked at
        for number in range(len(telling.steps), 0, -1):
            step = telling.steps[number - 1]
            if not isinstance(step, Call) or step.by != role:
                continue
            kind = family(step.call)
            others = [at for other_kind, at in nearest.items() if other_kind != kind]
            if others:
                following[number] = min(others)
            nearest[kind] = number
        return following

    return worked_out(telling, f"next-other-call-{role}", work)


def _replies_by(telling: Telling, role: Role) -> list[int]:
    return worked_out(telling, f"replies-{role}", lambda: [
        n for n, step in telling.numbered() if isinstance(step, Reply) and step.by == role])


def allowed(reply: Reply | None) -> str:
    """How a call was answered, in the short kinds' words."""
    if reply is None or reply.reply not in ("good", "not-good", "equal"):
        return "none"
    return reply.reply


def correction_of(telling: Telling, declared: Declared) -> int | None:
    """The step where the caller corrected this call, if he did: a call saying it corrects
    it, or (a call of less than he held) a later call of the same kind of more than it said,
    by which he reckons something superior."""
    kind = family(declared.claim.what)
    corrections = _corrections_of(telling, declared.by, kind)
    at = bisect_right(corrections, declared.step)
    corrected = corrections[at] if at < len(corrections) else None
    if declared.truth != "under":
        return corrected
    measure = telling.edition.rules.point.measure
    said = claim_strength(declared.claim, measure)
    calls = _calls_of(telling, declared.by, kind)
    for number in calls[bisect_right(calls, declared.step):]:  # up to the correction
        if corrected is not None and number >= corrected:
            break
        later = claim_strength(Claim.of(cast(Call, telling.steps[number - 1])), measure)
        if said and later and weigh(later, said) > 0:
            return number
    return corrected


def _corrections_of(telling: Telling, role: Role, kind: str) -> list[int]:
    """The steps at which `role` corrected a call of his of a kind, in order."""
    return worked_out(telling, f"corrections-{role}-{kind}", lambda: [
        n for n in _calls_of(telling, role, kind)
        if cast(Call, telling.steps[n - 1]).corrects])


def when(telling: Telling, number: int | None) -> tuple[Stage, int]:
    """The `discovered` word and step number for a correction at `number`, or for the end
    of the telling when there was none."""
    if number is None:
        return telling.end(), len(telling.steps) + 1
    return telling.moment(number), number


def shown_before_play(telling: Telling, player: Role, declared: Declared) -> bool:
    """Law 55: he showed the cards of his call of his own accord, before playing a card."""
    return worked_out(telling, f"shown-before-play-{player}",
                      lambda: _shown_before_play(telling, player))


def _shown_before_play(telling: Telling, player: Role) -> bool:
    for number, step in telling.numbered():
        if not isinstance(step, Show) or step.by != player:
            continue
        previous = telling.steps[number - 2] if number > 1 else None
        asked = step.asked if step.asked is not None else (
            isinstance(previous, Ask) and previous.ask == "show")
        before = telling.timeline.first_lead if player == "elder" else telling.timeline.first_play
        if not asked and (before is None or number < before):
            return True
    return False


def miscalls(telling: Telling) -> Iterator[Finding]:
    """Calls more, less or other than the caller held; and a true call recalled for a lesser.
    A call of less than he held is irregular only when he tries to mend it: the finding names
    the step where he did (the law turns on the mending); any other miscall names itself."""
    found = list(declarations(telling))
    taken_back = withdrawals(telling)
    for declared in found:
        withdrawn = taken_back.get(declared.step)
        if withdrawn is not None and declared.truth in ("true", "under", "unknown"):
            yield _withdrawn(telling, declared, withdrawn)
            continue
        if declared.truth == "true":
            yield from _recalled(telling, declared, found)
            continue
        if declared.truth == "unknown":
            continue
        corrected = correction_of(telling, declared)
        if withdrawn is not None and (corrected is None or withdrawn < corrected):
            corrected = withdrawn  # a call he did not hold, taken back: his miscall corrected
        # A call of less than he held is his own affair until he tries to mend it: never
        # mended, it is inferred, judged only if no step was irregular.
        explicit = not (declared.truth == "under" and corrected is None)
        answer = reply_to(telling, declared.step, corrected)
        replied = allowed(answer[1] if answer else None)
        discovered = when(telling, corrected)[0]
        shown = shown_before_play(telling, declared.by, declared)
        what = FAMILY_WORDS[family(declared.claim.what)]
        further = corrected is not None and not getattr(telling.steps[corrected - 1], "corrects",
                                                        True)  # a withdrawal adds no call
        incident = stated(Miscall, declared.by, what, declared.truth, replied, discovered, shown,
                          bool(declared.good_against_the_cards), further)
        words = f"the {declared.by}'s call of {declared.claim.words()} ({_truth(declared)})"
        if declared.truth == "under" and corrected is not None:
            words = f"{words}, mended at step {corrected}"
            yield Finding(corrected, words, incident, explicit=explicit)
            continue
        yield Finding(declared.step, words, incident, explicit,
                      follows=_disclosed(telling, declared, replied, corrected))


def _disclosed(telling: Telling, declared: Declared, replied: str,
               corrected: int | None) -> tuple[str, ...]:
    """Case IX: a call larger than he held, allowed good, corrected, and the correction
    answered "not good": what the adversary's answers disclose is no irregularity ("B has no
    remedy")."""
    if declared.truth != "over" or replied != "good" or corrected is None:
        return ()
    answer = reply_to(telling, corrected)
    return ("IX",) if answer is not None and answer[1].reply == "not-good" else ()


def _recalled(telling: Telling, declared: Declared, found: list[Declared]) -> Iterator[Finding]:
    """A true call recalled for a lesser one (1651 XII.15: the first word need not stand at
    Paris): he now calls less than he holds, at the step of the recall."""
    corrected = correction_of(telling, declared)
    if corrected is None:
        return
    new = next((d for d in found if d.step == corrected), None)
    measure = telling.edition.rules.point.measure
    said, now = (claim_strength(d.claim, measure) for d in (declared, new)) if new else (None,
                                                                                        None)
    if new is None or new.truth != "true" or not said or not now or weigh(now, said) >= 0:
        return
    answer = reply_to(telling, declared.step, corrected)
    replied = allowed(answer[1] if answer else None)
    discovered = telling.moment(corrected)
    what = FAMILY_WORDS[family(declared.claim.what)]
    incident = stated(Miscall, declared.by, what, "under", replied, discovered)
    words = (f"the {declared.by} recalled his true call of {declared.claim.words()} for "
             f"{new.claim.words()}")
    yield Finding(corrected, words, incident)


def _withdrawn(telling: Telling, declared: Declared, withdrawn: int) -> Finding:
    """A call he held (or held better than), taken back at step `withdrawn`."""
    answer = reply_to(telling, declared.step, withdrawn)
    replied = allowed(answer[1] if answer else None)
    what = FAMILY_WORDS[family(declared.claim.what)]
    lead = telling.timeline.first_lead
    incident = told_kinds.Withdrawn(declared.by, what, declared.claim.words(), replied,
                                    lead is not None and lead < withdrawn)
    words = f"the {declared.by} withdrew his call of {declared.claim.words()}"
    return Finding(withdrawn, words, incident)


def _truth(declared: Declared) -> str:
    return {"over": "he did not hold it", "under": "he held better",
            "misnomer": "a misnomer", "impossible": "one he could not have held"}.get(
        declared.truth, declared.truth)  # fmt: skip


def replies(telling: Telling) -> Iterator[Finding]:
    """Replies that are inquiries, and replies of good or equal by one who held better."""
    calls = declarations(telling)
    steps = [d.step for d in calls]
    for number, step in telling.numbered():
        if not isinstance(step, Reply) or step.corrects:
            continue
        called = call_answered(number, calls, steps)
        if called is None:
            continue
        if step.reply in told_kinds.DETAIL_REPLIES:
            yield _detail(telling, number, step, called)
            continue
        if told_kinds.is_inquiry(step.reply, called.claim, telling.edition):
            yield _inquiry(telling, number, step, called)
            continue
        held = step.holding or judge_reply(called.claim, telling.cards[step.by], telling.edition)
        if step.reply in ("good", "equal") and held == "better":
            yield _wrong_reply(telling, number, step, called)
        elif step.reply == "not-good" and held in ("worse", "equal") and \
                told_kinds.has_law("calling:denied", telling.edition):
            played = telling.timeline.first_play is not None
            denied = told_kinds.Denied(step.by, FAMILY_WORDS[family(called.claim.what)], played)
            words = f"the {step.by} said \"not good\" to {called.claim.words()}, holding {held}"
            yield Finding(number, words, denied)


def call_answered(number: int, calls: list[Declared], steps: list[int]) -> Declared | None:
    """The last call before step `number` (`steps`: the calls' steps, in order)."""
    at = bisect_left(steps, number) - 1
    return calls[at] if at >= 0 else None


def _inquiry(telling: Telling, number: int, step: Reply, called: Declared) -> Finding:
    held = step.cards if step.cards is not None else point_cards(telling.cards[step.by])
    claim = called.claim
    stated_detail = {"point": claim.value, "sequence": claim.top}.get(claim.what, claim.rank)
    corrected = _reply_corrected(telling, number, step, claim.what)
    question = told_kinds.Inquiry(step.by, step.reply, claim.cards, held, claim.what,
                                    stated_detail is not None,
                                    called.good_against_the_cards, corrected)  # fmt: skip
    words = f"the {step.by}'s reply \"{step.reply}\" to {called.claim.words()}"
    at = corrected if corrected is not None and told_kinds.bars(question) else called.step
    return Finding(number, words, question, named=(("rectify", at),))


def _reply_corrected(telling: Telling, number: int, step: Reply, what: str) -> int | None:
    """The step where the player corrects his reply, before the adversary has made another
    call or led (law 51); the adversary completing the same call is no other call (Case I:
    "he has only completed an imperfect call")."""
    corrections = _reply_corrections(telling, step.by)
    at = bisect_right(corrections, number)
    if at == len(corrections):
        return None
    lead = telling.timeline.first_lead
    if lead is not None and lead <= number:
        return None  # led already: too late to correct it
    others = _calls_other_than(telling, other(step.by), what)
    after = bisect_right(others, number)
    closed = min(lead or len(telling.steps) + 1,
                 others[after] if after < len(others) else len(telling.steps) + 1)
    return corrections[at] if corrections[at] < closed else None


def _calls_other_than(telling: Telling, role: Role, what: str) -> list[int]:
    """The steps at which `role` called something other than `what`, in order."""
    return worked_out(telling, f"calls-{role}-other-than-{what}", lambda: [
        n for n, step in telling.numbered()
        if isinstance(step, Call) and step.by == role and step.call != what])


def _detail(telling: Telling, number: int, step: Reply, called: Declared) -> Finding:
    """ "To what card?" "Of what?": the younger asks what the call did not say."""
    claim = called.claim
    stated_detail = claim.top if claim.what == "sequence" else claim.rank
    same = _same_size(telling, step.by, claim)
    detail = told_kinds.Detail(step.reply, claim.what, stated_detail is not None,
                                 called.good_against_the_cards, same)  # fmt: skip
    words = f"the {step.by} asked \"{step.reply.replace('-', ' ')}\" of {claim.words()}"
    return Finding(number, words, detail,
                   named=(("rectify", called.step),))


def _same_size(telling: Telling, role: Role, claim: Claim) -> bool | None:
    """Whether the replier's best of that kind is of the size called (None: not known)."""
    mine = telling.cards[role]
    if mine.hand is None or claim.cards is None:
        return None
    held = best(mine, claim.what, telling.edition)
    return held is not None and held.cards == claim.cards


def _reply_corrections(telling: Telling, role: Role) -> list[int]:
    """The steps at which `role` corrected a reply of his, in order."""
    return worked_out(telling, f"reply-corrections-{role}", lambda: [
        n for n, step in telling.numbered()
        if isinstance(step, Reply) and step.by == role and step.corrects])


def wrong_reply_at(telling: Telling, number: int) -> Finding | None:
    """The wrong reply at step `number` (a "good" or "equal" by one who held better, not an
    inquiry), as `replies` finds it (its `shown` left unsaid: `told_showing.replies`); None if
    the step is none."""
    step = telling.steps[number - 1]
    if not isinstance(step, Reply) or step.corrects or step.reply not in ("good", "equal"):
        return None
    calls = declarations(telling)
    called = call_answered(number, calls, [d.step for d in calls])
    if called is None or told_kinds.is_inquiry(step.reply, called.claim, telling.edition):
        return None
    held = step.holding or judge_reply(called.claim, telling.cards[step.by], telling.edition)
    return _wrong_reply(telling, number, step, called) if held == "better" else None


def _wrong_reply(telling: Telling, number: int, step: Reply, called: Declared) -> Finding:
    corrections = _reply_corrections(telling, step.by)
    at = bisect_right(corrections, number)
    corrected = corrections[at] if at < len(corrections) else None
    discovered, at = when(telling, corrected)
    what = FAMILY_WORDS[family(called.claim.what)]
    incident = stated(WrongReply, step.by, what, step.reply, discovered,
                      called_since(telling, at, since=number))
    words = f"the {step.by} said \"{step.reply}\" to {called.claim.words()}, holding better"
    if corrected is not None:  # the law (1882 51, 1651 XII.15) turns on the correction
        words = f"{words}, corrected at step {corrected}"
    return Finding(number, words, incident, names=corrected)
