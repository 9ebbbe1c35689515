"""One game as the statistics see it, built from a replayed session: the record every game's
figures are read from (:mod:`scorekeep.app.stats`, and each game package's ``stats``)."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from types import MappingProxyType

from scorekeep.core.game import Outcome, Standing, Table, Team
from scorekeep.core.record import NamedTuple
from scorekeep.core.session import HandLine, Header

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any, TypeVar

    D = TypeVar("D")

Figures = dict[str, "Any"]


class GamePlayed(NamedTuple):
    """One game as the statistics see it: who sat, what each side scored, who won.

    ``losers`` names the sides a game marks as lost rather than won (Durak's durak);
    ``details`` are the hands' ``Outcome.detail`` in order, then the settlement's. A Durak
    game is one deal (SPEC §9): ``everyone_but_losers`` says that every side but the
    durak's won it (a draw: everyone), and ``session_losers`` names, on the game that
    decided it, the loser of the session's race to the loss target.
    """

    session: str
    game: str
    ruleset: str
    date: str
    players: tuple[str, ...]
    teams: tuple[Team, ...]
    totals: Mapping[str, int]
    finished: bool
    winner: str | None
    losers: tuple[str, ...]
    hands: int
    details: tuple[Any, ...]
    seats: tuple[tuple[str, str], ...] = ()
    everyone_but_losers: bool = False
    session_losers: tuple[str, ...] = ()

    def side_of(self, player: str) -> str:
        for team in self.teams:
            if player in team.members:
                return team.name
        return player

    def won_by(self, player: str) -> bool:
        """Won: the game's winner is the player's side, or (Durak) the player is not the
        loser of a finished game."""
        if not self.finished:
            return False
        side = self.side_of(player)
        if self.winner is not None:
            return self.winner == side
        if self.everyone_but_losers:
            return side not in self.losers
        return bool(self.losers) and side not in self.losers


def played_game(
    header: Header,
    standing: Standing,
    lines: Sequence[HandLine],
    settlement: Outcome | None,
    table: Table,
) -> GamePlayed:
    loser = standing.extra.get("loser") if standing.finished else None
    details = [line.outcome.detail for line in lines if line.outcome is not None]
    if settlement is not None:
        details.append(settlement.detail)
    return GamePlayed(
        session=header.name,
        game=header.game,
        ruleset=header.ruleset,
        date=header.created,
        players=table.players,
        teams=table.teams,
        totals=dict(standing.totals),
        finished=standing.finished and not standing.extra.get("unfinished"),
        winner=standing.winner,
        losers=(loser,) if isinstance(loser, str) else (),
        hands=sum(1 for line in lines if not line.void),
        details=tuple(details),
        seats=table.seats,
    )


def bump(figures: Figures, key: str, who: str | None, by: int = 1) -> None:
    """One more (or ``by`` more) for ``who`` under ``key``."""
    if who is None:
        return
    row = figures.setdefault(key, {})
    row[who] = row.get(who, 0) + by


def details_of(games: Sequence[GamePlayed], kind: type[D]) -> Iterator[D]:
    """Every hand's detail of the games that is a ``kind`` (a game's own record of a hand),
    game after game, in the order played."""
    for game in games:
        for detail in game.details:
            if isinstance(detail, kind):
                yield detail


Reader = Callable[[Sequence[GamePlayed]], Figures]
"""A game's own figures, read from its finished and unfinished games."""
Split = Callable[[Header, Standing, Sequence[HandLine], Table], list[GamePlayed]]
"""A session's rubber or game split into the games the statistics count."""


class Statistics(NamedTuple):
    """What a game package brings to ``scorekeep stats`` (``STATS`` of its stats module):
    each of its games' own figures, for a game whose session is not one game per rubber or
    game of the evening how it splits (Durak: one game per deal), and the figures' labels."""

    figures: Mapping[str, Reader]
    split: Mapping[str, Split] = MappingProxyType({})
    labels: Mapping[str, str] = MappingProxyType({})
    """Each of its figures as a player reads it (a message marked with ``N_``, translated
    when shown): the figure's key otherwise, its underscores as spaces."""
