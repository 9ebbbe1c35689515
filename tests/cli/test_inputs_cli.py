"""What a user types is read one way in every game and command: numbers, yes/no, names,
session names, option values; and no input reaches an internal error (exit 3)."""

from __future__ import annotations

import json
import tomllib

import pytest

from scorekeep.games.derda import tally as derda_tally

HUGE = str(10**30)


def situation(tmp_path, **keys):
    path = tmp_path / "situation.json"
    path.write_text(json.dumps(keys), encoding="utf-8")
    return str(path)


def refused(cli, *args: str, code: int = 1) -> str:
    result = cli(*args, code=code)
    assert "Traceback" not in result.stderr and "internal error" not in result.stderr
    return result.stderr.strip().splitlines()[0]


# ----------------------------------------------------------------- whole numbers


def test_underscore_number_refused_by_bridge_judge_score(cli):
    line = refused(cli, "judge", "bridge", "score", "4H", "--tricks", "1_0")
    assert "--tricks: '1_0' is not a whole number" in line


def test_underscore_number_refused_by_bridge_hand(cli):
    cli("new", "bridge-rubber", "--players", "A,B,C,D", "--name", "r")
    line = refused(cli, "hand", "4S", "--by", "N", "--tricks", "1_0")
    assert "--tricks: '1_0' is not a whole number" in line


@pytest.mark.parametrize(
    ("game", "players", "args", "field"),
    [
        (
            "derda",
            "Ania,Bartek",
            ["--bidder", "Ania", "--trump", "H", "--cards", "Ania=9_0", "--cards", "Bartek=46"],
            "--cards",
        ),
        (
            "deberc",
            "Ania,Bartek",
            ["--bidder", "Ania", "--trump", "H", "--cards", "Ania=9_0", "--cards", "Bartek=72"],
            "--cards",
        ),
        (
            "dernie",
            "Ania,Bartek,Celina",
            [
                "--closer",
                "Ania",
                "--left",
                "Bartek=10",
                "--left",
                "Celina=20",
                "--penalty",
                "Bartek=1_0",
            ],
            "",
        ),
    ],
)
def test_underscore_number_refused_by_every_game(cli, game, players, args, field):
    cli("new", game, "--players", players, "--name", "g")
    line = refused(cli, "hand", *args)
    assert "9_0" in line or "1_0" in line
    assert field in line


def test_plus_sign_accepted_by_deberc_as_by_the_other_games(cli):
    cli("new", "deberc", "--players", "Ania,Bartek", "--name", "g")
    out = cli(
        "hand", "--bidder", "Ania", "--trump", "H", "--cards", "Ania=+90", "--cards", "Bartek=66"
    )
    assert "hand 1" in out.stdout


def test_unicode_digit_hand_number_is_a_usage_error_not_an_internal_error(cli):
    cli("new", "derda", "--players", "Ania,Bartek", "--name", "g")
    line = refused(cli, "fix", "²", "--annul", "double-pass", code=2)
    assert "give the hand number first" in line


def test_unicode_digit_player_count_refused_by_deberc_judge_seven(cli):
    line = refused(cli, "judge", "deberc", "seven", "--trump", "H", "--players", "²")
    assert line.startswith("scorekeep: error: ")


# ----------------------------------------------------------------- yes / no


def test_unknown_yes_no_word_is_an_error_naming_the_field(cli, tmp_path):
    path = situation(tmp_path, contract="4H", tricks=10, vul="maybe")
    line = refused(cli, "judge", "bridge", "score", "--situation", path)
    assert "--vul: 'maybe' is not yes or no" in line


@pytest.mark.parametrize("word", ["tak", "так", "sì", "si", "yes", "Y", "1", "true"])
def test_yes_words_read_alike_in_bridge(cli, tmp_path, word):
    path = situation(tmp_path, contract="4H", tricks=10, vul=word)
    data = cli.json("judge", "bridge", "score", "--situation", path)
    assert "vulnerable" in data["explanation"] and "not vulnerable" not in data["explanation"]


@pytest.mark.parametrize(
    ("word", "verdict"),
    [
        ("так", "may not exchange"),
        ("sì", "may not exchange"),
        ("Yes", "may not exchange"),
        ("nie", "may exchange"),
        ("ні", "may exchange"),
        ("no", "may exchange"),
    ],
)
def test_yes_no_words_read_alike_in_derda(cli, tmp_path, word, verdict):
    path = situation(tmp_path, trump="H", hand="7H KS", turned="AH", trick_started=word)
    assert cli.json("judge", "derda", "seven", "--situation", path)["verdict"] == verdict


def test_unknown_yes_no_word_refused_by_durak_as_by_every_game(cli, tmp_path):
    path = situation(
        tmp_path,
        trump="D",
        players=["Ania", "Ty", "Bartek", "Dorota"],
        attacker="Ania",
        defender="Ty",
        table=[["9C", "10C"], ["9H", None]],
        defender_hand=5,
        by="Dorota",
        card="10D",
        taken="maybe",
    )
    line = refused(cli, "judge", "durak", "throw", "--situation", path)
    assert "is not yes or no" in line


