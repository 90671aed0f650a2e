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
from arbiter.formats.told import Answer, Ask, Call, Lead, Play, Reply, Throw
from arbiter.rulings.core import (
    Context,
    Options,
    Penalty,
    Ruling,
    encodes,
    registration,
    silent,
)
from arbiter.telling import Claim

if TYPE_CHECKING:
    from arbiter.editions import Edition
    from arbiter.telling import Telling

# The laws a regular calling cites, by what was called, and the other names the told
# incident's rules use, per edition.
REGULAR: dict[str, dict[str, str]] = {
    "royall-1651": {"point": "VII", "sequence": "VIII.1", "set": "IX", "play": "X.1",
                    "equal": "XI.5"},
    "cotton-1674": {"point": "6", "sequence": "7", "set": "10", "play": "11"},
    "portland-1882": {"point": "62", "sequence": "63", "set": "64", "play": "65",
                      "calling": "46"},
    "miller-sca": {"point": "ruffs", "sequence": "sequences", "set": "sets", "play": "tricks"},
}  # fmt: skip
INQUIRY_REPLIES = ("what-do-they-make", "to-what-card", "what-rank")
ALL_INQUIRIES = (*INQUIRY_REPLIES, "equal")  # "equal" to a bare count asks for more too


class Inquiry(NamedTuple):
    """The younger's reply that inquires ("what do they make?", or "equal" to a bare count of
    cards): how many cards were called, and how many his own point holds."""

    player: Role
    reply: str
    called: int | None
    held: int | None
    what: str


class PointNotFirst(NamedTuple):
    """The elder called something (`first`) before his point, then his point."""

    first: str


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


KINDS = {Inquiry: "calling:inquiry", PointNotFirst: "calling:point-first",
         Question: "calling:question"}  # fmt: skip


def kind_of(finding: object) -> str:
    return KINDS[type(finding)]


def bars(inquiry: Inquiry) -> bool:
    """The inquiry bars a point of more cards than were called (law 46)."""
    return inquiry.held is not None and inquiry.called is not None and \
        inquiry.held > inquiry.called


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


def truthful(telling: Telling, ask: Ask, answer: Answer | None) -> bool | None:
    """Whether an answer told the truth: as stated, or against the answerer's cards for a
    question of how many cards of a suit he holds; None when it cannot be known."""
    if answer is None or answer.answer == "refuses":
        return None
    if answer.truthful is not None:
        return answer.truthful
    hand = telling.cards[answer.by].hand
    if hand is None or ask.ask != "how-many" or not isinstance(answer.answer, int):
        return None
    from arbiter.cards import Suit

    played = _played_by(telling, answer.by)
    left = [card for card in hand if card not in played]
    if ask.suit is not None:
        left = [card for card in left if card.suit is Suit.parse(ask.suit)]
    return len(left) == answer.answer


def _played_by(telling: Telling, role: Role) -> set[object]:
    from arbiter.deal import card_list

    played: set[object] = set()
    for step in telling.steps:
        for name in ("lead", "play", "throw"):
            value = getattr(step, name, None)
            if value is not None and step.by == role:
                played.update(card_list(value, telling.edition))
    return played


def question_matters(question: Question) -> bool:
    """A question answered truly raises nothing; one refused, answered falsely, or left
    unanswered (the dispute is whether it is owed) does."""
    return not question.answered or question.refused or question.truthful is False


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
    return ctx.decide(
        Decision.PLAY_ON, laws,
        "Nothing irregular: the deal goes on as it stands.",
        f"Each step told was in order under {ctx.edition.id}: every call, reply and card "
        "played as the laws allow; each call scores as laws "
        f"{', '.join(laws)} say.",
    )  # fmt: skip


# --- 1882 law 46: inquiries and the point called first ---------------------------------------


