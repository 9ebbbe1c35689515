"""Pictures of the score: the score-progress line chart as inline SVG, and the same progress
as a Unicode sparkline for the terminal (``render/sparkline.py``); a game's own tally is drawn
in its package with the helpers here (:func:`num`, :func:`attr`).

Everything here is a pure function from numbers to text. The SVG is meant for paper first:
black strokes, series told apart by dash pattern and marker shape (not colour), so a sheet
printed in black and white still reads.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from html import escape

from scorekeep.core.record import NamedTuple
from scorekeep.i18n import _

DASHES = ("", "7 4", "2 3", "9 3 2 3", "4 4", "12 4")
GREYS = ("#000", "#444", "#000", "#555", "#222", "#666")
MARKERS = ("circle", "square", "triangle", "diamond", "cross", "bar")


def num(value: float) -> str:
    """Coordinates with at most one decimal, no trailing zeros (small, stable output)."""
    text = f"{value:.1f}"
    return text[:-2] if text.endswith(".0") else text


def signed(value: int) -> str:
    """A number as printed: a real minus sign, which reads better than a hyphen on paper."""
    return str(value).replace("-", "−")


def attr(value: object) -> str:
    return escape(str(value), quote=True)


# DejaVu Sans advances in em, the font the pages ask for first; a letter not listed is
# taken as wide as an "n" (accented letters as their base letter, Cyrillic near it).
_ADVANCE = {
    **dict.fromkeys("ijlI|.,:;'!", 0.28),
    **dict.fromkeys(" ()[]-/ft", 0.39),
    **dict.fromkeys("r", 0.41),
    **dict.fromkeys("sz", 0.53),
    **dict.fromkeys("cvxyk", 0.6),
    **dict.fromkeys("0123456789+−=<>", 0.64),
    **dict.fromkeys("EFLPSTZJ", 0.69),
    **dict.fromkeys("ABCDGHKNORUVXYQ", 0.78),
    **dict.fromkeys("mwMШЩЖЮ", 0.98),
    "W": 1.0,
    "—": 1.0,
}
_BOLD = 1.12


def text_width(text: str, size: float, bold: bool = False) -> float:
    """About how wide ``text`` is drawn at ``size`` pixels (a little over, never under for
    the letters of the table's languages), so a label is given the room it needs."""
    from unicodedata import normalize

    em = 0.0
    for char in text:
        base = normalize("NFD", char)[:1] or char
        em += _ADVANCE.get(char, _ADVANCE.get(base, 0.66 if base.isupper() else 0.64))
    return em * size * (_BOLD if bold else 1.0)


# ----------------------------------------------------------------------------- line chart


@dataclass(frozen=True, slots=True)
class Point:
    """One step on the x axis: its label (a hand number, ``close``) and each side's total."""

    label: str
    totals: Mapping[str, int]


def nice_step(span: float, ticks: int = 5) -> int:
    """A round step (1, 2, 5 × 10^k) giving about ``ticks`` gridlines over ``span``."""
    if span <= 0:
        return 1
    raw = span / ticks
    power = 10 ** math.floor(math.log10(raw))
    for factor in (1, 2, 5, 10):
        if raw <= factor * power:
            return max(1, int(factor * power))
    return max(1, int(10 * power))  # pragma: no cover - the loop always returns


def line_chart(
    points: Sequence[Point],
    sides: Sequence[str],
    *,
    target: int | None = None,
    target_label: str | None = None,
    title: str | None = None,
    x_label: str | None = None,
    width: int = 680,
    height: int = 190,
) -> str:
    """Running total of every side after each hand; a dashed line at the target if any.

    ``points`` starts with the position before the first hand (all zero). The y range always
    holds 0 and the target; the end of each line carries the side's name and final total.
    """
    target_label = _("target") if target_label is None else target_label
    title = _("Score after each hand") if title is None else title
    x_label = _("hand") if x_label is None else x_label
    finals = [f"{side} {signed(points[-1].totals.get(side, 0) if points else 0)}" for side in sides]
    right = 16 + max(
        (max(round(6.9 * len(f)), math.ceil(text_width(f, 11, bold=True))) for f in finals),
        default=28,
    )
    # the end labels need the plot's height and 6 pixels either side, one line each
    height = max(height, 14 + 46 + END_LINE * (len(sides) - 1) - 12)
    frame, step = _frame(points, sides, target, width - 52 - right, height - 14 - 46)
    rows = _legend_rows(sides, frame.left, width - 8)
    full = height + LEGEND_LINE * (len(rows) - 1)
    out = [
        f'<svg class="chart" xmlns="http://www.w3.org/2000/svg" role="img" '
        f'width="{width}" height="{full}" viewBox="0 0 {width} {full}" '
        f'data-points="{len(points)}" data-sides="{len(sides)}">',
        f"<title>{escape(title)}</title>",
        *_axes(frame, step, points, x_label),
    ]
    if target is not None:
        ty = num(frame.y(target))
        out.append(
            f'<g class="target"><line x1="{frame.left}" x2="{frame.right}" y1="{ty}" '
            f'y2="{ty}" stroke="#000" stroke-width="1.4" stroke-dasharray="1 3"/>'
            f'<text x="{frame.left + 4}" y="{num(frame.y(target) - 4)}" font-size="10">'
            f"{escape(target_label)} {signed(target)}</text></g>"
        )
    ends: list[tuple[float, str]] = []
    for k, side in enumerate(sides):
        out.extend(_series(frame, points, side, k))
        final = points[-1].totals.get(side, 0) if points else 0
        ends.append((frame.y(final), finals[k]))
    out.append(_end_labels(ends, frame.right + 8, frame.top, frame.bottom))
    out.append(_legend(rows, height - 8))
    out.append("</svg>")
    return "".join(out)


class _Frame(NamedTuple):
    """The plot area and its scales: hand index to x, total to y."""

    left: int
    top: int
    width: int
    height: int
    low: int
    high: int
    steps: int

    @property
    def right(self) -> int:
        return self.left + self.width

    @property
    def bottom(self) -> int:
        return self.top + self.height

    def x(self, i: int) -> float:
        return self.left + self.width * i / self.steps

    def y(self, v: float) -> float:
        return self.top + self.height * (self.high - v) / (self.high - self.low)


def _frame(
    points: Sequence[Point], sides: Sequence[str], target: int | None, width: int, height: int
) -> tuple[_Frame, int]:
    """The y range in round steps, holding 0, every total and the target."""
    values = [p.totals.get(s, 0) for p in points for s in sides] or [0]
    low, high = min(0, *values), max(0, *values)
    if target is not None:
        low, high = min(low, target), max(high, target)
    step = nice_step(high - low or 1)
    low = math.floor(low / step) * step
    high = math.ceil(high / step) * step
    if high == low:
        high = low + step
    return _Frame(52, 14, width, height, low, high, max(len(points) - 1, 1)), step


def _axes(frame: _Frame, step: int, points: Sequence[Point], x_label: str) -> list[str]:
    """Gridlines with their totals, the zero line, the hand labels and the x-axis title."""
    out = ['<g class="grid" stroke="#bbb" stroke-width="0.6">']
    labels = []
    for tick in range(int(frame.low), int(frame.high) + 1, step):
        y = num(frame.y(tick))
        out.append(f'<line x1="{frame.left}" x2="{frame.right}" y1="{y}" y2="{y}"/>')
        labels.append(
            f'<text x="{frame.left - 6}" y="{num(frame.y(tick) + 3.5)}" '
            f'text-anchor="end">{signed(tick)}</text>'
        )
    out.append("</g>")
    out.append(
        f'<line class="zero" x1="{frame.left}" x2="{frame.right}" y1="{num(frame.y(0))}" '
        f'y2="{num(frame.y(0))}" stroke="#000" stroke-width="1"/>'
    )
    every = max(1, math.ceil(len(points) / 20))
    for i, point in enumerate(points):
        if i % every == 0 or i == len(points) - 1:
            labels.append(
                f'<text x="{num(frame.x(i))}" y="{frame.bottom + 14}" '
                f'text-anchor="middle">{escape(point.label)}</text>'
            )
    out.append('<g class="labels" font-size="10" fill="#000">' + "".join(labels) + "</g>")
    out.append(
        f'<text x="{frame.right}" y="{frame.bottom + 28}" font-size="10" '
        f'text-anchor="end" font-style="italic">{escape(x_label)}</text>'
    )
    return out


def _series(frame: _Frame, points: Sequence[Point], side: str, k: int) -> list[str]:
    """One side's line, told apart by dash and marker (markers only while they stay apart)."""
    coords = [(frame.x(i), frame.y(p.totals.get(side, 0))) for i, p in enumerate(points)]
    dash = DASHES[k % len(DASHES)]
    path = " ".join(f"{num(a)},{num(b)}" for a, b in coords)
    out = [
        f'<g class="series" data-side="{attr(side)}">'
        f'<polyline points="{path}" fill="none" stroke="{GREYS[k % len(GREYS)]}" '
        f'stroke-width="1.8" stroke-linejoin="round"'
        + (f' stroke-dasharray="{dash}"' if dash else "")
        + "/>"
    ]
    if len(points) <= 41:
        out.extend(marker(MARKERS[k % len(MARKERS)], a, b) for a, b in coords[1:])
    out.append("</g>")
    return out


END_LINE = 14
"""The height an end label takes (an 11-pixel line, ascent to descent): two labels are at
least this far apart."""


def _end_labels(ends: list[tuple[float, str]], x: float, top: float, bottom: float) -> str:
    """Names at the right end of the lines, pushed apart so they never overlap, and never
    above the chart's top or below the plot's foot (the chart is tall enough for them all:
    :func:`line_chart`)."""
    order = sorted(range(len(ends)), key=lambda i: ends[i][0])
    placed: dict[int, float] = {}
    last = top - END_LINE
    for i in order:
        pos = max(ends[i][0], last + END_LINE)
        placed[i] = pos
        last = pos
    overflow = last - (bottom + 6)
    if overflow > 0:
        placed = {i: v - overflow for i, v in placed.items()}
    lift = top - 6 - min(placed.values(), default=top)
    if lift > 0:  # pushed above the top: every label back down by as much
        placed = {i: v + lift for i, v in placed.items()}
    return (
        '<g class="ends" font-size="11" font-weight="bold">'
        + "".join(
            f'<text x="{num(x)}" y="{num(placed[i] + 4)}">{escape(label)}</text>'
            for i, (_, label) in enumerate(ends)
        )
        + "</g>"
    )


LEGEND_LINE = 14
"""The height of a line of the legend; a table of many players takes more than one."""


def _legend_rows(
    sides: Sequence[str], x0: float, right: float
) -> list[list[tuple[int, str, float]]]:
    """Each side's place in the legend, ``(index, name, x)``, as lines that end before
    ``right``: a ten-player table's legend wraps instead of running off the chart."""
    rows: list[list[tuple[int, str, float]]] = [[]]
    x = x0
    for k, side in enumerate(sides):
        wide = 44 + 6.5 * len(side)
        if rows[-1] and x + wide - 13 > right:
            rows.append([])
            x = x0
        rows[-1].append((k, side, x))
        x += wide
    return rows


def _legend(rows: Sequence[Sequence[tuple[int, str, float]]], y0: float) -> str:
    items = []
    for line, row in enumerate(rows):
        y = y0 + LEGEND_LINE * line
        for k, side, x in row:
            dash = DASHES[k % len(DASHES)]
            items.append(
                f'<line x1="{num(x)}" x2="{num(x + 26)}" y1="{num(y - 4)}" '
                f'y2="{num(y - 4)}" stroke="{GREYS[k % len(GREYS)]}" stroke-width="1.8"'
                + (f' stroke-dasharray="{dash}"' if dash else "")
                + "/>"
            )
            items.append(marker(MARKERS[k % len(MARKERS)], x + 13, y - 4))
            items.append(f'<text x="{num(x + 31)}" y="{num(y)}">{escape(side)}</text>')
    return '<g class="legend" font-size="10">' + "".join(items) + "</g>"


def marker(shape: str, x: float, y: float, r: float = 2.8) -> str:
    """A small black shape; the shape, not a colour, tells the series apart."""
    a, b = num(x), num(y)
    if shape == "circle":
        return f'<circle cx="{a}" cy="{b}" r="{num(r)}" fill="#000"/>'
    if shape == "square":
        return (
            f'<rect x="{num(x - r)}" y="{num(y - r)}" width="{num(2 * r)}" '
            f'height="{num(2 * r)}" fill="#fff" stroke="#000" stroke-width="1.2"/>'
        )
    if shape == "triangle":
        return (
            f'<path d="M{a} {num(y - r - 0.6)}L{num(x + r)} {num(y + r)}'
            f'L{num(x - r)} {num(y + r)}Z" fill="#000"/>'
        )
    if shape == "diamond":
        return (
            f'<path d="M{a} {num(y - r - 0.8)}L{num(x + r + 0.8)} {b}L{a} '
            f'{num(y + r + 0.8)}L{num(x - r - 0.8)} {b}Z" fill="#fff" stroke="#000" '
            'stroke-width="1.2"/>'
        )
    if shape == "cross":
        return (
            f'<path d="M{num(x - r)} {num(y - r)}L{num(x + r)} {num(y + r)}'
            f'M{num(x - r)} {num(y + r)}L{num(x + r)} {num(y - r)}" stroke="#000" '
            'stroke-width="1.3"/>'
        )
    return f'<path d="M{a} {num(y - r - 1)}L{a} {num(y + r + 1)}" stroke="#000" stroke-width="2"/>'
