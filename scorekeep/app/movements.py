"""``movement show``: who sits where in the session's movement — a pair's rounds, a table's,
or every table's — in the session's language, or as JSON."""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:
    from scorekeep.files.home import Home


def show(
    home: Home,
    session: str | None,
    round_number: int = 0,
    pair: str = "",
    table: int = 0,
    fmt: str = "text",
) -> str:
    """The movement's rows as text (one line each) or JSON; for one pair in one round the
    one place it sits, ``{"table": 2, "direction": "EW", "boards": [7, 8, 9]}``."""
    from scorekeep import games
    from scorekeep.app.answers import as_json, check_format
    from scorekeep.app.session import open_session
    from scorekeep.core.errors import Rejected
    from scorekeep.i18n import _

    check_format(fmt, ("text", "json"))
    if pair and table:
        raise Rejected(_("give --pair or --table, not both"), field="--table")
    opened = open_session(home, session)
    movements = games.movement(opened.engine.name)
    if movements is None:
        raise Rejected(
            _("a {game} session has no movement").format(game=opened.engine.name),
            field="movement",
        )
    rows = movements.show(opened.journal.header, round_number, pair, table)
    if fmt == "text":
        return "\n".join(row["text"] for row in rows)
    plain = [{k: v for k, v in row.items() if k != "text"} for row in rows]
    if pair and round_number:
        one = plain[0]
        keys = ("table", "direction", "boards", "sits_out")
        return as_json({k: one[k] for k in keys if k in one})
    return as_json(plain)
