"""Derda tally marks (DERDA-T1): the strokes and figures Polish tables write instead of
numbers. Tens as strokes and figures, hundreds as closed figures, units as a digit
underneath."""

from __future__ import annotations

from collections.abc import Sequence

from scorekeep.core.errors import Rejected
from scorekeep.i18n import _

GLYPHS = {
    "unicode": {100: "○", 80: "∧", 50: "∨", 30: "└", 20: "│", 10: "─"},
    "ascii": {100: "O", 80: "^", 50: "V", 30: "L", 20: "|", 10: "-"},
}
TENS = (80, 50, 30, 20, 10)
HUNDREDS = {  # the seed: "najczęściej koło, trójkąt lub kwadrat"
    "circle": {"unicode": "○", "ascii": "O"},
    "triangle": {"unicode": "△", "ascii": "/\\"},
    "square": {"unicode": "□", "ascii": "[]"},
}
UNITS = ("convert", "keep")
MOST_HUNDREDS = 30
"""Beyond this many closed figures a total is written in digits only: a row of figures
as wide as a page helps nobody, and the column must not grow with the total."""


def shape_name(figure: int) -> str:
    """A tally figure as Polish tables describe it (DERDA-T1), in the reader's language."""
    names = {
        100: _("closed figure (100)"),
        80: _("figure open at the bottom (80)"),
        50: _("figure open at the top (50)"),
        30: _("L of both strokes (30)"),
        20: _("vertical stroke (20)"),
        10: _("horizontal stroke (10)"),
    }
    return names[figure]


def figures(n: int) -> list[int]:
    """The figures of ``n``, largest first: hundreds, then the tens written greedily
    (40 = 30+10, 60 = 50+10, 70 = 50+20, 90 = 80+10)."""
    if n < 0:
        raise Rejected(
            _("tally of {n}: Derda totals are never negative").format(n=n),
            field="N",
            rule="DERDA-R14",
        )
    out = [100] * (n // 100)
    tens = n % 100 // 10 * 10
    for value in TENS:
        if tens >= value:
            out.append(value)
            tens -= value
    return out


def in_figures(n: int) -> bool:
    """Whether ``n`` is written in figures at all (see :data:`MOST_HUNDREDS`)."""
    return n > 0 and n // 100 <= MOST_HUNDREDS


def tally(
    n: int, style: str = "unicode", hundred: str = "circle", carried: int | None = None
) -> tuple[str, ...]:
    """The lines that write ``n``: the figures, then the units digit when there are units.
    0 is the single line ``0``; a number below 10 is just its digit; a number beyond
    :data:`MOST_HUNDREDS` closed figures is its digits.

    ``hundred`` is the closed figure of 100 (circle, triangle or square); ``carried`` are
    units the table kept as digits instead of trading them for strokes (DERDA-T2): they are
    written underneath and the figures write the rest."""
    if style not in GLYPHS:
        raise Rejected(
            _("tally style '{style}' must be unicode or ascii").format(style=style),
            field="--style",
            rule="DERDA-T1",
        )
    if hundred not in HUNDREDS:
        raise Rejected(
            _("tally hundred '{hundred}' must be circle, triangle or square").format(
                hundred=hundred
            ),
            field="--hundred",
            rule="DERDA-T2",
        )
    if n < 0:
        figures(n)
    if not in_figures(n):
        return (str(n),)
    units = n % 10 if carried is None or not 0 <= carried <= n else carried
    glyphs = {**GLYPHS[style], 100: HUNDREDS[hundred][style]}
    top = " ".join(glyphs[f] for f in figures(n - units))
    lines = [top] if top else []
    if units:
        lines.append(str(units))
    return tuple(lines)


def carried_units(scores: Sequence[int]) -> int:
    """Units written hand by hand and never traded for strokes (``tally_units = "keep"``):
    the sum of each hand's units digit."""
    return sum(score % 10 for score in scores if score > 0)
