"""The session journal as data, and the replay that turns it into standings.

The journal is the only truth: totals, dealers, vulnerability and pots are recomputed here from
the recorded hands every time, so a corrected rule or a hand-edited file gives correct totals.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from operator import attrgetter

from scorekeep.core.errors import Rejected, ScorekeepError
from scorekeep.core.game import (
    CROWD,
    EMPTY,
    Context,
    Engine,
    LaterScores,
    Outcome,
    Standing,
    Table,
)
from scorekeep.core.record import NamedTuple
from scorekeep.core.ruleset import Problem, Ruleset
from scorekeep.core.shared import shared_figures, shared_notes
from scorekeep.i18n import _

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

FORMAT = 1
RECORD_KEYS = frozenset({"n", "void", "fix", "close", "reopen", "seats", "pending", "reason", "at"})
MARKS = ("n", "void", "fix", "close", "reopen", "seats")
PENDING = "pending"
"""The mark of a result a table entered that its opponents have not confirmed yet (the
value: its table). The replay passes over it: only the ``hand`` that confirms it scores."""
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
        "event",
        "movement",
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
    event: Mapping[str, Any] | None = None
    """What an imported results file said of its event and boards that the game writes back
    on export (bridge: the PBN ``Event``, ``Site``, ``Date``, each board's ``Deal`` and par
    tags); None when the session was not imported or the file said nothing more."""
    movement: Mapping[str, Any] | None = None
    """Who sits where in each round and with which boards (a club's movement), as the game
    wrote it at ``new`` or on import; None: the session has none."""


class Record(NamedTuple):
    """One ``[[hands]]`` block: a hand, a void / fix of an earlier hand, a close, a
    reopen that takes the close before it back, or a table's result awaiting its
    opponents' confirmation (``pending``)."""

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
        elif self.action in ("void", "fix", PENDING):
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


_ACTION = attrgetter("action")


class Journal(NamedTuple):
    header: Header
    records: tuple[Record, ...]

    def appended(self, record: Record) -> Journal:
        return Journal(self.header, (*self.records, record))

    @property
    def hand_count(self) -> int:
        """Counted without a Python step per record: ``table`` asks after every hand."""
        return list(map(_ACTION, self.records)).count("hand")


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
    points: Mapping[str, int] = EMPTY
    """What each player carries from it into the evening's total (``Engine.carried``)."""


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
    unit: str = "game"
    """What the evening counts (``Engine.evening_unit``: a game, bridge's rubber)."""
    carried: Mapping[str, int] = EMPTY
    """What each player carries from the game in progress (``Engine.carried``)."""

    @property
    def game(self) -> int:
        """The number of the rubber or game in progress (or just finished)."""
        return len(self.evening) + 1


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
        if record.action == PENDING:
            continue
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


Fill = Callable[["Any", _Slot, Context], None]


class _Game:
    """The rubber or game being replayed, and the evening before it (SPEC §9): a hand after
    a finished game starts the next one from a fresh state, when the ruleset plays on."""

    def __init__(self, engine: Engine, ctx: Context) -> None:
        self.engine = engine
        self.play_on = bool(ctx.options.get("play_on", False))
        self.ctx = ctx
        self.state = engine.start(ctx)
        self.totals: Mapping[str, Any] = dict.fromkeys(ctx.table.sides, 0)
        self.later = bool(getattr(engine, "scores_later", False))
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
            Finished(
                len(self.evening) + 1,
                self.first,
                self.last,
                standing,
                self.ctx.table,
                kept_figures(self.engine.carried(standing, self.ctx.table, self.ctx)),
            )
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
        note = self.engine.game_begins(self.ctx, len(self.evening) + 1)
        events = None if outcome.events is None else shared_notes((note, *outcome.events))
        return outcome._replace(notes=shared_notes((note, *outcome.notes)), events=events)

    def played(self, state: Any, outcome: Outcome, slot: _Slot) -> None:
        self.state = state
        self.first = self.first or slot.n
        self.last = slot.n
        self.last_entry = slot.entry
        if self.later and isinstance(outcome.scores, LaterScores):
            self.totals = outcome.scores.totals_after(self.totals)
            return
        totals: dict[str, Any] = self.totals  # type: ignore[assignment]
        for side, points in outcome.scores.items():
            if points or side not in totals:  # a zero leaves a kept total as it is
                value = totals.get(side, 0) + points
                if type(value) is float:  # added(), inline: a club's 240 pairs a result
                    scaled = value * 100.0  # two_decimals(), inline
                    whole = round(scaled)
                    if whole and -NOT_HALF < scaled - whole < NOT_HALF:
                        value = whole // 100 if not whole % 100 else whole / 100
                    else:
                        value = round(value, 2)
                        if value.is_integer():
                            value = int(value)
                totals[side] = value

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
        else:
            raise self.engine.reseat_refused(self.ctx)


def last_live_hand(journal: Journal) -> tuple[int, Mapping[str, Any]] | None:
    """The last hand not voided and its entry in force (a fix's), read from the records
    alone (no replay), from the end: a hand's corrections all follow it; None before the
    first."""
    voided: set[int] = set()
    fixed: dict[int, Mapping[str, Any]] = {}
    for record in reversed(journal.records):
        if record.action == "void":
            voided.add(record.target)
        elif record.action == "fix":
            fixed.setdefault(record.target, record.entry)
        elif record.action == "hand" and record.target not in voided:
            return record.target, fixed.get(record.target, record.entry)
    return None


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
    refuse: Callable[[int, ScorekeepError], None] | None = None,
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
                    kept_figures(game.totals),
                    True,
                    tuple(slot.corrections),
                    slot.line,
                )
            )
            continue
        try:
            state, outcome = _attempt(game, slot, fill)
        except ScorekeepError as error:
            if refuse is not None:
                refuse(slot.n, error)
                continue
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
                kept_figures(game.totals),
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
    standing = engine.standing(game.state, game.ctx)
    return Replay(
        tuple(lines),
        standing,
        parts.closed is not None,
        settlement,
        game.state,
        tuple(parts.reopened),
        tuple(game.evening),
        game.ctx,
        game.first,
        engine.evening_unit(ctx),
        engine.carried(standing, game.ctx.table, game.ctx),
    )


