"""Rubber bridge on paper: the We/They pad — premiums above the line, trick scores below it,
a rule under each game won, honors and the rubber bonus marked, the totals and the margin."""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, cast

from scorekeep.core.errors import ScorekeepError
from scorekeep.core.game import Context
from scorekeep.games.bridge.sheet import pad_columns, revoke_lines
from scorekeep.i18n import _
from scorekeep.render.hooks import PrintedSheet
from scorekeep.render.html.page import escaped, hands_table, points

if TYPE_CHECKING:
    from scorekeep.core.ruleset import Ruleset
    from scorekeep.games.bridge.rubber import DealDetail

ENTRY = re.compile(r"^(-?\d+) \((.*)\)$")
CHART_BESIDE = True  # the pad and its picture side by side: a rubber on one page
CHART_SIZE = (360, 300)


HAND_WORD = "deal"  # English: the page counts it in the player's language


def chart_title() -> str:
    """The chart's title, in the language of the moment it is asked."""
    return _("Running totals (above + below the line) after each deal")


def _sides(data: Mapping[str, Any]) -> tuple[str, str]:
    we = str(data.get("options", {}).get("we_side", "NS"))
    return we, "EW" if we == "NS" else "NS"


def _entry(text: str) -> str:
    """``100 (3 honors)`` → the points, with what they are for in small type; honors and the
    rubber bonus get their own mark so they stand out on the pad."""
    match = ENTRY.match(text)
    if not match:
        return escaped(text)
    value, label = match.groups()
    number, _sep, word = label.partition(" ")
    if number.isdigit():  # "3 over": deal 3, overtricks
        label = f"#{number}" + (f" {word}" if word else "")
    kind = "honors" if _("honors") in label else "bonus" if _("rubber") in label else ""
    mark = {"honors": " ♛", "bonus": " ★"}.get(kind, "")
    return (
        f'<span class="pts{" " + kind if kind else ""}">{escaped(value)}</span>'
        f"<small> {escaped(label)}{mark}</small>"
    )


CSS = """
table.pad { width: 100%; margin: 1mm 0 2mm; table-layout: fixed; }
table.pad th { font-size: 11pt; text-align: center; }
table.pad td { border-top: none; border-bottom: none; height: 4.2mm; text-align: right;
               padding: 0 6pt 0 3pt; }
table.pad td + td { border-left: 2px solid #000; }
table.pad tr.line td { border-bottom: 3px double #000; height: 0; padding: 0; }
table.pad tr.game-line td { border-bottom: 1.5px solid #000; height: auto; font-size: 8pt;
                            font-style: italic; text-align: center; }
table.pad tr.totals td { border-top: 2px solid #000; font-weight: bold; font-size: 12pt; }
table.pad tr.margin td { font-size: 9pt; text-align: center; }
table.pad .pts { font-size: 11pt; }
table.pad .honors, table.pad .bonus { font-weight: bold; text-decoration: underline; }
"""


def _rows(left: list[str], right: list[str], top: bool) -> list[str]:
    height = max(len(left), len(right))
    if top:  # above the line the pad fills upwards: the oldest entry sits on the line
        left = [""] * (height - len(left)) + left[::-1]
        right = [""] * (height - len(right)) + right[::-1]
    else:
        left = left + [""] * (height - len(left))
        right = right + [""] * (height - len(right))
    return [
        f"<tr><td>{_entry(a) if a else ''}</td><td>{_entry(b) if b else ''}</td></tr>"
        for a, b in zip(left, right, strict=True)
    ]


