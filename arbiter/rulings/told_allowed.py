"""A call allowed good that its caller did not hold (Cavendish, Case II): "B's admission of
three kings being good is subject to A's holding them." The younger who said "good" (or
"equal") to a call larger than the elder held, holding better, reckons what he holds once the
call is found false, though the elder has led since: law 51's limit is for "a correct call".

The finding is raised only under an edition with a law on it (1882, as the casebook reads laws
51 and 52), and only while the miscall may still be corrected without penalty (law 52: "before
the younger hand has played to the first trick"); after that, law 54 rules the miscall and its
last sentence gives the adversary "anything he has good". It rules the call, the reply and
the younger's reckoning together, so the miscall and the reply raise nothing of their own.
The other editions are registered silent by design and raise nothing.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import NamedTuple

from arbiter.decisions import Decision
from arbiter.formats import Role
from arbiter.formats.told import Call, Reply
from arbiter.rulings.core import Context, Ruling, encodes, registration, silent
from arbiter.rulings.findings import Finding, called_since
from arbiter.rulings.told_calls import FAMILY_WORDS, Declared, declarations, reply_to
from arbiter.telling.calls import family, judge_reply
from arbiter.telling.telling import Telling

KIND = "calling:allowed-false"


class AllowedFalse(NamedTuple):
    """The `player` said `reply` at step `replied` to the adversary's call at step `called`,
    which was larger than its caller held, while holding better `what` himself, and reckoned
    it at step `reckoned`; `led`: the elder had led (or called again) before that."""

    player: Role
    what: str
    reply: str
    called: int
    replied: int
    reckoned: int
    led: bool
    kind: str = KIND

    @property
    def covers(self) -> tuple[int, int]:
        """The steps whose miscall and wrong reply this finding rules."""
        return self.called, self.replied


def allowed_false(telling: Telling) -> Iterator[Finding]:
    """Each over-call allowed good by an adversary holding better who then reckons his own,
    before the younger has played to the first trick."""
    if registration(KIND, telling.edition.root.id).is_silent:
        return
    play = telling.timeline.first_play
    for declared in declarations(telling):
        if declared.truth != "over":
            continue
        answer = reply_to(telling, declared.step)
        if answer is None:
            continue
        at, reply = answer
        if reply.reply not in ("good", "equal") or not _held_better(telling, reply, declared):
            continue
        reckoned = _reckoning(telling, reply.by, family(declared.claim.what), at, play)
        if reckoned is not None:
            yield _finding(telling, declared, answer, reckoned)


def _held_better(telling: Telling, reply: Reply, declared: Declared) -> bool:
    held = reply.holding or judge_reply(declared.claim, telling.cards[reply.by],
                                        telling.edition)
    return held == "better"


def _reckoning(telling: Telling, role: Role, kind: str, after: int,
               play: int | None) -> int | None:  # fmt: skip
    """The step where `role` calls something of `kind` after step `after`, before the younger
    has played to the first trick."""
    for number, step in telling.numbered():
        if number <= after or (play is not None and number >= play):
            continue
        if isinstance(step, Call) and step.by == role and family(step.call) == kind:
            return number
    return None


def _finding(telling: Telling, declared: Declared, answer: tuple[int, Reply],
             reckoned: int) -> Finding:  # fmt: skip
    at, reply = answer
    lead = telling.timeline.first_lead
    led = called_since(telling, reckoned, since=at) or (lead is not None and lead < reckoned)
    what = FAMILY_WORDS[family(declared.claim.what)]
    incident = AllowedFalse(reply.by, what, reply.reply, declared.step, at, reckoned, led)
    words = (f"the {reply.by} reckoned his {what}, having said \"{reply.reply}\" at step {at} "
             f"to {declared.claim.words()}, which was not held")
    return Finding(at, words, incident, names=reckoned)


@encodes(KIND, {"portland-1882": {"reply": "51", "miscall": "52"}})
def allowed_false_1882(ctx: Context[AllowedFalse]) -> Ruling:
    """Laws 51 and 52 as Case II reads them: a "good" given to a call its caller did not hold
    binds the replier no more than the call was true; he reckons what he holds, and the caller
    corrects his miscall without penalty while law 52 lets him."""
    finding, miscall = ctx.incident, ctx.law("miscall")
    cited, limit = _reply_law(ctx)
    reply = ctx.name(cited)
    said = f"\"{finding.reply}\""
    since = f"; the elder had led since, which law {reply} would otherwise make too late" \
        if finding.led else ""
    return ctx.decide(
        Decision.RECTIFY, [cited, miscall],
        f"The {finding.player} reckons his {finding.what}: his {said} was given to a call not "
        "held.",
        f"The {finding.player} said {said} to a call larger than its caller held, holding "
        f"better, and reckons his own {finding.what}{since}. Law {reply} binds a reply to 'a "
        f"correct call'; this one was not, and by law {miscall} its caller 'may correct his "
        "miscall before the younger hand has played to the first trick', without penalty.",
        notes=[f"Cavendish's decision goes beyond the bare words of laws {reply} and "
               f"{miscall}: by law {reply} {limit}, and law {miscall} speaks only of the "
               "caller's correcting his miscall; Case II lets the replier reckon what his reply "
               "gave up, for 'when he supposes A to have three kings, he may desire to sink his "
               "tens'."],
        follows=["II"],
    )  # fmt: skip


def _reply_law(ctx: Context[AllowedFalse]) -> tuple[str, str]:
    """The law that binds a reply to a correct call, and its limit in its own words (law 51,
    or au cent's "must abide by his answer")."""
    rule = ctx.edition.rules.reply_correction
    if rule is not None and rule.until == "never":
        return rule.law, ("the younger 'having allowed a correct call to be good or "
                                    "equal, must abide by his answer'")
    return ctx.law("reply"), ("the younger may correct his reply only 'before the elder hand "
                              "has made another call; or, in case there is no further call, "
                              "before the elder hand has led a card'")


for _edition in ("royall-1651", "cotton-1674", "miller-sca"):
    silent(KIND, _edition, [], "a reply given to a call not held is ruled as a miscall.")
