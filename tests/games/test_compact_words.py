"""Issue 25, items 1 and 2: Deberc's card points per side in team play (DEBERC section 4), and
words in fewer keys (a run by its top card and length, a bella or belo by one letter, the
junior side's words left out), read as strictly as the long forms."""

from __future__ import annotations

import importlib.util
import random
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeep.core.errors import Rejected
from scorekeep.core.game import Context
from scorekeep.games import find_game, hand_fields
from scorekeep.games.jass.shorthand import compact_run, expand_run
from tests.games.test_deberc import AC, BD, FOUR, TEAMS, ctx, evening, hand, scores
from tests.games.test_deberc_properties import split
from tests.games.test_shorthand import ctx as shorthand_ctx

DEBERC = find_game("deberc")
DERDA = find_game("derda")
TEAM_TABLE = ctx(FOUR, TEAMS)
DERDA_TABLE = shorthand_ctx("derda", "Ania", "Bartek")
SEQUENCE = ("A", "K", "Q", "J", "10", "9", "8", "7")
LETTERS = {
    "en": {"A": "A", "K": "K", "Q": "Q", "J": "J", "10": "T"},
    "pl": {"A": "A", "K": "K", "Q": "D", "J": "W", "10": "10"},
    "uk": {"A": "Т", "K": "К", "Q": "Д", "J": "В", "10": "10"},
}
SUITS = {"en": "SHDC", "pl": "♠♥♦♣", "uk": "♠♥♦♣"}


def entry(c: Context, line: str, game: Any = DEBERC) -> dict[str, Any]:
    return dict(game.entry_from_fields(hand_fields(game, line.split(), c, "hand"), c))


def played(c: Context, made: dict[str, Any], game: Any = DEBERC) -> dict[str, int]:
    _, outcome = game.play(game.start(c), made, c)
    return dict(outcome.scores)


# --------------------------------------------------------------------------- per side


def test_DEBERC_R1_one_number_is_the_first_sides_the_other_filled_from_162():
    assert entry(TEAM_TABLE, "B S 50")["cards"] == {AC: 50, BD: 112}
    assert entry(TEAM_TABLE, "B S 50 112")["cards"] == {AC: 50, BD: 112}
    assert entry(TEAM_TABLE, "B S . 112")["cards"] == {AC: 50, BD: 112}
    per_player = entry(TEAM_TABLE, "B S 30 50 20")["cards"]
    assert per_player == {"Ania": 30, "Bartek": 50, "Celina": 20, "Darek": 62}


def test_DEBERC_R14_the_order_of_the_sides_is_the_order_of_teams():
    other_way = ctx(FOUR, ("B+D", "A+C"))
    assert entry(other_way, "B S 50")["cards"] == {BD: 50, AC: 112}


def test_DEBERC_R1_per_side_card_points_must_total_162():
    with pytest.raises(Rejected, match=r"must total 162 with four players \(got 150\)"):
        played(TEAM_TABLE, entry(TEAM_TABLE, "B S 100 50"))
    with pytest.raises(Rejected, match="leave Bartek\\+Darek some of the 162"):
        entry(TEAM_TABLE, "B S 170")


def test_DEBERC_R1_per_side_points_only_where_there_are_teams():
    alone = shorthand_ctx("deberc", *FOUR)
    with pytest.raises(Rejected, match="card points for 4 players"):
        entry(alone, "B S 50 112")
    three = shorthand_ctx("deberc", "Ania", "Bartek", "Celina")
    with pytest.raises(Rejected, match="card points for 3 players"):
        entry(three, "B S 50")


def test_DEBERC_R1_flags_take_a_side_too_but_not_both_ways_in_one_hand():
    fields = {"bidder": "B", "trump": "S", "cards": {"A+C": "50", "Bartek+Darek": "112"}}
    assert DEBERC.entry_from_fields(fields, TEAM_TABLE)["cards"] == {AC: 50, BD: 112}
    mixed = {"bidder": "B", "trump": "S", "cards": {"A+C": "50", "Bartek": "100", "D": "12"}}
    with pytest.raises(Rejected, match="per player or per side, not both") as caught:
        DEBERC.entry_from_fields(mixed, TEAM_TABLE)
    assert caught.value.field == "--cards" and caught.value.rule == "DEBERC-R1"
    with pytest.raises(Rejected, match="card points of Bartek\\+Darek missing"):
        played(TEAM_TABLE, hand("Bartek", "S", **{AC: 162}))