def test_set_reads_yes_no_words_for_a_bool_option(cli):
    cli("new", "derda", "--players", "Ania,Bartek", "--name", "g", "--set", "trade_offers=nie")
    header = tomllib.loads(cli.journal("g").read_text(encoding="utf-8"))
    assert header["options"]["trade_offers"] is False


# ----------------------------------------------------------------- bounds


def test_derda_trade_beyond_any_score_refused_so_the_sheet_never_overflows(cli):
    cli("new", "derda", "--players", "Ania,Bartek", "--name", "g")
    line = refused(cli, "hand", "--trade", f"Ania={HUGE}")
    assert "--trade" in line and "too large" in line
    cli("sheet")


def test_derda_trade_beyond_any_score_in_a_hand_edited_journal_is_pointed_at(cli):
    cli("new", "derda", "--players", "Ania,Bartek", "--name", "g")
    cli("hand", "--trade", "Ania=20")
    path = cli.journal("g")
    path.write_text(path.read_text(encoding="utf-8").replace("Ania = 20", f"Ania = {HUGE}"))
    line = refused(cli, "sheet")
    assert "trade points must be a positive whole number" in line


def test_derda_tally_question_refuses_a_number_beyond_any_score(cli):
    line = refused(cli, "judge", "derda", "tally", str(10**12))
    assert "N: " in line and "too large" in line


def test_derda_tally_of_a_huge_total_is_its_digits():
    assert derda_tally.tally(10**5) == ("100000",)
    assert derda_tally.tally(505) == ("○ ○ ○ ○ ○", "5")
    last = derda_tally.MOST_HUNDREDS * 100
    assert derda_tally.tally(last)[0].count("○") == derda_tally.MOST_HUNDREDS


@pytest.mark.parametrize(
    ("ruleset", "setting"),
    [
        ("derda", f"target={HUGE}"),
        ("derda", "target=1_000"),
        ("derda", "target=0x10"),
        ("deberc", "target=1000000"),
        ("dernie", "target=-1000000"),
        ("bridge-rubber", f"rubber_bonus_two_nil={HUGE}"),
    ],
)
def test_option_numbers_have_a_range_at_new(cli, ruleset, setting):
    players = {"bridge-rubber": "A,B,C,D", "dernie": "A,B,C"}.get(ruleset, "A,B")
    line = refused(cli, "new", ruleset, "--players", players, "--set", setting)
    assert "--set: option" in line and "is not allowed" in line


def test_list_option_of_numbers_refused_at_new(cli):
    line = refused(cli, "new", "bridge-rubber", "--players", "A,B,C,D", "--set", "nt_alias=[1,2]")
    assert "nt_alias = [1, 2] is not allowed; it must be a list of words" in line


def test_list_option_of_numbers_refused_at_rules_new(cli):
    line = refused(
        cli, "rules", "new", "ours", "--from", "bridge-rubber", "--set", "nt_alias=[1,2]"
    )
    assert "nt_alias" in line


def test_list_option_of_numbers_refused_at_judge(cli):
    line = refused(cli, "judge", "bridge", "score", "4C", "--tricks", "10", "--set", "nt_alias=[1]")
    assert "nt_alias" in line


def test_table_option_of_numbers_refused_at_new(cli):
    line = refused(cli, "new", "durak", "--players", "A,B,C,D", "--set", "teams={Red=[1,2]}")
    assert "teams" in line


# ----------------------------------------------------------------- names


def test_player_name_not_utf8_refused_at_new(cli):
    line = refused(cli, "new", "derda", "--players", "A\udcff,B")
    assert "--players: 'A\\xff' is not valid UTF-8 text" in line


def test_hand_word_not_utf8_refused(cli):
    cli("new", "derda", "--players", "Ania,Bartek", "--name", "g")
    line = refused(cli, "hand", "--bidder", "\udcff", "--trump", "H")
    assert "not valid UTF-8" in line


@pytest.mark.parametrize("game", ["bridge-rubber", "derda", "deberc", "dernie", "durak"])
@pytest.mark.parametrize("bad", ["A\nB", "A\x1b[2J"])
def test_player_name_with_control_characters_refused_at_new(cli, game, bad):
    names = [bad, "B", "C", "D"] if game == "bridge-rubber" else [bad, "B"]
    if game == "dernie":
        names.append("C")
    line = refused(cli, "new", game, "--players", ",".join(names))
    assert "--players" in line and "control character" in line


