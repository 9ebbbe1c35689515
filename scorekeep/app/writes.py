"""Every write a front end asks for, through one call: :func:`record`.

A hand, a fix, an undo, a close, a reopen, a new seating: the front end says which
(:class:`Write`, the words as typed) and prints the answer. :func:`record` opens the session
(or plays on from what the cache or the caller kept), builds the record from the words,
appends it under the lock (:func:`scorekeep.app.session.record`) and answers with the text
the command prints and the note of what was saved, for when the printing fails. The Typer
commands, the start-up path of :mod:`scorekeep.cli.fast` and ``table`` all call it.
"""

from __future__ import annotations

from scorekeep.core.record import NamedTuple

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable, Sequence
    from typing import Any

    from scorekeep.app.kept import Kept
    from scorekeep.app.session import Known, Opened, Recorded
    from scorekeep.core.session import Record
    from scorekeep.files.home import Home
    from scorekeep.render.report import Summary


class Write(NamedTuple):
    """What a front end asks to write: ``action`` is ``hand``, ``fix``, ``void`` (undo),
    ``close``, ``reopen`` or ``seats``; ``words`` the hand's words and flags (a new
    seating's ``SEAT=NAME``s); ``target`` the hand a fix or a void is for (a void without
    one: the last live hand); ``again`` confirms a hand refused as a repeat or a slip.
    ``table``: typed at ``table``'s prompt, whose words are text already, which names its
    game itself and where a doubtful hand is confirmed by typing it again."""

    action: str
    words: tuple[str, ...] = ()
    target: int | None = None
    reason: str = ""
    again: bool = False
    table: bool = False


class Answer(NamedTuple):
    """What a write prints (``text``), what it saved (``saved``, the warning's words when the
    printing fails), the write itself and the session's status after it."""

    text: str
    saved: str
    done: Recorded
    status: dict[str, Any]


def record(
    home: Home,
    session: str | None,
    write: Write,
    fmt: str = "text",
    *,
    quiet: bool = False,
    verbose: bool = False,
    lang: str | None = None,
    cache: bool = False,
    known: Known | None = None,
    keep: Callable[[Known], None] | None = None,
    verify: bool = False,
) -> Answer:
    """Record ``write`` in the session and answer it.

    With ``cache`` (the start-up path), a new hand is played on from the replay the cache
    kept for the journal's exact bytes, and what it wrote is kept for the next command.
    ``known`` is a session as the caller last read it (``table``), ``keep`` is told what was
    written, and ``verify`` compares the file's bytes too (:func:`scorekeep.app.session.record`).
    """
    from scorekeep.app import session as opening
    from scorekeep.app.answers import check_format

    check_format(fmt, ("text", "json"))
    entry: Kept | None = None
    if cache and known is None and write.action == "hand":
        from scorekeep.app import kept

        known, session, entry = kept.known(home, session, plain=fmt == "text" and not verbose)
        keep = kept.keep_hand_replay(home, entry)
    make, doubt = _maker(write)
    done = opening.record(home, session, make, known, keep, verify=verify, doubt=doubt)
    finished = None
    if entry is not None:
        from scorekeep.app import kept

        finished = kept.finished_kept(entry, done.replay)
    answer = _answered(done, write, fmt, quiet, verbose, finished)
    if cache and write.action == "hand" and fmt == "text":
        from scorekeep.app import kept

        kept.keep_hand_status(home, lang, done, answer.status, entry)
    return answer


def _maker(
    write: Write,
) -> tuple[Callable[[Opened], Record], Callable[[Opened], None] | None]:
    """How the record is made from the session as it stands under the lock, and what may
    still refuse it once the rules allow it."""
    from scorekeep.app.session import now, readable_args
    from scorekeep.core.session import Record

    if write.action in ("hand", "fix"):
        return _hand_maker(write, list(write.words) if write.table else readable_args(write.words))
    if write.action == "void":

        def void(opened: Opened) -> Record:
            from scorekeep.app.session import last_live_hand

            target = write.target if write.target is not None else last_live_hand(opened)
            return Record("void", target, reason=write.reason, at=now())

        return void, None
    if write.action == "seats":
        return _seats_maker(write.words), None
    return lambda opened: Record(write.action, 0, reason=write.reason, at=now()), None


