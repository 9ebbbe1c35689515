"""Deberc through the command line: an evening, every validation message of a hand,
the scoresheet and the judge questions."""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

FOUR = "Ania,Bartek,Celina,Darek"


def cards(**points: int) -> list[str]:
    out: list[str] = []
    for who, value in points.items():
        out += ["--cards", f"{who}={value}"]
    return out


@pytest.fixture
def duo(cli):
    cli("new", "deberc", "--players", "Ania,Bartek", "--name", "duo")
    return cli


@pytest.fixture
def trio(cli):
    cli("new", "deberc", "--players", "Ania,Bartek,Celina", "--name", "trio")
    return cli


@pytest.fixture
def teams(cli):
    cli(
        "new",
        "deberc",
        "--players",
        FOUR,
        "--teams",
        "A+C,B+D",
        "--name",
        "teams",
        "--set",
        "target=501",
    )
    return cli


# ----------------------------------------------------------------- an evening


def test_team_evening_status_json_and_sheet(teams):
    teams(
        "hand",
        "--bidder",
        "Bart",
        "--trump",
        "S",
        *cards(An=30, B=50, C=20, D=62),
        "--words",
        "Darek=KD QD JD 10D",
        "--words",
        "Ania=AH KH QH",
        "--words",
        "B=bella",
    )
    status = teams.json("status")
    assert status["totals"] == {"Ania+Celina": 50, "Bartek+Darek": 182}
    assert status["next_dealer"] == "Bartek"
    teams("hand", "--bidder", "Celina", "--trump", "H", *cards(A=40, B=31, C=41, D=50))
    status = teams.json("status")
    assert status["hanging"] == 81 and status["hanging_from"] == "Ania+Celina"
    assert status["bajts"] == {"Ania+Celina": 0, "Bartek+Darek": 0}
    teams(
        "hand",
        "--bidder",
        "Darek",
        "--trump",
        "♣",
        *cards(A=50, B=40, C=30, D=42),
        "--words",
        "Ania=10S 9S 8S",
    )
    status = teams.json("status")
    assert status["totals"] == {"Ania+Celina": 50 + 0 + 182 + 81, "Bartek+Darek": 263}
    assert status["hanging"] == 0 and status["hanging_from"] is None
    assert status["bajts"]["Bartek+Darek"] == 1
    sheet = teams("sheet").stdout
    assert "0 б" in sheet and "+81 pot" in sheet and "hanging" in sheet
    assert "Ania+Celina (A+C) v Bartek+Darek (B+D)" in sheet
    data = teams.json("sheet")
    assert data["hands"][2]["scores"] == {"Ania+Celina": 263, "Bartek+Darek": 0}


def test_words_repeat_per_player_and_are_kept_canonical(duo):
    duo(
        "hand",
        "--bidder",
        "Ania",
        "--trump",
        "H",
        *cards(Ania=90, Bartek=50),
        "--words",
        "Ania=QS KS AS",
        "--words",
        "Ania=bella",
        "--words",
        "Ania=TD 9D 8D",
    )
    journal = duo.journal("duo").read_text()
    assert 'words = { Ania = ["AS KS QS", "bella", "10D 9D 8D"] }' in journal
    assert duo.json("status")["totals"] == {"Ania": 90 + 20 + 20 + 20, "Bartek": 50}


def test_ukrainian_card_letters(duo):
    duo(
        "hand",
        "--bidder",
        "Ania",
        "--trump",
        "H",
        *cards(Ania=90, Bartek=50),
        "--words",
        "Ania=ТS КS ДS ВS",
    )
    assert duo.json("status")["totals"]["Ania"] == 140


