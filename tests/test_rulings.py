"""The rulings, kind by kind: what each edition's text decides, with the law ids it cites.

Tests are named after the law they check (`test_1882_14_...`, `test_1651_XII_22_...`). A
ruling that a scenario under scenarios/ also rules, under the same edition, is tested here
only for what its scenario does not assert (a law the scenario leaves unnamed, a note, the
penalties of an option); `check` and tests/test_scenarios.py rule the scenarios themselves.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from arbiter.errors import ImpossibleError, InputError
from arbiter.formats import incident_kinds
from arbiter.formats.shapes import key_of
from arbiter.lawbook.editions import all_editions
from arbiter.lawbook.store import edition_ids
from arbiter.rulings import Ruling, parse_incident, registered, registration, rule
from tests.conftest import gist_of, ruled

ROOT = Path(__file__).resolve().parent.parent

R, C, P, M = "royall-1651", "cotton-1674", "portland-1882", "miller-sca"


def ruling(edition: str, kind: str, **fields: Any) -> Ruling:
    return ruled({"kind": kind, **fields}, edition)


gist = gist_of("decision", "options", "penalty set")


def decided(r: Ruling, decision: str, *laws: str) -> None:
    assert str(r.decision) == decision, (r.decision, r.explanation)
    for law in laws:
        assert law in r.law_ids, (law, r.law_ids)


# --- the registry ----------------------------------------------------------------------------


def test_every_kind_is_registered_for_every_edition() -> None:
    pairs = set(registered())
    assert {(k, e) for k in incident_kinds() for e in edition_ids()} <= pairs


def test_an_unregistered_pair_is_a_bug_not_silence() -> None:
    with pytest.raises(LookupError):
        registration("no-such-kind", P)


def test_citation_texts_come_from_the_law_store() -> None:
    """scenarios/faced-card/two-in-pack-while-dealing.yaml rules this incident under each
    edition; what it does not check is that each citation's text is the store's."""
    for edition in all_editions():
        r = ruling(edition.id, "faced-card", where="pack", count=2, discovered="dealing")
        for citation in r.citations:
            assert citation.text == edition.law(citation.law).text


def test_a_silent_ruling_names_the_analogy_and_what_the_others_rule() -> None:
    """scenarios/faced-card/one-in-pack-while-dealing.yaml expects Miller's silence; the note
    naming what the other editions rule is checked here."""
    r = ruling(M, "faced-card", where="pack", count=1, discovered="dealing")
    decided(r, "silent", "deal")
    others = next(note for note in r.notes if note.startswith("Other editions"))
    assert "royall-1651: play-on (XII.22)" in others
    assert "portland-1882: fresh-deal (14)" in others


def test_1651_silence_also_cites_XII_24() -> None:
    """scenarios/lead-out-of-turn/younger-leads-not-yet-answered.yaml expects 1651's silence
    and names no law; XII.24 is checked here."""
    r = ruling(R, "lead-out-of-turn", player="younger", adversary_played=False)
    decided(r, "silent", "XII.24")


def test_to_json_has_exactly_the_spec_shape() -> None:
    """The ruling of scenarios/exposed-card/dealer-exposes-elders-card.yaml under 1882, as
    JSON: the keys and their order, which no scenario checks."""
    data = ruling(P, "exposed-card", belongs_to="elder", discovered="dealing").to_json()
    assert list(data) == ["edition", "kind", "decision", "options", "penalties", "citations",
                          "summary", "explanation", "notes"]
    assert data["options"] == {"holder": "elder", "choices": ["fresh-deal", "play-on"]}
    assert set(data["citations"][0]) == {"edition", "law", "text"}


# --- faced cards -------------------------------------------------------------------------------


def test_1651_XII_22_speaks_only_of_cards_found_in_dealing() -> None:
    """scenarios/faced-card/one-in-stock-at-exchange.yaml expects 1651's silence (and
    Cotton 23's play-on); that the silence cites XII.22 is checked here."""
    decided(ruling(R, "faced-card", where="stock", count=1, discovered="exchange"),
            "silent", "XII.22")


# --- exposed cards -----------------------------------------------------------------------------


