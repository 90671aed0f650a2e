"""`arbiter editions` and `arbiter laws`: exit codes, output and --json, through CliRunner."""

from __future__ import annotations

import json

import pytest

from arbiter.lawbook.editions import find_edition
from tests.conftest import run


def test_editions_json_lists_the_four() -> None:
    result = run("editions", "--json")
    assert result.exit_code == 0
    rows = json.loads(result.stdout)
    assert [row["id"] for row in rows] == [
        "royall-1651",
        "cotton-1674",
        "portland-1882",
        "miller-sca",
    ]
    portland = rows[2]
    assert (portland["pack"], portland["stock"], portland["exchange"]["elder_max"]) == (32, 8, 5)
    assert portland["default"] is True
    assert rows[0]["pack"] == 36 and rows[0]["stock"] == 12


def test_editions_table_for_people() -> None:
    result = run("editions")
    assert result.exit_code == 0
    assert "portland-1882" in result.stdout and "miller-sca" in result.stdout
    assert "32 cards" in result.stdout


@pytest.mark.parametrize(
    ("edition", "law", "expected_id"),
    [
        ("portland-1882", "14", "14"),
        ("1651", "XII.22", "XII.22"),
        ("cotton", "23", "23"),
        ("miller", "sets", "sets"),
        ("rubicon", "59.iv", "59.IV"),
    ],
)
def test_laws_show_json_quotes_the_store(edition: str, law: str, expected_id: str) -> None:
    result = run("laws", "show", edition, law, "--json")
    assert result.exit_code == 0
    data = json.loads(result.stdout)
    record = find_edition(edition).law(expected_id)
    assert data["law"] == expected_id
    assert data["edition"] == record.edition
    assert data["text"] == record.text


def test_laws_show_panel_for_people() -> None:
    result = run("laws", "show", "1651", "XII.22")
    assert result.exit_code == 0
    assert "XII.22" in result.stdout
    assert "Faced" in result.stdout
    assert "Royall" in result.stdout


def test_laws_show_parent_includes_its_parts() -> None:
    data = json.loads(run("laws", "show", "1882", "59", "--json").stdout)
    assert [part["law"] for part in data["parts"]] == ["59.I", "59.II", "59.III", "59.IV", "59.V"]


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("laws", "show", "portlnd", "14"), "unknown edition 'portlnd'"),
        (("laws", "show", "1882", "99"), "portland-1882 has no law '99'"),
        (("laws", "show", "1651", "XII.25"), "ids run I.1 ... XII.24"),
        (("laws", "show", "miller", "ruff"), "did you mean 'ruffs'"),
    ],
)
def test_unknown_edition_or_law_is_one_line_and_exit_2(args: tuple[str, ...], message: str) -> None:
    result = run(*args)
    assert result.exit_code == 2
    assert message in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1
    assert "Traceback" not in result.output


def test_laws_search_json_is_ranked_with_passages() -> None:
    result = run("laws", "search", "faced", "--json", "--limit", "3")
    assert result.exit_code == 0
    hits = json.loads(result.stdout)
    assert len(hits) == 3
    assert ("royall-1651", "XII.22") in {(h["edition"], h["law"]) for h in hits}
    assert hits[0]["score"] >= hits[-1]["score"]
    assert all("\x02" not in h["passage"] for h in hits)


def test_laws_search_in_one_edition() -> None:
    result = run("laws", "search", "point", "--edition", "1651", "--json")
    hits = json.loads(result.stdout)
    assert hits and {h["edition"] for h in hits} == {"royall-1651"}
    assert "VII" in {h["law"] for h in hits}


def test_laws_search_for_people_highlights() -> None:
    result = run("laws", "search", "jack", "--edition", "cotton")
    assert result.exit_code == 0
    assert "Knave" in result.stdout


def test_laws_search_with_no_hits() -> None:
    result = run("laws", "search", "zebra")
    assert result.exit_code == 0
    assert "No law matches" in result.stdout


@pytest.mark.parametrize("limit", ["0", "-1", "100000000000000000000", "lots"])
def test_a_bad_limit_is_a_usage_error(limit: str) -> None:
    result = run("laws", "search", "point", "--limit", limit)
    assert result.exit_code == 2 and "--limit" in result.stderr


def test_a_search_of_a_pasted_page_is_refused_at_once() -> None:
    result = run("laws", "search", *(["ruff"] * 8000))
    assert result.exit_code == 2 and "at most" in result.stderr


def test_laws_show_a_chapter() -> None:
    result = run("laws", "show", "1651", "XII")
    assert result.exit_code == 0
    assert "Of the Rules of the Game" in result.stdout
    assert "XII.1" in result.stdout and "XII.24" in result.stdout
    data = json.loads(run("laws", "show", "1651", "xii", "--json").stdout)
    assert [part["law"] for part in data["parts"]] == [f"XII.{n}" for n in range(1, 25)]
    assert data["heading"].startswith("Of the Rules of the Game")


def test_laws_show_without_a_law_is_the_table_of_contents() -> None:
    result = run("laws", "show", "1882")
    assert result.exit_code == 0
    assert "Calling and showing" in result.stdout and "\n46 " in result.stdout
    rows = json.loads(run("laws", "show", "1882", "--json").stdout)
    assert [row["law"] for row in rows][:3] == ["1", "2", "3"]
    assert rows[0]["heading"] == "Shuffling" and rows[1]["heading"] is None


def test_law_texts_are_shown_for_reading_and_kept_verbatim_in_json() -> None:
    shown = run("laws", "show", "1651", "XII.2").stdout
    assert "[Page" not in shown and "p. 37" in shown
    assert "[Page 37]" in json.loads(run("laws", "show", "1651", "XII.2", "--json").stdout)["text"]


def test_an_unknown_chapter_is_an_unknown_law() -> None:
    result = run("laws", "show", "1882", "xxx")  # (1882 "xii" is Cavendish's Case XII)
    assert result.exit_code == 2 and "has no law 'xxx'" in result.stderr
