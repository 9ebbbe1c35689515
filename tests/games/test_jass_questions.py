"""The judge question table of Derda and Deberc is data (``questions.json`` beside each
judge), read by one loader in ``games/jass/``: every listed question is answered by exactly
one function of the modules the judge names."""

from __future__ import annotations

import json
from types import SimpleNamespace

import pytest

from scorekeep.core.game import Field
from scorekeep.games.deberc import judge as deberc_judge
from scorekeep.games.derda import judge as derda_judge
from scorekeep.games.jass.questions import read_questions

TABLE = json.dumps(
    {
        "question": [
            {
                "name": "trick",
                "summary": "who wins the trick",
                "example": "scorekeep judge toy trick 9S KS",
                "inputs": [
                    {"key": "trump", "help": "trump suit"},
                    {"key": "cards", "kind": "rest", "help": "the cards"},
                ],
            },
            {
                "name": "seven",
                "answer": "exchange",
                "summary": "may the seven be exchanged",
                "example": "scorekeep judge toy seven",
                "inputs": [{"key": "led", "kind": "flag"}],
            },
        ]
    }
)


def trick(inputs, ctx):
    raise AssertionError("not asked")


def exchange(inputs, ctx):
    raise AssertionError("not asked")


PLAY = SimpleNamespace(__name__="toy.judge_play", trick=trick, exchange=exchange)
OTHER = SimpleNamespace(__name__="toy.judge_other", trick=exchange)
EMPTY = SimpleNamespace(__name__="toy.judge_empty")


@pytest.fixture
def judge_file(tmp_path):
    (tmp_path / "questions.json").write_text(TABLE, encoding="utf-8")
    return str(tmp_path / "judge.py")


def test_the_table_keeps_its_order_kinds_and_help(judge_file):
    questions = read_questions(judge_file, EMPTY, PLAY)
    assert list(questions) == ["trick", "seven"]
    asked = questions["trick"]
    assert asked.summary == "who wins the trick"
    assert asked.example == "scorekeep judge toy trick 9S KS"
    assert asked.inputs == (
        Field("trump", help="trump suit"),
        Field("cards", "rest", help="the cards"),
    )
    assert questions["trick"].answer is trick
    assert questions["seven"].answer is exchange
    assert questions["seven"].inputs == (Field("led", "flag"),)


@pytest.mark.parametrize(
    ("modules", "said"),
    [((EMPTY,), "0 functions 'trick'"), ((PLAY, OTHER), "2 functions 'trick'")],
    ids=["a question nobody answers", "a question two functions answer"],
)
def test_every_question_has_exactly_one_answer(judge_file, modules, said):
    with pytest.raises(LookupError, match=f"questions.json: {said}"):
        read_questions(judge_file, *modules)


def test_a_question_listed_twice_is_refused(tmp_path):
    (tmp_path / "questions.json").write_text(TABLE.replace('"seven"', '"trick"'), "utf-8")
    with pytest.raises(LookupError, match="'trick' is listed twice"):
        read_questions(str(tmp_path / "judge.py"), PLAY)


@pytest.mark.parametrize(
    ("judge", "first", "last"),
    [(derda_judge, "play", "declaration"), (deberc_judge, "play", "declaration")],
)
def test_both_games_read_their_table(judge, first, last):
    names = list(judge.QUESTIONS)
    assert (names[0], names[-1]) == (first, last)
    assert all(q.name == name and q.summary and q.example for name, q in judge.QUESTIONS.items())
