"""Scoring many deal files at once, as JSON Lines.

Every file is read, checked and scored before anything is printed, so a bad file stops the
batch with its own one-line error (the error a single file would give) and no partial
output. One process keeps well above the target of 1,000 deals a second (benchmarks/).
"""

from __future__ import annotations

import json
from pathlib import Path

from arbiter.game.penalised import score_deal
from arbiter.rulings.deal_file import load_deal

_ENCODER = json.JSONEncoder(ensure_ascii=False, check_circular=False)  # fresh dicts: no cycle


def score_json_line(path: Path | str, edition: str | None = None) -> str:
    """One deal file, checked and scored, as the SPEC's JSON object on one line of text."""
    return _ENCODER.encode(score_deal(load_deal(path, edition)).to_json())


def score_many_lines(paths: list[Path | str], edition: str | None = None) -> list[str]:
    """Every file's JSON line, in order; the first bad file raises its error."""
    return [score_json_line(path, edition) for path in paths]
