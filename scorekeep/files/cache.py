"""Where the answers kept between commands are stored, and how each entry is sealed: the
storage of the cache, which :mod:`scorekeep.app.kept` fills and reads.

The cache is an optimisation that can only be right or absent. It lives in the user's own
cache folder (``SCOREKEEP_CACHE``, else the platform's user cache folder), never in the home
folder, which people copy, sync and share. Every entry is sealed with a keyed digest under a
secret of this user's (``key`` in that folder, readable by the user alone, made on first use);
an entry whose seal does not hold (copied from elsewhere, forged, damaged) is never decoded.
Each key names the installed code itself (the digest of the distribution's ``RECORD``; in a
source tree every source file's size and times), so a new copy of the code never reads the
old one's entries. A write that fails is ignored: a lost entry is only a slower next command.
"""

from __future__ import annotations

import contextlib
import functools
import os
import stat
import sys

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable
    from pathlib import Path
    from typing import Any, BinaryIO

    FileName = str | os.PathLike[str]

MAGIC = b"scorekeep cache 5"
KEY_FILE = "key"
SEAL = 32
"""Bytes of an entry's seal: a BLAKE2b digest keyed with the user's secret."""
ENTRY_LIMIT = 1024 * 1024 * 1024
"""The largest entry read (1 GiB: the replay kept for 100,000 deals is far less); a larger
file is no entry."""


def _blake2b() -> Any:
    try:
        from _blake2 import blake2b  # the same function without loading OpenSSL
    except ImportError:  # pragma: no cover
        from hashlib import blake2b
    return blake2b


def _same(a: bytes, b: bytes) -> bool:
    """``hmac.compare_digest`` (the same C function), without importing hashlib and OpenSSL
    at every start."""
    import _operator

    return bool(_operator._compare_digest(a, b))


def digest(*parts: str | bytes) -> str:
    """One digest of the parts, each with its length, so no two lists of parts meet."""
    state = _blake2b()(digest_size=20)
    for part in parts:
        data = part if isinstance(part, bytes) else part.encode("utf-8", "surrogatepass")
        state.update(len(data).to_bytes(8, "little"))
        state.update(data)
    return str(state.hexdigest())


@functools.cache
def code_stamp() -> tuple[str, ...]:
    """The code that computes an answer: the version, Python's, and the code itself: an
    installed copy by the digest of its ``RECORD`` (every file's own digest), a source tree
    by every source file's size and times (the change time moves on every write)."""
    import scorekeep

    return stamp_of(os.path.dirname(scorekeep.__file__), scorekeep.__version__)


def code_digest() -> str:
    """:func:`code_stamp` as one digest, computed once: every key of a command begins with
    it, and a source tree's stamp has a line for each of its files."""
    return _digest_of(code_stamp())


@functools.cache
def _digest_of(stamp: tuple[str, ...]) -> str:
    return digest(MAGIC, *stamp)


def stamp_of(package: FileName, version: str) -> tuple[str, ...]:
    """:func:`code_stamp` of the package in ``package``."""
    package = os.path.normpath(package)
    stamp = [version, sys.version]
    parts = set(package.replace(os.sep, "/").split("/"))
    record = _record(package) if {"site-packages", "dist-packages"} & parts else None
    if record is not None:
        stamp.append(digest(record))
    else:
        for folder in (package, os.path.join(os.path.dirname(package), "rulesets")):
            stamp.extend(_sources(folder))
    return tuple(stamp)


def _record(package: str) -> bytes | None:
    """The ``RECORD`` of the distribution installed beside ``package``: one line a file,
    each with the digest of its bytes."""
    where, name = os.path.split(package)
    try:
        with os.scandir(where) as found:
            infos = [
                e.path
                for e in found
                if e.name.startswith(f"{name}-") and e.name.endswith(".dist-info")
            ]
        for info in sorted(infos):
            with open(os.path.join(info, "RECORD"), "rb") as file:
                data = file.read()
            if f"{name}/__init__.py,".encode() in data:
                return data
    except OSError:
        return None
    return None


