"""``scorekeep stats``: who wins, who is durak most, who goes down doubled, across evenings."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Annotated, Any

import typer

from scorekeep.cli.common import FormatOpt, app, as_json, check_format, emit, guarded, home
from scorekeep.core.errors import NotFound, UsageError
from scorekeep.i18n import N_, _, ngettext

STATS_FORMATS = ("text", "json", "csv", "html", "pdf")

GameOpt = Annotated[
    str | None, typer.Option("--game", "-g", help=N_("only this game or ruleset, e.g. durak"))
]
PlayerOpt = Annotated[
    str | None, typer.Option("--player", "-p", help=N_("only sessions this player sat in"))
]
SinceOpt = Annotated[
    str | None, typer.Option("--since", help=N_("only sessions started on or after YYYY-MM-DD"))
]
PlayersOpt = Annotated[
    list[str] | None,
    typer.Option(
        "--player",
        "-p",
        help=N_("only sessions this player sat in; twice: the two players' head to head"),
    ),
]
UntilOpt = Annotated[
    str | None, typer.Option("--until", help=N_("only sessions started on or before YYYY-MM-DD"))
]


def date_option(value: str | None, field: str) -> str | None:
    """A day as ``YYYY-MM-DD``, checked to be a real date."""
    if value is None:
        return None
    import datetime

    try:
        return datetime.date.fromisoformat(value.strip()).isoformat()
    except ValueError:
        raise UsageError(
            _("{field} must be a date as YYYY-MM-DD, not '{value}'").format(
                field=field, value=value
            ),
            field=field,
        ) from None


def filters_of(
    game: str | None,
    player: str | None,
    since: str | None,
    until: str | None,
    with_player: str | None = None,
) -> Any:
    from scorekeep.app.stats import Filters

    return Filters(
        game.strip() if game else None,
        player.strip() if player else None,
        date_option(since, "--since"),
        date_option(until, "--until"),
        with_player.strip() if with_player else None,
    )


def two_players(players: list[str] | None) -> tuple[str | None, str | None]:
    """``--player`` once (a filter) or twice (a head to head), never more."""
    named = [p for p in players or [] if p.strip()]
    if len(named) > 2 or (len(named) == 2 and named[0].casefold() == named[1].casefold()):
        raise UsageError(
            _("--player: name one player, or two different players for their head to head"),
            field="--player",
        )
    padded: list[str | None] = [*named, None, None]
    return padded[0], padded[1]


@app.command()
@guarded
def stats(
    folders: Annotated[
        list[Path] | None,
        typer.Argument(help=N_("folders of journals (default: the sessions of the home folder)")),
    ] = None,
    game: GameOpt = None,
    player: PlayersOpt = None,
    since: SinceOpt = None,
    until: UntilOpt = None,
    fmt: FormatOpt = "text",
    output: Annotated[Path | None, typer.Option("--output", "-o", help=N_("write to FILE"))] = None,
) -> None:
    """Statistics across evenings: wins, points, streaks, partnerships, each game's figures.

    \b
    Examples:
      scorekeep stats
      scorekeep stats --game durak --since 2026-01-01
      scorekeep stats --player Ania --player Bartek
      scorekeep stats --format html -o year.html
    """
    from scorekeep.cli.outputfile import check_output, output_file

    check_format(fmt, STATS_FORMATS)
    output = output_file(output)
    if fmt == "pdf" and output is None:
        raise UsageError(_("--format pdf writes a file: add -o FILE, e.g. -o stats.pdf"))
    first, second = two_players(player)
    chosen = filters_of(game, first, since, until, second)
    from scorekeep.app.evenings import Skipped, journal_paths, replay_all
    from scorekeep.app.stats import games_of, summarise

    h = home()
    if output is not None:
        check_output(output, h, force=True)
    for folder in folders or []:
        if not folder.exists():
            raise NotFound(_("no folder or journal {folder}").format(folder=folder), field="FOLDER")
    paths = journal_paths(folders or [h.sessions])
    skipped: list[Skipped] = []

    def wanted(header: Any) -> bool:
        return bool(
            chosen.admits(header.game, header.ruleset, header.table.players, header.created)
        )

    games = []
    for done in replay_all(paths, h, skipped, wanted):
        games += games_of(done.header, done.replay)
        del done  # the evening's replay goes before the next journal is read
    data = summarise(games, chosen, [s.as_dict() for s in skipped])
    for s in skipped:
        skipped_line = _("scorekeep: skipped {path}: {problem}")
        typer.echo(skipped_line.format(path=s.path, problem=s.problem), err=True)
    _show(data, fmt, output)


def _show(data: dict[str, Any], fmt: str, output: Path | None) -> None:
    if fmt == "json":
        emit(as_json(data), output)
        return
    if fmt == "csv":
        from scorekeep.render.stats import stats_csv

        emit(stats_csv(data), output)
        return
    if fmt in ("html", "pdf"):
        _print(data, fmt, output)
        return
    from scorekeep.render.stats import stats_text

    emit(stats_text(data, _labels(data)), output)


def _labels(data: dict[str, Any]) -> dict[str, Mapping[str, str]]:
    """Each game's labels of its figures."""
    from scorekeep.games import figure_labels

    return {name: figure_labels(name) for name in data["by_game"]}


def _print(data: dict[str, Any], fmt: str, output: Path | None) -> None:
    from scorekeep.render.stats_html import stats_html

    page = stats_html(data, _labels(data))
    if fmt == "html":
        emit(page, output)
        return
    from scorekeep.render.pdf import require_browser, write_pdf

    assert output is not None
    pages = write_pdf(page, output, require_browser())
    wrote = ngettext("wrote {file} ({n} page)", "wrote {file} ({n} pages)", pages)
    typer.echo(wrote.format(file=output, n=pages), err=True)
