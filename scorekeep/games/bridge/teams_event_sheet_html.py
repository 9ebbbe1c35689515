"""A teams event on paper: the ranking, a chart of every team's VP by round, the ranking by
round, the draw with each match's IMPs and VP, and the match cards."""

from __future__ import annotations

from collections.abc import Mapping

from scorekeep.games.bridge.club_tables import html_tables
from scorekeep.games.bridge.teams_event_sheet import footer_line, sections
from scorekeep.i18n import _
from scorekeep.render.hooks import PrintedSheet
from scorekeep.render.html.page import escaped as e

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

CSS = """
table.club { width: 100%; margin: 1mm 0 3mm; }
table.club caption { text-align: left; font-weight: bold; }
"""
HAND_WORD = "result"


def chart_title() -> str:
    return _("VP after each result")


def round_chart(data: Mapping[str, Any]) -> str:
    """The chart of VPs by round: each team's running VP after every round."""
    from scorekeep.render.svg import Point, line_chart

    rounds = data.get("by_round", [])
    if not rounds:
        return ""
    teams = list(data["totals"])
    points = [Point("0", dict.fromkeys(teams, 0))]
    points += [Point(str(r["round"]), dict(r["vp"])) for r in rounds]
    title = _("VP by round")
    svg = line_chart(points, teams, title=title, x_label=_("round"), width=680, height=190)
    # a picture of its own: the page's progress chart stays the one after every result
    svg = svg.replace('<svg class="chart" ', '<svg class="chart-rounds" ', 1)
    return f'<figure class="progress">{svg}<figcaption>{e(title)}</figcaption></figure>'


def body(data: Mapping[str, Any]) -> str:
    ranking, *rest = sections(data)
    return (
        html_tables([ranking], _("Teams event"))
        + round_chart(data)
        + html_tables(rest, _("Matches"))
        + f"<p><small>{e(footer_line(data))}</small></p>"
    )


PRINTED = PrintedSheet(css=CSS, hand_word=HAND_WORD, chart_title=chart_title, body=body)
