"""What a person sees (issue 17): by default a ruling and a comparison fit a 24-line terminal
at 80 columns, for every scenario; the deciding words are the law's own; law texts are shown
for reading; differences are marked by a symbol as well as a colour."""

from __future__ import annotations

import io
import re
from functools import cache
from pathlib import Path

import pytest
from rich.console import Console, RenderableType

from arbiter.errors import ArbiterError
from arbiter.lawbook.editions import Edition, all_editions
from arbiter.lawbook.lawtext import deciding_words, plain, quotations, reading
from arbiter.rulings import LoadedIncident, Ruling, compare, load_incident, rule
from arbiter.score.answers import deciding, scored_totals
from arbiter.ui.comparison import comparison_view
from arbiter.ui.rulings import EFFECT_BRIEF, HEADLINE, penalty_texts, ruling_view
from arbiter.variants.find import find_edition

ROOT = Path(__file__).resolve().parent.parent
SCENARIOS = sorted((ROOT / "scenarios").rglob("*.yaml"))
SCREEN = 24


def lines(renderable: RenderableType, width: int = 80) -> list[str]:
    out = Console(width=width, file=io.StringIO(), color_system=None, highlight=False,
                  emoji=False, markup=False)
    out.print(renderable)
    text = out.file.getvalue()  # type: ignore[attr-defined]
    return text.rstrip("\n").split("\n")


@cache
def loaded(path: Path) -> LoadedIncident:
    return load_incident(path)


def rulings(path: Path) -> list[tuple[Ruling, Edition]]:
    found = []
    for edition in all_editions():
        try:
            found.append((rule(loaded(path).case, edition), edition))
        except ArbiterError:  # a deal with sixes under 1882
            continue
    return found


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_rule_and_compare_fit_a_24_line_terminal(path: Path) -> None:
    for ruling, edition in rulings(path):
        shown = lines(ruling_view(ruling, edition, loaded(path).spec.title))
        assert len(shown) <= SCREEN, "\n".join(shown)
        assert max(map(len, shown)) <= 80
        assert HEADLINE[ruling.decision] in shown[0]  # the decision, at the top
        # a told incident's steps come first, a line each (a long telling's quiet runs in one)
        below = 1 + sum(1 for line in shown if re.match(r"│ ([▶• ] ?\d+ |   … steps)", line))
        top = " ".join(" ".join(shown[below:below + 5]).replace("│", " ").split())
        assert " ".join(ruling.summary.split()[:4]) in top
    comparison = compare(loaded(path))
    shown = lines(comparison_view(comparison, scored_totals(loaded(path).case, comparison)))
    assert len(shown) <= SCREEN, "\n".join(shown)
    for ruling in comparison.rulings:  # each edition id whole, with its mark
        assert re.search(rf"[≠= ] {ruling.edition} ", "\n".join(shown))


def test_a_told_incident_lists_its_steps_under_the_decision_with_the_irregular_one_marked(
) -> None:
    """Issue 14: the steps, the deciding one marked with its law, then the ruling."""
    path = ROOT / "examples/incidents/calling-equal-to-a-count.yaml"
    ruling = rule(loaded(path).case, find_edition("1882"))
    shown = [line.strip("│ ") for line in lines(ruling_view(ruling, find_edition("1882")))]
    steps = [line for line in shown if re.match(r"(▶ )?\d+ (elder|younger)", line)]
    assert len(steps) == len(ruling.steps) == 6
    assert [line for line in steps if line.startswith("▶")] == [
        '▶ 2 younger replies "equal"  ✗ law 46']
    summary_at = next(i for i, line in enumerate(shown) if line.startswith("The younger may"))
    assert shown.index(steps[-1]) < summary_at
    assert "Penalty" in shown[0]


def words_of(text: str) -> str:
    """The words of a text, lower-case, one space between them (punctuation dropped)."""
    return " ".join("".join(c if c.isalnum() else " " for c in text.lower()).split())


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_the_deciding_words_are_the_laws_own_and_hold_what_is_quoted(path: Path) -> None:
    for ruling, edition in rulings(path):
        found = deciding(ruling, edition)
        assert found is not None and found.law == ruling.citations[0].law
        text = plain(edition.law(found.law).text)
        for piece in found.words.split(" … "):
            assert piece.strip("… ") in text, (edition.id, found.law, piece)
        assert len(found.words.split()) <= 55
        law_words = words_of(text)
        shown = words_of(found.words)
        for quote in quotations(ruling.explanation):
            wanted = words_of(quote)
            if len(wanted) >= 8 and wanted in law_words:
                assert wanted in shown, (edition.id, found.law, quote)
                break  # the first quotation of this law decides


