"""Scoring: worked examples for each edition, reckoned by hand from the texts.

The deal files under `examples/deals/` carry their hand reckoning in a comment; the tests
here assert the whole result of each (every category and every event with its running
totals and law), then vary them to reach the other cases.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from arbiter.cards import Card
from arbiter.game.deal import Deal
from arbiter.game.holdings import (
    Point,
    best_point,
    card_sets,
    has_carte_blanche,
    point_score,
    sequences,
)
from arbiter.game.notes import notes
from arbiter.game.operations import Trick
from arbiter.game.penalised import score_deal
from arbiter.game.scoring import blanche_scorers, reckon_trick
from arbiter.game.tally import CATEGORIES, DealScore, PlayerScore
from arbiter.rulings.deal_file import load_deal
from arbiter.variants.find import find_edition

EXAMPLES = Path(__file__).resolve().parent.parent / "examples" / "deals"


def cards(text: str) -> list[Card]:
    return [Card.parse(code) for code in text.split()]


def example(name: str) -> dict[str, Any]:
    data: dict[str, Any] = yaml.safe_load((EXAMPLES / f"{name}.yaml").read_text("utf-8"))
    return data


def deal_of(tmp_path: Path, data: dict[str, Any], edition: str | None = None) -> Deal:
    """Write the deal data to a file and load it through the checked path, as the CLI does."""
    path = tmp_path / "deal.yaml"
    path.write_text(yaml.safe_dump(data), encoding="utf-8")
    return load_deal(path, edition)


def score_of(name: str) -> DealScore:
    return score_deal(load_deal(EXAMPLES / f"{name}.yaml"))


def parts(score: PlayerScore) -> dict[str, int]:
    return {key: value for key, value in score.to_json().items() if value and key != "total"}


def events(score: DealScore) -> list[tuple[str, str, int, int, int, str]]:
    return [
        (e.category, e.player[0], e.points, e.elder_total, e.younger_total, e.law)
        for e in score.events
    ]


def plays(player: str, points: int, start: tuple[int, int], law: str, count: int = 1) -> list[
    tuple[str, str, int, int, int, str]
]:  # fmt: skip
    """`count` play events of `points` each for one player, from the totals `start`."""
    elder, younger = start
    found = []
    for _ in range(count):
        if player == "e":
            elder += points
        else:
            younger += points
        found.append(("play", player, points, elder, younger, law))
    return found


# --- the point: rounding and measure -------------------------------------------------------


@pytest.mark.parametrize(
    ("pips", "expected"),
    [(21, 2), (30, 3), (34, 3), (35, 4), (39, 4), (40, 4), (44, 4), (45, 5), (51, 5), (58, 6)],
)
def test_vii_ruff_reckons_a_point_a_ten_with_five_and_over_as_the_next_ten(
    pips: int, expected: int
) -> None:
    assert point_score(Point(Card.parse("AS").suit, 5, pips), "tenths-half-up") == expected


def test_62_point_scores_one_a_card() -> None:
    assert point_score(Point(Card.parse("AS").suit, 6, 58), "per-card") == 6


def test_62_more_cards_beat_more_pips_but_vii_counts_pips_only() -> None:
    hand = cards("AS KS QS JS 9H 8H 7H 10H 9D AC 7C 8D")
    # spades: four cards, 41 pips; hearts: four cards, 34 pips
    assert best_point(hand, "pips").pips == 41
    five_small = cards("10H 9H 8H 7H 6H AS KS QS 9D 8D 7C 6C")
    # hearts: five cards, 40 pips; spades: three cards, 31 pips
    assert best_point(five_small, "cards-then-pips").cards == 5
    longer = best_point(five_small, "cards-then-pips").strength("cards-then-pips")
    shorter = best_point(hand, "cards-then-pips").strength("cards-then-pips")
    assert longer > shorter  # (5, 40) beats (4, 41) in 1882
    assert best_point(five_small, "pips").strength("pips") < best_point(hand, "pips").strength(
        "pips"
    )  # 40 loses to 41 in 1651


def test_names_of_declarations() -> None:
    hand = cards("KH QH JH 10H 9H KS QS 10D 10C 10S KD QD")
    assert best_point(hand, "cards-then-pips").name() == "point of five in hearts, 49"
    assert [run.name() for run in sequences(hand)] == ["quint to the king in hearts"]
    assert sequences(cards("AS KS QS 9H 8H 7H"))[0].name() == "tierce major in spades"
    assert [found.name() for found in card_sets(hand)] == [
        "quatorze of tens",
        "trio of kings",
        "trio of queens",
    ]


def test_a_run_counts_once_at_its_full_length() -> None:
    runs = sequences(cards("AS KS QS JS 10S 9S 8S 7S 6S AH KH 6D"))
    assert [(run.length, run.top.value) for run in runs] == [(9, "A")]


def test_carte_blanche_is_a_hand_without_king_queen_or_knave() -> None:
    assert has_carte_blanche(cards("AS 10S 9S 8S 7S 6S AH 10H 9H 8H 7H 6H"))
    assert not has_carte_blanche(cards("AS 10S 9S 8S 7S 6S AH 10H 9H 8H 7H JH"))


# --- carte blanche: who scores when one or both hold one -----------------------------------


@pytest.mark.parametrize(
    ("edition", "elder", "younger", "scorers"),
    [
        ("royall-1651", True, False, ["elder"]),
        ("royall-1651", False, True, ["younger"]),
        ("royall-1651", True, True, ["younger"]),  # V: the younger's bars the elder's
        ("cotton-1674", True, True, ["younger"]),  # 5
        ("portland-1882", True, True, ["elder", "younger"]),  # 61: each scores ten
        ("portland-1882", False, True, ["younger"]),
        ("miller-sca", True, False, ["elder"]),
        ("miller-sca", False, True, []),  # the younger may not declare a blank independently
        ("miller-sca", True, True, []),  # both: no points are awarded
    ],
)
def test_carte_blanche_held_by_one_or_both(
    edition: str, elder: bool, younger: bool, scorers: list[str]
) -> None:
    rule = find_edition(edition).rules.blanche
    assert blanche_scorers(rule, {"elder": elder, "younger": younger}) == scorers


# --- royall-1651 ---------------------------------------------------------------------------


def test_1651_repique_and_capot() -> None:
    score = score_of("royall-1651-repique-capot")
    assert parts(score.elder) == {
        "point": 6, "sequences": 19, "sets": 17, "repique": 60, "play": 12, "capot": 40,
    }  # fmt: skip
    assert score.elder.total == 154 and score.younger.total == 0
    assert events(score) == [
        ("point", "e", 6, 6, 0, "VII"),
        ("sequences", "e", 19, 25, 0, "VIII.3"),
        ("sets", "e", 17, 42, 0, "IX"),
        ("repique", "e", 60, 102, 0, "XI.1"),
        *plays("e", 1, (102, 0), "X.1", count=5),  # A K Q J 10 of spades led
        # the nine of spades led scores nothing
        *plays("e", 1, (107, 0), "X.1", count=5),
        ("play", "e", 2, 114, 0, "X.2"),  # the last trick, won with the ace: 2, not 1 + 1
        ("capot", "e", 40, 154, 0, "XI.4"),
    ]
    assert score.tricks_won == (12, 0)


def test_1651_pique_on_the_first_lead_with_equal_points() -> None:
    score = score_of("royall-1651-pique")
    assert parts(score.elder) == {"sequences": 15, "sets": 14, "pique": 30, "play": 7}
    assert parts(score.younger) == {"play": 7}
    assert events(score) == [
        ("sequences", "e", 15, 15, 0, "VIII.3"),
        ("sets", "e", 14, 29, 0, "IX"),
        ("play", "e", 1, 30, 0, "X.1"),
        ("pique", "e", 30, 60, 0, "XI.2"),
        *plays("e", 1, (60, 0), "X.1", count=5),
        ("play", "y", 1, 65, 1, "X.1"),  # the ace of hearts wins the ten
        *plays("y", 1, (65, 1), "X.1", count=3),  # K hearts, A and K diamonds led
        ("play", "e", 1, 66, 4, "X.1"),  # the nine of clubs led scores nothing; the ten wins
        ("play", "y", 1, 66, 5, "X.1"),
        ("play", "y", 2, 66, 7, "X.2"),
    ]
    assert score.tricks_won == (6, 6)  # divided: no score for the cards
    standing = {(d.category, d.player): d.standing for d in score.declarations}
    assert standing[("point", "elder")] == standing[("point", "younger")] == "equal"


def test_1651_the_youngers_blanche_bars_the_pique(tmp_path: Path) -> None:
    data = example("royall-1651-pique")
    data["younger"]["dealt"] = "AH 9H 8H 7H 6H AD 9D AC 9C 9S 8S 7S"
    data["younger"]["discard"] = "9S 8S 7S"
    score = score_deal(deal_of(tmp_path, data))
    assert parts(score.younger) == {"blanche": 10, "play": 7}
    assert parts(score.elder) == {"sequences": 15, "sets": 14, "play": 7}
    assert score.events[0].law == "V"
    assert [e.category for e in score.events[:4]] == ["blanche", "sequences", "sets", "play"]


def test_1651_a_first_lead_under_a_ten_wins_no_pique(tmp_path: Path) -> None:
    """Twenty-nine in hand and a nine led: the pique needs the point for the first lead."""
    data = example("royall-1651-pique")
    data["tricks"] = []
    score = score_deal(deal_of(tmp_path, data))
    assert score.elder.total == 29 and score.elder.pique == 0


def test_1651_partial_tricks_score_the_play_but_no_last_trick_nor_cards(tmp_path: Path) -> None:
    data = example("royall-1651-repique-capot")
    data["tricks"] = data["tricks"][:11]
    deal = deal_of(tmp_path, data)
    score = score_deal(deal)
    assert parts(score.elder) == {
        "point": 6, "sequences": 19, "sets": 17, "repique": 60, "play": 10,
    }  # fmt: skip
    assert any("11 of 12 tricks" in note for note in notes(deal, score))


# --- cotton-1674 ---------------------------------------------------------------------------


def test_1674_both_blanches_equal_sequences_and_the_last_trick_won_with_a_nine() -> None:
    score = score_of("cotton-1674-blanches")
    assert parts(score.elder) == {"point": 5, "play": 7, "cards": 10}
    assert parts(score.younger) == {"blanche": 10, "play": 4}
    assert events(score) == [
        ("blanche", "y", 10, 0, 10, "5"),
        ("point", "e", 5, 5, 10, "6"),  # 45 pips reckon as 50
        ("play", "e", 1, 6, 10, "12"),
        ("play", "e", 1, 7, 10, "12"),  # the ten of spades led ...
        ("play", "y", 1, 7, 11, "12"),  # ... and won with the queen
        *plays("y", 1, (7, 11), "12", count=3),
        ("play", "e", 1, 8, 14, "12"),  # the king of diamonds wins the ten the younger led
        *plays("e", 1, (8, 14), "12", count=2),
        ("play", "e", 1, 11, 14, "12"),  # the ten of hearts led
        ("play", "e", 1, 12, 14, "12"),  # the last trick, led and won with a nine: 1
        ("cards", "e", 10, 22, 14, "12"),
    ]
    standing = {(d.category, d.player): d.standing for d in score.declarations}
    assert standing[("sequences", "elder")] == "equal"
    assert standing[("blanche", "elder")] == "barred"


def test_1674_the_elders_blanche_alone_scores(tmp_path: Path) -> None:
    data = example("cotton-1674-blanches")
    del data["younger"]["dealt"], data["younger"]["discard"]
    score = score_deal(deal_of(tmp_path, data))
    assert score.events[0].category == "blanche" and score.events[0].player == "elder"
    assert score.elder.blanche == 10 and score.younger.blanche == 0


# --- portland-1882 -------------------------------------------------------------------------


def test_1882_pique_made_in_the_play() -> None:
    score = score_of("portland-1882-pique")
    assert parts(score.elder) == {
        "point": 6, "sequences": 19, "sets": 3, "pique": 30, "play": 10, "cards": 10,
    }  # fmt: skip
    assert parts(score.younger) == {"play": 4}
    assert events(score) == [
        ("point", "e", 6, 6, 0, "62"),
        ("sequences", "e", 19, 25, 0, "63"),
        ("sets", "e", 3, 28, 0, "64"),
        ("play", "e", 1, 29, 0, "65"),
        ("play", "e", 1, 30, 0, "65"),
        ("pique", "e", 30, 60, 0, "69"),
        *plays("e", 1, (60, 0), "65", count=8),
        ("play", "y", 1, 68, 1, "65"),
        ("play", "y", 1, 68, 2, "65"),
        ("play", "y", 2, 68, 4, "65"),  # the last trick led and won: 2 instead of 1
        ("cards", "e", 10, 78, 4, "66"),
    ]


def test_1882_capot_and_the_youngers_point_bars_repique_and_pique() -> None:
    deal = load_deal(EXAMPLES / "portland-1882-capot.yaml")
    score = score_deal(deal)
    assert parts(score.elder) == {"sequences": 8, "sets": 28, "play": 13, "capot": 40}
    assert parts(score.younger) == {"point": 5}
    assert events(score)[:3] == [
        ("point", "y", 5, 0, 5, "62"),
        ("sequences", "e", 8, 8, 5, "63"),
        ("sets", "e", 28, 36, 5, "64"),
    ]
    assert events(score)[-2:] == [("play", "e", 2, 49, 5, "65"), ("capot", "e", 40, 89, 5, "66")]
    assert any("repique" in note and "law 67" in note for note in notes(deal, score))


def test_1882_the_elders_blanche_and_a_partial_deal() -> None:
    score = score_of("portland-1882-partial")
    assert parts(score.elder) == {"blanche": 10, "sequences": 10, "sets": 3, "play": 4}
    assert parts(score.younger) == {"point": 7, "play": 1}
    assert events(score) == [
        ("blanche", "e", 10, 10, 0, "61"),
        ("point", "y", 7, 10, 7, "62"),
        ("sequences", "e", 10, 20, 7, "63"),
        ("sets", "e", 3, 23, 7, "64"),
        *plays("e", 1, (23, 7), "65", count=4),
        ("play", "y", 1, 27, 8, "65"),
    ]


def test_1882_the_youngers_hand_score_bars_a_pique_the_play_would_make(tmp_path: Path) -> None:
    """Law 67: the younger's hand reckons before any play, though he calls it after the
    first lead, so his trio bars the pique the elder's leads would make."""
    data = example("portland-1882-pique")
    # the nine of diamonds for the ace: the elder loses his trio of aces, the younger's
    # trio of queens is good, and the same tricks are still legal
    data["elder"]["hand"] = [("9D" if card == "AD" else card) for card in data["elder"]["hand"]]
    data["tricks"][8] = ["9D", "JC"]
    deal = deal_of(tmp_path, data)
    score = score_deal(deal)
    assert parts(score.elder) == {"point": 6, "sequences": 19, "play": 10, "cards": 10}
    assert parts(score.younger) == {"sets": 3, "play": 4}
    assert events(score)[:4] == [
        ("point", "e", 6, 6, 0, "62"),
        ("sequences", "e", 19, 25, 0, "63"),
        ("sets", "y", 3, 25, 3, "64"),
        ("play", "e", 1, 26, 3, "65"),
    ]
    assert max(e.elder_total for e in score.events if e.category == "play") == 35
    assert any("pique" in note and "law 67" in note for note in notes(deal, score))