def _sources(folder: str) -> list[str]:
    found = []
    try:
        entries = sorted(os.scandir(folder), key=lambda e: e.name)
    except OSError:
        return []
    for entry in entries:
        if entry.is_dir(follow_symlinks=False) and entry.name != "__pycache__":
            found.extend(_sources(entry.path))
        elif entry.name.endswith((".py", ".toml", ".po", ".mo")):
            info = entry.stat()
            found.append(
                f"{entry.path}:{info.st_size}:{info.st_mtime_ns}:{info.st_ctime_ns}:{info.st_ino}"
            )
    return found


def listing(folder: FileName) -> list[str]:
    try:
        return sorted(name for name in os.listdir(folder) if name.endswith(".toml"))
    except OSError:
        return []


def read_journal(path: FileName) -> tuple[bytes, tuple[int, int, int]]:
    """A journal's bytes and the identity of the very file they were read from; only a
    regular file within the size limit is read (:mod:`scorekeep.files.safe_read`)."""
    from scorekeep.files.safe_read import read_regular_stat

    data, info = read_regular_stat(path)
    return data, (info.st_ino, info.st_size, info.st_mtime_ns)


def folder() -> Path:
    """The user's own cache folder: ``SCOREKEEP_CACHE``, else the platform's."""
    from pathlib import Path

    return Path(folder_name())


def folder_name() -> str:
    """:func:`folder` as a string: a kept answer is found without :mod:`pathlib`."""
    env = os.environ.get("SCOREKEEP_CACHE")
    if env:
        return os.path.expanduser(env)
    home = os.path.expanduser("~")
    if sys.platform == "win32":
        base = os.environ.get("LOCALAPPDATA") or os.path.join(home, "AppData", "Local")
        return os.path.join(base, "scorekeep", "Cache")
    if sys.platform == "darwin":
        return os.path.join(home, "Library", "Caches", "scorekeep")
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(home, ".cache")
    return os.path.join(base, "scorekeep")


def where(path: FileName) -> str:
    """The journal's path as an entry is keyed by: made absolute, so that the same journal
    named from another folder (or by another relative name) finds the same entry, and the
    folder a command runs in decides nothing (its last part, the session's name when the
    header gives none, is kept as written)."""
    return os.path.abspath(path)


def entry_path(path: FileName, kind: str) -> Path:
    """The entry of one kind kept for the journal at ``path``."""
    from pathlib import Path

    return Path(entry_name(path, kind))


def entry_name(path: FileName, kind: str) -> str:
    """:func:`entry_path` as a string."""
    return os.path.join(folder_name(), f"{digest(where(path))}.{kind}")


def _private(info: os.stat_result) -> bool:
    """Whether this user alone could have written the file."""
    return not hasattr(os, "getuid") or (info.st_uid == os.getuid() and not info.st_mode & 0o022)


def private_folder(where: FileName) -> bool:
    """Whether ``where`` is a folder this user alone could have written in (nothing is
    created: a missing folder holds no entry)."""
    try:
        info = os.stat(where)
    except OSError:
        return False
    return stat.S_ISDIR(info.st_mode) and _private(info)


_secrets: dict[str, bytes | None] = {}


def secret() -> bytes | None:
    """This user's key to the cache folder, made on first use; None when it cannot be
    trusted (another user could read or replace it), and then nothing is kept or read."""
    where = os.path.normpath(folder_name())
    if where not in _secrets:
        _secrets[where] = _secret(where)
    return _secrets[where]


def _secret(where: FileName) -> bytes | None:
    target = os.path.join(where, KEY_FILE)
    try:
        os.makedirs(where, mode=0o700, exist_ok=True)
        if not _private(os.stat(where)):
            return None
        try:
            data, info = _read_entry(target, SEAL + 1)
        except FileNotFoundError:
            return _new_secret(target)
        if info is None or info.st_mode & 0o077:
            return None  # another user's, or one others could read: never trusted
        if data is None or len(data) != SEAL:
            return _new_secret(target, replace=True)  # cut short or damaged: made anew
        return data
    except OSError:
        return None


