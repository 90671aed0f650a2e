"""The file formats: every mistake named with its field, line and a 'did you mean'."""

from __future__ import annotations

import dataclasses

import pytest

from arbiter.errors import InputError
from arbiter.files.reader import build
from arbiter.files.yamlio import load_text
from arbiter.formats import IncidentFile, incident_kinds
from arbiter.formats.dealing import ExposedCard, FacedCard
from arbiter.formats.scores import ScoreDispute


def incident(text: str) -> IncidentFile:
    return build(IncidentFile, load_text(text, "i.yaml"))


def test_a_good_incident_builds() -> None:
    file = incident(
        "edition: 1651\nincident:\n  kind: faced-card\n  where: pack\n"
        "  count: 1\n  discovered: dealing\n"
    )
    assert file.edition == "1651"
    assert file.incident == FacedCard("faced-card", "pack", 1, "dealing")


def test_defaults_fill_in() -> None:
    file = incident("incident:\n  kind: exposed-card\n  belongs_to: stock\n  discovered: dealing\n")
    assert file.incident.exposed_by == "younger"  # type: ignore[union-attr]


def test_format_records_are_values() -> None:
    """Equal when their fields are equal, hashable, and never changed once made."""
    card = ExposedCard("exposed-card", "stock", discovered="dealing")
    assert card == ExposedCard("exposed-card", "stock", "dealing", "younger")
    assert card != ExposedCard("exposed-card", "stock", "dealing", "elder")
    assert len({card, ExposedCard("exposed-card", "stock", "dealing")}) == 1
    with pytest.raises(dataclasses.FrozenInstanceError):
        card.belongs_to = "elder"  # type: ignore[misc]


def test_values_are_case_insensitive() -> None:
    file = incident("incident: {kind: revoke, player: Elder, discovered: PLAY}\n")
    assert file.incident.player == "elder"  # type: ignore[union-attr]


@pytest.mark.parametrize(
    ("text", "path", "message", "hint", "line"),
    [
        (
            "incident: {kind: faced-crad}\n",
            "incident.kind",
            "unknown kind 'faced-crad'",
            "did you mean 'faced-card'",
            1,
        ),
        (
            "incident:\n  kind: faced-card\n  wher: pack\n  count: 1\n  discovered: dealing\n",
            "incident.wher",
            "unknown key 'wher'",
            "did you mean 'where'",
            3,
        ),
        (
            "incident:\n  kind: faced-card\n  where: stok\n  count: 1\n  discovered: dealing\n",
            "incident.where",
            "expected one of pack, stock",
            "did you mean 'stock'",
            3,
        ),
        (
            "incident:\n  kind: faced-card\n  where: pack\n  discovered: dealing\n",
            "incident",
            "missing required key 'count'",
            None,
            1,
        ),
        (
            "incident:\n  kind: faced-card\n  where: pack\n  count: two\n  discovered: dealing\n",
            "incident.count",
            "expected a whole number, got 'two'",
            None,
            4,
        ),
        (
            "incident:\n  kind: faced-card\n  where: pack\n  count: true\n  discovered: dealing\n",
            "incident.count",
            "expected a whole number, got true",
            None,
            4,
        ),
        ("incident: [faced-card]\n", "incident", "expected a mapping with a 'kind'", None, 1),
        ("- incident\n", None, "expected a mapping, got a list", None, 1),
        ("incident: {where: pack}\n", "incident", "missing required key 'kind'", None, 1),
        (
            "incidnt: {kind: revoke}\n",
            "incidnt",
            "unknown key 'incidnt'",
            "did you mean 'incident'",
            1,
        ),
        (
            "incident:\n  kind: deal-out-of-turn\n  discovered: dealing\n"
            "  wrong_dealer_saw_cards: maybe\n",
            "incident.wrong_dealer_saw_cards",
            "expected true or false",
            None,
            4,
        ),
    ],
)
def test_mistakes_are_named(
    text: str, path: str | None, message: str, hint: str | None, line: int
) -> None:
    with pytest.raises(InputError) as caught:
        incident(text)
    error = caught.value
    assert error.where.file == "i.yaml"
    assert error.where.path == path
    assert error.where.line == line
    assert message in error.message
    if hint:
        assert hint in (error.hint or "")


def test_score_dispute_claims_need_both_roles() -> None:
    text = (
        "incident:\n  kind: score-dispute\n  discovered: after-play\n"
        "  claimed: {elder: 10}\n  deal: {elder: {hand: AS}, younger: {hand: KS}}\n"
    )
    with pytest.raises(InputError, match="missing required key 'younger'"):
        incident(text)


def test_score_dispute_builds() -> None:
    text = (
        "incident:\n  kind: score-dispute\n  discovered: after-play\n"
        "  claimed: {elder: 10, younger: 3}\n  deal: {elder: {hand: AS}, younger: {hand: KS}}\n"
    )
    built = incident(text).incident
    assert isinstance(built, ScoreDispute)
    assert built.claimed == {"elder": 10, "younger": 3}
    assert built.deal.elder.hand == "AS"


def test_the_spec_kinds_come_first_in_order() -> None:
    assert incident_kinds()[:20][0] == "faced-card"
    assert incident_kinds()[:20][-1] == "score-dispute"


def test_several_missing_keys_are_named_in_one_error() -> None:
    with pytest.raises(InputError, match="missing required keys 'where', 'count'"):
        incident("incident:\n  kind: faced-card\n  discovered: dealing\n")


def test_a_count_beyond_any_pack_is_refused_where_it_is_written() -> None:
    with pytest.raises(InputError) as caught:
        incident("incident:\n  kind: faced-card\n  where: stock\n  count: 1e100\n"
                 "  discovered: dealing\n")
    assert caught.value.where.path == "incident.count"
    with pytest.raises(InputError, match="must be at most 36"):
        incident("incident:\n  kind: faced-card\n  where: stock\n  count: " + "9" * 40 +
                 "\n  discovered: dealing\n")


def test_a_whole_number_may_be_written_with_a_point() -> None:
    built = incident("incident: {kind: faced-card, where: pack, count: 2.0, discovered: dealing}")
    assert built.incident == FacedCard("faced-card", "pack", 2, "dealing")


FACED = "incident: {kind: faced-card, where: pack, count: 1, discovered: dealing}\n"


@pytest.mark.parametrize(
    ("text", "expected"), [(f"title: t\n{FACED}", None), (f"{FACED}why: law 14\n", "law 14")]
)
def test_an_incident_file_is_read_as_a_scenario_only_when_it_writes_one(
    text: str, expected: str | None
) -> None:
    """A file writing `expect:` or `why:` is a scenario, read with their formats; one that
    writes neither is read as an incident file alone (its scenario keys are not built)."""
    from arbiter.formats.expected import ScenarioFile
    from arbiter.rulings.incidents import parse_incident

    spec = parse_incident(text, "i.yaml").spec
    assert isinstance(spec, ScenarioFile) == (expected is not None)
    assert getattr(spec, "why", None) == expected


def test_a_mistaken_scenario_key_is_named_against_every_key_a_file_may_write() -> None:
    from arbiter.rulings.incidents import parse_incident

    with pytest.raises(InputError, match=r"unknown key 'expec' \(did you mean 'expect'\?\)"):
        parse_incident(f"{FACED}expec: {{}}\n")
