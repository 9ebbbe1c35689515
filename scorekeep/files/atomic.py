"""Crash-safe writes and the lock that keeps two terminals from writing one journal at once."""

from __future__ import annotations

import contextlib
import os
from collections.abc import Iterator
from pathlib import Path

from scorekeep.core.errors import Busy


def write_atomic(path: Path, text: str) -> None:
    """Write a temp file beside ``path``, flush and fsync it, then swap it in with os.replace."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = _temp_beside(path)
    try:
        os.chmod(tmp, _mode_for(path))
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    with contextlib.suppress(OSError):
        dir_fd = os.open(path.parent, os.O_RDONLY)
        try:
            os.fsync(dir_fd)
        finally:
            os.close(dir_fd)


def _temp_beside(path: Path) -> tuple[int, str]:
    """A new file next to ``path`` (same file system, so os.replace is atomic), created
    exclusively; cheaper at start-up than the tempfile module."""
    for attempt in range(1000):
        name = str(path.with_name(f".{path.name}.{os.getpid()}.{attempt}.tmp"))
        try:
            return os.open(name, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600), name
        except FileExistsError:
            continue
    raise FileExistsError(f"no free temporary name beside {path}")


def _mode_for(path: Path) -> int:
    """Keep an existing file's mode; a new file gets the usual mode under the umask."""
    try:
        return path.stat().st_mode & 0o777
    except FileNotFoundError:
        umask = os.umask(0)
        os.umask(umask)
        return 0o666 & ~umask


@contextlib.contextmanager
def locked(path: Path) -> Iterator[None]:
    """Hold an OS lock on ``path.lock`` (released if the process dies); busy if already held."""
    lock_path = path.with_name(path.name + ".lock")
    lock_path.parent.mkdir(parents=True, exist_ok=True)
    handle = open(lock_path, "a+")  # noqa: SIM115 - held for the whole block
    try:
        try:
            _lock(handle.fileno())
        except OSError:
            raise Busy(
                f"session {path.stem} is busy: another scorekeep is writing it",
                hint="wait a moment and try again",
            ) from None
        try:
            yield
        finally:
            _unlock(handle.fileno())
    finally:
        handle.close()


try:
    import fcntl

    def _lock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)

    def _unlock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_UN)

except ImportError:  # pragma: no cover - Windows
    import msvcrt

    def _lock(fd: int) -> None:
        msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)  # type: ignore[attr-defined]

    def _unlock(fd: int) -> None:
        msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)  # type: ignore[attr-defined]
