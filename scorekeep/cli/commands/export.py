"""``export``: a session written as another program's results file (duplicate bridge: PBN)."""

from pathlib import Path
from typing import Annotated

import typer

from scorekeep.cli.common import SessionOpt, app, emit, guarded, home
from scorekeep.i18n import N_


@app.command()
@guarded
def export(
    session: SessionOpt = None,
    fmt: Annotated[str, typer.Option("--format", "-f", help=N_("the results format: pbn"))] = "pbn",
    output: Annotated[Path | None, typer.Option("--output", "-o", help=N_("write to FILE"))] = None,
    force: Annotated[
        bool, typer.Option("--force", help=N_("replace an existing -o FILE (never a journal)"))
    ] = False,
) -> None:
    """Write the session as a results file other scoring programs and result sites read.

    \b
    Examples:
      scorekeep export --format pbn -o monday.pbn
      scorekeep export -s monday --format pbn
    """
    from scorekeep.app.exchange import export_text
    from scorekeep.cli.outputfile import check_output, output_file

    h = home()
    output = output_file(output)
    if output is not None:
        check_output(output, h, force)
    emit(export_text(h, session, fmt), output)
