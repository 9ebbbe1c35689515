"""The JSON says what the SPEC says (issue 36, item 9): ``evening.games`` lists every
finished game, the one just over included; a verdict that takes the dealer from the
session names the dealer it used."""

from __future__ import annotations


def test_status_and_sheet_json_list_the_game_just_over(cli):
    cli("new", "dernie", "--players", "Ania,Bartek", "--name", "dn")
    for _ in range(5):
        cli("hand", "A", "23", "--again")
    for command in ("status", "sheet"):
        data = cli.json(command)
        assert data["finished"] is True
        assert [g["number"] for g in data["evening"]["games"]] == [1], command
        assert data["evening"]["games"][0]["winner"] == "Ania"
    cli("hand", "B", "30")
    assert [g["number"] for g in cli.json("status")["evening"]["games"]] == [1]
    for _ in range(3):  # Bartek at -120: game 2 is over
        cli("hand", "B", "30", "--again")
    status = cli.json("status")
    assert status["finished"] is True
    assert [g["number"] for g in status["evening"]["games"]] == [1, 2]
    assert status["evening"]["over"] == status["evening"]["games"][-1]
    assert (
        cli.json("hand", "A", "10", "--format", "json")["status"]["evening"]["games"][-1]["number"]
        == 2
    )


def test_DEBERC_R3_verdict_names_the_dealer_it_took_from_the_session(cli):
    cli("new", "deberc", "--players", "Ania,Bartek,Celina,Darek", "--teams", "A+C,B+D")
    asked = ("judge", "deberc", "combinations", "--trump", "H")
    cards = ("Ania=KS QS JS", "Bartek=KD QD JD")
    text = cli(*asked, *cards).stdout
    assert "dealer: Ania, the next dealer of session" in text, text
    assert cli.json(*asked, *cards, "--format", "json")["dealer"] == "Ania"
    seating = ("--players", "Ania,Bartek,Celina,Darek", "--dealer", "Celina")
    given = cli(*asked, *seating, *cards).stdout
    assert "the next dealer of session" not in given
