"""Matchpoints to two decimals from whole hundredths give the very floats ``round(x, 2)``
gives: the running totals and each result's changes of a club's replay, written as
:func:`scorekeep.games.bridge.duplicate_tally.moved_points` and
:func:`scorekeep.core.session.two_decimals`, against the arithmetic written out."""

from __future__ import annotations

from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from scorekeep.core.session import added, two_decimals
from scorekeep.games.bridge.duplicate_tally import moved_points

# Matchpoints as boards give them: whole, halves, Neuberg's eighths and thirds, IMPs below 0
EIGHTHS = st.integers(-80_000, 80_000).map(lambda n: n / 8)
THIRDS = st.integers(-30_000, 30_000).map(lambda n: n / 3 - 1)
TIES = st.integers(-100_000, 100_000).map(lambda n: n / 100 + 0.005)
POINTS = st.one_of(EIGHTHS, THIRDS, TIES, st.floats(-10_000, 10_000), st.just(0.0))


def written_out(
    was: dict[str, float],
    shown_before: dict[str, float],
    before: dict[str, float],
    after: dict[str, float],
    players: list[str],
) -> tuple[dict[str, float], dict[str, float], dict[str, Any]]:
    """``moved_points`` as the loop it replaces: ``round(x, 2)`` for every figure."""
    points, shown = dict(was), dict(shown_before)
    scores: dict[str, Any] = dict.fromkeys(players, 0)
    gone = before.keys() - after.keys()
    for pair, value in [*after.items(), *((p, 0.0) for p in gone)]:
        points[pair] = now = was.get(pair, 0.0) + value - before.get(pair, 0.0)
        shown[pair] = two = round(now, 2)
        if pair in scores:
            change = round(two - shown_before.get(pair, 0.0), 2)
            scores[pair] = int(change) if change == int(change) else change
    return points, shown, scores


def same(a: dict[str, Any], b: dict[str, Any]) -> bool:
    """Equal, in order, type and sign of zero (what the sheets and JSON print)."""
    return list(a) == list(b) and [repr(v) for v in a.values()] == [repr(v) for v in b.values()]


@given(POINTS)
def test_two_decimals_is_round(value: float) -> None:
    assert repr(two_decimals(value)) == repr(round(value, 2))
    assert repr(added(value, 0.0)) == repr(added(0.0, value))


PAIRS = [f"Pair {i}" for i in range(1, 13)]
BOARD = st.dictionaries(st.sampled_from(PAIRS), POINTS, max_size=12)


@given(BOARD, BOARD, BOARD, st.lists(st.sampled_from(PAIRS), unique=True, max_size=12))
def test_moved_points_is_the_loop(
    was: dict[str, float], before: dict[str, float], after: dict[str, float], players: list[str]
) -> None:
    shown = {pair: round(value, 2) for pair, value in was.items()}
    slow = written_out(was, shown, before, after, players)
    points, shown_now = dict(was), dict(shown)
    moved = moved_points(points, shown_now, before, after, players)
    changes = {**dict.fromkeys(players, 0), **moved}
    assert all(same(a, b) for a, b in zip((points, shown_now, changes), slow, strict=True))
