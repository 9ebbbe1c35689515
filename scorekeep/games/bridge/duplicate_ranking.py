"""What a pairs session says: the note on each result as it is typed, and the session's
ranking — by percentage in matchpoints (BR-D4, BR-D5), by IMPs in IMP pairs (BR-D5)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from scorekeep.games.bridge.duplicate_pairs import (
    BoardFigures,
    Scoring,
    SessionFigures,
    figure,
    signed,
)
from scorekeep.i18n import _, ngettext

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from scorekeep.games.bridge.duplicate import BoardDetail, TableResult


def ranking(
    figures: Mapping[str, float],
    exact: Mapping[str, float] | None = None,
    boards: Mapping[str, int] | None = None,
) -> list[dict[str, Any]]:
    """Pairs by their figure (percentage or IMPs, to two decimals), equal figures sharing a
    rank (``2=``). With ``exact`` (``ties = "broken"``, BR-D5) no rank is shared: pairs equal
    to two decimals are ordered by their exact, unrounded figure, then by the more boards
    played, then in the order the session names the pairs (``figures``' order)."""
    if exact is not None:
        counts = boards or {}
        order = sorted(
            figures,
            key=lambda p: (-round(figures[p], 2), -exact.get(p, 0.0), -counts.get(p, 0)),
        )
        return [{"rank": str(i), "pair": pair} for i, pair in enumerate(order, 1)]
    order = sorted(figures, key=lambda p: -round(figures[p], 2))
    first: dict[float, int] = {}
    shared: dict[float, int] = {}
    for i, pair in enumerate(order, 1):
        value = round(figures[pair], 2)
        first.setdefault(value, i)
        shared[value] = shared.get(value, 0) + 1
    rows = []
    for pair in order:
        value = round(figures[pair], 2)
        rows.append({"rank": f"{first[value]}{'=' if shared[value] > 1 else ''}", "pair": pair})
    return rows


def pairs_note(
    result: TableResult, scored: BoardFigures, detail: BoardDetail, scoring: Scoring
) -> tuple[str, BoardDetail]:
    """The line a result answers with, and its matchpoints for the sheets."""
    n = result.board
    if result.sitout:
        return _("board {n}: {pair} sits out against the phantom (BR-D5)").format(
            n=n, pair=result.sitout
        ), detail
    if result.no_play:
        return _(
            "board {n}: {ns} v {ew} not played (No Play): neither pair scores on it, the "
            "board's other results are compared among themselves (BR-D5)"
        ).format(n=n, ns=result.ns, ew=result.ew), detail
    if result.adjusted is not None and result.adjusted.in_imps:
        return _(
            "board {n}: {ns} v {ew} adjusted {code}: NS {ns_imps} IMPs, EW {ew_imps} IMPs (BR-D5)"
        ).format(
            n=n,
            ns=result.ns,
            ew=result.ew,
            code=result.adjusted.code,
            ns_imps=f"{result.adjusted.ns:+.2f}",
            ew_imps=f"{result.adjusted.ew:+.2f}",
        ), detail
    if result.adjusted is not None:
        return _(
            "board {n}: {ns} v {ew} adjusted {code}: NS {ns_share}%, EW {ew_share}% (BR-D5)"
        ).format(
            n=n,
            ns=result.ns,
            ew=result.ew,
            code=result.adjusted.code,
            ns_share=f"{result.adjusted.ns:.2f}",
            ew_share=f"{result.adjusted.ew:.2f}",
        ), detail
    row = (
        _row_of(result, scored.traveller["results"])
        if scoring.in_imps
        else {"ns_mp": figure(scored.points[result.ns]), "ew_mp": figure(scored.points[result.ew])}
    )
    head = _("board {n}: {ns} {score} against {ew}; ").format(
        n=n, ns=result.ns, score=f"{result.ns_score:+d}", ew=result.ew
    )
    if scoring.in_imps:
        swing = (
            f"{row['ns_imps']:+.2f}" if scoring.method == "imps-cross" else f"{row['ns_imps']:+d}"
        )
        if scoring.method == "imps-butler":
            return head + _("{imps} IMPs against the datum {datum} so far (BR-D5)").format(
                imps=swing, datum=signed(scored.traveller["datum"])
            ), detail
        return head + _("{imps} IMPs across the field so far (BR-D5)").format(imps=swing), detail
    top = scored.traveller["top"]
    detail = detail._replace(matchpoints={"ns": row["ns_mp"], "ew": row["ew_mp"], "top": top})
    if not top:
        return head + _("the first result on this board (BR-D4)"), detail
    if scored.traveller.get("factored"):
        return head + ngettext(
            "{points} of {top} matchpoint so far, Neuberg {compared}→{expected} (BR-D5)",
            "{points} of {top} matchpoints so far, Neuberg {compared}→{expected} (BR-D5)",
            top,
        ).format(
            points=shown(row["ns_mp"]),
            top=top,
            compared=scored.traveller["compared"],
            expected=scored.traveller["expected"],
        ), detail
    return head + ngettext(
        "{points} of {top} matchpoint so far (BR-D4)",
        "{points} of {top} matchpoints so far (BR-D4)",
        top,
    ).format(points=shown(row["ns_mp"]), top=top), detail


def shown(points: float) -> str:
    """Matchpoints as the sheets show them: whole, or to two decimals."""
    return str(points) if isinstance(points, int) else f"{points:.2f}"


def _row_of(result: TableResult, rows: Sequence[Mapping[str, Any]]) -> Mapping[str, Any]:
    return next(r for r in rows if r["ns"] == result.ns and r["ew"] == result.ew)


def pairs_extra(
    figures: SessionFigures, players: Sequence[str], scoring: Scoring, any_results: bool
) -> tuple[dict[str, Any], str, str | None]:
    """The status keys of a pairs session, the reason for its result and its winner."""
    points = {p: figures.points.get(p, 0.0) for p in players}
    broken = scoring.ties == "broken"
    if scoring.in_imps:
        ranks = ranking(points, points if broken else None, figures.boards)
        rows = [
            {
                **r,
                "imps": figure(points[r["pair"]]),
                "boards": figures.boards.get(r["pair"], 0),
            }
            for r in ranks
        ]
        extra: dict[str, Any] = {
            "imps": {p: figure(v) for p, v in points.items()},
            "ranking": rows,
            "travellers": [dict(t) for t in figures.travellers],
        }
        winner = _winner(ranks, any_results)
        reason = (
            _("{winner} has the most IMPs, {imps} (BR-D5)").format(
                winner=winner, imps=f"{points[winner]:+.2f}"
            )
            if winner
            else _("equal most IMPs (BR-D5)")
        )
        return extra, reason, winner
    percentages = {p: figures.percentages.get(p, 0.0) for p in players}
    exact = figures.exact or {}
    ranks = ranking(
        percentages, {p: exact.get(p, 0.0) for p in players} if broken else None, figures.boards
    )
    extra = {
        "percentages": percentages,
        "tops": {p: figure(figures.tops.get(p, 0.0)) for p in players},
        "ranking": [
            {**r, "matchpoints": figure(points[r["pair"]]), "percentage": percentages[r["pair"]]}
            for r in ranks
        ],
        "travellers": [dict(t) for t in figures.travellers],
    }
    winner = _winner(ranks, any_results)
    reason = (
        _("{winner} has the best percentage, {percentage}% (BR-D4)").format(
            winner=winner, percentage=f"{percentages[winner]:.2f}"
        )
        if winner
        else _("equal best percentages (BR-D4)")
    )
    return extra, reason, winner


def _winner(ranks: Sequence[Mapping[str, Any]], any_results: bool) -> str | None:
    best = [r["pair"] for r in ranks if r["rank"].rstrip("=") == "1"]
    return best[0] if len(best) == 1 and any_results else None
