"""The judge question table of Derda and Deberc is data (``questions.toml`` beside each
judge), read by one loader in ``games/jass/``: every listed question has its answer and
every answer its question."""

from __future__ import annotations

import pytest

from scorekeep.core.game import Field
from scorekeep.games.deberc import judge as deberc_judge
from scorekeep.games.derda import judge as derda_judge
from scorekeep.games.jass.questions import read_questions

TABLE = """
[[question]]
name = "trick"
summary = "who wins the trick"
example = "scorekeep judge toy trick 9S KS"
inputs = [
    { key = "trump", help = "trump suit" },
    { key = "cards", kind = "rest", help = "the cards" },
]

[[question]]
name = "seven"
summary = "may the seven be exchanged"
example = "scorekeep judge toy seven"
inputs = [{ key = "led", kind = "flag" }]
"""


def answer(inputs, ctx):
    raise AssertionError("not asked")


@pytest.fixture
def judge_file(tmp_path):
    (tmp_path / "questions.toml").write_text(TABLE, encoding="utf-8")
    return str(tmp_path / "judge.py")


def test_the_table_keeps_its_order_kinds_and_help(judge_file):
    questions = read_questions(judge_file, {"seven": answer, "trick": answer})
    assert list(questions) == ["trick", "seven"]
    trick = questions["trick"]
    assert trick.summary == "who wins the trick"
    assert trick.example == "scorekeep judge toy trick 9S KS"
    assert trick.inputs == (
        Field("trump", help="trump suit"),
        Field("cards", "rest", help="the cards"),
    )
    assert trick.answer is answer
    assert questions["seven"].inputs == (Field("led", "flag"),)


@pytest.mark.parametrize(
    "answers",
    [{"trick": answer}, {"trick": answer, "seven": answer, "over": answer}],
    ids=["a question without its answer", "an answer without its question"],
)
def test_table_and_answers_must_agree(judge_file, answers):
    with pytest.raises(LookupError, match=r"questions\.toml"):
        read_questions(judge_file, answers)


@pytest.mark.parametrize(
    ("judge", "first", "last"),
    [(derda_judge, "play", "declaration"), (deberc_judge, "play", "declaration")],
)
def test_both_games_read_their_table(judge, first, last):
    names = list(judge.QUESTIONS)
    assert (names[0], names[-1]) == (first, last)
    assert all(q.name == name and q.summary and q.example for name, q in judge.QUESTIONS.items())
