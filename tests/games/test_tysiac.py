"""Tysiąc scoring: every worked example of the digest (§11) under the rule it shows, the
rules TYS-R1…R19 by id, and the validations of a deal."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from scorekeep.app.rulesets import load_ruleset
from scorekeep.core.errors import Rejected
from scorekeep.core.game import Context
from scorekeep.core.session import Header, Journal, Record, Replay, replay
from scorekeep.files.home import Home
from scorekeep.games.tysiac.cards import musik_sums, rounded
from scorekeep.games.tysiac.deal import read_deal
from scorekeep.games.tysiac.engine import ENGINE
from scorekeep.games.tysiac.state import Evening

HOME = Home(Path("/nonexistent-scorekeep-home"))
RULESET = load_ruleset(HOME, "tysiac")
RU = load_ruleset(HOME, "tysiac-ru")
THREE = ("Ania", "Bartek", "Celina")
FOUR = ("Ania", "Bartek", "Celina", "Darek")


def ctx(players: tuple[str, ...] = THREE, ruleset: Any = RULESET, **options: Any) -> Context:
    opts = ruleset.effective(options)
    return Context(ruleset, opts, ENGINE.seat(list(players), [], ruleset, opts))


def evening(
    *deals: dict[str, Any],
    players: tuple[str, ...] = THREE,
    ruleset: Any = RULESET,
    **options: Any,
) -> Replay:
    c = ctx(players, ruleset, **options)
    records = [Record("hand", i, d) for i, d in enumerate(deals, 1)]
    journal = Journal(Header("t", "tysiac", ruleset.name, {}, c.table), tuple(records))
    return replay(journal, ENGINE, c)


def played(bidder: str, bid: int, cards: dict[str, int], **more: Any) -> dict[str, Any]:
    return {"bidder": bidder, "bid": bid, "cards": cards, **more}


def at(totals: dict[str, int], players: tuple[str, ...] = THREE, **fields: Any) -> Evening:
    zeros = (0,) * len(players)
    state = Evening(tuple(totals.get(p, 0) for p in players), zeros, zeros, zeros)
    return state._replace(**fields)


def refused(
    entry: dict[str, Any], match: str, players: tuple[str, ...] = THREE, **options: Any
) -> Rejected:
    with pytest.raises(Rejected, match=match) as error:
        c = ctx(players, **options)
        read_deal(entry, c, entry.get("dealer", players[0]))
    return error.value


EXAMPLE1 = played(
    "Bartek", 120, {"Ania": 31, "Bartek": 64, "Celina": 25}, marriages={"Bartek": ["H"]}
)


# ----------------------------------------------------------------- worked examples (§11)


def test_TYS_R9_worked_example_1_bidder_makes_his_bid_with_hearts():
    result = evening(EXAMPLE1)
    assert result.lines[0].outcome.scores == {"Ania": 30, "Bartek": 120, "Celina": 30}
    assert result.standing.totals == {"Ania": 30, "Bartek": 120, "Celina": 30}
    assert result.lines[0].outcome.detail.dealer == "Ania"
    assert result.standing.next_dealer == "Bartek"


def test_TYS_R9_worked_example_2_without_the_marriage_he_fails():
    result = evening(played("Bartek", 120, {"Ania": 31, "Bartek": 64, "Celina": 25}))
    assert result.standing.totals == {"Ania": 30, "Bartek": -120, "Celina": 30}


def test_TYS_R9_worked_example_3_short_by_one_unrounded():
    result = evening(played("Ania", 100, {"Ania": 99, "Bartek": 15, "Celina": 6}))
    assert result.standing.totals == {"Ania": -100, "Bartek": 20, "Celina": 10}


def test_TYS_R10_worked_example_4_nearest5():
    assert [rounded(p, "nearest5") for p in (17, 18, 12, 13)] == [15, 20, 10, 15]
    result = evening(
        played("Ania", 100, {"Ania": 85, "Bartek": 17, "Celina": 18}), rounding="nearest5"
    )
    assert result.standing.totals == {"Ania": -100, "Bartek": 15, "Celina": 20}


def test_TYS_R10_worked_example_5_an_opponents_marriage_counts():
    result = evening(
        played("Ania", 100, {"Ania": 70, "Bartek": 20, "Celina": 30}, marriages={"Celina": ["D"]})
    )
    assert result.standing.totals == {"Ania": -100, "Bartek": 20, "Celina": 110}


def test_TYS_R4_worked_example_6_the_bid_limit():
    cards = {"Ania": 30, "Bartek": 70, "Celina": 20}
    refused(played("Bartek", 130, cards), "needs a marriage held at the auction")
    read_deal(played("Bartek", 130, cards, held=["H"]), ctx(), "Ania")
    error = refused(played("Bartek", 170, cards, marriages={"Bartek": ["S"]}), "exceeds 160")
    assert error.rule == "TYS-R4" and error.field == "--bid"
    assert "♠ 40" in str(error)


def test_TYS_R13_worked_example_7_on_the_barrel_then_the_win():
    c = ctx()
    state = at({"Ania": 820}, deals=1, dealt="Celina")
    deal = played(
        "Bartek", 100, {"Ania": 40, "Bartek": 70, "Celina": 10}, marriages={"Bartek": ["S"]}
    )
    state, outcome = ENGINE.play(state, deal, c)
    assert outcome.scores == {"Ania": 0, "Bartek": 100, "Celina": 10}
    assert state.totals == (820, 100, 10)
    win = played("Ania", 180, {"Ania": 90, "Bartek": 20, "Celina": 10}, marriages={"Ania": ["H"]})
    state, outcome = ENGINE.play(state, win, c)
    assert state.totals[0] == 1000
    standing = ENGINE.standing(state, c)
    assert standing.finished and standing.winner == "Ania"


def test_TYS_R14_worked_example_8_three_attempts_then_the_fall():
    c = ctx(barrel=880, barrel_attempts=3)
    state = at({"Ania": 880})
    deal = played("Bartek", 100, {"Ania": 20, "Bartek": 80, "Celina": 20})
    for _ in range(2):
        state, outcome = ENGINE.play(state, deal, c)
        assert state.totals[0] == 880
    state, outcome = ENGINE.play(state, deal, c)
    assert state.totals[0] == 760 and outcome.scores["Ania"] == -120
    assert outcome.detail.fell == ("Ania",) and state.attempts[0] == 0


def test_TYS_R11_worked_example_9_a_bomb_and_the_second_refused():
    result = evening({"bomb": "Ania", "bid": 100})
    assert result.standing.totals == {"Ania": 0, "Bartek": 60, "Celina": 60}
    with pytest.raises(Rejected, match="Ania has used 1 of 1 bombs"):
        evening({"bomb": "Ania", "bid": 100}, {"annulled": "redeal"}, {"bomb": "Ania"})


def test_TYS_R12_worked_example_10_the_sitter_scores_the_musik():
    deal = played(
        "Bartek", 100, {"Bartek": 60, "Celina": 30, "Darek": 30}, musik="AS KD QD", dealer="Ania"
    )
    c = ctx(FOUR)
    entry = ENGINE.entry_from_fields({"musik": "AS KD QD"}, c)
    assert entry == {"musik": "AS KD QD"}
    result = evening(deal, players=FOUR)
    assert result.standing.totals["Ania"] == 130


def test_TYS_R18_worked_example_11_exact_finish():
    c = ctx(finish="exact")
    state = at({"Ania": 890})
    hearts = {"Ania": ["H"]}
    deal = played("Ania", 120, {"Ania": 80, "Bartek": 20, "Celina": 20}, marriages=hearts)
    state, outcome = ENGINE.play(state, deal, c)
    assert state.totals[0] == 890 and outcome.scores["Ania"] == 0
    deal = played("Ania", 110, {"Ania": 80, "Bartek": 20, "Celina": 20}, marriages=hearts)
    state, _ = ENGINE.play(state, deal, c)
    assert state.totals[0] == 1000 and ENGINE.standing(state, c).winner == "Ania"
    assert "exactly 1000" in ENGINE.standing(state, c).reason


def test_TYS_R1_worked_example_12_two_players_at_most_120():
    result = evening(
        played("Ania", 100, {"Ania": 70, "Bartek": 40}, marriages={"Ania": ["C"]}),
        players=("Ania", "Bartek"),
    )
    assert result.standing.totals == {"Ania": 100, "Bartek": 40}


# ----------------------------------------------------------------- rules by id


def test_TYS_R1_three_active_players_total_exactly_120():
    refused(played("Ania", 100, {"Ania": 71, "Bartek": 30, "Celina": 20}), r"total 120 \(got 121\)")
    refused(
        played("Ania", 100, {"Ania": 60, "Bartek": 50}, dealer="Ania"),
        "total 120",
        ("Ania", "Bartek"),
        two_player_total="exact",
    )
    refused(played("Ania", 100, {"Ania": 80, "Bartek": 50}), "at most 120", ("Ania", "Bartek"))
    refused(played("Ania", 100, {"Ania": 100, "Bartek": 20}), "missing")


def test_TYS_R2_one_and_119_are_impossible():
    error = refused(played("Ania", 100, {"Ania": 119, "Bartek": 1, "Celina": 0}), "119")
    assert error.rule == "TYS-R2"


def test_TYS_R3_bids_on_the_step_from_the_opening():
    cards = {"Ania": 80, "Bartek": 20, "Celina": 20}
    refused(played("Ania", 115, cards), "not a multiple of 10")
    refused(played("Ania", 90, cards), "below the opening bid")
    read_deal(played("Ania", 105, cards), ctx(bid_step=5), "Ania")


def test_TYS_R5_the_bidder_takes_the_musik_so_cards_still_total_120():
    """The musik goes to the bidder, who passes a card to each: three active players still
    hold all 120 card points between them (and four, with the sitter out)."""
    deal = played("Bartek", 100, {"Bartek": 60, "Celina": 30, "Darek": 30}, dealer="Ania")
    assert evening(deal, players=FOUR).standing.totals["Bartek"] == -100
    refused({**deal, "cards": {"Bartek": 60, "Celina": 30, "Darek": 31}}, "120", FOUR)


def test_TYS_R6_a_marriage_declared_twice_or_not_counting():
    cards = {"Ania": 80, "Bartek": 20, "Celina": 20}
    refused(
        played("Ania", 100, cards, marriages={"Ania": ["H"], "Bartek": ["H"]}),
        "declared twice",
    )
    refused(played("Ania", 100, cards, marriages={"Ania": ["A"]}), "ace_marriage_points")
    refused(played("Ania", 100, cards, marriages={"Ania": ["X"]}), "unknown marriage suit")


def test_TYS_R10_opponent_marriages_off_refuses_them():
    refused(
        played("Ania", 100, {"Ania": 80, "Bartek": 20, "Celina": 20}, marriages={"Bartek": ["S"]}),
        "opponent_marriages = false",
        opponent_marriages=False,
    )


def test_TYS_R11_bombs_off_and_bomb_with_cards():
    with pytest.raises(Rejected, match="bombs_per_game = 0"):
        evening({"bomb": "Ania"}, bombs_per_game=0)
    refused({"bomb": "Ania", "cards": {"Ania": 10}}, "a bomb is not played")


def test_TYS_R12_the_sitter_cannot_bid_and_musik_sums():
    assert sorted(musik_sums({})) == [0, 40, 50, 60, 80, 90, 100, 110, 130, 150]
    refused(played("Ania", 100, {}, dealer="Ania"), "Ania deals and sits out this deal", FOUR)
    refused(
        played("Bartek", 100, {"Bartek": 60, "Celina": 30, "Darek": 30}, musik=70, dealer="Ania"),
        "musik is worth one of",
        FOUR,
    )
    refused(played("Ania", 100, {"Ania": 80, "Bartek": 20, "Celina": 20}, musik=50), "four players")


def test_TYS_R13_barrel_cap_stops_a_climber_at_the_barrel():
    c = ctx(barrel=880, barrel_cap=True)
    state = at({"Bartek": 850})
    state, outcome = ENGINE.play(
        state, played("Ania", 100, {"Ania": 60, "Bartek": 60, "Celina": 0}), c
    )
    assert state.totals[1] == 880 and outcome.scores["Bartek"] == 30


def test_TYS_R14_barrel_single_pushes_the_other_off():
    c = ctx(barrel=880, barrel_single=True)
    state = at({"Ania": 880, "Bartek": 800})
    deal = played("Bartek", 100, {"Ania": 10, "Bartek": 100, "Celina": 10})
    state, outcome = ENGINE.play(state, deal, c)
    assert state.totals[:2] == (760, 900)
    assert outcome.detail.fell == ("Ania",)


def test_TYS_R15_three_bolts_cost_the_penalty():
    c = ctx(bolt_penalty=120)
    state = at({})
    deal = played("Ania", 100, {"Ania": 100, "Bartek": 20, "Celina": 0})
    for _ in range(3):
        state, outcome = ENGINE.play(state, deal, c)
    assert state.totals[1:] == (60, -120) and state.bolts == (0, 0, 0)
    assert "Celina" in outcome.detail.bolt_paid


def test_TYS_R16_reset_numbers():
    c = ctx(reset_at=["555", "-555"])
    state = at({"Bartek": 525})
    state, _ = ENGINE.play(state, played("Ania", 100, {"Ania": 90, "Bartek": 30, "Celina": 0}), c)
    assert state.totals[1] == 0


def test_TYS_R17_a_redeal_keeps_the_dealer():
    result = evening({"annulled": "redeal"}, EXAMPLE1)
    assert [line.outcome.detail.dealer for line in result.lines] == ["Ania", "Ania"]
    refused({"annulled": "misdeal"}, "unknown annulment")


def test_TYS_R18_highest_total_wins_when_the_bidder_did_not_reach():
    c = ctx()
    state = at({"Bartek": 790, "Celina": 300}, dealt="Celina")
    deal = played(
        "Celina", 100, {"Ania": 0, "Bartek": 115, "Celina": 5}, marriages={"Bartek": ["H"]}
    )
    state, _ = ENGINE.play(state, deal, c)
    assert ENGINE.standing(state, c).winner == "Bartek"


def test_TYS_R18_the_next_deal_after_a_win_starts_the_next_game():
    win = played("Ania", 100, {"Ania": 100, "Bartek": 10, "Celina": 10})
    result = evening(win, EXAMPLE1, target=100)
    assert len(result.evening) == 1 and result.evening[0].standing.winner == "Ania"
    assert result.standing.totals == {"Ania": 30, "Bartek": 120, "Celina": 30}


def test_TYS_R19_totals_may_be_negative():
    result = evening(
        played("Ania", 100, {"Ania": 50, "Bartek": 40, "Celina": 30}),
        played("Bartek", 100, {"Ania": 50, "Bartek": 40, "Celina": 30}),
    )
    assert result.standing.totals["Ania"] == -50


def test_tysiac_ru_bundles_the_russian_game():
    opts = RU.effective({})
    assert opts["barrel"] == 880 and opts["barrel_attempts"] == 3 and opts["bid_step"] == 5
    assert opts["rounding"] == "nearest5" and opts["bolt_penalty"] == 120


def test_TYS_R12_the_sitter_takes_no_cards_declares_nothing_and_musik_is_checked():
    deal = played("Bartek", 100, {"Bartek": 60, "Celina": 30, "Darek": 30}, dealer="Ania")
    refused({**deal, "cards": {**deal["cards"], "Ania": 0}}, "sits out this deal", FOUR)
    refused({**deal, "marriages": {"Ania": ["H"]}}, "declares no marriage", FOUR)
    refused({**deal, "musik": "AS AS KD"}, "three different cards", FOUR)
    refused({**deal, "musik": "AS"}, "three different cards", FOUR)
    refused({**deal, "musik": 130}, "sitter_scores_musik = false", FOUR, sitter_scores_musik=False)
    result = evening({**deal, "musik": 150}, players=FOUR)
    assert result.standing.totals["Ania"] == 150


def test_TYS_R4_held_cannot_be_a_marriage_another_player_declared():
    cards = {"Ania": 30, "Bartek": 70, "Celina": 20}
    deal = played("Bartek", 130, cards, held=["H"], marriages={"Celina": ["H"]})
    error = refused(deal, "Celina declared it")
    assert error.field == "--held"
    assert read_deal(played("Bartek", 300, cards), ctx(bid_limit="none"), "Ania").bid == 300
    refused(played("Bartek", 130, cards), "needs a marriage", bid_limit="any_marriage")


def test_TYS_R11_the_bomb_is_the_bidders_and_costs_what_the_table_says():
    refused({"bomb": "Ania", "bidder": "Bartek"}, "the bomb is the bidder's")
    result = evening({"bomb": "Ania"}, ruleset=RU)
    assert result.standing.totals == {"Ania": -120, "Bartek": 60, "Celina": 60}


def test_TYS_R13_prompt_parts_say_who_bids_first_sits_out_and_is_on_the_barrel():
    c = ctx(FOUR, barrel_attempts=3)
    state = at({"Celina": 850}, FOUR, dealt="Ania", attempts=(0, 0, 1, 0))
    parts = ENGINE.prompt_parts(ENGINE.standing(state, c), c)
    assert parts == ("Celina bids first", "Bartek sits out", "Celina on the barrel |")