def _new_secret(target: str, replace: bool = False) -> bytes | None:
    """A new key, written whole or not at all: its bytes go to a temporary file beside it
    first, which then becomes the key (linked in, so that of two first commands at once one
    key wins and both use it; ``replace`` swaps an unusable key out). A write that fails
    (a full disk) leaves no key, and the next command makes one."""
    from scorekeep.files.atomic import NO_HARD_LINKS, _temp_beside, _write_all

    data = os.urandom(SEAL)
    fd, tmp = _temp_beside(target)
    try:
        try:
            _write_all(fd, data)
        finally:
            os.close(fd)
        if replace:
            os.replace(tmp, target)
            return data
        try:
            os.link(tmp, target)
        except FileExistsError:
            return _secret(os.path.dirname(target))
        except OSError as error:
            if error.errno not in NO_HARD_LINKS:
                raise
            os.replace(tmp, target)
        return data
    finally:
        with contextlib.suppress(OSError):
            os.unlink(tmp)


def seal(*parts: bytes) -> bytes | None:
    """The keyed digest of the parts (each with its length), or None without a key."""
    key = secret()
    if key is None:
        return None
    state = _blake2b()(digest_size=SEAL, key=key)
    for part in parts:
        state.update(len(part).to_bytes(8, "little"))
        state.update(part)
    return bytes(state.digest())


def sealed(body: bytes) -> bytes | None:
    tag = seal(body)
    return None if tag is None else tag + body


def unsealed(raw: bytes | None) -> bytes | None:
    """The body of a sealed entry, if its seal holds."""
    if raw is None or len(raw) < SEAL:
        return None
    tag = seal(raw[SEAL:])
    return raw[SEAL:] if tag is not None and _same(tag, raw[:SEAL]) else None


def write(target: FileName, data: bytes | None) -> None:
    """Swap a complete file in; no fsync: a lost entry is only a slower next command."""
    if data is not None:
        _swap_in(target, lambda file, _tmp: file.write(data))


def _swap_in(target: FileName, fill: Callable[[BinaryIO, str], object]) -> None:
    """A new file beside ``target``, filled by ``fill(file, its name)``, swapped in complete;
    a write that fails leaves no file and no error (an unpicklable value still raises)."""
    from scorekeep.files.atomic import _temp_beside

    try:
        os.makedirs(_parent(target), mode=0o700, exist_ok=True)
        fd, tmp = _temp_beside(target)
        try:
            with os.fdopen(fd, "wb") as file:
                fill(file, tmp)
            os.replace(tmp, target)
        except BaseException:
            os.unlink(tmp)
            raise
    except OSError:
        pass


def _parent(target: FileName) -> str:
    return os.path.dirname(os.fspath(target)) or os.curdir


def read(target: FileName) -> bytes | None:
    return read_with_identity(target)[0]


def read_with_identity(target: FileName) -> tuple[bytes | None, tuple[int, int, int]]:
    """An entry's bytes, if this user alone could have written them and it is a plain file
    of at most :data:`ENTRY_LIMIT` bytes, and the identity of the file they were read from.
    Nothing is opened in a folder this user's key is not kept in (one another user could
    write), and an entry is opened without waiting: a FIFO put in its place is refused at
    once rather than waited on forever."""
    if not private_folder(_parent(target)):
        return None, (0, 0, 0)
    try:
        data, info = _read_entry(target, ENTRY_LIMIT)
    except OSError:
        return None, (0, 0, 0)
    if info is None:
        return None, (0, 0, 0)
    return data, (info.st_ino, info.st_size, info.st_mtime_ns)


def _read_entry(target: FileName, limit: int) -> tuple[bytes | None, os.stat_result | None]:
    """The bytes of the regular file at ``target`` when it holds at most ``limit`` of them
    (else None), with its status; a file this user alone could not have written (or no
    regular file: a FIFO, a device, a link) gives None and None. Opened without blocking and
    without following a link, judged by the very file opened. OSError (a missing file) is
    left to the caller."""
    flags = (
        os.O_RDONLY
        | getattr(os, "O_NONBLOCK", 0)
        | getattr(os, "O_NOFOLLOW", 0)
        | getattr(os, "O_NOCTTY", 0)
    )
    fd = os.open(target, flags)
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode) or not _private(info):
            return None, None
        if info.st_size > limit:
            return None, info
        chunks, total = [], 0
        while chunk := os.read(fd, max(info.st_size + 1 - total, 65536)):
            chunks.append(chunk)
            total += len(chunk)
            if total > limit:
                return None, info
        return b"".join(chunks), info
    finally:
        os.close(fd)


