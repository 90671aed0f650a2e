"""Variants and house rules (issue 18): files read like every other format, overlaid on their
base, found by `BASE+VARIANT`, ruled and scored under, their own laws cited with their text."""

from __future__ import annotations

import dataclasses
import json
import re
from pathlib import Path
from typing import Any, get_args, get_type_hints

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from arbiter.errors import InputError
from arbiter.formats.variant import ParametersFile
from arbiter.lawbook.rules import BLOCKS, PackRule, Rules, SequenceRule
from arbiter.lawbook.store import laws_dir
from arbiter.variants.find import find_edition, resolve_edition_id
from arbiter.variants.named import builtin_ids, describe_variant, read_variant
from tests.conftest import ruled, run

ROOT = Path(__file__).resolve().parent.parent
RED_LION = ROOT / "examples" / "variants" / "red-lion.yaml"
OPTIONS_DEAL = ROOT / "examples" / "deals" / "portland-1882-au-cent-options.yaml"
BUILT_IN = {
    "four-deal-partie": "portland-1882+four-deal-partie",
    "first-word-stands": "royall-1651+first-word-stands",
    "au-cent": "portland-1882+au-cent",
    "au-cent-fours": "portland-1882+au-cent+au-cent-fours",
    "au-cent-low-cards": "portland-1882+au-cent+au-cent-low-cards",
}


def cited(ruling: dict[str, Any]) -> list[tuple[str, str]]:
    return [(c["edition"], c["law"]) for c in ruling["citations"]]


# --- the built-in variants -----------------------------------------------------------------


def test_the_built_in_variants_are_the_files_of_laws_variants() -> None:
    assert set(builtin_ids()) == set(BUILT_IN)
    for name in BUILT_IN:
        assert read_variant(laws_dir() / "variants" / f"{name}.yaml").id == name


@pytest.mark.parametrize(("name", "edition_id"), BUILT_IN.items())
def test_a_built_in_variant_is_an_edition_named_base_plus_variant(name: str,
                                                                   edition_id: str) -> None:
    edition = find_edition(edition_id)
    assert edition.id == edition_id
    assert edition.variant == name
    assert resolve_edition_id(edition_id.upper()) == edition_id
    assert edition.root.id == edition_id.split("+")[0]


@pytest.mark.parametrize("edition_id", BUILT_IN.values())
def test_a_variant_cites_its_own_laws_with_its_edition_and_text(edition_id: str) -> None:
    edition = find_edition(edition_id)
    for law in edition.own_laws.values():
        assert law.edition == edition_id
        assert law.text.strip()
        assert edition.law(law.id) == law
        assert edition.cited(edition.ref(law)).citation() == {
            "edition": edition_id, "law": law.id, "text": law.text}


def au_cent_paragraphs() -> list[str]:
    """The paragraphs of Cavendish's text after its title, as laws/sources carries it."""
    text = (laws_dir() / "sources" / "laws-of-piquet-au-cent.md").read_text(encoding="utf-8")
    body = text.split("# Laws of Piquet au Cent", 1)[1]
    return [part.strip() for part in body.split("\n\n") if part.strip()]


def test_au_cent_is_every_paragraph_of_its_text_a_law_numbered_from_1() -> None:
    edition = find_edition("portland-1882+au-cent")
    paragraphs = au_cent_paragraphs()
    assert [law.id for law in edition.own_laws.values()] == [
        str(n) for n in range(1, len(paragraphs) + 1)]
    assert [law.text for law in edition.own_laws.values()] == paragraphs
    assert edition.law("1").text.startswith("The Laws of Piquet au cent, differ")
    assert edition.law("1").edition == "portland-1882+au-cent"


def test_au_cent_shadows_portland_ids_but_rules_still_cite_portland_laws() -> None:
    edition = find_edition("1882+au-cent")
    assert edition.law("14").edition == "portland-1882+au-cent"  # a reader's law 14: au cent's
    assert edition.cited("14").edition == "portland-1882"  # law 14 of 1882 as a rule cites it
    assert edition.cited("14").text.startswith("If a faced card be found")
    assert edition.cited("40").edition == "portland-1882+au-cent"  # replaced by au cent 13
    assert edition.cited("40").id == "13"


