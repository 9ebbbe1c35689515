"""One hand is "1 hand": the heads of every status say the count in plain words."""

from __future__ import annotations

from typing import Any

import pytest

from scorekeep.games.deberc import sheet as deberc
from scorekeep.games.derda import sheet as derda
from scorekeep.games.dernie import sheet as dernie
from scorekeep.render import text


def head(module: Any, hands: int, **extra: Any) -> str:
    data = {
        "session": "fri",
        "ruleset": "r",
        "hands": hands,
        "totals": {"A": 0, "B": 0},
        "players": ["A", "B"],
        "finished": True,
        "winner": "A",
        **extra,
    }
    return str(module.status_text(data)).splitlines()[0]


@pytest.mark.parametrize(
    ("module", "one", "two"),
    [
        (text, "1 hand ", "2 hands "),
        (derda, "1 hand ", "2 hands "),
        (deberc, "1 round ", "2 rounds "),
        (dernie, "1 deal ", "2 deals "),
    ],
)
def test_one_hand_is_not_one_hands(module: Any, one: str, two: str) -> None:
    assert f"· {one}" in head(module, 1) + " "
    assert f"· {two}" in head(module, 2) + " "
    assert "1 hands" not in head(module, 1)
