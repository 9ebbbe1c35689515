"""``-o FILE``: a printed sheet never takes the place of a journal or a ruleset, nor of
anything that is not a regular file (a device replaced by a file, a FIFO that blocks the
write), nor of the home folder's own files (``current``, the sessions and their locks)."""

from __future__ import annotations

import os
import re
import stat
from pathlib import Path

from scorekeep.core.errors import Rejected
from scorekeep.files.home import Home
from scorekeep.i18n import _

# A journal's header has game = and format =; a ruleset's has game = and [options...].
_DATA = re.compile(r"^[ \t]*(?:format[ \t]*=|\[[ \t]*options\b)", re.MULTILINE)
_GAME = re.compile(r"^[ \t]*game[ \t]*=", re.MULTILINE)


STDOUT = Path("-")
"""``-o -``: standard output, as if no ``-o`` were given."""


def output_file(output: Path | None) -> Path | None:
    """The file ``-o`` names, or None for standard output (no ``-o``, or ``-o -``)."""
    return None if output is None or output == STDOUT else output


def check_output(output: Path, home: Home, force: bool, field: str = "--output") -> None:
    """Refuse to write over scorekeep's own data and over what is not a regular file always,
    and over any other file unless ``--force`` says so."""
    real = Path(os.path.realpath(output))
    exists = os.path.lexists(output)
    if exists:
        _refuse_special(output, field)
        if _is_scorekeep_data(real, home):
            raise Rejected(
                _("{file} is a scorekeep journal or ruleset; a sheet never replaces it").format(
                    file=output
                ),
                field=field,
                hint=_("choose another file name"),
            )
    if _is_home_file(real, home):
        raise Rejected(
            _(
                "{file} is among the scorekeep home folder's own files (current, sessions, "
                "rulesets); a sheet is never written there"
            ).format(file=output),
            field=field,
            hint=_("choose another file name"),
        )
    if exists and not force:
        raise Rejected(
            _("{file} already exists").format(file=output),
            field=field,
            hint=_("add --force to replace it, or choose another file name"),
        )


def _refuse_special(output: Path, field: str = "--output") -> None:
    """A device, a FIFO or a folder is never written to: ``--force`` would replace a device
    by a file, and reading a FIFO to see whether it is a journal waits forever."""
    try:
        mode = os.stat(output).st_mode
    except OSError:
        return
    if stat.S_ISREG(mode):
        return
    from scorekeep.files.safe_read import kind_of

    raise Rejected(
        _("{file} is {kind}, not a regular file: a sheet is written only to a regular file").format(
            file=output, kind=kind_of(mode)
        ),
        field=field,
        hint=_("use -o - for standard output, or choose a file name"),
    )


def _is_home_file(real: Path, home: Home) -> bool:
    """``current``, or a file (there or to be made) among the sessions, rulesets or cache:
    their locks and temp files too, so the whole folders are the home's own."""
    if real == Path(os.path.realpath(home.current_file)):
        return True
    folders = {Path(os.path.realpath(f)) for f in (home.sessions, home.rulesets)}
    folders.add(Path(os.path.realpath(home.root / "cache")))
    return any(folder == real or folder in real.parents for folder in folders)


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
