"""Rulings on incidents told step by step (kinds `exchange`, `calling` and `play`).

The telling is read against the edition (`arbiter.telling`: the cards, what each call and
reply meant, when each step came); then each irregular step is found and judged:

- a miscall (a call more, less or other than he held, a misnomer, an impossible call), a
  wrong reply, something held good and never called, a pique or repique called for late:
  each is the fact a short kind states (`miscall`, `wrong-reply`, `declaration-omitted`),
  ruled by that kind's own rules, told exactly when it came to light (`Moment`), so the short
  kind and the telling rule the same facts the same way;
- what only a telling can show (a reply that is an inquiry, the elder's point not called
  first, a question about the hand and its answer): judged by `arbiter.rulings.told_calling`.

The ruling is the one of the first step found irregular (an omission inferred from the cards
only if no step itself was); it names that step, and lists every step with what was found.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, NamedTuple, cast, get_args, get_type_hints

from arbiter.cards import Card as CardType
from arbiter.cards import Rank, Suit
from arbiter.decisions import Decision
from arbiter.errors import ArbiterError
from arbiter.formats import Role, other
from arbiter.formats.calling import DeclarationOmitted, Miscall, WrongReply
from arbiter.formats.told import Answer, Ask, Call, Reply, Show, Take
from arbiter.rulings import told_calling
from arbiter.rulings.core import (
    Case,
    Context,
    Moment,
    Ruling,
    StepNote,
    encodes,
    following,
    rule_case,
)
from arbiter.telling import (
    DECLARATIONS,
    EXCHANGE_ACTIONS,
    CallTruth,
    Cards,
    Claim,
    Telling,
    action,
    best,
    claim_strength,
    compare,
    family,
    judge_call,
    judge_reply,
    point_cards,
    read,
)

if TYPE_CHECKING:
    from arbiter.formats.told import Step, Told

FAMILY_WORDS = {"point": "point", "sequence": "sequence", "set": "set"}


def stated(form: type, *values: object) -> object:
    """A short kind's incident stating the facts a telling shows (its words, checked when the
    telling was read, are the short kind's own)."""
    (kind,) = get_args(get_type_hints(form)["kind"])
    return form(kind, *values)


class Finding(NamedTuple):
    """An irregular step, and the facts to judge it: a short kind's incident, or a finding
    of `told_calling`'s (`told_calling.Question` and the like)."""

    step: int
    words: str
    incident: object
    moment: Moment
    explicit: bool = True
    named: tuple[tuple[str, int], ...] = ()  # the step named instead, by the decision reached
    names: int | None = None  # the step named, if not the irregular one (a correction)
    follows: tuple[str, ...] = ()  # the cases of the casebook the steps are

    def step_for(self, ruling: Ruling) -> int:
        """The step the ruling turns on: a question refused turns on the asking, one that must
        be answered on the answer; an inquiry on the reply, a call that must be completed on
        the call; a wrong reply corrected, on the correction (1882 law 51, 1651 XII.15)."""
        return dict(self.named).get(str(ruling.decision), self.names or self.step)


# --- the calls and their replies -----------------------------------------------------------


class Declared(NamedTuple):
    """A call as the telling shows it: where, by whom, what it said and what it was."""

    step: int
    by: Role
    claim: Claim
    truth: str
    good_against_the_cards: bool | None


def declarations(telling: Telling) -> Iterator[Declared]:
    """Each call of a point, sequence, quatorze or trio, with what it was against the cards.
    A call that answers an inquiry, or corrects the caller's own, refines the same
    declaration: it is judged as said then."""
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
    from arbiter.deal import card_list

    found: set[CardType] = set()
    for step in telling.steps:
        if isinstance(step, Show) and step.by == role and step.show != "blanche":
            found.update(card_list(step.show, telling.edition))
    return frozenset(found)


