"""Statistics across evenings, summed from replayed sessions: no file access, no printing.

Every figure comes from what the engines said while replaying the journals (each game's
standing and each hand's ``Outcome.detail``), never from scoring anything a second time.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from itertools import combinations, pairwise

from scorekeep.core.game import Outcome, Standing, Table
from scorekeep.core.played import Figures, GamePlayed, played_game
from scorekeep.core.record import NamedTuple
from scorekeep.core.session import HandLine, Header, Replay
from scorekeep.games import game_figures_reader, game_split

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


def games_of(header: Header, replay: Replay) -> list[GamePlayed]:
    """The games one session holds, in the order played: every rubber or game of the
    evening (SPEC §9), each with its own players, totals and hands."""
    games = []
    parts: list[tuple[Standing, list[HandLine], Outcome | None, Table]] = []
    for done, lines in zip(replay.evening, _hands_of_each_game(replay), strict=True):
        parts.append((done.standing, lines, None, done.table))
    since = replay.evening[-1].last if replay.evening else 0
    lines = [line for line in replay.lines if line.n > since]
    table = replay.game_ctx.table if replay.game_ctx is not None else header.table
    parts.append((replay.standing, lines, replay.settlement, table))
    split = game_split(header.game)
    for standing, lines, settlement, table in parts:
        if split is not None:
            games.extend(split(header, standing, lines, table))
        else:
            games.append(played_game(header, standing, lines, settlement, table))
    return games


def _hands_of_each_game(replay: Replay) -> list[list[HandLine]]:
    """The lines of each finished game, in one pass over the evening's lines (a scan per
    game made a long evening of short rubbers quadratic)."""
    from bisect import bisect_right

    evening = replay.evening
    if any(later.first <= done.last for done, later in pairwise(evening)):
        return [[line for line in replay.lines if d.first <= line.n <= d.last] for d in evening]
    firsts = [done.first for done in evening]
    groups: list[list[HandLine]] = [[] for _ in evening]
    for line in replay.lines:
        i = bisect_right(firsts, line.n) - 1
        if i >= 0 and line.n <= evening[i].last:
            groups[i].append(line)
    return groups


class Filters(NamedTuple):
    """Which games count: by game or ruleset name, by a player at the table (and a second
    one, for their head to head), by date (``YYYY-MM-DD``, both ends included)."""

    game: str | None = None
    player: str | None = None
    since: str | None = None
    until: str | None = None
    with_player: str | None = None

    def admits(self, game: str, ruleset: str, players: Sequence[str], date: str) -> bool:
        day = date[:10]
        if self.game and self.game.casefold() not in (game.casefold(), ruleset.casefold()):
            return False
        seated = {p.casefold() for p in players}
        if any(p and p.casefold() not in seated for p in (self.player, self.with_player)):
            return False
        if self.since and (not day or day < self.since):
            return False
        return not (self.until and (not day or day > self.until))

    def as_dict(self) -> dict[str, str]:
        return {k: v for k, v in self._asdict().items() if v}


def chronological(games: Iterable[GamePlayed]) -> list[GamePlayed]:
    return sorted(games, key=lambda g: (g.date, g.session))


def _against(game: GamePlayed, side: str) -> int:
    return sum(points for other, points in game.totals.items() if other != side)


def _longest(results: Sequence[bool], wanted: bool) -> int:
    best = run = 0
    for result in results:
        run = run + 1 if result == wanted else 0
        best = max(best, run)
    return best


def sessions_of(games: Iterable[GamePlayed]) -> int:
    """Sessions (journals) the games come from."""
    return len({(g.session, g.date) for g in games})


def evenings_of(games: Iterable[GamePlayed]) -> int:
    """Evenings: the calendar days the games were played on."""
    return len({g.date[:10] for g in games})


POINTS = ("points_for", "points_against", "hands", "average_per_hand")
"""A player's points, which only one game's figures can add up: in the table of all games
they are None as soon as the player's games are of more than one game."""


def player_rows(games: Sequence[GamePlayed]) -> list[dict[str, Any]]:
    """Per player: evenings, sessions, games played and won, streaks; points only where
    all his games are of one game (each game's section has them, game by game)."""
    names = sorted({p for g in games for p in g.players}, key=str.casefold)
    return [_player_row(name, [g for g in games if name in g.players]) for name in names]


def _player_row(name: str, games: Sequence[GamePlayed]) -> dict[str, Any]:
    finished = [g for g in games if g.finished]
    results = [g.won_by(name) for g in finished]
    won = sum(results)
    row = {
        "player": name,
        "evenings": evenings_of(games),
        "sessions": sessions_of(games),
        "games": len(finished),
        "won": won,
        "win_rate": round(won / len(finished), 3) if finished else None,
        **_points(name, games),
        "longest_winning_streak": _longest(results, True),
        "longest_losing_streak": _longest(results, False),
        "last_played": max((g.date for g in games), default=""),
    }
    if len({g.game for g in games}) > 1:
        row.update(dict.fromkeys(POINTS))
    return row


def _points(name: str, games: Sequence[GamePlayed]) -> dict[str, Any]:
    points_for = sum(g.totals.get(g.side_of(name), 0) for g in games)
    hands = sum(g.hands for g in games)
    return {
        "points_for": points_for,
        "points_against": sum(_against(g, g.side_of(name)) for g in games),
        "hands": hands,
        "average_per_hand": round(points_for / hands, 1) if hands else None,
    }


