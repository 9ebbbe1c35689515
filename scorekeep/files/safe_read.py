"""Reading a file as a journal or a ruleset only when it can be one.

A name in the sessions folder may be a FIFO (reading it waits for a writer forever), a link
to ``/dev/zero`` (it never ends) or to ``/dev/urandom``; and TOML nested a few hundred
levels deep exhausts the parser's recursion. So only regular files are read, at most
:data:`SIZE_LIMIT` bytes of them, and a document nested deeper than :data:`NESTING_LIMIT`
is refused. Each refusal is one :class:`~scorekeep.core.errors.Unreadable` naming the file.
"""

from __future__ import annotations

import os
import stat

from scorekeep.core.errors import Unreadable
from scorekeep.i18n import _

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    FileName = str | os.PathLike[str]

SIZE_LIMIT = 64 * 1024 * 1024
"""The largest journal or ruleset read (64 MiB: a lifetime of evenings is far less)."""
NESTING_LIMIT = 64
"""The deepest arrays and tables a journal or ruleset may nest (scorekeep writes three)."""


class NotAJournal(Unreadable):
    """A file refused before it is read; ``reason`` says why without naming the file (a
    list of skipped files names it already)."""

    def __init__(self, path: FileName, reason: str, code: str) -> None:
        super().__init__(f"{path}: {reason}", code=code)
        self.reason = reason


def kind_of(mode: int) -> str:
    """What a file that is not a regular one is, in a word or two (``a FIFO``)."""
    if stat.S_ISFIFO(mode):
        return _("a FIFO")
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return _("a device")
    if stat.S_ISDIR(mode):
        return _("a folder")
    return _("a special file")


def not_regular(path: FileName, mode: int) -> NotAJournal:
    """The refusal of a file that is not a regular one (a FIFO, a device, a folder)."""
    kind = kind_of(mode)
    reason = _("{kind}, not a regular file: only regular files are read").format(kind=kind)
    return NotAJournal(path, reason, "not_regular")


def too_large(path: FileName, limit: int = SIZE_LIMIT) -> NotAJournal:
    reason = _("more than {limit} MiB, the largest journal or ruleset read").format(
        limit=limit // (1024 * 1024)
    )
    return NotAJournal(path, reason, "too_large")


def check_regular(path: FileName, limit: int = SIZE_LIMIT) -> None:
    """Refuse ``path`` when it exists and is not a regular file within ``limit`` bytes
    (a link is judged by what it points to); a missing file is left to the reader."""
    try:
        info = os.stat(path)
    except (FileNotFoundError, NotADirectoryError):
        return
    if not stat.S_ISREG(info.st_mode):
        raise not_regular(path, info.st_mode)
    if info.st_size > limit:
        raise too_large(path, limit)


def read_regular(path: FileName, limit: int = SIZE_LIMIT) -> bytes:
    """The bytes of the regular file at ``path``, at most ``limit`` of them.

    The file is opened without waiting (a FIFO opens at once) and judged by the very file
    opened, so a swap between a check and the read cannot slip a device in. OSError
    (``FileNotFoundError`` included) is left to the caller."""
    return read_regular_stat(path, limit)[0]


def read_regular_stat(path: FileName, limit: int = SIZE_LIMIT) -> tuple[bytes, os.stat_result]:
    """:func:`read_regular`, with the status of the very file read (its inode, size and
    time, for a reader that keeps what it read by the file's identity)."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
    fd = os.open(path, flags)
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise not_regular(path, info.st_mode)
        if info.st_size > limit:
            raise too_large(path, limit)
        chunks = []
        total = 0
        while chunk := os.read(fd, max(info.st_size + 1 - total, 65536)):
            chunks.append(chunk)
            total += len(chunk)
            if total > limit:
                raise too_large(path, limit)
        return b"".join(chunks), info
    finally:
        os.close(fd)


def too_deep(document: Any, limit: int = NESTING_LIMIT) -> bool:
    """Whether arrays and tables in ``document`` nest more than ``limit`` levels (a walk
    without recursion, so that it cannot fail the way the parser would)."""
    stack: list[tuple[Any, int]] = [(document, 0)]
    while stack:
        value, depth = stack.pop()
        if depth >= limit:
            return True
        if type(value) is dict:
            stack.extend((item, depth + 1) for item in value.values() if type(item) in (dict, list))
        elif type(value) is list:
            stack.extend((item, depth + 1) for item in value if type(item) in (dict, list))
    return False
