"""What only a telling of the calling can show, judged by each edition's law: a reply that
is an inquiry (1882 law 46), the elder's point not called first (46), and a question about
the hand with its answer (1882 laws 55 and 59.V; 1651 XII.17; Cotton 22; Miller's "the
loser may ask to see"). An edition whose text says nothing of a finding is registered
silent, and the finding is then not raised under it at all.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from arbiter.decisions import Decision, Effect
from arbiter.formats import Role, other
from arbiter.formats.told import Answer, Ask, Call, Lead, Play, Reply, Show, Throw
from arbiter.rulings.core import (
    Context,
    Options,
    Penalty,
    Ruling,
    encodes,
    registration,
    silent,
)
from arbiter.telling.telling import Claim

if TYPE_CHECKING:
    from arbiter.lawbook.editions import Edition
    from arbiter.telling.telling import Telling

# The laws a regular calling cites, by what was called, and the other names the told
# incident's rules use, per edition.
REGULAR: dict[str, dict[str, str]] = {
    "royall-1651": {"point": "VII", "sequence": "VIII.3", "set": "IX", "play": "X.1",
                    "equal": "XI.5"},
    "cotton-1674": {"point": "6", "sequence": "7", "set": "10", "play": "11"},
    "portland-1882": {"point": "62", "sequence": "63", "set": "64", "play": "65",
                      "calling": "46"},
    "miller-sca": {"point": "ruffs", "sequence": "sequences", "set": "sets", "play": "tricks"},
}  # fmt: skip
INQUIRY_REPLIES = ("what-do-they-make", "to-what-card", "what-rank")
DETAIL_REPLIES = ("to-what-card", "what-rank")  # asked of a sequence or a set: `Detail`
ALL_INQUIRIES = (*INQUIRY_REPLIES, "equal")  # "equal" to a bare count asks for more too


class Inquiry(NamedTuple):
    """The younger's reply that inquires ("what do they make?", or "equal" to a bare count of
    cards; "to what card?", "of what?"): how many cards were called, how many his own point
    holds, whether the call already said what was asked, and whether it was good against the
    cards (None: not known)."""

    player: Role
    reply: str
    called: int | None
    held: int | None
    what: str
    stated: bool = False
    good_against_the_cards: bool | None = None
    corrected: int | None = None  # the step where he corrects his reply in time (law 51)


class Denied(NamedTuple):
    """The younger said "not good" to a call he could not beat (or equal); `played`: he had
    played to the first trick when it came to light."""

    player: Role
    what: str
    played: bool


class Unshown(NamedTuple):
    """A call allowed good or equal and not shown before leading (the elder: au cent 18), or
    a "not good" or "equal" not shown before playing to the first trick (the younger: au cent
    22)."""

    player: Role
    what: str
    reply: str


class PointNotFirst(NamedTuple):
    """The elder called something (`first`) before his point, then his point."""

    first: str


class OutOfOrder(NamedTuple):
    """A player called `then` after `before`, out of the order point, sequence, set."""

    player: Role
    before: str
    then: str


class Question(NamedTuple):
    """A question about the adversary's hand, and how it was answered."""

    asker: Role
    ask: str
    about: str | None
    answered: bool
    refused: bool
    truthful: bool | None
    in_play: bool
    played_since: bool
    allowed: tuple[str, ...]  # what the one asked had called and had allowed good or equal
    won: tuple[str, ...] = ()  # what the asker had called and the one asked had said "not good" to
    dealt_four: bool | None = None  # a trio allowed: was its caller dealt the fourth?
    about_allowed: bool = True  # does the question concern what was allowed (its suit, rank)?
    lost: tuple[str, ...] = ()  # what the one asked lost to the asker (Miller: the loser asks)
    # "how many?": the answer differs from the cards of the suit he holds, counting the ones
    # he never declared (None: not known); Cases XV and XVI
    undeclared: bool | None = None


class EqualRider(NamedTuple):
    """A lesser sequence or set reckoned by `player` after his best was answered "equal"."""

    player: Role
    what: str


class Detail(NamedTuple):
    """ "To what card?" "Of what?": the younger asks the top card of a sequence or the rank of
    a quatorze or trio the elder called without it; whether the call said it already, was good
    against the cards, and whether the younger's best is of the size called."""

    reply: str
    what: str
    stated: bool
    good_against_the_cards: bool | None
    same_size: bool | None


KINDS = {Inquiry: "calling:inquiry", PointNotFirst: "calling:point-first",
         Question: "calling:question", Denied: "calling:denied", OutOfOrder: "calling:order",
         Detail: "calling:detail", EqualRider: "calling:equal",
         Unshown: "calling:unshown"}  # fmt: skip


def kind_of(finding: object) -> str:
    return KINDS[type(finding)]


def bars(inquiry: Inquiry) -> bool:
    """The inquiry bars a point of more cards than were called (law 46)."""
    return inquiry.what == "point" and inquiry.held is not None and \
        inquiry.called is not None and inquiry.held > inquiry.called


def has_law(kind: str, edition: Edition) -> bool:
    """Whether the edition's text speaks to a finding of this kind."""
    return not registration(kind, edition.root.id).is_silent


