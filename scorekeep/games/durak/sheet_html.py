"""Durak on paper: no points, only who was left holding the cards — the loss tally per player
(or team) as matchstick marks, ranked by losses then durak rate (DURAK-R24), with games,
rate, draws, epaulettes and the current losing streak."""

from __future__ import annotations

from collections.abc import Mapping

from scorekeep.games.durak.sheet import dealer_of, ranking, rate_text
from scorekeep.games.durak.tally_svg import tally_gate
from scorekeep.i18n import _, ngettext
from scorekeep.render.hooks import PrintedSheet
from scorekeep.render.html.page import escaped, hands_table

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

LOWER_WINS = True
FINAL_TABLE = False  # the tally board at the top is the ranking
CSS = """
table.tally-board td.marks { width: 45%; }
table.tally-board td { vertical-align: middle; }
table.tally-board tr.loser td { font-weight: bold; border-top: 2px solid #000;
                                border-bottom: 2px solid #000; }
"""


HAND_WORD = "game"  # English: the page counts it in the player's language


def total_label() -> str:
    """The footer's word for a total, in the language of the moment it is asked."""
    return _("losses")


def chart_title() -> str:
    return _("Losses after each game")


def _name(data: Mapping[str, Any], side: str) -> str:
    members = (data.get("teams") or {}).get(side)
    return f"{side} ({' + '.join(members)})" if members and "+".join(members) != side else side


def target(data: Mapping[str, Any]) -> tuple[int, str] | None:
    goal = int(data.get("loss_target") or data.get("options", {}).get("loss_target") or 0)
    return (goal, _("loss target")) if goal > 0 else None


def body(data: Mapping[str, Any]) -> str:
    loser = data.get("loser")
    rows = []
    for row in ranking(data):
        side = row["side"]
        count = ngettext("{n} loss", "{n} losses", row["losses"]).format(n=row["losses"])
        marks = tally_gate(row["losses"], label=f"{side}: {count}")
        rows.append(
            f'<tr class="{"loser" if side == loser else "side"}" data-side="{escaped(side)}">'
            f'<td class="num">{row["rank"]}</td><td>{escaped(_name(data, side))}</td>'
            f'<td class="marks">{marks}</td>'
            f'<td class="num losses" data-side="{escaped(side)}">{row["losses"]}</td>'
            f'<td class="num">{row["games"]}</td>'
            f'<td class="num">{rate_text(row["losses"], row["games"])}</td>'
            f'<td class="num">{row["draws"]}</td><td class="num">{row["epaulettes"]}</td>'
            f'<td class="num">{row["streak"]}</td></tr>'
        )
    who = _("team") if data.get("teams") else _("player")
    head = "".join(
        ('<th class="num">' if num else "<th>") + f"{escaped(word)}</th>"
        for word, num in (
            (_("rank"), True),
            (who, False),
            (_("tally"), False),
            (_("losses"), True),
            (_("games"), True),
            (_("rate"), True),
            (_("draws"), True),
            (_("epaulettes"), True),
            (_("streak"), True),
        )
    )
    heading = _("The loss tally")
    legend = _(
        "Ranked by losses, then durak rate (losses ÷ games played); streak = "
        "losses in a row up to now (DURAK-R24)."
    )
    return (
        f'<div class="keep"><h2>{heading}</h2><table class="tally-board"><thead><tr>'
        f"{head}</tr></thead>"
        f"<tbody>{''.join(rows)}</tbody></table>"
        f"<p><small>{escaped(legend)}</small></p></div>"
    )


def hands(data: Mapping[str, Any]) -> str:
    def dealer(hand: Mapping[str, Any]) -> str:
        return escaped(dealer_of(hand))

    return hands_table(
        data, [(_("dealer"), dealer)], _("Game by game — losses so far"), deltas=False
    )


def result(data: Mapping[str, Any]) -> str:
    loser = data.get("loser")
    reason = data.get("reason")
    why = f'<p class="reason">{escaped(reason)}</p>' if reason else ""
    if data["finished"] and loser:
        lost = int((data.get("losses") or data["totals"]).get(loser, 0))
        line = ngettext(
            "The evening's durak: {loser} with {n} loss",
            "The evening's durak: {loser} with {n} losses",
            lost,
        ).format(loser=escaped(_name(data, loser)), n=lost)
        return f'<p class="result">{line}</p>{why}'
    if data["finished"]:
        return f'<p class="result">{_("Session over: nobody leads in losses")}</p>{why}'
    leader = data.get("leader")
    goal = target(data)
    plan = (
        ngettext("playing to {n} losses", "playing to {n} losses", goal[0]).format(n=goal[0])
        if goal
        else _("open-ended")
    )
    lead = (
        _("leader in losses: {leader}").format(leader=escaped(_name(data, leader)))
        if leader
        else _("nobody leads yet")
    )
    games = int(data.get("games", 0))
    line = ngettext(
        "In progress after {n} game ({plan}); {lead}",
        "In progress after {n} games ({plan}); {lead}",
        games,
    ).format(n=games, plan=plan, lead=lead)
    return f'<p class="result">{line}</p>'


PRINTED = PrintedSheet(
    css=CSS,
    lower_wins=LOWER_WINS,
    hand_word=HAND_WORD,
    chart_title=chart_title,
    total_label=total_label,
    final_table=FINAL_TABLE,
    target=target,
    body=body,
    hands=hands,
    result=result,
)
