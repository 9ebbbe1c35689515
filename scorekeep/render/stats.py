"""``scorekeep stats`` as text and CSV, from the data of :func:`scorekeep.app.stats.summarise`."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from scorekeep.core.game import EMPTY
from scorekeep.i18n import _, ngettext
from scorekeep.render.text import table

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

PLAYER_COLUMNS = (
    ("player", "player"),
    ("evenings", "evenings"),
    ("sessions", "sessions"),
    ("games", "games"),
    ("won", "won"),
    ("win_rate", "win %"),
    ("longest_winning_streak", "best run"),
    ("longest_losing_streak", "worst run"),
    ("last_played", "last played"),
)
"""The table of all games: only what compares across games (SPEC §9); points stay in each
game's own table (``GAME_COLUMNS``)."""

GAME_COLUMNS = (
    ("player", "player"),
    ("games", "games"),
    ("won", "won"),
    ("win_rate", "win %"),
    ("points_for", "for"),
    ("points_against", "against"),
    ("average_per_hand", "avg/hand"),
)


def column_labels() -> dict[str, str]:
    """The per-player table's headings in the language in use (the CSV keeps the keys)."""
    return {
        "player": _("player"),
        "evenings": _("evenings"),
        "sessions": _("sessions"),
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


def figure_label(key: str, labels: Mapping[str, str] = EMPTY) -> str:
    """A game's figure, as a player reads it: the label its game gives (``labels``), else
    its key with spaces."""
    found = labels.get(key)
    return _(found) if found else key.replace("_", " ")


def counted(sessions: int, evenings: int, games: int) -> str:
    """``3 sessions, 2 evenings, 5 games finished``: a session is one journal, an evening a
    day of play, a game a rubber, a Derda, Deberc or Derniè game or a Durak game."""
    return _("{sessions}, {evenings}, {games}").format(
        sessions=ngettext("{n} session", "{n} sessions", sessions).format(n=sessions),
        evenings=ngettext("{n} evening", "{n} evenings", evenings).format(n=evenings),
        games=ngettext("{n} game finished", "{n} games finished", games).format(n=games),
    )


def counted_of(data: Mapping[str, Any]) -> str:
    """The count line of the whole report or of one game's section."""
    return counted(data["sessions"], data.get("evenings", 0), data["games"])


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


def game_columns(players: Mapping[str, Mapping[str, Any]]) -> list[str]:
    """The columns of one game's player table: its points only where it has any (Durak's
    figures are its losses)."""
    shown = {key for row in players.values() for key in row} | {"player"}
    return [key for key, _label in GAME_COLUMNS if key in shown]


def game_player_rows(figures: Mapping[str, Any]) -> tuple[list[str], list[list[Any]]]:
    """One game's players: games, won and (but in Durak) the points of their side."""
    players: Mapping[str, Mapping[str, Any]] = figures.get("players", {})
    labels = column_labels()
    keys = game_columns(players)
    rows = [[name, *[_cell(k, row.get(k)) for k in keys[1:]]] for name, row in players.items()]
    return [labels[k] for k in keys], rows


SECTION_KEYS = frozenset({"sessions", "evenings", "games", "players"})


def _figure_lines(
    name: str, figures: Mapping[str, Any], labels: Mapping[str, str] = EMPTY
) -> list[str]:
    lines = [f"{name}: {counted_of(figures)}"]
    if figures.get("players"):
        headers, rows = game_player_rows(figures)
        lines += ["  " + line for line in table(rows, headers).splitlines()]
    for key, value in figures.items():
        if key in SECTION_KEYS:
            continue
        label = figure_label(key, labels)
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


def head_to_head_lines(pair: Mapping[str, Any]) -> list[str]:
    """Two named players' games together, as partners and as opponents, and who won."""
    a, b = pair["players"]
    partners, opponents = pair["partners"], pair["opponents"]
    ahead = opponents["ahead"]
    return [
        _("head to head: {a} and {b}").format(a=a, b=b),
        "  "
        + ngettext("{n} game together", "{n} games together", pair["games"]).format(
            n=pair["games"]
        ),
        "  "
        + ngettext(
            "as partners: {n} game, won {won}, lost {lost}",
            "as partners: {n} games, won {won}, lost {lost}",
            partners["games"],
        ).format(n=partners["games"], won=partners["won"], lost=partners["lost"]),
        "  "
        + ngettext(
            "as opponents: {n} game; {a} ahead {a_won}, {b} ahead {b_won}, even {even}",
            "as opponents: {n} games; {a} ahead {a_won}, {b} ahead {b_won}, even {even}",
            opponents["games"],
        ).format(
            n=opponents["games"],
            a=a,
            b=b,
            a_won=ahead[a],
            b_won=ahead[b],
            even=opponents["even"],
        ),
    ]


def skipped_line(skipped: Mapping[str, Any]) -> str:
    return _("skipped {path}: {problem}").format(path=skipped["path"], problem=skipped["problem"])


def stats_text(data: Mapping[str, Any], labels: Mapping[str, Mapping[str, str]] = EMPTY) -> str:
    """The report as text; ``labels``: each game's labels of its figures, by game."""
    if not data["players"]:
        parts = [_("no games to count")]
    else:
        headers, rows = player_rows(data)
        parts = [
            counted_of(data),
            "",
            table(rows, headers),
        ]
    if data.get("head_to_head"):
        parts += ["", *head_to_head_lines(data["head_to_head"])]
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
        parts += ["", *_figure_lines(name, figures, labels.get(name, EMPTY))]
    for skipped in data["problems"]:
        parts += ["", skipped_line(skipped)]
    return "\n".join(parts)


def stats_csv(data: Mapping[str, Any]) -> str:
    """The per-player table, one row a player, for a spreadsheet: what compares across
    games, then each game's own columns (``bridge.games``, ``bridge.points_for`` …), never
    summed across games, and with two players named their head to head (``h2h.…``)."""
    import csv
    import io

    from scorekeep.render.safe import csv_cell

    keys = [k for k, _label in PLAYER_COLUMNS]
    per_game = [
        (name, key)
        for name, figures in data["by_game"].items()
        for key in game_columns(figures.get("players", {}))[1:]
    ]
    pair = data.get("head_to_head")
    h2h = ["with", "games", "partners", "partners_won", "opponents", "ahead", "behind", "even"]
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    head = [*keys, *(f"{name}.{key}" for name, key in per_game)]
    writer.writerow(head + ([f"h2h.{k}" for k in h2h] if pair else []))
    for row in data["players"]:
        cells = [row[k] for k in keys]
        for name, key in per_game:
            mine = data["by_game"][name].get("players", {}).get(row["player"], {})
            cells.append(mine.get(key, ""))
        if pair:
            cells += _h2h_cells(pair, row["player"])
        writer.writerow([csv_cell(c) for c in cells])
    return buffer.getvalue()


def _h2h_cells(pair: Mapping[str, Any], player: str) -> list[Any]:
    if player not in pair["players"]:
        return [""] * 8
    other = next(p for p in pair["players"] if p != player)
    partners, opponents = pair["partners"], pair["opponents"]
    return [
        other,
        pair["games"],
        partners["games"],
        partners["won"],
        opponents["games"],
        opponents["ahead"][player],
        opponents["ahead"][other],
        opponents["even"],
    ]
