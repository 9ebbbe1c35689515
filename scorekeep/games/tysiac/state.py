"""The running game of Tysiąc and whose turn it is: the state a replay carries, what one
deal leaves for the sheets, and the rotation of the dealer and the sitter (TYS-R12, R17)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from scorekeep.core.game import (
    Context,
    resolve_name,
)
from scorekeep.core.record import NamedTuple

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


class DealDetail(NamedTuple):
    """One deal for the sheets and the stats: who dealt, sat out and bid, what each player
    took and wrote, and the barrel, bomb and bolt marks the deal left."""

    kind: str  # "played", "bomb", "redeal"
    dealer: str
    sitter: str = ""
    bidder: str = ""
    bid: int = 0
    made: bool = False
    cards: Mapping[str, int] = {}
    marriages: Mapping[str, tuple[str, ...]] = {}
    musik: int = 0
    on_barrel: tuple[str, ...] = ()
    """Who is on the barrel after the deal."""
    attempts: Mapping[str, int] = {}
    """Barrel attempts after the deal, of those on it."""
    fell: tuple[str, ...] = ()
    bolted: tuple[str, ...] = ()
    bolt_paid: tuple[str, ...] = ()
    reset: tuple[str, ...] = ()
    held_back: tuple[str, ...] = ()
    """Players whose gain the barrel or the finish kept off their total."""
    game_over: bool = False


class Evening(NamedTuple):
    """The running game, every tuple in seating order."""

    totals: tuple[int, ...]
    bombs: tuple[int, ...]
    attempts: tuple[int, ...]
    bolts: tuple[int, ...]
    deals: int = 0
    dealt: str = ""
    """Who dealt the last deal recorded."""
    redeal: bool = False
    """The last deal was annulled: its dealer deals again."""
    winner: str = ""
    reason: str = ""
    closed: bool = False


def is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def option(ctx: Context, key: str, default: Any) -> Any:
    return ctx.options.get(key, default)


def first_dealer(ctx: Context) -> str:
    chosen = str(option(ctx, "first_dealer", "") or "")
    players = ctx.table.players
    if not chosen:
        return players[0]
    return resolve_name(chosen, players, "--set first_dealer", "player")


def next_dealer(state: Evening, ctx: Context) -> str:
    """The player on the dealer's left deals next; after a redeal the same dealer."""
    players = ctx.table.players
    if state.dealt in players:
        if state.redeal:
            return state.dealt
        return players[(players.index(state.dealt) + 1) % len(players)]
    return first_dealer(ctx)


def sitter_of(dealer: str, ctx: Context) -> str:
    """With four players the dealer sits out (TYS-R12)."""
    return dealer if len(ctx.table.players) == 4 else ""


def from_dealer(dealer: str, players: Sequence[str]) -> list[str]:
    """The players from the dealer's left round to the dealer (ties, the auction)."""
    start = players.index(dealer) + 1 if dealer in players else 0
    return [players[(start + i) % len(players)] for i in range(len(players))]


def active_players(ctx: Context, sitter: str) -> list[str]:
    return [p for p in ctx.table.players if p != sitter]
