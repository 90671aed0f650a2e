"""A sheet is never lost nor half-written: a process killed in the middle of a write leaves
either the old sheet or the new one, and concurrent commands on one sheet are serialised."""

from __future__ import annotations

import random
import select
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from arbiter.sheet import partie
from arbiter.sheet.file import load_sheet

# The child runs one change, or a loop of them, and can be paused at a chosen point of the
# write (by wrapping the functions the write calls) so the parent can kill it right there.
CHILD = textwrap.dedent(
    """
    import os, stat, sys, time
    from arbiter.sheet import partie

    path, mode = sys.argv[1], sys.argv[2]

    def pause(*args):
        print("paused", flush=True)
        time.sleep(120)

    if mode == "half-written":
        real_write = os.write
        def half(handle, data):
            real_write(handle, bytes(data[: len(data) // 2]))
            pause()
        os.write = half
    elif mode == "before-rename":
        real_replace = os.replace
        os.replace = lambda *a: (pause(), real_replace(*a))
    elif mode == "after-rename":  # the folder's fsync, which makes the rename durable
        real_fsync = os.fsync
        def fsync(handle):
            if stat.S_ISDIR(os.fstat(handle).st_mode):
                pause()
            real_fsync(handle)
        os.fsync = fsync

    if mode == "loop":
        print("ready", flush=True)
        while True:
            partie.record(path, elder=7, younger=9)
            partie.take_back(path)
    elif mode == "ten":
        for _ in range(10):
            partie.record(path, elder=1, younger=2)
    else:
        partie.record(path, elder=7, younger=9)
        print("done", flush=True)
    """
)

# Deletes the sheet's lock file again and again while writers run (issue 13).
DELETER = textwrap.dedent(
    """
    import os, sys
    while True:
        try:
            os.unlink(sys.argv[1])
        except FileNotFoundError:
            pass
    """
)


def start_child(tmp_path: Path, sheet: Path, mode: str) -> subprocess.Popen[str]:
    script = tmp_path / "child.py"
    if not script.exists():  # written once: a child starting meanwhile would read it half
        script.write_text(CHILD, encoding="utf-8")
    return subprocess.Popen(
        [sys.executable, str(script), str(sheet), mode],
        stdout=subprocess.PIPE,
        text=True,
        cwd=tmp_path,
    )


def first_line(child: subprocess.Popen[str], timeout: float = 60) -> str:
    """The child's first line, said within `timeout` seconds: else it is killed and the test
    fails, rather than the run waiting on it."""
    assert child.stdout is not None
    ready, _, _ = select.select([child.stdout], [], [], timeout)
    if not ready:
        child.kill()
        child.wait(timeout=10)
        raise AssertionError(f"the child said nothing within {timeout} s")
    return child.stdout.readline().strip()


def kill(child: subprocess.Popen[str]) -> None:
    child.send_signal(signal.SIGKILL)
    child.wait(timeout=10)
    assert child.returncode == -signal.SIGKILL


@pytest.fixture
def sheet(tmp_path: Path) -> Path:
    path = tmp_path / "partie.yaml"
    partie.start(path, "1882", ["Anne", "Ben"])
    partie.record(path, elder=10, younger=20)
    return path


@pytest.mark.parametrize(("mode", "deals_after"), [
    ("half-written", 1),   # the temporary file holds half the new sheet: the old one stands
    ("before-rename", 1),  # the new sheet is complete on disk but not renamed: the old stands
    ("after-rename", 2),   # renamed, the folder not yet fsync'd: the new one stands
])  # fmt: skip
def test_killed_mid_write_leaves_the_old_or_the_new_sheet(
    tmp_path: Path, sheet: Path, mode: str, deals_after: int
) -> None:
    old = sheet.read_bytes()
    child = start_child(tmp_path, sheet, mode)
    assert first_line(child) == "paused"
    kill(child)
    loaded = load_sheet(sheet)
    assert len(loaded.deals) == deals_after
    if deals_after == 1:
        assert sheet.read_bytes() == old
    # the lock died with the process; the next change goes through and sweeps the leftovers
    partie.record(sheet, elder=1, younger=2)
    assert len(load_sheet(sheet).deals) == deals_after + 1
    assert [p.name for p in tmp_path.iterdir() if p.name.endswith(".tmp")] == []


def test_killed_at_random_moments_the_sheet_always_reads(tmp_path: Path, sheet: Path) -> None:
    one_deal = sheet.read_bytes()
    partie.record(sheet, elder=7, younger=9)
    two_deals = sheet.read_bytes()
    partie.take_back(sheet)
    rng = random.Random(71)
    for _ in range(12):
        child = start_child(tmp_path, sheet, "loop")
        assert first_line(child) == "ready"
        # the child writes a sheet every few milliseconds: kill it somewhere in its stride
        time.sleep(rng.uniform(0.01, 0.15))
        kill(child)
        assert sheet.read_bytes() in (one_deal, two_deals)
        assert len(load_sheet(sheet).deals) in (1, 2)
        if len(load_sheet(sheet).deals) == 2:
            partie.take_back(sheet)


def test_concurrent_records_are_serialised(tmp_path: Path) -> None:
    path = tmp_path / "set.yaml"
    partie.start(path, "1651", ["Anne", "Ben"], 10_000)
    count = 8
    children = [
        subprocess.Popen(
            [sys.executable, "-m", "arbiter", "partie", "record", str(path),
             "--elder", "1", "--younger", str(index)],
            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
        )
        for index in range(count)
    ]  # fmt: skip
    for child in children:
        _, errors = child.communicate(timeout=60)
        assert child.returncode == 0, errors
    loaded = load_sheet(path)
    assert [deal.number for deal in loaded.deals] == list(range(1, count + 1))
    assert sorted(deal.scores[deal.dealer] for deal in loaded.deals) == list(range(count))


def test_no_deal_is_lost_when_the_lock_file_is_deleted_meanwhile(tmp_path: Path) -> None:
    path = tmp_path / "set.yaml"
    partie.start(path, "1651", ["Anne", "Ben"], 10_000)
    script = tmp_path / "deleter.py"
    script.write_text(DELETER, encoding="utf-8")
    deleter = subprocess.Popen([sys.executable, str(script), str(path) + ".lock"])
    try:
        writers = [start_child(tmp_path, path, "ten") for _ in range(4)]
        for writer in writers:
            writer.communicate(timeout=120)
            assert writer.returncode == 0
    finally:
        deleter.kill()
        deleter.wait(timeout=10)
    assert len(load_sheet(path).deals) == 40
