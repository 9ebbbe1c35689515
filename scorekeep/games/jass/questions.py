"""The judge question table of a jass game, kept as data: ``questions.json`` beside the
game's ``judge.py`` lists every question in the order ``judge <game> --help`` shows them,
with its summary, its inputs (a kind other than ``value`` named) and an example. A question
is answered by the function of its name (or the one its ``answer`` names) in the modules the
judge gives. JSON, not TOML: a judge whose ruleset is kept loads no TOML parser."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path

from scorekeep.core.game import Field, Question

TYPE_CHECKING = False
if TYPE_CHECKING:
    from types import ModuleType
    from typing import Any

TABLE = "questions.json"
"""The file name of the table, the same in every jass game's folder."""


def read_questions(judge_file: str, *answering: ModuleType) -> dict[str, Question]:
    """The questions of the table beside ``judge_file`` (a judge module's ``__file__``),
    each answered by its function in one of the ``answering`` modules. A function found
    nowhere, or two different ones of that name, is a mistake in the game's folder and
    raises :class:`LookupError`."""
    import json  # not tomllib: a judge whose ruleset is kept loads no TOML parser

    table = json.loads(Path(judge_file).with_name(TABLE).read_text(encoding="utf-8"))
    rows: list[dict[str, Any]] = table["question"]
    questions = {}
    for row in rows:
        name = str(row["name"])
        if name in questions:
            raise LookupError(f"{TABLE}: the question {name!r} is listed twice")
        questions[name] = _question(row, _answer(str(row.get("answer", name)), answering))
    return questions


def _answer(function: str, answering: tuple[ModuleType, ...]) -> Any:
    found = {id(f): f for m in answering if callable(f := getattr(m, function, None))}
    if len(found) != 1:
        modules = ", ".join(m.__name__ for m in answering)
        raise LookupError(f"{TABLE}: {len(found)} functions {function!r} in {modules}")
    return next(iter(found.values()))


def _question(row: Mapping[str, Any], answer: Any) -> Question:
    inputs = tuple(
        Field(str(item["key"]), str(item.get("kind", "value")), help=str(item.get("help", "")))
        for item in row["inputs"]
    )
    return Question(str(row["name"]), str(row["summary"]), inputs, answer, str(row["example"]))
