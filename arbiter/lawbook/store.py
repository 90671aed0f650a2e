"""The law book's files under `laws/`: where they are, read as data, and the names they give
the editions (`index.yaml`: ids and aliases) and the built-in variants (`variants/`)."""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any

from arbiter.errors import InputError, did_you_mean


def laws_dir() -> Path:
    """The folder of edition data: inside the installed package, or the source checkout's."""
    here = Path(__file__).resolve().parent.parent
    for candidate in (here / "laws", here.parent / "laws"):
        if (candidate / "index.yaml").is_file():
            return candidate
    raise FileNotFoundError("the laws/ folder of edition data is missing from this install")


def read_data(path: Path) -> Any:
    """A data file of ours under laws/, parsed (a few milliseconds for an edition's laws)."""
    import yaml

    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    return yaml.load(path.read_bytes(), Loader=loader)  # whole: a stream is read in pieces


@cache
def laws_index() -> dict[str, Any]:
    data: dict[str, Any] = read_data(laws_dir() / "index.yaml")
    return data


def edition_ids() -> list[str]:
    """All edition ids, in the order they are shown."""
    return [entry["id"] for entry in laws_index()["editions"]]


def default_edition_id() -> str:
    return str(laws_index()["default"])


@cache
def builtin_variant_ids() -> tuple[str, ...]:
    """The built-in variants' ids: the files of laws/variants/ (read here, below the
    variants' reader, so that the formats can name them without importing it)."""
    return tuple(sorted(path.stem for path in (laws_dir() / "variants").glob("*.yaml")))


def edition_names() -> list[str]:
    """Every edition id and alias, as written in laws/index.yaml."""
    return [name for entry in laws_index()["editions"]
            for name in (entry["id"], *map(str, entry["aliases"]))]  # fmt: skip


def printed_edition_id(name: str) -> str:
    """An edition id from an id or alias, case-insensitively; InputError if unknown. (An
    edition overlaid with variants, `EDITION+VARIANT`, is the variants' to find:
    `arbiter.variants.find`.)"""
    key = str(name).strip().lower()
    names = _edition_names()
    if key not in names:
        hint = did_you_mean(key, names) or "known: " + ", ".join(edition_ids())
        raise InputError(f"unknown edition {name!r}", hint=hint)
    return names[key]


@cache  # as laws_index is: asked once a deal file
def _edition_names() -> dict[str, str]:
    """Every edition id and alias, in lower case, to its edition id."""
    names: dict[str, str] = {}
    for entry in laws_index()["editions"]:
        names[entry["id"].lower()] = entry["id"]
        for alias in entry["aliases"]:
            names[str(alias).lower()] = entry["id"]
    return names


@cache  # as laws_index is: the edition and its casebook read it, each edition once a process
def edition_data(edition_id: str) -> dict[str, Any]:
    """An edition's file under laws/ (`index.yaml` names it), parsed; not to be changed."""
    entry = next(e for e in laws_index()["editions"] if e["id"] == edition_id)
    data: dict[str, Any] = read_data(laws_dir() / entry["file"])
    return data


@cache  # read with the edition's laws, and again for what else a case has
def casebook_data(edition_id: str) -> dict[str, Any] | None:
    """The casebook file an edition's file names (`casebook:`), parsed; None without one."""
    name = edition_data(edition_id).get("casebook")
    return read_data(laws_dir() / name) if name else None
