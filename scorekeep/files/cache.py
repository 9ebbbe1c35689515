"""Answers kept between commands, so that ``status`` and ``hand`` on a long evening do not
read and replay every hand again.

The cache is an optimisation that can only be right or absent. It lives in the user's own
cache folder (``SCOREKEEP_CACHE``, else the platform's user cache folder), never in the home
folder, which people copy, sync and share. Every entry is sealed with a keyed digest under a
secret of this user's (``key`` in that folder, readable by the user alone, made on first use);
an entry whose seal does not hold (copied from elsewhere, forged, damaged) is never decoded.
Each key names the installed code itself (the digest of the distribution's ``RECORD``; in a
source tree every source file's size and times), so a new copy of the code never reads the
old one's entries.

Two kinds of entry, one of each per journal:

- the text ``status`` printed (one file per format), found by everything that decides it
  before anything is read: the code, the journal's path and exact bytes, the language asked
  for and the environment's, the format, the working folder and ``HOME`` (a ruleset named by
  its path), and which rulesets the home folder holds; the entry names the ruleset file the
  answer read and the digest of its bytes, checked again at every use;
- the parsed journal and its replay, found by the code, the journal's path and exact bytes,
  and kept only while the context the engine played in (ruleset, card values, options,
  table) and the languages of its cards and its messages are the same.

The engines are pure, so the same inputs give the same answer. ``hand`` plays the new hand
on from the kept replay, as ``scorekeep table`` plays on from the replay it holds, and
appends that one hand to the entry, sealed on the seal before it; any other change writes the
entry whole (a temp file swapped in). A write that fails is ignored (the command already has
its answer). Only the start-up path (:mod:`scorekeep.cli.fast`) uses the cache: the full
command line always replays, and the tests compare the two.
"""

from __future__ import annotations

import functools
import os
import stat
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from collections.abc import Callable

    from scorekeep.cli.services import Known, Opened, Recorded
    from scorekeep.core.ruleset import Ruleset
    from scorekeep.core.session import Journal, Replay
    from scorekeep.files.home import Home

MAGIC = b"scorekeep cache 4"
KEY_FILE = "key"
SEAL = 32
"""Bytes of an entry's seal: a BLAKE2b digest keyed with the user's secret."""


def _blake2b() -> Any:
    try:
        from _blake2 import blake2b  # the same function without loading OpenSSL
    except ImportError:  # pragma: no cover
        from hashlib import blake2b
    return blake2b


def digest(*parts: str | bytes) -> str:
    """One digest of the parts, each with its length, so no two lists of parts meet."""
    state = _blake2b()(digest_size=20)
    for part in parts:
        data = part if isinstance(part, bytes) else part.encode("utf-8", "surrogatepass")
        state.update(len(data).to_bytes(8, "little"))
        state.update(data)
    return str(state.hexdigest())


@functools.cache
def code_stamp() -> tuple[str, ...]:
    """The code that computes an answer: the version, Python's, and the code itself: an
    installed copy by the digest of its ``RECORD`` (every file's own digest), a source tree
    by every source file's size and times (the change time moves on every write)."""
    import scorekeep

    return stamp_of(Path(scorekeep.__file__).parent, scorekeep.__version__)


def stamp_of(package: Path, version: str) -> tuple[str, ...]:
    """:func:`code_stamp` of the package in ``package``."""
    stamp = [version, sys.version]
    record = _record(package) if {"site-packages", "dist-packages"} & set(package.parts) else None
    if record is not None:
        stamp.append(digest(record))
    else:
        for folder in (package, package.parent / "rulesets"):
            stamp.extend(_sources(folder))
    return tuple(stamp)


def _record(package: Path) -> bytes | None:
    """The ``RECORD`` of the distribution installed beside ``package``: one line a file,
    each with the digest of its bytes."""
    try:
        with os.scandir(package.parent) as found:
            infos = [
                e.path
                for e in found
                if e.name.startswith(f"{package.name}-") and e.name.endswith(".dist-info")
            ]
        for info in sorted(infos):
            data = Path(info, "RECORD").read_bytes()
            if f"{package.name}/__init__.py,".encode() in data:
                return data
    except OSError:
        return None
    return None


