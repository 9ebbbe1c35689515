"""`judge derda declaration` and `judge deberc declaration`: was a word announced in time
(DERDA-R15, DEBERC-R15), with the digests' worked inputs, through the command line."""

from __future__ import annotations

import json

import pytest


def _answer(cli, game, *args):
    return cli.json("judge", game, "declaration", *args)["answer"]


@pytest.mark.parametrize(
    ("args", "valid"),
    [
        (("--kind", "sequence", "--trick", "1", "--moment", "on_own_card"), True),
        (("--kind", "sequence", "--trick", "1", "--moment", "before_play"), True),
        (("--kind", "sequence", "--trick", "1", "--moment", "after_own_card"), False),
        (("--kind", "sequence", "--trick", "2", "--moment", "on_own_card"), False),
    ],
)
def test_DERDA_R15_sequence_with_the_card_to_the_first_trick(cli, args, valid):
    answer = _answer(cli, "derda", *args)
    assert answer["valid"] is valid
    assert "Sekwencję trzeba zgłosić przy zagraniu karty do pierwszej lewy" in answer["reason"]


@pytest.mark.parametrize(
    ("args", "valid"),
    [
        (("--kind", "belo", "--trick", "4", "--moment", "on_own_card", "--holds-both"), True),
        (("--kind", "belo", "--trick", "6", "--moment", "after_own_card", "--holds-both"), True),
        (("--kind", "belo", "--trick", "6", "--moment", "after_own_card"), False),
        (("--kind", "belo", "--trick", "5", "--moment", "on_own_card"), False),
        (("--kind", "belo", "--trick", "9", "--moment", "on_own_card"), True),
    ],
)
def test_DERDA_R15_belo_shown_played_or_with_the_last_card(cli, args, valid):
    answer = _answer(cli, "derda", *args)
    assert answer["valid"] is valid
    assert "mając króla i damę atutową" in answer["reason"]


def test_DERDA_R15_text_verdict_quotes_the_rule(cli):
    out = cli(
        "judge",
        "derda",
        "declaration",
        "--kind",
        "sequence",
        "--trick",
        "1",
        "--moment",
        "after_own_card",
    ).stdout
    assert out.startswith("Verdict: the sequence is void")
    assert "DERDA-R15: Declaring in time" in out


def test_DERDA_R15_situation_file(cli, tmp_path):
    path = tmp_path / "late.json"
    path.write_text(
        json.dumps({"kind": "belo", "trick": 3, "moment": "before_play", "holds_both": True}),
        encoding="utf-8",
    )
    answer = cli.json("judge", "derda", "declaration", "--situation", str(path))["answer"]
    assert answer["valid"] is True


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("--kind", "word", "--moment", "on_own_card"), "--kind 'word' must be one of"),
        (("--kind", "sequence", "--moment", "soon"), "--moment 'soon' must be one of"),
        (("--kind", "sequence", "--moment", "on_own_card", "--trick", "10"), "from 1 to 9"),
        (("--kind", "sequence"), "give --moment"),
    ],
)
def test_DERDA_R15_bad_inputs_are_one_line_errors(cli, args, message):
    result = cli("judge", "derda", "declaration", *args, code=1)
    assert message in result.stderr
    assert "Traceback" not in result.stderr


@pytest.mark.parametrize(
    ("option", "moment", "valid"),
    [
        ("first_move", "first_card", True),
        ("first_move", "before_play", True),
        ("first_move", "later_card", False),
        ("before_play", "before_play", True),
        ("before_play", "first_card", False),
        ("before_play", "after_cards", False),
    ],
)
def test_DEBERC_R15_combinations_per_declare_combinations(cli, option, moment, valid):
    trick = "1" if moment in ("first_card", "before_play") else "3"
    answer = _answer(
        cli,
        "deberc",
        "--set",
        f"declare_combinations={option}",
        "--kind",
        "combination",
        "--moment",
        moment,
        "--trick",
        trick,
    )
    assert answer["valid"] is valid
    assert f"declare_combinations = {option}" in answer["reason"]


@pytest.mark.parametrize(
    ("args", "valid", "words"),
    [
        (("--moment", "later_card", "--trick", "5"), True, "bella counts"),
        (("--moment", "first_card"), True, "bella counts"),
        (("--moment", "after_cards", "--trick", "7"), False, "after both"),
        (("--moment", "before_play"), False, "not before play"),
        (("--moment", "later_card", "--trick", "4", "--no-trick"), False, "no trick"),
        (
            ("--moment", "later_card", "--trick", "4", "--card", "AS", "--trump", "H"),
            False,
            "bella_any_card is off",
        ),
        (
            ("--moment", "later_card", "--trick", "4", "--card", "QH", "--trump", "H"),
            True,
            "bella counts",
        ),
    ],
)
def test_DEBERC_R15_bella_as_its_king_or_queen_is_played(cli, args, valid, words):
    answer = _answer(cli, "deberc", "--kind", "bella", *args)
    assert answer["valid"] is valid
    assert words in answer["reason"]
    assert "оголосити «Белла»" in answer["reason"]


def test_DEBERC_R15_bella_any_card_option(cli):
    answer = _answer(
        cli,
        "deberc",
        "--set",
        "bella_any_card=true",
        "--kind",
        "bella",
        "--moment",
        "later_card",
        "--trick",
        "4",
        "--card",
        "AS",
        "--trump",
        "H",
    )
    assert answer["valid"] is True


def test_DEBERC_R15_first_card_is_in_trick_one(cli):
    result = cli(
        "judge",
        "deberc",
        "declaration",
        "--kind",
        "combination",
        "--moment",
        "first_card",
        "--trick",
        "3",
        code=1,
    )
    assert "--trick" in result.stderr


def test_DEBERC_R15_situation_file_toml(cli, tmp_path):
    path = tmp_path / "bella.toml"
    path.write_text('kind = "bella"\nmoment = "after_cards"\ntrick = 8\n', encoding="utf-8")
    out = cli("judge", "deberc", "declaration", "--situation", str(path)).stdout
    assert out.startswith("Verdict: bella is void")
    assert "DEBERC-R15: Declaring in time" in out
