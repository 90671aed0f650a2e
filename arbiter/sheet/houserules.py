"""House rules kept with a score sheet: a sheet started under a variant file (`partie new
--variant club.yaml`) names the file, relative to the sheet's folder, with the SHA-256
digest of its text (`house_rules: [{file, sha256}]`). Reading the sheet reads the file again,
checks that it is the same, and registers it, so every partie command reads the sheet
without being told the variant again, and under the very rules it was started with."""

from __future__ import annotations

import hashlib
import os
from pathlib import Path

from arbiter.errors import InputError
from arbiter.files.yamlio import STDIN_NAME, read_text
from arbiter.lawbook.editions import Edition
from arbiter.sheet.game import HouseRules


class HouseRulesError(InputError):
    """A house-rules file a sheet names that cannot be read as it was; `field` is the key
    of the sheet's entry at fault (`file` or `sha256`)."""

    field = "file"


def house_rules_of(edition: Edition, sheet: Path | str) -> tuple[HouseRules, ...]:
    """The house-rules files (variant files, not built in) `edition` is overlaid with, as a
    new sheet at `sheet` keeps them: each file relative to the sheet's folder, with the digest
    of its text."""
    from arbiter.variants.overlay import builtin_ids, variant_named

    found = []
    for layer in reversed(edition.layers()):  # each on its base: the base's first
        if layer.variant is None or layer.variant in builtin_ids():
            continue
        file = variant_named(layer.variant).file
        if file == STDIN_NAME:
            raise InputError("house rules read from standard input cannot be kept with a "
                             "sheet: give --variant the file's name")
        folder = os.path.dirname(os.path.abspath(sheet))
        found.append(HouseRules(os.path.relpath(os.path.abspath(file), folder),
                                digest(read_text(file))))
    return tuple(found)


def beside(sheet: str, file: str) -> str:
    """A file a sheet names, relative to the sheet's folder (to the current folder for a
    sheet read from standard input)."""
    if os.path.isabs(file) or sheet == STDIN_NAME:
        return file
    return os.path.join(os.path.dirname(sheet), file)


def digest(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def register(rules: HouseRules, sheet: str) -> None:
    """Read the house-rules file a sheet names, check its digest, and register it."""
    from arbiter.variants.overlay import register_file

    path = beside(sheet, rules.file)
    try:
        text = read_text(path)
    except InputError as error:
        raise HouseRulesError(f"the house rules {rules.file!r}: {error.message}") from None
    if digest(text) != rules.sha256:
        changed = HouseRulesError(f"the house rules {rules.file!r} have changed since the "
                                  "sheet was started (the digest of the file is not the one "
                                  "written here): put the file back as it was, or start a "
                                  "new sheet")
        changed.field = "sha256"
        raise changed
    register_file(path)
