"""``example``: copy a bundled example evening into the sessions and print its sheet."""

from typing import Annotated

import typer

from scorekeep import games
from scorekeep.app.sheets import example as copy_example
from scorekeep.cli.commands.shared import SHEET_FORMATS
from scorekeep.cli.common import SheetFormatOpt, app, check_format, emit, guarded, home
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
    text, session = copy_example(home(), game, fmt)
    emit(text)
    if fmt == "text":
        typer.echo(
            "\n"
            + _("(copied to session {session}: try `scorekeep status -s {session}`)").format(
                session=session
            ),
            err=True,
        )