def kept_figures(figures: Mapping[str, Any]) -> Mapping[str, Any]:
    """Figures per side the replay keeps for each hand (the running totals after it) or
    game (what each player carries): at a table of a few sides, one shared mapping for all
    with the same figures; a crowd's (a club's pairs) copied, as looking them up would cost
    more than sharing saves."""
    if type(figures) is dict and len(figures) <= CROWD:
        return shared_figures(figures)
    return figures.copy()  # type: ignore[attr-defined, no-any-return]


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


class Earlier(NamedTuple):
    """A version of a corrected hand as it stood before a fix: the entry, what it scored
    against the hands before it (None where the rules refuse it now) and the game's
    context it was played in."""

    entry: Mapping[str, Any]
    outcome: Outcome | None
    ctx: Context


def earlier_versions(journal: Journal, engine: Engine, ctx: Context) -> dict[int, list[Earlier]]:
    """Every replaced version of each fixed hand, played on the state the hand is played on,
    so a sheet shows the struck-out entry in the same words as the one that replaced it."""
    versions: dict[int, list[Mapping[str, Any]]] = {}
    for record in journal.records:
        if record.action in ("hand", "fix"):
            versions.setdefault(record.target, []).append(record.entry)
    versions = {n: entries[:-1] for n, entries in versions.items() if len(entries) > 1}
    if not versions:
        return {}
    found: dict[int, list[Earlier]] = {}

    def fill(state: Any, slot: _Slot, game_ctx: Context) -> None:
        if slot.n not in versions:
            return
        earlier = []
        for entry in versions[slot.n]:
            try:
                outcome: Outcome | None = engine.play(state, entry, game_ctx)[1]
            except ScorekeepError:
                outcome = None
            earlier.append(Earlier(entry, outcome, game_ctx))
        found[slot.n] = earlier

    from contextlib import suppress

    with suppress(ScorekeepError):  # a journal the rules refuse: the versions found so far
        _replay(_slots(journal.records, None), engine, ctx, None, fill)
    for n, entries in versions.items():  # a voided hand is not played: its versions as kept
        found.setdefault(n, [Earlier(entry, None, ctx) for entry in entries])
    return dict(sorted(found.items()))


