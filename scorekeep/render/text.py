"""Terminal, Markdown and CSV renderings of status and sheet."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from scorekeep.core.game import CROWD, Outcome
from scorekeep.i18n import _, ngettext

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from scorekeep.render.hooks import StatusParts


def table(
    rows: list[list[Any]], headers: list[str], fmt: str = "simple", wrap: int | None = None
) -> str:
    if fmt == "simple" and not wrap and rows and _narrow_cells([headers, *rows]):
        return simple_table(rows, headers)
    from tabulate import tabulate

    widths = [None] * (len(headers) - 1) + [wrap] if wrap and rows else None
    return str(
        tabulate(rows, headers=headers, tablefmt=fmt, disable_numparse=True, maxcolwidths=widths)
    )


def _narrow(char: str) -> bool:
    """A character one column wide to tabulate (with or without wcwidth) and to ``len``:
    printable Latin, Cyrillic (not its combining marks), general punctuation, box drawing,
    blocks and geometric shapes."""
    code = ord(char)
    return (
        0x20 <= code <= 0x7E
        or (0xA0 <= code <= 0x2FF and code != 0xAD)
        or (0x400 <= code <= 0x52F and not 0x483 <= code <= 0x489)
        or 0x2010 <= code <= 0x2027
        or 0x2500 <= code <= 0x25FF
    )


def _narrow_cells(rows: list[list[Any]]) -> bool:
    for row in rows:
        for cell in row:
            if type(cell) is int:
                continue
            if type(cell) is not str or cell != cell.strip() or not all(map(_narrow, cell)):
                return False
    return True


def simple_table(rows: list[list[Any]], headers: list[str]) -> str:
    """tabulate's "simple" style with ``disable_numparse`` for one-line cells of narrow
    characters, without importing tabulate (as long as a start-up) on the path of
    ``status`` and ``hand``; tests compare the two."""
    cells = [[str(c) for c in row] for row in rows]
    widths = [max(len(h) + 2, *(len(row[i]) for row in cells)) for i, h in enumerate(headers)]

    def line(row: list[str]) -> str:
        return "  ".join(c.ljust(w) for c, w in zip(row, widths, strict=True)).rstrip()

    return "\n".join(
        [line(headers), line(["-" * w for w in widths]), *(line(row) for row in cells)]
    )


def plain_table(rows: list[list[Any]], headers: list[str]) -> str:
    """The same layout as tabulate's "simple" style for small tables on the hot path
    (``status`` after every hand), without importing tabulate (about 20 ms at start-up)."""
    cells = [list(map(str, row)) for row in [headers, *rows]]
    if len(set(map(len, cells))) > 1:
        raise ValueError("every row of a table has a cell under each header")
    # in map() rather than loops: a kept hand draws the evening's 500 rubbers up each time
    widths = [max(2, *map(len, column)) for column in zip(*cells, strict=True)]
    ljust = str.ljust

    def line(row: list[str]) -> str:
        return "  ".join(map(ljust, row, widths)).rstrip()

    return "\n".join([line(cells[0]), line(["-" * w for w in widths]), *map(line, cells[1:])])


def _value(value: Any) -> str:
    if isinstance(value, bool):
        return _("yes") if value else _("no")
    if isinstance(value, Mapping):
        return ", ".join(f"{k} {_value(v)}" for k, v in value.items())
    if isinstance(value, list):
        return ", ".join(str(v) for v in value)
    return "-" if value is None else str(value)


SKIP = {
    "session",
    "ruleset",
    "game",
    "players",
    "hands",
    "totals",
    "finished",
    "winner",
    "next_dealer",
    "reason",
    "teams",
    "dealer_name",
    "evening",
}


def _result(data: Mapping[str, Any]) -> tuple[str, str]:
    """The winner; a game with only a loser (Durak) names the loser rather than a tie."""
    if not data.get("winner") and data.get("loser"):
        return _("loser"), str(data["loser"])
    if not data.get("winner") and data.get("unfinished"):
        return _("winner"), _("none: the game is unfinished")
    return _("winner"), str(data.get("winner") or _("none (tie)"))


def status_heading(data: Mapping[str, Any]) -> str:
    """``session · ruleset · N hands``, the first line of every game's status."""
    hands = ngettext("{n} hand", "{n} hands", data["hands"]).format(n=data["hands"])
    return f"{data['session']} · {data['ruleset']} · {hands}"


