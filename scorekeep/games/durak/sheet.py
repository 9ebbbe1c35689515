"""The Durak tally as a table keeps it: a ranking by losses (DURAK-R24) with tally marks, and
the night game by game — who dealt, who was the durak, the running loss counts."""

from __future__ import annotations

from collections.abc import Mapping

from scorekeep.i18n import _, ngettext
from scorekeep.render.hooks import StatusParts, TextSheet
from scorekeep.render.text import fixed_lines, hand_label

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from scorekeep.games.durak.engine import GameDetail


def dealer_of(hand: Mapping[str, Any]) -> str:
    """Who dealt a recorded game; nothing for a voided one."""
    detail: GameDetail | None = hand["detail"]
    return detail.dealer if detail is not None else ""


def ranking(data: Mapping[str, Any]) -> list[dict[str, Any]]:
    """DURAK-R24: losses ascending, then durak rate (losses / games); equal rows share a rank.
    Seat order breaks what is left, so the order is stable."""
    games = int(data.get("games", 0))
    losses: Mapping[str, int] = data.get("losses", data["totals"])
    rows = []
    for seat, side in enumerate(losses):
        lost = int(losses[side])
        rows.append(
            {
                "side": side,
                "games": games,
                "losses": lost,
                "rate": round(lost / games, 3) if games else 0.0,
                "draws": int(data.get("draws_by", {}).get(side, 0)),
                "epaulettes": int(data.get("epaulettes", {}).get(side, 0)),
                "streak": int(data.get("streaks", {}).get(side, 0)),
                "seat": seat,
            }
        )
    rows.sort(key=lambda row: (row["losses"], row["rate"], row["seat"]))
    for index, row in enumerate(rows):
        same = index and (row["losses"], row["rate"]) == (
            rows[index - 1]["losses"],
            rows[index - 1]["rate"],
        )
        row["rank"] = rows[index - 1]["rank"] if same else index + 1
    return rows


def rate_text(losses: int, games: int) -> str:
    """The durak rate to two places, halves rounded up as a table does by hand (5/8 is 0.63)."""
    hundredths = (200 * losses + games) // (2 * games) if games else 0
    return _("{whole}.{hundredths}").format(
        whole=hundredths // 100, hundredths=f"{hundredths % 100:02d}"
    )


def tally(count: int) -> str:
    """Matchstick marks, grouped by five."""
    fives, rest = divmod(count, 5)
    return " ".join(["|||||"] * fives + (["|" * rest] if rest else []))


def _name(data: Mapping[str, Any], side: str) -> str:
    members = data.get("teams", {}).get(side)
    return f"{side} ({'+'.join(members)})" if members else side


def ranking_text(data: Mapping[str, Any], fmt: str = "simple") -> str:
    from scorekeep.render.text import table

    rows = [
        [
            row["rank"],
            _name(data, row["side"]),
            row["games"],
            row["losses"],
            rate_text(row["losses"], row["games"]),
            row["draws"],
            row["epaulettes"],
            row["streak"],
            tally(row["losses"]),
        ]
        for row in ranking(data)
    ]
    return table(
        rows,
        [
            _("rank"),
            _("player") if not data.get("teams") else _("team"),
            _("games"),
            _("losses"),
            _("rate"),
            _("draws"),
            _("epaulettes"),
            _("streak"),
            _("tally"),
        ],
        fmt,
    )


def verdict_line(data: Mapping[str, Any]) -> str:
    target = data.get("loss_target") or 0
    if data["finished"]:
        loser = data.get("loser")
        lost = data.get("losses", {}).get(loser, 0) if loser else 0
        if loser:
            return (
                ngettext(
                    "Session over: {loser} is the evening's durak with {n} loss (target {target}).",
                    "Session over: {loser} is the evening's durak with {n} losses "
                    "(target {target}).",
                    lost,
                )
                if target
                else ngettext(
                    "Session over: {loser} is the evening's durak with {n} loss.",
                    "Session over: {loser} is the evening's durak with {n} losses.",
                    lost,
                )
            ).format(loser=_name(data, loser), n=lost, target=target)
        return _("Session over: nobody leads in losses, so there is no loser.")
    leader = data.get("leader")
    goal = (
        ngettext("playing to {n} losses", "playing to {n} losses", target).format(n=target)
        if target
        else _("open-ended")
    )
    lead = (
        _("leader in losses: {leader}").format(leader=_name(data, leader))
        if leader
        else _("nobody leads in losses yet")
    )
    return _("In progress ({goal}); {lead}.").format(goal=goal, lead=lead)


def status_parts(data: Mapping[str, Any]) -> StatusParts:
    games, draws = data.get("games", 0), data.get("draws", 0)
    head = (
        f"{data['session']} · {data['ruleset']} · "
        + ngettext("{n} game", "{n} games", games).format(n=games)
        + (" " + _("({n} drawn)").format(n=draws) if draws else "")
    )
    out = [verdict_line(data)]
    if not data["finished"]:
        first = data.get("first_attacker")
        out.append(
            _("next dealer: {dealer}; first attack: {first}").format(
                dealer=data.get("next_dealer"),
                first=_("{player} (so the last durak defends)").format(player=first)
                if first
                else _("the holder of the lowest trump"),
            )
        )
    return StatusParts(head, ranking_text(data), out)


def status_text(data: Mapping[str, Any]) -> str:
    return status_parts(data).text()


def games_text(data: Mapping[str, Any], fmt: str = "simple") -> str:
    from scorekeep.render.text import table

    sides = list(data["totals"])
    rows: list[list[Any]] = []
    for hand in data["hands"]:
        summary = hand_label(hand)
        if hand["void"]:
            rows.append([hand["n"], "", summary, *["" for _side in sides]])
            continue
        rows.append(
            [
                hand["n"],
                dealer_of(hand),
                summary,
                *[hand["totals"].get(s, 0) for s in sides],
            ]
        )
    return table(rows, ["#", _("dealer"), _("game"), *sides], fmt)


def sheet_text(data: Mapping[str, Any]) -> str:
    title = f"{data['session']} · {data['ruleset']} · " + _("players {names}").format(
        names=", ".join(data["players"])
    )
    if data.get("teams"):
        title += " · " + _("teams {names}").format(
            names=", ".join(_name(data, t) for t in data["teams"])
        )
    fixes = fixed_lines(data)
    return "\n".join(
        [title, "", ranking_text(data), "", games_text(data), "", *fixes, verdict_line(data)]
    )


SHEET = TextSheet(sheet_text=sheet_text, status_text=status_text, status_parts=status_parts)
