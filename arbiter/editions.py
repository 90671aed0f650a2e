"""The editions: their metadata, their rules as parameters, and their laws, read from `laws/`.

Code asks an `Edition` for its pack, limits and score tables; it never branches on an
edition's name. Every parameter carries the id of the law it comes from.
"""

import marshal
import os
from functools import cache
from pathlib import Path
from typing import Any, NamedTuple

from arbiter.cards import Card, Rank, make_pack
from arbiter.errors import InputError, did_you_mean
from arbiter.records import Record, record


def laws_dir() -> Path:
    """The folder of edition data: inside the installed package, or the source checkout's."""
    here = Path(__file__).resolve().parent
    for candidate in (here / "laws", here.parent / "laws"):
        if (candidate / "index.yaml").is_file():
            return candidate
    raise FileNotFoundError("the laws/ folder of edition data is missing from this install")


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

    def citation(self) -> dict[str, str]:
        """The SPEC's citation object."""
        return {"edition": self.edition, "law": self.id, "text": self.text}


# --- the rules as parameters (see each edition's `rules:` block) ---------------------------
# Named tuples rather than dataclasses: as immutable, and several times cheaper to define,
# which every command pays for at start-up.


class PackRule(NamedTuple):
    ranks: tuple[Rank, ...]
    law: str


class DealRule(NamedTuple):
    hand: int
    stock: int
    law: str


class ExchangeRule(NamedTuple):
    """Exchange limits; `younger_max` None means all the cards the elder left."""

    elder_max: int
    younger_max: int | None
    minimum: int
    law: str


class BlancheRule(NamedTuple):
    """`both`: each-scores, younger-bars (only the younger scores) or elder-only (a younger's
    blanche scores nothing and cancels the elder's)."""

    points: int
    both: str
    law: str


class PointRule(NamedTuple):
    """`measure`: pips or cards-then-pips; `score`: tenths-half-up or per-card."""

    measure: str
    score: str
    law: str


class SequenceRule(NamedTuple):
    scores: dict[int, int]
    law: str


class SetRule(NamedTuple):
    trio: int
    quatorze: int
    law: str


class PlayRule(NamedTuple):
    """`lead`: any or ten-or-higher; `win`: follower-any, follower-ten-or-higher, winner-any."""

    lead: str
    win: str
    law: str


class LastTrickRule(NamedTuple):
    """The last trick's score to its winner (`high` with a ten or better, else `low`), in place
    of `replaces`: winning-point (the point he would score for the trick, led or won) or
    win-point (the point for winning only; a lead point still counts)."""

    high: int
    low: int
    replaces: str
    law: str


class BonusRule(NamedTuple):
    points: int
    law: str
    threshold: int = 0
    counts: str = ""


class GameRule(NamedTuple):
    """`kind`: set (first to `target`) or partie (`deals` deals, rubicon under `rubicon`)."""

    kind: str
    law: str
    target: int | None = None
    deals: int | None = None
    bonus: int = 0
    rubicon: int = 0
    result_law: str | None = None
    rubicon_law: str | None = None


class Rules(NamedTuple):
    pack: PackRule
    deal: DealRule
    exchange: ExchangeRule
    blanche: BlancheRule
    point: PointRule
    sequences: SequenceRule
    sets: SetRule
    play: PlayRule
    last_trick: LastTrickRule
    cards: BonusRule
    capot: BonusRule
    repique: BonusRule
    pique: BonusRule | None
    order: str
    game: GameRule


@record
class Edition(Record):
    """One edition: metadata, rules and laws in source order. (A record, not a frozen
    dataclass, which costs about a millisecond to make at every start.)"""

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

    def __repr__(self) -> str:
        return f"Edition({self.id!r})"

    @property
    def pack(self) -> list[Card]:
        return make_pack(self.rules.pack.ranks)

    def law(self, law_id: str) -> Law:
        """The law with this id (case-insensitive), or InputError offering the nearest ids."""
        found = self._by_lower().get(str(law_id).strip().lower())
        if found is None:
            ids = [law.id for law in self.laws.values() if not law.is_front_matter]
            hint = did_you_mean(str(law_id), ids) or f"ids run {ids[0]} ... {ids[-1]}"
            raise InputError(f"{self.id} has no law {law_id!r}", hint=hint)
        return found

    def cite(self, law_id: str) -> dict[str, str]:
        return self.law(law_id).citation()

    def children(self, law_id: str) -> list[Law]:
        """Sub-paragraphs of a law (59 -> 59.I ... 59.V; 71 -> 71.note)."""
        prefix = self.law(law_id).id + "."
        return [law for law in self.laws.values() if law.id.startswith(prefix)]

    def _by_lower(self) -> dict[str, Law]:
        return _lower_index(self)