def status_label(key: str) -> str:
    """A game's own status line (``vulnerable: NS yes, EW no``) named in the language in use."""
    labels = {
        "games": _("games"),
        "vulnerable": _("vulnerable"),
        "below": _("below"),
        "above": _("above"),
        "rubber_over": _("rubber over"),
        "margin": _("margin"),
        "rounded_difference": _("rounded difference"),
    }
    return labels.get(key) or key.replace("_", " ")


def status_text(data: Mapping[str, Any]) -> str:
    return status_parts(data).text()


def status_parts(data: Mapping[str, Any]) -> StatusParts:
    """The generic status: the heading, a total per side, the result or the next dealer,
    then each of the game's own figures on a line."""
    from scorekeep.render.hooks import StatusParts
    from scorekeep.render.sparkline import sparklines

    sides = list(data["totals"])
    lines = sparklines(data.get("progress") or {})
    rows = [[side, data["totals"][side], *([lines[side]] if lines else [])] for side in sides]
    out = []
    if data["finished"]:
        label, who = _result(data)
        out.append(
            _("finished: {label} {who}").format(label=label, who=who)
            + (f" — {data['reason']}" if data.get("reason") else "")
        )
    else:
        dealer = data.get("next_dealer")
        name = data.get("dealer_name")
        out.append(
            _("next dealer: {dealer}").format(dealer=f"{dealer}{f' ({name})' if name else ''}")
            if dealer
            else _("in progress")
        )
    figures = {
        key: f"{status_label(key)}: {_value(value)}"
        for key, value in data.items()
        if key not in SKIP and key != "progress"
    }
    table = plain_table(rows, ["", _("total"), *([_("progress")] if lines else [])])
    return StatusParts(status_heading(data), table, out, figures)


def signed(points: float) -> str:
    """A change of score with its sign: whole points as they are, fractions to two decimals."""
    return f"{points:+d}" if isinstance(points, int) else f"{points:+.2f}"


def outcome_text(n: int, summary: str, outcome: Outcome | None, status: str) -> str:
    """A recorded hand: what it scored and why, then the standing (``status`` as rendered
    for the game, so ``hand`` and ``status`` look alike)."""
    out = [_("hand {n}: {summary}").format(n=n, summary=summary)]
    if outcome is not None:
        if len(outcome.scores) <= CROWD:
            scores = ", ".join(f"{side} {signed(p)}" for side, p in outcome.scores.items())
            out.append("  " + _("scores: {scores}").format(scores=scores))
        out.extend(f"  {note}" for note in outcome.notes)
        out.extend("  " + _("warning: {warning}").format(warning=w) for w in outcome.warnings)
    out.append("")
    out.append(status)
    return "\n".join(out)


def short_text(
    n: int,
    summary: str,
    outcome: Outcome | None,
    totals: str,
    named: Mapping[str, int] | None = None,
) -> str:
    """A recorded hand in at most three lines: what it recorded and the points it gave
    (a side's nought left out; ``named``: the scores the game's short line names), the
    events that matter (a game made, a bajt, the game over), the totals."""
    head = _("hand {n}: {summary}").format(n=n, summary=summary)
    if outcome is None:
        return f"{head}\n{totals}"
    crowd = len(outcome.scores) > CROWD
    given = outcome.scores if named is None else named
    scores = "" if crowd else ", ".join(f"{side} {signed(p)}" for side, p in given.items() if p)
    warned = [_("warning: {warning}").format(warning=w) for w in outcome.warnings]
    said = [*outcome.table_events, *warned]
    head += f" · {scores}" if scores else ""
    return "\n".join([head, *([" · ".join(said)] if said else []), totals])


def changes_text(changes: Sequence[Mapping[str, Any]]) -> str:
    """The other hands a correction rescored, before → after, so nobody's score moves
    unannounced; empty when none did."""
    if not changes:
        return ""

    def scores(values: Mapping[str, int]) -> str:
        return ", ".join(f"{side} {signed(points)}" for side, points in values.items())

    lines = [_("this correction changes the score of later hands:")]
    lines += [
        "  " + _("hand {n}: ").format(n=c["n"]) + f"{scores(c['before'])} → {scores(c['after'])}"
        for c in changes
    ]
    return "\n".join(lines) + "\n\n"


