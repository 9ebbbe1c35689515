"""Plain data for every report: the stable JSON contract of ``status`` and ``sheet``, and what
the other renderers read."""

from __future__ import annotations

from array import array
from collections.abc import Callable, Iterator, Mapping, Sequence
from operator import attrgetter

from scorekeep.core.evening import Result, finished_results_of, result_in_progress
from scorekeep.core.game import CROWD, Context, Engine, Later
from scorekeep.core.session import Finished, HandLine, Header, Record, Replay
from scorekeep.i18n import _

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from scorekeep.core.game import Table

    Summary = tuple[list[dict[str, Any]], dict[str, int], dict[str, int]]
    """The finished games as the evening lists them, the games each player won, and what
    each carries from them."""


_VOID = attrgetter("void")


def status_data(
    header: Header, replay: Replay, ctx: Context | None = None, finished: Summary | None = None
) -> dict[str, Any]:
    """``finished`` is the summary of the replay's finished games when the caller has it
    (:func:`finished_summary`): a hand kept by the cache does not read them again."""
    standing = replay.standing
    data: dict[str, Any] = {
        "session": header.name,
        "ruleset": header.ruleset,
        "game": header.game,
        "players": list(header.table.players),
        "hands": len(replay.lines) - sum(map(_VOID, replay.lines)),
        "totals": dict(standing.totals),
        "finished": standing.finished,
        "winner": standing.winner,
        "next_dealer": standing.next_dealer,
        "reason": standing.reason,
    }
    if header.scorer:
        data["scorer"] = header.scorer
    if header.table.teams:
        data["teams"] = {t.name: list(t.members) for t in header.table.teams}
    for key, value in standing.extra.items():
        data.setdefault(key, value)
    if "changed_options" in data:
        data["changed_options"] = table_settings(header, ctx or replay.game_ctx)
    if len(data["totals"]) <= CROWD:
        data.setdefault("progress", progress(replay, data["totals"]))
    data["evening"] = evening_data(replay, ctx or replay.game_ctx, finished)
    return data


def table_settings(header: Header, ctx: Context | None) -> dict[str, Any]:
    """The conventions the table chose that differ from the ruleset's defaults, from the
    journal's header: an option the evening sets for its next game (who deals first) is not
    a setting of the table, so every sheet of the evening names the same ones."""
    if ctx is None:
        return {}
    ruleset = ctx.ruleset
    return {
        key: value
        for key, value in ruleset.effective(header.options).items()
        if key in ruleset.options and value != ruleset.options[key].default
    }


EVENING_KEYS = frozenset({"evening", "progress"})


def evening_data(
    replay: Replay, ctx: Context | None, finished: Summary | None = None
) -> dict[str, Any]:
    """The evening so far (SPEC §9): the number of the game in progress, each finished
    rubber or game with its winner, totals and margin, games won and each player's total.
    In an evening of more than one game, ``over`` is the game in progress once it is over,
    shaped as the ``games`` before it, so the evening's table lists every finished game."""
    if ctx is None:
        return {
            "game": replay.game,
            "unit": "game",
            "players": [],
            "games": [],
            "won": {},
            "totals": {},
        }
    if finished is None:
        games, won, totals = _finished(replay.evening)
    else:
        games, won, totals = list(finished[0]), dict(finished[1]), dict(finished[2])
    current = result_in_progress(replay, ctx)
    just_over: dict[str, Any] | None = None
    if current is not None:
        if replay.standing.finished:
            just_over = _game_entry(current)  # its own key: ``games`` lists those before
            _count_won(won, current)
        for player, points in current.points.items():
            totals[player] = totals.get(player, 0) + points
    table = (replay.game_ctx or ctx).table
    data: dict[str, Any] = {
        "game": replay.game,
        "unit": replay.unit,
        "players": list(table.players),
        **({"seats": dict(table.seats)} if table.seats else {}),
        "games": games,
        "won": won,
        "totals": totals,
    }
    if just_over is not None:
        data["over"] = just_over
    return data


_KEPT_EVENING: list[Any] = [None, ([], {}, {})]
"""The finished games of the last evening asked for, with the tuple they were made from:
``table`` asks after every hand, and until a rubber ends the replay's finished games are
the same tuple, so a hand costs the same on the thousandth deal as on the first."""


