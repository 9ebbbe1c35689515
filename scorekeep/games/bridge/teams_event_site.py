"""A teams event published as a static results site (``scorekeep publish``): the ranking,
the VP by round and the draw, one page per match with its card (BR-D3, BR-T4), and one card
per team with each of its matches (BR-T6). Teams and matches are numbered as the event lists
them, so a page keeps its name as rounds are added."""

from __future__ import annotations

from collections.abc import Mapping

from scorekeep.games.bridge.teams_event_sheet import by_round, cards, draws, footer_line, ranking
from scorekeep.games.bridge.teams_event_sheet_html import CSS
from scorekeep.i18n import _
from scorekeep.render.hooks import PublishedSite, SitePage
from scorekeep.render.html.page import escaped as e
from scorekeep.render.site import INDEX, link, table

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


def match_file(number: int) -> str:
    return f"match-{number}.html"


def team_file(number: int) -> str:
    return f"team-{number}.html"


def pages(data: Mapping[str, Any]) -> list[SitePage]:
    teams = {team: n for n, team in enumerate(data.get("teams") or data["totals"], 1)}
    matches = list(data.get("matches", []))
    carded = {id(m) for m in matches if m.get("cards")}
    numbers = {id(m): n for n, m in enumerate(matches, 1)}

    def team(name: Any) -> Any:
        return link(name, team_file(teams[name])) if name in teams else name

    caption, heads, rows = ranking(data)
    ranked = [[row[0], team(row[1]), *row[2:]] for row in rows]
    draw_caption, draw_heads, draw_rows = draws(data)
    drawn = [
        [
            link(row[0], match_file(numbers[id(m)])) if id(m) in carded else row[0],
            team(row[1]),
            team(row[2]),
            *row[3:],
        ]
        for row, m in zip(draw_rows, matches, strict=True)
    ]
    title = _("Results — {session}").format(session=data["session"])
    round_caption, round_heads, round_rows = by_round(data)
    body = [
        f"<h1>{e(title)}</h1>",
        table(caption, heads, ranked, "hands club ranking"),
        table(round_caption, round_heads, [[team(r[0]), *r[1:]] for r in round_rows], "hands"),
        table(draw_caption, draw_heads, drawn, "hands club"),
        f"<p><small>{e(footer_line(data))}</small></p>",
    ]
    out = [SitePage(INDEX, title, "".join(body))]
    carded_matches = [m for m in matches if id(m) in carded]
    for match, (card_caption, card_heads, card_rows) in zip(
        carded_matches, cards(data), strict=True
    ):
        page = f"<h1>{e(card_caption)}</h1>" + table("", card_heads, card_rows, "hands club")
        name = match_file(numbers[id(match)])
        out.append(SitePage(name, f"{card_caption} — {data['session']}", page))
    out += [team_card(data, name, teams, matches, numbers, carded) for name in teams]
    return out


def team_card(
    data: Mapping[str, Any],
    name: str,
    teams: Mapping[str, int],
    matches: list[Mapping[str, Any]],
    numbers: Mapping[int, int],
    carded: set[int],
) -> SitePage:
    """The team's matches: round, opponents, IMPs and VP from its side, then its place."""
    rows: list[list[Any]] = []
    for match in matches:
        if name not in (match["home"], match["away"]):
            continue
        home = match["home"] == name
        played = link(match["round"], match_file(numbers[id(match)]))
        where = played if id(match) in carded else match["round"]
        if match["away"] is None:
            rows.append([where, _("bye"), "", f"{match['vp'][0]:.2f}"])
            continue
        won, lost = match["imps"] if home else reversed(match["imps"])
        vp = match["vp"][0 if home else 1]
        other = match["away"] if home else match["home"]
        rows.append([where, link(other, team_file(teams[other])), f"{won}-{lost}", f"{vp:.2f}"])
    placed = next((r for r in data.get("ranking", []) if r["team"] == name), None)
    if placed is not None:
        rows.append([_("total"), f"{_('place')} {placed['place']}", "", f"{placed['vp']:.2f}"])
    title = _("Team card — {team}").format(team=name)
    heads = [_("round"), _("opponents"), "IMPs", "VP"]
    body = f"<h1>{e(title)}</h1>" + table("", heads, rows, "hands club card")
    return SitePage(team_file(teams[name]), f"{title} — {data['session']}", body)


SITE = PublishedSite(pages=pages, css=CSS)