def _by_the_show(telling: Telling, role: Role, claim: Claim, first: bool,
                 truth: CallTruth) -> CallTruth:  # fmt: skip
    """A call judged by the cards its caller showed, where his hand is not given: what they
    prove is taken from them, that he held better than he called, or that what he showed of
    it is less than he called (issue 25: "a call over or under what was shown is worked
    out")."""
    cards = shown(telling, role)
    if not cards:
        return truth
    judged = judge_call(claim, Cards(hand=cards), Cards(), telling.edition, first)
    return judged if judged.truth in ("under", "over") else truth


def _bettered_later(telling: Telling, number: int, claim: Claim) -> bool:
    """His hand not given, a later call of his, of the same kind and more than this one (not a
    correction of it), shows he held more than he first called."""
    call = cast(Call, telling.steps[number - 1])
    measure = telling.edition.rules.point.measure
    said = claim_strength(claim, measure)
    for later, step in telling.numbered():
        if later <= number or not isinstance(step, Call) or step.by != call.by or \
                family(step.call) != family(call.call) or step.corrects:
            continue
        then = claim_strength(Claim.of(step), measure)
        if said and then and compare(then, said) > 0:
            return True
    return False


def _answers_inquiry(telling: Telling, number: int) -> bool:
    """The call says more of the same declaration, asked for by an inquiry just before."""
    previous = telling.steps[number - 2] if number > 1 else None
    return isinstance(previous, Reply) and previous.reply in told_calling.ALL_INQUIRIES


def reply_to(telling: Telling, number: int, before: int | None = None) -> tuple[int, Reply] | None:
    """The adversary's last reply to the call at `number`, before the caller calls another
    kind of thing (an inquiry and the answer to it are part of one exchange), and before step
    `before` (a correction of the call) if given."""
    call = cast(Call, telling.steps[number - 1])
    found: tuple[int, Reply] | None = None
    for later, step in telling.numbered():
        if later <= number:
            continue
        if before is not None and later >= before:
            break
        if isinstance(step, Call) and step.by == call.by and family(step.call) != \
                family(call.call):
            break
        if isinstance(step, Reply) and step.by != call.by:
            found = (later, step)
    return found


def allowed(reply: Reply | None) -> str:
    """How a call was answered, in the short kinds' words."""
    if reply is None or reply.reply not in ("good", "not-good", "equal"):
        return "none"
    return reply.reply


def correction_of(telling: Telling, declared: Declared) -> int | None:
    """The step where the caller corrected this call, if he did: a call saying it corrects
    it, or (a call of less than he held) a later call of the same kind of more than it said,
    by which he reckons something superior."""
    measure = telling.edition.rules.point.measure
    said = claim_strength(declared.claim, measure)
    for number, step in telling.numbered():
        if number <= declared.step or not isinstance(step, Call) or step.by != declared.by \
                or family(step.call) != family(declared.claim.what):
            continue
        if step.corrects:
            return number
        later = claim_strength(Claim.of(step), measure)
        if declared.truth == "under" and said and later and compare(later, said) > 0:
            return number
    return None


def moment_at(telling: Telling, number: int, since: int = 0, shown: bool = False,
              good: bool | None = None) -> Moment:  # fmt: skip
    """How far the deal had gone at step `number` (finer than `discovered`); `called_since`
    says whether the elder called anything after step `since` and before it."""
    timeline = telling.timeline
    called_since = any(isinstance(step, Call) and step.by == "elder"
                       for n, step in telling.numbered() if since < n < number)
    return Moment(
        step=number,
        led=timeline.first_lead is not None and number >= timeline.first_lead,
        played=timeline.first_play is not None and number >= timeline.first_play,
        called_since=called_since,
        shown=shown,
        good_against_the_cards=bool(good),
    )


def when(telling: Telling, number: int | None) -> tuple[str, int]:
    """The `discovered` word and step number for a correction at `number`, or for the end
    of the telling when there was none."""
    if number is None:
        return telling.end(), len(telling.steps) + 1
    return telling.moment(number), number


