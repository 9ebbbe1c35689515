"""The registry's entries are true: every module they name imports, every example exists,
every name finds its game and no two games share a name."""

from __future__ import annotations

import importlib

import pytest

from scorekeep import games
from scorekeep.core.errors import NotFound


@pytest.mark.parametrize("name", list(games.declared()))
def test_every_declared_part_exists(name):
    game = games.declared()[name]
    assert games.find_game(name).name == name
    for module in (game.sheet, game.html):
        if module is not None:
            importlib.import_module(module)
    example = games.example_path(name)
    if game.example is not None:  # a bundled example is optional; a declared one exists
        assert example is not None and example.is_file()
    else:
        assert example is None


@pytest.mark.parametrize("name", list(games.declared()))
def test_every_alias_finds_its_game(name):
    for alias in (name, *games.declared()[name].aliases):
        assert games.game_name(alias) == name
        assert games.game_name(alias.upper()) == name


def test_no_two_games_share_a_name():
    names = [n for g in games.declared().values() for n in (g.name, *g.aliases)]
    assert len(names) == len(set(names))


def test_accents_are_optional_and_unknown_names_list_the_games():
    assert games.game_name("Dernie") == "dernie"
    assert games.game_name("DURÁK") == "durak"
    with pytest.raises(NotFound, match="games: bridge, derda, deberc, dernie, durak"):
        games.game_name("skat")


def test_default_rulesets():
    assert games.default_ruleset("brydż") == "bridge-rubber"
    assert games.default_ruleset("derda") == "derda"
