"""A club's pairs session through the command line (BR-D2, BR-D4, BR-D5): a club-sized
field, adjusted scores and sit-outs on the travellers and sheets (text, HTML, JSON), the
travellers one board at a time, IMP pairs and the options."""

from __future__ import annotations

import pytest

PAIRS = "Kowalscy,Nowakowie,Wiśniewscy,Zielińscy,Lewandowscy,Wójcikowie"


@pytest.fixture
def evening(cli):
    cli("new", "duplicate", "--players", PAIRS, "--set", "duplicate_form=pairs", "--name", "ev")
    cli("hand", "4H", "--by", "S", "--tricks", "10", "--board", "1", "--ns", "Kow", "--ew", "Now")
    cli("hand", "4H", "--by", "S", "--tricks", "11", "--board", "1", "--ns", "Wiś", "--ew", "Ziel")
    cli("hand", "--board", "1", "--ns", "Lew", "--ew", "Wój", "--adjusted", "A+-")
    cli("hand", "3NT", "--by", "E", "--tricks", "10", "--board", "2", "--ns", "Kow", "--ew", "Ziel")
    cli("hand", "--board", "2", "--sitout", "Lew")
    return cli


def test_BR_D5_adjusted_and_sit_out_on_the_text_sheet(evening):
    sheet = evening("sheet").stdout
    assert "adjusted A+-" in sheet
    assert "sits out (phantom)" in sheet
    assert "* factored up to the results expected (Neuberg, BR-D5)" in sheet
    assert "1*" in sheet  # board 1: two results compared, three expected


def test_BR_D5_adjusted_and_sit_out_in_json(evening):
    status = evening.json("status")
    one, two = status["travellers"]
    assert one["results"][2] == {
        "ns": "Lewandowscy",
        "ew": "Wójcikowie",
        "score": None,
        "adjusted": "A+-",
        "ns_mp": 2.4,
        "ew_mp": 1.6,
        "ns_percentage": 60.0,
        "ew_percentage": 40.0,
    }
    assert (one["compared"], one["expected"], one["factored"]) == (2, 3, True)
    assert two["sitouts"] == ["Lewandowscy"]
    sheet = evening.json("sheet", "--format", "json")
    kept = [h["entry"] for h in sheet["hands"]]
    assert {"board": 2, "sitout": "Lewandowscy"} in kept
    assert {"board": 1, "ns": "Lewandowscy", "ew": "Wójcikowie", "adjusted": "A+-"} in kept


def test_BR_D5_adjusted_on_the_printed_sheet(evening, tmp_path):
    evening("sheet", "--format", "html", "-o", str(tmp_path / "s.html"))
    page = (tmp_path / "s.html").read_text(encoding="utf-8")
    assert "adjusted A+-" in page and "sits out (phantom)" in page


def test_BR_D5_mean_of_board_percentages_or_total(cli):
    """Board 1 three tables, board 2 two (no Neuberg): Kowalscy 4/4 and 0/2 —
    boards (100 + 0)/2 = 50.00 %, total 4/6 = 66.67 %."""
    for how in ("boards", "total"):
        cli("new", "duplicate", "--players", PAIRS, "--name", how, "--set", "duplicate_form=pairs",
            "--set", "neuberg=false", "--set", f"pairs_percentage={how}")  # fmt: skip
        for args in (
            ("--board", "1", "--ns", "Kow", "--ew", "Now", "--score", "620"),
            ("--board", "1", "--ns", "Wiś", "--ew", "Ziel", "--score", "170"),
            ("--board", "1", "--ns", "Lew", "--ew", "Wój", "--score", "140"),
            ("--board", "2", "--ns", "Kow", "--ew", "Ziel", "--score", "-100"),
            ("--board", "2", "--ns", "Wiś", "--ew", "Now", "--score", "110"),
        ):
            cli("hand", *args)
    assert cli.json("status", "-s", "boards")["percentages"]["Kowalscy"] == 50.0
    assert cli.json("status", "-s", "total")["percentages"]["Kowalscy"] == 66.67


def test_BR_D5_butler_says_what_its_datum_leaves_out(cli):
    cli("new", "duplicate", "--players", PAIRS, "--name", "b", "--set", "duplicate_form=pairs",
        "--set", "pairs_scoring=imps-butler", "--set", "butler_drop=1")  # fmt: skip
    out = cli("hand", "--board", "1", "--ns", "Kow", "--ew", "Now", "--score", "420")
    cli("hand", "--board", "1", "--ns", "Wiś", "--ew", "Ziel", "--score", "450")
    out = cli("hand", "--board", "1", "--ns", "Lew", "--ew", "Wój", "--score", "-50")
    assert "-10 IMPs against the datum +420 so far (BR-D5)" in out.stdout
    sheet = cli("sheet").stdout
    assert "without the highest and the lowest 1, rounded to 10 (butler, BR-D5)" in sheet
    status = cli.json("status")
    assert status["imps"]["Wójcikowie"] == 10
    assert status["ranking"][0] == {"rank": "1", "pair": "Wójcikowie", "imps": 10, "boards": 1}
    assert "IMPs" in cli("status").stdout


def test_BR_D5_a_club_field_of_120_pairs_and_its_travellers_board_by_board(cli, rejected):
    names = ",".join(f"Pair {i}" for i in range(1, 121))
    cli("new", "duplicate", "--players", names, "--set", "duplicate_form=pairs", "--name", "club")
    for t in range(1, 61):
        cli("hand", "--board", "7", "--ns", f"Pair {t}", "--ew", f"Pair {121 - t}",
            "--score", str(420 if t % 3 else -100))  # fmt: skip
    out = cli("hand", "--board", "8", "--ns", "Pair 1", "--ew", "Pair 2", "--score", "110")
    assert "scores:" not in out.stdout  # 120 pairs: the note says what the result earned
    assert "Neuberg 1→60 (BR-D5)" in out.stdout
    sheet = cli("sheet").stdout
    assert "Board 7 · dealer S · vulnerable: both · top 118" in sheet
    assert "Board 8 · dealer W · vulnerable: nobody · top 118 · Neuberg 1→60" in sheet
    assert "120 players" in sheet.splitlines()[0]
    status = cli.json("status")
    assert len(status["ranking"]) == 120
    assert "board '100' must be a whole number from 1 to 99" in rejected(
        "club", "hand", "--board", "100", "--ns", "Pair 1", "--ew", "Pair 2", "--score", "110"
    )


def test_a_ruleset_seats_a_range_of_players(cli):
    assert "players: 2-400" in cli("rules", "show", "bridge-duplicate").stdout
    names = ",".join(f"P{i}" for i in range(1, 402))
    result = cli("new", "duplicate", "--players", names, "--set", "duplicate_form=pairs", code=1)
    assert "is for 2 to 400 players, not 401" in result.stderr


def test_BR_D5_the_live_board_shows_factored_matchpoints():
    from scorekeep.serve.board import _last_hand

    hand = {"n": 4, "void": False, "summary": "board 2", "notes": [], "scores": {"A": 1.5}}
    assert "A +1.50" in _last_hand([hand])
    crowd = {**hand, "scores": {f"P{i}": 0.5 for i in range(12)}}
    assert "scores:" not in _last_hand([crowd])
