"""Refusals of the Derda and Deberc declarations and of their judges' input checks speak the
player's language, still naming the field, the cards and the rule as the program writes them."""

from __future__ import annotations

import pytest

from scorekeep.core import cards
from scorekeep.core.errors import Unreadable
from scorekeep.i18n import set_language


def test_DERDA_R5_polish_refusal_of_a_second_belo(cli):
    result = cli(
        "--lang",
        "pl",
        "judge",
        "derda",
        "words",
        "--trump",
        "S",
        "Ania=belo",
        "Bartek=belo",
        code=1,
    )
    assert result.stderr.splitlines() == [
        "scorekeep: błąd: WORDS: belo gracza Bartek niemożliwe: Ania zgłasza belo, a jest "
        "jeden król i jedna dama atutowa (DERDA-R5)"
    ]


def test_DERDA_R2_polish_refusal_of_a_card_declared_twice_and_english_unchanged(cli):
    args = ("judge", "derda", "words", "--trump", "S", "Ania=KH QH JH", "Bartek=KH QH JH")
    polish = cli("--lang", "pl", *args, code=1).stderr
    assert polish.splitlines() == [
        "scorekeep: błąd: WORDS: tę samą kartę KH zgłosiło dwóch graczy (DERDA-R2)"
    ]
    english = cli(*args, code=1).stderr
    assert english.splitlines() == [
        "scorekeep: error: WORDS: same card KH declared by two players (DERDA-R2)"
    ]


def test_polish_derda_judge_input_check(cli):
    result = cli(
        "--lang", "pl", "judge", "derda", "claim", "--total", "380", "Ania=AS KS QS", code=1
    )
    assert result.stderr.splitlines() == [
        "scorekeep: błąd: --by: kto powiedział „dość”? dodaj --by P"
    ]


def test_DEBERC_P1_ukrainian_refusal_of_a_card_not_in_the_hand(cli):
    args = ("--trump", "H", "--trick", "9S", "--hand", "KS 7H JH", "--card", "8D")
    result = cli("--lang", "uk", "judge", "deberc", "play", *args, code=1)
    assert result.stderr.splitlines() == [
        "scorekeep: помилка: --card: 8D немає в руці KS 7H JH (DEBERC-P1)"
    ]
    english = cli("judge", "deberc", "play", *args, code=1).stderr
    assert english.splitlines() == [
        "scorekeep: error: --card: 8D is not in the hand KS 7H JH (DEBERC-P1)"
    ]


def test_DEBERC_R2_ukrainian_refusal_of_a_card_two_players_declared(cli):
    words = ("Ania=KH QH JH", "Bartek=JH 10H 9H")
    result = cli("--lang", "uk", "judge", "deberc", "combinations", "--trump", "H", *words, code=1)
    assert result.stderr.splitlines() == [
        "scorekeep: помилка: --words: ту саму карту JH оголосили Ania і Bartek (DEBERC-R2)"
    ]


def test_ukrainian_unknown_trump_suit_keeps_the_letters(cli):
    args = ("--trump", "X", "--trick", "9S", "--hand", "KS 7H JH", "--card", "KS")
    result = cli("--lang", "uk", "judge", "deberc", "play", *args, code=1)
    assert result.stderr.splitlines() == [
        "scorekeep: помилка: --trump: невідома козирна масть 'X': "
        "напишіть S, H, D або C (чи ♠ ♥ ♦ ♣)"
    ]


@pytest.mark.parametrize(
    ("languages", "letters"),
    [(("en",), "S, H, D or C (or ♠ ♥ ♦ ♣)"), (("it", "en"), "P, C, Q or F (or ♠ ♥ ♦ ♣)")],
)
def test_an_unknown_suit_names_the_tables_own_letters(languages, letters):
    """An Italian table reads C as hearts, so the refusal must not tell it to write C for clubs."""
    set_language("en")
    try:
        with pytest.raises(Unreadable) as refused:
            cards.read_suit("X", languages=languages)
    finally:
        set_language(None)
    assert refused.value.message == f"unknown suit 'X': write {letters}"


