"""A duplicate session published as a static results site (``scorekeep publish``). A pairs
session: the ranking, one traveller per board with its hand record (the double-dummy table
and par when known) and a personal score card per pair (BR-D4, BR-D5); a team match: the
scorecard and one page per board with both rooms (BR-D3). Each page is drawn from what it
shows alone, so one more result changes only the pages it appears on."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from scorekeep.games.bridge.duplicate_hand_records import (
    BoardRecord,
    board_records,
    record_section,
    versus_par,
)
from scorekeep.games.bridge.duplicate_pairs_sheet import (
    board_caption,
    contracts,
    figure,
    has_lead,
    headers,
    in_imps,
    pars,
    results,
    rows_of,
)
from scorekeep.games.bridge.duplicate_sheet import contract_cell, footer_line, scorecard
from scorekeep.games.bridge.duplicate_sheet_html import CSS
from scorekeep.i18n import _
from scorekeep.render.hooks import PublishedSite, SitePage
from scorekeep.render.html.page import escaped as e
from scorekeep.render.site import INDEX, Html, link, table

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

Played = Mapping[tuple[int, str, str], str]


def board_file(number: int) -> str:
    return f"board-{number}.html"


def card_file(number: int) -> str:
    return f"pair-{number}.html"


def pages(data: Mapping[str, Any]) -> list[SitePage]:
    if "ranking" in data:
        return Pairs(data).pages()
    return team_pages(data)


def _records(data: Mapping[str, Any]) -> dict[int, BoardRecord]:
    return board_records(data) if data.get("event") else {}


def _event_line(data: Mapping[str, Any]) -> str:
    event = data.get("event")
    if not isinstance(event, Mapping):
        return ""
    said = " · ".join(str(event[k]) for k in ("Event", "Site", "Date") if event.get(k))
    return f"<p>{e(said)}</p>" if said else ""


def _hand_record(record: BoardRecord | None) -> str:
    if record is None:
        return f"<p>{e(_('no double-dummy data'))}</p>"
    caption, heads, rows = record_section(record)
    return table(caption, heads, rows, "hands club record")


class Pairs:
    """The pages of a pairs session: pairs are numbered in the order of ``--players``."""

    def __init__(self, data: Mapping[str, Any]) -> None:
        self.data = data
        self.numbers = {pair: n for n, pair in enumerate(data["players"], 1)}
        self.played: Played = contracts(data)
        self.par = pars(data)
        self.imps = in_imps(data)
        self.records = _records(data)
        self.travellers = {int(t["board"]): t for t in data.get("travellers", [])}

    def pair(self, name: str) -> Any:
        return link(name, card_file(self.numbers[name])) if name in self.numbers else name

    def pages(self) -> list[SitePage]:
        boards = sorted(self.travellers.keys() | self.records.keys())
        out = [self.index(boards)]
        out += [self.board(number) for number in boards]
        out += [self.card(pair, number) for pair, number in self.numbers.items()]
        return out

    def index(self, boards: Sequence[int]) -> SitePage:
        caption, heads, rows = results(self.data)
        ranked = [[row[0], self.pair(row[1]), *row[2:]] for row in rows]
        title = _("Results — {session}").format(session=self.data["session"])
        cards = " ".join(link(f"{n} {pair}", card_file(n)) for pair, n in self.numbers.items())
        body = [
            f"<h1>{e(title)}</h1>",
            _event_line(self.data),
            table(caption, heads, ranked, "hands club ranking"),
            f"<p><small>{e(footer_line(self.data))}</small></p>",
            f'<h2>{e(_("Boards"))}</h2><p class="links">',
            " ".join(link(n, board_file(n)) for n in boards),
            f'</p><h2>{e(_("Personal score cards"))}</h2><p class="links">{cards}</p>',
        ]
        return SitePage(INDEX, title, "".join(body))

    def board(self, number: int) -> SitePage:
        title = _("Board {n}").format(n=number)
        body = [f"<h1>{e(title)}</h1>"]
        travel = self.travellers.get(number)
        if travel is not None:
            lead = has_lead(travel)
            rows = rows_of(travel, self.played, self.imps, self.par, lead)
            linked = [[self.pair(r[0]), self.pair(r[1]) if r[1] else "", *r[2:]] for r in rows]
            heads = headers(self.imps, self.par is not None, lead)
            body.append(table(board_caption(travel), heads, linked, "hands club traveller"))
        body.append(_hand_record(self.records.get(number)))
        return SitePage(board_file(number), f"{title} — {self.data['session']}", "".join(body))

    def card(self, pair: str, number: int) -> SitePage:
        """Each board the pair played: the opponents, the contract, the pair's own score,
        its matchpoints (or IMPs), its percentage of the top and its difference to par;
        then the session's figure as the ranking gives it."""
        rows = []
        for board in sorted(self.travellers):
            rows += self.card_rows(pair, self.travellers[board])
        ranked = next((r for r in self.data["ranking"] if r["pair"] == pair), None)
        if self.imps:
            heads = [_("board"), "NS/EW", _("opponents"), _("contract"), _("score"), "IMPs"]
            figure_cell = f"{ranked['imps']:+.2f}" if ranked else ""
            rows.append([_("total"), "", "", "", "", figure_cell])
            standing = _("pair {number} · rank {rank} · {imps} IMPs")
        else:
            heads = [_("board"), "NS/EW", _("opponents"), _("contract"), _("score"), "MP", "%"]
            tops = figure(self.data.get("tops", {}).get(pair, 0))
            mps = f"{figure(ranked['matchpoints'])}/{tops}" if ranked else ""
            rows.append([_("total"), "", "", "", "", mps, self.percentage(ranked)])
            standing = _("pair {number} · rank {rank} · {percentage}%")
        if self.par is not None:
            heads.append(_("vs par"))
            rows[-1].append("")
        said = standing.format(
            number=number,
            rank=ranked["rank"] if ranked else "—",
            imps=f"{ranked['imps']:+.2f}" if ranked and self.imps else "",
            percentage=self.percentage(ranked),
        )
        title = _("Personal score card — {pair}").format(pair=pair)
        body = [
            f"<h1>{e(title)}</h1>",
            f'<p class="standing">{e(said)}</p>',
            table("", heads, rows, "hands club card"),
        ]
        return SitePage(card_file(number), f"{title} — {self.data['session']}", "".join(body))

    def percentage(self, ranked: Mapping[str, Any] | None) -> str:
        return f"{ranked['percentage']:.2f}" if ranked and "percentage" in ranked else ""

    def card_rows(self, pair: str, travel: Mapping[str, Any]) -> list[list[Any]]:
        number = int(travel["board"])
        top = travel.get("top", 0)
        par = self.par.get(number) if self.par else None
        board = link(number, board_file(number))
        rows: list[list[Any]] = []
        for r in travel["results"]:
            if pair not in (r["ns"], r["ew"]):
                continue
            ns = r["ns"] == pair
            side, other = ("NS", r["ew"]) if ns else ("EW", r["ns"])
            if "adjusted" in r:
                what, score = _("adjusted {code}").format(code=r["adjusted"]), None
            else:
                what = self.played.get((number, r["ns"], r["ew"]), "")
                score = r["score"] if ns else -r["score"]
            row = [board, side, self.pair(other), what, "" if score is None else score]
            if self.imps:
                row.append(f"{r['ns_imps' if ns else 'ew_imps']:+.2f}")
            else:
                mp = r["ns_mp" if ns else "ew_mp"]
                given = r.get("ns_percentage" if ns else "ew_percentage")
                share = given if given is not None else 100 * mp / top if top else None
                row += [f"{figure(mp)}/{figure(top)}", "" if share is None else f"{share:.2f}"]
            if self.par is not None:
                row.append(versus_par(score, None if par is None else par if ns else -par))
            rows.append(row)
        if pair in travel.get("sitouts", ()):
            rows.append(self.sitout_row(pair, travel, board))
        for seated in travel.get("not_played", ()):
            if pair in (seated["ns"], seated["ew"]):
                rows.append(self.not_played_row(pair, seated, board))
        return rows

    def not_played_row(self, pair: str, seated: Mapping[str, str], board: Html) -> list[Any]:
        """A board the pair's table did not play (No Play): no score, no figures (BR-D5)."""
        side, other = ("NS", seated["ew"]) if seated["ns"] == pair else ("EW", seated["ns"])
        row: list[Any] = [board, side, self.pair(other), _("not played"), ""]
        row += [""] if self.imps else ["", ""]
        if self.par is not None:
            row.append("")
        return row

    def sitout_row(self, pair: str, travel: Mapping[str, Any], board: Html) -> list[Any]:
        given = travel.get("sitout_mp", {})
        top = travel.get("top", 0)
        row: list[Any] = [board, "", "", _("sits out (phantom)"), ""]
        if self.imps:
            row.append("")
        elif pair in given and top:
            row += [f"{figure(given[pair])}/{figure(top)}", f"{100 * given[pair] / top:.2f}"]
        else:
            row += ["", ""]
        if self.par is not None:
            row.append("")
        return row


