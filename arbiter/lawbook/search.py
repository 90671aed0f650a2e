"""Full-text search over the laws of every edition, with SQLite FTS5, by words or by a
question ("what does 1651 say about the ruff").

The index is built in memory when a search is made (a few hundred records), with the Porter
stemming tokenizer; each word of the query is widened by the period glossary in
`laws/glossary.yaml` (point -> ruff, jack -> knave, thirteen -> surplus, too many), and every
word (or one of its synonyms) must be found. A question's own words ("what", "does", "say")
are dropped, and an edition it names (`1651`, `cotton`) limits the search to that edition.

The results are ranked by BM25 over the text, its topics and the heading of its chapter or
section; a law that defines a word searched for (its chapter is named for it, or it says
"a ruff is", "is called a pique") comes before the others of its edition; and the editions
take turns, each one's best first, so that one verbose text cannot fill the list.
"""

from __future__ import annotations

import re
import sqlite3
from functools import cache
from typing import NamedTuple

import yaml

from arbiter.errors import InputError
from arbiter.lawbook.editions import (
    Edition,
    Law,
    all_editions,
    edition_names,
    find_edition,
    heading,
    laws_dir,
)
from arbiter.lawbook.lawtext import plain

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


# A question's own words, dropped from the search ("what does 1651 say about the ruff").
QUESTION_WORDS = frozenset(re.findall(r"[\w']+", """
    what whats what's which who whom whose when where why how does do did doth say says said
    tell tells about the a an of on in is are was were be been it its there this that these
    those to for if any anything some i me my we our you your he his him she her they them
    their can could may might must should would will shall law laws rule rules ruling edition
    editions text texts happen happens happened please with by at from as or and
"""))
MAX_WORDS = 30
MAX_CHARACTERS = 500


def check_length(words: str) -> None:
    """A search or question as typed is at most MAX_CHARACTERS long: a pasted page is refused
    before any word of it is looked at."""
    if len(words) > MAX_CHARACTERS:
        raise InputError(f"a search of {len(words)} characters; at most {MAX_CHARACTERS}",
                         hint="search with a few words")


def build_query(words: str) -> str:
    """An FTS5 query: every word (or a synonym) must appear. A query is bounded (each word
    widens it by its synonyms), so a pasted page is refused rather than searched for minutes."""
    check_length(words)
    terms = re.findall(r"[\w'-]+", words.lower())
    if len(terms) > MAX_WORDS:
        raise InputError(f"a search of {len(terms)} words; at most {MAX_WORDS}",
                         hint="search with a few words")
    if not terms:
        return ""
    groups = []
    for term in terms:
        options = " OR ".join(_quote(option) for option in expand(term))
        groups.append(f"({options})")
    return " AND ".join(groups)


def question_words(question: str) -> tuple[str, list[Edition]]:
    """A question's search words, and the editions it names. An edition's name that is also
    a word of the laws (`rubicon`) is searched for as well."""
    names = {name.lower() for name in edition_names()}
    named: list[Edition] = []
    kept: list[str] = []
    for word in re.findall(r"[\w'-]+", question):
        lower = word.lower()
        if lower in names:
            found = find_edition(lower)
            if found not in named:
                named.append(found)
            if not _in_the_laws(expand(lower)):
                continue
        if lower not in QUESTION_WORDS:
            kept.append(word)
    return " ".join(kept), named


def _in_the_laws(words: list[str]) -> bool:
    """Whether any of the words (a word and its synonyms) is found in a law's text."""
    return any(word in law.text.lower() for edition in all_editions()
               for law in edition.contents() for word in words)  # fmt: skip


def searched_laws(editions: list[Edition]) -> list[tuple[Law, Edition]]:
    """Every law of the editions, each once with the edition whose text holds it: a
    variant's own and all of its base's (a base law whose id the variant also uses is still in
    force)."""
    found: dict[tuple[str, str], tuple[Law, Edition]] = {}
    for edition in editions:
        for layer in edition.layers():
            laws = layer.own_laws.values() if layer.base is not None else layer.contents()
            for law in laws:
                if not law.is_front_matter:
                    found.setdefault((law.edition, law.id), (law, layer))
    return list(found.values())


def _index(laws: list[tuple[Law, Edition]]) -> sqlite3.Connection:
    db = sqlite3.connect(":memory:")
    db.execute(
        "CREATE VIRTUAL TABLE laws USING fts5("
        "text, topics, heading, tokenize = 'porter unicode61 remove_diacritics 2')"
    )
    rows = [(number, law.text, " ".join(law.topics), layer.section_of(law.id) or "")
            for number, (law, layer) in enumerate(laws)]  # fmt: skip
    db.executemany("INSERT INTO laws (rowid, text, topics, heading) VALUES (?, ?, ?, ?)", rows)
    return db


def search(words: str, editions: list[Edition] | None = None, limit: int = 10) -> list[Hit]:
    """Laws matching all the words of a search or question (or their synonyms), the defining
    law first, the editions taking turns (see the module's docstring). `editions` given
    overrides any the question names."""
    check_length(words)  # as typed: question words and editions are dropped from it below
    words, named = question_words(words)
    laws = searched_laws(editions or named or all_editions())
    query = build_query(words)
    if not query:
        return []
    db = _index(laws)
    try:
        rows = db.execute(
            "SELECT rowid, snippet(laws, 0, ?, ?, '…', 40), bm25(laws, 1.0, 0.3, 2.0) "
            "FROM laws WHERE laws MATCH ? ORDER BY rank",
            (MARK_OPEN, MARK_CLOSE, query),
        ).fetchall()
    finally:
        db.close()
    hits = [Hit(laws[number][0], passage, -score) for number, passage, score in rows]
    terms = [term for word in re.findall(r"[\w'-]+", words.lower()) for term in expand(word)]
    # the defining law first, a case of the casebook (a commentary on the laws) after the laws
    order = sorted(hits, key=lambda hit: (not defines(hit.law, terms), hit.law.is_case))
    return _taking_turns(order, limit)


def defines(law: Law, terms: list[str]) -> bool:
    """Whether a law defines one of the terms: its chapter or section is named for it, or
    its text says what it is ("A ruff is", "is called a Picq", "Carte blanche (a hand...")."""
    opening = (heading(law) or "").lower()
    text = plain(law.text).lower()
    for term in terms:
        stem = re.escape(_stem(term))
        if re.search(rf"\b{stem}", opening):
            return True
        if re.search(rf"\b(a|an|the)\s+{stem}\w*\s+(is|are)\b|called\s+(a|an|the)\s+{stem}"
                     rf"|^{stem}\w*\s*\(", text):
            return True
    return False


def _taking_turns(hits: list[Hit], limit: int) -> list[Hit]:
    """Each edition's hits in order, the editions taking turns: every edition's first hit,
    best first, then every edition's second..."""
    queues: dict[str, list[Hit]] = {}
    for hit in hits:
        queues.setdefault(hit.law.edition, []).append(hit)
    taken: list[Hit] = []
    while queues and len(taken) < limit:
        this_round = sorted((queue.pop(0) for queue in queues.values()), key=_rank)
        taken += this_round
        queues = {edition: queue for edition, queue in queues.items() if queue}
    return taken[:limit]


def _rank(hit: Hit) -> float:
    return -hit.score
