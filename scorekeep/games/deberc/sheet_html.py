"""Deberc on paper: one row per round — dealer, bidder, the trump as its
symbol, the round points of every side, the result word, what each side writes with its bajt
marks (б) and penalties, the running totals and the hanging pot."""

from __future__ import annotations

import re
from collections.abc import Mapping

from scorekeep.core.cards import SYMBOL_OF
from scorekeep.games.deberc.sheet import BAJT, labels, legend, result_word, written
from scorekeep.i18n import _
from scorekeep.render.hooks import PrintedSheet
from scorekeep.render.html.page import corrections_cell, escaped, points

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from scorekeep.games.deberc.hands import HandDetail

SUITS = SYMBOL_OF
HAND_WORD = "round"


CSS = """
table.rounds { font-size: 9pt; }
table.rounds td.trump { text-align: center; font-size: 11pt; }
table.rounds td.written { white-space: nowrap; }
table.rounds .bajt { font-weight: bold; border: 1px solid #000; padding: 0 2px; }
table.rounds.many { font-size: 8pt; }
table.rounds.many th, table.rounds.many td { padding: 1pt 2pt; }
table.rounds.many td.what { min-width: 24mm; }
table.rounds.many td.written { white-space: normal; }
"""


def initials(sides: list[str]) -> list[str]:
    """Each player's shortest distinct beginning (``A``, ``Ba``, ``Be``): three players'
    columns and the dealer and bidder fit the A4 text width as these, the key names them."""
    for size in range(1, max(map(len, sides)) + 1):
        short = [s[:size] for s in sides]
        if len(set(short)) == len(short):
            return short
    return list(sides)


def target(data: Mapping[str, Any]) -> tuple[int, str]:
    return int(data.get("target", data.get("options", {}).get("target", 501))), _("target")


def _written(hand: Mapping[str, Any], side: str) -> str:
    """The side's record with the bajt letter boxed, so it stands out in black and white."""
    return re.sub(
        rf"(?<!\S){BAJT}(?!\S)", f'<span class="bajt">{BAJT}</span>', escaped(written(hand, side))
    )


def hands(data: Mapping[str, Any]) -> str:
    sides = list(data["totals"])
    many = len(sides) > 2 and not any("+" in s for s in sides)
    names = initials(sides) if many else labels(sides)
    head = (
        f'<tr><th rowspan="2" class="num">#</th><th rowspan="2">{_("round")}</th>'
        f'<th rowspan="2">{_("dealer")}</th><th rowspan="2">{_("bidder")}</th>'
        f'<th rowspan="2">{_("trump")}</th>'
        f'<th colspan="{len(sides)}">{_("round points")}</th>'
        f'<th rowspan="2">{_("result")}</th>'
        f'<th colspan="{len(sides)}">{_("written")}</th>'
        f'<th colspan="{len(sides)}">{_("total")}</th>'
        f'<th rowspan="2" class="num">{_("pot")}</th></tr><tr>'
        + "".join(f"<th>{escaped(n)}</th>" for n in names) * 3
        + "</tr>"
    )
    short = dict(zip(sides, names, strict=True)) if many else {}
    rows = []
    for hand in data["hands"]:
        what = corrections_cell(hand, data)
        n = hand["n"]
        if hand["void"]:
            dash = '<td class="num">—</td>' * len(sides)
            rows.append(
                f'<tr class="void" data-n="{n}"><td class="num">{n}</td>'
                f'<td class="what">{what}</td><td></td><td></td><td></td>'
                f"{dash}<td>{_('void')}</td>{dash}{dash}<td></td></tr>"
            )
            continue
        detail: HandDetail = hand["detail"]
        trump = detail.trump
        round_points = detail.points
        cells = (
            "".join(f'<td class="num">{round_points.get(s, "")}</td>' for s in sides)
            + f"<td>{escaped(result_word(hand))}</td>"
            + "".join(f'<td class="written">{_written(hand, s)}</td>' for s in sides)
            + "".join(_total_cell(s, hand["totals"].get(s, 0)) for s in sides)
        )
        fixed = " fixed" if any(c["action"] == "fix" for c in hand["corrections"]) else ""
        pot = detail.pot
        rows.append(
            f'<tr class="hand{fixed}" data-n="{n}"><td class="num">{n}</td>'
            f'<td class="what">{what}</td><td>{escaped(short.get(detail.dealer, detail.dealer))}'
            f"</td><td>{escaped(short.get(detail.bidder, detail.bidder))}</td>"
            f'<td class="trump">{escaped(SUITS.get(trump, trump))}</td>{cells}'
            f'<td class="num">{pot or ""}</td></tr>'
        )
    settlement = data.get("settlement")
    if settlement and any(settlement["scores"].values()):
        cells = "".join(_total_cell(s, data["totals"].get(s, 0)) for s in sides)
        rows.append(
            f'<tr class="settlement"><td></td><td colspan="{4 + 2 * len(sides) + 1}">'
            f"{escaped(_('close: {note}').format(note='; '.join(settlement['notes'])))}</td>"
            f"{cells}<td></td></tr>"
        )
    if not rows:
        rows.append(f'<tr><td colspan="{7 + 3 * len(sides)}">{_("nothing recorded yet")}</td></tr>')
    key = ""
    if names != sides:
        key = (
            "<p><small>"
            + " · ".join(f"{escaped(n)} = {escaped(s)}" for n, s in zip(names, sides, strict=True))
            + ("</small></p>")
        )
    return (
        f'<h2>{_("Round by round")}</h2><table class="hands rounds{" many" if many else ""}">'
        f"<thead>{head}</thead>"
        f"<tbody>{''.join(rows)}</tbody></table>{key}"
        f"<p><small>{escaped(legend())}</small></p>"
    )


def footer_parts(data: Mapping[str, Any]) -> tuple[str, list[tuple[str, Any]]]:
    bajts = data.get("bajts") or {}
    note = "<p>" + _("Target {target}").format(target=target(data)[0]) + ".</p>"
    if data.get("hanging"):
        pot = (
            _("Unresolved pot: {points} (from {side})")
            if data["finished"]
            else _("Hanging pot: {points} (from {side})")
        )
        shown = pot.format(
            points=f"<b>{data['hanging']}</b>", side=escaped(data.get("hanging_from"))
        )
        note += f"<p>{shown}.</p>"
    return note, [(_("bajts"), lambda side: BAJT * int(bajts.get(side, 0)) or "—")]


def _total_cell(side: str, total: int) -> str:
    return f'<td class="num total" data-side="{escaped(side)}">{points(total)}</td>'


PRINTED = PrintedSheet(
    css=CSS, hand_word=HAND_WORD, target=target, hands=hands, footer_parts=footer_parts
)
