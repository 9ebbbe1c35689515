"""Derniè through the command line: an evening, every validation message of a deal as
one line with the journal unchanged, and every judge question by flags and by situation file."""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st


@pytest.fixture
def eve(cli):
    cli("new", "dernie", "--players", "Ania,Bartek,Celina", "--name", "eve")
    return cli


def test_worked_examples_1_to_3_through_the_cli(eve):
    eve("hand", "--closer", "Ania", "--left", "Bartek=23", "--left", "Celina=40")
    assert eve.json("status")["totals"] == {"Ania": -63, "Bartek": 23, "Celina": 40}
    eve("hand", "--closer", "Bar", "--left", "Ania=KS 7H JOKER", "--left", "cel=AC 2D")
    assert eve.json("status")["totals"] == {"Ania": -31, "Bartek": -22, "Celina": 53}
    out = eve("hand", "--closer", "Ania", "--left", "Bartek=40", "--left", "Celina=30").stdout
    assert "game over (DERNIE-R21)" in out
    status = eve.json("status")
    assert status["totals"] == {"Ania": -101, "Bartek": 18, "Celina": 83}
    assert status["finished"] is True and status["winner"] == "Ania"
    assert status["next_dealer"] is None


def test_status_json_keys_follow_the_spec(eve):
    status = eve.json("status")
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
    ):
        assert key in status
    assert status["game"] == "dernie" and status["next_dealer"] == "Ania"
    eve("hand", "--closer", "Celina", "--left", "Ania=4", "--left", "Bartek=5")
    status = eve.json("status")
    assert status["next_dealer"] == "Bartek" and status["hands"] == 1
    assert status["finished"] is False and status["winner"] is None


def test_journal_holds_hands_array_with_inline_tables(eve):
    eve(
        "hand",
        "--closer",
        "Ania",
        "--left",
        "Bartek=ks 7h jolly",
        "--left",
        "Celina=23",
        "--penalty",
        "Celina=5",
        "--note",
        "exposed card",
    )
    text = eve.journal("eve").read_text()
    assert "[[hands]]" in text and "[[hand]]" not in text
    assert 'left = { Bartek = "KS 7H JOKER", Celina = 23 }' in text
    assert "penalties = { Celina = 5 }" in text
    assert 'note = "exposed card"' in text
    assert eve.json("status")["totals"] == {"Ania": -55, "Bartek": 32, "Celina": 28}


def test_italian_letters_on_the_command_line(eve):
    eve("hand", "--closer", "Ania", "--left", "Bartek=RS DH FC", "--left", "Celina=AD")
    sheet = eve.json("sheet")
    assert sheet["hands"][0]["entry"]["left"]["Bartek"] == "KS QH JC"
    assert sheet["totals"]["Bartek"] == 30


def test_undo_fix_and_sheet(eve):
    eve("hand", "--closer", "Ania", "--left", "Bartek=23", "--left", "Celina=40")
    eve("hand", "--closer", "Bartek", "--left", "Ania=10", "--left", "Celina=10")
    eve("undo", "--reason", "wrong closer")
    eve("hand", "--closer", "Celina", "--left", "Ania=10", "--left", "Bartek=10")
    eve(
        "fix",
        "1",
        "--closer",
        "Ania",
        "--left",
        "Bartek=20",
        "--left",
        "Celina=40",
        "--reason",
        "miscounted",
    )
    status = eve.json("status")
    assert status["totals"] == {"Ania": -50, "Bartek": 30, "Celina": 20}
    text = eve("sheet").stdout
    assert "VOID" in text and "fixed" in text and "Deals played: 2" in text
    assert "Ania ±" in text and "-60" in text and "+20" in text


def test_close_ends_the_session(eve):
    eve("hand", "--closer", "Ania", "--left", "Bartek=23", "--left", "Celina=40")
    closed = eve.json("close")
    # Issue 36: closed before anyone reached the target, the game is unfinished, not won.
    assert closed["finished"] is True and closed["winner"] is None
    assert closed["unfinished"] is True and "Ania has the lowest total" in closed["reason"]


def test_hand_help_lists_the_dernie_fields(eve):
    out = eve("hand", "--help").stdout
    assert "--closer" in out and "--left PLAYER=VALUE" in out and "--penalty" in out


def test_example_dernie_is_a_three_player_evening(cli):
    out = cli("example", "dernie").stdout
    assert "Winner: Ania" in out and "Deals played: 5" in out
    status = cli.json("status", "-s", "example-dernie")
    assert status["players"] == ["Ania", "Bartek", "Celina"]
    assert status["totals"] == {"Ania": -107, "Bartek": 1, "Celina": 111}
    cli("check", "-s", "example-dernie")


