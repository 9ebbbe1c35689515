"""The evening (SPEC §9): each rubber or game of a session as the evening counts it, and
what each player carries from it into the evening's total."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from scorekeep.core.game import Context, Standing, Table
from scorekeep.core.record import NamedTuple
from scorekeep.core.session import Replay


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
    game_ctx = replay.game_ctx or ctx
    done = [(*f[:5], f.points) for f in replay.evening]
    if replay.first or not done:
        last = replay.lines[-1].n if replay.lines else 0
        done.append(
            (replay.game, replay.first, last, replay.standing, game_ctx.table, replay.carried)
        )
    return tuple(
        Result(number, first, last, standing, table, _margin(standing), points)
        for number, first, last, standing, table, points in done
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
