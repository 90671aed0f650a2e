"""A file changed safely: the lock (its side file, and the file itself), the atomic write,
and errors that name the file and say it is unchanged."""

from __future__ import annotations

import errno
import fcntl
import os
from pathlib import Path

import pytest

from arbiter.files import safefile
from arbiter.files.safefile import BusyError, LockError, WriteError, locked


@pytest.fixture
def target(tmp_path: Path) -> Path:
    path = tmp_path / "notes.txt"
    path.write_text("old\n", encoding="utf-8")
    return path


def test_write_replaces_the_file_and_keeps_its_permissions(target: Path) -> None:
    target.chmod(0o640)
    with locked(target) as held:
        held.write("new\n")
    assert target.read_text(encoding="utf-8") == "new\n"
    assert target.stat().st_mode & 0o777 == 0o640
    assert sorted(p.name for p in target.parent.iterdir()) == ["notes.txt"]  # no lock file left


def test_create_never_replaces_a_file(tmp_path: Path, target: Path) -> None:
    with locked(target) as held, pytest.raises(FileExistsError):
        held.create("new\n")
    assert target.read_text(encoding="utf-8") == "old\n"
    fresh = tmp_path / "fresh.txt"
    with locked(fresh) as held:
        held.create("made\n")
    assert fresh.read_text(encoding="utf-8") == "made\n"


def test_a_second_holder_waits_then_is_busy(target: Path) -> None:
    with locked(target), pytest.raises(BusyError, match=r"notes\.txt: busy"), \
            locked(target, timeout=0.1):
        pass


def test_a_deleted_lock_file_still_keeps_the_second_holder_out(target: Path) -> None:
    """Past a deleted lock file a newcomer makes a new one, but the file itself is held."""
    with locked(target):
        safefile.lock_path(target).unlink()
        with pytest.raises(BusyError), locked(target, timeout=0.1):
            pass


def test_the_newcomer_waits_on_the_file_the_holder_wrote(target: Path) -> None:
    """The holder replaces the file: its new inode is locked before the rename, so whoever
    locked the old one looks again and waits on the new."""
    with locked(target) as held:
        held.write("first\n")
        safefile.lock_path(target).unlink()
        with pytest.raises(BusyError), locked(target, timeout=0.1):
            pass
    with locked(target, timeout=0.1) as again:
        again.write(target.read_text(encoding="utf-8") + "second\n")
    assert target.read_text(encoding="utf-8") == "first\nsecond\n"


@pytest.mark.parametrize("dangling", [False, True])
def test_a_lock_file_that_is_a_symbolic_link_is_refused(
    tmp_path: Path, target: Path, dangling: bool
) -> None:
    victim = tmp_path / "victim.txt"
    if not dangling:
        victim.write_text("precious\n", encoding="utf-8")
    safefile.lock_path(target).symlink_to(victim)
    with pytest.raises(LockError, match="is a symbolic link"), locked(target) as held:
        held.write("new\n")
    assert target.read_text(encoding="utf-8") == "old\n"
    assert victim.exists() != dangling
    if not dangling:
        assert victim.read_text(encoding="utf-8") == "precious\n"


def test_a_failed_write_names_the_file_and_leaves_it_unchanged(
    target: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def full(handle: int, data: bytes) -> int:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(safefile.os, "write", full)
    with pytest.raises(WriteError) as caught, locked(target) as held:
        held.write("new\n")
    assert str(caught.value) == f"{target}: no space left on device; the file is unchanged"
    assert str(caught.value.about("the sheet")).endswith("; the sheet is unchanged")
    assert target.read_text(encoding="utf-8") == "old\n"
    assert [p.name for p in target.parent.iterdir() if p.name.endswith(".tmp")] == []


def test_a_file_name_with_an_escape_is_shown_escaped(tmp_path: Path) -> None:
    error = WriteError(str(tmp_path / "a\x1b[31m.txt"), "no space left on device")
    assert "\x1b" not in str(error) and "\\x1b[31m" in str(error)


def test_left_over_temporary_files_are_swept_unless_a_writer_holds_them(target: Path) -> None:
    stale = target.with_name(".notes.txt.abc123.tmp")
    stale.write_text("half", encoding="utf-8")
    live = target.with_name(".notes.txt.def456.tmp")
    live.write_text("being written", encoding="utf-8")
    other = target.with_name(".other.txt.abc123.tmp")
    other.write_text("someone else's", encoding="utf-8")
    handle = os.open(live, os.O_RDONLY)
    try:
        fcntl.flock(handle, fcntl.LOCK_EX)
        with locked(target) as held:
            held.write("new\n")
    finally:
        os.close(handle)
    assert not stale.exists() and live.exists() and other.exists()


def test_temporary_names_cannot_be_guessed(target: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    names: list[str] = []
    real_replace = os.replace

    def spy(source: str, destination: Path) -> None:
        names.append(Path(source).name)
        real_replace(source, destination)

    monkeypatch.setattr(safefile.os, "replace", spy)
    for text in ("a", "b"):
        with locked(target) as held:
            held.write(text)
    assert len(set(names)) == 2 and all(name.startswith(".notes.txt.") for name in names)


def test_write_whole_needs_no_lock(target: Path) -> None:
    safefile.write_whole(target, "whole\n")
    assert target.read_text(encoding="utf-8") == "whole\n"
    assert not safefile.lock_path(target).exists()
