"""Derniè conventions beside the digest's: honours after a Jolly (DERNIE-R25, the seed's
"una carta di qualsiasi valore ma che sia del seme dichiarato") and a stock that runs out
(DERNIE-R24, a house rule: reshuffle the discard pile but its top card, or end the deal)."""

from __future__ import annotations

import json

import pytest

from scorekeep.games.dernie.cards import parse_card
from scorekeep.games.dernie.judge_play import Honours, reason_against


def judge(cli, *args):
    return json.loads(cli("judge", "dernie", *args, "--format", "json").stdout)


STRICT = ("--set", "honours_after_jolly=declared_suit")


def test_DERNIE_R25_default_keeps_honours_playable_on_a_jolly(cli):
    answer = judge(cli, "play", "--top", "JOKER", "--declared-suit", "H", "--card", "KS")
    assert answer["answer"] == {"legal": True, "effect": "reverse"}


@pytest.mark.parametrize(
    ("card", "legal"), [("KS", False), ("7C", False), ("KH", True), ("4H", True), ("JOKER", True)]
)
def test_DERNIE_R25_seed_reading_any_value_of_the_declared_suit(cli, card, legal):
    verdict = judge(cli, "play", *STRICT, "--top", "JOKER", "--declared-suit", "H", "--card", card)
    assert verdict["answer"]["legal"] is legal
    if not legal:
        assert verdict["answer"]["reason"] == "jolly_suit"
        assert verdict["rule"] == "DERNIE-R25"
        assert "seme dichiarato" in verdict["rule_text"]


def test_DERNIE_R25_only_after_a_jolly_not_after_a_jack(cli):
    verdict = judge(cli, "play", *STRICT, "--top", "JC", "--declared-suit", "H", "--card", "KS")
    assert verdict["answer"]["legal"] is True


def test_DERNIE_R25_in_a_sequence(cli):
    args = (
        "sequence",
        "--players",
        "Ania,Bartek",
        "--turn",
        "Ania",
        "--top",
        "5C",
        "Ania JOKER H, Bartek QS",
    )
    assert judge(cli, *args)["answer"]["next"] == "Bartek"  # Q: two seats on
    strict = judge(cli, *args[:1], *STRICT, *args[1:])["answer"]
    assert strict["illegal_event"] == 1 and strict["reason"] == "jolly_suit"


def test_DERNIE_R25_engine_reason_against():
    joker, ks = parse_card("JOKER"), parse_card("KS")
    assert reason_against(ks, joker, parse_card("2H").suit) is None
    assert reason_against(ks, joker, parse_card("2H").suit, Honours(True, "declared_suit")) == (
        "jolly_suit"
    )


@pytest.mark.parametrize(
    ("args", "expected"),
    [
        (("--stock", "5", "--draw", "2"), {"action": "draw", "drawn": 2, "new_stock": 3}),
        (
            ("--stock", "1", "--discard", "30", "--draw", "2"),
            {"action": "reshuffle", "drawn": 2, "new_stock": 28, "discard_left": 1, "short": 0},
        ),
        (
            ("--stock", "0", "--discard", "2", "--draw", "4"),
            {"action": "reshuffle", "drawn": 1, "new_stock": 0, "discard_left": 1, "short": 3},
        ),
    ],
)
def test_DERNIE_R24_stock_runs_out(cli, args, expected):
    verdict = judge(cli, "stock", *args)
    assert verdict["answer"] == expected
    assert verdict["rule"] == "DERNIE-R24"


def test_DERNIE_R24_end_deal_option(cli):
    verdict = judge(cli, "stock", "--set", "empty_stock=end_deal", "--stock", "1", "--draw", "2")
    assert verdict["answer"] == {"action": "end_deal", "drawn": 1, "new_stock": 0}
    assert "counts the cards" in verdict["explanation"]


def test_DERNIE_R24_situation_file_and_bad_input(cli, tmp_path):
    path = tmp_path / "stock.toml"
    path.write_text("stock = 0\ndiscard = 12\ndraw = 1\n", encoding="utf-8")
    answer = json.loads(
        cli("judge", "dernie", "stock", "--situation", str(path), "--format", "json").stdout
    )["answer"]
    assert answer["new_stock"] == 10
    assert "--stock" in cli("judge", "dernie", "stock", code=1).stderr
    bad = cli("judge", "dernie", "stock", "--stock", "-1", code=1)
    assert "whole number" in bad.stderr and "Traceback" not in bad.stderr