def test_four_deal_partie_sets_the_game_and_cites_the_note_for_law_71() -> None:
    edition = find_edition("1882+four-deal-partie")
    game = edition.rules.game
    assert (game.kind, game.deals, game.double_deals, game.tie_deals) == ("partie", 4, (1, 4), 2)
    assert (game.bonus, game.rubicon) == (100, 100)  # laws 72 and 73 unchanged
    assert edition.cited(game.law).citation()["edition"] == "portland-1882+four-deal-partie"
    assert edition.cited("71").id == "71.note"
    assert edition.cited("71").edition == "portland-1882+four-deal-partie"
    assert edition.cited("72").edition == "portland-1882"  # a base law keeps the base's id
    assert find_edition("1882").rules.game.double_deals == ()


def test_first_word_stands_switches_the_calling_parameter() -> None:
    assert find_edition("1651").rules.calling.first_word == "may-be-recalled"
    edition = find_edition("1651+first-word-stands")
    calling = edition.rules.calling
    assert calling is not None and calling.first_word == "stands"
    law = edition.cited(calling.law)
    assert (law.edition, law.id) == ("royall-1651+first-word-stands", "XII.15")
    assert law.text.startswith("Yet in some Other places, as in Provence, and Languedoc, the "
                               "First word is alwaies to stand")
    assert edition.cited("XII.15") == law  # the Provence clause in place of the Paris liberty
    assert edition.cited("XII.14").edition == "royall-1651"


def test_au_cent_game_and_partie_are_parameters_for_the_sheet() -> None:
    rules = find_edition("1882+au-cent").rules
    assert (rules.game.kind, rules.game.target, rules.game.double_below) == ("set", 100, 50)
    assert (rules.game.deals, rules.game.bonus, rules.game.rubicon) == (None, 0, 0)
    assert rules.series is not None
    assert (rules.series.games, rules.series.to_win, rules.series.double_counts) == (5, 3, 2)


def test_every_parameter_a_variant_may_set_is_a_rule_block() -> None:
    """One list of parameters: the variant format's blocks are the Rules' fields, and each
    block's values are fields of the record the edition reads it into."""
    hints = get_type_hints(ParametersFile)
    assert list(hints) == list(Rules._fields)
    records: dict[str, Any] = {**BLOCKS, "pack": PackRule, "sequences": SequenceRule}
    for name, hint in hints.items():
        (block,) = [arg for arg in get_args(hint) if arg is not type(None)]
        given = {f.name for f in dataclasses.fields(block)}
        allowed = set(records[name]._fields) if name in records else {"law"}
        assert given <= allowed, name
        assert "law" in given, name


# --- rulings under au cent: cutting and dealing ----------------------------------------------


def test_au_cent_cut_exposing_cards_for_deal_the_lowest_may_count() -> None:
    text = "incident: {kind: cut-irregular, problem: card-exposed, cut: for-deal, count: 2}"
    assert ruled(text, "1882").to_json()["decision"] == "fresh-cut"
    under = ruled(text, "1882+au-cent").to_json()
    assert under["edition"] == "portland-1882+au-cent"
    assert under["decision"] == "option"
    assert under["options"] == {"holder": "elder", "choices": ["play-on", "fresh-cut"]}
    assert cited(under) == [("portland-1882+au-cent", "1")]
    assert "lowest of the exposed cards" in under["citations"][0]["text"]


def test_au_cent_deal_out_of_turn_found_late_has_no_remedy() -> None:
    late = "incident: {kind: deal-out-of-turn, discovered: after-taking-up}"
    assert ruled(late, "1882").to_json()["decision"] == "play-on"
    assert "twice running" in ruled(late, "1882").to_json()["explanation"]
    under = ruled(late, "1882+au-cent").to_json()
    assert under["decision"] == "play-on"
    assert cited(under) == [("portland-1882+au-cent", "5")]
    assert "no remedy" in under["explanation"] and "twice" not in under["summary"]
    early = ruled({"kind": "deal-out-of-turn", "discovered": "dealing"}, "1882+au-cent").to_json()
    assert early["decision"] == "right-dealer-deals"
    assert cited(early) == [("portland-1882+au-cent", "5")]


