"""The Derniè pack: notation (DERNIE-R1) and card points (DERNIE-R2)."""

from __future__ import annotations

import pytest

from scorekeep.core.errors import Rejected
from scorekeep.games.dernie.cards import (
    JOKER,
    Card,
    Suit,
    card_points,
    deck_points,
    hand_points,
    parse_card,
    parse_hand,
    parse_suit,
    show,
    too_many_copies,
)

DEFAULTS = {"jolly_points": 15, "ace_points": 11, "face_points": 10}


@pytest.mark.parametrize(
    ("token", "card"),
    [
        ("KH", "KH"),
        ("kh", "KH"),
        ("10S", "10S"),
        ("TS", "10S"),
        ("7♦", "7D"),
        ("Q♠", "QS"),
        ("A♣", "AC"),
        ("9♡", "9H"),
        ("JOKER", JOKER),
        ("jolly", JOKER),
        ("JK", JOKER),
        ("RS", "KS"),
        ("DH", "QH"),
        ("DD", "QD"),
        ("FC", "JC"),
        ("AD", "AD"),
        (" 2c ", "2C"),
        ("K♥\ufe0f", "KH"),
    ],
)
def test_DERNIE_R1_card_notation_english_italian_symbols(token, card):
    assert str(parse_card(token)) == card


@pytest.mark.parametrize("token", ["1H", "11S", "ZZ", "KX", "H", "", "JOKERS", "10", "0S"])
def test_DERNIE_R1_unknown_card(token):
    with pytest.raises(Rejected, match="unknown card") as error:
        parse_card(token, "--card")
    assert error.value.rule == "DERNIE-R1"


def test_DERNIE_R1_a_number_is_not_a_card():
    with pytest.raises(Rejected, match="unknown card"):
        parse_card(7)


def test_DERNIE_R1_hand_separated_by_spaces_commas_or_a_list():
    assert show(parse_hand("KS 7H, JOKER")) == "KS 7H JOKER"
    assert show(parse_hand(["ks", "7h", "jolly"])) == "KS 7H JOKER"
    assert parse_hand("") == ()


def test_DERNIE_R1_two_copies_of_each_card_four_jokers():
    assert too_many_copies(parse_hand("KS KS JOKER JOKER JOKER JOKER")) is None
    assert too_many_copies(parse_hand("KS KS RS")) == (Card("K", Suit.SPADES), 3, 2)
    assert too_many_copies(parse_hand("JOKER JK JOLLY JOKER JOKER")) == (Card(JOKER), 5, 4)


def test_DERNIE_R1_suits_letters_and_symbols():
    assert parse_suit("h", "--declared-suit") == Suit.HEARTS
    assert parse_suit("♠", "--declared-suit") == Suit.SPADES
    with pytest.raises(Rejected, match="not a suit"):
        parse_suit("X", "--declared-suit")


def test_DERNIE_R1_honours_are_7_J_Q_K_A_and_the_jolly():
    honours = [
        t
        for t in ("7C", "JD", "QH", "KS", "AC", "JOKER", "2C", "10H", "8S")
        if parse_card(t).is_honour
    ]
    assert honours == ["7C", "JD", "QH", "KS", "AC", "JOKER"]


@pytest.mark.parametrize(
    ("token", "points"),
    [
        ("JOKER", 15),
        ("AS", 11),
        ("KH", 10),
        ("QD", 10),
        ("JC", 10),
        ("10S", 10),
        ("9H", 9),
        ("7C", 7),
        ("2D", 2),
    ],
)
def test_DERNIE_R2_card_points(token, points):
    assert card_points(parse_card(token), DEFAULTS) == points


def test_DERNIE_R2_whole_pack_is_820_points():
    every = [
        Card(r, s)
        for s in Suit
        for r in ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
    ] * 2
    every += [Card(JOKER)] * 4
    assert hand_points(every, DEFAULTS) == 820 == deck_points(DEFAULTS)


def test_DERNIE_R2_values_follow_the_options():
    house = {"jolly_points": 25, "ace_points": 1, "face_points": 5}
    assert hand_points(parse_hand("JOKER AS KH 4C"), house) == 25 + 1 + 5 + 4
    assert deck_points(house) == 2 * 4 * (54 + 1 + 15) + 4 * 25
