"""Derda at the table through the command line: every validation message of a hand,
warnings, status JSON, the tally sheet, and `judge derda …` with flags and situation files."""

from __future__ import annotations

import json

import pytest

ANIA_BARTEK = ("new", "derda", "--players", "Ania,Bartek", "--name", "eve")


@pytest.fixture
def eve(cli):
    cli(*ANIA_BARTEK)
    return cli


def made(*extra: str) -> tuple[str, ...]:
    return (
        "hand",
        "--bidder",
        "Ania",
        "--trump",
        "H",
        "--cards",
        "Ania=70",
        "--cards",
        "Bartek=50",
        *extra,
    )


# ----------------------------------------------------------------- recording hands


def test_hand_flags_words_repeated_belo_and_prefixes(eve):
    out = eve(
        "hand",
        "--bidder",
        "an",
        "--trump",
        "♥",
        "--cards",
        "A=60",
        "--cards",
        "b=40",
        "--words",
        "Ania=K♥ D♥ W♥",
        "--words",
        "Ania=AS KS QS JS",
        "--words",
        "Ania=belo",
    ).stdout
    assert "hearts by Ania: 150:40 made" in out
    text = eve.journal("eve").read_text(encoding="utf-8")
    assert 'words = { Ania = ["KH QH JH", "AS KS QS JS", "belo"] }' in text
    assert "cards = { Ania = 60, Bartek = 40 }" in text


def test_all_four_kinds_of_record_and_status_json(eve):
    eve("hand", "--bidder", "Ania", "--trump", "S", "--cards", "Ania=60", "--cards", "Bartek=60")
    eve("hand", "--annul", "double-pass")
    eve("hand", "--trade", "Bartek=20", "--next-dealer", "Bartek")
    status = eve.json("status")
    assert status["totals"] == {"Ania": 0, "Bartek": 80}
    assert status["hanging"] == 60 and status["hanging_from"] == "Ania"
    assert status["bajts"] == {"Ania": 0, "Bartek": 0}
    assert status["next_dealer"] == "Bartek"
    eve("hand", "--bidder", "Bartek", "--trump", "C", "--cards", "Ania=80", "--cards", "Bartek=40")
    status = eve.json("status")
    assert status["totals"] == {"Ania": 180, "Bartek": 80}
    assert status["hanging"] == 0 and status["hanging_from"] is None
    assert status["bajts"] == {"Ania": 0, "Bartek": 1}
    eve(
        "hand",
        "--bidder",
        "Bartek",
        "--trump",
        "S",
        "--words",
        "Ania=AS KS QS JS",
        "--claim",
        "Ania",
        "--claim-cards",
        "30",
    )
    status = eve.json("status")
    assert status["finished"] is True and status["winner"] == "Bartek"
    assert status["next_dealer"] is None
    assert status["totals"] == {"Ania": 180, "Bartek": 80}


def test_warning_is_printed_and_hand_kept(eve):
    out = eve("hand", "--bidder", "Ania", "--cards", "Ania=120", "--cards", "Bartek=0").stdout
    assert "warning: Bartek has 0 card points" in out
    assert eve.json("status")["totals"] == {"Ania": 120, "Bartek": 0}
    eve(
        "hand",
        "--bidder",
        "Ania",
        "--cards",
        "Ania=120",
        "--cards",
        "Bartek=0",
        "--no-tricks",
        "Bartek",
    )
    assert "warning" not in eve.json("hand", "--annul", "dwa-razy")["notes"]


def test_fix_of_an_earlier_hand_replays_the_pot(eve):
    eve("hand", "--bidder", "Ania", "--cards", "Ania=60", "--cards", "Bartek=60")
    eve("hand", "--bidder", "Bartek", "--cards", "Ania=30", "--cards", "Bartek=70")
    assert eve.json("status")["totals"] == {"Ania": 30, "Bartek": 190}
    eve("fix", "1", "--bidder", "Ania", "--cards", "Ania=61", "--cards", "Bartek=60")
    assert eve.json("status")["totals"] == {"Ania": 91, "Bartek": 130}


def test_undo_the_paying_hand_leaves_the_pot_hanging(eve):
    eve("hand", "--bidder", "Ania", "--cards", "Ania=60", "--cards", "Bartek=60")
    eve("hand", "--bidder", "Bartek", "--cards", "Ania=30", "--cards", "Bartek=70")
    eve("undo")
    assert eve.json("status")["hanging"] == 60


