"""Duplicate sheets: the team-match scorecard (each board in both rooms and its IMPs) and the
pairs result table with ranks, followed by every board's traveller."""

from __future__ import annotations

from collections.abc import Mapping

from scorekeep.games.bridge.club_tables import Section, counted, render, sides, vul_word
from scorekeep.games.bridge.duplicate_pairs_sheet import figure, in_imps, results, travellers
from scorekeep.games.bridge.hand_record import lead_shown
from scorekeep.i18n import _, ngettext
from scorekeep.render.hooks import StatusParts, TextSheet

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from scorekeep.games.bridge.duplicate import BoardDetail


def _pairs(data: Mapping[str, Any]) -> bool:
    return data.get("options", {}).get("duplicate_form") == "pairs" or "ranking" in data


def contract_cell(hand: Mapping[str, Any]) -> str:
    detail: BoardDetail = hand["detail"]
    if detail.adjusted:
        return _("adjusted {code}").format(code=detail.adjusted)
    if detail.sitout:
        return _("sits out (phantom)")
    if detail.no_play:
        return _("not played")
    if detail.passed_out:
        return _("passed out")
    if detail.contract is None:
        return _("(score only)")
    return f"{detail.contract} {detail.declarer} {detail.tricks}"


def scorecard(data: Mapping[str, Any]) -> Section:
    """BR-D3: one row per board, the North-South score in each room, IMPs to We or They."""
    we, they = sides(data)
    rooms: dict[int, dict[str, Mapping[str, Any]]] = {}
    for hand in data["hands"]:
        if not hand["void"]:
            detail: BoardDetail = hand["detail"]
            rooms.setdefault(detail.board, {})[str(detail.room)] = hand
    led = any(hand["detail"].lead for board in rooms.values() for hand in board.values())
    lead = [_("lead")] if led else []
    headers = [_("board"), _("dealer"), _("vul"), _("open room"), *lead, "NS"]
    headers += [_("closed room"), *lead, "NS", _("IMPs We"), _("IMPs They")]
    rows: list[list[Any]] = []

    def room(hands: Mapping[str, Mapping[str, Any]], name: str) -> list[Any]:
        hand = hands.get(name)
        cells: list[Any] = [contract_cell(hand) if hand is not None else ""]
        if led:
            card = hand["detail"].lead if hand is not None else None
            cells.append(lead_shown(card) if card else "")
        return cells

    for row in data.get("boards", []):
        hands = rooms.get(row["board"], {})
        first: BoardDetail = next(iter(hands.values()))["detail"]
        swing = row["imps"]
        won = swing if we == "NS" else -swing if swing is not None else None
        rows.append(
            [
                row["board"],
                first.dealer,
                vul_word(first.vulnerable),
                *room(hands, "open"),
                "" if row["open"] is None else row["open"],
                *room(hands, "closed"),
                "" if row["closed"] is None else row["closed"],
                "" if won is None else max(won, 0) or "",
                "" if won is None else max(-won, 0) or "",
            ]
        )
    blank = [""] * (len(headers) - 3)
    rows.append([_("total"), *blank, data["totals"][we], data["totals"][they]])
    caption = _("Team match scorecard (scores from North-South; IMPs by Law 78B)")
    return caption, headers, rows


def sections(data: Mapping[str, Any]) -> list[Section]:
    if _pairs(data):
        found = [results(data), *travellers(data)]
        if data.get("event"):
            from scorekeep.games.bridge.duplicate_hand_records import record_sections

            found += record_sections(data)
        if data.get("movement"):
            from scorekeep.games.bridge.movement_seats import guide_cards

            found += guide_cards(data["movement"], data["players"])
        return found
    return [scorecard(data)]