def open_to_append(target: FileName) -> int | None:
    """A descriptor to append to the entry at ``target``, opened as
    :func:`read_with_identity` opens one (without waiting, without following a link, a
    regular file of this user's only), or None."""
    flags = (
        os.O_WRONLY
        | os.O_APPEND
        | getattr(os, "O_NONBLOCK", 0)
        | getattr(os, "O_NOFOLLOW", 0)
        | getattr(os, "O_NOCTTY", 0)
    )
    try:
        fd = os.open(target, flags)
    except OSError:
        return None
    try:
        info = os.fstat(fd)
    except OSError:
        info = None
    if info is None or not stat.S_ISREG(info.st_mode) or not _private(info):
        os.close(fd)
        return None
    return fd


_hashed: dict[tuple[str, str], tuple[bytes, Any]] = {}
"""The last journal hashed at each path (by each code), with the digest's state after its
bytes."""


def journal_key(path: FileName, data: bytes) -> str:
    """What the parsed journal follows from: the code, its path (a header without a name
    takes the file's) and its bytes. The bytes come last, so the key of a journal that
    begins with the last one hashed at its path goes on from that one's state: a command
    that reads a journal, appends a hand and keeps what it wrote hashes the journal once."""
    code, at = code_digest(), where(path)
    held = _hashed.get((code, at))
    if held is not None and data.startswith(held[0]):
        state = held[1].copy()
        state.update(data[len(held[0]) :])
    else:
        state = _blake2b()(digest_size=20)
        for part in (code.encode(), at.encode("utf-8", "surrogatepass")):
            state.update(len(part).to_bytes(8, "little"))
            state.update(part)
        state.update(data)
    _hashed[code, at] = (data, state.copy())
    return str(state.hexdigest())


def frames(raw: bytes) -> tuple[list[list[bytes]], bytes, bool]:
    """The entry's parts whose seals hold, the last one's seal, and whether they are the
    whole entry: a header of a seal, a
    key, a context and a size, then the payload; then appended hands of a seal, a key, a
    size and a payload, each after a newline. Each part is sealed on the seal before it (the
    first on :data:`MAGIC`), so no part can be changed, moved or taken from another entry;
    a part cut short (a write cut off) or whose seal does not hold ends the list."""
    frames: list[list[bytes]] = []
    pos, fields, before = 0, 4, MAGIC
    try:
        while pos < len(raw):
            if frames:
                if raw[pos : pos + 1] != b"\n":
                    break
                pos += 1
            lines = []
            for _ in range(fields):
                end = raw.index(b"\n", pos)
                lines.append(raw[pos:end])
                pos = end + 1
            size = int(lines.pop())
            if size < 0 or pos + size > len(raw):
                break
            tag, *parts = [*lines, raw[pos : pos + size]]
            expected = seal(before, *parts)
            if expected is None or not _same(expected.hex().encode(), tag):
                break
            frames.append(parts)
            before = expected
            pos += size
            fields = 3
    except ValueError:
        pass
    return frames, before, pos == len(raw)


def frame(before: bytes, *parts: bytes) -> bytes | None:
    """One part of a replay entry as :func:`_frames` reads it, sealed on ``before``."""
    tag = seal(before, *parts)
    if tag is None:
        return None
    *lines, payload = parts
    return b"\n".join((tag.hex().encode(), *lines, str(len(payload)).encode(), payload))


def _proxy(mapping: dict[Any, Any]) -> Any:
    """A read-only mapping again (rulesets and contexts hold their options in one)."""
    from types import MappingProxyType

    return MappingProxyType(mapping)


def _pickle() -> Any:
    """The C pickler itself: ``pickle`` adds its Python twin, ``struct`` and the Jython
    probe to every start, and the cache uses none of them."""
    try:
        import _pickle as pickle
    except ImportError:  # pragma: no cover
        import pickle  # type: ignore[no-redef]
    return pickle


