"""Cutting a long evening into its rubbers is done in one pass (issue 23, finding 9); it
must give what the scan per rubber gave."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from scorekeep.render.report import game_finder


def _scanned(evening, n):
    for game in evening["games"]:
        if n <= game["hands"][1]:
            return int(game["number"])
    return int(evening["game"])


@given(st.lists(st.integers(min_value=1, max_value=6), max_size=12), st.booleans())
def test_the_game_of_each_hand_is_the_scans_answer(lengths, shuffled):
    games, first = [], 1
    for number, length in enumerate(lengths, 1):
        games.append({"number": number, "hands": [first, first + length - 1]})
        first += length
    if shuffled:
        games.reverse()
    evening = {"games": games, "game": len(games) + 1}
    find = game_finder(evening)
    for n in range(0, first + 3):
        assert find(n) == _scanned(evening, n)


def test_stats_counts_each_rubber_of_a_long_evening(cli):
    cli("new", "bridge-rubber", "--players", "N=Ania,E=Bartek,S=Celina,W=Darek", "--name", "x")
    for _ in range(3):
        cli("hand", "4S", "N", "10", "--again")
        cli("hand", "4S", "N", "10", "--again")
    cli("hand", "2H", "E", "8")
    data = cli.json("stats")
    sheet = cli.json("sheet")
    assert [h["game"] for h in sheet["hands"]] == [1, 1, 2, 2, 3, 3, 4]
    ania = next(row for row in data["players"] if row["player"] == "Ania")
    assert (data["games"], ania["won"], ania["hands"]) == (3, 3, 7)
