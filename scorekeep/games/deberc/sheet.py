"""The Deberc scoresheet: one row per round with the round points, the result
word, what every side writes with its bajt marks (б) and penalties, the running totals and the
hanging pot; a footer with the target, the conventions in force and the winner."""

from __future__ import annotations

from collections.abc import Mapping

from scorekeep.games.jass.sheet import finished_line
from scorekeep.i18n import N_, _, ngettext
from scorekeep.render.hooks import StatusParts, TextSheet

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from scorekeep.games.deberc.hands import HandDetail

BAJT = "б"


def legend() -> str:
    """What the marks beside the numbers mean (the seed's б for a bajt)."""
    return _(
        "б = bajt; −100 after б = third-bajt penalty; other −50/−100 = no tricks; "
        "+N pot = hanging points paid"
    )


def _signed(points: int) -> str:
    return f"+{points}" if points >= 0 else f"−{-points}"


def written(hand: Mapping[str, Any], side: str) -> str:
    """What a side writes for a round: its record, then its marks."""
    detail: HandDetail | None = hand["detail"]
    if detail is None or detail.kind not in ("played", "stopped"):
        return ""
    parts = [str(detail.records.get(side, 0))]
    if detail.result == "bajt" and detail.bidder_side == side:
        parts.append(BAJT)
    for penalty in detail.penalties.get(side, []):
        parts.append(_signed(penalty.points))
    paid = detail.pot_paid.get(side)
    if paid:
        parts.append(_("+{points} pot").format(points=paid))
    return " ".join(parts)


def result_word(hand: Mapping[str, Any]) -> str:
    from scorekeep.games.deberc.names import redeal_name, result_name

    if hand["void"]:
        return _("VOID")
    detail: HandDetail = hand["detail"]
    if detail.kind == "annulled":
        return _("annulled: {why}").format(why=redeal_name(detail.result.partition(": ")[2]))
    word = result_name(detail.result)
    if detail.combinations.deberc_side:
        word += ", " + _("deberc")
    return word


def labels(sides: list[str]) -> list[str]:
    """Column labels: a team ``Ania+Celina`` as ``A+C`` when the initials tell the teams
    apart, so a 2 v 2 sheet fits a terminal."""
    short = ["+".join(m[:1] for m in s.split("+")) if "+" in s else s for s in sides]
    return short if len(set(short)) == len(short) else list(sides)


def sheet_rows(data: Mapping[str, Any]) -> tuple[list[str], list[list[Any]]]:
    sides = list(data["totals"])
    names = labels(sides)
    headers = [
        "#",
        _("dealer"),
        _("bidder"),
        _("trump"),
        *[_("R {side}").format(side=s) for s in names],
        _("result"),
        *names,
        *[f"Σ {s}" for s in names],
        _("pot"),
    ]
    rows: list[list[Any]] = []
    for hand in data["hands"]:
        entry = hand["entry"]
        fixed = any(c["action"] == "fix" for c in hand["corrections"])
        n = f"{hand['n']}*" if fixed else str(hand["n"])
        if hand["void"]:
            rows.append(
                [
                    n,
                    entry.get("dealer", ""),
                    entry.get("bidder", ""),
                    entry.get("trump", ""),
                    *["" for _ in sides],
                    _("VOID"),
                    *["" for _ in sides],
                    *["" for _ in sides],
                    "",
                ]
            )
            continue
        detail: HandDetail = hand["detail"]
        pot = detail.pot
        rows.append(
            [
                n,
                detail.dealer,
                detail.bidder,
                detail.trump,
                *[detail.points.get(s, "") for s in sides],
                result_word(hand),
                *[written(hand, s) for s in sides],
                *[hand["totals"].get(s, 0) for s in sides],
                pot or "",
            ]
        )
    return headers, rows


