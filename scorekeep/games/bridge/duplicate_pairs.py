"""A pairs session's figures as club programs compute them (BR-D4, BR-D5): each board's
traveller matchpointed — factored up (Neuberg) when the board has fewer comparable results
than expected — or scored in IMPs against every other result or against the board's datum
(butler); then each pair's session figure and the ranking."""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping, Sequence

from scorekeep.core.record import NamedTuple
from scorekeep.games.bridge.duplicate_boards import imps, matchpoints, percentage

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from scorekeep.games.bridge.duplicate import TableResult

METHODS = ("matchpoints", "imps-cross", "imps-butler")
PERCENTAGES = ("boards", "total")
CONVENTIONS: dict[str, Any] = {
    "neuberg": True,
    "sitout_percentage": 0,
    "adjusted_balance": "neuberg",
    "board_percentages": "exact",
    "ties": "shared",
    "imp_cap": 24,
    "butler_datum": "drop",
    "butler_drop_percent": 10,
    "butler_round": True,
}
"""The scoring conventions a club program may differ by, with the defaults (today's figures):
a sheet and ``status --format json`` name those a session sets otherwise."""


class Scoring(NamedTuple):
    """How the session is scored: the options ``pairs_scoring``, ``pairs_percentage``,
    ``neuberg`` and ``butler_drop``, and the conventions of :data:`CONVENTIONS`."""

    method: str = "matchpoints"
    percentage: str = "boards"
    neuberg: bool = True
    butler_drop: int = 1
    sitout_percentage: int = 0
    adjusted_balance: str = "neuberg"
    board_percentages: str = "exact"
    ties: str = "shared"
    imp_cap: int = 24
    butler_datum: str = "drop"
    butler_drop_percent: int = 10
    butler_round: bool = True

    @property
    def in_imps(self) -> bool:
        return self.method != "matchpoints"


def scoring_of(options: Mapping[str, Any]) -> Scoring:
    return Scoring(
        str(options.get("pairs_scoring", "matchpoints")),
        str(options.get("pairs_percentage", "boards")),
        bool(options.get("neuberg", True)),
        int(options.get("butler_drop", 1)),
        int(options.get("sitout_percentage", 0)),
        str(options.get("adjusted_balance", "neuberg")),
        str(options.get("board_percentages", "exact")),
        str(options.get("ties", "shared")),
        int(options.get("imp_cap", 24)),
        str(options.get("butler_datum", "drop")),
        int(options.get("butler_drop_percent", 10)),
        bool(options.get("butler_round", True)),
    )


def conventions(options: Mapping[str, Any]) -> dict[str, Any]:
    """The conventions of :data:`CONVENTIONS` that ``options`` sets otherwise than today's
    default, in the order of that table."""
    return {
        key: options[key]
        for key, default in CONVENTIONS.items()
        if key in options and options[key] != default
    }


def figure(value: float) -> float | int:
    """A figure as the sheets and JSON show it: two decimals, a whole number as one."""
    rounded = round(value, 2)
    return int(rounded) if rounded == int(rounded) else rounded


def signed(value: float) -> str:
    """A datum or a swing with its sign: whole, or to two decimals."""
    return f"{value:+d}" if isinstance(value, int) else f"{value:+.2f}"


def one_decimal(value: float) -> float:
    """A percentage as a program prints it to one decimal: a half rounds away from zero
    (``board_percentages = "one-decimal"``)."""
    from decimal import ROUND_HALF_UP, Decimal

    # the figure to 9 places first, so that 62.5 computed as 62.499999… still rounds up
    exact = Decimal(repr(round(value, 9)))
    return float(exact.quantize(Decimal("0.1"), rounding=ROUND_HALF_UP))


def neuberg(points: float, compared: int, expected: int) -> float:
    """BR-D5: matchpoints on the 2-per-win scale among ``compared`` results, factored up to
    the ``expected`` number: MP' = (MP + 1) · N / n − 1."""
    if compared == expected or compared == 0:
        return points
    return (points + 1) * expected / compared - 1


