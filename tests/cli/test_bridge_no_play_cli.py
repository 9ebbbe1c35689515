"""No Play in a pairs session (BR-D5): the director's "this board was not played at this
table". Neither pair scores on the board, the board's other results are compared among
themselves and factored up as a board played fewer times, and each of the two pairs is
scored over the boards it did play. Through the command line: the journal, the travellers,
the JSON, PBN and the refusals."""

from __future__ import annotations

import json
import tomllib

import pytest

PAIRS = "Kowalscy,Nowakowie,Wiśniewscy,Zielińscy,Lewandowscy,Wójcikowie"
PLAYED = [
    ("1", "4S", "N", "=", "Kow", "Now"),
    ("1", "4S", "N", "+1", "Wiś", "Ziel"),
    ("2", "4S", "N", "=", "Kow", "Wój"),
    ("2", "4S", "N", "+1", "Wiś", "Now"),
    ("2", "3NT", "N", "=", "Lew", "Ziel"),
]


def new(cli, name: str, *options: str) -> None:
    cli(
        "new", "bridge-duplicate", "--set", "duplicate_form=pairs", *options,
        "--players", PAIRS, "--name", name,
    )  # fmt: skip


def play(cli, name: str, no_play: bool = True) -> None:
    for board, contract, by, made, ns, ew in PLAYED:
        cli("hand", "-s", name, board, contract, by, made, "--ns", ns, "--ew", ew)
        if no_play and board == "1" and ns == "Wiś":
            cli("hand", "-s", name, "--board", "1", "--ns", "Lew", "--ew", "Wój", "--no-play")


def status(cli, name: str) -> dict:
    return json.loads(cli("status", "-s", name, "--format", "json").stdout)


def test_BR_D5_no_play_is_kept_in_the_journal_as_its_own_kind(cli):
    new(cli, "np")
    out = cli("hand", "-s", "np", "--board", "1", "--ns", "Lew", "--ew", "Wój", "--no-play")
    assert "board 1, Lewandowscy v Wójcikowie: not played" in out.stdout
    assert "neither pair scores on it" in out.stdout
    entry = tomllib.loads(cli.journal("np").read_text("utf-8"))["hands"][-1]
    assert {k: v for k, v in entry.items() if k not in ("n", "at")} == {
        "board": 1,
        "ns": "Lewandowscy",
        "ew": "Wójcikowie",
        "no_play": True,
    }


def test_BR_D5_no_play_compares_the_boards_other_results_and_factors_them_up(cli):
    new(cli, "np")
    play(cli, "np")
    board = status(cli, "np")["travellers"][0]
    assert board["not_played"] == [{"ns": "Lewandowscy", "ew": "Wójcikowie"}]
    # two results compared, three expected (the third table's No Play): Neuberg 2 -> 3
    assert (board["compared"], board["expected"], board["factored"]) == (2, 3, True)
    assert board["top"] == 4
    assert [(r["ns_mp"], r["ew_mp"]) for r in board["results"]] == [(0.5, 3.5), (3.5, 0.5)]
    assert all("not played" not in json.dumps(r) for r in board["results"])


def test_BR_D5_each_pair_of_a_no_play_is_scored_over_the_boards_it_played(cli):
    new(cli, "np")
    play(cli, "np")
    data = status(cli, "np")
    # Wójcikowie played board 2 alone (2 of 4): 50 %; Lewandowscy board 2 alone (0 of 4)
    assert data["percentages"]["Wójcikowie"] == 50.0
    assert data["percentages"]["Lewandowscy"] == 0.0
    assert data["tops"]["Wójcikowie"] == 4


def test_BR_D5_no_play_and_a_sit_out_leave_the_board_out_alike_under_total(cli):
    """One rule for both (pairs_percentage = total): the board adds nothing to the pair's
    matchpoints nor to its tops."""
    new(cli, "np", "--set", "pairs_percentage=total")
    play(cli, "np")
    data = status(cli, "np")
    assert data["tops"]["Wójcikowie"] == 4
    assert data["percentages"]["Wójcikowie"] == 50.0


def test_BR_D5_sitout_percentage_does_not_score_a_no_play(cli):
    """sitout_percentage scores a pair's absence; at a No Play both pairs were there."""
    new(cli, "np", "--set", "sitout_percentage=60")
    play(cli, "np")
    data = status(cli, "np")
    assert "sitout_mp" not in data["travellers"][0]
    assert data["percentages"]["Wójcikowie"] == 50.0
    assert data["tops"]["Wójcikowie"] == 4


