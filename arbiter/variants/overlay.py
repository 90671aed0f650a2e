"""Variants and house rules: an edition overlaid with what the players agreed.

A variant (SPEC "Variants and house rules"; design/formats.md section 4) names its base, the
parameters of the base's rules it changes and the laws it adds or puts in place of base laws.
Overlaid on its base it is an `Edition` like any other, with the id `BASE+VARIANT`
(`portland-1882+four-deal-partie`), found by `find_edition`: its rules are the base's with
the changed blocks, and its rulings are the root edition's, registered by the root's id
(STYLE 13: OpenFisca's reforms; python-chess's variants that only set flags). Nothing here
or in the rulings asks a variant's name: a variant is data, plus the named behaviours its
parameters switch.

The built-in variants are the files of `laws/variants/`, each named by its id. A variant
file given on the command line (`--variant FILE`) is read, checked and registered for the
process, so its edition id names it from then on. This module is imported only when a
variant is named.
"""

from __future__ import annotations

import re
from dataclasses import fields
from functools import cache
from pathlib import Path
from typing import Any, NamedTuple

from arbiter.cards import Rank
from arbiter.errors import ArbiterError, InputError, did_you_mean
from arbiter.files.reader import build
from arbiter.files.yamlio import Document, FieldPath, load_file
from arbiter.formats.variant import ParametersFile, VariantFile
from arbiter.lawbook.editions import (
    BLOCKS,
    TUPLE_FIELDS,
    Edition,
    Law,
    PackRule,
    Rules,
    SequenceRule,
    builtin_variant_ids,
    edition_names,
    find_edition,
    law_label,
    laws_dir,
)

VARIANT_ID = re.compile(r"^[A-Za-z0-9][A-Za-z0-9-]*$")
LAW_ID = re.compile(r"^[^\s:+]+$")
REF_FIELDS = ("law", "result_law", "rubicon_law")  # a block's fields that name a law


class Variant(NamedTuple):
    """A variant file as read and checked: its id (lower case), what it says, the file, and
    the edition it makes, overlaid on its base as it was read."""

    id: str
    spec: VariantFile
    document: Document
    edition: Edition | None = None

    @property
    def file(self) -> str:
        return self.document.file

    def where(self, *path: str | int) -> Any:
        return self.document.where(path)


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
        try:
            return find_edition(base)
        except InputError:
            return find_overlaid(full_id(variant_named(base)))
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
    from arbiter.lawbook.editions import resolve_edition_id

    chain = resolve_edition_id(first)
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
    return find_overlaid(name) if "+" in name else find_edition(name)


def edition_with(edition: str | None, variant: str | None) -> str | None:
    """The edition id for `--edition` and `--variant` together: the variant on its base, or
    on the edition named when that is its base (or its base with other variants on it)."""
    if variant is None:
        return edition
    chosen = variant_from(variant)
    wanted = full_id(chosen)
    if edition is None:
        return wanted
    from arbiter.lawbook.editions import resolve_edition_id

    named = resolve_edition_id(edition)
    if wanted == named or wanted.startswith(named + "+"):
        return wanted  # the edition named is the variant's base, or an edition under it
    base = base_edition(chosen).id
    if named != base and not named.startswith(base + "+"):
        raise InputError(f"--variant {chosen.id} is a variant of {base}, not of {named}",
                         hint="leave --edition out, or name its base")  # fmt: skip
    return resolve_chain(f"{named}+{chosen.id}")


# --- the overlay -----------------------------------------------------------------------------


