"""Durak's tally on the printed sheet: each player's losses as matchsticks (inline SVG)."""

from __future__ import annotations

from html import escape

from scorekeep.render.svg import attr


def tally_gate(count: int, *, label: str = "", stroke: int = 16) -> str:
    """Matchstick tally: four upright strokes and a fifth across them, per group of five;
    no losses is written 0 (a dash would read as a mark)."""
    if count <= 0:
        return (
            f'<span class="tally tally-zero" data-count="0" title="{attr(label or "0")}">0</span>'
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
