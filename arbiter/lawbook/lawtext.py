"""Law texts as a reader expects them, and the words of a law that decide a ruling.

The law store keeps each text verbatim, with the transcription's marks: `[Page 37]` where a
page of the original begins, `_quatorze_` and `**blank**` for emphasis, and `{que}` for
letters the printer abbreviated. For reading, a page mark is dropped (the page is told
apart), emphasis becomes a style and the letters are spelt out; `--json` and every citation
keep the verbatim text.

`deciding_words` finds the part of a law that decides a ruling, so that a short answer can
quote it: the sentence holding the words the ruling's explanation quotes from that law
(or, quoting none, the sentence that shares most words with the explanation), narrowed to
its clauses when a sentence of the old texts runs on for a paragraph.
"""

from __future__ import annotations

import re
from collections import Counter
from functools import lru_cache
from itertools import pairwise
from typing import NamedTuple

PAGE = re.compile(r"\[Page(?: (\d+))?\]")
EMPHASIS = re.compile(r"\*\*(?P<strong>[^*]+)\*\*|(?<!\w)_(?P<em>[^_]+)_(?!\w)")
ABBREVIATED = re.compile(r"\{(\w+)\}")
# a sentence ends at . ? or ! before a capital (some transcriptions omit the space: "deals.But")
SENTENCE_END = re.compile(r"(?<=[.?!])\s+(?=[A-Z(\"'])|(?<=[a-z][.?!])(?=[A-Z])")
CLAUSE_END = re.compile(r"(?<=[;:])\s+")
QUOTED = re.compile(r"(?:(?<=[\s(])|^)'(.+?)'(?=[\s.,;:)]|$)")
WORD = re.compile(r"[a-z0-9]+")
ALNUM_RUN = re.compile(r"[^\W_]+")  # a run of letters and digits (`str.isalnum`)
LONGEST = 50  # words of a sentence shown whole; longer ones are narrowed to their clauses
SUBJECT_WEIGHT = 3
SHORTEST = 20  # a clause shorter than this is shown with the clauses before it
COMMON = frozenset(re.findall(r"\w+", """
    that this with from have hath they them their then than there which when what shall must
    into upon such only also other others same been being were will would should could does
    done doth made make makes law laws deal deals card cards player players elder younger
    hand hands game
"""))  # words too common in the laws to tell their sentences apart


class Segment(NamedTuple):
    """A run of a law's text with its style: `` (plain), `em` or `strong`."""

    text: str
    style: str = ""


# a comma or semicolon run into the next word ("that deal;but"), or a full stop, question or
# exclamation mark run into the next sentence ("takes in five.After")
RUN_ON = re.compile(r"(?<=[a-z][,;])(?=[A-Za-z])|(?<=[a-z][.?!])(?=[A-Z])")


def reading(text: str) -> list[Segment]:
    """A law's (or a case's) text for reading: page marks dropped, abbreviations spelt out, a
    space after a comma or semicolon the transcription ran into the next word ("that
    deal;but") and after a sentence run into the next ("five.After"), emphasis as styled
    segments. `--json` keeps the text as transcribed."""
    text = ABBREVIATED.sub(r"\1", PAGE.sub("", text))
    text = re.sub(r"[ \t]{2,}", " ", text)
    text = RUN_ON.sub(" ", text)
    segments: list[Segment] = []
    at = 0
    for found in EMPHASIS.finditer(text):
        if found.start() > at:
            segments.append(Segment(text[at:found.start()]))
        style = "strong" if found.group("strong") else "em"
        segments.append(Segment(found.group(style), style))
        at = found.end()
    if at < len(text):
        segments.append(Segment(text[at:]))
    return segments


def plain(text: str) -> str:
    """A law's text for reading, without styles."""
    return "".join(segment.text for segment in reading(text))


def pages(text: str) -> list[int]:
    """The pages of the original on which a law's text begins anew (its page marks)."""
    return [int(number) for number in PAGE.findall(text) if number]


def quotations(explanation: str) -> list[str]:
    """The words an explanation quotes, in single quotes ('he must deal on')."""
    return QUOTED.findall(explanation)


def deciding_words(law_text: str, explanation: str, context: str = "", subject: str = "",
                   longest: int = LONGEST) -> str:  # fmt: skip
    """The words of a law that decide a ruling (see the module's docstring): `explanation`
    is the ruling's, `context` more of its words and `subject` what the dispute is about (an
    incident's kind), to match when it quotes nothing; a word of the subject counts thrice.
    At most `longest` words (a brief, for a table, asks fewer)."""
    text = plain(law_text)
    wanted = Counter(_stems(f"{explanation} {context}"))
    wanted.update(dict.fromkeys(_stems(subject.replace("-", " ")), SUBJECT_WEIGHT))
    spans = _quoted_spans(text, explanation)
    sentences = _sentences(text, 0, len(text))
    apart = {_covering(sentences, span): span for span in reversed(spans)}
    single = _words_around(text, spans[0] if spans else None, wanted, longest)
    shown = _normalised(single)[0]
    if len(apart) > 1 and any(_normalised(text[a:b])[0].strip() not in shown for a, b in spans):
        # quoted from sentences apart, not all shown: the words of each, the gap cut
        places = sorted(apart.items())
        joined = _just_quoted(text, *places[0])
        for (_, before), (here, span) in pairwise(places):
            part = _just_quoted(text, here, span)
            gap = text[before[1]:span[0]]
            joined = joined.removesuffix(" …") + (
                gap + part.removeprefix("… ") if not gap.strip(" .;:,") else
                " … " + part.removeprefix("… "))
        if len(joined.split()) <= longest:
            return joined
    return single


