"""Which journal a command means: a name in the sessions folder, a path, or the current
session. Kept apart from :mod:`scorekeep.files.journal` so that finding a journal imports
nothing that reads one."""

from __future__ import annotations

import os
import stat

from scorekeep.core.errors import NotFound
from scorekeep.i18n import _

TYPE_CHECKING = False
if TYPE_CHECKING:
    from pathlib import Path

    from scorekeep.files.home import Home


def session_path(home: Home, name: str | None) -> Path:
    """The journal ``name`` means (the current session for None); one that exists but is no
    regular file of a journal's size is refused here, before anything reads it."""
    from scorekeep.files.safe_read import check_regular

    path = _session_path(home, name)
    check_regular(path)
    return path


def session_file(home: Home, name: str | None) -> str | None:
    """The journal ``name`` means, as a string, when it is a regular file of a journal's
    size found without :mod:`pathlib` (a kept ``status`` needs nothing more); None when
    anything is less plain (no such file, a name in another case, no current session), and
    :func:`session_path` finds it or says what is wrong."""
    from scorekeep.files.safe_read import SIZE_LIMIT

    if name is None:
        name = home.current()
        if name is None:
            return None
    if _suffix(name) == ".toml" or "/" in name or "\\" in name:
        found = os.path.expanduser(name)
    else:
        found = os.path.join(home.where, "sessions", f"{name.strip()}.toml")
    try:
        info = os.stat(found)
    except (OSError, ValueError):
        return None
    return found if stat.S_ISREG(info.st_mode) and info.st_size <= SIZE_LIMIT else None


def plain_session_file(home: Home, name: str | None) -> str | None:
    """:func:`session_file`, when it is also the very string :func:`session_path` gives (no
    ``.``, ``..`` or doubled ``/`` in it for :mod:`pathlib` to tidy), so that what prints
    it reads the same; else None."""
    found = session_file(home, name)
    if found is None or os.path.normpath(found) != found:
        return None
    return found


def _suffix(name: str) -> str:
    """The last part's suffix, as :attr:`pathlib.PurePath.suffix` reads it."""
    last = name.rstrip("/").rpartition("/")[2]
    dot = last.rfind(".")
    return last[dot:] if 0 < dot < len(last) - 1 else ""


def _session_path(home: Home, name: str | None) -> Path:
    from pathlib import Path

    if name is None:
        name = home.current()
        if name is None:
            raise NotFound(
                _("no session given and no current session"),
                hint=_("start one with `scorekeep new`, or pass -s NAME"),
            )
    candidate = Path(name).expanduser()
    if candidate.suffix == ".toml" or "/" in name or "\\" in name:
        return candidate
    path = home.sessions / f"{name.strip()}.toml"
    if path.exists() or not home.sessions.is_dir():
        return path
    wanted = path.name.casefold()
    return next((p for p in home.sessions.glob("*.toml") if p.name.casefold() == wanted), path)