def played(
    journal: Journal, engine: Engine, ctx: Context, refuse: Callable[[int, ScorekeepError], None]
) -> tuple[Journal, Replay]:
    """Every hand of a journal not yet written (an imported file's) played in order as
    ``hand`` plays it, each with the facts of the table written into its entry; a hand the
    rules refuse is handed to ``refuse`` with its number and skipped. The journal with the
    facts written in, and its replay."""
    filled: dict[int, Mapping[str, Any]] = {}

    def fill(state: Any, slot: _Slot, game_ctx: Context) -> None:
        slot.entry = engine.facts(state, slot.entry, EMPTY, game_ctx)
        filled[slot.n] = slot.entry

    result = _replay(_slots(journal.records, None), engine, ctx, None, fill, refuse)
    records = tuple(
        r._replace(entry=filled[r.target]) if r.action == "hand" and r.target in filled else r
        for r in journal.records
    )
    return Journal(journal.header, records), result


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
    totals: Mapping[str, Any]
    if isinstance(outcome.scores, LaterScores):
        before = previous.lines[-1].totals if previous.lines else EMPTY
        totals = outcome.scores.totals_after(before)
    else:
        totals = dict(previous.lines[-1].totals) if previous.lines else {}
        for side in ctx.table.sides:
            totals.setdefault(side, 0)
        for side, points in outcome.scores.items():
            totals[side] = added(totals.get(side, 0), points)
        if len(totals) <= CROWD:
            totals = shared_figures(totals)
    line = HandLine(record.target, record.entry, outcome, totals, False, (), record.line)
    standing = engine.standing(state, ctx)
    return record, Replay(
        (*previous.lines, line),
        standing,
        False,
        previous.settlement,
        state,
        previous.reopened,
        previous.evening,
        ctx,
        previous.first or record.target,
        previous.unit,
        engine.carried(standing, ctx.table, ctx),
    )


def context_for(header: Header, ruleset: Ruleset) -> Context:
    if header.cards is not None:
        from types import MappingProxyType

        ruleset = ruleset._replace(cards=MappingProxyType(dict(header.cards)))
    return Context(
        ruleset, ruleset.effective(header.options), header.table, movement=header.movement
    )


def added(total: Any, points: Any) -> Any:
    """A running total plus a hand's points: whole numbers stay exact; a game that scores in
    fractions (factored matchpoints, averaged IMPs) keeps two decimals, a whole one as int."""
    value = total + points
    if type(value) is float:
        value = two_decimals(value)
        if value.is_integer():
            return int(value)
    return value


NOT_HALF = 0.4999
"""Hundredths this far from a half round the same on the product ``x * 100`` as on ``x``."""


def two_decimals(value: float) -> float:
    """``round(value, 2)``, the very same float, from whole hundredths: ``round`` with
    digits writes the number out in decimal and reads it back, some ten times the cost,
    and a club's replay rounds every pair's total after each result. The float nearest a
    whole number of hundredths over 100 is what ``round`` gives; where the hundredths
    could be a half (a tie ``round`` breaks on the exact value) or are none (a zero keeps
    its sign), ``round`` itself answers."""
    scaled = value * 100.0
    whole = round(scaled)
    if whole and -NOT_HALF < scaled - whole < NOT_HALF:
        return whole / 100
    return round(value, 2)
