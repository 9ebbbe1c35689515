""" "Did you mean" for names, cards, suits, commands, options and judge questions (issue 25,
item 5): the matches within two edits, nearest first, in one line and in the table's
language."""

from __future__ import annotations

import pytest

from scorekeep.core.nearby import edits, near

DURAK = ("durak", "--players", "Ania,Bartek,Celina")


def test_edits_count_a_swap_of_neighbours_as_one():
    assert edits("bratek", "bartek") == 1
    assert edits("bartk", "bartek") == 1
    assert edits("bartek", "bartek") == 0
    assert edits("ab", "ba") == 1
    assert edits("kitten", "sitting") == 3


def test_near_is_ranked_nearest_first_then_by_the_start():
    assert near("statu", ["seats", "stats", "status"]) == ["status", "stats", "seats"]
    assert near("Bartk", ["Ania", "Bartek", "Celina"]) == ["Bartek"]
    assert near("Zenon", ["Ania", "Bartek"]) == []
    assert near("x", ["ab", "y"]) == ["y"]


@pytest.mark.parametrize("typed", ["Bratek", "Bartk"])
def test_an_unknown_player_names_the_one_meant(cli, rejected, typed):
    cli("new", *DURAK, "--name", "d")
    flag = rejected("d", "hand", "--durak", typed)
    assert flag == f"scorekeep: error: --durak: unknown player '{typed}' — did you mean Bartek?"
    short = rejected("d", "hand", typed)
    assert (
        short
        == f"scorekeep: error: shorthand: '{typed}': expected the durak — did you mean Bartek?"
    )


def test_a_name_far_from_every_player_still_lists_the_players(cli, rejected):
    cli("new", *DURAK, "--name", "d")
    assert "(players: Ania, Bartek, Celina)" in rejected("d", "hand", "--durak", "Zenon")


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("pl", "czy chodziło o Bartek?"),
        ("uk", "можливо, Bartek?"),
        ("it", "forse intendevi Bartek?"),
    ],
)
def test_did_you_mean_speaks_the_tables_language(cli, lang, said):
    cli("new", *DURAK, "--lang", lang, "--name", "d")
    assert cli("hand", "--durak", "Bratek", code=1).stderr.strip().endswith(said)


def test_a_card_typed_wrong_names_the_card_meant(cli):
    out = cli(
        "judge", "bridge", "play", "--led", "9S", "--hand", "KS 7H 2C", "--card", "7HH", code=1
    )
    assert out.stderr.strip().endswith("— did you mean 7H?")
    out = cli("judge", "durak", "throw", "--trump", "D", "--card", "1OD", code=1)
    assert "— did you mean 10D? (DURAK-R1)" in out.stderr
    out = cli("judge", "dernie", "play", "--top", "JOKR", "--card", "5H", code=1)
    assert "— did you mean JOKER? (DERNIE-R1)" in out.stderr


def test_a_suit_word_typed_wrong_names_the_suit_meant(cli):
    out = cli("judge", "derda", "trick", "--lang", "pl", "--trump", "kierr", "9S KS JH", code=1)
    assert "czy chodziło o kier" in out.stderr


def test_a_mistyped_command_is_ranked_and_translated(cli):
    said = cli("statu", code=2).stderr
    assert "No such command 'statu'. Did you mean 'status' or 'stats'" in said
    said = cli("--lang", "pl", "statu", code=2).stderr
    assert "Nie ma polecenia 'statu'. Czy chodziło o 'status'" in said


def test_a_mistyped_option_is_answered_with_the_option_meant(cli):
    cli("new", *DURAK, "--name", "d")
    said = cli("status", "--formt", "json", code=2).stderr
    assert "No such option '--formt'. Did you mean '--format'?" in said
    said = cli("hand", "--durk", "Bartek", code=2).stderr.strip()
    assert said == (
        "scorekeep: error: hand: no such option --durk; this session plays durak"
        " — did you mean --durak?"
    )


def test_a_mistyped_judge_question_names_the_question_meant(cli):
    said = cli("judge", "durak", "thorw", code=2).stderr
    assert "judge durak: no question 'thorw' — did you mean throw?" in said


def test_table_answers_a_mistyped_command(cli):
    from scorekeep.cli.app import app

    cli("new", *DURAK, "--name", "d")
    result = cli.runner.invoke(app, ["--home", str(cli.home), "table"], input="stauts\n")
    assert result.exit_code == 1
    assert "'stauts' is no command and no hand — did you mean status?" in result.stderr
