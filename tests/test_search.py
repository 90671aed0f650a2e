"""Law search: FTS5 with stemming and the period glossary finds laws in each edition's words."""

from __future__ import annotations

import pytest

from arbiter.lawbook.editions import find_edition
from arbiter.lawbook.search import MARK_OPEN, build_query, expand, search


def ids(words: str, edition: str | None = None, limit: int = 10) -> list[tuple[str, str]]:
    editions = [find_edition(edition)] if edition else None
    return [(hit.law.edition, hit.law.id) for hit in search(words, editions, limit)]


def test_point_finds_the_1651_ruffe() -> None:
    assert ("royall-1651", "VII") in ids("point", "1651")
    assert ("cotton-1674", "6") in ids("point", "cotton")
    assert ("miller-sca", "ruffs") in ids("point")


def test_jack_finds_the_knave() -> None:
    found = ids("jack", "1651")
    assert ("royall-1651", "III") in found
    assert ("royall-1651", "IX") in found


def test_faced_finds_the_faced_card_laws_first() -> None:
    found = ids("faced", limit=4)
    assert ("royall-1651", "XII.22") in found
    assert ("portland-1882", "14") in found
    assert ("cotton-1674", "23") in found


def test_thirteen_cards_finds_the_surplus_card_laws() -> None:
    assert ("portland-1882", "11") in ids("thirteen cards", "1882", 5)
    assert ("portland-1882", "41") in ids("thirteen cards", "1882")
    assert ("royall-1651", "XII.1") in ids("thirteen cards", "1651", 3)


def test_stemming_matches_other_forms() -> None:
    assert ("portland-1882", "16") in ids("dealing out of turn", "1882")
    assert ("royall-1651", "XII.8") in ids("throw up cards", "1651")


def test_passage_marks_the_matching_words() -> None:
    hit = search("faced", [find_edition("1882")], 1)[0]
    assert hit.law.id == "14"
    assert f"{MARK_OPEN}faced" in hit.passage


def test_every_word_must_match() -> None:
    assert ids("faced capot") == []


@pytest.mark.parametrize("words", ["", "   ", "!!!", '"', "AND OR NOT", "(", "*"])
def test_odd_queries_do_not_fail(words: str) -> None:
    search(words)


def test_glossary_expansion() -> None:
    assert "knave" in expand("jack")
    assert "ruffe" in expand("points")
    assert build_query("") == ""


def test_a_question_names_its_edition_and_finds_the_defining_law_first() -> None:
    found = ids("what does 1651 say about the ruff")
    assert found[0] == ("royall-1651", "VII")  # Chapter VII, "Of the Ruffe"
    assert {edition for edition, _ in found} == {"royall-1651"}
    assert ids("What does Miller say about sequences?")[0] == ("miller-sca", "sequences")


def test_an_edition_given_overrides_the_one_a_question_names() -> None:
    assert {e for e, _ in ids("what does 1651 say about the ruff", "cotton")} == {"cotton-1674"}


def test_the_editions_take_turns() -> None:
    found = ids("ruff", limit=8)
    assert {edition for edition, _ in found[:4]} == {"royall-1651", "cotton-1674",
                                                      "portland-1882", "miller-sca"}
    assert ("miller-sca", "ruffs") in found[:4] and ("royall-1651", "VII") in found[:4]


def test_an_edition_name_that_is_a_word_of_the_laws_is_searched_too() -> None:
    found = ids("what is the rubicon")
    assert found[0] == ("portland-1882", "73")  # the law, then the cases that speak of it
    assert all(law.startswith("Case ") for _, law in found[1:])


def test_question_words_alone_find_nothing() -> None:
    assert ids("what does it say") == []
