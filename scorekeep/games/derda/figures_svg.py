"""Derda's tally on the printed sheet: the stroke-and-figure notation (DERDA-T1) drawn as
inline SVG strokes."""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from scorekeep.render.svg import num

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


def figures_drawn(
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
        f'width="{num(width * scale)}" height="{num(height * scale)}" '
        f'viewBox="0 0 {width} {height}" data-value="{total}"><title>{total}</title>'
        '<g fill="none" stroke="#000" stroke-width="2" stroke-linecap="round" '
        f'stroke-linejoin="round">{"".join(parts)}</g></svg>'
    )