def _sources(folder: Path) -> list[str]:
    found = []
    try:
        entries = sorted(os.scandir(folder), key=lambda e: e.name)
    except OSError:
        return []
    for entry in entries:
        if entry.is_dir(follow_symlinks=False) and entry.name != "__pycache__":
            found.extend(_sources(Path(entry.path)))
        elif entry.name.endswith((".py", ".toml", ".po", ".mo")):
            info = entry.stat()
            found.append(
                f"{entry.path}:{info.st_size}:{info.st_mtime_ns}:{info.st_ctime_ns}:{info.st_ino}"
            )
    return found


def _listing(folder: Path) -> list[str]:
    try:
        return sorted(name for name in os.listdir(folder) if name.endswith(".toml"))
    except OSError:
        return []


def read_journal(path: Path) -> tuple[bytes, tuple[int, int, int]]:
    """A journal's bytes and the identity of the very file they were read from."""
    with open(path, "rb") as file:
        info = os.fstat(file.fileno())
        return file.read(), (info.st_ino, info.st_size, info.st_mtime_ns)


def folder() -> Path:
    """The user's own cache folder: ``SCOREKEEP_CACHE``, else the platform's."""
    env = os.environ.get("SCOREKEEP_CACHE")
    if env:
        return Path(env).expanduser()
    if sys.platform == "win32":
        base = Path(os.environ.get("LOCALAPPDATA") or Path.home() / "AppData" / "Local")
        return base / "scorekeep" / "Cache"
    if sys.platform == "darwin":
        return Path.home() / "Library" / "Caches" / "scorekeep"
    return Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "scorekeep"


def _entry(home: Home, path: Path, kind: str) -> Path:
    return folder() / f"{digest(str(path))}.{kind}"


def _private(info: os.stat_result) -> bool:
    """Whether this user alone could have written the file."""
    return not hasattr(os, "getuid") or (info.st_uid == os.getuid() and not info.st_mode & 0o022)


_secrets: dict[str, bytes | None] = {}


def secret() -> bytes | None:
    """This user's key to the cache folder, made on first use; None when it cannot be
    trusted (another user could read or replace it), and then nothing is kept or read."""
    where = folder()
    if str(where) not in _secrets:
        _secrets[str(where)] = _secret(where)
    return _secrets[str(where)]


def _secret(where: Path) -> bytes | None:
    target = where / KEY_FILE
    try:
        where.mkdir(mode=0o700, parents=True, exist_ok=True)
        if not _private(os.stat(where)):
            return None
        try:
            fd = os.open(target, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0))
        except FileNotFoundError:
            return _new_secret(target)
        with os.fdopen(fd, "rb") as file:
            info = os.fstat(file.fileno())
            if not _private(info) or info.st_mode & 0o077 or not os.path.isfile(target):
                return None
            data = file.read(SEAL + 1)
        return data if len(data) == SEAL else None
    except OSError:
        return None


