"""Editions and the law store: aliases, every SPEC law id, and the seed texts rebuilt whole."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from arbiter.errors import InputError
from arbiter.lawbook.editions import (
    all_editions,
    default_edition_id,
    find_edition,
    laws_dir,
    resolve_edition_id,
)

ROMAN_CHAPTERS = {"I": 2, "VIII": 5, "X": 4, "XI": 5, "XII": 24}
SINGLE_CHAPTERS = ["II", "III", "IV", "V", "VI", "VII", "IX"]
MILLER_SECTIONS = ["intro", "deal", "blanks", "ruffs", "sequences", "sets", "tricks", "repique"]


def spec_law_ids(edition_id: str) -> list[str]:
    """Every law id the SPEC's citation rules give for an edition."""
    if edition_id == "royall-1651":
        ids = [f"{ch}.{n}" for ch, count in ROMAN_CHAPTERS.items() for n in range(1, count + 1)]
        return ids + SINGLE_CHAPTERS
    if edition_id == "cotton-1674":
        return [str(n) for n in range(1, 25)]
    if edition_id == "portland-1882":
        ids = [str(n) for n in range(1, 79)]
        ids += [f"59.{r}" for r in ("I", "II", "III", "IV", "V")]
        ids += [f"67.{r}" for r in ("I", "II", "III", "IV", "V", "VI")]
        return [*ids, "71.note"]
    return MILLER_SECTIONS


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("royall-1651", "royall-1651"),
        ("1651", "royall-1651"),
        ("ROYALL", "royall-1651"),
        ("1674", "cotton-1674"),
        ("Cotton", "cotton-1674"),
        ("portland", "portland-1882"),
        ("Rubicon", "portland-1882"),
        ("1882", "portland-1882"),
        ("miller", "miller-sca"),
        ("SCA", "miller-sca"),
        ("Miller-SCA", "miller-sca"),
    ],
)
def test_aliases(name: str, expected: str) -> None:
    assert resolve_edition_id(name) == expected


def test_default_edition_is_portland() -> None:
    assert default_edition_id() == "portland-1882"
    assert find_edition(None).id == "portland-1882"


def test_unknown_edition_offers_a_near_name() -> None:
    with pytest.raises(InputError, match=r"unknown edition 'portlnd'.*did you mean 'portland'"):
        resolve_edition_id("portlnd")


@pytest.mark.parametrize(
    "edition_id", ["royall-1651", "cotton-1674", "portland-1882", "miller-sca"]
)
def test_every_spec_law_id_resolves_and_nothing_else(edition_id: str) -> None:
    edition = find_edition(edition_id)
    wanted = spec_law_ids(edition_id)
    for law_id in wanted:
        assert edition.law(law_id).text.strip()
    laws = {law.id for law in edition.laws.values()
            if not law.is_front_matter and not law.is_case}
    assert laws == set(wanted)


@pytest.mark.parametrize(
    ("edition_id", "law_id", "begins"),
    [
        ("royall-1651", "XII.1", "FIrst of all, if the Dealer either give the other"),
        ("royall-1651", "XII.22", "If in Dealing, any Card be found to be Faced"),
        ("royall-1651", "XII.24", "And thus have I given you"),
        ("royall-1651", "IV", "THe Dealer, that is to say"),
        ("cotton-1674", "1", "Before you begin the Game"),
        ("cotton-1674", "16", "The Rules belonging to this Game are these"),
        ("cotton-1674", "24", "Lastly, Whosoever is found changing"),
        ("portland-1882", "14", "If a faced card be found in the pack"),
        ("portland-1882", "59.IV", "If a player do not follow suit"),
        ("portland-1882", "67.II", "Point."),
        ("portland-1882", "71.note", "By agreement, a partie may consist of four deals"),
        ("miller-sca", "sets", "A set is three or more tens"),
        ("miller-sca", "repique", "A player gets a repique"),
    ],
)
def test_law_ids_point_at_the_right_paragraph(edition_id: str, law_id: str, begins: str) -> None:
    assert find_edition(edition_id).law(law_id).text.startswith(begins)


def test_law_ids_are_case_insensitive() -> None:
    assert find_edition("1651").law("xii.22").id == "XII.22"
    assert find_edition("1882").law("71.NOTE").id == "71.note"
    assert find_edition("miller").law("SETS").id == "sets"


def test_unknown_law_offers_the_nearest_ids() -> None:
    with pytest.raises(InputError, match=r"royall-1651 has no law 'XII\.25'"):
        find_edition("1651").law("XII.25")
    with pytest.raises(InputError, match="did you mean 'ruffs'"):
        find_edition("miller").law("ruff")


def _ws(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


@pytest.mark.parametrize("edition", all_editions(), ids=lambda e: e.id)
def test_seed_is_rebuilt_whole_from_the_records(edition) -> None:  # type: ignore[no-untyped-def]
    """Every paragraph of the seed belongs to exactly one record, unaltered."""
    seed = (laws_dir() / "sources" / edition.seed).read_text(encoding="utf-8")
    parts = [
        f"{law.before} {law.text}" if law.before else law.text for law in edition.laws.values()
        if not law.is_case  # the casebook is its own source (tests/test_casebook.py)
    ]
    assert _ws(" ".join(parts)) == _ws(seed)


def test_carried_sources_match_the_shared_seeds() -> None:
    """The copies under laws/sources are the shared seed files, byte for byte."""
    shared = Path(__file__).resolve().parents[2] / "shared" / "seeds"
    carried = sorted((laws_dir() / "sources").glob("*.txt"))
    assert len(carried) == 4
    if shared.is_dir():  # beside a checkout, as in CI; an installed copy has only its own
        for path in carried:
            assert path.read_bytes() == (shared / path.name).read_bytes()


@pytest.mark.parametrize("edition", all_editions(), ids=lambda e: e.id)
def test_every_parameter_names_a_law_of_its_edition(edition) -> None:  # type: ignore[no-untyped-def]
    rules = edition.rules
    blocks = [
        rules.pack,
        rules.deal,
        rules.exchange,
        rules.blanche,
        rules.point,
        rules.sequences,
        rules.sets,
        rules.play,
        rules.last_trick,
        rules.cards,
        rules.capot,
        rules.repique,
        rules.game,
    ]
    if rules.pique:
        blocks.append(rules.pique)
    for block in blocks:
        assert edition.law(block.law)
    assert edition.law(rules.order)


def test_packs_by_edition() -> None:
    assert len(find_edition("1651").pack) == 36
    assert len(find_edition("1674").pack) == 36
    assert len(find_edition("1882").pack) == 32
    assert len(find_edition("miller").pack) == 36
    assert all(card.rank.value != "6" for card in find_edition("1882").pack)
