"""Messages read as a person says them."""

from __future__ import annotations

from typing import Any

from scorekeep.cli.commands import either


def test_player_counts_read_as_a_range(cli: Any) -> None:
    result = cli("new", "dernie", "--players", "Ania", code=1)
    assert "Derniè is for 2 to 10 players, not 1" in result.stderr


def test_player_counts_read_as_a_person_says_them() -> None:
    assert either([2]) == "2" and either([2, 4]) == "2 or 4"
    assert either([2, 3, 4]) == "2, 3 or 4" and either([3, 4, 5, 6]) == "3 to 6"
