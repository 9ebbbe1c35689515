"""What every duplicate board has whatever the form: its number, dealer and vulnerability
(BR-D2), a North-South table score (BR-D1), the IMP scale (BR-D3), matchpoints (BR-D4) and
the victory-point scale of a team match."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from scorekeep.core.errors import Rejected
from scorekeep.core.inputs import clipped, is_whole_number
from scorekeep.games.bridge.seats import SEATS
from scorekeep.games.bridge.vp import victory_points as converted
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
    from bisect import bisect_left, bisect_right

    order = sorted(scores)
    # 2 · below + equal − 1 (itself), where equal = right − below
    return [bisect_left(order, s) + bisect_right(order, s) - 1 for s in scores]


def percentage(points: float, top: float) -> float:
    return round(100 * points / top, 2) if top else 0.0


def victory_points(margin: int, boards: int) -> tuple[float, float]:
    """The WBF continuous 20-point scale (2013), rounded and corrected for concavity as the
    WBF's tables are (:func:`scorekeep.games.bridge.vp.wbf_table`, BR-T1)."""
    return converted(margin, boards)


def table_score(value: Any, field: str = "--score") -> int:
    """A North-South score as a traveller shows it: a multiple of 10 a deal can score."""
    text = str(value).strip().replace("−", "-")
    score = int(text) if is_whole_number(text) and len(text) <= 6 else 1
    if score % 10 or abs(score) > 7600:
        raise Rejected(
            _("score '{value}' is not a bridge score: a multiple of 10 from -7600 to 7600").format(
                value=clipped(str(value))
            ),
            field=field,
            rule="BR-D1",
        )
    return score


def board_number(value: Any, field: str = "--board") -> int:
    """A board number as the boards are printed: 1 to 99 (BR-D2 repeats every 16)."""
    text = str(value).strip()
    number = int(text) if is_whole_number(text) and len(text) <= 4 else 0
    if not 1 <= number <= TOP_BOARD:
        raise Rejected(
            _("board '{value}' must be a whole number from 1 to {top}").format(
                value=clipped(str(value)), top=TOP_BOARD
            ),
            field=field,
            rule="BR-D2",
        )
    return number


def pairs_next_board(travellers: Sequence[Mapping[str, Any]], pairs: int) -> int:
    """The board a pairs session scores next: the last board's traveller until every table
    has played it, then the board after it."""
    if not travellers:
        return 1
    last = max(travellers, key=lambda t: int(t["board"]))
    tables = max(pairs // 2, 1)
    played = len(last.get("results") or [])
    return int(last["board"]) + (1 if played >= tables else 0)


def vulnerable_words(vulnerable: Mapping[str, bool]) -> str:
    sides = [side for side, yes in vulnerable.items() if yes]
    if len(sides) == 2:
        return _("both vulnerable")
    if sides:
        return _("{side} vulnerable").format(side=sides[0])
    return _("nobody vulnerable")
