"""The Derda scoresheet as Polish tables keep it: each running total in figures with the
tally marks beside it (strokes for tens, closed figures for hundreds, units underneath),
plus the hanging pot and the bajts."""

from __future__ import annotations

from collections.abc import Mapping

from scorekeep.core.record import NamedTuple
from scorekeep.games.derda.tally import carried_units, tally
from scorekeep.games.jass.sheet import finished_line
from scorekeep.i18n import _
from scorekeep.render.hooks import StatusParts, TextSheet
from scorekeep.render.text import fixed_lines, hand_label, status_heading

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from scorekeep.games.derda.hands import HandDetail


class Marks(NamedTuple):
    """How this table writes its tally (DERDA-T1, T2): glyphs, the 100 figure, the units."""

    style: str = "unicode"
    hundred: str = "circle"
    units: str = "convert"


def marks(data: Mapping[str, Any]) -> Marks:
    options = data.get("options", {})
    style = str(options.get("tally_style", "unicode"))
    return Marks(
        style if style in ("unicode", "ascii") else "unicode",
        str(options.get("tally_hundred", "circle")),
        str(options.get("tally_units", "convert")),
    )


def units_kept(data: Mapping[str, Any]) -> dict[int, dict[str, int]]:
    """With ``tally_units = "keep"``: the units written underneath each player's running
    total after each hand (hand number → player → units), never traded for strokes."""
    if marks(data).units != "keep":
        return {}
    written: dict[str, list[int]] = {p: [] for p in data["totals"]}
    out: dict[int, dict[str, int]] = {}
    for hand in data["hands"]:
        if not hand["void"]:
            for player, scores in written.items():
                scores.append(int(hand["scores"].get(player, 0)))
        out[hand["n"]] = {p: carried_units(scores) for p, scores in written.items()}
    return out


def tally_cell(n: int, style: str | Marks, carried: int | None = None) -> str:
    """``505  ○ ○ ○ ○ ○`` with the units digit on the line underneath the figures."""
    how = style if isinstance(style, Marks) else Marks(style)
    lines = tally(n, how.style, how.hundred, carried)
    digits = str(n)
    if n == 0 or lines == (str(n),):
        return digits
    pad = " " * (len(digits) + 2)
    return "\n".join([f"{digits}  {lines[0]}", *(pad + line for line in lines[1:])])


def _short(hand: Mapping[str, Any]) -> str:
    """The one-glance note of a hand: the pot, the words, the end."""
    detail: HandDetail = hand["detail"]
    out: list[str] = []
    kind = detail.kind
    if kind == "played":
        scored = [
            f"{p} {detail.words.points(p)}"
            for p in detail.words.sequences
            if detail.words.points(p)
        ]
        if scored:
            out.append(_("words {scored}").format(scored=", ".join(scored)))
        if detail.pot_paid:
            out.append(
                _("pot {points} → {player}").format(points=detail.pot_paid, player=detail.pot_to)
            )
        if detail.result == "sztajnbajt":
            out.append(_("pot {points} hangs").format(points=detail.pot))
    elif kind in ("annulled", "trade") and detail.pot:
        out.append(_("pot {points} waits").format(points=detail.pot))
    elif kind == "claim" and detail.claim:
        c = detail.claim
        out.append(f"{c.by} {c.total} {'≥' if c.right else '<'} {c.target}")
    if detail.next_dealer:
        out.append(_("{dealer} deals").format(dealer=detail.next_dealer))
    return "; ".join(out)


def sheet_rows(data: Mapping[str, Any], style: str | Marks) -> tuple[list[str], list[list[Any]]]:
    players = list(data["totals"])
    kept = units_kept(data)
    headers = ["#", _("dealer"), _("hand"), *[f"{p} +" for p in players], *players, _("notes")]
    rows: list[list[Any]] = []
    for hand in data["hands"]:
        summary = hand_label(hand)
        if hand["void"]:
            rows.append(
                [hand["n"], "", summary, *["" for _ in players], *["" for _ in players], ""]
            )
            continue
        scores = [
            f"+{hand['scores'].get(p, 0)}" if hand["scores"].get(p, 0) else "·" for p in players
        ]
        totals = [
            tally_cell(hand["totals"].get(p, 0), style, kept.get(hand["n"], {}).get(p))
            for p in players
        ]
        rows.append([hand["n"], hand["detail"].dealer, summary, *scores, *totals, _short(hand)])
    return headers, rows


