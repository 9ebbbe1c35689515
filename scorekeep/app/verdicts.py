"""``scorekeep judge GAME QUESTION``'s verdict, through one call, :func:`verdict`: the Typer
command, the start-up path of :mod:`scorekeep.cli.fast` and ``table``'s ``judge`` all ask it;
the wording of a verdict (verdict, reason, the numbered rule with its text) is here."""

from __future__ import annotations

import re
from collections.abc import Sequence
from pathlib import Path

from scorekeep.app.answers import as_json, check_format, current_standing
from scorekeep.app.rulesets import load_ruleset
from scorekeep.core.errors import NotFound, Rejected, ScorekeepError, UsageError
from scorekeep.core.fields import parse_fields
from scorekeep.core.game import Context, Engine, Question
from scorekeep.core.ruleset import coerce_settings
from scorekeep.files.home import Home
from scorekeep.games import default_ruleset, game
from scorekeep.i18n import LANGUAGES, _, language, use_session_language

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Mapping
    from typing import Any

    from scorekeep.core.ruleset import Ruleset


def session_seating(home: Home, game: str, session: str | None = None) -> dict[str, Any]:
    """The current session's (or ``session``'s) players, teams and the dealer of its next
    hand, as inputs; empty without a readable session of ``game``."""
    from scorekeep.app.session import open_session

    try:
        if session is None and home.current() is None:
            return {}
        opened = open_session(home, session)
        if opened.engine.name != game:
            return {}
        standing = opened.replay().standing
    except (ScorekeepError, OSError):
        return {}
    table = opened.ctx.table
    if not standing.next_dealer or not table.players:
        return {}
    seating: dict[str, Any] = {"players": list(table.players), "dealer": standing.next_dealer}
    if table.teams:
        seating["teams"] = ["+".join(team.members) for team in table.teams]
    return seating


def session_context(home: Home, game: str, session: str | None) -> Context | None:
    """The rules and options of ``session`` when it is named and plays ``game``; else
    None (a verdict then takes the game's default ruleset)."""
    from scorekeep.app.session import open_session

    if session is None:
        return None
    try:
        opened = open_session(home, session)
    except (ScorekeepError, OSError):
        return None
    return opened.ctx if opened.engine.name == game else None


def load_situation(path: Path) -> dict[str, Any]:
    from scorekeep.files.safe_read import read_regular

    try:
        text = read_regular(path).decode("utf-8")
    except FileNotFoundError:
        raise NotFound(
            _("no situation file {path}").format(path=path), field="--situation"
        ) from None
    if path.suffix.lower() == ".json":
        import json

        try:
            data = json.loads(text)
        except json.JSONDecodeError as error:
            raise Rejected(
                _("{path}:{line}: not valid JSON: {problem}").format(
                    path=path, line=error.lineno, problem=error.msg
                ),
                field="--situation",
            ) from None
    else:
        import tomllib

        try:
            data = tomllib.loads(text)
        except tomllib.TOMLDecodeError as error:
            raise Rejected(
                _("{path}: not valid TOML: {problem}").format(path=path, problem=error),
                field="--situation",
            ) from None
    if not isinstance(data, dict):
        raise Rejected(
            _("{path} must hold a table of input keys").format(path=path), field="--situation"
        )
    return data


def current_table_language(home: Home, session: str | None = None) -> str:
    """The language of the current session (or of ``session``), so that a dispute settled
    at that table quotes the rules in its words; empty when there is no readable session (a
    verdict needs none). Only the journal's header is read: its ``language = "pl"`` line as
    scorekeep writes it, or the header through the TOML parser when it says more."""
    from scorekeep.files.journal import session_path

    try:
        path = session_path(home, session)
        head: list[str] = []
        with path.open(encoding="utf-8") as journal:
            for line in journal:
                if line.startswith("["):
                    break
                head.append(line)
    except (ScorekeepError, OSError, UnicodeDecodeError):
        return ""
    said = [line for line in head if "language" in line]
    plain = [line.strip() for line in said if PLAIN_LANGUAGE.fullmatch(line.strip())]
    if len(plain) == len(said) <= 1:
        found = plain[0].split('"')[1] if plain else ""
    else:
        import tomllib

        try:
            found = tomllib.loads("".join(head)).get("language", "")
        except tomllib.TOMLDecodeError:
            return ""
    return found if found in LANGUAGES else ""


PLAIN_LANGUAGE = re.compile(r'language = "[a-z]*"')


def rules_asked(
    home: Home,
    engine: Engine,
    ruleset: str | None,
    settings: Sequence[str],
    session: str | None,
) -> tuple[Ruleset, Mapping[str, Any]]:
    """The ruleset and options a verdict is given by: ``--ruleset`` and ``--set`` when
    given, else the named session's when it plays the game, else the game's default."""
    table_ctx = None if ruleset or settings else session_context(home, engine.name, session)
    if table_ctx is not None:
        return table_ctx.ruleset, table_ctx.options
    rules = load_ruleset(home, ruleset or default_ruleset(engine.name))
    if rules.game != engine.name:
        raise Rejected(
            _("ruleset {ruleset} is for {game}, not {asked}").format(
                ruleset=rules.name, game=rules.game, asked=engine.name
            ),
            field="--ruleset",
        )
    return rules, rules.effective(coerce_settings(rules, settings))


