"""The session journal as data, and the replay that turns it into standings.

The journal is the only truth: totals, dealers, vulnerability and pots are recomputed here from
the recorded hands every time, so a corrected rule or a hand-edited file gives correct totals.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from scorekeep.core.errors import Rejected, ScorekeepError
from scorekeep.core.game import EMPTY, Context, Engine, Outcome, Standing, Table, Team
from scorekeep.core.record import NamedTuple
from scorekeep.core.ruleset import Problem, Ruleset
from scorekeep.i18n import _

FORMAT = 1
RECORD_KEYS = frozenset({"n", "void", "fix", "close", "reopen", "seats", "reason", "at"})
MARKS = ("n", "void", "fix", "close", "reopen", "seats")
HEADER_KEYS = frozenset(
    {
        "language",
        "format",
        "scorer",
        "name",
        "ruleset",
        "game",
        "created",
        "players",
        "seats",
        "teams",
        "options",
        "cards",
        "hands",
    }
)


class Header(NamedTuple):
    name: str
    ruleset: str
    game: str
    options: Mapping[str, Any]
    table: Table
    created: str = ""
    format: int = FORMAT
    scorer: str = ""
    # The ruleset's card values when the session started, so a later edit of the ruleset
    # cannot change the score of hands already played (None: a journal from before).
    cards: Mapping[str, Any] | None = None
    language: str = ""
    """The language the table reads (``new --lang``); empty: the environment's."""


