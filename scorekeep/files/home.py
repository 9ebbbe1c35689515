"""Where sessions and user rulesets live: --home, SCOREKEEP_HOME, or the user data folder."""

from __future__ import annotations

import os
import sys
from pathlib import Path

TYPE_CHECKING = False
if TYPE_CHECKING:
    from scorekeep.core.ruleset import Ruleset


def default_home() -> Path:
    env = os.environ.get("SCOREKEEP_HOME")
    if env:
        return Path(env).expanduser()
    if sys.platform == "win32":
        base = Path(os.environ.get("APPDATA") or Path.home() / "AppData" / "Roaming")
    elif sys.platform == "darwin":
        base = Path.home() / "Library" / "Application Support"
    else:
        base = Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")
    return base / "scorekeep"


CURRENT_LIMIT = 64 * 1024
"""The largest ``current`` file read: it holds one name or path."""


class Home:
    """One home folder as a command (or a whole ``table`` evening) uses it."""

    def __init__(self, root: Path | None = None) -> None:
        self.root = (root or default_home()).expanduser()
        self.built: dict[str, tuple[bytes, Ruleset]] = {}
        """The rulesets built for this home's commands, by path, each with the bytes it was
        built from: the same bytes at the same path build the same ruleset, so a file is
        parsed once (the cache hands in the ones it kept, and keeps the ones built)."""

    @property
    def sessions(self) -> Path:
        return self.root / "sessions"

    @property
    def rulesets(self) -> Path:
        return self.root / "rulesets"

    @property
    def current_file(self) -> Path:
        return self.root / "current"

    def current(self) -> str | None:
        """The session commands use without ``-s``: a name, or a journal's full path."""
        from scorekeep.files.safe_read import read_regular

        try:
            data = read_regular(self.current_file, CURRENT_LIMIT)
        except OSError:
            return None
        try:
            name = data.decode("utf-8-sig").strip()
        except UnicodeDecodeError as error:
            from scorekeep.core.errors import Rejected
            from scorekeep.i18n import _

            line = data.count(b"\n", 0, error.start) + 1
            raise Rejected(
                _("{path}:{line}: not valid UTF-8").format(path=self.current_file, line=line),
                hint=_("choose the session again with `scorekeep use NAME`"),
            ) from None
        return name or None

    def set_current(self, name: str) -> None:
        from scorekeep.files.atomic import write_atomic

        self.root.mkdir(parents=True, exist_ok=True)
        write_atomic(self.current_file, name + "\n")
