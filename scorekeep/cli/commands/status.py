"""``status``: the totals and what the table needs to know next."""

from scorekeep.app.answers import status as status_answer
from scorekeep.cli.common import FormatOpt, SessionOpt, app, emit, guarded, home


@app.command()
@guarded
def status(session: SessionOpt = None, fmt: FormatOpt = "text") -> None:
    """Totals, dealer, vulnerability, hanging points, winner.

    \b
    Examples:
      scorekeep status
      scorekeep status --format json
    """
    emit(status_answer(home(), session, fmt))