def test_au_cent_elder_option_ends_at_touching_the_stock_and_cites_13() -> None:
    text = ("incident: {kind: wrong-card-count, elder: 13, younger: 12, stock: 7, "
            "discovered: after-taking-up}")
    base, under = ruled(text, "1882").to_json(), ruled(text, "1882+au-cent").to_json()
    assert base["decision"] == under["decision"] == "option"
    assert cited(base)[:2] == [("portland-1882", "11"), ("portland-1882", "41")]
    assert cited(under)[:2] == [("portland-1882+au-cent", "3"), ("portland-1882+au-cent", "13")]
    assert ("portland-1882", "38") in cited(under)  # a base law cited keeps the base's id
    assert any("touching the stock" in note for note in under["notes"])
    assert any("stands in place of law 41" in note for note in under["notes"])


def test_au_cent_option_lost_once_the_stock_is_touched() -> None:
    for elder, younger in ((13, 11), (11, 13)):  # he plays long (law 58), or short (57)
        text = (f"incident: {{kind: wrong-card-count, elder: {elder}, younger: {younger}, "
                "stock: 8, discovered: declaring}")
        under = ruled(text, "1882+au-cent").to_json()
        assert ("portland-1882+au-cent", "3") in cited(under)
        assert "touched the stock" in under["explanation"]
        assert "touched" not in ruled(text, "1882").to_json()["explanation"]


def test_an_edition_without_a_variant_rules_as_before() -> None:
    text = "incident: {kind: faced-card, where: pack, count: 1, discovered: dealing}"
    assert ruled(text, "1882").to_json() == ruled(text, "1882+au-cent+au-cent-fours").to_json() | {
        "edition": "portland-1882"}


# --- scoring under au cent and its options ---------------------------------------------------


def scored(*args: str) -> dict[str, Any]:
    result = run("score", str(OPTIONS_DEAL), "--json", *args)
    assert result.exit_code == 0, result.output
    found: dict[str, Any] = json.loads(result.stdout)
    return found


@pytest.mark.parametrize(
    ("args", "edition", "elder", "younger", "point", "pique"),
    [
        # the elder's hand: point of five making 44 (5), quint and tierce (18), two trios (6)
        ([], "portland-1882", 61, 3, 5, 30),
        (["--variant", "au-cent"], "portland-1882+au-cent", 61, 3, 5, 30),
        (["--variant", "au-cent-fours"],
         "portland-1882+au-cent+au-cent-fours", 30, 3, 4, 0),
        (["--variant", "au-cent-low-cards"],
         "portland-1882+au-cent+au-cent-low-cards", 30, 2, 5, 0),
        (["--edition", "1882+au-cent+au-cent-fours+au-cent-low-cards"],
         "portland-1882+au-cent+au-cent-fours+au-cent-low-cards", 29, 2, 4, 0),
    ],
)
def test_au_cent_options_scored_on_a_worked_deal(args: list[str], edition: str, elder: int,
                                                 younger: int, point: int, pique: int) -> None:
    """Worked by hand. Au cent alone: 29 in hand, the 7 led makes 30 before the younger has
    anything: pique. Points ending in four: 28 in hand, the lead 29, the younger scores: no
    pique. Low cards not counting: the 7 and the 8 led score nothing, the ace and the queen
    that win score one each (and the king led one)."""
    found = scored(*args)
    assert found["edition"] == edition
    assert (found["elder"]["total"], found["younger"]["total"]) == (elder, younger)
    assert (found["elder"]["point"], found["elder"]["pique"]) == (point, pique)


def test_option_scores_cite_au_cent_laws_by_their_ids() -> None:
    fours = scored("--variant", "au-cent-fours")
    assert [e["law"] for e in fours["events"] if e["category"] == "point"] == ["25"]
    low = scored("--variant", "au-cent-low-cards")
    plays = [(e["player"], e["points"], e["law"]) for e in low["events"] if e["category"] == "play"]
    assert plays == [("younger", 1, "26"), ("younger", 1, "26"), ("elder", 1, "26")]


def test_au_cent_younger_need_not_discard(tmp_path: Path) -> None:
    deal = tmp_path / "deal.yaml"
    deal.write_text(
        "elder: {hand: JH 10H 9H 8H 7H AS KS QS AD KD AC KC}\n"
        "younger:\n  dealt: AH KH QH JS 10S 9S 8S QD JD 10D QC JC\n"
        "  hand: AH KH QH JS 10S 9S 8S QD JD 10D QC JC\n", encoding="utf-8")
    refused = run("score", str(deal), "--json")
    assert refused.exit_code == 2
    assert "the younger must exchange at least 1 card (law 22)" in refused.stderr
    assert run("score", str(deal), "--json", "--variant", "au-cent").exit_code == 0


