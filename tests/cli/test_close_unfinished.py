"""A game ended by ``close`` is not a game won (issue 36, item 6): an unfinished game is
unfinished in ``status``, ``sessions``, ``stats`` and the evening's table, and ``close``
says the evening's result, every game."""

from __future__ import annotations

import pytest


@pytest.fixture
def dernie_evening(cli):
    """Game 1 won by Ania (-115), then two deals of game 2, then close."""
    cli("new", "dernie", "--players", "Ania,Bartek", "--name", "dn")
    for _ in range(5):
        cli("hand", "A", "23", "--again")
    cli("hand", "B", "30")
    cli("hand", "B", "31")
    return cli


def test_DERNIE_R21_close_credits_no_winner_to_the_unfinished_game(dernie_evening):
    cli = dernie_evening
    closed = cli("close").stdout
    # close says the evening's result: every game, the unfinished one as unfinished
    assert "evening: game 2 unfinished" in closed, closed
    assert "1   1–5    Ania" in closed, closed
    assert "unfinished" in closed.split("evening: game 2 unfinished")[1], closed
    status = cli.json("status")
    assert status["winner"] is None and status["unfinished"] is True
    games = status["evening"]["games"]
    assert [g["winner"] for g in games] == ["Ania", None]
    assert status["evening"]["won"] == {"Ania": 1}
    assert "Bartek" not in cli("status").stdout.split("Winner: ")[1].split(" — ")[0]


def test_sessions_and_stats_count_the_unfinished_game_as_unfinished(dernie_evening):
    cli = dernie_evening
    cli("close")
    listed = cli("sessions").stdout
    row = next(line for line in listed.splitlines() if " dn " in line)
    assert "closed" in row and "unfinished" in row and "Bartek  " not in row, listed
    stats = cli.json("stats")
    players = {p["player"]: p for p in stats["players"]}
    assert players["Ania"]["games"] == 1 and players["Ania"]["won"] == 1, players
    assert players["Bartek"]["games"] == 1 and players["Bartek"]["won"] == 0, players


def test_DEBERC_R12_a_game_closed_before_the_target_has_no_winner(cli):
    cli("new", "deberc", "--players", "Ania,Bartek,Celina", "--name", "db")
    cli("hand", "A", "S", "60", "30", "20")
    cli("close")
    status = cli.json("status")
    assert status["finished"] is True and status["winner"] is None
    assert status["unfinished"] is True
    stats = cli.json("stats")
    assert all(p["won"] == 0 for p in stats["players"]), stats["players"]


def test_DERDA_R11_a_game_closed_before_500_is_unfinished_in_stats(cli):
    cli("new", "derda", "--players", "Ania,Bartek", "--name", "dd")
    cli("hand", "B", "H", "48", "74")
    cli("close")
    assert cli.json("status")["unfinished"] is True
    stats = cli.json("stats")
    assert all(p["games"] == 0 for p in stats["players"]), stats["players"]
