"""Chicago on paper: the pad of four-deal rounds (dealer, vulnerability, each side's score, the
partscores carried and the bonuses), a total under every round, then the running chart."""

from __future__ import annotations

from collections.abc import Mapping

from scorekeep.games.bridge.chicago_sheet import pad
from scorekeep.games.bridge.club_tables import html_tables
from scorekeep.i18n import _
from scorekeep.render.hooks import PrintedSheet

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

CSS = """
table.club { width: 100%; margin: 1mm 0 3mm; }
table.club caption { text-align: left; font-weight: bold; }
"""


HAND_WORD = "deal"  # English: the page counts it in the player's language


def chart_title() -> str:
    """The chart's title, in the language of the moment it is asked."""
    return _("Running totals after each deal")


def body(data: Mapping[str, Any]) -> str:
    return html_tables([pad(data)], _("Chicago — four-deal rounds"))


PRINTED = PrintedSheet(css=CSS, hand_word=HAND_WORD, chart_title=chart_title, body=body)
