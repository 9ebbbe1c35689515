"""``check``: re-validate a journal after it was edited by hand."""

from pathlib import Path
from typing import Annotated

import typer

from scorekeep.cli.common import (
    FormatOpt,
    SessionOpt,
    app,
    as_json,
    check_format,
    emit,
    guarded,
    home,
)
from scorekeep.files import journal as journal_file
from scorekeep.i18n import N_, ngettext
from scorekeep.render.safe import visible


@app.command()
@guarded
def check(
    file: Annotated[Path | None, typer.Argument(help=N_("journal file"))] = None,
    session: SessionOpt = None,
    fmt: FormatOpt = "text",
) -> None:
    """Re-validate a journal (after editing it by hand): every problem as FILE:LINE: message
    with the lines around it, its code and a hint.

    \b
    Examples:
      scorekeep check
      scorekeep check ~/notes/friday.toml
    """
    check_format(fmt, ("text", "json"))
    from scorekeep.app.check import check_data, check_journal, report_text

    path = file if file is not None else journal_file.session_path(home(), session)
    checked = check_journal(home(), path)
    if fmt == "json":
        emit(as_json(check_data(path, checked)))
    elif checked.problems:
        typer.echo(visible(report_text(path, checked)), err=True)
    else:
        ok = ngettext("{path}: ok ({n} hand)", "{path}: ok ({n} hands)", checked.hands)
        emit(ok.format(path=path, n=checked.hands))
    if checked.problems:
        raise typer.Exit(1)