def test_stopped_hand_and_finished_game(cli, rejected):
    cli(
        "new",
        "deberc",
        "--players",
        "Ania,Bartek",
        "--name",
        "fast",
        "--set",
        "finish=points",
        "--set",
        "target=301",
        "--set",
        "play_on=false",
    )
    cli(
        "hand",
        "--bidder",
        "Ania",
        "--trump",
        "H",
        *cards(Ania=120, Bartek=30),
        "--words",
        "Ania=AS KS QS JS",
    )
    cli("hand", "--bidder", "Ania", "--trump", "C", *cards(Ania=80, Bartek=40))
    cli(
        "hand",
        "--bidder",
        "Bartek",
        "--trump",
        "D",
        *cards(Ania=55, Bartek=20),
        "--stopped-by",
        "Ania",
    )
    status = cli.json("status")
    assert status["finished"] and status["winner"] == "Ania"
    assert status["totals"] == {"Ania": 305, "Bartek": 90}
    assert "stopped" in cli("sheet").stdout
    line = rejected("fast", "hand", "--bidder", "Ania", "--trump", "H", *cards(Ania=90, Bartek=50))
    assert "game already finished" in line


def test_fix_replays_later_hands_and_a_breaking_fix_is_refused(duo, rejected):
    one_game(duo, "duo")
    duo("hand", "--bidder", "Ania", "--trump", "H", *cards(Ania=70, Bartek=70))
    duo("hand", "--bidder", "Bartek", "--trump", "S", *cards(Ania=60, Bartek=90))
    assert duo.json("status")["totals"] == {"Ania": 60, "Bartek": 70 + 90 + 70}
    duo("fix", "1", "--bidder", "Ania", "--trump", "H", *cards(Ania=80, Bartek=70))
    assert duo.json("status")["totals"] == {"Ania": 80 + 60, "Bartek": 70 + 90}
    line = rejected(
        "duo",
        "fix",
        "1",
        "--bidder",
        "Ania",
        "--trump",
        "H",
        *cards(Ania=150, Bartek=6),
        "--words",
        "Bartek=AH KH QH JH 10H 9H 8H",
    )
    assert "hand 2: game already finished" in line
    duo("undo", "1")
    assert duo.json("status")["totals"] == {"Ania": 60, "Bartek": 90}
    assert "voided" in duo("sheet").stdout


def test_status_text_and_example(cli):
    result = cli("example", "deberc")
    assert "Winner: Ania+Celina — reached 501" in result.stdout
    assert "annulled: four-sevens" in result.stdout and "0 −50" in result.stdout
    status = cli("status", "-s", "example-deberc").stdout
    assert "finished: winner Ania+Celina" in status


def test_markdown_and_csv_sheets(duo):
    duo("hand", "--bidder", "Ania", "--trump", "H", *cards(Ania=90, Bartek=50))
    assert "| 1 " in duo("sheet", "--format", "markdown").stdout
    assert duo("sheet", "--format", "csv").stdout.startswith("#,hand")


# ----------------------------------------------------------------- validation


