"""A file changed safely: under a lock, and written whole or not at all.

`locked(path)` holds the file for one change. Its lock is taken twice over:

- on a side file, `FILE.lock`, removed by its holder when done, so none is left beside the
  file (a lock file that is a symbolic link, even a dangling one, is refused, never
  followed);
- on the file itself, the very inode the path names when the lock is held. A writer locks
  the new file it writes before renaming it into place, so whoever comes after a deleted
  `FILE.lock` still waits on the file until the holder is done, and then reads what the
  holder wrote. Only the holder of the file's current inode ever replaces it.

`Held.write(text)` writes a temporary file in the same folder (a name no one can guess),
flushes and fsyncs it, renames it over the file and fsyncs the folder: a reader sees the old
file or the new one, never a mixture. `Held.create(text)` does the same but never replaces a
file that exists. Any failure before the rename leaves the file as it was (`WriteError`).

This module knows nothing of what the file holds.
"""

from __future__ import annotations

import contextlib
import errno
import fcntl
import os
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

LOCK_TIMEOUT = 30.0
POLL = 0.02  # seconds between tries of a held lock


class SafeFileError(Exception):
    """A file could not be locked or written; the file is as it was."""


class BusyError(SafeFileError, TimeoutError):
    """Another process held the lock for longer than the timeout."""


class LockError(SafeFileError):
    """The lock cannot be taken (a lock file that is a symbolic link, a folder not writable)."""


class WriteError(SafeFileError):
    """The new text could not be written; the file is unchanged."""

    def __init__(self, name: str, reason: str, what: str = "the file") -> None:
        super().__init__(name, reason, what)
        self.name, self.reason, self.what = name, reason, what

    def __str__(self) -> str:
        return f"{_shown(self.name)}: {self.reason}; {self.what} is unchanged"

    def about(self, what: str) -> WriteError:
        """The same error, calling the file by what it is (`the sheet`)."""
        return WriteError(self.name, self.reason, what)


def _shown(name: str) -> str:
    """A file name safe for a terminal: a control character is shown as its escape."""
    return "".join(char if char.isprintable() else repr(char)[1:-1] for char in name)


def _reason(error: OSError) -> str:
    text = error.strerror or type(error).__name__
    return text[:1].lower() + text[1:]


class Held:
    """A file under its lock: `write` replaces it, `create` makes it."""

    def __init__(self, name: str, target: Path, deadline: float) -> None:
        self.name = name
        self.target = target
        self._deadline = deadline
        self._held: list[int] = []  # descriptors whose flock is ours until the end

    def write(self, text: str) -> None:
        """Replace the file with `text`, atomically."""
        temp = self._written(text)
        try:
            os.replace(temp, self.target)
        except OSError as error:
            _unlink(temp)
            raise WriteError(self.name, _reason(error)) from None
        _fsync_folder(self.target.parent)

    def create(self, text: str) -> None:
        """Make the file with `text`; FileExistsError if it exists (it is never replaced)."""
        temp = self._written(text)
        try:
            os.link(temp, self.target)  # fails if a file is there: never replace one
        except FileExistsError:
            raise FileExistsError(errno.EEXIST, "file exists", self.name) from None
        except OSError as error:
            if error.errno not in (errno.EPERM, errno.EOPNOTSUPP, errno.ENOSYS):
                raise WriteError(self.name, _reason(error)) from None
            self._create_without_links(temp)
        finally:
            _unlink(temp)
        _fsync_folder(self.target.parent)

    def _create_without_links(self, temp: str) -> None:
        """A file system without hard links: a rename, under the lock, of a checked absence."""
        if os.path.lexists(self.target):
            raise FileExistsError(errno.EEXIST, "file exists", self.name)
        try:
            os.replace(temp, self.target)
        except OSError as error:
            raise WriteError(self.name, _reason(error)) from None

    def _written(self, text: str) -> str:
        """A new temporary file beside the target holding `text`, flushed to disk and locked
        (so it is ours once renamed into place, and no sweep takes it meanwhile)."""
        folder = self.target.parent
        try:
            handle, temp = tempfile.mkstemp(prefix=_temp_prefix(self.target), suffix=".tmp",
                                            dir=folder)
        except OSError as error:
            raise WriteError(self.name, _reason(error)) from None
        self._held.append(handle)
        try:
            fcntl.flock(handle, fcntl.LOCK_EX)
            os.fchmod(handle, _mode_for(self.target))
            data = text.encode("utf-8")
            view = memoryview(data)
            while view:
                view = view[os.write(handle, view):]
            os.fsync(handle)
        except OSError as error:
            _unlink(temp)
            raise WriteError(self.name, _reason(error)) from None
        return temp

    def release(self) -> None:
        for handle in self._held:
            with contextlib.suppress(OSError):
                os.close(handle)  # closing a descriptor releases its lock
        self._held.clear()


