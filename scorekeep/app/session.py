"""Glue between the command line, the files and the engine: open, replay, record."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from scorekeep.app.rulesets import load_ruleset
from scorekeep.core.errors import NotFound, Rejected, ScorekeepError
from scorekeep.core.game import Context, Engine
from scorekeep.core.inputs import utf8_text
from scorekeep.core.record import NamedTuple
from scorekeep.core.ruleset import Ruleset
from scorekeep.core.session import (
    Change,
    Journal,
    Record,
    Replay,
    add,
    changed_hands,
    context_for,
    entry_key,
    replay,
    replay_appended,
)
from scorekeep.files import journal as journal_file
from scorekeep.files.atomic import locked
from scorekeep.files.home import Home
from scorekeep.games import find_game
from scorekeep.i18n import _, use_session_language

TYPE_CHECKING = False
if TYPE_CHECKING:
    from pathlib import Path


class Opened(NamedTuple):
    file: journal_file.JournalFile
    engine: Engine
    ruleset: Ruleset
    ctx: Context

    @property
    def journal(self) -> Journal:
        return self.file.journal

    def replay(self) -> Replay:
        try:
            return replay(self.journal, self.engine, self.ctx)
        except ScorekeepError as error:
            raise damaged(self.file, error) from None


def damaged(file: journal_file.JournalFile, error: ScorekeepError) -> ScorekeepError:
    """A hand already in the file breaks a rule (the file was edited by hand): point at it,
    on the line of the offending key as ``check`` does, or else at the hand's block."""
    if not error.line:
        return error
    path = file.path
    block = next((r for r in file.journal.records if r.line == error.line), None)
    key = entry_key(error.field, block.entry) if block is not None else ""
    at_key = journal_file.block_key_line(file.text, error.line, key) if key else 0
    error.line = at_key or error.line
    error.within(f"{path}:{error.line}: ")
    error.hint = _(
        "the journal was changed by hand; run `scorekeep check -s {path}` "
        "to see every problem, then fix the file"
    ).format(path=path)
    error.code = "damaged"
    return error


