"""Pebbles' own figure for ``scorekeep stats``: the pebbles each player took in all."""

from __future__ import annotations

from collections.abc import Sequence

from scorekeep.core.played import Figures, GamePlayed, Statistics, bump


def pebbles_figures(games: Sequence[GamePlayed]) -> Figures:
    figures: Figures = {}
    for game in games:
        for player, taken in game.totals.items():
            bump(figures, "pebbles_taken", player, taken)
    return figures


STATS = Statistics(figures={"pebbles": pebbles_figures})
