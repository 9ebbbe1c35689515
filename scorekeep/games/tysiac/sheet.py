"""The Tysiąc pad: one row per deal with the dealer (🎴), the sitter, the bidder, his bid
and its result, each player's change beside his running total, and the marks a Polish pad
draws: ``B`` for a bomb, ``|`` per barrel attempt, ``↓120`` for a fall, ``–`` for a bolt,
``M♥`` for a marriage (digest §8)."""

from __future__ import annotations

from collections.abc import Mapping

from scorekeep.i18n import _, ngettext
from scorekeep.render.hooks import StatusParts, TextSheet
from scorekeep.render.text import fixed_lines, table

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from scorekeep.games.tysiac.state import DealDetail

BARREL = "🛢"


def result_word(detail: DealDetail) -> str:
    if detail.kind == "redeal":
        return _("redeal")
    if detail.kind == "bomb":
        return _("bomb")
    sign = "+" if detail.made else "−"
    return (_("made") if detail.made else _("failed")) + f" {sign}{detail.bid}"


def pad_marks(player: str, detail: DealDetail) -> str:
    """``M♥`` per marriage, ``B`` for a bomb, ``↓`` for a fall, ``–`` for a bolt, ``|`` per
    barrel attempt."""
    from scorekeep.games.tysiac.cards import suit_word

    marks = "".join("M" + suit_word(s) for s in detail.marriages.get(player, ()))
    if detail.kind == "bomb" and player == detail.bidder:
        marks += "B"
    if player in detail.fell:
        marks += "↓"
    if player in detail.bolted:
        marks += "–"
    if detail.attempts.get(player):
        marks += " " + "|" * detail.attempts[player]
    return marks.strip()


def change_cell(player: str, hand: Mapping[str, Any], rounding: str) -> str:
    """A player's change with the pad's marks: raw card points beside the rounded figure
    (``31→30``), ``M♥``, ``B``, ``|`` per attempt, ``↓120``, ``–``."""
    from scorekeep.games.tysiac.cards import rounded

    detail: DealDetail = hand["detail"]
    change = hand["scores"].get(player, 0)
    text = f"{change:+d}" if change else "0"
    took = detail.cards.get(player)
    if (
        detail.kind == "played"
        and player != detail.bidder
        and took is not None
        and rounded(took, rounding) != took
    ):
        text = f"{took}→{rounded(took, rounding)} " + text
    marks = pad_marks(player, detail)
    return (text + " " + marks).strip()


def sheet_rows(data: Mapping[str, Any]) -> tuple[list[str], list[list[Any]]]:
    players = list(data["totals"])
    rounding = str(data.get("options", {}).get("rounding", "nearest10"))
    four = len(players) == 4
    headers = ["#", "🎴", *([_("sits out")] if four else []), _("bidder"), _("result")]
    for player in players:
        headers += [f"{player} ±", player]
    rows: list[list[Any]] = []
    for hand in data["hands"]:
        if hand["void"]:
            rows.append(
                [hand["n"], "", *([""] if four else []), _("VOID"), hand["summary"]]
                + ["" for _p in players * 2]
            )
            continue
        detail: DealDetail = hand["detail"]
        row: list[Any] = [hand["n"], detail.dealer, *([detail.sitter] if four else [])]
        row += [detail.bidder, result_word(detail)]
        for player in players:
            total = hand["totals"].get(player, 0)
            shown = f"{total} {BARREL}" if player in detail.on_barrel else str(total)
            row += [change_cell(player, hand, rounding), shown]
        rows.append(row)
    return headers, rows


def footer(data: Mapping[str, Any]) -> list[str]:
    lines = [
        _("Totals: {totals}").format(
            totals=", ".join(f"{p} {t}" for p, t in data["totals"].items())
        )
    ]
    lines.append(result_line(data))
    on_barrel = data.get("on_barrel") or []
    if on_barrel:
        attempts = data.get("barrel_attempts", {})
        lines.append(
            _("on the barrel: {players}").format(
                players=", ".join(
                    f"{p} {BARREL}" + (f" ({attempts[p]})" if attempts.get(p) else "")
                    for p in on_barrel
                )
            )
        )
    bombs = data.get("bombs", {})
    if bombs:
        allowed = data.get("bombs_per_game", 1)
        lines.append(
            _("bombs used: {bombs}").format(
                bombs=", ".join(f"{p} {n}/{allowed}" for p, n in bombs.items())
            )
        )
    return lines


def result_line(data: Mapping[str, Any]) -> str:
    if data["finished"]:
        reason = data.get("reason")
        winner = data.get("winner") or _("none (tie)")
        return _("Winner: {winner}").format(winner=winner) + (f" — {reason}" if reason else "")
    dealer = data.get("next_dealer")
    parts = [_("in progress")]
    if dealer:
        parts.append(_("next dealer {dealer}").format(dealer=dealer))
    if data.get("first_bidder"):
        parts.append(_("{player} bids first").format(player=data["first_bidder"]))
    if data.get("sitter"):
        parts.append(_("{player} sits out").format(player=data["sitter"]))
    return "; ".join(parts)


def sheet_text(data: Mapping[str, Any]) -> str:
    headers, rows = sheet_rows(data)
    title = f"{data['session']} · Tysiąc · {', '.join(data['players'])} · " + _(
        "target {target}"
    ).format(target=data.get("target", 1000))
    body = table(rows, headers) if rows else _("(no deals yet)")
    deals = sum(1 for h in data["hands"] if not h["void"])
    return "\n".join(
        [
            title,
            "",
            body,
            "",
            *fixed_lines(data),
            *footer(data),
            _("Deals played: {n}").format(n=deals),
        ]
    )


def status_parts(data: Mapping[str, Any]) -> StatusParts:
    deals = ngettext("{n} deal", "{n} deals", data["hands"]).format(n=data["hands"])
    head = f"{data['session']} · {data['ruleset']} · {deals} · " + _("target {target}").format(
        target=data.get("target", 1000)
    )
    on_barrel = set(data.get("on_barrel") or [])
    attempts = data.get("barrel_attempts", {})
    bombs = data.get("bombs", {})
    rows = []
    for player, total in data["totals"].items():
        mark = ""
        if player in on_barrel:
            # Words only: a wide barrel sign here would cost every hand tabulate's import.
            mark = _("on the barrel") + (
                " " + "|" * attempts[player] if attempts.get(player) else ""
            )
        rows.append([player, total, bombs.get(player, 0), mark])
    headers = [_("player"), _("total"), _("bombs"), ""]
    if not on_barrel:
        headers.pop()
        rows = [row[:-1] for row in rows]
    return StatusParts(head, table(rows, headers), [result_line(data)])


def status_text(data: Mapping[str, Any]) -> str:
    return status_parts(data).text()


SHEET = TextSheet(sheet_text=sheet_text, status_text=status_text, status_parts=status_parts)
