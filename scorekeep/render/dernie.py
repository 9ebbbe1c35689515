"""The Derniè scoresheet: per deal the dealer, the closer, each player's signed
change and the running totals; under it the totals with ranks, the winner or "in progress",
and the number of deals."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from scorekeep.render.text import table

if TYPE_CHECKING:
    from scorekeep.games.dernie import DealDetail


def _ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def _winner(data: Mapping[str, Any]) -> str:
    winner = data.get("winner")
    if isinstance(winner, list):
        return " and ".join(winner) + " (shared)"
    return str(winner) if winner else "none (tie)"


def result_line(data: Mapping[str, Any]) -> str:
    if data["finished"]:
        reason = data.get("reason")
        return f"Winner: {_winner(data)}" + (f" — {reason}" if reason else "")
    dealer = data.get("next_dealer")
    return "in progress" + (f"; next dealer {dealer}" if dealer else "")


def totals_line(data: Mapping[str, Any]) -> str:
    ranks = data.get("ranks", {})
    return "Totals: " + ", ".join(
        f"{p} {t}" + (f" ({_ordinal(ranks[p])})" if p in ranks else "")
        for p, t in data["totals"].items()
    )


def _notes(hand: Mapping[str, Any]) -> str:
    entry = hand["entry"]
    notes = []
    fines = entry.get("penalties")
    if isinstance(fines, Mapping) and fines:
        notes.append("fine " + ", ".join(f"{p} +{f}" for p, f in fines.items()))
    if entry.get("note"):
        notes.append(str(entry["note"]))
    if any(c["action"] == "fix" for c in hand["corrections"]):
        notes.append("fixed")
    if any("game over" in n for n in hand["notes"]):
        notes.append("game over")
    return "; ".join(notes)


def sheet_rows(data: Mapping[str, Any]) -> tuple[list[str], list[list[Any]]]:
    players = list(data["totals"])
    headers = ["#", "dealer", "closer", *[f"{p} ±" for p in players], *players, "notes"]
    rows: list[list[Any]] = []
    for hand in data["hands"]:
        if hand["void"]:
            reason = next((c["reason"] for c in hand["corrections"] if c["action"] == "void"), "")
            rows.append(
                [
                    hand["n"],
                    "",
                    "VOID",
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
                detail.closer,
                *[f"{hand['scores'].get(p, 0):+d}" for p in players],
                *[hand["totals"].get(p, 0) for p in players],
                _notes(hand),
            ]
        )
    return headers, rows


def sheet_text(data: Mapping[str, Any]) -> str:
    headers, rows = sheet_rows(data)
    options = data.get("options", {})
    title = (
        f"{data['session']} · Derniè · {', '.join(data['players'])} · target "
        f"{options.get('target', data.get('target', -100))}"
    )
    body = table(rows, headers) if rows else "(no deals yet)"
    deals = sum(1 for h in data["hands"] if not h["void"])
    return "\n".join(
        [title, "", body, "", totals_line(data), result_line(data), f"Deals played: {deals}"]
    )


def status_text(data: Mapping[str, Any]) -> str:
    ranks = data.get("ranks", {})
    rows = sorted(
        ([ranks.get(p, ""), p, t] for p, t in data["totals"].items()),
        key=lambda row: (row[2], data["players"].index(row[1])),
    )
    head = (
        f"{data['session']} · {data['ruleset']} · {data['hands']} deals · target "
        f"{data.get('target', -100)}"
    )
    from scorekeep.render.sparkline import with_progress

    by_player, headers = with_progress(
        [[p, r, t] for r, p, t in rows], ["player", "rank", "total"], data.get("progress") or {}
    )
    rows = [[r, p, t, *rest] for p, r, t, *rest in by_player]
    return "\n".join(
        [head, "", table(rows, ["rank", "player", "total", *headers[3:]]), "", result_line(data)]
    )
