"""Derda disputes settled by rule (DERDA-P1…P5, B1…B4, R1…R15, T1): play, trick, words,
seven, claim, calls, dealer, the tally of a number, and a declaration in time. Inputs come
from flags (strings) or a situation file (typed values); both are accepted.

``questions.json`` lists the questions with their inputs; they are answered in
:mod:`~scorekeep.games.derda.judge_play` (play, trick, seven),
:mod:`~scorekeep.games.derda.judge_scoring` (words, claim, tally),
:mod:`~scorekeep.games.derda.judge_table` (calls, dealer) and, shared with Deberc,
:mod:`~scorekeep.games.jass.declaring` (declaration)."""

from __future__ import annotations

from scorekeep.games.derda import judge_play, judge_scoring, judge_table
from scorekeep.games.jass import declaring
from scorekeep.games.jass.questions import read_questions

QUESTIONS = read_questions(__file__, judge_play, judge_scoring, judge_table, declaring)
