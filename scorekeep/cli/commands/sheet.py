"""``sheet``: the whole session hand by hand, one or several sessions, on the screen or in
a file (text, Markdown, CSV, JSON, HTML or PDF)."""

from pathlib import Path
from typing import Annotated, Any

import typer

from scorekeep import games
from scorekeep.app.session import now, open_session, session_names
from scorekeep.cli.commands.shared import SHEET_FORMATS
from scorekeep.cli.common import SheetFormatOpt, app, check_format, emit, guarded, home
from scorekeep.core.errors import Rejected, UsageError
from scorekeep.files import journal as journal_file
from scorekeep.files.home import Home
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
    names = _sheet_sessions(h, session, all_today)
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
    sheets = [_sheet_of(h, name, printed=fmt in ("html", "pdf")) for name in names]
    if fmt in ("html", "pdf"):
        _print_sheets(sheets, fmt, output, browser)
        return
    from scorekeep.render.sheets import render_sheet, with_scorer

    texts = [
        render_sheet(d, fmt, games.text_sheet(str(d["game"])), games.printed_sheet) for d in sheets
    ]
    emit("\n\n".join(with_scorer(t, d, fmt) for t, d in zip(texts, sheets, strict=True)), output)


def _sheet_sessions(h: Home, session: list[str] | None, all_today: bool) -> list[str | None]:
    """The sessions named with -s, then those started today; the current one if none."""
    names: list[str | None] = list(dict.fromkeys(session or []))
    if all_today:
        today = now()[:10]
        started = [
            p.stem
            for p in session_names(h)
            if journal_file.load(p).journal.header.created[:10] == today
        ]
        if not started:
            raise Rejected(
                _("no session was started today ({today}); name one with -s").format(today=today)
            )
        names += [n for n in started if n not in names]
    return names or [None]


def _sheet_of(h: Home, name: str | None, printed: bool) -> dict[str, Any]:
    """One session's sheet data; a printed sheet also gets its header and history extras."""
    from scorekeep.render.report import sheet_data

    opened = open_session(h, name)
    journal = opened.journal
    data = sheet_data(journal.header, opened.replay(), opened.engine, opened.ctx, journal.records)
    if printed:
        from scorekeep.render.html import sheet_extras

        data.update(sheet_extras(opened.journal, opened.engine, opened.ctx))
    return data


def _print_sheets(
    sheets: list[dict[str, Any]], fmt: str, output: Path | None, browser: str | None
) -> None:
    """The printable page: HTML to the screen or a file, or a PDF file."""
    from scorekeep.render.html import document

    page = document(sheets, games.printed_sheet)
    if fmt == "html":
        emit(page, output)
        return
    from scorekeep.render.pdf import write_pdf

    assert output is not None
    pages = write_pdf(page, output, browser)
    wrote = ngettext("wrote {file} ({n} page)", "wrote {file} ({n} pages)", pages)
    typer.echo(wrote.format(file=output, n=pages), err=True)
