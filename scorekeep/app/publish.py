"""``scorekeep publish``: a session's results site written into a folder, for a club's web
space. The pages are the game's (:func:`scorekeep.games.published_site`) in the session's
language, framed by :mod:`scorekeep.render.site`; a file whose bytes are already there is
left alone, so its date stays and an upload step that reads ``manifest.json`` sends only
what changed; a page the site no longer has (listed in the previous manifest) is removed.
``watch`` publishes again each time the journal changes, until the session is closed."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from scorekeep.core.errors import ScorekeepError
from scorekeep.core.record import NamedTuple

TYPE_CHECKING = False
if TYPE_CHECKING:
    from scorekeep.files.home import Home


class Published(NamedTuple):
    """One publication: the session, the folder, every file of the site, those written
    (new or changed) and those removed, and whether the session is closed."""

    session: str
    folder: Path
    files: tuple[str, ...]
    written: tuple[str, ...]
    removed: tuple[str, ...]
    closed: bool


def site_of(h: Home, path: Path) -> tuple[str, dict[str, bytes], bool]:
    """The session's name, the files of its site and whether it is closed."""
    from scorekeep import games
    from scorekeep.app.session import open_path
    from scorekeep.app.sheets import sheet_of
    from scorekeep.core.errors import Rejected
    from scorekeep.i18n import _, language
    from scorekeep.render.site import site_files

    opened = open_path(h, path)
    site = games.published_site(opened.engine.name)
    if site is None:
        raise Rejected(
            _(
                "-s: a {game} session has no results site; `scorekeep publish` writes one "
                "of a duplicate session (pairs or a team match) or a teams event"
            ).format(game=opened.engine.name),
            field="-s",
        )
    data = sheet_of(opened, opened.replay())
    return str(data["session"]), site_files(data, site, language()), bool(data["finished"])


def publish(h: Home, session: str | None, out: Path) -> Published:
    """Write the site of the session (None: the current one) into ``out``."""
    from scorekeep.files.journal import session_path

    return publish_path(h, session_path(h, session), out)


def publish_path(h: Home, path: Path, out: Path) -> Published:
    name, files, closed = site_of(h, path)
    written, removed = write_site(out, files)
    return Published(name, out, tuple(files), written, removed, closed)


def write_site(out: Path, files: dict[str, bytes]) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """Write the files that are new or changed, ``manifest.json`` last, then remove the
    pages the previous manifest listed that the site no longer has. Files the site never
    wrote are left as they are."""
    from scorekeep.core.errors import Rejected
    from scorekeep.files.atomic import write_atomic
    from scorekeep.i18n import _
    from scorekeep.render.site import MANIFEST

    if out.exists() and not out.is_dir():
        raise Rejected(_("--out {path} is a file, not a folder").format(path=out), field="--out")
    before = _listed(out / MANIFEST)
    written = []
    for name, data in files.items():
        target = out / name
        if not target.is_file() or target.read_bytes() != data:
            write_atomic(target, data.decode("utf-8"))
            written.append(name)
    removed = []
    for name in sorted(before - files.keys()):
        target = out / name
        if "/" not in name and "\\" not in name and not name.startswith(".") and target.is_file():
            target.unlink()
            removed.append(name)
    return tuple(written), tuple(removed)


def _listed(manifest: Path) -> set[str]:
    """The files an earlier publication wrote, by its manifest (none if it is unreadable)."""
    import json

    try:
        listed = json.loads(manifest.read_text(encoding="utf-8")).get("files", {})
    except (OSError, ValueError, AttributeError):
        return set()
    return {str(name) for name in listed} if isinstance(listed, dict) else set()


def watch(
    h: Home,
    session: str | None,
    out: Path,
    every: float,
    said: Callable[[Published], None],
    missed: Callable[[ScorekeepError], None] | None = None,
) -> Published:
    """Publish now, then each time the journal changes (looked at every ``every`` seconds),
    until a publication finds the session closed; ``said`` is told of each one. The session
    is the one named or current when the watch starts. With ``missed``, a journal that
    cannot be read (an editor saving it, a line mistyped) is told to it and the site stays
    as it was until the journal changes again."""
    import time

    from scorekeep.app.session import stamp_of
    from scorekeep.files.journal import session_path

    path = session_path(h, session)
    seen = None
    while True:
        stamp = stamp_of(path)
        if stamp != seen:
            seen = stamp
            try:
                done = publish_path(h, path, out)
            except ScorekeepError as error:
                if missed is None:
                    raise
                missed(error)
            else:
                said(done)
                if done.closed:
                    return done
        time.sleep(every)