def test_BR_D5_the_traveller_shows_the_table_as_not_played(cli):
    new(cli, "np")
    play(cli, "np")
    sheet = cli("sheet", "-s", "np").stdout
    line = next(line for line in sheet.splitlines() if "Lewandowscy  Wójcikowie" in line)
    assert line.split()[-2:] == ["not", "played"]
    html = cli("sheet", "-s", "np", "--format", "html").stdout
    assert "not played" in html


def test_BR_D5_the_traveller_speaks_the_sessions_language(cli):
    new(cli, "np", "--lang", "pl")
    play(cli, "np")
    assert "nierozegrane" in cli("sheet", "-s", "np").stdout


def test_BR_D5_pbn_writes_np_and_reads_it_back_byte_for_byte(cli, tmp_path):
    new(cli, "np")
    play(cli, "np")
    first, second = tmp_path / "first.pbn", tmp_path / "second.pbn"
    cli("export", "-s", "np", "--format", "pbn", "-o", str(first))
    text = first.read_text("utf-8")
    assert '[Score "NP"]' in text
    assert "5 6 -  -  -  NP NP" in text
    cli("import", str(first), "--name", "back")
    entry = tomllib.loads(cli.journal("back").read_text("utf-8"))["hands"][2]
    assert entry["no_play"] is True and (entry["ns"], entry["ew"]) == (
        "Lewandowscy",
        "Wójcikowie",
    )
    cli("export", "-s", "back", "--format", "pbn", "-o", str(second))
    assert second.read_bytes() == first.read_bytes()


@pytest.mark.parametrize(
    ("args", "expected"),
    [
        (["--ns", "Lew", "--ew", "Wój", "--no-play", "--score", "420"],
         "a board not played has no 'score'"),
        (["--ns", "Lew", "--ew", "Wój", "--no-play", "4S", "N", "="], "a board not played has no"),
        (["--ns", "Lew", "--no-play"], "which pair sat EW? add --ew PAIR"),
        (["--ns", "Lew", "--ew", "Lew", "--no-play"], "Lewandowscy cannot sit both NS and EW"),
        (["--ns", "Lew", "--ew", "Wój", "--no-play", "--adjusted", "A=="],
         "an adjusted score has no 'no_play'"),
    ],
)  # fmt: skip
def test_BR_D5_a_malformed_no_play_is_a_one_line_refusal(cli, rejected, args, expected):
    new(cli, "np")
    assert expected in rejected("np", "hand", "--board", "1", *args)


def test_BR_D5_no_play_belongs_to_a_pairs_session(cli, rejected):
    cli("new", "bridge-duplicate", "--players", "N=Ania,E=Bartek,S=Celina,W=Darek", "--name", "m")
    message = rejected("m", "hand", "--board", "1", "--no-play")
    assert "No Play is given in a pairs session" in message


def test_BR_D5_a_table_with_a_no_play_cannot_score_the_board_too(cli, rejected):
    new(cli, "np")
    play(cli, "np")
    message = rejected("np", "hand", "1", "3NT", "N", "=", "--ns", "Lew", "--ew", "Wój")
    assert "board 1 is already recorded for Lewandowscy and Wójcikowie" in message


def test_BR_D5_with_a_movement_no_play_takes_the_tables_pairs_and_is_checked_against_it(
    cli, rejected
):
    cli(
        "new", "bridge-duplicate", "--set", "duplicate_form=pairs", "--players", PAIRS,
        "--movement", "mitchell:3x3", "--name", "club",
    )  # fmt: skip
    out = cli("hand", "-s", "club", "--board", "2", "--table", "1", "--no-play")
    assert "board 2, Kowalscy v Zielińscy: not played" in out.stdout
    entry = tomllib.loads(cli.journal("club").read_text("utf-8"))["hands"][-1]
    assert (entry["table"], entry["round"], entry["no_play"]) == (1, 1, True)
    message = rejected("club", "hand", "--board", "1", "--ns", "Now", "--ew", "Lew", "--no-play")
    assert "do not meet on board 1 in the movement mitchell:3x3" in message


def test_BR_D5_the_personal_score_cards_show_the_board_not_played(cli, tmp_path):
    new(cli, "np")
    play(cli, "np")
    cli("publish", "-s", "np", "--out", str(tmp_path / "site"))
    lewandowscy = (tmp_path / "site" / "pair-5.html").read_text("utf-8")
    kowalscy = (tmp_path / "site" / "pair-1.html").read_text("utf-8")
    assert "not played" in lewandowscy and "Wójcikowie" in lewandowscy
    assert "not played" not in kowalscy