def hand_label(hand: Mapping[str, Any]) -> str:
    """A sheet row's description with its history: ``(fixed)`` after a corrected hand,
    ``VOID … — reason`` for a voided one, so the evening's corrections stay visible."""
    fixed = any(c["action"] == "fix" for c in hand["corrections"])
    summary = str(hand["summary"]) + (" " + _("(fixed)") if fixed else "")
    if not hand["void"]:
        return summary
    reason = next((c["reason"] for c in hand["corrections"] if c["action"] == "void"), "")
    return _("VOID {summary}").format(summary=summary) + (f" — {reason}" if reason else "")


def fixed_lines(data: Mapping[str, Any]) -> list[str]:
    """Under a text sheet, each fix as what it changed: the earlier version, then the one in
    force, in the same words (the struck-through entries of the printed sheet)."""
    from itertools import pairwise

    lines = []
    for hand in data["hands"]:
        versions = [*(hand.get("was") or []), str(hand["summary"])]
        for earlier, later in pairwise(versions):
            lines.append(
                _("hand {n} fixed: {earlier} → {later}").format(
                    n=hand["n"], earlier=earlier, later=later
                )
            )
    return lines


def sheet_rows(data: Mapping[str, Any]) -> tuple[list[str], list[list[Any]]]:
    sides = list(data["totals"])
    headers = ["#", _("hand"), *[f"{s} +" for s in sides], *sides, _("notes")]
    rows: list[list[Any]] = []
    for hand in data["hands"]:
        summary = hand_label(hand)
        if hand["void"]:
            rows.append([hand["n"], summary, *["" for _ in sides], *["" for _ in sides], ""])
            continue
        rows.append(
            [
                hand["n"],
                summary,
                *[hand["scores"].get(s, 0) for s in sides],
                *[hand["totals"].get(s, 0) for s in sides],
                "; ".join(hand["notes"]),
            ]
        )
    if data.get("settlement"):
        settle = data["settlement"]
        rows.append(
            [
                "",
                _("close"),
                *[settle["scores"].get(s, 0) for s in sides],
                *[data["totals"][s] for s in sides],
                "; ".join(settle["notes"]),
            ]
        )
    return headers, rows


def footer(data: Mapping[str, Any]) -> str:
    totals = ", ".join(f"{s} {t}" for s, t in data["totals"].items())
    if data["finished"]:
        label, who = _result(data)
        final = _("Final: {totals}. {label}: {who}").format(
            totals=totals, label=label.capitalize(), who=who
        )
        return final + (f" — {data['reason']}" if data.get("reason") else "")
    return _("Totals: {totals} (in progress)").format(totals=totals)


def sheet_text(data: Mapping[str, Any], fmt: str = "simple") -> str:
    headers, rows = sheet_rows(data)
    players = _("players {names}").format(names=", ".join(data["players"]))
    title = f"{data['session']} · {data['ruleset']} · {players}"
    if fmt == "github":
        from scorekeep.render.safe import markdown_cell as md

        rows = [[md(cell) for cell in row] for row in rows]
        body = table(rows, [md(h) for h in headers], fmt)
        return f"# {md(title)}\n\n{body}\n\n{md(footer(data))}\n"
    fixes = "".join(f"{line}\n" for line in fixed_lines(data))
    return f"{title}\n\n{table(rows, headers, fmt, wrap=60)}\n\n{fixes}{footer(data)}"


def sheet_csv(data: Mapping[str, Any]) -> str:
    import csv
    import io

    from scorekeep.render.safe import csv_cell

    headers, rows = sheet_rows(data)
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow([csv_cell(h) for h in headers])
    writer.writerows([csv_cell(cell) for cell in row] for row in rows)
    return buffer.getvalue()


