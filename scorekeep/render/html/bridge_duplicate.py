"""Duplicate on paper: the team-match scorecard with both rooms' scores and the IMPs of every
board, or the pairs result table with ranks and every board's traveller."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from scorekeep.render.bridge_duplicate import footer_line, sections
from scorekeep.render.club_tables import html_tables
from scorekeep.render.html.page import e

HAND_WORD = "result"
CHART_TITLE = "Running totals after each result"
CSS = """
table.club { width: 100%; margin: 1mm 0 3mm; }
table.club caption { text-align: left; font-weight: bold; }
"""


def body(data: Mapping[str, Any]) -> str:
    pairs = data.get("options", {}).get("duplicate_form") == "pairs"
    heading = "Pairs — results and travellers" if pairs else "Team match — scorecard"
    return html_tables(sections(data), heading) + f"<p><small>{e(footer_line(data))}</small></p>"
