"""Derda on paper: every running total written in figures as well — strokes for tens, closed
figures for hundreds, the units underneath (DERDA-T1) — drawn as SVG, with the hanging pot,
bajts and sztajnbajts, and the race to the target."""

from __future__ import annotations

from collections.abc import Mapping

from scorekeep.games.derda.figures_svg import figures_drawn
from scorekeep.games.derda.sheet import Marks, marks, units_kept
from scorekeep.games.derda.tally import tally
from scorekeep.i18n import _
from scorekeep.render.hooks import PrintedSheet
from scorekeep.render.html.page import escaped, hands_table, points

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from scorekeep.games.derda.hands import HandDetail

CSS = """
table.hands td.total svg.figures { display: block; margin: 0.5mm 0 0 auto; }
table.figures-board { width: auto; min-width: 50%; }
table.figures-board td { vertical-align: middle; }
table.figures-board td.drawn { min-width: 45mm; }
"""


HUNDRED_SIGN = {"circle": "○", "triangle": "△", "square": "□"}


def figures(
    value: int, style: str | Marks = "unicode", scale: float = 1.0, carried: int | None = None
) -> str:
    """A total in Derda's notation; nothing for a negative number (Derda has none)."""
    if value < 0:
        return ""
    how = style if isinstance(style, Marks) else Marks(style)
    return figures_drawn(tally(value, how.style, how.hundred, carried), value=value, scale=scale)


def target(data: Mapping[str, Any]) -> tuple[int, str]:
    return int(data.get("target", data.get("options", {}).get("target", 500))), _("target")


def body(data: Mapping[str, Any]) -> str:
    style = marks(data)
    last = units_kept(data).get(data["hands"][-1]["n"], {}) if data["hands"] else {}
    bajts = data.get("bajts") or {}
    sztajn = data.get("sztajnbajts") or {}
    goal = target(data)[0]
    rows = "".join(
        f'<tr><td>{escaped(side)}</td><td class="num">{points(total)}</td>'
        f'<td class="drawn">{figures(total, style, carried=last.get(side))}</td>'
        f'<td class="num">{points(max(goal - total, 0))}</td>'
        f'<td class="num">{bajts.get(side, 0)}</td><td class="num">{sztajn.get(side, 0)}</td>'
        "</tr>"
        for side, total in data["totals"].items()
    )
    pot = ""
    if data.get("hanging"):
        pot = (
            "<p>"
            + _(
                "Hanging pot: <b>{points}</b> (from {player}) — goes to the winner of the next "
                "played hand"
            ).format(points=data["hanging"], player=escaped(data["hanging_from"]))
            + " (DERDA-R9).</p>"
        )
    if data.get("unresolved_hanging"):
        pot += (
            "<p>"
            + _("Unresolved pot: <b>{points}</b>, never paid").format(
                points=data["unresolved_hanging"]
            )
            + " (DERDA-R9).</p>"
        )
    return (
        f'<div class="keep"><h2>{_("Totals in figures")}</h2><table class="figures-board">'
        f'<thead><tr><th>{_("player")}</th><th class="num">{_("total")}</th>'
        f"<th>{_('in figures')}</th>"
        f'<th class="num">{_("to {target}").format(target=goal)}</th>'
        f'<th class="num">{_("bajts")}</th>'
        f'<th class="num">{_("sztajnbajts")}</th></tr></thead>'
        f"<tbody>{rows}</tbody></table>{pot}"
        f"<p><small>─ 10 · │ 20 · └ 30 · ∨ 50 · ∧ 80 · {HUNDRED_SIGN[style.hundred]} 100; "
        + _("units underneath.")
        + "</small></p></div>"
    )


def hands(data: Mapping[str, Any]) -> str:
    style = marks(data)
    kept = units_kept(data)

    def total(value: int, side: str, hand: Mapping[str, Any] | None) -> str:
        carried = kept.get(hand["n"], {}).get(side) if hand else None
        return figures(value, style, 0.7, carried)

    def dealer(hand: Mapping[str, Any]) -> str:
        detail: HandDetail | None = hand["detail"]
        return escaped(detail.dealer if detail else "")

    def pot(hand: Mapping[str, Any]) -> str:
        detail: HandDetail | None = hand["detail"]
        if detail is None:
            return ""
        if detail.pot_paid:
            return f"{detail.pot_paid} → {escaped(detail.pot_to or '')}"
        return str(detail.pot) if detail.pot else ""

    return hands_table(
        data,
        [(_("dealer"), dealer), (_("pot"), pot)],
        show_total=total,
    )


PRINTED = PrintedSheet(css=CSS, target=target, body=body, hands=hands)
