"""Durak through the command line, as a table would use it: the loss tally, teams, every
validation message of a game record and the judge questions with flags and situation files."""

from __future__ import annotations

import json

import pytest

PLAYERS = "Ania,Bartek,Celina,Dorota"


@pytest.fixture
def fri(cli):
    cli("new", "durak", "--players", PLAYERS, "--set", "loss_target=3", "--name", "fri")
    return cli


@pytest.fixture
def teams(cli):
    cli(
        "new",
        "durak",
        "--players",
        PLAYERS,
        "--teams",
        "Red=Ania+Celina,Blue=Bartek+Dorota",
        "--name",
        "pairs",
    )
    return cli


def test_evening_tally_to_three_losses(fri):
    fri("hand", "--durak", "Bartek")
    fri("hand", "--draw", "Ania,Celina")
    fri("hand", "--durak", "bart", "--epaulettes", "--note", "two sixes")
    fri("hand", "--durak", "Dorota")
    fri("undo", "--reason", "Dorota still had a card")
    fri("hand", "--durak", "Celina")
    fri("fix", "5", "--durak", "Ania", "--reason", "wrong name")
    status = fri.json("status")
    assert status["totals"] == {"Ania": 1, "Bartek": 2, "Celina": 0, "Dorota": 0}
    assert status["losses"] == status["totals"]
    assert status["games"] == 4 and status["draws"] == 1 and status["hands"] == 4
    assert status["epaulettes"] == {"Bartek": 1}
    assert status["finished"] is False and status["loser"] is None
    assert status["next_dealer"] == "Ania"
    done = fri.json("hand", "--durak", "Bartek")
    assert done["status"]["finished"] is True and done["status"]["loser"] == "Bartek"
    assert done["status"]["winner"] is None and done["status"]["next_dealer"] is None
    text = fri("sheet").stdout
    assert "rank" in text and "Session over: Bartek is the evening's durak" in text
    assert "VOID durak Dorota — Dorota still had a card" in text
    assert "durak Ania (fixed)" in text
    journal = fri.journal("fri").read_text()
    assert 'draw = ["Ania", "Celina"]' in journal and "epaulettes = true" in journal


def test_status_json_has_every_durak_key(fri):
    fri("hand", "--durak", "Celina")
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
        "losses",
        "draws",
        "games",
        "loser",
        "epaulettes",
    ):
        assert key in status
    assert status["epaulettes"] == {}


def test_status_text_ranks_by_losses(fri):
    fri("hand", "--durak", "Celina")
    fri("hand", "--durak", "Celina")
    text = fri("status").stdout
    assert text.index("Ania") < text.index("Celina")
    assert "leader in losses: Celina" in text and "next dealer: Celina" in text


def test_the_last_game_names_the_loser_not_a_tie(fri):
    fri("hand", "--durak", "Ania")
    fri("hand", "--durak", "Ania")
    text = fri("hand", "-v", "--durak", "Ania").stdout
    assert "Session over: Ania is the evening's durak" in text and "tie" not in text
    assert "Loser: Ania" in fri("sheet", "--format", "markdown").stdout


def test_close_an_open_session(cli):
    cli("new", "durak", "--players", "Ania,Bartek", "--name", "open")
    cli("hand", "--durak", "Ania")
    closed = cli.json("close")
    assert closed["finished"] is True and closed["loser"] == "Ania"


def test_teams_from_the_flag_live_in_the_journal_header(teams):
    teams("hand", "--durak", "Celina")
    teams("hand", "--draw", "Ania,Bartek")
    status = teams.json("status")
    assert status["totals"] == {"Red": 1, "Blue": 0}
    assert status["teams"] == {"Red": ["Ania", "Celina"], "Blue": ["Bartek", "Dorota"]}
    assert "[teams]" in teams.journal("pairs").read_text()
    assert "Red (Ania+Celina)" in teams("status").stdout


def test_teams_from_the_option_seat_the_same_table(cli):
    cli(
        "new",
        "durak",
        "--players",
        PLAYERS,
        "--name",
        "opt",
        "--set",
        'teams={Red=["Ania","Celina"],Blue=["Bartek","Dorota"]}',
    )
    cli("hand", "--durak", "Dorota")
    assert cli.json("status")["totals"] == {"Red": 0, "Blue": 1}


def test_example_evening(cli):
    text = cli("example", "durak").stdout
    assert "Session over: Bartek is the evening's durak with 3 losses" in text
    status = cli.json("status", "-s", "example-durak")
    assert status["draws"] == 1 and status["epaulettes"] == {"Bartek": 1}
    assert cli("check", "-s", "example-durak").stdout.strip().endswith("ok (7 hands)")


# ----------------------------------------------------------------- validation


