"""Derda adjudication (DERDA-P1…P5, B1…B4, R1…R15) and the tally (DERDA-T1) of a number, through the
questions' answer functions with flag-like (string) and file-like (typed) inputs."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from scorekeep.app.rulesets import load_ruleset
from scorekeep.core.errors import Rejected, ScorekeepError
from scorekeep.core.game import Context, Verdict
from scorekeep.files.home import Home
from scorekeep.games.derda.engine import ENGINE

RULESET = load_ruleset(Home(Path("/nonexistent-scorekeep-home")), "derda")


def ask(question: str, **inputs: Any) -> Verdict:
    options = inputs.pop("options", {})
    return ENGINE.questions[question].answer(inputs, Context(RULESET, RULESET.effective(options)))


# ----------------------------------------------------------------- Q1 play


def test_DERDA_P1_leading_any_card_is_legal():
    v = ask("play", trump="H", hand="KS 7H JH", card="KS")
    assert v.answer == {"legal": True, "legal_cards": ["KS", "7H", "JH"], "duty": "lead"}
    assert v.rule == "DERDA-P1"


def test_DERDA_P2_trump_led_must_overtrump_if_able():
    v = ask("play", trump="H", led="9H", hand="AH JH 7S", card="AH")
    assert v.answer["legal"] is False and v.answer["legal_cards"] == ["JH"]
    assert v.rule == "DERDA-P2" and v.answer["duty"] == "overtrump"


def test_DERDA_P2_trump_led_lower_trump_when_cannot_beat():
    v = ask("play", trump="H", led="JH", hand="AH 7H KS", card="KS")
    assert v.answer["legal"] is False and v.answer["legal_cards"] == ["AH", "7H"]


def test_DERDA_P2_trump_led_no_trump_any_card():
    assert ask("play", trump="H", led="JH", hand="AS KS", card="KS").answer["legal"] is True


def test_DERDA_P3_plain_led_follow_suit_no_duty_to_beat():
    v = ask("play", trump="H", led="KS", hand="7S AS JH", card="7S")
    assert v.answer["legal"] is True and v.answer["legal_cards"] == ["7S", "AS"]
    assert v.rule == "DERDA-P3"


def test_DERDA_P3_void_in_plain_suit_must_trump():
    v = ask("play", trump="H", led="KS", hand="7H AD", card="AD")
    assert v.answer == {"legal": False, "legal_cards": ["7H"], "duty": "ruff"}


def test_DERDA_P3_void_and_no_trump_any_card():
    assert ask("play", trump="H", led="KS", hand="AD 7C", card="7C").answer["legal"]


def test_play_accepts_typed_lists_and_rejects_impossible_situations():
    v = ask("play", trump="H", led="9S", hand=["KS", "7H", "JH"], card="JH")
    assert v.answer["legal"] is False
    with pytest.raises(Rejected, match="not in the hand"):
        ask("play", trump="H", hand="KS 7H", card="AS")
    with pytest.raises(Rejected, match="cannot also be in"):
        ask("play", trump="H", led="KS", hand="KS 7H", card="7H")
    with pytest.raises(ScorekeepError, match="unknown card"):
        ask("play", trump="H", hand="KS 1H", card="KS")


# ----------------------------------------------------------------- Q2 trick


def test_DERDA_P4_highest_trump_wins_in_trump_order():
    v = ask("trick", trump="H", cards="AH 9H")
    assert v.answer == {"winner": "second", "card": "9H", "index": 1}
    assert v.rule == "DERDA-P4"


def test_DERDA_P4_plain_suit_order_ten_beats_king():
    assert ask("trick", trump="H", cards="KS 10S").answer["card"] == "10S"


def test_DERDA_P4_third_suit_never_wins():
    assert ask("trick", trump="H", led="7S", second="AD").answer["winner"] == "led"


def test_DERDA_P4_any_trump_beats_plain():
    assert ask("trick", trump="C", cards=["AS", "7C"]).answer["card"] == "7C"


# ----------------------------------------------------------------- Q3 words


def test_words_question_spec_example():
    v = ask("words", trump="H", dealer="Bartek", words="Ania=KH QH JH Bartek=10S 9S 8S 7S")
    assert v.answer["scorer"] == "Bartek" and v.answer["reason"] == "length"
    assert v.answer["points"] == {"Ania": 0, "Bartek": 50}
    assert v.rule == "DERDA-R3"


def test_words_question_tie_goes_to_non_dealer_and_needs_dealer():
    v = ask("words", dealer="Ania", words={"Ania": ["KD QD JD"], "Bartek": "KS QS JS"})
    assert v.answer["scorer"] == "Bartek" and v.answer["reason"] == "non-dealer"
    with pytest.raises(Rejected, match="--dealer"):
        ask("words", words={"Ania": ["KD QD JD"], "Bartek": ["KS QS JS"]})


def test_words_question_several_sequences_and_belo():
    v = ask(
        "words",
        trump="H",
        dealer="Bartek",
        words=["Ania=10D 9D 8D 7D; KS QS JS", "Bartek=AC KC QC", "Bartek=belo"],
    )
    assert v.answer["points"] == {"Ania": 70, "Bartek": 20}
    assert "belo" in v.verdict


def test_words_question_impossible_declarations_are_input_errors():
    with pytest.raises(Rejected, match="same card QH declared by two players"):
        ask("words", words="Ania=KH QH JH Bartek=QH JH 10H")
    with pytest.raises(Rejected, match="belo of Ania impossible"):
        ask("words", trump="H", words="Ania=belo Bartek=KH QH JH")
    with pytest.raises(Rejected, match="two players"):
        ask("words", words="Ania=KH QH JH Bartek=AS KS QS Celina=AD KD QD")


# ----------------------------------------------------------------- Q4 seven


def test_DERDA_P5_seven_may_be_exchanged_but_need_not():
    v = ask("seven", trump="H", turned="AH", hand="7H KS QS")
    assert v.answer == {"may_exchange": True, "compulsory": False}
    assert v.rule == "DERDA-P5" and "not compulsory" in v.explanation


def test_DERDA_P5_not_after_first_trick_or_phase_two_or_without_seven():
    assert not ask("seven", trump="H", turned="AH", hand="7H", trick_started="true").answer[
        "may_exchange"
    ]
    assert not ask("seven", trump="S", turned="AH", hand="7S").answer["may_exchange"]
    assert not ask("seven", trump="H", turned="AH", hand="8H").answer["may_exchange"]
    assert ask("seven", trump="H", turned="H", holds_seven=True).answer["may_exchange"]


def test_DERDA_P5_option_seven_exchange_off():
    v = ask("seven", trump="H", turned="AH", hand="7H", options={"seven_exchange": False})
    assert v.answer["may_exchange"] is False


def test_seven_impossible_situation():
    with pytest.raises(Rejected, match="turned-up AH cannot be in"):
        ask("seven", trump="H", turned="AH", hand="AH 7H")


# ----------------------------------------------------------------- Q5 claim


def test_DERDA_R13_claim_question_right_and_wrong():
    v = ask("claim", by="Ania", total="380", cards="75", words="Ania=AS KS QS JS")
    assert v.answer == {"right": True, "sum": 505, "target": 500, "words": 50, "winner": "Ania"}
    v = ask(
        "claim",
        by="Ania",
        total=380,
        cards=60,
        dealer="Bartek",
        words={"Ania": ["AD KD QD"], "Bartek": ["10C 9C 8C 7C"]},
    )
    assert v.answer["right"] is False and v.answer["sum"] == 440
    assert v.answer["winner"] == "Bartek" and v.rule == "DERDA-R13"


def test_claim_question_input_errors():
    with pytest.raises(Rejected, match="already over"):
        ask("claim", by="Ania", total=500, cards=0)
    with pytest.raises(Rejected, match="exceeds the maximum 136"):
        ask("claim", by="Ania", total=100, cards=140)


# ----------------------------------------------------------------- Q6 calls


def calls(history: Any, **more: Any) -> dict[str, Any]:
    return ask("calls", history=history, **more).answer


def test_DERDA_B1_phase_one_calls():
    assert calls("")["calls"] == ["gram", "pasuję"]
    after = calls("pasuję", dealer="Ania", players="Ania,Bartek")
    assert after["to_call"] == "dealer" and after["player"] == "Ania"
    assert after["calls"] == ["gram", "pasuję", "ile razy?"]
    assert calls("gram", turned="9H")["result"] == {"bidder": "non-dealer", "trump": "H"}


def test_DERDA_B2_ile_razy():
    assert calls("pasuję, ile razy?")["calls"] == ["raz", "dwa razy"]
    assert calls(["pasuję", "ile razy?", "raz"])["result"]["bidder"] == "dealer"
    assert calls("pasuję, ile razy?, dwa razy")["result"] == {"annulled": "dwa-razy"}


def test_DERDA_B3_phase_two_turned_suit_may_not_be_named():
    answer = calls("pasuję, pasuję", turned="9H")
    assert answer["phase"] == 2 and answer["calls"] == ["S", "D", "C", "pasuję", "oferta N"]
    illegal = ask("calls", history="pasuję, pasuję, H", turned="9H")
    assert illegal.verdict == "illegal" and illegal.rule == "DERDA-B3"
    assert calls("pas, pas, kier", turned="9S")["result"] == {"bidder": "non-dealer", "trump": "H"}


def test_DERDA_B3_double_pass():
    assert calls("pasuję, pasuję, pasuję")["calls"] == ["another suit", "pasuję"]
    assert calls("p, p, p, p")["result"] == {"annulled": "double-pass"}


def test_DERDA_B4_trade_offers_counter_accept_and_reject():
    assert calls("p, p, oferta 20")["calls"] == ["przyjmuję", "odrzucam", "oferta N"]
    done = calls("p, p, oferta 20, oferta 15, przyjmuję")["result"]
    assert done == {"trade": 15, "asked_by": "dealer"}
    assert calls("p, p, oferta 20, odrzucam")["calls"] == ["another suit", "pasuję"]
    off = ask("calls", history="p, p, oferta 20", options={"trade_offers": False})
    assert off.verdict == "illegal" and off.rule == "DERDA-B4"


def test_calls_out_of_turn_and_unknown_call():
    assert ask("calls", history="dealer: gram").answer["illegal_at"] == 1
    assert "not a Derda call" in ask("calls", history="trzy razy").answer["reason"]
    assert ask("calls", history="gram, pasuję").answer["reason"] == "the bidding is already over"


# ----------------------------------------------------------------- Q7 dealer


@pytest.mark.parametrize(
    ("result", "bidder", "expected"),
    [
        ("made", "Bartek", "Bartek"),
        ("bajt", "Ania", "Bartek"),
        ("sztajnbajt", "Ania", "Bartek"),
        ("double-pass", None, "Bartek"),
        ("dwa razy", None, "Ania"),
        ("trade", None, "Ania"),
    ],
)
def test_DERDA_D1_dealer_question(result, bidder, expected):
    v = ask("dealer", players="Ania,Bartek", dealer="Ania", result=result, bidder=bidder)
    assert v.answer["next_dealer"] == expected
    assert v.answer["leads"] != expected and v.rule == "DERDA-D1"
    assert v.explanation[0].isupper() and "bartek" not in v.explanation


def test_dealer_question_who_leads_now_and_agreed_trade():
    assert ask("dealer", players=["Ania", "Bartek"], dealer="Ania").answer == {
        "dealer": "Ania",
        "leads": "Bartek",
    }
    v = ask("dealer", dealer="Ania", result="trade", next_dealer="Bartek")
    assert v.answer["next_dealer"] == "Bartek"
    with pytest.raises(Rejected, match="--bidder"):
        ask("dealer", players="Ania,Bartek", dealer="Ania", result="made")


# ----------------------------------------------------------------- tally


@pytest.mark.parametrize(
    ("n", "lines"),
    [
        (0, ["0"]),
        (9, ["9"]),
        (10, ["─"]),
        (20, ["│"]),
        (30, ["└"]),
        (40, ["└ ─"]),
        (50, ["∨"]),
        (60, ["∨ ─"]),
        (70, ["∨ │"]),
        (80, ["∧"]),
        (87, ["∧", "7"]),
        (90, ["∧ ─"]),
        (140, ["○ └ ─"]),
        (505, ["○ ○ ○ ○ ○", "5"]),
    ],
)
def test_DERDA_T1_tally_question(n, lines):
    v = ask("tally", number=str(n))
    assert v.answer["lines"] == lines and v.rule == "DERDA-T1"


def test_DERDA_T1_tally_ascii_style_and_errors():
    assert ask("tally", number=64, style="ascii").answer["lines"] == ["V -", "4"]
    assert ask("tally", number=230, options={"tally_style": "ascii"}).verdict == "O O L"
    with pytest.raises(Rejected, match="never negative"):
        ask("tally", number="-5")
    with pytest.raises(Rejected, match="unicode or ascii"):
        ask("tally", number="5", style="fancy")
