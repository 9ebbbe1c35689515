"""Tysiąc on the printable sheet: the running columns per player with the pad's marks (the
barrel 🛢, a bomb B, attempts |, a fall ↓, a bolt –), the race to 1000 and the barrel line
across the chart (digest §8)."""

from __future__ import annotations

from collections.abc import Mapping

from scorekeep.i18n import _
from scorekeep.render.hooks import PrintedSheet
from scorekeep.render.html.page import escaped, hands_table, points

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from scorekeep.games.tysiac.state import DealDetail

CSS = """
table.hands td.reached { background: #f3ead8; }
table.hands small.pad { font-size: 75%; margin-left: 0.3em; white-space: nowrap; }
"""


def chart_title() -> str:
    return _("Running totals after each deal")


def target(data: Mapping[str, Any]) -> tuple[int, str]:
    return int(data.get("target", 1000)), _("target")


def hands(data: Mapping[str, Any]) -> str:
    from scorekeep.games.tysiac.sheet import pad_marks, result_word

    def dealer(hand: Mapping[str, Any]) -> str:
        detail: DealDetail | None = hand["detail"]
        return escaped(detail.dealer if detail else "")

    def bidder(hand: Mapping[str, Any]) -> str:
        detail: DealDetail | None = hand["detail"]
        if detail is None:
            return ""
        return escaped(f"{detail.bidder} · {result_word(detail)}".strip(" ·"))

    def mark(hand: Mapping[str, Any]) -> tuple[str, set[str]]:
        detail: DealDetail | None = hand["detail"]
        return ("", set(detail.on_barrel)) if detail else ("", set())

    def marks(value: int, side: str, hand: Mapping[str, Any] | None) -> str:
        """The pad's marks beside a running total: marriages, a bomb, the barrel with its
        attempts, a fall, a bolt (digest §8)."""
        detail: DealDetail | None = hand["detail"] if hand else None
        if detail is None:
            return ""
        text = pad_marks(side, detail)
        if side in detail.on_barrel:
            text = ("🛢 " + text).strip()
        return f'<small class="pad">{escaped(text)}</small>' if text else ""

    return hands_table(
        data,
        [("🎴", dealer), (_("bidder"), bidder)],
        _("Deal by deal"),
        mark,
        show_total=marks,
    )


def footer_parts(data: Mapping[str, Any]) -> tuple[str, list[tuple[str, Any]]]:
    goal = int(data.get("target", 1000))
    bombs = data.get("bombs", {})
    on_barrel = set(data.get("on_barrel") or [])

    def to_go(side: str) -> str:
        gap = goal - data["totals"][side]
        return _("reached") if gap <= 0 else points(gap)

    def marks(side: str) -> str:
        text = "B" * int(bombs.get(side, 0))
        return escaped(("🛢 " if side in on_barrel else "") + text)

    note = (
        "<p><small>"
        + _("Above {barrel} only a made bid counts; first to {target} wins").format(
            barrel=points(int(data.get("barrel", 800))), target=points(goal)
        )
        + " (TYS-R13, R18).</small></p>"
    )
    return note, [(_("to {target}").format(target=points(goal)), to_go), ("🛢 B", marks)]


PRINTED = PrintedSheet(
    css=CSS,
    hand_word="deal",
    chart_title=chart_title,
    target=target,
    hands=hands,
    footer_parts=footer_parts,
)
