"""Deberc arithmetic shared by the engine and the judge: card values and round points (R1),
the seating and its teams (R14), and the end of the game (R12). Pure functions over plain
values; the declarations and the senior combination are in
:mod:`~scorekeep.games.deberc.words`, made / bajt / hanging in
:mod:`~scorekeep.games.deberc.bajts`."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from types import MappingProxyType

from scorekeep.core.game import Table
from scorekeep.games.jass import cards as jass
from scorekeep.i18n import _

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

RULE_IDS = frozenset([f"DEBERC-R{i}" for i in range(1, 16)] + [f"DEBERC-P{i}" for i in range(1, 8)])
OPTION_KEYS = frozenset(
    {
        "target",
        "mandatory_bid",
        "dealer_rotation",
        "first_lead",
        "open_card_to",
        "trump_combination_senior",
        "declare_combinations",
        "bella_any_card",
        "unplayed_bella_counts",
        "third_bajt_penalty",
        "no_tricks_penalty",
        "finish",
        "bajt_rule",
        "bajt_points_to",
        "longer_fifty_senior",
        "first_dealer",
        "seven_exchange",
        "four_sevens",
        "play_on",
        "confirm_repeats",
    }
)
USUAL_TARGETS = (301, 501, 1001)
BELLA = "bella"
BELLA_UNPLAYED = "bella-unplayed"
BELLA_LETTERS = MappingProxyType({"b": BELLA, "б": BELLA})
"""A bella by one letter: b, or Ukrainian б (белла)."""
BELLA_WORDS = {
    **BELLA_LETTERS,
    "bella": BELLA,
    "белла": BELLA,
    "bela": BELLA,
    "bella-unplayed": BELLA_UNPLAYED,
    "белла-незіграна": BELLA_UNPLAYED,
}
CLASSES = ("terc", "fifty", "deberc")  # weakest first
DEFAULT_VALUES: dict[str, dict[str, int]] = {
    "trump": {"J": 20, "9": 14, "A": 11, "10": 10, "K": 4, "Q": 3, "8": 0, "7": 0},
    "plain": {"A": 11, "10": 10, "K": 4, "Q": 3, "J": 2, "9": 0, "8": 0, "7": 0},
}
DEFAULT_COMBINATIONS = {"terc": 20, "fifty": 50, "deberc": 0, "bella": 20}
LAST_TRICK = 10


# --------------------------------------------------------------------------- values


def card_values(cards: Mapping[str, Any]) -> dict[str, dict[str, int]]:
    """The ruleset's ``[cards]`` trump/plain tables, falling back to the classic values."""
    out: dict[str, dict[str, int]] = {}
    for kind in ("trump", "plain"):
        table = cards.get(kind)
        base = dict(DEFAULT_VALUES[kind])
        if isinstance(table, Mapping):
            base.update({str(k): int(v) for k, v in table.items()})
        out[kind] = base
    return out


def combination_values(cards: Mapping[str, Any]) -> dict[str, int]:
    table = cards.get("combinations")
    out = dict(DEFAULT_COMBINATIONS)
    if isinstance(table, Mapping):
        out.update({str(k): int(v) for k, v in table.items()})
    return out


def last_trick(cards: Mapping[str, Any]) -> int:
    value = cards.get("last_trick", LAST_TRICK)
    return int(value) if isinstance(value, int) else LAST_TRICK


def pack_maximum(players: int, trump: str, cards: Mapping[str, Any]) -> int:
    """Most card points one hand can hold (incl. the last trick): every card with four
    players, the 27 best with three, the 18 best with two (DEBERC-R1, P5)."""
    values = card_values(cards)
    points = sorted((jass.card_points(c, trump, values) for c in jass.deck()), reverse=True)
    played = {2: 18, 3: 27}.get(players, 32)
    return sum(points[:played]) + last_trick(cards)


# --------------------------------------------------------------------------- seating


def from_dealer(players: Sequence[str], dealer: str) -> tuple[str, ...]:
    """Players in the order "first from the dealer": his left-hand neighbour first, the dealer
    himself last (DEBERC-P3, P5)."""
    start = players.index(dealer)
    n = len(players)
    return tuple(players[(start + k) % n] for k in range(1, n + 1))


def sides_from_dealer(table: Table, dealer: str) -> tuple[str, ...]:
    order: list[str] = []
    for player in from_dealer(table.players, dealer):
        side = table.side_of(player)
        if side not in order:
            order.append(side)
    return tuple(order)


def members(table: Table, side: str) -> tuple[str, ...]:
    for team in table.teams:
        if team.name == side:
            return team.members
    return (side,)


def next_seat(players: Sequence[str], player: str) -> str:
    return players[(players.index(player) + 1) % len(players)]


# --------------------------------------------------------------------------- the end


def game_over(
    totals: Mapping[str, int], target: int, bidder: str | None, side_order: Sequence[str]
) -> tuple[str, str] | None:
    """DEBERC-R12: one side over the target wins; several → the higher total; equal → the side
    that ordered the game, else the side first from the dealer."""
    over = [s for s in side_order if totals.get(s, 0) >= target]
    if not over:
        return None
    if len(over) == 1:
        return over[0], f"reached {target}"
    best = max(totals[s] for s in over)
    top = [s for s in over if totals[s] == best]
    label = "both over" if len(over) == 2 else f"{len(over)} over"
    if len(top) == 1:
        return top[0], f"{label}: higher total"
    if bidder in top:
        return bidder, "tie: ordered the game"
    return top[0], "tie: first from the dealer"


def team_problem(table: Table) -> str | None:
    """Why four players' teams cannot sit (partners opposite, DEBERC-R14), or None."""
    players = table.players
    if len(players) != 4:
        return _("teams need four players, not {count}").format(count=len(players))
    if len(table.teams) != 2 or any(len(t.members) != 2 for t in table.teams):
        shown = ", ".join("+".join(t.members) for t in table.teams)
        return _("teams must be two pairs of the four players, not {shown}").format(shown=shown)
    for team in table.teams:
        a, b = (players.index(m) for m in team.members)
        if abs(a - b) != 2:
            return _(
                "partners sit opposite: {a} and {b} are neighbours in {players} (pair "
                "{first}+{third} and {second}+{fourth}, or reorder --players)"
            ).format(
                a=team.members[0],
                b=team.members[1],
                players=", ".join(players),
                first=players[0],
                second=players[1],
                third=players[2],
                fourth=players[3],
            )
    return None
