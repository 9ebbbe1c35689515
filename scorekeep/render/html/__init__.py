"""Printable scoresheets: one self-contained HTML file (inline CSS and SVG, no script, no
external reference) with an A4 portrait print stylesheet, one page-broken section per session.

Every sheet has the same frame — header with the table's conventions, the game's own block
(bridge: the We/They pad; Derda: figures; Durak: tally marks …), the score-progress chart, the
hand-by-hand table with corrections struck through, and a footer with the winner and the
reason. A game adds its parts as a :class:`scorekeep.render.hooks.PrintedSheet` (its
styles, its own block, its hand table, the chart's target line, its words …), which the
caller finds for each game (``printed``); every part it leaves out is the generic one.

A game without its own parts still prints, with the generic ones.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence

from scorekeep.core.game import CROWD
from scorekeep.i18n import _
from scorekeep.render.hooks import GENERIC_PRINTED, PrintedSheet
from scorekeep.render.html import page
from scorekeep.render.svg import Point, line_chart

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

Printed = Callable[[str], PrintedSheet]
"""The printable-sheet parts of a game, by its name."""


def generic(game: str) -> PrintedSheet:
    """Every game drawn with the generic parts."""
    return GENERIC_PRINTED


def progress(data: Mapping[str, Any]) -> list[Point]:
    """The running totals after every live hand, from a zero start, then the closing
    settlement if there was one: what the chart draws."""
    names = list(data["totals"])
    out = [Point("0", dict.fromkeys(names, 0))]
    for hand in data["hands"]:
        if not hand["void"]:
            out.append(Point(str(hand["n"]), {s: hand["totals"].get(s, 0) for s in names}))
    settlement = data.get("settlement")
    if settlement and any(settlement["scores"].values()):
        out.append(Point(_("close"), dict(data["totals"])))
    return out


def chart(data: Mapping[str, Any], own: PrintedSheet) -> str:
    if len(data["totals"]) > CROWD:
        return ""
    points = progress(data)
    found = own.target(data) if own.target else None
    target, label = found if found else (None, _("target"))
    word = own.hand_word
    what = own.chart_title() if own.chart_title else page.chart_title(word)
    width, height = own.chart_size
    svg = line_chart(
        points,
        list(data["totals"]),
        target=target,
        target_label=label,
        title=what,
        x_label=page.word_name(word),
        width=width,
        height=height,
    )
    dotted = _("; dotted line: {label} {points}")
    caption = what + (
        dotted.format(label=label, points=page.points(target)) if target is not None else ""
    )
    return (
        f'<figure class="progress">{svg}<figcaption>{page.escaped(caption)}</figcaption></figure>'
    )


def _block_and_chart(block: str, picture: str, beside: bool) -> str:
    if beside and block:
        return f'<div class="beside"><div class="block">{block}</div>{picture}</div>'
    return block + picture


def sheet_section(data: Mapping[str, Any], printed: Printed = generic) -> str:
    """One session as a page-broken ``<section>``."""
    own = printed(str(data["game"]))
    note, extra = own.footer_parts(data) if own.footer_parts else ("", ())
    if data.get("reopened"):
        from scorekeep.render.report import reopened_line

        note += "".join(f"<p>{page.escaped(reopened_line(r))}</p>" for r in data["reopened"])
    return page.join(
        [
            f'<section class="sheet game-{page.escaped(data["game"])}" '
            f'data-session="{page.escaped(data["session"])}">',
            page.header(data),
            _block_and_chart(
                own.body(data) if own.body else "", chart(data, own), own.chart_beside
            ),
            own.hands(data) if own.hands else page.hands_table(data),
            page.footer(
                data,
                own.lower_wins,
                note,
                extra,
                own.result(data) if own.result else "",
                own.total_label() if own.total_label else None,
                own.hand_word,
                own.final_table,
            ),
            "</section>",
        ]
    )


def document(sheets: Sequence[Mapping[str, Any]], printed: Printed = generic) -> str:
    """The whole file: every session on its own page(s), each game with its own parts
    (``printed``)."""
    return "".join(document_pieces(sheets, printed))


def document_pieces(
    sheets: Sequence[Mapping[str, Any]], printed: Printed = generic
) -> Iterator[str]:
    """:func:`document` a section at a time, to be written as it comes."""
    head, tail = document_frame(sheets, printed)
    yield head
    for data in sheets:
        yield from evening_pieces(data, printed)
    yield tail


def document_frame(sheets: Sequence[Mapping[str, Any]], printed: Printed) -> tuple[str, str]:
    """What the file has before its first section (the head with every style, the
    ``@page`` rule among them, and ``<body>``) and after its last."""
    if len(sheets) == 1:
        title = _("Scoresheet — {session}").format(session=sheets[0]["session"])
    else:
        names = ", ".join(str(s["session"]) for s in sheets)
        title = _("Scoresheets — {sessions}").format(sessions=names)
    head = page.join(
        [
            "<!DOCTYPE html>\n",
            f'<html lang="{page.lang()}"><head><meta charset="utf-8">',
            '<meta name="viewport" content="width=device-width, initial-scale=1">',
            '<meta name="generator" content="scorekeep">',
            f"<title>{page.escaped(title)}</title>",
            f"<style>{page.CSS}{EVENING_CSS}{_game_css(sheets, printed)}</style></head><body>",
        ]
    )
    return head, "</body></html>\n"


EVENING_CSS = (
    ".evening table{border-collapse:collapse;margin:0.5em 0}"
    ".evening td,.evening th{border:1px solid #999;padding:0.2em 0.6em;text-align:right}"
    ".evening td:first-child,.evening th:first-child{text-align:left}"
)


def evening_sections(data: Mapping[str, Any], printed: Printed = generic) -> str:
    """A session's sheet: one section per rubber or game of the evening, then the evening
    (SPEC §9): each game's result, each player's total, and a chart of the totals."""
    return "".join(evening_pieces(data, printed))


def evening_pieces(
    data: Mapping[str, Any], printed: Printed = generic, rows: int | None = None
) -> Iterator[str]:
    """:func:`evening_sections` a section at a time, each rubber's or game's made as it
    is reached (``rows``: the evening's own section cut as :func:`evening_parts` cuts it)."""
    from scorekeep.render.report import game_sheets, one_sheet
    from scorekeep.render.text import game_heading

    if one_sheet(data):
        yield sheet_section(data, printed)
        return
    for part in game_sheets(data):
        section = sheet_section(part, printed)
        heading = f'<h2 class="evening-game">{page.escaped(game_heading(part["evening"]))}</h2>'
        yield section.replace(">", ">" + heading, 1)
    yield from evening_parts(data, rows)


def evening_section(data: Mapping[str, Any]) -> str:
    return "".join(evening_parts(data))


def evening_parts(data: Mapping[str, Any], rows: int | None = None) -> Iterator[str]:
    """The evening's section whole, or cut after every ``rows`` rows of its table into
    sections, each whole with the table's head, the lines and the chart in the last: how
    printed volumes take an evening of thousands of rubbers."""
    from scorekeep.render.text import evening_rows, evening_title

    evening = data["evening"]
    headers, found = evening_rows(data)
    head = "".join(f"<th>{page.escaped(h)}</th>" for h in headers)
    opening = f'<section class="sheet evening" data-session="{page.escaped(data["session"])}">'
    title = f"<h2>{page.escaped(evening_title(evening, bool(data.get('finished'))))}</h2>"
    table = f"<table><thead><tr>{head}</tr></thead><tbody>"
    closing = "</tbody></table>"
    end = _evening_end(data) + "</section>"
    body: list[str] = []
    for row in found:
        if rows is not None and len(body) == rows:
            yield page.join([opening, title, table, *body, closing, "</section>"])
            body, title = [], ""
        body.append("<tr>" + "".join(f"<td>{page.escaped(c)}</td>" for c in row) + "</tr>")
    yield page.join([opening, title, table, "".join(body), closing, end])


def _evening_end(data: Mapping[str, Any]) -> str:
    """The evening's closing lines and its chart of the totals after each game."""
    from scorekeep.render.text import evening_lines

    evening = data["evening"]
    players = list(evening["totals"])
    running = dict.fromkeys(players, 0)
    points = [Point("0", dict(running))]
    for game in evening["games"]:
        for player, carried in game["points"].items():
            running[player] = running.get(player, 0) + carried
        points.append(Point(str(game["number"]), {p: running.get(p, 0) for p in players}))
    points.append(Point(str(evening["game"]), dict(evening["totals"])))
    if evening["unit"] == "rubber":
        title, word = _("Evening totals after each rubber"), _("rubber")
    else:
        title, word = _("Evening totals after each game"), _("game")
    svg = line_chart(points, players, title=title, x_label=word)
    lines = "".join(f"<p>{page.escaped(line)}</p>" for line in evening_lines(evening))
    return page.join([lines, f'<figure class="progress">{svg}</figure>'])


def _game_css(sheets: Sequence[Mapping[str, Any]], printed: Printed) -> str:
    return "".join(printed(game).css for game in dict.fromkeys(str(s["game"]) for s in sheets))


def sheet_html(data: Mapping[str, Any], printed: Printed = generic) -> str:
    return document([data], printed)


def sheet_extras(journal: Any, engine: Any, ctx: Any) -> dict[str, Any]:
    """What the printed header and the struck-through history need beyond ``sheet_data``:
    the ruleset's title and defaults, the seats, the date, and every superseded version of
    a corrected hand (the journal keeps them all).

    ``journal`` is a :class:`scorekeep.core.session.Journal`, ``engine`` the game's engine,
    ``ctx`` its :class:`~scorekeep.core.game.Context`. Pure: reads, never writes.
    """
    from scorekeep.core.session import earlier_versions

    header = journal.header
    superseded = {
        str(n): [_describe(engine, e.entry, e.ctx, e.outcome) for e in earlier]
        for n, earlier in earlier_versions(journal, engine, ctx).items()
    }
    ruleset = ctx.ruleset
    return {
        "title": ruleset.title,
        "title_local": ruleset.title_local,
        "defaults": ruleset.defaults(),
        "created": header.created,
        "seats": dict(header.table.seats),
        "superseded": superseded,
    }


def _describe(engine: Any, entry: Mapping[str, Any], ctx: Any, outcome: Any = None) -> str:
    try:
        return str(engine.describe(entry, ctx, outcome))
    except Exception:  # a superseded entry the engine can no longer read: show it raw
        return ", ".join(f"{k} {v}" for k, v in entry.items())