def now() -> str:
    """Local time with its UTC offset, e.g. ``2026-11-30T21:05:00+01:00``."""
    import time

    local = time.localtime()
    offset = local.tm_gmtoff or 0
    sign = "-" if offset < 0 else "+"
    hours, minutes = divmod(abs(offset) // 60, 60)
    return time.strftime("%Y-%m-%dT%H:%M:%S", local) + f"{sign}{hours:02d}:{minutes:02d}"


def open_session(home: Home, session: str | None) -> Opened:
    return open_path(home, journal_file.session_path(home, session))


def open_path(home: Home, path: Path | str, known: tuple[str, Journal] | None = None) -> Opened:
    """Open the journal at ``path`` (``current`` is read once, by the caller) with its
    ruleset; ``known`` is a journal parsed before and the text it was parsed from."""
    file = journal_file.load(path, known)
    header = file.journal.header
    use_session_language(header.language)
    engine = find_game(header.game)
    try:
        ruleset = load_ruleset(home, header.ruleset)
    except NotFound:
        raise NotFound(
            _("session {name} uses ruleset '{ruleset}', which is not installed").format(
                name=header.name, ruleset=header.ruleset
            ),
            hint=_("restore it under rulesets/ in the home folder"),
        ) from None
    if ruleset.game != engine.name:
        raise Rejected(
            _("ruleset {ruleset} is for {game}, but the session is {session_game}").format(
                ruleset=ruleset.name, game=ruleset.game, session_game=header.game
            )
        )
    try:
        ctx = context_for(header, ruleset)._replace(language=header.language or "en")
    except Rejected as error:
        raise Rejected(
            f"{path}: {error}", hint=_("run `scorekeep check -s {path}`").format(path=path)
        ) from None
    return Opened(file, engine, ruleset, ctx)


RecordMaker = Callable[[Opened], Record]


class Recorded(NamedTuple):
    """What an appended record did: the session after it, the record as written (with the
    facts of the table filled in), the replay, and the other hands a correction rescored."""

    opened: Opened
    record: Record
    replay: Replay
    changes: tuple[Change, ...] = ()


class Known(NamedTuple):
    """A journal as a long-running process (``table``) last read it: the file's identity
    (inode, size, modification time), the session and its replay."""

    stamp: tuple[int, int, int]
    opened: Opened
    result: Replay


def stamp_of(path: Path | str) -> tuple[int, int, int]:
    import os

    info = os.stat(path)
    return info.st_ino, info.st_size, info.st_mtime_ns


def looked(home: Home, path: Path, seen: Known | None = None) -> Known:
    """The session at ``path`` as a long-running front end (``table``) holds it: ``seen``
    while the file is the one it was read from, else opened and replayed again (a hand
    written from another terminal is seen)."""
    stamp = stamp_of(path)
    if seen is not None and seen.stamp == stamp:
        return seen
    opened = open_session(home, str(path))
    return Known(stamp, opened, opened.replay())


class Held:
    """The session at ``path`` as a server keeps it between requests (``serve --club``):
    opened and replayed once, and reused while the file's identity and its bytes are the
    ones it was read at, so a post costs one reading of the journal, not one per page it
    redraws; a hand written from a terminal or an edit by hand is seen at the next look."""

    def __init__(self, home: Home, path: Path) -> None:
        self.home = home
        self.path = path
        self.known: Known | None = None

    def session(self) -> Known:
        """The session as the file holds it now, in the session's language."""
        kept = self.known
        if (
            kept is None
            or stamp_of(self.path) != kept.stamp
            or journal_file.read_text(self.path) != kept.opened.file.text
        ):
            self.known = None
            kept = self.known = looked(self.home, self.path)
        use_session_language(kept.opened.journal.header.language)
        return kept

    def keep(self, known: Known) -> None:
        """What a write left in the file, as it wrote it (``record``'s ``keep``)."""
        self.known = known


def _checked(opened: Opened, new: Record, known: Known | None) -> tuple[Journal, Record, Replay]:
    """The journal with the new record and the replay that allows it; played on from
    ``known`` when that is still the file on disk and the record is a new hand (a pending
    result, which the replay passes over, leaves ``known``'s replay as it is)."""
    from scorekeep.core.session import PENDING

    if known is not None and new.action == PENDING:
        return opened.journal.appended(new), new, known.result
    appended = (
        None if known is None else replay_appended(known.result, new, opened.engine, opened.ctx)
    )
    if appended is not None:
        new, result = appended
        return opened.journal.appended(new), new, result
    return add(opened.journal, new, opened.engine, opened.ctx)


def record(
    home: Home,
    session: str | None,
    make: RecordMaker,
    known: Known | None = None,
    keep: Callable[[Known], None] | None = None,
    verify: bool = False,
    doubt: Callable[[Opened], None] | None = None,
) -> Recorded:
    """Append one record under the lock, only if the whole journal still replays.

    With ``known`` still the file on disk, a new hand is played on from its replay instead
    of replaying the journal again; ``keep`` is told what was written while the lock holds.
    With ``verify`` (a ``known`` held for long, as ``table`` holds it) the file's bytes are
    compared too, since an edit can keep its size, time and inode.
    The journal is read and checked before the lock is taken, so a wrong path creates
    nothing (no folder, no ``.lock`` file); under the lock it is read again and re-parsed
    only if another terminal changed it meanwhile. ``doubt`` may still refuse a record
    the journal takes (a repeat of the hand before), once the rules have allowed it.
    """
    path = known.opened.file.path if known is not None else journal_file.session_path(home, session)
    opened = known.opened if known is not None else open_path(home, path)
    with locked(path):
        if known is not None and (
            stamp_of(path) != known.stamp
            or (verify and journal_file.read_text(path) != known.opened.file.text)
        ):
            known = None
            opened = open_path(home, path)
        elif known is None and journal_file.read_text(path) != opened.file.text:
            opened = open_path(home, path)
        new = make(opened)
        try:
            journal, new, result = _checked(opened, new, known)
        except ScorekeepError as error:
            if not error.line:
                raise
            opened.replay()
            error.within(_("not recorded: with it, "))
            raise error from None
        if doubt is not None:
            doubt(opened)
        changes: tuple[Change, ...] = ()
        if new.action in ("void", "fix"):
            before = known.result if known is not None else opened.replay()
            changes = changed_hands(before, result, new.target)
        text = journal_file.append(opened.file, new)
        updated = Opened(
            journal_file.JournalFile(path, text, journal), opened.engine, opened.ruleset, opened.ctx
        )
        if keep is not None:
            keep(_lined(Known(stamp_of(path), updated, result)))
        return Recorded(updated, new, result, changes)


def _lined(known: Known) -> Known:
    """``known`` with its last record on the line the file has it on, as a reading of the
    file would give it: a refusal later points at that line, kept for long or read again."""
    file = known.opened.file
    records = file.journal.records
    at = file.text.rfind("\n[[hands]]\n")
    if not records or at < 0 or records[-1].line:
        return known
    line = file.text.count("\n", 0, at + 1) + 1
    last = records[-1]._replace(line=line)
    journal = Journal(file.journal.header, (*records[:-1], last))
    result = known.result
    if last.action == "hand" and result.lines and result.lines[-1].n == last.target:
        result = result._replace(lines=(*result.lines[:-1], result.lines[-1]._replace(line=line)))
    opened = known.opened._replace(file=journal_file.JournalFile(file.path, file.text, journal))
    return Known(known.stamp, opened, result)


def last_live_hand(opened: Opened) -> int:
    lines = opened.replay().lines
    for line in lines[::-1]:
        if not line.void:
            return line.n
    raise Rejected(_("there is no hand to undo"))


def engines_for(home: Home, session: str | None) -> list[Engine]:
    """The game of the session (for its fields help), or every game installed when there is
    no session that reads."""
    from scorekeep import games

    try:
        return [open_session(home, session).engine]
    except Exception:
        found = []
        for name in games.names():
            try:
                found.append(find_game(name))
            except Exception:
                continue
        return found


def session_names(home: Home) -> list[Path]:
    if not home.sessions.is_dir():
        return []
    return sorted(home.sessions.glob("*.toml"))


def existing_session(home: Home, name: str) -> str | None:
    """The session already called ``name``, compared case-insensitively (``Friday`` and
    ``friday`` are one name: on some file systems they are even one file)."""
    wanted = name.casefold()
    return next((p.stem for p in session_names(home) if p.stem.casefold() == wanted), None)


def unique_name(home: Home, base: str) -> str:
    name, n = base, 1
    while existing_session(home, name) is not None:
        n += 1
        name = f"{base}-{n}"
    return name


def readable_args(args: Sequence[str]) -> list[str]:
    """Command-line words as text; bytes that are not UTF-8 are refused before anything
    reads them (they would reach the journal as unwritable surrogates)."""
    return [utf8_text(arg, "") for arg in args]


def split_list(values: Sequence[str] | None) -> list[str]:
    out: list[str] = []
    for value in values or []:
        out.extend(p.strip() for p in value.split(",") if p.strip())
    return out
