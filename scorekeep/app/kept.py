"""The seam around open + replay where the start-up path (:mod:`scorekeep.cli.fast`) takes
what the cache kept, so that ``status`` and ``hand`` on a long evening do not read and replay
every hand again; :mod:`scorekeep.files.cache` stores and seals the entries.

Two kinds of entry, one of each per journal:

- the text ``status`` printed (one file per format), found by everything that decides it
  before anything is read: the code, the journal's absolute path and exact bytes, the
  language asked for and the environment's, the format, ``HOME`` (a ruleset named by its
  path) and which rulesets the home folder holds; the entry names the ruleset file the
  answer read (as the journal names it) and the digest of its bytes, checked again at every
  use, so the folder a command runs in is no part of the key: a ruleset named by a relative
  path is read again from where the command runs, and serves only with the same bytes;
- the parsed journal and its replay, found by the code, the journal's path and exact bytes,
  and kept only while the context the engine played in (ruleset, card values, options,
  table) and the languages of its cards and its messages are the same. On an evening of
  several rubbers or games, the finished ones (their records, lines and results) are kept
  apart in a ``past`` file the entry names (:class:`Past`), sealed as every entry is: a
  hand typed between hands reads the game in progress, the evening's totals and the table
  ``status`` draws of the finished ones, and holds stand-ins for the rest; whatever reads
  them (JSON, ``--verbose``, a game just over, ``status`` with nothing kept) reads them
  back in first, or replays the journal when that file is not the entry's own.

The engines are pure, so the same inputs give the same answer. What an entry holds is handed
to the loaders as arguments (the parsed journal to :func:`scorekeep.app.session.open_path`,
the built ruleset through :attr:`scorekeep.files.home.Home.built`). ``hand`` plays the new
hand on from the kept replay, as ``scorekeep table`` plays on from the replay it holds, and
appends that one hand to the entry, sealed on the seal before it; any other change writes the
entry whole. Only the start-up path uses the cache: the full command line always replays,
and the tests compare the two.
"""

from __future__ import annotations

import functools
import os

from scorekeep.core.errors import ScorekeepError
from scorekeep.core.record import NamedTuple
from scorekeep.files import cache as store
from scorekeep.files.safe_read import read_regular

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable, Iterator
    from pathlib import Path
    from typing import Any, BinaryIO

    from scorekeep.app.session import Known, Opened, Recorded
    from scorekeep.core.ruleset import Ruleset
    from scorekeep.core.session import Finished, HandLine, Journal, Record, Replay
    from scorekeep.files.home import Home
    from scorekeep.render.report import Summary


# ---------------------------------------------------------------- status text


def status_key(home: Home, path: Path | str, data: bytes, fmt: str, lang: str | None) -> str:
    """Everything that decides ``status``'s answer before the journal is read (the test
    holds this list complete: changing any input changes the key)."""
    from scorekeep.i18n import from_environment

    return store.digest(
        store.code_digest(),
        os.environ.get("HOME", ""),
        store.where(home.where),
        store.journal_key(path, data),
        fmt,
        lang or "",
        from_environment(),
        *store.listing(os.path.join(home.where, "rulesets")),
    )


def cached_status(home: Home, path: Path | str, key: str, fmt: str) -> str | None:
    """The kept answer, when its key and the bytes of the ruleset it read still match."""
    raw = store.unsealed(store.read(store.entry_name(path, fmt)))
    if raw is None:
        return None
    try:
        magic, kept, ruleset_digest, ruleset_path, size, text = raw.split(b"\n", 5)
        if magic != store.MAGIC or kept.decode() != key or int(size) != len(text):
            return None
        ruleset = os.fsdecode(bytes.fromhex(ruleset_path.decode()))
        if store.digest(read_regular(ruleset)) != ruleset_digest.decode():
            return None
        return text.decode("utf-8", "surrogatepass")
    except (OSError, ValueError, ScorekeepError):
        return None