def balanced(shares: Sequence[float], excess: float) -> list[float]:
    """``adjusted_balance = "field"`` (BR-D5): the percentages of one direction's played
    results, changed so that with the adjusted results the direction's total stays at
    tables × 50 %. ``excess`` is what the adjusted results got above 50 % each (their total
    less 50 % each). When it is positive every played percentage is scaled down by
    (50·n − excess) / (50·n); when it is negative every shortfall from 100 % is scaled down
    by (50·n + excess) / (50·n) — so no percentage leaves 0–100 and the played results keep
    their order."""
    n = len(shares)
    if not n or not excess:
        return list(shares)
    factor = max(50 * n - abs(excess), 0) / (50 * n)
    if excess > 0:
        return [share * factor for share in shares]
    return [100 - (100 - share) * factor for share in shares]


def butler_datum(
    scores: Sequence[int],
    drop: int,
    how: str = "drop",
    percent: int = 10,
    rounded: bool = True,
) -> float:
    """BR-D5: the board's datum. ``how = "drop"`` (the default): the mean of the North-South
    scores without the ``drop`` highest and the ``drop`` lowest (all of them when that would
    leave none); ``"drop-percent"``: the same without ``percent`` % of the scores at each end
    (rounded down to whole scores); ``"median"``: the middle score (the mean of the two
    middle ones). ``rounded``: to the nearest 10, a half away from zero (else exact)."""
    kept = sorted(scores)
    if how == "median":
        middle = len(kept) // 2
        kept = kept[middle : middle + 1] if len(kept) % 2 else kept[middle - 1 : middle + 1]
    else:
        cut = drop if how == "drop" else len(kept) * percent // 100
        if len(kept) > 2 * cut and cut > 0:
            kept = kept[cut:-cut]
    if not kept:
        return 0
    mean = sum(kept) / len(kept)
    if not rounded:
        return figure(mean)
    tens = int(abs(mean) / 10 + 0.5)
    return 10 * tens if mean >= 0 else -10 * tens


def capped_imps(difference: float, cap: int = 24) -> int:
    """BR-D3's scale stopped at ``cap`` IMPs (``imp_cap``; 24, the whole Law 78B scale, by
    default)."""
    swing = imps(difference)
    return max(min(swing, cap), -cap)


def cross_imps(scores: Sequence[int], cap: int = 24) -> list[float]:
    """BR-D5: each North-South score in IMPs against every other one, averaged."""
    if len(scores) < 2:
        return [0.0 for _score in scores]
    return [
        sum(capped_imps(score - other, cap) for j, other in enumerate(scores) if j != i)
        / (len(scores) - 1)
        for i, score in enumerate(scores)
    ]


class BoardFigures(NamedTuple):
    """One board scored: each pair's points (matchpoints or IMPs), the top it was scored
    against (0 in IMPs) and its traveller for the sheets."""

    points: Mapping[str, float]
    tops: Mapping[str, float]
    traveller: Mapping[str, Any]


class Traveller(Mapping[str, "Any"]):
    """A matchpointed board's traveller whose played results' rows are drawn up the first
    time they are read: a replay scores a board again after each of its results, and only
    the board's last scoring is ever shown. The rows are each played result's pairs, score
    and the matchpoints of ``points``; ``head`` holds every other key, ``results`` the rows
    of the adjusted results, which follow the played ones."""

    __slots__ = ("_head", "_played", "_points", "_rest", "_rows")

    def __init__(
        self,
        head: dict[str, Any],
        played: Sequence[TableResult],
        points: Mapping[str, float],
        rest: list[dict[str, Any]],
    ) -> None:
        self._head, self._played, self._points, self._rest = head, played, points, rest
        self._rows: list[dict[str, Any]] | None = None

    def _results(self) -> list[dict[str, Any]]:
        if self._rows is None:
            points = self._points
            self._rows = [
                {
                    "ns": r.ns,
                    "ew": r.ew,
                    "score": r.ns_score,
                    **led(r),
                    "ns_mp": figure(points[r.ns]),
                    "ew_mp": figure(points[r.ew]),
                }
                for r in self._played
            ] + self._rest
        return self._rows

    def __getitem__(self, key: str) -> Any:
        return self._results() if key == "results" else self._head[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._head)

    def __len__(self) -> int:
        return len(self._head)


