"""Derda's own figures for ``scorekeep stats``.

A figure is counted from what the engine recorded for the hand, so these numbers always
agree with the sheets.
"""

from __future__ import annotations

from collections.abc import Sequence

from scorekeep.core.played import Figures, GamePlayed, Statistics, bump
from scorekeep.games.derda import hands as derda
from scorekeep.i18n import N_


def derda_figures(games: Sequence[GamePlayed]) -> Figures:
    """Bajts and sztajnbajts suffered by the bidder, pots won, dość claims right and wrong."""
    figures: Figures = {}
    for game in games:
        for detail in game.details:
            if not isinstance(detail, derda.HandDetail):
                continue
            if detail.result in ("bajt", "sztajnbajt"):
                bump(figures, f"{detail.result}s", detail.bidder)
            if detail.pot_paid:
                bump(figures, "pots_won", detail.pot_to)
                bump(figures, "pot_points", detail.pot_to, detail.pot_paid)
            if detail.claim is not None:
                key = "dosc_right" if detail.claim.right else "dosc_wrong"
                bump(figures, key, detail.claim.by)
    return figures


LABELS = {
    "bajts": N_("bajts"),
    "sztajnbajts": N_("sztajnbajts"),
    "pots_won": N_("pots won"),
    "pot_points": N_("pot points"),
    "dosc_right": N_("dość right"),
    "dosc_wrong": N_("dość wrong"),
}
"""The figures as a player reads them."""

STATS = Statistics(figures={"derda": derda_figures}, labels=LABELS)
