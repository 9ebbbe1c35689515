"""The evening (SPEC §9): each rubber or game of a session as the evening counts it, and
what each player carries from it into the evening's total."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from scorekeep.core.game import Context, Standing, Table
from scorekeep.core.record import NamedTuple
from scorekeep.core.session import Finished, Replay


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

    What a player carries from each is the engine's to say (``Engine.carried``: his side's
    points, or bridge's margin of the rubber), kept by the replay.
    """
    current = result_in_progress(replay, ctx)
    return (*finished_results_of(replay.evening), *(() if current is None else (current,)))


def finished_results_of(evening: Sequence[Finished]) -> tuple[Result, ...]:
    """The rubbers or games finished before the one in progress (``Replay.evening``)."""
    return tuple(
        Result(f.number, f.first, f.last, f.standing, f.table, _margin(f.standing), f.points)
        for f in evening
    )


def result_in_progress(replay: Replay, ctx: Context) -> Result | None:
    """The rubber or game in progress, when it has a hand or the evening has no other."""
    if not replay.first and replay.evening:
        return None
    last = replay.lines[-1].n if replay.lines else 0
    standing = replay.standing
    table = (replay.game_ctx or ctx).table
    return Result(
        replay.game, replay.first, last, standing, table, _margin(standing), replay.carried
    )


def _margin(standing: Standing) -> int | None:
    totals, winner = standing.totals, standing.winner
    if winner is None or winner not in totals:
        return None
    rest = [points for side, points in totals.items() if side != winner]
    return totals[winner] - max(rest, default=0)


def evening_totals(results: Sequence[Result]) -> dict[str, int]:
    """Each player's evening total: the sum of what he carries from every game."""
    totals: dict[str, int] = {}
    for result in results:
        for player, points in result.points.items():
            totals[player] = totals.get(player, 0) + points
    return totals