def test_a_silent_edition_shows_its_nearest_law() -> None:
    path = ROOT / "scenarios/faced-card/one-in-pack-while-dealing.yaml"
    ruling = rule(loaded(path).case, find_edition("miller"))
    shown = "\n".join(lines(ruling_view(ruling, find_edition("miller"))))
    assert "Nearest law deal:" in shown and "no law" in shown.lower()


def test_full_adds_why_the_notes_and_the_whole_law() -> None:
    path = ROOT / "scenarios/faced-card/two-in-pack-while-dealing.yaml"
    cotton = find_edition("cotton")
    ruling = rule(loaded(path).case, cotton)
    short = "\n".join(lines(ruling_view(ruling, cotton)))
    full = "\n".join(lines(ruling_view(ruling, cotton, full=True)))
    assert "--full" in short and "Why:" not in short
    assert "Why:" in full and "Notes" in full and "cleanly cut" in full  # all of law 23


def test_wrapped_notes_hang_under_their_bullet() -> None:
    path = ROOT / "scenarios/faced-card/two-in-pack-while-dealing.yaml"
    ruling = rule(loaded(path).case, find_edition("cotton"))
    shown = lines(ruling_view(ruling, find_edition("cotton"), full=True))
    first = next(i for i, line in enumerate(shown) if line.startswith("• "))
    assert shown[first + 1].startswith("  ") and shown[first + 1].strip()


def test_a_score_disputes_table_shows_each_editions_totals() -> None:
    path = ROOT / "scenarios/score-dispute/blanche-and-repique-deal.yaml"
    comparison = compare(loaded(path))
    shown = "\n".join(lines(comparison_view(comparison, scored_totals(loaded(path).case,
                                                                      comparison))))
    assert re.search(r"portland-1882 .*\b130\b.*\b3\b", shown)
    assert re.search(r"miller-sca .*\b147\b.*\b4\b", shown)


def test_differences_are_marked_without_colour() -> None:
    comparison = compare(loaded(ROOT / "examples/incidents/faced-card.yaml"))
    shown = "\n".join(lines(comparison_view(comparison)))
    assert "≠ royall-1651" in shown and "= portland-1882" in shown
    assert "≠ rules differently" in shown and "yellow" not in shown.lower()


# --- law texts for reading -------------------------------------------------------------------


def test_page_marks_and_abbreviations_are_shown_as_a_reader_expects() -> None:
    law = find_edition("1651").law("XII.2").text
    assert "[Page 37]" in law
    assert "must utterly lose" in plain(law) and "[Page" not in plain(law)
    assert "Repicque" in plain(find_edition("1651").law("XI.3").text)


def test_emphasis_becomes_a_style() -> None:
    segments = reading("a _quatorze_ or **blank** here")
    assert [(s.text, s.style) for s in segments] == [
        ("a ", ""), ("quatorze", "em"), (" or ", ""), ("blank", "strong"), (" here", "")]


def test_a_long_sentence_is_narrowed_to_the_clause_quoted() -> None:
    law = find_edition("1651").law("XII.1").text
    words = deciding_words(law, "by law XII.1 'he must necessarily deale againe'")
    assert words.startswith("And here it is to be noted") and words.endswith("deale againe …")
    assert len(words.split()) <= 50


def test_the_editions_table_shows_each_id_whole_and_marks_differences() -> None:
    from arbiter.lawbook.editions import describe
    from arbiter.ui.laws import editions_table

    shown = "\n".join(lines(editions_table([describe(e) for e in all_editions()])))
    for edition in all_editions():
        assert re.search(rf"(^|\s){edition.id}(\s|$)", shown, re.M), edition.id
    assert "≠ 12 cards" in shown and "…" not in shown


def test_check_never_breaks_a_path_that_fits() -> None:
    from arbiter.rulings.check import check_paths
    from arbiter.ui.rulings import check_view

    results = check_paths([ROOT / "scenarios" / "score-dispute"])
    shown = lines(check_view(results), width=60)
    for result in results:
        name = str(Path(result.file).relative_to(Path.cwd())) if Path(result.file).is_relative_to(
            Path.cwd()) else result.file
        if len(name) < 55:
            assert any(name in line for line in shown), name


def test_a_score_dispute_s_next_step_is_to_the_scores() -> None:
    """A score dispute is settled after the deal: what happens next is to the scores, not
    "the deal goes on"."""
    path = ROOT / "scenarios" / "score-dispute" / "blanche-and-repique-deal.yaml"
    screen = " ".join(" ".join(lines(ruling_view(*rulings(path)[2]))).split())
    assert "Next: The scores" in screen and "the deal goes on" not in screen


