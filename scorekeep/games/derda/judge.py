"""Derda disputes settled by rule (DERDA-P1…P5, B1…B4, R1…R15, T1): play, trick, words,
seven, claim, calls, dealer, the tally of a number, and a declaration in time. Inputs come
from flags (strings) or a situation file (typed values); both are accepted.

The questions are answered in :mod:`~scorekeep.games.derda.judge_play` (play, trick,
seven), :mod:`~scorekeep.games.derda.judge_scoring` (words, claim, tally),
:mod:`~scorekeep.games.derda.judge_table` (calls, dealer) and
:mod:`~scorekeep.games.jass.declaring` (declaration); ``questions.toml`` beside this module
lists them with their inputs."""

from __future__ import annotations

from scorekeep.games.derda.judge_play import play, seven, trick
from scorekeep.games.derda.judge_scoring import claim, tally, words_question
from scorekeep.games.derda.judge_table import calls, dealer
from scorekeep.games.jass.declaring import derda_declaration
from scorekeep.games.jass.questions import read_questions

QUESTIONS = read_questions(
    __file__,
    {
        "play": play,
        "trick": trick,
        "words": words_question,
        "seven": seven,
        "claim": claim,
        "calls": calls,
        "dealer": dealer,
        "tally": tally,
        "declaration": derda_declaration,
    },
)
