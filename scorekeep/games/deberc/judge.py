"""Deberc disputes settled by rule (DEBERC-P1…P6, R1…R14): a legal card, the trick, whose
combinations score, the seven exchange, made / bajt / hanging, the bidding, the end.

The questions are answered in :mod:`~scorekeep.games.deberc.judge_play` (play, trick,
seven), :mod:`~scorekeep.games.deberc.judge_scoring` (combinations, outcome, over) and
:mod:`~scorekeep.games.deberc.judge_table` (calls); this module lists them."""

from __future__ import annotations

from scorekeep.core.game import Field, Question
from scorekeep.games.deberc.judge_play import play, seven, trick
from scorekeep.games.deberc.judge_scoring import combinations, outcome, over
from scorekeep.games.deberc.judge_table import calls
from scorekeep.games.jass import declaring

QUESTIONS = {
    "play": Question(
        "play",
        "may this card be played (follow, trump, overtrump)",
        (
            Field("trump", help="trump suit"),
            Field("trick", help='cards already in the trick, in order, e.g. "9S KS"'),
            Field("hand", help="the player's cards, including the candidate"),
            Field("card", help="the card he wants to play"),
            Field("bella", "flag", help="he announces bella with it"),
        ),
        play,
        'scorekeep judge deberc play --trump H --trick "9S" --hand "KS 7H JH" --card JH',
    ),
    "trick": Question(
        "trick",
        "who wins the trick",
        (
            Field("trump", help="trump suit"),
            Field("leader", help="who led (names the winner)"),
            Field("players", help="seating order, with --leader"),
            Field("cards", "rest", help="the cards in the order played"),
        ),
        trick,
        'scorekeep judge deberc trick --trump H "9S KS JH"',
    ),
    "combinations": Question(
        "combinations",
        "whose combinations score (terc, fifty, deberc, bella)",
        (
            Field("trump", help="trump suit"),
            Field("dealer", help="who dealt (seat tie-break)"),
            Field("players", help="seating order (default: as declared, from the dealer)"),
            Field("teams", help="A+C,B+D for 2 v 2"),
            Field("words", "many", help='P="KH QH JH" or P=bella (repeat)'),
            Field("no_tricks", "many", help="a player who took no trick (repeat)"),
            Field("declarations", "rest", help='Ania="KH QH JH" Bartek="10S 9S 8S 7S"'),
        ),
        combinations,
        'scorekeep judge deberc combinations --trump H --dealer Celina Ania="KH QH JH" '
        'Bartek="KS QS JS"',
    ),
    "seven": Question(
        "seven",
        "may the seven of trump be exchanged for the turned card",
        (
            Field("players", help="number of players (or their names)"),
            Field("trump", help="trump suit of the game"),
            Field("turned", help="suit of the turned card (default: the trump)"),
            Field("hand", help="the player's cards"),
            Field("led", "flag", help="the first lead has been made"),
            Field("declared", "flag", help="combinations have been declared"),
        ),
        seven,
        'scorekeep judge deberc seven --players 3 --trump H --hand "7H AS KD"',
    ),
    "outcome": Question(
        "outcome",
        "made, bajt or hanging, and what every side writes",
        (
            Field("points", "pairs", help="round points R per side (repeat)"),
            Field("bidder", help="who ordered the game"),
            Field("dealer", help="who dealt (ties)"),
            Field("players", help="seating order"),
            Field("teams", help="A+C,B+D for 2 v 2"),
            Field("bajts", help="the bidder side's bajts before this round"),
            Field("no_tricks", "many", help="a player who took no trick (repeat)"),
        ),
        outcome,
        "scorekeep judge deberc outcome --bidder Ania --points Ania=50 "
        "--points Bartek=60 --points Celina=40",
    ),
    "calls": Question(
        "calls",
        "who may bid what now",
        (
            Field("players", help="seating order"),
            Field("dealer", help="who dealt"),
            Field("turned", help="suit of the turned card"),
            Field("calls", "rest", help="calls so far from the dealer's left: pass, play, S H D C"),
        ),
        calls,
        "scorekeep judge deberc calls --players Ania,Bartek,Celina --dealer Ania "
        "--turned H pass pass",
    ),
    "over": Question(
        "over",
        "is the game over, and who won",
        (
            Field("totals", "pairs", help="every side's total after the round (repeat)"),
            Field("target", help="points to win (default: the ruleset's)"),
            Field("bidder", help="who ordered the last round"),
            Field("dealer", help="who dealt the last round"),
            Field("players", help="seating order"),
            Field("teams", help="A+C,B+D for 2 v 2"),
            Field("deberc", help="the player whose deberc was senior"),
            Field("stopped_by", help='finish = "points": who reached the target on a trick'),
            Field("last_trick", "flag", help="that trick was the last of the round"),
        ),
        over,
        "scorekeep judge deberc over --totals Ania=340 --totals Bartek=340 "
        "--bidder Ania --target 301",
    ),
    "declaration": declaring.DEBERC_QUESTION,
}