def test_player_names_are_nfc_normalised(cli):
    cli("new", "derda", "--players", "Zoe\u0301,Bartek", "--name", "g")
    header = tomllib.loads(cli.journal("g").read_text(encoding="utf-8"))
    assert "Zo\u00e9" in json.dumps(header, ensure_ascii=False)
    assert "Zoe\u0301" not in json.dumps(header, ensure_ascii=False)
    cli(
        "hand",
        "--bidder",
        "Zo\u00e9",
        "--trump",
        "H",
        "--cards",
        "Zo\u00e9=70",
        "--cards",
        "Bartek=50",
    )


# ----------------------------------------------------------------- session names


def test_session_name_with_toml_suffix_means_the_name(cli):
    cli("new", "derda", "--players", "A,B", "--name", "x.toml")
    assert cli.journal("x").exists()
    assert not (cli.home / "sessions" / "x.toml.toml").exists()


def test_session_name_is_stripped(cli):
    cli("new", "derda", "--players", "A,B", "--name", " sp ")
    assert cli.journal("sp").exists()


def test_session_names_are_unique_case_insensitively(cli):
    cli("new", "derda", "--players", "A,B", "--name", "friday")
    line = refused(cli, "new", "derda", "--players", "A,B", "--name", "Friday")
    assert "session friday already exists" in line


def test_session_name_with_a_line_break_refused(cli):
    line = refused(cli, "new", "derda", "--players", "A,B", "--name", "a\nb")
    assert "--name" in line


def test_unicode_digit_card_points_refused_by_deberc_not_an_internal_error(cli):
    cli("new", "deberc", "--players", "Ania,Bartek", "--name", "g")
    line = refused(cli, "hand", "--bidder", "Ania", "--trump", "H", "--cards", "Ania=²")
    assert "card points of Ania must be a whole number, not '²'" in line


def test_dernie_fine_beyond_any_score_refused(cli):
    cli("new", "dernie", "--players", "Ania,Bartek,Celina", "--name", "g")
    args = ("--closer", "Ania", "--left", "Bartek=10", "--left", "Celina=20")
    line = refused(cli, "hand", *args, "--penalty", f"Bartek={HUGE}")
    assert "--penalty" in line and "too large" in line


def test_player_typed_in_decomposed_form_is_found(cli):
    cli("new", "derda", "--players", "Zo\u00e9,Bartek", "--name", "g")
    out = cli(
        "hand",
        "--bidder",
        "zoe\u0301",
        "--trump",
        "H",
        "--cards",
        "zoe\u0301=70",
        "--cards",
        "Bartek=50",
    )
    assert "bid by Zo\u00e9" in out.stdout or "Zo\u00e9" in out.stdout


def test_session_found_whatever_the_case_it_is_typed_in(cli):
    cli("new", "derda", "--players", "A,B", "--name", "friday")
    cli("new", "derda", "--players", "A,B", "--name", "other")
    assert "friday" in cli("status", "-s", "FRIDAY").stdout
    assert "current session: friday" in cli("use", "Friday").stdout


def test_option_word_not_utf8_refused_at_new(cli):
    line = refused(cli, "new", "bridge-rubber", "--players", "A,B,C,D", "--set", "nt_alias=x\udcff")
    assert "--set" in line and "not valid UTF-8" in line


def test_ruleset_name_not_utf8_refused_at_rules_new(cli):
    line = refused(cli, "rules", "new", "x\udcff", "--from", "derda")
    assert "NAME" in line and "not valid UTF-8" in line


@pytest.mark.parametrize(("game", "question"), [("bridge", "auction"), ("derda", "calls")])
def test_judge_word_not_utf8_refused(cli, game, question):
    line = refused(cli, "judge", game, question, "x\udcff")
    assert "not valid UTF-8" in line


@pytest.mark.parametrize(
    ("game", "question", "keys"),
    [
        ("bridge", "auction", {"calls": 5}),
        ("bridge", "auction", {"calls": None}),
        ("derda", "words", {"words": {"Ania": 5}}),
        ("deberc", "combinations", {"words": 5}),
    ],
)
def test_situation_value_of_the_wrong_type_refused(cli, tmp_path, game, question, keys):
    line = refused(cli, "judge", game, question, "--situation", situation(tmp_path, **keys))
    assert "is not a" in line


@pytest.mark.parametrize("number", ["1_0", "²", "0", "x"])
def test_undo_reads_the_hand_number_like_every_number(cli, number):
    cli("new", "derda", "--players", "Ania,Bartek", "--name", "g")
    line = refused(cli, "undo", number)
    assert line.startswith("scorekeep: error: N: ")


@pytest.mark.parametrize("command", [("undo",), ("fix", "1", "--annul", "double-pass")])
def test_reason_not_utf8_refused(cli, command):
    cli("new", "derda", "--players", "Ania,Bartek", "--name", "g")
    cli("hand", "--annul", "dwa-razy")
    line = refused(cli, *command, "--reason", "x\udcff")
    assert "--reason" in line and "not valid UTF-8" in line
