"""Follow journals as the table writes them: whenever a journal's bytes change, draw its
board again. Only reads: the journal, the home's list of sessions, nothing else."""

from __future__ import annotations

import hashlib
import json
import os
import re
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

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from scorekeep.app.session import Held

LARGEST_JOURNAL = 64 * 1024 * 1024
"""A file bigger than this is not a journal anyone wrote at a table; it is not read."""


class Page(NamedTuple):
    """What one address serves now: the whole page, the part its events carry, a number
    that grows whenever either changes, and the two events a stream may send: the whole
    fragment (to a page that just connected, or missed a change) or what changed since
    the version before (to every page that has it)."""

    html: str
    fragment: str
    version: int
    form: str = ""
    """The entry form of a session's board (``serve --entry``), for a writer's page only."""
    pieces: tuple[str, ...] = ()
    whole: bytes = b""
    patch: bytes = b""
    """The change from version - 1 (empty for the first version)."""


PIECES = re.compile(r"(<tr[ >].*?</tr>|<svg.*?</svg>)", re.DOTALL)
"""Where a fragment is cut into the pieces a change replaces: each table row and each
chart, and what lies between them."""


def pieces_of(fragment: str) -> tuple[str, ...]:
    return tuple(piece for piece in PIECES.split(fragment) if piece)


def units(text: str) -> int:
    """The length of ``text`` as a browser's script counts it (UTF-16 code units)."""
    return len(text.encode("utf-16-le", "surrogatepass")) // 2


def edit(old: str, new: str) -> list[Any]:
    """One piece changed in place: what to keep at each end and what goes between (a
    chart that gained a point sends the point, not the chart)."""
    most = min(len(old), len(new))
    front = 0
    while front < most and old[front] == new[front]:
        front += 1
    back = 0
    while back < most - front and old[-1 - back] == new[-1 - back]:
        back += 1
    middle = new[front : len(new) - back]
    return ["e", units(old[:front]), units(old[len(old) - back :]), middle]


def changes(old: tuple[str, ...], new: tuple[str, ...]) -> list[list[Any]]:
    """What turns the pieces ``old`` into ``new``: operations on ``old``'s indices, the
    last first, so a page applies them in the order given."""
    import difflib

    out: list[list[Any]] = []
    matcher = difflib.SequenceMatcher(None, old, new, autojunk=False)
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag == "equal":
            continue
        if tag != "replace":
            out.append([i1, "s", i2 - i1, list(new[j1:j2])])
            continue
        # the pieces replaced are edited in place pair by pair, the pairs taken from the
        # front or from the back (a row inserted before a changed chart), whichever is less
        paired = min(i2 - i1, j2 - j1)
        front = [[i1 + k, *edit(old[i1 + k], new[j1 + k])] for k in range(paired)]
        front.append([i1 + paired, "s", i2 - i1 - paired, list(new[j1 + paired : j2])])
        back = [[i1, "s", i2 - i1 - paired, list(new[j1 : j2 - paired])]]
        back += [
            [i2 - paired + k, *edit(old[i2 - paired + k], new[j2 - paired + k])]
            for k in range(paired)
        ]
        # within a block the operations run back to front too, so every index still holds
        out.extend(min(front, back, key=lambda ops: len(json.dumps(ops, ensure_ascii=False))))
    return [op for op in out[::-1] if op[1] != "s" or op[2] or op[3]]


def event(kind: str, version: int, data: Any) -> bytes:
    """A Server-Sent Event whose data is one line of JSON."""
    text = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
    return f"event: {kind}\nid: {version}\ndata: {text}\n\n".encode()


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

    def __init__(self, path: Path, held: Held | None = None) -> None:
        self.path = path
        self.held = held
        """The session as the server keeps it (``--club``): the board is drawn from it
        while the file is the one it was read from."""
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
            self.drawn = draw(home, self.path, self.held)
            self.error = None
        except Exception as error:  # a damaged or deleted journal: its one line, board kept
            self.error = one_line(error)
        return True


class Watcher:
    """Every session the server shows, and the pages drawn for them.

    ``names`` None follows every journal of the home (``--all``: the index lists them, and a
    session started meanwhile appears); otherwise exactly the journal chosen at start.
    """

    def __init__(
        self, home: Home, chosen: Path | None, base: str, held: Held | None = None
    ) -> None:
        self.home = home
        self.base = base
        self.every = chosen is None
        self.watched: dict[str, Watched] = {}
        if chosen is not None:
            self.watched[chosen.stem] = Watched(chosen, held)
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
        version = (old.version + 1) if old else 1
        pieces = pieces_of(fragment)
        whole = event("board", version, {"version": version, "pieces": pieces})
        patch = b""
        if old is not None:
            patch = event(
                "patch", version, {"from": old.version, "ops": changes(old.pieces, pieces)}
            )
        self.pages[address] = Page(html, fragment, version, form, pieces, whole, patch)

    def page(self, address: str) -> Page | None:
        """The page at ``address`` (``/`` or ``/s/NAME``), looked up among the sessions
        being shown, never on the file system."""
        return self.pages.get(address)
