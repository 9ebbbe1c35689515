"""A duplicate session's `table` prompt names the board the next result is for, with its
dealer and vulnerability (BR-D2): the board decides both, and the hand count alone says
nothing the table needs. Typed in a real pseudo-terminal."""

from __future__ import annotations

from tests.cli.test_table_terminal import Terminal

PAIRS = (
    "new",
    "bridge-duplicate",
    "--set",
    "duplicate_form=pairs",
    "--players",
    "Kowalscy,Nowakowie,Wiśniewscy,Zielińscy",
)


def test_pairs_prompt_follows_the_boards(cli):
    cli(*PAIRS, "--name", "pairs")
    term = Terminal(cli.home)
    assert "board 1 · N deals · nobody vulnerable" in term.last_prompt
    term.line("4H --by S --tricks 10 --board 1 --ns Kow --ew Now")
    # one of the two tables has played board 1: its traveller is still open
    assert "result 2 · board 1 · N deals · nobody vulnerable" in term.last_prompt
    term.line("4H --by S --tricks 11 --board 1 --ns Wiś --ew Ziel")
    assert "result 3 · board 2 · E deals · NS vulnerable" in term.last_prompt
    term.child.sendcontrol("d")


def test_pairs_prompt_in_polish_tells_a_result_from_a_board(cli):
    cli(*PAIRS, "--name", "pary", "--lang", "pl")
    term = Terminal(cli.home)
    assert term.last_prompt.endswith("zapis 1 · rozdanie 1 · rozdaje N · obie pary przed partią")
    term.child.sendcontrol("d")


def test_teams_prompt_names_board_and_vulnerability(cli):
    cli("new", "bridge-duplicate", "--players", "N=Ania,E=Bartek,S=Celina,W=Darek")
    term = Terminal(cli.home)
    assert "result 1 · N deals · board 1 · nobody vulnerable" in term.last_prompt
    term.line("4S N = --board 1")
    term.line("4S N = --board 1")
    assert "board 2 · NS vulnerable" in term.last_prompt
    term.child.sendcontrol("d")
