"""The scoring conventions of a pairs session through the command line (BR-D5): set with
``--set``, named in ``status --format json`` ``options`` and in the sheet's notes, and an
arbitral IMP result typed as ``hand --adjusted``."""

from __future__ import annotations

PAIRS = "Kowalscy,Nowakowie,Wiśniewscy,Zielińscy,Lewandowscy,Wójcikowie,Kamińscy"


def _evening(cli, *settings: str):
    sets = [word for s in settings for word in ("--set", s)]
    cli("new", "duplicate", "--players", PAIRS, "--set", "duplicate_form=pairs", *sets)
    cli("hand", "4H", "--by", "S", "--tricks", "10", "--board", "1", "--ns", "Kow", "--ew", "Now")
    cli("hand", "4H", "--by", "S", "--tricks", "11", "--board", "1", "--ns", "Wiś", "--ew", "Ziel")
    cli("hand", "--board", "1", "--sitout", "Kam")
    cli("hand", "4H", "--by", "S", "--tricks", "9", "--board", "2", "--ns", "Kam", "--ew", "Kow")
    cli("hand", "4H", "--by", "S", "--tricks", "10", "--board", "2", "--ns", "Now", "--ew", "Wiś")


def test_BR_D5_conventions_named_in_status_json_and_on_the_sheet(cli):
    """Board 1: two tables (top 2) and Kamińscy sitting out; board 2: Kamińscy NS −50
    against +420: 0 of 2. With sitout_percentage = 60 their board 1 is 60 % of 2 = 1.2:
    mean (60 + 0) / 2 = 30.00 %."""
    _evening(cli, "sitout_percentage=60", "ties=broken")
    status = cli.json("status")
    assert status["options"] == {"sitout_percentage": 60, "ties": "broken"}
    assert status["percentages"]["Kamińscy"] == 30.0
    sheet = cli("sheet").stdout
    assert 'Conventions: sitout_percentage = 60, ties = "broken"' in sheet
    assert "1.20/2" in sheet  # the sit-out's matchpoints on its traveller line


def test_BR_D5_defaults_name_no_convention(cli):
    _evening(cli)
    assert "options" not in cli.json("status")
    assert "Conventions" not in cli("sheet").stdout


def test_BR_D5_an_arbitral_imp_result_from_the_command_line(cli):
    cli("new", "duplicate", "--players", PAIRS, "--set", "duplicate_form=pairs",
        "--set", "pairs_scoring=imps-cross")  # fmt: skip
    cli("hand", "4H", "--by", "S", "--tricks", "10", "--board", "1", "--ns", "Kow", "--ew", "Now")
    said = cli("hand", "--board", "1", "--ns", "Wiś", "--ew", "Ziel", "--adjusted", "1.2").stdout
    assert "adjusted +1.2: NS +1.20 IMPs, EW -1.20 IMPs (BR-D5)" in said
    assert cli.json("status")["imps"]["Zielińscy"] == -1.2
    refused = cli("hand", "--board", "2", "--ns", "Wiś", "--ew", "Ziel", "--adjusted", "30",
                  code=1)  # fmt: skip
    assert refused.stderr.startswith("scorekeep: error: ") and "--adjusted" in refused.stderr
    assert len(refused.stderr.strip().splitlines()) == 1
