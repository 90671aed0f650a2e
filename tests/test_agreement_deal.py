"""The agreement property (SPEC, "One account of the facts") for the short kinds of the deal,
the exchange and the play that `tests/test_agreement.py` does not cover: a wrong card count
(the stock counted in a telling of the exchange, the hands as dealt) and a stock card exposed
(`expose`). Both forms rule alike (decision, citations, penalties, options) under every
edition and every built-in variant.

Left out, because no telling can state them: a wrong count found while dealing, before the
hands are taken up, or once the elder has taken up a card of the stock (the short kind's
`exchange` is read as before he has, its later moments as after he played with the hands:
a telling's count is in the exchange); a card of a player's hand exposed, and any card
exposed while cutting or dealing (a telling starts at the exchange and has no step that shows
a card of a hand; a `look` is a player seeing cards himself, not a card exposed); cards
thrown up as lost (`cards-thrown-up`: the play's `throw` is 1651 XII.9's cards thrown down
to be played, counted as they touch the table, not XII.8's cards thrown up and mingled);
`faced-card` (no step finds a card faced); the kinds of the pack, the cut and the score."""

from __future__ import annotations

from typing import Any

import pytest

from tests.test_agreement import ShortKinds, Told, _product, _ruled, pairs

# Cards of every edition's pack (sevens up), dealt as the short kind's counts say: the elder's
# from the top of this list, the younger's from the bottom.
PACK = [rank + suit for suit in "SHDC" for rank in ("A", "K", "Q", "J", "10", "9", "8", "7")]
# A card too few, the due, one too many, and 1651 XII.1's "Fifteen, or Sixteen Cards".
HANDS = (11, 12, 13, 15, 16)
STOCKS = (7, 8, 9, 11, 12, 13)  # around 1882's eight and the twelve of 1651, Cotton, Miller
LATER = ("declaring", "after-first-lead", "play", "after-play", "next-deal")


def _dealt(short: dict[str, Any]) -> dict[str, Any]:
    elder, younger = short["elder"], short["younger"]
    return {"elder": {"dealt": " ".join(PACK[:elder])},
            "younger": {"dealt": " ".join(PACK[len(PACK) - younger:])}}


def told_count(short: dict[str, Any]) -> Told | None:
    """The stock counted before the elder takes a card of it, the hands as dealt: counted
    before anyone discards (`after-taking-up`), or after the elder's discard (`exchange`)."""
    discovered = short["discovered"]
    if discovered not in ("after-taking-up", "exchange"):
        return None
    discard = [{"by": "elder", "discard": 1}] if discovered == "exchange" else []
    steps = [*discard, {"by": "elder", "count_stock": short["stock"]}]
    return "exchange", steps, _dealt(short)


# A stock card exposed: by the elder after his discard (before, `after-taking-up`); by the
# younger, of the elder's part (the top) before the elder has taken in, of his own once the
# elder has.
def _exposing(player: str, part: str, before_discard: bool) -> list[dict[str, Any]]:
    if player == "elder":
        steps = [] if before_discard else [{"by": "elder", "discard": 5}]
        return [*steps, {"by": "elder", "expose": part}]
    first = [{"by": "elder", "discard": 5}]
    if part == "bottom":
        first.append({"by": "elder", "take": 5})
    if not before_discard:
        first.append({"by": "younger", "discard": 3})
    return [*first, {"by": "younger", "expose": part}]


def told_exposed(short: dict[str, Any]) -> Told | None:
    """A card of the stock exposed by a player in the exchange, found then or later."""
    discovered = short["discovered"]
    if short["belongs_to"] != "stock" or short.get("part") is None or discovered in (
            "cutting", "dealing", "before-taking-up"):
        return None
    steps = _exposing(short["exposed_by"], short["part"], discovered == "after-taking-up")
    rest = {} if discovered in ("after-taking-up", "exchange") else {"discovered": discovered}
    return "exchange", steps, rest


SHORT_KINDS: ShortKinds = {
    "wrong-card-count": (told_count, [
        short for short in _product(
            "wrong-card-count", elder=HANDS, younger=HANDS, stock=STOCKS,
            discovered=("dealing", "before-taking-up", "after-taking-up", "exchange", *LATER))
        if (short["elder"], short["younger"]) != (12, 12) or short["stock"] not in (8, 12)]),
    "exposed-card": (told_exposed, list(_product(
        "exposed-card", belongs_to=("elder", "younger", "stock"),
        exposed_by=("elder", "younger"), part=(None, "top", "bottom"),
        discovered=("cutting", "dealing", "before-taking-up", "after-taking-up", "exchange",
                    *LATER)))),
}  # fmt: skip


@pytest.mark.parametrize("kind", list(SHORT_KINDS))
def test_a_short_kind_and_its_telling_rule_alike(kind: str) -> None:
    """Decision, the laws cited, the penalties and the options: the same both ways."""
    compared, differ = 0, []
    for edition, short, alone, telling in pairs(kind, SHORT_KINDS):
        expected, got = _ruled(alone, edition), _ruled(telling, edition)
        compared += 1
        if expected != got:
            fields = {k: v for k, v in short.items() if k != "kind"}
            differ.append(f"{edition.id} {fields}: short {expected} told {got}")
    assert compared > 0
    assert not differ, f"{len(differ)} of {compared} differ:\n" + "\n".join(differ)
