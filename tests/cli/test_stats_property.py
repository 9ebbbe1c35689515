"""Random evenings of every game: the totals ``stats`` reports are the sums of what
``status`` says about the same sessions, player by player."""

from __future__ import annotations

import re
import tempfile
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scorekeep.app.session import record
from scorekeep.core.errors import ScorekeepError
from scorekeep.core.session import Record
from scorekeep.files.home import Home
from tests.conftest import Cli
from tests.games.test_bridge_properties import deals as bridge_deals
from tests.games.test_deberc_properties import rounds as deberc_rounds
from tests.games.test_derda_properties import played as derda_played
from tests.games.test_dernie_properties import deals as dernie_deals

THREE = ("Ania", "Bartek", "Celina")
durak_games = st.one_of(
    st.builds(lambda p: {"durak": p}, st.sampled_from(THREE)),
    st.builds(lambda p: {"durak": p, "epaulettes": True}, st.sampled_from(THREE)),
    st.builds(lambda ps: {"draw": sorted(ps)}, st.sets(st.sampled_from(THREE), min_size=2)),
)

# ruleset: (the --players argument, the hands)
GAMES: dict[str, tuple[str, Any]] = {
    "bridge-rubber": ("N=Ania,E=Bartek,S=Celina,W=Darek", bridge_deals),
    "durak": (",".join(THREE), durak_games),
    "derda": ("Ania,Bartek", derda_played()),
    "deberc": (",".join(THREE), deberc_rounds(THREE)),
    "dernie": (",".join(THREE), dernie_deals(THREE)),
}

sessions = st.lists(
    st.tuples(
        st.sampled_from(sorted(GAMES)),
        st.integers(1, 28),  # the day in February the session was started
        st.booleans(),  # closed at the end
        st.data(),
    ),
    min_size=1,
    max_size=5,
)


def _play(cli: Cli, name: str, ruleset: str, day: int, close: bool, data: Any) -> None:
    players, hands = GAMES[ruleset]
    # one game per session, so that each session's status is all of it
    cli("new", ruleset, "--players", players, "--name", name, "--set", "play_on=false")
    path = cli.journal(name)
    text = path.read_text(encoding="utf-8")
    created = f'created = "2026-02-{day:02d}T20:00:00+01:00"'
    path.write_text(re.sub(r"^created = .*$", created, text, flags=re.M), encoding="utf-8")
    home = Home(cli.home)
    for entry in data.draw(st.lists(hands, max_size=8)):
        try:
            record(home, name, lambda o, e=entry: Record("hand", o.journal.hand_count + 1, e))
        except ScorekeepError:
            continue  # the rules refused it; the journal is unchanged
    if close:
        cli("close", "-s", name, code=None)


def _expected(statuses: list[dict[str, Any]]) -> dict[str, dict[str, int]]:
    out: dict[str, dict[str, int]] = {}
    for status in statuses:
        for player in status["players"]:
            out.setdefault(player, {"sessions": 0})["sessions"] += 1
    return out


def _expected_points(statuses: list[dict[str, Any]]) -> dict[str, dict[str, dict[str, int]]]:
    """Per game, per player: the hands and the side's points, summed over that game's
    statuses only (points of different games are never summed; Durak has none)."""
    out: dict[str, dict[str, dict[str, int]]] = {}
    for status in statuses:
        if status["game"] == "durak":
            continue
        teams = status.get("teams", {})
        side_of = {m: side for side, members in teams.items() for m in members}
        for player in status["players"]:
            side = side_of.get(player, player)
            row = out.setdefault(status["game"], {}).setdefault(
                player, {"hands": 0, "points_for": 0, "points_against": 0}
            )
            row["hands"] += status["hands"]
            row["points_for"] += status["totals"][side]
            row["points_against"] += sum(v for k, v in status["totals"].items() if k != side)
    return out


def _played(sheet: dict[str, Any]) -> list[dict[str, Any]]:
    """A Durak session's games (SPEC §9: one deal each, a durak or a draw), from its sheet."""
    return [
        h["entry"]
        for h in sheet["hands"]
        if not h["void"] and ("durak" in h["entry"] or "draw" in h["entry"])
    ]


def _ended(status: dict[str, Any]) -> bool:
    """Finished by the game's rules (issue 36: a game ended by close is unfinished)."""
    return bool(status["finished"]) and not status.get("unfinished")


def _won(status: dict[str, Any], player: str) -> bool:
    side = next((t for t, m in status.get("teams", {}).items() if player in m), player)
    if status["winner"] is not None:
        return bool(status["winner"] == side)
    return status.get("loser") not in (None, side)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(sessions)
def test_stats_totals_are_the_sum_of_status(evening):
    with tempfile.TemporaryDirectory() as folder:
        cli = Cli(Path(folder) / "home")
        for number, (ruleset, day, close, data) in enumerate(evening, 1):
            _play(cli, f"s{number}", ruleset, day, close, data)
        statuses = [cli.json("status", "-s", f"s{n}") for n in range(1, len(evening) + 1)]
        sheets = [cli.json("sheet", "-s", f"s{n}") for n in range(1, len(evening) + 1)]
        report = cli.json("stats")
    expected = _expected(statuses)
    got = {row["player"]: {"sessions": row["sessions"]} for row in report["players"]}
    assert got == expected
    for game, players in _expected_points(statuses).items():
        shown = report["by_game"][game]["players"]
        keys = ("hands", "points_for", "points_against")
        assert {p: {k: shown[p][k] for k in keys} for p in players} == players
    assert report["sessions"] == len(evening)
    durak = [
        (status, _played(sheet))
        for status, sheet in zip(statuses, sheets, strict=True)
        if status["game"] == "durak"
    ]
    others = [s for s in statuses if s["game"] != "durak"]
    # A game ended by close before its end is unfinished, not a game played to its end.
    assert report["games"] == sum(1 for s in others if _ended(s)) + sum(
        len(games) for _, games in durak
    )
    for row in report["players"]:
        name = row["player"]
        finished = [s for s in others if name in s["players"] and _ended(s)]
        deals = [g for status, games in durak if name in status["players"] for g in games]
        assert row["games"] == len(finished) + len(deals)
        # a Durak game is won by everyone but its durak (a draw: by everyone)
        won = sum(_won(s, name) for s in finished) + sum(g.get("durak") != name for g in deals)
        assert row["won"] == won
        mixed = len({s["game"] for s in statuses if name in s["players"]}) > 1
        assert (row["points_for"] is None) == mixed
        assert row["evenings"] == len(
            {day for r, day, _, _ in evening for p in [GAMES[r][0]] if row["player"] in p}
        )
