"""``seats``: bridge players change seats between rubbers; the totals follow the players."""

from typing import Annotated, Any

import typer

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
from scorekeep.core.errors import Rejected, ScorekeepError
from scorekeep.core.session import Record
from scorekeep.i18n import N_, _


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

    def make(opened: Any) -> Record:
        if not opened.journal.header.table.seats:
            raise Rejected(
                _("only bridge players have seats; this session plays {game}").format(
                    game=opened.engine.name
                ),
                field="seats",
            )
        try:
            table = opened.engine.seat(words, [], opened.ruleset, opened.ctx.options)
        except ScorekeepError as error:
            if error.field == "--players":  # the seating reader is new's; here it is SEATS
                error.field = "seats"
            raise
        return Record("seats", 0, dict(table.seats), at=now())

    done = record(home(), session, make)
    from scorekeep.render.report import as_published, status_data

    result = done.replay
    status = status_data(done.opened.journal.header, result)
    with printing_after(f"the new seating is recorded in {done.opened.file.path}"):
        if fmt == "json":
            emit(as_json(as_published(status)))
            return
        placed = ", ".join(f"{seat}={name}" for seat, name in done.record.entry.items())
        rubber = result.game + (1 if result.standing.finished else 0)
        emit(_("seats from rubber {n}: {seats}").format(n=rubber, seats=placed))