# --- miller-sca ----------------------------------------------------------------------------


def test_miller_blank_repique_trio_of_thirteen_and_an_ace_winning_the_last_trick() -> None:
    score = score_of("miller-sca-blanche-repique")
    assert parts(score.elder) == {
        "blanche": 10, "point": 6, "sequences": 18, "sets": 13, "repique": 60, "play": 19,
        "cards": 10,
    }  # fmt: skip
    assert parts(score.younger) == {"play": 2}
    got = events(score)
    assert got[:5] == [
        ("blanche", "e", 10, 10, 0, "blanks"),
        ("point", "e", 6, 16, 0, "ruffs"),
        ("sequences", "e", 18, 34, 0, "sequences"),
        ("repique", "e", 60, 94, 0, "repique"),  # won at the sequences, before the sets
        ("sets", "e", 13, 107, 0, "sets"),
    ]
    assert got[-3:] == [
        ("play", "e", 1, 124, 2, "tricks"),  # the ace of diamonds led ...
        ("play", "e", 2, 126, 2, "tricks"),  # ... and the last trick won with it: 3 in all
        ("cards", "e", 10, 136, 2, "tricks"),
    ]
    # the king of hearts led scores for the younger; the ace that wins it for the elder
    assert ("play", "y", 1, 117, 2, "tricks") in got and ("play", "e", 1, 118, 2, "tricks") in got