def test_1882_13_says_nothing_of_the_elder_exposing_a_card_while_dealing() -> None:
    """scenarios/exposed-card/elder-exposes-dealers-card.yaml expects the silence; that it
    cites law 13 is checked here."""
    decided(ruling(P, "exposed-card", exposed_by="elder", belongs_to="younger",
                   discovered="dealing"), "silent", "13")


@pytest.mark.parametrize("facts", [
    {"kind": "exposed-card", "belongs_to": "elder", "discovered": "dealing"},
    {"kind": "exposed-card", "belongs_to": "stock", "discovered": "dealing"},
    {"kind": "wrong-card-count", "elder": 13, "younger": 12, "stock": 7,
     "discovered": "after-taking-up"},
    {"kind": "wrong-card-count", "elder": 11, "younger": 12, "stock": 9,
     "discovered": "before-taking-up"},
])  # fmt: skip
def test_1882_10_11_13_the_elder_s_option_carries_no_penalty(facts: dict[str, Any]) -> None:
    """Laws 13 (a card exposed by the dealer), 11 (one card too many) and 10 (before either
    hand is taken up) give the elder a choice and no penalty. The scenarios of these incidents
    (exposed-card/dealer-exposes-elders-card.yaml, dealer-exposes-stock-card.yaml,
    wrong-card-count/elder-thirteen-32.yaml, au-cent-elder-thirteen.yaml,
    stock-nine-before-taking-up-32.yaml) expect the option and its laws, and do not say that
    no penalty goes with it; this does."""
    r = ruled(facts, P)
    assert str(r.decision) == "option" and r.options and r.options.holder == "elder"
    assert not r.penalties


# --- wrong card counts ---------------------------------------------------------------------------


def test_1651_XII_1_sixteen_cards_must_deal_again() -> None:
    """XII.1's fifteen cards are scenarios/wrong-card-count/elder-fifteen-36.yaml."""
    decided(ruling(R, "wrong-card-count", elder=16, younger=12, stock=8,
                   discovered="after-taking-up"), "fresh-deal", "XII.1")


def test_1882_11_twelve_cards_and_seven_in_the_stock() -> None:
    """scenarios/wrong-card-count/stock-seven-found-at-exchange-32.yaml expects the option and
    law 11; law 43, which it does not name, is checked here."""
    r = ruling(P, "wrong-card-count", elder=12, younger=13, stock=7, discovered="exchange")
    assert gist(r)[0:2] == ("option", ("elder", frozenset({"fresh-deal", "play-on"})))
    assert {"11", "43"} <= set(r.law_ids)


def test_1882_39_and_58_thirteen_cards_taken_in_unannounced_reckon_nothing() -> None:
    """scenarios/wrong-card-count/elder-thirteen-took-stock-32.yaml expects the penalty; the
    explanation's chain of exceptions is checked here."""
    r = ruling(P, "wrong-card-count", elder=13, younger=12, stock=7, discovered="declaring")
    decided(r, "penalty", "58", "39")
    assert "exception to law 39, itself an exception to law 11" in r.explanation


def test_1882_39_and_57_eleven_cards_taken_in_unannounced_play_short() -> None:
    r = ruling(P, "wrong-card-count", elder=11, younger=12, stock=9, discovered="play")
    decided(r, "fresh-deal", "12")  # nine in the stock: law 12 first
    r = ruling(P, "wrong-card-count", elder=11, younger=13, stock=8, discovered="play")
    decided(r, "play-on", "57", "39")  # law 57: "liable to no penalty"
    assert not r.penalties
    assert [str(c.effect) for c in r.consequences] == ["adversary-counts-unplayable-as-tricks"]


def test_1882_12_more_than_one_card_wrong_is_a_fresh_deal() -> None:
    decided(ruling(P, "wrong-card-count", elder=14, younger=10, stock=8,
                   discovered="after-taking-up"), "fresh-deal", "12")


def test_1882_39_eleven_cards_and_seven_in_the_stock_must_be_dealt_again() -> None:
    decided(ruling(P, "wrong-card-count", elder=11, younger=14, stock=7, discovered="exchange"),
            "fresh-deal", "12", "39")


