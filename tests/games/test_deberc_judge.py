"""Deberc adjudication (DEBERC-P1…P6, R1…R14), each answer citing its rule."""

from __future__ import annotations

from typing import Any

import pytest

from scorekeep.core.errors import Rejected, ScorekeepError
from scorekeep.core.game import Verdict
from scorekeep.games.deberc.engine import ENGINE
from tests.games.test_deberc import RULESET, ctx


def ask(question: str, options: dict[str, Any] | None = None, **inputs: Any) -> Verdict:
    verdict = ENGINE.questions[question].answer(inputs, ctx(**(options or {})))
    assert RULESET.rule_text(verdict.rule), verdict.rule
    return verdict


# ----------------------------------------------------------------- Q1 play


def test_DEBERC_P1_must_follow_suit_without_beating():
    v = ask("play", trump="H", trick="9S", hand="KS 7H JH", card="JH")
    assert v.answer == {"legal": False, "card": "JH", "duty": "follow", "legal_cards": ["KS"]}
    assert v.rule == "DEBERC-P1"
    v = ask("play", trump="H", trick="AS", hand="7S KH", card="7S")
    assert v.answer["legal"] is True


def test_DEBERC_P1_void_must_trump_any_trump_no_overtrump_of_a_ruff():
    v = ask("play", trump="H", trick="AS JH", hand="7H 9H KD", card="7H")
    assert v.answer["legal"] is True and v.answer["duty"] == "ruff"
    assert v.answer["legal_cards"] == ["7H", "9H"]
    assert ask("play", trump="H", trick="AS", hand="7H KD", card="KD").answer["legal"] is False


def test_DEBERC_P1_trump_led_must_beat_the_highest_trump_in_the_trick():
    v = ask("play", trump="H", trick="10H 9H", hand="AH JH 7S", card="AH")
    assert v.answer["legal"] is False and v.answer["legal_cards"] == ["JH"]
    v = ask("play", trump="H", trick="JH", hand="AH 7H KS", card="7H")
    assert v.answer["legal"] is True and v.answer["duty"] == "trump"
    v = ask("play", trump="H", trick="JH", hand="AS KS", card="KS")
    assert v.answer["legal"] is True and v.answer["duty"] == "free"


def test_DEBERC_P1_leading_is_free_and_situation_lists_are_accepted():
    v = ask("play", trump="C", trick=[], hand=["AS", "7D"], card="7D")
    assert v.answer["legal"] is True and v.answer["duty"] == "lead"


@pytest.mark.parametrize(
    "inputs,message",
    [
        ({"trump": "H", "trick": "9S", "hand": "KS 7H", "card": "JH"}, "not in the hand"),
        ({"trump": "H", "trick": "9S", "hand": "9S 7H", "card": "7H"}, "appears twice"),
        ({"trump": "X", "trick": "9S", "hand": "KS 7H", "card": "KS"}, "unknown trump suit"),
        ({"trump": "H", "trick": "9S 8S 7S AS", "hand": "KS", "card": "KS"}, "at most four"),
        ({"trump": "H", "trick": "9S", "hand": "KZ", "card": "KZ"}, "unknown card"),
    ],
)
def test_DEBERC_P1_impossible_situations_are_input_errors(inputs, message):
    with pytest.raises(ScorekeepError) as info:
        ask("play", **inputs)
    assert message in str(info.value)


# ----------------------------------------------------------------- Q2 trick


def test_DEBERC_P2_highest_trump_wins_the_trick():
    v = ask("trick", trump="H", cards="9S KS JH")
    assert v.answer == {"position": 3, "card": "JH", "points": 0 + 4 + 20, "player": None}
    assert v.rule == "DEBERC-P2"


def test_DEBERC_P2_without_trump_the_led_suit_wins_and_names_the_player():
    v = ask(
        "trick",
        trump="H",
        cards="10S AD KS 7S",
        leader="Bartek",
        players="Ania,Bartek,Celina,Darek",
    )
    assert v.answer["card"] == "10S" and v.answer["player"] == "Bartek"
    v = ask("trick", trump="C", cards="10S AS", leader="Ania", players="Ania,Bartek")
    assert v.answer["player"] == "Bartek"


def test_DEBERC_P2_ukrainian_letters():
    v = ask("trick", trump="H", cards="ТS ДS 10S")
    assert v.answer["card"] == "AS"