def test_close_reports_unresolved_hanging(eve):
    eve("hand", "--bidder", "Ania", "--cards", "Ania=60", "--cards", "Bartek=60")
    out = eve("close").stdout
    assert "unresolved hanging 60" in out
    status = eve.json("status")
    assert status["finished"] is True and status["winner"] is None
    assert status["unresolved_hanging"] == 60
    assert "unresolved hanging 60" in eve("sheet").stdout


def test_check_reports_a_hand_edited_journal(eve):
    eve(*made())
    path = eve.journal("eve")
    path.write_text(
        path.read_text(encoding="utf-8").replace("Ania = 70", "Ania = 170"), encoding="utf-8"
    )
    result = eve("check", code=1)
    assert "hand 1: cards: card points total 220 exceeds the maximum 136" in result.stderr
    assert "  hint: correct cards on this line in an editor" in result.stderr


# ----------------------------------------------------------------- validation messages


@pytest.mark.parametrize(
    ("args", "expected"),
    [
        (made("--cards", "Celina=3"), "unknown player 'Celina'"),
        (
            ("hand", "--bidder", "Xavier", "--cards", "Ania=1", "--cards", "Bartek=2"),
            "bidder 'Xavier' is not a player",
        ),
        (
            (
                "hand",
                "--bidder",
                "Ania",
                "--trump",
                "X",
                "--cards",
                "Ania=1",
                "--cards",
                "Bartek=2",
            ),
            "unknown trump suit 'X'",
        ),
        (("hand", "--bidder", "Ania", "--cards", "Ania=1"), "no card points for Bartek"),
        (
            ("hand", "--bidder", "Ania", "--cards", "Ania=x", "--cards", "Bartek=2"),
            "card points of Ania 'x' must be a whole number ≥ 0",
        ),
        (
            ("hand", "--bidder", "Ania", "--cards", "Ania=-4", "--cards", "Bartek=2"),
            "card points of Ania '-4' must be a whole number ≥ 0",
        ),
        (
            ("hand", "--bidder", "Ania", "--cards", "Ania=100", "--cards", "Bartek=50"),
            "card points total 150 exceeds the maximum 136",
        ),
        (
            (
                "hand",
                "--bidder",
                "Ania",
                "--cards",
                "Ania=100",
                "--cards",
                "Bartek=5",
                "--no-tricks",
                "Bartek",
            ),
            "Bartek took no tricks but has card points",
        ),
        (made("--words", "Ania=KH QH 10H"), "not a sequence: gap in 'KH QH 10H'"),
        (made("--words", "Ania=KH QH"), "not a sequence: 'KH QH' has fewer than 3 cards"),
        (made("--words", "Ania=KH QH JS"), "not a sequence: mixed suits in 'KH QH JS'"),
        (made("--words", "Ania=KH QH XH"), "unknown card 'XH'"),
        (made("--words", "Ania=KH QH QH JH"), "not a sequence: QH repeated"),
        (
            made("--words", "Ania=KH QH JH", "--words", "Bartek=QH JH 10H"),
            "same card QH declared by two players",
        ),
        (
            made("--words", "Ania=KH QH JH", "--words", "Ania=QH JH 10H"),
            "same card QH in two sequences of Ania",
        ),
        (
            made("--words", "Ania=belo", "--words", "Bartek=KH QH JH"),
            "belo of Ania impossible: Bartek declared KH",
        ),
        (
            made("--words", "Ania=AS KS QS JS 10S", "--words", "Ania=AD KD QD JD 10D"),
            "Ania declares 10 different cards, but a hand has 9",
        ),
        (
            ("hand", "--bidder", "Ania", "--claim", "Celina", "--claim-cards", "40"),
            "--claim: unknown player 'Celina'",
        ),
        (("hand", "--trade", "Celina=20"), "--trade: unknown player 'Celina'"),
        (
            (
                "hand",
                "--bidder",
                "Ania",
                "--cards",
                "Ania=10",
                "--cards",
                "Bartek=20",
                "--no-tricks",
                "Celina",
            ),
            "--no-tricks: unknown player 'Celina'",
        ),
        (made("--words", "Celina=KH QH JH"), "--words: unknown player 'Celina'"),
        (("hand", "--trade", "Ania=0"), "trade points must be a positive whole number"),
        (("hand", "--trade", "Ania=-5"), "trade points must be a positive whole number"),
        (("hand", "--annul", "triple"), "unknown annulment kind 'triple'"),
    ],
)
def test_section_9_messages(eve, rejected, args, expected):
    line = rejected("eve", *args)
    assert expected in line
    assert line.startswith("scorekeep: error: hand 1: --")
    assert "(DERDA-" in line


