"""``scorekeep judge GAME QUESTION``: a verdict, the reason, and the rule with its text."""

from pathlib import Path
from typing import Annotated

import typer

from scorekeep import games
from scorekeep.app.session import readable_args
from scorekeep.app.verdicts import find_question, verdict
from scorekeep.cli.common import EXTRA, FormatOpt, SessionOpt, app, emit, guarded, home
from scorekeep.cli.language import LangOpt, use_language
from scorekeep.core.game import Engine, Question
from scorekeep.games import find_game
from scorekeep.i18n import N_, _


def question_help(engine: Engine, question: Question | None = None) -> str:
    if question is None:
        lines = [_("Questions for {game}:").format(game=engine.name)]
        lines += [f"  {q.name:<16} {_(q.summary)}" for q in engine.questions.values()]
        lines.append("\n" + _("Examples:"))
        lines += [f"  {q.example}" for q in engine.questions.values() if q.example]
        return "\n".join(lines)
    lines = [
        f"scorekeep judge {engine.name} {question.name}: {_(question.summary)}",
        "",
        _("Inputs (options, or keys of --situation FILE):"),
    ]
    for f in question.inputs:
        flag = f.key.upper() if f.kind in ("positional", "rest") else f.option
        key = _("key")
        lines.append(f"  {flag:<22} {key} {f.key:<16} {_(f.help) if f.help else ''}")
    if question.example:
        lines += ["", _("Example: {example}").format(example=question.example)]
    return "\n".join(lines)


@app.command(context_settings=EXTRA, add_help_option=False)
@guarded
def judge(
    ctx: typer.Context,
    game: Annotated[str | None, typer.Argument(help=games.names_text())] = None,
    question: Annotated[str | None, typer.Argument(help=N_("the question, e.g. auction"))] = None,
    ruleset: Annotated[
        str | None, typer.Option("--ruleset", help=N_("ruleset name or file"))
    ] = None,
    settings: Annotated[list[str] | None, typer.Option("--set", help=N_("KEY=VALUE"))] = None,
    situation: Annotated[
        Path | None, typer.Option("--situation", help=N_("JSON or TOML file with the input keys"))
    ] = None,
    fmt: FormatOpt = "text",
    lang: LangOpt = None,
    session: SessionOpt = None,
) -> None:
    """Settle a dispute: verdict, reason and the numbered rule with its text (in the
    ruleset's own words for the language, when it has them).

    \b
    Examples:
      scorekeep judge bridge auction --dealer N "1C 1H 1S 2D P 3H P P P"
      scorekeep judge bridge score 4HX --vul --tricks 8
      scorekeep judge derda words --lang pl --trump S Ania="QS JS 10S" Bartek="KD QD JD"
    """
    use_language(lang)
    args = readable_args(ctx.args)
    if game is None or game in ("-h", "--help"):
        typer.echo(ctx.get_help())
        typer.echo(
            "\n"
            + _("Games: {games}. `scorekeep judge GAME --help` lists its questions.").format(
                games=games.names_text()
            )
        )
        return
    engine = find_game(game)
    if question is None or question in ("-h", "--help"):
        _speak_the_tables_language(session)
        typer.echo(question_help(engine))
        return
    asked = find_question(engine, question)
    if "--help" in args or "-h" in args:
        _speak_the_tables_language(session)
        typer.echo(question_help(engine, asked))
        return
    emit(
        verdict(
            home(),
            engine.name,
            asked.name,
            args,
            fmt,
            ruleset=ruleset,
            settings=settings or [],
            situation=situation,
            session=session,
        )
    )


def _speak_the_tables_language(session: str | None) -> None:
    """A question list is help at the table: in the session's language unless ``--lang``
    chose one, as the verdict would be."""
    from scorekeep.app.verdicts import current_table_language
    from scorekeep.i18n import use_session_language

    use_session_language(current_table_language(home(), session))
