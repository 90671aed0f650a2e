"""Full-text search over the laws of every edition, with SQLite FTS5.

The index is built in memory when a search is made (a few hundred records), with the Porter
stemming tokenizer; each word of the query is widened by the period glossary in
`laws/glossary.yaml` (point -> ruff, jack -> knave, thirteen -> surplus, too many), and the
results are ranked by BM25.
"""

from __future__ import annotations

import re
import sqlite3
from functools import cache
from typing import NamedTuple

import yaml

from arbiter.editions import Edition, Law, all_editions, laws_dir

MARK_OPEN = "\x02"
MARK_CLOSE = "\x03"


class Hit(NamedTuple):
    """One law that matched, with its passage (matching words between MARK_OPEN/CLOSE)."""

    law: Law
    passage: str
    score: float


@cache
def glossary() -> list[set[str]]:
    """The synonym groups, lower case."""
    with (laws_dir() / "glossary.yaml").open(encoding="utf-8") as handle:
        data = yaml.safe_load(handle)
    return [{str(word).lower() for word in group} for group in data["groups"]]


def expand(word: str) -> list[str]:
    """A query word and every glossary word that means the same."""
    word = word.lower()
    found = {word}
    for group in glossary():
        if word in group or any(_stem(word) == _stem(other) for other in group if " " not in other):
            found |= group
    return sorted(found)


def _stem(word: str) -> str:
    return re.sub(r"(es|s|e)$", "", word.lower())


def _quote(term: str) -> str:
    return '"' + term.replace('"', "") + '"'


def build_query(words: str) -> str:
    """An FTS5 query: every word (or a synonym) must appear."""
    terms = re.findall(r"[\w'-]+", words.lower())
    if not terms:
        return ""
    groups = []
    for term in terms:
        options = " OR ".join(_quote(option) for option in expand(term))
        groups.append(f"({options})")
    return " AND ".join(groups)


def _index(editions: list[Edition]) -> sqlite3.Connection:
    db = sqlite3.connect(":memory:")
    db.execute(
        "CREATE VIRTUAL TABLE laws USING fts5("
        "edition UNINDEXED, law UNINDEXED, text, topics, "
        "tokenize = 'porter unicode61 remove_diacritics 2')"
    )
    rows = [
        (law.edition, law.id, law.text, " ".join(law.topics))
        for edition in editions
        for law in edition.laws.values()
        if not law.is_front_matter
    ]
    db.executemany("INSERT INTO laws VALUES (?, ?, ?, ?)", rows)
    return db


def search(words: str, editions: list[Edition] | None = None, limit: int = 10) -> list[Hit]:
    """Laws matching all the words (or their synonyms), best first."""
    chosen = editions or all_editions()
    by_id = {edition.id: edition for edition in chosen}
    query = build_query(words)
    if not query:
        return []
    db = _index(chosen)
    try:
        rows = db.execute(
            "SELECT edition, law, snippet(laws, 2, ?, ?, '…', 40), bm25(laws, 1.0, 0.3) AS rank "
            "FROM laws WHERE laws MATCH ? ORDER BY rank LIMIT ?",
            (MARK_OPEN, MARK_CLOSE, query, limit),
        ).fetchall()
    finally:
        db.close()
    return [Hit(by_id[edition].law(law), passage, -score) for edition, law, passage, score in rows]
