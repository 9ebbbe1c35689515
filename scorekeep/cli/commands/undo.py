"""``undo``: void a hand; nothing is deleted from the journal."""

from typing import Annotated

import typer

from scorekeep.app.writes import Write, record
from scorekeep.cli.commands.shared import QuietOpt, VerboseOpt
from scorekeep.cli.common import FormatOpt, SessionOpt, app, check_format, emit, guarded, home
from scorekeep.cli.saved import printing_after
from scorekeep.core.inputs import read_int, utf8_text
from scorekeep.i18n import N_


@app.command()
@guarded
def undo(
    number: Annotated[
        str | None, typer.Argument(help=N_("hand to void (default: the last)"))
    ] = None,
    session: SessionOpt = None,
    reason: Annotated[str, typer.Option("--reason", help=N_("why it is voided"))] = "",
    fmt: FormatOpt = "text",
    quiet: QuietOpt = False,
    verbose: VerboseOpt = False,
) -> None:
    """Void hand N (default: the last live one). Nothing is deleted from the journal.

    Example: scorekeep undo --reason "wrong declarer"
    """
    check_format(fmt, ("text", "json"))
    wanted = None if number is None else read_int(number, "N", low=1)
    reason = utf8_text(reason, "--reason")

    write = Write("void", target=wanted, reason=reason)
    answer = record(home(), session, write, fmt, quiet=quiet, verbose=verbose)
    with printing_after(answer.saved):
        emit(answer.text)
