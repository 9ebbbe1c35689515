"""A club evening entered at the tables (``serve --entry --club``): each table enters its
own results, the opponents confirm them, and the director fixes what went wrong.

A table's result is first written as a ``pending`` block (the table, the side that entered
it, its entry id and the hand's entry as ``hand`` would write it); the replay passes over
it, so ``status``, ``sheet`` and ``export`` never see it. The opponents' confirmation writes
the ``hand`` itself, through the same ``record`` as every other write. What is pending is
read back from the journal alone (a pending block not followed by a hand of its table,
round and board), so a server stopped at any moment loses nothing and a confirmed board is
never asked again.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from scorekeep.core.errors import Busy, Rejected, ScorekeepError
from scorekeep.core.record import NamedTuple
from scorekeep.i18n import _

TYPE_CHECKING = False
if TYPE_CHECKING:
    from pathlib import Path
    from typing import Any

    from scorekeep.app.session import Held, Opened, Recorded
    from scorekeep.core.session import Header, Journal, Record, Replay
    from scorekeep.files.home import Home

SIDES = ("NS", "EW")
RESULT_FIELDS = ("contract", "by", "result")
FORM_FIELDS = (*RESULT_FIELDS, "lead")
"""What a card's form sends of a result: the result itself and, if the table gives it, the
opening lead."""
"""What a table's form asks for a board (the pairs and the round come from the movement)."""


class Seat(NamedTuple):
    """One table in one round of the movement, its pairs by name."""

    round: int
    table: int
    ns: str
    ew: str
    boards: tuple[int, ...]


class Waiting(NamedTuple):
    """A result a table entered that its opponents have not confirmed."""

    id: str
    table: int
    round: int
    board: int
    side: str
    entry: Mapping[str, Any]


class TableRound(NamedTuple):
    """A table's round as its page shows it: the boards, which are scored (hand number),
    which are waiting for the opponents."""

    seat: Seat
    scored: Mapping[int, int]
    waiting: Mapping[int, Waiting]

    @property
    def done(self) -> bool:
        return all(b in self.scored for b in self.seat.boards)


class Answer(NamedTuple):
    """What a page shows: ``recorded``, ``pending`` (waiting for the opponents),
    ``refused`` (one line, 422), ``forbidden`` (not this page's to do, 403) or ``busy``."""

    outcome: str
    text: str

    def as_dict(self) -> dict[str, str]:
        return {"outcome": self.outcome, "text": self.text}


class _Written(Exception):
    """The entry is in the journal already (sent before, answered or not)."""

    def __init__(self, text: str) -> None:
        super().__init__(text)
        self.text = text


class _Forbidden(Rejected):
    """A page asking for what is not its own to do."""


# ------------------------------------------------------------------ reading the evening


_last_seats: list[tuple[Header, str, tuple[str, ...], tuple[Seat, ...]]] = []
"""The seats of the header last asked about (a server asks for every post of its one
evening, from the header it keeps): the header itself, kept so it is that very one."""


def seats(opened: Opened) -> list[Seat]:
    """Every table of every round of the session's movement, its pairs named, as the
    game's ``movement show`` has them."""
    from scorekeep import games

    header = opened.journal.header
    names = tuple(opened.ctx.table.players)
    for seen, game, named, found in _last_seats:
        if seen is header and game == opened.engine.name and named == names:
            return list(found)
    movements = games.movement(opened.engine.name)
    if movements is None or not header.movement:
        raise Rejected(
            _("this session has no movement: start it with new --movement"), field="--club"
        )

    def name(number: int) -> str:
        return names[number - 1] if 0 < number <= len(names) else str(number)

    found = tuple(
        Seat(row["round"], row["table"], name(row["ns"]), name(row["ew"]), tuple(row["boards"]))
        for row in movements.show(header, 0, "", 0)
        if "ns" in row
    )
    _last_seats[:] = [(header, opened.engine.name, names, found)]
    return list(found)


