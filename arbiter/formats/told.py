"""Incidents told step by step: what was said and done, in order (SPEC "Incidents that say
what happened").

One format serves three kinds, named for the part of the deal where the dispute arose:
`exchange`, `calling` and `play`. Each step says who spoke or acted (`by`) and does one
thing, named by its key (`call`, `reply`, `ask`, `answer`, `show`, `lead`, ...); its other
keys qualify it. Where the players' cards are given, the tool works out what each held; where
they are not, a step may state the facts that matter (`error`, `holding`, `truthful`...).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Annotated, Any, ClassVar, Literal

from arbiter.decisions import Role
from arbiter.formats.common import Cards, Incident, SinceExchange
from arbiter.formats.kinds import formats_by_kind
from arbiter.formats.markers import RANK, SUIT, ByKey, Doc, Example, Range
from arbiter.formats.told_tricks import Tricks

By = Annotated[Role, Doc("Who said or did it?", {"elder": "the elder hand (he did not deal)",
                                                 "younger": "the younger hand, the dealer"},
                         fact="{} said or did it",
                         words={"elder": "the elder", "younger": "the younger"})]
RankCode = Annotated[str, RANK]
SuitCode = Annotated[str, SUIT]
Number = Annotated[int, Range(0, 120)]
CardCount = Annotated[int, Range(0, 13)]
# Cards led, played or thrown down: one card at least (a lead of nothing is no lead).
SomeCards = Annotated[Cards, Range(1)]
Called = Literal["point", "sequence", "quatorze", "trio", "blanche", "pique", "repique"]


@dataclass(frozen=True)
class Call:
    """He calls a point, a sequence, a quatorze or trio, a carte blanche, or a pique or
    repique ("Five cards." "Making forty-eight." "A quart to a king." "Three knaves.")."""

    by: By
    call: Annotated[Called, Doc("What did he call?", {
        "point": "his point (the ruff): the suit of most cards or pips",
        "sequence": "a sequence: three or more cards following in one suit",
        "quatorze": "four aces, kings, queens, knaves or tens",
        "trio": "three aces, kings, queens, knaves or tens",
        "blanche": "a carte blanche: no king, queen or knave dealt",
        "pique": "a pique", "repique": "a repique"},
        fact="he called {}", words={"point": "his point", "sequence": "a sequence",
                                    "quatorze": "a quatorze", "trio": "a trio"})]
    cards: Annotated[CardCount, Doc("How many cards did he say (\"five cards\")?",
                                    fact="he said {} card{s}")] | None = None
    value: Annotated[Number, Doc("What did he say the point makes (\"forty-eight\")?",
                                 fact="he said the point makes {}")] \
        | None = None
    top: Annotated[RankCode, Doc("To what card is the sequence (its top card)?",
                                 fact="the sequence is to the {}")] | None = None
    suit: Annotated[SuitCode, Doc("What suit did he name?", fact="he named {}")] | None = None
    rank: Annotated[RankCode, Doc("Of what rank (\"three knaves\" is J)?",
                                  fact="the rank he named was {}")] | None = None
    corrects: Annotated[bool, Doc("Does he correct his own earlier call of it?",
                                  fact=("he corrects his own earlier call of it",
                                        "he does not correct an earlier call"))] = False
    error: Annotated[
        Literal["over", "under", "misnomer", "impossible"],
        Doc("If the cards are not given: what was wrong with the call?", {
            "over": "he called more than he held, or a suit or rank he might have held and did "
                    "not",
            "under": "he called less than he held",
            "misnomer": "the right count, but a suit or rank he could not have held (his hand "
                        "and discard together)",
            "impossible": "he could not have held it, in hand and discard together"},
            fact="{}", words={"misnomer": "he called the right count of a suit or rank he could "
                                          "not have held"}),
    ] | None = None
    good_against_the_cards: Annotated[
        bool, Doc("If the cards are not given: could the adversary hold nothing as good?",
                  fact=("his call was good against the cards",
                        "his call was not good against the cards"))
    ] | None = None
    prompted_by: Annotated[
        Literal["bystander"],
        Doc("Did someone watching prompt it (a bystander's remark)?",
            {"bystander": "a bystander called attention to it"}, fact="{}"),
    ] | None = None

    # What each qualifying key applies to (`arbiter ask` never asks a point call "to what
    # card is the sequence?"): a key not listed applies to every call.
    APPLIES: ClassVar[Mapping[str, tuple[str, ...]]] = {
        "cards": ("point", "sequence"), "value": ("point",), "top": ("sequence",),
        "suit": ("point", "sequence"), "rank": ("quatorze", "trio"),
        "good_against_the_cards": ("point", "sequence", "quatorze", "trio"),
    }

    # Keys that state what the caller's cards would show, asked only when they are not told.
    IF_NO_CARDS: ClassVar[tuple[str, ...]] = ("error", "good_against_the_cards")
    # Keys a player volunteers and `arbiter ask` does not ask of every step (a bystander's
    # remark is told when there was one).
    VOLUNTEERED: ClassVar[tuple[str, ...]] = ("prompted_by",)

    def applies(self, name: str) -> bool:
        """Whether the key `name` says anything of this call."""
        return self.call in self.APPLIES.get(name, (self.call,))


# What a call withdrawn may be: what was called (a quatorze withdraws the set called, even
# if it was called as a trio: one call of a kind stands at a time).
WithdrawnCall = Literal["point", "sequence", "quatorze", "trio"]


@dataclass(frozen=True)
class Withdraw:
    """He takes back a call he made ("I withdraw my point.", "I do not call the quint."):
    he no longer claims it. The call withdrawn is his last of that kind."""

    by: By
    withdraws: Annotated[WithdrawnCall, Doc("What call of his does he take back?", {
        "point": "his point", "sequence": "his sequence",
        "quatorze": "his quatorze (or whatever set he called)",
        "trio": "his trio (or whatever set he called)"}, fact="he takes back {}")]


@dataclass(frozen=True)
class Reply:
    """He answers a call: "Good." "Not good." "Equal." or an inquiry: "What do they
    make?" "To what card?" """

    by: By
    reply: Annotated[
        Literal["good", "not-good", "equal", "what-do-they-make", "to-what-card", "what-rank"],
        Doc("What did he answer?", {
            "good": "\"good\": the call is better than anything he holds",
            "not-good": "\"not good\": he holds better",
            "equal": "\"equal\": he holds as much",
            "what-do-they-make": "\"what do they make?\": asks the point's count",
            "to-what-card": "\"to what card?\": asks the sequence's top card",
            "what-rank": "\"of what?\": asks the quatorze's or trio's rank"}, fact="he answered {}",
            words={"good": "\"good\"", "not-good": "\"not good\"", "equal": "\"equal\"",
                   "what-do-they-make": "\"what do they make?\"",
                   "to-what-card": "\"to what card?\"", "what-rank": "\"of what?\""}),
    ]
    corrects: Annotated[bool, Doc("Does he correct his own earlier reply?",
                                  fact=("he corrects his own earlier reply",
                                        "he does not correct an earlier reply"))] = False
    holding: Annotated[
        Literal["better", "equal", "worse"],
        Doc("If the cards are not given: what did he truly hold against the call?",
            fact="he truly held {} against the call",
            words={"better": "better", "equal": "as much", "worse": "less"}),
    ] | None = None
    cards: Annotated[CardCount, Doc("If the cards are not given: how many cards had his own "
                                    "point?", fact="his own point had {} card{s}")] | None = None
    prompted_by: Annotated[
        Literal["bystander"],
        Doc("Did someone watching prompt it (a bystander's remark)?",
            {"bystander": "a bystander called attention to it"}, fact="{}"),
    ] | None = None

    IF_NO_CARDS: ClassVar[tuple[str, ...]] = ("holding", "cards")
    VOLUNTEERED: ClassVar[tuple[str, ...]] = ("prompted_by",)


