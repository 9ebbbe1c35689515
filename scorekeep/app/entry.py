"""Hands entered from a phone at the live board (``serve --entry``): the same ``record`` as
``hand``, ``fix`` and ``undo`` — the same validation, the same short answer, the same
question when a hand repeats the one before, the same lock — and each entry recorded once.

Every entry comes with an id the phone chose. The :class:`Ledger` keeps, per journal, the
block each id wrote and the answer it got, in a ``0600`` file of the cache folder: the block
is noted under the journal's lock *before* it is appended, so a phone that sends the same
entry again (it retried on a flaky network, or the server was stopped mid-post) gets the
stored answer, and finds its hand in the journal rather than a second copy of it.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import time
from collections.abc import Mapping
from pathlib import Path

from scorekeep.core.errors import Busy, Doubtful, ScorekeepError
from scorekeep.core.record import NamedTuple
from scorekeep.i18n import _

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from scorekeep.app.session import Opened
    from scorekeep.core.game import Engine
    from scorekeep.core.session import Record
    from scorekeep.files.home import Home

ENTRY_ID = re.compile(r"[A-Za-z0-9_-]{8,64}")
"""What a phone's entry id looks like (random letters and digits it chose)."""
KEPT_IDS = 1000
"""How many entries the ledger remembers per journal (an evening has a few hundred)."""
BUSY_TRIES = 40
BUSY_PAUSE = 0.05
ACTIONS = ("hand", "fix", "undo")


class Answer(NamedTuple):
    """What the phone shows: ``recorded`` with the short answer ``hand`` prints, ``ask``
    with the question of a hand that repeats the one before (a button confirms it), or
    ``refused`` with the one-line refusal; all in the session's language."""

    outcome: str
    text: str

    def as_dict(self) -> dict[str, str]:
        return {"outcome": self.outcome, "text": self.text}


class Ledger:
    """The entries already recorded for one journal: id → the block written and the answer.

    Kept in memory and, when ``where`` is given, in that file (``0600``, replaced whole);
    a file that cannot be read or written leaves the ledger in memory only."""

    def __init__(self, where: Path | None) -> None:
        self.where = where
        self.kept: dict[str, dict[str, Any]] = {}
        if where is not None:
            try:
                with open(where, encoding="utf-8") as file:
                    loaded = json.loads(file.read(4 * 1024 * 1024))
                if isinstance(loaded, dict):
                    self.kept = {str(k): v for k, v in loaded.items() if isinstance(v, dict)}
            except (OSError, ValueError):
                self.kept = {}

    def get(self, entry_id: str) -> dict[str, Any] | None:
        return self.kept.get(entry_id)

    def put(self, entry_id: str, value: dict[str, Any]) -> None:
        self.kept.pop(entry_id, None)
        self.kept[entry_id] = value
        while len(self.kept) > KEPT_IDS:
            self.kept.pop(next(iter(self.kept)))
        if self.where is None:
            return
        text = json.dumps(self.kept, ensure_ascii=False)
        temporary = self.where.with_name(self.where.name + f".{os.getpid()}.tmp")
        try:
            fd = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
            with os.fdopen(fd, "w", encoding="utf-8") as file:
                file.write(text)
                file.flush()
                os.fsync(file.fileno())
            os.replace(temporary, self.where)
        except OSError:
            self.where = None


def ledger_for(path: Path) -> Ledger:
    """The ledger of the journal at ``path``, in the user's cache folder when that folder
    is this user's own; in memory otherwise."""
    from scorekeep.files import cache

    folder = cache.folder() / "entries"
    try:
        folder.mkdir(mode=0o700, parents=True, exist_ok=True)
        info = folder.stat()
        if hasattr(os, "getuid") and (info.st_uid != os.getuid() or info.st_mode & 0o077):
            return Ledger(None)
    except OSError:
        return Ledger(None)
    name = hashlib.blake2b(str(path.resolve()).encode("utf-8", "surrogateescape")).hexdigest()
    return Ledger(folder / f"{name[:32]}.json")


class _Written(Exception):
    """The entry's block is in the journal already (sent before, answered or not)."""

    def __init__(self, opened: Opened) -> None:
        super().__init__("written")
        self.opened = opened


def form_words(engine: Engine, form: Mapping[str, Any]) -> list[str]:
    """The words ``hand`` would be given for a form built from the game's declared fields:
    a positional field as a word, a value as ``--option value``, pairs and lists (written
    ``A=90, B=46``) as the option repeated, a ticked flag as the option alone."""
    words: list[str] = []
    for field in engine.hand_fields:
        value = form.get(field.key)
        if value is None or value is False:
            continue
        text = str(value).strip() if not isinstance(value, bool) else ""
        if field.kind == "flag":
            words.append(field.option)
        elif not text:
            continue
        elif field.kind == "positional":
            words.append(text)
        elif field.kind in ("pairs", "many"):
            splitter = r"[,;\n]+" if field.kind == "many" else r"[,;\s]+"
            for part in re.split(splitter, text):
                if part.strip():
                    words += [field.option, part.strip()]
        else:
            words += [field.option, text]
    return words