def test_a_game_after_the_session_ended_says_finished(fri, rejected):
    one_game(fri, "fri")
    for _ in range(3):
        fri("hand", "--durak", "Bartek")
    line = rejected("fri", "hand", "--durak", "Ania")
    assert "finished" in line and "DURAK-R22" in line


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--durak", "Ania", "--draw", "Bartek,Celina"], "either"),
        (["--note", "nothing"], "durak"),
        (["--durak", "Zenon"], "unknown player"),
        (["--draw", "Ania,Zenon"], "unknown player"),
        (["--draw", "Ania"], "draw"),
        (["--draw", "Ania,ania"], "draw"),
        (["--draw", "Ania,Bartek", "--epaulettes"], "epaulettes"),
    ],
)
def test_bad_game_records_are_one_line_and_change_nothing(fri, rejected, args, message):
    line = rejected("fri", "hand", *args)
    assert message in line


def test_draw_between_team_mates_says_same_team(teams, rejected):
    line = rejected("pairs", "hand", "--draw", "Ania,Celina")
    assert "same team" in line and "DURAK-R23" in line


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--players", "Ania"], "players"),
        (["--players", "A,B,C,D,E,F,G"], "players"),
        (["--players", "A,B,C,D,E,F,G,H,I", "--set", "deck_size=52"], "players"),
        (["--players", "Ania,Bartek,Ania"], "players"),
        (["--players", PLAYERS, "--teams", "Red=Ania+Celina,Blue=Bartek"], "teams"),
        (["--players", PLAYERS, "--teams", "Red=Ania+Celina,Blue=Celina+Bartek+Dorota"], "teams"),
        (
            [
                "--players",
                PLAYERS,
                "--teams",
                "Red=Ania+Celina,Blue=Bartek+Dorota",
                "--set",
                'teams={X=["Ania","Bartek"],Y=["Celina","Dorota"]}',
            ],
            "teams",
        ),
        (["--players", PLAYERS, "--set", "first_dealer=Zenon"], "first_dealer"),
        (["--players", PLAYERS, "--set", "who_throws=some"], "who_throws"),
    ],
)
def test_bad_sessions_are_refused_before_a_journal_exists(cli, args, message):
    result = cli("new", "durak", "--name", "bad", *args, code=1)
    lines = result.stderr.strip().splitlines()
    assert lines[0].startswith("scorekeep: error: ") and message in lines[0]
    assert "Traceback" not in result.stderr
    assert not cli.journal("bad").exists()


def test_a_hand_edited_journal_is_checked_with_its_line(fri):
    fri("hand", "--durak", "Bartek")
    path = fri.journal("fri")
    path.write_text(path.read_text() + '\n[[hands]]\nn = 2\ndurak = "Zenon"\n')
    result = fri("check", "-s", "fri", code=1)
    assert "unknown player 'Zenon'" in result.stderr and f"{path}:" in result.stderr


# ----------------------------------------------------------------- judge


def test_spec_example_throw(cli):
    result = cli(
        "judge",
        "durak",
        "throw",
        "--trump",
        "D",
        "--table",
        "9C/10C 9H 9S",
        "--discard-nonempty",
        "--defender-cards",
        "6",
        "--who-throws",
        "all",
        "--thrower",
        "Celina",
        "--card",
        "10D",
    )
    assert result.stdout.startswith("Verdict: legal")
    assert "DURAK-R7: Rank rule" in result.stdout


def test_judge_json_answer_rule_and_text(cli):
    data = cli.json(
        "judge",
        "durak",
        "throw",
        "--trump",
        "D",
        "--table",
        "9C/10C 9H/7D 9S/10S 10D/KD 7C/JC KS",
        "--defender-cards",
        "1",
        "--players",
        "Ania,Ty,Bartek,Dorota",
        "--attacker",
        "Ania",
        "--thrower",
        "Bartek",
        "--card",
        "JH",
    )
    assert data["answer"] == {
        "legal": False,
        "rule": "table_ceiling",
        "violations": ["table_ceiling", "hand_limit"],
    }
    assert data["rule"] == "DURAK-R9" and data["rule_text"].startswith("Table ceiling")
    assert data["rules"] == ["DURAK-R9", "DURAK-R10"]


