"""Cards: parsing, printing and packs (SPEC "Cards")."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from arbiter.cards import Card, Rank, Suit, make_pack
from arbiter.errors import InputError


@pytest.mark.parametrize(
    ("text", "rank", "suit"),
    [
        ("AS", Rank.ACE, Suit.SPADES),
        ("10h", Rank.TEN, Suit.HEARTS),
        ("TH", Rank.TEN, Suit.HEARTS),
        ("th", Rank.TEN, Suit.HEARTS),
        ("Q♠", Rank.QUEEN, Suit.SPADES),
        ("j♦", Rank.KNAVE, Suit.DIAMONDS),
        ("6c", Rank.SIX, Suit.CLUBS),
        (" 7♣ ", Rank.SEVEN, Suit.CLUBS),
    ],
)
def test_parse_good_cards(text: str, rank: Rank, suit: Suit) -> None:
    assert Card.parse(text) == Card(rank, suit)


@pytest.mark.parametrize("text", ["5S", "1H", "AX", "", "A", "10", "KSS", "♠K", "11H", "ZZ"])
def test_parse_bad_cards(text: str) -> None:
    with pytest.raises(InputError, match="is not a card"):
        Card.parse(text)


@given(st.sampled_from(list(Rank)), st.sampled_from(list(Suit)))
def test_text_form_round_trips(rank: Rank, suit: Suit) -> None:
    card = Card(rank, suit)
    assert Card.parse(str(card)) == card
    assert Card.parse(card.symbol) == card


def test_ten_prints_as_10() -> None:
    assert str(Card.parse("TH")) == "10H"
    assert Card.parse("TH").symbol == "10♥"


def test_pip_values_and_order() -> None:
    assert Rank.ACE.pips == 11
    assert [r.pips for r in (Rank.KING, Rank.QUEEN, Rank.KNAVE, Rank.TEN)] == [10] * 4
    assert Rank.SEVEN.pips == 7
    assert Rank.ACE.order > Rank.KING.order > Rank.TEN.order > Rank.NINE.order > Rank.SIX.order
    assert {r for r in Rank if r.is_court} == {Rank.KING, Rank.QUEEN, Rank.KNAVE}


def test_packs() -> None:
    ranks = list(Rank)
    assert len(make_pack(ranks)) == 36
    assert len(make_pack(ranks[:-1])) == 32
    assert len(set(make_pack(ranks))) == 36
