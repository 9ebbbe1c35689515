"""Where sessions and user rulesets live: --home, SCOREKEEP_HOME, or the user data folder."""

from __future__ import annotations

import os
import sys
from pathlib import Path


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


class Home:
    def __init__(self, root: Path | None = None) -> None:
        self.root = (root or default_home()).expanduser()

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
        try:
            name = self.current_file.read_text(encoding="utf-8").strip()
        except OSError:
            return None
        return name or None

    def set_current(self, name: str) -> None:
        from scorekeep.files.atomic import write_atomic

        self.root.mkdir(parents=True, exist_ok=True)
        write_atomic(self.current_file, name + "\n")
