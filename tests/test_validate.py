"""The file formats: every mistake named with its field, line and a 'did you mean'."""

from __future__ import annotations

import pytest

from arbiter.errors import InputError
from arbiter.formats import ExposedCard, FacedCard, IncidentFile, ScoreDispute, incident_kinds
from arbiter.validate import build
from arbiter.yamlio import load_text


def incident(text: str) -> IncidentFile:
    return build(IncidentFile, load_text(text, "i.yaml"))


def test_a_good_incident_builds() -> None:
    file = incident(
        "edition: 1651\nincident:\n  kind: faced-card\n  where: pack\n"
        "  count: 1\n  discovered: dealing\n"
    )
    assert file.edition == "1651"
    assert isinstance(file.incident, FacedCard)
    assert vars(file.incident) == vars(FacedCard("faced-card", "pack", 1, "dealing"))


def test_defaults_fill_in() -> None:
    file = incident("incident:\n  kind: exposed-card\n  belongs_to: stock\n  discovered: dealing\n")
    assert file.incident.exposed_by == "younger"  # type: ignore[union-attr]


def test_format_records_build_like_dataclasses() -> None:
    card = ExposedCard("exposed-card", "stock", discovered="dealing")
    assert (card.belongs_to, card.discovered, card.exposed_by) == ("stock", "dealing", "younger")
    assert repr(card) == (
        "ExposedCard(kind='exposed-card', belongs_to='stock', discovered='dealing', "
        "exposed_by='younger')"
    )
    with pytest.raises(TypeError, match="needs 'discovered'"):
        ExposedCard("exposed-card", "stock")
    with pytest.raises(TypeError, match="no field 'colour'"):
        ExposedCard("exposed-card", "stock", "dealing", colour="red")
    with pytest.raises(TypeError, match="'belongs_to' twice"):
        ExposedCard("exposed-card", "stock", "dealing", belongs_to="pack")
    with pytest.raises(TypeError, match="at most 4"):
        ExposedCard("exposed-card", "stock", "dealing", "elder", "extra")


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


def test_all_twenty_kinds_are_known() -> None:
    assert len(incident_kinds()) == 20
    assert incident_kinds()[0] == "faced-card"
    assert incident_kinds()[-1] == "score-dispute"
