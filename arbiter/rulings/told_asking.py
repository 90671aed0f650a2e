"""A question about the hand and its answer, judged by each edition's law: 1882 laws 55 and
59.V (Cases VIII, XV, XVI), 1651 XII.17, Cotton 22, Miller's "the loser may ask to see".
Moved from `told_calling.py`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.decisions import Decision, Effect
from arbiter.formats import Role, other
from arbiter.formats.told import Answer, Ask, Lead, Play, Throw
from arbiter.rulings.core import (
    Context,
    Options,
    Penalty,
    Ruling,
    encodes,
)
from arbiter.rulings.told_kinds import Question
from arbiter.telling.telling import worked_out

if TYPE_CHECKING:
    from arbiter.telling.telling import Telling

# --- questions about the hand ------------------------------------------------------------------


def after_play_began(telling: Telling, number: int) -> bool:
    return telling.timeline.first_lead is not None and number > telling.timeline.first_lead


def played_since(telling: Telling, number: int) -> bool:
    """Whether any card was led or played from step `number` on."""
    last = worked_out(telling, "last-card", lambda: max(
        (n for n, step in telling.numbered() if isinstance(step, Lead | Play | Throw)),
        default=0))
    return last >= number


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
