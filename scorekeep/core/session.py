"""The session journal as data, and the replay that turns it into standings.

The journal is the only truth: totals, dealers, vulnerability and pots are recomputed here from
the recorded hands every time, so a corrected rule or a hand-edited file gives correct totals.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, NamedTuple

from scorekeep.core.errors import Rejected, ScorekeepError
from scorekeep.core.game import EMPTY, Context, Engine, Outcome, Standing, Table, Team
from scorekeep.core.ruleset import Problem, Ruleset

FORMAT = 1
RECORD_KEYS = frozenset({"n", "void", "fix", "close", "reason", "at"})
HEADER_KEYS = frozenset(
    {
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


class Record(NamedTuple):
    """One ``[[hands]]`` block: a hand, or a void / fix / close of earlier hands."""

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
        else:
            out["close"] = True
        if self.reason:
            out["reason"] = self.reason
        if self.at:
            out["at"] = self.at
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


class Replay(NamedTuple):
    lines: tuple[HandLine, ...]
    standing: Standing
    closed: bool
    settlement: Outcome | None
    state: Any


def header_lines(text: str) -> list[int]:
    """Line numbers (1-based) of each ``[[hands]]`` header, in order."""
    lines = []
    for number, line in enumerate(text.split("\n"), 1):  # TOML ends lines at \n only
        stripped = line.strip()
        if stripped.startswith("[[") and stripped.replace(" ", "") == "[[hands]]":
            lines.append(number)
    return lines


def read_header(doc: Mapping[str, Any], name: str) -> tuple[Header | None, list[Problem]]:
    problems: list[Problem] = []
    for key in sorted(set(doc) - HEADER_KEYS):
        problems.append(Problem(f"unknown key '{key}' in the journal header", 0, "unknown-key"))
    if doc.get("format") != FORMAT:
        problems.append(Problem(f"format must be {FORMAT}, not {doc.get('format')!r}", 0))
    for key in ("ruleset", "game"):
        if not isinstance(doc.get(key), str):
            problems.append(Problem(f"'{key}' is missing or not a string", 0, "missing"))
    players = doc.get("players")
    if not (isinstance(players, list) and players and all(isinstance(p, str) for p in players)):
        problems.append(Problem("'players' must be a list of names", 0, "missing"))
        players = []
    if len(set(players)) != len(players):
        problems.append(Problem("a player is listed twice in 'players'", 0))
    options = doc.get("options", {})
    if not isinstance(options, Mapping):
        problems.append(Problem("'options' must be a table", 0))
        options = {}
    seats = doc.get("seats", {})
    teams = doc.get("teams", {})
    if not isinstance(seats, Mapping) or not all(isinstance(v, str) for v in seats.values()):
        problems.append(Problem("'seats' must be a table of seat = player", 0))
        seats = {}
    if not isinstance(teams, Mapping) or not all(
        isinstance(v, list) and all(m in players for m in v) for v in teams.values()
    ):
        problems.append(Problem("'teams' must be a table of team = [players]", 0))
        teams = {}
    scorer = doc.get("scorer", "")
    if not isinstance(scorer, str):
        problems.append(Problem("'scorer' must be the name of who keeps the score", 0))
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
    )
    return header, []


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
    out["options"] = dict(header.options)
    return out


def read_records(
    doc: Mapping[str, Any], lines: Sequence[int]
) -> tuple[list[Record], list[Problem]]:
    raw = doc.get("hands", [])
    problems: list[Problem] = []
    if not isinstance(raw, list):
        return [], [Problem("'hands' must be an array of [[hands]] tables", 0)]
    records: list[Record] = []
    hands = 0
    for index, item in enumerate(raw):
        line = lines[index] if index < len(lines) else 0
        marks = [k for k in ("n", "void", "fix", "close") if k in item]
        if len(marks) != 1:
            problems.append(
                Problem("a [[hands]] block needs exactly one of n, void, fix, close", line)
            )
            continue
        action = "hand" if marks[0] == "n" else marks[0]
        target = item[marks[0]]
        if action == "close":
            target = 0
        elif not isinstance(target, int) or isinstance(target, bool) or target < 1:
            problems.append(Problem(f"{marks[0]} must be a hand number, not {target!r}", line))
            continue
        if action == "hand":
            hands += 1
            if target != hands:
                problems.append(
                    Problem(f"hand number {target} out of order; expected {hands}", line)
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

    __slots__ = ("corrections", "entry", "line", "n", "void")

    def __init__(self, n: int, entry: Mapping[str, Any], line: int) -> None:
        self.n = n
        self.entry = entry
        self.line = line
        self.void = False
        self.corrections: list[Record] = []


def _slots(
    records: Sequence[Record], problems: list[Problem] | None
) -> tuple[list[_Slot], Record | None]:
    slots: list[_Slot] = []
    closed: Record | None = None
    for record in records:
        try:
            if closed is not None:
                raise Rejected("the session is closed; no more entries (start a new session)")
            if record.action == "hand":
                slots.append(_Slot(record.target, record.entry, record.line))
                continue
            if record.action == "close":
                closed = record
                continue
            if not 1 <= record.target <= len(slots):
                raise Rejected(f"there is no hand {record.target} to {record.action}")
            slot = slots[record.target - 1]
            if slot.void:
                raise Rejected(f"hand {record.target} is already void")
            if record.action == "void":
                slot.void = True
            else:
                slot.entry = record.entry
                slot.line = record.line
            slot.corrections.append(record)
        except Rejected as error:
            if problems is None:
                error.line = record.line
                raise
            problems.append(Problem(str(error), record.line))
    return slots, closed


def replay(
    journal: Journal, engine: Engine, ctx: Context, problems: list[Problem] | None = None
) -> Replay:
    """Replay every live hand through the engine.

    With ``problems`` given, a hand the rules refuse is reported there and skipped, so
    ``check`` can list every problem at once; without it the first problem is raised.
    """
    slots, closed = _slots(journal.records, problems)
    state = engine.start(ctx)
    totals = dict.fromkeys(ctx.table.sides, 0)
    lines: list[HandLine] = []
    for slot in slots:
        if slot.void:
            lines.append(
                HandLine(
                    slot.n, slot.entry, None, dict(totals), True, tuple(slot.corrections), slot.line
                )
            )
            continue
        try:
            state, outcome = engine.play(state, slot.entry, ctx)
        except ScorekeepError as error:
            error.message = f"hand {slot.n}: {error}"
            error.field = None
            error.rule = None
            if problems is None:
                error.line = slot.line
                raise
            problems.append(Problem(error.message, slot.line))
            continue
        for side, points in outcome.scores.items():
            totals[side] = totals.get(side, 0) + points
        lines.append(
            HandLine(
                slot.n, slot.entry, outcome, dict(totals), False, tuple(slot.corrections), slot.line
            )
        )
    settlement = None
    if closed is not None:
        state, settlement = engine.close(state, ctx)
        for side, points in settlement.scores.items():
            totals[side] = totals.get(side, 0) + points
    return Replay(tuple(lines), engine.standing(state, ctx), closed is not None, settlement, state)


def context_for(header: Header, ruleset: Ruleset) -> Context:
    return Context(ruleset, ruleset.effective(header.options), header.table)
