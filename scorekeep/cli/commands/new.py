"""``new``: start a session from a ruleset and a table of players, and make it current."""

from pathlib import Path
from typing import Annotated

import typer

from scorekeep.app.sessions import either as either
from scorekeep.app.sessions import start
from scorekeep.cli.common import (
    FormatOpt,
    app,
    as_json,
    check_format,
    check_language,
    emit,
    guarded,
    home,
)
from scorekeep.cli.saved import printing_after
from scorekeep.core.session import Header
from scorekeep.i18n import N_, _, use_session_language


@app.command()
@guarded
def new(
    ruleset: Annotated[str, typer.Argument(help=N_("ruleset name or file, e.g. bridge-rubber"))],
    players: Annotated[
        list[str] | None,
        typer.Option("--players", "-p", help=N_("A,B,C or N=Ania,E=Bartek,...")),
    ] = None,
    teams: Annotated[
        list[str] | None, typer.Option("--teams", help=N_("A+C,B+D or Red=A+C,Blue=B+D"))
    ] = None,
    settings: Annotated[list[str] | None, typer.Option("--set", help=N_("KEY=VALUE"))] = None,
    name: Annotated[str | None, typer.Option("--name", help=N_("session name"))] = None,
    scorer: Annotated[
        str | None, typer.Option("--scorer", help=N_("who keeps the score (kto zapisuje wynik)"))
    ] = None,
    lang: Annotated[
        str | None, typer.Option("--lang", help=N_("the table's language: en, pl, uk, it"))
    ] = None,
    movement: Annotated[
        str | None,
        typer.Option(
            "--movement", help=N_("mitchell:TABLESxROUNDS, howell:PAIRS or a movement .toml file")
        ),
    ] = None,
    fmt: FormatOpt = "text",
) -> None:
    """Start a session and make it current.

    \b
    Examples:
      scorekeep new bridge-rubber --players N=Ania,E=Bartek,S=Celina,W=Darek
      scorekeep new derda --players Ania,Bartek --set target=1000
      scorekeep new bridge-duplicate --set duplicate_form=pairs --movement mitchell:8x7
    """
    check_format(fmt, ("text", "json"))
    if lang:
        use_session_language(check_language(lang))
    language = check_language(lang) if lang else ""
    started = start(home(), ruleset, players, teams, settings, name, scorer, language, movement)
    header, path = started.header, started.path
    session_name = header.name
    with printing_after(
        _("session {name} is started in {path}").format(name=session_name, path=path)
    ):
        _print_started(header, path, started.ruleset, started.title, fmt)


def _print_started(header: Header, path: Path, rules_name: str, title: str, fmt: str) -> None:
    if fmt == "json":
        emit(
            as_json(
                {
                    "session": header.name,
                    "path": str(path),
                    "ruleset": rules_name,
                    "players": list(header.table.players),
                    **({"scorer": header.scorer} if header.scorer else {}),
                }
            )
        )
    else:
        players = ", ".join(header.table.players)
        started = (
            _("started {name} ({game}) with {players}; score kept by {scorer}")
            if header.scorer
            else _("started {name} ({game}) with {players}")
        )
        started = started.format(
            name=header.name, game=title, players=players, scorer=header.scorer
        )
        emit(started + "\n" + _("journal: {path}").format(path=path))
