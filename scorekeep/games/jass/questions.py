"""The judge question table of a jass game, kept as data: ``questions.toml`` beside the
game's ``judge.py`` lists every question in the order ``judge <game> --help`` shows them,
with its summary, its inputs and an example; the judge supplies the function that answers
each one by name."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path

from scorekeep.core.game import Field, Question

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

    from scorekeep.core.game import Context, Verdict

    Answer = Callable[[Mapping[str, Any], Context], Verdict]

TABLE = "questions.toml"
"""The file name of the table, the same in every jass game's folder."""


def read_questions(judge_file: str, answers: Mapping[str, Answer]) -> dict[str, Question]:
    """The questions of the table beside ``judge_file`` (a judge module's ``__file__``),
    each answered by ``answers[name]``. A question without an answer, or an answer without
    a question, is a mistake in the game's folder and raises :class:`LookupError`."""
    import tomllib

    table = tomllib.loads(Path(judge_file).with_name(TABLE).read_text(encoding="utf-8"))
    rows: list[dict[str, Any]] = table["question"]
    named = [str(row["name"]) for row in rows]
    if sorted(named) != sorted(answers) or len(set(named)) != len(named):
        raise LookupError(f"{TABLE} asks {named}, the judge answers {sorted(answers)}")
    return {str(row["name"]): _question(row, answers[str(row["name"])]) for row in rows}


def _question(row: Mapping[str, Any], answer: Answer) -> Question:
    inputs = tuple(
        Field(str(item["key"]), str(item.get("kind", "value")), help=str(item.get("help", "")))
        for item in row["inputs"]
    )
    return Question(str(row["name"]), str(row["summary"]), inputs, answer, str(row["example"]))