def tables(opened: Opened) -> list[int]:
    return sorted({s.table for s in seats(opened)})


def _key(entry: Mapping[str, Any], all_seats: Sequence[Seat]) -> tuple[int, int, int] | None:
    """The table, round and board a result is for: as written, or where the movement has
    its pairs meet on its board (a result the director typed by pairs)."""
    board = entry.get("board")
    if not isinstance(board, int):
        return None
    table, number = entry.get("table"), entry.get("round")
    if isinstance(table, int) and isinstance(number, int):
        return table, number, board
    for s in all_seats:
        if (s.ns, s.ew) == (entry.get("ns"), entry.get("ew")) and board in s.boards:
            return s.table, s.round, board
    return None


def scored(
    opened: Opened, all_seats: Sequence[Seat], replayed: Replay | None = None
) -> dict[tuple[int, int, int], int]:
    """The hand number in force for each table, round and board scored (void ones aside)."""
    found: dict[tuple[int, int, int], int] = {}
    for line in (replayed or opened.replay()).lines:
        key = _key(line.entry, all_seats)
        if key is not None and not line.void:
            found[key] = line.n
    return found


def waiting(journal: Journal, all_seats: Sequence[Seat]) -> dict[tuple[int, int, int], Waiting]:
    """The results waiting for their opponents, read from the journal alone: the last
    pending block of each table, round and board with no hand for it after it."""
    from scorekeep.core.session import PENDING

    found: dict[tuple[int, int, int], Waiting] = {}
    for rec in journal.records:
        key = _key(rec.entry, all_seats)
        if key is None:
            continue
        if rec.action == "hand":
            found.pop(key, None)
        elif rec.action == PENDING:
            entry = {k: v for k, v in rec.entry.items() if k not in ("side", "id")}
            side, entry_id = str(rec.entry.get("side", "")), str(rec.entry.get("id", ""))
            found[key] = Waiting(entry_id, key[0], key[1], key[2], side, entry)
    return found


def table_rounds(opened: Opened, table: int, replayed: Replay | None = None) -> list[TableRound]:
    """Every round of ``table`` with what is scored and what waits."""
    return [r for r in _all_rounds(opened, replayed) if r.seat.table == table]


def _all_rounds(opened: Opened, replayed: Replay | None = None) -> list[TableRound]:
    """Every table's every round, from one replay and one reading of what waits."""
    all_seats = seats(opened)
    done = scored(opened, all_seats, replayed)
    pending = waiting(opened.journal, all_seats)
    out = []
    for s in all_seats:
        keys = [(s.table, s.round, b) for b in s.boards]
        out.append(
            TableRound(
                s,
                {k[2]: done[k] for k in keys if k in done},
                {k[2]: pending[k] for k in keys if k in pending},
            )
        )
    return out


def current(rounds: Sequence[TableRound]) -> TableRound | None:
    """The table's round now: its first with a board neither scored nor waiting (the last
    one with a board waiting when every board is entered); None when all are scored."""
    for r in rounds:
        if any(b not in r.scored and b not in r.waiting for b in r.seat.boards):
            return r
    return next((r for r in rounds if not r.done), None)


def evening(opened: Opened, replayed: Replay | None = None) -> list[list[TableRound]]:
    """Every round's tables, for the director's view and the live board."""
    every = _all_rounds(opened, replayed)
    by_table = {
        t: [r for r in every if r.seat.table == t] for t in sorted({r.seat.table for r in every})
    }
    count = max((len(r) for r in by_table.values()), default=0)
    rounds: list[list[TableRound]] = []
    for number in range(1, count + 1):
        rounds.append([r for rs in by_table.values() for r in rs if r.seat.round == number])
    return rounds


def has_movement(opened: Opened) -> bool:
    from scorekeep import games

    return games.movement(opened.engine.name) is not None and bool(opened.journal.header.movement)


def board_rounds(opened: Opened, replayed: Replay) -> list[list[TableRound]]:
    """The evening round by round as the live board shows it: nothing for a session
    without a movement."""
    return evening(opened, replayed) if has_movement(opened) else []


