"""The evening's sheet, assembled once for every front end: ``sheet`` (one session or
several), ``example`` (a bundled evening copied into the sessions) and the live board
(the status in its parts, the sheet and the game's own tables of one journal, as data)."""

from __future__ import annotations

from scorekeep.core.record import NamedTuple

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Iterator, Sequence
    from pathlib import Path
    from typing import Any

    from scorekeep.app.club import TableRound
    from scorekeep.app.session import Held, Opened
    from scorekeep.core.game import Field
    from scorekeep.core.session import Replay
    from scorekeep.files.home import Home
    from scorekeep.render.hooks import LiveParts, StatusParts


PRINTED = ("html", "pdf")
"""The formats of the printable page, whose sheets carry the printed header and history."""


def sheet_of(opened: Opened, replay: Replay, printed: bool = False) -> dict[str, Any]:
    """One session's sheet data; a printed sheet also gets its header and history extras."""
    from scorekeep.render.report import sheet_data

    journal = opened.journal
    data = sheet_data(journal.header, replay, opened.engine, opened.ctx, journal.records)
    if printed:
        from scorekeep.render.html import sheet_extras

        data.update(sheet_extras(journal, opened.engine, opened.ctx))
    return data


def sheet_sessions(h: Home, names: Sequence[str], all_today: bool = False) -> list[str | None]:
    """The sessions named (``-s``), then those started today; the current one if none."""
    from scorekeep.app.session import now
    from scorekeep.app.sessions import started_today
    from scorekeep.core.errors import Rejected
    from scorekeep.i18n import _

    chosen: list[str | None] = list(dict.fromkeys(names))
    if all_today:
        started = started_today(h)
        if not started:
            raise Rejected(
                _("no session was started today ({today}); name one with -s").format(
                    today=now()[:10]
                )
            )
        chosen += [n for n in started if n not in chosen]
    return chosen or [None]


def sheets(h: Home, names: Sequence[str | None], printed: bool = False) -> list[dict[str, Any]]:
    """The sheet data of each session named (None: the current one)."""
    from scorekeep.app.session import open_session

    found = []
    for name in names:
        opened = open_session(h, name)
        found.append(sheet_of(opened, opened.replay(), printed))
    return found


def sheet_text(sheets: Sequence[dict[str, Any]], fmt: str) -> str:
    """The sheets as ``sheet`` prints them: text, Markdown, CSV or JSON, or the printable
    HTML page (``html``, what ``pdf`` prints)."""
    return "".join(sheet_stream(sheets, fmt))


def sheet_stream(sheets: Sequence[dict[str, Any]], fmt: str) -> Iterator[str]:
    """:func:`sheet_text` a piece at a time (a rubber or game at a time), to be written as
    it comes: a long evening's sheet is never held whole."""
    from scorekeep import games

    if fmt in PRINTED:
        from scorekeep.render.html import document_pieces

        yield from document_pieces(list(sheets), games.printed_sheet)
        return
    from scorekeep.render.sheets import scored_pieces, sheet_pieces

    for index, d in enumerate(sheets):
        if index:
            yield "\n\n"
        own = games.text_sheet(str(d["game"]))
        yield from scored_pieces(sheet_pieces(d, fmt, own, games.printed_sheet), d, fmt)


def sheet_volumes(sheets: Sequence[dict[str, Any]]) -> Iterator[list[str]]:
    """The printable page of the sheets as the PDF prints it: complete documents of a few
    dozen pages each, in order (one when the sheet is short)."""
    from scorekeep import games
    from scorekeep.render.html.volumes import document_volumes

    return document_volumes(list(sheets), games.printed_sheet)


def example(h: Home, game: str, fmt: str) -> tuple[str, str]:
    """Copy the game's bundled example evening into the sessions (``example-<game>``); its
    sheet in ``fmt`` and the session's name."""
    from scorekeep import games
    from scorekeep.app.session import open_session
    from scorekeep.core.errors import Rejected
    from scorekeep.files.atomic import write_atomic
    from scorekeep.i18n import _
    from scorekeep.render.sheets import render_sheet

    name = games.game(game).name
    source = games.example_path(name)
    if source is None or not source.is_file():
        raise Rejected(
            _("there is no bundled example for {game} yet").format(game=name), field="GAME"
        )
    target = h.sessions / f"example-{name}.toml"
    write_atomic(target, source.read_text(encoding="utf-8"))
    opened = open_session(h, str(target))
    data = sheet_of(opened, opened.replay())
    own = games.text_sheet(opened.engine.name)
    return render_sheet(data, fmt, own, games.printed_sheet), f"example-{name}"


class Board(NamedTuple):
    """One journal as the live board shows it, in the session's language: the status
    (``status --format json``'s data) and the printed sheet's data from one replay, the
    status in the parts ``status`` prints, the game's own tables where it has them, the
    fields a writer's phone enters a hand with, and whether the session is closed."""

    name: str
    """The journal's file name without ``.toml``."""
    language: str
    status: dict[str, Any]
    sheet: dict[str, Any]
    parts: StatusParts
    live: LiveParts | None
    totals: str
    """``totals: NS 120, EW 90``, as a write's quiet answer ends."""
    fields: tuple[Field, ...]
    closed: bool
    rounds: Sequence[Sequence[TableRound]] = ()
    """A duplicate evening's movement round by round (nothing without a movement)."""


def board(h: Home, path: Path, held: Held | None = None) -> Board:
    """The journal at ``path`` opened as every command opens it (in its own language, not
    the one chosen at start), replayed once, as the live board shows it; ``held``: the
    session as a server keeps it, reused while the file is unchanged."""
    from scorekeep import games
    from scorekeep.app.answers import totals_line
    from scorekeep.app.club import board_rounds
    from scorekeep.app.session import open_path
    from scorekeep.i18n import language, set_language
    from scorekeep.render.report import status_data
    from scorekeep.render.text import status_parts

    set_language(None)
    if held is None:
        opened = open_path(h, path)
        replay = opened.replay()
    else:
        kept = held.session()
        opened, replay = kept.opened, kept.result
    status = status_data(opened.journal.header, replay)
    sheet = sheet_of(opened, replay, printed=True)
    own = games.text_sheet(opened.engine.name)
    return Board(
        path.stem,
        language(),
        status,
        sheet,
        (own.status_parts or status_parts)(status),
        own.live(status, sheet) if own.live else None,
        totals_line(status),
        tuple(opened.engine.hand_fields),
        replay.closed,
        board_rounds(opened, replay),
    )


def served(h: Home, session: str | None) -> Path:
    """The journal ``serve`` follows (the current session without ``-s``), opened and
    replayed once so that one that cannot be read is refused before the board listens."""
    from scorekeep.app.session import open_path
    from scorekeep.files.journal import session_path

    chosen = session_path(h, session)
    open_path(h, chosen).replay()
    return chosen