def footer_line(data: Mapping[str, Any]) -> str:
    if _pairs(data):
        leader = data.get("ranking", [{}])[0] if data.get("ranking") else {}
        scored = len(data.get("travellers", []))
        text = (
            ngettext("Final: {n} board scored", "Final: {n} boards scored", scored)
            if data["finished"]
            else ngettext("So far: {n} board scored", "So far: {n} boards scored", scored)
        ).format(n=scored)
        if leader and "imps" in leader:
            text += "; " + _("top: {pair} {imps} IMPs").format(
                pair=leader["pair"], imps=f"{leader['imps']:+.2f}"
            )
        elif leader:
            text += "; " + _("top: {pair} {percentage}%").format(
                pair=leader["pair"], percentage=f"{leader['percentage']:.2f}"
            )
        text += f". {data['reason']}" if data.get("reason") else ""
        return text + conventions_line(data)
    we, they = sides(data)
    compared = int(data.get("compared", 0))
    text = ngettext(
        "IMPs: We ({we}) {we_imps}, They ({they}) {they_imps} over {n} board compared",
        "IMPs: We ({we}) {we_imps}, They ({they}) {they_imps} over {n} boards compared",
        compared,
    ).format(
        we=we,
        we_imps=data["totals"][we],
        they=they,
        they_imps=data["totals"][they],
        n=compared,
    )
    vp = data.get("victory_points")
    if vp:
        text += "; " + _("victory points We {we}, They {they}").format(
            we=f"{vp[we]:.2f}", they=f"{vp[they]:.2f}"
        )
    if data["finished"]:
        return text + f". {data['reason']}"
    return text + " " + _("(in progress; next board {board})").format(board=data.get("next_board"))


def conventions_line(data: Mapping[str, Any]) -> str:
    """The scoring conventions the session sets otherwise than the defaults, named as the
    ruleset names them (BR-D5); nothing when there are none."""
    from scorekeep.games.bridge.duplicate_pairs import conventions

    given = conventions(data.get("options", {}))
    if not given:
        return ""
    named = ", ".join(f"{key} = {_toml(value)}" for key, value in given.items())
    return ". " + _("Conventions: {conventions}").format(conventions=named)


def _toml(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return f'"{value}"' if isinstance(value, str) else str(value)


def sheet_text(data: Mapping[str, Any]) -> str:
    from scorekeep.render.text import fixed_lines

    return render(data, sections(data), "\n".join([*fixed_lines(data), footer_line(data)]), "text")


def sheet_markdown(data: Mapping[str, Any]) -> str:
    return render(data, sections(data), footer_line(data), "markdown")


def sheet_csv(data: Mapping[str, Any]) -> str:
    return render(data, sections(data), footer_line(data), "csv")


def status_parts(data: Mapping[str, Any]) -> StatusParts:
    from scorekeep.render.text import plain_table

    head = f"{data['session']} · {data['ruleset']} · {counted(data['hands'], 'result')}"
    if _pairs(data) and in_imps(data):
        rows = [[r["rank"], r["pair"], f"{r['imps']:+.2f}"] for r in data.get("ranking", [])]
        table = plain_table(rows, [_("rank"), _("pair"), "IMPs"])
        return StatusParts(head, table, [footer_line(data)])
    if _pairs(data):
        rows = [
            [r["rank"], r["pair"], figure(r["matchpoints"]), f"{r['percentage']:.2f}%"]
            for r in data.get("ranking", [])
        ]
        table = plain_table(rows, [_("rank"), _("pair"), _("matchpoints"), "%"])
        return StatusParts(head, table, [footer_line(data)])
    we, they = sides(data)
    rows = [[s, data["totals"][s]] for s in (we, they)]
    out = [footer_line(data)]
    waiting = [str(b["board"]) for b in data.get("boards", []) if b["imps"] is None]
    if waiting:
        out.append(
            _("waiting for the other room: board {boards}").format(boards=", ".join(waiting))
        )
    if not data["finished"]:
        out.append(
            _("next board {board}: dealer {dealer}, vulnerable: {vulnerable}").format(
                board=data.get("next_board"),
                dealer=data.get("next_dealer"),
                vulnerable=vul_word(data.get("vulnerable"), _("nobody")),
            )
        )
    return StatusParts(head, plain_table(rows, ["", "IMPs"]), out)


def status_text(data: Mapping[str, Any]) -> str:
    return status_parts(data).text()


SHEET = TextSheet(
    sheet_text=sheet_text,
    sheet_markdown=sheet_markdown,
    sheet_csv=sheet_csv,
    status_text=status_text,
    status_parts=status_parts,
)
