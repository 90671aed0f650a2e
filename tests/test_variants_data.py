"""Au cent against the expectations worked by hand from the texts (tests/data/variants/, with
READINGS.md): its thirty laws, the by-agreement options' examples, and the scenarios."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from arbiter.cards import Card
from arbiter.game.holdings import Point, point_score
from arbiter.game.operations import Trick
from arbiter.game.scoring import reckon_trick
from arbiter.rulings.check import check_file
from arbiter.variants.find import find_edition

DATA = Path(__file__).resolve().parent / "data" / "variants"
LAWS = yaml.safe_load((DATA / "au-cent-laws.yaml").read_text(encoding="utf-8"))["laws"]
OPTIONS = {entry["law"]["id"]: entry for entry in yaml.safe_load(
    (DATA / "by-agreement.yaml").read_text(encoding="utf-8"))["variants"]}
SCENARIOS = sorted((DATA / "scenarios").glob("*.yaml"))
AU_CENT = "portland-1882+au-cent"
def test_au_cent_has_every_law_of_the_text_with_its_words() -> None:
    own = find_edition(AU_CENT).own_laws
    assert [(law.id, law.text) for law in own.values()] == [(e["id"], e["text"]) for e in LAWS]


@pytest.mark.parametrize("entry", LAWS, ids=lambda e: e["id"])
def test_an_au_cent_law_replaces_only_portland_laws_it_changes(entry: dict[str, Any]) -> None:
    edition = find_edition(AU_CENT)
    replaced = [ref for ref, law in edition.replaced.items() if law.id == entry["id"]]
    assert set(replaced) <= set(entry["base_laws"])


def test_every_au_cent_particular_is_a_parameter() -> None:
    """Every law of au cent is named by a parameter of au-cent, but the by-agreement options
    (25, 26), which are variants of their own."""
    edition = find_edition(AU_CENT)
    blocks = [block for block in edition.rules if hasattr(block, "law")]
    named = {edition.cited(block.law) for block in blocks}
    assert {law.id for law in named if law.edition == AU_CENT} == \
        {e["id"] for e in LAWS} - {"25", "26"}


@pytest.mark.parametrize("example", [e for e in OPTIONS["25"]["examples"] if "point" in e],
                         ids=lambda e: e["point"])
def test_points_ending_in_four(example: dict[str, Any]) -> None:
    cards = [Card.parse(code) for code in example["point"].split()]
    point = Point(cards[0].suit, len(cards), sum(card.rank.pips for card in cards))
    assert (point.cards, point.pips) == (example["cards"], example["value"])
    base = find_edition(AU_CENT).rules.point.score
    option = find_edition(AU_CENT + "+au-cent-fours").rules.point.score
    assert point_score(point, base) == example["portland_1882_and_au_cent"]
    assert point_score(point, option) == example["with_option"]


@pytest.mark.parametrize("example", OPTIONS["26"]["examples"],
                         ids=lambda e: " ".join(e["trick"]) + (" last" if e["last"] else ""))
def test_nines_eights_and_sevens_not_counting(example: dict[str, Any]) -> None:
    led, played = (Card.parse(code) for code in example["trick"])
    trick = Trick.of("elder", led, played)
    for edition, key in ((AU_CENT, "portland_1882_and_au_cent"),
                         (AU_CENT + "+au-cent-low-cards", "with_option")):
        lead, win = reckon_trick(trick, find_edition(edition).rules, last=example["last"])
        scores = {"leader": lead.points, "follower": 0}
        winner = "leader" if trick.winner == "elder" else "follower"
        scores[winner] += win.points
        assert scores == example[key], edition


@pytest.mark.parametrize(
    "path",
    SCENARIOS,
    ids=lambda path: path.stem,
)
def test_au_cent_scenario(path: Path) -> None:
    result = check_file(path)
    assert result.error is None, result.error
    assert not result.mismatches, "\n".join(m.describe() for m in result.mismatches)


def test_the_swan_club_file_sets_fifty_and_cites_its_own_law() -> None:
    """expected.yaml, house_rules: the club's SW.1 replaces 1651 I.2 and sets the set at fifty
    (the score sheet's part of it, who reaches fifty first, waits for the partie's variants)."""
    from arbiter.variants.named import edition_with

    edition = find_edition(edition_with(None, str(DATA / "house-rules" / "swan-club.yaml")))
    assert edition.id == "royall-1651+swan-club"
    assert edition.rules.game.target == 50
    assert edition.cited(edition.rules.game.law).citation() == {
        "edition": "royall-1651+swan-club", "law": "SW.1",
        "text": "At the Swan the Set is Fifty: and he, that first comes to Fifty, in the order "
                "of reckoning, wins the Set."}
    assert edition.cited("I.2").id == "SW.1"


def test_the_swan_deal_scores_as_worked() -> None:
    from arbiter.game.penalised import score_deal
    from arbiter.rulings.deal_file import load_deal
    from arbiter.variants.named import edition_with

    chosen = edition_with(None, str(DATA / "house-rules" / "swan-club.yaml"))
    score = score_deal(load_deal(DATA / "house-rules" / "swan-deal-3-point-first.yaml", chosen))
    assert score.edition == "royall-1651+swan-club"
    assert (score.younger.point, score.elder.sequences, score.elder.sets) == (5, 15, 3)
    assert [e.category for e in score.events] == ["point", "sequences", "sets"]