def _read(home: Home, path: Path, held: Held | None) -> tuple[Opened, Replay | None]:
    """The session at ``path``, with its replay when ``held`` keeps it (else replayed by
    whoever needs it)."""
    from scorekeep.app.session import open_path

    if held is None:
        return open_path(home, path), None
    kept = held.session()
    return kept.opened, kept.result


def table_view(
    home: Home, path: Path, table: int, held: Held | None = None
) -> tuple[list[TableRound], TableRound | None]:
    """A table's rounds and its round now, read from the journal at ``path`` (or from
    what ``held`` keeps of it while the file is unchanged)."""
    opened, replayed = _read(home, path, held)
    rounds = table_rounds(opened, table, replayed)
    return rounds, current(rounds)


def evening_view(home: Home, path: Path, held: Held | None = None) -> list[list[TableRound]]:
    return evening(*_read(home, path, held))


def tables_of(home: Home, path: Path, held: Held | None = None) -> list[int]:
    return tables(_read(home, path, held)[0])


# ------------------------------------------------------------------ writing


def _seat(opened: Opened, table: int, given: Any) -> Seat:
    from scorekeep.core.inputs import read_int

    number = read_int(str(given or "").strip(), "round", low=1)
    for s in seats(opened):
        if s.table == table and s.round == number:
            return s
    raise Rejected(_("table {t} has no round {r}").format(t=table, r=number), field="round")


def boards_words(boards: Sequence[int]) -> str:
    if len(boards) > 1 and list(boards) == list(range(boards[0], boards[-1] + 1)):
        return f"{boards[0]}–{boards[-1]}"
    return ", ".join(str(b) for b in boards)


def _board(opened: Opened, seat: Seat, given: Any) -> int:
    from scorekeep.core.inputs import read_int

    board = read_int(str(given or "").strip(), "board", low=1)
    if board not in seat.boards:
        raise Rejected(
            _("board {b} is not played at table {t} in round {r} (boards {boards})").format(
                b=board, t=seat.table, r=seat.round, boards=boards_words(seat.boards)
            ),
            field="board",
        )
    return board


def _already(board: int) -> Rejected:
    return Rejected(
        _("board {b} is already scored at this table — ask the director").format(b=board),
        field="board",
    )


def _typed(opened: Opened, words: list[str]) -> Record:
    """The next hand as ``hand`` reads ``words``."""
    from scorekeep.app.session import now, readable_args
    from scorekeep.core.session import Record
    from scorekeep.games import hand_fields

    fields = hand_fields(opened.engine, readable_args(words), opened.ctx, "hand")
    entry = opened.engine.entry_from_fields(fields, opened.ctx)
    return Record("hand", opened.journal.hand_count + 1, entry, at=now())


def _hand_entry(opened: Opened, words: list[str], replayed: Replay | None = None) -> Record:
    """The hand ``hand`` would write for ``words``, with the table's facts filled in, as
    the rules allow it after the hands so far (refused as ``hand`` refuses it); played on
    from ``replayed``, the hands so far, when a server keeps them."""
    from scorekeep.core.session import add, replay_appended

    typed = _typed(opened, words)
    appended = (
        None if replayed is None else replay_appended(replayed, typed, opened.engine, opened.ctx)
    )
    if appended is not None:
        return appended[0]
    return add(opened.journal, typed, opened.engine, opened.ctx)[1]


def _replayed(opened: Opened, held: Held | None) -> Replay:
    """The replay of ``opened``: what ``held`` keeps when the write plays on from it."""
    kept = held.known if held is not None else None
    if kept is not None and kept.opened is opened:
        return kept.result
    return opened.replay()


def _record(home: Home, path: Path, make: Any, held: Held | None) -> Recorded:
    """``make``'s record appended as every write appends it; played on from what ``held``
    keeps while the file's identity and bytes are still the ones it was read at."""
    from scorekeep.app.session import record

    if held is None:
        return record(home, str(path), make)
    return record(home, str(path), make, held.session(), held.keep, verify=True)


