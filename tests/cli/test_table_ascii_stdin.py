"""`scorekeep table` when Python is told its standard input is ASCII
(``PYTHONIOENCODING=ascii``) and a line holds a byte beyond it: the line is read as the UTF-8
it is, or refused as any other mistyped line, and the table goes on; never an internal
error."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

pexpect = pytest.importorskip("pexpect")

PLAYERS = "N=Łukasz,E=Bartek,S=Celina,W=Darek"


def scorekeep(home: Path, *args: str, stdin: bytes = b"") -> subprocess.CompletedProcess[bytes]:
    env = {**os.environ, "PYTHONIOENCODING": "ascii", "SCOREKEEP_HOME": str(home)}
    env.pop("SCOREKEEP_LANG", None)
    return subprocess.run(
        [sys.executable, "-m", "scorekeep", *args],
        env=env,
        input=stdin,
        capture_output=True,
        timeout=60,
    )


def hands(home: Path) -> list[dict[str, object]]:
    journal = tomllib.loads((home / "sessions" / "fri.toml").read_text(encoding="utf-8"))
    return list(journal.get("hands", []))


@pytest.fixture
def home(tmp_path: Path) -> Path:
    home = tmp_path / "home"
    done = scorekeep(home, "new", "bridge-rubber", "--players", PLAYERS, "--name", "fri")
    assert done.returncode == 0, done.stderr
    return home


def test_a_name_typed_in_utf8_is_read_though_the_input_is_said_to_be_ascii(home):
    done = scorekeep(home, "table", stdin="2H N 8\n3C Łukasz 9\n".encode())
    assert done.returncode == 0, done.stderr
    assert b"internal error" not in done.stderr and b"Traceback" not in done.stderr
    assert b"hand 2: 3C by N, 9 tricks" in done.stdout
    assert [h["by"] for h in hands(home)] == ["N", "N"]


@pytest.mark.parametrize("line", [b"4\xc5\x9b N 10", b"\xff\xfe N 8", b"2H \xe9 8"])
def test_a_line_beyond_ascii_is_refused_as_a_mistyped_line(home, line):
    """A script stops at its first refused line (exit 1), as it does for every refused
    line: one line of refusal, the hands before it kept, the journal whole."""
    done = scorekeep(home, "table", stdin=b"2H N 8\n" + line + b"\n3C E 9\n")
    assert done.returncode == 1
    assert b"internal error" not in done.stderr and b"Traceback" not in done.stderr
    refusal = done.stderr.decode("ascii", "replace").strip().splitlines()
    assert len(refusal) == 1 and refusal[0].startswith("scorekeep: error: ")
    assert len(hands(home)) == 1


def test_in_a_terminal_the_line_is_refused_and_the_table_stays_open(home):
    env = {
        **os.environ,
        "PYTHONIOENCODING": "ascii",
        "SCOREKEEP_HOME": str(home),
        "TERM": "xterm",
        "PROMPT_TOOLKIT_NO_CPR": "1",
        "NO_COLOR": "1",
    }
    env.pop("SCOREKEEP_LANG", None)
    child = pexpect.spawn(
        sys.executable, ["-m", "scorekeep", "table"], env=env, dimensions=(60, 200), timeout=20
    )
    try:
        child.expect(rb" >\x1b\[")
        child.send(b"4\xc5\x9b N 10\r")
        child.expect(rb"scorekeep: error: ")
        child.expect(rb" >\x1b\[")
        child.send(b"2H N 8\r")
        child.expect(rb"hand 1: 2H by N, 8 tricks")
        child.expect(rb" >\x1b\[")
        child.sendeof()
        child.expect(pexpect.EOF)
    finally:
        child.close(force=True)
    assert not re.search(rb"internal error|Traceback", child.before or b"")
    assert len(hands(home)) == 1
