"""Deberc's own figures for ``scorekeep stats``.

A figure is counted from what the engine recorded for the hand, so these numbers always
agree with the sheets.
"""

from __future__ import annotations

from collections.abc import Sequence

from scorekeep.core.played import Figures, GamePlayed, Statistics, bump, details_of
from scorekeep.games.deberc import hands as deberc
from scorekeep.games.jass.stats import BAJT_LABELS, count_bajt
from scorekeep.i18n import N_


def deberc_figures(games: Sequence[GamePlayed]) -> Figures:
    """Bajts per side, hanging rounds, penalties, games ended by an outright deberc."""
    figures: Figures = {"hanging_rounds": 0, "outright_deberc": 0}
    for detail in details_of(games, deberc.HandDetail):
        count_bajt(figures, detail.result, detail.bidder_side)
        figures["hanging_rounds"] += detail.result == "hanging"
        for side, penalties in detail.penalties.items():
            bump(figures, "penalties", side, len(penalties))
            bump(figures, "penalty_points", side, sum(p.points for p in penalties))
        if detail.game_over is not None and detail.game_over.reason == "deberc":
            figures["outright_deberc"] += 1
            bump(figures, "deberc_by", detail.game_over.winner)
    return figures


LABELS = {
    **BAJT_LABELS,
    "hanging_rounds": N_("hanging rounds"),
    "outright_deberc": N_("outright deberc"),
    "penalties": N_("penalties"),
    "penalty_points": N_("penalty points"),
    "deberc_by": N_("deberc by"),
}
"""The figures as a player reads them."""

STATS = Statistics(figures={"deberc": deberc_figures}, labels=LABELS)
