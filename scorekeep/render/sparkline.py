"""Unicode sparklines of running totals, for the terminal ``status`` (kept apart from the SVG
drawing code so the command a table runs after every hand imports only this)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from scorekeep.i18n import _

SPARKS = "▁▂▃▄▅▆▇█"


def sparkline(
    values: Sequence[int], low: int | None = None, high: int | None = None, width: int = 24
) -> str:
    """The last ``width`` values as block characters, scaled between ``low`` and ``high``
    (give the same bounds to every side so their lines compare)."""
    if not values:
        return ""
    shown = list(values[-width:])
    lo = min(shown) if low is None else low
    hi = max(shown) if high is None else high
    span = hi - lo
    top = len(SPARKS) - 1
    out = "".join(
        SPARKS[0] if span <= 0 else SPARKS[max(0, min(top, round((v - lo) * top / span)))]
        for v in shown
    )
    return ("…" if len(values) > width else "") + out


def with_progress(
    rows: list[list[object]], headers: list[str], progress: Mapping[str, Sequence[int]]
) -> tuple[list[list[object]], list[str]]:
    """Add a "progress" column to a status table whose rows start with the side's name."""
    lines = sparklines(progress)
    if not lines:
        return rows, headers
    return ([[*row, lines.get(str(row[0]), "")] for row in rows], [*headers, _("progress")])


def sparklines(progress: Mapping[str, Sequence[int]], width: int = 24) -> dict[str, str]:
    """One sparkline per side on a shared scale (from 0, so a climb from zero shows), empty
    when no hand has been played yet."""
    values = [v for series in progress.values() for v in series[-width:]]
    if not values:
        return {}
    low, high = min(0, *values), max(0, *values)
    return {side: sparkline(series, low, high, width) for side, series in progress.items()}