def forget_finished_summary() -> None:
    """Let the last evening's finished games go (a long evening's are many MiB) when what
    follows will not ask for them again."""
    _KEPT_EVENING[:] = [None, ([], {}, {})]


def finished_summary(evening: tuple[Finished, ...]) -> Summary:
    """The summary of an evening's finished games (copies), as :func:`status_data` takes it."""
    return _finished(evening)


def _finished(evening: tuple[Finished, ...]) -> Summary:
    """The finished games as the evening lists them, the games each player won and what each
    carries from them (copies: the caller adds the game in progress)."""
    if _KEPT_EVENING[0] is not evening:
        games: list[dict[str, Any]] = []
        won: dict[str, int] = {}
        totals: dict[str, int] = {}
        # an evening of 500 rubbers: the winners of a table and a side are found once
        winners_of: dict[tuple[Table, str | None], list[str]] = {}
        for result in finished_results_of(evening):
            games.append(_game_entry(result))
            _count_won(won, result, winners_of)
            for player, points in result.points.items():
                totals[player] = totals.get(player, 0) + points
        _KEPT_EVENING[:] = [evening, (games, won, totals)]
    games, won, totals = _KEPT_EVENING[1]
    return list(games), dict(won), dict(totals)


def _count_won(
    won: dict[str, int],
    result: Result,
    winners_of: dict[tuple[Table, str | None], list[str]] | None = None,
) -> None:
    table, winner = result.table, result.standing.winner
    winners = winners_of.get((table, winner)) if winners_of is not None else None
    if winners is None:
        winners = [p for p in table.players if table.side_of(p) == winner]
        if winners_of is not None:
            winners_of[(table, winner)] = winners
    for player in winners:
        won[player] = won.get(player, 0) + 1


def _game_entry(result: Result) -> dict[str, Any]:
    standing = result.standing
    return {
        "number": result.number,
        "hands": [result.first, result.last],
        "winner": standing.winner,
        "loser": standing.extra.get("loser"),
        "totals": dict(standing.totals),
        "margin": result.margin,
        "reason": standing.reason,
        "players": list(result.table.players),
        **({"seats": dict(result.table.seats)} if result.table.seats else {}),
        "points": dict(result.points),
        "figures": (
            dict(standing.extra)
            if EVENING_KEYS.isdisjoint(standing.extra)
            else {k: v for k, v in standing.extra.items() if k not in EVENING_KEYS}
        ),
    }


def as_published(data: Mapping[str, Any]) -> dict[str, Any]:
    """Status or sheet data as its JSON gives it (SPEC §9): ``evening.games`` lists every
    finished rubber or game, the one just over included; ``evening.over`` is that one again
    in an evening of more than one game, as it was before."""
    evening = data.get("evening")
    if not isinstance(evening, Mapping) or evening.get("over") is None:
        return dict(data)
    over = evening["over"]
    shown = {k: v for k, v in evening.items() if k != "over" or evening["games"]}
    shown["games"] = [*evening["games"], over]
    return {**data, "evening": shown}


def game_sheets(data: Mapping[str, Any]) -> Iterator[dict[str, Any]]:
    """A sheet's data cut into one sheet per rubber or game of the evening, each with its
    own hands, totals and result; a one-game evening is its own single sheet. The parts
    come one at a time, each with its hands made as it comes, so a long evening's sheet
    holds one rubber's hands as dicts at a time, never all of them."""
    evening = data["evening"]
    if not evening["games"]:
        yield dict(data)
        return
    alone = {k: v for k, v in evening.items() if k != "over"} | {"games": []}
    by_game = _indices_by_game(data["hands"])
    for game in evening["games"]:
        yield {
            **data,
            **game["figures"],
            **_seated(data, game),
            "hands": _hands_of(data["hands"], by_game.get(game["number"], ())),
            "totals": dict(game["totals"]),
            "finished": True,
            "winner": game["winner"],
            "reason": game["reason"],
            "settlement": None,
            "reopened": [],
            "evening": {**alone, "game": game["number"]},
        }
    current = _hands_of(data["hands"], by_game.get(evening["game"], ()))
    yield {**data, **_seated(data, evening), "hands": current, "evening": alone}