@cache
def _lower_index(edition: Edition) -> dict[str, Law]:
    return {law_id.lower(): law for law_id, law in edition.laws.items()}


# --- reading the data files, through a cache of their parsed form -----------------------


def read_data(path: Path) -> Any:
    """A data file of ours under laws/, parsed. The parse is kept in the user's cache folder
    (as `marshal` data, keyed by the file's size and time) because parsing the law texts is
    most of the time a one-law command takes; any trouble with the cache falls back to YAML."""
    stat = path.stat()
    cache = _cache_dir() / f"{path.stem}-{stat.st_size}-{stat.st_mtime_ns}.marshal"
    try:
        return marshal.loads(cache.read_bytes())
    except (OSError, ValueError, EOFError, TypeError):
        pass
    import yaml  # only when the cache cannot serve: most commands then never import it

    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    with path.open(encoding="utf-8") as handle:
        data = yaml.load(handle, Loader=loader)
    _write_cache(cache, data)
    return data


def _cache_dir() -> Path:
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "arbiter"


def _write_cache(cache: Path, data: Any) -> None:
    try:
        cache.parent.mkdir(parents=True, exist_ok=True)
        temporary = cache.with_suffix(f".{os.getpid()}.tmp")
        temporary.write_bytes(marshal.dumps(data))
        os.replace(temporary, cache)
        for stale in cache.parent.glob(f"{cache.name.rsplit('-', 2)[0]}-*.marshal"):
            if stale != cache:
                stale.unlink()
    except (OSError, ValueError):
        pass  # a read-only home: parse the YAML every time


# --- the registry --------------------------------------------------------------------------


@cache
def _index() -> dict[str, Any]:
    data: dict[str, Any] = read_data(laws_dir() / "index.yaml")
    return data


def edition_ids() -> list[str]:
    """All edition ids, in the order they are shown."""
    return [entry["id"] for entry in _index()["editions"]]


def default_edition_id() -> str:
    return str(_index()["default"])


def resolve_edition_id(name: str) -> str:
    """An edition id from an id or alias, case-insensitively; InputError if unknown."""
    key = str(name).strip().lower()
    names = _edition_names()
    if key not in names:
        hint = did_you_mean(key, names) or "known: " + ", ".join(edition_ids())
        raise InputError(f"unknown edition {name!r}", hint=hint)
    return names[key]


@cache  # as _index is: asked once a deal file
def _edition_names() -> dict[str, str]:
    """Every edition id and alias, in lower case, to its edition id."""
    names: dict[str, str] = {}
    for entry in _index()["editions"]:
        names[entry["id"].lower()] = entry["id"]
        for alias in entry["aliases"]:
            names[str(alias).lower()] = entry["id"]
    return names


def find_edition(name: str | None = None) -> Edition:
    """The edition named by an id or alias (the default edition when None)."""
    return load_edition(resolve_edition_id(name or default_edition_id()))


def all_editions() -> list[Edition]:
    return [load_edition(edition_id) for edition_id in edition_ids()]


@cache
def load_edition(edition_id: str) -> Edition:
    entry = next(e for e in _index()["editions"] if e["id"] == edition_id)
    data = read_data(laws_dir() / entry["file"])
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
        rules=_rules(data["rules"]),
        laws=laws,
    )


def _rules(data: dict[str, Any]) -> Rules:
    def law_of(block: dict[str, Any]) -> dict[str, Any]:
        return {**block, "law": str(block["law"])}

    pique = data.get("pique")
    return Rules(
        pack=PackRule(
            tuple(Rank.parse(str(r)) for r in data["pack"]["ranks"]), str(data["pack"]["law"])
        ),
        deal=DealRule(**law_of(data["deal"])),
        exchange=ExchangeRule(**law_of(data["exchange"])),
        blanche=BlancheRule(**law_of(data["blanche"])),
        point=PointRule(**law_of(data["point"])),
        sequences=SequenceRule(
            {int(k): int(v) for k, v in data["sequences"]["scores"].items()},
            str(data["sequences"]["law"]),
        ),
        sets=SetRule(**law_of(data["sets"])),
        play=PlayRule(**law_of(data["play"])),
        last_trick=LastTrickRule(**law_of(data["last_trick"])),
        cards=BonusRule(**law_of(data["cards"])),
        capot=BonusRule(**law_of(data["capot"])),
        repique=BonusRule(**law_of(data["repique"])),
        pique=BonusRule(**law_of(pique)) if pique else None,
        order=str(data["order"]["law"]),
        game=GameRule(**law_of(data["game"])),
    )


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