def test_DEBERC_R5_a_dash_for_a_side_is_both_players_without_a_trick():
    made = entry(TEAM_TABLE, "A D 162 -")
    assert made["cards"] == {AC: 162, BD: 0}
    assert made["no_tricks"] == ["Bartek", "Darek"]
    assert entry(TEAM_TABLE, "A D . -") == made
    assert entry(TEAM_TABLE, "A D -")["no_tricks"] == ["Ania", "Celina"]


def test_DEBERC_R5_side_without_a_trick_scores_no_combination_nor_bella():
    """The no-tricks rule in team play is the side's: per-side points and per-player points
    of the same hand give the same round."""
    c = ctx(FOUR, TEAMS, no_tricks_penalty=50)
    per_side = entry(c, "A D 162 - B:K3S D:b")
    per_player = entry(c, "A D 100 - 62 - B:K3S D:b")
    assert played(c, per_side) == played(c, per_player) == {AC: 162, BD: -50}


def test_DEBERC_R5_a_side_that_took_no_trick_has_no_card_points():
    with pytest.raises(Rejected, match=r"Bartek\+Darek took no tricks but has card points") as e:
        played(TEAM_TABLE, hand("Ania", "D", no_tricks=["Bartek", "Darek"], **{AC: 150, BD: 12}))
    assert e.value.rule == "DEBERC-R5"
    # one partner without a trick is possible whatever the side took
    one = hand("Ania", "D", no_tricks=["Bartek"], **{AC: 150, BD: 12})
    assert played(TEAM_TABLE, one) == {AC: 150, BD: 12}


def test_DEBERC_R5_no_tricks_flag_takes_a_side():
    fields = {"bidder": "A", "trump": "D", "cards": {"A+C": "162", "B+D": "0"}}
    made = DEBERC.entry_from_fields({**fields, "no_tricks": ["B+D"]}, TEAM_TABLE)
    assert made["no_tricks"] == ["Bartek", "Darek"]


def test_DEBERC_R9_penalty_once_for_a_side_given_per_side():
    c = ctx(FOUR, TEAMS, no_tricks_penalty=100)
    result = evening(c, hand("Ania", "D", no_tricks=["Bartek", "Darek"], **{AC: 162, BD: 0}))
    assert scores(result) == {AC: 162, BD: -100}


def test_DEBERC_R1_a_journal_keeps_the_points_per_side_and_replays_them():
    result = evening(
        TEAM_TABLE,
        hand("Bartek", "S", words={"Darek": ["KD QD JD 10D"]}, **{AC: 50, BD: 112}),
        hand("Celina", "H", **{"A+C": 81, "Bartek+Darek": 81}),
    )
    assert scores(result, 0) == {AC: 50, BD: 162}
    assert scores(result, 1) == {AC: 0, BD: 81}


@settings(max_examples=60, deadline=None)
@given(
    cards=split(FOUR, 162),
    bidder=st.sampled_from(FOUR),
    trump=st.sampled_from("CH"),
    words=st.sampled_from(["", "D:K4D", "A:A3S D:K4D B:b", "C:b", "B:A7S", "C:T4C"]),
)
def test_DEBERC_R14_per_side_and_per_player_points_give_the_same_totals(
    cards, bidder, trump, words
):
    per_player = " ".join(str(cards[p]) for p in FOUR)
    first_side = cards["Ania"] + cards["Celina"]
    line = f"{bidder} {trump} {{points}} {words}".strip()
    long = played(TEAM_TABLE, entry(TEAM_TABLE, line.format(points=per_player)))
    short = played(TEAM_TABLE, entry(TEAM_TABLE, line.format(points=first_side)))
    assert short == long


def test_DEBERC_R1_the_table_asks_a_team_game_for_the_first_sides_points():
    from scorekeep.core.shorthand import Ask
    from scorekeep.games import for_game

    asks = for_game("deberc")
    assert asks.missing(["C", "H"], TEAM_TABLE) == Ask("Ania+Celina's card points")
    assert asks.missing(["C", "H", "81"], TEAM_TABLE) is None
    assert asks.missing(["C", "H", "40", "31", "41"], TEAM_TABLE) == Ask(
        "Darek's card points", "50"
    )
    alone = shorthand_ctx("deberc", *FOUR)
    assert asks.missing(["C", "H"], alone) == Ask("Ania's card points")


def test_derda_has_no_teams_so_no_points_per_side():
    derda = find_game("derda")
    rules = DERDA_TABLE.ruleset
    with pytest.raises(Rejected, match="not in teams"):
        derda.seat(["Ania", "Bartek"], ["A+B"], rules, rules.effective({}))
    with pytest.raises(Rejected, match="card points for 2 players"):
        entry(DERDA_TABLE, "A S 60", DERDA)


