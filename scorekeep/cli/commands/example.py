"""``example``: copy a bundled example evening into the sessions and print its sheet."""

from typing import Annotated

import typer

from scorekeep import games
from scorekeep.app.session import open_session
from scorekeep.cli.commands.shared import SHEET_FORMATS
from scorekeep.cli.common import SheetFormatOpt, app, check_format, emit, guarded, home
from scorekeep.core.errors import Rejected
from scorekeep.i18n import _


@app.command()
@guarded
def example(
    game: Annotated[str, typer.Argument(help=games.names_text(" or "))] = games.names()[0],
    fmt: SheetFormatOpt = "text",
) -> None:
    """Copy a bundled example evening into your sessions and print its scoresheet.

    Example: scorekeep example bridge
    """
    check_format(fmt, SHEET_FORMATS)
    from scorekeep.files.atomic import write_atomic

    declared = games.game(game)
    name = declared.name
    source = games.example_path(name)
    if source is None or not source.is_file():
        raise Rejected(
            _("there is no bundled example for {game} yet").format(game=name), field="GAME"
        )
    h = home()
    target = h.sessions / f"example-{name}.toml"
    write_atomic(target, source.read_text(encoding="utf-8"))
    opened = open_session(h, str(target))
    from scorekeep.render.report import sheet_data

    journal = opened.journal
    data = sheet_data(journal.header, opened.replay(), opened.engine, opened.ctx, journal.records)
    from scorekeep.render.sheets import render_sheet

    own = games.text_sheet(opened.engine.name)
    emit(render_sheet(data, fmt, own, games.printed_sheet))
    if fmt == "text":
        typer.echo(
            "\n"
            + _("(copied to session {session}: try `scorekeep status -s {session}`)").format(
                session=f"example-{name}"
            ),
            err=True,
        )
