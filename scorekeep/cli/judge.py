"""``scorekeep judge GAME QUESTION``: a verdict, the reason, and the rule with its text."""

from pathlib import Path
from typing import Annotated, Any

import typer

from scorekeep.cli.common import EXTRA, FormatOpt, app, as_json, check_format, emit, guarded, home
from scorekeep.cli.services import readable_args
from scorekeep.core import registry
from scorekeep.core.errors import NotFound, Rejected, UsageError
from scorekeep.core.fields import parse_fields
from scorekeep.core.game import Context, Engine, Question
from scorekeep.core.registry import default_ruleset, find_game
from scorekeep.core.ruleset import coerce_settings
from scorekeep.files.rulesets import load_ruleset


def load_situation(path: Path) -> dict[str, Any]:
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise NotFound(f"no situation file {path}", field="--situation") from None
    if path.suffix.lower() == ".json":
        import json

        try:
            data = json.loads(text)
        except json.JSONDecodeError as error:
            raise Rejected(
                f"{path}:{error.lineno}: not valid JSON: {error.msg}", field="--situation"
            ) from None
    else:
        import tomllib

        try:
            data = tomllib.loads(text)
        except tomllib.TOMLDecodeError as error:
            raise Rejected(f"{path}: not valid TOML: {error}", field="--situation") from None
    if not isinstance(data, dict):
        raise Rejected(f"{path} must hold a table of input keys", field="--situation")
    return data


def question_help(engine: Engine, question: Question | None = None) -> str:
    if question is None:
        lines = [f"Questions for {engine.name}:"]
        lines += [f"  {q.name:<16} {q.summary}" for q in engine.questions.values()]
        lines.append("\nExamples:")
        lines += [f"  {q.example}" for q in engine.questions.values() if q.example]
        return "\n".join(lines)
    lines = [
        f"scorekeep judge {engine.name} {question.name}: {question.summary}",
        "",
        "Inputs (options, or keys of --situation FILE):",
    ]
    for f in question.inputs:
        flag = f.key.upper() if f.kind in ("positional", "rest") else f.option
        lines.append(f"  {flag:<22} key {f.key:<16} {f.help}")
    if question.example:
        lines += ["", f"Example: {question.example}"]
    return "\n".join(lines)


@app.command(context_settings=EXTRA, add_help_option=False)
@guarded
def judge(
    ctx: typer.Context,
    game: Annotated[str | None, typer.Argument(help=registry.names_text())] = None,
    question: Annotated[str | None, typer.Argument(help="the question, e.g. auction")] = None,
    ruleset: Annotated[str | None, typer.Option("--ruleset", help="ruleset name or file")] = None,
    settings: Annotated[list[str] | None, typer.Option("--set", help="KEY=VALUE")] = None,
    situation: Annotated[
        Path | None, typer.Option("--situation", help="JSON or TOML file with the input keys")
    ] = None,
    fmt: FormatOpt = "text",
) -> None:
    """Settle a dispute: verdict, reason and the numbered rule with its text.

    Examples:
      scorekeep judge bridge auction --dealer N "1C 1H 1S 2D P 3H P P P"
      scorekeep judge bridge score 4HX --vul --tricks 8
    """
    args = readable_args(ctx.args)
    if game is None or game in ("-h", "--help"):
        typer.echo(ctx.get_help())
        typer.echo(
            "\nGames: " + registry.names_text() + ". `scorekeep judge GAME --help` lists "
            "its questions."
        )
        return
    engine = find_game(game)
    if question is None or question in ("-h", "--help"):
        typer.echo(question_help(engine))
        return
    asked = engine.questions.get(question) or engine.questions.get(question.replace("_", "-"))
    if asked is None:
        raise UsageError(
            f"judge {engine.name}: no question '{question}' (questions: "
            + ", ".join(engine.questions)
            + ")"
        )
    if "--help" in args or "-h" in args:
        typer.echo(question_help(engine, asked))
        return
    check_format(fmt, ("text", "json"))
    rules = load_ruleset(home(), ruleset or default_ruleset(engine.name))
    if rules.game != engine.name:
        raise Rejected(
            f"ruleset {rules.name} is for {rules.game}, not {engine.name}", field="--ruleset"
        )
    options = rules.effective(coerce_settings(rules, settings or []))
    inputs: dict[str, Any] = load_situation(situation) if situation else {}
    inputs.update(parse_fields(asked.inputs, args, f"judge {engine.name} {asked.name}"))
    verdict = asked.answer(inputs, Context(rules, options))
    rule_text = rules.rule_text(verdict.rule)
    if fmt == "json":
        emit(
            as_json(
                {
                    "verdict": verdict.verdict,
                    "answer": verdict.answer,
                    "rule": verdict.rule,
                    "rule_text": rule_text,
                    "explanation": verdict.explanation,
                    "rules": list(verdict.rules or (verdict.rule,)),
                }
            )
        )
        return
    lines = [f"Verdict: {verdict.verdict}", verdict.explanation, "", f"{verdict.rule}: {rule_text}"]
    for other in verdict.rules:
        if other != verdict.rule and rules.rule_text(other):
            lines.append(f"{other}: {rules.rule_text(other)}")
    emit("\n".join(lines))