def test_1882_75_counts_that_do_not_make_the_pack_show_it_incorrect() -> None:
    """Thirteen, twelve and eight after taking up is
    scenarios/wrong-card-count/thirty-three-cards-elder-thirteen-32.yaml, which names law 75
    only; law 11 beside it is checked here."""
    decided(ruling(P, "wrong-card-count", elder=13, younger=12, stock=8,
                   discovered="after-taking-up"), "deal-void", "75", "11")
    decided(ruling(P, "wrong-card-count", elder=12, younger=12, stock=7, discovered="play"),
            "deal-void", "75")


def test_1651_XII_18_counts_that_do_not_make_the_pack_found_in_play_void_the_deal() -> None:
    """Found while dealing, XII.19 puts it right: scenarios/wrong-card-count/
    thirty-seven-cards-found-dealing-36.yaml."""
    decided(ruling(R, "wrong-card-count", elder=13, younger=12, stock=12,
                   discovered="play"), "deal-void", "XII.18")


def test_due_counts_are_not_an_incident() -> None:
    with pytest.raises(ImpossibleError, match="nothing is wrong"):
        ruling(P, "wrong-card-count", elder=12, younger=12, stock=8, discovered="dealing")


# --- a deal out of turn --------------------------------------------------------------------------


def test_cotton_and_miller_have_no_law_on_a_deal_out_of_turn() -> None:
    for edition in (C, M):
        decided(ruling(edition, "deal-out-of-turn", discovered="dealing"), "silent")


# --- shuffling again -----------------------------------------------------------------------------


def test_1882_8_binds_the_cutter_only() -> None:
    """The elder refused is scenarios/reshuffle-request/elder-knows-top-card.yaml; the
    dealer's request is scenarios/reshuffle-request/dealer-after-good-card-cut.yaml, whose
    silence names no law: that it cites law 8 is checked here."""
    decided(ruling(P, "reshuffle-request", requested_by="younger", reason="good-card-cut"),
            "silent", "8")


# --- incorrect packs -----------------------------------------------------------------------------


def test_1882_75_incorrect_pack_found_in_or_after_the_play_the_deal_is_void() -> None:
    """Found while dealing: scenarios/incorrect-pack/missing-card-found-while-dealing.yaml."""
    for found in ("play", "after-play"):
        decided(ruling(P, "incorrect-pack", problem="missing-card", discovered=found),
                "deal-void", "75")


# --- the exchange --------------------------------------------------------------------------------


def test_1651_XII_4_and_cotton_18_spare_the_offenders_own_play() -> None:
    """"Yet shall not this hinder the other from making what he can in playing his Cards":
    the other is read as the offender, whose play, cards and capot still count; the note on
    the penalty says so."""
    for edition in (R, C):
        r = ruling(edition, "surplus-take-in", player="younger", discarded=2, taken=3,
                   mixed=True, discovered="declaring")
        reading = [note for note in r.notes if "read of the offender himself" in note]
        assert reading and "his play, the cards and capot still count" in reading[0]


def test_1882_31_surplus_reckons_nothing_and_44_lets_it_be_waived() -> None:
    """scenarios/surplus-take-in/elder-one-too-many-mixed.yaml expects the penalty of law 31;
    the note of law 44 is checked here."""
    r = ruling(P, "surplus-take-in", player="elder", discarded=4, taken=5, mixed=True,
               discovered="declaring")
    decided(r, "penalty", "31")
    assert any("44" in note for note in r.notes)


def test_surplus_needs_more_taken_than_discarded() -> None:
    with pytest.raises(ImpossibleError, match="no surplus"):
        ruling(P, "surplus-take-in", player="elder", discarded=3, taken=3, mixed=False,
               discovered="exchange")


def test_1651_XII_5_and_1882_30_a_short_hand_plays_on() -> None:
    """scenarios/short-hand/elder-one-short.yaml expects the play-on and its law; that it
    carries no penalty and lets the adversary count the cards short as tricks is checked
    here."""
    for edition, law in ((R, "XII.5"), (P, "30")):
        r = ruling(edition, "short-hand", player="elder", discarded=5, taken=4,
                   discovered="declaring")
        decided(r, "play-on", law)  # 57 "liable to no penalty"; XII.5 "to play his Game"
        assert gist(r)[2] == frozenset()
        assert [(c.player, str(c.effect)) for c in r.consequences] == [
            ("elder", "adversary-counts-unplayable-as-tricks")]