def is_inquiry(reply_word: str, claim: Claim, edition: Edition) -> bool:
    """A reply that asks instead of answering; "equal" to a point called by its number of
    cards alone is one (1882 law 46), where the edition has a law on inquiries."""
    if not has_law("calling:inquiry", edition):
        return False
    bare_count = claim.what == "point" and claim.value is None and claim.cards is not None
    return reply_word in INQUIRY_REPLIES or (reply_word == "equal" and bare_count)


# --- questions about the hand ------------------------------------------------------------------


def after_play_began(telling: Telling, number: int) -> bool:
    return telling.timeline.first_lead is not None and number > telling.timeline.first_lead


def played_since(telling: Telling, number: int) -> bool:
    """Whether any card was led or played from step `number` on."""
    return any(isinstance(step, Lead | Play | Throw) for n, step in telling.numbered()
               if n >= number)  # fmt: skip


def truthful(telling: Telling, ask: Ask, answer: Answer | None,
             number: int) -> bool | None:  # fmt: skip
    """Whether an answer (given at step `number`) told the truth: as stated, or against the
    cards the answerer held then, for a question of how many cards of a suit he holds; None
    when it cannot be known."""
    if answer is None or answer.answer == "refuses":
        return None
    if answer.truthful is not None:
        return answer.truthful
    hand = telling.cards[answer.by].hand
    if hand is not None and ask.ask == "which-not-reckoned" and answer.answer != "refuses":
        return not _names_a_card_held(telling, answer, number)
    if hand is None or ask.ask != "how-many" or not isinstance(answer.answer, int):
        return None
    from arbiter.cards import Suit

    played = _played_by(telling, answer.by, number)
    left = [card for card in hand if card not in played]
    if ask.suit is not None:
        suit = Suit.parse(ask.suit)
        declared = declared_cards(telling, answer.by, number, suit, ask.about)
        left = [card for card in left if card.suit is suit and card in declared]
    return len(left) == answer.answer


def undeclared_counted(telling: Telling, ask: Ask, answer: Answer | None,
                       number: int) -> bool | None:  # fmt: skip
    """For "how many of a suit?": whether the answer differs from the whole suit he holds
    (undeclared cards too), so that only the reading of Cases XV and XVI (the cards declared)
    makes it true or false; None when it cannot be known."""
    hand = telling.cards[answer.by].hand if answer is not None else None
    if hand is None or answer is None or ask.ask != "how-many" or ask.suit is None or \
            not isinstance(answer.answer, int):
        return None
    from arbiter.cards import Suit

    played = _played_by(telling, answer.by, number)
    suit = Suit.parse(ask.suit)
    return sum(1 for card in hand if card.suit is suit and card not in played) != answer.answer


def declared_cards(telling: Telling, role: Role, before: int, suit: object,
                    about: str | None) -> set[object]:  # fmt: skip
    """The cards of `suit` in `role`'s calls reckoned as good or declared as equal before step
    `before` (his point's whole suit, his sequence's run): the only cards a "how many?" asks
    of (Cavendish, Cases XV and XVI: 'The question can only be asked with regard to cards
    reckoned for or called as equal. The reply, therefore, can only be with regard to those
    cards')."""
    from arbiter.game.holdings import best_point, sequences
    from arbiter.rulings.told_calls import declarations, reply_to

    hand = telling.cards[role].hand or ()
    found: set[object] = set()
    for declared in declarations(telling):
        claim = declared.claim
        if declared.by != role or declared.step >= before or claim.what not in (
                "point", "sequence") or (about is not None and claim.what != about):
            continue
        answer = reply_to(telling, declared.step)
        if answer is not None and answer[1].reply not in ("good", "equal"):
            continue
        if claim.what == "point":
            point_suit = claim.suit or best_point(hand, telling.edition.rules.point.measure).suit
            found.update(card for card in hand if card.suit is point_suit is suit)
            continue
        for run in sequences(hand):
            if run.suit is suit and run.length >= (claim.cards or 3) and claim.suit in (
                    None, suit) and (claim.top is None or run.top.order >= claim.top.order):
                top = claim.top or run.top
                size = claim.cards or run.length
                found.update(card for card in hand if card.suit is suit and
                             top.order - size < card.rank.order <= top.order)
                break
    return found


def _names_a_card_held(telling: Telling, answer: Answer, number: int) -> bool:
    """Whether an answer to "which do you not reckon?" names a card its answerer held when he
    answered (at step `number`): the card he does not reckon is one he has put out (Case VIII:
    naming one he holds "defined his claim to be for three kings, including one which he has
    not got")."""
    from arbiter.game.deal import card_list

    hand = telling.cards[answer.by].hand or ()
    named = card_list(answer.answer, telling.edition)  # type: ignore[arg-type]
    return any(card in hand for card in named)


def _played_by(telling: Telling, role: Role, before: int) -> set[object]:
    """The cards `role` had led, played or thrown down before step `before`."""
    from arbiter.game.deal import card_list

    played: set[object] = set()
    for step in telling.steps[: before - 1]:
        for name in ("lead", "play", "throw"):
            value = getattr(step, name, None)
            if value is not None and step.by == role:
                played.update(card_list(value, telling.edition))
    return played


