"""Rubber bridge through the command line, as a table would use it."""

from __future__ import annotations

import json

import pytest

SEATS = "N=Ania,E=Bartek,S=Celina,W=Darek"


@pytest.fixture
def fri(cli):
    cli("new", "bridge-rubber", "--players", SEATS, "--name", "fri")
    return cli


def test_evening_new_hand_undo_fix_close_sheet(fri):
    fri("hand", "3NT", "--by", "N", "--tricks", "10")
    fri("hand", "2H", "--by", "E", "--result", "=")
    fri("hand", "4S", "--by", "S", "--tricks", "3")
    fri("undo", "--reason", "wrong hand")
    fri("hand", "4S", "--by", "Cel", "--tricks", "9")
    fri("fix", "4", "4S", "--by", "S", "--tricks", "8", "--reason", "miscounted")
    status = fri.json("status")
    assert status["totals"] == {"NS": 130, "EW": 60 + 200}
    assert status["hands"] == 3
    closed = fri.json("close")
    assert closed["finished"] is True
    assert closed["totals"] == {"NS": 130 + 300, "EW": 260 + 100}
    sheet = fri.json("sheet")
    assert [h["void"] for h in sheet["hands"]] == [False, False, True, False]
    assert sheet["hands"][3]["entry"]["tricks"] == 8
    assert sheet["winner"] == "NS"
    text = fri("sheet").stdout
    assert "WE (NS)" in text and "THEY (EW)" in text
    assert "Deal 3 voided" in text and "Deal 4 corrected" in text
    journal = fri.journal("fri").read_text()
    assert journal.count("[[hands]]") == 7
    assert 'reason = "miscounted"' in journal


def test_status_json_keys_follow_the_spec(fri):
    fri("hand", "4H", "--by", "W", "--tricks", "10")
    status = fri.json("status")
    for key in (
        "session",
        "ruleset",
        "game",
        "players",
        "hands",
        "totals",
        "finished",
        "winner",
        "next_dealer",
        "games",
        "vulnerable",
        "below",
        "above",
    ):
        assert key in status
    assert status["vulnerable"] == {"NS": False, "EW": True}
    assert status["games"] == {"NS": 0, "EW": 1}
    assert status["next_dealer"] == "E"


def test_auction_derives_contract_and_declarer(fri):
    fri("hand", "--auction", "1C 1H 1S 2D P 3H P P P", "--dealer", "N", "--tricks", "9")
    sheet = fri.json("sheet")
    assert sheet["hands"][0]["summary"] == "3H by E, 9 tricks"


def test_passed_out_deal(fri):
    fri("hand", "pass")
    assert fri.json("status")["next_dealer"] == "E"


@pytest.mark.parametrize(
    ("args", "expected"),
    [
        (["hand", "8H", "--by", "N", "--tricks", "9"], "CONTRACT: '8H' is not a contract"),
        (
            ["hand", "4S", "--by", "N", "--tricks", "14"],
            "--tricks: tricks 14 must be a whole number from 0 to 13",
        ),
        (["hand", "4S", "--by", "N", "--tricks", "-1"], "--tricks"),
        (["hand", "4S", "--by", "N", "--tricks", "ten"], "--tricks: 'ten' is not a whole number"),
        (["hand", "4S", "--by", "Q", "--tricks", "10"], "--by: unknown player 'Q'"),
        (["hand", "4S", "--by", "N", "--tricks", "10", "--honors", "NS:120"], "BR-S6"),
        (["hand", "3NT", "--by", "N", "--tricks", "10", "--honors", "NS:100"], "BR-S6"),
        (["hand", "4S", "--by", "N", "--tricks", "10", "--honors", "XY:100"], "--honors"),
        (["hand", "--auction", "1C 1H 1S 1D P P P", "--tricks", "8"], "insufficient bid (BR-A4)"),
        (["hand", "--auction", "1C 1H", "--tricks", "8"], "the auction is not over"),
        (["hand", "2C", "--auction", "1C P P P", "--tricks", "8"], "disagrees with the auction"),
        (["hand", "1C", "--by", "S", "--auction", "1C P P P", "--tricks", "8"], "BR-A13"),
        (
            ["hand", "1C", "--by", "N", "--auction", "1C P P P", "--dealer", "E", "--tricks", "8"],
            "declarer N disagrees with the auction: E first named C",
        ),
        (["hand", "4S", "--by", "N"], "how many tricks"),
        (["hand", "4S", "--tricks", "10"], "who is declarer"),
        (["hand", "4S", "--by", "N", "--result", "+4"], "outside 0-13"),
        (["hand", "pass", "--by", "N"], "BR-S15"),
        (["undo", "9"], "there is no hand 9"),
        (["fix", "9", "4S", "--by", "N", "--tricks", "10"], "there is no hand 9"),
    ],
)
def test_bad_entries_are_refused_in_one_line(fri, rejected, args, expected):
    line = rejected("fri", *args)
    assert expected in line


