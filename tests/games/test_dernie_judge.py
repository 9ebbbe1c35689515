"""Derniè adjudication: the rules' worked examples and DERNIE-R4…R14 by id."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from scorekeep.app.rulesets import load_ruleset
from scorekeep.core.errors import Rejected
from scorekeep.core.game import Context
from scorekeep.files.home import Home
from scorekeep.games.dernie.engine import ENGINE

RULESET = load_ruleset(Home(Path("/nonexistent-scorekeep-home")), "dernie")


def ask(question: str, **inputs: Any) -> Any:
    options = inputs.pop("options", {})
    verdict = ENGINE.questions[question].answer(
        inputs, Context(RULESET, RULESET.effective(options))
    )
    assert verdict.rule in RULESET.rules
    return verdict


def play(top: str, card: str, **extra: Any) -> dict[str, Any]:
    answer: dict[str, Any] = ask("play", top=top, card=card, **extra).answer
    return answer


def seq(
    events: Any, players: Any = "A,B,C,D", turn: str = "A", top: str = "5C", **extra: Any
) -> dict[str, Any]:
    answer: dict[str, Any] = ask(
        "sequence", players=players, turn=turn, top=top, events=events, **extra
    ).answer
    return answer


LEGAL_NONE = {"legal": True, "effect": "none"}


# ----------------------------------------------------------------- examples


def test_play_example_top_5C_card_5H_legal_none():
    assert play("5C", "5H") == LEGAL_NONE


def test_play_example_top_5C_card_9C_legal():
    assert play("5C", "9C") == LEGAL_NONE


def test_play_example_top_5C_card_9H_no_match():
    assert play("5C", "9H") == {"legal": False, "reason": "no_match"}


def test_play_example_top_5C_card_KH_reverse():
    assert play("5C", "KH") == {"legal": True, "effect": "reverse"}


def test_play_example_jolly_declared_hearts():
    assert play("JOKER", "4H", declared_suit="H") == LEGAL_NONE
    assert play("JOKER", "4S", declared_suit="H") == {
        "legal": False,
        "reason": "declared_suit_mismatch",
    }
    assert play("JOKER", "QS", declared_suit="H") == {"legal": True, "effect": "skip"}


def test_play_example_starter_jolly_any_card():
    for card in ("2C", "9D", "10H", "4S"):
        assert play("JOKER", card) == LEGAL_NONE


def test_play_input_errors():
    with pytest.raises(Rejected, match="declared_suit"):
        ask("play", top="5C", declared_suit="H", card="4H")
    with pytest.raises(Rejected, match="unknown card"):
        ask("play", top="5C", card="1H")
    with pytest.raises(Rejected, match="unknown card"):
        ask("play", top="ZZ", card="5H")
    with pytest.raises(Rejected, match="pending"):
        ask("play", top="5C", card="5H", pending="queen")
    with pytest.raises(Rejected, match="top"):
        ask("play", card="5H")


# ----------------------------------------------------------------- rules by id


def test_DERNIE_R4_first_event_must_be_the_player_due():
    assert seq("B 5H", turn="A") == {"illegal_event": 0, "reason": "out_of_turn"}
    assert seq("A 5H")["next"] == "B"


def test_DERNIE_R5_suit_or_rank_or_honour():
    assert play("5C", "5D") == LEGAL_NONE
    assert play("5C", "2C") == LEGAL_NONE
    assert play("5C", "2D") == {"legal": False, "reason": "no_match"}
    for honour, effect in (
        ("7D", "previous_draws"),
        ("JD", "change_suit"),
        ("QD", "skip"),
        ("KD", "reverse"),
        ("AD", "skip_and_draw"),
        ("JOKER", "wild_declare_suit"),
    ):
        assert play("5C", honour)["effect"] == effect


def test_DERNIE_R5_honours_must_match_when_the_option_says_so():
    strict = {"honours_always_legal": False}
    assert play("5C", "KH", options=strict) == {"legal": False, "reason": "no_match"}
    assert play("5C", "KC", options=strict) == {"legal": True, "effect": "reverse"}
    assert play("5C", "JOKER", options=strict)["legal"] is True


def test_DERNIE_R6_declared_suit_after_jack_or_jolly():
    assert play("JD", "4S", declared_suit="S") == LEGAL_NONE
    assert play("JD", "4D", declared_suit="S") == {
        "legal": False,
        "reason": "declared_suit_mismatch",
    }
    assert play("JD", "7H", declared_suit="S")["legal"] is True  # honours stay legal


def test_DERNIE_R6_jack_without_new_suit_keeps_its_own():
    assert play("JD", "4D") == LEGAL_NONE
    assert play("JD", "4S") == {"legal": False, "reason": "no_match"}


def test_DERNIE_R7_drawing_ends_the_turn():
    answer = seq("A draw, B draw, C 5H")
    assert answer["next"] == "D" and answer["drawn"] == {"A": 1, "B": 1}
    assert seq("A draw, A 5H") == {"illegal_event": 1, "reason": "out_of_turn"}


def test_DERNIE_R8_call_penalty():
    def penalty(cards_left: Any, said: str) -> int:
        return int(ask("call", cards_left=cards_left, call=said).answer["penalty_cards"])

    assert penalty(1, "late") == 2
    assert penalty(1, "none") == 2
    assert penalty(1, "in_time") == 0
    assert penalty("2", "none") == 0
    assert penalty(0, "none") == 0
    assert ask(
        "call", cards_left=1, call="none", options={"missed_call_penalty_cards": 3}
    ).answer == {"penalty_cards": 3}
    with pytest.raises(Rejected, match="call"):
        ask("call", cards_left=1, call="shouted")
    with pytest.raises(Rejected, match="cards_left"):
        ask("call", cards_left=-1, call="late")


def test_DERNIE_R9_seven_example_penalty_travels_backwards():
    answer = seq("B 7H, A 7S, C take", players="A,B,C", turn="B", top="9H")
    assert answer == {
        "next": "C",
        "direction": "cw",
        "drawn": {"C": 2},
        "top": "7S",
        "declared_suit": None,
    }


def test_DERNIE_R9_seven_victim_and_draws():
    assert play("9H", "7H") == {"legal": True, "effect": "previous_draws", "draw": 2}
    assert play("7H", "7S", pending="seven") == {
        "legal": True,
        "effect": "previous_draws",
        "draw": 2,
    }
    assert play("7H", "9H", pending="seven") == {"legal": False, "reason": "must_answer_seven"}
    # the player before B (cw) is A: only A may answer
    assert seq("B 7H, C take", players="A,B,C", turn="B", top="9H") == {
        "illegal_event": 1,
        "reason": "out_of_turn",
    }
    assert seq("B 7H, A 9H", players="A,B,C", turn="B", top="9H") == {
        "illegal_event": 1,
        "reason": "must_answer_seven",
    }
    answer = seq("B 7H, A take", players="A,B,C", turn="B", top="9H")
    assert answer["next"] == "C" and answer["drawn"] == {"A": 2}


def test_DERNIE_R9_draws_do_not_accumulate():
    answer = seq("A 7C, D 7D, C 7H, B take")
    assert answer["drawn"] == {"B": 2} and answer["next"] == "B"


def test_DERNIE_R9_seven_target_next_reading():
    opts = {"seven_target": "next"}
    assert play("9H", "7H", options=opts)["effect"] == "next_draws"
    answer = seq("A 7C, B 7D, C take", options=opts)
    assert answer["drawn"] == {"C": 2} and answer["next"] == "D"


def test_DERNIE_R10_jack_may_name_a_suit():
    answer = seq("A JC H, B 4H")
    assert answer["declared_suit"] is None and answer["next"] == "C"
    assert seq("A JC H")["declared_suit"] == "H"
    assert seq("A JC H, B 4C") == {"illegal_event": 1, "reason": "declared_suit_mismatch"}
    assert seq("A JC, B 4C")["next"] == "C"


def test_DERNIE_R11_queen_skips_the_next_player():
    assert seq("A QC")["next"] == "C"
    assert seq("A QC", players="A,B")["next"] == "A"


def test_DERNIE_R12_king_reverses():
    answer = seq("A KC")
    assert answer["direction"] == "ccw" and answer["next"] == "D"
    assert seq("A KC, D KD")["next"] == "A"


def test_DERNIE_R12_two_players():
    assert seq("A KC", players="A,B") == {
        "next": "B",
        "direction": "ccw",
        "drawn": {},
        "top": "KC",
        "declared_suit": None,
    }
    skip = seq("A KC", players="A,B", options={"king_two_players": "skip"})
    assert skip["next"] == "A"


def test_DERNIE_R13_sequence_worked_example():
    assert seq("A QC, C KC, B AC, A AD, D take") == {
        "next": "C",
        "direction": "ccw",
        "drawn": {"D": 4},
        "top": "AD",
        "declared_suit": None,
    }


def test_DERNIE_R13_ace_answers_and_draw_counts():
    assert play("5C", "AC") == {"legal": True, "effect": "skip_and_draw", "draw": 2}
    assert play("AC", "AD", pending="ace") == {"legal": True, "effect": "skip_and_draw", "draw": 4}
    assert play("AC", "AD", pending="ace", chain=2)["draw"] == 6
    assert play("AC", "KC", pending="ace") == {"legal": False, "reason": "must_answer_ace"}
    assert seq("A AC, B draw") == {"illegal_event": 1, "reason": "must_answer_ace"}
    assert seq("A AC, C take") == {"illegal_event": 1, "reason": "out_of_turn"}
    assert seq("A AC, B take")["next"] == "C"


def test_DERNIE_R13_ace_draw_question():
    assert [ask("ace-draw", k=k).answer["draw"] for k in range(5)] == [0, 2, 4, 6, 8]
    assert ask("ace-draw", k="8").answer == {"draw": 16}
    with pytest.raises(Rejected, match="8 aces"):
        ask("ace-draw", k=9)
    with pytest.raises(Rejected, match="impossible"):
        ask("ace-draw", k=-1)
    assert ask("ace-draw", k=3, options={"ace_penalty_cards": 3}).answer == {"draw": 9}


def test_DERNIE_R13_without_ace_stacking():
    off = {"ace_stacking": False}
    assert play("AC", "AD", pending="ace", options=off) == {
        "legal": False,
        "reason": "no_ace_stacking",
    }
    assert seq("A AC, B AD", options=off) == {"illegal_event": 1, "reason": "no_ace_stacking"}
    with pytest.raises(Rejected, match="ace_stacking"):
        ask("ace-draw", k=2, options=off)


def test_DERNIE_R14_jolly_must_name_a_suit():
    assert seq("A JOKER") == {"illegal_event": 0, "reason": "declare_required"}
    answer = seq("A JOKER S, B 9S")
    assert answer["next"] == "C" and answer["declared_suit"] is None
    assert seq("A JOKER S, B 9C") == {"illegal_event": 1, "reason": "declared_suit_mismatch"}
    assert seq("A JOKER S, B QH")["next"] == "D"


def test_sequence_nothing_to_take():
    assert seq("A take") == {"illegal_event": 0, "reason": "nothing_to_take"}


def test_sequence_events_as_situation_tables():
    events = [
        {"by": "A", "play": "QC"},
        {"by": "C", "play": "KC"},
        {"by": "B", "play": "AC"},
        {"by": "A", "play": "AD"},
        {"by": "D", "take": True},
    ]
    assert seq(events, players=["A", "B", "C", "D"])["drawn"] == {"D": 4}
    assert seq([{"by": "A", "play": "JOKER", "declare": "H"}, {"by": "B", "draw": True}]) == {
        "next": "C",
        "direction": "cw",
        "drawn": {"B": 1},
        "top": "JOKER",
        "declared_suit": "H",
    }


def test_sequence_starts_with_a_declared_suit_and_direction():
    answer = seq("A 4H", top="JS", declared_suit="H", direction="ccw")
    assert answer["next"] == "D" and answer["direction"] == "ccw"
    assert seq("A 4S", top="JS", declared_suit="H") == {
        "illegal_event": 0,
        "reason": "declared_suit_mismatch",
    }


@pytest.mark.parametrize(
    ("inputs", "match"),
    [
        ({"events": "A 5H", "players": "A"}, "players"),
        ({"events": "A 5H", "players": "A,B,A"}, "twice"),
        ({"events": "Zed 5H"}, "unknown player"),
        ({"events": "A 5H", "turn": "Zed"}, "unknown player"),
        ({"events": "A 1H"}, "unknown card"),
        ({"events": "A 5H", "top": "5X"}, "unknown card"),
        ({"events": "A 5H", "declared_suit": "H"}, "declared_suit"),
        ({"events": "A 5H S"}, "suit"),
        ({"events": "A 5H", "direction": "up"}, "direction"),
        ({"events": [{"by": "A", "play": "5H", "take": True}]}, "exactly one"),
        ({"events": [{"by": "A", "swap": "5H"}]}, "unknown key"),
        ({"events": [7]}, "event 1 must"),
    ],
)
def test_sequence_impossible_situations_are_input_errors(inputs, match):
    base: dict[str, Any] = {"players": "A,B,C,D", "turn": "A", "top": "5C"}
    with pytest.raises(Rejected, match=match):
        ask("sequence", **{**base, **inputs})


def test_hand_value_question():
    assert ask("hand-value", hand="KS 7H JOKER").answer == {"points": 32}
    assert ask("hand-value", hand=["JOKER", "JOKER", "AH"]).answer == {"points": 41}
    assert ask("hand-value", hand="RS DH FC AH").answer == {"points": 41}
    with pytest.raises(Rejected, match="unknown card"):
        ask("hand-value", hand="KS 11S")
    with pytest.raises(Rejected, match="too many copies"):
        ask("hand-value", hand="KS KS KS")


def test_sequence_text_counts_events_from_one_json_from_zero():
    verdict = ask("sequence", players="A,B,C,D", turn="A", top="5C", events="B 5H")
    assert verdict.answer == {"illegal_event": 0, "reason": "out_of_turn"}
    assert verdict.verdict.startswith("illegal event 1:")
    assert verdict.explanation.startswith("Event 1 (B plays 5H)")


def test_every_reason_and_effect_has_plain_words():
    from scorekeep.games.dernie.judge_play import (
        EFFECTS,
        REASON_RULES,
        effect_short,
        effect_words,
        reason_short,
        reason_words,
    )

    assert all(reason_short(code) and reason_words(code) for code in REASON_RULES)
    assert all(effect_short(code) and effect_words(code) for code in EFFECTS)