def question_matters(question: Question) -> bool:
    """A question refused, answered falsely, or left unanswered (the dispute is whether it is
    owed) raises a finding; one answered truly too, but it stands only where the law owes
    the answer (`answered_truly`: the ruling then plays on, citing that law)."""
    return True


def answered_truly(question: Question) -> bool:
    return question.answered and not question.refused and question.truthful is not False


# --- regular ------------------------------------------------------------------------------------


def regular(ctx: Context[object], telling: Telling) -> Ruling:
    """No step was irregular: the deal goes on, each call scoring as the laws say."""
    called = list(dict.fromkeys(
        "set" if step.call in ("quatorze", "trio") else step.call
        for step in telling.steps if isinstance(step, Call) and step.call in
        ("point", "sequence", "quatorze", "trio")))  # fmt: skip
    laws = [ctx.law(what) for what in called] or [ctx.law("play")]
    equal = any(isinstance(step, Reply) and step.reply == "equal" for step in telling.steps)
    if equal and "equal" in ctx.laws:  # equal holdings: neither reckons (1651 XI.5)
        laws.append(ctx.law("equal"))
    said = []
    point_call = ctx.edition.rules.point_call
    if point_call is not None and point_call.states == "cards" and any(
            isinstance(s, Call) and s.call == "point" and s.cards is not None and s.value is None
            for s in telling.steps):
        laws.insert(0, point_call.law)
        said.append(f" By law {ctx.name(point_call.law)} 'It is sufficient to call the number "
                    "of cards of the point.'")
    showing = ctx.edition.rules.showing
    if showing is not None and showing.elder_shows == "when-asked" and unshown_calls(telling):
        laws.append(showing.law)
        said.append(f" By law {ctx.name(showing.law)} what was allowed good or equal must be "
                    "shown 'at any time they are asked for': nobody asked, and nothing is lost "
                    "by leading without showing it.")
    bare = _bare_sequence_good(ctx, telling)
    if bare is not None:  # law 48: the count suffices; Case XII: nobody was misinformed
        laws.insert(0, ctx.edition.rules.call_detail.law)  # type: ignore[union-attr]
        said.append(f" By law {ctx.name(laws[0])} 'It is sufficient to call the number of "
                    "cards of a sequence if the call be good against the cards': the younger "
                    "might have asked to what card it was, or to see it (law 55).")
    ruling = ctx.decide(
        Decision.PLAY_ON, laws,
        "Nothing irregular: the deal goes on as it stands.",
        f"Each step told was in order under {ctx.edition.id}: every call, reply and card "
        "played as the laws allow; each call scores as laws "
        f"{', '.join(ctx.name(ctx.law(what)) for what in called or ['play'])} say."
        + "".join(said),
        follows=["XII"] if bare is not None else [],
    )  # fmt: skip
    return ruling._replace(step=bare) if bare is not None and ruling.commentary else ruling


def _bare_sequence_good(ctx: Context[object], telling: Telling) -> int | None:
    """The step of a sequence the elder called by its count alone (no top card, no suit),
    good against the cards, where the edition asks the top only of a call not good (1882
    law 48): the call Case XII decides ('B has not been misinformed')."""
    detail = ctx.edition.rules.call_detail
    if detail is None or detail.sequence_top != "if-not-good":
        return None
    from arbiter.rulings.told_calls import declarations

    return next((d.step for d in declarations(telling) if d.by == "elder" and
                 d.claim.what == "sequence" and d.claim.top is None and d.claim.suit is None
                 and d.good_against_the_cards), None)  # fmt: skip


def unshown_calls(telling: Telling) -> list[tuple[int, Call, Reply]]:
    """The elder's calls of a point or sequence allowed good or equal and not shown before
    his first lead (when he has led): `(step, call, reply)`."""
    lead = telling.timeline.first_lead
    if lead is None:
        return []
    found = []
    calls = [(n, s) for n, s in telling.numbered() if isinstance(s, Call) and s.by == "elder"
             and s.call in ("point", "sequence") and n < lead]
    for number, call in calls:
        reply = next((s for n, s in telling.numbered() if number < n < lead
                      and isinstance(s, Reply) and s.by == "younger"), None)
        if reply is None or reply.reply not in ("good", "equal"):
            continue
        shown = any(isinstance(s, Show) and s.by == "elder" for n, s in telling.numbered()
                    if n < lead)
        if not shown:
            found.append((number, call, reply))
    return found


# --- 1882 law 46: inquiries and the point called first ---------------------------------------