class Record(NamedTuple):
    """One ``[[hands]]`` block: a hand, a void / fix of an earlier hand, a close, or a
    reopen that takes the close before it back."""

    action: str
    target: int
    entry: Mapping[str, Any] = EMPTY
    reason: str = ""
    at: str = ""
    line: int = 0

    def __eq__(self, other: object) -> bool:
        """Equal records say the same thing, wherever in the file they stand."""
        return isinstance(other, Record) and self[:-1] == other[:-1]

    def __ne__(self, other: object) -> bool:
        return not self == other

    def __hash__(self) -> int:
        return hash((self.action, self.target, tuple(self.entry), self.reason, self.at))

    def to_toml(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        if self.action == "hand":
            out["n"] = self.target
        elif self.action in ("void", "fix"):
            out[self.action] = self.target
        elif self.action == "seats":
            out["seats"] = dict(self.entry)
        else:
            out[self.action] = True
        if self.reason:
            out["reason"] = self.reason
        if self.at:
            out["at"] = self.at
        if self.action != "seats":
            out.update(self.entry)
        return out


class Journal(NamedTuple):
    header: Header
    records: tuple[Record, ...]

    def appended(self, record: Record) -> Journal:
        return Journal(self.header, (*self.records, record))

    @property
    def hand_count(self) -> int:
        return sum(1 for r in self.records if r.action == "hand")


class HandLine(NamedTuple):
    """A hand as the scoresheet shows it: the entry in force, what it scored, totals after."""

    n: int
    entry: Mapping[str, Any]
    outcome: Outcome | None
    totals: Mapping[str, int]
    void: bool = False
    corrections: tuple[Record, ...] = ()
    line: int = 0


class Finished(NamedTuple):
    """One finished rubber or game of the evening: its number, its hands, who sat, and how it
    ended."""

    number: int
    first: int
    last: int
    standing: Standing
    table: Table


class Replay(NamedTuple):
    lines: tuple[HandLine, ...]
    standing: Standing
    closed: bool
    settlement: Outcome | None
    state: Any
    reopened: tuple[tuple[int, Record], ...] = ()  # (hands before it, the reopen)
    evening: tuple[Finished, ...] = ()
    """The rubbers or games finished before the one in progress (SPEC §9)."""
    game_ctx: Context | None = None
    """The context of the game in progress: its first dealer and its seating."""
    first: int = 0
    """The number of the first live hand of the game in progress (0: none yet)."""

    @property
    def game(self) -> int:
        """The number of the rubber or game in progress (or just finished)."""
        return len(self.evening) + 1


def header_lines(text: str) -> list[int]:
    """Line numbers (1-based) of each ``[[hands]]`` header, in order, in every spelling TOML
    allows (``[[ hands ]]``, ``[["hands"]]``, a comment after it)."""
    import re

    header = re.compile(r"[ \t]*\[\[[ \t]*(?:hands|\"hands\"|'hands')[ \t]*\]\][ \t]*(?:#.*)?\r?")
    return [
        number
        for number, line in enumerate(text.split("\n"), 1)  # TOML ends lines at \n only
        if "[[" in line and header.fullmatch(line)
    ]


def read_header(doc: Mapping[str, Any], name: str) -> tuple[Header | None, list[Problem]]:
    problems: list[Problem] = []
    for key in sorted(set(doc) - HEADER_KEYS):
        problems.append(
            Problem(
                _("unknown key '{key}' in the journal header").format(key=key),
                0,
                "unknown-key",
                key=key,
            )
        )
    if doc.get("format") != FORMAT:
        problems.append(
            Problem(
                _("format must be {expected}, not {value}").format(
                    expected=FORMAT, value=repr(doc.get("format"))
                ),
                0,
                "bad-format",
                key="format",
            )
        )
    for key in ("ruleset", "game"):
        if not isinstance(doc.get(key), str):
            missing = _("'{key}' is missing or not a string").format(key=key)
            problems.append(Problem(missing, 0, "missing", key=key))
    players = doc.get("players")
    if not (isinstance(players, list) and players and all(isinstance(p, str) for p in players)):
        problems.append(
            Problem(_("'players' must be a list of names"), 0, "missing", key="players")
        )
        players = []
    if len(set(players)) != len(players):
        problems.append(
            Problem(
                _("a player is listed twice in 'players'"), 0, "duplicate-player", key="players"
            )
        )
    options = doc.get("options", {})
    if not isinstance(options, Mapping):
        problems.append(Problem(_("'options' must be a table"), 0, "wrong-type", key="options"))
        options = {}
    seats = doc.get("seats", {})
    teams = doc.get("teams", {})
    if not isinstance(seats, Mapping) or not all(isinstance(v, str) for v in seats.values()):
        problems.append(
            Problem(_("'seats' must be a table of seat = player"), 0, "wrong-type", key="seats")
        )
        seats = {}
    if not isinstance(teams, Mapping) or not all(
        isinstance(v, list) and all(m in players for m in v) for v in teams.values()
    ):
        problems.append(
            Problem(_("'teams' must be a table of team = [players]"), 0, "wrong-type", key="teams")
        )
        teams = {}
    scorer = doc.get("scorer", "")
    if not isinstance(scorer, str):
        problems.append(Problem(_("'scorer' must be the name of who keeps the score"), 0))
    cards = doc.get("cards")
    if cards is not None and not isinstance(cards, Mapping):
        problems.append(Problem(_("'cards' must be a table of card values"), 0))
    problems.extend(_language_problems(doc))
    if problems:
        return None, problems
    table = Table(
        players=tuple(players),
        teams=tuple(Team(str(k), tuple(v)) for k, v in teams.items()),
        seats=tuple((str(k), str(v)) for k, v in seats.items()),
    )
    header = Header(
        name=str(doc.get("name", name)),
        ruleset=doc["ruleset"],
        game=doc["game"],
        options=dict(options),
        table=table,
        created=str(doc.get("created", "")),
        scorer=str(scorer),
        cards=cards,
        language=str(doc.get("language", "")),
    )
    return header, []


def _language_problems(doc: Mapping[str, Any]) -> list[Problem]:
    from scorekeep.i18n import LANGUAGES

    language = doc.get("language", "")
    if language == "" or language in LANGUAGES:
        return []
    return [
        Problem(
            _("'language' must be one of {choices}, not {value}").format(
                choices=", ".join(LANGUAGES), value=repr(language)
            ),
            0,
            "wrong-type",
            key="language",
        )
    ]


def header_to_toml(header: Header) -> dict[str, Any]:
    out: dict[str, Any] = {
        "format": header.format,
        "name": header.name,
        "ruleset": header.ruleset,
        "game": header.game,
        "created": header.created,
        **({"scorer": header.scorer} if header.scorer else {}),
        "players": list(header.table.players),
    }
    if header.table.seats:
        out["seats"] = dict(header.table.seats)
    if header.table.teams:
        out["teams"] = {t.name: list(t.members) for t in header.table.teams}
    if header.language:
        out["language"] = header.language
    out["options"] = dict(header.options)
    if header.cards:
        out["cards"] = dict(header.cards)
    return out


def read_records(
    doc: Mapping[str, Any], lines: Sequence[int]
) -> tuple[list[Record], list[Problem]]:
    raw = doc.get("hands", [])
    problems: list[Problem] = []
    if not isinstance(raw, list):
        return [], [
            Problem("'hands' must be an array of [[hands]] tables", 0, "wrong-type", key="hands")
        ]
    records: list[Record] = []
    hands = 0
    for index, item in enumerate(raw):
        line = lines[index] if index < len(lines) else 0
        marks = [k for k in MARKS if k in item]
        if len(marks) != 1:
            problems.append(
                Problem(
                    _("a [[hands]] block needs exactly one of {keys}").format(
                        keys=", ".join(MARKS)
                    ),
                    line,
                    "bad-block",
                )
            )
            continue
        action = "hand" if marks[0] == "n" else marks[0]
        target = item[marks[0]]
        if action == "seats":
            if not isinstance(target, Mapping) or not all(
                isinstance(v, str) for v in target.values()
            ):
                problems.append(
                    Problem("seats must be a table of seat = player", line, "bad-block", key=action)
                )
                continue
            records.append(
                Record(
                    action,
                    0,
                    dict(target),
                    str(item.get("reason", "")),
                    str(item.get("at", "")),
                    line,
                )
            )
            continue
        if action in ("close", "reopen"):
            if target is not True:
                problems.append(
                    Problem(
                        _("{key} must be true, not {value}").format(key=action, value=repr(target)),
                        line,
                        "bad-block",
                        key=action,
                    )
                )
                continue
            target = 0
        elif not isinstance(target, int) or isinstance(target, bool) or target < 1:
            problems.append(
                Problem(
                    _("{key} must be a hand number, not {value}").format(
                        key=marks[0], value=repr(target)
                    ),
                    line,
                    "bad-number",
                    key=marks[0],
                )
            )
            continue
        if action == "hand":
            hands += 1
            if target != hands:
                problems.append(
                    Problem(
                        _("hand number {n} out of order; expected {expected}").format(
                            n=target, expected=hands
                        ),
                        line,
                        "out-of-order",
                        key="n",
                    )
                )
        entry = {k: v for k, v in item.items() if k not in RECORD_KEYS}
        records.append(
            Record(
                action, target, entry, str(item.get("reason", "")), str(item.get("at", "")), line
            )
        )
    return records, problems


class _Slot:
    """A hand while the corrections are applied: the entry in force, whether it is void."""

    __slots__ = ("corrections", "entry", "line", "n", "replaced", "void")

    def __init__(self, n: int, entry: Mapping[str, Any], line: int) -> None:
        self.n = n
        self.entry = entry
        self.line = line
        self.void = False
        self.corrections: list[Record] = []
        self.replaced: Mapping[str, Any] = EMPTY


class _Slots(NamedTuple):
    slots: list[_Slot]
    closed: Record | None
    reopened: list[tuple[int, Record]]
    seatings: list[tuple[int, Record]]  # (hands before it, the new seating)


def _slots(records: Sequence[Record], problems: list[Problem] | None) -> _Slots:
    slots: list[_Slot] = []
    closed: Record | None = None
    reopened: list[tuple[int, Record]] = []
    seatings: list[tuple[int, Record]] = []
    for record in records:
        try:
            if record.action == "reopen":
                if closed is None:
                    raise Rejected(_("the session is not closed; there is nothing to reopen"))
                closed = None
                reopened.append((len(slots), record))
                continue
            if closed is not None:
                raise Rejected(
                    _(
                        "the session is closed; no more entries (start a new session, "
                        "or `scorekeep reopen` to take the close back)"
                    )
                )
            if record.action == "hand":
                slots.append(_Slot(record.target, record.entry, record.line))
                continue
            if record.action == "close":
                closed = record
                continue
            if record.action == "seats":
                seatings.append((len(slots), record))
                continue
            _correct(slots, record)
        except Rejected as error:
            if problems is None:
                error.line = record.line
                raise
            code = "after-close" if closed is not None else "bad-correction"
            problems.append(Problem(str(error), record.line, code, key=_mark(record)))
    return _Slots(slots, closed, reopened, seatings)


def _correct(slots: list[_Slot], record: Record) -> None:
    if not 1 <= record.target <= len(slots):
        missing = (
            _("there is no hand {n} to void")
            if record.action == "void"
            else _("there is no hand {n} to fix")
        )
        raise Rejected(missing.format(n=record.target))
    slot = slots[record.target - 1]
    if slot.void:
        raise Rejected(_("hand {n} is already void").format(n=record.target))
    if record.action == "void":
        slot.void = True
    else:
        slot.replaced = slot.entry
        slot.entry = record.entry
        slot.line = record.line
    slot.corrections.append(record)


def _mark(record: Record) -> str:
    """The key that makes a block what it is: ``n``, ``void``, ``fix``, ``close`` or
    ``reopen``."""
    return "n" if record.action == "hand" else record.action


def entry_key(field: str | None, entry: Mapping[str, Any]) -> str:
    """The journal key a command-line field is kept under: ``--no-tricks`` → ``no_tricks``,
    ``--annul`` → ``annulled``, ``--penalty`` → ``penalties``, ``CONTRACT`` → ``contract``."""
    if not field:
        return ""
    name = field.removeprefix("--").replace("-", "_").lower()
    if name in entry:
        return name
    stem = name[:-1]
    grown = [key for key in entry if len(stem) >= 4 and key.startswith(stem)]
    return grown[0] if len(grown) == 1 else name


def refused(n: int, entry: Mapping[str, Any], line: int, error: ScorekeepError) -> Problem:
    """A recorded hand the rules refuse, in the journal's words: its key, not the flag."""
    key = entry_key(error.field, entry)
    text = error.message
    if error.rule and error.rule not in text:
        text = f"{text} ({error.rule})"
    if key and not text.startswith(key):
        text = f"{key}: {text}"
    return Problem(_("hand {n}: ").format(n=n) + text, line, "hand-refused", key=key)


def replay(
    journal: Journal, engine: Engine, ctx: Context, problems: list[Problem] | None = None
) -> Replay:
    """Replay every live hand through the engine.

    With ``problems`` given, a hand the rules refuse is reported there and skipped, so
    ``check`` can list every problem at once; without it the first problem is raised.
    """
    return _replay(_slots(journal.records, problems), engine, ctx, problems)


Fill = Callable[[Any, _Slot, Context], None]


class _Game:
    """The rubber or game being replayed, and the evening before it (SPEC §9): a hand after
    a finished game starts the next one from a fresh state, when the ruleset plays on."""

    def __init__(self, engine: Engine, ctx: Context) -> None:
        self.engine = engine
        self.play_on = bool(ctx.options.get("play_on", False))
        self.ctx = ctx
        self.state = engine.start(ctx)
        self.totals = dict.fromkeys(ctx.table.sides, 0)
        self.evening: list[Finished] = []
        self.first = 0
        self.last = 0
        self.last_entry: Mapping[str, Any] = EMPTY
        self.begins = False
        self.seated: Table | None = None

    def over(self) -> bool:
        """This game is finished and the ruleset plays on: a hand starts the next one.
        Asked only when the engine refuses a hand (it refuses every hand after the end of
        its game), so the replay of a long evening costs no more than before."""
        return bool(
            self.play_on and self.first and self.engine.standing(self.state, self.ctx).finished
        )

    def next_game(self) -> None:
        """Keep the finished game in the evening and start the next from a fresh state."""
        standing = self.engine.standing(self.state, self.ctx)
        self.evening.append(
            Finished(len(self.evening) + 1, self.first, self.last, standing, self.ctx.table)
        )
        dealer = _next_dealer(self.engine, self.state, self.ctx, self.last_entry)
        options = dict(self.ctx.options)
        if dealer is not None and "first_dealer" in options:
            options["first_dealer"] = dealer
        table = self.seated or self.ctx.table
        self.ctx = self.ctx._replace(options=options, table=table)
        self.seated = None
        self.state = self.engine.start(self.ctx)
        self.totals = dict.fromkeys(table.sides, 0)
        self.first = 0
        self.begins = True

    def announced(self, outcome: Outcome) -> Outcome:
        """The first hand of the second or a later game says so in its breakdown."""
        if not self.begins:
            return outcome
        self.begins = False
        return outcome._replace(notes=(begins(self.ctx, len(self.evening) + 1), *outcome.notes))

    def played(self, state: Any, outcome: Outcome, slot: _Slot) -> None:
        self.state = state
        self.first = self.first or slot.n
        self.last = slot.n
        self.last_entry = slot.entry
        for side, points in outcome.scores.items():
            self.totals[side] = self.totals.get(side, 0) + points

    def seat(self, record: Record) -> None:
        """A new seating between rubbers: it takes effect with the next one."""
        words = [f"{seat}={name}" for seat, name in record.entry.items()]
        table = self.engine.seat(words, [], self.ctx.ruleset, self.ctx.options)
        if not self.first:
            self.ctx = self.ctx._replace(table=table)
            self.state = self.engine.start(self.ctx)
            self.totals = dict.fromkeys(table.sides, 0)
        elif self.over():
            self.seated = table
        elif not self.play_on:
            raise Rejected(
                _("this session plays one rubber (play_on = false); the seats cannot change"),
                field="seats",
                rule="BR-S11",
            )
        else:
            raise Rejected(
                _("the seats change only between rubbers; finish this one first"),
                field="seats",
                rule="BR-S11",
            )


def by_rubbers(ctx: Context) -> bool:
    """The evening is settled rubber by rubber (bridge: the ruleset has ``round_rubbers``)."""
    return "round_rubbers" in ctx.options


def begins(ctx: Context, number: int) -> str:
    if by_rubbers(ctx):
        return _("rubber {n} begins").format(n=number)
    return _("game {n} begins").format(n=number)


def _next_dealer(engine: Engine, state: Any, ctx: Context, last: Mapping[str, Any]) -> str | None:
    """Who deals the first hand of the next game: the rotation goes on as at the table."""
    decided = engine.dealer(state, ctx)
    if decided is not None:
        return decided
    following = engine.standing(state, ctx).next_dealer
    if following:
        return following
    recorded = last.get("dealer")
    players = ctx.table.players
    if isinstance(recorded, str) and recorded in players:
        return players[(players.index(recorded) + 1) % len(players)]
    return None


def _replay(
    parts: _Slots,
    engine: Engine,
    ctx: Context,
    problems: list[Problem] | None,
    fill: Fill | None = None,
) -> Replay:
    game = _Game(engine, ctx)
    lines: list[HandLine] = []
    seatings = list(parts.seatings)
    for index, slot in enumerate(parts.slots):
        while seatings and seatings[0][0] == index:
            _seat(game, seatings.pop(0)[1], problems)
        if slot.void:
            lines.append(
                HandLine(
                    slot.n,
                    slot.entry,
                    None,
                    dict(game.totals),
                    True,
                    tuple(slot.corrections),
                    slot.line,
                )
            )
            continue
        try:
            state, outcome = _attempt(game, slot, fill)
        except ScorekeepError as error:
            if problems is not None:
                problems.append(refused(slot.n, slot.entry, slot.line, error))
                continue
            error.within(_("hand {n}: ").format(n=slot.n))
            error.line = slot.line
            raise
        outcome = game.announced(outcome)
        game.played(state, outcome, slot)
        lines.append(
            HandLine(
                slot.n,
                slot.entry,
                outcome,
                dict(game.totals),
                False,
                tuple(slot.corrections),
                slot.line,
            )
        )
    for _before, record in seatings:
        _seat(game, record, problems)
    settlement = None
    if parts.closed is not None:
        game.state, settlement = engine.close(game.state, game.ctx)
    return Replay(
        tuple(lines),
        engine.standing(game.state, game.ctx),
        parts.closed is not None,
        settlement,
        game.state,
        tuple(parts.reopened),
        tuple(game.evening),
        game.ctx,
        game.first,
    )


def _attempt(game: _Game, slot: _Slot, fill: Fill | None) -> tuple[Any, Outcome]:
    """Play one hand; when the game it would belong to is over, it starts the next game."""
    recorded = slot.entry
    try:
        if fill is not None:
            fill(game.state, slot, game.ctx)
        return game.engine.play(game.state, slot.entry, game.ctx)
    except ScorekeepError:
        if not game.over():
            raise
    slot.entry = recorded
    game.next_game()
    if fill is not None:
        fill(game.state, slot, game.ctx)
    return game.engine.play(game.state, slot.entry, game.ctx)


def _seat(game: _Game, record: Record, problems: list[Problem] | None) -> None:
    try:
        game.seat(record)
    except ScorekeepError as error:
        if problems is None:
            error.line = record.line
            raise
        problems.append(Problem(str(error), record.line, "bad-seats", key="seats"))


def add(
    journal: Journal, record: Record, engine: Engine, ctx: Context
) -> tuple[Journal, Record, Replay]:
    """The journal with one more record, and the replay that shows it is allowed.

    A new or corrected hand gets the facts of the table written into its entry (who dealt,
    the declarer an auction gave: ``Engine.facts``), taken from the sequence as it stands
    now, or for a fix from the entry it replaces; so a later correction of another hand
    never changes what this one says happened.
    """
    parts = _slots((*journal.records, record), None)
    filled: list[Mapping[str, Any]] = []

    def fill(state: Any, slot: _Slot, game_ctx: Context) -> None:
        if slot.n == record.target:
            slot.entry = engine.facts(state, slot.entry, slot.replaced, game_ctx)
            filled[:] = [slot.entry]

    wants = engine.writes_facts and record.action in ("hand", "fix")
    result = _replay(parts, engine, ctx, None, fill if wants else None)
    if filled:
        record = record._replace(entry=filled[0])
    return journal.appended(record), record, result


class Change(NamedTuple):
    """A hand whose score a correction of another hand changed."""

    n: int
    before: Mapping[str, int]
    after: Mapping[str, int]


def changed_hands(before: Replay, after: Replay, corrected: int) -> tuple[Change, ...]:
    """Hands other than ``corrected`` that score differently after the correction
    (vulnerability, a pot, a finished game), so the table hears of it."""
    old = {line.n: line.outcome.scores for line in before.lines if line.outcome is not None}
    changes = []
    for line in after.lines:
        if line.n == corrected or line.n not in old or line.outcome is None:
            continue
        if dict(old[line.n]) != dict(line.outcome.scores):
            changes.append(Change(line.n, dict(old[line.n]), dict(line.outcome.scores)))
    return tuple(changes)


def replay_appended(
    previous: Replay, record: Record, engine: Engine, ctx: Context
) -> tuple[Record, Replay] | None:
    """The record with its table facts, and the replay after it is appended, from the
    replay before it: only that hand is played (``table`` answers at once on a long
    evening). None when the record is not a new hand of an open session, so the caller
    replays the whole journal."""
    if record.action != "hand" or previous.closed or previous.standing.finished:
        return None
    ctx = previous.game_ctx or ctx
    try:
        entry = record.entry
        if engine.writes_facts:
            entry = engine.facts(previous.state, entry, EMPTY, ctx)
        state, outcome = engine.play(previous.state, entry, ctx)
    except ScorekeepError as error:
        error.within(_("hand {n}: ").format(n=record.target))
        error.line = record.line
        raise
    record = record._replace(entry=entry)
    totals = dict(previous.lines[-1].totals) if previous.lines else {}
    for side in ctx.table.sides:
        totals.setdefault(side, 0)
    for side, points in outcome.scores.items():
        totals[side] = totals.get(side, 0) + points
    line = HandLine(record.target, record.entry, outcome, totals, False, (), record.line)
    return record, Replay(
        (*previous.lines, line),
        engine.standing(state, ctx),
        False,
        previous.settlement,
        state,
        previous.reopened,
        previous.evening,
        ctx,
        previous.first or record.target,
    )


class Result(NamedTuple):
    """One rubber or game of the evening as the evening counts it."""

    number: int
    first: int
    last: int
    standing: Standing
    table: Table
    margin: int | None
    """The winner's lead over the best of the rest (None without a winner)."""
    points: Mapping[str, int]
    """What each player carries from it into the evening total."""


def evening_results(replay: Replay, ctx: Context) -> tuple[Result, ...]:
    """Every rubber or game of the evening: the finished ones, then the one in progress
    (when it has a hand, or the evening has no other).

    Where the ruleset settles by rubbers (it has ``round_rubbers``: bridge), a player carries
    his side's margin, rounded to the nearest 100 when the club does so; elsewhere a player
    carries his side's points.
    """
    game_ctx = replay.game_ctx or ctx
    done = [(*f[:4], f.table) for f in replay.evening]
    if replay.first or not done:
        last = replay.lines[-1].n if replay.lines else 0
        done.append((replay.game, replay.first, last, replay.standing, game_ctx.table))
    by_margin = by_rubbers(game_ctx)
    rounded = bool(game_ctx.options.get("round_rubbers"))
    return tuple(
        Result(
            number,
            first,
            last,
            standing,
            table,
            _margin(standing),
            _carried(standing, table, by_margin, rounded),
        )
        for number, first, last, standing, table in done
    )


def _margin(standing: Standing) -> int | None:
    totals, winner = standing.totals, standing.winner
    if winner is None or winner not in totals:
        return None
    rest = [points for side, points in totals.items() if side != winner]
    return totals[winner] - max(rest, default=0)


def _carried(standing: Standing, table: Table, by_margin: bool, rounded: bool) -> dict[str, int]:
    totals = standing.totals
    out: dict[str, int] = {}
    for player in table.players:
        side = table.side_of(player)
        points = totals.get(side, 0)
        if by_margin:
            points -= max((v for k, v in totals.items() if k != side), default=0)
            if rounded:
                points = (1 if points >= 0 else -1) * ((abs(points) + 49) // 100 * 100)
        out[player] = points
    return out


def evening_totals(results: Sequence[Result]) -> dict[str, int]:
    """Each player's evening total: the sum of what he carries from every game."""
    totals: dict[str, int] = {}
    for result in results:
        for player, points in result.points.items():
            totals[player] = totals.get(player, 0) + points
    return totals


def context_for(header: Header, ruleset: Ruleset) -> Context:
    if header.cards is not None:
        from types import MappingProxyType

        ruleset = ruleset._replace(cards=MappingProxyType(dict(header.cards)))
    return Context(ruleset, ruleset.effective(header.options), header.table)
