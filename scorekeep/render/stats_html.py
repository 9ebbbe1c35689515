"""``scorekeep stats`` as one self-contained HTML page (inline CSS and SVG, no script, no
external reference), printable on A4 like the sheets and turned into PDF the same way."""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence

from scorekeep.core.game import EMPTY
from scorekeep.i18n import _
from scorekeep.render.html import page
from scorekeep.render.stats import (
    SECTION_KEYS,
    counted_of,
    figure_label,
    game_player_rows,
    head_to_head_lines,
    pair_headers,
    pair_rows,
    partnership_headers,
    player_rows,
    skipped_line,
)
from scorekeep.render.svg import Point, line_chart, text_width

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

CSS = """
svg.bars { display: block; width: 100%; height: auto; max-width: 182mm; }
ul.figures { margin: 1mm 0 2mm; padding-left: 5mm; }
td.date { white-space: nowrap; }
"""


def _cell(c: Any, date: bool = False) -> str:
    if date:
        return f'<td class="date">{page.escaped(c)}</td>'
    if isinstance(c, int):
        return f'<td class="num">{page.escaped(c)}</td>'
    return f"<td>{page.escaped(c)}</td>"


def _table(headers: Sequence[str], rows: Sequence[Sequence[Any]], dates: int = -1) -> str:
    """A table; the cells of column ``dates`` never wrap (a day reads as one word)."""
    head = "".join(f"<th>{page.escaped(h)}</th>" for h in headers)
    body = "".join(
        "<tr>" + "".join(_cell(c, i == dates) for i, c in enumerate(row)) + "</tr>" for row in rows
    )
    return f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"


def wins_chart(players: Sequence[Mapping[str, Any]], width: int = 680) -> str:
    """Games won per player as horizontal bars, black on white for paper."""
    bar, gap = 16, 6
    won = [_("{won} of {games}").format(won=p["won"], games=p["games"]) for p in players]
    # each name and each count in the room it is drawn in, however long a pair's name
    left = max([110, *(math.ceil(text_width(str(p["player"]), 11)) + 12 for p in players)])
    right = max([60, *(math.ceil(text_width(w, 11)) + 11 for w in won)])
    height = max(len(players), 1) * (bar + gap) + gap
    most = max((int(p["won"]) for p in players), default=0) or 1
    span = max(width - left - right, 120)
    width = left + span + right
    parts = [
        f'<svg class="bars" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" '
        f'role="img" aria-label="{page.escaped(_("games won per player"))}">',
        f"<title>{page.escaped(_('Games won per player'))}</title>",
    ]
    for i, player in enumerate(players):
        y = gap + i * (bar + gap)
        length = round(span * int(player["won"]) / most, 1)
        name = page.escaped(player["player"])
        parts.append(
            f'<text x="{left - 6}" y="{y + bar - 4}" text-anchor="end" font-size="11">'
            f"{name}</text>"
            f'<rect x="{left}" y="{y}" width="{length}" height="{bar}" fill="#444"/>'
            f'<text x="{left + length + 5}" y="{y + bar - 4}" font-size="11">'
            + page.escaped(won[i])
            + "</text>"
        )
    parts.append("</svg>")
    return "".join(parts)


def results_chart(over_time: Sequence[Mapping[str, Any]], players: Sequence[str]) -> str:
    """Each player's games won minus games lost, after every finished game."""
    points = [Point("0", dict.fromkeys(players, 0))]
    for n, step in enumerate(over_time, 1):
        running = step["running"]
        points.append(Point(str(n), {p: int(running.get(p, 0)) for p in players}))
    return line_chart(
        points,
        list(players),
        title=_("Games won minus games lost"),
        x_label=_("game"),
        target=None,
    )


def _figures(
    by_game: Mapping[str, Mapping[str, Any]], labels: Mapping[str, Mapping[str, str]]
) -> str:
    out: list[str] = []
    for name, figures in by_game.items():
        items = []
        for key, value in figures.items():
            if key in SECTION_KEYS:
                continue
            label = page.escaped(figure_label(key, labels.get(name, EMPTY)))
            if isinstance(value, Mapping):
                if not value:
                    continue
                value = ", ".join(f"{who} {n}" for who, n in sorted(value.items()))
            items.append(f"<li>{label}: {page.escaped(value)}</li>")
        players = _table(*game_player_rows(figures)) if figures.get("players") else ""
        out.append(
            f"<h2>{page.escaped(name)}</h2><p>{page.escaped(counted_of(figures))}</p>"
            f'{players}<ul class="figures">{"".join(items)}</ul>'
        )
    return "".join(out)


def _pairs(data: Mapping[str, Any]) -> str:
    out = []
    if data["partnerships"]:
        rows = [
            [" + ".join(r["players"]), r["games"], r["won"], r["lost"]]
            for r in data["partnerships"]
        ]
        heading = page.escaped(_("Partnerships"))
        out.append(f"<h2>{heading}</h2>" + _table(partnership_headers(), rows))
    if data["pairs"]:
        rows = pair_rows(data["pairs"])
        out.append(
            f"<h2>{page.escaped(_('Pairs and head to head'))}</h2>" + _table(pair_headers(), rows)
        )
    return "".join(out)


def stats_html(data: Mapping[str, Any], labels: Mapping[str, Mapping[str, str]] = EMPTY) -> str:
    headers, rows = player_rows(data)
    chosen = ", ".join(f"{k} {v}" for k, v in data["filters"].items()) or _("every session")
    players = [row["player"] for row in data["players"]]
    body = [
        f"<h1>{page.escaped(_('Statistics'))}</h1>",
        f"<p>{page.escaped(counted_of(data))} ({page.escaped(chosen)})</p>",
        _table(headers, rows, dates=len(headers) - 1),
        f"<h2>{page.escaped(_('Games won'))}</h2>",
        wins_chart(data["players"]),
    ]
    if data["over_time"]:
        body.append(
            f'<figure class="progress">{results_chart(data["over_time"], players)}</figure>'
        )
    if data.get("head_to_head"):
        first, *rest = head_to_head_lines(data["head_to_head"])
        items = "".join(f"<li>{page.escaped(line.strip())}</li>" for line in rest)
        body.append(f'<h2>{page.escaped(first)}</h2><ul class="figures">{items}</ul>')
    body += [_pairs(data), _figures(data["by_game"], labels)]
    for skipped in data["problems"]:
        body.append(f"<p><small>{page.escaped(skipped_line(skipped))}</small></p>")
    return page.join(
        [
            "<!DOCTYPE html>\n",
            f'<html lang="{page.lang()}"><head><meta charset="utf-8">',
            '<meta name="viewport" content="width=device-width, initial-scale=1">',
            '<meta name="generator" content="scorekeep">',
            f"<title>{page.escaped(_('Statistics'))}</title>",
            f'<style>{page.CSS}{CSS}</style></head><body><section class="sheet">',
            "".join(body),
            "</section></body></html>\n",
        ]
    )