def write_whole(path: Path | str, text: str) -> None:
    """Replace a file with `text` atomically, without a lock (a file only one command
    writes, such as one `arbiter ask` saves)."""
    held = Held(str(path), _real(path), time.monotonic())
    try:
        held.write(text)
    finally:
        held.release()


def lock_path(path: Path | str) -> Path:
    """The side file whose lock serialises the changes to one file."""
    target = _real(path)
    return target.with_name(target.name + ".lock")


@contextlib.contextmanager
def locked(path: Path | str, timeout: float | None = None) -> Iterator[Held]:
    """Hold `path` for one change, waiting up to `timeout` seconds (LOCK_TIMEOUT by default)
    for another holder to finish; BusyError past that."""
    name = str(path)
    target = _real(path)
    deadline = time.monotonic() + (LOCK_TIMEOUT if timeout is None else timeout)
    held = Held(name, target, deadline)
    side_path, ours = lock_path(path), False
    try:
        side = _open_lock_file(side_path, name)
        held._held.append(side)
        _acquire(side, deadline, name)
        ours = True
        _lock_current(held)
        _sweep_temps(target)
        yield held
    finally:
        if ours:  # removed while still held: no lock file is left beside the file
            _unlink(str(side_path))
        held.release()


def _open_lock_file(side: Path, name: str) -> int:
    flags = os.O_RDWR | os.O_CREAT | os.O_NOFOLLOW | os.O_CLOEXEC
    try:
        return os.open(side, flags, 0o666)
    except OSError as error:
        if error.errno == errno.ELOOP:
            raise LockError(f"{_shown(name)}: its lock file {_shown(side.name)} is a symbolic "
                            "link; refused (remove it)") from None
        raise LockError(f"{_shown(name)}: cannot lock it ({_shown(side.name)}: "
                        f"{_reason(error)})") from None


def _lock_current(held: Held) -> None:
    """Lock the inode the target names now; if a holder replaced it meanwhile, lock the new
    one (which that holder locked before renaming it into place)."""
    while True:
        try:
            handle = os.open(held.target, os.O_RDONLY | os.O_NOFOLLOW | os.O_CLOEXEC)
        except FileNotFoundError:
            return  # nothing to lock yet: `create` never replaces what appears meanwhile
        except OSError as error:
            raise LockError(f"{_shown(held.name)}: cannot lock it ({_reason(error)})") from None
        try:
            _acquire(handle, held._deadline, held.name)
            still = os.stat(held.target, follow_symlinks=False)
        except FileNotFoundError:
            os.close(handle)
            continue
        except BaseException:
            os.close(handle)
            raise
        mine = os.fstat(handle)
        if (mine.st_dev, mine.st_ino) == (still.st_dev, still.st_ino):
            held._held.append(handle)
            return
        os.close(handle)  # replaced while we waited: the new one is the file now


def _acquire(handle: int, deadline: float, name: str) -> None:
    while True:
        try:
            fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
            return
        except BlockingIOError:
            if time.monotonic() > deadline:
                raise BusyError(f"{_shown(name)}: busy, another command has held it too "
                                "long") from None
            time.sleep(POLL)


def _real(path: Path | str) -> Path:
    """The file itself, following a symbolic link to it, so the link survives a rewrite."""
    return Path(os.path.realpath(path))


def _temp_prefix(target: Path) -> str:
    return f".{target.name}."


def _sweep_temps(target: Path) -> None:
    """Remove temporary files left by a writer killed mid-write: those no one holds."""
    prefix = _temp_prefix(target)
    with contextlib.suppress(OSError), os.scandir(target.parent) as entries:
        for entry in entries:
            if entry.name.startswith(prefix) and entry.name.endswith(".tmp"):
                _sweep_one(entry.path)


def _sweep_one(path: str) -> None:
    try:
        handle = os.open(path, os.O_RDONLY | os.O_NOFOLLOW | os.O_CLOEXEC)
    except OSError:
        return
    try:
        fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
        _unlink(path)  # no writer holds it: it is left over
    except OSError:
        pass  # a live writer's: leave it
    finally:
        os.close(handle)


def _unlink(path: str) -> None:
    with contextlib.suppress(FileNotFoundError):
        os.unlink(path)


def _mode_for(target: Path) -> int:
    """Keep an existing file's permissions; a new one gets the usual ones (umask applied)."""
    try:
        return target.stat().st_mode & 0o777
    except FileNotFoundError:
        mask = os.umask(0)
        os.umask(mask)
        return 0o666 & ~mask


def _fsync_folder(folder: Path) -> None:
    """Make the rename itself durable; some file systems cannot fsync a folder."""
    try:
        handle = os.open(folder, os.O_RDONLY | os.O_CLOEXEC)
    except OSError:
        return
    try:
        os.fsync(handle)
    except OSError:
        pass
    finally:
        os.close(handle)
