"""Durak's own figures for ``scorekeep stats``, and how a session splits into its games
(one per deal, SPEC §9).

A figure is counted from what the engine recorded for the hand, so these numbers always
agree with the sheets.
"""

from __future__ import annotations

from collections.abc import Sequence

from scorekeep.core.game import Standing, Table
from scorekeep.core.played import Figures, GamePlayed, Statistics, bump, played_game
from scorekeep.core.session import HandLine, Header
from scorekeep.games.durak import engine as durak
from scorekeep.games.durak.engine import GameDetail
from scorekeep.i18n import N_


def durak_games(
    header: Header, standing: Standing, lines: Sequence[HandLine], table: Table
) -> list[GamePlayed]:
    """A Durak session's games, one per deal with a durak or a draw; the deal that ended
    the race to the loss target (or the last before ``close``) names the session's loser."""
    played = [
        (line, line.outcome.detail)
        for line in lines
        if line.outcome is not None and isinstance(line.outcome.detail, GameDetail)
    ]
    loser = standing.extra.get("loser") if standing.finished else None
    if not played:  # no deal yet: the session counts, with no game finished
        return [played_game(header, standing, lines, None, table)._replace(finished=False)]
    games = []
    for index, (line, detail) in enumerate(played):
        assert line.outcome is not None
        side = detail.side or detail.durak
        last = index == len(played) - 1
        games.append(
            GamePlayed(
                session=header.name,
                game=header.game,
                ruleset=header.ruleset,
                date=header.created,
                players=table.players,
                teams=table.teams,
                totals=dict(line.outcome.scores),
                finished=True,
                winner=None,
                losers=(side,) if isinstance(side, str) else (),
                hands=1,
                details=(detail,),
                seats=table.seats,
                everyone_but_losers=True,
                session_losers=(loser,) if last and isinstance(loser, str) else (),
            )
        )
    return games


def durak_figures(games: Sequence[GamePlayed]) -> Figures:
    """Losses, epaulettes, draws, each session's loser and the longest run as durak."""
    figures: Figures = {"draws": 0}
    run: dict[str, int] = {}
    longest: dict[str, int] = {}
    for game in games:
        for loser in game.session_losers:
            bump(figures, "session_losers", loser)
        for detail in game.details:
            if not isinstance(detail, durak.GameDetail):
                continue
            figures["draws"] += bool(detail.draw)
            bump(figures, "losses", detail.durak)
            if detail.epaulettes:
                bump(figures, "epaulettes", detail.durak)
            for player in game.players:
                run[player] = run.get(player, 0) + 1 if detail.durak == player else 0
                longest[player] = max(longest.get(player, 0), run[player])
    figures["longest_run_as_durak"] = {p: n for p, n in sorted(longest.items()) if n}
    return figures


LABELS = {
    "draws": N_("draws"),
    "session_losers": N_("session losers"),
    "losses": N_("losses"),
    "epaulettes": N_("epaulettes"),
    "longest_run_as_durak": N_("longest run as durak"),
}
"""The figures as a player reads them."""

STATS = Statistics(figures={"durak": durak_figures}, split={"durak": durak_games}, labels=LABELS)