def shown_before_play(telling: Telling, player: Role, declared: Declared) -> bool:
    """Law 55: he showed the cards of his call of his own accord, before playing a card."""
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
    for declared in found:
        if declared.truth == "true":
            yield from _recalled(telling, declared, found)
            continue
        if declared.truth == "unknown":
            continue
        corrected = correction_of(telling, declared)
        # A call of less than he held is his own affair until he tries to mend it: never
        # mended, it is inferred, judged only if no step was irregular.
        explicit = not (declared.truth == "under" and corrected is None)
        answer = reply_to(telling, declared.step, corrected)
        replied = allowed(answer[1] if answer else None)
        discovered, at = when(telling, corrected)
        shown = shown_before_play(telling, declared.by, declared)
        what = FAMILY_WORDS[family(declared.claim.what)]
        incident = stated(Miscall, declared.by, what, declared.truth, replied, discovered)
        moment = moment_at(telling, at, declared.step, shown, declared.good_against_the_cards)
        if corrected is not None:
            mending = cast(Call, telling.steps[corrected - 1])
            moment = moment._replace(further_call=not mending.corrects)
        words = f"the {declared.by}'s call of {declared.claim.words()} ({_truth(declared)})"
        if declared.truth == "under" and corrected is not None:
            if declared.by == "younger" and not cast(Call, telling.steps[corrected - 1]).corrects:
                continue  # the younger reckons in any order (law 47; the Description)
            words = f"{words}, mended at step {corrected}"
            yield Finding(corrected, words, incident, moment, explicit)
            continue
        yield Finding(declared.step, words, incident, moment, explicit,
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
    if new is None or new.truth != "true" or not said or not now or compare(now, said) >= 0:
        return
    answer = reply_to(telling, declared.step, corrected)
    replied = allowed(answer[1] if answer else None)
    discovered = telling.moment(corrected)
    what = FAMILY_WORDS[family(declared.claim.what)]
    incident = stated(Miscall, declared.by, what, "under", replied, discovered)
    moment = moment_at(telling, corrected, declared.step)
    words = (f"the {declared.by} recalled his true call of {declared.claim.words()} for "
             f"{new.claim.words()}")
    yield Finding(corrected, words, incident, moment)


def _truth(declared: Declared) -> str:
    return {"over": "he did not hold it", "under": "he held better",
            "misnomer": "a misnomer", "impossible": "one he could not have held"}.get(
        declared.truth, declared.truth)  # fmt: skip


def replies(telling: Telling) -> Iterator[Finding]:
    """Replies that are inquiries, and replies of good or equal by one who held better."""
    calls = {d.step: d for d in declarations(telling)}
    for number, step in telling.numbered():
        if not isinstance(step, Reply) or step.corrects:
            continue
        called = _call_answered(telling, number, calls)
        if called is None:
            continue
        if step.reply in told_calling.DETAIL_REPLIES:
            yield _detail(telling, number, step, called)
            continue
        if told_calling.is_inquiry(step.reply, called.claim, telling.edition):
            yield _inquiry(telling, number, step, called)
            continue
        held = step.holding or judge_reply(called.claim, telling.cards[step.by], telling.edition)
        if step.reply in ("good", "equal") and held == "better":
            yield _wrong_reply(telling, number, step, called)
        elif step.reply == "not-good" and held in ("worse", "equal") and \
                told_calling.has_law("calling:denied", telling.edition):
            played = telling.timeline.first_play is not None
            denied = told_calling.Denied(step.by, FAMILY_WORDS[family(called.claim.what)], played)
            words = f"the {step.by} said \"not good\" to {called.claim.words()}, holding {held}"
            yield Finding(number, words, denied, moment_at(telling, number))


def _call_answered(telling: Telling, number: int, calls: dict[int, Declared]) -> Declared | None:
    earlier = [d for n, d in calls.items() if n < number]
    return earlier[-1] if earlier else None


def _inquiry(telling: Telling, number: int, step: Reply, called: Declared) -> Finding:
    held = step.cards if step.cards is not None else point_cards(telling.cards[step.by])
    claim = called.claim
    stated_detail = {"point": claim.value, "sequence": claim.top}.get(claim.what, claim.rank)
    corrected = _reply_corrected(telling, number, step, claim.what)
    question = told_calling.Inquiry(step.by, step.reply, claim.cards, held, claim.what,
                                    stated_detail is not None,
                                    called.good_against_the_cards, corrected)  # fmt: skip
    words = f"the {step.by}'s reply \"{step.reply}\" to {called.claim.words()}"
    at = corrected if corrected is not None and told_calling.bars(question) else called.step
    return Finding(number, words, question, moment_at(telling, number), named=(("rectify", at),))


def _reply_corrected(telling: Telling, number: int, step: Reply, what: str) -> int | None:
    """The step where the player corrects his reply, before the adversary has made another
    call or led (law 51); the adversary completing the same call is no other call (Case I:
    "he has only completed an imperfect call")."""
    lead = telling.timeline.first_lead
    for later, said in telling.numbered():
        if later <= number:
            continue
        if lead is not None and later >= lead:
            return None
        if isinstance(said, Call) and said.by != step.by and said.call != what:
            return None
        if isinstance(said, Reply) and said.by == step.by and said.corrects:
            return later
    return None


def _detail(telling: Telling, number: int, step: Reply, called: Declared) -> Finding:
    """ "To what card?" "Of what?": the younger asks what the call did not say."""
    claim = called.claim
    stated_detail = claim.top if claim.what == "sequence" else claim.rank
    same = _same_size(telling, step.by, claim)
    detail = told_calling.Detail(step.reply, claim.what, stated_detail is not None,
                                 called.good_against_the_cards, same)  # fmt: skip
    words = f"the {step.by} asked \"{step.reply.replace('-', ' ')}\" of {claim.words()}"
    return Finding(number, words, detail, moment_at(telling, number),
                   named=(("rectify", called.step),))


def _same_size(telling: Telling, role: Role, claim: Claim) -> bool | None:
    """Whether the replier's best of that kind is of the size called (None: not known)."""
    mine = telling.cards[role]
    if mine.hand is None or claim.cards is None:
        return None
    held = best(mine, claim.what, telling.edition)
    return held is not None and held.cards == claim.cards


def _wrong_reply(telling: Telling, number: int, step: Reply, called: Declared) -> Finding:
    corrected = next((n for n, later in telling.numbered()
                      if n > number and isinstance(later, Reply) and later.by == step.by
                      and later.corrects), None)  # fmt: skip
    discovered, at = when(telling, corrected)
    what = FAMILY_WORDS[family(called.claim.what)]
    incident = stated(WrongReply, step.by, what, step.reply, discovered)
    words = f"the {step.by} said \"{step.reply}\" to {called.claim.words()}, holding better"
    if corrected is not None:  # the law (1882 51, 1651 XII.15) turns on the correction
        words = f"{words}, corrected at step {corrected}"
    return Finding(number, words, incident, moment_at(telling, at, since=number),
                   names=corrected)


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
            yield Finding(at, words, question, moment_at(telling, at), named=named)


def _about_allowed(telling: Telling, ask: Ask, answerer: Role, before: int) -> bool:
    """Whether a question concerns what the one asked had called and had allowed: the suit it
    names is his point's or sequence's, the rank his trio's or quatorze's (as far as his calls
    said them)."""
    allowed = [d for d in declarations(telling) if d.by == answerer and d.step < before
               and (answer := reply_to(telling, d.step)) and answer[0] < before
               and answer[1].reply in ("good", "equal")]  # fmt: skip
    if not allowed:
        return True  # nothing was allowed: whether it was owed is ruled on that
    if ask.about is not None:
        return any(family(d.claim.what) == family(ask.about) for d in allowed)
    if ask.suit is not None:
        suit = Suit.parse(ask.suit)
        return any(d.claim.suit in (None, suit) for d in allowed
                   if d.claim.what in ("point", "sequence"))
    if ask.rank is not None:
        rank = Rank.parse(ask.rank)
        return any(d.claim.rank in (None, rank) for d in allowed
                   if d.claim.what in ("quatorze", "trio"))
    return True


def _won(telling: Telling, asker: Role, before: int) -> tuple[str, ...]:
    """What the asker lost to the one he asks, before step `before`: the asker's calls
    answered "not good" (Miller: "the loser may ask to see the winning" holding)."""
    found = []
    for declared in declarations(telling):
        if declared.by != asker or declared.step >= before:
            continue
        answer = reply_to(telling, declared.step)
        if answer and answer[0] < before and answer[1].reply == "not-good":
            found.append(declared.claim.what)
    return tuple(found)


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
    found = []
    for declared in declarations(telling):
        if declared.by != player or declared.step >= before:
            continue
        answer = reply_to(telling, declared.step)
        if answer and answer[0] < before and answer[1].reply in ("good", "equal"):
            found.append(declared.claim.what)
    return tuple(found)


def unshown(telling: Telling) -> Iterator[Finding]:
    """What was allowed good or equal and not shown before the elder led (where the edition's
    `showing` asks it: au cent 18); the younger's "not good" (or, where the edition's
    `denial_unshown` asks it, "equal") not shown before he played to the first trick: an
    omission (1882 law 56), or au cent 22."""
    rules = telling.edition.rules
    lead, play = telling.timeline.first_lead, telling.timeline.first_play
    if rules.showing is not None and rules.showing.elder_shows == "before-leading" and lead:
        for _number, call, reply in told_calling.unshown_calls(telling):
            what = FAMILY_WORDS[family(call.call)]
            words = f"the elder led without showing his {what}, allowed {reply.reply}"
            yield Finding(lead, words, told_calling.Unshown("elder", what, reply.reply),
                          moment_at(telling, lead))
    if play is None:
        return
    calls = {d.step: d for d in declarations(telling) if d.by == "elder"}
    for number, step in telling.numbered():
        if not isinstance(step, Reply) or step.by != "younger" or number > play:
            continue
        called = _call_answered(telling, number, calls)
        if called is None or not _unshown_reply(telling, number, step, called, play):
            continue
        what = FAMILY_WORDS[family(called.claim.what)]
        words = (f"the younger said \"{step.reply.replace('-', ' ')}\" and played to the first "
                 f"trick without calling his {what}")
        yield Finding(play, words, told_calling.Unshown("younger", what, step.reply),
                      moment_at(telling, play))


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
    return not any(isinstance(s, Call) and s.by == "younger" and family(s.call) == kind
                   for n, s in telling.numbered() if n < play)


def equal_riders(telling: Telling) -> Iterator[Finding]:
    """A lesser sequence (or set) reckoned after the best was answered "equal": none is good,
    so none carries a lesser one (1651 XI.5: "no ... Prerogative of Eldership")."""
    measure = telling.edition.rules.point.measure
    calls = {d.step: d for d in declarations(telling)}
    for number, step in telling.numbered():
        if not isinstance(step, Reply) or step.reply != "equal" or step.holding not in (None,
                                                                                        "equal"):
            continue
        called = _call_answered(telling, number, calls)
        if called is None or family(called.claim.what) not in ("sequence", "set"):
            continue
        said = claim_strength(called.claim, measure)
        for later, call in telling.numbered():  # by either player: "The equality of the
            # superior sequence nullifies the whole" (the Description)
            if later <= number or not isinstance(call, Call) or call.corrects or \
                    family(call.call) != family(called.claim.what):
                continue
            then = claim_strength(Claim.of(call), measure)
            if said and then and compare(then, said) <= 0:
                what = FAMILY_WORDS[family(call.call)]
                words = f"the {call.by} reckoned a lesser {what} after the best were equal"
                yield Finding(later, words, told_calling.EqualRider(call.by, what),
                              moment_at(telling, later))
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
                yield Finding(late, words, told_calling.PointNotFirst(calls[0][1]),
                              moment_at(telling, late))
            continue
        highest = ""
        for number, what in calls:
            if highest and ORDER[what] < ORDER[highest]:
                words = f"the {role} called his {what} after his {highest}"
                yield Finding(number, words, told_calling.OutOfOrder(role, highest, what),
                              moment_at(telling, number))
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
    """A pique or repique called for once the play has begun."""
    for number, step in telling.numbered():
        if isinstance(step, Call) and step.call in ("pique", "repique") and \
                telling.moment(number) in ("after-first-lead", "play"):
            # The last step came when the incident says it came to light (the next deal...).
            moment = telling.end() if number == len(telling.steps) else telling.moment(number)
            incident = told_calling.BonusCalled(step.by, step.call, moment)
            yield Finding(number, f"the {step.by} called for his {step.call} in the play",
                          incident, moment_at(telling, number))


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
            yield Finding(number, words, incident, moment_at(telling, number))


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
                yield Finding(played, words, incident, moment_at(telling, played),
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
           omissions, admissions, blanches_shown, younger_first, implied_sets)


def findings(telling: Telling) -> list[Finding]:
    """Every irregular step: those the steps show first, in order, then those inferred from
    the cards; a point barred by an inquiry raises nothing more about that point."""
    found = [finding for finder in (*FINDERS, *step_finders(telling))
             for finding in finder(telling)]  # fmt: skip
    barred = {f.incident.player for f in found if isinstance(f.incident, told_calling.Inquiry)
              and told_calling.bars(f.incident)}  # fmt: skip
    found = [f for f in found if not _about_barred_point(f, barred)]
    explicit = sorted((f for f in found if f.explicit), key=lambda f: f.step)
    told_already = {_omitted(f) for f in explicit} - {None}
    inferred = sorted((f for f in found if not f.explicit and _omitted(f) not in told_already),
                      key=lambda f: f.step)
    return explicit + inferred


def step_finders(telling: Telling) -> list[Callable[[Telling], Iterator[Finding]]]:
    """The finders of the exchange and the play, imported only for a telling with such steps
    (`told_exchange`, `told_play`)."""
    actions = {action(step) for step in telling.steps}
    found: list[Callable[[Telling], Iterator[Finding]]] = []
    if actions & {*EXCHANGE_ACTIONS, "name_suit"}:
        from arbiter.rulings import told_exchange

        found.append(told_exchange.findings)
    if actions & {"lead", "play", "throw"}:
        from arbiter.rulings import told_play

        found.append(told_play.findings)
    return found


def _omitted(finding: Finding) -> tuple[str, str] | None:
    """Who left what uncalled, for an omission or a call not shown."""
    incident = finding.incident
    if isinstance(incident, DeclarationOmitted | told_calling.Unshown):
        return incident.player, incident.what
    return None


def _about_barred_point(finding: Finding, barred: set[Role]) -> bool:
    incident = finding.incident
    return isinstance(incident, WrongReply | DeclarationOmitted | told_calling.Unshown) and \
        incident.player in barred and incident.what == "point"


# --- judging and the ruling -----------------------------------------------------------------


def judge(finding: Finding, ctx: Context[Told]) -> Ruling:
    """A finding ruled by its short kind's rules, or by the told calling's own."""
    kind = getattr(finding.incident, "kind", None) or told_calling.kind_of(finding.incident)
    case = Case(finding.incident, None, moment=finding.moment, kind_name=kind)  # type: ignore[arg-type]
    return rule_case(case, ctx.edition)


# The laws a regular exchange or play cites, per edition (a telling of the exchange or the
# play with no irregular step).
REGULAR_STEPS: dict[str, dict[str, str]] = {
    "royall-1651": {"exchange": "VI", "play": "X.1"},
    "cotton-1674": {"exchange": "6", "play": "12"},
    "portland-1882": {"exchange": "21", "younger": "22", "play": "65"},
    "miller-sca": {"exchange": "blanks", "play": "tricks"},
}  # fmt: skip


@encodes("exchange", {edition: {**told_calling.REGULAR[edition], **laws}
                      for edition, laws in REGULAR_STEPS.items()})  # fmt: skip
@encodes("play", {edition: {**told_calling.REGULAR[edition], **laws}
                  for edition, laws in REGULAR_STEPS.items()})  # fmt: skip
@encodes("calling", {edition: told_calling.REGULAR[edition]
                     for edition in told_calling.REGULAR})  # fmt: skip
def rule_told(ctx: Context[Told]) -> Ruling:
    """Read the telling, find its irregular steps, and rule by the first."""
    telling = read(ctx.incident, ctx.edition, ctx.case.document, ctx.case.path)
    found = findings(telling)
    rulings = [(finding, judge(finding, ctx)) for finding in found]
    # A question answered truly stands only where the law owed the answer (it plays on).
    rulings = [(f, r) for f, r in rulings if not (
        isinstance(f.incident, told_calling.Question) and told_calling.answered_truly(f.incident)
        and r.decision is not Decision.PLAY_ON)]
    notes = steps_noted(telling, rulings)
    # the first finding that decides against someone; where none does, one that follows a
    # case of the casebook (its step is the case's), else the first
    deciding = next(((f, r) for f, r in rulings if r.decision is not Decision.PLAY_ON),
                    next(((f, r) for f, r in rulings if r.commentary),
                         rulings[0] if rulings else None))
    if deciding is None:
        if ctx.case.kind == "exchange" and not any(isinstance(s, Call) for s in telling.steps):
            return regular_exchange(ctx)._replace(steps=notes)
        return told_calling.regular(cast(Context[object], ctx), telling)._replace(steps=notes)
    finding, ruling = deciding
    ruling = following(ruling, ctx.edition, finding.follows)
    step = finding.step_for(ruling)
    others = [f"Step {f.step_for(r)}: {f.words}: {r.summary}" for f, r in rulings
              if f is not finding and f.explicit]
    if ruling.decision is Decision.PLAY_ON:  # nothing decides against anyone: every law found
        ruling = ruling._replace(citations=tuple(dict.fromkeys(
            c for _, r in rulings for c in r.citations)))
    if ctx.case.kind == "exchange" and any(  # the steps may be one of the casebook's cases
            "blanche" in (getattr(step, "show", None), getattr(step, "announce", None))
            for step in telling.steps):
        from arbiter.rulings.told_blanche import cases_followed

        ruling = cases_followed(telling, finding.step, ruling, ctx.edition)
    return ruling._replace(
        kind=ctx.case.kind,
        explanation=f"Step {step}, {finding.words}: {ruling.explanation}",
        notes=(*ruling.notes, *others),
        step=step,
        steps=notes,
    )


def regular_exchange(ctx: Context[Told]) -> Ruling:
    """No step of the exchange was irregular: each discarded and took in as the laws allow."""
    laws = [ctx.law("exchange")] + ([ctx.law("younger")] if "younger" in ctx.laws else [])
    return ctx.decide(
        Decision.PLAY_ON, laws,
        "Nothing irregular: the deal goes on as it stands.",
        f"Each step told was in order under {ctx.edition.id}: each player discarded and took "
        f"in as laws {', '.join(laws)} allow.",
    )  # fmt: skip


def steps_noted(telling: Telling, rulings: list[tuple[Finding, Ruling]]) -> tuple[StepNote, ...]:
    """Every step in words, the irregular ones with what was found and the deciding law."""
    found = {f.step_for(r): (f, r) for f, r in reversed(rulings)}
    notes = []
    for number, step in telling.numbered():
        finding = found.get(number)
        law = finding[1].citations[0] if finding and finding[1].citations else None
        notes.append(StepNote(
            number, step.by, said(step), law.law if law else None,
            f"{finding[0].words}: {finding[1].summary}" if finding else None,
            law.edition if law else None,
        ))  # fmt: skip
    return tuple(notes)


def said(step: Step) -> str:
    """A step in the players' words."""
    name = action(step)
    if isinstance(step, Call):
        return f"calls {Claim.of(step).words()}" + (" (correcting)" if step.corrects else "")
    if isinstance(step, Reply):
        return f"replies \"{step.reply.replace('-', ' ')}\""
    if isinstance(step, Ask):
        return f"asks {asked_words(step)}"
    if isinstance(step, Answer):
        return answered_words(step)
    value = getattr(step, name)
    if name in EXCHANGE_ACTIONS or name == "name_suit":
        return exchange_said(step, name, value)
    if name in CARD_VERBS and not isinstance(value, int):
        return f"{CARD_VERBS[name]} {cards_shown(value)}"
    if isinstance(value, list):
        value = " ".join(map(str, value))
    return f"{name.replace('_', ' ')}: {value}"


def asked_words(ask: Ask) -> str:
    """A question about the hand as it is put at the table ("which king do you not
    reckon?", "how many hearts?")."""
    rank, suit = _rank_name(ask.rank), _suit_name(ask.suit)
    about = f"his {ask.about}" if ask.about else "the cards called"
    words = {
        "which-not-reckoned": f"\"which {rank or 'card'} do you not reckon?\"",
        "how-many": f"\"how many {suit}?\"" if suit else f"how many cards of {about} he has",
        "what-in-hand": f"\"what {rank + 's' if rank else 'cards'} have you in hand?\""
                        if rank else f"what he has in hand of {about}",
        "show": f"to see {about}",
    }
    return words[ask.ask]


def answered_words(answer: Answer) -> str:
    """An answer: a number, cards named, or a refusal."""
    if answer.answer == "refuses":
        return "refuses to answer"
    if isinstance(answer.answer, int):
        return f"answers \"{answer.answer}\""
    return f"answers {cards_shown(answer.answer)}"


def _rank_name(code: str | None) -> str | None:
    """A rank as players name it ("king"); the code as written if it is none."""
    try:
        return None if code is None else Rank.parse(code).name_in_game
    except ArbiterError:
        return code


def _suit_name(code: str | None) -> str | None:
    """A suit as players name it ("hearts"); the code as written if it is none."""
    try:
        return None if code is None else Suit.parse(code).plural
    except ArbiterError:
        return code


def exchange_said(step: Step, name: str, value: object) -> str:
    """A step of the exchange in the players' words ("takes 3 from the bottom")."""
    shown = str(value) if isinstance(value, int) else cards_shown(value)  # type: ignore[arg-type]
    count = getattr(step, "count", None)
    mixed = f"mixes {f'{count} ' if count else ''}{value} cards with his " \
        f"{getattr(step, 'into', 'hand')}" + (" unseen" if getattr(step, "shown", None) is False
                                              else "")  # fmt: skip
    words = {
        "discard": f"discards {shown}",
        "take": f"takes {shown}{TAKEN_FROM[getattr(step, 'where', 'top')]}",
        "announce": "announces a carte blanche" if value == "blanche"
                    else f"says he {value} {count}",
        "look": f"looks at {LOOKED_AT.get(str(value), value)}",
        "expose": f"exposes {count} from the {value} of the stock",
        "mix": mixed,
        "take_back": f"takes back {value} of his discard",
        "change_discard": "changes his discard",
        "touch": "touches the stock",
        "count_stock": f"the stock is counted: {value}",
        "name_suit": f"names {_suit_symbol(str(value))}",
    }
    return words.get(name, f"{name.replace('_', ' ')}: {value}")


TAKEN_FROM = {"top": "", "bottom": " from the bottom", "left": " of the cards left",
              "out-of-order": " out of order"}  # fmt: skip
LOOKED_AT = {"left": "the cards left", "stock": "the stock", "discard": "his discard",
             "adversary-discard": "his adversary's discard"}  # fmt: skip


def _suit_symbol(code: str) -> str:
    from arbiter.cards import Suit

    try:
        return Suit.parse(code).symbol
    except ArbiterError:
        return code


# The steps that put down or show cards, in the players' words ("leads A♥").
CARD_VERBS = {"lead": "leads", "play": "plays", "throw": "throws down", "show": "shows",
              "retake": "asks to take back",
              "discard": "discards", "take": "takes"}


def cards_shown(value: str | list[str]) -> str:
    """Cards as written in a step, with their suit symbols (`A♥ K♥`); other words as they are."""
    words = value if isinstance(value, list) else str(value).split()
    shown = []
    for word in words:
        try:
            shown.append(CardType.parse(word).symbol)
        except ArbiterError:
            shown.append(word)
    return " ".join(shown)