def test_trade_offers_disabled(cli, rejected):
    cli(
        "new",
        "derda",
        "--players",
        "Ania,Bartek",
        "--name",
        "strict",
        "--set",
        "trade_offers=false",
    )
    line = rejected("strict", "hand", "--trade", "Ania=20")
    assert "--trade: trade offers are disabled" in line and "DERDA-R10" in line


def test_game_already_finished(eve, rejected):
    one_game(eve, "eve")
    eve("hand", "--trade", "Ania=499")
    eve("hand", "--bidder", "Bartek", "--cards", "Ania=60", "--cards", "Bartek=30")
    line = rejected("eve", *made())
    assert "hand 3:" in line and "game already finished" in line and "DERDA-R11" in line


def test_wrong_flag_combinations(eve, rejected):
    assert "an annulled hand takes no --cards" in rejected(
        "eve", "hand", "--annul", "dwa-razy", "--cards", "Ania=3"
    )
    assert "add --claim-cards N" in rejected("eve", "hand", "--bidder", "Ania", "--claim", "Ania")
    assert "--next-dealer goes with --trade" in rejected("eve", *made("--next-dealer", "Bartek"))
    assert "who chose trump" in rejected("eve", "hand", "--cards", "Ania=3", "--cards", "Bartek=4")


def test_minela_and_last_trick_raise_the_maximum(cli, rejected):
    cli(
        "new",
        "derda",
        "--players",
        "Ania,Bartek",
        "--name",
        "kl",
        "--set",
        "minela_bonus=14",
        "--set",
        "last_trick_bonus=10",
    )
    cli("hand", "--bidder", "Ania", "--cards", "Ania=100", "--cards", "Bartek=58")
    assert "exceeds the maximum 158" in rejected(
        "kl", "hand", "--bidder", "Ania", "--cards", "Ania=100", "--cards", "Bartek=59"
    )


def test_new_session_validation(cli):
    assert (
        "first_dealer 'Celina' is not a player"
        in cli(
            "new", "derda", "--players", "Ania,Bartek", "--set", "first_dealer=Celina", code=1
        ).stderr
    )
    assert (
        "unknown option derda.xyz"
        in cli("new", "derda", "--players", "Ania,Bartek", "--set", "xyz=1", code=1).stderr
    )
    assert (
        "minela_bonus"
        in cli("new", "derda", "--players", "Ania,Bartek", "--set", "minela_bonus=7", code=1).stderr
    )
    assert "2 players" in cli("new", "derda", "--players", "Ania,Bartek,Celina", code=1).stderr


# ----------------------------------------------------------------- sheet and example


def test_sheet_shows_tally_marks_beside_digits(eve):
    eve("hand", "--trade", "Ania=505")
    out = eve("sheet").stdout
    assert "505  ○ ○ ○ ○ ○" in out
    lines = out.splitlines()
    row = next(i for i, line in enumerate(lines) if "505  ○" in line)
    column = lines[row].index("505  ○") + 5
    assert lines[row + 1][column] == "5"


def test_sheet_ascii_tally_style(cli):
    cli("new", "derda", "--players", "Ania,Bartek", "--name", "a", "--set", "tally_style=ascii")
    cli("hand", "--trade", "Ania=230")
    assert "230  O O L" in cli("sheet").stdout


def test_example_session_prints_tally_sheet(cli):
    out = cli("example", "derda").stdout
    assert "Winner: Ania" in out and "○ ○ ○ ○ ○ └" in out
    status = cli.json("status", "-s", "example-derda")
    assert status["finished"] is True and status["totals"] == {"Ania": 530, "Bartek": 361}


# ----------------------------------------------------------------- judge


def test_judge_words_spec_example(cli):
    out = cli(
        "judge",
        "derda",
        "words",
        "--trump",
        "H",
        "--dealer",
        "Bartek",
        "Ania=KH QH JH",
        "Bartek=10S 9S 8S 7S",
    ).stdout
    assert "Verdict: Bartek's sequences score (50)" in out
    assert "DERDA-R3: Only the player with the best sequence" in out


