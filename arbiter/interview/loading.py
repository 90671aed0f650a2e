"""What the answers will need, made ready while the first question is read.

`arbiter ask` shows its first question as soon as it can, then calls `load_needs` before the
prompt, so that no answer, however fast it is typed, waits for loading: every answer is then
within benchmarks/bench_ask.py's 30 ms. What a telling's step needs beyond this (its reader's
validator, a millisecond) is built as the step is told (`ready_step`), not all at once when
the list of steps is read whole at its end.
"""

from __future__ import annotations

from typing import get_args


def load_needs(edition: str | None) -> None:
    """The edition's laws; the rules of every stage and of a telling's steps (a ruling on
    what is known follows the first answer); a step told in a line; every format's fields
    (their type hints evaluated: a telling's first question offers its twenty-odd steps);
    and pydantic's first validator, which looks for plugins in every installed package, and
    its support of dataclasses, which its first validator of a format imports."""
    import pydantic.dataclasses  # noqa: F401

    import arbiter.telling.told_line  # noqa: F401 - a step told in a line
    from arbiter.formats import INCIDENT_KINDS, incident_format
    from arbiter.formats.checks import validator_for
    from arbiter.formats.shapes import fields_of
    from arbiter.formats.told import Step
    from arbiter.rulings import core
    from arbiter.variants.find import find_edition

    find_edition(edition)
    core.registered()
    for cls in (*(incident_format(kind) for kind in INCIDENT_KINDS), *get_args(Step)):
        fields_of(cls)
    validator_for(str)


def ready_step(cls: type) -> None:
    """A told step's validator, as the incident's steps are read (their facts may be
    written `unknown`), built once its format is known."""
    from arbiter.formats.checks import validator_for

    validator_for(cls, True)