def test_check_reports_a_hand_edited_bad_card(eve):
    eve("hand", "--closer", "Ania", "--left", "Bartek=23", "--left", "Celina=40")
    path = eve.journal("eve")
    path.write_text(path.read_text().replace("Bartek = 23", 'Bartek = "KS 11S"'))
    result = eve("check", "-s", "eve", code=1)
    line = result.stderr.strip().splitlines()[0]
    assert "unknown card '11S'" in line and line.startswith(f"{path}:")


# ----------------------------------------------------------------- validation

REJECTIONS = [
    (["--closer", "Zed", "--left", "Bartek=3", "--left", "Celina=4"], "unknown player"),
    (
        ["--closer", "Ania", "--left", "Zed=3", "--left", "Bartek=3", "--left", "Celina=4"],
        "unknown player",
    ),
    (["--closer", "Ania", "--left", "Bartek=3"], "missing"),
    (
        ["--closer", "Ania", "--left", "Ania=KS", "--left", "Bartek=3", "--left", "Celina=4"],
        "closer",
    ),
    (
        ["--closer", "Ania", "--left", "Ania=5", "--left", "Bartek=3", "--left", "Celina=4"],
        "closer",
    ),
    (["--closer", "Ania", "--left", "Bartek=1H", "--left", "Celina=4"], "unknown card"),
    (["--closer", "Ania", "--left", "Bartek=KS 11S", "--left", "Celina=4"], "unknown card"),
    (["--closer", "Ania", "--left", "Bartek=ZZ", "--left", "Celina=4"], "unknown card"),
    (["--closer", "Ania", "--left", "Bartek=KX", "--left", "Celina=4"], "unknown card"),
    (["--closer", "Ania", "--left", "Bartek=abc", "--left", "Celina=4"], "unknown card"),
    (["--closer", "Ania", "--left", "Bartek=-3", "--left", "Celina=4"], "negative"),
    (["--closer", "Ania", "--left", "Bartek=12.5", "--left", "Celina=4"], "integer"),
    (["--closer", "Ania", "--left", "Bartek=0", "--left", "Celina=4"], "at least one card"),
    (["--closer", "Ania", "--left", "Bartek=1", "--left", "Celina=4"], "at least one card"),
    (["--closer", "Ania", "--left", "Bartek=", "--left", "Celina=4"], "at least one card"),
    (["--closer", "Ania", "--left", "Bartek=821", "--left", "Celina=4"], "exceeds"),
    (["--closer", "Ania", "--left", "Bartek=KS KS", "--left", "Celina=KS"], "too many copies"),
    (
        ["--closer", "Ania", "--left", "Bartek=JOKER JOKER JK", "--left", "Celina=JOLLY JOKER"],
        "too many copies",
    ),
    (
        ["--closer", "Ania", "--left", "Bartek=3", "--left", "Celina=4", "--penalty", "Celina=-2"],
        "negative",
    ),
    (["--left", "Bartek=3", "--left", "Celina=4"], "closer"),
]


@pytest.mark.parametrize(("args", "fragment"), REJECTIONS)
def test_validation_message_one_line_journal_unchanged(eve, rejected, args, fragment):
    line = rejected("eve", "hand", *args)
    assert fragment in line
    assert "DERNIE-R" in line and ("--left" in line or "--closer" in line or "--penalty" in line)


def test_validation_names_the_value(eve, rejected):
    line = rejected(
        "eve", "hand", "--closer", "Ania", "--left", "Bartek=KS 11S", "--left", "Celina=4"
    )
    assert "'11S'" in line and "Bartek" in line and "(DERNIE-R1)" in line


def test_validation_nothing_after_the_game_is_won(eve, rejected):
    one_game(eve, "eve")
    eve("hand", "--closer", "Ania", "--left", "Bartek=50", "--left", "Celina=50")
    line = rejected("eve", "hand", "--closer", "Bartek", "--left", "Ania=3", "--left", "Celina=4")
    assert "finished" in line and "DERNIE-R22" in line


def test_validation_a_rejected_deal_changes_nothing_later_deals_go_on(eve, rejected):
    rejected("eve", "hand", "--closer", "Ania", "--left", "Bartek=ZZ", "--left", "Celina=4")
    eve("hand", "--closer", "Ania", "--left", "Bartek=3", "--left", "Celina=4")
    assert eve.json("status")["hands"] == 1


@pytest.mark.parametrize("players", ["Ania", "A,B,C,D,E,F,G,H,I,J,K", "Ania,Bartek,ania"])
def test_validation_session_players(cli, players):
    result = cli("new", "dernie", "--players", players, "--name", "bad", code=1)
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and "players" in lines[0] and "Traceback" not in result.stderr
    assert not cli.journal("bad").exists()


