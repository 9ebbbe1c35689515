"""Tysiąc's own figures for ``scorekeep stats``: games won, bids made and failed, marriages
declared, barrel falls and bombs, counted from what the engine recorded for each deal."""

from __future__ import annotations

from collections.abc import Sequence

from scorekeep.core.played import Figures, GamePlayed, Statistics, bump
from scorekeep.games.tysiac import state as tysiac


def tysiac_figures(games: Sequence[GamePlayed]) -> Figures:
    figures: Figures = {}
    for game in games:
        if game.finished and game.winner:
            bump(figures, "games_won", game.winner)
        for detail in game.details:
            if not isinstance(detail, tysiac.DealDetail):
                continue
            if detail.kind == "played":
                bump(figures, "bids_made" if detail.made else "bids_failed", detail.bidder)
                for player, suits in detail.marriages.items():
                    bump(figures, "marriages", player, len(suits))
            elif detail.kind == "bomb":
                bump(figures, "bombs", detail.bidder)
            for player in detail.fell:
                bump(figures, "barrel_falls", player)
    return figures


STATS = Statistics(figures={"tysiac": tysiac_figures})
