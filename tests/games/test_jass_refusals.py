"""Refusals Derda and Deberc share (one helper each in ``games/jass/``), each in the game's
own words and under its own rule: a second belo or bella, one without a trump, a
``no_tricks`` that lists no players, and points below zero."""

from __future__ import annotations

import pytest

from scorekeep import i18n
from scorekeep.core.errors import Rejected
from scorekeep.games.deberc import words as deberc_words
from scorekeep.games.deberc.entries import read_no_tricks as deberc_no_tricks
from scorekeep.games.derda import words as derda_words
from scorekeep.games.derda.entries import card_maximum
from scorekeep.games.derda.hands import check_card_maximum
from scorekeep.games.derda.hands import read_no_tricks as derda_no_tricks
from scorekeep.games.derda.judge_inputs import number_input
from tests.games.test_deberc import THREE, ctx
from tests.games.test_derda_judge import RULESET as DERDA_RULESET
from tests.games.test_derda_judge import ask as derda_ask

DERDA_PLAYERS = ("Ania", "Bartek")
DEBERC_TABLE = ctx(THREE).table


def refusal(read, *args, **kwargs) -> Rejected:
    with pytest.raises(Rejected) as caught:
        read(*args, **kwargs)
    return caught.value


def test_DERDA_R5_a_second_belo_is_refused():
    error = refusal(derda_words.read_declarations, {"Ania": ["belo", "belo"]}, DERDA_PLAYERS, "H")
    assert (error.message, error.field, error.rule) == (
        "belo declared twice by Ania",
        "--words",
        "DERDA-R5",
    )


def test_DERDA_R5_a_belo_without_trump_is_refused_naming_trump():
    error = refusal(derda_words.read_declarations, {"Ania": ["belo"]}, DERDA_PLAYERS, None)
    assert (error.message, error.field, error.rule) == (
        "belo of Ania needs the trump suit: give --trump",
        "--trump",
        "DERDA-R5",
    )


def test_DEBERC_R6_a_second_bella_is_refused():
    error = refusal(deberc_words.read_declarations, {"Ania": ["bella", "bella"]}, "H", DEBERC_TABLE)
    assert (error.message, error.field, error.rule) == (
        "Ania declared bella twice",
        "--words",
        "DEBERC-R6",
    )


def test_DEBERC_R6_a_bella_without_trump_is_refused_naming_trump():
    error = refusal(deberc_words.read_declarations, {"Ania": ["bella"]}, None, DEBERC_TABLE)
    assert (error.message, error.field, error.rule) == (
        "bella needs the trump suit: add --trump",
        "--trump",
        "DEBERC-R6",
    )


@pytest.mark.parametrize(
    ("read", "rule"),
    [
        (lambda raw: derda_no_tricks(raw, DERDA_PLAYERS), "DERDA-R7"),
        (lambda raw: deberc_no_tricks(raw, {}, DEBERC_TABLE), "DEBERC-R5"),
    ],
    ids=["DERDA_R7", "DEBERC_R5"],
)
def test_DERDA_R7_DEBERC_R5_no_tricks_is_a_list_of_players(read, rule):
    assert read("Ania") == ("Ania",)
    assert read(["Ania"]) == ("Ania",)
    error = refusal(read, {"Ania": True})
    assert (error.message, error.field, error.rule) == (
        "no_tricks must be a list of players, not {'Ania': True}",
        "--no-tricks",
        rule,
    )


def test_DERDA_R14_judge_points_are_never_negative():
    assert number_input("0", "--total") == 0
    error = refusal(number_input, "-5", "--total")
    assert (error.message, error.field, error.rule) == (
        "--total -5: Derda points are never negative",
        "--total",
        "DERDA-R14",
    )


@pytest.mark.parametrize("language", ["en", "pl", "uk", "it"])
def test_DERDA_C1_a_claim_and_a_hand_refuse_too_many_card_points_in_one_wording(language):
    """The judge's claim question and a recorded hand said it in two wordings."""
    maximum = card_maximum(DERDA_RULESET, {})
    i18n.set_language(language)
    try:
        claimed = refusal(derda_ask, "claim", by="Ania", total="100", cards=str(maximum + 1))
        recorded = refusal(check_card_maximum, maximum + 1, maximum, "--cards")
    finally:
        i18n.set_language(None)
    assert claimed.message == recorded.message
    assert (claimed.field, claimed.rule) == ("--cards", "DERDA-C1")
    assert str(maximum + 1) in claimed.message
