"""``fix``: replace a hand with a corrected entry; the journal keeps the original."""

from typing import Annotated

import typer

from scorekeep.app.session import readable_args
from scorekeep.app.writes import Write, record
from scorekeep.cli.commands.shared import QuietOpt, VerboseOpt, print_fields_help, wants_help
from scorekeep.cli.common import (
    EXTRA,
    FormatOpt,
    SessionOpt,
    app,
    check_format,
    emit,
    guarded,
    home,
)
from scorekeep.cli.saved import printing_after
from scorekeep.core.errors import UsageError
from scorekeep.core.inputs import is_whole_number, read_int, utf8_text
from scorekeep.i18n import N_, _


@app.command(context_settings=EXTRA, add_help_option=False)
@guarded
def fix(
    ctx: typer.Context,
    session: SessionOpt = None,
    fmt: FormatOpt = "text",
    reason: Annotated[str, typer.Option("--reason", help=N_("why it was corrected"))] = "",
    quiet: QuietOpt = False,
    verbose: VerboseOpt = False,
) -> None:
    """Replace hand N with a corrected entry; the original stays in the journal.

    Example: scorekeep fix 3 4S --by N --tricks 9
    """
    if wants_help(ctx.args):
        print_fields_help("fix", session)
        return
    check_format(fmt, ("text", "json"))
    args = readable_args(ctx.args)
    reason = utf8_text(reason, "--reason")
    if not args or not is_whole_number(args[0]) or args[0].strip()[:1] in "+-":
        raise UsageError(
            _("fix: give the hand number first, e.g. `scorekeep fix 3 4S --by N --tricks 9`")
        )
    number = read_int(args.pop(0), "N", low=1)
    write = Write("fix", tuple(args), number, reason)
    answer = record(home(), session, write, fmt, quiet=quiet, verbose=verbose)
    with printing_after(answer.saved):
        emit(answer.text)
