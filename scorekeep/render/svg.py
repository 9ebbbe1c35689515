"""Pictures of the score: the score-progress line chart and tally marks as inline SVG, and the
same progress as a Unicode sparkline for the terminal (``render/sparkline.py``).

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


def _num(value: float) -> str:
    """Coordinates with at most one decimal, no trailing zeros (small, stable output)."""
    text = f"{value:.1f}"
    return text[:-2] if text.endswith(".0") else text


def signed(value: int) -> str:
    """A number as printed: a real minus sign, which reads better than a hyphen on paper."""
    return str(value).replace("-", "−")


def _attr(value: object) -> str:
    return escape(str(value), quote=True)


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
    right = 16 + round(6.9 * max((len(f) for f in finals), default=4))
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
        ty = _num(frame.y(target))
        out.append(
            f'<g class="target"><line x1="{frame.left}" x2="{frame.right}" y1="{ty}" '
            f'y2="{ty}" stroke="#000" stroke-width="1.4" stroke-dasharray="1 3"/>'
            f'<text x="{frame.left + 4}" y="{_num(frame.y(target) - 4)}" font-size="10">'
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
        y = _num(frame.y(tick))
        out.append(f'<line x1="{frame.left}" x2="{frame.right}" y1="{y}" y2="{y}"/>')
        labels.append(
            f'<text x="{frame.left - 6}" y="{_num(frame.y(tick) + 3.5)}" '
            f'text-anchor="end">{signed(tick)}</text>'
        )
    out.append("</g>")
    out.append(
        f'<line class="zero" x1="{frame.left}" x2="{frame.right}" y1="{_num(frame.y(0))}" '
        f'y2="{_num(frame.y(0))}" stroke="#000" stroke-width="1"/>'
    )
    every = max(1, math.ceil(len(points) / 20))
    for i, point in enumerate(points):
        if i % every == 0 or i == len(points) - 1:
            labels.append(
                f'<text x="{_num(frame.x(i))}" y="{frame.bottom + 14}" '
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
    path = " ".join(f"{_num(a)},{_num(b)}" for a, b in coords)
    out = [
        f'<g class="series" data-side="{_attr(side)}">'
        f'<polyline points="{path}" fill="none" stroke="{GREYS[k % len(GREYS)]}" '
        f'stroke-width="1.8" stroke-linejoin="round"'
        + (f' stroke-dasharray="{dash}"' if dash else "")
        + "/>"
    ]
    if len(points) <= 41:
        out.extend(marker(MARKERS[k % len(MARKERS)], a, b) for a, b in coords[1:])
    out.append("</g>")
    return out


def _end_labels(ends: list[tuple[float, str]], x: float, top: float, bottom: float) -> str:
    """Names at the right end of the lines, pushed apart so they never overlap."""
    order = sorted(range(len(ends)), key=lambda i: ends[i][0])
    placed: dict[int, float] = {}
    last = top - 12.0
    for i in order:
        pos = max(ends[i][0], last + 12)
        placed[i] = pos
        last = pos
    overflow = last - (bottom + 6)
    if overflow > 0:
        placed = {i: v - overflow for i, v in placed.items()}
    return (
        '<g class="ends" font-size="11" font-weight="bold">'
        + "".join(
            f'<text x="{_num(x)}" y="{_num(placed[i] + 4)}">{escape(label)}</text>'
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
                f'<line x1="{_num(x)}" x2="{_num(x + 26)}" y1="{_num(y - 4)}" '
                f'y2="{_num(y - 4)}" stroke="{GREYS[k % len(GREYS)]}" stroke-width="1.8"'
                + (f' stroke-dasharray="{dash}"' if dash else "")
                + "/>"
            )
            items.append(marker(MARKERS[k % len(MARKERS)], x + 13, y - 4))
            items.append(f'<text x="{_num(x + 31)}" y="{_num(y)}">{escape(side)}</text>')
    return '<g class="legend" font-size="10">' + "".join(items) + "</g>"


def marker(shape: str, x: float, y: float, r: float = 2.8) -> str:
    """A small black shape; the shape, not a colour, tells the series apart."""
    a, b = _num(x), _num(y)
    if shape == "circle":
        return f'<circle cx="{a}" cy="{b}" r="{_num(r)}" fill="#000"/>'
    if shape == "square":
        return (
            f'<rect x="{_num(x - r)}" y="{_num(y - r)}" width="{_num(2 * r)}" '
            f'height="{_num(2 * r)}" fill="#fff" stroke="#000" stroke-width="1.2"/>'
        )
    if shape == "triangle":
        return (
            f'<path d="M{a} {_num(y - r - 0.6)}L{_num(x + r)} {_num(y + r)}'
            f'L{_num(x - r)} {_num(y + r)}Z" fill="#000"/>'
        )
    if shape == "diamond":
        return (
            f'<path d="M{a} {_num(y - r - 0.8)}L{_num(x + r + 0.8)} {b}L{a} '
            f'{_num(y + r + 0.8)}L{_num(x - r - 0.8)} {b}Z" fill="#fff" stroke="#000" '
            'stroke-width="1.2"/>'
        )
    if shape == "cross":
        return (
            f'<path d="M{_num(x - r)} {_num(y - r)}L{_num(x + r)} {_num(y + r)}'
            f'M{_num(x - r)} {_num(y + r)}L{_num(x + r)} {_num(y - r)}" stroke="#000" '
            'stroke-width="1.3"/>'
        )
    return (
        f'<path d="M{a} {_num(y - r - 1)}L{a} {_num(y + r + 1)}" stroke="#000" stroke-width="2"/>'
    )


# ----------------------------------------------------------------------------- tally marks


def tally_gate(count: int, *, label: str = "", stroke: int = 16) -> str:
    """Matchstick tally: four upright strokes and a fifth across them, per group of five;
    no losses is written 0 (a dash would read as a mark)."""
    if count <= 0:
        return (
            f'<span class="tally tally-zero" data-count="0" title="{_attr(label or "0")}">0</span>'
        )
    gap, pitch, pad = 6, 32, 4
    parts: list[str] = []
    for group, start in enumerate(range(0, count, 5)):
        x = pad + group * pitch
        in_group = min(5, count - start)
        parts.extend(f"M{x + i * gap} {pad}V{pad + stroke}" for i in range(min(in_group, 4)))
        if in_group == 5:
            parts.append(f"M{x - 3} {pad + stroke - 3}L{x + 3 * gap + 3} {pad + 3}")
    groups = (count + 4) // 5
    in_last = count - 5 * (groups - 1)
    width = (
        pad + (groups - 1) * pitch + (min(in_last, 4) - 1) * gap + (3 if in_last == 5 else 0) + pad
    )
    height = stroke + 2 * pad
    text = label or f"{count}"
    return (
        f'<svg class="tally" xmlns="http://www.w3.org/2000/svg" role="img" '
        f'width="{width}" height="{height}" viewBox="0 0 {width} {height}" '
        f'data-count="{count}"><title>{escape(text)}</title>'
        f'<path d="{"".join(parts)}" stroke="#000" stroke-width="2" '
        'stroke-linecap="round" fill="none"/></svg>'
    )


FIGURES = {  # glyph → (value, path in a 16×16 cell)
    "○": (100, "circle"),
    "O": (100, "circle"),
    "△": (100, "M8 1L15 15H1Z"),
    "/\\": (100, "M8 1L15 15H1Z"),
    "□": (100, "M1 1H15V15H1Z"),
    "[]": (100, "M1 1H15V15H1Z"),
    "∧": (80, "M2 14L8 2L14 14"),
    "^": (80, "M2 14L8 2L14 14"),
    "∨": (50, "M2 2L8 14L14 2"),
    "V": (50, "M2 2L8 14L14 2"),
    "└": (30, "M3 1V14H15"),
    "L": (30, "M3 1V14H15"),
    "│": (20, "M8 1V15"),
    "|": (20, "M8 1V15"),
    "─": (10, "M1 8H15"),
    "-": (10, "M1 8H15"),
}


def figure_tokens(notation: str | Sequence[str]) -> tuple[list[str], str]:
    """Split a tally rendering (two lines: figures, then the units digit) into the figure
    glyphs and the units text; a single line of digits is the units alone (``9``, ``0``)."""
    lines = notation.splitlines() if isinstance(notation, str) else [str(s) for s in notation]
    lines = [line for line in lines if line.strip()] or ["0"]
    first = lines[0].split()
    if len(lines) == 1 and all(t.isdigit() for t in first):
        return [], lines[0].strip()
    units = lines[1].strip() if len(lines) > 1 else ""
    return first, units


def derda_figures(
    notation: str | Sequence[str], *, value: int | None = None, scale: float = 1.0
) -> str:
    """Derda's stroke-and-figure notation drawn as strokes: ─ 10, │ 20, └ 30, ∨ 50, ∧ 80,
    ○ 100, with the units written underneath (DERDA-T1); ``scale`` shrinks it for a table."""
    glyphs, units = figure_tokens(notation)
    cell, gap = 16, 5
    width = max(len(glyphs) * (cell + gap) - gap, 0) + 4
    text_w = 8 * len(units) + 4 if units else 0
    width = max(width, text_w, 12)
    height = (cell + 4 if glyphs else 0) + (14 if units else 0)
    parts: list[str] = []
    for i, glyph in enumerate(glyphs):
        if glyph not in FIGURES:
            raise ValueError(f"not a tally figure: {glyph!r}")
        shape = FIGURES[glyph][1]
        ox = 2 + i * (cell + gap)
        if shape == "circle":
            parts.append(
                f'<circle cx="{ox + cell / 2:g}" cy="{2 + cell / 2:g}" r="{cell / 2 - 1:g}"/>'
            )
        else:
            parts.append(f'<path transform="translate({ox} 2)" d="{shape}"/>')
    if units:
        parts.append(
            f'<text x="2" y="{height - 2}" font-size="13" stroke="none" '
            f'fill="#000">{escape(units)}</text>'
        )
    total = value if value is not None else sum(FIGURES[g][0] for g in glyphs) + int(units or 0)
    return (
        f'<svg class="figures" xmlns="http://www.w3.org/2000/svg" role="img" '
        f'width="{_num(width * scale)}" height="{_num(height * scale)}" '
        f'viewBox="0 0 {width} {height}" data-value="{total}"><title>{total}</title>'
        '<g fill="none" stroke="#000" stroke-width="2" stroke-linecap="round" '
        f'stroke-linejoin="round">{"".join(parts)}</g></svg>'
    )