def test_validation_session_max_players_option(cli):
    result = cli("new", "dernie", "--players", "A,B,C,D,E", "--set", "max_players=4", code=1)
    assert "players" in result.stderr
    cli("new", "dernie", "--players", "A,B,C,D,E,F,G,H,I,J", "--name", "ten")
    assert cli.json("status")["next_dealer"] == "A"


def test_new_with_first_dealer_and_target(cli):
    cli(
        "new",
        "dernie",
        "--players",
        "Ania,Bartek",
        "--set",
        "first_dealer=Bartek",
        "--set",
        "target=-50",
        "--name",
        "two",
    )
    assert cli.json("status")["next_dealer"] == "Bartek"
    cli("hand", "--closer", "Ania", "--left", "Bartek=50")
    status = cli.json("status")
    assert status["winner"] == "Ania" and status["target"] == -50


ENTRY_WORDS = st.sampled_from(
    [
        "--closer",
        "Ania",
        "Bartek",
        "Zed",
        "--left",
        "Bartek=23",
        "Celina=KS 7H",
        "Celina=ZZ",
        "Ania=5",
        "Bartek=-4",
        "Celina=12.5",
        "Bartek=KS KS KS",
        "--penalty",
        "Celina=-1",
        "Celina=3",
        "--note",
        "x",
        "Bartek=0",
        "=",
        "",
    ]
)


