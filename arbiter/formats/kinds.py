"""The incident kinds: each kind's format module (imported when a file names the kind), the
stages of the game that group them for `arbiter ask` and `arbiter kinds`, and what a kind is
in the players' words."""

from __future__ import annotations

import sys
from typing import Annotated, Any, get_args, get_origin

from arbiter.formats.markers import OneOf, doc_of, hints

# Every incident kind, in the SPEC's order, and its stage of the game: the name of the module
# that defines its format under arbiter.formats and its rules under arbiter.rulings.
INCIDENT_KINDS: dict[str, str] = {
    "faced-card": "dealing",
    "exposed-card": "dealing",
    "wrong-card-count": "card_count",
    "deal-out-of-turn": "dealing",
    "cut-irregular": "dealing",
    "reshuffle-request": "dealing",
    "incorrect-pack": "dealing",
    "surplus-take-in": "exchange",
    "short-hand": "exchange",
    "second-discard": "exchange",
    "blanche-late": "exchange",
    "declaration-omitted": "calling",
    "miscall": "calling",
    "wrong-reply": "calling",
    "revoke": "play",
    "card-played-in-error": "play",
    "lead-out-of-turn": "play",
    "cards-thrown-up": "play",
    "changing-cards": "play",
    "score-dispute": "scores",
    "wrong-pack": "table",
    "damaged-cards": "table",
    "bystander-remark": "table",
    "written-scores-differ": "table",
    "foreign-card": "table",
    "fresh-deal-by-agreement": "table",
    "calling": "told",
    "exchange": "told",
    "play": "told",
}
ANY_INCIDENT = OneOf("kind", INCIDENT_KINDS)

# The stages of the game, in order, as `arbiter ask` and `arbiter kinds` group the incident
# kinds: a stage's name in the players' words and the kinds that arise in it (a kind may
# arise in more than one). A kind in no stage is offered under "something else".
STAGES: dict[str, tuple[str, ...]] = {
    "cutting and dealing": ("cut-irregular", "reshuffle-request", "deal-out-of-turn",
                            "faced-card", "exposed-card", "wrong-card-count", "incorrect-pack",
                            "wrong-pack", "foreign-card", "damaged-cards",
                            "fresh-deal-by-agreement"),
    "carte blanche": ("blanche-late", "declaration-omitted"),
    "the exchange": ("exchange", "surplus-take-in", "short-hand", "second-discard",
                     "exposed-card", "faced-card", "wrong-card-count", "changing-cards",
                     "foreign-card"),
    "the calling": ("calling", "declaration-omitted", "miscall", "wrong-reply", "short-hand",
                    "surplus-take-in"),
    # a hand found short or long in the play is the exchange's doing (short-hand, surplus
    # take-in): the stock it was dealt is long gone, so wrong-card-count is not offered here
    # a false or forgotten call found once the cards are played comes to light in the play
    "the play": ("play", "revoke", "card-played-in-error", "lead-out-of-turn",
                 "cards-thrown-up", "miscall", "declaration-omitted", "wrong-reply",
                 "short-hand", "surplus-take-in", "changing-cards", "foreign-card",
                 "damaged-cards"),
    "the score": ("score-dispute", "written-scores-differ", "declaration-omitted",
                  "miscall", "revoke", "bystander-remark"),
}
ELSEWHERE = "something else"


def stages() -> dict[str, list[str]]:
    """The stages of the game with their kinds, "something else" holding any kind that no
    stage lists."""
    found = {stage: list(kinds) for stage, kinds in STAGES.items()}
    listed = {kind for kinds in STAGES.values() for kind in kinds}
    rest = [kind for kind in INCIDENT_KINDS if kind not in listed]
    return {**found, ELSEWHERE: rest} if rest else found


def incident_kinds() -> list[str]:
    """Every incident kind, in the SPEC's order."""
    return list(INCIDENT_KINDS)


def incident_format(kind: str) -> type:
    """The format of one incident kind."""
    return ANY_INCIDENT.format_for(kind)


def incident_formats() -> dict[str, type]:
    """Every incident kind's format (importing them all: for the schema, kinds, tests)."""
    return ANY_INCIDENT.all_formats()


def formats_by_kind(*classes: type) -> dict[str, type]:
    """A module's incident formats by their `kind` (each module's `FORMATS`); a format may
    serve several kinds. Only the `kind` field's type is read (all of a class's hints are
    evaluated when a file of it is read)."""
    return {kind: cls for cls in classes for kind in get_args(_kind_type(cls))}


def _kind_type(cls: type) -> Any:
    kind = cls.__annotations__["kind"]
    if isinstance(kind, str):  # as `from __future__ import annotations` leaves it
        kind = eval(kind, vars(sys.modules[cls.__module__]))  # our own source, as typing does
    annotated: bool = get_origin(kind) is Annotated  # type: ignore[comparison-overlap]
    return get_args(kind)[0] if annotated else kind


def summary(cls: type) -> str:
    """What a format is, in the players' words: its docstring, on one line."""
    import inspect

    return " ".join(inspect.cleandoc(cls.__doc__ or cls.__name__).split())


def kind_summary(kind: str) -> str:
    """What an incident kind is, in the players' words: its format's summary, or, for a format
    several kinds share (the told ones), the kind's own words from its `kind` field."""
    cls = incident_format(kind)
    if len(get_args(_kind_type(cls))) > 1:
        doc = doc_of(get_args(hints(cls)["kind"])[1:])
        if doc is not None and kind in doc.values:
            return f"Told step by step, {doc.values[kind]}."
    return summary(cls)
