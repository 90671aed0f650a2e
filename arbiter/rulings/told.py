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
from arbiter.decisions import Decision
from arbiter.errors import ArbiterError
from arbiter.formats import Role, other
from arbiter.formats.calling import DeclarationOmitted, Miscall, WrongReply
from arbiter.formats.told import Answer, Ask, Call, Reply, Show
from arbiter.rulings import told_calling
from arbiter.rulings.core import (
    Case,
    Context,
    Moment,
    Ruling,
    StepNote,
    encodes,
    rule_case,
)
from arbiter.telling import (
    DECLARATIONS,
    EXCHANGE_ACTIONS,
    Claim,
    Telling,
    action,
    best,
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
        stated = step.error or ("true" if truth.truth == "unknown" else truth.truth)
        good = truth.good_against_the_cards
        if step.good_against_the_cards is not None:
            good = step.good_against_the_cards
        yield Declared(number, step.by, claim, stated, good)


def _answers_inquiry(telling: Telling, number: int) -> bool:
    """The call says more of the same declaration, asked for by an inquiry just before."""
    previous = telling.steps[number - 2] if number > 1 else None
    return isinstance(previous, Reply) and previous.reply in told_calling.ALL_INQUIRIES


def reply_to(telling: Telling, number: int) -> tuple[int, Reply] | None:
    """The adversary's last reply to the call at `number`, before the caller calls another
    kind of thing (an inquiry and the answer to it are part of one exchange)."""
    call = cast(Call, telling.steps[number - 1])
    found: tuple[int, Reply] | None = None
    for later, step in telling.numbered():
        if later <= number:
            continue
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
    """The step where the caller corrected this call, if he did."""
    for number, step in telling.numbered():
        if number > declared.step and isinstance(step, Call) and step.by == declared.by \
                and family(step.call) == family(declared.claim.what) and step.corrects:
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
        if number <= declared.step or not isinstance(step, Show) or step.by != player:
            continue
        previous = telling.steps[number - 2]
        asked = step.asked if step.asked is not None else (
            isinstance(previous, Ask) and previous.ask == "show")
        before = telling.timeline.first_lead if player == "elder" else telling.timeline.first_play
        if not asked and (before is None or number < before):
            return True
    return False


def miscalls(telling: Telling) -> Iterator[Finding]:
    """Calls more, less or other than the caller held."""
    for declared in declarations(telling):
        if declared.truth in ("true", "unknown"):
            continue
        corrected = correction_of(telling, declared)
        # A call of less than he held is his own affair until he tries to mend it: never
        # mended, it is inferred, judged only if no step was irregular.
        explicit = not (declared.truth == "under" and corrected is None)
        answer = reply_to(telling, declared.step)
        replied = allowed(answer[1] if answer else None)
        if corrected is not None and answer is not None and answer[0] > corrected:
            replied = "none"  # put right before it was answered
        discovered, at = when(telling, corrected)
        shown = shown_before_play(telling, declared.by, declared)
        what = FAMILY_WORDS[family(declared.claim.what)]
        incident = stated(Miscall, declared.by, what, declared.truth, replied, discovered)
        moment = moment_at(telling, at, declared.step, shown, declared.good_against_the_cards)
        words = f"the {declared.by}'s call of {declared.claim.words()} ({_truth(declared)})"
        yield Finding(declared.step, words, incident, moment, explicit)


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
        if told_calling.is_inquiry(step.reply, called.claim, telling.edition):
            yield _inquiry(telling, number, step, called)
            continue
        held = step.holding or judge_reply(called.claim, telling.cards[step.by], telling.edition)
        if step.reply in ("good", "equal") and held == "better":
            yield _wrong_reply(telling, number, step, called)


def _call_answered(telling: Telling, number: int, calls: dict[int, Declared]) -> Declared | None:
    earlier = [d for n, d in calls.items() if n < number]
    return earlier[-1] if earlier else None


def _inquiry(telling: Telling, number: int, step: Reply, called: Declared) -> Finding:
    held = step.cards if step.cards is not None else point_cards(telling.cards[step.by])
    question = told_calling.Inquiry(step.by, step.reply, called.claim.cards, held,
                                    called.claim.what)  # fmt: skip
    words = f"the {step.by}'s reply \"{step.reply}\" to {called.claim.words()}"
    return Finding(number, words, question, moment_at(telling, number))


def _wrong_reply(telling: Telling, number: int, step: Reply, called: Declared) -> Finding:
    corrected = next((n for n, later in telling.numbered()
                      if n > number and isinstance(later, Reply) and later.by == step.by
                      and later.corrects), None)  # fmt: skip
    discovered, at = when(telling, corrected)
    what = FAMILY_WORDS[family(called.claim.what)]
    incident = stated(WrongReply, step.by, what, step.reply, discovered)
    words = f"the {step.by} said \"{step.reply}\" to {called.claim.words()}, holding better"
    return Finding(number, words, incident, moment_at(telling, at, since=number))


# --- questions, the point called first, omissions, bonuses -----------------------------------


def questions(telling: Telling) -> Iterator[Finding]:
    """A question about the hand, and its answer (or none)."""
    for number, step in telling.numbered():
        if not isinstance(step, Ask):
            continue
        following = telling.steps[number] if number < len(telling.steps) else None
        answer = following if isinstance(following, Answer) else None
        shown = isinstance(following, Show) and following.by != step.by  # shown: answered
        truthful = True if shown else told_calling.truthful(telling, step, answer)
        question = told_calling.Question(
            step.by, step.ask, step.about, answer is not None or shown,
            answer is not None and answer.answer == "refuses", truthful,
            told_calling.after_play_began(telling, number),
            told_calling.played_since(telling, number + 1),
            _allowed_calls(telling, other(step.by), number))
        if told_calling.question_matters(question):
            words = f"the {step.by} asked \"{step.ask}\""
            yield Finding(number, words, question, moment_at(telling, number))


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


def point_first(telling: Telling) -> Iterator[Finding]:
    """The elder called something before his point, then called his point."""
    if not told_calling.has_law("calling:point-first", telling.edition):
        return
    elder_calls = [(n, s) for n, s in telling.numbered()
                   if isinstance(s, Call) and s.by == "elder" and s.call in DECLARATIONS]
    if elder_calls and elder_calls[0][1].call != "point":
        late = next(((n, s) for n, s in elder_calls if s.call == "point"), None)
        if late is not None:
            words = "the elder called his point after another call"
            yield Finding(late[0], words, told_calling.PointNotFirst(elder_calls[0][1].call),
                          moment_at(telling, late[0]))


def bonuses(telling: Telling) -> Iterator[Finding]:
    """A pique or repique called for once the play has begun."""
    for number, step in telling.numbered():
        if isinstance(step, Call) and step.call in ("pique", "repique") and \
                telling.moment(number) in ("after-first-lead", "play"):
            incident = stated(DeclarationOmitted, step.by, step.call, telling.moment(number))
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
    spoken = {family(s.call) for s in telling.steps if isinstance(s, Call)}
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


FINDERS = (miscalls, replies, questions, point_first, late_calls, bonuses, omissions)


def findings(telling: Telling) -> list[Finding]:
    """Every irregular step: those the steps show first, in order, then those inferred from
    the cards; a point barred by an inquiry raises nothing more about that point."""
    found = [finding for finder in (*FINDERS, *step_finders(telling))
             for finding in finder(telling)]  # fmt: skip
    barred = {f.incident.player for f in found if isinstance(f.incident, told_calling.Inquiry)
              and told_calling.bars(f.incident)}  # fmt: skip
    found = [f for f in found if not _about_barred_point(f, barred)]
    explicit = sorted((f for f in found if f.explicit), key=lambda f: f.step)
    inferred = sorted((f for f in found if not f.explicit), key=lambda f: f.step)
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


def _about_barred_point(finding: Finding, barred: set[Role]) -> bool:
    incident = finding.incident
    return isinstance(incident, WrongReply | DeclarationOmitted) and \
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
    notes = steps_noted(telling, rulings)
    deciding = next(((f, r) for f, r in rulings if r.decision is not Decision.PLAY_ON),
                    rulings[0] if rulings else None)
    if deciding is None:
        if ctx.case.kind == "exchange" and not any(isinstance(s, Call) for s in telling.steps):
            return regular_exchange(ctx)._replace(steps=notes)
        return told_calling.regular(cast(Context[object], ctx), telling)._replace(steps=notes)
    finding, ruling = deciding
    others = [f"Step {f.step}: {f.words}: {r.summary}" for f, r in rulings
              if f is not finding and f.explicit]
    return ruling._replace(
        kind=ctx.case.kind,
        explanation=f"Step {finding.step}, {finding.words}: {ruling.explanation}",
        notes=(*ruling.notes, *others),
        step=finding.step,
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
    found = {f.step: (f, r) for f, r in reversed(rulings)}
    notes = []
    for number, step in telling.numbered():
        finding = found.get(number)
        notes.append(StepNote(
            number, step.by, said(step),
            finding[1].law_ids[0] if finding and finding[1].law_ids else None,
            f"{finding[0].words}: {finding[1].summary}" if finding else None,
        ))  # fmt: skip
    return tuple(notes)


def said(step: Step) -> str:
    """A step in the players' words."""
    name = action(step)
    if isinstance(step, Call):
        return f"calls {Claim.of(step).words()}" + (" (correcting)" if step.corrects else "")
    if isinstance(step, Reply):
        return f"replies \"{step.reply.replace('-', ' ')}\""
    value = getattr(step, name)
    if name in EXCHANGE_ACTIONS or name == "name_suit":
        return exchange_said(step, name, value)
    if name in CARD_VERBS and not isinstance(value, int):
        return f"{CARD_VERBS[name]} {cards_shown(value)}"
    if isinstance(value, list):
        value = " ".join(map(str, value))
    return f"{name.replace('_', ' ')}: {value}"


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
        "announce": f"says he {value} {count}",
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

