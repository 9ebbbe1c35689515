"""A Durak game as a typed record: ``DurakGame.parse`` reads and checks a journal entry,
``to_entry``/``to_toml`` write it back, and the two are inverse."""

from __future__ import annotations

import tomllib

import pytest
from hypothesis import given
from hypothesis import strategies as st

from scorekeep.core.errors import Rejected
from scorekeep.games.durak.engine import DurakGame
from tests.games.test_durak import PLAYERS, ctx

CTX = ctx()


@st.composite
def games(draw: st.DrawFn) -> DurakGame:
    note = draw(st.text(max_size=12))
    dealer = draw(st.none() | st.sampled_from(PLAYERS))
    if draw(st.booleans()):
        return DurakGame(draw(st.sampled_from(PLAYERS)), (), draw(st.booleans()), note, dealer)
    drawn = draw(st.sets(st.sampled_from(PLAYERS), min_size=2))
    return DurakGame(None, tuple(p for p in PLAYERS if p in drawn), False, note, dealer)


@given(games())
def test_a_game_read_back_from_its_entry_is_the_same_game(game: DurakGame) -> None:
    """DURAK-R17, R20, R21: parse(to_entry(game)) == game, and through TOML too."""
    assert DurakGame.parse(game.to_entry(), CTX) == game
    assert DurakGame.parse(tomllib.loads(game.to_toml()), CTX) == game


def test_parse_resolves_prefixes_and_orders_a_draw_by_seat() -> None:
    """DURAK-R17: names by unambiguous prefix; a draw's players in seating order."""
    assert DurakGame.parse({"durak": "bart", "epaulettes": True}, CTX) == DurakGame(
        "Bartek", epaulettes=True
    )
    assert DurakGame.parse({"draw": ["Dor", "Ania"]}, CTX).draw == ("Ania", "Dorota")


@pytest.mark.parametrize(
    ("entry", "field", "rule"),
    [
        ({}, "--durak", "DURAK-R17"),
        ({"durak": "Ania", "draw": ["Ania", "Bartek"]}, "--draw", "DURAK-R17"),
        ({"draw": ["Ania"]}, "--draw", "DURAK-R17"),
        ({"draw": ["Ania", "Bartek"], "epaulettes": True}, "--epaulettes", "DURAK-R21"),
        ({"durak": "Ania", "epaulettes": "yes"}, "--epaulettes", "DURAK-R21"),
        ({"durak": 3}, "--durak", "DURAK-R17"),
        ({"durak": "Ania", "loser": "Ania"}, "loser", None),
    ],
)
def test_parse_refuses_an_impossible_entry_naming_field_and_rule(entry, field, rule) -> None:
    with pytest.raises(Rejected) as refused:
        DurakGame.parse(entry, CTX)
    assert (refused.value.field, refused.value.rule) == (field, rule)
