"""Properties of scoring under penalties, on random legal deals (issue 16):

- under penalties the totals are the sum of the categories and of the events;
- a penalty never raises the offender's score nor lowers his adversary's (against the same
  deal scored without its penalties);
- every score a penalty changed has an event citing the penalty's law, and every event of 0
  points is a struck score citing one.
"""

from __future__ import annotations

import random

import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from arbiter.cards import Card
from arbiter.decisions import Penalty
from arbiter.files.yamlio import Document
from arbiter.formats import ROLES, Role, other
from arbiter.game.deal import Deal
from arbiter.game.penalised import score_deal
from arbiter.game.penalties import NONE, Penalised, applied
from arbiter.game.tally import CATEGORIES, DealScore
from arbiter.lawbook.penalties import rules_of
from arbiter.lawbook.store import edition_ids
from arbiter.rulings.deal_file import deal_from
from arbiter.variants.find import find_edition
from tests.randomdeal import Knobs, random_deal

EDITIONS = edition_ids()
SETTINGS = settings(max_examples=300, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow])  # fmt: skip
# The effects that need no odd hand nor odd trick, and what a lost declaration may name.
PLAIN_EFFECTS = ("reckons-nothing", "adversary-reckons-all", "loses-declaration", "loses-game")
WHATS = ("blanche", "point", "sequence", "set", "pique", "repique")


@st.composite
def deals(draw: st.DrawFn) -> Deal:
    edition = find_edition(draw(st.sampled_from(EDITIONS)))
    rng = draw(st.randoms(use_true_random=False))
    knobs = Knobs(
        blanche=draw(st.sampled_from([(), (), ("elder",), ("younger",), ROLES])),
        stacked=draw(st.booleans()),
        greedy=draw(st.booleans()),
        tricks=draw(st.one_of(st.none(), st.none(), st.integers(0, 12))),
    )
    return random_deal(edition, rng, knobs)


@st.composite
def penalised_deals(draw: st.DrawFn) -> tuple[Deal, Role]:
    """A random deal with one to three penalties its edition lays, all on one offender."""
    deal = draw(deals())
    rules = rules_of(deal.edition)
    offender: Role = draw(st.sampled_from(ROLES))
    possible: list[tuple[str, str | None, str]] = []
    for effect in PLAIN_EFFECTS:
        rule = rules.of(effect)
        if rule is None:
            continue
        for what in (WHATS if effect == "loses-declaration" else (None,)):
            law = rule.law_for(what)
            if law is not None and not (what == "pique" and offender == "younger"):
                possible.append((effect, what, law))
    if not possible:  # Miller: a repique lost is all its text lays
        possible = [("loses-declaration", "repique", "repique")]
    chosen = draw(st.lists(st.sampled_from(possible), min_size=1, max_size=3, unique=True))
    found = tuple(applied(deal.edition, offender, effect, what, law)
                  for effect, what, law in chosen)  # fmt: skip
    return deal._replace(penalised=Penalised(found)), offender


def laws_of(penalties: tuple[Penalty, ...]) -> set[str]:
    return {penalty.ref for penalty in penalties}


def check_sums(score: DealScore) -> None:
    running = {"elder": 0, "younger": 0}
    for event in score.events:
        running[event.player] += event.points
        assert (event.elder_total, event.younger_total) == (running["elder"],
                                                            running["younger"])  # fmt: skip
    for role in ROLES:
        parts = score.player(role).to_json()
        assert parts["total"] == sum(parts[c] for c in CATEGORIES) == running[role]
        for category in CATEGORIES:
            assert parts[category] == sum(e.points for e in score.events
                                          if e.player == role and e.category == category)


@SETTINGS
@given(case=penalised_deals())
def test_totals_under_penalties_are_the_sum_of_categories_and_of_events(
        case: tuple[Deal, Role]) -> None:  # fmt: skip
    check_sums(score_deal(case[0]))


@SETTINGS
@given(case=penalised_deals())
def test_a_penalty_never_raises_the_offender_nor_lowers_his_adversary(
        case: tuple[Deal, Role]) -> None:  # fmt: skip
    deal, offender = case
    score, plain = score_deal(deal), score_deal(deal._replace(penalised=NONE))
    assert score.player(offender).total <= plain.player(offender).total
    assert score.player(other(offender)).total >= plain.player(other(offender)).total


@SETTINGS
@given(case=penalised_deals())
def test_every_changed_score_cites_the_penalty(case: tuple[Deal, Role]) -> None:
    deal = case[0]
    score, plain = score_deal(deal), score_deal(deal._replace(penalised=NONE))
    laws = laws_of(deal.penalised.penalties)
    assert score.penalties == deal.penalised.penalties
    for role in ROLES:
        now, before = score.player(role).to_json(), plain.player(role).to_json()
        for category in CATEGORIES:
            if now[category] != before[category]:
                assert any(e.law in laws for e in score.events
                           if e.player == role and e.category == category), (role, category)
    assert all(e.law in laws and e.struck > 0 for e in score.events if e.points == 0)