def score_board(
    number: int, travel: Sequence[TableResult], expected: int, scoring: Scoring
) -> BoardFigures:
    played = [r for r in travel if not (r.sitout or r.no_play) and r.adjusted is None]
    adjusted = [r for r in travel if r.adjusted is not None]
    if scoring.in_imps:
        return _in_imps(number, travel, played, adjusted, scoring)
    if adjusted and scoring.adjusted_balance == "field":
        return _balanced_board(number, travel, played, adjusted)
    expected = max(expected, len(played) + len(adjusted)) if scoring.neuberg else len(played)
    top = max(2 * (expected - 1), 0)
    raw_top = 2 * (len(played) - 1)
    points: dict[str, float] = {}
    compared = len(played)
    if compared in (0, expected):
        for result, mp in zip(played, matchpoints([r.ns_score for r in played]), strict=True):
            points[result.ns], points[result.ew] = mp, raw_top - mp
    else:  # neuberg() of each side, inline: a board is scored again after every result
        for result, mp in zip(played, matchpoints([r.ns_score for r in played]), strict=True):
            points[result.ns] = (mp + 1) * expected / compared - 1
            points[result.ew] = (raw_top - mp + 1) * expected / compared - 1
    rest: list[dict[str, Any]] = []
    _adjusted_rows(adjusted, top, points, rest)
    head: dict[str, Any] = {"board": number, "top": top, "results": None}
    if expected != len(played):
        head.update({"compared": len(played), "expected": expected, "factored": True})
    _sitouts(head, travel)
    _sitout_points(head, travel, top, points, scoring)
    traveller = Traveller(head, played, points, rest)
    return BoardFigures(points, dict.fromkeys(points, float(top)), traveller)


def _adjusted_rows(
    adjusted: Sequence[TableResult],
    top: float,
    points: dict[str, float],
    rows: list[dict[str, Any]],
) -> None:
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


def _balanced_board(
    number: int,
    travel: Sequence[TableResult],
    played: Sequence[TableResult],
    adjusted: Sequence[TableResult],
) -> BoardFigures:
    """``adjusted_balance = "field"`` (BR-D5): a board with an adjusted result is scored on
    its own tables (the played results and the adjusted ones, T in all; top 2 · (T − 1)),
    not factored up. The played results are matchpointed among themselves and taken as
    percentages (50 % each when only one was played); then :func:`balanced` gives each
    direction back the excess the adjusted results took, so that each direction's
    percentages add up to T × 50 %. Each percentage is then shown as matchpoints on the
    board's top."""
    tables = len(played) + len(adjusted)
    top = max(2 * (tables - 1), 0)
    raw_top = 2 * (len(played) - 1)
    mps = matchpoints([r.ns_score for r in played])
    ns_shares = [100 * mp / raw_top if raw_top else 50.0 for mp in mps]
    ew_shares = [100 - share for share in ns_shares]
    shares = [r.adjusted for r in adjusted if r.adjusted is not None]
    ns_shares = balanced(ns_shares, sum(a.ns - 50 for a in shares))
    ew_shares = balanced(ew_shares, sum(a.ew - 50 for a in shares))
    points: dict[str, float] = {}
    rows: list[dict[str, Any]] = []
    for result, ns_share, ew_share in zip(played, ns_shares, ew_shares, strict=True):
        ns, ew = ns_share * top / 100, ew_share * top / 100
        points[result.ns], points[result.ew] = ns, ew
        row = {"ns": result.ns, "ew": result.ew, "score": result.ns_score, **led(result)}
        rows.append({**row, "ns_mp": figure(ns), "ew_mp": figure(ew)})
    _adjusted_rows(adjusted, top, points, rows)
    traveller: dict[str, Any] = {"board": number, "top": top, "results": rows, "balanced": True}
    _sitouts(traveller, travel)
    return BoardFigures(points, dict.fromkeys(points, float(top)), traveller)


