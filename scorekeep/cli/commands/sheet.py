"""``sheet``: the whole session hand by hand, one or several sessions, on the screen or in
a file (text, Markdown, CSV, JSON, HTML or PDF)."""

from pathlib import Path
from typing import Annotated

import typer

from scorekeep.app.sheets import PRINTED, sheet_sessions, sheet_stream, sheet_volumes, sheets
from scorekeep.cli.commands.shared import SHEET_FORMATS
from scorekeep.cli.common import SheetFormatOpt, app, check_format, emit_pieces, guarded, home
from scorekeep.core.errors import UsageError
from scorekeep.i18n import N_, _, ngettext


@app.command()
@guarded
def sheet(
    session: Annotated[
        list[str] | None,
        typer.Option(
            "--session", "-s", help=N_("session name or journal path; repeat to print several")
        ),
    ] = None,
    fmt: SheetFormatOpt = "text",
    output: Annotated[Path | None, typer.Option("--output", "-o", help=N_("write to FILE"))] = None,
    all_today: Annotated[
        bool, typer.Option("--all-today", help=N_("every session started today"))
    ] = False,
    force: Annotated[
        bool, typer.Option("--force", help=N_("replace an existing -o FILE (never a journal)"))
    ] = False,
) -> None:
    """The whole session hand by hand (bridge: the We/They pad); html and pdf print it.

    \b
    Examples:
      scorekeep sheet
      scorekeep sheet --format csv -o evening.csv
      scorekeep sheet --format pdf -o club-night.pdf --all-today
    """
    from scorekeep.cli.outputfile import check_output, output_file

    check_format(fmt, SHEET_FORMATS)
    h = home()
    names = sheet_sessions(h, session or [], all_today)
    output = output_file(output)
    if fmt == "pdf" and output is None:
        raise UsageError(_("--format pdf writes a file: add -o FILE, e.g. -o evening.pdf"))
    if output is not None:
        check_output(output, h, force)
    if len(names) > 1 and fmt in ("json", "csv"):
        raise UsageError(
            _(
                "--format {fmt} takes one session; several print as text, markdown, html or pdf"
            ).format(fmt=fmt)
        )
    browser = None
    if fmt == "pdf":
        from scorekeep.render.pdf import require_browser

        browser = require_browser()
    found = sheets(h, names, printed=fmt in PRINTED)
    if fmt != "pdf":
        emit_pieces(sheet_stream(found, fmt), output)
        return
    from scorekeep.render.pdf import write_volumes

    assert output is not None
    pages = write_volumes(sheet_volumes(found), output, browser)
    wrote = ngettext("wrote {file} ({n} page)", "wrote {file} ({n} pages)", pages)
    typer.echo(wrote.format(file=output, n=pages), err=True)