def unpickled(data: bytes | memoryview) -> Any:
    """What :func:`pickled` wrote; only bytes whose seal holds reach it."""
    return _pickle().loads(data)


def _pickler(out: Any) -> Any:
    """A pickler in which a named tuple is rebuilt by ``tuple.__new__`` (in C) rather than by
    its class's ``__new__`` (in Python): a replay is mostly named tuples, and reading it back
    takes half the time."""

    class Pickler(_pickle().Pickler):  # type: ignore[misc]
        def reducer_override(self, obj: Any) -> Any:
            kind = type(obj)
            if kind.__name__ == "mappingproxy":
                return _proxy, (dict(obj),)
            if isinstance(obj, tuple) and hasattr(kind, "_fields") and not hasattr(obj, "__dict__"):
                return tuple.__new__, (kind, tuple(obj))
            return NotImplemented

    return Pickler(out, protocol=5)


def pickled(value: Any) -> bytes:
    """The pickle bytes of ``value`` (:func:`_pickler`)."""
    import io

    out = io.BytesIO()
    _pickler(out).dump(value)
    return out.getvalue()


PIECE = 4096
"""Items of a long sequence pickled together by :func:`write_sealed_pieces`: a pickler's
memo holds every object it wrote (and the copies it made of named tuples) until it is done,
which for the finished rubbers of 100,000 hands was 950,000 objects and 75 MiB."""


def _pieces(parts: tuple[tuple[Any, ...], ...]) -> Any:
    for index, part in enumerate(parts):
        for start in range(0, len(part), PIECE):
            yield index, part[start : start + PIECE]


def pieces_pickled(parts: tuple[tuple[Any, ...], ...], out: Any) -> None:
    """The sequences ``parts`` into ``out`` as pickles of at most :data:`PIECE` items each
    (its part's number and its items), each after its length, each with a memo of its own;
    :func:`unpickled_pieces` reads them back."""
    import io

    piece = io.BytesIO()
    out.write(len(parts).to_bytes(8, "little"))
    for index_and_items in _pieces(parts):
        piece.seek(0)
        piece.truncate()
        _pickler(piece).dump(index_and_items)
        out.write(piece.tell().to_bytes(8, "little"))
        out.write(piece.getbuffer())


def unpickled_pieces(data: bytes) -> tuple[tuple[Any, ...], ...]:
    """What :func:`pieces_pickled` wrote; only bytes whose seal holds reach it."""
    view = memoryview(data)
    count = int.from_bytes(view[:8], "little")
    parts: list[list[Any]] = [[] for _ in range(count)]
    at = 8
    while at < len(view):
        length = int.from_bytes(view[at : at + 8], "little")
        index, items = unpickled(view[at + 8 : at + 8 + length])
        parts[index].extend(items)
        at += 8 + length
    if at != len(view):
        raise ValueError("a piece runs past the entry's end")
    return tuple(map(tuple, parts))


def write_sealed_pieces(target: FileName, head: bytes, parts: tuple[tuple[Any, ...], ...]) -> None:
    """Write ``sealed(head + pieces)`` (:func:`pieces_pickled`) without holding the pieces in
    memory (:func:`write_sealed_stream`)."""

    def body(file: BinaryIO) -> None:
        file.write(head)
        pieces_pickled(parts, file)

    write_sealed_stream(target, body)


def write_sealed_stream(target: FileName, body: Callable[[BinaryIO], object]) -> None:
    """Write ``sealed(what body(file) writes)`` without holding it in memory: written to the
    file as it is made, read back a piece of the file at a time for the seal, and the seal
    written in front. Swapped in complete, as :func:`write` does; a failure is ignored."""
    key = secret()
    if key is None:
        return

    def fill(file: BinaryIO, tmp: str) -> None:
        file.write(bytes(SEAL))
        body(file)
        file.flush()
        state = _blake2b()(digest_size=SEAL, key=key)
        state.update((file.tell() - SEAL).to_bytes(8, "little"))
        with open(tmp, "rb") as written:
            written.seek(SEAL)
            while piece := written.read(1 << 20):
                state.update(piece)
        file.seek(0)
        file.write(state.digest())

    _swap_in(target, fill)
