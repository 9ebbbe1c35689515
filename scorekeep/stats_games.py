"""Each game's own figures, read from the typed ``Outcome.detail`` of the replayed hands.

A figure is counted from what the engine recorded for the hand (the contract it scored, the
result word it decided, the durak it named), so these numbers always agree with the sheets.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from scorekeep.games.bridge import chicago as bridge_chicago
from scorekeep.games.bridge import duplicate as bridge_duplicate
from scorekeep.games.bridge import rubber as bridge
from scorekeep.games.deberc import hands as deberc
from scorekeep.games.derda import hands as derda
from scorekeep.games.dernie import engine as dernie
from scorekeep.games.durak import engine as durak
from scorekeep.stats import GamePlayed, evenings_of, game_player_rows, sessions_of

Figures = dict[str, Any]


def _bump(figures: Figures, key: str, who: str | None, by: int = 1) -> None:
    if who is None:
        return
    row = figures.setdefault(key, {})
    row[who] = row.get(who, 0) + by


BridgeDeal = bridge.DealDetail | bridge_chicago.ChicagoDetail | bridge_duplicate.BoardDetail
BRIDGE_DEALS = (bridge.DealDetail, bridge_chicago.ChicagoDetail, bridge_duplicate.BoardDetail)


def _bridge_deal(figures: Figures, game: GamePlayed, deal: BridgeDeal) -> None:
    if deal.passed_out or deal.contract is None or deal.tricks is None:
        return
    contract = bridge.parse_contract(deal.contract)
    made = deal.tricks >= contract.tricks_needed
    declarer = dict(game.seats).get(deal.declarer or "", deal.declarer)
    if isinstance(deal, bridge_duplicate.BoardDetail):
        declarer = None  # a board is played at several tables: the seat names nobody
    if contract.level >= 6:
        figures["slams_bid"] += 1
        figures["slams_made"] += made
        _bump(figures, "slams_by", declarer)
    if contract.doubling:
        figures["doubled"] += 1
        figures["doubled_made" if made else "doubled_defeated"] += 1
        if not made:
            _bump(figures, "went_down_doubled", declarer)
    for label, points, *_ in deal.items:
        if label == "honors":
            figures["honors"] += 1
            figures["honors_points"] += points


def bridge_figures(games: Sequence[GamePlayed]) -> Figures:
    """Rubbers, slams bid and made, doubled contracts and their result, honors."""
    figures: Figures = dict.fromkeys(
        (
            "rubbers",
            "slams_bid",
            "slams_made",
            "doubled",
            "doubled_made",
            "doubled_defeated",
            "honors",
            "honors_points",
        ),
        0,
    )
    for game in games:
        figures["rubbers"] += game.finished
        for detail in game.details:
            if isinstance(detail, BRIDGE_DEALS):
                _bridge_deal(figures, game, detail)
    return figures


def club_bridge_figures(games: Sequence[GamePlayed]) -> Figures:
    """Chicago and duplicate: the deals' figures of rubber bridge, without rubbers."""
    figures = bridge_figures(games)
    del figures["rubbers"]
    return figures


def derda_figures(games: Sequence[GamePlayed]) -> Figures:
    """Bajts and sztajnbajts suffered by the bidder, pots won, dość claims right and wrong."""
    figures: Figures = {}
    for game in games:
        for detail in game.details:
            if not isinstance(detail, derda.HandDetail):
                continue
            if detail.result in ("bajt", "sztajnbajt"):
                _bump(figures, f"{detail.result}s", detail.bidder)
            if detail.pot_paid:
                _bump(figures, "pots_won", detail.pot_to)
                _bump(figures, "pot_points", detail.pot_to, detail.pot_paid)
            if detail.claim is not None:
                key = "dosc_right" if detail.claim.right else "dosc_wrong"
                _bump(figures, key, detail.claim.by)
    return figures


def deberc_figures(games: Sequence[GamePlayed]) -> Figures:
    """Bajts per side, hanging rounds, penalties, games ended by an outright deberc."""
    figures: Figures = {"hanging_rounds": 0, "outright_deberc": 0}
    for game in games:
        for detail in game.details:
            if not isinstance(detail, deberc.HandDetail):
                continue
            if detail.result == "bajt":
                _bump(figures, "bajts", detail.bidder_side)
            figures["hanging_rounds"] += detail.result == "hanging"
            for side, penalties in detail.penalties.items():
                _bump(figures, "penalties", side, len(penalties))
                _bump(figures, "penalty_points", side, sum(p.points for p in penalties))
            if detail.game_over is not None and detail.game_over.reason == "deberc":
                figures["outright_deberc"] += 1
                _bump(figures, "deberc_by", detail.game_over.winner)
    return figures


def dernie_figures(games: Sequence[GamePlayed]) -> Figures:
    """Games won, and the points each player was left holding."""
    figures: Figures = {}
    for game in games:
        if game.finished:
            _bump(figures, "games_won", game.winner)
        for detail in game.details:
            if isinstance(detail, dernie.DealDetail):
                for player, held in detail.held.items():
                    _bump(figures, "points_left_in_hand", player, held)
    return figures


def durak_figures(games: Sequence[GamePlayed]) -> Figures:
    """Losses, epaulettes, draws, each session's loser and the longest run as durak."""
    figures: Figures = {"draws": 0}
    run: dict[str, int] = {}
    longest: dict[str, int] = {}
    for game in games:
        for loser in game.session_losers:
            _bump(figures, "session_losers", loser)
        for detail in game.details:
            if not isinstance(detail, durak.GameDetail):
                continue
            figures["draws"] += bool(detail.draw)
            _bump(figures, "losses", detail.durak)
            if detail.epaulettes:
                _bump(figures, "epaulettes", detail.durak)
            for player in game.players:
                run[player] = run.get(player, 0) + 1 if detail.durak == player else 0
                longest[player] = max(longest.get(player, 0), run[player])
    figures["longest_run_as_durak"] = {p: n for p, n in sorted(longest.items()) if n}
    return figures


FIGURES: dict[str, Callable[[Sequence[GamePlayed]], Figures]] = {
    "bridge": bridge_figures,
    "bridge-chicago": club_bridge_figures,
    "bridge-duplicate": club_bridge_figures,
    "derda": derda_figures,
    "deberc": deberc_figures,
    "dernie": dernie_figures,
    "durak": durak_figures,
}


def game_figures(games: Sequence[GamePlayed]) -> dict[str, Figures]:
    """Per game name: the sessions, evenings and finished games counted, the game's own
    figures, then its players' games, wins and points (``players``)."""
    out: dict[str, Figures] = {}
    for name in sorted({g.game for g in games}):
        these = [g for g in games if g.game == name]
        figures: Figures = {
            "sessions": sessions_of(these),
            "evenings": evenings_of(these),
            "games": sum(1 for g in these if g.finished),
        }
        reader = FIGURES.get(name)
        if reader is not None:
            figures.update(reader(these))
        figures["players"] = game_player_rows(these)
        out[name] = figures
    return out
