"""`arbiter laws index --variant au-cent` (issue 18): every law of Cavendish's Laws of Piquet au
Cent is applied by a ruling, the scoring or the partie, or carries a note saying why it settles
no dispute."""

from __future__ import annotations

import pytest

from arbiter.lawbook.editions import find_edition
from arbiter.rulings.lawindex import law_index

AU_CENT = find_edition("portland-1882+au-cent")
CALLING = {str(number) for number in range(15, 25)}
OWN = [use for use in law_index(AU_CENT) if use.edition == AU_CENT.id]


def test_every_au_cent_law_is_applied_or_noted() -> None:
    assert len(OWN) == 30
    bare = [use.law for use in OWN if not use.applied_in and not use.note]
    assert not bare, "neither applied nor noted: " + ", ".join(bare)


# Where each law of the exchange that says what follows an irregularity is ruled: the kinds
# whose rulings must cite it (more may).
EXCHANGE_LAWS = {
    "3": {"wrong-card-count", "exchange"},  # the option ends on touching the stock
    "6": {"blanche-late"},  # the younger's blanche declared after the elder touches the stock
    "8": {"second-discard", "exchange"},  # the discard fixed on touching the stock
    "9": {"surplus-take-in", "exchange"},  # the elder mixing a bottom card loses the game
    "10": {"exchange"},  # the younger taking up a top card loses the game
    "11": {"exchange"},  # the number left declared before touching the stock
    "12": {"exchange"},  # the cards left, looked at after he elected not to: exposed
    "13": {"wrong-card-count", "exchange"},  # standing a deal of thirteen
}


@pytest.mark.parametrize("law", sorted(EXCHANGE_LAWS, key=int))
def test_each_exchange_law_is_applied_where_its_irregularity_is_ruled(law: str) -> None:
    use = next(use for use in OWN if use.law == law)
    assert EXCHANGE_LAWS[law] <= set(use.applied_in), use.applied_in
    assert use.note is None


def test_the_laws_that_settle_no_dispute_say_so() -> None:
    """2 (the deal by twos), 25 and 26 (by agreement), 30 (no choice of cards): noted, and
    applied nowhere."""
    noted = {use.law: use for use in OWN if use.note and use.law not in CALLING}
    assert set(noted) == {"2", "25", "26", "30"}
    assert all(not use.applied_in for use in noted.values())