def test_DERDA_T1_polish_refusal_of_an_unknown_tally_style(cli):
    result = cli("--lang", "pl", "judge", "derda", "tally", "505", "--style", "x", code=1)
    assert result.stderr.splitlines() == [
        "scorekeep: błąd: --style: styl kresek 'x' musi być unicode albo ascii (DERDA-T1)"
    ]


def test_DEBERC_P6_ukrainian_session_refuses_an_unknown_redeal(cli):
    cli("new", "deberc", "--players", "Ania,Bartek,Celina", "--name", "w1", "--lang", "uk")
    result = cli("hand", "--annul", "three-sevens", code=1)
    assert result.stderr.splitlines() == [
        "scorekeep: помилка: --annul: невідома перездача 'three-sevens' "
        "(four-sevens або all-pass) (DEBERC-P6)"
    ]
    english = cli("--lang", "en", "hand", "--annul", "three-sevens", code=1).stderr
    assert english.splitlines() == [
        "scorekeep: error: --annul: unknown redeal 'three-sevens' (four-sevens or all-pass) "
        "(DEBERC-P6)"
    ]


def test_DERNIE_R13_italian_refusal_of_an_impossible_ace_chain(cli):
    result = cli("--lang", "it", "judge", "dernie", "ace-draw", "9", code=1)
    assert result.stderr.splitlines() == [
        "scorekeep: errore: --aces: una catena di 9 assi è impossibile: "
        "il mazzo ha esattamente 8 assi (DERNIE-R13)"
    ]
    english = cli("--lang", "en", "judge", "dernie", "ace-draw", "9", code=1).stderr
    assert english.splitlines() == [
        "scorekeep: error: --aces: a chain of 9 aces is impossible: "
        "the pack holds exactly 8 aces (DERNIE-R13)"
    ]


def test_DERNIE_R1_italian_unknown_suit_names_the_italian_letters(cli):
    args = ("judge", "dernie", "play", "--top", "5C", "--card", "5H", "--declared-suit", "Z")
    italian = cli("--lang", "it", *args, code=1).stderr
    assert italian.splitlines() == [
        "scorekeep: errore: --declared-suit: 'Z' non è un seme: "
        "scrivi P, C, Q o F (oppure ♠ ♥ ♦ ♣) (DERNIE-R1)"
    ]
    english = cli("--lang", "en", *args, code=1).stderr
    assert english.splitlines() == [
        "scorekeep: error: --declared-suit: 'Z' is not a suit: "
        "write S, H, D or C (or ♠ ♥ ♦ ♣) (DERNIE-R1)"
    ]


def test_DERDA_B1_polish_bidding_answer_and_illegal_call(cli):
    over = cli(
        "--lang",
        "pl",
        "judge",
        "derda",
        "calls",
        "pass,gram",
        "--dealer",
        "Ania",
        "--players",
        "Ania,Bartek",
    ).stdout
    assert "Rozstrzygnięcie: koniec licytacji" in over
    assert "Gra rozdający (Ania), atut: odwrócony kolor." in over
    english = cli(
        "judge", "derda", "calls", "pass,gram", "--dealer", "Ania", "--players", "Ania,Bartek"
    ).stdout
    assert "The dealer (Ania) is the bidder with the turned suit as trump." in english


def test_DEBERC_P3_ukrainian_illegal_call_and_json_in_english(cli):
    line = [
        "judge",
        "deberc",
        "calls",
        "pass pass pass S",
        "--players",
        "A,B,C,D",
        "--dealer",
        "A",
        "--turned",
        "H",
    ]
    text = cli("--lang", "uk", *line).stdout
    assert "Заявка 4 («S», каже A) недозволена: у першому колі грають у відкриту масть" in text
    answer = cli.json("--lang", "uk", *line)
    assert answer["answer"]["reason"] == "in round 1 a player plays the turned suit or passes"


def test_DEBERC_ukrainian_shorthand_refusal_names_what_it_expected(cli):
    cli("new", "deberc", "--players", "Ania,Bartek,Celina,Darek", "--name", "v", "--lang", "uk")
    result = cli("hand", "B", "H", "40", code=1)
    assert result.stderr.splitlines()[0] == (
        "scorekeep: помилка: shorthand: '40': очікувалося: очки за карти для 4 гравців "
        "у порядку за столом (Ania, Bartek, Celina, Darek)"
    )