def _hand_maker(
    write: Write, words: Sequence[str]
) -> tuple[Callable[[Opened], Record], Callable[[Opened], None] | None]:
    """A new hand (refused as a repeat or a slip unless ``again``), or a fix of one."""
    from scorekeep.app.session import now
    from scorekeep.core.fields import UnknownOption
    from scorekeep.core.session import Record
    from scorekeep.games import hand_fields
    from scorekeep.i18n import _

    typed: list[Record] = []

    def make(opened: Opened) -> Record:
        try:
            fields = hand_fields(opened.engine, words, opened.ctx, write.action)
        except UnknownOption as e:
            if write.table or write.action != "hand":
                raise
            said = str(e).removesuffix(e.near)
            raise UnknownOption(
                _("{error}; this session plays {game}").format(error=said, game=opened.engine.name)
                + e.near
            ) from None
        entry = opened.engine.entry_from_fields(fields, opened.ctx)
        if write.action == "fix":
            assert write.target is not None
            return Record("fix", write.target, entry, reason=write.reason, at=now())
        typed.append(Record("hand", opened.journal.hand_count + 1, entry, at=now()))
        return typed[-1]

    def doubt(opened: Opened) -> None:
        from scorekeep.app.doubts import refuse_doubtful

        if not write.again:
            refuse_doubtful(opened, typed[-1].entry, "table" if write.table else "--again")

    return make, doubt if write.action == "hand" else None


def _seats_maker(words: Sequence[str]) -> Callable[[Opened], Record]:
    from scorekeep.app.session import now
    from scorekeep.core.errors import Rejected, ScorekeepError
    from scorekeep.core.session import Record
    from scorekeep.i18n import _

    def make(opened: Opened) -> Record:
        if not opened.journal.header.table.seats:
            raise Rejected(
                _("only bridge players have seats; this session plays {game}").format(
                    game=opened.engine.name
                ),
                field="seats",
            )
        try:
            table = opened.engine.seat(words, [], opened.ruleset, opened.ctx.options)
        except ScorekeepError as error:
            if error.field == "--players":  # the seating reader is new's; here it is SEATS
                error.field = "seats"
            raise
        return Record("seats", 0, dict(table.seats), at=now())

    return make


def _answered(
    done: Recorded,
    write: Write,
    fmt: str,
    quiet: bool,
    verbose: bool,
    finished: Summary | None = None,
) -> Answer:
    """The text the write prints, in the command's words; ``finished`` sums up the
    evening's results when the replay holds stand-ins for them."""
    from scorekeep.app.answers import as_json, published, recorded_status, recorded_text, saved_note
    from scorekeep.app.answers import status_text as said
    from scorekeep.i18n import _

    status = recorded_status(done, finished)
    path = done.opened.file.path
    if write.action in ("hand", "fix", "void"):
        text = recorded_text(done, fmt, quiet, status, verbose)
        return Answer(text, saved_note(done), done, status)
    if fmt == "json":
        text = as_json(published(status))
    elif write.action == "close":
        notes = done.replay.settlement.notes if done.replay.settlement else ()
        text = "\n".join([_("session closed"), *notes, "", said(status)])
    elif write.action == "reopen":
        text = _("session reopened") + "\n\n" + said(status)
    else:
        placed = ", ".join(f"{seat}={name}" for seat, name in done.record.entry.items())
        result = done.replay
        following = result.game + (1 if result.standing.finished else 0)
        text = done.opened.engine.seats_from(following, placed)
    saved = {
        "close": _("the close is recorded in {path}"),
        "reopen": _("the reopen is recorded in {path}"),
    }.get(write.action, "the new seating is recorded in {path}")
    return Answer(text, saved.format(path=path), done, status)