@dataclass(frozen=True)
class Ask:
    """He asks about the adversary's hand: "Which king do you not reckon?" "How many
    spades?" "What kings have you in hand?" "Show me." """

    by: By
    ask: Annotated[
        Literal["which-not-reckoned", "how-many", "what-in-hand", "show"],
        Doc("What did he ask?", {
            "which-not-reckoned": "which card of a quatorze he does not reckon",
            "how-many": "how many cards of a suit (or of his point) he has left",
            "what-in-hand": "what cards he has in hand of those he called",
            "show": "to see the cards called"}, fact="he asked {}"),
    ]
    rank: Annotated[RankCode, Doc("Of what rank?", fact="he asked of the rank {}")] | None = None
    suit: Annotated[SuitCode, Doc("Of what suit?", fact="he asked of {}")] | None = None
    about: Annotated[Literal["point", "sequence", "quatorze", "trio"],
                     Doc("About which call?", fact="he asked about {}",
                         words={"point": "the point", "sequence": "the sequence",
                                "quatorze": "the quatorze", "trio": "the trio"})] | None = None


@dataclass(frozen=True)
class Answer:
    """He answers the question just asked: cards named, a number, or a refusal."""

    by: By
    answer: Annotated[
        Literal["refuses"] | Cards | Annotated[int, Range(0, 13)],
        Doc("What did he answer (cards, a number, or refuses)?"),
    ]
    truthful: Annotated[bool, Doc("If the cards are not given: was the answer true?",
                                  fact=("he answered truly", "he did not answer truly"))] \
        | None = None

    IF_NO_CARDS: ClassVar[tuple[str, ...]] = ("truthful",)


