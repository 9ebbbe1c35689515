"""A pairs session's figures as club programs compute them (BR-D4, BR-D5): each board's
traveller matchpointed — factored up (Neuberg) when the board has fewer comparable results
than expected — or scored in IMPs against every other result or against the board's datum
(butler); then each pair's session figure and the ranking."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from scorekeep.core.record import NamedTuple
from scorekeep.games.bridge.duplicate_boards import imps, matchpoints, percentage

if TYPE_CHECKING:
    from scorekeep.games.bridge.duplicate import TableResult

METHODS = ("matchpoints", "imps-cross", "imps-butler")
PERCENTAGES = ("boards", "total")


class Scoring(NamedTuple):
    """How the session is scored: the options ``pairs_scoring``, ``pairs_percentage``,
    ``neuberg`` and ``butler_drop``."""

    method: str = "matchpoints"
    percentage: str = "boards"
    neuberg: bool = True
    butler_drop: int = 1

    @property
    def in_imps(self) -> bool:
        return self.method != "matchpoints"


def scoring_of(options: Mapping[str, Any]) -> Scoring:
    return Scoring(
        str(options.get("pairs_scoring", "matchpoints")),
        str(options.get("pairs_percentage", "boards")),
        bool(options.get("neuberg", True)),
        int(options.get("butler_drop", 1)),
    )


def figure(value: float) -> float | int:
    """A figure as the sheets and JSON show it: two decimals, a whole number as one."""
    rounded = round(value, 2)
    return int(rounded) if rounded == int(rounded) else rounded


def neuberg(points: float, compared: int, expected: int) -> float:
    """BR-D5: matchpoints on the 2-per-win scale among ``compared`` results, factored up to
    the ``expected`` number: MP' = (MP + 1) · N / n − 1."""
    if compared == expected or compared == 0:
        return points
    return (points + 1) * expected / compared - 1


def butler_datum(scores: Sequence[int], drop: int) -> int:
    """BR-D5: the mean of the North-South scores without the ``drop`` highest and the
    ``drop`` lowest (all of them when that would leave none), to the nearest 10, a half away
    from zero."""
    kept = sorted(scores)
    if len(kept) > 2 * drop and drop > 0:
        kept = kept[drop:-drop]
    if not kept:
        return 0
    mean = sum(kept) / len(kept)
    tens = int(abs(mean) / 10 + 0.5)
    return 10 * tens if mean >= 0 else -10 * tens


def cross_imps(scores: Sequence[int]) -> list[float]:
    """BR-D5: each North-South score in IMPs against every other one, averaged."""
    if len(scores) < 2:
        return [0.0 for _score in scores]
    return [
        sum(imps(score - other) for j, other in enumerate(scores) if j != i) / (len(scores) - 1)
        for i, score in enumerate(scores)
    ]


class BoardFigures(NamedTuple):
    """One board scored: each pair's points (matchpoints or IMPs), the top it was scored
    against (0 in IMPs) and its traveller for the sheets."""

    points: Mapping[str, float]
    tops: Mapping[str, float]
    traveller: Mapping[str, Any]


def score_board(
    number: int, travel: Sequence[TableResult], expected: int, scoring: Scoring
) -> BoardFigures:
    played = [r for r in travel if not r.sitout and r.adjusted is None]
    adjusted = [r for r in travel if r.adjusted is not None]
    if scoring.in_imps:
        return _in_imps(number, travel, played, adjusted, scoring)
    expected = max(expected, len(played) + len(adjusted)) if scoring.neuberg else len(played)
    top = max(2 * (expected - 1), 0)
    raw_top = 2 * (len(played) - 1)
    points: dict[str, float] = {}
    rows: list[dict[str, Any]] = []
    for result, mp in zip(played, matchpoints([r.ns_score for r in played]), strict=True):
        ns = neuberg(mp, len(played), expected)
        ew = neuberg(raw_top - mp, len(played), expected)
        points[result.ns], points[result.ew] = ns, ew
        row = {"ns": result.ns, "ew": result.ew, "score": result.ns_score}
        rows.append({**row, "ns_mp": figure(ns), "ew_mp": figure(ew)})
    for result in adjusted:
        share = result.adjusted
        assert share is not None
        points[result.ns], points[result.ew] = share.ns * top / 100, share.ew * top / 100
        rows.append(
            {
                "ns": result.ns,
                "ew": result.ew,
                "score": None,
                "adjusted": share.code,
                "ns_mp": figure(points[result.ns]),
                "ew_mp": figure(points[result.ew]),
                "ns_percentage": share.ns,
                "ew_percentage": share.ew,
            }
        )
    traveller: dict[str, Any] = {"board": number, "top": top, "results": rows}
    if expected != len(played):
        traveller.update({"compared": len(played), "expected": expected, "factored": True})
    _sitouts(traveller, travel)
    return BoardFigures(points, dict.fromkeys(points, float(top)), traveller)


