"""The Chicago pad: each round's four deals with dealer and vulnerability, what each side
scored, the partscores carried toward game, a total under every round and the evening's."""

from __future__ import annotations

import itertools
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from scorekeep.render.club_tables import Section, counted, render, sides, vul_word

if TYPE_CHECKING:
    from scorekeep.games.bridge_chicago import ChicagoDetail


def _note(detail: ChicagoDetail) -> str:
    if detail.redeal:
        return "redealt"
    marks = [label for label, *_ in detail.items if label in BONUSES]
    if detail.game:
        marks = [f"game {detail.game}", *(m for m in marks if m != "game bonus")]
    return ", ".join(marks)


BONUSES = ("game bonus", "partscore on deal 4", "partscore bonus")


def pad(data: Mapping[str, Any]) -> Section:
    from scorekeep.render.text import hand_label

    we, they = sides(data)
    headers = ["round", "deal", "dealer", "vul", "contract", f"We ({we})", f"They ({they})"]
    headers += ["partscores", "bonus"]
    rows: list[list[Any]] = []
    finished_rounds = {r["round"]: r["totals"] for r in data.get("rounds", [])}
    live = [h for h in data["hands"] if not h["void"]]
    round_after = {hand["n"]: later["detail"].round for hand, later in itertools.pairwise(live)}
    for hand in data["hands"]:
        if hand["void"]:
            rows.append(["", "", "", "", hand_label(hand), "", "", "", ""])
            continue
        detail: ChicagoDetail = hand["detail"]
        parts = detail.partscores
        rows.append(
            [
                detail.round,
                detail.deal,
                detail.dealer,
                vul_word(detail.vulnerable),
                hand_label(hand),
                hand["scores"].get(we, 0),
                hand["scores"].get(they, 0),
                f"{parts[we]} / {parts[they]}" if parts else "",
                _note(detail),
            ]
        )
        number = detail.round
        if number in finished_rounds and round_after.get(hand["n"]) != number:
            totals = finished_rounds[number]
            rows.append(["", "", "", "", f"round {number} total", totals[we], totals[they], "", ""])
    return "Chicago pad", headers, rows


def footer(data: Mapping[str, Any]) -> str:
    we, they = sides(data)
    totals = data["totals"]
    line = f"Total: We ({we}) {totals[we]}, They ({they}) {totals[they]}"
    if data["finished"]:
        return f"{line}. Winner: {data['winner'] or 'none (tie)'} — {data['reason']}"
    return (
        f"{line} (in progress). Next: round {data['round']}, deal {data['deal']}, "
        f"dealer {data['next_dealer']}, vulnerable: {vul_word(data.get('vulnerable'), 'nobody')}"
    )


def sheet_text(data: Mapping[str, Any]) -> str:
    return render(data, [pad(data)], footer(data), "text")


def sheet_markdown(data: Mapping[str, Any]) -> str:
    return render(data, [pad(data)], footer(data), "markdown")


def sheet_csv(data: Mapping[str, Any]) -> str:
    return render(data, [pad(data)], footer(data), "csv")


def status_text(data: Mapping[str, Any]) -> str:
    from scorekeep.render.text import plain_table

    we, they = sides(data)
    this_round = data.get("round_totals", {})
    rows = [[s, data["totals"][s], this_round.get(s, 0)] for s in (we, they)]
    out = [
        f"{data['session']} · {data['ruleset']} · {counted(data['hands'], 'deal')}",
        "",
        plain_table(rows, ["", "total", "this round"]),
        "",
    ]
    if data["finished"]:
        out.append(f"finished: winner {data['winner'] or 'none (tie)'} — {data['reason']}")
    else:
        name = data.get("dealer_name")
        out.append(
            f"round {data['round']}, deal {data['deal']} of 4: dealer {data['next_dealer']}"
            + (f" ({name})" if name else "")
            + f", vulnerable: {vul_word(data.get('vulnerable'), 'nobody')}"
        )
        below = data.get("below", {})
        out.append(f"partscores: {we} {below.get(we, 0)}, {they} {below.get(they, 0)}")
    for r in data.get("rounds", []):
        out.append(f"round {r['round']}: {we} {r['totals'][we]}, {they} {r['totals'][they]}")
    return "\n".join(out)
