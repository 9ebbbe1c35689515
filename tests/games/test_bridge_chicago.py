"""Chicago (four-deal bridge): every BR-C rule of bridge.md §6 by id, and W18."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from scorekeep.app.rulesets import load_ruleset
from scorekeep.core.errors import Rejected
from scorekeep.core.game import Context
from scorekeep.core.session import Header, Journal, Record, replay
from scorekeep.files.home import Home
from scorekeep.games.bridge import chicago
from scorekeep.games.bridge.chicago import ENGINE

RULESET = load_ruleset(Home(Path("/nonexistent-scorekeep-home")), "bridge-chicago")
PLAYERS = ["N=Mike", "E=Bill", "S=Lisa", "W=You"]


def ctx(**options: Any) -> Context:
    table = ENGINE.seat(PLAYERS, [], RULESET, RULESET.defaults())
    return Context(RULESET, RULESET.effective(options), table)


def play(*deals: dict[str, Any], close: bool = False, **options: Any):
    c = ctx(**options)
    records = [Record("hand", i, d) for i, d in enumerate(deals, 1)]
    if close:
        records.append(Record("close", 0))
    journal = Journal(Header("t", "bridge-chicago", "bridge-chicago", {}, c.table), tuple(records))
    return replay(journal, ENGINE, c)


def deal(contract: str, by: str, tricks: int, **extra: Any) -> dict[str, Any]:
    return {"contract": contract, "by": by, "tricks": tricks, **extra}


PASS = {"contract": "pass"}


def scores(result) -> list[dict[str, int]]:
    return [dict(line.outcome.scores) for line in result.lines]


def test_W18_vulnerability_when_north_deals_first():
    assert [chicago.round_deal("N", p) for p in (1, 2, 3, 4)] == [
        {"deal": 1, "dealer": "N", "vulnerable": {"NS": False, "EW": False}},
        {"deal": 2, "dealer": "E", "vulnerable": {"NS": False, "EW": True}},
        {"deal": 3, "dealer": "S", "vulnerable": {"NS": True, "EW": False}},
        {"deal": 4, "dealer": "W", "vulnerable": {"NS": True, "EW": True}},
    ]


def test_BR_C1_four_deal_rounds_repeat_with_the_dealer_rotating():
    deals = [deal("1C", "N", 7)] * 9
    result = play(*deals)
    details = [line.outcome.detail for line in result.lines]
    assert [d.dealer for d in details] == list("NESWNESWN")
    assert [d.deal for d in details] == [1, 2, 3, 4, 1, 2, 3, 4, 1]
    assert [d.round for d in details] == [1, 1, 1, 1, 2, 2, 2, 2, 3]
    extra = result.standing.extra
    assert extra["round"] == 3 and extra["deal"] == 2
    assert [r["round"] for r in extra["rounds"]] == [1, 2]
    assert result.standing.finished is False


def test_BR_C1_rounds_keep_their_own_totals():
    result = play(deal("3NT", "N", 9), deal("1C", "E", 7), deal("1C", "S", 6), deal("2S", "W", 8))
    rounds = result.standing.extra["rounds"]
    assert rounds == [{"round": 1, "totals": {"NS": 400, "EW": 20 + 100 + 60 + 100}}]
    assert result.standing.extra["round_totals"] == {"NS": 0, "EW": 0}
    assert "round 1 over" in result.lines[-1].outcome.notes[-1]


def test_BR_C2_vulnerability_by_deal_number_not_games():
    result = play(deal("4S", "N", 10), deal("1C", "E", 7), deal("1C", "S", 7), deal("1C", "W", 7))
    vul = [line.outcome.detail.vulnerable for line in result.lines]
    assert vul == [
        {"NS": False, "EW": False},
        {"NS": False, "EW": True},
        {"NS": True, "EW": False},
        {"NS": True, "EW": True},
    ]


def test_BR_C2_swap_makes_the_non_dealers_side_vulnerable():
    assert chicago.vulnerable_on(2, "E", swap=True) == {"NS": True, "EW": False}
    assert chicago.vulnerable_on(3, "S", swap=True) == {"NS": False, "EW": True}
    result = play(deal("1C", "N", 7), deal("3D", "E", 8), chicago_vul_swap=True)
    assert result.lines[1].outcome.detail.vulnerable == {"NS": True, "EW": False}
    assert result.lines[1].outcome.scores == {"NS": 50, "EW": 0}  # EW down 1 not vulnerable


def test_BR_C2_first_dealer_moves_the_schedule():
    result = play(deal("1C", "E", 7), first_dealer="E")
    assert result.lines[0].outcome.detail.dealer == "E"
    assert result.standing.next_dealer == "S"
    assert result.standing.extra["vulnerable"] == {"NS": True, "EW": False}


def test_BR_C3_passed_out_deal_is_redealt_by_the_same_dealer():
    result = play(deal("1C", "N", 7), PASS, PASS, deal("2H", "E", 8))
    details = [line.outcome.detail for line in result.lines]
    assert [d.dealer for d in details] == ["N", "E", "E", "E"]
    assert [d.deal for d in details] == [1, 2, 2, 2]
    assert all(d.vulnerable == {"NS": False, "EW": True} for d in details[1:])
    assert details[1].redeal is True
    assert "deals again" in result.lines[1].outcome.notes[0]
    assert result.standing.extra["deal"] == 3


def test_BR_C3_passout_may_count_as_one_of_the_four():
    result = play(deal("1C", "N", 7), PASS, PASS, PASS, chicago_passout="count")
    assert [line.outcome.detail.dealer for line in result.lines] == list("NESW")
    assert result.standing.extra["round"] == 2
    assert "round 1 over" in result.lines[-1].outcome.notes[-1]


def test_BR_C4_partscores_carry_to_a_game_bonus_by_this_deals_vulnerability():
    # deal 1 NS 2H (60) not vul; deal 2 (E deals, EW vul) NS 2D (40) completes game, not vul
    result = play(deal("2H", "N", 8), deal("2D", "S", 8))
    assert scores(result) == [{"NS": 60, "EW": 0}, {"NS": 40 + 300, "EW": 0}]
    assert result.lines[1].outcome.detail.game == "NS"
    # the same on deal 3 (S deals, NS vul): 500
    result = play(deal("1C", "E", 7), deal("2H", "N", 8), deal("2D", "S", 8))
    assert scores(result)[2] == {"NS": 40 + 500, "EW": 0}


def test_BR_C4_game_wipes_both_partscores():
    result = play(deal("2H", "N", 8), deal("2S", "E", 8), deal("4H", "S", 10))
    assert result.lines[2].outcome.detail.partscores == {"NS": 0, "EW": 0}
    assert "EW's 60 partscore no longer counts" in result.lines[2].outcome.notes[0]
    assert result.standing.extra["below"] == {"NS": 0, "EW": 0}


def test_BR_C4_partscore_on_deal_four_scores_100():
    result = play(deal("1C", "N", 7), deal("1C", "E", 7), deal("1C", "S", 7), deal("2S", "W", 8))
    assert scores(result)[3] == {"NS": 0, "EW": 60 + 100}
    # even with an earlier partscore of the same side, short of game
    result = play(deal("1C", "N", 6), deal("1H", "E", 7), deal("1C", "S", 6), deal("1S", "W", 7))
    assert scores(result)[3] == {"NS": 0, "EW": 30 + 100}


def test_BR_C4_no_partscore_bonus_before_deal_four_or_for_a_completed_game():
    result = play(deal("1C", "N", 7), deal("1C", "E", 7), deal("1C", "S", 7), deal("4S", "W", 10))
    assert scores(result)[:3] == [{"NS": 20, "EW": 0}, {"NS": 0, "EW": 20}, {"NS": 20, "EW": 0}]
    assert scores(result)[3] == {"NS": 0, "EW": 120 + 500}
    # partscores standing at the end of the round earn nothing and are wiped
    result = play(deal("2H", "N", 8), deal("1C", "E", 7), deal("1C", "S", 7), deal("3NT", "W", 8))
    assert result.standing.extra["below"] == {"NS": 0, "EW": 0}
    assert result.standing.totals == {"NS": 60 + 20 + 100, "EW": 20}


def test_BR_C4_undertricks_and_slams_as_in_rubber_with_the_schedule():
    result = play(deal("6S", "N", 12), deal("3NTX", "E", 7))
    assert scores(result) == [{"NS": 180 + 500 + 300, "EW": 0}, {"NS": 500, "EW": 0}]


def test_BR_C5_duplicate_style_scores_every_deal_alone():
    result = play(
        deal("2H", "N", 8), deal("2D", "S", 8), deal("4H", "S", 10), chicago_partscore="duplicate"
    )
    assert scores(result) == [
        {"NS": 110, "EW": 0},
        {"NS": 90, "EW": 0},
        {"NS": 620, "EW": 0},
    ]
    assert result.lines[1].outcome.detail.game is None
    result = play(deal("2H", "N", 8), chicago_partscore="duplicate", chicago_partscore_bonus=100)
    assert scores(result) == [{"NS": 160, "EW": 0}]


def test_BR_C5_duplicate_style_has_no_fourth_deal_bonus():
    deals = [deal("1C", "N", 6), deal("1C", "E", 6), deal("1C", "S", 6), deal("2S", "W", 8)]
    result = play(*deals, chicago_partscore="duplicate")
    assert scores(result)[3] == {"NS": 0, "EW": 110}


def test_BR_C6_honors_off_by_default():
    with pytest.raises(Rejected, match="honors"):
        play(deal("4S", "N", 10, honors="NS:100"))


def test_BR_C6_honors_on_when_the_table_says_so():
    result = play(deal("4S", "N", 10, honors="EW:100"), honors=True)
    assert scores(result) == [{"NS": 420, "EW": 100}]
    result = play(deal("4S", "N", 10, honors="NS:150"), honors=True, chicago_partscore="duplicate")
    assert scores(result) == [{"NS": 420 + 150, "EW": 0}]


def test_BR_C7_result_is_the_total_and_no_rubber_bonus():
    result = play(deal("4S", "N", 10), deal("4S", "S", 10), deal("1C", "E", 7), close=True)
    assert result.standing.totals == {"NS": 420 + 420, "EW": 20}
    assert result.standing.finished is True
    assert result.standing.winner == "NS"
    assert "840 to 20 (BR-C7)" in result.standing.reason
    assert result.settlement is not None and result.settlement.scores == {"NS": 0, "EW": 0}


def test_BR_C7_equal_totals_are_a_tie():
    result = play(deal("2H", "N", 8), deal("2H", "E", 8), close=True)
    assert result.standing.winner is None
    assert "tie" in result.standing.reason


def test_rounds_never_end_the_session():
    result = play(*[deal("3NT", "N", 9)] * 12)
    assert result.standing.finished is False
    assert len(result.standing.extra["rounds"]) == 3


def test_BR_C1_BR_S17_a_deal_dealt_out_of_turn_stands_its_vulnerability_by_its_number():
    # the journal records both facts: N dealt, E was to deal
    wrong = {"auction": "1S P P P", "dealer": "N", "due": "E", "tricks": 7}
    played = play(deal("1C", "N", 7), wrong)
    detail = played.lines[1].outcome.detail
    assert (detail.dealer, detail.due, detail.declarer) == ("N", "E", "N")
    # deal 2 is the planned dealer E's side's, whoever dealt it (BR-C2, BR-S17)
    assert detail.vulnerable == {"NS": False, "EW": True}
    assert "N dealt out of turn (E was to deal); the deal stands (BR-S17)" in (
        played.lines[1].outcome.notes
    )
    assert played.standing.next_dealer == "E"  # the left of N, who really dealt
    assert played.standing.extra["vulnerable"] == {"NS": True, "EW": False}  # deal 3: S's side
    planned = play(deal("1C", "N", 7), wrong, rotation_after_wrong_dealer="schedule")
    assert planned.standing.next_dealer == "S"
    result = play(deal("1C", "N", 7), PASS, {"auction": "1S P P P", "dealer": "E", "tricks": 7})
    assert result.lines[2].outcome.detail.declarer == "E"
    assert result.lines[2].outcome.detail.due is None
