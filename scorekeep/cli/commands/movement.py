"""``movement show``: who sits where, round by round, in the session's movement."""

from typing import Annotated

import typer

from scorekeep.app.movements import show as show_movement
from scorekeep.cli.common import FormatOpt, SessionOpt, app, emit, guarded, home
from scorekeep.core.inputs import read_int
from scorekeep.i18n import N_

movement_app = typer.Typer(
    no_args_is_help=True, help=N_("The session's movement: who sits where in each round.")
)
app.add_typer(movement_app, name="movement")


@movement_app.command("show")
@guarded
def show(
    round_number: Annotated[
        str | None, typer.Option("--round", "-r", help=N_("one round (default: every round)"))
    ] = None,
    pair: Annotated[
        str | None, typer.Option("--pair", "-p", help=N_("one pair, by number or name"))
    ] = None,
    table: Annotated[str | None, typer.Option("--table", "-t", help=N_("one table"))] = None,
    session: SessionOpt = None,
    fmt: FormatOpt = "text",
) -> None:
    """Show where the pairs sit and which boards they play, round by round.

    \b
    Examples:
      scorekeep movement show --round 3
      scorekeep movement show --pair 5 --round 3 --format json
      scorekeep movement show --table 2
    """
    wanted = 0 if round_number is None else read_int(round_number, "--round", low=1)
    at = 0 if table is None else read_int(table, "--table", low=1)
    emit(show_movement(home(), session, wanted, pair or "", at, fmt))