# --- declarations --------------------------------------------------------------------------------


def test_1882_46_elder_must_call_his_point_first() -> None:
    r = ruling(P, "declaration-omitted", player="elder", what="point", discovered="declaring")
    decided(r, "penalty", "46")


def test_1882_56_omission_not_reckoned_once_the_younger_plays_to_the_first_trick() -> None:
    """Before he plays it is reckoned: scenarios/declaration-omitted/
    elder-set-after-first-lead.yaml."""
    decided(ruling(P, "declaration-omitted", player="elder", what="set", discovered="play"),
            "penalty", "56")


def test_miller_gives_the_pique_no_value() -> None:
    """Miller, repique: "Players must declare that they have a pique or repique, or else they
    do not receive any points for them": declared within its deal, it scores; not, it is lost
    (scenarios/declaration-omitted/elder-repique-after-play.yaml, elder-repique-next-deal.yaml).
    The summary gives the pique no value: silent."""
    pique = ruling(M, "declaration-omitted", player="elder", what="pique", discovered="play")
    assert str(pique.decision) == "silent"


def test_only_the_elder_can_win_a_pique() -> None:
    with pytest.raises(ImpossibleError, match="only the elder"):
        ruling(P, "declaration-omitted", player="younger", what="pique", discovered="play")


def test_1882_50_smaller_call_corrected_before_the_reply() -> None:
    """Refused once replied to: scenarios/miscall/elder-point-undercalled-after-good.yaml."""
    decided(ruling(P, "miscall", player="elder", what="point", error="under", replied="none",
                   discovered="declaring"), "rectify", "50")


def test_1651_XII_14_elder_may_not_recall_himself_once_he_plays() -> None:
    """Before he plays he may: scenarios/miscall/elder-point-undercalled-after-good.yaml."""
    decided(ruling(R, "miscall", player="elder", what="point", error="under", replied="good",
                   discovered="after-first-lead"), "refused", "XII.14")


def test_1882_54_larger_call_found_in_the_play_reckons_nothing() -> None:
    """Before the first trick law 52 puts it right: scenarios/miscall/
    elder-false-trio-after-first-lead.yaml."""
    r = ruling(P, "miscall", player="elder", what="set", error="over", replied="good",
               discovered="play")
    decided(r, "penalty", "54")
    assert gist(r)[2] == {("elder", "reckons-nothing", None)}


def test_1651_XII_15_younger_corrects_his_good_until_he_plays_1882_51_until_elder_leads() -> None:
    """After the first lead (1651 rectify, 1882 refused): scenarios/wrong-reply/
    younger-point-good-after-first-lead.yaml."""
    fields = {"player": "younger", "what": "point", "reply": "good"}
    decided(ruling(P, "wrong-reply", discovered="declaring", **fields), "rectify", "51")
    decided(ruling(R, "wrong-reply", discovered="play", **fields), "refused", "XII.15")
    decided(ruling(C, "wrong-reply", discovered="declaring", **fields), "silent")


# --- play --------------------------------------------------------------------------------------


def test_miller_has_no_law_on_a_revoke_but_the_order_of_tricks() -> None:
    """scenarios/revoke/younger-revokes-found-in-play.yaml expects the card retaken under
    1651, Cotton and 1882 and Miller's silence; that the silence cites Miller's tricks is
    checked here."""
    decided(ruling(M, "revoke", player="younger", discovered="play"), "silent", "tricks")


def test_1651_XII_6_a_revoke_found_in_play_is_taken_back() -> None:
    """Found after the last trick, with no card of the suit left, it stands (1651 X.1,
    Cotton 12): scenarios/revoke/elder-revoke-found-after-play.yaml."""
    decided(ruling(R, "revoke", player="elder", discovered="play"), "rectify", "XII.6")


def test_a_revoke_needs_a_card_played_to_a_lead() -> None:
    for edition in (R, M):
        with pytest.raises(InputError, match="too early: this cannot have come to light "
                           "the exchange over"):
            ruling(edition, "revoke", player="younger", discovered="declaring")


