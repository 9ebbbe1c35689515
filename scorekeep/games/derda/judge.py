"""Derda disputes settled by rule (DERDA-P1…P5, B1…B4, R1…R15, T1): play, trick, words,
seven, claim, calls, dealer, and the tally of a number. Inputs come from flags (strings) or a
situation file (typed values); both are accepted.

The questions are answered in :mod:`~scorekeep.games.derda.judge_play` (play, trick,
seven), :mod:`~scorekeep.games.derda.judge_scoring` (words, claim, tally) and
:mod:`~scorekeep.games.derda.judge_table` (calls, dealer); this module lists them."""

from __future__ import annotations

from scorekeep.core.game import Field, Question
from scorekeep.games.derda.judge_play import play, seven, trick
from scorekeep.games.derda.judge_scoring import claim, tally, words_question
from scorekeep.games.derda.judge_table import calls, dealer
from scorekeep.games.jass import declaring

QUESTIONS = {
    "play": Question(
        "play",
        "may this card be played now (and which cards may)",
        (
            Field("trump", help="trump suit S H D C"),
            Field("led", help="the card led to this trick (omit when leading)"),
            Field("hand", help='the player\'s cards, e.g. "KS 7H JH"'),
            Field("card", help="the card he wants to play"),
        ),
        play,
        'scorekeep judge derda play --trump H --led 9S --hand "KS 7H JH" --card JH',
    ),
    "trick": Question(
        "trick",
        "who wins the trick",
        (
            Field("trump", help="trump suit S H D C"),
            Field("led", help="the card led"),
            Field("second", help="the reply"),
            Field("cards", "rest", help='led card then reply, e.g. "9S KS"'),
        ),
        trick,
        'scorekeep judge derda trick --trump H "9S KS"',
    ),
    "words": Question(
        "words",
        "whose words score, and why",
        (
            Field("trump", help="trump suit (needed for belo)"),
            Field("dealer", help="who dealt (the non-dealer wins equal sequences)"),
            Field("players", help="both players, A,B (optional)"),
            Field("words", "rest", help='P="KH QH JH" P=belo ... (repeat a player for more)'),
        ),
        words_question,
        'scorekeep judge derda words --trump H --dealer Bartek Ania="KH QH JH" '
        'Bartek="10S 9S 8S 7S"',
    ),
    "seven": Question(
        "seven",
        "may the seven of trump be exchanged for the turned-up card",
        (
            Field("trump", help="trump suit"),
            Field("turned", help="the turned-up card, e.g. AH"),
            Field("hand", help="the player's cards (or --holds-seven)"),
            Field("holds_seven", "flag", help="the player holds the seven of trump"),
            Field("trick_started", "flag", help="the first trick has begun"),
        ),
        seven,
        'scorekeep judge derda seven --trump H --turned AH --hand "7H KS QS"',
    ),
    "claim": Question(
        "claim",
        'was the "dość" claim right',
        (
            Field("by", help="who said dość"),
            Field("total", help="his total before the hand"),
            Field("cards", help="card points in his tricks so far"),
            Field("trump", help="trump suit (needed for belo)"),
            Field("dealer", help="who dealt"),
            Field("players", help="both players, A,B (optional)"),
            Field("words", "rest", help='words declared so far: P="AS KS QS JS" ...'),
        ),
        claim,
        'scorekeep judge derda claim --by Ania --total 380 --cards 75 Ania="AS KS QS JS"',
    ),
    "calls": Question(
        "calls",
        "which bidding calls are allowed now",
        (
            Field("dealer", help="who dealt (to name the caller)"),
            Field("players", help="both players, A,B (optional)"),
            Field("turned", help="the turned-up card or its suit"),
            Field("history", "rest", help='calls so far, comma separated: "pasuję, pasuję"'),
        ),
        calls,
        'scorekeep judge derda calls --turned 9H "pasuję, ile razy?"',
    ),
    "dealer": Question(
        "dealer",
        "who deals next and who leads",
        (
            Field("players", help="both players, A,B"),
            Field("dealer", help="who dealt this hand"),
            Field("result", help="made, bajt, sztajnbajt, double-pass, dwa-razy or trade"),
            Field("bidder", help="the bidder (after made or bajt)"),
            Field("next_dealer", help="after a trade: the dealer agreed, if any"),
        ),
        dealer,
        "scorekeep judge derda dealer --players Ania,Bartek --dealer Ania "
        "--result bajt --bidder Ania",
    ),
    "tally": Question(
        "tally",
        "write a number in tally marks",
        (
            Field("number", "positional", help="the number, e.g. 505"),
            Field("style", help="unicode or ascii (default: the ruleset's tally_style)"),
            Field("hundred", help="circle, triangle or square (default: tally_hundred)"),
        ),
        tally,
        "scorekeep judge derda tally 505",
    ),
    "declaration": declaring.DERDA_QUESTION,
}
