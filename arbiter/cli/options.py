"""The options and helpers the command modules share: exit statuses, `--json`, `--edition`,
`--variant` and their tab completion, and printing JSON."""

import json
import sys
from typing import Annotated, Any

import typer

from arbiter.errors import ArbiterError

EXIT_BAD_INPUT = 2
EXIT_FAILURE = 1


JsonFlag = Annotated[bool, typer.Option("--json", help="Print JSON (and nothing else) on stdout.")]


def _edition_id(value: str | None) -> str | None:
    """--edition checked as it is parsed, so an unknown one is a usage error naming the option."""
    if value is None:
        return None
    from arbiter.variants.find import resolve_edition_id

    try:
        return resolve_edition_id(value)
    except ArbiterError as error:
        raise typer.BadParameter(error.line()) from None


def complete_edition(incomplete: str) -> list[str]:
    """Tab completion of --edition: the ids and aliases; after a `+`, the built-in variants."""
    from arbiter.lawbook.store import edition_names

    head, plus, tail = incomplete.rpartition("+")
    if plus:
        return [f"{head}+{name}" for name in complete_variant(tail)]
    return [name for name in edition_names() if name.lower().startswith(incomplete.lower())]


def complete_variant(incomplete: str) -> list[str]:
    """Tab completion of --variant: the built-in variants (a file name is the shell's)."""
    from arbiter.variants.named import builtin_ids

    return [name for name in builtin_ids() if name.startswith(incomplete.lower())]


def complete_kind(incomplete: str) -> list[str]:
    """Tab completion of an incident kind."""
    from arbiter.formats import incident_kinds

    return [kind for kind in incident_kinds() if kind.startswith(incomplete.lower())]


EditionOption = Annotated[
    str | None,
    typer.Option(
        "--edition",
        "-e",
        help="Edition id or alias (royall-1651, cotton-1674, portland-1882, miller-sca; "
        "1651, cotton, rubicon, miller...), or one with variants (1882+au-cent). Overrides "
        "the file's edition.",
        show_default=False,
        callback=_edition_id,
        autocompletion=complete_edition,
    ),
]


VariantOption = Annotated[
    str | None,
    typer.Option(
        "--variant",
        help="Agreed changes laid over the edition: a built-in variant (four-deal-partie, "
        "first-word-stands, au-cent, au-cent-fours, au-cent-low-cards) or a "
        "variant file of house rules. Without --edition, the variant's own base is used.",
        show_default=False,
        autocompletion=complete_variant,
    ),
]


def with_variant(edition: str | None, variant: str | None) -> str | None:
    """--edition and --variant as one edition id (`portland-1882+au-cent`). A variant file is
    read here, in the command, so a mistake in it is the usual one line and exit 2."""
    if variant is None:
        return edition
    from arbiter.variants.named import edition_with

    return edition_with(edition, variant)


def emit_json(data: Any) -> None:
    """Print one JSON document on one line."""
    sys.stdout.write(json.dumps(data, ensure_ascii=False) + "\n")

