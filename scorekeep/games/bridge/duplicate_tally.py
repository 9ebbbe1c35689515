"""Each pair's change and running total after every result of a pairs session, worked out
when read. A result changes the matchpoints of every pair on its board (and, when a board is
played by one more table than any before, of every pair in the field): kept on every result,
those changes made a club's replay grow with the square of its field. They are worked out
here, in the order the results were played, the first time one is read — by the very
arithmetic the replay used, so every figure is the one it gave."""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Collection, Iterator, Mapping
from itertools import repeat
from operator import add, mul, sub, truediv

from scorekeep.core.game import Later, LaterScores
from scorekeep.core.session import NOT_HALF, added
from scorekeep.games.bridge.duplicate_pairs import (
    BoardFigures,
    Scoring,
    figure,
    score_board,
    scored_boards,
)
from scorekeep.games.bridge.duplicate_pairs import session as pairs_session

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from scorekeep.games.bridge.duplicate import Log, Movement, TableResult


def chronicle_of(log: Log, scoring: Scoring, players: tuple[str, ...]) -> Chronicle:
    """The one chronicle of ``log``'s results for this scoring and these pairs."""
    key = (scoring, players)
    found = log.chronicles.get(key)
    if found is None:
        found = log.chronicles[key] = Chronicle(log, scoring, players)
    return found


class Chronicle:
    """The results of a log replayed for their changes, as far as any has been read: each
    pair's points, its points to two decimals, each board's figures, and every result's
    changes so far (the pairs it moved, the others 0). Its log is only ever appended to, so
    what it has worked out stays true."""

    __slots__ = (
        "_boards",
        "_changes",
        "_cursor",
        "_expected",
        "_points",
        "_scored",
        "_seated",
        "_shown",
        "log",
        "named",
        "players",
        "scoring",
    )

    def __init__(self, log: Log, scoring: Scoring, players: tuple[str, ...]) -> None:
        self.log, self.scoring, self.players = log, scoring, players
        self.named = frozenset(players)
        self._changes: list[dict[str, Any]] = []
        self._points: dict[str, float] = {}
        self._shown: dict[str, float] = {}
        self._scored: dict[int, BoardFigures] = {}
        self._expected = 0
        self._boards: dict[int, list[TableResult]] = {}
        self._seated: dict[int, int] = {}
        self._cursor: tuple[dict[str, Any], int, dict[str, Any]] | None = None

    def __reduce__(self) -> tuple[Any, ...]:
        return chronicle_of, (self.log, self.scoring, self.players)

    def change(self, index: int) -> Mapping[str, Any]:
        """The changes of the log's result ``index``: only the pairs it moved."""
        changes, items = self._changes, self.log.items
        while len(changes) <= index:
            self._step(items[len(changes)])
        return changes[index]

    def _step(self, result: TableResult) -> None:
        """One more result, scored as the replay scored it: its board again, or every board
        when it is the first to be played by one more table than any before (BR-D5)."""
        scoring, number = self.scoring, result.board
        travel = self._boards.setdefault(number, [])
        before_travel = list(travel)
        travel.append(result)
        seated = self._seated[number] = self._seated.get(number, 0) + (not result.sitout)
        expected = max(self._expected, seated)
        if scoring.in_imps or expected == self._expected:
            kept = self._scored.get(number)
            before = (
                kept.points
                if kept is not None
                else score_board(number, before_travel, self._expected, scoring).points
            )
            after = score_board(number, travel, expected, scoring)
            moved = moved_points(self._points, self._shown, before, after.points, self.named)
            self._scored[number] = after
        else:
            boards = {n: list(self._boards[n]) for n in sorted(self._boards)}
            self._scored = scored_boards(boards, scoring)
            points = dict(pairs_session(boards, scoring, self._scored).points)
            was = self._points
            moved = {}
            for pair in points.keys() | was.keys():
                if pair in self.named:
                    change = figure(round(points.get(pair, 0.0), 2) - round(was.get(pair, 0.0), 2))
                    if change:
                        moved[pair] = change
            self._points = points
            self._shown = {p: round(v, 2) for p, v in points.items()}
        self._expected = expected
        self._changes.append(moved)

    def totals(self, base: dict[str, Any], first: int, last: int) -> dict[str, Any]:
        """The running totals from ``base``, before result ``first``, to after ``last``."""
        cursor = self._cursor
        if cursor is not None and cursor[0] is base and cursor[1] <= last + 1:
            done, running = cursor[1], cursor[2]
        else:
            done, running = first, dict(base)
        for index in range(done, last + 1):
            for pair, points in self.change(index).items():
                running[pair] = added(running.get(pair, 0), points)
        self._cursor = (base, last + 1, running)
        return dict(running)