def test_judge_json_shape(cli):
    data = cli.json(
        "judge",
        "derda",
        "play",
        "--trump",
        "H",
        "--led",
        "9S",
        "--hand",
        "KS 7H JH",
        "--card",
        "JH",
    )
    assert data["verdict"] == "JH is illegal"
    assert data["answer"] == {"legal": False, "legal_cards": ["KS"], "duty": "follow"}
    assert data["rule"] == "DERDA-P3" and data["rule_text"].startswith("Plain suit led")


def test_judge_every_question_answers_with_a_rule(cli):
    asked = [
        ("trick", "--trump", "H", "9S KS"),
        ("seven", "--trump", "H", "--turned", "AH", "--hand", "7H KS QS"),
        ("claim", "--by", "Ania", "--total", "380", "--cards", "75", "Ania=AS KS QS JS"),
        ("calls", "--turned", "9H", "pasuję, ile razy?"),
        (
            "dealer",
            "--players",
            "Ania,Bartek",
            "--dealer",
            "Ania",
            "--result",
            "bajt",
            "--bidder",
            "Ania",
        ),
        ("tally", "505"),
    ]
    rules = []
    for args in asked:
        data = cli.json("judge", "derda", *args)
        assert data["rule_text"]
        rules.append(data["rule"])
    assert rules == ["DERDA-P4", "DERDA-P5", "DERDA-R13", "DERDA-B2", "DERDA-D1", "DERDA-T1"]


def test_judge_tally_text(cli):
    assert cli("judge", "derda", "tally", "505").stdout.startswith("Verdict: ○ ○ ○ ○ ○ / 5")
    data = cli.json("judge", "derda", "tally", "64", "--set", "tally_style=ascii")
    assert data["answer"]["lines"] == ["V -", "4"]


def test_judge_situation_files_json_and_toml(cli, tmp_path):
    situation = tmp_path / "claim.json"
    situation.write_text(
        json.dumps(
            {
                "by": "Ania",
                "total": 380,
                "cards": 60,
                "dealer": "Bartek",
                "words": {"Ania": ["AD KD QD"], "Bartek": ["10C 9C 8C 7C"]},
            }
        ),
        encoding="utf-8",
    )
    data = cli.json("judge", "derda", "claim", "--situation", str(situation))
    assert data["answer"]["right"] is False and data["answer"]["sum"] == 440
    toml = tmp_path / "play.toml"
    toml.write_text(
        'trump = "H"\nled = "JH"\nhand = ["AH", "7H", "KS"]\ncard = "KS"\n', encoding="utf-8"
    )
    data = cli.json("judge", "derda", "play", "--situation", str(toml))
    assert data["answer"]["legal_cards"] == ["AH", "7H"]
    # options override the file
    data = cli.json("judge", "derda", "play", "--situation", str(toml), "--card", "7H")
    assert data["answer"]["legal"] is True
    calls = tmp_path / "calls.toml"
    calls.write_text(
        'dealer = "Ania"\nplayers = ["Ania", "Bartek"]\nturned = "9H"\n'
        'history = ["pasuję", "pasuję", "oferta 20"]\ntrade_offers = true\n',
        encoding="utf-8",
    )
    data = cli.json("judge", "derda", "calls", "--situation", str(calls))
    assert data["answer"]["player"] == "Ania"
    assert data["answer"]["calls"] == ["przyjmuję", "odrzucam", "oferta N"]


@pytest.mark.parametrize(
    "args",
    [
        ("play", "--trump", "H", "--hand", "KS 7H", "--card", "AS"),
        ("play", "--trump", "Q", "--hand", "KS", "--card", "KS"),
        ("trick", "--trump", "H", "9S 9S"),
        ("words", "Ania=KH QH JH", "Bartek=QH JH 10H"),
        ("seven", "--trump", "H", "--turned", "AH", "--hand", "AH 7H"),
        ("claim", "--by", "Ania", "--total", "520", "--cards", "3"),
        ("dealer", "--dealer", "Ania", "--result", "won"),
        ("tally", "-5"),
        ("tally", "lots"),
    ],
)
def test_judge_impossible_situations_are_one_line_errors(cli, args):
    result = cli("judge", "derda", *args, code=1)
    assert result.stderr.startswith("scorekeep: error: ")
    assert "Traceback" not in result.stderr


