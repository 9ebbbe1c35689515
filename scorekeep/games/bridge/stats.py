"""Bridge's own figures for ``scorekeep stats``: contracts, slams, doubled, rubbers.

A figure is counted from what the engine recorded for the hand, so these numbers always
agree with the sheets.
"""

from __future__ import annotations

from collections.abc import Sequence

from scorekeep.core.played import Figures, GamePlayed, Statistics, bump
from scorekeep.games.bridge import chicago as bridge_chicago
from scorekeep.games.bridge import duplicate as bridge_duplicate
from scorekeep.games.bridge import rubber as bridge
from scorekeep.games.bridge.contract import parse_contract
from scorekeep.i18n import N_

BridgeDeal = bridge.DealDetail | bridge_chicago.ChicagoDetail | bridge_duplicate.BoardDetail
BRIDGE_DEALS = (bridge.DealDetail, bridge_chicago.ChicagoDetail, bridge_duplicate.BoardDetail)


def _bridge_deal(figures: Figures, game: GamePlayed, deal: BridgeDeal) -> None:
    if deal.passed_out or deal.contract is None or deal.tricks is None:
        return
    contract = parse_contract(deal.contract)
    made = deal.tricks >= contract.tricks_needed
    declarer = dict(game.seats).get(deal.declarer or "", deal.declarer)
    if isinstance(deal, bridge_duplicate.BoardDetail):
        declarer = None  # a board is played at several tables: the seat names nobody
    if contract.level >= 6:
        figures["slams_bid"] += 1
        figures["slams_made"] += made
        bump(figures, "slams_by", declarer)
    if contract.doubling:
        figures["doubled"] += 1
        figures["doubled_made" if made else "doubled_defeated"] += 1
        if not made:
            bump(figures, "went_down_doubled", declarer)
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


LABELS = {
    "rubbers": N_("rubbers"),
    "slams_bid": N_("slams bid"),
    "slams_made": N_("slams made"),
    "slams_by": N_("slams by"),
    "doubled": N_("doubled"),
    "doubled_made": N_("doubled made"),
    "doubled_defeated": N_("doubled defeated"),
    "went_down_doubled": N_("went down doubled"),
    "honors": N_("honors"),
    "honors_points": N_("honors points"),
}
"""The figures as a player reads them."""

STATS = Statistics(
    figures={
        "bridge": bridge_figures,
        "bridge-chicago": club_bridge_figures,
        "bridge-duplicate": club_bridge_figures,
    },
    labels=LABELS,
)