def _just_quoted(text: str, sentence: tuple[int, int], span: tuple[int, int]) -> str:
    """The words quoted, with `…` where its sentence goes on before or after them."""
    words = text[span[0]:span[1]].strip().rstrip(";:,")
    before = "… " if text[sentence[0]:span[0]].strip() else ""
    after = " …" if text[span[1]:sentence[1]].strip(" .;:") else ""
    return before + words + after


def _words_around(text: str, quoted: tuple[int, int] | None, wanted: Counter[str],
                  longest: int) -> str:  # fmt: skip
    """The sentence holding `quoted` (else the likeliest), narrowed to its clauses when it
    runs on, with `…` where it is cut (at most `longest` words)."""
    span = quoted or _likeliest(text, _sentences(text, 0, len(text)), wanted)
    start, end = _covering(_sentences(text, 0, len(text)), span)
    if _count(text, start, end) <= longest:
        return text[start:end].strip()
    clauses = _clauses(text, start, end)
    span = quoted or _likeliest(text, clauses, wanted, per_word=True)
    first, last = _covering(clauses, span)
    earlier = [c for c in clauses if c[1] <= first]
    while earlier and _count(text, first, last) < min(SHORTEST, longest):  # needs its subject
        first = earlier.pop()[0]
    if _count(text, first, last) > longest:  # a clause that runs on: the words around the span
        first, last = _window(text, first, last, span, longest)
    words = text[first:last].strip().rstrip(";:,")
    return ("… " if first > start else "") + words + (" …" if last < end else "")


def _count(text: str, start: int, end: int) -> int:
    return len(text[start:end].split())


@lru_cache(maxsize=1024)  # a law's text, asked again for each brief a table tries
def _normalised(text: str) -> tuple[str, tuple[int, ...]]:
    """Lower-case words parted by one space, with each character's place in `text`."""
    letters: list[str] = []
    places: list[int] = []
    for word in ALNUM_RUN.finditer(text):
        start, end = word.span()
        if word.group().isascii():
            letters.append(word.group().lower())
            places.extend(range(start, end))
        else:  # each letter lowered alone, as it stands
            for index in range(start, end):
                letters.append(text[index].lower())
                places.append(index)
        if end < len(text):  # the words' parting, where the first character after them is
            letters.append(" ")
            places.append(end)
    return "".join(letters), tuple(places)


def _quoted_spans(text: str, explanation: str) -> list[tuple[int, int]]:
    """Where the words the explanation quotes stand in the law's text, in the order quoted."""
    normal, places = _normalised(text)
    spans = []
    for quote in quotations(explanation):
        wanted = _normalised(quote)[0].strip()
        found = normal.find(wanted) if len(wanted) >= 8 else -1
        if found >= 0:
            spans.append((places[found], places[found + len(wanted) - 1] + 1))
    return spans


def _sentences(text: str, start: int, end: int) -> list[tuple[int, int]]:
    return _parts(SENTENCE_END, text, start, end)


def _clauses(text: str, start: int, end: int) -> list[tuple[int, int]]:
    return _parts(CLAUSE_END, text, start, end)


def _parts(ends: re.Pattern[str], text: str, start: int, end: int) -> list[tuple[int, int]]:
    """The spans of `text[start:end]` parted where `ends` matches."""
    spans = []
    for found in ends.finditer(text, start, end):
        spans.append((start, found.start()))
        start = found.end()
    spans.append((start, end))
    return spans


@lru_cache(maxsize=4096)  # a sentence's words, weighed again for each brief a table tries
def _stems(text: str) -> frozenset[str]:
    words = WORD.findall(text.lower())
    return frozenset(re.sub(r"(es|s|ed)$", "", word) for word in words
                     if len(word) > 3 and word not in COMMON)  # fmt: skip


def _likeliest(text: str, spans: list[tuple[int, int]], wanted: Counter[str],
               per_word: bool = False) -> tuple[int, int]:  # fmt: skip
    """The span whose words weigh most in `wanted` (the first, on a tie); `per_word`, for its
    length (among the clauses of one sentence, a long one shares more words by chance)."""

    def weight(span: tuple[int, int]) -> tuple[float, int]:
        words = _stems(text[span[0]:span[1]])
        total = sum(wanted[word] for word in words)
        return (total / (len(words) + 4) ** 0.5 if per_word else total), -spans.index(span)

    return max(spans, key=weight)


def _covering(spans: list[tuple[int, int]], span: tuple[int, int]) -> tuple[int, int]:
    """From the start of the first to the end of the last of `spans` that `span` touches."""
    chosen = [s for s in spans if s[0] < span[1] and span[0] < s[1]] or spans[:1]
    return chosen[0][0], chosen[-1][1]


def _window(text: str, start: int, end: int, span: tuple[int, int],
            longest: int = LONGEST) -> tuple[int, int]:  # fmt: skip
    """At most `longest` words of `text[start:end]`, from the word where `span` begins."""
    words = list(re.finditer(r"\S+", text[start:end]))
    first = next((i for i, w in enumerate(words) if start + w.end() > span[0]), 0)
    first = max(0, min(first, len(words) - longest))
    chosen = words[first:first + longest]
    return start + chosen[0].start(), start + chosen[-1].end()