def one_sheet(data: Mapping[str, Any]) -> bool:
    """Whether :func:`game_sheets` gives the sheet whole (an evening of one game so far)."""
    return not data["evening"]["games"]


def _indices_by_game(hands: Any) -> dict[Any, array[int]]:
    """Where each rubber's or game's hands stand in the sheet's hands."""
    numbers = hands.games if isinstance(hands, Hands) else [h["game"] for h in hands]
    found: dict[Any, array[int]] = {}
    for index, number in enumerate(numbers):
        found.setdefault(number, array("q")).append(index)
    return found


def _hands_of(hands: Sequence[dict[str, Any]], indices: Sequence[int]) -> list[dict[str, Any]]:
    return [hands[i] for i in indices]


def _seated(data: Mapping[str, Any], game: Mapping[str, Any]) -> dict[str, Any]:
    """Who played a game of the evening (bridge: where they sat), for its part of the sheet."""
    out: dict[str, Any] = {"players": list(game["players"])}
    if "seats" in data and "seats" in game:
        out["seats"] = dict(game["seats"])
    return out


def game_of(evening: Mapping[str, Any], n: int) -> int:
    """The number of the rubber or game hand ``n`` belongs to."""
    return game_finder(evening)(n)


def game_finder(evening: Mapping[str, Any]) -> Callable[[int], int]:
    """:func:`game_of` for many hands of one evening: a binary search over the games' last
    hands (a scan of every game for every hand made a long evening quadratic)."""
    from bisect import bisect_left

    games = evening["games"]
    lasts = [game["hands"][1] for game in games]
    numbers = [int(game["number"]) for game in games]
    current = int(evening["game"])
    if lasts != sorted(lasts):
        pairs = list(zip(numbers, lasts, strict=True))
        return lambda n: next((g for g, last in pairs if n <= last), current)

    def find(n: int) -> int:
        i = bisect_left(lasts, n)
        return numbers[i] if i < len(lasts) else current

    return find


def progress(replay: Replay, totals: dict[str, int]) -> dict[str, list[int]]:
    """Each side's running total after every live hand (and after the closing settlement),
    for the sparkline in ``status`` and the chart on the printed sheet."""
    out: dict[str, list[int]] = {side: [] for side in totals}
    since = replay.evening[-1].last if replay.evening else 0
    for line in replay.lines:
        if not line.void and line.n > since:
            for side, values in out.items():
                values.append(line.totals.get(side, 0))
    if replay.settlement is not None and any(replay.settlement.scores.values()):
        for side, values in out.items():
            values.append(totals[side])
    return out


def _entered(records: Sequence[Record]) -> dict[int, list[Mapping[str, Any]]]:
    """Every version of each fixed hand in journal order: as entered, then each fix. A hand
    never fixed has no correction that names what it replaced, so a long evening's sheet
    lists none of those."""
    fixed = {record.target for record in records if record.action == "fix"}
    versions: dict[int, list[Mapping[str, Any]]] = {}
    if fixed:
        for record in records:
            if record.target in fixed and record.action in ("hand", "fix"):
                versions.setdefault(record.target, []).append(record.entry)
    return versions


def _was(
    header: Header, records: Sequence[Record], engine: Engine, ctx: Context
) -> dict[int, list[str]]:
    """Each fixed hand's earlier versions in the words of the version in force (the same
    order of points, the result), so a sheet shows what the fix changed."""
    from scorekeep.core.session import Journal, earlier_versions

    return {
        n: [_described(engine, e.entry, e.ctx, e.outcome) for e in earlier]
        for n, earlier in earlier_versions(Journal(header, tuple(records)), engine, ctx).items()
    }


def _described(engine: Engine, entry: Mapping[str, Any], ctx: Context, outcome: Any) -> str:
    try:
        return str(engine.describe(entry, ctx, outcome))
    except Exception:  # an earlier version the engine can no longer read: shown raw
        return ", ".join(f"{k} {v}" for k, v in entry.items())