@dataclass(frozen=True)
class Show:
    """He shows cards face up (his carte blanche, or cards called)."""

    by: By
    show: Annotated[Literal["blanche"] | Cards, Doc("What did he show?")]
    asked: Annotated[bool, Doc("Did he show them because he was asked?",
                               fact=("he showed them because he was asked",
                                     "he showed them unasked"))] | None = None


@dataclass(frozen=True)
class NameSuit:
    """The elder names the suit he will lead (1651 VI, 1882 36)."""

    by: By
    name_suit: Annotated[SuitCode, Doc("Which suit did he name?", fact="he named {}")]


@dataclass(frozen=True)
class Lead:
    """He leads a card, or several at once without waiting."""

    by: By
    lead: Annotated[SomeCards, Doc("What card (or cards) did he lead?")]


@dataclass(frozen=True)
class Play:
    """He plays to the card (or cards) led."""

    by: By
    play: Annotated[SomeCards, Doc("What card (or cards) did he play to it?")]


@dataclass(frozen=True)
class Retake:
    """He asks to take back a card he led, to lead another instead ("I meant the seven of
    clubs")."""

    by: By
    retake: Annotated[SomeCards, Doc("What card (or cards) he led does he want back?")]
    instead: Annotated[SomeCards, Doc("What card would he lead instead?")] | None = None


@dataclass(frozen=True)
class Throw:
    """He throws his cards down together, counted as they land."""

    by: By
    throw: Annotated[SomeCards, Doc("What cards, in the order they touched the table?")]


@dataclass(frozen=True)
class Discard:
    """He lays out cards (his discard)."""

    by: By
    discard: Annotated[CardCount | Cards, Doc("How many cards, or which?",
                                              fact="he discarded {} card{s}")]


@dataclass(frozen=True)
class Take:
    """He takes in stock cards (from the top, unless said)."""

    by: By
    take: Annotated[Literal["all"] | CardCount | Cards,
                    Doc("How many cards, which, or all (\"all the cards left\")?",
                        fact="he took in {} card{s}")]
    where: Annotated[
        Literal["top", "bottom", "left", "out-of-order"],
        Doc("From where in the stock?", {
            "top": "from the top, in order",
            "bottom": "from the bottom of the stock",
            "left": "from the cards the elder left",
            "out-of-order": "not in order from the top"}, fact="he took them {}"),
    ] = "top"

    def partly_known(self) -> bool:
        """Whether he took "all the cards left" (the walk counts them where the steps before
        say how many were left; where they do not, the count is a fact not known)."""
        return self.take == "all"

    def with_facts(self, facts: Mapping[tuple[str | int, ...], Any]) -> Take:
        """The take with its count tried (`("take",): 4`)."""
        count = facts.get(("take",))
        return self if count is None else AllLeft(self.by, self.take, self.where, count)