@settings(
    max_examples=40,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(st.lists(ENTRY_WORDS, max_size=8))
def test_rejected_entry_leaves_journal_byte_identical(cli, args):
    path = cli.journal("prop")
    if not path.exists():
        cli("new", "dernie", "--players", "Ania,Bartek,Celina", "--name", "prop")
    cli.try_hand("prop", *args)


# ----------------------------------------------------------------- judge


def judge(cli, *args: str) -> dict:
    return cli.json("judge", "dernie", *args)


def test_judge_play_text_names_rule_and_quotes_it(cli):
    out = cli("judge", "dernie", "play", "--top", "5C", "--card", "KH").stdout
    assert "Verdict: legal: play reverses" in out
    assert "DERNIE-R12: A King reverses the direction of play." in out


def test_judge_play_json_shape(cli):
    data = judge(cli, "play", "--top", "5C", "--card", "9H")
    assert data["answer"] == {"legal": False, "reason": "no_match"}
    assert data["rule"] == "DERNIE-R5" and data["rule_text"].startswith("On their turn")
    assert set(data) >= {"verdict", "answer", "rule", "rule_text", "explanation"}
    assert judge(cli, "play", "--top", "JOKER", "--declared-suit", "H", "QS")["answer"] == {
        "legal": True,
        "effect": "skip",
    }
    assert judge(cli, "play", "--top", "AC", "--card", "AD", "--pending", "ace")["answer"] == {
        "legal": True,
        "effect": "skip_and_draw",
        "draw": 4,
    }


def test_judge_sequence_worked_example(cli):
    data = judge(
        cli,
        "sequence",
        "--players",
        "A,B,C,D",
        "--turn",
        "A",
        "--top",
        "5C",
        "A QC, C KC, B AC, A AD, D take",
    )
    assert data["answer"] == {
        "next": "C",
        "direction": "ccw",
        "drawn": {"D": 4},
        "top": "AD",
        "declared_suit": None,
    }
    assert data["rule"] == "DERNIE-R13"


def test_judge_sequence_seven_example(cli):
    data = judge(
        cli,
        "sequence",
        "--players",
        "A,B,C",
        "--turn",
        "B",
        "--top",
        "9H",
        "B 7H,",
        "A 7S,",
        "C take",
    )
    assert data["answer"]["next"] == "C" and data["answer"]["drawn"] == {"C": 2}


def test_judge_ace_draw_call_hand_value(cli):
    assert judge(cli, "ace-draw", "3")["answer"] == {"draw": 6}
    assert judge(cli, "ace_draw", "--aces", "4")["answer"] == {"draw": 8}
    assert judge(cli, "call", "--cards-left", "1", "--call", "late")["answer"] == {
        "penalty_cards": 2
    }
    assert judge(cli, "hand-value", "KS 7H JOKER")["answer"] == {"points": 32}
    assert judge(cli, "hand-value", "--hand", "JOKER JOKER AH")["answer"] == {"points": 41}


def test_judge_set_option(cli):
    data = judge(cli, "ace-draw", "3", "--set", "ace_penalty_cards=3")
    assert data["answer"] == {"draw": 9}
    data = judge(cli, "play", "--top", "9H", "--card", "7H", "--set", "seven_target=next")
    assert data["answer"]["effect"] == "next_draws"


def test_judge_situation_file_json_and_toml(cli, tmp_path):
    situation = tmp_path / "s.json"
    situation.write_text(
        json.dumps(
            {
                "players": ["A", "B", "C", "D"],
                "turn": "A",
                "direction": "cw",
                "top": "5C",
                "declared_suit": None,
                "events": [
                    {"by": "A", "play": "QC"},
                    {"by": "C", "play": "KC"},
                    {"by": "B", "play": "AC"},
                    {"by": "A", "play": "AD"},
                    {"by": "D", "take": True},
                ],
            }
        )
    )
    data = judge(cli, "sequence", "--situation", str(situation))
    assert data["answer"]["next"] == "C" and data["answer"]["drawn"] == {"D": 4}
    toml = tmp_path / "p.toml"
    toml.write_text('top = "JOKER"\ndeclared_suit = "H"\ncard = "4S"\n')
    assert judge(cli, "play", "--situation", str(toml))["answer"] == {
        "legal": False,
        "reason": "declared_suit_mismatch",
    }
    # options override the file
    assert judge(cli, "play", "--situation", str(toml), "--card", "4H")["answer"] == {
        "legal": True,
        "effect": "none",
    }
    call = tmp_path / "c.toml"
    call.write_text('cards_left = 1\ncall = "none"\n')
    assert judge(cli, "call", "--situation", str(call))["answer"] == {"penalty_cards": 2}
    hand = tmp_path / "h.json"
    hand.write_text(json.dumps({"hand": ["KS", "7H", "JOKER"]}))
    assert judge(cli, "hand-value", "--situation", str(hand))["answer"] == {"points": 32}
    aces = tmp_path / "a.toml"
    aces.write_text("k = 2\n")
    assert judge(cli, "ace-draw", "--situation", str(aces))["answer"] == {"draw": 4}


@pytest.mark.parametrize(
    ("args", "fragment"),
    [
        (["play", "--top", "5C", "--declared-suit", "H", "--card", "4H"], "declared_suit"),
        (["play", "--top", "5C", "--card", "1H"], "unknown card"),
        (["play", "--top", "5X", "--card", "5H"], "unknown card"),
        (["sequence", "--players", "A,B", "--top", "5C", "A 11S"], "unknown card"),
        (
            ["sequence", "--players", "A,B", "--top", "5C", "--declared-suit", "S", "A 5S"],
            "declared_suit",
        ),
        (["sequence", "--players", "A,B", "--top", "5C", "Zed 5S"], "unknown player"),
        (["ace-draw", "9"], "8 aces"),
        (["call", "--cards-left", "x", "--call", "late"], "whole number"),
        (["hand-value", "KS ZZ"], "unknown card"),
    ],
)
def test_judge_impossible_situation_is_one_line_exit_1(cli, args, fragment):
    result = cli("judge", "dernie", *args, code=1)
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and fragment in lines[0] and "Traceback" not in result.stderr


def test_judge_help_lists_the_questions(cli):
    out = cli("judge", "dernie").stdout
    for name in ("play", "sequence", "ace-draw", "call", "hand-value"):
        assert name in out
    assert "--declared-suit" in cli("judge", "dernie", "play", "--help").stdout


def test_judge_sequence_events_by_flag(cli):
    one = judge(
        cli,
        "sequence",
        "--players",
        "A,B,C",
        "--turn",
        "B",
        "--top",
        "9H",
        "--events",
        "B 7H, A 7S, C take",
    )
    many = judge(
        cli,
        "sequence",
        "--players",
        "A,B,C",
        "--turn",
        "B",
        "--top",
        "9H",
        "--event",
        "B 7H",
        "--event",
        "A 7S",
        "--event",
        "C take",
    )
    assert (
        one["answer"]
        == many["answer"]
        == {"next": "C", "direction": "cw", "drawn": {"C": 2}, "top": "7S", "declared_suit": None}
    )


def test_judge_verdicts_in_plain_words_codes_in_json(cli):
    out = cli("judge", "dernie", "play", "--top", "5C", "--card", "9H").stdout
    assert out.startswith("Verdict: illegal: neither suit nor rank matches\n")
    out = cli("judge", "dernie", "play", "--top", "5C", "--card", "7C").stdout
    assert "previous_draws" not in out.splitlines()[0]
    assert judge(cli, "play", "--top", "5C", "--card", "7C")["answer"]["effect"] == "previous_draws"


def one_game(cli, name: str) -> None:
    """The session plays one game only (``play_on = false``): nothing may follow it."""
    path = cli.journal(name)
    path.write_text(path.read_text().replace("play_on = true", "play_on = false"))
