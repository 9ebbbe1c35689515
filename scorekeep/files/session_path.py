"""Which journal a command means: a name in the sessions folder, a path, or the current
session. Kept apart from :mod:`scorekeep.files.journal` so that finding a journal imports
nothing that reads one."""

from __future__ import annotations

from pathlib import Path

from scorekeep.core.errors import NotFound
from scorekeep.files.home import Home
from scorekeep.i18n import _


def session_path(home: Home, name: str | None) -> Path:
    """The journal ``name`` means (the current session for None); one that exists but is no
    regular file of a journal's size is refused here, before anything reads it."""
    from scorekeep.files.safe_read import check_regular

    path = _session_path(home, name)
    check_regular(path)
    return path


def _session_path(home: Home, name: str | None) -> Path:
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
