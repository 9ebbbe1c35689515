"""The evening (SPEC §9): each rubber or game of a session as the evening counts it, and
what each player carries from it into the evening's total."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from scorekeep.core.game import Context, Standing, Table
from scorekeep.core.record import NamedTuple
from scorekeep.core.session import Replay, by_rubbers


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
