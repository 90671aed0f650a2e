"""Where the tool applies each law (SPEC `arbiter laws index`): for every law of an edition,
the incident kinds whose rulings cite it, `scoring` and `partie` where the score and the
partie sheet follow it, or a note saying why it settles no dispute.

Nothing here is written down by hand but the notes: the uses are found by
ruling every incident kind over every combination of its fields (the numbers of cards around
the edition's own counts) and every scenario shipped with the tool (the incidents told step
by step and the score disputes, whose fields cannot be swept), under the edition, and
collecting the laws the rulings cite; a silent ruling's nearest analogy is no application.
The scoring and partie laws are those the edition's own rules name (`rules:` in laws/*.yaml)
for the scoring and the partie. The notes are the `note:` beside a law in laws/*.yaml.

The uses under each edition alone are worked out once and shipped in laws/applied.json
(written by `python -m arbiter.rulings.lawindex --write`; a test fails while it is stale); under a
variant they are worked out afresh.
"""

from __future__ import annotations

import dataclasses
import itertools
import typing
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from typing import Any, NamedTuple

from arbiter.lawbook.editions import Edition, Law
from arbiter.lawbook.store import laws_dir, read_data

SCORING = "scoring"
PARTIE = "partie"

# The blocks of an edition's rules that the scoring reads (arbiter.game.scoring,
# arbiter.game.deal), and those the partie sheet reads (arbiter.sheet.partie).
SCORING_BLOCKS = ("pack", "deal", "exchange", "younger_discard", "blanche", "point",
                  "sequences", "sets", "play", "last_trick", "cards", "capot", "repique",
                  "pique", "order")  # fmt: skip
PARTIE_BLOCKS = ("game", "series", "corrections")
GAME_LAWS = ("law", "result_law", "rubicon_law")


class LawUse(NamedTuple):
    """One law and where the tool applies it; under a variant, the law cited in its place if
    the variant replaces it."""

    edition: str
    law: str
    applied_in: tuple[str, ...]
    note: str | None
    replaced_by: Law | None = None

    def to_json(self, variant: bool = False) -> dict[str, Any]:
        """The SPEC's row; under a variant (`variant`), also `replaced_by`, as `laws show`
        gives it: the law cited in its place, or null."""
        found: dict[str, Any] = {"edition": self.edition, "law": self.law,
                                 "applied_in": list(self.applied_in), "note": self.note}
        if variant:
            found["replaced_by"] = self.replaced_by.citation() if self.replaced_by else None
        return found


def law_index(edition: Edition) -> list[LawUse]:
    """Every law of the edition (its front matter apart), in order, with where it is applied
    and its note. Under a variant: the variant's own laws, then every law of each edition
    under it, those that share an id with a law above them too (au cent's laws 1-30 and the
    Portland laws 1-30)."""
    return [law_use(edition, law) for law in every_law(edition)]


def every_law(edition: Edition) -> list[Law]:
    """The laws of each layer of the edition, the variant's own first, the root's last."""
    found: list[Law] = []
    for layer in edition.layers():
        own = layer.own_laws.values() if layer.base is not None else layer.contents()
        found += [law for law in own if not law.is_front_matter]
    return found


def law_use(edition: Edition, law: Law) -> LawUse:
    """One law's entry: where it is applied under the edition, and its note; under a variant,
    a law it replaces is marked so, and noted with the law applied in its place."""
    found = applications(edition).get((law.edition, law.id), ())
    instead = edition.cited(edition.ref(law))
    replaced_by = instead if instead != law else None
    # a variant's note on a law another variant built on it adopts is not shown where applied
    note = None if found else law_notes(edition).get((law.edition, law.id))
    if not found and law.is_case:
        note = case_note(edition, law)
    if not found and replaced_by is not None:
        note = (f"Replaced under {edition.id}: law {instead.id} of {instead.edition} is "
                "applied in its place.")
    return LawUse(law.edition, law.id, tuple(found), note, replaced_by)


# --- the notes -----------------------------------------------------------------------------


def case_note(edition: Edition, law: Law) -> str:
    """A case of the casebook that no ruling follows yet: the laws it decides under."""
    from arbiter.lawbook.casebook import casebook

    applies = casebook(edition.root.id)[law.id].applies
    under = f" (under law {', '.join(applies)})" if applies else ""
    return f"A case of Cavendish's{under}: no ruling of the tool follows it yet."