def test_1882_59_a_card_played_not_dropped_stands() -> None:
    """A card dropped (1882 59.I retaken, 1651 refused): scenarios/card-played-in-error/
    elder-drops-a-card.yaml, which expects Cotton's silence without naming law 12: that is
    checked here."""
    decided(ruling(P, "card-played-in-error", player="elder", dropped=False), "refused", "59")
    decided(ruling(C, "card-played-in-error", player="elder", dropped=True), "silent", "12")


def test_1882_59_III_a_lead_out_of_turn_answered_stands() -> None:
    """Not yet answered, it is taken up: scenarios/lead-out-of-turn/
    younger-leads-not-yet-answered.yaml."""
    decided(ruling(P, "lead-out-of-turn", player="younger", adversary_played=True),
            "play-on", "59.III")


def test_1651_XII_8_cards_thrown_up_not_mixed_are_taken_up_again() -> None:
    """Mixed (1651 the remaining tricks lost, 1882 silent): scenarios/cards-thrown-up/
    elder-throws-up-and-mixes.yaml."""
    decided(ruling(R, "cards-thrown-up", player="elder", mixed=False), "rectify", "XII.8")
    decided(ruling(C, "cards-thrown-up", player="elder", mixed=False), "silent", "19")


# --- score disputes ------------------------------------------------------------------------------

DEAL = {
    "elder": {"hand": "AS KS QS JS 9S AH KH AD 10D AC 8C 7C"},
    "younger": {"hand": "QH JH 10H 9H 8H 7H KD QD JD KC QC JC"},
    "tricks": [["AS", "7H"], ["KS", "8H"], ["QS", "9H"], ["JS", "JC"], ["9S", "QC"],
               ["AD", "JD"], ["10D", "QD"], ["KD", "7C"], ["KC", "AC"], ["AH", "QH"],
               ["KH", "JH"], ["8C", "10H"]],
}


def dispute(edition: str, elder: int, younger: int, discovered: str = "after-play") -> Ruling:
    return ruling(edition, "score-dispute", deal=DEAL, claimed={"elder": elder, "younger": younger},
                  discovered=discovered)


def test_score_dispute_recomputes_and_puts_right() -> None:
    from arbiter.files.yamlio import Document
    from arbiter.game.penalised import score_deal
    from arbiter.rulings.deal_file import deal_from

    data = yaml.safe_load(yaml.safe_dump(DEAL))
    truth = score_deal(deal_from(Document(data, "<t>"), data, (), P))
    r = dispute(P, 0, 0)
    decided(r, "rectify", "70")
    assert f"elder {truth.elder.total}, younger {truth.younger.total}" in r.summary
    right = dispute(P, truth.elder.total, truth.younger.total)
    decided(right, "play-on")


def test_1651_XI_3_cotton_14_limit_only_a_pique_or_repique_left_out() -> None:
    for edition, law in ((R, "XI.3"), (C, "14")):
        for discovered in ("after-play", "next-deal"):  # any other miscount: no limit
            r = dispute(edition, 0, 0, discovered)
            decided(r, "rectify")
            assert law not in r.law_ids
    decided(dispute(P, 0, 0, "next-deal"), "rectify", "70")


def test_1651_XI_3_cotton_14_repique_left_out_called_for_before_the_next_deal_is_cut() -> None:
    """Once the next deal is cut it is too late: scenarios/score-dispute/
    repique-forgotten-called-for-after-the-cut.yaml."""
    from arbiter.files.yamlio import Document
    from arbiter.game.penalised import score_deal
    from arbiter.rulings.deal_file import deal_from

    path = ROOT / "scenarios" / "score-dispute" / "blanche-and-repique-deal.yaml"
    deal = yaml.safe_load(path.read_text())["incident"]["deal"]
    for edition, law in ((R, "XI.3"), (C, "14")):
        data = yaml.safe_load(yaml.safe_dump(deal))
        elder = score_deal(deal_from(Document(data, "<t>"), data, (), edition)).elder.total
        repique = 60  # thirty reckoned ninety (1651 XI.1, Cotton 13)
        r = ruling(edition, "score-dispute", deal=deal,
                   claimed={"elder": elder - repique, "younger": 3}, discovered="after-play")
        decided(r, "rectify", law)