def body(data: Mapping[str, Any]) -> str:
    we, they = _sides(data)
    columns = pad_columns(data)
    rows = _rows(columns["above"][we], columns["above"][they], top=True)
    rows.append('<tr class="line"><td></td><td></td></tr>')
    games = columns["games"]
    for index, game in enumerate(games):
        if index == len(games) - 1 and not (game[we] or game[they]):
            break
        rows += _rows(game[we], game[they], top=False)
        if index < len(columns["won"]):
            winner = columns["won"][index]
            label = _("We") if winner == we else _("They")
            line = _("game {n}: {side} ({seats})").format(
                n=index + 1, side=label, seats=escaped(winner)
            )
            rows.append(f'<tr class="game-line"><td colspan="2">{line}</td></tr>')
    totals = data["totals"]
    rows.append(
        f'<tr class="totals"><td class="pad-total" data-side="{escaped(we)}">'
        f'{points(totals[we])}</td><td class="pad-total" data-side="{escaped(they)}">'
        f"{points(totals[they])}</td></tr>"
    )
    margin = abs(totals[we] - totals[they])
    leader = we if totals[we] > totals[they] else they if totals[they] > totals[we] else ""
    side_word = _("We") if leader == we else _("They")
    margin_text = (
        _("{side} ({seats}) by {margin}").format(
            side=side_word, seats=escaped(leader), margin=margin
        )
        if leader
        else _("level")
    )
    if data.get("rounded_difference") is not None:
        margin_text += " · " + _("rounded for settlement: {points}").format(
            points=data["rounded_difference"]
        )
    margin_word = _("margin:")
    rows.append(
        f'<tr class="margin"><td colspan="2">{margin_word} <span class="margin-value">'
        f"{margin_text}</span></td></tr>"
    )
    games_won = data.get("games", {})
    vul = data.get("vulnerable", {})
    state = _("games won: We {we}, They {they}").format(
        we=games_won.get(we, 0), they=games_won.get(they, 0)
    ) + (
        ""
        if data["finished"]
        else " · "
        + _("vulnerable: {sides}").format(
            sides=", ".join(s for s in (we, they) if vul.get(s)) or _("nobody")
        )
    )
    revokes = "".join(
        f'<p class="revoke"><small>{escaped(line)}</small></p>' for line in revoke_lines(data)
    )
    heading = _("Rubber — the We/They pad")
    head_we = _("WE ({side})").format(side=escaped(we))
    head_they = _("THEY ({side})").format(side=escaped(they))
    legend = _("♛ honors · ★ rubber bonus · #n = deal number")
    return (
        f'<div class="keep"><h2>{heading}</h2>'
        f'<table class="pad"><thead><tr><th>{head_we}</th><th>{head_they}</th>'
        f"</tr></thead><tbody>{''.join(rows)}</tbody></table>"
        f'<p class="pad-note"><small>{state} · {legend}</small></p>{revokes}</div>'
    )


def hands(data: Mapping[str, Any]) -> str:
    def dealer(hand: Mapping[str, Any]) -> str:
        detail: DealDetail | None = hand["detail"]
        return escaped(detail.dealer if detail else "")

    def vulnerable(hand: Mapping[str, Any]) -> str:
        detail: DealDetail | None = hand["detail"]
        vul = detail.vulnerable if detail else {}
        both = [s for s in ("NS", "EW") if vul.get(s)]
        return escaped(_("both") if len(both) == 2 else both[0] if both else "—")

    shown = {**data, "superseded": superseded(data)}
    return hands_table(shown, [(_("dealer"), dealer), (_("vul"), vulnerable)], _("Deal by deal"))


def superseded(data: Mapping[str, Any]) -> dict[str, list[str]]:
    """The struck-through versions of each corrected deal. An entry typed as an auction may
    have been kept without its contract and declarer (journals from before they were
    written in): they are read from its calls, from the deal's dealer, not shown as ?."""
    out = dict(data.get("superseded") or {})
    nt = data.get("options", {}).get("nt_alias", ("N", "NT", "BA"))
    for hand in data["hands"]:
        replaced = [c["replaced"] for c in hand["corrections"] if "replaced" in c]
        shown = out.get(str(hand["n"]), [])
        if len(replaced) != len(shown):
            continue
        out[str(hand["n"])] = [
            _from_auction(entry, _dealer_of(hand), nt, text)
            for entry, text in zip(replaced, shown, strict=True)
        ]
    return out


def _dealer_of(hand: Mapping[str, Any]) -> str:
    """Who dealt the deal: a fix keeps the dealer of the deal it corrects."""
    detail: DealDetail | None = hand["detail"]
    if detail is not None:
        return detail.dealer
    return str(hand["entry"].get("dealer", ""))


def _from_auction(entry: Mapping[str, Any], dealer: str, nt: Any, shown: str) -> str:
    """``shown`` (the entry as the engine described it), or for an auction kept without its
    contract the description with the contract and declarer its calls give."""
    from scorekeep.games import find_game
    from scorekeep.games.bridge.auction import judge_auction, split_calls
    from scorekeep.i18n import language

    dealer = str(entry.get("dealer") or dealer)
    if "auction" not in entry or "contract" in entry or not dealer:
        return shown
    try:
        derived = judge_auction(dealer, split_calls(entry["auction"]), nt)
    except ScorekeepError:
        return shown
    if derived.status == "passed_out":
        filled = {**entry, "contract": "pass"}
    elif derived.status == "complete":
        filled = {**entry, "contract": str(derived.contract), "by": derived.declarer}
    else:
        return shown
    # the description reads the entry and the table's language, not the ruleset
    context = Context(cast("Ruleset", None), {}, language=language())
    return str(find_game("bridge").describe(filled, context, None))


PRINTED = PrintedSheet(
    css=CSS,
    hand_word=HAND_WORD,
    chart_title=chart_title,
    chart_size=CHART_SIZE,
    chart_beside=CHART_BESIDE,
    body=body,
    hands=hands,
)
