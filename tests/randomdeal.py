"""Random legal deals, for property tests and benchmarks.

A deal is made as at the table: the pack is shuffled, each player is dealt his hand, the
elder and then the younger exchange within the edition's limits, and the tricks are played
with suit followed when able. A few knobs make the rarer scores come up often enough to
test: a hand dealt without court cards (carte blanche), the elder dealt the best cards, and
play that always tries to win (which makes capots).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from arbiter.cards import Card
from arbiter.formats import Role, other
from arbiter.game.deal import Deal, Hand, Trick
from arbiter.lawbook.editions import Edition


@dataclass(frozen=True)
class Knobs:
    """How a random deal leans: `blanche` deals these players no court card (when the pack
    allows it), `stacked` deals the elder the highest cards, `greedy` plays to win tricks."""

    blanche: tuple[Role, ...] = ()
    stacked: bool = False
    greedy: bool = False
    tricks: int | None = None  # how many tricks to play; None plays them all


def random_deal(edition: Edition, rng: random.Random, knobs: Knobs = Knobs()) -> Deal:
    """A legal deal under `edition`, drawn with `rng`."""
    pack = _arranged_pack(edition, rng, knobs)
    size = edition.rules.deal.hand
    dealt: dict[Role, list[Card]] = {"elder": pack[:size], "younger": pack[size : 2 * size]}
    stock = pack[2 * size :]
    elder = _exchange(dealt["elder"], stock, _take_count(edition, "elder", len(stock), rng),
                      rng, knobs.greedy)  # fmt: skip
    left = stock[len(elder.discard or ()) :]
    younger = _exchange(dealt["younger"], left, _take_count(edition, "younger", len(left), rng),
                        rng, knobs.greedy)  # fmt: skip
    count = size if knobs.tricks is None else knobs.tricks
    tricks = play_out(elder.cards, younger.cards, count, rng, knobs.greedy)
    return Deal(edition, elder, younger, tricks)


def _arranged_pack(edition: Edition, rng: random.Random, knobs: Knobs) -> list[Card]:
    pack = edition.pack
    rng.shuffle(pack)
    if knobs.stacked:
        pack.sort(key=lambda card: card.rank.order, reverse=True)
    size = edition.rules.deal.hand
    plain = [card for card in pack if not card.rank.is_court]
    if len(plain) < size * len(knobs.blanche):
        return pack
    hands: dict[Role, list[Card]] = {}
    for role in knobs.blanche:
        hands[role] = plain[:size]
        plain = plain[size:]
    rest = [card for card in pack if not any(card in hand for hand in hands.values())]
    for role in ("elder", "younger"):
        if role not in hands:
            hands[role], rest = rest[:size], rest[size:]
    return hands["elder"] + hands["younger"] + rest


def _take_count(edition: Edition, role: Role, stock: int, rng: random.Random) -> int:
    """How many cards a player exchanges: at least the minimum, at most his limit, leaving
    the younger at least the minimum when the elder exchanges (1651 VI, 1882 21)."""
    rule = edition.rules.exchange
    limit = rule.elder_max if role == "elder" else rule.younger_max
    most = stock - rule.minimum if role == "elder" else stock
    if limit is not None:
        most = min(most, limit)
    return rng.randint(rule.minimum, most)


def _exchange(
    dealt: list[Card], stock: Sequence[Card], count: int, rng: random.Random, greedy: bool
) -> Hand:
    if greedy:
        discard = sorted(dealt, key=lambda card: card.rank.order)[:count]
    else:
        discard = rng.sample(dealt, count)
    kept = [card for card in dealt if card not in discard]
    return Hand(tuple(kept + list(stock[:count])), tuple(dealt), tuple(discard))


def play_out(
    elder: Sequence[Card], younger: Sequence[Card], count: int, rng: random.Random,
    greedy: bool = False,
) -> tuple[Trick, ...]:  # fmt: skip
    """Play `count` legal tricks: the elder leads first, the winner of a trick leads next."""
    left: dict[Role, list[Card]] = {"elder": list(elder), "younger": list(younger)}
    leader: Role = "elder"
    tricks: list[Trick] = []
    for _ in range(count):
        led = _lead(left[leader], rng, greedy)
        left[leader].remove(led)
        played = _follow(led, left[other(leader)], rng, greedy)
        left[other(leader)].remove(played)
        trick = Trick.of(leader, led, played)
        tricks.append(trick)
        leader = trick.winner
    return tuple(tricks)


def _lead(cards: list[Card], rng: random.Random, greedy: bool) -> Card:
    if greedy:
        return max(cards, key=lambda card: card.rank.order)
    return rng.choice(cards)


def _follow(led: Card, cards: list[Card], rng: random.Random, greedy: bool) -> Card:
    same = [card for card in cards if card.suit == led.suit]
    choices = same or cards
    if not greedy:
        return rng.choice(choices)
    winners = [card for card in same if card.rank.order > led.rank.order]
    if winners:
        return min(winners, key=lambda card: card.rank.order)
    return min(choices, key=lambda card: card.rank.order)


def deal_document(deal: Deal) -> dict[str, Any]:
    """The deal as a deal file's data (SPEC "Deal files and scores"), ready for YAML."""

    def hand(h: Hand) -> dict[str, list[str]]:
        data = {"dealt": h.dealt or (), "discard": h.discard or (), "hand": h.cards}
        return {key: [str(card) for card in cards] for key, cards in data.items() if cards}

    return {
        "edition": deal.edition.id,
        "elder": hand(deal.elder),
        "younger": hand(deal.younger),
        "tricks": [[str(trick.led)] + ([str(trick.played)] if trick.played is not None else [])
                   for trick in deal.tricks],  # a card nobody could play to: a trick of one
    }
