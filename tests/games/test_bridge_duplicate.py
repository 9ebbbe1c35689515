"""Duplicate bridge: every BR-D rule of bridge.md §7 by id, W19, a team match and a pairs
session replayed through the engine."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from scorekeep.app.rulesets import load_ruleset
from scorekeep.core.errors import Rejected
from scorekeep.core.game import Context
from scorekeep.core.session import Header, Journal, Record, replay
from scorekeep.files.home import Home
from scorekeep.games.bridge import duplicate as dup
from scorekeep.games.bridge.contract import duplicate_score, parse_contract, signed_score
from scorekeep.games.bridge.duplicate import ENGINE

RULESET = load_ruleset(Home(Path("/nonexistent-scorekeep-home")), "bridge-duplicate")
SEATS = ["N=Ania", "E=Bartek", "S=Celina", "W=Darek"]
PAIRS = ["Kowalscy", "Nowakowie", "Wiśniewscy", "Zielińscy"]


def ctx(**options: Any) -> Context:
    players = PAIRS if options.get("duplicate_form") == "pairs" else SEATS
    table = ENGINE.seat(players, [], RULESET, RULESET.effective(options))
    return Context(RULESET, RULESET.effective(options), table)


def play(*entries: dict[str, Any], close: bool = False, **options: Any):
    c = ctx(**options)
    records = [Record("hand", i, e) for i, e in enumerate(entries, 1)]
    if close:
        records.append(Record("close", 0))
    header = Header("t", "bridge-duplicate", "bridge-duplicate", {}, c.table)
    return replay(Journal(header, tuple(records)), ENGINE, c)


def result(board: int, contract: str, by: str, tricks: int, **where: Any) -> dict[str, Any]:
    return {"board": board, **where, "contract": contract, "by": by, "tricks": tricks}


def board_score(contract: str, tricks: int, vul: bool) -> int:
    return signed_score(duplicate_score(parse_contract(contract), tricks, vul))


def test_W19_620_against_430_is_5_imps():
    assert board_score("4H", 10, True) == 620
    assert board_score("3NT", 10, False) == 430
    assert dup.imps(620 - 430) == 5


@pytest.mark.parametrize(
    ("contract", "tricks", "vul", "expected"),
    [
        ("2H", 8, False, 110),  # partscore bonus 50
        ("3NT", 9, False, 400),  # game bonus 300
        ("4S", 10, True, 620),  # game bonus 500
        ("2SX", 8, True, 670),  # doubled into game: 120 + 50 + 500
        ("1NT", 8, False, 120),
        ("6S", 12, True, 1430),  # 180 + 750 + 500
        ("7NTXX", 13, True, 2980),  # 880 + 100 + 1500 + 500
        ("4SX", 6, False, -800),  # minus the undertricks
        ("3NT", 8, True, -100),
    ],
)
def test_BR_D1_board_score(contract, tricks, vul, expected):
    assert board_score(contract, tricks, vul) == expected


def test_BR_D1_board_score_is_signed_from_north_south_and_has_no_honors():
    played = play(result(1, "4S", "E", 10, room="open"))
    assert played.lines[0].outcome.detail.ns_score == -420
    with pytest.raises(Rejected, match="honors"):
        play({**result(1, "4S", "E", 10, room="open"), "honors": "EW:100"})
    passed = play({"board": 1, "room": "open", "contract": "pass"})
    assert passed.lines[0].outcome.detail.ns_score == 0


@pytest.mark.parametrize(
    ("number", "dealer", "vulnerability"),
    [
        (1, "N", "None"),
        (2, "E", "NS"),
        (3, "S", "EW"),
        (4, "W", "Both"),
        (5, "N", "NS"),
        (6, "E", "EW"),
        (7, "S", "Both"),
        (8, "W", "None"),
        (9, "N", "EW"),
        (10, "E", "Both"),
        (11, "S", "None"),
        (12, "W", "NS"),
        (13, "N", "Both"),
        (14, "E", "None"),
        (15, "S", "NS"),
        (16, "W", "EW"),
        (17, "N", "None"),
        (36, "W", "Both"),
    ],
)
def test_BR_D2_board_dealer_and_vulnerability(number, dealer, vulnerability):
    deal = dup.board(number)
    assert (deal["dealer"], deal["vulnerability"]) == (dealer, vulnerability)


def test_BR_D2_a_result_is_scored_with_its_boards_vulnerability_and_dealer():
    played = play(result(2, "4S", "N", 10, room="open"), result(3, "4S", "N", 10, room="open"))
    assert [line.outcome.detail.ns_score for line in played.lines] == [620, 420]
    assert played.lines[0].outcome.detail.dealer == "E"
    # BR-S17: a board dealt by another seat stands, scored with the board's vulnerability
    wrong = play({**result(2, "4S", "N", 10, room="open"), "dealer": "N"}).lines[0].outcome
    assert (wrong.detail.dealer, wrong.detail.due, wrong.detail.ns_score) == ("N", "E", 620)
    with pytest.raises(Rejected, match="dealer 'Q' is not a seat"):
        play({**result(2, "4S", "N", 10, room="open"), "dealer": "Q"})


@pytest.mark.parametrize(
    ("low", "high", "value"),
    [
        (0, 10, 0),
        (20, 40, 1),
        (50, 80, 2),
        (90, 120, 3),
        (130, 160, 4),
        (170, 210, 5),
        (220, 260, 6),
        (270, 310, 7),
        (320, 360, 8),
        (370, 420, 9),
        (430, 490, 10),
        (500, 590, 11),
        (600, 740, 12),
        (750, 890, 13),
        (900, 1090, 14),
        (1100, 1290, 15),
        (1300, 1490, 16),
        (1500, 1740, 17),
        (1750, 1990, 18),
        (2000, 2240, 19),
        (2250, 2490, 20),
        (2500, 2990, 21),
        (3000, 3490, 22),
        (3500, 3990, 23),
        (4000, 7600, 24),
    ],
)
def test_BR_D3_imp_scale(low, high, value):
    assert dup.imps(low) == dup.imps(high) == value
    assert dup.imps(-high) == -value


def test_BR_D3_team_match_compares_the_two_rooms():
    played = play(
        result(1, "4H", "S", 10, room="open"),
        result(2, "3NT", "E", 10, room="open"),
        result(1, "4H", "S", 9, room="closed"),
        result(2, "3NT", "W", 9, room="closed"),
    )
    outcomes = [line.outcome for line in played.lines]
    assert outcomes[0].scores == {"NS": 0, "EW": 0}
    assert "waiting for the other room" in outcomes[0].notes[0]
    assert outcomes[2].scores == {"NS": 10, "EW": 0}  # +420 against -50: 470
    assert outcomes[3].scores == {"NS": 0, "EW": 1}  # -430 against -400: 30
    assert played.standing.totals == {"NS": 10, "EW": 1}
    assert played.standing.extra["boards"][0] == {
        "board": 1,
        "open": 420,
        "closed": -50,
        "imps": 10,
    }


def test_BR_D3_a_board_is_recorded_once_per_room():
    with pytest.raises(Rejected, match="already recorded in the open room"):
        play(result(1, "4H", "S", 10, room="open"), result(1, "4H", "S", 9, room="open"))


def test_BR_D3_match_result_and_victory_points():
    entries = [result(1, "4H", "S", 10, room="open"), result(1, "4H", "S", 9, room="closed")]
    played = play(*entries, close=True, victory_points=True)
    assert played.standing.finished is True
    assert played.standing.winner == "NS"
    assert "10 IMPs over 1 board (BR-D3)" in played.standing.reason
    vp = played.standing.extra["victory_points"]
    assert vp["NS"] + vp["EW"] == pytest.approx(20)
    assert vp["NS"] > 15
    assert "victory_points" not in play(*entries).standing.extra


def test_BR_D3_victory_point_scale():
    assert dup.victory_points(0, 16) == (10.0, 10.0)
    assert dup.victory_points(10, 16) == (12.80, 7.20)
    assert dup.victory_points(-10, 16) == (7.20, 12.80)
    assert dup.victory_points(200, 16) == (20.0, 0.0)


@pytest.mark.parametrize(
    ("scores", "expected"),
    [
        ([420, 450, 420, -50], [3, 6, 3, 0]),
        ([100, 100], [1, 1]),
        ([-100, 620, 170], [0, 4, 2]),
    ],
)
def test_BR_D4_matchpoints(scores, expected):
    assert dup.matchpoints(scores) == expected


def test_BR_D4_pairs_traveller_percentages_and_ranks():
    played = play(
        result(1, "4H", "S", 10, ns="Kowalscy", ew="Nowakowie"),
        result(1, "4H", "S", 11, ns="Wiśniewscy", ew="Zielińscy"),
        result(2, "3NT", "N", 9, ns="Kowalscy", ew="Zielińscy"),
        result(2, "3NT", "N", 9, ns="Wiśniewscy", ew="Nowakowie"),
        close=True,
        duplicate_form="pairs",
    )
    standing = played.standing
    assert standing.totals == {"Kowalscy": 1, "Nowakowie": 3, "Wiśniewscy": 3, "Zielińscy": 1}
    assert standing.extra["percentages"]["Nowakowie"] == 75.0
    assert [r["rank"] for r in standing.extra["ranking"]] == ["1=", "1=", "3=", "3="]
    assert standing.winner is None
    traveller = standing.extra["travellers"][0]
    assert traveller["top"] == 2
    assert [(r["score"], r["ns_mp"], r["ew_mp"]) for r in traveller["results"]] == [
        (420, 0, 2),
        (450, 2, 0),
    ]
    # replay totals are the sum of what each result changed
    summed: dict[str, int] = {}
    for line in played.lines:
        for pair, points in line.outcome.scores.items():
            summed[pair] = summed.get(pair, 0) + points
    assert summed == standing.totals


def test_BR_D4_pairs_winner_and_unique_seating():
    played = play(
        result(1, "4H", "S", 11, ns="Kowalscy", ew="Nowakowie"),
        result(1, "4H", "S", 10, ns="Wiśniewscy", ew="Zielińscy"),
        close=True,
        duplicate_form="pairs",
    )
    assert played.standing.winner is None  # Kowalscy NS and Zielińscy EW both 100%
    assert played.standing.extra["ranking"][0]["rank"] == "1="
    with pytest.raises(Rejected, match="already recorded for Kowalscy"):
        play(
            result(1, "4H", "S", 11, ns="Kowalscy", ew="Nowakowie"),
            result(1, "4H", "S", 10, ns="Kowalscy", ew="Zielińscy"),
            duplicate_form="pairs",
        )


def test_BR_D4_percentage_of_the_pairs_own_top():
    assert dup.percentage(3, 4) == 75.0
    assert dup.percentage(0, 0) == 0.0
    assert dup.ranking({"A": 60.0, "B": 55.5, "C": 60.0}) == [
        {"rank": "1=", "pair": "A"},
        {"rank": "1=", "pair": "C"},
        {"rank": "3", "pair": "B"},
    ]


def test_an_earlier_state_played_on_does_not_change_a_later_one():
    c = ctx()
    start = ENGINE.start(c)
    first, _ = ENGINE.play(start, result(1, "4H", "S", 10, room="open"), c)
    second, _ = ENGINE.play(first, result(1, "4H", "S", 9, room="closed"), c)
    other, _ = ENGINE.play(first, result(2, "3NT", "N", 9, room="open"), c)
    assert [r.board for r in second.results] == [1, 1]
    assert [r.board for r in other.results] == [1, 2]
    assert [r.board for r in first.results] == [1]
    assert ENGINE.standing(second, c).totals == {"NS": 10, "EW": 0}