@pytest.mark.parametrize(
    "args,expected",
    [
        (
            ["--bidder", "Zed", "--trump", "H", *cards(Ania=90, Bartek=50)],
            ["--bidder", "unknown player 'Zed'"],
        ),
        (
            ["--bidder", "Ania", "--trump", "X", *cards(Ania=90, Bartek=50)],
            ["--trump", "unknown trump suit 'X'"],
        ),
        (
            ["--bidder", "Ania", "--trump", "H", *cards(Ania=90, Zed=50)],
            ["--cards", "unknown player 'Zed'"],
        ),
        (
            ["--bidder", "Ania", "--trump", "H", *cards(Ania=90)],
            ["--cards", "card points of Bartek missing", "DEBERC-R1"],
        ),
        (
            ["--bidder", "Ania", "--trump", "H", "--cards", "Ania=-5", "--cards", "Bartek=50"],
            ["--cards", "cannot be negative (-5)"],
        ),
        (
            ["--bidder", "Ania", "--trump", "H", "--cards", "Ania=ten", "--cards", "Bartek=50"],
            ["--cards", "whole number, not 'ten'"],
        ),
        (
            ["--bidder", "Ania", "--trump", "H", *cards(Ania=100, Bartek=57)],
            ["hand 1", "--cards", "157", "156", "DEBERC-R1"],
        ),
        (
            ["--bidder", "Ania", "--trump", "H", *cards(Ania=5, Bartek=4)],
            ["--cards", "card points total 9", "last trick"],
        ),
        (
            [
                "--bidder",
                "Ania",
                "--trump",
                "H",
                *cards(Ania=90, Bartek=50),
                "--no-tricks",
                "Bartek",
            ],
            ["--no-tricks", "Bartek took no tricks but has card points"],
        ),
        (
            ["--bidder", "Ania", "--trump", "H", *cards(Ania=0, Bartek=0), "--no-tricks", "A,B"],
            ["--no-tricks", "not every player"],
        ),
        (
            [
                "--bidder",
                "Ania",
                "--trump",
                "H",
                *cards(Ania=90, Bartek=50),
                "--words",
                "Ania=AS KS JS",
            ],
            ["--words", "not a sequence", "DEBERC-R2"],
        ),
        (
            [
                "--bidder",
                "Ania",
                "--trump",
                "H",
                *cards(Ania=90, Bartek=50),
                "--words",
                "Ania=AS KS QS",
                "--words",
                "Ania=QS JS 10S",
            ],
            ["--words", "same card QS"],
        ),
        (
            [
                "--bidder",
                "Ania",
                "--trump",
                "H",
                *cards(Ania=90, Bartek=50),
                "--words",
                "Ania=AS KS QS",
                "--words",
                "Bartek=QS JS 10S",
            ],
            ["--words", "same card QS declared by Ania and Bartek"],
        ),
        (
            [
                "--bidder",
                "Ania",
                "--trump",
                "H",
                *cards(Ania=90, Bartek=50),
                "--words",
                "Ania=bella",
                "--words",
                "Bartek=KH QH JH",
            ],
            ["--words", "bella of Ania is impossible", "DEBERC-R6"],
        ),
        (
            [
                "--bidder",
                "Ania",
                "--trump",
                "H",
                *cards(Ania=90, Bartek=50),
                "--words",
                "Ania=AS KS QS JS",
                "--words",
                "Ania=AD KD QD",
                "--words",
                "Ania=AC KC QC",
            ],
            ["--words", "10 different cards, more than the 9"],
        ),
        (
            ["--bidder", "Ania", "--trump", "H", *cards(Ania=90, Bartek=50), "--words", "Ania"],
            ["--words", "PLAYER="],
        ),
        (["--annul", "misdeal"], ["--annul", "four-sevens or all-pass"]),
        (["--annul", "four-sevens", "--bidder", "Ania"], ["--annul", "redealt hand"]),
        (
            [
                "--bidder",
                "Ania",
                "--trump",
                "H",
                *cards(Ania=90, Bartek=50),
                "--stopped-by",
                "Ania",
            ],
            ["--stopped-by", 'finish = "points"', "DEBERC-R13"],
        ),
        (
            ["--bidder", "An", "--trump", "H", *cards(Ania=90, Bartek=50), "--dealer", "Q"],
            ["--dealer", "unknown player 'Q'"],
        ),
    ],
)
def test_two_player_validation_messages(duo, rejected, args, expected):
    line = rejected("duo", "hand", *args)
    for text in expected:
        assert text in line, line


def test_four_players_must_total_162(teams, rejected):
    line = rejected(
        "teams",
        "hand",
        "--bidder",
        "Ania",
        "--trump",
        "H",
        *cards(Ania=40, Bartek=40, Celina=40, Darek=40),
    )
    assert "card points must total 162 with four players (got 160)" in line


