"""`scorekeep table` in a real pseudo-terminal: typed line by line, as at the table."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

pexpect = pytest.importorskip("pexpect")

ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]|\x1b[=>]")
BRIDGE = ("new", "bridge-rubber", "--players", "N=Ania,E=Bartek,S=Celina,W=Darek")
DEBERC = (
    "new",
    "deberc",
    "--players",
    "Ania,Bartek,Celina,Darek",
    "--teams",
    "A+C,B+D",
    "--set",
    "no_tricks_penalty=50",
)


def scorekeep(home: Path, *args: str) -> str:
    done = subprocess.run(
        [sys.executable, "-m", "scorekeep", "--home", str(home), *args],
        capture_output=True,
        text=True,
        check=True,
        env={**os.environ, "NO_COLOR": "1"},
    )
    return done.stdout


def plain(text: str) -> str:
    return ANSI.sub("", text).replace("\r", "")


class Terminal:
    """One `scorekeep table` in a pseudo-terminal; every step waits for the prompt."""

    def __init__(self, home: Path) -> None:
        env = {**os.environ, "TERM": "xterm", "PROMPT_TOOLKIT_NO_CPR": "1", "NO_COLOR": "1"}
        self.child = pexpect.spawn(
            sys.executable,
            ["-m", "scorekeep", "--home", str(home), "table"],
            env=env,
            encoding="utf-8",
            dimensions=(60, 200),
            timeout=20,
        )
        self.prompt()

    def prompt(self) -> str:
        """Wait for the next prompt; what was printed before it, without escapes. A prompt
        starts by turning bracketed paste on and ends its text with ` >`."""
        self.child.expect(r"\x1b\[\?2004h")
        before = plain(self.child.before)
        self.child.expect(r" >\x1b\[")
        self.last_prompt = plain(self.child.before)
        return before

    def line(self, text: str) -> str:
        self.child.send(text + "\r")
        return self.prompt()

    def close(self) -> int:
        self.child.sendcontrol("d")
        self.child.expect("stays open")
        self.child.expect(pexpect.EOF)
        self.child.close()
        return int(self.child.exitstatus or 0)


def test_bridge_rubber_typed_in_a_terminal(cli):
    cli(*BRIDGE, "--name", "friday")
    term = Terminal(cli.home)
    # Tab completes a player's name: Ba<Tab> is Bartek, the declarer.
    term.child.send("2H Ba")
    term.child.expect("Ba")
    term.child.send("\t")
    term.child.expect("rtek")
    shown = term.line(" 8")
    assert "hand 1: 2H by E, 8 tricks" in shown
    assert "EW +60" in shown
    # A refused line changes nothing and says why.
    shown = term.line("4S Q =")
    assert "'Q': expected the declarer" in shown
    # A short line is asked for the rest; Enter takes the default in brackets.
    term.child.send("4S N\r")
    term.child.expect(r"\[=\]:")
    assert "hand 2: 4S by N, result =" in term.line("")
    assert "hand 3: 3NT by S, 10 tricks" in term.line("3NT S 10")
    shown = term.line("undo")
    assert "hand 3 voided" in shown
    # Ctrl-C drops the line being typed.
    term.child.send("7NT N 13")
    term.child.sendcontrol("c")
    term.prompt()
    assert "hand 4: 1NT by S, 7 tricks" in term.line("1NT S 7")
    assert "EW wins a game" in term.line("4H E =")
    shown = term.line("6S N +1 NS:150")
    assert "rubber" in shown.lower()
    status = term.line("status")
    assert term.close() == 0
    data = json.loads(scorekeep(cli.home, "status", "--format", "json"))
    assert data["hands"] == 5, status
    assert data["finished"] is True
    # What the table showed is what `status` prints in another process.
    expected = [x.rstrip() for x in scorekeep(cli.home, "status").splitlines() if x.strip()]
    shown_lines = [x.rstrip() for x in status.splitlines() if x.strip()]
    assert shown_lines[-len(expected) :] == expected


def test_deberc_game_typed_in_a_terminal(cli):
    cli(*DEBERC, "--name", "deberc")
    term = Terminal(cli.home)
    assert "hand 1: Bartek orders spades" in term.line("B S 30 50 20 D:KQJ10D A:AKQH bella")
    # The last player's points are asked for, the pack's remainder offered in brackets.
    term.child.send("C H 40 31 41\r")
    term.child.expect(r"Darek's card points \[50\]:")
    assert "Ania+Celina 81 : Bartek+Darek 81, hanging" in term.line("")
    lines = [
        "D C 50 40 30 A:1098S",
        "four-sevens",
        "A D 100 - 62 -",
    ]
    for line in lines:
        assert "scorekeep: error" not in term.line(line), line
    term.child.send("B H 30 60 22 bella\r")
    shown = term.prompt()
    assert "Ania+Celina wins the game: reached 501 (DEBERC-R12)" in shown
    status = term.line("status")
    assert term.close() == 0
    expected = [x.rstrip() for x in scorekeep(cli.home, "status").splitlines() if x.strip()]
    shown_lines = [x.rstrip() for x in status.splitlines() if x.strip()]
    assert shown_lines[-len(expected) :] == expected
    assert "Ania+Celina   527" in "\n".join(expected)


def test_a_hand_from_another_terminal_is_seen_before_the_next_prompt(cli):
    cli(*BRIDGE, "--name", "friday")
    term = Terminal(cli.home)
    scorekeep(cli.home, "hand", "2H", "N", "9")
    assert "deal 1 · N deals" in term.last_prompt
    term.child.send("\r")
    term.prompt()
    assert "deal 2 · E deals" in term.last_prompt
    assert "hand 2: 4S by E" in term.line("4S E =")
    assert term.close() == 0
    history = (cli.home / "table-history").read_text(encoding="utf-8")
    assert "+4S E =" in history


def test_ctrl_d_leaves_and_the_session_stays_open(cli):
    cli(*BRIDGE, "--name", "friday")
    term = Terminal(cli.home)
    term.line("2H N 9")
    assert term.close() == 0
    assert json.loads(scorekeep(cli.home, "status", "--format", "json"))["finished"] is False


def test_piped_standard_input_is_read_as_a_script(cli):
    cli(*BRIDGE, "--name", "friday")
    run = [sys.executable, "-m", "scorekeep", "--home", str(cli.home), "table"]
    done = subprocess.run(run, input="2H N 9\n4S E =\n", capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert "deal 2 · E deals · nobody vulnerable > 4S E =" in done.stdout
    done = subprocess.run(run, input="4S Q =\n3NT S 10\n", capture_output=True, text=True)
    assert done.returncode == 1
    assert done.stderr.startswith("scorekeep: error: ")
    assert "Traceback" not in done.stderr
    assert json.loads(scorekeep(cli.home, "status", "--format", "json"))["hands"] == 2