def corrections(line: HandLine, versions: Sequence[Mapping[str, Any]]) -> list[dict[str, Any]]:
    """The hand's voids and fixes; a fix also names the entry it ``replaced`` (the first fix:
    the hand as originally entered) when the journal's records were given."""
    out = []
    fixes = 0
    for c in line.corrections:
        item: dict[str, Any] = {"action": c.action, "reason": c.reason, "at": c.at}
        if c.action == "fix":
            item["entry"] = dict(c.entry)
            if fixes < len(versions) - 1:
                item["replaced"] = dict(versions[fixes])
            fixes += 1
        out.append(item)
    return out


def as_read(figures: Mapping[str, Any]) -> Mapping[str, Any]:
    """A hand's figures for the sheet: a copy, or the game's own when it works them out
    only when read (a club's every pair after every result)."""
    return dict(figures) if type(figures) is dict or not isinstance(figures, Later) else figures


def sheet_data(
    header: Header,
    replay: Replay,
    engine: Engine,
    ctx: Context,
    records: Sequence[Record] = (),
) -> dict[str, Any]:
    """The sheet's data; with the journal's ``records`` each fix also names the entry it
    replaced."""
    versions = _entered(records)
    was = _was(header, records, engine, ctx) if any(r.action == "fix" for r in records) else {}
    data = status_data(header, replay, ctx)
    find = game_finder(data["evening"])

    def hand(line: HandLine, game: int) -> dict[str, Any]:
        outcome = line.outcome
        return {
            "n": line.n,
            "entry": dict(line.entry),
            "summary": engine.describe(line.entry, ctx, outcome),
            "scores": as_read(outcome.scores) if outcome else {},
            "totals": as_read(line.totals),
            "notes": list(outcome.notes) if outcome else [],
            "warnings": list(outcome.warnings) if outcome else [],
            "detail": outcome.detail if outcome else None,
            "void": line.void,
            "corrections": corrections(line, versions.get(line.n, ())),
            "was": was.get(line.n, []),
            "game": game,
        }

    data["hands"] = Hands(replay.lines, array("q", (find(line.n) for line in replay.lines)), hand)
    data["settlement"] = (
        {"scores": dict(replay.settlement.scores), "notes": list(replay.settlement.notes)}
        if replay.settlement
        else None
    )
    data["options"] = dict(ctx.options)
    if header.event:
        data["event"] = dict(header.event)  # what an imported file said of its event, boards
    if header.movement:
        data["movement"] = dict(header.movement)
    if replay.reopened:
        data["reopened"] = [
            {"after_hand": after, "reason": r.reason, "at": r.at} for after, r in replay.reopened
        ]
    return data


class Hands:
    """The sheet's hands, each made from its replayed line when it is read and not kept:
    a sheet of a long evening holds the replay once, not a second copy of every hand as a
    dict of dicts. Read twice, a hand is made twice (and equal). A sequence (registered as
    one) without subclassing ``Sequence``, so no command imports ``typing`` for it."""

    __slots__ = ("_lines", "_make", "games")

    def __init__(
        self,
        lines: Sequence[HandLine],
        games: array[int],
        make: Callable[[HandLine, int], dict[str, Any]],
    ) -> None:
        self._lines = lines
        self.games = games
        """The number of the rubber or game each hand belongs to."""
        self._make = make

    def __len__(self) -> int:
        return len(self._lines)

    def __getitem__(self, index: int | slice) -> Any:
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(len(self)))]
        return self._make(self._lines[index], self.games[index])

    def __iter__(self) -> Iterator[dict[str, Any]]:
        make, games = self._make, self.games
        for index, line in enumerate(self._lines):
            yield make(line, games[index])

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Sequence) and not isinstance(other, str):
            return len(self) == len(other) and all(a == b for a, b in zip(self, other, strict=True))
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]


Sequence.register(Hands)


def reopened_line(reopen: Mapping[str, Any]) -> str:
    """How a sheet says that a close was taken back."""
    if reopen["reason"]:
        said = _("closed after hand {n}, then reopened ({reason}): play went on")
    else:
        said = _("closed after hand {n}, then reopened: play went on")
    return said.format(n=reopen["after_hand"], reason=reopen["reason"])