def _side(given: Any) -> str:
    side = str(given or "").strip().upper()
    if side not in SIDES:
        raise Rejected(_("side must be NS or EW, not '{side}'").format(side=side), field="side")
    return side


def _pending_maker(
    table: int, entry_id: str, sent: Mapping[str, Any], held: Held | None = None
) -> Any:
    from scorekeep.app.entry import form_words
    from scorekeep.app.session import now
    from scorekeep.core.session import PENDING, Record

    def make(opened: Opened) -> Record:
        for rec in opened.journal.records:
            if rec.action == PENDING and rec.entry.get("id") == entry_id:
                raise _Written(_waiting_text(Waiting(entry_id, table, 0, 0, "", rec.entry)))
        _not_the_directors(opened, sent)
        replayed = _replayed(opened, held)
        if replayed.closed:
            raise Rejected(_("the session is closed; no more entries"), field="board")
        side = _side(sent.get("side"))
        seat = _seat(opened, table, sent.get("round"))
        board = _board(opened, seat, sent.get("board"))
        if (table, seat.round, board) in scored(opened, seats(opened), replayed):
            raise _already(board)
        form = {k: sent.get(k) for k in FORM_FIELDS}
        where = ["--board", str(board), "--table", str(table), "--round", str(seat.round)]
        words = where + form_words(opened.engine, form)
        hand = _hand_entry(opened, words, replayed if held is not None else None)
        entry = {**hand.entry, "side": side, "id": entry_id}
        return Record(PENDING, table, entry, at=now())

    return make


def _not_the_directors(opened: Opened, sent: Mapping[str, Any]) -> None:
    """A table's card gives its table's play only: an adjusted score, a sit-out or a No
    Play is the director's."""
    from scorekeep import games

    movements = games.movement(opened.engine.name)
    fields = sent.get("fields")
    given = {**sent, **fields} if isinstance(fields, Mapping) else sent
    for key in movements.director if movements else ():
        if given.get(key):
            raise _Forbidden(_("only the director's card may do that"), field=key)


def _waiting_text(w: Waiting) -> str:
    board = w.entry.get("board", w.board)
    contract = " ".join(str(w.entry.get(k, "")) for k in RESULT_FIELDS if w.entry.get(k))
    return _("board {b}: {result} — waiting for the opponents to confirm").format(
        b=board, result=contract
    )


def enter(
    home: Home,
    path: Path,
    table: int,
    entry_id: str,
    sent: Mapping[str, Any],
    held: Held | None = None,
) -> Answer:
    """A table's result, pending until the other side confirms it: ``side`` (who enters
    it, NS or EW), ``round``, ``board``, ``contract``, ``by``, ``result`` and the optional
    ``lead``. Sent again with the same ``entry_id`` it is the same entry. ``held``: the
    session as the server keeps it between posts."""

    def answer() -> Answer:
        try:
            done = _record(home, path, _pending_maker(table, entry_id, sent, held), held)
        except _Written as written:
            return Answer("pending", written.text)
        rec = done.record
        return Answer(
            "pending",
            _waiting_text(Waiting(entry_id, table, 0, 0, "", rec.entry)),
        )

    return _answered(answer)


