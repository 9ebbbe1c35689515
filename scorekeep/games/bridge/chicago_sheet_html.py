"""Chicago on paper: the pad of four-deal rounds (dealer, vulnerability, each side's score, the
partscores carried and the bonuses), a total under every round, then the running chart."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from scorekeep.games.bridge.chicago_sheet import pad
from scorekeep.i18n import _
from scorekeep.render.club_tables import html_tables

CSS = """
table.club { width: 100%; margin: 1mm 0 3mm; }
table.club caption { text-align: left; font-weight: bold; }
"""


HAND_WORD = "deal"  # English: the page counts it in the player's language


def __getattr__(name: str) -> str:
    """The game's words for the page frame, in the language of the moment they are asked."""
    if name == "CHART_TITLE":
        return _("Running totals after each deal")
    raise AttributeError(name)


def body(data: Mapping[str, Any]) -> str:
    return html_tables([pad(data)], _("Chicago — four-deal rounds"))
