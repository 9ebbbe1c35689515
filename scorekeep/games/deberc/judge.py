"""Deberc disputes settled by rule (DEBERC-P1…P6, R1…R15): a legal card, the trick, whose
combinations score, the seven exchange, made / bajt / hanging, the bidding, the end, and a
declaration in time.

Its questions, listed with their inputs in ``questions.json``, are answered by
:mod:`~scorekeep.games.deberc.judge_play` (play, trick, seven),
:mod:`~scorekeep.games.deberc.judge_scoring` (combinations, outcome, over),
:mod:`~scorekeep.games.deberc.judge_table` (calls) and the jass family's
:mod:`~scorekeep.games.jass.declaring` (declaration)."""

from __future__ import annotations

from scorekeep.games.deberc import judge_play, judge_scoring, judge_table
from scorekeep.games.jass import declaring
from scorekeep.games.jass.questions import read_questions

QUESTIONS = read_questions(__file__, judge_play, judge_scoring, judge_table, declaring)
