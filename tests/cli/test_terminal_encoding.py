"""A terminal that cannot spell every character: every command still exits 0, and a hand
printed after its write is recorded once (issue 23, finding 4)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from scorekeep.cli.terminal import HANDLER, plain, register

COMMANDS = (
    ("hand", "2H", "N", "8"),
    ("hand", "3NT", "E", "9"),
    ("status",),
    ("status", "--format", "json"),
    ("sheet",),
    ("sheet", "--format", "html"),
    ("sessions",),
    ("stats",),
    ("check",),
    ("judge", "bridge", "game-needed", "--below", "60", "2H"),
    ("judge", "bridge", "game-needed", "--below", "60", "2H", "--lang", "pl"),
    ("--lang", "uk", "status"),
    ("fix", "1", "2H", "N", "9"),
    ("undo",),
    ("hand", "4S", "S", "10"),
    ("rules", "list"),
    ("rules", "show", "bridge-rubber"),
    ("seats", "--help"),
    ("use", "fri"),
    ("close",),
    ("reopen",),
)


def _run(
    home: Path, encoding: str, *words: str, stdin: str | None = None
) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONIOENCODING": encoding, "SCOREKEEP_HOME": str(home)}
    env.pop("SCOREKEEP_LANG", None)
    return subprocess.run(
        [sys.executable, "-m", "scorekeep", *words],
        env=env,
        input=stdin,
        capture_output=True,
        text=True,
        encoding="utf-8",
        errors="replace",
        timeout=60,
    )


@pytest.mark.parametrize("encoding", ["ascii", "latin-1"])
def test_every_command_exits_0_and_a_hand_is_written_once(tmp_path: Path, encoding: str) -> None:
    home = tmp_path / "home"
    players = "N=Łukasz,E=Świętosław,S=Celina,W=Дарина"
    started = _run(home, encoding, "new", "bridge-rubber", "--players", players, "--name", "fri")
    assert started.returncode == 0, started.stderr
    for words in COMMANDS:
        done = _run(home, encoding, *words)
        assert done.returncode == 0, (words, done.stderr)
        assert "internal error" not in done.stderr, (words, done.stderr)
    table = _run(home, encoding, "table", stdin="1S N 7\nstatus\nsheet\n")
    assert table.returncode == 0, table.stderr
    journal = (home / "sessions" / "fri.toml").read_text(encoding="utf-8")
    assert [line for line in journal.splitlines() if line.startswith("n = ")] == [
        "n = 1",
        "n = 2",
        "n = 3",
        "n = 4",
    ]
    assert journal.count("[[hands]]") == 8


def test_a_hand_under_ascii_prints_its_sparkline_and_names_plainly(tmp_path: Path) -> None:
    home = tmp_path / "home"
    _run(home, "ascii", "new", "bridge-rubber", "--players", "N=A,E=Łukasz,S=C,W=D", "--name", "x")
    done = _run(home, "ascii", "hand", "-v", "2H", "N", "8")
    assert done.returncode == 0, done.stderr
    assert done.stdout.isascii()
    assert "Lukasz" in done.stdout
    assert "#" in done.stdout
    for words in (("sessions",), ("sheet",), ("stats",)):
        shown = _run(home, "ascii", *words)
        assert shown.returncode == 0, shown.stderr
        assert shown.stdout.isascii(), words
        assert "Lukasz" in shown.stdout, words


def test_the_plain_spelling_of_what_our_output_uses() -> None:
    register()
    assert "▁█ ♠♥ Łódź · Дарина".encode("ascii", HANDLER) == b"_# SH Lodz - ??????"
    assert plain("ę") == "e"
    assert "Świętosław".encode("latin-1", HANDLER) == b"Swietoslaw"


def test_a_character_that_cannot_be_printed_after_a_write_is_a_warning(capsys):
    from scorekeep.cli.saved import printing_after

    with printing_after("hand 1 is recorded"):
        "Łukasz".encode("ascii")
    assert capsys.readouterr().err.startswith(
        "scorekeep: warning: hand 1 is recorded, but its output could not be printed: "
    )
