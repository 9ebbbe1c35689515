"""``draw``: the next round of a teams event (round robin or Swiss), or a draw taken back."""

from typing import Annotated

import typer

from scorekeep.app.answers import recorded_text, saved_note
from scorekeep.cli.common import FormatOpt, SessionOpt, app, check_format, emit, guarded, home
from scorekeep.cli.saved import printing_after
from scorekeep.core.inputs import read_int, utf8_text
from scorekeep.i18n import N_


@app.command()
@guarded
def draw(
    round_number: Annotated[
        str | None, typer.Option("--round", help=N_("the round to draw (default: the next)"))
    ] = None,
    from_partial: Annotated[
        bool,
        typer.Option("--from-partial", help=N_("draw before the round before is finished")),
    ] = False,
    undo: Annotated[
        bool, typer.Option("--undo", help=N_("take the last draw back and draw it again"))
    ] = False,
    reason: Annotated[str, typer.Option("--reason", help=N_("why a draw is taken back"))] = "",
    session: SessionOpt = None,
    fmt: FormatOpt = "text",
) -> None:
    """Draw the next round of a teams event from the results so far.

    \b
    Examples:
      scorekeep draw
      scorekeep draw --round 3 --from-partial
      scorekeep draw --undo --reason "board 5 of round 2 corrected"
    """
    from scorekeep.app.draw import draw_round, undo_draw

    check_format(fmt, ("text", "json"))
    if undo:
        _voided, done = undo_draw(home(), session, utf8_text(reason, "--reason"))
    else:
        wanted = None if round_number is None else read_int(round_number, "--round", low=1)
        done = draw_round(home(), session, wanted, from_partial)
    with printing_after(saved_note(done)):
        emit(recorded_text(done, fmt))
