"""A game is one folder and one line: a package that declares its game (engine, aliases,
default ruleset, text sheet, printable sheet, example) and its name in
``scorekeep.games.PACKAGES`` make a toy game work in every command."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from scorekeep import games
from scorekeep.core.game import Game

TOY = Path(__file__).resolve().parent / "toy"


@pytest.fixture
def pebbles(cli, monkeypatch):
    """The toy game, added for this test only, with its ruleset installed as a user's."""
    monkeypatch.setattr(games, "PACKAGES", (*games.PACKAGES, "tests.toy"))
    (cli.home / "rulesets").mkdir(parents=True)
    shutil.copy(TOY / "pebbles.toml", cli.home / "rulesets" / "pebbles.toml")
    cli("new", "pebbles", "--players", "Ania,Bartek", "--name", "toy")
    return cli


def test_a_registered_game_records_and_shows_hands(pebbles):
    out = pebbles("hand", "--took", "Ania=4", "--took", "Bartek=2").stdout
    assert "hand 1: Ania 4, Bartek 2" in out
    assert "pebbles so far: Ania 4, Bartek 2" in out
    assert pebbles.json("status")["totals"] == {"Ania": 4, "Bartek": 2}
    assert pebbles("status").stdout.strip() == "pebbles so far: Ania 4, Bartek 2"


def test_a_registered_game_refuses_with_its_rule(pebbles, rejected):
    line = rejected("toy", "hand", "--took", "Ania=-1")
    assert "--took" in line and "TOY-R1" in line


def test_a_registered_game_prints_its_own_sheets(pebbles):
    pebbles("hand", "--took", "Ania=7", "--took", "Bartek=1")
    assert pebbles("sheet").stdout.startswith("PEBBLE PAD\nAnia: 7\nBartek: 1")
    assert "Ania 7, Bartek 1" in pebbles("sheet", "--format", "markdown").stdout
    assert '<div class="pebble-pad">' in pebbles("sheet", "--format", "html").stdout


def test_a_registered_game_is_found_by_its_alias_and_judged(pebbles):
    assert games.game_name("Kamyki") == "pebbles"
    out = pebbles("judge", "kamyki", "needed", "--total", "4").stdout
    assert out.startswith("Verdict: 6") and "TOY-R2: The first player" in out


def test_a_game_without_its_own_sheets_gets_the_generic_ones(pebbles, monkeypatch):
    plain = Game("pebbles", engine="tests.toy.engine")
    monkeypatch.setitem(games.declared(), "pebbles", plain)
    pebbles("hand", "--took", "Ania=3", "--took", "Bartek=5")
    assert "Ania 3, Bartek 5" in pebbles("sheet").stdout
    assert "pebble-pad" not in pebbles("sheet", "--format", "html").stdout
    pebbles("example", "pebbles", code=1)
