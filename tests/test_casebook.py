"""Cavendish's Cases and Decisions in the law store (laws/portland-1882-cases.yaml)."""

from __future__ import annotations

import json
import re

import pytest
from typer.testing import CliRunner

from arbiter.cli import app
from arbiter.lawbook.casebook import case_id, casebook, commentary, roman
from arbiter.lawbook.store import laws_dir
from arbiter.rulings import Ruling
from arbiter.variants.find import find_edition
from tests.conftest import ruled

NUMERALS = [roman(number) for number in range(1, 23)]


def _ws(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


def test_the_twenty_two_cases_are_in_the_store_in_order() -> None:
    edition = find_edition("1882")
    cases = [law.id for law in edition.contents() if law.is_case]
    assert cases == [f"Case {numeral}" for numeral in NUMERALS]
    assert list(casebook("portland-1882")) == cases


def test_the_cases_are_his_text_verbatim() -> None:
    """The source rebuilt from the records: each case's text is the transcription's, its
    links to the laws kept as their words."""
    source = (laws_dir() / "sources" / "cases-and-decisions.md").read_text(encoding="utf-8")
    source = re.sub(r"\[(Law \d+)\]\([^)]*\)", r"\1", source.split("# Cases and decisions")[1])
    rebuilt = " ".join(f"## {case.id} {case.text}" for case in casebook("portland-1882").values())
    assert _ws(rebuilt) == _ws(source)


@pytest.mark.parametrize("numeral", NUMERALS)
def test_deciding_words_are_an_excerpt_of_the_case(numeral: str) -> None:
    case = casebook("portland-1882")[f"Case {numeral}"]
    quoted = commentary("portland-1882", numeral)
    assert quoted.case == numeral
    assert quoted.text in find_edition("1882").law(case.id).text
    assert case.disputed is None or case.disputed in case.text


def test_only_case_xv_is_much_disputed() -> None:
    disputed = [case.id for case in casebook("portland-1882").values() if case.disputed]
    assert disputed == ["Case XV"]


@pytest.mark.parametrize("name", ["Case XVII", "case xvii", "case 17", "XVII", "xvii", "Case17"])
def test_a_case_is_named_as_a_reader_names_it(name: str) -> None:
    assert case_id(name) == "Case XVII"
    assert find_edition("1882").law(name).id == "Case XVII"


def test_a_law_number_stays_a_law() -> None:
    assert case_id("17") is None
    assert find_edition("1882").law("17").id == "17"


def test_the_other_editions_have_no_casebook() -> None:
    assert casebook("royall-1651") == {}
    assert not any(law.is_case for law in find_edition("1651").contents())


def test_every_law_a_case_applies_is_a_law_of_1882() -> None:
    edition = find_edition("1882")
    for case in casebook("portland-1882").values():
        for law in case.applies:
            assert not edition.law(law).is_case


def test_laws_show_prints_a_case() -> None:
    result = CliRunner().invoke(app, ["laws", "show", "1882", "case 17"])
    assert result.exit_code == 0
    assert "Cavendish, Cases and Decisions" in result.output
    assert "There is no proof that when the pack was dealt it was redundant." in _ws(result.output)


def test_laws_show_json_gives_the_case_and_its_laws() -> None:
    result = CliRunner().invoke(app, ["laws", "show", "1882", "XV", "--json"])
    assert result.exit_code == 0
    shown = json.loads(result.output)
    assert shown["law"] == "Case XV"
    assert shown["case"]["applies"] == ["59.V"]
    assert shown["case"]["disputed"] == "This decision has been much disputed."


def test_laws_search_finds_words_in_the_cases() -> None:
    result = CliRunner().invoke(app, ["laws", "search", "undealt", "--json", "-e", "1882"])
    assert result.exit_code == 0
    found = [hit["law"] for hit in json.loads(result.output)]
    assert {"Case XVII", "Case XVIII"} <= set(found)


def test_laws_index_lists_every_case() -> None:
    result = CliRunner().invoke(app, ["laws", "index", "-e", "1882", "--json"])
    assert result.exit_code == 0
    rows = [row["law"] for row in json.loads(result.output)]
    assert [row for row in rows if row.startswith("Case ")] == [f"Case {n}" for n in NUMERALS]


# --- a ruling that follows a case -------------------------------------------------------------

DISCARD = """incident:
  kind: foreign-card
  where: discard
  player: younger
  from: undealt-pack
  discovered: after-play
"""


def _file(tmp_path, text: str, name: str = "case.yaml"):  # type: ignore[no-untyped-def]
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return str(path)


def test_rule_json_carries_his_deciding_words(tmp_path) -> None:  # type: ignore[no-untyped-def]
    result = CliRunner().invoke(app, ["rule", _file(tmp_path, DISCARD), "--json"])
    assert result.exit_code == 0
    ruling = json.loads(result.output)
    assert ruling["commentary"] == [{
        "source": "Cavendish, Cases and Decisions", "case": "XVII",
        "text": casebook("portland-1882")["Case XVII"].deciding}]
    for quoted in ruling["commentary"]:
        assert quoted["text"] in find_edition("1882").law(f"Case {quoted['case']}").text


def test_a_ruling_of_another_edition_follows_no_case(tmp_path) -> None:  # type: ignore[no-untyped-def]
    result = CliRunner().invoke(app, ["rule", _file(tmp_path, DISCARD), "-e", "1651", "--json"])
    assert result.exit_code == 0
    assert "commentary" not in json.loads(result.output)


def test_the_panel_quotes_him_under_the_law(tmp_path) -> None:  # type: ignore[no-untyped-def]
    result = CliRunner().invoke(app, ["rule", _file(tmp_path, DISCARD)])
    assert result.exit_code == 0
    shown = _ws(result.output.replace("│", " "))
    assert shown.index("Law 58:") < shown.index("Cavendish, Case XVII:")
    assert "There is no proof that when the pack was dealt it was redundant." in shown


def test_compare_notes_the_case(tmp_path) -> None:  # type: ignore[no-untyped-def]
    result = CliRunner().invoke(app, ["compare", _file(tmp_path, DISCARD)])
    assert result.exit_code == 0
    assert "Case XVII" in result.output


def _scenario(case: str) -> str:
    return DISCARD + f"""expect:
  portland-1882:
    decision: penalty
    case: "{case}"
"""


def test_check_passes_a_ruling_that_names_the_case(tmp_path) -> None:  # type: ignore[no-untyped-def]
    for name in ("XVII", "Case XVII", "case 17"):
        result = CliRunner().invoke(app, ["check", _file(tmp_path, _scenario(name))])
        assert result.exit_code == 0, result.output


def test_check_fails_a_ruling_that_names_another_case(tmp_path) -> None:  # type: ignore[no-untyped-def]
    result = CliRunner().invoke(app, ["check", _file(tmp_path, _scenario("XVIII")), "--json"])
    assert result.exit_code == 1
    assert "case" in result.output and "XVIII" in result.output


def test_check_refuses_a_case_the_casebook_has_not(tmp_path) -> None:  # type: ignore[no-untyped-def]
    result = CliRunner().invoke(app, ["check", _file(tmp_path, _scenario("XXIII"))])
    assert result.exit_code != 0
    assert "no case 'XXIII'" in result.output and ":10:" in result.output


def test_laws_index_names_where_a_case_is_followed() -> None:
    result = CliRunner().invoke(app, ["laws", "show", "1882", "Case XVII", "--json"])
    assert json.loads(result.output)["applied_in"] == ["foreign-card"]


# --- a card of another pack under 1882, as Cases XVII and XVIII read law 75 -------------------


@pytest.mark.parametrize(("facts", "decision", "penalised", "case"), [
    ("where: stock, discovered: exchange", "deal-void", False, None),
    ("where: hand, player: elder, discovered: play", "deal-void", False, None),
    ("where: discard, player: elder, discovered: after-play", "deal-void", False, None),
    ("where: stock, from: undealt-pack, discovered: exchange", "deal-void", False, None),
    ("where: discard, player: elder, from: undealt-pack, discovered: exchange", "penalty", True,
     "XVII"),
    ("where: discard, player: younger, from: undealt-pack, discovered: declaring", "penalty",
     True, "XVII"),
    ("where: hand, player: younger, from: undealt-pack, discovered: exchange", "rectify", False,
     "XVIII"),
    ("where: hand, player: younger, from: undealt-pack, used_in_call: true, "
     "discovered: after-first-lead", "rectify", False, "XVIII"),  # he has not played since
    ("where: hand, player: younger, from: undealt-pack, used_in_call: true, discovered: play",
     "penalty", True, "XVIII"),
    ("where: hand, player: elder, from: undealt-pack, played: true, discovered: after-play",
     "rectify", False, "XVIII"),
    ("where: hand, player: elder, from: undealt-pack, used_in_call: true, call_impossible: true,"
     " discovered: play", "rectify", False, "XVIII"),  # law 54's exception
])
def test_a_card_of_the_undealt_pack_in_a_hand_is_a_card_too_many(
        facts: str, decision: str, penalised: bool, case: str | None) -> None:
    ruling = ruled("incident: {kind: foreign-card, " + facts + "}", "1882")
    assert str(ruling.decision) == decision
    assert bool(ruling.penalties) == penalised
    assert [quoted.case for quoted in ruling.commentary] == ([case] if case else [])


def test_a_call_impossible_needs_a_call() -> None:
    from arbiter.errors import ImpossibleError
    from arbiter.rulings import parse_incident

    loaded = parse_incident("incident: {kind: foreign-card, where: hand, player: elder, "
                            "call_impossible: true, discovered: play}")
    with pytest.raises(ImpossibleError, match="call_impossible"):
        ruled(loaded.case, "1882")


# --- Cases X, XIX and XXII beyond the cases themselves ----------------------------------------


def _rule_1882(text: str) -> Ruling:
    return ruled(text, "1882")


@pytest.mark.parametrize(("led", "played", "cases"), [
    ("[AH, KH, QH]", "[7H, 8H, 9H, 10H]", ["X"]),   # too many played to several led
    ("[AH, KH]", "[7H, 8H]", []),                   # as many as led: the cards stand
])
def test_too_many_played_to_several_led_follows_case_x(led: str, played: str,
                                                       cases: list[str]) -> None:
    ruling = _rule_1882(f"""incident:
  kind: play
  steps:
    - {{by: elder, lead: {led}}}
    - {{by: younger, play: {played}}}
  discovered: play
""")
    assert [quoted.case for quoted in ruling.commentary] == cases


def _dispute(deal: str, claimed: str) -> str:
    path = laws_dir().parent / "examples" / "deals" / deal
    return f"incident:\n  kind: score-dispute\n  deal: {path}\n  claimed: {claimed}\n" \
           "  discovered: after-play\n"


def test_a_long_hand_reckoning_nothing_follows_cases_xix_and_xxii() -> None:
    ruling = _rule_1882(_dispute("portland-1882-thirteen-cards-save-repique.yaml",
                                 "{elder: 54, younger: 0}"))
    assert [quoted.case for quoted in ruling.commentary] == ["XXII", "XIX"]


def test_a_deal_of_twelve_cards_a_hand_follows_no_case() -> None:
    ruling = _rule_1882(_dispute("portland-1882-capot.yaml", "{elder: 0, younger: 0}"))
    assert ruling.commentary == ()


# --- answers judged against the cards (Case VIII) ---------------------------------------------

HANDS = """  elder:
    hand: AS AH AD KS QS JS 10S 9H 8H 7H 9D 8D
    discard: AC 7S 7D 8S 9S
  younger:
    hand: KH QH JH 10H KD QD JD 10D KC QC JC 10C
    discard: 9C 8C 7C
"""


@pytest.mark.parametrize(("named", "decision", "cases"), [
    ("[AD]", "penalty", ["VIII"]),   # he holds the ace he names as out
    ("[AC]", "play-on", []),         # the ace he put out: a true answer
])
def test_which_not_reckoned_is_judged_against_his_cards(named: str, decision: str,
                                                        cases: list[str]) -> None:
    ruling = _rule_1882(f"""incident:
  kind: calling
{HANDS}  steps:
    - {{by: elder, call: trio, rank: A}}
    - {{by: younger, reply: good}}
    - {{by: younger, ask: which-not-reckoned, rank: A}}
    - {{by: elder, answer: {named}}}
""")
    assert str(ruling.decision) == decision
    assert [quoted.case for quoted in ruling.commentary] == cases
    if cases:
        assert ruling.law_ids[0] == "54" and ruling.penalties[0].player == "elder"


# --- an inquiry which card is out admits the call good (Case VII) -----------------------------


@pytest.mark.parametrize(("steps", "decision", "cases"), [
    # a quatorze asked about, then "not good": refused
    ("""    - {by: elder, call: quatorze, rank: "10"}
    - {by: younger, ask: which-not-reckoned, rank: "10"}
    - {by: elder, answer: [10D]}
    - {by: younger, reply: not-good, holding: better}""", "refused", ["VII"]),
    # "not good" said first, then the question: nothing admitted
    ("""    - {by: elder, call: trio, rank: K}
    - {by: younger, reply: not-good, holding: better}""", "play-on", []),
])
def test_asking_which_card_is_out_admits_the_call(steps: str, decision: str,
                                                  cases: list[str]) -> None:
    ruling = _rule_1882(f"incident:\n  kind: calling\n  steps:\n{steps}\n")
    assert str(ruling.decision) == decision
    assert [quoted.case for quoted in ruling.commentary] == cases


def test_asking_which_card_is_out_admits_nothing_under_1651() -> None:
    ruling = ruled("""incident:
  kind: calling
  steps:
    - {by: elder, call: trio, rank: Q}
    - {by: younger, ask: which-not-reckoned, rank: Q}
    - {by: elder, answer: [QD]}
    - {by: younger, reply: not-good, holding: better}
""", "1651")
    assert ruling.commentary == () and "admitted" not in ruling.summary


# --- a card left on the table (Case XIII) -----------------------------------------------------


@pytest.mark.parametrize(("facts", "decision", "laws", "cases"), [
    ("player: younger, card_left: stock", "rectify", ["34"], ["XIII"]),
    ("player: younger, card_left: stock, renounced: true", "rectify", ["34", "59.IV"], ["XIII"]),
    ("player: younger, card_left: stock, announced: true", "refused", ["57"], ["XIII"]),
    ("player: younger, card_left: mixed", "play-on", ["30", "57"], []),    # not to be told apart
    ("player: elder, card_left: stock", "play-on", ["30", "57"], []),      # law 34 is the younger's
    ("player: younger, announced: true", "play-on", ["30", "57"], []),     # mixed, as by default
])
def test_a_card_left_on_the_table_is_taken_up_unless_announced(
        facts: str, decision: str, laws: list[str], cases: list[str]) -> None:
    ruling = _rule_1882("incident: {kind: short-hand, discarded: 3, taken: 2, discovered: play, "
                        + facts + "}")
    assert str(ruling.decision) == decision
    assert ruling.law_ids[:len(laws)] == laws
    assert [quoted.case for quoted in ruling.commentary] == cases


# --- a card led taken back (Case XI) ----------------------------------------------------------


def _retake(steps: str, edition: str = "1882") -> Ruling:
    return ruled(f"incident:\n  kind: play\n  steps:\n{steps}\n", edition)


@pytest.mark.parametrize(("steps", "decision", "cases"), [
    ("""    - {by: elder, lead: [AH, KH, 8S]}
    - {by: elder, retake: [8S], instead: [QH]}""", "rectify", ["XI"]),        # none played yet
    ("""    - {by: elder, lead: [AH, KH, 8S]}
    - {by: younger, play: [7H, 9H]}
    - {by: elder, retake: [KH]}""", "refused", ["XI"]),                       # KH was played to
    ("""    - {by: elder, lead: [AH]}
    - {by: elder, retake: [AH]}""", "refused", []),                           # one card: law 59
])
def test_a_card_led_is_taken_back_only_before_it_is_played_to(steps: str, decision: str,
                                                              cases: list[str]) -> None:
    ruling = _retake(steps)
    assert str(ruling.decision) == decision
    assert ruling.law_ids[0] == "59"
    assert [quoted.case for quoted in ruling.commentary] == cases


def test_a_card_led_is_never_recalled_under_1651() -> None:
    ruling = _retake("""    - {by: elder, lead: [AH, KH, 8S]}
    - {by: elder, retake: [8S]}""", "1651")
    assert str(ruling.decision) == "refused" and ruling.law_ids == ["XII.6"]


def test_a_card_asked_back_must_have_been_led() -> None:
    from arbiter.errors import ImpossibleError

    with pytest.raises(ImpossibleError, match="did not lead"):
        _retake("""    - {by: elder, lead: [AH, KH]}
    - {by: elder, retake: [QH]}""")


# --- a fresh deal offered and left unanswered (Case III) --------------------------------------


@pytest.mark.parametrize(("facts", "decision", "cases"), [
    ("answered_after: offerer-discarded, withdrawn: true", "refused", ["III"]),
    ("answer: none, answered_after: offerer-took-in, withdrawn: true", "refused", ["III"]),
    ("answered_after: offerer-discarded", "silent", []),   # both still agree: no law on it
    ("answer: declined, answered_after: offerer-discarded, withdrawn: true", "silent", []),
    ("withdrawn: true", "silent", []),                     # withdrawn before any answer
    ("", "silent", []),
])
def test_an_offer_left_unanswered_past_a_discard_is_refused(facts: str, decision: str,
                                                            cases: list[str]) -> None:
    ruling = _rule_1882("incident: {kind: fresh-deal-by-agreement, offered_by: elder, "
                        f"discovered: after-taking-up, {facts}}}")
    assert str(ruling.decision) == decision
    assert [quoted.case for quoted in ruling.commentary] == cases


# --- a carte blanche in the exchange (Cases V, VI, XX, XXI) ----------------------------------


def _exchange(steps: str, edition: str = "1882") -> Ruling:
    return ruled(f"incident:\n  kind: exchange\n  steps:\n{steps}\n", edition)


@pytest.mark.parametrize(("steps", "decision", "cases"), [
    # the younger's blanche shown in its place, the elder having discarded: nothing to rule
    ("""    - {by: younger, announce: blanche}
    - {by: elder, discard: 4}
    - {by: younger, show: blanche}""", "play-on", []),
    # shown by the elder after taking two, kept apart: it reckons (XX)
    ("""    - {by: elder, discard: 2}
    - {by: elder, take: 2}
    - {by: younger, discard: 1}
    - {by: elder, show: blanche}""", "play-on", ["XX"]),
    # the same with the two mixed with his hand: refused (XX)
    ("""    - {by: elder, discard: 2}
    - {by: elder, take: 2}
    - {by: elder, mix: taken, into: hand}
    - {by: younger, discard: 1}
    - {by: elder, show: blanche}""", "refused", ["XX"]),
    # the younger's, found after the elder took three: it reckons (VI)
    ("""    - {by: elder, discard: 3}
    - {by: elder, take: 3}
    - {by: younger, show: blanche}""", "play-on", ["VI"]),
    # the younger alters his discard, having seen the elder's blanche (V)
    ("""    - {by: younger, discard: 2}
    - {by: elder, show: blanche}
    - {by: younger, change_discard: true}""", "play-on", ["V"]),
])
def test_a_carte_blanche_in_the_exchange(steps: str, decision: str, cases: list[str]) -> None:
    ruling = _exchange(steps)
    assert str(ruling.decision) == decision
    assert [quoted.case for quoted in ruling.commentary] == cases


def test_a_discard_taken_back_to_show_a_blanche_still_reckons_nothing_else() -> None:
    ruling = _exchange("""    - {by: elder, discard: 3}
    - {by: elder, take: 3}
    - {by: elder, take_back: 3}
    - {by: elder, show: blanche}""")
    assert str(ruling.decision) == "penalty" and ruling.law_ids[0] == "25"
    assert [quoted.case for quoted in ruling.commentary] == ["XXI"]
    assert any("carte blanche still scores" in note for note in ruling.notes)


def test_a_blanche_shown_after_taking_in_is_no_case_of_the_casebook_under_1651() -> None:
    """1882's Cases do not reach 1651: the blanche shown after his discard is ruled by XII.16
    alone, as the short kind blanche-late ("For afterwards it is not by any meanes to be
    allowed of")."""
    ruling = _exchange("""    - {by: elder, discard: 2}
    - {by: elder, take: 2}
    - {by: elder, mix: taken, into: hand}
    - {by: younger, discard: 1}
    - {by: elder, show: blanche}""", "1651")
    assert ruling.commentary == ()
    assert (str(ruling.decision), ruling.law_ids[0]) == ("refused", "XII.16")


def test_a_count_says_how_many_he_takes_or_leaves() -> None:
    from arbiter.errors import ImpossibleError

    with pytest.raises(ImpossibleError, match="how many"):
        _exchange("    - {by: elder, announce: leaves}")


# --- the younger taking in before the elder (Case XIV) ----------------------------------------


@pytest.mark.parametrize(("leaves", "decision", "cases"), [
    ("    - {by: elder, announce: leaves, count: 2}\n    - {by: elder, take: 3}", "penalty",
     ["XIV"]),
    ("    - {by: elder, take: 5}", "play-on", []),   # the elder leaves none: his own three
])
def test_the_younger_taking_in_first_must_take_the_cards_left(leaves: str, decision: str,
                                                              cases: list[str]) -> None:
    ruling = _exchange(f"""    - {{by: elder, discard: 5}}
    - {{by: younger, discard: 3}}
    - {{by: younger, take: 3, where: bottom}}
{leaves}""")
    assert str(ruling.decision) == decision
    assert [quoted.case for quoted in ruling.commentary] == cases
    if cases:
        assert ruling.penalties[0].player == "younger" and ruling.law_ids[0] == "24"


# --- "how many?" asks of the cards declared (Cases XV, XVI) -----------------------------------

SPADES = """  elder:
    hand: AS KS QS JS 9S 8S AH KH 9D 8D 7C 8C
  younger:
    hand: 10S 7S QH JH 10H 9H AD KD QD AC KC QC
  steps:
    - {by: elder, call: sequence, cards: 4, top: A}
    - {by: younger, reply: good}
    - {by: elder, lead: AS}
    - {by: younger, play: 7S}
    - {by: younger, ask: how-many, suit: S}
"""


@pytest.mark.parametrize(("answer", "decision", "cases"), [
    ("3", "play-on", ["XVI"]),    # K Q J of his quart left: true of what he declared
    ("5", "option", ["XV"]),      # K Q J 9 8: counting the cards he never declared
    ("1", "option", []),          # false either way: 59.V without the case
])
def test_how_many_counts_the_cards_declared(answer: str, decision: str,
                                            cases: list[str]) -> None:
    ruling = _rule_1882(f"incident:\n  kind: calling\n{SPADES}"
                        f"    - {{by: elder, answer: {answer}}}\n"
                        "    - {by: elder, lead: KH}\n    - {by: younger, play: QH}\n")
    assert str(ruling.decision) == decision
    assert [quoted.case for quoted in ruling.commentary] == cases
    if "XV" in cases:  # "This decision has been much disputed": the note says so
        assert any("much disputed" in note for note in ruling.notes)


# --- a set declared by implication (Case IV) --------------------------------------------------

IMPLIED = """incident:
  kind: calling
{rubicon}  elder:
    hand: AC JC 9C 8C AH KH QH AD KD QD 7S 8S
  younger:
    hand: JS KS 9S JH 9H 7H JD 9D 7D KC QC 10C
  steps:
    - {{by: elder, call: point, cards: 4, value: 38, suit: C}}
    - {{by: younger, reply: good}}
    - {{by: elder, call: sequence, cards: 3, top: A, suit: H}}
    - {{by: younger, reply: good}}
    - {{by: elder, call: sequence, cards: 3, top: A, suit: D}}
    - {{by: elder, lead: AH}}
    - {{by: younger, call: trio, rank: "{rank}"}}
{more}"""


@pytest.mark.parametrize(("rank", "rubicon", "more", "decision", "cases"), [
    ("J", "", "", "refused", ["IV"]),                       # knaves, beaten by aces implied
    ("J", "  under_rubicon: elder\n", "    - {by: elder, reply: not-good}\n", "rectify",
     ["IV"]),                                               # he objects: he reckons his aces
])
def test_a_set_declared_by_implication_bars_a_lesser_one(rank: str, rubicon: str, more: str,
                                                         decision: str,
                                                         cases: list[str]) -> None:
    ruling = _rule_1882(IMPLIED.format(rank=rank, rubicon=rubicon, more=more))
    assert str(ruling.decision) == decision
    assert [quoted.case for quoted in ruling.commentary] == cases
    assert ruling.law_ids[0] == "56"


# --- a sequence called by its count alone (Case XII) ------------------------------------------

BARE = """incident:
  kind: calling
  elder:
    hand: AD KD 10D 8D JC 10C 9C QH JH 8H AS 7S
    discard: 10H QS 9S KC 7H
  younger:
    hand: KS JS 10S 8S AH KH QD JD 9D 7D AC QC
    discard: 9H 8C 7C
  steps:
    - {{by: elder, call: point, cards: 4, suit: D}}
    - {{by: younger, reply: good}}
    - {{by: elder, call: sequence, cards: 3{more}}}
    - {{by: younger, reply: good}}
    - {{by: elder, lead: AD}}
    - {{by: younger, play: 7D}}
  discovered: after-play
"""


@pytest.mark.parametrize(("more", "step", "cases"), [
    ("", 3, ["XII"]),                 # "A tierce.": the count suffices, nobody misinformed
    (", top: J, suit: C", None, []),  # said in full: nothing to decide
])
def test_a_sequence_called_by_its_count_alone_misinforms_nobody(more: str, step: int | None,
                                                                cases: list[str]) -> None:
    ruling = _rule_1882(BARE.format(more=more))
    assert str(ruling.decision) == "play-on" and ruling.step == step
    assert [quoted.case for quoted in ruling.commentary] == cases
    if cases:
        assert ruling.law_ids[0] == "48"


# --- "equal" to a count, holding more, corrected in time (Case I) ------------------------------


@pytest.mark.parametrize(("between", "decision", "step", "cases"), [
    # the elder only says what his point makes: the same call completed, the correction stands
    ("    - {by: elder, call: point, cards: 4, value: 41}\n", "rectify", 4, ["I"]),
    # the elder has gone on to another call: too late, law 46's bar decides at the inquiry
    ("    - {by: elder, call: point, cards: 4, value: 41}\n"
     "    - {by: elder, call: sequence, cards: 3, top: K}\n", "penalty", 2, []),
    # the younger does not correct his "equal": law 46's bar, at the inquiry
    ("", "penalty", 2, []),
])
def test_an_equal_corrected_before_another_call_follows_case_i(
        between: str, decision: str, step: int, cases: list[str]) -> None:
    corrected = "    - {by: younger, reply: not-good, corrects: true, cards: 5}\n"
    corrected = corrected if between else ""
    ruling = _rule_1882("incident:\n  kind: calling\n  steps:\n"
                        "    - {by: elder, call: point, cards: 4}\n"
                        "    - {by: younger, reply: equal, cards: 5}\n" + between + corrected)
    assert (str(ruling.decision), ruling.step) == (decision, step)
    assert [quoted.case for quoted in ruling.commentary] == cases


# --- an over-call corrected, the correction answered "not good" (Case IX) -----------------------


@pytest.mark.parametrize(("last", "cases"), [
    ("not-good", ["IX"]),  # the answers disclose a card out: no remedy
    ("good", []),          # nothing disclosed: the miscall corrected, no case
])
def test_an_over_call_corrected_and_not_good_follows_case_ix(last: str, cases: list[str]) -> None:
    ruling = _rule_1882("incident:\n  kind: calling\n  steps:\n"
                        "    - {by: elder, call: quatorze, rank: J, error: over}\n"
                        "    - {by: younger, reply: good}\n"
                        "    - {by: elder, call: trio, rank: J, corrects: true}\n"
                        f"    - {{by: younger, reply: {last}}}\n")
    assert (str(ruling.decision), ruling.step) == ("rectify", 1)
    assert [quoted.case for quoted in ruling.commentary] == cases