@encodes("calling:inquiry", {"portland-1882": {"inquiry": "46", "reply": "51"}})
def inquiry_1882(ctx: Context[Inquiry]) -> Ruling:
    """Law 46: the younger may inquire what the point makes only if he holds at least an
    equal number of cards, and the inquiry bars him from counting a superior number of cards
    for point. A reply of "equal" to a count of cards is such an inquiry: law 46 decides, not
    law 51's correction of a reply. Law 48: to what card a sequence is, or of what rank a
    quatorze or trio, need be said only if the call is not good against the cards. Where the
    edition's `point_call.states` is `value` (au cent 15), or its `call_detail` is `always`
    (au cent 16), the bare call is not sufficient whatever the younger holds."""
    finding, law, reply = ctx.incident, ctx.law("inquiry"), ctx.law("reply")
    rule = ctx.edition.rules.point_call
    if rule is not None and rule.states == "value" and not finding.stated:
        return ctx.decide(
            Decision.RECTIFY, [rule.law],
            "The elder must say what his point makes.",
            f"The elder called his point by its number of cards alone: by law "
            f"{ctx.name(rule.law)} 'The elder hand must call the number his point makes. It is "
            "not sufficient to call the number of cards of the point.' He completes his call; "
            "the law names no penalty.",
        )  # fmt: skip
    said = f"\"{finding.reply.replace('-', ' ')}\" to a point of {finding.called} cards"
    if finding.held is not None and finding.called is not None and finding.held < finding.called:
        return ctx.decide(
            Decision.REFUSED, [law],
            "The inquiry is refused: the younger holds fewer cards than were called.",
            f"The younger answered {said} holding {finding.held}: by law {law} 'The younger "
            "hand is not entitled to reply by inquiring what the elder hand's point makes, "
            "unless he hold at least an equal number of cards'; the elder's point is good "
            "without more said.",
        )  # fmt: skip
    if bars(finding) and finding.corrected is not None:
        return _completed_call(ctx, said)
    if finding.held is not None and finding.called is not None and finding.held > finding.called:
        return ctx.decide(
            Decision.PENALTY, [law, reply],
            f"The younger may not count his point of {finding.held} cards: his inquiry bars "
            "it.",
            f"The younger answered {said} while holding {finding.held}: that reply is an "
            f"inquiry, and by law {law} 'the inquiry bars him from counting a superior number "
            f"of cards for point'. Law {reply} would let a younger who allowed a call good or "
            f"equal, holding better, correct his reply; law {law} is the specific law and "
            "decides.",
            penalties=[Penalty("younger", Effect.LOSES_DECLARATION, "point")],
        )  # fmt: skip
    if finding.held is None or finding.called is None:
        return ctx.decide(
            Decision.PLAY_ON, [law],
            "The inquiry stands if the younger holds as many cards as were called.",
            f"The younger answered {said}, and how many cards his point holds is not told: by "
            f"law {law} he may inquire only 'if he hold at least an equal number of cards', "
            "and 'the inquiry bars him from counting a superior number of cards for point'.",
            notes=("Give the younger's hand, or the reply's `cards`, to have it decided.",),
        )  # fmt: skip
    return ctx.decide(
        Decision.PLAY_ON, [law],
        "The inquiry stands: the younger holds as many cards as were called.",
        f"The younger answered {said}: by law {law} he may inquire, holding an equal number "
        "of cards; the elder says what his point makes.",
    )  # fmt: skip


def _completed_call(ctx: Context[Inquiry], said: str) -> Ruling:
    """Case I: the younger's "equal" to a count, holding more, corrected before the elder made
    another call: his correction stands (law 51), so the elder cannot score the point; the
    inquiry still bars the younger's greater count (law 46)."""
    finding, law, reply = ctx.incident, ctx.law("inquiry"), ctx.law("reply")
    return ctx.decide(
        Decision.RECTIFY, [reply, law],
        "The elder cannot score the point: the younger's correction stands; his own point of "
        f"{finding.held} cards does not score either.",
        f"The younger corrected his answer {said}: by law {reply} he may correct it 'before "
        "the elder hand has made another call', and the elder's saying what his point makes "
        "only completed his call. By law "
        f"{law} 'the inquiry bars him from counting a superior number of cards for point'.",
        notes=["His point, though not good to score, is good to save a pique or a repique "
               "(Case I)."],
        follows=["I"],
    )  # fmt: skip


DETAIL_WORDS = {"sequence": ("to what card his sequence is", "sequence_top"),
                "set": ("the value of the cards of which it consists", "set_rank")}