def overlay(base: Edition, variant: Variant) -> Edition:
    """The variant laid over its base: an Edition with the variant's parameters and laws."""
    edition_id = f"{base.id}+{variant.id}"
    own = own_laws(variant, edition_id)
    replaced = replacements(base, variant, own)
    base_notes(base, variant, replaced)  # checked here, where a mistake in the file is found
    rules = overlaid_rules(base, variant, own, replaced, edition_id)
    spec = variant.spec
    laws = {**own, **{key: law for key, law in base.laws.items()
                      if key.lower() not in {k.lower() for k in own}}}  # fmt: skip
    return Edition(
        id=edition_id,
        aliases=(),
        title=spec.title,
        short=f"{base.short} + {variant.id}",
        year=base.year,
        source=spec.source or base.source,
        seed=base.seed,
        citation_form=f"{base.citation_form}; this variant's own laws by their own ids"
        if own else base.citation_form,
        analogy_law=base.analogy_law,
        summary=summary(base, variant, rules),
        rules=rules,
        laws=laws,
        base=base,
        variant=variant.id,
        own_laws=own,
        replaced=replaced,
    )


def own_laws(variant: Variant, edition_id: str) -> dict[str, Law]:
    """The variant's own laws, cited with its edition id: each with an id of its own (no two
    alike) and its text."""
    found: dict[str, Law] = {}
    seen: set[str] = set()
    for index, record in enumerate(variant.spec.laws or ()):
        at = ("laws", index)
        if not LAW_ID.match(record.id):
            raise InputError(f"a law id has no spaces, ':' or '+': {record.id!r}",
                             variant.where(*at, "id"))  # fmt: skip
        if record.id.lower() in seen:
            raise InputError(f"law id {record.id!r} clashes with an earlier law of this variant",
                             variant.where(*at, "id"), hint="give each law its own id")
        if not record.text.strip():
            raise InputError("missing text: a law is its verbatim words",
                             variant.where(*at, "text"))  # fmt: skip
        seen.add(record.id.lower())
        found[record.id] = Law(edition_id, record.id, record.text.strip(),
                               tuple(record.topics or ()))  # fmt: skip
    return found


def replacements(base: Edition, variant: Variant, own: dict[str, Law]) -> dict[str, Law]:
    """The base's replacements and this variant's: by the name rules give the law replaced
    (its root id, or `VARIANT:ID`), the law cited in its place."""
    found = dict(base.replaced)
    mine: dict[str, str] = {}
    for index, record in enumerate(variant.spec.laws or ()):
        targets = record.replaces if isinstance(record.replaces, list) else [record.replaces]
        for position, target in enumerate(t for t in targets if t is not None):
            at: FieldPath = ("laws", index, "replaces")
            if isinstance(record.replaces, list):
                at = (*at, position)
            law = _base_law(base, target, variant, at)
            key = base.ref(law).lower()
            if key in mine:
                raise InputError(f"law {record.id} and law {mine[key]} both replace "
                                 f"{law.id} of {law.edition}", variant.document.where(at))
            mine[key] = record.id
            found[key] = own[record.id]
    return found


def base_notes(base: Edition, variant: Variant,
               replaced: dict[str, Law]) -> dict[tuple[str, str], str]:  # fmt: skip
    """The variant's notes on base laws it leaves with nothing to apply to, by the law's
    edition and id: each a law of the base, noted once, and none the variant replaces (a law
    replaced is noted with the law cited in its place)."""
    found: dict[tuple[str, str], str] = {}
    for index, record in enumerate(variant.spec.notes or ()):
        at: FieldPath = ("notes", index, "law")
        law = _base_law(base, record.law, variant, at)
        key = (law.edition, law.id)
        if key in found:
            raise InputError(f"law {law.id} of {law.edition} is noted twice",
                             variant.document.where(at))  # fmt: skip
        if base.ref(law).lower() in replaced:
            raise InputError(f"law {law.id} of {law.edition} is replaced by this variant: its "
                             "note says so already", variant.document.where(at))  # fmt: skip
        found[key] = " ".join(record.note.split())
    return found


def _base_law(base: Edition, law_id: str, variant: Variant, at: FieldPath) -> Law:
    try:
        return base.law(law_id)
    except InputError as error:
        raise InputError(error.message, variant.document.where(at), error.hint) from None


def law_ref(text: str, base: Edition, variant: Variant, own: dict[str, Law],
            at: FieldPath) -> str:  # fmt: skip
    """How the overlaid rules name the law a parameter names: the variant's own first."""
    mine = next((law for law in own.values() if law.id.lower() == str(text).lower()), None)
    if mine is not None:
        return f"{variant.id}:{mine.id}"
    try:
        law = base.law(text)
    except InputError as error:
        raise InputError(f"no law {text!r} in {variant.id} or in its base {base.id}",
                         variant.document.where(at), error.hint) from None
    return base.ref(law)