def test_a_comma_run_into_the_next_word_is_read_with_its_space() -> None:
    """The transcription's "that deal;but" and "him,take" read with a space; the text kept
    (and --json) is as transcribed, and a decimal or an abbreviation is left alone."""
    assert plain("nothing that deal;but his cards") == "nothing that deal; but his cards"
    assert plain("dealt him,take in") == "dealt him, take in"
    assert plain("Laws 41,43") == "Laws 41,43"
    law = find_edition("1882").law("58")
    assert "deal;but" in law.text


def test_a_sentence_run_into_the_next_reads_with_its_space_in_a_case_too() -> None:
    """The casebook's "takes in five.After" (Case XVII) reads with its space, on `laws show`
    and under a ruling that follows the case, as a law's "trick.In" (law 52) does; the text
    kept (and --json) is as transcribed, and "par. IV." or "59.V" are left alone."""
    from arbiter.ui.common import law_panel

    edition = find_edition("1882")
    case = edition.law("Case XVII")
    assert "five.After" in case.text
    shown = " ".join(" ".join(lines(law_panel(edition, case))).replace("│", " ").split())
    assert "takes in five. After he has taken in" in shown and "five.After" not in shown
    assert "first trick. In case" in plain(edition.law("52").text)
    assert plain("Law 59, par. IV., comes") == "Law 59, par. IV., comes"
    assert plain("law 59.V says") == "law 59.V says"


def test_compare_shows_each_editions_deciding_words_in_brief() -> None:
    """Issue 25 item 3: not law ids alone; the words as many as the screen holds."""
    comparison = compare(loaded(ROOT / "examples/incidents/faced-card.yaml"))
    shown = " ".join(" ".join(line.strip("│ ") for line in lines(comparison_view(comparison)))
                     .replace("│", " ").split())
    assert "14: “If a faced card be found in the pack" in shown
    for ruling in comparison.rulings:
        found = deciding(ruling, find_edition(ruling.edition), 6)
        assert found is not None and f"{found.law}: “" in shown
        assert " ".join(found.words.strip("… ").split()[:3]) in shown


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_compare_with_a_variant_beside_still_fits_24_lines(path: Path) -> None:
    comparison = compare(loaded(path), beside=[find_edition("1882+au-cent")])
    shown = lines(comparison_view(comparison, scored_totals(loaded(path).case, comparison)))
    assert len(shown) <= SCREEN, "\n".join(shown)
    assert "“" in "\n".join(shown)  # some deciding words, however few


def test_one_effect_on_several_scores_is_said_once_naming_them() -> None:
    """1651 XII.3: the elder loses his sequence and his point, and the younger reckons whatever
    he holds of each: two lines, not four, on the panel and in compare's cell."""
    from arbiter.decisions import Effect
    from arbiter.rulings.records import Penalty

    lost = [Penalty("elder", Effect("loses-declaration"), what)
            for what in ("sequence", "point")]
    reckoned = [Penalty("elder", Effect("adversary-reckons-all"), what)
                for what in ("sequence", "point")]
    assert penalty_texts([*lost, *reckoned]) == [
        "The elder loses his sequence and point.",
        "The younger reckons whatever he holds of the same (sequence and point), even what is "
        "lesser.",
    ]
    assert penalty_texts([*lost, *reckoned], EFFECT_BRIEF) == [
        "elder loses his sequence and point", "younger reckons all"]
    assert penalty_texts([Penalty("younger", Effect("adversary-reckons-all"))]) == [
        "The elder reckons whatever he holds, even what is lesser."]


def test_what_happens_next_names_what_is_ruled_beside_the_ruling() -> None:
    """A reply found too late stands ('Things stay as they are'), but the call it allowed,
    never shown, is a penalty at the lead (1651 XII.3): the Next line says so."""
    case = loaded(ROOT / "examples" / "incidents" / "calling-equal-to-a-count.yaml").case
    refused = rule(case, find_edition("1651"))
    assert [str(also.decision) for also in refused.also] == ["penalty"]
    shown = " ".join(" ".join(lines(ruling_view(refused, find_edition("1651")))).split("│"))
    assert ("Next: Things stay as they are, and the deal goes on, save what is ruled below "
            "(step 5: penalty).") in " ".join(shown.split())
    alone = rule(case, find_edition("1882"))  # nothing ruled beside it: the plain words
    shown = " ".join(" ".join(lines(ruling_view(alone, find_edition("1882")))).split("│"))
    assert "Next: The penalty below applies; the deal goes on. Penalty:" in " ".join(shown.split())
