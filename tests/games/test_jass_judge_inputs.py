"""Derda's and Deberc's judges read the trump suit and cards alike (one reader in
``games/jass/judge_inputs.py``): the same things accepted, the same refusals in the same
words, from flags (strings) and from a situation file (typed values)."""

from __future__ import annotations

from typing import Any

import pytest

from scorekeep.core.errors import ScorekeepError
from scorekeep.core.game import Context, Verdict
from scorekeep.games.deberc.engine import ENGINE as DEBERC
from scorekeep.games.derda.engine import ENGINE as DERDA
from tests.games.test_deberc import ctx as deberc_ctx
from tests.games.test_derda_judge import RULESET as DERDA_RULESET


def derda_ctx(language: str = "en") -> Context:
    return Context(DERDA_RULESET, DERDA_RULESET.effective({}), language=language)


GAMES = {"derda": (DERDA, derda_ctx), "deberc": (DEBERC, deberc_ctx)}


def ask(game: str, question: str, **inputs: Any) -> Verdict:
    engine, context = GAMES[game]
    return engine.questions[question].answer(inputs, context())


def refusal(game: str, question: str, **inputs: Any) -> ScorekeepError:
    with pytest.raises(ScorekeepError) as caught:
        ask(game, question, **inputs)
    return caught.value


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("trump", [None, "", "  "])
def test_a_missing_trump_is_refused_in_one_wording(game, trump):
    error = refusal(game, "trick", trump=trump, cards="9S KS")
    assert error.message == "give the trump suit with --trump S|H|D|C"
    assert error.field == "--trump"


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize(("trump", "suit"), [("kier", "H"), ("Pik", "S"), ("hearts", "H")])
def test_a_suit_word_names_the_trump_at_an_english_table(game, trump, suit):
    """Deberc read suit words only at a table of another language; both now read them."""
    plain = ask(game, "trick", trump=suit, cards="9S KS")
    worded = ask(game, "trick", trump=trump, cards="9S KS")
    assert worded.answer == plain.answer


@pytest.mark.parametrize("game", GAMES)
def test_an_unknown_trump_is_refused_naming_the_field(game):
    error = refusal(game, "trick", trump="X", cards="9S KS")
    assert error.message.startswith("unknown trump suit 'X': write ")
    assert error.field == "--trump"


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("cards", [["9S", "KS"], ["9S", "", "KS"], ["9S", "  ", "KS"], "9S, KS"])
def test_cards_are_read_from_a_string_or_a_list_blanks_passed_over(game, cards):
    """Derda refused a blank card in a situation file's list; both now pass it over."""
    assert (
        ask(game, "trick", trump="H", cards=cards).answer
        == ask(game, "trick", trump="H", cards="9S KS").answer
    )


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize(("value", "shown"), [(7, "7"), ({"led": "9S"}, "{'led': '9S'}")])
def test_cards_that_are_no_list_are_refused_in_one_wording(game, value, shown):
    error = refusal(game, "trick", trump="H", cards=value)
    assert error.message == f"{shown} is not a list of cards"
    assert error.field == "CARDS"


@pytest.mark.parametrize("game", GAMES)
def test_a_card_twice_in_a_trick_is_still_refused(game):
    error = refusal(game, "trick", trump="H", cards="9S 9S")
    assert error.message == "card 9S appears twice"