def overlaid_rules(base: Edition, variant: Variant, own: dict[str, Law],
                   replaced: dict[str, Law], edition_id: str) -> Rules:  # fmt: skip
    """The base's rules with the variant's blocks laid over them; a block the variant leaves
    alone names the variant's law where the variant replaces its law."""
    given = variant.spec.parameters or ParametersFile()
    values: dict[str, Any] = base.rules._asdict()
    for name in Rules._fields:
        block = getattr(given, name, None)
        if block is not None:
            values[name] = _block(name, values[name], block, base, variant, own)
        else:
            values[name] = _renamed(values[name], variant, replaced, edition_id)
    rules = Rules(**values)
    check_rules(rules, variant)
    return rules


def _renamed(current: Any, variant: Variant, replaced: dict[str, Law], edition_id: str) -> Any:
    """A block left alone, its law named as the law the variant puts in its place, if any."""
    def renamed(ref: Any) -> Any:
        law = replaced.get(str(ref).lower()) if ref is not None else None
        if law is None or law.edition != edition_id:
            return ref
        return f"{variant.id}:{law.id}"

    if isinstance(current, str):  # the order of reckoning: a law alone
        return renamed(current)
    if current is None:
        return None
    changes = {name: renamed(getattr(current, name)) for name in REF_FIELDS
               if name in current._fields}  # fmt: skip
    return current._replace(**changes)


def _block(name: str, current: Any, block: Any, base: Edition, variant: Variant,
           own: dict[str, Law]) -> Any:  # fmt: skip
    """One block of the base's rules with the variant's values laid over it."""
    at: FieldPath = ("parameters", name)
    changes = {f.name: getattr(block, f.name) for f in fields(block)
               if getattr(block, f.name) is not None}  # fmt: skip
    for key in REF_FIELDS:
        if key in changes:
            changes[key] = law_ref(changes[key], base, variant, own, (*at, key))
    if name == "order":
        return changes["law"]
    if name == "pack":
        ranks = changes.get("ranks")
        return PackRule(_ranks(ranks, variant, at) if ranks else current.ranks, changes["law"])
    if name == "sequences":
        scores = changes.get("scores")
        return SequenceRule(dict(scores) if scores else current.scores, changes["law"])
    for key in TUPLE_FIELDS & set(changes):
        changes[key] = tuple(changes[key])
    if changes.get("younger_max") == "all-left":
        changes["younger_max"] = None
    if name == "game" and current is not None and changes.get("kind", current.kind) != \
            current.kind:
        current = None  # a set is not a partie: nothing of the base's game carries over
    if current is not None:
        return current._replace(**changes)
    record: type = BLOCKS[name]
    missing = [key for key in record._fields  # type: ignore[attr-defined]
               if key not in changes and key not in record._field_defaults]  # type: ignore[attr-defined]
    if missing:
        raise InputError(f"{base.id} has no '{name}' parameter to change: a variant that adds "
                         f"it gives all of it ({', '.join(missing)} missing)",
                         variant.document.where(at, key=True))  # fmt: skip
    return record(**changes)


def _ranks(written: list[str], variant: Variant, at: FieldPath) -> tuple[Rank, ...]:
    ranks: list[Rank] = []
    for index, text in enumerate(written):
        try:
            rank = Rank.parse(str(text))
        except ArbiterError as error:
            raise InputError(error.message, variant.document.where((*at, "ranks", index))) \
                from None
        if rank in ranks:
            raise InputError(f"{rank.value} is named twice",
                             variant.document.where((*at, "ranks", index)))  # fmt: skip
        ranks.append(rank)
    return tuple(sorted(ranks, key=lambda rank: -rank.order))