def test_judge_every_question_from_the_command_line(cli):
    seats = ["--players", "Ania,Ty,Bartek,Dorota", "--attacker", "Ania"]
    defend = cli.json(
        "judge",
        "durak",
        "defend",
        "--trump",
        "♦",
        "--table",
        "9C/10C 10♦",
        "--attack",
        "10D",
        "--card",
        "9D",
    )
    assert defend["answer"] == {"legal": False, "rule": "cannot_beat", "why": "not_higher"}
    end = cli.json(
        "judge", "durak", "round-end", "--table", "9C/10C 9H", "--outcome", "taken", *seats
    )
    assert end["answer"]["next_attacker"] == "Bartek" and end["rule"] == "DURAK-R12"
    order = cli.json(
        "judge",
        "durak",
        "draw-order",
        *seats,
        "--throw-order",
        "Ania,Bartek,Dorota",
        "--hands",
        "Ania=4",
        "--hands",
        "Ty=0",
        "--hands",
        "Bartek=4",
        "--hands",
        "Dorota=4",
        "--talon",
        "10",
    )
    assert order["answer"]["draws"] == {"Ania": 2, "Bartek": 2, "Dorota": 2, "Ty": 4}
    nxt = cli.json(
        "judge",
        "durak",
        "next-attacker",
        *seats,
        "--outcome",
        "beaten",
        "--hands",
        "Ania=0",
        "--hands",
        "Ty=0",
        "--hands",
        "Bartek=3",
        "--hands",
        "Dorota=0",
        "--talon",
        "0",
    )
    assert nxt["answer"] == {"game_over": True, "durak": "Bartek"}
    moved = cli.json(
        "judge",
        "durak",
        "transfer",
        "--transfer",
        "--table",
        "9C",
        "--card",
        "9H",
        *seats,
        "--next-defender-cards",
        "6",
    )
    assert moved["answer"] == {"legal": True, "new_defender": "Bartek"}
    off = cli.json("judge", "durak", "transfer", "--table", "9C", "--card", "9H", *seats)
    assert off["answer"] == {"legal": False, "rule": "transfer_disabled"}
    on = cli.json(
        "judge",
        "durak",
        "transfer",
        "--set",
        "transfer=true",
        "--table",
        "9C",
        "--card",
        "9H",
        *seats,
        "--next-defender-hand",
        "1",
    )
    assert on["answer"] == {"legal": False, "rule": "next_defender_hand"}  # 2 cards > 1


def test_situation_files_json_with_null_and_toml(cli, tmp_path):
    situation = tmp_path / "throw.json"
    situation.write_text(
        json.dumps(
            {
                "trump": "D",
                "players": ["Ania", "Ty", "Bartek", "Dorota"],
                "attacker": "Ania",
                "defender": "Ty",
                "table": [["9C", "10C"], ["9H", None], ["9S", None]],
                "discard_empty": False,
                "defender_hand": 5,
                "who_throws": "neighbours",
                "by": "Dorota",
                "card": "10D",
            }
        )
    )
    data = cli.json("judge", "durak", "throw", "--situation", str(situation))
    assert data["answer"]["rule"] == "neighbours_restriction"
    data = cli.json("judge", "durak", "throw", "--situation", str(situation), "--card", "9D")
    assert data["answer"] == {"legal": True}  # options override the file
    toml = tmp_path / "round.toml"
    toml.write_text(
        'table = [["9C", "10C"], ["9H", "JH"]]\noutcome = "beaten"\n'
        'players = ["Ania", "Ty", "Bartek"]\ndefender = "Ty"\n'
    )
    data = cli.json("judge", "durak", "round-end", "--situation", str(toml))
    assert data["answer"]["to_discard"] == ["9C", "10C", "9H", "JH"]
    assert data["answer"]["next_attacker"] == "Ty"


def test_judge_help_lists_the_input_keys(cli):
    text = cli("judge", "durak", "throw", "--help").stdout
    for key in (
        "--defender-cards",
        "defender_hand",
        "--thrower",
        "--discard-nonempty",
        "--table",
        "who_throws",
    ):
        assert key in text
    assert "round-end" in cli("judge", "durak").stdout


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (
            [
                "throw",
                "--card",
                "5H",
                "--table",
                "9C",
                "--thrower",
                "Bartek",
                "--defender-cards",
                "6",
            ],
            "not in the deck",
        ),
        (
            [
                "throw",
                "--card",
                "9C",
                "--table",
                "9C",
                "--thrower",
                "Bartek",
                "--defender-cards",
                "6",
            ],
            "already on the table",
        ),
        (
            [
                "throw",
                "--card",
                "9X",
                "--table",
                "9C",
                "--thrower",
                "Bartek",
                "--defender-cards",
                "6",
            ],
            "unknown card",
        ),
        (
            [
                "throw",
                "--card",
                "9D",
                "--table",
                "9C",
                "--thrower",
                "Bartek",
                "--defender-cards",
                "6",
                "--players",
                "Ania,Ty,Bartek",
                "--attacker",
                "Ania",
                "--defender",
                "Bartek",
            ],
            "defender",
        ),
        (
            [
                "throw",
                "--card",
                "9D",
                "--table",
                "9C",
                "--thrower",
                "Zenon",
                "--defender-cards",
                "6",
                "--players",
                "Ania,Ty,Bartek",
                "--attacker",
                "Ania",
            ],
            "unknown player",
        ),
        (
            ["defend", "--trump", "D", "--table", "9C/10C", "--attack", "10C", "--card", "JC"],
            "not an attack card",
        ),
        (["round-end", "--table", "9C/10C 9H", "--outcome", "beaten"], "unbeaten"),
    ],
)
def test_judge_input_errors_are_one_line(fri, rejected, args, message):
    line = rejected("fri", "judge", "durak", *args)
    assert message in line


def one_game(cli, name: str) -> None:
    """The session plays one game only (``play_on = false``): nothing may follow it."""
    path = cli.journal(name)
    path.write_text(path.read_text().replace("play_on = true", "play_on = false"))