def law_notes(edition: Edition) -> dict[tuple[str, str], str]:
    """The `note:` beside each law, in the edition's file and its variants' files, and a
    variant's `notes:` on the base laws it leaves with nothing to apply to (a variant's word
    on a law before its base's)."""
    notes: dict[tuple[str, str], str] = {}
    for layer in reversed(edition.layers()):
        if layer.base is None:
            records = _records(layer.id)
        else:
            from arbiter.variants.named import variant_named
            from arbiter.variants.overlay import base_notes

            variant = variant_named(str(layer.variant))
            records = tuple(dataclasses.asdict(law) for law in variant.spec.laws or ())
            notes.update(base_notes(layer.base, variant, dict(layer.replaced)))
        for record in records:
            if record.get("note"):
                notes[(layer.id, str(record["id"]))] = " ".join(str(record["note"]).split())
    return notes


@cache
def _records(edition_id: str) -> tuple[dict[str, Any], ...]:
    """The laws as an edition's file writes them (laws/*.yaml)."""
    index = read_data(laws_dir() / "index.yaml")
    entry = next(e for e in index["editions"] if e["id"] == edition_id)
    return tuple(read_data(laws_dir() / entry["file"]).get("laws") or ())


# --- the uses --------------------------------------------------------------------------------


APPLIED_FILE = "applied.json"  # in laws/: the uses under each edition, worked out once
REGENERATE = "python -m arbiter.rulings.lawindex --write"


@cache
def applications(edition: Edition) -> dict[tuple[str, str], list[str]]:
    """For each law (its edition and id), where it is applied: under an edition alone, as
    worked out once and shipped in laws/applied.json (`laws show` would otherwise rule the
    whole sweep at each start); under a variant, a house rule among them, worked out afresh."""
    if edition.base is None:
        shipped = _shipped().get(edition.id)
        if shipped is not None:
            return {tuple(key.split(" ", 1)): list(uses)  # type: ignore[misc]
                    for key, uses in shipped.items()}  # fmt: skip
    return worked_out(edition)


@cache
def _shipped() -> dict[str, dict[str, list[str]]]:
    """laws/applied.json: for each edition, `EDITION LAW` to where the law is applied."""
    import json

    path = laws_dir() / APPLIED_FILE
    if not path.is_file():
        return {}
    found: dict[str, dict[str, list[str]]] = json.loads(path.read_text(encoding="utf-8"))
    return found


def applied_text() -> str:
    """laws/applied.json as it should read now: every edition's uses worked out afresh,
    sorted, one law a line (so that a change of a ruling shows as a change of a line)."""
    import json

    from arbiter.lawbook.editions import load_edition
    from arbiter.lawbook.store import edition_ids

    lines = ["{"]
    ids = edition_ids()
    for number, edition_id in enumerate(ids):
        uses = worked_out(load_edition(edition_id))
        rows = [f"    {json.dumps(' '.join(key), ensure_ascii=False)}: {json.dumps(found)}"
                for key, found in sorted(uses.items())]  # fmt: skip
        lines.append(f"  {json.dumps(edition_id)}: {{")
        lines.append(",\n".join(rows))
        lines.append("  }" + ("," if number < len(ids) - 1 else ""))
    lines.append("}")
    return "\n".join(lines) + "\n"


def worked_out(edition: Edition) -> dict[tuple[str, str], list[str]]:
    """For each law (its edition and id), where it is applied, found by ruling the sweep and
    the scenarios: the incident kinds in their order, then scoring and partie."""
    from arbiter.formats import incident_kinds

    uses: dict[tuple[str, str], set[str]] = {}
    for kind, cited in _cited_by_rulings(edition):
        for key in cited:
            uses.setdefault(key, set()).add(kind)
    for where, blocks in ((SCORING, SCORING_BLOCKS), (PARTIE, PARTIE_BLOCKS)):
        for law_id in _rule_laws(edition, blocks):
            law = edition.cited(law_id)
            uses.setdefault((law.edition, law.id), set()).add(where)
    order = [*incident_kinds(), SCORING, PARTIE]
    return {key: sorted(found, key=order.index) for key, found in uses.items()}


def _rule_laws(edition: Edition, blocks: tuple[str, ...]) -> Iterator[str]:
    for name in blocks:
        block = getattr(edition.rules, name, None)
        if block is None:
            continue
        if isinstance(block, str):  # `order`: a law alone
            yield block
            continue
        for key in GAME_LAWS:
            law = getattr(block, key, None)
            if law is not None:
                yield str(law)


