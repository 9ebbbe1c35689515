"""Derniè on paper: per deal who dealt and who closed, each player's hand points, the running
totals, and the race to the target (−100 by default) — the line that ends the game
(DERNIE-R23)."""

from __future__ import annotations

from collections.abc import Mapping

from scorekeep.i18n import _
from scorekeep.render.hooks import PrintedSheet
from scorekeep.render.html.page import escaped, hands_table, points

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from scorekeep.games.dernie.engine import DealDetail

LOWER_WINS = True
HAND_WORD = "deal"


def chart_title() -> str:
    return _("Running totals after each deal (lowest wins)")


CSS = """
table.hands td.reached { font-weight: bold; text-decoration: underline double; }
table.hands tr.target-line td { border-bottom: 3px double #000; }
div.many table.hands { font-size: 8pt; }
div.many table.hands th.num { writing-mode: vertical-rl; transform: rotate(180deg);
                              text-align: left; }
div.many table.hands td.notes { min-width: 24mm; }
"""
MANY = 5
"""From this many players the deal's points (already in its description) are not repeated in
columns of their own and the names stand upright, so the table keeps to the A4 text width."""


def _target(data: Mapping[str, Any]) -> int:
    return int(data.get("target", data.get("options", {}).get("target", -100)))


def target(data: Mapping[str, Any]) -> tuple[int, str]:
    return _target(data), _("target")


def hands(data: Mapping[str, Any]) -> str:
    goal = _target(data)

    def dealer(hand: Mapping[str, Any]) -> str:
        detail: DealDetail | None = hand["detail"]
        return escaped(detail.dealer if detail else "")

    def closer(hand: Mapping[str, Any]) -> str:
        detail: DealDetail | None = hand["detail"]
        if detail is not None and not detail.closer:
            return escaped(_("stock out"))
        return escaped(detail.closer if detail else hand["entry"].get("closer", ""))

    crossed = False

    def mark(hand: Mapping[str, Any]) -> tuple[str, set[str]]:
        """The first deal that takes a total to the target gets the −100 line under it."""
        nonlocal crossed
        reached = {s for s, t in hand["totals"].items() if t <= goal}
        if reached and not crossed:
            crossed = True
            return "target-line", reached
        return "", set()

    many = len(data["totals"]) >= MANY
    table = hands_table(
        data,
        [(_("dealer"), dealer), (_("closer"), closer)],
        _("Deal by deal"),
        mark,
        deltas=not many,
    )
    return f'<div class="many">{table}</div>' if many else table


def footer_parts(data: Mapping[str, Any]) -> tuple[str, list[tuple[str, Any]]]:
    goal = _target(data)

    def to_go(side: str) -> str:
        gap = data["totals"][side] - goal
        return _("reached") if gap <= 0 else points(gap)

    note = (
        "<p><small>"
        + _("The game ends when a total reaches {target} or below; lowest total wins").format(
            target=points(goal)
        )
        + " (DERNIE-R21, R23).</small></p>"
    )
    return note, [(_("to {target}").format(target=points(goal)), to_go)]


PRINTED = PrintedSheet(
    css=CSS,
    lower_wins=LOWER_WINS,
    hand_word=HAND_WORD,
    chart_title=chart_title,
    target=target,
    hands=hands,
    footer_parts=footer_parts,
)
