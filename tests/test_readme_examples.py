"""Every incident the README shows as a YAML block is one `arbiter rule` rules: a newcomer
copies them first."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from arbiter.lawbook.editions import find_edition
from arbiter.rulings import parse_incident, rule

README = (Path(__file__).resolve().parent.parent / "README.md").read_text(encoding="utf-8")
BLOCKS = [block for block in re.findall(r"```yaml\n(.*?)```", README, flags=re.S)
          if re.search(r"^incident:", block, flags=re.M) and "deal: last-deal.yaml" not in block]


def test_the_readme_shows_incidents() -> None:
    assert len(BLOCKS) >= 5


@pytest.mark.parametrize("block", BLOCKS, ids=lambda block: block.splitlines()[0][:40])
def test_each_readme_incident_is_ruled(block: str) -> None:
    loaded = parse_incident(block, "README.md")
    assert rule(loaded.case, find_edition(None)).decision