# --- a club's house rules -------------------------------------------------------------------


def test_house_rules_change_the_set_and_their_laws_are_cited() -> None:
    result = run("editions", "--variant", str(RED_LION), "--json")
    assert result.exit_code == 0, result.output
    changed = json.loads(result.stdout)
    assert changed["edition"] == "royall-1651+red-lion"
    rows = {row["parameter"]: row for row in changed["parameters"]}
    assert (rows["game.target"]["base"], rows["game.target"]["value"]) == (100, 50)
    assert rows["game.target"]["law"]["law"] == "RL.1"
    assert rows["game.target"]["law"]["edition"] == "royall-1651+red-lion"
    laws = {law["law"]: law for law in changed["laws"]}
    assert laws["RL.3"]["replaces"] == [{"edition": "royall-1651", "law": "XII.22"}]


def test_house_rules_a_ruling_cites_the_club_law(tmp_path: Path) -> None:
    incident = tmp_path / "faced.yaml"
    incident.write_text("edition: cotton\nincident: {kind: faced-card, where: pack, count: 2, "
                        "discovered: dealing}\n", encoding="utf-8")
    result = run("rule", str(incident), "--variant", str(RED_LION), "--json")
    assert result.exit_code == 0, result.output
    ruling = json.loads(result.stdout)
    assert ruling["edition"] == "royall-1651+red-lion"  # the variant's base over the file's
    assert ruling["decision"] == "fresh-deal"
    assert ruling["citations"] == [{
        "edition": "royall-1651+red-lion", "law": "RL.3",
        "text": find_edition("royall-1651+red-lion").law("RL.3").text}]


def test_house_rules_a_score_cites_the_club_law(tmp_path: Path) -> None:
    deal = tmp_path / "blanche.yaml"
    deal.write_text(
        "edition: royall-1651\n"
        "elder:\n  dealt: AS 10S 9S 8S AH 10H 9H AD 10D 9D AC 6C\n"
        "  hand: AS 10S 9S 8S AH 10H 9H AD 10D 9D AC 10C\n"
        "younger: {hand: KS QS JS 7S KH QH JH KD QD JD KC QC}\n", encoding="utf-8")
    base = json.loads(run("score", str(deal), "--json").stdout)
    assert base["elder"]["blanche"] == 10
    result = run("score", str(deal), "--json", "--variant", str(RED_LION))
    assert result.exit_code == 0, result.output
    found = json.loads(result.stdout)
    assert found["edition"] == "royall-1651+red-lion"
    assert found["elder"]["blanche"] == 20
    assert found["events"][0] == {"category": "blanche", "player": "elder", "points": 20,
                                  "elder_total": 20, "younger_total": 0, "law": "RL.2"}


def test_house_rules_laws_are_shown_and_searched() -> None:
    shown = run("laws", "show", "1651", "rl.3", "--variant", str(RED_LION), "--json")
    assert shown.exit_code == 0, shown.output
    assert json.loads(shown.stdout)["edition"] == "royall-1651+red-lion"
    found = run("laws", "search", "faced", "--variant", str(RED_LION), "--json")
    hits = [(h["edition"], h["law"]) for h in json.loads(found.stdout)]
    assert ("royall-1651+red-lion", "RL.3") in hits
    assert ("royall-1651", "XII.22") in hits  # the base's laws stay searchable


def test_a_variant_law_replacing_a_base_law_is_shown_in_its_place() -> None:
    shown = json.loads(run("laws", "show", "1882+au-cent", "40", "--json").stdout)
    assert (shown["edition"], shown["law"]) == ("portland-1882", "40")
    assert shown["replaced_by"]["law"] == "13"
    own = json.loads(run("laws", "show", "1882", "13", "--variant", "au-cent", "--json").stdout)
    assert own["title"] == find_edition("1882+au-cent").title


def test_au_cent_laws_are_searchable_under_the_variant() -> None:
    found = json.loads(run("laws", "search", "lowest", "exposed", "--variant", "au-cent",
                           "--json").stdout)
    assert [(h["edition"], h["law"]) for h in found][:1] == [("portland-1882+au-cent", "1")]