def confirm(
    home: Home, path: Path, table: int, sent: Mapping[str, Any], held: Held | None = None
) -> Answer:
    """The opponents confirm the result waiting with entry ``id``: its hand is written,
    as ``hand`` writes it. The side that entered it cannot confirm it, nor can another
    table; confirmed once, it is answered as scored."""
    from scorekeep.app.answers import recorded_text
    from scorekeep.app.session import now
    from scorekeep.core.session import PENDING, Record

    entry_id = str(sent.get("id", ""))

    def make(opened: Opened) -> Record:
        side = _side(sent.get("side"))
        all_seats = seats(opened)
        found = next(
            (w for w in waiting(opened.journal, all_seats).values() if w.id == entry_id), None
        )
        if found is None:
            kept = next(
                (
                    r
                    for r in opened.journal.records
                    if r.action == PENDING and r.entry.get("id") == entry_id
                ),
                None,
            )
            if kept is None or kept.target != table:
                raise _Forbidden(_("no result of this table waits with that id"), field="id")
            key = _key(kept.entry, all_seats)
            if key is not None and key in scored(opened, all_seats, _replayed(opened, held)):
                raise _Written(_("board {b} is scored").format(b=key[2]))
            raise Rejected(_("that result was entered again; confirm the new one"), field="id")
        if found.table != table:
            raise _Forbidden(_("no result of this table waits with that id"), field="id")
        if found.side == side:
            raise _Forbidden(
                _("{side} entered this result: the opponents confirm it").format(side=side),
                field="side",
            )
        return Record("hand", opened.journal.hand_count + 1, found.entry, at=now())

    def answer() -> Answer:
        try:
            done = _record(home, path, make, held)
        except _Written as written:
            return Answer("recorded", written.text)
        return Answer("recorded", recorded_text(done, "text"))

    return _answered(answer)


def direct(home: Home, path: Path, sent: Mapping[str, Any], held: Held | None = None) -> Answer:
    """The director's result for ``table``, ``round``, ``board``: the result fields, or
    the game's director's own (an adjusted score, a No Play). A board already scored is
    fixed, with the ``reason`` the fix needs; any other is a new hand, as ``hand --again``
    writes it."""
    from scorekeep import games
    from scorekeep.app.answers import recorded_text
    from scorekeep.app.entry import form_words
    from scorekeep.app.session import now
    from scorekeep.core.inputs import read_int, utf8_text
    from scorekeep.core.session import Record

    reason = utf8_text(str(sent.get("reason", "") or "").strip(), "reason")

    def make(opened: Opened) -> Record:
        table = read_int(str(sent.get("table", "") or "").strip(), "table", low=1)
        seat = _seat(opened, table, sent.get("round"))
        board = _board(opened, seat, sent.get("board"))
        movements = games.movement(opened.engine.name)
        director = movements.director if movements else ()
        form = sent.get("fields")
        form = form if isinstance(form, Mapping) else {}
        given = {k: v for k, v in form.items() if isinstance(k, str)}
        if any(given.get(k) for k in director):
            where = ["--board", str(board), "--ns", seat.ns, "--ew", seat.ew]
            given = {k: v for k, v in given.items() if k in director}
        else:
            where = ["--board", str(board), "--table", str(table), "--round", str(seat.round)]
            given = {k: v for k, v in given.items() if k in FORM_FIELDS}
        hand = _typed(opened, where + form_words(opened.engine, given))
        number = scored(opened, seats(opened), _replayed(opened, held)).get(
            (table, seat.round, board)
        )
        if number is None:
            return hand
        if not reason:
            raise Rejected(
                _("board {b} is scored at table {t}: a fix needs its reason").format(
                    b=board, t=table
                ),
                field="reason",
            )
        return Record("fix", number, hand.entry, reason=reason, at=now())

    def answer() -> Answer:
        done = _record(home, path, make, held)
        return Answer("recorded", recorded_text(done, "text"))

    return _answered(answer)


def _answered(work: Any) -> Answer:
    """The answer of ``work``, a refusal as one line; the journal busy for long is
    ``busy`` (the page sends the entry again)."""
    import time

    from scorekeep.app.entry import BUSY_PAUSE, BUSY_TRIES, one_line

    for _attempt in range(BUSY_TRIES):
        try:
            answer: Answer = work()
            return answer
        except Busy as error:
            last = error
            time.sleep(BUSY_PAUSE)
        except _Forbidden as error:
            return Answer("forbidden", one_line(error))
        except (ScorekeepError, OSError) as error:
            return Answer("refused", one_line(error))
    return Answer("busy", one_line(last))
