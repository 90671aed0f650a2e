"""Penalties reach the score (issue 16): the worked examples in tests/data/penalised/, each
reckoned by hand from the law texts (READINGS.md gives the readings, expected.yaml the
scores), and tests named after the laws they apply."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
import yaml
from typer.testing import CliRunner

from arbiter.cli import app

runner = CliRunner()
DATA = Path(__file__).resolve().parent / "data" / "penalised"
EXPECTED: dict[str, dict[str, Any]] = yaml.safe_load((DATA / "expected.yaml").read_text("utf-8"))


def score_json(path: Path, *options: str) -> dict[str, Any]:
    result = runner.invoke(app, ["score", str(path), "--json", *options])
    assert result.exit_code == 0, result.output
    found: dict[str, Any] = json.loads(result.stdout)
    return found


def write(tmp_path: Path, text: str, name: str = "deal.yaml") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def penalties_of(found: list[dict[str, Any]]) -> list[tuple[str, str, str | None]]:
    return sorted((p["player"], p["effect"], p.get("what")) for p in found)


def nonzero(events: list[dict[str, Any]]) -> list[list[Any]]:
    return [[e["category"], e["player"], e["points"]] for e in events if e["points"]]


# --- the worked examples -------------------------------------------------------------------


def test_every_worked_example_has_its_expectation() -> None:
    deals = sorted(path.name for path in DATA.glob("*.yaml")
                   if path.name not in ("expected.yaml", "parties.yaml"))  # fmt: skip
    assert deals == sorted(EXPECTED)
    assert len(deals) == 17


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_worked_example_scores_as_reckoned_by_hand(name: str) -> None:
    expected = EXPECTED[name]
    found = score_json(DATA / name)
    assert found["edition"] == expected["edition"]
    assert found["elder"] == expected["elder"]
    assert found["younger"] == expected["younger"]
    assert penalties_of(found["penalties"]) == penalties_of(expected["penalties"])
    if "events" in expected:
        assert nonzero(found["events"]) == expected["events"]


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_worked_example_cites_its_penalties_laws(name: str) -> None:
    """Each penalty carries the law it is applied by (a law of the deal's edition); every
    event of 0 points is a struck score citing one of them."""
    found = score_json(DATA / name)
    laws = {p["law"]["law"] for p in found["penalties"]}
    assert all(p["law"]["edition"] == found["edition"] for p in found["penalties"])
    assert all(e["law"] in laws for e in found["events"] if e["points"] == 0)
    rulings = ["rulings"] if "incidents:" in (DATA / name).read_text(encoding="utf-8") else []
    assert list(found) == ["edition", "elder", "younger", "events", "penalties", *rulings]


def test_each_incident_of_a_deal_file_is_kept_as_ruled() -> None:
    """The rulings of a deal file's incidents go with its score (and so onto the sheet): kind,
    decision, the laws cited and the summary."""
    found = score_json(DATA / "portland-1882-thirteen-cards-save-repique.yaml")
    [ruling] = found["rulings"]
    assert (ruling["kind"], ruling["decision"]) == ("surplus-take-in", "penalty")
    assert {"edition": "portland-1882", "law": "31"} in ruling["citations"]
    assert "reckon nothing" in ruling["summary"]


def test_a_deal_file_ruled_under_another_edition_follows_that_edition() -> None:
    """The 1882 thirteen-card deal given --edition 1651 is ruled and scored under 1651: it is
    the 1651 worked example (the same hands and tricks)."""
    found = score_json(DATA / "portland-1882-thirteen-cards-save-repique.yaml",
                       "--edition", "1651")  # fmt: skip
    expected = EXPECTED["royall-1651-thirteen-cards-repique-not-hindered.yaml"]
    assert (found["elder"], found["younger"]) == (expected["elder"], expected["younger"])


def events_of(found: dict[str, Any], category: str, player: str) -> list[tuple[int, str]]:
    return [(e["points"], e["law"]) for e in found["events"]
            if e["category"] == category and e["player"] == player]  # fmt: skip


# --- tests named after the laws they apply ---------------------------------------------------

# A 1651 deal reckoned by hand: the younger holds a quint major in spades (15), a point of
# five in spades (51: 5, against the elder's four hearts, 40), trios of kings and queens (6);
# the elder a quart to the king in hearts (4) and nothing else that scores in hand.
HANDS_1651 = """edition: royall-1651
elder:
  hand: [KH, QH, JH, 10H, AD, 9D, 7D, AC, 8C, 6C, 9S, 7S]
younger:
  hand: [AS, KS, QS, JS, 10S, AH, 9H, 8H, KD, QD, KC, QC]
"""


def test_1651_XII_3_a_sequence_not_shown_is_lost_and_the_adversary_reckons_his_lesser(
        tmp_path: Path) -> None:  # fmt: skip
    """XII.3: he who plays his first card without showing his sequences "must utterly lose
    them; and besides, his Adversary shall reckon whatsoever he can shew of the same things,
    though they be of lesse value": the elder's quart (4) is reckoned; the younger's point and
    sets, not of "the same things", stand."""
    path = write(tmp_path, HANDS_1651 + "incidents:\n  - {kind: declaration-omitted, "
                 "player: younger, what: sequence, discovered: play}\n")  # fmt: skip
    found = score_json(path)
    assert found["elder"]["sequences"] == 4 and found["younger"]["sequences"] == 0
    assert events_of(found, "sequences", "elder") == [(4, "XII.3")]
    assert events_of(found, "sequences", "younger") == [(0, "XII.2")]
    assert (found["younger"]["point"], found["younger"]["sets"]) == (5, 6)
    assert found["elder"]["point"] == 0 and found["elder"]["total"] == 4
    assert penalties_of(found["penalties"]) == [
        ("younger", "adversary-reckons-all", "sequence"),
        ("younger", "loses-declaration", "sequence")]


def test_1651_XII_8_cards_thrown_up_and_mixed_lose_the_tricks_left(tmp_path: Path) -> None:
    """XII.8: he who threw up his cards and mingled them "must lose it": after two tricks the
    younger throws up; the elder's ten cards left are his tricks of one card each, scored as
    leads (X.1: a ten or better), the last as the last trick (X.2: won with a nine, 1), and
    his ten tricks win the cards (10)."""
    tricks = ["[KH, AH]", "[AS, 7S]", "[QH]", "[JH]", "[10H]", "[AD]", "[9D]", "[7D]", "[AC]",
              "[8C]", "[6C]", "[9S]"]  # fmt: skip
    path = write(tmp_path, HANDS_1651 + "incidents:\n  - {kind: cards-thrown-up, player: "
                 "younger, mixed: true}\ntricks:\n" + "".join(f"  - {t}\n" for t in tricks))
    found = score_json(path)
    # elder: KH led 1; QH, JH, 10H, AD, AC led 1 each; the last trick with 9S 1; the cards 10
    assert (found["elder"]["play"], found["elder"]["cards"]) == (7, 10)
    # younger: AH wins the first trick 1; AS led 1
    assert found["younger"]["play"] == 2
    assert [e["law"] for e in found["events"] if e["category"] == "play"][-7:] == [
        "X.1"] + ["XII.8"] * 6  # the younger's lead of AS, then the elder's six
    assert events_of(found, "cards", "elder") == [(10, "XII.8")]


def test_a_two_card_trick_after_the_cards_are_thrown_up_is_refused(tmp_path: Path) -> None:
    path = write(tmp_path, HANDS_1651 + "penalties: [{player: younger, effect: "
                 "loses-remaining-tricks}]\ntricks:\n  - [KH, AH]\n  - [AS, 7S]\n  - [QH]\n"
                 "  - [JH, 9H]\n")  # fmt: skip
    result = runner.invoke(app, ["score", str(path)])
    assert result.exit_code == 2
    assert "tricks[3][1]" in result.stderr and "threw up his cards" in result.stderr


# An 1882 deal reckoned by hand: the elder took six for five and mixed them, so holds thirteen:
# a point of five in spades (51) against the younger's four hearts; a quint major in spades
# (15) against his quart to the queen; quatorzes of aces and kings (28) against his trio of
# tens. As played he would have reckoned 5 + 15 + 28 = 48 and a repique (60).
LONG_ELDER_1882 = """edition: portland-1882
incidents:
  - {kind: surplus-take-in, player: elder, discarded: 5, taken: 6, mixed: true, discovered: play}
elder:
  hand: [AS, KS, QS, JS, 10S, AH, KH, AD, KD, AC, KC, QC, 7C]
younger:
  hand: [9S, 8S, 7S, QH, JH, 10H, 9H, QD, JD, 10D, JC, 10C]
"""


def test_1882_28_the_younger_stands_the_deal_so_the_elder_reckons_nothing(
        tmp_path: Path) -> None:  # fmt: skip
    """Law 28: the elder who mixes the younger's cards with his hand "can reckon nothing that
    deal; or, the younger hand ... may elect to have a fresh deal". The deal was played out,
    so the younger stood it: the elder reckons nothing; law 58: his cards still bar, so the
    younger's lesser point, quart and trio score nothing either."""
    found = score_json(write(tmp_path, LONG_ELDER_1882))
    assert found["penalties"] == [{"player": "elder", "effect": "reckons-nothing", "what": None,
                                   "law": {"edition": "portland-1882", "law": "28"}}]
    assert found["elder"]["total"] == 0 and found["younger"]["total"] == 0
    struck = [(e["category"], e["points"], e["law"]) for e in found["events"]]
    assert struck == [("point", 0, "28"), ("sequences", 0, "28"), ("sets", 0, "28"),
                      ("repique", 0, "28")]  # fmt: skip


def test_1882_13_an_option_without_a_penalty_leaves_the_deal_as_played(tmp_path: Path) -> None:
    """Law 13: a card of the elder's exposed by the dealer gives the elder "the option of a
    fresh deal"; a deal played out is one he let stand: scored as played."""
    plain = score_json(write(tmp_path, HANDS_1651.replace("royall-1651", "portland-1882")
                             .replace("6C", "10C").replace("KC, QC", "KC, QC"), "a.yaml"))
    with_option = score_json(write(tmp_path, HANDS_1651.replace("royall-1651", "portland-1882")
                                   .replace("6C", "10C") + "incidents:\n  - {kind: exposed-card, "
                                   "exposed_by: younger, belongs_to: elder, discovered: dealing}\n",
                                   "b.yaml"))  # fmt: skip
    [ruling] = with_option.pop("rulings")  # the incident, kept as ruled
    assert (ruling["decision"], ruling["citations"]) == (
        "option", [{"edition": "portland-1882", "law": "13"}])
    assert with_option == plain
    assert with_option["penalties"] == [] and "not_scored" not in with_option


def test_1882_14_a_faced_card_in_the_pack_means_the_deal_is_not_scored(tmp_path: Path) -> None:
    """Law 14: "If a faced card be found in the pack when dealing ... there must be a fresh
    deal": the deal on file scores nothing, and says why."""
    path = write(tmp_path, HANDS_1651.replace("royall-1651", "portland-1882").replace("6C", "10C")
                 + "incidents:\n  - {kind: faced-card, where: pack, count: 1, "
                 "discovered: dealing}\n")  # fmt: skip
    found = score_json(path)
    zero = dict.fromkeys(["blanche", "point", "sequences", "sets", "repique", "pique", "play",
                          "cards", "capot", "total"], 0)  # fmt: skip
    assert found["elder"] == zero and found["younger"] == zero and found["events"] == []
    assert found["penalties"] == []
    why = found["not_scored"]
    assert (why["decision"], why["kind"], why["index"], why["laws"]) == (
        "fresh-deal", "faced-card", 0, [{"edition": "portland-1882", "law": "14"}])
    assert why["summary"]
    shown = runner.invoke(app, ["score", str(path)], env={"COLUMNS": "200"})
    flat = " ".join(shown.stdout.split())
    assert shown.exit_code == 0 and "Not scored:" in flat and "law 14" in flat


def test_a_void_deal_is_not_scored(tmp_path: Path) -> None:
    """1882 law 75: a pack found wrong in the play makes the deal void (deal-void)."""
    path = write(tmp_path, HANDS_1651.replace("royall-1651", "portland-1882").replace("6C", "10C")
                 + "incidents:\n  - {kind: incorrect-pack, problem: missing-card, "
                 "discovered: play}\n")  # fmt: skip
    found = score_json(path)
    assert found["not_scored"]["decision"] == "deal-void"
    assert found["not_scored"]["laws"] == [{"edition": "portland-1882", "law": "75"}]
    assert found["elder"]["total"] == found["younger"]["total"] == 0


def test_the_same_penalty_twice_applies_once(tmp_path: Path) -> None:
    text = LONG_ELDER_1882.replace("incidents:", "penalties:\n  - {player: elder, effect: "
                                   "reckons-nothing}\n  - {player: elder, effect: "
                                   "reckons-nothing}\nincidents:")  # fmt: skip
    found = score_json(write(tmp_path, text))
    assert penalties_of(found["penalties"]) == [("elder", "reckons-nothing", None)]
    # written first, so applied by the law its edition names for the effect: 58
    assert found["penalties"][0]["law"]["law"] == "58"


# --- bad penalties: one line, exit 2 -------------------------------------------------------


@pytest.mark.parametrize(("text", "words"), [
    (HANDS_1651.replace("royall-1651", "portland-1882").replace("6C", "10C")
     + "penalties: [{player: younger, effect: adversary-reckons-all}]\n",
     ("deal.yaml:6:", "penalties[0].effect", "portland-1882 has no law that lays "
      "adversary-reckons-all", "reckons-nothing (58)")),
    (HANDS_1651.replace("royall-1651", "miller-sca")
     + "penalties:\n  - {player: elder, effect: reckons-nothing}\n",
     ("deal.yaml:7:", "miller-sca has no law that lays reckons-nothing",
      "loses-declaration (repique for a repique)")),
    (HANDS_1651.replace("royall-1651", "miller-sca")
     + "penalties:\n  - {player: elder, effect: loses-declaration, what: point}\n",
     ("miller-sca has no law that lays loses-declaration of a point",)),
    (HANDS_1651 + "penalties:\n  - {player: elder, effect: loses-declaration}\n",
     ("penalties[0].what", "names the score lost")),
    (HANDS_1651 + "penalties:\n  - {player: elder, effect: loses-nerve}\n",
     ("penalties[0].effect", "loses-nerve")),
    (HANDS_1651 + "penalties:\n  - {player: elder, effect: reckons-nothing, what: point}\n",
     ("penalties[0].what", "names the score lost (loses-declaration)")),
    (LONG_ELDER_1882.replace("incidents:\n  - {kind: surplus-take-in, player: elder, "
                             "discarded: 5, taken: 6, mixed: true, discovered: play}\n", ""),
     ("elder.hand", "holds 13 cards; a hand holds 12",
      "{player: elder, effect: reckons-nothing}")),
    (HANDS_1651.replace("7S]", "]"),
     ("elder.hand", "holds 11 cards", "adversary-counts-unplayable-as-tricks")),
    (HANDS_1651.replace("7S]", "]")
     + "penalties: [{player: elder, effect: adversary-counts-unplayable-as-tricks}]\n"
     "tricks:\n  - [KH, AH]\n  - [AS]\n",
     ("tricks[1]", "a trick of one card, but the elder still holds 10 cards")),
    (LONG_ELDER_1882.replace("taken: 6", "taken: 4"),
     ("deal.yaml:3:", "incidents[0].taken", "4 taken for 5 discarded is no surplus")),
    (LONG_ELDER_1882.replace("surplus-take-in", "surplus-takein"),
     ("incidents[0].kind", "did you mean 'surplus-take-in'")),
    ((DATA / "royall-1651-short-hand-capot.yaml").read_text("utf-8")
     .replace("royall-1651", "cotton-1674"),
     ("younger.hand", "holds 11 cards", "no law of cotton-1674 lays "
      "adversary-counts-unplayable-as-tricks")),
    (HANDS_1651 + "tricks:\n  - [KH, AH, 9H]\n",
     ("deal.yaml:7:", "tricks[0]", "expected a list of 1 to 2, got 3 items")),
])  # fmt: skip
def test_a_bad_penalty_is_refused_in_one_line(tmp_path: Path, text: str,
                                              words: tuple[str, ...]) -> None:  # fmt: skip
    result = runner.invoke(app, ["score", str(write(tmp_path, text)), "--json"],
                           env={"COLUMNS": "200"})  # fmt: skip
    assert result.exit_code == 2, result.output
    lines = result.stderr.splitlines()
    assert len(lines) == 1 and "Traceback" not in result.output, result.output
    for word in words:
        assert word in lines[0], (word, lines[0])


# --- for people ------------------------------------------------------------------------------


@pytest.mark.parametrize(("name", "words"), [
    ("portland-1882-thirteen-cards-save-repique.yaml",
     ("Penalty: the younger reckons nothing (law 31)", "[6 struck, law 31]",
      "[4 struck, law 31]")),
    ("royall-1651-thirteen-cards-repique-not-hindered.yaml",
     ("Penalty: the elder reckons all he holds (law XII.5)", "[law XII.5]")),
    ("portland-1882-sequence-lost-pique.yaml",
     ("Penalty: the elder loses his sequence (law 56)", "[16 struck, law 56]",
      "[60 struck, law 56]", "Pique! the elder scores 30")),
    ("cotton-1674-changing-cards-loses-game.yaml",
     ("Penalty: the elder loses the game (law 24)",)),
])  # fmt: skip
def test_the_table_shows_each_penalty_within_80_columns(name: str, words: tuple[str, ...]) -> None:
    result = runner.invoke(app, ["score", str(DATA / name)], env={"COLUMNS": "80"})
    assert result.exit_code == 0, result.output
    assert max(len(line) for line in result.stdout.splitlines()) <= 80
    flat = " ".join(result.stdout.split())
    for word in words:
        assert " ".join(word.split()) in flat, word


def test_1882_58_struck_trick_points_still_bar_the_pique(tmp_path: Path) -> None:
    """Law 58 with the treatise: one who reckons nothing "is not piqued or repiqued if he
    holds any cards which, but for the penalty, would have scored before his adversary
    reached thirty". The elder's point (6) and sets (17), his sixième lost (56), and six
    leads and a trick won bring him to thirty at the seventh trick; the younger's trick won
    with the king of clubs at the third, struck, came first: no pique (69)."""
    text = """edition: portland-1882
penalties:
  - {player: elder, effect: loses-declaration, what: sequence}
  - {player: younger, effect: reckons-nothing}
elder:
  hand: [AS, KS, QS, JS, 10S, 9S, AH, KH, AD, KD, AC, 7C]
younger:
  hand: [8S, 7S, QH, JH, 9H, QD, JD, 9D, KC, QC, 10C, 9C]
tricks:
  - [AS, 7S]
  - [KS, 8S]
  - [7C, KC]
  - [QC, AC]
  - [10S, 9C]
  - [9S, 10C]
  - [AH, JH]
  - [KH, QH]
  - [AD, JD]
  - [KD, QD]
  - [QS, 9H]
  - [JS, 9D]
"""
    found = score_json(write(tmp_path, text))
    assert found["elder"]["pique"] == 0 and found["younger"]["total"] == 0
    running = [(e["category"], e["player"], e["elder_total"]) for e in found["events"]]
    assert ("play", "younger", 26) in running  # struck at the third trick, the elder on 26
    assert max(e["elder_total"] for e in found["events"]) >= 30


def test_XII_3_what_limits_the_adversary_reckoning_all_to_that_score(tmp_path: Path) -> None:
    """Issue 23: XII.3's adversary reckons "whatsoever he can shew of the same things": a
    penalty adversary-reckons-all with `what: sequence` gives the elder all his sequences,
    lesser or not, and nothing else he would not otherwise score."""
    penalties = ("penalties:\n  - {player: younger, effect: loses-declaration, what: sequence}\n"
                 "  - {player: younger, effect: adversary-reckons-all, what: sequence}\n")
    found = score_json(write(tmp_path, HANDS_1651 + penalties))
    assert found["elder"]["sequences"] == 4 and found["younger"]["sequences"] == 0
    assert (found["younger"]["point"], found["younger"]["sets"]) == (5, 6)
    assert found["elder"]["point"] == 0


def test_a_reckoning_nothing_that_spares_the_blanche_leaves_it_scored() -> None:
    """Case XXI: the elder who took his discard back reckons nothing (law 25) but his carte
    blanche, shown before any card was taken in; the ruling's `spared` reaches the deal's
    reckoning, which scores the blanche and strikes the rest. Unspared, the blanche is struck
    too. (A deal file's own `penalties:` cannot write `except`: a told incident lays it.)"""
    from arbiter.game.penalised import score_deal
    from arbiter.game.penalties import applied
    from arbiter.rulings.deal_file import load_deal

    deal = load_deal(Path(__file__).resolve().parent.parent / "examples/deals/"
                     "portland-1882-partial.yaml")  # the elder's carte blanche, four tricks
    scored = {}
    for spared in ((), ("blanche",)):
        nothing = applied(deal.edition, "elder", "reckons-nothing", None, "25", spared)
        laid = deal._replace(penalised=deal.penalised._replace(penalties=(nothing,)))
        scored[spared] = score_deal(laid).to_json()
    plain = {event["category"]: event for event in score_deal(deal).to_json()["events"]
             if event["player"] == "elder" and event["points"]}
    assert plain["blanche"]["points"] == 10 and len(plain) > 1
    for spared, found in scored.items():
        elder = {e["category"]: e["points"] for e in found["events"] if e["player"] == "elder"}
        assert elder["blanche"] == (10 if spared else 0)
        assert all(points == 0 for category, points in elder.items() if category != "blanche")
