from __future__ import annotations


def test_new_hand_status_round_trip(cli):
    cli("new", "bridge-rubber", "--players", "N=Ania,E=Bartek,S=Celina,W=Darek", "--name", "fri")
    cli("hand", "4S", "--by", "N", "--tricks", "10")
    status = cli.json("status")
    assert status["totals"] == {"NS": 120, "EW": 0}


def test_bad_contract_is_one_line_and_journal_unchanged(cli, rejected):
    cli("new", "bridge-rubber", "--players", "N=Ania,E=Bartek,S=Celina,W=Darek", "--name", "fri")
    line = rejected("fri", "hand", "8H", "--by", "N", "--tricks", "10")
    assert "CONTRACT" in line and "BR-A1" in line