def test_deal_after_the_rubber_ends_is_refused(fri, rejected):
    one_game(fri, "fri")
    fri("hand", "4S", "--by", "N", "--tricks", "10")
    fri("hand", "4S", "--by", "N", "--tricks", "10", "--again")
    assert "BR-S11" in rejected("fri", "hand", "1C", "--by", "N", "--tricks", "7")
    assert fri.json("status")["winner"] == "NS"


def test_nothing_after_close(fri, rejected):
    fri("close")
    assert "closed" in rejected("fri", "hand", "1C", "--by", "N", "--tricks", "7")


def test_unknown_flag_is_a_usage_error(fri):
    result = fri("hand", "4S", "--by", "N", "--tricks", "10", "--vul", code=2)
    assert "no such option --vul" in result.stderr


@pytest.mark.parametrize(
    ("players", "expected"),
    [
        ("N=Ania,E=Bartek,S=Ania,W=Darek", "Ania cannot sit in two seats"),
        ("N=Ania,E=Bartek,S=Celina", "for 4 players, not 3"),
        ("N=Ania,E=Bartek,Q=Celina,W=Darek", "'Q' is not a seat"),
    ],
)
def test_bad_tables_are_refused_at_new(cli, players, expected):
    result = cli("new", "bridge-rubber", "--players", players, code=1)
    assert expected in result.stderr
    assert not (cli.home / "sessions").exists()
    assert cli("sessions").stdout.startswith("no sessions yet")


def test_unknown_option_at_new(cli):
    result = cli("new", "bridge-rubber", "--players", SEATS, "--set", "vulnerable=yes", code=1)
    assert "unknown option bridge.vulnerable" in result.stderr


def test_wrong_option_type_names_the_key(cli):
    result = cli("new", "bridge-rubber", "--players", SEATS, "--set", "game_threshold=lots", code=1)
    assert "game_threshold" in result.stderr


def test_set_options_are_copied_into_the_journal(cli):
    cli(
        "new",
        "bridge-rubber",
        "--players",
        SEATS,
        "--set",
        "unfinished_partscore_bonus=50",
        "--name",
        "old",
    )
    assert "unfinished_partscore_bonus = 50" in cli.journal("old").read_text()
    cli("hand", "2H", "--by", "N", "--tricks", "8")
    assert cli.json("close")["totals"] == {"NS": 110, "EW": 0}


def test_players_in_seat_order_without_letters(cli):
    cli("new", "bridge-rubber", "--players", "Ania,Bartek,Celina,Darek", "--name", "x")
    cli("hand", "4S", "--by", "Bartek", "--tricks", "10")
    assert cli.json("status")["totals"] == {"NS": 0, "EW": 120}


def test_sheet_formats(fri, tmp_path):
    fri("hand", "4S", "--by", "N", "--tricks", "11")
    md = fri("sheet", "--format", "markdown").stdout
    assert md.startswith("# fri") and "| 1 " in md
    csv_text = fri("sheet", "--format", "csv").stdout
    assert csv_text.splitlines()[0].startswith("#,hand,NS +,EW +,NS,EW")
    out = tmp_path / "sheet.csv"
    fri("sheet", "--format", "csv", "-o", str(out))
    assert out.read_text() == csv_text


def test_sessions_and_use(fri, cli):
    cli("new", "bridge-rubber", "--players", SEATS, "--name", "sat")
    rows = cli.json("sessions")
    assert [(r["session"], r["current"]) for r in rows] == [("fri", False), ("sat", True)]
    cli("use", "fri")
    assert cli.json("status")["session"] == "fri"