def test_miller_both_blanks_cancel_and_a_capot_scores_sixty() -> None:
    score = score_of("miller-sca-capot")
    assert parts(score.elder) == {"sequences": 30, "sets": 14, "play": 25, "capot": 60}
    assert parts(score.younger) == {"point": 6}
    assert events(score)[-3:] == [
        ("play", "e", 1, 67, 6, "tricks"),
        ("play", "e", 2, 69, 6, "tricks"),
        ("capot", "e", 60, 129, 6, "tricks"),
    ]


def test_miller_has_no_pique(tmp_path: Path) -> None:
    """The 1651 pique deal under Miller: 29 in hand and the ace led make no pique."""
    score = score_deal(deal_of(tmp_path, example("royall-1651-pique"), "miller"))
    assert score.elder.pique == 0 and score.events[2].elder_total == 30


# --- the play, trick by trick --------------------------------------------------------------


def trick(leader: str, led: str, played: str) -> Trick:
    return Trick.of(leader, Card.parse(led), Card.parse(played))  # type: ignore[arg-type]


def trick_scores(edition: str, t: Trick, last: bool) -> list[tuple[str, int, str]]:
    rules = find_edition(edition).rules
    return [(s.player, s.points, s.law) for s in reckon_trick(t, rules, last) if s.points]