class Changes(LaterScores):
    """One result's change for every pair (0 for those it did not move), in the session's
    order of pairs, worked out when first read."""

    __slots__ = ("chronicle", "index")

    def __init__(self, chronicle: Chronicle, index: int) -> None:
        self.chronicle, self.index = chronicle, index

    def __getitem__(self, pair: str) -> Any:
        if pair not in self.chronicle.named:
            raise KeyError(pair)
        return self.chronicle.change(self.index).get(pair, 0)

    def __iter__(self) -> Iterator[str]:
        return iter(self.chronicle.players)

    def __len__(self) -> int:
        return len(self.chronicle.players)

    def __reduce__(self) -> tuple[Any, ...]:
        return Changes, (self.chronicle, self.index)

    def totals_after(self, before: Mapping[str, Any]) -> Mapping[str, Any]:
        chronicle = self.chronicle
        if (
            isinstance(before, Totals)
            and before.chronicle is chronicle
            and before.last == self.index - 1
        ):
            return Totals(chronicle, before.base, before.first, self.index)
        base = dict(before)
        for pair in chronicle.players:
            base.setdefault(pair, 0)
        return Totals(chronicle, base, self.index, self.index)


class Totals(Later):
    """Every pair's running total after result ``last``: ``base`` with the changes of the
    results from ``first`` on, worked out when first read. Its pairs are ``base``'s."""

    __slots__ = ("_made", "base", "chronicle", "first", "last")

    def __init__(self, chronicle: Chronicle, base: dict[str, Any], first: int, last: int) -> None:
        self.chronicle, self.base, self.first, self.last = chronicle, base, first, last
        self._made: dict[str, Any] | None = None

    def _totals(self) -> dict[str, Any]:
        if self._made is None:
            self._made = self.chronicle.totals(self.base, self.first, self.last)
        return self._made

    def __getitem__(self, pair: str) -> Any:
        return self._totals()[pair]

    def __iter__(self) -> Iterator[str]:
        return iter(self.base)

    def __len__(self) -> int:
        return len(self.base)

    def __contains__(self, pair: object) -> bool:
        return pair in self.base

    def copy(self) -> Totals:
        """Itself: what a hand's line keeps of the totals after it (they never change)."""
        return self

    def __reduce__(self) -> tuple[Any, ...]:
        return Totals, (self.chronicle, self.base, self.first, self.last)


def moved_points(
    points: dict[str, float],
    shown: dict[str, float],
    before: Mapping[str, float],
    after: Mapping[str, float],
    players: Collection[str],
) -> dict[str, Any]:
    """Every pair's points (and to two decimals), updated in place, once a board that
    scored ``before`` scores ``after``; the changes to two decimals of the pairs it moved.

    Its arithmetic runs in ``map`` over whole hundredths: a figure to two decimals is its
    whole number of hundredths over 100 (the float nearest it, as ``round(x, 2)`` gives),
    and a change the difference of two such numbers. Where a pair's hundredths could be a
    half (a tie ``round`` breaks on the exact value) or are none, that pair takes
    ``round(x, 2)`` (:func:`scorekeep.core.session.two_decimals`)."""
    pairs = list(after)
    values = list(after.values())
    gone = before.keys() - after.keys()
    if gone:
        pairs += gone
        values += [0.0] * len(gone)
    zeros = repeat(0.0)
    now = list(
        map(sub, map(add, map(points.get, pairs, zeros), values), map(before.get, pairs, zeros))
    )
    scaled = list(map(mul, now, repeat(100.0)))
    cents = list(map(round, scaled))
    two = list(map(truediv, cents, repeat(100)))
    if not all(cents) or max(map(abs, map(sub, scaled, cents)), default=0.0) >= NOT_HALF:
        for i, off in enumerate(map(sub, scaled, cents)):
            if not cents[i] or not -NOT_HALF < off < NOT_HALF:
                two[i] = exact = round(now[i], 2)
                cents[i] = round(exact * 100)
    had = list(map(round, map(mul, map(shown.get, pairs, zeros), repeat(100.0))))
    points.update(zip(pairs, now, strict=True))
    shown.update(zip(pairs, two, strict=True))
    named = players if isinstance(players, frozenset) else frozenset(players)
    return {
        pair: c / 100 if c % 100 else c // 100
        for pair, c in zip(pairs, map(sub, cents, had), strict=True)
        if c and pair in named
    }


def so_far(state: Movement, result: TableResult, scoring: Scoring) -> BoardFigures:
    """What the note on a result reads of its board as scored so far: its own pairs'
    matchpoints and the board's top, from the board's played scores in order (as
    :func:`score_board` scores them, without scoring every other table again); a board in
    IMPs, or balanced for an adjusted score, is scored whole."""
    number = result.board
    log = state.log
    if result.sitout or result.adjusted is not None:
        return BoardFigures({}, {}, {})
    if (
        scoring.in_imps
        or (log.adjusted.get(number) and scoring.adjusted_balance == "field")
        or not state.latest
    ):
        return score_board(number, state.on_board(number), state.expected, scoring)
    order = log.ns_scores[number]
    compared = len(order)
    expected = (
        max(state.expected, compared + log.adjusted.get(number, 0)) if scoring.neuberg else compared
    )
    raw_top = 2 * (compared - 1)
    mp = bisect_left(order, result.ns_score) + bisect_right(order, result.ns_score) - 1
    ns: float
    ew: float
    if compared in (0, expected):
        ns, ew = mp, raw_top - mp
    else:
        ns = (mp + 1) * expected / compared - 1
        ew = (raw_top - mp + 1) * expected / compared - 1
    traveller: dict[str, Any] = {"board": number, "top": max(2 * (expected - 1), 0)}
    if expected != compared:
        traveller.update({"compared": compared, "expected": expected, "factored": True})
    return BoardFigures({result.ns: ns, result.ew: ew}, {}, traveller)
