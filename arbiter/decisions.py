"""What a ruling can decide, and what a penalty can do (SPEC "Rulings").

Shared by the file formats (a scenario's `expect:`, a deal file's `penalties:`) and the
rulings themselves, so the words are defined once; and who they fall on (`Role`), which
every record that names a player uses.
"""

from enum import StrEnum
from typing import Literal, TypeAlias

# Who: the elder hand (he did not deal, and leads first) or the younger (the dealer). The one
# definition of a player's role, for the files, the rulings, the scorer and the sheet.
Role: TypeAlias = Literal["elder", "younger"]
ROLES: tuple[Role, Role] = ("elder", "younger")


def other(role: Role) -> Role:
    """The adversary's role."""
    return "younger" if role == "elder" else "elder"


class Decision(StrEnum):
    """What the ruling decides."""

    FRESH_DEAL = "fresh-deal"
    """The cards are shuffled, cut and dealt again by the same dealer."""
    DEAL_VOID = "deal-void"
    """The deal is void and its scores struck; earlier deals stand."""
    RIGHT_DEALER_DEALS = "right-dealer-deals"
    """The deal out of turn is void; the right dealer deals."""
    FRESH_CUT = "fresh-cut"
    """Cut again."""
    PLAY_ON = "play-on"
    """The deal stands and goes on as it is."""
    RECTIFY = "rectify"
    """The error is put right without penalty."""
    PENALTY = "penalty"
    """The offender is penalised: see the penalties."""
    OPTION = "option"
    """A player chooses between decisions."""
    REFUSED = "refused"
    """The request or claim is refused; things stay as they are."""
    SILENT = "silent"
    """The edition has no law on the matter."""
    DEPENDS = "depends"
    """The ruling turns on a fact nobody knows: see the branches, one for each way it rules."""


class Effect(StrEnum):
    """What a penalty does to the offender."""

    RECKONS_NOTHING = "reckons-nothing"
    """He scores nothing that deal."""
    LOSES_DECLARATION = "loses-declaration"
    """He loses the score named in `what`."""
    ADVERSARY_RECKONS_ALL = "adversary-reckons-all"
    """His adversary reckons all he holds, even lesser."""
    LOSES_REMAINING_TRICKS = "loses-remaining-tricks"
    """The tricks still to be played are his adversary's."""
    LOSES_GAME = "loses-game"
    """He loses the set or partie."""
    ADVERSARY_COUNTS_UNPLAYABLE = "adversary-counts-unplayable-as-tricks"
    """His adversary counts as tricks all cards that cannot be played to."""
