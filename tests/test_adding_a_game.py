"""A game is one folder and one line: a package that declares its game (engine, aliases,
default ruleset, text sheet, printable sheet, example) and its name in
``scorekeep.games.PACKAGES`` make a toy game work in every command."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
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
    out = pebbles("hand", "-v", "--took", "Ania=4", "--took", "Bartek=2").stdout
    assert "hand 1: Ania 4, Bartek 2" in out
    assert "pebbles so far: Ania 4, Bartek 2" in out
    assert pebbles.json("status")["totals"] == {"Ania": 4, "Bartek": 2}
    assert pebbles("status").stdout.strip() == "pebbles so far: Ania 4, Bartek 2"


def test_TOY_R1_a_registered_game_refuses_with_its_rule(pebbles, rejected):
    line = rejected("toy", "hand", "--took", "Ania=-1")
    assert "--took" in line and "TOY-R1" in line


def test_a_registered_game_prints_its_own_sheets(pebbles):
    pebbles("hand", "--took", "Ania=7", "--took", "Bartek=1")
    assert pebbles("sheet").stdout.startswith("PEBBLE PAD\nAnia: 7\nBartek: 1")
    assert "Ania 7, Bartek 1" in pebbles("sheet", "--format", "markdown").stdout
    assert '<div class="pebble-pad">' in pebbles("sheet", "--format", "html").stdout


def test_TOY_R2_a_registered_game_is_found_by_its_alias_and_judged(pebbles):
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


def test_a_registered_game_has_its_own_figures_in_stats(pebbles):
    pebbles("hand", "--took", "Ania=4", "--took", "Bartek=2")
    pebbles("hand", "--took", "Ania=1", "--took", "Bartek=6")
    figures = json.loads(pebbles("stats", "--format", "json").stdout)["by_game"]["pebbles"]
    assert figures["pebbles_taken"] == {"Ania": 5, "Bartek": 8}
    assert "pebbles" in pebbles("stats").stdout


ADDED = (
    "import sys; import scorekeep.games as g; g.PACKAGES = (*g.PACKAGES, 'tests.toy'); "
    "from scorekeep.cli.fast import main; sys.argv[0] = 'scorekeep'; main()"
)


def test_a_registered_game_is_played_in_table_mode_in_a_real_terminal(pebbles):
    """``table`` in a pseudo-terminal, in a process of its own, with the one line added."""
    pexpect = pytest.importorskip("pexpect")
    env = {**os.environ, "TERM": "xterm", "PROMPT_TOOLKIT_NO_CPR": "1", "NO_COLOR": "1"}
    env["PYTHONPATH"] = str(TOY.parent.parent)
    child = pexpect.spawn(
        sys.executable,
        ["-c", ADDED, "--home", str(pebbles.home), "table", "-s", "toy"],
        env=env,
        encoding="utf-8",
        dimensions=(60, 200),
        timeout=20,
        cwd=str(TOY.parent.parent),
    )
    child.expect("hand 1")
    child.send("--took Ania=3 --took Bartek=4\r")
    child.expect("Ania 3, Bartek 4")
    child.expect("hand 2")
    child.sendcontrol("d")
    child.expect(pexpect.EOF)
    child.close()
    status = subprocess.run(
        [sys.executable, "-c", ADDED, "--home", str(pebbles.home), "status", "-s", "toy"],
        capture_output=True,
        text=True,
        env=env,
        cwd=str(TOY.parent.parent),
    )
    assert status.stdout.strip() == "pebbles so far: Ania 3, Bartek 4"