# --- compare and editions ---------------------------------------------------------------------


CUT = "incident: {kind: cut-irregular, problem: card-exposed, cut: for-deal, count: 2}\n"


def test_compare_shows_a_variant_beside_the_editions(tmp_path: Path) -> None:
    incident = tmp_path / "cut.yaml"
    incident.write_text(CUT, encoding="utf-8")
    named = json.loads(run("compare", str(incident), "--editions", "1882,1882+au-cent",
                           "--json").stdout)
    assert [r["edition"] for r in named["rulings"]] == ["portland-1882", "portland-1882+au-cent"]
    assert named["differ_from_baseline"] == ["portland-1882+au-cent"]
    beside = json.loads(run("compare", str(incident), "--variant", "au-cent", "--json").stdout)
    assert [r["edition"] for r in beside["rulings"]][-1] == "portland-1882+au-cent"
    assert beside["baseline"] == "portland-1882"


def test_editions_variant_for_people() -> None:
    result = run("editions", "--variant", "four-deal-partie")
    assert result.exit_code == 0
    assert "game.double_deals" in result.stdout and "71.note" in result.stdout


def test_describe_variant_lists_what_au_cent_changes() -> None:
    changed = describe_variant(find_edition("1882+au-cent"))
    names = {row["parameter"] for row in changed["parameters"]}
    assert {"cut_exposed.for_deal", "deal_out_of_turn.too_late", "elder_option.ends",
            "younger_discard.minimum", "game.kind", "series.to_win"} <= names
    assert len(changed["laws"]) == 30


# --- naming an overlaid edition ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("name", "message"),
    [
        ("1651+au-cent", r"au-cent is a variant of portland-1882, not of royall-1651"),
        ("1882+au-cent-fours", r"variant of portland-1882\+au-cent"),
        ("1882+au-cent+au-cent", r"named twice"),
        ("1882+au-cnet", r"unknown variant 'au-cnet'.*did you mean 'au-cent'"),
    ],
)
def test_a_chain_that_does_not_hold_is_refused(name: str, message: str) -> None:
    with pytest.raises(InputError, match=message):
        find_edition(name)


def test_variant_and_edition_must_agree(tmp_path: Path) -> None:
    incident = tmp_path / "cut.yaml"
    incident.write_text(CUT, encoding="utf-8")
    result = run("rule", str(incident), "--edition", "1651", "--variant", "au-cent")
    assert result.exit_code == 2
    assert result.stderr.strip() == ("Error: --variant au-cent is a variant of portland-1882, "
                                     "not of royall-1651 (leave --edition out, or name its base)")
    stacked = run("rule", str(incident), "--edition", "1882+au-cent", "--variant",
                  "au-cent-fours", "--json")
    assert json.loads(stacked.stdout)["edition"] == "portland-1882+au-cent+au-cent-fours"


def test_an_incident_file_may_name_an_overlaid_edition(tmp_path: Path) -> None:
    incident = tmp_path / "cut.yaml"
    incident.write_text("edition: 1882+AU-CENT\n" + CUT, encoding="utf-8")
    result = run("rule", str(incident), "--json")
    assert json.loads(result.stdout)["edition"] == "portland-1882+au-cent"


SHEET = ("format: 1\nedition: portland-1882\nplayers: [Anne, Ben]\n"
         "game: {kind: partie, deals: 6, bonus: 100, rubicon: 100}\ndeals: []\n")


@pytest.mark.parametrize(
    ("text", "command", "place"),
    [
        ("edition: 1882+nonsense\n" + CUT, ["rule"], "1:10"),
        ((ROOT / "examples" / "deals" / "portland-1882-pique.yaml").read_text(encoding="utf-8")
         .replace("edition: portland-1882\n", "edition: portland-1882+nonsense\n"), ["score"],
         "13:10"),
        (SHEET.replace("edition: portland-1882", "edition: portland-1882+nonsense"),
         ["partie", "show"], "2:10"),
    ],
    ids=["incident", "deal", "sheet"],
)
def test_an_unknown_variant_in_a_files_edition_is_placed_there(
    tmp_path: Path, text: str, command: list[str], place: str
) -> None:
    """The variants a file's `edition:` names are found by the layer that reads the file
    (the formats check the edition alone), the error placed at the value all the same."""
    path = tmp_path / "file.yaml"
    path.write_text(text, encoding="utf-8")
    result = run(*command, str(path))
    assert result.exit_code == 2
    [line] = result.stderr.strip().splitlines()
    assert line.startswith(f"Error: {path}:{place}: edition: unknown variant 'nonsense' (known: "
                           + ", ".join(builtin_ids()))


