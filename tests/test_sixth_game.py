"""A new game is one folder, one line and its ruleset, for real: a copy of this checkout gets
the toy game exactly as README's "Adding a game" says (its package under
``scorekeep/games/``, its name in ``PACKAGES``, its ruleset in ``rulesets/``), nothing is
installed, and the whole suite runs green there. The copy's own run skips this test."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
TOY = ROOT / "tests" / "toy"
INSIDE = "SCOREKEEP_SIXTH_GAME_RUN"
"""Set in the copy's run, whose suite holds this test too."""
TIMEOUT = 3000
"""Seconds the copy's whole suite may take (a loaded machine takes long; a hang fails)."""


def add_the_toy_game(checkout: Path) -> None:
    """What a contributor does, step by step (README, "Adding a game")."""
    # 1. the folder: the game's package, its modules naming their own package
    folder = checkout / "scorekeep" / "games" / "pebbles"
    folder.mkdir()
    for module in sorted(TOY.glob("*.py")):
        text = module.read_text(encoding="utf-8").replace("tests.toy", "scorekeep.games.pebbles")
        (folder / module.name).write_text(text, encoding="utf-8")
    # 2. the line: its name in PACKAGES
    registry = checkout / "scorekeep" / "games" / "__init__.py"
    text = registry.read_text(encoding="utf-8")
    line = re.search(r"^PACKAGES: tuple\[str, \.\.\.\] = \((.*)\)$", text, re.MULTILINE)
    assert line is not None, "PACKAGES is one line"
    added = line.group(0).replace(line.group(1), line.group(1) + ', "pebbles"')
    registry.write_text(text.replace(line.group(0), added), encoding="utf-8")
    # 3. its ruleset
    shutil.copy(TOY / "pebbles.toml", checkout / "rulesets" / "pebbles.toml")


def copy_checkout(target: Path) -> None:
    listed = subprocess.run(
        ["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, check=True
    ).stdout.decode("utf-8")
    for name in filter(None, listed.split("\0")):
        source = ROOT / name
        if source.is_file():
            (target / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, target / name)


@pytest.mark.skipif(bool(os.environ.get(INSIDE)), reason="the copied checkout's own run")
def test_the_toy_game_added_as_a_contributor_would_keeps_the_whole_suite_green(tmp_path):
    if shutil.which("git") is None or not (ROOT / ".git").exists():
        pytest.skip("needs a git checkout to copy")
    checkout = tmp_path / "checkout"
    copy_checkout(checkout)
    add_the_toy_game(checkout)
    from scorekeep import games

    assert "pebbles" not in games.names()  # this process still has the games it had
    env = {**os.environ, INSIDE: "1", "PYTHONPATH": str(checkout)}
    env.pop("SCOREKEEP_UPDATE_GOLDEN", None)
    probe = subprocess.run(
        [sys.executable, "-c", "from scorekeep import games; print(games.names())"],
        cwd=checkout,
        env=env,
        capture_output=True,
        text=True,
        check=True,
    )
    assert "'pebbles'" in probe.stdout
    try:
        run = subprocess.run(
            [sys.executable, "-m", "pytest", "-q", "-x", "-p", "no:cacheprovider"],
            cwd=checkout,
            env=env,
            capture_output=True,
            text=True,
            timeout=TIMEOUT,
        )
    except subprocess.TimeoutExpired:
        pytest.fail(f"the copy's suite took more than {TIMEOUT} s")
    tail = "\n".join((run.stdout + run.stderr).splitlines()[-40:])
    assert run.returncode == 0, tail
    assert "[100%]" in tail  # every collected test ran (-q -q prints no summary line)
