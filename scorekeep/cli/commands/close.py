"""``close`` and ``reopen``: one idea, the end of the table, and taking it back; both are
records in the journal, so the close stays when it is reopened."""

from typing import Annotated

import typer

from scorekeep.app.answers import status_text
from scorekeep.app.session import now, record
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
from scorekeep.cli.saved import printing_after
from scorekeep.core.session import Record
from scorekeep.i18n import N_, _


@app.command()
@guarded
def close(session: SessionOpt = None, fmt: FormatOpt = "text") -> None:
    """The table stops here: apply the end-of-session settlement; no more hands.

    Example: scorekeep close
    """
    check_format(fmt, ("text", "json"))
    opened, _rec, result, _changes = record(home(), session, lambda o: Record("close", 0, at=now()))
    from scorekeep.render.report import as_published, status_data

    status = status_data(opened.journal.header, result)
    with printing_after(_("the close is recorded in {path}").format(path=opened.file.path)):
        if fmt == "json":
            emit(as_json(as_published(status)))
            return
        notes = result.settlement.notes if result.settlement else ()
        emit("\n".join([_("session closed"), *notes, "", status_text(status)]))


@app.command()
@guarded
def reopen(
    session: SessionOpt = None,
    reason: Annotated[str, typer.Option("--reason", help=N_("why the table plays on"))] = "",
    fmt: FormatOpt = "text",
) -> None:
    """Take a close back: the settlement no longer counts and hands can be recorded again.
    The close stays in the journal, followed by the reopen.

    Example: scorekeep reopen --reason "one more rubber"
    """
    check_format(fmt, ("text", "json"))
    opened, _rec, result, _changes = record(
        home(), session, lambda o: Record("reopen", 0, reason=reason, at=now())
    )
    from scorekeep.render.report import as_published, status_data

    status = status_data(opened.journal.header, result)
    with printing_after(_("the reopen is recorded in {path}").format(path=opened.file.path)):
        reopened = _("session reopened")
        emit(
            as_json(as_published(status))
            if fmt == "json"
            else f"{reopened}\n\n{status_text(status)}"
        )
