"""Durak on paper: no points, only who was left holding the cards — the loss tally per player
(or team) as matchstick marks, ranked by losses then durak rate (DURAK-R24), with games,
rate, draws, epaulettes and the current losing streak."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from scorekeep.render.durak import dealer_of, ranking
from scorekeep.render.html.page import escaped, hands_table
from scorekeep.render.svg import tally_gate

LOWER_WINS = True
TOTAL_LABEL = "losses"
HAND_WORD = "game"
CHART_TITLE = "Losses after each game"
FINAL_TABLE = False  # the tally board at the top is the ranking
CSS = """
table.tally-board td.marks { width: 45%; }
table.tally-board td { vertical-align: middle; }
table.tally-board tr.loser td { font-weight: bold; border-top: 2px solid #000;
                                border-bottom: 2px solid #000; }
"""


def _name(data: Mapping[str, Any], side: str) -> str:
    members = (data.get("teams") or {}).get(side)
    return f"{side} ({' + '.join(members)})" if members and "+".join(members) != side else side


def target(data: Mapping[str, Any]) -> tuple[int, str] | None:
    goal = int(data.get("loss_target") or data.get("options", {}).get("loss_target") or 0)
    return (goal, "loss target") if goal > 0 else None


def body(data: Mapping[str, Any]) -> str:
    loser = data.get("loser")
    rows = []
    for row in ranking(data):
        side = row["side"]
        marks = tally_gate(row["losses"], label=f"{side}: {row['losses']} losses")
        rows.append(
            f'<tr class="{"loser" if side == loser else "side"}" data-side="{escaped(side)}">'
            f'<td class="num">{row["rank"]}</td><td>{escaped(_name(data, side))}</td>'
            f'<td class="marks">{marks}</td>'
            f'<td class="num losses" data-side="{escaped(side)}">{row["losses"]}</td>'
            f'<td class="num">{row["games"]}</td><td class="num">{row["rate"]:.2f}</td>'
            f'<td class="num">{row["draws"]}</td><td class="num">{row["epaulettes"]}</td>'
            f'<td class="num">{row["streak"]}</td></tr>'
        )
    who = "team" if data.get("teams") else "player"
    return (
        '<div class="keep"><h2>The loss tally</h2><table class="tally-board"><thead><tr>'
        f'<th class="num">rank</th><th>{who}</th><th>tally</th><th class="num">losses</th>'
        '<th class="num">games</th><th class="num">rate</th><th class="num">draws</th>'
        '<th class="num">epaulettes</th><th class="num">streak</th></tr></thead>'
        f"<tbody>{''.join(rows)}</tbody></table>"
        "<p><small>Ranked by losses, then durak rate (losses ÷ games played); streak = "
        "losses in a row up to now (DURAK-R24).</small></p></div>"
    )


def hands(data: Mapping[str, Any]) -> str:
    def dealer(hand: Mapping[str, Any]) -> str:
        return escaped(dealer_of(hand))

    return hands_table(data, [("dealer", dealer)], "Game by game — losses so far", deltas=False)


def result(data: Mapping[str, Any]) -> str:
    loser = data.get("loser")
    reason = data.get("reason")
    why = f'<p class="reason">{escaped(reason)}</p>' if reason else ""
    if data["finished"] and loser:
        lost = int((data.get("losses") or data["totals"]).get(loser, 0))
        return (
            f'<p class="result">The evening\'s durak: {escaped(_name(data, loser))} with '
            f"{lost} loss{'es' * (lost != 1)}</p>{why}"
        )
    if data["finished"]:
        return f'<p class="result">Session over: nobody leads in losses</p>{why}'
    leader = data.get("leader")
    goal = target(data)
    plan = f"playing to {goal[0]} losses" if goal else "open-ended"
    lead = f"leader in losses: {escaped(_name(data, leader))}" if leader else "nobody leads yet"
    games = int(data.get("games", 0))
    return (
        f'<p class="result">In progress after {games} game{"s" * (games != 1)} ({plan}); {lead}</p>'
    )
