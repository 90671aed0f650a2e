"""Variants by name: the built-in ones (the files of `laws/variants/`, each named by its id),
the variant files registered in this process (`--variant FILE`, read, checked and
registered, so that its edition id names it from then on), and an edition named with the
variants laid over it, `EDITION+VARIANT[+VARIANT...]` (`portland-1882+four-deal-partie`),
each overlaid once (`arbiter.variants.overlay`) and kept. Imported only when a variant is
named (`arbiter.variants.find`)."""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path
from typing import Any

from arbiter.errors import InputError, did_you_mean
from arbiter.files.reader import build
from arbiter.files.yamlio import load_file
from arbiter.formats.variant import ParametersFile, VariantFile
from arbiter.lawbook.editions import Edition, printed_edition
from arbiter.lawbook.rules import Rules
from arbiter.lawbook.store import builtin_variant_ids, edition_names, laws_dir, printed_edition_id
from arbiter.variants.overlay import Variant, changes, overlay

VARIANT_ID = re.compile(r"^[A-Za-z0-9][A-Za-z0-9-]*$")


# --- finding variants ----------------------------------------------------------------------


def variants_dir() -> Path:
    return laws_dir() / "variants"


def builtin_ids() -> tuple[str, ...]:
    """The built-in variants' ids: the files of laws/variants/."""
    return builtin_variant_ids()


_REGISTERED: dict[str, Variant] = {}  # variant files read in this process, by id


def known_ids() -> list[str]:
    return [*builtin_ids(), *_REGISTERED]


def variant_named(name: str) -> Variant:
    """A built-in variant, or one registered from a file, by id (any case)."""
    key = str(name).strip().lower()
    if key in _REGISTERED:
        return _REGISTERED[key]
    if key in builtin_ids():
        return _builtin(key)
    hint = did_you_mean(key, known_ids()) or "known: " + ", ".join(known_ids())
    raise InputError(f"unknown variant {name!r}", hint=hint)


@cache
def _builtin(variant_id: str) -> Variant:
    found = read_variant(variants_dir() / f"{variant_id}.yaml")
    if found.id != variant_id:
        raise InputError(f"the built-in variant file {variant_id}.yaml names itself "
                         f"{found.id!r}", found.where("variant"))  # fmt: skip
    return found


def read_variant(path: Path | str) -> Variant:
    """Read and check a variant file (its overlay on its base is checked too)."""
    doc = load_file(path)
    spec = build(VariantFile, doc)
    if not VARIANT_ID.match(spec.variant):
        raise InputError(f"a variant's id is letters, digits and hyphens, not {spec.variant!r}",
                         doc.where(("variant",)))  # fmt: skip
    if spec.variant.lower() in {name.lower() for name in edition_names()}:
        raise InputError(f"{spec.variant!r} is an edition's id or alias, not a variant's: "
                         "its rulings would pass off the variant's words as the edition's",
                         doc.where(("variant",)), hint="give your variant an id of its own")
    variant = Variant(spec.variant.lower(), spec, doc)
    base = base_edition(variant)
    if variant.id in [layer.variant for layer in base.layers()]:
        raise InputError(f"{variant.id} builds on itself", variant.where("base"))
    return variant._replace(edition=overlay(base, variant))  # where other mistakes are found


def register_file(path: Path | str) -> Variant:
    """Read a variant file and register it for this process, so its edition id finds it."""
    variant = read_variant(path)
    if variant.id in builtin_ids():
        raise InputError(f"{variant.id!r} is the id of a built-in variant",
                         variant.where("variant"), hint="give your variant an id of its own")
    _REGISTERED[variant.id] = variant  # a file read again under the same id replaces it
    return variant


def variant_from(name_or_file: str) -> Variant:
    """`--variant`: a variant's name, or the path of a variant file (read and registered)."""
    text = str(name_or_file)
    looks_like_file = text.endswith((".yaml", ".yml")) or "/" in text or Path(text).is_file()
    return register_file(text) if looks_like_file else variant_named(text)


# --- naming an overlaid edition --------------------------------------------------------------


def base_edition(variant: Variant) -> Edition:
    """The edition a variant overlays: an edition, a variant, or `EDITION+VARIANT...`."""
    base = variant.spec.base
    try:
        if "+" in base:
            return find_overlaid(base)
        if base.strip().lower() in (name.lower() for name in edition_names()):
            return printed_edition(base)
        return find_overlaid(full_id(variant_named(base)))  # its hint unworked: it costs
    except InputError:
        names = [*edition_names(), *known_ids()]
        hint = did_you_mean(base, names) or "an edition id or alias, or a variant's name"
        raise InputError(f"unknown base {base!r}", variant.where("base"), hint) from None


