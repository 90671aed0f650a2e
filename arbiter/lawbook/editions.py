"""The editions: their metadata, their rules as parameters, and their laws, read from `laws/`.

Code asks an `Edition` for its pack, limits and score tables; it never branches on an
edition's name. Every parameter carries the id of the law it comes from. Besides the scoring
tables, the parameters hold the particulars a variant may change (au cent's cut, its deal
out of turn, the calling's first word...): each a named behaviour the rulings switch on.

An edition overlaid with a variant (`arbiter.variants.overlay`, read only when one is named)
is an `Edition` too, found by `arbiter.variants.find.find_edition("portland-1882+au-cent")`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cache
from typing import Any, NamedTuple

from arbiter.cards import Card, make_pack
from arbiter.decisions import LawRef
from arbiter.errors import InputError, did_you_mean
from arbiter.lawbook.rules import (
    Rules,
    read_rules,
)
from arbiter.lawbook.store import (
    casebook_data,
    default_edition_id,
    edition_data,
    edition_ids,
    laws_index,
    printed_edition_id,
)


class Law(NamedTuple):
    """One law record: its id, topic tags and verbatim text."""

    edition: str
    id: str
    text: str
    topics: tuple[str, ...] = ()
    before: str | None = None

    @property
    def is_front_matter(self) -> bool:
        return "front-matter" in self.topics

    @property
    def is_case(self) -> bool:
        """A case of the edition's casebook, read beside its laws (arbiter.lawbook.casebook)."""
        return "casebook" in self.topics

    def citation(self) -> dict[str, str]:
        """The SPEC's citation object."""
        return {"edition": self.edition, "law": self.id, "text": self.text}


def heading(law: Law) -> str | None:
    """The heading a law's chapter or section opens with, from the markers the source puts
    before it (`CHAP. XII.` and its title, `## Dealing`, `**Ruffs:**-`); None for a law that
    opens none."""
    parts = [part.strip() for part in (law.before or "").split("\n\n") if part.strip()]
    for index, part in enumerate(parts):
        if part.startswith("## "):
            return part[3:].strip()
        if part.startswith("**") and part.rstrip("-").endswith(("**", ":**")):
            return part.strip("*:- ")
        if part.upper().startswith("CHAP") and index + 1 < len(parts):
            return parts[index + 1].rstrip(".")
    return None


@dataclass(frozen=True, eq=False)  # one object an edition: equal only to itself
class Edition:
    """One edition: metadata, rules and laws in source order.

    An edition overlaid with a variant (`arbiter.variants.overlay`) is an Edition too, with the id
    `BASE+VARIANT`: its `base` is the edition under it (itself perhaps a variant), `variant`
    the variant's own id, `own_laws` the laws the variant adds (cited with this edition's
    id), and `replaced` the laws cited in place of laws below it. Its `laws` are the laws a
    reader of it sees: its own first, then its base's whose ids it does not take.

    Two ways to find a law: `law(id)` as a reader names it (its own ids first), and
    `cited(ref)` as a rule written for the root edition names it (the root's law ids, which a
    variant may have replaced; `VARIANT:ID` for a variant's own law, as its parameters name
    it). For an edition without a variant the two are the same.
    """

    id: str
    aliases: tuple[str, ...]
    title: str
    short: str
    year: int | None
    source: str
    seed: str
    citation_form: str
    analogy_law: str | None
    summary: dict[str, str]
    rules: Rules
    laws: dict[str, Law]
    base: Edition | None = None
    variant: str | None = None
    own_laws: Mapping[str, Law] = field(default_factory=dict)
    replaced: Mapping[str, Law] = field(default_factory=dict)

    def __repr__(self) -> str:
        return f"Edition({self.id!r})"

    @property
    def pack(self) -> list[Card]:
        return make_pack(self.rules.pack.ranks)

    @property
    def root(self) -> Edition:
        """The edition of the laws' own text under every variant (itself when it has none):
        the edition its rulings are registered for."""
        return self if self.base is None else self.base.root

    def layers(self) -> list[Edition]:
        """This edition and every edition under it, the root last."""
        return [self] if self.base is None else [self, *self.base.layers()]

    def law(self, law_id: str) -> Law:
        """The law with this id as a reader names it (case-insensitive): a variant's own law
        first, then its base's; `VARIANT:ID` names a variant's own law. InputError offering
        the nearest ids when there is none."""
        key = str(law_id).strip().lower()
        found = self._by_lower().get(key)
        if found is None and ":" in key:
            found = self._qualified(key)
        if found is None:  # a case of the casebook named as "case 17" or "XVII"
            from arbiter.lawbook.casebook import case_id

            found = self._by_lower().get((case_id(key) or key).lower())
        if found is None:
            ids = [law.id for law in self.laws.values() if not law.is_front_matter]
            hint = did_you_mean(str(law_id), ids) or f"ids run {ids[0]} ... {ids[-1]}"
            raise InputError(f"{self.id} has no law {law_id!r}", hint=hint)
        return found

    def cited(self, ref: str) -> Law:
        """The law a rule cites for `ref`: a law id of the root edition, or `VARIANT:ID`;
        a variant's law in its place where a variant replaces it."""
        key = str(ref).strip().lower()
        found = self.replaced.get(key)
        if found is not None:
            return found
        if ":" in key:
            found = self._qualified(key)
            if found is not None:
                return found
        return self.root.law(key)

    def ref(self, law: Law) -> str:
        """How this edition's rules name `law`: its id for a law of the root edition,
        `VARIANT:ID` for a variant's own, so no two laws share a name (`LawRef.ref`)."""
        return LawRef(law.edition, law.id).ref

    def layer(self, edition_id: str) -> Edition:
        """The edition (this one, or one under it) with this id: where a citation's law is."""
        for edition in self.layers():
            if edition.id == edition_id:
                return edition
        raise InputError(f"{edition_id!r} is not {self.id} nor under it")

    def children(self, law_id: str) -> list[Law]:
        """Sub-paragraphs of a law (59 -> 59.I ... 59.V; 71 -> 71.note)."""
        law = self.law(law_id)
        prefix = law.id + "."
        return [child for child in self.laws.values()
                if child.id.startswith(prefix) and child.edition == law.edition]  # fmt: skip

    def chapter(self, name: str) -> list[Law]:
        """The paragraphs of a chapter that is no law itself (1651 `XII` -> XII.1 ... XII.24),
        in order; [] for a law's own id, or a name that is no chapter."""
        key = str(name).strip().lower()
        if key in self._by_lower():
            return []
        return [law for law in self.laws.values() if law.id.lower().startswith(key + ".")]

    def contents(self) -> list[Law]:
        """Every law of the text, in order, without the front matter."""
        return [law for law in self.laws.values() if not law.is_front_matter]

    def section_of(self, law_id: str) -> str | None:
        """The heading of the chapter or section a law stands in (the last heading at or
        before it)."""
        found = None
        for law in self.contents():
            found = heading(law) or found
            if law.id == law_id:
                return found
        return None

    def _by_lower(self) -> dict[str, Law]:
        return _lower_index(self)

    def _qualified(self, key: str) -> Law | None:
        """A variant's own law named `variant:id` (lower case), or None."""
        name, _, law_id = key.partition(":")
        for edition in self.layers():
            if edition.variant is not None and edition.variant.lower() == name:
                return next((law for law in edition.own_laws.values()
                             if law.id.lower() == law_id), None)  # fmt: skip
        return None


