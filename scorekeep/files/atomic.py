"""Crash-safe writes and the lock that keeps two terminals from writing one journal at once."""

from __future__ import annotations

import contextlib
import errno
import os
from collections.abc import Iterable, Iterator

from scorekeep.core.errors import Busy, Rejected
from scorekeep.i18n import _

TYPE_CHECKING = False
if TYPE_CHECKING:
    from pathlib import Path


def write_atomic(path: Path | str, text: str | Iterable[str]) -> None:
    """Write a temp file beside ``path`` (``text`` whole or in pieces as they come), fsync
    it, then swap it in with os.replace.

    A symlink is written through (its target is replaced, the link stays); a read-only file
    is refused rather than silently replaced."""
    target = writable_target(path)
    os.makedirs(_folder_of(target), exist_ok=True)
    tmp = _write_temp(target, text)
    try:
        os.replace(tmp, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    _sync_folder(_folder_of(target))


def file_name(path: Path | str) -> str:
    """The file's name, as :attr:`pathlib.PurePath.name` gives it."""
    return os.path.basename(os.fspath(path).rstrip("/"))


def stem(path: Path | str) -> str:
    """The file's name without its suffix, as :attr:`pathlib.PurePath.stem` gives it."""
    name = file_name(path)
    dot = name.rfind(".")
    return name[:dot] if 0 < dot < len(name) - 1 else name


def _folder_of(path: Path | str) -> str:
    """The folder a file is in, as :attr:`pathlib.PurePath.parent` gives it."""
    return os.path.dirname(os.fspath(path)) or "."


def write_new(path: Path, text: str) -> None:
    """Create ``path`` whole, only if no file is there: of two writers at the same moment one
    gets FileExistsError (os.link never replaces), and a crash leaves no half-written file."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = _write_temp(path, text)
    try:
        os.link(tmp, path)
    except OSError as error:
        if error.errno not in NO_HARD_LINKS:
            raise
        _create_exclusive(path, tmp)
    finally:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
    _sync_folder(path.parent)


# A file system without hard links (FAT, some network shares): copy into O_EXCL instead.
NO_HARD_LINKS = frozenset(
    {errno.EPERM, errno.ENOTSUP, errno.EOPNOTSUPP, errno.ENOSYS, errno.EMLINK}
)


def _create_exclusive(path: Path, tmp: str) -> None:
    with open(tmp, "rb") as source:
        data = source.read()
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, _mode_for(path))
    try:
        try:
            _write_all(fd, data)
            os.fsync(fd)
        finally:
            os.close(fd)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(path)
        raise


def writable_target(path: Path | str) -> Path | str:
    """The file a write to ``path`` really changes (a symlink's target); refused when it is
    read-only, so a file a person protected is never replaced behind their back."""
    target = _resolved(path) if os.path.islink(path) else path
    try:
        mode = os.stat(target).st_mode
    except FileNotFoundError:
        return target
    if not mode & 0o222 or not os.access(target, os.W_OK):
        raise Rejected(
            _("{path} is read-only; scorekeep does not write to it").format(path=path),
            hint=_("make it writable first (chmod u+w {path})").format(path=target),
        )
    return target


def _resolved(path: Path | str) -> Path | str:
    """A symlink's target, of the same kind as ``path`` (a string stays a string)."""
    if isinstance(path, str):
        return os.path.realpath(path)
    from pathlib import Path

    return Path(os.path.realpath(path))


def _write_temp(path: Path | str, text: str | Iterable[str]) -> str:
    """A complete, fsynced copy of ``text`` (or of its pieces, written as they come) in a
    new temp file beside ``path``; on any failure the temp file is gone again."""
    fd, tmp = _temp_beside(path)
    try:
        try:
            os.chmod(tmp, _mode_for(path))
            for piece in (text,) if isinstance(text, str) else text:
                _write_all(fd, piece.encode("utf-8"))
            os.fsync(fd)
        finally:
            os.close(fd)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    return tmp


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view) :]


def _sync_folder(folder: Path | str) -> None:
    """Make the rename itself durable (where the system allows opening a folder)."""
    with contextlib.suppress(OSError):
        dir_fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(dir_fd)
        finally:
            os.close(dir_fd)


def _temp_beside(path: str | os.PathLike[str]) -> tuple[int, str]:
    """A new file next to ``path`` (same file system, so os.replace is atomic), created
    exclusively; cheaper at start-up than the tempfile module."""
    where, last = os.path.split(os.fspath(path))
    for attempt in range(1000):
        name = os.path.join(where, f".{last}.{os.getpid()}.{attempt}.tmp")
        try:
            return os.open(name, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600), name
        except FileExistsError:
            continue
    raise FileExistsError(f"no free temporary name beside {path}")


def _mode_for(path: Path | str) -> int:
    """Keep an existing file's mode; a new file gets the usual mode under the umask."""
    try:
        return os.stat(path).st_mode & 0o777
    except FileNotFoundError:
        umask = os.umask(0)
        os.umask(umask)
        return 0o666 & ~umask


@contextlib.contextmanager
def locked(path: Path | str) -> Iterator[None]:
    """Hold an OS lock on ``path.lock`` (released if the process dies); busy if already held.
    The caller makes sure the journal exists first: nothing is created for a wrong path."""
    lock_path = os.fspath(path) + ".lock"
    handle = open(lock_path, "a+")  # noqa: SIM115 - held for the whole block
    try:
        try:
            _lock(handle.fileno())
        except OSError:
            raise Busy(
                _("session {name} is busy: another scorekeep is writing it").format(
                    name=stem(path)
                ),
                hint=_("wait a moment and try again"),
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