def test_judge_help_lists_questions(cli):
    out = cli("judge", "derda").stdout
    for question in ("play", "trick", "words", "seven", "claim", "calls", "dealer", "tally"):
        assert f"  {question}" in out


# ----------------------------------------------------------------- split runs (issue 17)


@pytest.mark.parametrize(
    ("pieces", "whole"),
    [
        (("AS KS QS", "JS 10S 9S"), "AS KS QS JS 10S 9S"),
        (("AS KS QS JS", "10S 9S 8S 7S"), "AS KS QS JS 10S 9S 8S 7S"),
        (("10S 9S 8S", "KS QS JS"), "KS QS JS 10S 9S 8S"),
    ],
)
def test_DERDA_R2_split_run_refused_by_hand(eve, rejected, pieces, whole):
    words = [arg for piece in pieces for arg in ("--words", f"Ania={piece}")]
    line = rejected("eve", *made(*words))
    assert f"of Ania are one run, {whole}: declare it once at its full length" in line
    assert "(DERDA-R2)" in line


def test_DERDA_R2_split_run_refused_by_judge_words(cli):
    result = cli(
        "judge",
        "derda",
        "words",
        "--dealer",
        "Bartek",
        "Ania=AS KS QS",
        "Ania=JS 10S 9S",
        code=1,
    )
    assert "are one run, AS KS QS JS 10S 9S" in result.stderr
    assert "Traceback" not in result.stderr


def test_DERDA_R2_split_run_refused_by_judge_claim(cli):
    result = cli(
        "judge",
        "derda",
        "claim",
        "--by",
        "Ania",
        "--total",
        "400",
        "--cards",
        "60",
        "Ania=AS KS QS",
        "Ania=JS 10S 9S",
        code=1,
    )
    assert "are one run, AS KS QS JS 10S 9S" in result.stderr


def test_DERDA_R2_whole_run_is_one_fifty(eve):
    out = eve(*made("--words", "Ania=AS KS QS JS 10S 9S")).stdout
    assert "hearts by Ania: 120:50 made" in out


def test_DERDA_R2_runs_apart_in_one_suit_are_two_words(eve):
    out = eve(*made("--words", "Ania=AS KS QS", "--words", "Ania=10S 9S 8S")).stdout
    assert "hearts by Ania: 110:50 made" in out


# ----------------------------------------------------------------- tally options (DERDA-T2)


@pytest.mark.parametrize(
    ("hundred", "drawn"),
    [("triangle", 'd="M8 1L15 15H1Z"'), ("square", 'd="M1 1H15V15H1Z"'), ("circle", "<circle")],
)
def test_DERDA_T2_html_sheet_draws_the_chosen_hundred(cli, hundred, drawn):
    cli(*ANIA_BARTEK, "--set", f"tally_hundred={hundred}")
    cli("hand", "--bidder", "Ania", "--trump", "H", "--cards", "Ania=120", "--cards", "Bartek=10")
    html = cli("sheet", "--format", "html").stdout
    assert drawn in html


def test_DERDA_T2_units_kept_as_digits(cli):
    cli(*ANIA_BARTEK, "--set", "tally_units=keep")
    cli("hand", "--bidder", "Ania", "--trump", "H", "--cards", "Ania=48", "--cards", "Bartek=16")
    cli("hand", "--bidder", "Ania", "--trump", "H", "--cards", "Ania=74", "--cards", "Bartek=17")
    sheet = cli("sheet").stdout
    assert "122  ○ ─" in sheet  # 110 in figures, 12 units never traded for a stroke
    assert "12" in sheet.split("122  ○ ─", 1)[1].splitlines()[1]
    html = cli("sheet", "--format", "html").stdout
    assert ">12</text>" in html


def test_DERDA_T2_judge_tally_hundred(cli):
    out = cli("judge", "derda", "tally", "230", "--hundred", "square").stdout
    assert out.startswith("Verdict: □ □ └")
    ascii_out = cli(
        "judge", "derda", "tally", "230", "--set", "tally_hundred=triangle", "--style", "ascii"
    ).stdout
    assert ascii_out.startswith("Verdict: /\\ /\\ L")
    bad = cli("judge", "derda", "tally", "230", "--hundred", "star", code=1)
    assert "circle, triangle or square" in bad.stderr


def one_game(cli, name: str) -> None:
    """The session plays one game only (``play_on = false``): nothing may follow it."""
    path = cli.journal(name)
    path.write_text(path.read_text().replace("play_on = true", "play_on = false"))
