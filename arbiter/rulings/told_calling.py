"""What only a telling of the calling can show, judged by each edition's law: a reply that
is an inquiry (1882 law 46), a detail asked (48), the elder's point not called first (46),
calls out of order (47), equal holdings, and the regular calling. A question about the hand
is `told_asking`'s, a call shown or not `told_showing`'s, the findings' records
`told_kinds`'; this module imports them (registering their rules) and the finders read them
from here. An edition whose text says nothing of a finding is registered silent, and the
finding is then not raised under it at all.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.decisions import Decision, Effect
from arbiter.formats.told import Call, Reply, Show
from arbiter.rulings.core import (
    Context,
    Penalty,
    Ruling,
    encodes,
    silent,
)

# The findings and the rules of questions and shows live beside this module; the finders and
# the driver (`told`, `told_questions`) read them from here, and importing them registers
# their rules with the calling's.
from arbiter.rulings.told_asking import (
    after_play_began,
    answered_truly,
    declared_cards,
    played_since,
    question_matters,
    truthful,
    undeclared_counted,
)
from arbiter.rulings.told_kinds import (
    ALL_INQUIRIES,
    DETAIL_REPLIES,
    REGULAR,
    Denied,
    Detail,
    EqualRider,
    Inquiry,
    OutOfOrder,
    PointNotFirst,
    Question,
    Unshown,
    Withdrawn,
    bars,
    has_law,
    is_inquiry,
    kind_of,
    scoring_laws,
)
from arbiter.rulings.told_showing import shown_before, unshown_calls

if TYPE_CHECKING:
    from arbiter.telling.telling import Telling

__all__ = [
    "ALL_INQUIRIES", "DETAIL_REPLIES", "REGULAR", "Denied", "Detail", "EqualRider", "Inquiry",
    "OutOfOrder", "PointNotFirst", "Question", "Unshown", "Withdrawn", "after_play_began",
    "answered_truly",
    "bars", "declared_cards", "has_law", "is_inquiry", "kind_of", "played_since",
    "question_matters", "regular", "shown_before", "truthful", "undeclared_counted",
    "unshown_calls",
]


# --- regular ------------------------------------------------------------------------------------


def regular(ctx: Context[object], telling: Telling) -> Ruling:
    """No step was irregular: the deal goes on, each call scoring as the laws say."""
    called = list(dict.fromkeys(
        "set" if step.call in ("quatorze", "trio") else step.call
        for step in telling.steps if isinstance(step, Call) and step.call in
        ("point", "sequence", "quatorze", "trio")))  # fmt: skip
    laws = scoring_laws(ctx.edition, called) or [ctx.law("play")]
    scores = list(laws)  # the laws each call scores by
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
    if showing is not None and showing.elder_shows == "when-asked" and (
            unshown_calls(telling) or unshown_calls(telling, "younger")):
        laws.append(showing.law)
        said.append(f" By law {ctx.name(showing.law)} what was allowed good or equal must be "
                    "shown 'at any time they are asked for': nobody asked, and nothing is lost "
                    "by playing without showing it.")
    if showing is not None and showing.elder_shows == "before-leading" and _shown_in_time(
            telling, showing.shows):
        laws.append(showing.law)
        said.append(f" By law {ctx.name(showing.law)} what is shown is shown before the first "
                    "card, and it was.")
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
        f"{', '.join(ctx.name(law) for law in scores)} say."
        + "".join(said),
        follows=["XII"] if bare is not None else [],
    )  # fmt: skip
    return ruling._replace(step=bare) if bare is not None and ruling.commentary else ruling


def _shown_in_time(telling: Telling, shows: tuple[str, ...]) -> bool:
    """Whether a call of what is shown, allowed good or equal, was shown before its caller's
    first card (none being left unshown: the telling is regular)."""
    return any(isinstance(step, Call) and step.call in shows for step in telling.steps) and any(
        isinstance(step, Show) and step.show != "blanche" for step in telling.steps)


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
    law, first = ctx.law("point"), ctx.incident.first
    done = "led" if first == "lead" else f"called his {first}"
    return ctx.decide(
        Decision.PENALTY, [law],
        f"The elder has lost his point: he {done} before calling it.",
        f"The elder {done} before calling his point: by law {law} 'The elder hand must call "
        "his point first, or he loses the right to call it'.",
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


# --- a call withdrawn ---------------------------------------------------------------------------


def law_words(ctx: Context[Withdrawn], law: str, begins: str, ends: str) -> str:
    """The law's own words from `begins` to `ends`, as the store holds its text (the whole
    text where a variant's law in its place words it otherwise)."""
    text = " ".join(ctx.edition.cited(law).text.split())
    start = text.find(begins)
    end = text.find(ends, max(start, 0))
    return text[start:end + len(ends)] if 0 <= start <= end else text