def test_score_dispute_cites_the_scoring_laws_of_the_player_in_error() -> None:
    r = dispute(P, 0, 0)
    assert {"62", "65"} <= set(r.law_ids)


# --- invariants, for any incident ----------------------------------------------------------------


def _incident_strategy() -> Any:
    """Any incident but a score dispute, built from the format's own type hints."""
    import dataclasses
    import typing

    from hypothesis import strategies as st

    from arbiter.formats import incident_formats
    from arbiter.formats.shapes import range_of, shape

    def field_strategy(tp: Any) -> Any:
        kind, bare, markers = shape(tp)
        if kind == "union":  # an optional field: left null, or one of its values
            options = [option for option in typing.get_args(bare) if option is not type(None)]
            return st.one_of(st.none(), field_strategy(options[0]))
        if typing.get_origin(bare) is typing.Literal:
            return st.sampled_from(typing.get_args(bare))
        if bare is bool:
            return st.booleans()
        bounds = range_of(markers)
        return st.integers(min_value=bounds.least if bounds else 0, max_value=17)

    kinds = []
    for kind, cls in incident_formats().items():
        if kind == "score-dispute" or cls.__module__.endswith(".told"):
            continue
        hints = typing.get_type_hints(cls, include_extras=True)
        fields = {key_of(cls, f.name): field_strategy(hints[f.name])
                  for f in dataclasses.fields(cls)}  # fmt: skip
        kinds.append(st.fixed_dictionaries(fields))
    return st.one_of(kinds)


def _check_invariants(r: Ruling, edition: Any) -> None:
    assert r.summary and r.explanation
    assert r.citations, "every ruling cites at least one law"
    for citation in r.citations:
        assert citation.text == edition.law(citation.law).text
    decision = str(r.decision)
    assert (r.options is not None) == (decision == "option")
    if r.options:
        assert len(set(r.options.choices)) >= 2
    if decision == "penalty":
        assert r.penalties
    if decision not in ("penalty", "option"):
        assert not r.penalties
    if decision == "silent":
        assert any(note.startswith("Nearest analogy") for note in r.notes)


def test_every_ruling_keeps_the_spec_invariants() -> None:
    from hypothesis import given, settings

    @settings(max_examples=400, deadline=None)
    @given(_incident_strategy())
    def check(fields: dict[str, Any]) -> None:
        text = yaml.safe_dump({"incident": fields})
        case = parse_incident(text).case
        for edition in all_editions():
            try:
                r = rule(case, edition)
            except ImpossibleError:
                continue
            _check_invariants(r, edition)

    check()


def test_no_faced_card_is_no_incident() -> None:
    with pytest.raises(InputError, match="must be 1 or more"):
        parse_incident("incident: {kind: faced-card, where: pack, count: 0, "
                       "discovered: dealing}")


def test_more_faced_cards_than_the_stock_holds_are_impossible() -> None:
    with pytest.raises(ImpossibleError, match="holds 8"):
        ruling(P, "faced-card", where="stock", count=9, discovered="exchange")
    decided(ruling(R, "faced-card", where="stock", count=9, discovered="exchange"),
            "silent")  # a stock of twelve: possible, and XII.22 speaks only of dealing


def test_a_faced_card_in_the_stock_cannot_be_found_while_cutting() -> None:
    with pytest.raises(ImpossibleError, match="no stock while cutting"):
        ruling(P, "faced-card", where="stock", count=1, discovered="cutting")
    assert ruling(P, "faced-card", where="pack", count=1, discovered="cutting").decision


def test_a_wrong_pack_cannot_come_to_light_while_cutting() -> None:
    with pytest.raises(InputError, match="too early"):
        ruling(P, "wrong-pack", discovered="cutting")


def test_only_a_carte_blanche_can_be_found_forgotten_before_the_calling() -> None:
    with pytest.raises(ImpossibleError, match="called in the calling"):
        ruling(P, "declaration-omitted", player="elder", what="set", discovered="exchange")
    assert ruling(P, "declaration-omitted", player="elder", what="blanche",
                  discovered="exchange").decision