def game_player_rows(games: Sequence[GamePlayed]) -> dict[str, dict[str, Any]]:
    """One game's players: games played and won, and (but in Durak, whose figures are its
    losses) the points of their side, for and against, and per hand."""
    out: dict[str, dict[str, Any]] = {}
    for name in sorted({p for g in games for p in g.players}, key=str.casefold):
        mine = [g for g in games if name in g.players]
        finished = [g for g in mine if g.finished]
        won = sum(g.won_by(name) for g in finished)
        row: dict[str, Any] = {
            "games": len(finished),
            "won": won,
            "win_rate": round(won / len(finished), 3) if finished else None,
        }
        if not any(g.everyone_but_losers for g in mine):
            row.update(_points(name, mine))
        out[name] = row
    return out


def partnership_rows(games: Sequence[GamePlayed]) -> list[dict[str, Any]]:
    """Sides of more than one player (bridge sides, Deberc teams): games together, won."""
    rows: dict[tuple[str, ...], dict[str, Any]] = {}
    for game in games:
        for team in game.teams:
            if len(team.members) < 2:
                continue
            key = tuple(sorted(team.members, key=str.casefold))
            row = rows.setdefault(key, {"players": list(key), "games": 0, "won": 0, "lost": 0})
            if game.finished:
                won = game.won_by(team.members[0])
                row["games"] += 1
                row["won" if won else "lost"] += 1
    return [rows[k] for k in sorted(rows)]


def pair_rows(games: Sequence[GamePlayed]) -> list[dict[str, Any]]:
    """Every two players at the table of a finished game: games together, as partners and
    as opponents, and head to head how often each came out ahead (won while the other did
    not)."""
    rows: dict[tuple[str, str], dict[str, Any]] = {}
    for game in games:
        if not game.finished:
            continue
        for a, b in combinations(sorted(game.players, key=str.casefold), 2):
            row = rows.setdefault(
                (a, b),
                {
                    "players": [a, b],
                    "games": 0,
                    "partners": 0,
                    "opponents": 0,
                    "first_ahead": 0,
                    "second_ahead": 0,
                },
            )
            row["games"] += 1
            if game.side_of(a) == game.side_of(b):
                row["partners"] += 1
                continue
            row["opponents"] += 1
            first, second = game.won_by(a), game.won_by(b)
            row["first_ahead"] += first and not second
            row["second_ahead"] += second and not first
    return [rows[k] for k in sorted(rows)]


def head_to_head(games: Sequence[GamePlayed], first: str, second: str) -> dict[str, Any]:
    """Two players' finished games together: how many, as partners (won and lost together)
    and as opponents (how often each came out ahead; ``even``: neither did)."""
    a, b = (_spelled(games, name) for name in (first, second))
    partners = {"games": 0, "won": 0, "lost": 0}
    opponents: dict[str, Any] = {"games": 0, "ahead": {a: 0, b: 0}, "even": 0}
    for game in games:
        if not game.finished or a not in game.players or b not in game.players:
            continue
        won_a, won_b = game.won_by(a), game.won_by(b)
        if game.side_of(a) == game.side_of(b):
            partners["games"] += 1
            partners["won" if won_a else "lost"] += 1
            continue
        opponents["games"] += 1
        if won_a != won_b:
            opponents["ahead"][a if won_a else b] += 1
        else:
            opponents["even"] += 1
    return {
        "players": [a, b],
        "games": partners["games"] + opponents["games"],
        "partners": partners,
        "opponents": opponents,
    }


def _spelled(games: Sequence[GamePlayed], name: str) -> str:
    """A player as the journals spell him (the filter matched him whatever the case)."""
    wanted = name.casefold()
    return next((p for g in games for p in g.players if p.casefold() == wanted), name)


def results_over_time(games: Sequence[GamePlayed]) -> list[dict[str, Any]]:
    """After each finished game, every player's running count of games won minus games lost
    so far: the chart of a player's results over time."""
    out: list[dict[str, Any]] = []
    running: dict[str, int] = {}
    for game in games:
        if not game.finished:
            continue
        for player in game.players:
            running[player] = running.get(player, 0) + (1 if game.won_by(player) else -1)
        out.append({"date": game.date[:10], "session": game.session, "running": dict(running)})
    return out


EVERYTHING = Filters()


def summarise(
    games: Iterable[GamePlayed], filters: Filters = EVERYTHING, problems: Sequence[Any] = ()
) -> dict[str, Any]:
    """The whole report as JSON-ready data."""

    chosen = chronological(g for g in games if filters.admits(g.game, g.ruleset, g.players, g.date))
    data = {
        "filters": filters.as_dict(),
        "sessions": sessions_of(chosen),
        "evenings": evenings_of(chosen),
        "games": sum(1 for g in chosen if g.finished),
        "players": player_rows(chosen),
        "partnerships": partnership_rows(chosen),
        "pairs": pair_rows(chosen),
        "by_game": game_figures(chosen),
        "over_time": results_over_time(chosen),
        "problems": list(problems),
    }
    if filters.player and filters.with_player:
        data["head_to_head"] = head_to_head(chosen, filters.player, filters.with_player)
    return data


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
        reader = game_figures_reader(name)
        if reader is not None:
            figures.update(reader(these))
        figures["players"] = game_player_rows(these)
        out[name] = figures
    return out
