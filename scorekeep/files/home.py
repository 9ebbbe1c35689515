"""Where sessions and user rulesets live: --home, SCOREKEEP_HOME, or the user data folder.

The folder is kept as the string it was given (:attr:`Home.where`) and made a
:class:`~pathlib.Path` only when asked (:attr:`Home.root`): importing :mod:`pathlib` (with
``re``, ``enum`` and ``urllib.parse``) would be most of what a kept ``status`` costs."""

from __future__ import annotations

import os
import sys

TYPE_CHECKING = False
if TYPE_CHECKING:
    from pathlib import Path

    from scorekeep.core.ruleset import Ruleset


def default_home() -> str:
    """``SCOREKEEP_HOME``, else the platform's user data folder."""
    env = os.environ.get("SCOREKEEP_HOME")
    if env:
        return os.path.expanduser(env)
    home = os.path.expanduser("~")
    if sys.platform == "win32":
        base = os.environ.get("APPDATA") or os.path.join(home, "AppData", "Roaming")
    elif sys.platform == "darwin":
        base = os.path.join(home, "Library", "Application Support")
    else:
        base = os.environ.get("XDG_DATA_HOME") or os.path.join(home, ".local", "share")
    return os.path.join(base, "scorekeep")


CURRENT_LIMIT = 64 * 1024
"""The largest ``current`` file read: it holds one name or path."""


class Home:
    """One home folder as a command (or a whole ``table`` evening) uses it."""

    def __init__(self, root: str | os.PathLike[str] | None = None) -> None:
        self.where = os.path.expanduser(os.fspath(root if root else default_home()))
        """The folder as given (``~`` expanded): :attr:`root` is the same folder."""
        self._root: Path | None = None
        self.built: dict[str, tuple[bytes, Ruleset]] = {}
        """The rulesets built for this home's commands, by path, each with the bytes it was
        built from: the same bytes at the same path build the same ruleset, so a file is
        parsed once (the cache hands in the ones it kept, and keeps the ones built)."""

    @property
    def root(self) -> Path:
        if self._root is None:
            from pathlib import Path

            self._root = Path(self.where)
        return self._root

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
            data = read_regular(os.path.join(self.where, "current"), CURRENT_LIMIT)
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
