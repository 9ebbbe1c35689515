"""`scorekeep table` in a real pseudo-terminal at a Polish table: Tab completes by context
and `help` speaks the table's language."""

from __future__ import annotations

import json

import pytest

from tests.cli.test_table_terminal import Terminal, scorekeep

pexpect = pytest.importorskip("pexpect")


def leave(term: Terminal) -> int:
    """Ctrl-D at a table of any language: it leaves and says so in the table's words."""
    term.child.sendcontrol("d")
    term.child.expect(pexpect.EOF)
    term.child.close()
    return int(term.child.exitstatus or 0)


def test_durak_tab_after_a_name_offers_the_tables_epaulettes(cli):
    cli("new", "durak", "--players", "Ania,Bartek,Dorota", "--lang", "pl", "--name", "d")
    term = Terminal(cli.home)
    term.child.send("Bar")
    term.child.expect("Bar")
    term.child.send("\t")
    term.child.expect("tek")
    term.child.send(" pa")
    term.child.expect("pa")
    term.child.send("\t")
    term.child.expect("gony")
    shown = term.line("")
    assert "durak: Bartek, z pagonami" in shown
    term.child.send("rem\t")
    term.child.expect("is")
    assert "remis: Ania, Dorota" in term.line(" A,D")
    assert leave(term) == 0
    data = json.loads(scorekeep(cli.home, "status", "--format", "json"))
    assert data["epaulettes"]["Bartek"] == 1 and data["draws"] == 1


def test_bridge_tab_after_a_contract_offers_the_seats_and_then_the_results(cli):
    cli("new", "bridge-rubber", "--players", "N=Ania,E=Bartek,S=Celina,W=Darek")
    term = Terminal(cli.home)
    term.child.send("4S Ce")
    term.child.expect("Ce")
    term.child.send("\t")
    term.child.expect("lina")
    term.child.send(" \t")
    term.child.expect(r"\+1")
    term.child.send("\x1b")  # close the menu
    assert "hand 1: 4S by S, result =" in term.line("=")
    assert term.close() == 0


def test_help_at_a_polish_table_is_polish(cli):
    cli("new", "durak", "--players", "Ania,Bartek,Dorota", "--lang", "pl", "--name", "d")
    term = Terminal(cli.home)
    shown = term.line("help")
    assert "Wpisz rozdanie skrótem stołu" in shown
    assert "durak — skrót: DURAK [pagony]   albo   remis A,B" in shown
    assert "Bartek jest durakiem" in shown
    assert "shorthand" not in shown
    assert leave(term) == 0