def test_thirteen_cards_says_the_adversary_may_waive_the_penalty() -> None:
    """Law 44 is a choice a player must make: it is in the summary the short answer shows."""
    found = ruling(P, "wrong-card-count", elder=12, younger=13, stock=7, discovered="play")
    assert "44" in found.law_ids and "may waive it" in found.summary


def test_1882_51_a_reply_may_be_corrected_only_before_the_elder_s_next_call() -> None:
    """Law 51: "before the elder hand has made another call; or, in case there is no further
    call, before the elder hand has led a card" (the short kind says whether he had)."""
    facts = {"player": "younger", "what": "point", "reply": "good", "discovered": "declaring"}
    decided(ruling(P, "wrong-reply", **facts), "rectify", "51")
    decided(ruling(P, "wrong-reply", **facts, called_since=True), "refused", "51")
    decided(ruling(P, "wrong-reply", **{**facts, "discovered": "play"}), "refused", "51")


# --- facts per edition: a count that restates the deal may be left out -----------------------


@pytest.mark.parametrize(("edition", "rest"), [(P, 8), (R, 12)])
def test_a_stock_left_out_is_the_rest_of_the_edition_s_pack(edition: str, rest: int) -> None:
    """SPEC: `wrong-card-count` without `stock` means the rest of the pack as the edition
    deals it (8 of 32, 12 of 36)."""
    left_out = ruling(edition, "wrong-card-count", elder=13, younger=11, discovered="exchange")
    stated = ruling(edition, "wrong-card-count", elder=13, younger=11, stock=rest,
                    discovered="exchange")
    assert (left_out.gist(), left_out.law_ids) == (stated.gist(), stated.law_ids)


def test_a_stock_left_out_with_hands_of_their_due_is_nothing_wrong() -> None:
    with pytest.raises(ImpossibleError, match="nothing is wrong") as caught:
        ruling(P, "wrong-card-count", elder=12, younger=12, discovered="exchange")
    assert caught.value.where.path == "incident.stock"


def test_compare_reads_a_stated_stock_under_each_edition_s_own_pack() -> None:
    """Thirteen to the elder, eleven to the dealer and a stock of 8, told under 1882, is a
    whole pack: under 1651 it is read as a stock of 12, not as XII.19's imperfect pack, and
    the ruling says so."""
    from arbiter.rulings import compare

    story = parse_incident(yaml.safe_dump({"edition": "portland-1882", "incident": {
        "kind": "wrong-card-count", "elder": 13, "younger": 11, "stock": 8,
        "discovered": "after-taking-up"}}))  # fmt: skip
    rulings = {r.edition: r for r in compare(story).rulings}
    under_1651 = ruling(R, "wrong-card-count", elder=13, younger=11, stock=12,
                        discovered="after-taking-up")
    assert (rulings["royall-1651"].gist(), rulings["royall-1651"].law_ids) == \
        (under_1651.gist(), under_1651.law_ids)
    assert "XII.19" not in rulings["royall-1651"].law_ids
    assert any("read under the 36-card pack of royall-1651, the rest is 12" in note
               for note in rulings["royall-1651"].notes)
    assert not any("told under" in note for note in rulings["portland-1882"].notes)


def test_1651_reads_xii_14_once_the_elders_own_call_recalled() -> None:
    """XII.14 is the elder recalling his call after "It is good" (as a miscall under); it
    gives the elder no reply to recall, so his wrong reply is silent, XII.15 (the younger's
    reply, "In like manner") the nearest analogy; the younger's reply is XII.15's."""
    from tests.conftest import ruled

    reply = {"kind": "wrong-reply", "what": "sequence", "reply": "good",
             "discovered": "declaring"}  # fmt: skip
    elder = ruled({**reply, "player": "elder"}, "1651")
    assert elder.decision == "silent" and elder.law_ids[0] == "XII.15"
    younger = ruled({**reply, "player": "younger"}, "1651")
    assert younger.decision == "rectify" and younger.law_ids == ["XII.15"]
    under = ruled({"kind": "miscall", "player": "elder", "what": "sequence", "error": "under",
                   "replied": "good", "discovered": "declaring"}, "1651")  # fmt: skip
    assert "XII.14" in under.law_ids