def keep_status(home: Home, key: str, fmt: str, data: bytes, opened: Opened, text: str) -> None:
    """Keep an answer, when the journal and ruleset it was computed from are the bytes on
    disk now (another terminal may have written either meanwhile). Both are encoded a piece
    at a time: a long evening's journal and JSON answer are tens of megabytes."""
    if not _encodes_to(opened.file.text, data):
        return
    ruleset = opened.ruleset.source
    try:
        ruleset_data = read_regular(ruleset)
    except (OSError, ScorekeepError):
        return
    if ruleset_data != home.built.get(opened.ruleset.source, (None,))[0]:
        return
    head = b"\n".join(
        (
            store.MAGIC,
            key.encode(),
            store.digest(ruleset_data).encode(),
            os.fsencode(ruleset).hex().encode(),
            str(sum(map(len, _encoded(text)))).encode(),
            b"",
        )
    )

    def entry(file: BinaryIO) -> None:
        file.write(head)
        for piece in _encoded(text):
            file.write(piece)

    store.write_sealed_stream(store.entry_name(opened.file.path, fmt), entry)


TEXT_PIECE = 1 << 20
"""Characters of a text encoded at once."""


def _encoded(text: str) -> Iterator[bytes]:
    """``text.encode("utf-8", "surrogatepass")`` in pieces (each surrogate is encoded on its
    own, so a piece's edge cannot change the bytes)."""
    from scorekeep.render.safe import pieces

    for piece in pieces(text, TEXT_PIECE):
        yield piece.encode("utf-8", "surrogatepass")


def _encodes_to(text: str, data: bytes) -> bool:
    """Whether ``text`` encodes to ``data``."""
    view, at = memoryview(data), 0
    for piece in _encoded(text):
        if view[at : at + len(piece)] != piece:
            return False
        at += len(piece)
    return at == len(data)


# ---------------------------------------------------------------- replay


def context_key(opened: Opened) -> str:
    """What a replay follows from besides the journal: the ruleset, card values, options and
    table the engine plays with, the language its cards are read in and the language its
    notes are written in (English for JSON, whatever the table's)."""
    from scorekeep.i18n import language, message_language

    return store.digest(repr(opened.ctx), language(), message_language())


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
        self.past: Past | None = None
        """What of the finished rubbers or games the entry keeps apart (:class:`Past`):
        while it is not read, the journal and replay hold stand-ins for them."""
        self.path: Path | str = ""


class Past(NamedTuple):
    """The finished rubbers or games of a kept replay, kept apart from what the next hand
    needs (the game in progress, the last live hand and the evening's totals): their
    records, their hands' lines and their results are in the entry's ``past`` file, named by
    ``id``, and read only when something asks for them (the evening's JSON, ``--verbose``,
    a game just over). What a hand needs of them is here: each record's action (the hands
    are counted), whether each hand was void (the hands are counted), how many results, the
    summary of the evening's results and the table ``status`` draws of them."""

    id: str
    actions: tuple[str, ...]
    voids: bytes
    games: int
    evening: int
    """How many results the evening had when the entry was written whole: the summary and
    the table are of those."""
    won: dict[str, int]
    totals: dict[str, int]
    table: str


_RECORD_STAND_INS: dict[str, Record] = {}


def _record_stand_in(action: str) -> Record:
    found = _RECORD_STAND_INS.get(action)
    if found is None:
        from scorekeep.core.session import Record

        found = _RECORD_STAND_INS[action] = Record(action, 0)
    return found


@functools.cache
def _stand_ins() -> tuple[tuple[HandLine, HandLine], Finished]:
    """The stand-ins of a live and a void hand's line, and of a finished game's result."""
    from scorekeep.core.game import EMPTY, Standing, Table
    from scorekeep.core.session import Finished, HandLine

    lines = (HandLine(0, EMPTY, None, EMPTY), HandLine(0, EMPTY, None, EMPTY, True))
    return lines, Finished(0, 0, 0, Standing(EMPTY), Table(()))