# --- bad variant files: one line, exit 2 ------------------------------------------------------

BAD = {
    "unknown base": ("variant: x\nbase: portlnd\ntitle: t\n",
                     r"x.yaml:2:7: base: unknown base 'portlnd' \(did you mean 'portland'\?\)"),
    "no such parameter": ("variant: x\nbase: 1651\ntitle: t\nparameters:\n"
                          "  gmae: {target: 50, law: I.2}\n",
                          r"x.yaml:5:3: parameters.gmae: unknown key 'gmae' \(did you mean "
                          r"'game'\?\)"),
    "no such value": ("variant: x\nbase: 1651\ntitle: t\nparameters:\n"
                      "  game: {targt: 50, law: I.2}\n",
                      r"parameters.game.targt: unknown key 'targt' \(did you mean 'target'\?\)"),
    "out of range": ("variant: x\nbase: 1651\ntitle: t\nparameters:\n"
                     "  game: {target: 0, law: I.2}\n",
                     r"x.yaml:5:18: parameters.game.target: must be 1 or more, not 0"),
    "a behaviour the engine does not know": (
        "variant: x\nbase: 1651\ntitle: t\nparameters:\n  point: {score: halves, law: VII}\n",
        r"parameters.point.score: expected one of tenths-half-up, per-card, "
        r"per-card-fours-one-less, got 'halves'"),
    "a parameter without its law": ("variant: x\nbase: 1651\ntitle: t\nparameters:\n"
                                    "  game: {target: 50}\n",
                                    r"parameters.game: missing required key 'law'"),
    "a law that does not exist": ("variant: x\nbase: 1651\ntitle: t\nparameters:\n"
                                  "  game: {target: 50, law: RL.9}\n",
                                  r"parameters.game.law: no law 'RL.9' in x or in its base "
                                  r"royall-1651"),
    "a law id clash": ("variant: x\nbase: 1651\ntitle: t\nlaws:\n- {id: RL.1, text: a}\n"
                       "- {id: rl.1, text: b}\n",
                       r"x.yaml:6:8: laws\[1\].id: law id 'rl.1' clashes with an earlier law"),
    "two laws in place of one": ("variant: x\nbase: 1651\ntitle: t\nlaws:\n"
                                 "- {id: RL.1, text: a, replaces: XII.22}\n"
                                 "- {id: RL.2, text: b, replaces: [I.2, xii.22]}\n",
                                 r"laws\[1\].replaces\[1\]: law RL.2 and law RL.1 both replace "
                                 r"XII.22 of royall-1651"),
    "missing text": ("variant: x\nbase: 1651\ntitle: t\nlaws:\n- {id: RL.1}\n",
                     r"laws\[0\]: missing required key 'text'"),
    "empty text": ("variant: x\nbase: 1651\ntitle: t\nlaws:\n- {id: RL.1, text: ' '}\n",
                   r"laws\[0\].text: missing text"),
    "replacing a law the base lacks": ("variant: x\nbase: 1651\ntitle: t\nlaws:\n"
                                       "- {id: RL.1, text: a, replaces: XII.99}\n",
                                       r"laws\[0\].replaces: royall-1651 has no law 'XII.99'"),
    "a pack the deal does not fit": ("variant: x\nbase: 1882\ntitle: t\nparameters:\n"
                                     "  pack: {ranks: [A, K, Q, J, 10, 9, 8, 7, 6], law: '9'}\n",
                                     r"parameters.pack: two hands of 12 and a stock of 8 do not "
                                     r"make the pack of 36"),
    "half a new parameter": ("variant: x\nbase: 1651\ntitle: t\nparameters:\n"
                             "  series: {games: 5, law: I.2}\n",
                             r"royall-1651 has no 'series' parameter to change: a variant that "
                             r"adds it gives all of it \(to_win, double_counts missing\)"),
    "a note on a law the base lacks": ("variant: x\nbase: 1651\ntitle: t\nnotes:\n"
                                       "- {law: XII.99, note: n}\n",
                                       r"x.yaml:5:9: notes\[0\].law: royall-1651 has no law "
                                       r"'XII.99'"),
    "a note on a law the variant replaces": ("variant: x\nbase: 1651\ntitle: t\nlaws:\n"
                                             "- {id: RL.1, text: a, replaces: I.2}\nnotes:\n"
                                             "- {law: I.2, note: n}\n",
                                             r"notes\[0\].law: law I.2 of royall-1651 is "
                                             r"replaced by this variant"),
    "a base law noted twice": ("variant: x\nbase: 1651\ntitle: t\nnotes:\n"
                               "- {law: I.2, note: n}\n- {law: i.2, note: m}\n",
                               r"notes\[1\].law: law I.2 of royall-1651 is noted twice"),
    "a built-in's id": ("variant: au-cent\nbase: 1882\ntitle: t\n",
                        r"'au-cent' is the id of a built-in variant"),
    "an id that is not one": ("variant: red lion\nbase: 1882\ntitle: t\n",
                              r"variant: a variant's id is letters, digits and hyphens"),
}


