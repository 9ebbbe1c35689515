"""Derniè's own figures for ``scorekeep stats``.

A figure is counted from what the engine recorded for the hand, so these numbers always
agree with the sheets.
"""

from __future__ import annotations

from collections.abc import Sequence

from scorekeep.core.played import Figures, GamePlayed, Statistics, bump
from scorekeep.games.dernie import engine as dernie
from scorekeep.i18n import N_


def dernie_figures(games: Sequence[GamePlayed]) -> Figures:
    """Games won, and the points each player was left holding."""
    figures: Figures = {}
    for game in games:
        if game.finished:
            bump(figures, "games_won", game.winner)
        for detail in game.details:
            if isinstance(detail, dernie.DealDetail):
                for player, held in detail.held.items():
                    bump(figures, "points_left_in_hand", player, held)
    return figures


LABELS = {
    "games_won": N_("games won"),
    "points_left_in_hand": N_("points left in hand"),
}
"""The figures as a player reads them."""

STATS = Statistics(figures={"dernie": dernie_figures}, labels=LABELS)
