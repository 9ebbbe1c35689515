"""Bridge card play through the command line (bridge.md §8.1, BR-P1…P4): `judge bridge play`,
`trick`, `revoke`, and `hand --revoke SIDE:N` on the pad."""

from __future__ import annotations

import json

import pytest

from scorekeep.games.bridge.play import parse_card, transferred, trick_winner

SEATS = "N=Ania,E=Bartek,S=Celina,W=Darek"


def judge(cli, *args):
    return json.loads(cli("judge", "bridge", *args, "--format", "json").stdout)


@pytest.fixture
def fri(cli):
    cli("new", "bridge-rubber", "--players", SEATS, "--name", "fri")
    return cli


# ----------------------------------------------------------------- BR-P1


def test_BR_P1_must_follow_suit(cli):
    verdict = judge(cli, "play", "--led", "9S", "--hand", "KS 7H 2C", "--card", "7H")
    assert verdict["answer"]["legal"] is False
    assert verdict["answer"]["legal_cards"] == ["KS"]
    assert verdict["rule"] == "BR-P1"
    assert "kolorze prowadzącym" in verdict["explanation"]


def test_BR_P1_void_plays_any_card(cli):
    verdict = judge(cli, "play", "--led", "9D", "--hand", "KS 7H 2C", "--card", "7H")
    assert verdict["answer"] == {
        "legal": True,
        "reason": "No diamonds in the hand, so any card may be played.",
        "legal_cards": ["KS", "7H", "2C"],
    }


def test_BR_P1_leading_any_card_and_the_seeds_notation(cli):
    assert judge(cli, "play", "--hand", "D14 S2", "--card", "S2")["answer"]["legal"] is True
    assert parse_card("D14", "--card") == parse_card("AD", "--card")
    assert str(parse_card("T♥", "--card")) == "10H"


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("--hand", "KS 7H", "--card", "2C"), "2C is not in the hand"),
        (("--hand", "KS 7H", "--card", "1X"), "unknown card '1X'"),
        (("--hand", "KS KS", "--card", "KS"), "appears twice"),
        (("--led", "KS", "--hand", "KS 7H", "--card", "7H"), "cannot also be in"),
    ],
)
def test_BR_P1_bad_inputs_are_one_line_errors(cli, args, message):
    result = cli("judge", "bridge", "play", *args, code=1)
    assert message in result.stderr
    assert "Traceback" not in result.stderr


# ----------------------------------------------------------------- BR-P2, BR-P3


def test_BR_P2_highest_trump_wins(cli):
    answer = judge(cli, "trick", "--strain", "H", "--leader", "W", "9S KS 2H AS")["answer"]
    assert answer == {"winner": "E", "card": "2H", "leader": "W"}


def test_BR_P2_notrump_highest_of_the_suit_led(cli):
    answer = judge(cli, "trick", "--strain", "NT", "--leader", "N", "9S AH KS 2S")["answer"]
    assert answer["winner"] == "S" and answer["card"] == "KS"


def test_BR_P2_seed_example_trick(cli):
    # the seed: dummy (E, Bill) leads D14, Lisa (S) D2, "you" (W) D3, Mike (N) …
    answer = judge(cli, "trick", "--strain", "H", "--leader", "E", "D14 D2 D3 D5")["answer"]
    assert answer["winner"] == "E"


def test_BR_P2_engine_trick_winner():
    cards = [parse_card(c, "CARDS") for c in ("2C", "AC", "3S", "KC")]
    assert trick_winner("S", cards) == 2
    assert trick_winner("NT", cards) == 1
    assert trick_winner("H", cards) == 1


def test_BR_P3_opening_leader_is_on_declarers_left(cli):
    verdict = judge(cli, "trick", "--strain", "S", "--declarer", "S", "2C AC 3S KC")
    assert verdict["answer"]["leader"] == "W"
    assert verdict["answer"]["winner"] == "E"
    assert "BR-P3" in verdict["rules"]


def test_BR_P2_trick_needs_four_cards_and_a_leader(cli):
    assert (
        "four cards"
        in cli("judge", "bridge", "trick", "--strain", "S", "--leader", "N", "2C AC", code=1).stderr
    )
    assert (
        "who led" in cli("judge", "bridge", "trick", "--strain", "S", "2C AC 3S KC", code=1).stderr
    )


# ----------------------------------------------------------------- BR-P4


@pytest.mark.parametrize(
    ("own", "partner", "later", "expected"),
    [
        (True, False, 0, 1),
        (True, False, 3, 2),
        (False, True, 0, 1),
        (False, False, 1, 1),
        (False, True, 4, 1),
        (False, False, 0, 0),
    ],
)
def test_BR_P4_law_64A_transfer(own, partner, later, expected):
    assert transferred(own, partner, later) == expected


def test_BR_P4_judge_revoke(cli):
    answer = judge(cli, "revoke", "--won-revoke-trick", "--side-won-later", "2")["answer"]
    assert answer["transferred"] == 2
    assert "Law 64A" in answer["reason"]
    none = judge(cli, "revoke", "--side-won-later", "0")["answer"]
    assert none["transferred"] == 0


def test_BR_P4_judge_revoke_situation_file(cli, tmp_path):
    path = tmp_path / "revoke.toml"
    path.write_text("side_won_revoke_trick = true\nside_won_later = 0\n", encoding="utf-8")
    answer = judge(cli, "revoke", "--situation", str(path))["answer"]
    assert answer["transferred"] == 1


def test_BR_P4_revoke_trick_has_one_winner(cli):
    result = cli(
        "judge", "bridge", "revoke", "--won-revoke-trick", "--side-won-revoke-trick", code=1
    )
    assert "one winner" in result.stderr


def test_BR_P4_hand_revoke_moves_tricks_and_shows_on_the_pad(fri):
    out = fri("hand", "4S", "--by", "N", "--tricks", "9", "--revoke", "EW:1").stdout
    assert "revoke by EW: 1 trick to NS, declarer's side 9 → 10 tricks (BR-P4)" in out
    assert fri.json("status")["totals"] == {"NS": 120, "EW": 0}
    assert 'revoke = "EW:1"' in fri.journal("fri").read_text(encoding="utf-8")
    text = fri("sheet").stdout
    assert "Deal 1: revoke by EW, 1 trick to NS: declarer's side 9 → 10 tricks (BR-P4)" in text
    assert "4S by N, 9 tricks, revoke EW:1" in text
    html = fri("sheet", "--format", "html").stdout
    assert '<p class="revoke">' in html
    assert fri.json("sheet")["hands"][0]["entry"]["revoke"] == "EW:1"


def test_BR_P4_declarer_side_revoke_costs_it_tricks(fri):
    fri("hand", "3NT", "--by", "E", "--tricks", "9", "--revoke", "ew:2")
    assert fri.json("status")["totals"] == {"NS": 100, "EW": 0}


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("4S", "--by", "N", "--tricks", "9", "--revoke", "EW:3"), "one or two tricks"),
        (("4S", "--by", "N", "--tricks", "9", "--revoke", "XY:1"), "must be SIDE:N"),
        (("4S", "--by", "N", "--tricks", "13", "--revoke", "EW:1"), "EW took 0 tricks"),
        (("pass", "--revoke", "NS:1"), "no revoke"),
    ],
)
def test_BR_P4_hand_revoke_refusals(fri, rejected, args, message):
    line = rejected("fri", "hand", *args)
    assert message in line
    assert "(BR-P4)" in line
