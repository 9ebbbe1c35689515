"""``scorekeep stats`` as text and CSV, from the data of :func:`scorekeep.stats.summarise`."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from scorekeep.i18n import _, ngettext
from scorekeep.render.text import table

PLAYER_COLUMNS = (
    ("player", "player"),
    ("evenings", "evenings"),
    ("games", "games"),
    ("won", "won"),
    ("win_rate", "win %"),
    ("points_for", "for"),
    ("points_against", "against"),
    ("average_per_hand", "avg/hand"),
    ("longest_winning_streak", "best run"),
    ("longest_losing_streak", "worst run"),
    ("last_played", "last played"),
)


def column_labels() -> dict[str, str]:
    """The per-player table's headings in the language in use (the CSV keeps the keys)."""
    return {
        "player": _("player"),
        "evenings": _("evenings"),
        "games": _("games"),
        "won": _("won"),
        "win_rate": _("win %"),
        "points_for": _("for"),
        "points_against": _("against"),
        "average_per_hand": _("avg/hand"),
        "longest_winning_streak": _("best run"),
        "longest_losing_streak": _("worst run"),
        "last_played": _("last played"),
    }


def figure_label(key: str) -> str:
    """A game's figure, as a player reads it."""
    labels = {
        "rubbers": _("rubbers"),
        "slams_bid": _("slams bid"),
        "slams_made": _("slams made"),
        "slams_by": _("slams by"),
        "doubled": _("doubled"),
        "doubled_made": _("doubled made"),
        "doubled_defeated": _("doubled defeated"),
        "went_down_doubled": _("went down doubled"),
        "honors": _("honors"),
        "honors_points": _("honors points"),
        "bajts": _("bajts"),
        "sztajnbajts": _("sztajnbajts"),
        "pots_won": _("pots won"),
        "pot_points": _("pot points"),
        "dosc_right": _("dość right"),
        "dosc_wrong": _("dość wrong"),
        "hanging_rounds": _("hanging rounds"),
        "outright_deberc": _("outright deberc"),
        "penalties": _("penalties"),
        "penalty_points": _("penalty points"),
        "deberc_by": _("deberc by"),
        "games_won": _("games won"),
        "points_left_in_hand": _("points left in hand"),
        "draws": _("draws"),
        "session_losers": _("session losers"),
        "losses": _("losses"),
        "epaulettes": _("epaulettes"),
        "longest_run_as_durak": _("longest run as durak"),
    }
    return labels.get(key, key.replace("_", " "))


def counted(sessions: int, games: int) -> str:
    """``3 sessions, 5 games finished``."""
    return _("{sessions}, {games}").format(
        sessions=ngettext("{n} session", "{n} sessions", sessions).format(n=sessions),
        games=ngettext("{n} game finished", "{n} games finished", games).format(n=games),
    )


def _cell(key: str, value: Any) -> Any:
    if value is None:
        return "–"
    if key == "win_rate":
        return f"{value * 100:.0f}"
    if key == "last_played":
        return str(value)[:10]
    return value


def player_rows(data: Mapping[str, Any]) -> tuple[list[str], list[list[Any]]]:
    labels = column_labels()
    headers = [labels[key] for key, _label in PLAYER_COLUMNS]
    rows = [[_cell(k, row[k]) for k, _label in PLAYER_COLUMNS] for row in data["players"]]
    return headers, rows


def _figure_lines(name: str, figures: Mapping[str, Any]) -> list[str]:
    lines = [f"{name}: {counted(figures['sessions'], figures['games'])}"]
    for key, value in figures.items():
        if key in ("sessions", "games"):
            continue
        label = figure_label(key)
        if isinstance(value, Mapping):
            if value:
                shown = ", ".join(f"{who} {n}" for who, n in sorted(value.items()))
                lines.append(f"  {label}: {shown}")
        else:
            lines.append(f"  {label}: {value}")
    return lines


def pair_rows(pairs: Sequence[Mapping[str, Any]]) -> list[list[Any]]:
    """Head to head, one row a pair: the text and the HTML tables read the same cells."""
    return [
        [
            r["players"][0],
            r["players"][1],
            r["games"],
            r["partners"],
            r["opponents"],
            r["first_ahead"],
            r["second_ahead"],
        ]
        for r in pairs
    ]


def partnership_headers() -> list[str]:
    return [_("players"), _("games"), _("won"), _("lost")]


def pair_headers() -> list[str]:
    return ["", _("with"), _("games"), _("partners"), _("opponents"), _("ahead"), _("behind")]


def skipped_line(skipped: Mapping[str, Any]) -> str:
    return _("skipped {path}: {problem}").format(path=skipped["path"], problem=skipped["problem"])


def stats_text(data: Mapping[str, Any]) -> str:
    if not data["players"]:
        parts = [_("no games to count")]
    else:
        headers, rows = player_rows(data)
        parts = [
            counted(data["sessions"], data["games"]),
            "",
            table(rows, headers),
        ]
    if data["partnerships"]:
        rows = [
            [" + ".join(r["players"]), r["games"], r["won"], r["lost"]]
            for r in data["partnerships"]
        ]
        parts += ["", _("partnerships"), table(rows, partnership_headers())]
    if data["pairs"]:
        rows = pair_rows(data["pairs"])
        parts += [
            "",
            _("pairs and head to head"),
            table(rows, pair_headers()),
        ]
    for name, figures in data["by_game"].items():
        parts += ["", *_figure_lines(name, figures)]
    for skipped in data["problems"]:
        parts += ["", skipped_line(skipped)]
    return "\n".join(parts)


def stats_csv(data: Mapping[str, Any]) -> str:
    """The per-player table, one row a player, for a spreadsheet."""
    import csv
    import io

    from scorekeep.render.safe import csv_cell

    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    keys = [k for k, _label in PLAYER_COLUMNS]
    writer.writerow(keys)
    writer.writerows([csv_cell(row[k]) for k in keys] for row in data["players"])
    return buffer.getvalue()