def _is_stand_in(record: Record) -> bool:
    return any(record is stand_in for stand_in in _RECORD_STAND_INS.values())


def _split(
    journal: Journal, replay: Replay
) -> tuple[Journal, Replay, Past, tuple[Any, ...]] | None:
    """The journal and (kept) replay without their finished rubbers or games, what a hand
    needs of those, and those themselves; None when there is nothing to keep apart. The
    last finished one stays (the game in progress counts its hands from it), and so does
    every record from the last live hand on (a repeat is told from it)."""
    from scorekeep.core.session import last_live_hand
    from scorekeep.render.report import finished_summary
    from scorekeep.render.text import finished_table

    games = len(replay.evening) - 1
    if games < 1:
        return None
    since = replay.evening[-1].last
    lines = replay.lines
    cut_lines = 0
    while cut_lines < len(lines) - 1 and lines[cut_lines].n <= since:
        cut_lines += 1
    records = journal.records
    live = last_live_hand(journal)
    cut = 0
    if live is not None:
        cut = len(records) - 1
        while cut > 0 and not (records[cut].action == "hand" and records[cut].target == live[0]):
            cut -= 1
    finished, won, totals = finished_summary(replay.evening)
    past = Past(
        os.urandom(16).hex(),
        tuple(record.action for record in records[:cut]),
        bytes(line.void for line in lines[:cut_lines]),
        games,
        len(replay.evening),
        won,
        totals,
        finished_table(finished),
    )
    recent = replay._replace(lines=lines[cut_lines:], evening=replay.evening[games:])
    return (
        journal._replace(records=records[cut:]),
        recent,
        past,
        (records[:cut], lines[:cut_lines], replay.evening[:games]),
    )


def _joined(journal: Journal, replay: Replay, past: Past) -> tuple[Journal, Replay]:
    """The journal and replay of an entry with stand-ins for what it keeps apart."""
    line_stand_ins, game_stand_in = _stand_ins()
    records = tuple(map(_record_stand_in, past.actions))
    lines = tuple(map(line_stand_ins.__getitem__, past.voids))
    return (
        journal._replace(records=records + journal.records),
        replay._replace(
            lines=lines + replay.lines, evening=(game_stand_in,) * past.games + replay.evening
        ),
    )


def _stands_in(journal: Journal, replay: Replay, past: Past) -> bool:
    """Whether the journal and replay hold the stand-ins of ``past`` (they were played on
    from an entry that keeps it apart) and the very ones it keeps apart."""
    line_stand_ins, game_stand_in = _stand_ins()
    cut, cut_lines = len(past.actions), len(past.voids)
    records, lines, evening = journal.records, replay.lines, replay.evening
    return (
        len(records) > cut
        and len(lines) > cut_lines
        and len(evening) > past.games
        and (not cut or records[cut - 1] is _record_stand_in(past.actions[-1]))
        and (not cut or not _is_stand_in(records[cut]))
        and (not cut_lines or any(lines[cut_lines - 1] is line for line in line_stand_ins))
        and not any(lines[cut_lines] is line for line in line_stand_ins)
        and evening[past.games - 1] is game_stand_in
        and evening[past.games] is not game_stand_in
    )


def past_of(kept: Kept) -> tuple[Any, ...] | None:
    """What ``kept`` keeps apart: the records, lines and results of the finished rubbers or
    games, read from its ``past`` file when that is the one it names (else None)."""
    past = kept.past
    if past is None:
        return None
    raw = store.unsealed(store.read(store.entry_name(kept.path, "past")))
    head = store.MAGIC + b"\n" + past.id.encode() + b"\n"
    if raw is None or not raw.startswith(head):
        return None
    try:
        records, lines, evening = parts = store.unpickled_pieces(raw[len(head) :])
    except Exception:  # a damaged entry is no entry
        return None
    if not all(isinstance(part, tuple) for part in parts) or (
        len(records),
        len(lines),
        len(evening),
    ) != (len(past.actions), len(past.voids), past.games):
        return None
    return (records, lines, evening)