def _in_imps(
    number: int,
    travel: Sequence[TableResult],
    played: Sequence[TableResult],
    adjusted: Sequence[TableResult],
    scoring: Scoring,
) -> BoardFigures:
    scores = [r.ns_score for r in played]
    traveller: dict[str, Any] = {"board": number, "results": []}
    if scoring.method == "imps-butler":
        datum = butler_datum(scores, scoring.butler_drop)
        swings: list[float] = [float(imps(s - datum)) for s in scores]
        traveller["datum"] = datum
    else:
        swings = cross_imps(scores)
    points: dict[str, float] = {}
    rows = traveller["results"]
    for result, swing in zip(played, swings, strict=True):
        points[result.ns], points[result.ew] = swing, -swing
        rows.append(
            {
                "ns": result.ns,
                "ew": result.ew,
                "score": result.ns_score,
                "ns_imps": figure(swing),
                "ew_imps": figure(-swing),
            }
        )
    for result in adjusted:
        assert result.adjusted is not None
        ns_imps, ew_imps = result.adjusted.imps()
        points[result.ns], points[result.ew] = ns_imps, ew_imps
        rows.append(
            {
                "ns": result.ns,
                "ew": result.ew,
                "score": None,
                "adjusted": result.adjusted.code,
                "ns_imps": ns_imps,
                "ew_imps": ew_imps,
            }
        )
    _sitouts(traveller, travel)
    return BoardFigures(points, dict.fromkeys(points, 0.0), traveller)


def _sitouts(traveller: dict[str, Any], travel: Sequence[TableResult]) -> None:
    sitouts = [r.sitout for r in travel if r.sitout]
    if sitouts:
        traveller["sitouts"] = sitouts


def expected_results(boards: Iterable[Sequence[TableResult]]) -> int:
    """The results a board is expected to have (Neuberg's N): the most any board has,
    adjusted results included, sit-outs not."""
    return max((sum(1 for r in travel if not r.sitout) for travel in boards), default=0)


class SessionFigures(NamedTuple):
    """Every pair's points, tops, board count and session percentage, and the travellers."""

    points: Mapping[str, float]
    tops: Mapping[str, float]
    boards: Mapping[str, int]
    percentages: Mapping[str, float]
    travellers: Sequence[Mapping[str, Any]]


def scored_boards(
    boards: Mapping[int, Sequence[TableResult]], scoring: Scoring
) -> dict[int, BoardFigures]:
    """Every board scored against the results expected on any board (BR-D5)."""
    expected = expected_results(boards.values())
    return {number: score_board(number, boards[number], expected, scoring) for number in boards}


def session(
    boards: Mapping[int, Sequence[TableResult]],
    scoring: Scoring,
    scored_already: Mapping[int, BoardFigures] | None = None,
) -> SessionFigures:
    """Score every board (or take the boards ``scored_already``) and sum each pair's figures
    (BR-D4, BR-D5): the session percentage is the mean of the pair's board percentages
    (``boards``) or its matchpoints over its tops (``total``); boards with no comparison (a
    top of 0) do not count in the mean."""
    every = scored_already if scored_already is not None else scored_boards(boards, scoring)
    points: dict[str, float] = {}
    tops: dict[str, float] = {}
    counted: dict[str, int] = {}
    shares: dict[str, list[float]] = {}
    travellers = []
    for number in sorted(boards):
        scored = every[number]
        travellers.append(scored.traveller)
        for pair, value in scored.points.items():
            points[pair] = points.get(pair, 0.0) + value
            top = scored.tops[pair]
            tops[pair] = tops.get(pair, 0.0) + top
            counted[pair] = counted.get(pair, 0) + 1
            if top:
                shares.setdefault(pair, []).append(100 * value / top)
    percentages: dict[str, float] = {}
    if not scoring.in_imps:
        for pair in points:
            if scoring.percentage == "total":
                percentages[pair] = percentage(points[pair], tops[pair])
            else:
                board_shares = shares.get(pair, [])
                mean = sum(board_shares) / len(board_shares) if board_shares else 0.0
                percentages[pair] = round(mean, 2)
    return SessionFigures(points, tops, counted, percentages, travellers)