def test_four_players_hold_eight_cards(teams, rejected):
    line = rejected(
        "teams",
        "hand",
        "--bidder",
        "Ania",
        "--trump",
        "H",
        *cards(Ania=40, Bartek=40, Celina=40, Darek=42),
        "--words",
        "Ania=AS KS QS JS 10S 9S",
        "--words",
        "Ania=AD KD QD",
    )
    assert "more than the 8" in line


def test_three_players_at_most_162(trio, rejected):
    line = rejected(
        "trio", "hand", "--bidder", "Ania", "--trump", "H", *cards(Ania=100, Bartek=60, Celina=3)
    )
    assert "163, more than the 162 three players can take" in line


def test_all_pass_with_mandatory_bid(cli, rejected):
    cli("new", "deberc", "--players", "Ania,Bartek", "--name", "zob", "--set", "mandatory_bid=true")
    line = rejected("zob", "hand", "--annul", "all-pass")
    assert "mandatory_bid is on" in line


def test_stopped_by_below_target(cli, rejected):
    cli("new", "deberc", "--players", "Ania,Bartek", "--name", "pts", "--set", "finish=points")
    line = rejected(
        "pts",
        "hand",
        "--bidder",
        "Ania",
        "--trump",
        "H",
        *cards(Ania=55, Bartek=20),
        "--stopped-by",
        "Ania",
    )
    assert "Ania would have 55, below the target 501" in line


@pytest.mark.parametrize(
    "players,team_words,message",
    [
        (FOUR, "A+B,C+D", "partners sit opposite"),
        (FOUR, "A+C", "two pairs"),
        (FOUR, "A+C+B,D", "two pairs"),
        ("Ania,Bartek,Celina", "A+C,B", "teams need four players"),
    ],
)
def test_new_refuses_bad_teams(duo, rejected, players, team_words, message):
    line = rejected(
        "duo", "new", "deberc", "--players", players, "--teams", team_words, "--name", "bad"
    )
    assert "--teams" in line and message in line
    assert not duo.journal("bad").exists()


def test_new_refuses_unknown_first_dealer_and_five_players(duo, rejected):
    line = rejected(
        "duo", "new", "deberc", "--players", "A,B", "--set", "first_dealer=Zed", "--name", "bad"
    )
    assert "first_dealer" in line
    line = rejected("duo", "new", "deberc", "--players", "A,B,C,D,E", "--name", "bad")
    assert "--players" in line


