"""The Chicago pad: each round's four deals with dealer and vulnerability, what each side
scored, the partscores carried toward game, a total under every round and the evening's."""

from __future__ import annotations

import itertools
from collections.abc import Mapping

from scorekeep.games.bridge.club_tables import Section, counted, render, sides, vul_word
from scorekeep.games.bridge.contract import settlement_words
from scorekeep.i18n import _
from scorekeep.render.hooks import StatusParts, TextSheet

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from scorekeep.games.bridge.chicago import ChicagoDetail


def _note(detail: ChicagoDetail) -> str:
    if detail.redeal:
        return _("redealt")
    marks = [label for label, *_rest in detail.items if label in BONUSES]
    if detail.game:
        marks = [f"game {detail.game}", *(m for m in marks if m != "game bonus")]
    return ", ".join(_mark(m) for m in marks)


def _mark(label: str) -> str:
    if label.startswith("game ") and label != "game bonus":
        return _("game {side}").format(side=label.removeprefix("game "))
    if label == "partscore on deal 4":
        return _("partscore on deal 4")
    return settlement_words(label)


BONUSES = ("game bonus", "partscore on deal 4", "partscore bonus")


def pad(data: Mapping[str, Any]) -> Section:
    from scorekeep.render.text import hand_label

    we, they = sides(data)
    headers = [_("round"), _("deal"), _("dealer"), _("vul"), _("contract")]
    headers += [_("We ({side})").format(side=we), _("They ({side})").format(side=they)]
    headers += [_("partscores"), _("bonus")]
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
            total = _("round {n} total").format(n=number)
            rows.append(["", "", "", "", total, totals[we], totals[they], "", ""])
    return _("Chicago pad"), headers, rows


def footer(data: Mapping[str, Any]) -> str:
    we, they = sides(data)
    totals = data["totals"]
    line = _("Total: We ({we}) {we_total}, They ({they}) {they_total}").format(
        we=we, we_total=totals[we], they=they, they_total=totals[they]
    )
    if data["finished"]:
        return _("{line}. Winner: {winner} — {reason}").format(
            line=line, winner=data["winner"] or _("none (tie)"), reason=data["reason"]
        )
    return _(
        "{line} (in progress). Next: round {round}, deal {deal}, dealer {dealer}, "
        "vulnerable: {vulnerable}"
    ).format(
        line=line,
        round=data["round"],
        deal=data["deal"],
        dealer=data["next_dealer"],
        vulnerable=vul_word(data.get("vulnerable"), _("nobody")),
    )


def sheet_text(data: Mapping[str, Any]) -> str:
    from scorekeep.render.text import fixed_lines

    return render(data, [pad(data)], "\n".join([*fixed_lines(data), footer(data)]), "text")


def sheet_markdown(data: Mapping[str, Any]) -> str:
    return render(data, [pad(data)], footer(data), "markdown")


def sheet_csv(data: Mapping[str, Any]) -> str:
    return render(data, [pad(data)], footer(data), "csv")


def status_parts(data: Mapping[str, Any]) -> StatusParts:
    from scorekeep.render.text import plain_table

    we, they = sides(data)
    this_round = data.get("round_totals", {})
    rows = [[s, data["totals"][s], this_round.get(s, 0)] for s in (we, they)]
    out = []
    if data["finished"]:
        out.append(
            _("finished: winner {winner} — {reason}").format(
                winner=data["winner"] or _("none (tie)"), reason=data["reason"]
            )
        )
    else:
        name = data.get("dealer_name")
        out.append(
            _("round {round}, deal {deal} of 4: dealer {dealer}, vulnerable: {vulnerable}").format(
                round=data["round"],
                deal=data["deal"],
                dealer=f"{data['next_dealer']}" + (f" ({name})" if name else ""),
                vulnerable=vul_word(data.get("vulnerable"), _("nobody")),
            )
        )
        below = data.get("below", {})
        out.append(
            _("partscores: {sides}").format(
                sides=f"{we} {below.get(we, 0)}, {they} {below.get(they, 0)}"
            )
        )
    for r in data.get("rounds", []):
        out.append(
            _("round {n}: {sides}").format(
                n=r["round"], sides=f"{we} {r['totals'][we]}, {they} {r['totals'][they]}"
            )
        )
    return StatusParts(
        f"{data['session']} · {data['ruleset']} · {counted(data['hands'], 'deal')}",
        plain_table(rows, ["", _("total"), _("this round")]),
        out,
    )


def status_text(data: Mapping[str, Any]) -> str:
    return status_parts(data).text()


SHEET = TextSheet(
    sheet_text=sheet_text,
    sheet_markdown=sheet_markdown,
    sheet_csv=sheet_csv,
    status_text=status_text,
    status_parts=status_parts,
)