# --------------------------------------------------------------------------- compact words


@pytest.mark.parametrize(
    ("word", "language", "run"),
    [
        ("K4D", "en", "KD QD JD 10D"),
        ("A3H", "en", "AH KH QH"),
        ("T4S", "en", "10S 9S 8S 7S"),
        ("104S", "en", "10S 9S 8S 7S"),
        ("A8C", "en", "AC KC QC JC 10C 9C 8C 7C"),
        ("D3kier", "pl", "QH JH 10H"),
        ("W3♥", "pl", "JH 10H 9H"),
        ("Т3чирви", "uk", "AH KH QH"),
        ("К4♦", "uk", "KD QD JD 10D"),
        ("KQJH", "en", "KH QH JH"),
    ],
)
def test_DEBERC_R2_DERDA_R2_a_run_by_its_top_card_and_length(word, language, run):
    assert compact_run(word, language) == run


@pytest.mark.parametrize(
    ("word", "message"),
    [
        ("K9D", "no run of 9 from K: from K down to the seven there are 7 cards"),
        ("J7S", "no run of 7 from J"),
        ("92H", "a run has at least 3 cards, not 2"),
        ("98S", "no run of 8 from 9"),
    ],
)
def test_DEBERC_R2_a_run_must_exist_in_its_declared_length(word, message):
    with pytest.raises(Rejected, match=message) as caught:
        entry(TEAM_TABLE, f"B S 50 {word}")
    assert caught.value.field == "--words" and caught.value.rule == "DEBERC-R2"
    with pytest.raises(Rejected, match=message) as caught:
        entry(DERDA_TABLE, f"B S 50 60 {word}", DERDA)
    assert caught.value.rule == "DERDA-R2"


def test_DEBERC_R2_flags_read_the_compact_run_too():
    fields = {"bidder": "B", "trump": "S", "cards": {"A+C": "50"}, "words": ["Darek=K4D"]}
    made = DEBERC.entry_from_fields({**fields, "cards": {"A+C": "50", "B+D": "112"}}, TEAM_TABLE)
    assert made["words"] == {"Darek": ["KD QD JD 10D"]}
    with pytest.raises(Rejected, match="no run of 6 from 10") as caught:
        DEBERC.entry_from_fields({**fields, "words": ["Darek=T6D"]}, TEAM_TABLE)
    assert caught.value.field == "--words"
    derda = DERDA.entry_from_fields(
        {"bidder": "B", "trump": "H", "cards": {"A": "48", "B": "74"}, "words": ["B=K3H;b"]},
        DERDA_TABLE,
    )
    assert derda["words"] == {"Bartek": ["KH QH JH", "belo"]}


def test_DEBERC_R6_bella_and_DERDA_R5_belo_by_one_letter():
    assert entry(TEAM_TABLE, "B S 50 b")["words"] == {"Bartek": ["bella"]}
    assert entry(TEAM_TABLE, "B S 50 D:б")["words"] == {"Darek": ["bella"]}
    assert entry(DERDA_TABLE, "B H 48 74 K3H,b", DERDA)["words"] == {"Bartek": ["KH QH JH", "belo"]}


def test_DEBERC_R6_a_one_letter_bella_is_checked_like_the_word():
    with pytest.raises(Rejected, match="bella of Bartek is impossible: Darek declared KS"):
        played(TEAM_TABLE, entry(TEAM_TABLE, "B S 50 b D:K3S"))
    with pytest.raises(Rejected, match="bella of Darek is impossible: Bartek declared bella"):
        played(TEAM_TABLE, entry(TEAM_TABLE, "B S 50 b D:b"))
    with pytest.raises(Rejected, match="belo of Bartek impossible"):
        played(DERDA_TABLE, entry(DERDA_TABLE, "B H 48 74 b A:K3H", DERDA), DERDA)


@st.composite
def runs(draw: Any) -> tuple[str, str, str]:
    """A run of the pack in some language's letters: its compact long form, its top card
    and length, and its cards as the journal keeps them."""
    language = draw(st.sampled_from(["en", "pl", "uk"]))
    length = draw(st.integers(3, 8))
    start = draw(st.integers(0, 8 - length))
    suit_at = draw(st.integers(0, 3))
    ranks = SEQUENCE[start : start + length]
    letters = LETTERS[language]
    suit = SUITS[language][suit_at]
    long = "".join(letters.get(r, r) for r in ranks) + suit
    short = f"{letters.get(ranks[0], ranks[0])}{length}{suit}"
    cards = " ".join(r + "SHDC"[suit_at] for r in ranks)
    return long, short, cards


