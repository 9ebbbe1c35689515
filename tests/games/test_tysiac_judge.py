"""Tysiąc's judge: the play (TYS-R7) and the trick (TYS-R8) with the options that change
them, the bid limit (TYS-R3, R4), marriages (TYS-R6), the barrel (TYS-R13, R14), the
musik (TYS-R12) and rounding (TYS-R10)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from scorekeep.app.rulesets import load_ruleset
from scorekeep.core.errors import Rejected
from scorekeep.core.game import Context, Table
from scorekeep.files.home import Home
from scorekeep.games.tysiac.cards import parse_cards
from scorekeep.games.tysiac.judge import QUESTIONS, legal_cards

HOME = Home(Path("/nonexistent-scorekeep-home"))
RULESET = load_ruleset(HOME, "tysiac")


def ctx(**options: Any) -> Context:
    return Context(RULESET, RULESET.effective(options), Table(()))


def answer(question: str, **inputs: Any) -> Any:
    options = inputs.pop("options", {})
    return QUESTIONS[question].answer(inputs, ctx(**options))


def legal(hand: str, trick: str, trump: str | None, **options: Any) -> str:
    cards = legal_cards(parse_cards(hand, "h"), parse_cards(trick, "t"), trump, ctx(**options))
    return " ".join(str(c) for c in cards)


def test_TYS_R7_must_follow_and_beat_the_highest_of_the_led_suit():
    assert legal("AS 9S QH", "KS", "H") == "AS"
    assert legal("10S 9S QH", "KS AS", None) == "10S 9S"  # nothing beats the ace: any spade
    assert legal("AS 9S QH", "KS", "H", must_beat=False) == "AS 9S"


def test_TYS_R7_void_must_trump_and_overtrump():
    assert legal("KH 9H QC", "KS", "H") == "KH 9H"
    assert legal("KH 9H QC", "KS QH", "H") == "KH"
    assert legal("JH 9H QC", "KS QH", "H") == "JH 9H"  # cannot overtrump: any trump
    assert legal("KH 9H QC", "KS", "H", must_trump=False) == "KH 9H QC"
    assert legal("KH 9H QC", "KS", None) == "KH 9H QC"
    assert legal("AS KH", "", "H") == "AS KH"


def test_TYS_R7_the_led_suit_is_beaten_even_after_a_trump():
    """The digest's reading: higher than the highest card of the led suit in the trick,
    whether or not someone has trumped it."""
    assert legal("AS 9S", "KS 9H", "H") == "AS"


def test_TYS_R7_the_play_question_refuses_a_card_not_held():
    with pytest.raises(Rejected, match="not in the hand"):
        answer("play", trump="H", trick="KS", hand="AS 9S", card="QH")
    verdict = answer("play", trump="H", trick="KS", hand="AS 9S QH", card="9S")
    assert verdict.answer == {"legal": False, "legal_cards": ["AS"]}
    assert (
        "must_beat"
        in answer(
            "play", trump="H", trick="KS", hand="AS 9S", card="9S", options={"must_beat": False}
        ).explanation
    )


def test_TYS_R8_the_highest_trump_else_the_highest_of_the_led_suit():
    assert answer("trick", trump="H", trick="KS 10S 9H").answer == {"winner": 2, "card": "9H"}
    assert answer("trick", trump="none", trick="KS 10S AH").answer == {"winner": 1, "card": "10S"}
    assert answer("trick", trump="D", trick="9C AC 10C").answer == {"winner": 1, "card": "AC"}
    assert answer("trick", trump="S", trick="9S KS QS").answer["winner"] == 1


def test_TYS_R3_the_bid_question_checks_the_step_and_the_last_bid():
    assert not answer("bid", bid="115", hand="KH QH").answer["legal"]
    assert not answer("bid", bid="120", hand="KH QH", previous="120").answer["legal"]
    assert answer("bid", bid="115", hand="KH QH", options={"bid_step": 5}).answer["legal"]


def test_TYS_R4_the_bid_question_gives_the_hands_ceiling():
    assert answer("bid", bid="130", hand="AS 9C").answer == {
        "legal": False, "max": 120, "reason": answer("bid", bid="130", hand="AS 9C").explanation
    }  # fmt: skip
    assert answer("bid", bid="300", hand="KH QH KD QD").answer["max"] == 300
    assert (
        answer("bid", bid="130", hand="KS QS", options={"bid_limit": "none"}).answer["max"] == 400
    )
    verdict = answer("bid", bid="130", hand="9S", options={"bid_limit": "any_marriage"})
    assert "bid_limit = any_marriage" in verdict.explanation


def test_TYS_R6_the_marriage_question():
    assert answer("marriage", hand="KH QH", card="KH", on_lead="yes", trick="2").answer == {
        "valid": True, "points": 100, "trump": "H"
    }  # fmt: skip
    assert not answer("marriage", hand="KH QH", card="KH", on_lead="no").answer["valid"]
    assert not answer("marriage", hand="KH JH", card="KH", on_lead="yes").answer["valid"]
    assert not answer("marriage", hand="AH KH", card="AH", on_lead="yes").answer["valid"]
    closed = answer(
        "marriage", hand="KS QS", card="QS", on_lead="yes", trick="1",
        options={"first_trick_marriage": False},
    )  # fmt: skip
    assert closed.answer == {"valid": False, "points": 0, "trump": None}


def test_TYS_R13_the_barrel_question():
    bidder = answer("barrel", total="820", role="bidder", bid="180", made="yes").answer
    assert bidder == {
        "on_barrel": True, "change": 180, "total": 1000, "attempts": 0, "falls_off": False
    }  # fmt: skip
    below = answer("barrel", total="700", role="opponent", gain="60").answer
    assert below["change"] == 60 and not below["on_barrel"]
    capped = answer("barrel", total="850", role="sitter", gain="60", options={
        "barrel": 880, "barrel_cap": True})  # fmt: skip
    assert capped.answer["total"] == 880


def test_TYS_R14_attempts_count_and_the_last_one_falls():
    options = {"barrel_attempts": 3}
    one = answer("barrel", total="820", role="opponent", gain="40", attempts="0", options=options)
    assert one.answer["attempts"] == 1 and not one.answer["falls_off"]
    last = answer("barrel", total="820", role="opponent", gain="40", attempts="2", options=options)
    assert last.answer["falls_off"] and last.answer["total"] == 700 and last.rule == "TYS-R14"


def test_TYS_R12_the_musik_question():
    assert answer("musik", cards="AS AH AD").answer == {"points": 150, "aces": 3, "marriages": []}
    assert answer("musik", cards="KH QH 9S").answer["points"] == 100
    with pytest.raises(Rejected, match="three different cards"):
        answer("musik", cards="KH QH")


def test_TYS_R10_the_rounding_question_follows_the_option():
    assert answer("rounding", points="24").answer == {"rounded": 20}
    assert answer("rounding", points="5").answer == {"rounded": 10}
    assert answer("rounding", points="12", options={"rounding": "nearest5"}).answer == {
        "rounded": 10
    }
    assert answer("rounding", points="21", options={"rounding": "up10"}).answer == {"rounded": 30}