def whole(kept: Kept) -> bool:
    """Read what ``kept`` keeps apart into its journal and replay; whether it could be."""
    if kept.past is None:
        return True
    parts = past_of(kept)
    if parts is None:
        return False
    records, lines, evening = parts
    past, journal, replay = kept.past, kept.journal, kept.replay
    kept.journal = journal._replace(records=records + journal.records[len(past.actions) :])
    kept.replay = replay._replace(
        lines=lines + replay.lines[len(past.voids) :],
        evening=evening + replay.evening[past.games :],
    )
    kept.past = None
    return True


def finished_kept(kept: Kept | None, replay: Replay) -> Summary | None:
    """The summary of the evening's results that ``kept`` holds, for ``replay`` played on
    from it, when it holds stand-ins for them (else None: the replay holds them)."""
    past = kept.past if kept is not None else None
    if past is None or len(replay.evening) != past.evening:
        return None
    if replay.evening[past.games - 1] is not _stand_ins()[1]:
        return None
    return [], past.won, past.totals


def with_past(replay: Replay, kept: Kept) -> Replay | None:
    """A replay played on from ``kept`` with the results it keeps apart read back in."""
    parts = past_of(kept)
    if parts is None or kept.past is None:
        return None
    return replay._replace(evening=parts[2] + replay.evening[kept.past.games :])


MAX_APPENDED = 64
"""Hands appended to an entry before the next one writes it whole again."""


def cached_replay(home: Home, path: Path | str, data: bytes) -> Kept | None:
    """The entry of this journal's exact bytes, or None."""
    target = store.entry_name(path, "replay")
    raw, identity = store.read_with_identity(target)
    if raw is None or not raw.startswith(store.MAGIC + b"\n"):
        return None
    wanted = store.journal_key(path, data).encode()
    try:
        frames, last_seal, whole = store.frames(raw[len(store.MAGIC) + 1 :])
        keys = [frame[0] for frame in frames]
        if wanted not in keys:
            return None
        _, context, payload = frames[0]
        journal, replay, ruleset, past = store.unpickled(payload)
        if ruleset is not None and not _is_kept_ruleset(*ruleset):
            return None
        if past is not None:
            journal, replay = _joined(journal, replay, past)
        lines = list(replay.lines)
        upto = keys.index(wanted)
        game_ctx, evening = replay.game_ctx, list(replay.evening)
        for _, payload in frames[1 : upto + 1]:
            record, after, new_ctx, finished = store.unpickled(payload)
            journal = journal.appended(record)
            lines.extend(after.lines)
            game_ctx = game_ctx if new_ctx is None else new_ctx
            evening.extend(finished)
            replay = after
        replay = replay._replace(lines=tuple(lines), game_ctx=game_ctx, evening=tuple(evening))
        kept = Kept(context.decode(), journal, replay, ruleset)
        kept.past, kept.path = past, path
        # Only an entry read to its end is appended to: a damaged tail is written anew.
        kept.last = upto == len(frames) - 1 and whole
        kept.hands = len(frames) - 1
        kept.identity = identity
        kept.seal = last_seal
        return kept
    except Exception:  # a damaged entry is no entry
        return None


