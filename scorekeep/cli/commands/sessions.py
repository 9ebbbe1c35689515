"""``sessions``: the list of sessions with their state and winner, filtered as ``stats`` is."""

from typing import Any

from scorekeep.app.sessions import session_list
from scorekeep.cli.common import FormatOpt, app, as_json, check_format, emit, guarded, home
from scorekeep.cli.stats import GameOpt, PlayerOpt, SinceOpt, UntilOpt, filters_of
from scorekeep.i18n import _


@app.command()
@guarded
def sessions(
    fmt: FormatOpt = "text",
    game: GameOpt = None,
    player: PlayerOpt = None,
    since: SinceOpt = None,
    until: UntilOpt = None,
) -> None:
    """List sessions; the current one is marked with *. The filters are those of ``stats``.

    \b
    Examples:
      scorekeep sessions --format json
      scorekeep sessions --game durak --since 2026-01-01
    """
    check_format(fmt, ("text", "json"))
    chosen = filters_of(game, player, since, until)
    rows = session_list(home(), chosen)
    if fmt == "json":
        emit(as_json(rows))
        return
    if not rows:
        emit(
            _("no session matches")
            if any(chosen)
            else _("no sessions yet; start one with `scorekeep new`")
        )
        return
    from scorekeep.render.text import table

    emit(
        table(
            [
                [
                    "*" if r["current"] else "",
                    r["session"],
                    r["created"][:10],
                    r["ruleset"] if "/" not in r["ruleset"] else r["game"],
                    r["hands"],
                    _state_word(r),
                    _result_word(r),
                    ", ".join(r["players"]) or r.get("problem", ""),
                ]
                for r in rows
            ],
            [
                "",
                _("session"),
                _("date"),
                _("game"),
                _("hands"),
                _("state"),
                _("winner"),
                _("players"),
            ],
        )
    )


def _state_word(row: dict[str, Any]) -> str:
    if "problem" in row:
        return "?"
    return _("finished") if row["finished"] else _("in progress")


def _result_word(row: dict[str, Any]) -> str:
    """The winner of a finished session; a game with only a loser (Durak) names the loser."""
    if not row.get("finished"):
        return ""
    if row.get("winner"):
        return str(row["winner"])
    if row.get("loser"):
        return _("loser: {name}").format(name=row["loser"])
    return _("none (tie)")
