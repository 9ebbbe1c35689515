"""Duplicate on paper: the team-match scorecard with both rooms' scores and the IMPs of every
board, or the pairs result table with ranks and every board's traveller."""

from __future__ import annotations

from collections.abc import Mapping

from scorekeep.games.bridge.duplicate_sheet import footer_line, sections
from scorekeep.i18n import _
from scorekeep.render.club_tables import html_tables
from scorekeep.render.hooks import PrintedSheet
from scorekeep.render.html.page import corrections_cell, hands_table, points
from scorekeep.render.html.page import escaped as e

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from scorekeep.games.bridge.duplicate import BoardDetail

CSS = """
table.club { width: 100%; margin: 1mm 0 3mm; }
table.club caption { text-align: left; font-weight: bold; }
"""


HAND_WORD = "result"  # English: the page counts it in the player's language


def chart_title() -> str:
    """The chart's title, in the language of the moment it is asked."""
    return _("Running totals after each result")


def body(data: Mapping[str, Any]) -> str:
    pairs = data.get("options", {}).get("duplicate_form") == "pairs"
    heading = _("Pairs — results and travellers") if pairs else _("Team match — scorecard")
    return html_tables(sections(data), heading) + f"<p><small>{e(footer_line(data))}</small></p>"


def hands(data: Mapping[str, Any]) -> str:
    """Result by result, corrections struck through; a pairs session lists the pairs that met
    rather than a column per pair (the travellers above give the matchpoints)."""
    if "ranking" not in data:
        return hands_table(
            data, [(_("board"), _board), (_("NS score"), _score)], _("Result by result")
        )
    rows = []
    for hand in data["hands"]:
        score = _score(hand)
        rows.append(
            f'<tr class="hand"><td class="num">{hand["n"]}</td>'
            f"<td>{corrections_cell(hand, data)}</td>"
            f'<td class="num">{score}</td><td>{e("; ".join(hand["notes"]))}</td></tr>'
        )
    caption, result, score, notes = _("Result by result"), _("result"), _("NS score"), _("notes")
    return (
        f'<table class="hands"><caption>{e(caption)}</caption><thead><tr>'
        f'<th class="num">#</th><th>{e(result)}</th><th class="num">{e(score)}</th>'
        f"<th>{e(notes)}</th></tr></thead><tbody>{''.join(rows)}</tbody></table>"
    )


def _board(hand: Mapping[str, Any]) -> str:
    return e(hand["entry"].get("board", ""))


def _score(hand: Mapping[str, Any]) -> str:
    detail: BoardDetail | None = hand["detail"]
    return "—" if hand["void"] or detail is None else points(detail.ns_score, True)


PRINTED = PrintedSheet(
    css=CSS, hand_word=HAND_WORD, chart_title=chart_title, body=body, hands=hands
)
