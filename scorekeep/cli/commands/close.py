"""``close`` and ``reopen``: one idea, the end of the table, and taking it back; both are
records in the journal, so the close stays when it is reopened."""

from typing import Annotated

import typer

from scorekeep.app.writes import Write, record
from scorekeep.cli.common import FormatOpt, SessionOpt, app, check_format, emit, guarded, home
from scorekeep.cli.saved import printing_after
from scorekeep.i18n import N_


@app.command()
@guarded
def close(session: SessionOpt = None, fmt: FormatOpt = "text") -> None:
    """The table stops here: apply the end-of-session settlement; no more hands.

    Example: scorekeep close
    """
    check_format(fmt, ("text", "json"))
    answer = record(home(), session, Write("close"), fmt)
    with printing_after(answer.saved):
        emit(answer.text)


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
    answer = record(home(), session, Write("reopen", reason=reason), fmt)
    with printing_after(answer.saved):
        emit(answer.text)