@encodes("calling:detail", {"portland-1882": {"detail": "48"}})
def detail_1882(ctx: Context[Detail]) -> Ruling:
    """Law 48 (or the edition's `call_detail`): whether the elder must say to what card his
    sequence is, or the rank of his quatorze or trio, when the younger asks."""
    finding = ctx.incident
    family = "set" if finding.what in ("quatorze", "trio") else finding.what
    words, field = DETAIL_WORDS.get(family, DETAIL_WORDS["sequence"])
    rule = ctx.edition.rules.call_detail
    law = rule.law if rule is not None else ctx.law("detail")
    when = getattr(rule, field) if rule is not None else "if-not-good"
    asked = f"The younger asked \"{finding.reply.replace('-', ' ')}\" of the elder's {finding.what}"
    if finding.stated:
        return ctx.decide(Decision.PLAY_ON, [law], "Nothing to answer: the call said it.",
                          f"{asked}, which he had already stated (law {ctx.name(law)}).")
    if when == "always":
        return ctx.decide(
            Decision.RECTIFY, [law], f"The elder must state {words}.",
            f"{asked}: by law {ctx.name(law)} it is not sufficient to call the number of cards; "
            f"he 'is bound to state' {words}, whether or not the call is good against the cards. "
            "He completes his call; the law names no penalty.",
        )  # fmt: skip
    if finding.good_against_the_cards:
        return ctx.decide(
            Decision.REFUSED, [law], "The elder need not answer: his call is good against the "
            "cards.",
            f"{asked}: by law {ctx.name(law)} it is sufficient to call the number of cards 'if "
            "the call be good against the cards', and it is.",
        )  # fmt: skip
    unknown = finding.good_against_the_cards is None
    return ctx.decide(
        Decision.RECTIFY, [law], f"The elder must state {words}.",
        f"{asked}: by law {ctx.name(law)}, if the call is not good against the cards 'the elder "
        f"hand is bound to state' {words}"
        + (", and it is not shown to be good against the cards." if unknown else ", and it is "
           "not."),
        notes=("Read: the bare call suffices only when it is shown good against the cards (by "
               "the cards given, or `good_against_the_cards: true`).",) if unknown else (),
    )  # fmt: skip


@encodes("calling:detail", {"miller-sca": {"sequence": "sequences", "set": "sets"}})
def detail_miller(ctx: Context[Detail]) -> Ruling:
    """Miller: the elder declares the number of cards of her longest sequence (largest set);
    "If the sequence sizes are equal, both declare the largest card" ("the set card")."""
    finding = ctx.incident
    family = "set" if finding.what in ("quatorze", "trio") else finding.what
    if family not in ("sequence", "set"):
        return ctx.silent(["sequences", "sets"], "the top card or rank is declared when the "
                          "sizes are equal; nothing is said of a point.")
    law = ctx.law(family)
    if finding.same_size:
        return ctx.decide(
            Decision.RECTIFY, [law], "The elder must declare its top card (its rank).",
            f"The younger holds a {finding.what} of the size called: by the {law} section, 'If "
            f"the {family} sizes are equal', the largest card (the set card) is declared.",
        )  # fmt: skip
    return ctx.decide(
        Decision.REFUSED, [law], "The elder need not say: the number of cards is enough.",
        f"By the {law} section the elder declares the number of cards; the top card or rank is "
        f"declared only 'If the {family} sizes are equal'" + (
            ", and they are not." if finding.same_size is False else "; the younger's are not "
            "told to be."),
    )  # fmt: skip


silent("calling:detail", "royall-1651", ["XII.3"],
       "sequences are shown before the first card; nothing is said of what a call must state.")
silent("calling:detail", "cotton-1674", ["7"],
       "the elder acquaints the other with his sequences; nothing is said of what a call must "
       "state.")


@encodes("calling:point-first", {"portland-1882": {"point": "46"}})
def point_first_1882(ctx: Context[PointNotFirst]) -> Ruling:
    """Law 46: "The elder hand must call his point first, or he loses the right to call it"."""
    law = ctx.law("point")
    return ctx.decide(
        Decision.PENALTY, [law],
        "The elder has lost his point: he called something else first.",
        f"The elder called his {ctx.incident.first} before his point: by law {law} 'The "
        "elder hand must call his point first, or he loses the right to call it'.",
        penalties=[Penalty("elder", Effect.LOSES_DECLARATION, "point")],
    )  # fmt: skip


def _in_order(ctx: Context[OutOfOrder], laws: list[str], why: str) -> Ruling:
    return ctx.decide(Decision.PLAY_ON, laws,
                      "Nothing irregular: the calls stand in the order made.", why)


@encodes("calling:order", {"portland-1882": {"order": "47"}})
def order_1882(ctx: Context[OutOfOrder]) -> Ruling:
    """1882 law 47: "It is not compulsory on the younger hand to call his point first; nor is
    it compulsory on either player to call sequence next after point"."""
    law = ctx.law("order")
    return _in_order(ctx, [law], f"By law {ctx.name(law)} 'It is not compulsory on the younger "
                     "hand to call his point first; nor is it compulsory on either player to "
                     "call sequence next after point'.")


@encodes("calling:order", {"royall-1651": {"shown": "XII.3", "forgot": "XII.2"},
                           "cotton-1674": {"shown": "17", "forgot": "17"}})
def order_older(ctx: Context[OutOfOrder]) -> Ruling:
    """1651 and Cotton fix no order of calling: what is shown before his first card is in
    time (1651 XII.2-3, Cotton 17)."""
    laws = list(dict.fromkeys([ctx.law("shown"), ctx.law("forgot")]))
    return _in_order(ctx, laws, "The text fixes no order of calling; the only limit is that "
                     "what is not shown or reckoned before he plays his first card is lost (law"
                     f"{'s' if len(laws) > 1 else ''} {' and '.join(laws)}), and he had not.")


silent("calling:order", "miller-sca", ["ruffs", "sequences", "sets"],
       "the summary describes the elder declaring ruff, sequence and set in turn; nothing is "
       "said of calls made in another order.")


