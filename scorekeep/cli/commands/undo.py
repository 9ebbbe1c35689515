"""``undo``: void a hand; nothing is deleted from the journal."""

from typing import Annotated

import typer

from scorekeep.app.answers import recorded_text, saved_note
from scorekeep.app.session import Opened, last_live_hand, now, record
from scorekeep.cli.commands.shared import QuietOpt, VerboseOpt
from scorekeep.cli.common import FormatOpt, SessionOpt, app, check_format, emit, guarded, home
from scorekeep.cli.saved import printing_after
from scorekeep.core.inputs import read_int, utf8_text
from scorekeep.core.session import Record
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

    def make(opened: Opened) -> Record:
        target = wanted if wanted is not None else last_live_hand(opened)
        return Record("void", target, reason=reason, at=now())

    done = record(home(), session, make)
    with printing_after(saved_note(done)):
        emit(recorded_text(done, fmt, quiet, verbose=verbose))