# ----------------------------------------------------------------- Q3 combinations


def test_DEBERC_R3_judge_whose_combinations_score_with_reason():
    v = ask(
        "combinations", trump="H", dealer="Celina", declarations="Ania=KH QH JH Bartek=KS QS JS"
    )
    assert v.answer["senior"] == {"player": "Ania", "run": "KH QH JH", "class": "terc"}
    assert v.answer["reason"] == "trump" and v.answer["points"] == {"Ania": 20}
    assert v.rule == "DEBERC-R3"
    v = ask(
        "combinations",
        {"trump_combination_senior": False},
        trump="H",
        players="Ania,Bartek,Celina",
        dealer="Ania",
        words=["Bartek=KH QH JH", "Celina=KS QS JS"],
    )
    assert v.answer["senior"]["player"] == "Bartek" and v.answer["reason"] == "seat"


def test_DEBERC_R5_judge_senior_without_trick():
    v = ask(
        "combinations",
        trump="H",
        words={"Ania": ["AS KS QS JS"], "Bartek": "KD QD JD"},
        no_tricks=["Ania"],
        players=["Ania", "Bartek"],
    )
    assert v.verdict == "nobody's sequences score" and v.rule == "DEBERC-R5"
    assert v.answer["points"] == {}


def test_DEBERC_R11_judge_deberc_wins():
    v = ask("combinations", trump="S", declarations="Bartek=AH KH QH JH 10H 9H 8H Ania=AS KS QS")
    assert v.answer["deberc"] == "Bartek" and v.rule == "DEBERC-R11"


def test_DEBERC_R14_judge_team_combinations_count_for_the_side():
    v = ask(
        "combinations",
        trump="S",
        players="Ania,Bartek,Celina,Darek",
        teams="A+C,B+D",
        dealer="Ania",
        declarations="Darek=KD QD JD 10D Bartek=AC KC QC Ania=AH KH QH Celina=bella",
    )
    assert v.answer["scoring_side"] == "Bartek+Darek"
    assert v.answer["points"] == {"Bartek": 20, "Celina": 20, "Darek": 50}


def test_DEBERC_R6_judge_bella_alone():
    v = ask("combinations", trump="S", declarations="Ania=bella Bartek=AD KD QD")
    assert v.answer["points"] == {"Ania": 20, "Bartek": 20}
    v = ask("combinations", trump="S", declarations="Ania=bella-unplayed Bartek=AD KD QD")
    assert v.answer["points"] == {"Bartek": 20}
    assert "unplayed" in v.answer["not_counted"]["Ania"]


def test_DEBERC_R6_two_bellas_are_impossible():
    with pytest.raises(Rejected) as info:
        ask("combinations", trump="S", declarations="Ania=bella Bartek=bella")
    assert "bella of Bartek is impossible" in str(info.value)


# ----------------------------------------------------------------- Q4 seven


def test_DEBERC_P4_seven_exchange_conditions():
    assert ask("seven", players=2, trump="H", hand="7H AS").answer["allowed"] is True
    assert (
        ask("seven", players="Ania,Bartek,Celina,Darek", trump="H", hand="7H AS").answer["allowed"]
        is False
    )
    assert ask("seven", players=3, trump="H", turned="S", hand="7H").answer["allowed"] is False
    assert ask("seven", players=3, trump="H", hand="8H AS").answer["allowed"] is False
    assert ask("seven", players=3, trump="H", led=True).answer["allowed"] is False
    v = ask("seven", players="3", trump="H", declared="yes")
    assert v.answer["allowed"] is False and v.rule == "DEBERC-P4"


# ----------------------------------------------------------------- Q5 outcome


def test_DEBERC_R7_judge_outcome_example_5():
    v = ask("outcome", bidder="Ania", points={"Ania": 50, "Bartek": 60, "Celina": 40})
    assert v.verdict == "bajt" and v.rule == "DEBERC-R7"
    assert v.answer["records"] == {"Ania": 0, "Bartek": 110, "Celina": 40}
    v = ask(
        "outcome",
        {"bajt_rule": "min"},
        bidder="Ania",
        points={"Ania": 50, "Bartek": 60, "Celina": 40},
    )
    assert v.verdict == "made"