def keep_replay(
    opened: Opened,
    home: Home,
    replay: Replay,
    previous: Kept | None = None,
    data: bytes | None = None,
) -> None:
    """Keep a journal and its replay: one hand appended to the entry it was played on from
    (``previous``) when that was the entry's last, else the whole entry written again.
    ``data``: the journal's bytes, when the caller holds them (else they are its text's)."""
    if data is None:
        data = opened.file.text.encode("utf-8", "surrogatepass")
    key = store.journal_key(opened.file.path, data).encode()
    target = store.entry_name(opened.file.path, "replay")
    try:
        if previous is not None and _append(target, previous, opened, replay, key):
            return
        journal, kept_replay = opened.journal, _as_kept(replay)
        ruleset = _ruleset_kept(home, opened)
        past = None if previous is None else previous.past
        if past is not None and _stands_in(journal, replay, past):
            journal = journal._replace(records=journal.records[len(past.actions) :])
            kept_replay = kept_replay._replace(
                lines=kept_replay.lines[len(past.voids) :],
                evening=kept_replay.evening[past.games :],
            )
        else:
            if _stands_in_anything(journal, replay):
                return  # stand-ins whose past is not at hand are never written
            split = _split(journal, kept_replay)
            past = None
            if split is not None:
                journal, kept_replay, past, apart = split
                from scorekeep.render.report import forget_finished_summary

                forget_finished_summary()
                if store.secret() is None:
                    return
                head = store.MAGIC + b"\n" + past.id.encode() + b"\n"
                store.write_sealed_pieces(store.entry_name(opened.file.path, "past"), head, apart)
        payload = store.pickled((journal, kept_replay, ruleset, past))
    except Exception:  # an entry that cannot be kept is only a slower next command
        return
    header = store.frame(store.MAGIC, key, context_key(opened).encode(), payload)
    store.write(target, None if header is None else store.MAGIC + b"\n" + header)


def _stands_in_anything(journal: Journal, replay: Replay) -> bool:
    line_stand_ins, game_stand_in = _stand_ins()
    records, lines, evening = journal.records, replay.lines, replay.evening
    return bool(
        (records and _is_stand_in(records[0]))
        or (lines and any(lines[0] is line for line in line_stand_ins))
        or (evening and evening[0] is game_stand_in)
    )


def _as_kept(replay: Replay) -> Replay:
    """The replay as the cache keeps it: each hand's line holds only what ``status`` and
    ``hand`` read of the hands before (its number, whether it is void, and the totals after
    it where the progress of the game in progress or the next hand reads them); the state,
    standing and evening stay whole. Every other command replays the journal itself."""
    from scorekeep.core.game import CROWD, EMPTY
    from scorekeep.core.session import HandLine

    lines = replay.lines
    if lines and len(lines[-1].totals) > CROWD:  # no progress is shown: the last totals do
        return replay._replace(
            lines=(
                *(HandLine(line.n, EMPTY, None, EMPTY, line.void) for line in lines[:-1]),
                HandLine(lines[-1].n, EMPTY, None, lines[-1].totals, lines[-1].void),
            )
        )
    since = replay.evening[-1].last if replay.evening else 0
    kept = [HandLine(line.n, EMPTY, None, line.totals, line.void) for line in lines]
    for i, line in enumerate(lines[:-1]):
        if line.n > since:
            break
        kept[i] = HandLine(line.n, EMPTY, None, EMPTY, line.void)
    return replay._replace(lines=tuple(kept))


def _ruleset_kept(home: Home, opened: Opened) -> tuple[str, bytes, Ruleset] | None:
    """The session's ruleset with the bytes it was built from, for the next command to take
    instead of parsing the file (it does only while the file holds the same bytes)."""
    source = opened.ruleset.source
    built = home.built.get(source)
    return None if built is None else (source, built[0], opened.ruleset)


