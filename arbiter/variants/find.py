"""An edition found by its name, with the variants the name lays over it: `portland-1882`,
`1882` (an alias), or `portland-1882+au-cent` (an edition overlaid with variants).

The variants are read only when one is named (`arbiter.variants.named`); an edition as
printed is the law book's (`arbiter.lawbook.editions.printed_edition`)."""

from __future__ import annotations

from arbiter.lawbook.editions import Edition, load_edition
from arbiter.lawbook.store import default_edition_id, printed_edition_id


def resolve_edition_id(name: str) -> str:
    """An edition id from an id or alias, case-insensitively; InputError if unknown. An
    edition overlaid with variants is named `EDITION+VARIANT[+VARIANT...]`."""
    if "+" in str(name):  # the variants are read only when one is named
        from arbiter.variants.named import resolve_chain

        return resolve_chain(str(name))
    return printed_edition_id(name)


def find_edition(name: str | None = None) -> Edition:
    """The edition named by an id or alias (the default edition when None), or an edition
    overlaid with variants (`portland-1882+four-deal-partie`)."""
    if name is not None and "+" in str(name):
        from arbiter.variants.named import find_overlaid

        return find_overlaid(str(name))
    return load_edition(printed_edition_id(name or default_edition_id()))