for _edition, _analogy in (("royall-1651", ["VII"]), ("cotton-1674", ["6"]),
                           ("miller-sca", ["ruffs"])):  # fmt: skip
    silent("calling:inquiry", _edition, _analogy,
           "the text has no inquiry: a reply says good, equal or not good.")
    silent("calling:point-first", _edition, _analogy,
           "the point is called first, but nothing is said of one called later.")


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
        done = f"led a card without showing his {finding.what}, allowed {finding.reply}"
    else:
        denial = ctx.edition.rules.denial_unshown
        if denial is None:
            return _younger_unshown_1882(ctx)
        rule_law = denial.law
        why = (f"by law {ctx.name(rule_law)}, if the younger 'say equal or not good to a call, "
               "and play to the first trick without showing his superiority or equality, the "
               "elder may show and reckon what he has called, notwithstanding that he has led a "
               "card'.")
        done = (f"said \"{finding.reply.replace('-', ' ')}\" to the elder's {finding.what} and "
                "played to the first trick without showing his own")
    return ctx.decide(
        Decision.PENALTY, [rule_law],
        f"The {finding.player} cannot reckon his {finding.what}; his adversary reckons his own.",
        f"The {finding.player} {done}: {why}",
        penalties=[Penalty(finding.player, Effect.LOSES_DECLARATION, finding.what),
                   Penalty(finding.player, Effect.ADVERSARY_RECKONS_ALL, finding.what)],
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
    said = (f"The {finding.player} said \"{finding.reply.replace('-', ' ')}\" and played his "
            f"first card without showing his {finding.what}")
    if finding.what == "set":
        return ctx.decide(
            Decision.PENALTY, [forgot], f"The {finding.player}'s set is lost.",
            f"{said}: by law {forgot} he 'cannot then reckon them, but must utterly lose them'.",
            penalties=[Penalty(finding.player, Effect.LOSES_DECLARATION, "set")])
    return ctx.decide(
        Decision.PENALTY, [shown, forgot],
        f"The {finding.player}'s {finding.what} is lost; his adversary reckons his own.",
        f"{said}: by law {shown} 'he is debarred from shewing them afterwards, and must utterly "
        "lose them; and besides, his Adversary shall reckon whatsoever he can shew of the same "
        "things, though they be of lesse value'.",
        penalties=[Penalty(finding.player, Effect.LOSES_DECLARATION, finding.what),
                   Penalty(finding.player, Effect.ADVERSARY_RECKONS_ALL, finding.what)],
    )  # fmt: skip


@encodes("calling:unshown", {"cotton-1674": {"forgot": "17"}})
def unshown_cotton(ctx: Context[Unshown]) -> Ruling:
    """Cotton 17: "So it is with him that sheweth not his Ruff before he play his first Card,
    losing absolutely all the advantage thereof" (and what he forgot to reckon)."""
    finding, law = ctx.incident, ctx.law("forgot")
    return ctx.decide(
        Decision.PENALTY, [law], f"The {finding.player}'s {finding.what} is lost.",
        f"The {finding.player} said \"{finding.reply.replace('-', ' ')}\" and played his first "
        f"card without showing his {finding.what}: by law {law} he that 'sheweth not his Ruff "
        "before he play his first Card' loses 'absolutely all the advantage thereof'.",
        penalties=[Penalty(finding.player, Effect.LOSES_DECLARATION, finding.what)],
    )  # fmt: skip


silent("calling:unshown", "miller-sca", ["ruffs"],
       "the younger declares hers if equal or higher; nothing is said of one who does not.")
for _edition, _analogy in (("royall-1651", ["XII.3"]), ("cotton-1674", ["17"]),
                           ("miller-sca", ["ruffs"])):  # fmt: skip
    silent("calling:denied", _edition, _analogy,
           "what is not shown before the first card is lost; nothing is said of a call wrongly "
           "disallowed.")


# --- equal holdings: no prerogative of eldership ----------------------------------------------


def _equal(ctx: Context[EqualRider], law: str, why: str) -> Ruling:
    finding = ctx.incident
    return ctx.decide(
        Decision.REFUSED, [law], f"Refused: with the best {finding.what}s equal, no lesser one "
        "is reckoned.", why)


@encodes("calling:equal", {"portland-1882": {"sequence": "63", "set": "64"},
                           "cotton-1674": {"sequence": "8", "set": "10"},
                           "miller-sca": {"sequence": "sequences", "set": "sets"}})
def equal_by_the_best(ctx: Context[EqualRider]) -> Ruling:
    """1882 law 63 (64), Cotton 8 (10), Miller: only the holder of the best sequence (set)
    reckons; with the best equal, none is good, and no lesser one rides on it."""
    law = ctx.law(ctx.incident.what)
    return _equal(ctx, law, f"Only the best is good and carries the lesser ({ctx.name(law)}); "
                  "the best being equal, none is good, and none is reckoned.")


@encodes("calling:equal", {"royall-1651": {"equal": "XI.5"}})
def equal_1651(ctx: Context[EqualRider]) -> Ruling:
    """1651 XI.5: "if both Gamesters have Equall Cards ... neither of them both can reckon any
    thing; there being no Priority at all in this case, or Prerogative of Eldership"."""
    law = ctx.law("equal")
    return _equal(ctx, law, f"By law {law} 'neither of them both can reckon any thing; there "
                  "being no Priority at all in this case, or Prerogative of Eldership'.")


# --- questions about the hand ------------------------------------------------------------------


def _must_answer(ctx: Context[Question], law: str, what: str) -> Ruling:
    question = ctx.incident
    answerer = other(question.asker)
    if question.refused or not question.answered:
        return ctx.decide(
            Decision.RECTIFY, [law],
            f"The {answerer} must answer: {what}.",
            f"The {question.asker} asked \"{question.ask.replace('-', ' ')}\" about what the "
            f"{answerer} had called and had allowed good: by law {law} {what}.",
        )  # fmt: skip
    return ctx.decide(
        Decision.PLAY_ON, [law], "The question was owed an answer, and had it.",
        f"By law {law} {what}; he answered.",
    )  # fmt: skip


def _not_owed(ctx: Context[Question], law: str, why: str) -> Ruling:
    question = ctx.incident
    return ctx.decide(
        Decision.REFUSED, [law],
        f"Refused: the {other(question.asker)} need not answer that.",
        f"The {question.asker} asked \"{question.ask.replace('-', ' ')}\": {why}",
    )  # fmt: skip


@encodes("calling:question", {"portland-1882": {"show": "55", "misinform": "59.V",
                                                "unfounded": "54"}})
def question_1882(ctx: Context[Question]) -> Ruling:
    """Law 55: a player who calls anything allowed good or equal must show the cards called
    whenever asked (the younger, once the elder has led); 59.V: if, asked what cards he has in
    hand of those allowed good or equal, he misinforms, the adversary may retake the cards
    played since and play differently."""
    question, law = ctx.incident, ctx.law("show")
    answerer = other(question.asker)
    if question.ask == "how-many" and question.truthful is True and question.undeclared:
        return _none_that_he_declared(ctx)
    if question.truthful is False and not (question.allowed and question.about_allowed):
        misinform = ctx.law("misinform")
        return ctx.decide(
            Decision.REFUSED, [misinform, law],
            "Refused: the card played stands; the question was not about what was allowed.",
            f"The {answerer} answered falsely a question about cards never allowed good or "
            f"equal: law {misinform} lets the adversary retake his cards only for "
            "misinformation about 'what cards he has in hand which have been allowed to be "
            f"good or equal', and law {law} owes a showing only of 'the cards called'. A card "
            "once played cannot be taken up but as law 59 provides.",
        )  # fmt: skip
    if not (question.allowed or question.won) or not question.about_allowed:
        return _not_owed(ctx, law, f"by law {law} only what was called and allowed good or "
                         f"equal must be shown, and the {answerer} had no such call.")
    if answerer == "younger" and not question.in_play:
        return _not_owed(ctx, law, f"by law {law} the younger hand shows what he called 'at "
                         "any time after the elder hand has led a card', and the elder had not.")
    if question.truthful is False and question.ask == "which-not-reckoned":
        return _claimed_a_card_not_held(ctx)
    if question.truthful is False:
        return _misinformed(ctx)
    return _must_answer(ctx, law, "the cards called must be shown (or told) whenever they "
                        "are asked for")


def _claimed_a_card_not_held(ctx: Context[Question]) -> Ruling:
    """Cavendish, Case VIII: asked which card of his set he does not reckon, he named one he
    holds: 'the reply of the elder hand is only a substitute for showing' the set, so his
    claim took in the card he put out, and law 54's penalty for scoring what he does not hold
    follows (not a misnomer, which law 53 excuses only where he holds what he claims)."""
    law = ctx.law("unfounded")
    answerer = other(ctx.incident.asker)
    return ctx.decide(
        Decision.PENALTY, [law, ctx.law("show")],
        f"The {answerer} named a card he holds as the one out: he scores nothing this deal.",
        f"Asked which card he does not reckon, the {answerer} named one he holds: his answer "
        "stands for showing the cards called, so he claimed a set with a card he has not "
        f"got, and by law {law} 'he can reckon nothing that deal'.",
        penalties=[Penalty(answerer, Effect.RECKONS_NOTHING)],
        notes=["Cavendish's decision goes beyond law 54's bare words: he reads the answer as "
               "a substitute for showing, so a card named wrongly is a claim of what is not "
               "held, not a misnomer (Case VIII: 'It is true that A actually held three kings')."],
        follows=["VIII"],
    )  # fmt: skip


def _none_that_he_declared(ctx: Context[Question]) -> Ruling:
    """Cavendish, Case XVI: "How many?" answered of the cards declared, not of the whole
    suit: 'his reply is understood, by all piquet players, to mean, "None that I have
    declared"'; nothing was misinformed (law 59.V)."""
    question, law = ctx.incident, ctx.law("misinform")
    answerer = other(question.asker)
    return ctx.decide(
        Decision.PLAY_ON, [law, ctx.law("show")],
        "The answer stands: it counted the cards he declared, as custom reads it.",
        f"The {question.asker} asked how many of a suit, and the {answerer} answered of the "
        f"cards he had reckoned or declared, not of others he held: law {law} gives a remedy "
        "only for misinformation about 'what cards he has in hand which have been allowed to "
        "be good or equal', and he gave none.",
        notes=["Cavendish, Case XVI: the question 'should strictly take this form, \"How many "
               "of your quint ?\"'; custom permits the looser form, and the reply is framed "
               "'with reference only to cards called as good or declared as equal'."],
        follows=["XVI"],
    )  # fmt: skip


def _misinformed(ctx: Context[Question]) -> Ruling:
    question, law = ctx.incident, ctx.law("misinform")
    answerer = other(question.asker)
    follows = ["XV"] if question.ask == "how-many" and question.undeclared is False else []
    if not question.played_since:
        return ctx.decide(
            Decision.RECTIFY, [law, ctx.law("show")],
            f"The {answerer} must answer truly; no card has been played since.",
            f"The {answerer}, asked what he had in hand of what was allowed good, misinformed "
            f"his adversary: by law {law} the adversary may retake the cards played since; "
            "none has been, so the answer is simply put right.",
        )  # fmt: skip
    return ctx.decide(
        Decision.OPTION, [law],
        f"The {question.asker} may take back the cards played since and play again.",
        f"The {answerer}, asked what cards he had in hand of those allowed good or equal, "
        f"misinformed his adversary: by law {law} 'the adversary may retake all cards played "
        "subsequently to the misinformation, and play differently'.",
        options=_options(question.asker), follows=follows,
    )  # fmt: skip


def _options(holder: Role) -> Options:
    return Options(holder, (Decision.RECTIFY, Decision.PLAY_ON))


@encodes("calling:question", {"royall-1651": {"which": "XII.17", "shown": "XII.3",
                                              "recall": "XII.6"}})
def question_1651(ctx: Context[Question]) -> Ruling:
    """1651 XII.17: one dealt four who reckons three, allowed good, must tell which he wants,
    or show his other three; XII.3: the ruff and sequences are things shown; XII.6: a card once
    played is not recalled."""
    return _question_older(ctx, ("point", "sequence"))


@encodes("calling:question", {"cotton-1674": {"which": "22", "shown": "17", "recall": "12"}})
def question_cotton(ctx: Context[Question]) -> Ruling:
    """Cotton 22: one dealt four who reckons three, allowed good, "is bound to tell" which he
    wants; 17: the ruff is shown before the first card; 12: a card once played is not
    recalled."""
    return _question_older(ctx, ("point",))


def _question_older(ctx: Context[Question], shown: tuple[str, ...]) -> Ruling:
    question, law = ctx.incident, ctx.law("which")
    if question.truthful is False and question.played_since:
        recall = ctx.law("recall")
        return ctx.decide(
            Decision.REFUSED, [recall],
            "Refused: the cards played stand.",
            f"The {other(question.asker)} answered falsely, and cards were played since: by law "
            f"{recall} a card once played is not taken back but to follow suit, and no law "
            "gives the asker his cards back for a false answer.",
        )  # fmt: skip
    if question.ask in ("which-not-reckoned", "show", "what-in-hand") and \
            "trio" in question.allowed:
        if question.dealt_four is False:
            return _not_owed(ctx, law, f"by law {law} only one dealt four of a rank who reckons "
                             "three is bound to tell which he wants; the fourth is the asker's "
                             "own, so he was never dealt four.")
        if question.truthful is False:
            return ctx.silent([law], "he is bound to tell which card he wants; nothing is said "
                              "of an answer that is false.")
        return _must_answer(ctx, law, "he 'is bound to tell' which card of the four he wants")
    if question.ask == "show" and question.about in shown and question.about in question.allowed:
        return _must_answer(ctx, ctx.law("shown"), f"the {question.about} is among the things "
                            "shown, and what is not shown before his first card is lost")
    return ctx.silent([law], "one who reckons three of four he was dealt, allowed good, is "
                      "bound to say which he wants; nothing is said of other questions.")


@encodes("calling:question", {"miller-sca": {"point": "ruffs", "sequence": "sequences",
                                             "set": "sets"}})
def loser_may_see(ctx: Context[Question]) -> Ruling:
    """Miller: "The loser may ask to see the winning ruff" (sequence, set)."""
    question = ctx.incident
    owed = (*question.allowed, *question.won)
    what = question.about or ("set" if question.ask == "which-not-reckoned" else owed[0] if owed
                              else question.lost[0] if question.lost else "point")
    law = ctx.law({"quatorze": "set", "trio": "set"}.get(what, what))
    if question.truthful is False:
        return ctx.silent([law], "the loser may ask to see the winning holding; nothing is said "
                          "of an answer that is false.")
    if question.lost and not owed:
        return _not_owed(ctx, law, f"by the {law} section only 'The loser may ask to see the "
                         f"winning' holding, and the {question.asker} won it.")
    if question.ask not in ("show", "which-not-reckoned", "what-in-hand") or not owed:
        return ctx.silent([law], "the loser may ask to see the winning holding; nothing is "
                          "said of other questions.")
    return _must_answer(ctx, law, "'The loser may ask to see the winning' holding")