def seating_taken(
    home: Home, engine: Engine, asked: Question, inputs: dict[str, Any], session: str | None
) -> dict[str, Any]:
    """The current (or named) session's players, teams and next dealer, put into the inputs
    of a question that needs the seating and was given none; what was taken."""
    if (
        asked.name not in game(engine.name).seated_questions
        or inputs.get("dealer")
        or inputs.get("players")
    ):
        return {}
    taken = {}
    for key, value in session_seating(home, engine.name, session).items():
        if key not in inputs:
            inputs[key] = taken[key] = value
    return taken


def dealer_used(seated: Mapping[str, Any], home: Home, session: str | None) -> str:
    """The line that names the dealer a verdict took from the session."""
    from scorekeep.files.journal import session_path

    try:
        name = session_path(home, session).stem
    except ScorekeepError:
        name = "?"
    return _("dealer: {dealer}, the next dealer of session {session}").format(
        dealer=seated["dealer"], session=name
    )


def verdict(
    home: Home,
    game_name: str,
    question: str,
    words: Sequence[str],
    fmt: str = "text",
    *,
    ruleset: str | None = None,
    settings: Sequence[str] = (),
    situation: Path | None = None,
    cache: bool = False,
    session: str | None = None,
) -> str:
    """The verdict on ``question`` about the game named ``game_name``, from the question's
    words and flags (``--ruleset``, ``--set`` and ``--situation`` given apart); with
    ``cache`` (the start-up path) the rulesets the cache keeps are taken instead of parsed;
    ``session`` names the table whose language, seats and rules the verdict is given by."""
    from scorekeep.app.session import readable_args
    from scorekeep.games import find_game

    args = readable_args(words)
    engine = find_game(game_name)
    asked = find_question(engine, question)

    def answer() -> str:
        return verdict_answer(home, engine, asked, ruleset, settings, situation, fmt, args, session)

    if not cache:
        return answer()
    from scorekeep.app.kept import with_kept_rulesets

    return with_kept_rulesets(home, answer)


def verdict_answer(
    home: Home,
    engine: Engine,
    asked: Question,
    ruleset: str | None,
    settings: Sequence[str],
    situation: Path | None,
    fmt: str,
    args: list[str],
    session: str | None = None,
) -> str:
    """Verdict, reason and the numbered rule with its text (or the JSON object); the text in
    the language in use (``--lang``, else the current session's, else the environment's)
    when the ruleset gives it; JSON carries every language's. With ``session`` (``judge -s``,
    and every ``judge`` inside ``table``) that session is the table: its language, seats and,
    when it plays the game asked about, its ruleset and options."""
    check_format(fmt, ("text", "json"))
    if fmt != "json":  # the JSON answer is the same in every language
        use_session_language(current_table_language(home, session))
    rules, options = rules_asked(home, engine, ruleset, settings, session)
    inputs: dict[str, Any] = load_situation(situation) if situation else {}
    inputs.update(parse_fields(asked.inputs, args, f"judge {engine.name} {asked.name}"))
    seated = seating_taken(home, engine, asked, inputs, session)
    ctx = Context(rules, options, language=language())
    # A question about the evening's position (the game declares which), with a current
    # session of that game and no --ruleset or --set, gets its name, standing and rules.
    if asked.name in game(engine.name).session_questions and not ruleset and not settings:
        found = current_standing(home, engine.name, session)
        if found is not None:
            ctx, inputs["session"] = found[0]._replace(language=language()), found[1]
            rules = ctx.ruleset
    try:
        verdict = asked.answer(inputs, ctx)
    except ScorekeepError as error:
        from scorekeep.core.cards import for_table, own_suit_letters

        if fmt != "json" and own_suit_letters(language()):
            error.message = for_table(error.message, language(), game(engine.name).languages)
        raise
    rule_text = rules.rule_text(verdict.rule)
    if fmt == "json":
        return as_json(
            {
                "verdict": verdict.verdict,
                "answer": verdict.answer,
                "rule": verdict.rule,
                "rule_text": rule_text,
                "rule_texts": rules.rule_texts(verdict.rule),
                "explanation": verdict.explanation,
                "rules": list(verdict.rules or (verdict.rule,)),
                **({"dealer": seated["dealer"]} if "dealer" in seated else {}),
            }
        )
    from scorekeep.core.cards import for_table

    lang = language()
    read = game(engine.name).languages
    quoted = rules.rule_text(verdict.rule, lang)
    lines = [
        _("Verdict: {verdict}").format(verdict=for_table(verdict.verdict, lang, read)),
        for_table(verdict.explanation, lang, read),
        *([dealer_used(seated, home, session)] if "dealer" in seated else []),
        "",
        f"{verdict.rule}: {quoted}",
    ]
    for other in verdict.rules:
        if other != verdict.rule and rules.rule_text(other):
            lines.append(f"{other}: {rules.rule_text(other, lang)}")
    return "\n".join(lines)


def find_question(engine: Engine, question: str) -> Question:
    asked = engine.questions.get(question) or engine.questions.get(question.replace("_", "-"))
    if asked is None:
        from scorekeep.core.nearby import did_you_mean

        near = did_you_mean(question, engine.questions)
        if near:
            raise UsageError(
                _("judge {game}: no question '{question}'").format(
                    game=engine.name, question=question
                )
                + near
            )
        raise UsageError(
            _("judge {game}: no question '{question}' (questions: {questions})").format(
                game=engine.name, question=question, questions=", ".join(engine.questions)
            )
        )
    return asked
