"""Shared test helpers."""

from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture
def root() -> Path:
    return ROOT


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """The browser tests (marker `browser`) run where the distribution's chromium is, and
    are left out, deselected, where it is not."""
    if Path("/usr/bin/chromium").exists():
        return
    kept = [item for item in items if item.get_closest_marker("browser") is None]
    if len(kept) < len(items):
        config.hook.pytest_deselected(items=[i for i in items if i not in kept])
        items[:] = kept
