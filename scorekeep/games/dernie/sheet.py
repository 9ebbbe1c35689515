"""The Derniè scoresheet: per deal the dealer, the closer, each player's signed
change and the running totals; under it the totals with ranks, the winner or "in progress",
and the number of deals."""

from __future__ import annotations

from collections.abc import Mapping

from scorekeep.i18n import _, language, ngettext
from scorekeep.render.hooks import StatusParts, TextSheet
from scorekeep.render.text import fixed_lines, table

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from scorekeep.games.dernie.engine import DealDetail


def _ordinal(n: int) -> str:
    if language() != "en":
        return _("{n}th").format(n=n)
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def _winner(data: Mapping[str, Any]) -> str:
    from scorekeep.games.dernie.engine import both

    winner = data.get("winner")
    if isinstance(winner, list):
        return _("{names} (shared)").format(names=both(winner))
    if not winner and data.get("unfinished"):
        return _("none: the game is unfinished")
    return str(winner) if winner else _("none (tie)")


def result_line(data: Mapping[str, Any]) -> str:
    if data["finished"]:
        reason = data.get("reason")
        return _("Winner: {winner}").format(winner=_winner(data)) + (
            f" — {reason}" if reason else ""
        )
    dealer = data.get("next_dealer")
    return _("in progress") + (
        "; " + _("next dealer {dealer}").format(dealer=dealer) if dealer else ""
    )


def totals_line(data: Mapping[str, Any]) -> str:
    ranks = data.get("ranks", {})
    return _("Totals: {totals}").format(
        totals=", ".join(
            f"{p} {t}" + (f" ({_ordinal(ranks[p])})" if p in ranks else "")
            for p, t in data["totals"].items()
        )
    )


def _notes(hand: Mapping[str, Any]) -> str:
    entry = hand["entry"]
    notes = []
    fines = entry.get("penalties")
    if isinstance(fines, Mapping) and fines:
        notes.append(
            _("fine {fines}").format(fines=", ".join(f"{p} +{f}" for p, f in fines.items()))
        )
    if entry.get("note"):
        notes.append(str(entry["note"]))
    if any(c["action"] == "fix" for c in hand["corrections"]):
        notes.append(_("fixed"))
    detail: DealDetail | None = hand["detail"]
    if detail is not None and detail.game_over:
        notes.append(_("game over"))
    return "; ".join(notes)


def sheet_rows(data: Mapping[str, Any]) -> tuple[list[str], list[list[Any]]]:
    players = list(data["totals"])
    headers = [
        "#",
        _("dealer"),
        _("closer"),
        *[f"{p} ±" for p in players],
        *players,
        _("notes"),
    ]
    rows: list[list[Any]] = []
    for hand in data["hands"]:
        if hand["void"]:
            reason = next((c["reason"] for c in hand["corrections"] if c["action"] == "void"), "")
            rows.append(
                [
                    hand["n"],
                    "",
                    _("VOID"),
                    *["" for _ in players * 2],
                    f"{hand['summary']}" + (f" — {reason}" if reason else ""),
                ]
            )
            continue
        detail: DealDetail = hand["detail"]
        rows.append(
            [
                hand["n"],
                detail.dealer,
                detail.closer or _("stock out"),
                *[f"{hand['scores'].get(p, 0):+d}" for p in players],
                *[hand["totals"].get(p, 0) for p in players],
                _notes(hand),
            ]
        )
    return headers, rows


def sheet_text(data: Mapping[str, Any]) -> str:
    headers, rows = sheet_rows(data)
    options = data.get("options", {})
    title = f"{data['session']} · Derniè · {', '.join(data['players'])} · " + _(
        "target {target}"
    ).format(target=options.get("target", data.get("target", -100)))
    body = table(rows, headers) if rows else _("(no deals yet)")
    deals = sum(1 for h in data["hands"] if not h["void"])
    return "\n".join(
        [
            title,
            "",
            body,
            "",
            *fixed_lines(data),
            totals_line(data),
            result_line(data),
            _("Deals played: {n}").format(n=deals),
        ]
    )


def status_parts(data: Mapping[str, Any]) -> StatusParts:
    ranks = data.get("ranks", {})
    rows = sorted(
        ([ranks.get(p, ""), p, t] for p, t in data["totals"].items()),
        key=lambda row: (row[2], data["players"].index(row[1])),
    )
    deals = ngettext("{n} deal", "{n} deals", data["hands"]).format(n=data["hands"])
    head = f"{data['session']} · {data['ruleset']} · {deals} · " + _("target {target}").format(
        target=data.get("target", -100)
    )
    from scorekeep.render.sparkline import with_progress

    by_player, headers = with_progress(
        [[p, r, t] for r, p, t in rows],
        [_("player"), _("rank"), _("total")],
        data.get("progress") or {},
    )
    rows = [[r, p, t, *rest] for p, r, t, *rest in by_player]
    table_text = table(rows, [_("rank"), _("player"), _("total"), *headers[3:]])
    return StatusParts(head, table_text, [result_line(data)])


def status_text(data: Mapping[str, Any]) -> str:
    return status_parts(data).text()


SHEET = TextSheet(sheet_text=sheet_text, status_text=status_text, status_parts=status_parts)