@dataclass(frozen=True)
class AllLeft(Take):
    """A take of "all the cards left" whose count is not told, as one way tried: `left`
    cards were left him (no step of its own: a value put in place of the take's count)."""

    left: int = 0

    def partly_known(self) -> bool:
        return False


@dataclass(frozen=True)
class Announce:
    """He says how many he takes or leaves ("I take four.")."""

    by: By
    announce: Annotated[
        Literal["takes", "leaves", "blanche"],
        Doc("What did he say?", {"takes": "how many cards he takes",
                                 "leaves": "how many cards he leaves",
                                 "blanche": "that he has a carte blanche (\"discard for carte "
                                            "blanche\")"}, fact="he said {}"),
    ]
    count: Annotated[CardCount, Doc("How many (for takes or leaves)?",
                                    fact="the number he said was {}")] | None = None


@dataclass(frozen=True)
class Look:
    """He looks at cards."""

    by: By
    look: Annotated[
        Literal["left", "stock", "discard", "adversary-discard"],
        Doc("At what?", {"left": "the cards left in the stock",
                         "stock": "the stock, before discarding",
                         "discard": "his own discard",
                         "adversary-discard": "his adversary's discard"}, fact="he looked at {}"),
    ]


@dataclass(frozen=True)
class Expose:
    """He lets cards of the stock be seen (turns them up)."""

    by: By
    expose: Annotated[Literal["top", "bottom"], Doc("Cards from the top or the bottom?",
                                                    fact="he exposed cards from the {}")]
    count: Annotated[CardCount, Doc("How many cards?", fact="he exposed {} card{s}")] = 1


@dataclass(frozen=True)
class Mix:
    """He mixes cards with his hand or his discard."""

    by: By
    mix: Annotated[
        Literal["taken", "left", "bottom", "top", "hand", "discard"],
        Doc("Which cards?", {"taken": "cards just taken up from the stock",
                             "left": "cards left in the stock",
                             "bottom": "the bottom cards of the stock (the younger's)",
                             "top": "the top cards of the stock (the elder's)",
                             "hand": "cards of his hand", "discard": "his discard"},
            fact="he mixed {}"),
    ]
    into: Annotated[Literal["hand", "discard"], Doc("Mixed with what?",
                                                    fact="he mixed them with his {}")]
    count: Annotated[CardCount, Doc("How many cards?", fact="he mixed {} card{s}")] | None = None
    shown: Annotated[bool, Doc("Were they shown to the adversary first?",
                               fact="they were shown to the adversary first")] | None = None


@dataclass(frozen=True)
class TakeBack:
    """He takes cards of his discard back into his hand."""

    by: By
    take_back: Annotated[CardCount, Doc("How many cards of his discard?",
                                        fact="he took back {} card{s} of his discard")]


@dataclass(frozen=True)
class ChangeDiscard:
    """He alters his discard (takes some back, lays out others)."""

    by: By
    change_discard: Annotated[bool, Doc("Did he alter his discard (true)?",
                                        fact=("he altered his discard",
                                              "he did not alter his discard"))]


@dataclass(frozen=True)
class Touch:
    """He draws the stock to him without taking up a card."""

    by: By
    touch: Literal["stock"]


@dataclass(frozen=True)
class CountStock:
    """The stock is counted, and found to hold so many cards."""

    by: By
    count_stock: Annotated[CardCount, Doc("How many cards does it hold?",
                                          fact="the stock holds {} card{s}")]