def _append(target: str, previous: Kept, opened: Opened, replay: Replay, key: bytes) -> bool:
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
    # The game's context (with its ruleset) is most of a replay's bytes, then the evening's
    # finished rubbers or games: a hand of the same game takes the context from the hand
    # before, and the evening adds at most the game it finished.
    same_ctx = replay.game_ctx is previous.replay.game_ctx
    evening, known = replay.evening, previous.replay.evening
    if len(evening) < len(known) or any(a is not b for a, b in zip(evening, known, strict=False)):
        return False
    last = replay._replace(lines=after[-1:], game_ctx=None, evening=())
    new_ctx = None if same_ctx else replay.game_ctx
    payload = store.pickled((new_records[-1], _as_kept(last), new_ctx, evening[len(known) :]))
    part = store.frame(previous.seal, key, payload)
    if part is None:
        return False
    fd = store.open_to_append(target)
    if fd is None:
        return False
    try:
        info = os.fstat(fd)
        if (info.st_ino, info.st_size, info.st_mtime_ns) != previous.identity:
            return False
        from scorekeep.files.atomic import _write_all

        _write_all(fd, b"\n" + part)
    except OSError:
        return False
    finally:
        os.close(fd)
    return True


def opened_with_replay(
    home: Home, path: Path | str, data: bytes, plain_hand: bool = False
) -> tuple[Opened, Replay, Kept | None]:
    """The session at ``path`` and its replay: the kept ones when the entry matches (and the
    entry they were taken from), else computed (and None). Only a ``plain_hand`` (a hand
    answered in text, without ``--verbose``) is played on from an entry's stand-ins for the
    finished rubbers or games, while the game in progress goes on and no movement places
    the hand; anything else reads them back in first."""
    from scorekeep.app.session import open_path

    kept = cached_replay(home, path, data)
    if kept is not None and kept.past is not None:
        played_on = kept.replay
        if not (
            plain_hand
            and not played_on.closed
            and not played_on.standing.finished
            and not kept.journal.header.movement
        ) and not whole(kept):
            kept = None
    if kept is not None and kept.ruleset is not None:
        source, ruleset_data, ruleset = kept.ruleset
        home.built.setdefault(source, (ruleset_data, ruleset))
    given = None if kept is None else (data.decode("utf-8"), kept.journal)
    opened = open_path(home, path, given)
    if kept is not None and kept.journal is opened.journal and kept.context == context_key(opened):
        return opened, kept.replay, kept
    return opened, opened.replay(), None


# ---------------------------------------------------------------- rulesets


def _is_kept_ruleset(path: Any, data: Any, ruleset: Any) -> bool:
    """What an entry holds for a ruleset is its path, bytes and built ruleset."""
    from scorekeep.core.ruleset import Ruleset

    return isinstance(path, str) and isinstance(data, bytes) and isinstance(ruleset, Ruleset)


def with_kept_rulesets(home: Home, answer: Callable[[], str]) -> str:
    """``answer()`` with the rulesets the cache keeps handed to the ruleset loader (each is
    taken only while its file holds the bytes it was built from), then the rulesets it
    loaded kept for the next command; ``judge`` answers without parsing its ruleset."""
    target = os.path.join(store.folder_name(), "rulesets")
    stamp = store.code_digest().encode()
    kept: dict[str, tuple[bytes, Ruleset]] = {}
    raw = store.unsealed(store.read(target))
    if raw is not None and raw.startswith(stamp + b"\n"):
        try:
            kept = {
                path: (data, ruleset)
                for path, (data, ruleset) in store.unpickled(raw[len(stamp) + 1 :]).items()
                if _is_kept_ruleset(path, data, ruleset)
            }
        except Exception:  # a damaged entry is no entry
            kept = {}
    for path, (data, ruleset) in kept.items():
        home.built.setdefault(path, (data, ruleset))
    text = answer()
    now = dict(home.built)
    if all(kept.get(path, (None,))[0] == data for path, (data, _built) in now.items()):
        return text
    try:
        payload = store.pickled({**kept, **now})
    except Exception:  # an entry that cannot be kept is only a slower next command
        return text
    store.write(target, store.sealed(stamp + b"\n" + payload))
    return text


# ---------------------------------------------------------------- the two commands


