"""Scoring many deal files at once, on every core the machine lends us.

A batch of deal files (thousands, say, from a club's records or a benchmark) is scored in
worker processes forked after the editions are loaded, in file order. A bad file stops the
batch with its own one-line error, the same error a single file would give.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

from arbiter.deal import load_deal
from arbiter.editions import all_editions
from arbiter.errors import ArbiterError
from arbiter.scoring import score_deal

PARALLEL_FROM = 200  # fewer files than this are scored in this process: forking costs more
CHUNK = 50

Job = tuple[Path | str, str | None]


def cores() -> int:
    """The CPUs this process may run on."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1


_ENCODER = json.JSONEncoder(ensure_ascii=False, check_circular=False)  # each tree is fresh


def score_json_line(path: Path | str, edition: str | None = None) -> str:
    """One deal file, checked and scored, as the SPEC's JSON object on one line of text."""
    return _ENCODER.encode(score_deal(load_deal(path, edition)).to_json())


def _line_or_error(job: Job) -> str | ArbiterError:
    try:
        return score_json_line(*job)
    except ArbiterError as error:
        return error


def score_many_lines(
    paths: list[Path | str], edition: str | None = None, workers: int | None = None
) -> list[str]:
    """Every file's JSON line, in order; the first bad file (in file order) raises its error.
    The workers write the JSON themselves: text crosses back to this process faster than
    objects, and this process has less to do in turn."""
    count = workers if workers is not None else _workers_for(len(paths))
    jobs = [(path, edition) for path in paths]
    if count <= 1:
        results = [_line_or_error(job) for job in jobs]
    else:
        import multiprocessing  # only for a batch: it costs a single deal 5 ms to import

        all_editions()  # load once, before forking, so every worker has them
        with multiprocessing.get_context("fork").Pool(count) as pool:
            results = pool.map(_line_or_error, jobs, chunksize=CHUNK)
    lines: list[str] = []
    for result in results:
        if isinstance(result, ArbiterError):
            raise result
        lines.append(result)
    return lines


def _workers_for(files: int) -> int:
    if files < PARALLEL_FROM:
        return 1
    import multiprocessing

    if "fork" not in multiprocessing.get_all_start_methods():
        return 1
    return min(cores(), 8)