def _cited_by_rulings(edition: Edition) -> Iterator[tuple[str, list[tuple[str, str]]]]:
    """Each ruling the sweep and the scenarios give under the edition: its kind, and the laws
    it cites (none for a silent ruling: a nearest analogy is not an application)."""
    from arbiter.decisions import Decision
    from arbiter.errors import ArbiterError
    from arbiter.rulings.core import _COMPARING
    from arbiter.rulings.core import rule as rule_case  # facts written unknown: each branch's law

    token = _COMPARING.set(True)  # a silent ruling's word on the other editions is not needed
    try:
        for case in [*_swept_cases(edition), *_scenario_cases()]:
            try:
                found = rule_case(case, edition)
            except ArbiterError:
                continue  # an incident that cannot happen under this edition
            for ruling in [b.ruling for b in found.branches] or [found]:  # facts unknown
                if ruling.decision is Decision.SILENT:
                    continue
                yield ruling.kind, [(c.edition, c.law) for c in ruling.citations]
                if ruling.commentary:  # a case of the casebook the ruling follows
                    yield ruling.kind, [(edition.root.id, f"Case {c.case}")
                                        for c in ruling.commentary]
                for note in ruling.steps:  # a told incident: each irregular step's own law
                    if note.law and note.edition:  # as cited: under a variant an id is ambiguous
                        yield ruling.kind, [(note.edition, note.law)]
    finally:
        _COMPARING.reset(token)


def _swept_cases(edition: Edition) -> Iterator[Any]:
    """Every combination of the fields of every incident kind but those told step by step and
    score disputes (a whole deal), the numbers of cards taken around the edition's own."""
    from arbiter.formats import incident_formats
    from arbiter.rulings.core import Case

    for kind, cls in incident_formats().items():
        if kind == "score-dispute" or cls.__module__.endswith(".told"):
            continue
        hints = typing.get_type_hints(cls)
        names = [f.name for f in dataclasses.fields(cls) if f.name != "kind"]
        choices = [_values(name, hints[name], edition) for name in names]
        kind_value = typing.get_args(hints["kind"])[0]
        for combination in itertools.product(*choices):
            yield Case(cls(kind=kind_value, **dict(zip(names, combination, strict=True))))


def _values(name: str, tp: Any, edition: Edition) -> list[Any]:
    args = typing.get_args(tp)
    options = [option for option in args if option is not type(None)]
    if len(options) < len(args):  # optional: left out, or one of its values
        return [None, *_values(name, options[0], edition)]
    if typing.get_origin(tp) is typing.Literal:
        return list(args)
    if tp is bool:
        return [False, True]
    deal = edition.rules.deal
    if name == "stock":
        return sorted({deal.stock - 1, deal.stock, deal.stock + 1, deal.stock + 2})
    if name in ("elder", "younger"):
        return sorted({deal.hand - 1, deal.hand, deal.hand + 1, deal.hand + 3, deal.hand + 4})
    return [1, 2, 3, 4, 5]


def scenarios_dir() -> Path | None:
    """The scenarios shipped with the tool: inside the installed package, or the checkout's."""
    here = Path(__file__).resolve().parent.parent
    for candidate in (here / "scenarios", here.parent / "scenarios"):
        if candidate.is_dir():
            return candidate
    return None


@cache
def _scenario_cases() -> tuple[Any, ...]:
    """The incidents of the shipped scenarios (read once)."""
    import dataclasses

    from arbiter.errors import ArbiterError
    from arbiter.files.reader import build
    from arbiter.files.yamlio import load_file
    from arbiter.formats import IncidentFile
    from arbiter.rulings.core import Case

    folder = scenarios_dir()
    if folder is None:
        return ()
    cases = []
    for path in sorted(folder.rglob("*.yaml")):
        try:  # the incident alone: the editions a scenario expects are not read
            doc = load_file(path)
            only = dataclasses.replace(doc, data={"incident": doc.data["incident"]})
            cases.append(Case(build(IncidentFile, only).incident, only))
        except (ArbiterError, KeyError, TypeError):
            continue
    return tuple(cases)


def main(argv: list[str] | None = None) -> int:
    """`python -m arbiter.rulings.lawindex --write` writes laws/applied.json afresh; `--check`
    exits 1 if it is stale."""
    import sys

    args = sys.argv[1:] if argv is None else argv
    path = laws_dir() / APPLIED_FILE
    text = applied_text()
    if "--write" in args:
        path.write_text(text, encoding="utf-8")
        return 0
    current = path.read_text(encoding="utf-8") if path.is_file() else ""
    if current != text:
        print(f"{path} is stale: regenerate with {REGENERATE}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