def _withdrew(finding: Withdrawn) -> str:
    allowed = "" if finding.replied == "none" else f", answered \"{finding.replied}\""
    return f"The {finding.player} withdrew his call of {finding.called}{allowed}"


@encodes("calling:withdrawn", {"portland-1882": {"omitted": "56"}})
def withdrawn_1882(ctx: Context[Withdrawn]) -> Ruling:
    """No 1882 law speaks of a call withdrawn. A call he held and takes back is a score he no
    longer claims: law 56 lets "anything omitted" be reckoned until the younger has played to
    the first trick, so until then he may call it again, and after it is lost."""
    finding, law = ctx.incident, ctx.law("omitted")
    return ctx.decide(
        Decision.PLAY_ON, [law],
        f"Play on: the {finding.player} reckons nothing for his {finding.what} unless he calls "
        "it again before the younger plays to the first trick.",
        f"{_withdrew(finding)}. No law forbids a player to give up what he called; by law "
        f"{ctx.name(law)} '{law_words(ctx, law, 'When the younger', 'omitted')}', so till then "
        "he may call it again, and after, it is lost.",
        notes=("Read: a call withdrawn is a score not claimed, as one omitted (law 56). A call "
               "taken back that was more than he held is his miscall corrected (law 52), and is "
               "ruled as that.",
               "Read: an answer of \"good\" to the call withdrawn falls with it, as Cavendish "
               "reasons of a call not held (Case II: the admission rests on the caller's holding "
               "what he called): the adversary may call what he holds of the same."),
    )  # fmt: skip


@encodes("calling:withdrawn", {"royall-1651": {"recall": "XII.15", "forgot": "XII.2"}})
def withdrawn_1651(ctx: Context[Withdrawn]) -> Ruling:
    """1651 XII.15: at Paris the first word need not stand, "neither lies there any Penalty upon
    his recalling his first word"; XII.2: what he has not reckoned when he has begun to play his
    cards is lost. Where the first word stands (Provence), the word may not be taken back."""
    finding, recall, forgot = ctx.incident, ctx.law("recall"), ctx.law("forgot")
    calling = ctx.edition.rules.calling
    if calling is not None and calling.first_word == "stands":
        return ctx.decide(
            Decision.REFUSED, [calling.law],
            f"Refused: the {finding.player}'s call of {finding.called} stands.",
            f"{_withdrew(finding)}: by law {ctx.name(calling.law)} "
            f"'{law_words(ctx, calling.law, 'the First word', 'recall his Word')}'.",
        )  # fmt: skip
    return ctx.decide(
        Decision.PLAY_ON, [recall, forgot],
        f"Play on: no penalty; the {finding.player} reckons nothing for his {finding.what} "
        "unless he reckons it again before he plays his first card.",
        f"{_withdrew(finding)}: by law {recall} the first word is 'not being necessarily to "
        f"stand', and '{law_words(ctx, recall, 'neither lies', 'first word')}'; by law {forgot} "
        "what he has not reckoned when he 'hath begun to play his Cards' is lost.",
        notes=("Read: XII.15 speaks of the ruff; its liberty ('the First word ... not being "
               "necessarily to stand') is read of every call, as XII.14 lets the elder recall "
               "himself of sequences and sets.",),
    )  # fmt: skip


silent("calling:withdrawn", "cotton-1674", ["17"],
       "a thing forgotten may not be reckoned once he 'hath begun to play his Cards'; nothing "
       "is said of a call taken back before then.")
silent("calling:withdrawn", "miller-sca", ["ruffs", "sequences", "sets"],
       "the elder declares and the younger answers; nothing is said of a declaration taken "
       "back.")
