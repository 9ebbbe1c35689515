"""``scorekeep stats`` as text and CSV, from the data of :func:`scorekeep.stats.summarise`."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

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


def _cell(key: str, value: Any) -> Any:
    if value is None:
        return "–"
    if key == "win_rate":
        return f"{value * 100:.0f}"
    if key == "last_played":
        return str(value)[:10]
    return value


def player_rows(data: Mapping[str, Any]) -> tuple[list[str], list[list[Any]]]:
    headers = [label for _, label in PLAYER_COLUMNS]
    rows = [[_cell(k, row[k]) for k, _ in PLAYER_COLUMNS] for row in data["players"]]
    return headers, rows


def _figure_lines(name: str, figures: Mapping[str, Any]) -> list[str]:
    lines = [f"{name}: {figures['sessions']} sessions, {figures['games']} games finished"]
    for key, value in figures.items():
        if key in ("sessions", "games"):
            continue
        label = key.replace("_", " ")
        if isinstance(value, Mapping):
            if value:
                shown = ", ".join(f"{who} {n}" for who, n in sorted(value.items()))
                lines.append(f"  {label}: {shown}")
        else:
            lines.append(f"  {label}: {value}")
    return lines


def stats_text(data: Mapping[str, Any]) -> str:
    if not data["players"]:
        parts = ["no games to count"]
    else:
        headers, rows = player_rows(data)
        parts = [
            f"{data['sessions']} sessions, {data['games']} games finished",
            "",
            table(rows, headers),
        ]
    if data["partnerships"]:
        rows = [
            [" + ".join(r["players"]), r["games"], r["won"], r["lost"]]
            for r in data["partnerships"]
        ]
        parts += ["", "partnerships", table(rows, ["players", "games", "won", "lost"])]
    if data["pairs"]:
        rows = [
            [
                r["players"][0],
                r["players"][1],
                r["games"],
                r["partners"],
                r["opponents"],
                r["first_ahead"],
                r["second_ahead"],
            ]
            for r in data["pairs"]
        ]
        parts += [
            "",
            "pairs and head to head",
            table(rows, ["", "with", "games", "partners", "opponents", "ahead", "behind"]),
        ]
    for name, figures in data["by_game"].items():
        parts += ["", *_figure_lines(name, figures)]
    for skipped in data["problems"]:
        parts += ["", f"skipped {skipped['path']}: {skipped['problem']}"]
    return "\n".join(parts)


def stats_csv(data: Mapping[str, Any]) -> str:
    """The per-player table, one row a player, for a spreadsheet."""
    import csv
    import io

    from scorekeep.render.safe import csv_cell

    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    keys = [k for k, _ in PLAYER_COLUMNS]
    writer.writerow(keys)
    writer.writerows([csv_cell(row[k]) for k in keys] for row in data["players"])
    return buffer.getvalue()
