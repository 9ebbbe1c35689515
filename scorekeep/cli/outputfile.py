"""``-o FILE``: a printed sheet never takes the place of a journal or a ruleset."""

from __future__ import annotations

import os
import re
from pathlib import Path

from scorekeep.core.errors import Rejected
from scorekeep.files.home import Home
from scorekeep.i18n import _

# A journal's header has game = and format =; a ruleset's has game = and [options...].
_DATA = re.compile(r"^[ \t]*(?:format[ \t]*=|\[[ \t]*options\b)", re.MULTILINE)
_GAME = re.compile(r"^[ \t]*game[ \t]*=", re.MULTILINE)


def check_output(output: Path, home: Home, force: bool) -> None:
    """Refuse to write over scorekeep's own data always, and over any other file unless
    ``--force`` says so."""
    if not os.path.lexists(output):
        return
    real = Path(os.path.realpath(output))
    if _is_scorekeep_data(real, home):
        raise Rejected(
            _("{file} is a scorekeep journal or ruleset; a sheet never replaces it").format(
                file=output
            ),
            field="--output",
            hint=_("choose another file name"),
        )
    if not force:
        raise Rejected(
            _("{file} already exists").format(file=output),
            field="--output",
            hint=_("add --force to replace it, or choose another file name"),
        )


def _is_scorekeep_data(real: Path, home: Home) -> bool:
    folders = {Path(os.path.realpath(f)) for f in (home.sessions, home.rulesets)}
    from scorekeep.app.rulesets import bundled_dir

    folders.add(Path(os.path.realpath(bundled_dir())))
    if real.parent in folders and real.suffix == ".toml":
        return True
    try:
        with open(real, "rb") as handle:
            head = handle.read(65536).decode("utf-8", "replace")
    except OSError:
        return False
    return bool(_GAME.search(head) and _DATA.search(head))