def evening_rows(data: Mapping[str, Any]) -> tuple[list[str], list[list[Any]]]:
    """One row per finished rubber or game: its hands, winner, margin and totals."""
    evening = data["evening"]
    headers = ["#", _("hands"), _("winner"), _("margin"), _("totals")]
    rows = [
        [
            game["number"],
            "{}–{}".format(*game["hands"]),
            game["winner"]
            or (
                _("loser: {name}").format(name=game["loser"])
                if game.get("loser")
                else _("unfinished")
                if game["figures"].get("unfinished")
                else _("none (tie)")
            ),
            "-" if game["margin"] is None else game["margin"],
            ", ".join(map("{} {}".format, game["totals"], game["totals"].values())),
        ]
        for game in finished_games(evening)
    ]
    return headers, rows


def finished_games(evening: Mapping[str, Any]) -> list[Mapping[str, Any]]:
    """Every finished rubber or game of the evening, the one just over included."""
    over = evening.get("over") if evening["games"] else None
    return [*evening["games"], *([over] if over else [])]


def evening_title(evening: Mapping[str, Any], over: bool = False) -> str:
    """The evening's heading: the rubber or game in progress, or the one just over."""
    if over and evening.get("over", {}).get("figures", {}).get("unfinished"):
        return _("evening: game {n} unfinished").format(n=evening["game"])
    if over:
        if evening["unit"] == "rubber":
            return _("evening: rubber {n} is over").format(n=evening["game"])
        return _("evening: game {n} is over").format(n=evening["game"])
    if evening["unit"] == "rubber":
        return _("evening: rubber {n} in progress").format(n=evening["game"])
    return _("evening: game {n} in progress").format(n=evening["game"])


def evening_lines(evening: Mapping[str, Any]) -> list[str]:
    """Games won and each player's evening total, one line each."""
    won = ", ".join(f"{p} {n}" for p, n in evening["won"].items()) or "-"
    totals = ", ".join(f"{p} {n}" for p, n in evening["totals"].items())
    return [
        _("games won: {won}").format(won=won),
        _("evening totals: {totals}").format(totals=totals),
    ]


def evening_text(data: Mapping[str, Any], fmt: str = "simple") -> str:
    """The evening so far under a status or a sheet (SPEC §9); empty while the first
    rubber or game is still the only one."""
    evening = data.get("evening")
    if not evening or not evening["games"]:
        return ""
    headers, rows = evening_rows(data)
    if fmt == "github":
        from scorekeep.render.safe import markdown_cell as md

        body = table([[md(c) for c in row] for row in rows], [md(h) for h in headers], fmt)
        lines = [md(line) for line in evening_lines(evening)]
        title = md(evening_title(evening, bool(data.get("finished"))))
        return f"## {title}\n\n{body}\n\n" + "\n\n".join(lines) + "\n"
    title = evening_title(evening, bool(data.get("finished")))
    return "\n".join([title, plain_table(rows, headers), *evening_lines(evening)])


def finished_table(games: Sequence[Mapping[str, Any]]) -> str:
    """The table of an evening's finished games as :func:`evening_text` draws it."""
    headers, rows = evening_rows({"evening": {"games": list(games)}})
    return plain_table(rows, headers)


def evening_text_drawn(data: Mapping[str, Any], drawn: str) -> str:
    """:func:`evening_text` with the table of the finished games drawn before
    (:func:`finished_table`), for an evening whose game in progress is not over: the hand
    a cache kept draws the last line and the totals, not 500 rubbers again."""
    evening = data["evening"]
    assert "over" not in evening
    title = evening_title(evening, bool(data.get("finished")))
    return "\n".join([title, drawn, *evening_lines(evening)])


def evening_csv(data: Mapping[str, Any]) -> str:
    """The evening's games and each player's total, as CSV rows after the sheet's."""
    import csv
    import io

    from scorekeep.render.safe import csv_cell

    evening = data.get("evening")
    if not evening or not evening["games"]:
        return ""
    headers, rows = evening_rows(data)
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow([csv_cell(h) for h in ["evening", *headers]])
    writer.writerows([csv_cell(c) for c in ["game", *row]] for row in rows)
    for player, points in evening["totals"].items():
        writer.writerow([csv_cell(c) for c in ["total", player, "", "", "", points]])
    return buffer.getvalue()


def game_heading(evening: Mapping[str, Any]) -> str:
    """``rubber 2`` / ``game 2`` above each game's part of an evening's sheet."""
    if evening["unit"] == "rubber":
        return _("rubber {n}").format(n=evening["game"])
    return _("game {n}").format(n=evening["game"])
