"""What the text sheets of Derda and Deberc say alike: the line of a finished game."""

from __future__ import annotations

from collections.abc import Mapping

from scorekeep.i18n import _

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


def finished_line(data: Mapping[str, Any], nobody: str) -> str:
    """``finished: winner Ania — reached 500``; ``nobody`` names the winner of a game
    nobody won."""
    reason = f" — {data['reason']}" if data.get("reason") else ""
    return _("finished: winner {winner}").format(winner=data["winner"] or nobody) + reason