def test_DEBERC_R8_judge_outcome_third_bajt():
    v = ask("outcome", bidder="Ania", points={"Ania": 40, "Bartek": 100}, bajts="2")
    assert v.answer["penalties"] == {"Ania": -100} and "DEBERC-R8" in v.rules


def test_DEBERC_R9_judge_outcome_no_tricks():
    v = ask(
        "outcome",
        {"no_tricks_penalty": 50},
        bidder="Bartek",
        points={"Ania": 0, "Bartek": 150},
        no_tricks=["Ania"],
    )
    assert v.answer["penalties"] == {"Ania": -50}


def test_DEBERC_R10_judge_outcome_hanging_with_teams():
    v = ask(
        "outcome",
        bidder="Celina",
        players="Ania,Bartek,Celina,Darek",
        teams="A+C,B+D",
        points={"Ania": 40, "Celina": 41, "Bartek+Darek": 81},
    )
    assert v.verdict == "hanging" and v.answer["hanging"] == 81
    assert v.answer["records"] == {"Ania+Celina": 0, "Bartek+Darek": 81}


# ----------------------------------------------------------------- Q6 calls


def test_DEBERC_P3_bidding_rounds():
    base = {"players": "Ania,Bartek,Celina", "dealer": "Ania", "turned": "H"}
    v = ask("calls", **base, calls="")
    assert v.answer == {"status": "open", "round": 1, "next": "Bartek", "legal": ["play", "pass"]}
    v = ask("calls", **base, calls="pass pass pass")
    assert v.answer["round"] == 2 and v.answer["legal"] == ["S", "D", "C", "pass"]
    v = ask("calls", **base, calls="pass pass pass H")
    assert v.verdict == "illegal call" and v.answer["illegal_at"] == 3
    v = ask("calls", **base, calls="pass pass pass pass pass pass")
    assert v.answer["status"] == "redeal" and v.answer["next_dealer"] == "Bartek"
    v = ask("calls", **base, calls=["pass", "H"])
    assert v.answer["bidder"] == "Celina" and v.answer["trump"] == "H"
    v = ask("calls", **base, calls="pass pass pass pass S")
    assert v.answer["bidder"] == "Celina" and v.answer["trump"] == "S"
    assert v.rule == "DEBERC-P3"


def test_DEBERC_P3_unreadable_call():
    with pytest.raises(Rejected):
        ask("calls", players="Ania,Bartek", dealer="Ania", turned="H", calls="maybe")


def test_DEBERC_P5_first_lead_and_turn_up():
    v = ask("calls", players="Ania,Bartek,Celina,Darek", dealer="Darek", turned="C", calls="play")
    assert v.answer["first_lead"] == "Ania" and v.answer["turn_up_to"] == "Ania"
    assert "DEBERC-P5" in v.rules


def test_DEBERC_P6_judge_all_pass_redeal():
    v = ask(
        "calls", players="Ania,Bartek", dealer="Bartek", turned="D", calls="pass pass pass pass"
    )
    assert v.verdict == "redeal" and "DEBERC-P6" in v.rules


# ----------------------------------------------------------------- Q7 over


def test_DEBERC_R12_judge_over_example_10():
    v = ask("over", {"target": 301}, totals={"Ania": 340, "Bartek": 340}, bidder="Ania")
    assert v.answer == {"over": True, "winner": "Ania", "reason": "tie: ordered the game"}
    v = ask("over", totals={"Ania": 340, "Bartek": 340})
    assert v.answer["over"] is False and v.rule == "DEBERC-R12"


def test_DEBERC_R13_judge_over_points_finish():
    v = ask(
        "over",
        {"finish": "points", "target": 301},
        totals=["Ania=305", "Bartek=90"],
        stopped_by="Ania",
    )
    assert v.answer["winner"] == "Ania" and v.rule == "DEBERC-R13"
    v = ask(
        "over",
        {"finish": "points", "target": 301},
        totals={"Ania": 290, "Bartek": 90},
        stopped_by="Ania",
    )
    assert v.answer["over"] is False
    v = ask("over", {"target": 301}, totals={"Ania": 305, "Bartek": 90}, stopped_by="Ania")
    assert v.answer["over"] is False and "played out" in v.explanation


def test_DEBERC_R11_judge_over_deberc():
    v = ask("over", totals={"Ania": 10, "Bartek": 400}, deberc="Ania")
    assert v.answer["winner"] == "Ania" and v.rule == "DEBERC-R11"