@encodes("calling:inquiry", {"portland-1882": {"inquiry": "46", "reply": "51"}})
def inquiry_1882(ctx: Context[Inquiry]) -> Ruling:
    """Law 46: the younger may inquire what the point makes only if he holds at least an
    equal number of cards, and the inquiry bars him from counting a superior number of cards
    for point. A reply of "equal" to a count of cards is such an inquiry: law 46 decides, not
    law 51's correction of a reply."""
    finding, law, reply = ctx.incident, ctx.law("inquiry"), ctx.law("reply")
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
    return ctx.decide(
        Decision.PLAY_ON, [law],
        "The inquiry stands: the younger holds as many cards as were called.",
        f"The younger answered {said}: by law {law} he may inquire, holding an equal number "
        "of cards; the elder says what his point makes.",
    )  # fmt: skip


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


for _edition, _analogy in (("royall-1651", ["VII"]), ("cotton-1674", ["6"]),
                           ("miller-sca", ["ruffs"])):  # fmt: skip
    silent("calling:inquiry", _edition, _analogy,
           "the text has no inquiry: a reply says good, equal or not good.")
    silent("calling:point-first", _edition, _analogy,
           "the point is called first, but nothing is said of one called later.")


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


@encodes("calling:question", {"portland-1882": {"show": "55", "misinform": "59.V"}})
def question_1882(ctx: Context[Question]) -> Ruling:
    """Law 55: a player who calls anything allowed good or equal must show the cards called
    whenever asked (the younger, once the elder has led); 59.V: if, asked what cards he has in
    hand of those allowed good or equal, he misinforms, the adversary may retake the cards
    played since and play differently."""
    question, law = ctx.incident, ctx.law("show")
    answerer = other(question.asker)
    if not question.allowed:
        return _not_owed(ctx, law, f"by law {law} only what was called and allowed good or "
                         f"equal must be shown, and the {answerer} had no such call.")
    if answerer == "younger" and not question.in_play:
        return _not_owed(ctx, law, f"by law {law} the younger hand shows what he called 'at "
                         "any time after the elder hand has led a card', and the elder had not.")
    if question.truthful is False:
        return _misinformed(ctx)
    return _must_answer(ctx, law, "the cards called must be shown (or told) whenever they "
                        "are asked for")


def _misinformed(ctx: Context[Question]) -> Ruling:
    question, law = ctx.incident, ctx.law("misinform")
    answerer = other(question.asker)
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
        options=_options(question.asker),
    )  # fmt: skip


def _options(holder: Role) -> Options:
    return Options(holder, (Decision.RECTIFY, Decision.PLAY_ON))


@encodes("calling:question", {"royall-1651": {"which": "XII.17"},
                              "cotton-1674": {"which": "22"}})
def which_is_wanting(ctx: Context[Question]) -> Ruling:
    """1651 XII.17, Cotton 22: one dealt four who reckons three, allowed good, must tell his
    adversary, if asked, which card he wants (1651: or show his other three)."""
    question, law = ctx.incident, ctx.law("which")
    if question.ask not in ("which-not-reckoned", "show", "what-in-hand") or \
            "trio" not in question.allowed:
        return ctx.silent([law], "one who reckons three of four he was dealt, allowed good, "
                          "is bound to say which he wants; nothing is said of other questions.")
    if question.truthful is False:
        return ctx.silent([law], "he is bound to tell which card he wants; nothing is said of "
                          "an answer that is false.")
    return _must_answer(ctx, law, "he 'is bound to tell' which card of the four he wants")


@encodes("calling:question", {"miller-sca": {"point": "ruffs", "sequence": "sequences",
                                             "set": "sets"}})
def loser_may_see(ctx: Context[Question]) -> Ruling:
    """Miller: "The loser may ask to see the winning ruff" (sequence, set)."""
    question = ctx.incident
    what = question.about or (question.allowed[0] if question.allowed else "point")
    law = ctx.law({"quatorze": "set", "trio": "set"}.get(what, what))
    if question.ask != "show" or not question.allowed:
        return ctx.silent([law], "the loser may ask to see the winning holding; nothing is "
                          "said of other questions.")
    return _must_answer(ctx, law, "'The loser may ask to see the winning' holding")
