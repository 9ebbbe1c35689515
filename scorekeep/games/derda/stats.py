"""Derda's own figures for ``scorekeep stats``.

A figure is counted from what the engine recorded for the hand, so these numbers always
agree with the sheets.
"""

from __future__ import annotations

from collections.abc import Sequence

from scorekeep.core.played import Figures, GamePlayed, Statistics, bump, details_of
from scorekeep.games.derda import hands as derda
from scorekeep.games.jass.stats import BAJT_LABELS, count_bajt
from scorekeep.i18n import N_


def derda_figures(games: Sequence[GamePlayed]) -> Figures:
    """Bajts and sztajnbajts suffered by the bidder, pots won, dość claims right and wrong."""
    figures: Figures = {}
    for detail in details_of(games, derda.HandDetail):
        count_bajt(figures, detail.result, detail.bidder)
        if detail.pot_paid:
            bump(figures, "pots_won", detail.pot_to)
            bump(figures, "pot_points", detail.pot_to, detail.pot_paid)
        if detail.claim is not None:
            key = "dosc_right" if detail.claim.right else "dosc_wrong"
            bump(figures, key, detail.claim.by)
    return figures


LABELS = {
    **BAJT_LABELS,
    "pots_won": N_("pots won"),
    "pot_points": N_("pot points"),
    "dosc_right": N_("dość right"),
    "dosc_wrong": N_("dość wrong"),
}
"""The figures as a player reads them."""

STATS = Statistics(figures={"derda": derda_figures}, labels=LABELS)
