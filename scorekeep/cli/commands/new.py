"""``new``: start a session from a ruleset and a table of players, and make it current."""

from collections.abc import Iterable
from pathlib import Path
from typing import Annotated

import typer

from scorekeep import games
from scorekeep.app.rulesets import list_rulesets, load_ruleset
from scorekeep.app.session import existing_session, now, split_list, unique_name
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
from scorekeep.core.errors import Rejected
from scorekeep.core.inputs import plain_text
from scorekeep.core.inputs import session_name as session_name_of
from scorekeep.core.ruleset import coerce_settings
from scorekeep.core.session import Header
from scorekeep.files import journal as journal_file
from scorekeep.files.home import Home
from scorekeep.games import find_game
from scorekeep.i18n import N_, _, use_session_language


def either(counts: Iterable[int]) -> str:
    """Player counts as a person says them: "2 or 4", "2, 3 or 4", "2 to 10"."""
    *rest, last = sorted(counts)
    if len(rest) > 2 and last - rest[0] == len(rest):
        return _("{low} to {high}").format(low=rest[0], high=last)
    if not rest:
        return str(last)
    return _("{some} or {last}").format(some=", ".join(map(str, rest)), last=last)


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
    fmt: FormatOpt = "text",
) -> None:
    """Start a session and make it current.

    \b
    Examples:
      scorekeep new bridge-rubber --players N=Ania,E=Bartek,S=Celina,W=Darek
      scorekeep new derda --players Ania,Bartek --set target=1000
    """
    check_format(fmt, ("text", "json"))
    if lang:
        use_session_language(check_language(lang))
    h = home()
    rules = load_ruleset(h, ruleset)
    engine = find_game(rules.game)
    options = rules.effective(coerce_settings(rules, settings or []))
    names = split_list(players)
    if players is None and rules.teams != "required":
        raise Rejected(_("who plays? add --players A,B,..."), field="--players")
    if rules.players and players is not None and len(names) not in rules.players:
        raise Rejected(
            _("{game} is for {counts} players, not {n}").format(
                game=rules.title, counts=either(rules.players), n=len(names)
            ),
            field="--players",
        )
    team_words = [plain_text(t, "--teams") for t in split_list(teams)]
    if team_words and rules.teams == "none" and not games.game(rules.game).seats_are_sides:
        raise Rejected(_("{game} is not played in teams").format(game=rules.title), field="--teams")
    table = engine.seat(names, team_words, rules, options)
    session_name = session_name_of(name) if name is not None else None
    if session_name is not None:
        taken = existing_session(h, session_name)
        if taken is not None:
            raise Rejected(
                _("session {name} already exists").format(name=taken),
                field="--name",
                hint=_("choose another --name"),
            )
    session_name = session_name or unique_name(h, f"{rules.name}-{now()[:10]}")
    header = Header(
        name=session_name,
        ruleset=ruleset_reference(h, ruleset, rules.name),
        game=rules.game,
        options=options,
        table=table,
        created=now(),
        scorer=scorer_name(scorer),
        cards=dict(rules.cards) or None,
        language=check_language(lang) if lang else "",
    )
    path = h.sessions / f"{session_name}.toml"
    journal_file.create(path, header)
    h.set_current(session_name)
    with printing_after(
        _("session {name} is started in {path}").format(name=session_name, path=path)
    ):
        _print_started(header, path, rules.name, rules.title, fmt)


def ruleset_reference(h: Home, given: str, name: str) -> str:
    """What the journal names its ruleset by: the name of an installed one, else the full
    path of the file it was given as, so later commands find the same ruleset again."""
    from scorekeep.app.rulesets import is_path

    if not is_path(given):
        return name
    path = Path(given).expanduser().absolute()
    installed = {r.path.absolute() for r in list_rulesets(h)}
    return name if path in installed else str(path)


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


def scorer_name(text: str | None) -> str:
    """Who keeps the score: a name on one line (a player or not)."""
    if text is None:
        return ""
    name = text.strip()
    if not name or "\n" in name or "\r" in name:
        raise Rejected(
            _("--scorer '{text}' must be a name on one line").format(text=text),
            field="--scorer",
        )
    return name