@pytest.mark.parametrize("case", BAD, ids=list(BAD))
def test_a_bad_variant_file_is_one_line_and_exit_2(case: str, tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    text, message = BAD[case]
    monkeypatch.chdir(tmp_path)
    Path("x.yaml").write_text(text, encoding="utf-8")
    Path("cut.yaml").write_text(CUT, encoding="utf-8")
    for command in (["rule", "cut.yaml"], ["editions"], ["laws", "search", "cut"]):
        result = run(*command, "--variant", "x.yaml")
        assert result.exit_code == 2, (command, result.output)
        assert result.stdout == ""
        lines = result.stderr.strip().splitlines()
        assert len(lines) == 1 and lines[0].startswith("Error: ")
        assert re.search(message, lines[0]), lines[0]


def test_an_unknown_variant_name_is_one_line() -> None:
    result = run("editions", "--variant", "au-cnet")
    assert result.exit_code == 2
    assert "unknown variant 'au-cnet' (did you mean 'au-cent'?)" in result.stderr


# --- properties over random deals ------------------------------------------------------------


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rng=st.randoms(use_true_random=False), tricks=st.one_of(st.none(), st.integers(0, 12)))
def test_au_cent_and_its_options_score_as_their_parameters_say(rng: Any,
                                                               tricks: int | None) -> None:
    """Au cent changes no score of a deal; its options change only the point (one less, for
    pips ending in four) and the play (low cards led or winning score nothing), and so the
    pique and repique they may bar."""
    from arbiter.game.penalised import score_deal
    from tests.randomdeal import Knobs, random_deal

    deal = random_deal(find_edition("1882"), rng, Knobs(tricks=tricks))
    base = score_deal(deal)
    au_cent = score_deal(deal._replace(edition=find_edition("1882+au-cent")))
    assert au_cent._replace(edition=base.edition, rules=base.rules) == base
    fours = score_deal(deal._replace(edition=find_edition("1882+au-cent+au-cent-fours")))
    for role in ("elder", "younger"):
        assert base.player(role).point - fours.player(role).point in (0, 1)
        assert (fours.player(role).sequences, fours.player(role).sets, fours.player(role).play) \
            == (base.player(role).sequences, base.player(role).sets, base.player(role).play)
    low = score_deal(deal._replace(edition=find_edition("1882+au-cent+au-cent-low-cards")))
    for role in ("elder", "younger"):
        assert low.player(role).play <= base.player(role).play
        assert low.player(role).point == base.player(role).point


def test_a_deal_file_may_name_an_overlaid_edition(tmp_path: Path) -> None:
    text = OPTIONS_DEAL.read_text(encoding="utf-8").replace(
        "edition: portland-1882", "edition: 1882+au-cent+au-cent-fours")
    deal = tmp_path / "deal.yaml"
    deal.write_text(text, encoding="utf-8")
    found = json.loads(run("score", str(deal), "--json").stdout)
    assert found["edition"] == "portland-1882+au-cent+au-cent-fours"
    assert found["elder"]["point"] == 4
