"""Deberc disputes settled by rule (DEBERC-P1…P6, R1…R15): a legal card, the trick, whose
combinations score, the seven exchange, made / bajt / hanging, the bidding, the end, and a
declaration in time.

The questions are answered in :mod:`~scorekeep.games.deberc.judge_play` (play, trick,
seven), :mod:`~scorekeep.games.deberc.judge_scoring` (combinations, outcome, over),
:mod:`~scorekeep.games.deberc.judge_table` (calls) and
:mod:`~scorekeep.games.jass.declaring` (declaration); ``questions.toml`` beside this module
lists them with their inputs."""

from __future__ import annotations

from scorekeep.games.deberc.judge_play import play, seven, trick
from scorekeep.games.deberc.judge_scoring import combinations, outcome, over
from scorekeep.games.deberc.judge_table import calls
from scorekeep.games.jass.declaring import deberc_declaration
from scorekeep.games.jass.questions import read_questions

QUESTIONS = read_questions(
    __file__,
    {
        "play": play,
        "trick": trick,
        "combinations": combinations,
        "seven": seven,
        "outcome": outcome,
        "calls": calls,
        "over": over,
        "declaration": deberc_declaration,
    },
)
