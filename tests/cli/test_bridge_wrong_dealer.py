"""BR-S17: a deal dealt out of turn and played is recorded with the seat that really dealt;
it stands, the deal goes on from there (or back to the planned order), and no score depends
on who dealt."""

from __future__ import annotations

import pytest

SEATED = ("--players", "N=Ania,E=Bartek,S=Celina,W=Darek")


def new(cli, ruleset: str = "bridge-rubber", *options: str) -> None:
    cli("new", ruleset, *SEATED, "--name", "b", *options)


def test_BR_S17_a_deal_dealt_out_of_turn_is_recorded_and_stands(cli):
    new(cli)
    shown = cli("hand", "4S", "N", "=", "--dealer", "E").stdout
    assert "hand 1: 4S by N, result =, dealt by E out of turn" in shown
    assert "E dealt out of turn (N was to deal); the deal stands (BR-S17)" in shown
    hand = cli.json("sheet")["hands"][0]
    assert hand["entry"]["dealer"] == "E"
    assert hand["summary"] == "4S by N, result =, dealt by E out of turn"
    assert hand["scores"] == {"NS": 420 - 300, "EW": 0}
    assert cli.json("status")["next_dealer"] == "S"
    assert "dealt by E out of turn" in cli("sheet").stdout


def test_BR_S17_schedule_goes_back_to_the_planned_order(cli):
    new(cli, "bridge-rubber", "--set", "rotation_after_wrong_dealer=schedule")
    cli("hand", "4S", "N", "=", "--dealer", "W")
    assert cli.json("status")["next_dealer"] == "E"
    shown = cli("hand", "pass").stdout
    assert "out of turn" not in shown
    assert cli.json("status")["next_dealer"] == "S"


def test_BR_S17_a_player_may_be_named_and_the_dealer_in_turn_is_no_event(cli, rejected):
    new(cli)
    shown = cli("hand", "2H", "S", "8", "--dealer", "Ania").stdout
    assert "out of turn" not in shown and "BR-S17" not in shown
    assert "--dealer" in rejected("b", "hand", "2H", "S", "8", "--dealer", "Q")


def test_BR_S17_an_auction_is_read_from_the_seat_that_really_dealt(cli):
    new(cli)
    shown = cli("hand", "--auction", "1C P P P", "--dealer", "E", "--tricks", "7").stdout
    assert "hand 1: 1C by E, 7 tricks, out of turn, dealt by E (Bartek)" in shown
    assert cli.json("status")["next_dealer"] == "S"


@pytest.mark.parametrize("dealer", ["N", "E", "S", "W"])
def test_BR_S17_rubber_scores_never_depend_on_the_dealer(cli, dealer):
    new(cli)
    cli("hand", "4S", "N", "=")
    cli("hand", "3NT", "E", "+1", "--dealer", dealer)
    cli("hand", "4H", "N", "-1")
    assert cli.json("status")["totals"] == {"NS": 120, "EW": 130 + 100}


def test_BR_S17_chicago_vulnerability_follows_the_deals_number(cli):
    new(cli, "bridge-chicago")
    cli("hand", "1C", "N", "7")
    # deal 2: E was to deal; S dealt it; EW stays vulnerable (the planned dealer's side)
    shown = cli("hand", "4H", "E", "=", "--dealer", "S").stdout
    assert "S dealt out of turn (E was to deal)" in shown
    assert cli.json("sheet")["hands"][1]["scores"] == {"NS": 0, "EW": 620}
    status = cli.json("status")
    assert status["next_dealer"] == "W"
    assert status["vulnerable"] == {"NS": True, "EW": False}


def test_BR_S17_the_tables_prompt_names_the_next_dealer(cli):
    new(cli)
    cli("hand", "2H", "N", "8", "--dealer", "W")
    from scorekeep.app.session import open_session
    from scorekeep.cli.table import prompt_text
    from scorekeep.files.home import Home

    opened = open_session(Home(cli.home), "b")
    assert prompt_text(opened, opened.replay()).startswith("deal 2 · N deals")


def test_BR_S17_the_journal_keeps_who_was_to_deal_so_a_void_changes_nothing(cli):
    new(cli)
    cli("hand", "pass")
    cli("hand", "2H", "N", "8", "--dealer", "W")
    cli("hand", "pass")
    cli("undo", "1")
    hands = cli.json("sheet")["hands"]
    assert (hands[1]["entry"]["dealer"], hands[1]["entry"]["due"]) == ("W", "E")
    assert hands[1]["summary"] == "2H by N, 8 tricks, dealt by W out of turn"
    assert hands[2]["entry"]["dealer"] == "N" and "due" not in hands[2]["entry"]
    assert hands[2]["summary"] == "passed out"
    assert cli.json("status")["next_dealer"] == "E"
