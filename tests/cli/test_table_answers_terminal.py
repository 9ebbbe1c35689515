"""`scorekeep table` in a real pseudo-terminal (issue 25): the hand before typed again is
asked about and recorded when typed once more, a mistyped name or command is answered with
the one meant, and `explain N` gives a hand's whole breakdown."""

from __future__ import annotations

import json

import pytest

pytest.importorskip("pexpect")

from tests.cli.test_table_terminal import BRIDGE, Terminal, scorekeep

DURAK = ("new", "durak", "--players", "Ania,Bartek,Celina", "--set", "confirm_repeats=true")


def test_the_same_hand_twice_is_confirmed_by_typing_it_again(cli):
    cli(*BRIDGE, "--name", "friday")
    term = Terminal(cli.home)
    first = term.line("3NT S 10")
    assert "hand 1: 3NT by S, 10 tricks · NS +130" in first
    assert len([x for x in first.splitlines() if x.strip()]) <= 4  # the line typed, 3 answer
    asked = term.line("3NT S 10")
    assert "same as hand 1 — type it again to confirm" in asked
    assert json.loads(scorekeep(cli.home, "status", "--format", "json"))["hands"] == 1
    assert "hand 2: 3NT by S, 10 tricks" in term.line("3NT S 10")
    # Another line in between: the next repeat is asked about again.
    assert "same as hand 2" in term.line("3NT S 10")
    assert "hand 3: 2H E 8" not in term.line("2H E 8")
    assert term.close() == 0
    assert json.loads(scorekeep(cli.home, "status", "--format", "json"))["hands"] == 3


def test_a_mistyped_name_and_command_are_answered_with_the_one_meant(cli):
    cli(*DURAK, "--name", "durak")
    term = Terminal(cli.home)
    assert "'Bratek': expected the durak — did you mean Bartek?" in term.line("Bratek")
    assert "'stauts' is no command and no hand — did you mean status?" in term.line("stauts")
    assert "hand 1: durak Bartek · Bartek +1" in term.line("Bartek")
    assert term.close() == 0


def test_explain_gives_a_hands_whole_breakdown(cli):
    cli(*BRIDGE, "--name", "friday")
    term = Terminal(cli.home)
    short = term.line("4S N =")
    assert "next dealer" not in short
    term.line("2H E 8")
    shown = term.line("explain 1")
    assert "hand 1: 4S by N, result =" in shown
    assert "  scores: NS +120, EW +0" in shown
    assert "  NS wins a game (BR-S8); line drawn (BR-S9)" in shown
    assert "next dealer: S (Celina)" in shown
    last = term.line("explain")
    assert "hand 2: 2H by E, 8 tricks" in last
    assert "no hand 7" in term.line("explain 7")
    assert term.close() == 0
