"""Teams event sheets: the ranking, the ranking by round, the draw of every round with each
match's IMPs and VP, and each match's card (every board in both rooms and its IMPs)."""

from __future__ import annotations

from collections.abc import Mapping

from scorekeep.games.bridge.club_tables import Section, render
from scorekeep.i18n import _, ngettext
from scorekeep.render.hooks import LiveParts, LiveTable, StatusParts, TextSheet

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


def vp_text(value: float) -> str:
    return f"{value:.2f}"


def title(data: Mapping[str, Any]) -> str:
    teams = list(data.get("teams") or data["totals"])
    return f"{data['session']} · {data['ruleset']} · " + _("teams {names}").format(
        names=", ".join(teams)
    )


def ranking(data: Mapping[str, Any]) -> Section:
    """BR-T6: place, team, VP and IMP quotient."""
    rows = [
        [r["place"], r["team"], vp_text(r["vp"]), f"{r['imp_quotient']:.3f}"]
        for r in data.get("ranking", [])
    ]
    return _("Ranking"), [_("place"), _("team"), "VP", _("IMP quotient")], rows


def by_round(data: Mapping[str, Any]) -> Section:
    """The running VP of every team after each round."""
    rounds = data.get("by_round", [])
    headers = [_("team"), *(_("round {n}").format(n=r["round"]) for r in rounds)]
    rows = [
        [row["team"], *(vp_text(r["vp"][row["team"]]) for r in rounds)]
        for row in data.get("ranking", [])
    ]
    return _("Ranking by round (VP after each round)"), headers, rows


def draws(data: Mapping[str, Any]) -> Section:
    """The draw of every round with each match's IMPs, boards and VP."""
    headers = [_("round"), _("home"), _("away"), "IMPs", _("boards"), "VP"]
    rows: list[list[Any]] = []
    for match in data.get("matches", []):
        if match["away"] is None:
            rows.append([match["round"], match["home"], _("bye"), "", "", vp_text(match["vp"][0])])
            continue
        won, lost = match["imps"]
        home_vp, away_vp = match["vp"]
        played = f"{match['boards']}/{data.get('boards_per_match')}"
        rows.append(
            [
                match["round"],
                match["home"],
                match["away"],
                f"{won}-{lost}",
                played,
                f"{vp_text(home_vp)}-{vp_text(away_vp)}",
            ]
        )
    return (
        _("The draw and the matches ({scale})").format(scale=data.get("scale", "")),
        headers,
        rows,
    )


def cards(data: Mapping[str, Any]) -> list[Section]:
    """BR-D3: each match's card, the home team's North-South score in each room; a lead
    column after each room's score when a board of the match has its opening lead."""
    out: list[Section] = []
    for match in data.get("matches", []):
        boards = match.get("cards") or []
        if not boards:
            continue
        home, away = match["home"], match["away"]
        led = any(row.get("open_lead") or row.get("closed_lead") for row in boards)
        rows: list[list[Any]] = []
        for row in boards:
            swing = row["imps"]
            rows.append(
                [
                    row["board"],
                    *_room(row, "open", led),
                    *_room(row, "closed", led),
                    "" if swing is None else max(swing, 0) or "",
                    "" if swing is None else max(-swing, 0) or "",
                ]
            )
        won, lost = match["imps"]
        rows.append([_("total"), *[""] * (4 if led else 2), won, lost])
        caption = _("Round {n}: {home} v {away}").format(n=match["round"], home=home, away=away)
        lead = [_("lead")] if led else []
        headers = [_("board"), _("open room"), *lead, _("closed room"), *lead, home, away]
        out.append((caption, headers, rows))
    return out


def _room(row: Mapping[str, Any], name: str, led: bool) -> list[Any]:
    """A room's North-South score on a match card, and its lead when the card has a lead
    column."""
    from scorekeep.games.bridge.hand_record import lead_shown

    cells: list[Any] = ["" if row[name] is None else row[name]]
    if led:
        card = row.get(f"{name}_lead")
        cells.append(lead_shown(card) if card else "")
    return cells


def sections(data: Mapping[str, Any]) -> list[Section]:
    return [ranking(data), by_round(data), draws(data), *cards(data)]


def footer_line(data: Mapping[str, Any]) -> str:
    if data.get("finished") and data.get("reason"):
        return str(data["reason"])
    drawn = len(data.get("rounds", []))
    return ngettext(
        "{n} round drawn (in progress)", "{n} rounds drawn (in progress)", drawn
    ).format(n=drawn)


def _titled(data: Mapping[str, Any], fmt: str) -> str:
    """The shared layout with the teams in the title where it names the players."""
    text = render(data, sections(data), footer_line(data), fmt)
    _first, _sep, rest = text.partition("\n")
    return ("# " if fmt == "markdown" else "") + title(data) + "\n" + rest


def sheet_text(data: Mapping[str, Any]) -> str:
    return _titled(data, "text")


def sheet_markdown(data: Mapping[str, Any]) -> str:
    return _titled(data, "markdown")


def sheet_csv(data: Mapping[str, Any]) -> str:
    return render(data, [draws(data)], footer_line(data), "csv")


def status_parts(data: Mapping[str, Any]) -> StatusParts:
    from scorekeep.render.text import plain_table

    _caption, headers, rows = ranking(data)
    out = [footer_line(data)]
    for match in in_play(data):
        if not match["boards"]:
            continue
        out.append(
            ngettext(
                "{home} v {away}: {won}-{lost} IMPs after {n} board",
                "{home} v {away}: {won}-{lost} IMPs after {n} boards",
                match["boards"],
            ).format(
                home=match["home"],
                away=match["away"],
                won=match["imps"][0],
                lost=match["imps"][1],
                n=match["boards"],
            )
        )
    return StatusParts(title(data), plain_table(rows, headers), out)


def status_text(data: Mapping[str, Any]) -> str:
    return status_parts(data).text()


def in_play(data: Mapping[str, Any]) -> list[Mapping[str, Any]]:
    """The matches drawn and not yet over (a bye is no match)."""
    return [m for m in data.get("matches", []) if m["away"] is not None and not m.get("finished")]


def live(status: Mapping[str, Any], sheet: Mapping[str, Any]) -> LiveParts:
    """The live board's own tables: the ranking by VP as the sheet heads it, and each
    table's match still in play with its IMPs and the boards played so far."""
    headers = [_("round"), _("home"), _("away"), "IMPs", _("boards")]
    rows = [
        [
            match["round"],
            match["home"],
            match["away"],
            f"{match['imps'][0]}-{match['imps'][1]}",
            f"{match['boards']}/{status.get('boards_per_match')}",
        ]
        for match in in_play(status)
    ]
    return LiveParts(
        [LiveTable(*ranking(status)), LiveTable(_("Matches in play"), headers, rows)],
        [footer_line(status)],
    )


SHEET = TextSheet(
    sheet_text=sheet_text,
    sheet_markdown=sheet_markdown,
    sheet_csv=sheet_csv,
    status_text=status_text,
    status_parts=status_parts,
    live=live,
)
