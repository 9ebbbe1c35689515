"""Follow journals as the table writes them: whenever a journal's bytes change, draw its
board again. Only reads: the journal, the home's list of sessions, nothing else."""

from __future__ import annotations

import hashlib
import os
import stat
from pathlib import Path
from urllib.parse import quote

from scorekeep.core.record import NamedTuple
from scorekeep.files.home import Home
from scorekeep.serve.board import (
    POST_TO,
    Drawn,
    document,
    index_fragment,
    live_fragment,
    title_of,
)

LARGEST_JOURNAL = 64 * 1024 * 1024
"""A file bigger than this is not a journal anyone wrote at a table; it is not read."""


class Page(NamedTuple):
    """What one address serves now: the whole page, the part its events carry, and a number
    that grows whenever either changes."""

    html: str
    fragment: str
    version: int
    form: str = ""
    """The entry form of a session's board (``serve --entry``), for a writer's page only."""


def digest_of(path: Path) -> bytes | None:
    """The journal's bytes' digest; None when there is no regular file to read (deleted,
    replaced by a folder or a FIFO, or too large)."""
    try:
        info = os.stat(path)
        if not stat.S_ISREG(info.st_mode) or info.st_size > LARGEST_JOURNAL:
            return None
        with open(path, "rb") as file:
            return hashlib.blake2b(file.read(LARGEST_JOURNAL + 1)).digest()
    except OSError:
        return None


def one_line(error: Exception) -> str:
    """The error as ``status`` would print it, on one line."""
    from scorekeep.app.answers import as_problem

    problem, _prefix = as_problem(error)
    text = str(problem).strip().splitlines()
    return text[0] if text else type(error).__name__


class Watched:
    """One session's journal: the last digest seen, the last board drawn from it and the
    error, if the journal can no longer be read."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.name = path.stem
        self.digest: bytes | None = b""
        self.drawn: Drawn | None = None
        self.error: str | None = None

    def refresh(self, home: Home) -> bool:
        """Draw again if the bytes changed; whether anything a page shows changed."""
        from scorekeep.serve.board import draw

        digest = digest_of(self.path)
        if digest == self.digest:
            return False
        self.digest = digest
        try:
            self.drawn = draw(home, self.path)
            self.error = None
        except Exception as error:  # a damaged or deleted journal: its one line, board kept
            self.error = one_line(error)
        return True


class Watcher:
    """Every session the server shows, and the pages drawn for them.

    ``names`` None follows every journal of the home (``--all``: the index lists them, and a
    session started meanwhile appears); otherwise exactly the journal chosen at start.
    """

    def __init__(self, home: Home, chosen: Path | None, base: str) -> None:
        self.home = home
        self.base = base
        self.every = chosen is None
        self.watched: dict[str, Watched] = {}
        if chosen is not None:
            self.watched[chosen.stem] = Watched(chosen)
        self.pages: dict[str, Page] = {}

    def _listed(self) -> None:
        from scorekeep.app.session import session_names

        for path in session_names(self.home):
            if path.stem not in self.watched:
                self.watched[path.stem] = Watched(path)

    def poll(self) -> list[str]:
        """Read every journal once; the addresses whose pages changed."""
        if self.every:
            self._listed()
        changed = [name for name, w in self.watched.items() if w.refresh(self.home)]
        for name in changed:
            self._publish(f"/s/{name}", self.watched[name])
        if not self.every:
            if changed:
                self._publish("/", next(iter(self.watched.values())))
        elif changed or "/" not in self.pages:
            self._publish_index()
        return changed

    def _publish(self, address: str, watched: Watched) -> None:
        from scorekeep.i18n import language

        fragment = live_fragment(watched.drawn, watched.error)
        lang = watched.drawn.language if watched.drawn else language()
        html = document(
            title_of(watched.drawn, watched.name),
            lang,
            fragment,
            self.base,
            f"{self.base}{address.rstrip('/')}/events",
            self.every,
            watched.drawn,
        )
        form = watched.drawn.form if watched.drawn else ""
        form = form.replace(POST_TO, f"{self.base}/s/{quote(watched.name)}/enter")
        self._store(address, html, fragment, form)

    def _publish_index(self) -> None:
        from scorekeep.i18n import _, language, set_language

        set_language(None)
        drawn = [w.drawn for w in self.watched.values() if w.drawn is not None]
        problems = [f"{w.name}: {w.error}" for w in self.watched.values() if w.error]
        fragment = index_fragment(sorted(drawn, key=lambda d: d.name), problems, self.base)
        title = _("Open sessions")
        html = document(title, language(), fragment, self.base, f"{self.base}/events", False)
        self._store("/", html, fragment)

    def _store(self, address: str, html: str, fragment: str, form: str = "") -> None:
        old = self.pages.get(address)
        self.pages[address] = Page(html, fragment, (old.version + 1) if old else 1, form)

    def page(self, address: str) -> Page | None:
        """The page at ``address`` (``/`` or ``/s/NAME``), looked up among the sessions
        being shown, never on the file system."""
        return self.pages.get(address)