def status_answer(home: Home, session: str | None, fmt: str, lang: str | None) -> str:
    """:func:`scorekeep.app.answers.status` with the answer or the replay the cache kept
    for the journal's exact bytes when there is one."""
    from scorekeep.app.answers import status, status_said
    from scorekeep.files.session_path import session_file, session_path

    path: Path | str | None = session_file(home, session)
    if path is None:
        path = session_path(home, session)
    try:
        data = store.read_journal(path)[0]
        key = status_key(home, path, data, fmt, lang)
    except (OSError, ValueError, ScorekeepError):  # the full path says what is wrong
        return status(home, str(path), fmt)
    text = cached_status(home, path, key, fmt)
    if text is not None:
        return text
    from pathlib import Path

    from scorekeep.render.report import status_data

    opened, replay, kept = opened_with_replay(home, Path(path), data)
    if kept is None:
        keep_replay(opened, home, replay, data=data)
    figures = status_data(opened.journal.header, replay)
    del replay, kept  # a long evening's replay is let go before its answer is written out
    text = status_said(figures, fmt)
    keep_status(home, key, fmt, data, opened, text)
    return text


def known(
    home: Home, session: str | None, plain: bool = False
) -> tuple[Known | None, str | None, Kept | None]:
    """The session as ``hand`` finds it, with its replay (kept or computed), so the new hand
    is played on from it, the session named by its path (``current`` is read once) and the
    entry the replay was taken from; None and the session as given when anything is amiss
    (the command then finds it itself and says what is wrong). ``plain``: the hand is
    answered in text, without ``--verbose`` (:func:`opened_with_replay`)."""
    from scorekeep.app.session import Known
    from scorekeep.core.errors import ScorekeepError
    from scorekeep.files.session_path import plain_session_file, session_path

    path: Path | str | None = plain_session_file(home, session)
    try:
        path = path or session_path(home, session)
    except ScorekeepError:
        return None, session, None
    try:
        data, stamp = store.read_journal(path)
        opened, replay, kept = opened_with_replay(home, path, data, plain)
    except (ScorekeepError, OSError, ValueError):
        return None, str(path), None
    if kept is None and (replay.closed or replay.standing.finished):
        # No hand is played on from it: the journal is replayed with the new hand, and a
        # long evening's replay would only be held beside that one.
        return None, str(path), None
    return Known(stamp, opened, replay), str(path), kept


def keep_hand_replay(home: Home, previous: Kept | None) -> Callable[[Known], None]:
    """What ``hand`` calls with the session it wrote, while the journal is locked: its
    replay is kept for the next command (appended to ``previous``, the entry it was played
    on from, where it can be)."""

    def keep(written: Known) -> None:
        try:
            keep_replay(written.opened, home, written.result, previous)
        except Exception:  # the hand is written: keeping it for later must not fail it
            return

    return keep


def keep_hand_status(
    home: Home,
    lang: str | None,
    done: Recorded,
    status: dict[str, Any],
    previous: Kept | None = None,
) -> None:
    """Keep the text ``status`` will give after a hand, from the status the hand has just
    shown (it is the same session: the entry is keyed on the journal's bytes). Only a hand
    answered in text keeps it: JSON is answered in English whatever the table's language.
    A hand played on from stand-ins for the evening's results (``previous``) draws them
    from the table the entry keeps, or, when the hand ended the game, reads them back in."""
    from scorekeep.app.answers import status_text, status_text_drawn

    opened = done.opened
    try:
        past = previous.past if previous is not None else None
        if finished_kept(previous, done.replay) is None or past is None:
            text = status_text(status)
        elif "over" not in status["evening"]:
            text = status_text_drawn(status, past.table)
        else:
            from scorekeep.app.answers import recorded_status

            assert previous is not None
            replay = with_past(done.replay, previous)
            if replay is None:
                return
            text = status_text(recorded_status(done._replace(replay=replay)))
        data = opened.file.text.encode("utf-8", "surrogatepass")
        key = status_key(home, opened.file.path, data, "text", lang)
        keep_status(home, key, "text", data, opened, text)
    except Exception:  # the hand is written: keeping it for later must not fail it
        return
