"""Victory-point scales of team events (BR-T1…T3): an IMP margin over a match of N boards
turned into the two teams' victory points out of 20.

* ``wbf`` (BR-T1), the WBF continuous scale of 2013: VP = 10 + 10·(1 − τ^(3·I/B))/(1 − τ³)
  for a margin of I IMPs, with τ = (√5 − 1)/2 and the blitz B = 15·√N, at most 20. Each
  margin's figure is computed at full precision and rounded to the hundredth; then, as the
  WBF's own tables were made (the WBF Scoring Panel's technical report of 2013, "The New
  WBF IMP to VP Scales", and the scale generator published with it), the rounded table is
  corrected for concavity: wherever the next margin's increment exceeds this margin's, this
  margin's figure is raised by 0.01, and the pass repeats until every increment is at most
  the one before. At 16 boards 14 IMPs give 13.75 rather than the 13.74 plain rounding gives,
  so the 15th IMP (0.22) is no longer worth more than the 14th (0.23).
* ``wbf-discrete`` (BR-T2): whole victory points, the corrected continuous figure rounded to
  the nearest whole VP (a half rounds up); then, so that no run of margins giving one VP is
  shorter than the run giving the VP below it (the WBF's discrete concavity rule), a run that
  is shorter takes margins from the end of the run before it, one at a time, until none is.
* ``table`` (BR-T3): a national body's scale as data, the ruleset's ``vp_table``: each key is
  the smallest margin of a step and its value the winner's VP (and optionally the loser's;
  else 20 less the winner's).
* ``mp`` (BR-T3): a Swiss pairs round in matchpoints: 50 % is 10–10, each percentage point
  above it is ``20 / (2·blitz)`` VP, at most 20 from a blitz of 50 + ``mp_blitz`` percent.

Figures are kept in hundredths (``int``) and shown as ``10.28``; the two sides always add up to
20.00.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from functools import lru_cache
from itertools import pairwise

from scorekeep.core.errors import Rejected
from scorekeep.core.record import NamedTuple
from scorekeep.i18n import _

SCALES = ("wbf", "wbf-discrete", "table", "mp")
FULL = 2000
"""20 VP in hundredths."""
DRAW = 1000
DEFAULT_MP_BLITZ = 25


class Scale(NamedTuple):
    """A victory-point scale as a ruleset names it: ``kind`` (one of :data:`SCALES`), the
    steps of a ``table`` scale (smallest margin, winner's and loser's VP in hundredths) and
    its name, and the blitz of an ``mp`` scale in percentage points above 50."""

    kind: str = "wbf"
    steps: tuple[tuple[int, int, int], ...] = ()
    label: str = ""
    mp_blitz: int = DEFAULT_MP_BLITZ

    @property
    def title(self) -> str:
        if self.kind == "wbf":
            return _("WBF 2013 continuous 20-VP scale")
        if self.kind == "wbf-discrete":
            return _("WBF 2013 discrete 20-VP scale")
        if self.kind == "mp":
            return _("matchpoint percentage to 20 VP (blitz {blitz}%)").format(
                blitz=50 + self.mp_blitz
            )
        return self.label or _("the ruleset's VP table")


WBF = Scale()
MP = Scale("mp")


def blitz(boards: int) -> float:
    """BR-T1: the margin that earns 20 VP, 15·√N."""
    return 15 * math.sqrt(boards)


def _continuous(margin: int, boards: int) -> float:
    tau = (math.sqrt(5) - 1) / 2
    rise: float = (1 - tau ** (3 * margin / blitz(boards))) / (1 - tau**3)
    return min(20.0, 10 + 10 * rise)


@lru_cache(maxsize=256)
def wbf_table(boards: int) -> tuple[int, ...]:
    """BR-T1: the winner's VP in hundredths for each margin 0…the blitz (the last is 2000),
    rounded and corrected for concavity as the WBF tables are."""
    top = math.ceil(blitz(boards))
    values = [min(FULL, math.floor(100 * _continuous(i, boards) + 0.5)) for i in range(top + 1)]
    values[-1] = FULL
    for _pass in range(FULL * len(values)):  # each pass raises a figure; they end at 2000
        changed = False
        for i in range(1, len(values) - 1):
            if values[i + 1] - values[i] > values[i] - values[i - 1]:
                values[i] += 1
                changed = True
        if not changed:
            break
    return tuple(values)


@lru_cache(maxsize=256)
def wbf_discrete_table(boards: int) -> tuple[int, ...]:
    """BR-T2: the winner's whole VP for each margin 0…the first that gives 20."""
    wins = [(v + 50) // 100 for v in wbf_table(boards)]
    starts = [wins.index(vp) for vp in range(11, 21) if vp in wins]
    if len(starts) == 10:
        for _pass in range(len(wins) ** 2):
            widths = [b - a for a, b in pairwise(starts)]
            short = next((k for k in range(1, len(widths)) if widths[k] < widths[k - 1]), None)
            if short is None:
                break
            starts[short] -= 1
        wins = [10 + sum(1 for s in starts if s <= i) for i in range(starts[-1] + 1)]
    return tuple(wins)


def _sides(high: int, margin: int) -> tuple[int, int]:
    low = FULL - high
    return (high, low) if margin >= 0 else (low, high)


def hundredths(margin: int, boards: int, scale: Scale = WBF) -> tuple[int, int]:
    """The two sides' VP in hundredths for a margin (positive: the first side won)."""
    if scale.kind == "mp":
        raise ValueError("an mp scale converts percentages: use mp_hundredths")
    if boards <= 0:
        return DRAW, DRAW
    size = abs(margin)
    if scale.kind == "table":
        step = next((s for s in reversed(scale.steps) if s[0] <= size), None)
        if step is None:
            return DRAW, DRAW
        win, lose = (step[1], step[2]) if margin >= 0 else (step[2], step[1])
        return win, lose
    table = wbf_discrete_table(boards) if scale.kind == "wbf-discrete" else wbf_table(boards)
    high = table[min(size, len(table) - 1)]
    if scale.kind == "wbf-discrete":
        high *= 100
    return _sides(high, margin)


def mp_hundredths(percent: float, scale: Scale = MP) -> tuple[int, int]:
    """BR-T3: a pair's VP and its opponents' for its matchpoint percentage of a round."""
    above = max(-scale.mp_blitz, min(scale.mp_blitz, percent - 50))
    high = round(DRAW + DRAW * above / scale.mp_blitz)
    return high, FULL - high


def victory_points(margin: int, boards: int, scale: Scale = WBF) -> tuple[float, float]:
    """The two sides' VP as figures (``10.28``) for a margin over ``boards`` boards."""
    first, second = hundredths(margin, boards, scale)
    return first / 100, second / 100


def shown(value: int) -> str:
    """VP in hundredths as a table prints them: ``10.28``, ``12.00``."""
    return f"{value // 100}.{value % 100:02d}" if value >= 0 else f"-{shown(-value)}"


def _vp_hundredths(text: str, field: str) -> int:
    try:
        value = round(float(text.strip()) * 100)
    except ValueError:
        value = -1
    if not 0 <= value <= FULL:
        raise Rejected(
            _("'{value}' is not a victory-point figure from 0 to 20").format(value=text),
            field=field,
            rule="BR-T3",
        )
    return value


def table_scale(table: Mapping[str, object], label: str = "") -> Scale:
    """BR-T3: a scale from the ruleset's ``vp_table``: ``{"0" = ["10"], "3" = ["11", "9"],
    …}``, each step the smallest margin that earns it; margins must rise and VP never fall."""
    steps: list[tuple[int, int, int]] = []
    for key, value in table.items():
        words = [str(w) for w in value] if isinstance(value, list | tuple) else [str(value)]
        field = f"vp_table.{key}"
        if not key.strip().isdigit() or not 1 <= len(words) <= 2:
            raise Rejected(
                _("{field} must be a margin in IMPs with the winner's VP (and the loser's)").format(
                    field=field
                ),
                field="vp_table",
                rule="BR-T3",
            )
        win = _vp_hundredths(words[0], field)
        lose = _vp_hundredths(words[1], field) if len(words) == 2 else FULL - win
        steps.append((int(key), win, lose))
    steps.sort()
    for before, after in pairwise(steps):
        if after[1] < before[1]:
            raise Rejected(
                _("vp_table: {more} IMPs give fewer VP than {less}").format(
                    more=after[0], less=before[0]
                ),
                field="vp_table",
                rule="BR-T3",
            )
    if not steps or steps[0][0] != 0:
        raise Rejected(
            _("vp_table must start at a margin of 0 IMPs"), field="vp_table", rule="BR-T3"
        )
    return Scale("table", tuple(steps), label)


def scale_of(options: Mapping[str, object], kind: str | None = None) -> Scale:
    """The scale a ruleset's options name (``vp_scale``, ``vp_table``, ``vp_table_name``,
    ``mp_blitz``), or ``kind`` instead of ``vp_scale``."""
    chosen = str(kind if kind is not None else options.get("vp_scale", "wbf")).strip().lower()
    if chosen not in SCALES:
        raise Rejected(
            _("scale '{scale}' must be one of {scales}").format(
                scale=chosen, scales=", ".join(SCALES)
            ),
            field="--scale",
            rule="BR-T1",
        )
    if chosen == "table":
        table = options.get("vp_table") or {}
        if not isinstance(table, Mapping) or not table:
            raise Rejected(
                _("the ruleset has no vp_table to convert by"), field="--scale", rule="BR-T3"
            )
        return table_scale(table, str(options.get("vp_table_name", "")))
    if chosen == "mp":
        given = options.get("mp_blitz", DEFAULT_MP_BLITZ)
        blitz_points = given if isinstance(given, int) and 0 < given <= 50 else DEFAULT_MP_BLITZ
        return Scale("mp", mp_blitz=blitz_points)
    return Scale(chosen)