def check_rules(rules: Rules, variant: Variant) -> None:
    """What the overlaid rules must make together: a deal that uses the pack, an exchange
    within the stock, a score for every sequence, a game that can be won."""
    def fail(block: str, message: str) -> InputError:
        return InputError(message, variant.document.where(("parameters", block)))

    pack, deal, exchange = len(rules.pack.ranks) * 4, rules.deal, rules.exchange
    if 2 * deal.hand + deal.stock != pack:
        given = variant.spec.parameters
        raise fail("deal" if given and given.deal else "pack",
                   f"two hands of {deal.hand} and a stock of {deal.stock} do not make the pack "
                   f"of {pack}")  # fmt: skip
    if exchange.elder_max > deal.stock or (exchange.younger_max or 0) > deal.stock:
        raise fail("exchange", f"no one can exchange more than the stock of {deal.stock}")
    if exchange.minimum > exchange.elder_max:
        raise fail("exchange", f"the least exchange ({exchange.minimum}) is more than the "
                   f"elder may make ({exchange.elder_max})")
    longest = len(rules.pack.ranks)
    lacking = [n for n in range(3, longest + 1) if n not in rules.sequences.scores]
    if lacking:
        raise fail("sequences", f"no score for a sequence of {lacking[0]} (the pack allows "
                   f"{longest})")
    game = rules.game
    if game.kind == "set" and game.target is None:
        raise fail("game", "a set needs its target")
    if game.kind == "partie" and game.deals is None:
        raise fail("game", "a partie needs its number of deals")
    if game.kind == "partie" and any(n > (game.deals or 0) for n in game.double_deals):
        raise fail("game", f"a partie of {game.deals} deals has no deal "
                   f"{max(game.double_deals)} to count double")
    if rules.series is not None and rules.series.to_win > rules.series.games:
        raise fail("series", f"{rules.series.to_win} games cannot be won out of "
                   f"{rules.series.games}")


def summary(base: Edition, variant: Variant, rules: Rules) -> dict[str, str]:
    """The base's summary, each line the variant changes said again in its words."""
    found = dict(base.summary)
    given = variant.spec.parameters or ParametersFile()
    for line, blocks in {"exchange": ("exchange", "younger_discard"),
                         "play": ("play", "last_trick"), "point": ("point",),
                         "game": ("game", "series")}.items():  # fmt: skip
        changed = [changes(name, base, rules) for name in blocks if getattr(given, name)]
        if changed:
            said = "; ".join(", ".join(f"{c['parameter']} {_word(c['value'])}" for c in group)
                             + f" ({law_label(group[0]['law'])})" for group in changed if group)
            found[line] = f"as {base.id}, but {said}" if said else found[line]
    return found


# --- what a variant changes ------------------------------------------------------------------


def changes(name: str, base: Edition, rules: Rules) -> list[dict[str, Any]]:
    """A block's values that differ from the base's: `{parameter, base, value, law}`."""
    before, after = getattr(base.rules, name), getattr(rules, name)
    if name == "order":
        return [] if before == after else [
            {"parameter": "order", "base": None, "value": None, "law": after}]
    found = []
    for key in after._fields:
        if key == "law":
            continue
        old = getattr(before, key) if before is not None else None
        new = getattr(after, key)
        if old != new:
            found.append({"parameter": f"{name}.{key}", "base": _plain(old),
                          "value": _plain(new), "law": after.law})  # fmt: skip
    if not found and before is not None and before.law != after.law:
        found.append({"parameter": f"{name}.law", "base": before.law, "value": after.law,
                      "law": after.law})  # fmt: skip
    return found


def _plain(value: Any) -> Any:
    """A parameter's value as JSON shows it: ranks as their codes, tuples as lists."""
    if isinstance(value, Rank):
        return value.value
    if isinstance(value, tuple | list):
        return [_plain(item) for item in value]
    if isinstance(value, dict):
        return {str(key): item for key, item in value.items()}
    return value


def _word(value: Any) -> str:
    if isinstance(value, list):
        return ", ".join(map(str, value)) or "none"
    if isinstance(value, bool):
        return "yes" if value else "no"
    return "none" if value is None else str(value)


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