def team_pages(data: Mapping[str, Any]) -> list[SitePage]:
    """A team match: the scorecard, each board linked to its page with both rooms."""
    caption, heads, rows = scorecard(data)
    linked = [
        [link(row[0], board_file(row[0])) if isinstance(row[0], int) else row[0], *row[1:]]
        for row in rows
    ]
    title = _("Results — {session}").format(session=data["session"])
    body = [
        f"<h1>{e(title)}</h1>",
        _event_line(data),
        table(caption, heads, linked, "hands club"),
        f"<p><small>{e(footer_line(data))}</small></p>",
    ]
    out = [SitePage(INDEX, title, "".join(body))]
    records = _records(data)
    rooms: dict[int, dict[str, Mapping[str, Any]]] = {}
    for hand in data["hands"]:
        if not hand["void"] and hand["detail"] is not None:
            rooms.setdefault(hand["detail"].board, {})[str(hand["detail"].room)] = hand
    for row in data.get("boards", []):
        number = row["board"]
        played = rooms.get(number, {})
        lines = [
            [_("open room"), contract_cell(played["open"]) if "open" in played else ""],
            [_("closed room"), contract_cell(played["closed"]) if "closed" in played else ""],
        ]
        lines[0].append("" if row["open"] is None else row["open"])
        lines[1].append("" if row["closed"] is None else row["closed"])
        heading = _("Board {n}").format(n=number)
        swing = "" if row["imps"] is None else f"{row['imps']:+d}"
        page = [
            f"<h1>{e(heading)}</h1>",
            table("", ["", _("contract"), _("NS score")], lines, "hands club"),
            f"<p>IMPs NS: {e(swing)}</p>",
            _hand_record(records.get(number)),
        ]
        out.append(SitePage(board_file(number), f"{heading} — {data['session']}", "".join(page)))
    return out


SITE = PublishedSite(pages=pages, css=CSS)