def footer_lines(data: Mapping[str, Any]) -> list[str]:
    lines: list[str] = []
    changed = data.get("changed_options") or {}
    conventions = ", ".join(f"{k}={_show(v)}" for k, v in changed.items())
    target = _("Target {target}").format(target=data.get("target", "?"))
    lines.append(
        target
        + " · "
        + (
            _("conventions: {conventions}").format(conventions=conventions)
            if conventions
            else _("default conventions")
        )
    )
    totals = ", ".join(f"{s} {t}" for s, t in data["totals"].items())
    if data["finished"]:
        lines.append(
            _("Final: {totals}. Winner: {winner}").format(
                totals=totals, winner=data["winner"] or unfinished_or_tie(data)
            )
            + (f" — {data['reason']}" if data.get("reason") else "")
        )
    else:
        lines.append(
            _("Totals: {totals} (in progress; next dealer {dealer})").format(
                totals=totals, dealer=data.get("next_dealer")
            )
        )
    bajts = data.get("bajts") or {}
    if any(bajts.values()):
        lines.append(
            _("Bajts: {bajts}").format(
                bajts=", ".join(f"{s} {BAJT * n}" for s, n in bajts.items() if n)
            )
        )
    lines += _pot_and_warnings(data, SHEET_POT)
    for hand in data["hands"]:
        was = hand.get("was") or []
        fixes = 0
        for correction in hand["corrections"]:
            why = f" — {correction['reason']}" if correction.get("reason") else ""
            if correction["action"] == "void":
                lines.append(
                    _("Round {n} voided{why}: {summary}").format(
                        n=hand["n"], why=why, summary=hand["summary"]
                    )
                )
            elif correction["action"] == "fix" and fixes < len(was):
                after = was[fixes + 1] if fixes + 1 < len(was) else hand["summary"]
                lines.append(
                    _("Round {n}* corrected{why}: {earlier} → {summary}").format(
                        n=hand["n"], why=why, earlier=was[fixes], summary=after
                    )
                )
                fixes += 1
            elif correction["action"] == "fix":
                lines.append(
                    _("Round {n}* corrected{why}: {summary}").format(
                        n=hand["n"], why=why, summary=hand["summary"]
                    )
                )
    settlement = data.get("settlement")
    if settlement and settlement.get("notes"):
        lines.append(_("Closed: {notes}").format(notes="; ".join(settlement["notes"])))
    lines.append(legend())
    return lines


def _show(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def sheet_text(data: Mapping[str, Any]) -> str:
    from scorekeep.render.text import table

    headers, rows = sheet_rows(data)
    sides = list(data["totals"])
    title = f"{data['session']} · Deberc · " + (
        " v ".join(
            f"{name} ({label})" if name != label else name
            for name, label in zip(sides, labels(sides), strict=True)
        )
        if data.get("teams")
        else ", ".join(data["players"])
    )
    return "\n".join([title, "", table(rows, headers), "", *footer_lines(data)])


def status_parts(data: Mapping[str, Any]) -> StatusParts:
    from scorekeep.render.text import plain_table as table

    bajts = data.get("bajts") or {}
    rows = [[side, total, BAJT * int(bajts.get(side, 0))] for side, total in data["totals"].items()]
    from scorekeep.render.sparkline import with_progress

    rows, headers = with_progress(rows, ["", _("total"), _("bajts")], data.get("progress") or {})
    rounds = ngettext("{n} round", "{n} rounds", data["hands"]).format(n=data["hands"])
    target = _("target {target}").format(target=data.get("target", "?"))
    heading = f"{data['session']} · {data['ruleset']} · {rounds} · {target}"
    out = []
    if data["finished"]:
        out.append(finished_line(data, unfinished_or_tie(data)))
    else:
        out.append(_("next dealer: {dealer}").format(dealer=data.get("next_dealer")))
    return StatusParts(heading, table(rows, headers), out + _pot_and_warnings(data, STATUS_POT))


def status_text(data: Mapping[str, Any]) -> str:
    return status_parts(data).text()


SHEET_POT = (
    N_("Unresolved pot: {points} (from {side})"),
    N_("Hanging pot: {points} (from {side})"),
    N_("Warning: {warning}"),
)
STATUS_POT = (
    N_("hanging: {points} from {side} (never paid)"),
    N_("hanging: {points} from {side} (to the winner of the next round)"),
    N_("warning: {warning}"),
)
"""How the sheet and the status word a pot that hangs at the end, one that still hangs, and
a warning."""


def _pot_and_warnings(data: Mapping[str, Any], words: tuple[str, str, str]) -> list[str]:
    """The hanging pot, if any, then each warning, in ``words``."""
    over, hanging, warning = words
    lines = []
    if data.get("hanging"):
        pot = _(over if data["finished"] else hanging)
        lines.append(pot.format(points=data["hanging"], side=data.get("hanging_from")))
    return lines + [_(warning).format(warning=w) for w in data.get("warnings") or []]


SHEET = TextSheet(sheet_text=sheet_text, status_text=status_text, status_parts=status_parts)


def unfinished_or_tie(data: Mapping[str, Any]) -> str:
    """No winner: a game closed before its end, or a tie."""
    if data.get("unfinished"):
        return _("none: the game is unfinished")
    return _("none (tie)")
