"""Derniè with ``empty_stock = "end_deal"`` (DERNIE-R24): a deal the empty stock ended has no
closer; every player adds what he holds (DERNIE-R18) and nobody subtracts (DERNIE-R19 needs a
closer). It is recorded, scored on the sheet and in status, and typed in shorthand with ``-``."""

from __future__ import annotations

import pytest


@pytest.fixture
def stock_table(cli):
    cli(
        "new",
        "dernie",
        "--players",
        "Ania,Bartek,Celina",
        "--name",
        "st",
        "--set",
        "empty_stock=end_deal",
    )
    return cli


def test_DERNIE_R24_judge_says_the_deal_ends(stock_table):
    answer = stock_table.json(
        "judge", "dernie", "stock", "--stock", "0", "--draw", "2", "--set", "empty_stock=end_deal"
    )
    assert answer["answer"]["action"] == "end_deal"


def test_DERNIE_R24_deal_without_closer_is_recorded_and_scored(stock_table):
    stock_table("hand", "--closer", "Ania", "--left", "Bartek=20", "--left", "Celina=30")
    out = stock_table(
        "hand", "-v", "--left", "Ania=10", "--left", "Bartek=20", "--left", "Celina=KS 7H"
    ).stdout
    assert "DERNIE-R24" in out
    status = stock_table.json("status")
    # Deal 1: Ania -50, Bartek +20, Celina +30. Deal 2: everyone adds his hand (R18).
    assert status["totals"] == {"Ania": -40, "Bartek": 40, "Celina": 47}
    sheet = stock_table("sheet").stdout
    row = next(line for line in sheet.splitlines() if line.startswith("2 "))
    assert "stock out" in row
    assert "+10" in row and "+17" in row


def test_DERNIE_R24_shorthand_dash_for_no_closer(stock_table):
    stock_table("hand", "-", "5", "6", "7")
    assert stock_table.json("status")["totals"] == {"Ania": 5, "Bartek": 6, "Celina": 7}


def test_DERNIE_R24_stock_out_needs_every_players_hand(stock_table, rejected):
    line = rejected("st", "hand", "--left", "Ania=10", "--left", "Bartek=20")
    assert "--left" in line and "Celina" in line and "DERNIE-R24" in line


def test_DERNIE_R19_without_end_deal_a_closer_is_still_required(cli, rejected):
    cli("new", "dernie", "--players", "Ania,Bartek", "--name", "plain")
    line = rejected("plain", "hand", "--left", "Ania=10", "--left", "Bartek=20")
    assert "--closer" in line


def test_DERNIE_R24_stock_out_in_polish(cli):
    cli(
        "new",
        "dernie",
        "--players",
        "Ania,Bartek",
        "--name",
        "pl",
        "--lang",
        "pl",
        "--set",
        "empty_stock=end_deal",
    )
    out = cli("hand", "-v", "--left", "Ania=10", "--left", "Bartek=20").stdout
    assert "the stock ran out" not in out
    assert "DERNIE-R24" in out
