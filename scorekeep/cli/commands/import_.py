"""``import``: a club's results file (duplicate bridge: PBN) read into a new session."""

from pathlib import Path
from typing import Annotated

import typer

from scorekeep.cli.common import app, emit, guarded, home
from scorekeep.i18n import N_, _, ngettext


@app.command("import")
@guarded
def import_(
    file: Annotated[Path, typer.Argument(help=N_("the results file, e.g. monday.pbn"))],
    name: Annotated[str | None, typer.Option("--name", help=N_("session name"))] = None,
    settings: Annotated[
        list[str] | None, typer.Option("--set", help=N_("KEY=VALUE, over what the file says"))
    ] = None,
) -> None:
    """Read a club's results file into a new session and make it current; every result is
    checked as `hand` checks it, and nothing is written if one is refused.

    \b
    Examples:
      scorekeep import monday.pbn
      scorekeep import monday.pbn --name club-monday
      scorekeep import monday.pbn --set pairs_percentage=total
    """
    from scorekeep.app.exchange import FileProblems, import_file

    try:
        done = import_file(home(), file, name, settings or [])
    except FileProblems as problems:
        for line in problems.lines:
            typer.echo(line, err=True)
        raise
    results = ngettext("{n} result", "{n} results", done.hands).format(n=done.hands)
    emit(
        _("imported {results} into session {name} ({players})").format(
            results=results, name=done.name, players=", ".join(done.players)
        )
        + "\n"
        + "".join(note + "\n" for note in done.notes)
        + _("journal: {path}").format(path=done.path)
    )
