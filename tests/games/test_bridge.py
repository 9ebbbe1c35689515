"""Rubber bridge: the worked examples W1-W17 of the rules and every BR rule by id."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from scorekeep.app.rulesets import load_ruleset
from scorekeep.core.errors import Rejected, Unreadable
from scorekeep.core.game import Context
from scorekeep.core.session import Header, Journal, Record, replay
from scorekeep.files.home import Home
from scorekeep.games.bridge import rubber as bridge
from scorekeep.games.bridge.auction import judge_auction, parse_call
from scorekeep.games.bridge.contract import parse_contract, parse_honors, score_deal
from scorekeep.games.bridge.rubber import ENGINE

RULESET = load_ruleset(Home(Path("/nonexistent-scorekeep-home")), "bridge-rubber")
PLAYERS = ["N=Mike", "E=Bill", "S=Lisa", "W=You"]


def ctx(**options: Any) -> Context:
    table = ENGINE.seat(PLAYERS, [], RULESET, RULESET.defaults())
    return Context(RULESET, RULESET.effective(options), table)


def auction(calls: str, dealer: str = "N") -> dict[str, Any]:
    return judge_auction(dealer, calls.split()).answer()


def score(contract: str, tricks: int, vul: bool = False) -> tuple[int, int, int]:
    s = score_deal(parse_contract(contract), tricks, vul)
    return s.below, s.above, s.defenders_above


def rubber(*deals: dict[str, Any], close: bool = False, **options: Any):
    c = ctx(**options)
    records = [Record("hand", i, d) for i, d in enumerate(deals, 1)]
    if close:
        records.append(Record("close", 0))
    journal = Journal(Header("t", "bridge-rubber", "bridge", {}, c.table), tuple(records))
    return replay(journal, ENGINE, c)


def deal(contract: str, by: str, tricks: int, **extra: Any) -> dict[str, Any]:
    return {"contract": contract, "by": by, "tricks": tricks, **extra}


# ----------------------------------------------------------------- worked examples


def test_W1_declarer_is_first_to_name_the_strain():
    assert auction("1C 1H 1S 2D P 3H P P P") == {"contract": "3H", "declarer": "E"}


def test_W2_raise_keeps_declarer():
    assert auction("1C 1H 1S 2D P 3H P 4H P P P") == {"contract": "4H", "declarer": "E"}


def test_W3_partner_named_diamonds_first():
    assert auction("1C 1H 1S 2D P 4D P P P") == {"contract": "4D", "declarer": "W"}


def test_W4_insufficient_bid():
    assert auction("1C 1H 1S 1D") == {"illegal_at": 3, "reason": "insufficient bid"}


def test_W5_three_spades_ten_tricks():
    assert score("3S", 10) == (90, 30, 0)


def test_W6_two_clubs_eleven_tricks():
    assert score("2C", 11) == (40, 60, 0)


def test_W7_small_slam_vulnerable():
    assert score("6H", 12, vul=True) == (180, 750, 0)


def test_W8_three_diamonds_down_two_vulnerable():
    assert score("3D", 7, vul=True) == (0, 0, 200)


def test_W9_doubled_5nt_down_three_not_vulnerable_is_500_not_the_seeds_800():
    assert score("5NTX", 8) == (0, 0, 500)
    assert score("5NTX", 8, vul=True)[2] == 800


def test_W10_3nt_all_thirteen():
    assert score("3NT", 13) == (100, 120, 0)


def test_W11_1nt_thirteen_tricks():
    assert score("1NT", 13) == (40, 180, 0)


def test_W12_two_spades_doubled_made_vulnerable_is_game():
    assert score("2SX", 8, vul=True) == (120, 50, 0)
    result = rubber(deal("2SX", "N", 8))
    assert result.standing.extra["games"] == {"NS": 1, "EW": 0}


def test_W13_four_spades_doubled_down_four():
    assert score("4SX", 6)[2] == 800
    assert score("4SX", 6, vul=True)[2] == 1100


def test_W14_grand_slam_redoubled_vulnerable():
    assert score("7NTXX", 13, vul=True) == (880, 1600, 0)


def test_W15_partscore_erased_by_game_and_both_vulnerable():
    result = rubber(
        deal("2H", "N", 9), deal("4S", "E", 10), deal("2S", "N", 8), deal("1NT", "N", 7)
    )
    standing = result.standing
    assert standing.totals == {"NS": 190, "EW": 120}
    assert standing.extra["vulnerable"] == {"NS": True, "EW": True}
    assert not standing.finished
    assert any("NS's 60 partscore no longer counts" in n for n in result.lines[1].outcome.notes)


def test_W16_two_nil_rubber():
    result = rubber(deal("4S", "N", 10), deal("3NT", "N", 9))
    assert result.standing.totals == {"NS": 920, "EW": 0}
    assert result.standing.finished and result.standing.winner == "NS"


def test_W17_stopped_rubber_law_80():
    result = rubber(deal("3NT", "N", 10), deal("2H", "E", 8), close=True)
    assert result.standing.totals == {"NS": 430, "EW": 160}
    assert result.standing.finished and result.standing.winner == "NS"


# ----------------------------------------------------------------- auction rules


@pytest.mark.parametrize(
    "call", ["1C", "7NT", "3N", "2BA", "4♠", "p", "Pass", "pas", "x", "D", "Dbl", "xx", "R", "Rdbl"]
)
def test_BR_A1_call_syntax_accepts_aliases(call):
    assert parse_call(call) is not None


@pytest.mark.parametrize("call", ["8H", "1Z", "0C", "XXX", ""])
def test_BR_A1_malformed_call(call):
    assert auction(f"1C {call} P P P" if call else "1C ?")["reason"] == "malformed call"


def test_BR_A2_rotation_from_the_dealer_and_passed_player_may_bid_later():
    assert auction("P 1H P P 2C P P P", dealer="S") == {"contract": "2C", "declarer": "S"}


def test_BR_A3_ranking_of_strains():
    assert auction("1C 1D 1H 1S 1NT 2C P P P")["contract"] == "2C"
    assert auction("1NT 1S")["reason"] == "insufficient bid"


def test_BR_A4_equal_bid_is_insufficient():
    assert auction("1NT 1NT") == {"illegal_at": 1, "reason": "insufficient bid"}


def test_BR_A5_pass_always_legal_while_open():
    assert auction("P P P") == {"complete": False}


def test_BR_A6_double_checks_in_order():
    assert auction("X")["reason"] == "nothing to double"
    assert auction("1H P X")["reason"] == "double of own side"
    assert auction("1H X XX P P X")["reason"] == "already doubled"
    assert auction("1H X XX X")["reason"] == "already doubled"
    assert auction("1H P P X P P P") == {"contract": "1HX", "declarer": "N"}


def test_BR_A7_redouble_checks():
    assert auction("1H P XX")["reason"] == "redouble without double"
    assert auction("1H X P XX")["reason"] == "redouble of own side's double"
    assert auction("1H X XX XX")["reason"] == "already redoubled"
    assert auction("1H X XX P P P") == {"contract": "1HXX", "declarer": "N"}


def test_BR_A8_new_bid_cancels_double():
    assert auction("1H X 2C P P P") == {"contract": "2C", "declarer": "S"}


def test_BR_A9_three_passes_end_the_auction():
    assert auction("1C P P") == {"complete": False}
    assert auction("1C P P P") == {"contract": "1C", "declarer": "N"}


def test_BR_A10_four_passes_pass_out():
    assert auction("P P P P") == {"passed_out": True}


def test_BR_A11_call_after_the_end_is_closed():
    assert auction("1C P P P 1H") == {"illegal_at": 4, "reason": "auction closed"}
    assert auction("P P P P P") == {"illegal_at": 4, "reason": "auction closed"}


def test_BR_A12_final_contract_keeps_standing_double():
    assert auction("1S X P P P")["contract"] == "1SX"


def test_BR_A13_last_bidder_is_not_always_declarer():
    assert auction("1H P 2H P 4H P P P") == {"contract": "4H", "declarer": "N"}
    assert auction("1C 1H P 2H P P P") == {"contract": "2H", "declarer": "E"}


def test_BR_A14_incomplete_reports_turn_and_legal_calls():
    result = judge_auction("N", ["1C", "1H"])
    assert result.status == "incomplete"
    assert result.next_seat == "S"
    assert result.legal_calls == ("P", "1S", "X")


# ----------------------------------------------------------------- scoring rules


def test_BR_S1_trick_score_only_for_tricks_bid():
    assert score("1C", 7)[0] == 20
    assert score("4H", 13)[0] == 120
    assert score("3NT", 9)[0] == 100
    assert score("2DXX", 8)[0] == 160


def test_BR_S2_overtricks_doubled_and_undoubled():
    assert score("2D", 10)[1] == 40
    assert score("2DX", 10)[1] == 200 + 50
    assert score("2DX", 10, vul=True)[1] == 400 + 50
    assert score("2DXX", 9, vul=True)[1] == 400 + 100


def test_BR_S3_insult():
    assert score("1CX", 7)[1] == 50
    assert score("1CXX", 7)[1] == 100


def test_BR_S4_slam_bonus_only_when_bid():
    assert score("6S", 12)[1] == 500
    assert score("7S", 13, vul=True)[1] == 1500
    assert score("5H", 12)[1] == 30


@pytest.mark.parametrize(
    ("contract", "vul", "totals"),
    [
        ("7C", False, [50, 100, 150, 200]),
        ("7C", True, [100, 200, 300, 400]),
        ("7CX", False, [100, 300, 500, 800]),
        ("7CX", True, [200, 500, 800, 1100]),
        ("7CXX", False, [200, 600, 1000, 1600]),
        ("7CXX", True, [400, 1000, 1600, 2200]),
    ],
)
def test_BR_S5_undertrick_table(contract, vul, totals):
    assert [score(contract, 13 - k, vul)[2] for k in range(1, 5)] == totals


def test_BR_S6_honors_to_holders_side_made_or_defeated():
    result = rubber(deal("4S", "N", 8, honors="EW:100"))
    assert result.standing.totals == {"NS": 0, "EW": 100 + 100}
    with pytest.raises(Rejected, match="BR-S6"):
        rubber(deal("3NT", "N", 9, honors="NS:100"))
    with pytest.raises(Rejected, match="BR-S6"):
        parse_honors("NS:120")
    with pytest.raises(Rejected, match="honors = false"):
        rubber(deal("4S", "N", 10, honors="NS:100"), honors=False)


def test_BR_S7_one_of_below_or_defenders_scores():
    made = score_deal(parse_contract("2H"), 8, False)
    down = score_deal(parse_contract("2H"), 7, False)
    assert made.below > 0 and made.defenders_above == 0
    assert down.below == 0 and down.defenders_above > 0


def test_BR_S8_game_at_exactly_one_hundred_in_partscores():
    result = rubber(deal("2S", "N", 8), deal("2C", "S", 8))
    assert result.standing.extra["games"]["NS"] == 1


def test_BR_S9_line_resets_both_sides():
    result = rubber(deal("2S", "E", 8), deal("4H", "N", 10))
    assert result.standing.extra["below"] == {"NS": 0, "EW": 0}
    assert result.standing.totals["EW"] == 60


def test_BR_S10_vulnerability_after_one_game():
    result = rubber(deal("4H", "N", 10), deal("1C", "N", 6))
    assert result.lines[1].outcome.scores == {"NS": 0, "EW": 100}


def test_BR_S11_rubber_bonus_500_and_no_deal_after():
    result = rubber(deal("4H", "N", 10), deal("4S", "E", 10), deal("3NT", "S", 9))
    assert result.standing.totals == {"NS": 120 + 100 + 500, "EW": 120}
    with pytest.raises(Rejected, match="BR-S11"):
        rubber(deal("4H", "N", 10), deal("4H", "N", 10), deal("1C", "N", 7), play_on=False)


def test_BR_S12_higher_total_wins_even_without_rubber_bonus():
    result = rubber(deal("7NTXX", "N", 0), deal("4S", "N", 10), deal("4S", "N", 10))
    assert result.standing.winner == "EW"
    assert result.standing.totals["EW"] > result.standing.totals["NS"]


def test_BR_S13_tie_break_by_games_or_none():
    deals = [
        deal("4S", "N", 10),
        deal("7CX", "N", 10),
        deal("7C", "N", 12),
        deal("1NT", "E", 7),
        deal("4S", "N", 10),
    ]
    by_games = rubber(*deals)
    assert by_games.standing.totals == {"NS": 940, "EW": 940}
    assert by_games.standing.winner == "NS"
    assert "BR-S13" in by_games.standing.reason
    no_break = rubber(*deals, tie_break="none")
    assert no_break.standing.finished and no_break.standing.winner is None


def test_BR_S14_unfinished_rubber_options():
    sole = rubber(deal("2H", "N", 8), deal("2S", "E", 8), close=True)
    assert sole.standing.totals == {"NS": 60, "EW": 60}
    each = rubber(
        deal("2H", "N", 8), deal("2S", "E", 8), close=True, unfinished_partscore_rule="each"
    )
    assert each.standing.totals == {"NS": 160, "EW": 160}
    old = rubber(deal("2H", "N", 8), close=True, unfinished_partscore_bonus=50)
    assert old.standing.totals == {"NS": 110, "EW": 0}
    both_games = rubber(deal("4H", "N", 10), deal("4S", "E", 10), close=True)
    assert both_games.standing.totals == {"NS": 120, "EW": 120}


def test_BR_S15_passed_out_deal_moves_the_deal_only():
    result = rubber({"contract": "pass"}, deal("2H", "E", 8))
    assert result.lines[0].outcome.scores == {"NS": 0, "EW": 0}
    assert result.lines[1].outcome.detail.dealer == "E"
    assert result.standing.next_dealer == "S"


def test_BR_S16_round_difference():
    assert [bridge.round_difference(x) for x in (0, 49, 50, 51, 149, 150, 151)] == [
        0,
        0,
        0,
        100,
        100,
        100,
        200,
    ]
    result = rubber(deal("4S", "N", 10), deal("3NT", "N", 9), round_difference=True)
    assert result.standing.extra["rounded_difference"] == 900


# ----------------------------------------------------------------- contract input


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("4SX", "4SX"),
        ("3NTXX", "3NTXX"),
        ("7N", "7NT"),
        ("2BA", "2NT"),
        ("4♥x", "4HX"),
        ("1nt", "1NT"),
    ],
)
def test_BR_A1_contract_forms(text, expected):
    assert str(parse_contract(text)) == expected


@pytest.mark.parametrize("text", ["8S", "4Z", "S4", "", "4SXXX"])
def test_BR_A1_malformed_contract(text):
    with pytest.raises(Unreadable, match="BR-A1"):
        parse_contract(text)


def test_BR_A13_auction_and_typed_contract_must_agree():
    c = ctx()
    with pytest.raises(Rejected, match="BR-A12"):
        ENGINE.play(
            ENGINE.start(c), {"auction": "1C P P P", "contract": "2C", "by": "N", "tricks": 8}, c
        )
    with pytest.raises(Rejected, match="BR-A13"):
        ENGINE.play(ENGINE.start(c), {"auction": "1C P P P", "by": "S", "tricks": 8}, c)
    _, outcome = ENGINE.play(ENGINE.start(c), {"auction": "1C P P P", "tricks": 8}, c)
    assert outcome.detail.contract == "1C" and outcome.detail.declarer == "N"


def test_auction_text_counts_calls_from_one():
    made = ENGINE.questions["auction"].answer({"dealer": "N", "calls": "1H P 2H P P P"}, ctx())
    assert "at call 1," in made.explanation or "at call 1." in made.explanation
    wrong = ENGINE.questions["auction"].answer({"dealer": "N", "calls": "1H 1C"}, ctx())
    assert wrong.explanation.startswith("Call 2 ('1C' by E)")
    assert wrong.answer["illegal_at"] == 1


def test_BR_S6_judge_score_names_the_side_that_gets_honors():
    question = ENGINE.questions["score"]
    theirs = question.answer({"contract": "4H", "tricks": 10, "honors": "E:100", "by": "N"}, ctx())
    assert "honors 100 above to EW (BR-S6)" in theirs.explanation
    ours = question.answer({"contract": "4H", "tricks": 10, "honors": "NS:100", "by": "N"}, ctx())
    assert "honors 100 above to NS (BR-S6)" in ours.explanation
