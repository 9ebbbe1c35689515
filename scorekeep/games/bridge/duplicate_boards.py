"""What every duplicate board has whatever the form: its number, dealer and vulnerability
(BR-D2), a North-South table score (BR-D1), the IMP scale (BR-D3), matchpoints (BR-D4) and
the victory-point scale of a team match."""

from __future__ import annotations

import math
from collections.abc import Sequence

from scorekeep.core.errors import Rejected
from scorekeep.games.bridge.seats import SEATS
from scorekeep.i18n import _

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

TOP_BOARD = 99
IMP_STEPS = (
    10, 40, 80, 120, 160, 210, 260, 310, 360, 420, 490, 590,
    740, 890, 1090, 1290, 1490, 1740, 1990, 2240, 2490, 2990, 3490, 3990,
)  # fmt: skip
BOARD_VUL = (
    "None", "NS", "EW", "Both", "NS", "EW", "Both", "None",
    "EW", "Both", "None", "NS", "Both", "None", "NS", "EW",
)  # fmt: skip


def imps(difference: float) -> int:
    """BR-D3: the Law 78B scale; the sign follows the difference."""
    size = sum(1 for step in IMP_STEPS if abs(difference) > step)
    return size if difference >= 0 else -size


def board(number: int) -> dict[str, Any]:
    """BR-D2: dealer and vulnerability of a board (a cycle of 16)."""
    vul = BOARD_VUL[(number - 1) % 16]
    return {
        "board": number,
        "dealer": SEATS[(number - 1) % 4],
        "vulnerability": vul,
        "vulnerable": {"NS": vul in ("NS", "Both"), "EW": vul in ("EW", "Both")},
    }


def matchpoints(scores: Sequence[int]) -> list[int]:
    """BR-D4: 2 for every lower score, 1 for every equal one among the other tables."""
    order = sorted(scores)
    below: dict[int, int] = {}
    equal: dict[int, int] = {}
    for i, score in enumerate(order):
        below.setdefault(score, i)
        equal[score] = equal.get(score, 0) + 1
    return [2 * below[score] + equal[score] - 1 for score in scores]


def percentage(points: float, top: float) -> float:
    return round(100 * points / top, 2) if top else 0.0


def victory_points(margin: int, boards: int) -> tuple[float, float]:
    """The WBF continuous 20-point scale (2013): winner 10 + 10(1 - τ^(3M/B))/(1 - τ^3),
    with B = 15√N for N boards and τ the golden ratio's inverse; at most 20."""
    if boards <= 0:
        return 10.0, 10.0
    tau = (math.sqrt(5) - 1) / 2
    blowout = 15 * math.sqrt(boards)
    high = min(20.0, 10 + 10 * (1 - tau ** (3 * abs(margin) / blowout)) / (1 - tau**3))
    high = round(high, 2)
    low = round(20 - high, 2)
    return (high, low) if margin >= 0 else (low, high)


def table_score(value: Any, field: str = "--score") -> int:
    """A North-South score as a traveller shows it: a multiple of 10 a deal can score."""
    try:
        score = int(str(value).strip().replace("−", "-"))
    except ValueError:
        score = 1
    if score % 10 or abs(score) > 7600:
        raise Rejected(
            _("score '{value}' is not a bridge score: a multiple of 10 from -7600 to 7600").format(
                value=value
            ),
            field=field,
            rule="BR-D1",
        )
    return score


def board_number(value: Any, field: str = "--board") -> int:
    """A board number as the boards are printed: 1 to 99 (BR-D2 repeats every 16)."""
    try:
        number = int(str(value).strip())
    except ValueError:
        number = 0
    if not 1 <= number <= TOP_BOARD:
        raise Rejected(
            _("board '{value}' must be a whole number from 1 to {top}").format(
                value=value, top=TOP_BOARD
            ),
            field=field,
            rule="BR-D2",
        )
    return number
