"""laws/applied.json, where each law is applied under each edition (read by `laws show` and
`laws index` instead of ruling the whole sweep at each start), is what the rulings give now."""

from __future__ import annotations

from arbiter.lawbook.editions import laws_dir
from arbiter.rulings.lawindex import APPLIED_FILE, REGENERATE, applied_text


def test_the_shipped_uses_are_the_rulings_own() -> None:
    shipped = (laws_dir() / APPLIED_FILE).read_text(encoding="utf-8")
    assert shipped == applied_text(), f"laws/{APPLIED_FILE} is stale: regenerate with {REGENERATE}"

