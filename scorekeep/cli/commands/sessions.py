"""``sessions``: the list of sessions with their state and winner, filtered as ``stats`` is."""

from pathlib import Path
from typing import Any

from scorekeep.app.rulesets import load_ruleset
from scorekeep.app.session import session_names
from scorekeep.cli.common import FormatOpt, app, as_json, check_format, emit, guarded, home
from scorekeep.cli.stats import GameOpt, PlayerOpt, SinceOpt, UntilOpt, filters_of
from scorekeep.files import journal as journal_file
from scorekeep.files.home import Home
from scorekeep.games import find_game
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
    h = home()
    current = h.current()
    rows = [_session_row(h, path, current) for path in session_names(h)]
    if any(chosen):
        rows = [
            r
            for r in rows
            if "problem" not in r
            and chosen.admits(r["game"], r["ruleset"], r["players"], r["created"])
        ]
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
    if row.get("unfinished"):
        return _("closed")
    return _("finished") if row["finished"] else _("in progress")


def _result_word(row: dict[str, Any]) -> str:
    """The winner of a finished session; a game with only a loser (Durak) names the loser."""
    if not row.get("finished"):
        return ""
    if row.get("unfinished"):
        return _("unfinished")
    if row.get("winner"):
        return str(row["winner"])
    if row.get("loser"):
        return _("loser: {name}").format(name=row["loser"])
    return _("none (tie)")


def _session_row(h: Home, path: Path, current: str | None) -> dict[str, Any]:
    try:
        file = journal_file.load(path)
        header = file.journal.header
        row = {
            "session": path.stem,
            "game": header.game,
            "ruleset": header.ruleset,
            "players": list(header.table.players),
            "hands": file.journal.hand_count,
            "created": header.created,
            "current": path.stem == current,
            "finished": False,
            "winner": None,
        }
    except Exception as error:  # a damaged journal is listed, not fatal
        return {
            "session": path.stem,
            "game": "?",
            "ruleset": "?",
            "players": [],
            "hands": 0,
            "created": "",
            "current": path.stem == current,
            "finished": False,
            "winner": None,
            "problem": str(error),
        }
    return row | _outcome(h, file.journal)


def _outcome(h: Home, journal: Any) -> dict[str, Any]:
    """Whether the session is finished and who won (Durak: who lost), from its replay; a
    journal that does not replay is listed with its problem."""
    from scorekeep.core.session import context_for, replay

    header = journal.header
    try:
        ctx = context_for(header, load_ruleset(h, header.ruleset))
        standing = replay(journal, find_game(header.game), ctx).standing
    except Exception as error:  # listed with its problem, as a damaged journal is
        return {"problem": str(error)}
    out: dict[str, Any] = {"finished": standing.finished, "winner": standing.winner}
    if standing.extra.get("unfinished"):
        out["unfinished"] = True  # closed before its end: no winner, not a game won
    if standing.extra.get("loser"):
        out["loser"] = standing.extra["loser"]
    return out
