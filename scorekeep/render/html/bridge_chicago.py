"""Chicago on paper: the pad of four-deal rounds (dealer, vulnerability, each side's score, the
partscores carried and the bonuses), a total under every round, then the running chart."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from scorekeep.render.bridge_chicago import pad
from scorekeep.render.club_tables import html_tables

HAND_WORD = "deal"
CHART_TITLE = "Running totals after each deal"
CSS = """
table.club { width: 100%; margin: 1mm 0 3mm; }
table.club caption { text-align: left; font-weight: bold; }
"""


def body(data: Mapping[str, Any]) -> str:
    return html_tables([pad(data)], "Chicago — four-deal rounds")