# ----------------------------------------------------------------- judge


def judge(cli, *args):
    return json.loads(cli("judge", "bridge", *args, "--format", "json").stdout)


def test_judge_auction_shapes(cli):
    assert judge(cli, "auction", "--dealer", "N", "1C 1H 1S 2D P 3H P P P")["answer"] == {
        "contract": "3H",
        "declarer": "E",
    }
    assert judge(cli, "auction", "--dealer", "N", "P P P P")["answer"] == {"passed_out": True}
    assert judge(cli, "auction", "--dealer", "N", "1C")["answer"] == {"complete": False}
    verdict = judge(cli, "auction", "--dealer", "N", "1C", "1H", "1S", "1D")
    assert verdict["answer"] == {"illegal_at": 3, "reason": "insufficient bid"}
    assert verdict["rule"] == "BR-A4"
    assert verdict["rule_text"].startswith("A bid must be higher")


def test_judge_auction_text_names_the_rule(cli):
    out = cli("judge", "bridge", "auction", "--dealer", "N", "1C 1H 1S 2D P 4D P P P").stdout
    assert "Verdict: 4D by W" in out and "BR-A13:" in out


def test_judge_score(cli):
    verdict = judge(cli, "score", "4HX", "--vul", "--tricks", "8")
    assert verdict["answer"] == {"below": 0, "above": 0, "defenders_above": 500, "honors": 0}
    assert verdict["rule"] == "BR-S5"
    assert judge(cli, "score", "6H", "--vul", "--tricks", "12")["answer"]["above"] == 750


def test_judge_vulnerable_and_game_needed(cli):
    assert judge(cli, "vulnerable", "--ns-games", "1", "--ew-games", "0")["answer"] == {
        "NS": True,
        "EW": False,
    }
    needed = judge(cli, "game-needed", "--below", "60", "2H")
    assert needed["answer"]["enough"] is True and needed["answer"]["needed"] == 40
    assert judge(cli, "game-needed", "--below", "60", "1S")["answer"]["enough"] is False


def test_judge_honors(cli):
    assert judge(cli, "honors", "3NT", "--points", "100")["answer"]["possible"] is False
    assert judge(cli, "honors", "4S", "--points", "100")["answer"]["possible"] is True


def test_judge_situation_file_and_override(cli, tmp_path):
    situation = tmp_path / "s.json"
    situation.write_text(json.dumps({"dealer": "E", "calls": "1C P P P"}))
    assert judge(cli, "auction", "--situation", str(situation))["answer"] == {
        "contract": "1C",
        "declarer": "E",
    }
    assert judge(cli, "auction", "--situation", str(situation), "--dealer", "S")["answer"] == {
        "contract": "1C",
        "declarer": "S",
    }
    toml = tmp_path / "s.toml"
    toml.write_text('contract = "4S"\ntricks = 10\n')
    assert judge(cli, "score", "--situation", str(toml))["answer"]["below"] == 120


@pytest.mark.parametrize(
    ("args", "expected"),
    [
        (["auction", "--dealer", "Q", "1C"], "'Q' is not a seat"),
        (["score", "9S", "--tricks", "9"], "not a contract"),
        (["score", "4S", "--tricks", "14"], "from 0 to 13"),
        (["vulnerable", "--ns-games", "2"], "0 or 1"),
    ],
)
def test_judge_impossible_inputs(cli, args, expected):
    result = cli("judge", "bridge", *args, code=1)
    assert expected in result.stderr and "Traceback" not in result.stderr


def test_judge_help_lists_questions(cli):
    out = cli("judge", "bridge", "--help").stdout
    assert "auction" in out and "game-needed" in out
    out = cli("judge", "bridge", "score", "--help").stdout
    assert "--tricks" in out


def test_judge_unknown_question_is_usage_error(cli):
    assert "no question" in cli("judge", "bridge", "lead", code=2).stderr


def one_game(cli, name: str) -> None:
    """The session plays one game only (``play_on = false``): nothing may follow it."""
    path = cli.journal(name)
    path.write_text(path.read_text().replace("play_on = true", "play_on = false"))