@cache
def _lower_index(edition: Edition) -> dict[str, Law]:
    return {law_id.lower(): law for law_id, law in edition.laws.items()}


def law_label(ref: str) -> str:
    """A law as a reader names it: `VARIANT:ID` is shown as its id."""
    return ref.rpartition(":")[2]


def printed_edition(name: str | None = None) -> Edition:
    """The edition as printed named by an id or alias (the default edition when None)."""
    return load_edition(printed_edition_id(name or default_edition_id()))


def all_editions() -> list[Edition]:
    return [load_edition(edition_id) for edition_id in edition_ids()]


@cache
def load_edition(edition_id: str) -> Edition:
    entry = next(e for e in laws_index()["editions"] if e["id"] == edition_id)
    data = edition_data(edition_id)
    laws = {
        str(record["id"]): Law(
            edition=edition_id,
            id=str(record["id"]),
            text=record["text"],
            topics=tuple(record.get("topics") or ()),
            before=record.get("before"),
        )
        for record in data["laws"]
    }
    laws.update(_cases(edition_id))
    return Edition(
        id=edition_id,
        aliases=tuple(str(a) for a in entry["aliases"]),
        title=data["title"],
        short=data["short"],
        year=data.get("year"),
        source=data["source"],
        seed=data["seed"],
        citation_form=data["citation"],
        analogy_law=data.get("analogy_law"),
        summary=dict(data["summary"]),
        rules=read_rules(data["rules"]),
        laws=laws,
    )


CASEBOOK_HEADING = "## Cases and decisions"


def _cases(edition_id: str) -> dict[str, Law]:
    """The cases of the edition's casebook as records of its store, after its laws, under a
    heading of their own (arbiter.lawbook.casebook keeps what else a case has)."""
    casebook = casebook_data(edition_id)
    if casebook is None:
        return {}
    cases = casebook["cases"]
    return {
        str(case["id"]): Law(
            edition=edition_id,
            id=str(case["id"]),
            text=case["text"],
            topics=("casebook", *(f"law-{law}" for law in case.get("applies") or ())),
            before=CASEBOOK_HEADING if number == 0 else None,
        )
        for number, case in enumerate(cases)
    }


def describe(edition: Edition) -> dict[str, Any]:
    """What a player needs to see of an edition at a glance (the `editions` table and JSON)."""
    rules = edition.rules
    younger_max = rules.exchange.younger_max
    return {
        "id": edition.id,
        "aliases": list(edition.aliases),
        "title": edition.title,
        "year": edition.year,
        "source": edition.source,
        "pack": len(rules.pack.ranks) * 4,
        "lowest_rank": rules.pack.ranks[-1].value,
        "hand": rules.deal.hand,
        "stock": rules.deal.stock,
        "exchange": {
            "elder_max": rules.exchange.elder_max,
            "younger_max": younger_max,
            "minimum": rules.exchange.minimum,
            "law": rules.exchange.law,
            "summary": edition.summary["exchange"],
        },
        "point": edition.summary["point"],
        "play": edition.summary["play"],
        "game": edition.summary["game"],
        "carte_blanche": rules.blanche.both,
        "trio": rules.sets.trio,
        "capot": rules.capot.points,
        "pique": rules.pique.points if rules.pique else None,
        "repique": rules.repique.points,
        "citation": edition.citation_form,
        "default": edition.id == default_edition_id(),
    }
