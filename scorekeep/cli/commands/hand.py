"""``hand``: record a hand from the game's fields (its ``--help`` lists them)."""

import typer

from scorekeep.app.writes import Write, record
from scorekeep.cli.commands.shared import (
    AgainOpt,
    QuietOpt,
    VerboseOpt,
    print_fields_help,
    wants_help,
)
from scorekeep.cli.common import EXTRA, FormatOpt, SessionOpt, app, emit, guarded, home
from scorekeep.cli.saved import printing_after


@app.command(context_settings=EXTRA, add_help_option=False)
@guarded
def hand(
    ctx: typer.Context,
    session: SessionOpt = None,
    fmt: FormatOpt = "text",
    quiet: QuietOpt = False,
    verbose: VerboseOpt = False,
    again: AgainOpt = False,
) -> None:
    """Record a hand (game fields: see `scorekeep hand --help`).

    \b
    Examples:
      scorekeep hand 4S --by N --tricks 10
      scorekeep hand --bidder Ania --trump H --cards Ania=90 --cards Bartek=46
      scorekeep hand -v 3NT S +1
    """
    if wants_help(ctx.args):
        print_fields_help("hand", session)
        return
    write = Write("hand", tuple(ctx.args), again=again)
    answer = record(home(), session, write, fmt, quiet=quiet, verbose=verbose)
    with printing_after(answer.saved):
        emit(answer.text)