@settings(
    max_examples=30,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(st.lists(st.integers(0, 90), min_size=4, max_size=4).filter(lambda v: sum(v) != 162))
def test_wrong_four_player_sum_never_changes_the_journal(cli, values):
    path = cli.journal("prop")
    if not path.exists():
        cli("new", "deberc", "--players", FOUR, "--name", "prop")
    before = path.read_bytes()
    args = [
        a for who, v in zip(FOUR.split(","), values, strict=True) for a in ("--cards", f"{who}={v}")
    ]
    result = cli("hand", "--bidder", "Ania", "--trump", "H", *args, code=1)
    assert path.read_bytes() == before
    assert result.stderr.startswith(
        "scorekeep: error: hand 1: --cards: card points must "
        f"total 162 with four players (got {sum(values)})"
    )


# ----------------------------------------------------------------- judge


def test_judge_spec_examples(cli):
    out = cli(
        "judge",
        "deberc",
        "play",
        "--trump",
        "H",
        "--trick",
        "9S",
        "--hand",
        "KS 7H JH",
        "--card",
        "JH",
    ).stdout
    assert "Verdict: JH is illegal" in out and "DEBERC-P1:" in out
    data = cli.json("judge", "deberc", "trick", "--trump", "H", "9S KS JH")
    assert data["answer"]["card"] == "JH" and data["rule"] == "DEBERC-P2"
    assert data["rule_text"].startswith("The trick goes to the highest trump")


def test_judge_every_question_answers_with_its_rule(cli):
    asked = {
        "combinations": ["--trump", "H", "--dealer", "Celina", "Ania=KH QH JH", "Bartek=KS QS JS"],
        "seven": ["--players", "3", "--trump", "H", "--hand", "7H AS KD"],
        "outcome": [
            "--bidder",
            "Ania",
            "--points",
            "Ania=50",
            "--points",
            "Bartek=60",
            "--points",
            "Celina=40",
        ],
        "calls": [
            "--players",
            "Ania,Bartek,Celina",
            "--dealer",
            "Ania",
            "--turned",
            "H",
            "pass",
            "pass",
        ],
        "over": [
            "--totals",
            "Ania=340",
            "--totals",
            "Bartek=340",
            "--bidder",
            "Ania",
            "--target",
            "301",
        ],
    }
    rules = {
        "combinations": "DEBERC-R3",
        "seven": "DEBERC-P4",
        "outcome": "DEBERC-R7",
        "calls": "DEBERC-P3",
        "over": "DEBERC-R12",
    }
    for question, args in asked.items():
        data = cli.json("judge", "deberc", question, *args)
        assert data["rule"] == rules[question] and data["rule_text"], question
    assert "Bartek to call" not in cli("judge", "deberc", "calls", *asked["calls"]).stdout
    assert "Ania to call" in cli("judge", "deberc", "calls", *asked["calls"]).stdout


def test_judge_situation_files_json_and_toml(cli, tmp_path):
    situation = tmp_path / "s.json"
    situation.write_text(
        json.dumps(
            {
                "trump": "H",
                "dealer": "Celina",
                "players": ["Ania", "Bartek", "Celina"],
                "words": {"Ania": ["KS QS JS"], "Bartek": ["KH QH JH"]},
                "no_tricks": [],
            }
        )
    )
    data = cli.json(
        "judge",
        "deberc",
        "combinations",
        "--situation",
        str(situation),
        "--set",
        "trump_combination_senior=false",
    )
    assert data["answer"]["senior"]["player"] == "Ania" and data["answer"]["reason"] == "seat"
    toml = tmp_path / "s.toml"
    toml.write_text('trump = "H"\ntrick = ["10H", "9H"]\nhand = ["AH", "JH", "7S"]\ncard = "AH"\n')
    data = cli.json("judge", "deberc", "play", "--situation", str(toml))
    assert data["answer"]["legal"] is False and data["answer"]["legal_cards"] == ["JH"]
    data = cli.json("judge", "deberc", "play", "--situation", str(toml), "--card", "JH")
    assert data["answer"]["legal"] is True


@pytest.mark.parametrize(
    "args,text",
    [
        (
            ["play", "--trump", "H", "--trick", "9S", "--hand", "KS", "--card", "JH"],
            "not in the hand",
        ),
        (["trick", "--trump", "H", "9S"], "2 to 4 cards"),
        (["combinations", "--trump", "H", "Ania=AS KS JS", "Bartek=KD QD JD"], "not a sequence"),
        (
            ["outcome", "--points", "Ania=50", "--points", "Bartek=x", "--bidder", "Ania"],
            "not a whole number",
        ),
        (["calls", "--players", "A,B", "--turned", "H", "maybe"], "not a call"),
        (
            ["over", "--totals", "Ania=1", "--totals", "Bartek=2", "--deberc", "Zed"],
            "unknown player",
        ),
        (["seven", "--players", "5", "--trump", "H"], "2, 3 or 4 players"),
    ],
)
def test_judge_bad_input_is_one_line(cli, args, text):
    result = cli("judge", "deberc", *args, code=1)
    assert "Traceback" not in result.stderr
    first = result.stderr.strip().splitlines()[0]
    assert first.startswith("scorekeep: error: ") and text in first


def one_game(cli, name: str) -> None:
    """The session plays one game only (``play_on = false``): nothing may follow it."""
    path = cli.journal(name)
    path.write_text(path.read_text().replace("play_on = true", "play_on = false"))