@settings(max_examples=80, deadline=None)
@given(run=runs(), player=st.sampled_from(FOUR))
def test_DEBERC_R2_a_compact_run_and_its_long_form_read_the_same_entry(run, player):
    long, short, cards = run
    languages = ("en", "pl", "uk") if long[0] not in "ТКДВ" else ("uk", "en", "pl")
    assert expand_run(short, languages) == expand_run(long, languages) == cards
    initial = player[0]
    assert entry(TEAM_TABLE, f"B S 50 {initial}:{short}") == entry(
        TEAM_TABLE, f"B S 50 {initial}:{long}"
    )


# --------------------------------------------------------------------------- junior words


def test_DEBERC_R4_junior_words_left_out_give_the_same_round_and_the_answer_says_whose():
    everybody = entry(TEAM_TABLE, "B S 50 D:K4D A:A3H b")
    senior_only = entry(TEAM_TABLE, "B S 50 D:K4D b")
    assert played(TEAM_TABLE, everybody) == played(TEAM_TABLE, senior_only)
    _, outcome = DEBERC.play(DEBERC.start(TEAM_TABLE), senior_only, TEAM_TABLE)
    assert (
        "words scored: Bartek+Darek's (Darek 50); no other side's words were given "
        "(a junior side's may be left out) (DEBERC-R4)"
    ) in outcome.notes
    _, outcome = DEBERC.play(DEBERC.start(TEAM_TABLE), everybody, TEAM_TABLE)
    assert "Bartek+Darek scores their combinations: Darek 50 (DEBERC-R4)" in outcome.notes


def test_DEBERC_R3_two_runs_of_one_side_are_not_the_only_sequence():
    _, outcome = DEBERC.play(
        DEBERC.start(TEAM_TABLE), entry(TEAM_TABLE, "B S 50 D:K4D B:A3S"), TEAM_TABLE
    )
    assert any("the only side whose sequences were given (DEBERC-R3)" in n for n in outcome.notes)


def test_DEBERC_R4_the_answer_says_whose_words_in_the_tables_language():
    from scorekeep.i18n import set_language

    set_language("pl")
    try:
        _, outcome = DEBERC.play(
            DEBERC.start(TEAM_TABLE), entry(TEAM_TABLE, "B S 50 D:K4D"), TEAM_TABLE
        )
    finally:
        set_language(None)
    assert any(n.startswith("liczone kombinacje: Bartek+Darek") for n in outcome.notes)


# --------------------------------------------------------------------------- random deals

KEYSTROKES = Path(__file__).resolve().parents[2] / "benchmarks" / "keystrokes.py"


def keystrokes() -> Any:
    spec = importlib.util.spec_from_file_location("keystrokes", KEYSTROKES)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


BENCH = keystrokes()


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32))
def test_DEBERC_R4_a_random_deal_typed_short_scores_as_its_long_form(seed):
    """A deal played out at random, typed per side with the compact words and the junior
    side's words left out, scores what its every-word, per-player record scores."""
    deal = BENCH.random_deal(BENCH.DEBERC, random.Random(seed), FOUR[seed % 4])
    record = {
        "bidder": deal.bidder,
        "trump": deal.trump,
        "cards": deal.cards,
        "no_tricks": list(deal.no_tricks),
        "words": deal.words,
        "dealer": deal.dealer,
    }
    short = {**entry(TEAM_TABLE, deal.short), "dealer": deal.dealer}
    long = {**entry(TEAM_TABLE, deal.long), "dealer": deal.dealer}
    assert played(TEAM_TABLE, short) == played(TEAM_TABLE, long) == played(TEAM_TABLE, record)


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32))
def test_DERDA_R3_a_random_deal_typed_short_scores_as_its_long_form(seed):
    deal = BENCH.random_deal(BENCH.DERDA, random.Random(seed), ("Ania", "Bartek")[seed % 2])
    record = {
        "bidder": deal.bidder,
        "trump": deal.trump,
        "cards": deal.cards,
        "no_tricks": list(deal.no_tricks),
        "words": deal.words,
        "dealer": deal.dealer,
    }
    short = {**entry(DERDA_TABLE, deal.short, DERDA), "dealer": deal.dealer}
    long = {**entry(DERDA_TABLE, deal.long, DERDA), "dealer": deal.dealer}
    assert played(DERDA_TABLE, short, DERDA) == played(DERDA_TABLE, record, DERDA)
    assert played(DERDA_TABLE, long, DERDA) == played(DERDA_TABLE, record, DERDA)