STEPS = ByKey({
    "call": Call, "withdraws": Withdraw, "reply": Reply, "ask": Ask, "answer": Answer, "show": Show,
    "name_suit": NameSuit, "lead": Lead, "play": Play, "throw": Throw, "retake": Retake,
    "discard": Discard, "take": Take, "announce": Announce, "look": Look, "expose": Expose,
    "mix": Mix, "take_back": TakeBack, "change_discard": ChangeDiscard, "touch": Touch,
    "count_stock": CountStock, "tricks": Tricks,
}, offered={
    "exchange": ("discard", "take", "announce", "look", "expose", "mix", "take_back",
                 "change_discard", "touch", "count_stock", "name_suit", "lead"),
    "calling": ("call", "reply", "ask", "answer", "show", "lead", "play", "withdraws"),
    "play": ("lead", "play", "throw", "retake", "ask", "answer", "show", "tricks"),
})  # fmt: skip
Step = Call | Withdraw | Reply | Ask | Answer | Show | NameSuit | Lead | Play | Throw | Discard \
    | Take | Announce | Look | Expose | Mix | TakeBack | ChangeDiscard | Touch | CountStock \
    | Retake | Tricks


@dataclass(frozen=True)
class PlayerCards:
    """A player's cards, as in deal files; each part optional."""

    hand: Annotated[Cards, Doc("What cards did he hold after the exchange?")] | None = None
    discard: Annotated[Cards, Doc("What cards did he discard?")] | None = None
    dealt: Annotated[Cards, Doc("What cards was he dealt?")] | None = None
    held: Annotated[Cards, Doc("If not his whole hand: what cards is he known to have held "
                               "(after the exchange)?")] | None = None
    not_held: Annotated[Cards, Doc("If not his whole hand: what cards is he known not to have "
                                   "held?")] | None = None

    def partly_known(self) -> bool:
        """Whether his hand is told only in part (cards held or not held): where the known
        cards do not decide a call, each card that could decide it is a fact not known."""
        return self.hand is None and bool(self.held or self.not_held)

    def with_facts(self, facts: Mapping[tuple[str | int, ...], Any]) -> PlayerCards:
        """His cards with the facts tried for them (`("holds", "QD"): True`) put in place."""
        held, not_held = _listed(self.held), _listed(self.not_held)
        for path, value in facts.items():
            if len(path) == 2 and path[0] == "holds":
                (held if value else not_held).append(str(path[1]))
        return dataclasses.replace(self, held=held or None, not_held=not_held or None)


def _listed(cards: list[str] | str | None) -> list[str]:
    """Cards as a list, written either way ("QS QH" or [QS, QH])."""
    if cards is None:
        return []
    return cards.split() if isinstance(cards, str) else list(cards)


@dataclass(frozen=True)
class Told(Incident):
    """What was said and done, step by step; optionally the players' cards."""

    kind: Annotated[
        Literal["exchange", "calling", "play"],
        Doc("Where in the deal did the dispute arise?", {
            "exchange": "in the exchange: discards, cards taken in, left, looked at, mixed",
            "calling": "in the calling: calls, replies, questions and shows",
            "play": "in the play: cards led, played to them, thrown down"}),
    ]
    steps: Annotated[list[Annotated[Step, STEPS]], Doc("What was said and done, in order?"),
                     Example({
                         "exchange": "[{by: elder, discard: 3}, {by: elder, take: 4}]",
                         "calling": "[{by: elder, call: point, cards: 5}, "
                                    "{by: younger, reply: equal}]",
                         "play": "[{by: elder, lead: [AS]}, {by: younger, play: [KS]}]"})]
    elder: Annotated[PlayerCards, Doc("What were the elder's cards, if known?")] | None = None
    younger: Annotated[PlayerCards, Doc("What were the younger's cards, if known?")] | None = None
    discovered: SinceExchange | None = None
    under_rubicon: Annotated[
        Literal["elder", "younger", "none"],
        Doc("Who was under a rubicon (short of 100 in the last deal of the partie)?", {
            "elder": "the elder", "younger": "the younger", "none": "neither"},
            fact="{} was under a rubicon"),
    ] = "none"


FORMATS = formats_by_kind(Told)