def _sitout_points(
    traveller: dict[str, Any],
    travel: Sequence[TableResult],
    top: float,
    points: dict[str, float],
    scoring: Scoring,
) -> None:
    """``sitout_percentage`` (BR-D5): a pair sitting the board out scores that percentage of
    the board's top, so the board counts in its mean; 0 (the default) leaves it out."""
    if not scoring.sitout_percentage or not top:
        return
    given = {}
    for result in travel:
        if result.sitout:
            points[result.sitout] = scoring.sitout_percentage * top / 100
            given[result.sitout] = figure(points[result.sitout])
    if given:
        traveller["sitout_mp"] = given


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
        datum = butler_datum(
            scores,
            scoring.butler_drop,
            scoring.butler_datum,
            scoring.butler_drop_percent,
            scoring.butler_round,
        )
        swings: list[float] = [float(capped_imps(s - datum, scoring.imp_cap)) for s in scores]
        traveller["datum"] = datum
    else:
        swings = cross_imps(scores, scoring.imp_cap)
    points: dict[str, float] = {}
    rows = traveller["results"]
    for result, swing in zip(played, swings, strict=True):
        points[result.ns], points[result.ew] = swing, -swing
        rows.append(
            {
                "ns": result.ns,
                "ew": result.ew,
                "score": result.ns_score,
                **led(result),
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
                "ns_imps": figure(ns_imps),
                "ew_imps": figure(ew_imps),
            }
        )
    _sitouts(traveller, travel)
    return BoardFigures(points, dict.fromkeys(points, 0.0), traveller)


def led(result: TableResult) -> dict[str, str]:
    """A traveller row's opening lead, when the table gave one (no key otherwise)."""
    return {"lead": result.lead} if result.lead else {}


def _sitouts(traveller: dict[str, Any], travel: Sequence[TableResult]) -> None:
    """The pairs that sat the board out and, apart, the tables that did not play it (No
    Play): neither scores on it, as a sit-out does not (BR-D5)."""
    sitouts = [r.sitout for r in travel if r.sitout]
    if sitouts:
        traveller["sitouts"] = sitouts
    not_played = [{"ns": r.ns, "ew": r.ew} for r in travel if r.no_play]
    if not_played:
        traveller["not_played"] = not_played


def expected_results(boards: Iterable[Sequence[TableResult]]) -> int:
    """The results a board is expected to have (Neuberg's N): the most any board has,
    adjusted results and boards not played at a table (No Play) included, sit-outs not."""
    return max((sum(1 for r in travel if not r.sitout) for travel in boards), default=0)


class SessionFigures(NamedTuple):
    """Every pair's points, tops, board count and session percentage, and the travellers."""

    points: Mapping[str, float]
    tops: Mapping[str, float]
    boards: Mapping[str, int]
    percentages: Mapping[str, float]
    travellers: Sequence[Mapping[str, Any]]
    exact: Mapping[str, float] | None = None
    """The session percentages before rounding (for ``ties = "broken"``)."""


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
                share = 100 * value / top
                if scoring.board_percentages == "one-decimal":
                    share = one_decimal(share)
                shares.setdefault(pair, []).append(share)
    percentages: dict[str, float] = {}
    exact: dict[str, float] = {}
    if not scoring.in_imps:
        for pair in points:
            if scoring.percentage == "total":
                percentages[pair] = percentage(points[pair], tops[pair])
                exact[pair] = 100 * points[pair] / tops[pair] if tops[pair] else 0.0
            else:
                board_shares = shares.get(pair, [])
                mean = sum(board_shares) / len(board_shares) if board_shares else 0.0
                percentages[pair] = round(mean, 2)
                exact[pair] = mean
    return SessionFigures(points, tops, counted, percentages, travellers, exact)
