"""Rulings on disputed incidents under each edition's laws, quoting the laws' own words.

One module per stage of the game holds the rules for its incident kinds:
`dealing` (cutting and dealing), `card_count` (wrong card counts), `exchange`, `calling`,
`play`, `scores` (score disputes), named as the stages of `arbiter.formats`, and imported
when an incident of the stage is ruled (a stage's module imports the modules it is split
into, which register with it: `cutting`; `card_count_1882`). Each rule names the law it
encodes and is registered for the editions whose text it follows; an edition without a law
on a kind is registered `silent`, with its nearest analogy. `rule` rules one incident under
one edition (`core`), `compare` under several (`incidents`, which reads the incident file).

The package only re-exports: its modules import one another, never the package (checked by
tests/test_package_cycles.py).
"""

from arbiter.decisions import Decision, Effect
from arbiter.formats import IncidentFile
from arbiter.rulings.core import (
    Case,
    Citation,
    Options,
    Penalty,
    Ruling,
    in_brief,
    penalty_words,
    registered,
    registration,
    rule,
)
from arbiter.rulings.incidents import (
    Comparison,
    LoadedIncident,
    choose_edition,
    compare,
    expected_edition_id,
    load_incident,
    parse_incident,
)

__all__ = [
    "Case",
    "Citation",
    "Comparison",
    "Decision",
    "Effect",
    "IncidentFile",
    "LoadedIncident",
    "Options",
    "Penalty",
    "Ruling",
    "choose_edition",
    "compare",
    "expected_edition_id",
    "in_brief",
    "load_incident",
    "parse_incident",
    "penalty_words",
    "registered",
    "registration",
    "rule",
]