@SETTINGS
@given(case=penalised_deals())
def test_what_a_penalty_strikes_scores_nothing(case: tuple[Deal, Role]) -> None:
    """He who reckons nothing scores nothing in hand, nor a pique or repique; nothing at all
    where his edition spares nothing (1882 law 58); a lost declaration scores nothing."""
    deal, offender = case
    score = score_deal(deal).player(offender).to_json()
    kinds = {p.effect: p for p in deal.penalised.penalties}
    if "reckons-nothing" in kinds:
        spared = rules_of(deal.edition).reckons_nothing
        assert spared is not None
        hand = ("blanche", "point", "sequences", "sets", "repique", "pique")
        assert all(score[c] == 0 for c in hand)
        if spared.spares == "nothing":
            assert score["total"] == 0
    category = {"sequence": "sequences", "set": "sets"}
    for penalty in deal.penalised.penalties:
        if penalty.effect == "loses-declaration" and penalty.what is not None:
            assert score[category.get(penalty.what, penalty.what)] == 0


# --- odd hands: eleven or thirteen cards, tricks of one card -------------------------------


def play_odd(elder: list[Card], younger: list[Card], due: int,
             rng: random.Random) -> list[list[str]]:  # fmt: skip
    """Legal tricks for hands of any size, as a deal file writes them: suit followed when able,
    a card of any suit when not; a card nobody can answer is a trick of one; the winner leads,
    or his adversary when he has no card left; `due` tricks at most (a long hand keeps one)."""
    left: dict[Role, list[Card]] = {"elder": list(elder), "younger": list(younger)}
    leader: Role = "elder"
    tricks: list[list[str]] = []
    while len(tricks) < due and (left["elder"] or left["younger"]):
        if not left[leader]:
            leader = other(leader)
        led = rng.choice(left[leader])
        left[leader].remove(led)
        answers = left[other(leader)]
        if not answers:
            tricks.append([str(led)])
            continue
        played = rng.choice([c for c in answers if c.suit == led.suit] or answers)
        answers.remove(played)
        tricks.append([str(led), str(played)])
        if played.suit == led.suit and played.rank.order > led.rank.order:
            leader = other(leader)
    return tricks


@st.composite
def odd_deals(draw: st.DrawFn) -> tuple[str, Role, str]:
    """A deal file's text: one hand a card short (its adversary counts the cards it cannot
    play to) or a card long (its holder reckons nothing), under an edition that has the law."""
    long = draw(st.booleans())
    effect = "reckons-nothing" if long else "adversary-counts-unplayable-as-tricks"
    names = [e for e in EDITIONS if rules_of(find_edition(e)).of(effect) is not None]
    edition = find_edition(draw(st.sampled_from(names)))
    rng = draw(st.randoms(use_true_random=False))
    deal = random_deal(edition, rng, Knobs(tricks=0))
    offender: Role = draw(st.sampled_from(ROLES))
    hands = {role: list(deal.hand(role).cards) for role in ROLES}
    if long:
        spare = [c for c in edition.pack if c not in hands["elder"] and c not in hands["younger"]]
        hands[offender].append(rng.choice(spare))
    else:
        hands[offender].remove(rng.choice(hands[offender]))
    tricks = play_odd(hands["elder"], hands["younger"], edition.rules.deal.hand, rng)
    data = {"edition": edition.id, "penalties": [{"player": offender, "effect": effect}],
            **{role: {"hand": [str(c) for c in hands[role]]} for role in ROLES},
            "tricks": tricks}  # fmt: skip
    return yaml.safe_dump(data, sort_keys=False), offender, effect


@SETTINGS
@given(case=odd_deals())
def test_an_odd_hand_accounted_for_is_read_and_scored(case: tuple[str, Role, str]) -> None:
    """The reader takes the odd hand and its tricks of one card; all twelve tricks are played
    (the long hand keeps a card); the sums hold; each trick of one card is its leader's, and
    the cards or a capot won with it cite the short hand's penalty."""
    text, offender, effect = case
    deal = deal_from(Document(yaml.safe_load(text), "odd.yaml"),
                     yaml.safe_load(text), ())  # fmt: skip
    score = score_deal(deal)
    check_sums(score)
    assert len(deal.tricks) == deal.edition.rules.deal.hand and deal.complete
    assert sum(score.tricks_won) == len(deal.tricks)
    singles = [t for t in deal.tricks if t.unanswered]
    assert all(t.leader == other(offender) == t.winner for t in singles)
    if effect == "reckons-nothing":
        assert not singles
    else:
        assert len(singles) == 1
        law = deal.penalised.penalties[0].ref
        for event in score.events:  # the cards or capot won with it cite the penalty
            if event.category in ("cards", "capot"):
                assert (event.law == law) == (event.player == singles[0].winner)