@pytest.mark.parametrize(
    ("edition", "led", "played", "last", "expected"),
    [
        # 1651 X.1: a ten or better led scores; a follower winning with a ten or better scores
        ("royall-1651", "AS", "7S", False, [("elder", 1, "X.1")]),
        ("royall-1651", "9S", "7S", False, []),
        ("royall-1651", "9S", "10S", False, [("younger", 1, "X.1")]),
        ("royall-1651", "7S", "9S", False, []),
        ("royall-1651", "AS", "AH", False, [("elder", 1, "X.1")]),  # a renounce wins nothing
        # X.2: the last trick, 2 won with a ten or better, else 1, instead of the above
        ("royall-1651", "10S", "7S", True, [("elder", 2, "X.2")]),
        ("royall-1651", "9S", "7S", True, [("elder", 1, "X.2")]),
        ("royall-1651", "QS", "KS", True, [("elder", 1, "X.1"), ("younger", 2, "X.2")]),
        ("royall-1651", "7S", "9S", True, [("younger", 1, "X.2")]),
        # 1882 65: one a card led, one for winning with the follower's card, last trick 2
        ("portland-1882", "7S", "8S", False, [("elder", 1, "65"), ("younger", 1, "65")]),
        ("portland-1882", "AS", "7S", False, [("elder", 1, "65")]),
        ("portland-1882", "7S", "8H", True, [("elder", 2, "65")]),
        ("portland-1882", "7S", "8S", True, [("elder", 1, "65"), ("younger", 2, "65")]),
        # Miller tricks: a ten or better led, 1 to every winner, the last 2 or 1 for winning
        ("miller-sca", "AS", "7S", False, [("elder", 1, "tricks"), ("elder", 1, "tricks")]),
        ("miller-sca", "9S", "7S", False, [("elder", 1, "tricks")]),
        ("miller-sca", "AS", "7S", True, [("elder", 1, "tricks"), ("elder", 2, "tricks")]),
        ("miller-sca", "8S", "9S", True, [("younger", 1, "tricks")]),
        ("miller-sca", "KS", "AS", True, [("elder", 1, "tricks"), ("younger", 2, "tricks")]),
    ],
)
def test_trick_scores(
    edition: str, led: str, played: str, last: bool, expected: list[tuple[str, int, str]]
) -> None:
    assert trick_scores(edition, trick("elder", led, played), last) == expected


def test_a_players_scores_are_the_categories_in_order() -> None:
    assert list(PlayerScore().to_json()) == [*CATEGORIES, "total"]
    assert PlayerScore(point=5, cards=10).to_json() == {
        **dict.fromkeys(CATEGORIES, 0), "point": 5, "cards": 10, "total": 15,
    }  # fmt: skip