def full_id(variant: Variant) -> str:
    """The id of the edition a variant makes: its base's id, `+`, its own."""
    return f"{base_edition(variant).id}+{variant.id}"


def resolve_chain(name: str) -> str:
    """The id of the edition `EDITION+VARIANT[+VARIANT...]` names (any case, aliases too).
    Each variant goes on its base, or on its base with other variants already laid over it
    (au cent with both its options)."""
    first, *rest = [part.strip() for part in str(name).split("+")]
    chain = printed_edition_id(first)
    for part in rest:
        variant = variant_named(part)
        base = base_edition(variant).id
        if variant.id in chain.split("+")[1:]:
            raise InputError(f"{variant.id} is named twice in {name!r}")
        if chain != base and not chain.startswith(base + "+"):
            raise InputError(f"{variant.id} is a variant of {base}, not of {chain}",
                             hint=f"name it {base}+{variant.id}")  # fmt: skip
        chain = f"{chain}+{variant.id}"
    return chain


# Variants laid on a base with other variants on it, by id: the variant and its base as they
# were when overlaid (a file registered again, or its base, makes a new overlay).
_OVERLAID: dict[str, tuple[Variant, Edition]] = {}


def find_overlaid(name: str) -> Edition:
    """The edition `EDITION+VARIANT[+VARIANT...]` names: a variant on its own base as it was
    read; on a base with other variants, overlaid once and kept."""
    chain = resolve_chain(name)
    below, _, last = chain.rpartition("+")
    variant = variant_named(last)
    if variant.edition is not None and variant.edition.id == chain:
        return variant.edition
    base = find_overlaid_or_edition(below)
    kept = _OVERLAID.get(chain.lower())
    if kept is None or kept[0] is not variant or kept[1].base is not base:
        kept = _OVERLAID[chain.lower()] = (variant, overlay(base, variant))
    return kept[1]


def find_overlaid_or_edition(name: str) -> Edition:
    return find_overlaid(name) if "+" in name else printed_edition(name)


def edition_with(edition: str | None, variant: str | None) -> str | None:
    """The edition id for `--edition` and `--variant` together: the variant on its base, or
    on the edition named when that is its base (or its base with other variants on it)."""
    if variant is None:
        return edition
    chosen = variant_from(variant)
    wanted = full_id(chosen)
    if edition is None:
        return wanted
    named = resolve_chain(edition) if "+" in edition else printed_edition_id(edition)
    if wanted == named or wanted.startswith(named + "+"):
        return wanted  # the edition named is the variant's base, or an edition under it
    base = base_edition(chosen).id
    if named != base and not named.startswith(base + "+"):
        raise InputError(f"--variant {chosen.id} is a variant of {base}, not of {named}",
                         hint="leave --edition out, or name its base")  # fmt: skip
    return resolve_chain(f"{named}+{chosen.id}")


def describe_variant(edition: Edition) -> dict[str, Any]:
    """What a variant changes against its base: each parameter with the base's value and
    the variant's, and the laws it adds or puts in place of the base's (`editions --variant`)."""
    if edition.base is None or edition.variant is None:
        raise InputError(f"{edition.id} is an edition, not a variant")
    base, variant = edition.base, variant_named(edition.variant)
    given = variant.spec.parameters or ParametersFile()
    parameters = [
        {**change, "law": edition.cited(change["law"]).citation()}
        for name in Rules._fields if getattr(given, name, None) is not None
        for change in changes(name, base, edition.rules)
    ]
    replacing: dict[str, list[dict[str, str]]] = {}
    for ref, law in edition.replaced.items():
        if law.edition == edition.id:
            replaced = base.cited(ref)
            replacing.setdefault(law.id, []).append({"edition": replaced.edition,
                                                     "law": replaced.id})  # fmt: skip
    laws = [{**law.citation(), "replaces": replacing.get(law.id, [])}
            for law in edition.own_laws.values()]  # fmt: skip
    return {
        "variant": variant.id,
        "edition": edition.id,
        "base": base.id,
        "title": edition.title,
        "source": variant.spec.source,
        "file": None if variant.id in builtin_ids() else variant.file,
        "parameters": parameters,
        "laws": laws,
    }
