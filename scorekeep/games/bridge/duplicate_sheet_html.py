"""Duplicate on paper: the team-match scorecard with both rooms' scores and the IMPs of every
board, or the pairs result table with ranks and every board's traveller."""

from __future__ import annotations

from collections.abc import Mapping

from scorekeep.games.bridge.club_tables import html_tables
from scorekeep.games.bridge.duplicate_pairs_sheet import club_sized
from scorekeep.games.bridge.duplicate_sheet import footer_line, sections
from scorekeep.i18n import _
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
div.ranking { display: flex; gap: 3mm; align-items: flex-start; break-inside: avoid; }
div.ranking table { font-size: 7pt; line-height: 1.15; margin: 0; }
div.ranking td, div.ranking th { padding: 0.3pt 2pt; }
table.traveller { font-size: 8pt; line-height: 1.15; break-inside: avoid; }
table.traveller td, table.traveller th { padding: 0.3pt 3pt; }
"""
RANKING_ROWS = 60
"""Rows of the ranking per column: 60 fit an A4 page in 7-point type."""


HAND_WORD = "result"  # English: the page counts it in the player's language


def chart_title() -> str:
    """The chart's title, in the language of the moment it is asked."""
    return _("Running totals after each result")


def body(data: Mapping[str, Any]) -> str:
    pairs = data.get("options", {}).get("duplicate_form") == "pairs"
    heading = _("Pairs — results and travellers") if pairs else _("Team match — scorecard")
    if pairs and club_sized(data):
        return club_body(data, heading)
    return html_tables(sections(data), heading) + f"<p><small>{e(footer_line(data))}</small></p>"


def club_body(data: Mapping[str, Any], heading: str) -> str:
    """A club's session: the ranking in columns that fit one A4 page, then one traveller
    per board, each kept whole on its page."""
    (caption, headers, rows), *boards = sections(data)
    head = "".join(f"<th>{e(h)}</th>" for h in headers)
    columns = []
    for start in range(0, len(rows), RANKING_ROWS):
        chunk = rows[start : start + RANKING_ROWS]
        body = "".join("<tr>" + "".join(f"<td>{e(c)}</td>" for c in r) + "</tr>" for r in chunk)
        columns.append(
            f'<table class="club"><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>'
        )
    out = [
        f'<h2>{e(heading)}</h2><div class="keep"><p><b>{e(caption)}</b></p>',
        f'<div class="ranking">{"".join(columns)}</div></div>',
        f"<p><small>{e(footer_line(data))}</small></p>",
    ]
    for board_caption, board_headers, board_rows in boards:
        head = "".join(f"<th>{e(h)}</th>" for h in board_headers)
        body = "".join(
            "<tr>" + "".join(f"<td>{e(c)}</td>" for c in r) + "</tr>" for r in board_rows
        )
        out.append(
            f'<table class="hands club traveller"><caption>{e(board_caption)}</caption>'
            f"<thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"
        )
    return "".join(out)


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
    if hand["void"] or detail is None:
        return "—"
    if detail.adjusted or detail.sitout or detail.no_play:
        return e(detail.adjusted or "—")
    return points(detail.ns_score, True)


PRINTED = PrintedSheet(
    css=CSS, hand_word=HAND_WORD, chart_title=chart_title, body=body, hands=hands
)
