"""``seats``: bridge players change seats between rubbers; the totals follow the players."""

from typing import Annotated

import typer

from scorekeep.app.writes import Write, record
from scorekeep.cli.common import FormatOpt, SessionOpt, app, check_format, emit, guarded, home
from scorekeep.cli.saved import printing_after
from scorekeep.i18n import N_


@app.command()
@guarded
def seats(
    seating: Annotated[
        list[str], typer.Argument(help=N_("the new seating: N=NAME,E=NAME,S=NAME,W=NAME"))
    ],
    session: SessionOpt = None,
    fmt: FormatOpt = "text",
) -> None:
    """Bridge: the players change seats (or a fifth player cuts in) between rubbers; the
    evening's totals follow the players, not the seats.

    \b
    Examples:
      scorekeep seats N=Ania,E=Celina,S=Bartek,W=Darek
      scorekeep seats N=Ania E=Ewa S=Bartek W=Darek
    """
    check_format(fmt, ("text", "json"))
    words = [word.strip() for item in seating for word in item.split(",") if word.strip()]
    answer = record(home(), session, Write("seats", tuple(words)), fmt)
    with printing_after(answer.saved):
        emit(answer.text)