def line_words(line: str) -> list[str]:
    """A line typed as at ``table`` (``4S N 10``, ``fix``'s hand), split into words as a
    shell would; an unclosed quote is refused in one line."""
    import shlex

    from scorekeep.core.errors import UsageError

    if len(line) > 1024:
        raise UsageError(_("the line is too long"), field="line")
    try:
        return shlex.split(line)
    except ValueError as error:
        raise UsageError(
            _("cannot read the line: {problem}").format(problem=error), field="line"
        ) from None


def enter(
    home: Home,
    path: Path,
    ledger: Ledger,
    entry_id: str,
    sent: Mapping[str, Any],
) -> Answer:
    """Record what a phone sent, once per ``entry_id``: ``action`` ``hand`` (its ``line`` in
    the shorthand of ``table``, or the ``fields`` of the form), ``fix`` (hand ``number``
    with the corrected ``line`` or ``fields``) or ``undo`` (hand ``number``, the last live
    one without it), with the ``reason`` given; ``again`` confirms a repeated hand."""
    kept = ledger.get(entry_id)
    if kept is not None and isinstance(kept.get("answer"), dict):
        answer = kept["answer"]
        return Answer(str(answer.get("outcome", "")), str(answer.get("text", "")))
    block = str(kept.get("block", "")) if kept is not None else ""
    for _attempt in range(BUSY_TRIES - 1):
        try:
            return _record_once(home, path, ledger, entry_id, block, sent)
        except Busy:
            time.sleep(BUSY_PAUSE)
    try:
        return _record_once(home, path, ledger, entry_id, block, sent)
    except Busy as error:  # not a refusal: the page keeps the entry and sends it again
        return Answer("busy", one_line(error))


def one_line(error: Exception) -> str:
    from scorekeep.app.answers import as_problem

    problem, _prefix = as_problem(error)
    text = str(problem).strip().splitlines()
    return text[0] if text else type(error).__name__


def _record_once(
    home: Home,
    path: Path,
    ledger: Ledger,
    entry_id: str,
    block: str,
    sent: Mapping[str, Any],
) -> Answer:
    from scorekeep.app.answers import recorded_text
    from scorekeep.app.doubts import BUTTON, refuse_doubtful
    from scorekeep.app.session import record
    from scorekeep.files.journal import record_text

    again = sent.get("again") is True
    typed: list[Record] = []

    def make(opened: Opened) -> Record:
        if block and block in opened.file.text.replace("\r\n", "\n"):
            raise _Written(opened)
        typed.append(_new_record(opened, sent))
        return typed[-1]

    def doubt(opened: Opened) -> None:
        if typed and typed[-1].action == "hand" and not again:
            refuse_doubtful(opened, typed[-1].entry, confirm=BUTTON)
        # noted under the lock, before the append: a retry finds the block in the journal
        ledger.put(entry_id, {"block": record_text(typed[-1])})

    try:
        done = record(home, str(path), make, doubt=doubt)
    except _Written as written:
        answer = Answer("recorded", _already(written.opened, block))
        ledger.put(entry_id, {"block": block, "answer": answer.as_dict()})
        return answer
    except Busy:
        raise
    except Doubtful as error:
        return Answer("ask", one_line(error))
    except (ScorekeepError, OSError) as error:
        return Answer("refused", one_line(error))
    answer = Answer("recorded", recorded_text(done, "text"))
    ledger.put(entry_id, {"block": record_text(done.record), "answer": answer.as_dict()})
    return answer


def _already(opened: Opened, block: str) -> str:
    """The short answer to an entry found in the journal, as it would have been given."""
    from scorekeep.app.answers import recorded_text
    from scorekeep.app.session import Recorded
    from scorekeep.files.journal import record_text

    replay = opened.replay()
    for rec in opened.journal.records:
        if record_text(rec) == block:
            return recorded_text(Recorded(opened, rec, replay), "text")
    return recorded_text(Recorded(opened, opened.journal.records[-1], replay), "text")


def _new_record(opened: Opened, sent: Mapping[str, Any]) -> Record:
    """The record a phone's entry asks for, read as ``hand``, ``fix`` and ``undo`` read
    their words (in the session's language, which opening it chose)."""
    from scorekeep.app.session import last_live_hand, now, readable_args
    from scorekeep.core.errors import UsageError
    from scorekeep.core.inputs import read_int, utf8_text
    from scorekeep.core.session import Record
    from scorekeep.games import hand_fields

    action = str(sent.get("action", "hand"))
    if action not in ACTIONS:
        raise UsageError(_("unknown action '{action}'").format(action=action))
    given = str(sent.get("number", "") or "").strip()
    number = read_int(given, "N", low=1) if given else None
    reason = utf8_text(str(sent.get("reason", "") or ""), "--reason")
    if action == "undo":
        target = number if number is not None else last_live_hand(opened)
        return Record("void", target, reason=reason, at=now())
    if action == "fix" and number is None:
        raise UsageError(_("fix: give the hand number first"), field="N")
    line = str(sent.get("line", "") or "").strip()
    form = sent.get("fields")
    args = readable_args(
        line_words(line)
        if line or not isinstance(form, Mapping)
        else form_words(opened.engine, form)
    )
    command = "fix" if action == "fix" else "hand"
    fields = hand_fields(opened.engine, args, opened.ctx, command)
    entry = opened.engine.entry_from_fields(fields, opened.ctx)
    if number is not None and action == "fix":
        return Record("fix", number, entry, reason=reason, at=now())
    return Record("hand", opened.journal.hand_count + 1, entry, at=now())