def _new_secret(target: Path) -> bytes | None:
    data = os.urandom(SEAL)
    try:
        fd = os.open(target, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    except FileExistsError:
        return _secret(target.parent)
    with os.fdopen(fd, "wb") as file:
        file.write(data)
    return data


def seal(*parts: bytes) -> bytes | None:
    """The keyed digest of the parts (each with its length), or None without a key."""
    key = secret()
    if key is None:
        return None
    state = _blake2b()(digest_size=SEAL, key=key)
    for part in parts:
        state.update(len(part).to_bytes(8, "little"))
        state.update(part)
    return bytes(state.digest())


def _sealed(body: bytes) -> bytes | None:
    tag = seal(body)
    return None if tag is None else tag + body


def _unsealed(raw: bytes | None) -> bytes | None:
    """The body of a sealed entry, if its seal holds."""
    import hmac

    if raw is None or len(raw) < SEAL:
        return None
    tag = seal(raw[SEAL:])
    return raw[SEAL:] if tag is not None and hmac.compare_digest(tag, raw[:SEAL]) else None


def _write(target: Path, data: bytes | None) -> None:
    """Swap a complete file in; no fsync: a lost entry is only a slower next command."""
    from scorekeep.files.atomic import _temp_beside

    if data is None:
        return
    try:
        target.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
        fd, tmp = _temp_beside(target)
        try:
            with os.fdopen(fd, "wb") as file:
                file.write(data)
            os.replace(tmp, target)
        except BaseException:
            os.unlink(tmp)
            raise
    except OSError:
        pass


def _read(target: Path) -> bytes | None:
    return _read_with_identity(target)[0]


def _read_with_identity(target: Path) -> tuple[bytes | None, tuple[int, int, int]]:
    """An entry's bytes, if this user alone could have written them and it is a plain file,
    and the identity of the file they were read from."""
    try:
        with open(target, "rb") as file:
            info = os.fstat(file.fileno())
            identity = (info.st_ino, info.st_size, info.st_mtime_ns)
            if not _private(info) or not stat.S_ISREG(info.st_mode):
                return None, identity
            return file.read(), identity
    except OSError:
        return None, (0, 0, 0)


# ---------------------------------------------------------------- status text


def status_key(home: Home, path: Path, data: bytes, fmt: str, lang: str | None) -> str:
    """Everything that decides ``status``'s answer before the journal is read (the test
    holds this list complete: changing any input changes the key)."""
    from scorekeep.i18n import from_environment

    return digest(
        MAGIC,
        *code_stamp(),
        os.getcwd(),
        os.environ.get("HOME", ""),
        str(home.root),
        str(path),
        data,
        fmt,
        lang or "",
        from_environment(),
        *_listing(home.rulesets),
    )


def cached_status(home: Home, path: Path, key: str, fmt: str) -> str | None:
    """The kept answer, when its key and the bytes of the ruleset it read still match."""
    raw = _unsealed(_read(_entry(home, path, fmt)))
    if raw is None:
        return None
    try:
        magic, kept, ruleset_digest, ruleset_path, size, text = raw.split(b"\n", 5)
        if magic != MAGIC or kept.decode() != key or int(size) != len(text):
            return None
        ruleset = Path(os.fsdecode(bytes.fromhex(ruleset_path.decode())))
        if digest(ruleset.read_bytes()) != ruleset_digest.decode():
            return None
        return text.decode("utf-8", "surrogatepass")
    except (OSError, ValueError):
        return None


def keep_status(home: Home, key: str, fmt: str, data: bytes, opened: Opened, text: str) -> None:
    """Keep an answer, when the journal and ruleset it was computed from are the bytes on
    disk now (another terminal may have written either meanwhile)."""
    from scorekeep.files.rulesets import loaded_bytes

    if opened.file.text.encode("utf-8", "surrogatepass") != data:
        return
    ruleset = Path(opened.ruleset.source)
    try:
        ruleset_data = ruleset.read_bytes()
    except OSError:
        return
    if ruleset_data != loaded_bytes(opened.ruleset.source):
        return
    answer = text.encode("utf-8", "surrogatepass")
    entry = b"\n".join(
        (
            MAGIC,
            key.encode(),
            digest(ruleset_data).encode(),
            os.fsencode(ruleset).hex().encode(),
            str(len(answer)).encode(),
            answer,
        )
    )
    _write(_entry(home, opened.file.path, fmt), _sealed(entry))


# ---------------------------------------------------------------- replay


def journal_key(path: Path, data: bytes) -> str:
    """What the parsed journal follows from: the code, its path (a header without a name
    takes the file's) and its bytes."""
    return digest(MAGIC, *code_stamp(), str(path), data)


def context_key(opened: Opened) -> str:
    """What a replay follows from besides the journal: the ruleset, card values, options and
    table the engine plays with, the language its cards are read in and the language its
    notes are written in (English for JSON, whatever the table's)."""
    from scorekeep.i18n import language, message_language

    return digest(repr(opened.ctx), language(), message_language())


class Kept:
    """A journal's parsed records and replay as a cache entry holds them, with the ruleset
    they were played with (its path, bytes and what they built); ``last`` says they are the
    entry's last hand (a hand played on from them may be appended to it), ``identity`` is
    the entry file's, ``hands`` how many hands were appended to it."""

    def __init__(
        self,
        context: str,
        journal: Journal,
        replay: Replay,
        ruleset: tuple[str, bytes, Ruleset] | None = None,
        last: bool = True,
    ) -> None:
        self.context = context
        self.journal = journal
        self.replay = replay
        self.ruleset = ruleset
        self.last = last
        self.identity: tuple[int, int, int] = (0, 0, 0)
        self.hands = 0
        self.seal = b""
        """The seal of the entry's last part, on which an appended hand is sealed."""


MAX_APPENDED = 64
"""Hands appended to an entry before the next one writes it whole again."""


def _frames(raw: bytes) -> tuple[list[list[bytes]], bytes, bool]:
    """The entry's parts whose seals hold, the last one's seal, and whether they are the
    whole entry: a header of a seal, a
    key, a context and a size, then the payload; then appended hands of a seal, a key, a
    size and a payload, each after a newline. Each part is sealed on the seal before it (the
    first on :data:`MAGIC`), so no part can be changed, moved or taken from another entry;
    a part cut short (a write cut off) or whose seal does not hold ends the list."""
    import hmac

    frames: list[list[bytes]] = []
    pos, fields, before = 0, 4, MAGIC
    try:
        while pos < len(raw):
            if frames:
                if raw[pos : pos + 1] != b"\n":
                    break
                pos += 1
            lines = []
            for _ in range(fields):
                end = raw.index(b"\n", pos)
                lines.append(raw[pos:end])
                pos = end + 1
            size = int(lines.pop())
            if size < 0 or pos + size > len(raw):
                break
            tag, *parts = [*lines, raw[pos : pos + size]]
            expected = seal(before, *parts)
            if expected is None or not hmac.compare_digest(expected.hex().encode(), tag):
                break
            frames.append(parts)
            before = expected
            pos += size
            fields = 3
    except ValueError:
        pass
    return frames, before, pos == len(raw)


def _frame(before: bytes, *parts: bytes) -> bytes | None:
    """One part of a replay entry as :func:`_frames` reads it, sealed on ``before``."""
    tag = seal(before, *parts)
    if tag is None:
        return None
    *lines, payload = parts
    return b"\n".join((tag.hex().encode(), *lines, str(len(payload)).encode(), payload))


def cached_replay(home: Home, path: Path, data: bytes) -> Kept | None:
    """The entry of this journal's exact bytes, or None."""
    target = _entry(home, path, "replay")
    raw, identity = _read_with_identity(target)
    if raw is None or not raw.startswith(MAGIC + b"\n"):
        return None
    wanted = journal_key(path, data).encode()
    try:
        frames, last_seal, whole = _frames(raw[len(MAGIC) + 1 :])
        keys = [frame[0] for frame in frames]
        if wanted not in keys:
            return None
        import pickle

        _, context, payload = frames[0]
        journal, replay, ruleset = pickle.loads(payload)
        if ruleset is not None and not _is_kept_ruleset(*ruleset):
            return None
        lines = list(replay.lines)
        upto = keys.index(wanted)
        for _, payload in frames[1 : upto + 1]:
            record, after, same_ctx = pickle.loads(payload)
            replay = after._replace(game_ctx=replay.game_ctx) if same_ctx else after
            journal = journal.appended(record)
            lines.extend(replay.lines)
        kept = Kept(context.decode(), journal, replay._replace(lines=tuple(lines)), ruleset)
        # Only an entry read to its end is appended to: a damaged tail is written anew.
        kept.last = upto == len(frames) - 1 and whole
        kept.hands = len(frames) - 1
        kept.identity = identity
        kept.seal = last_seal
        return kept
    except Exception:  # a damaged entry is no entry
        return None


def _proxy(mapping: dict[Any, Any]) -> Any:
    """A read-only mapping again (rulesets and contexts hold their options in one)."""
    from types import MappingProxyType

    return MappingProxyType(mapping)


def _pickled(value: Any) -> bytes:
    """Pickle bytes in which a named tuple is rebuilt by ``tuple.__new__`` (in C) rather
    than by its class's ``__new__`` (in Python): a replay is mostly named tuples, and
    reading it back takes half the time."""
    import io
    import pickle

    class Pickler(pickle.Pickler):
        def reducer_override(self, obj: Any) -> Any:
            kind = type(obj)
            if kind.__name__ == "mappingproxy":
                return _proxy, (dict(obj),)
            if isinstance(obj, tuple) and hasattr(kind, "_fields") and not hasattr(obj, "__dict__"):
                return tuple.__new__, (kind, tuple(obj))
            return NotImplemented

    out = io.BytesIO()
    Pickler(out, protocol=pickle.HIGHEST_PROTOCOL).dump(value)
    return out.getvalue()


def keep_replay(opened: Opened, home: Home, replay: Replay) -> None:
    """Keep a journal and its replay: one hand appended to the entry when it was played on
    from the entry's last, else the whole entry written again."""
    data = opened.file.text.encode("utf-8", "surrogatepass")
    key = journal_key(opened.file.path, data).encode()
    target = _entry(home, opened.file.path, "replay")
    previous = _loaded.pop(str(opened.file.path), None)
    try:
        if previous is not None and _append(target, previous, opened, replay, key):
            return
        payload = _pickled((opened.journal, _as_kept(replay), _ruleset_kept(opened)))
    except Exception:  # an entry that cannot be kept is only a slower next command
        return
    header = _frame(MAGIC, key, context_key(opened).encode(), payload)
    _write(target, None if header is None else MAGIC + b"\n" + header)


def _as_kept(replay: Replay) -> Replay:
    """The replay as the cache keeps it: each hand's line holds only what ``status`` and
    ``hand`` read of the hands before (its number, whether it is void, the totals after
    it); the state, standing and evening stay whole. Every other command replays the
    journal itself."""
    from scorekeep.core.game import EMPTY
    from scorekeep.core.session import HandLine

    return replay._replace(
        lines=tuple(HandLine(line.n, EMPTY, None, line.totals, line.void) for line in replay.lines)
    )


def _ruleset_kept(opened: Opened) -> tuple[str, bytes, Ruleset] | None:
    """The session's ruleset with the bytes it was built from, for the next command to take
    instead of parsing the file (it does only while the file holds the same bytes)."""
    from scorekeep.files.rulesets import loaded_bytes

    source = opened.ruleset.source
    data = loaded_bytes(source)
    return None if data is None else (source, data, opened.ruleset)


def _append(target: Path, previous: Kept, opened: Opened, replay: Replay, key: bytes) -> bool:
    """Append the one new hand, when the journal and replay are the entry's last with that
    hand played on (the very same records and lines before it) and the entry file is the
    one they were read from; whether it was appended."""
    before, after = previous.replay.lines, replay.lines
    records, new_records = previous.journal.records, opened.journal.records
    if not (
        previous.last
        and previous.hands < MAX_APPENDED
        and len(after) == len(before) + 1
        and len(new_records) == len(records) + 1
        and (not before or after[-2] is before[-1])
        and (not records or new_records[-2] is records[-1])
        and previous.context == context_key(opened)
    ):
        return False
    # The game's context (with its ruleset) is most of a replay's bytes: a hand of the same
    # game takes it from the hand before.
    same_ctx = replay.game_ctx is previous.replay.game_ctx
    last = replay._replace(lines=after[-1:], game_ctx=None if same_ctx else replay.game_ctx)
    part = _frame(previous.seal, key, _pickled((new_records[-1], _as_kept(last), same_ctx)))
    if part is None:
        return False
    try:
        with open(target, "ab") as file:
            info = os.fstat(file.fileno())
            if (info.st_ino, info.st_size, info.st_mtime_ns) != previous.identity:
                return False
            file.write(b"\n" + part)
    except OSError:
        return False
    return True


_loaded: dict[str, Kept] = {}
"""The entry each journal's replay was taken from in this process, for :func:`_append`."""


def opened_with_replay(home: Home, path: Path, data: bytes) -> tuple[Opened, Replay, bool]:
    """The session at ``path`` and its replay: kept ones when the entry matches (the parsed
    journal is handed to :func:`scorekeep.files.journal.load`), else computed; and whether
    they were computed."""
    from scorekeep.cli.services import open_path
    from scorekeep.files import journal as journal_file

    kept = cached_replay(home, path, data)
    if kept is not None:
        journal_file.remember(path, data.decode("utf-8"), kept.journal)
        if kept.ruleset is not None:
            from scorekeep.files.rulesets import remember

            remember(*kept.ruleset)
    try:
        opened = open_path(home, path)
    finally:
        journal_file.forget()
    if kept is not None and kept.journal is opened.journal and kept.context == context_key(opened):
        _loaded[str(path)] = kept
        return opened, kept.replay, False
    return opened, opened.replay(), True


# ---------------------------------------------------------------- rulesets


def _is_kept_ruleset(path: Any, data: Any, ruleset: Any) -> bool:
    """What an entry holds for a ruleset is its path, bytes and built ruleset."""
    from scorekeep.core.ruleset import Ruleset

    return isinstance(path, str) and isinstance(data, bytes) and isinstance(ruleset, Ruleset)


def with_kept_rulesets(home: Home, answer: Callable[[], str]) -> str:
    """``answer()`` with the rulesets the cache keeps handed to the ruleset loader (each is
    taken only while its file holds the bytes it was built from), then the rulesets it
    loaded kept for the next command; ``judge`` answers without parsing its ruleset."""
    from scorekeep.files import rulesets

    target = folder() / "rulesets"
    stamp = digest(MAGIC, *code_stamp()).encode()
    kept: dict[str, tuple[bytes, Ruleset]] = {}
    raw = _unsealed(_read(target))
    if raw is not None and raw.startswith(stamp + b"\n"):
        try:
            import pickle

            kept = {
                path: (data, ruleset)
                for path, (data, ruleset) in pickle.loads(raw[len(stamp) + 1 :]).items()
                if _is_kept_ruleset(path, data, ruleset)
            }
        except Exception:  # a damaged entry is no entry
            kept = {}
    for path, (data, ruleset) in kept.items():
        rulesets.remember(path, data, ruleset)
    text = answer()
    now = rulesets.loaded()
    if all(kept.get(path, (None,))[0] == data for path, (data, _built) in now.items()):
        return text
    try:
        payload = _pickled({**kept, **now})
    except Exception:  # an entry that cannot be kept is only a slower next command
        return text
    _write(target, _sealed(stamp + b"\n" + payload))
    return text


# ---------------------------------------------------------------- the two commands


def status_answer(home: Home, session: str | None, fmt: str, lang: str | None) -> str:
    """``scorekeep status`` as :func:`scorekeep.cli.views.status_answer` gives it."""
    from scorekeep.cli.views import check_format
    from scorekeep.files.session_path import session_path

    check_format(fmt, ("text", "json"))
    path = session_path(home, session)
    try:
        data = read_journal(path)[0]
        key = status_key(home, path, data, fmt, lang)
    except (OSError, ValueError):
        key = ""
    if key:
        text = cached_status(home, path, key, fmt)
        if text is not None:
            return text
        opened, replay, computed = opened_with_replay(home, path, data)
        text = _status_text(opened, replay, fmt)
        if computed:
            keep_replay(opened, home, replay)
        keep_status(home, key, fmt, data, opened, text)
        return text
    from scorekeep.cli.services import open_path

    opened = open_path(home, path)
    return _status_text(opened, opened.replay(), fmt)


def _status_text(opened: Opened, replay: Replay, fmt: str) -> str:
    from scorekeep.cli.views import as_json, status_text
    from scorekeep.render.report import status_data

    data = status_data(opened.journal.header, replay)
    return as_json(data) if fmt == "json" else status_text(data)


def known(home: Home, session: str | None) -> tuple[Known | None, str | None]:
    """The session as ``hand`` finds it, with its replay (kept or computed), so the new hand
    is played on from it, and the session named by its path (``current`` is read once);
    None and the session as given when anything is amiss (the command then finds it itself
    and says what is wrong)."""
    from scorekeep.cli.services import Known
    from scorekeep.core.errors import ScorekeepError
    from scorekeep.files.session_path import session_path

    try:
        path = session_path(home, session)
    except ScorekeepError:
        return None, session
    try:
        data, stamp = read_journal(path)
        opened, replay, _ = opened_with_replay(home, path, data)
    except (ScorekeepError, OSError, ValueError):
        return None, str(path)
    return Known(stamp, opened, replay), str(path)


def keep_hand_replay(home: Home) -> Callable[[Known], None]:
    """What ``hand`` calls with the session it wrote, while the journal is locked: its
    replay is kept for the next command."""

    def keep(written: Known) -> None:
        try:
            keep_replay(written.opened, home, written.result)
        except Exception:  # the hand is written: keeping it for later must not fail it
            return

    return keep


def keep_hand_status(home: Home, lang: str | None, done: Recorded, status: dict[str, Any]) -> None:
    """Keep the text ``status`` will give after a hand, from the status the hand has just
    shown (it is the same session: the entry is keyed on the journal's bytes). Only a hand
    answered in text keeps it: JSON is answered in English whatever the table's language."""
    from scorekeep.cli.views import status_text

    opened = done.opened
    try:
        data = opened.file.text.encode("utf-8", "surrogatepass")
        key = status_key(home, opened.file.path, data, "text", lang)
        keep_status(home, key, "text", data, opened, status_text(status))
    except Exception:  # the hand is written: keeping it for later must not fail it
        return