def footer(data: Mapping[str, Any], style: str | Marks) -> list[str]:
    lines: list[str] = fixed_lines(data)
    bajts = data.get("bajts") or {}
    sztajn = data.get("sztajnbajts") or {}
    if any(bajts.values()) or any(sztajn.values()):
        lines.append(
            _("bajts: {bajts}; sztajnbajts: {sztajnbajts}").format(
                bajts=", ".join(f"{p} {n}" for p, n in bajts.items()),
                sztajnbajts=", ".join(f"{p} {n}" for p, n in sztajn.items()),
            )
        )
    if data["finished"]:
        if data.get("unresolved_hanging"):
            lines.append(
                _("unresolved hanging {points} (never paid, DERDA-R9)").format(
                    points=data["unresolved_hanging"]
                )
            )
        winner = data["winner"]
        lines.append(
            _("Final: {totals}. Winner: {winner}").format(
                totals=", ".join(f"{p} {n}" for p, n in data["totals"].items()),
                winner=winner or _("none"),
            )
            + (f" — {data['reason']}" if data.get("reason") else "")
        )
    else:
        if data.get("hanging"):
            lines.append(
                _(
                    "hanging {points} (from {player}): goes to the winner of the next played hand"
                ).format(points=data["hanging"], player=data["hanging_from"])
            )
        lines.append(
            _(
                "Totals: {totals} (to {target}); next dealer {dealer}, {first} bids first and leads"
            ).format(
                totals=", ".join(f"{p} {n}" for p, n in data["totals"].items()),
                target=data.get("target", 500),
                dealer=data["next_dealer"],
                first=data.get("first_bid_and_lead"),
            )
        )
    return lines


def sheet_text(data: Mapping[str, Any]) -> str:
    from scorekeep.render.text import table

    style = marks(data)
    headers, rows = sheet_rows(data, style)
    title = f"{data['session']} · {data['ruleset']} · {' v '.join(data['players'])} · " + _(
        "to {target}"
    ).format(target=data.get("target", 500))
    settlement = data.get("settlement")
    notes = (
        [_("close: {note}").format(note=note) for note in settlement["notes"]] if settlement else []
    )
    return "\n".join([title, "", table(rows, headers), "", *notes, *footer(data, style)])


def status_parts(data: Mapping[str, Any]) -> StatusParts:
    from scorekeep.render.text import table

    players = list(data["totals"])
    target = int(data.get("target", 500))
    rows = [
        [
            p,
            data["totals"][p],
            max(target - data["totals"][p], 0),
            (data.get("bajts") or {}).get(p, 0),
        ]
        for p in players
    ]
    from scorekeep.render.sparkline import with_progress

    rows, headers = with_progress(
        rows, ["", _("total"), _("to go"), _("bajts")], data.get("progress") or {}
    )
    out = []
    if data["finished"]:
        out.append(finished_line(data, _("none")))
        if data.get("unresolved_hanging"):
            out.append(
                _("unresolved hanging {points} (never paid)").format(
                    points=data["unresolved_hanging"]
                )
            )
    else:
        out.append(
            _("next dealer: {dealer} ({first} bids first and leads)").format(
                dealer=data["next_dealer"], first=data.get("first_bid_and_lead")
            )
        )
        if data.get("hanging"):
            out.append(
                _(
                    "hanging: {points} from {player} — goes to the winner of the next played hand"
                ).format(points=data["hanging"], player=data["hanging_from"])
            )
        else:
            out.append(_("hanging: none"))
    return StatusParts(status_heading(data), table(rows, headers), out)


def status_text(data: Mapping[str, Any]) -> str:
    return status_parts(data).text()


SHEET = TextSheet(sheet_text=sheet_text, status_text=status_text, status_parts=status_parts)
