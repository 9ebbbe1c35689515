"""The classic We/They rubber bridge pad: premiums above the line, trick scores below it,
a rule under each won game, and the totals."""

from __future__ import annotations

from collections.abc import Mapping

from scorekeep.i18n import _, ngettext
from scorekeep.render.hooks import StatusParts, TextSheet

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from scorekeep.games.bridge.rubber import DealDetail

WIDTH = 20


def short_label(rule: str) -> str:
    """The word beside an entry on the pad: what its points are for."""
    words = {
        "BR-S2": _("over"),
        "BR-S3": _("insult"),
        "BR-S4": _("slam"),
        "BR-S5": _("down"),
        "BR-S6": _("honors"),
        "BR-S14": _("unfinished"),
    }
    return words.get(rule, rule)


def pad_columns(data: Mapping[str, Any]) -> dict[str, Any]:
    """Entries per side: ``above`` (oldest first) and ``games`` (lists of below entries);
    each ``points (#deal what)``, so ``30 (#9 over)`` reads as deal 9, not 9 overtricks."""
    above: dict[str, list[str]] = {"NS": [], "EW": []}
    games: list[dict[str, list[str]]] = [{"NS": [], "EW": []}]
    won: list[str] = []
    for hand in data["hands"]:
        detail: DealDetail | None = hand["detail"]
        if hand["void"] or detail is None or detail.passed_out:
            continue
        n = hand["n"]
        for _label, points, side, rule, below in detail.items:
            target = games[-1][side] if below else above[side]
            target.append(f"{points} (#{n}{'' if below else ' ' + short_label(rule)})")
        bonus = detail.rubber_bonus
        if bonus:
            above[bonus.side].append(f"{bonus.points} ({_('rubber')})")
        if detail.game:
            won.append(detail.game)
            games.append({"NS": [], "EW": []})
    settlement = data.get("settlement")
    if settlement:
        for side, points in settlement["scores"].items():
            if points:
                above[side].append(f"{points} ({_('unfinished rubber')})")
    return {"above": above, "games": games, "won": won}


def revoke_lines(data: Mapping[str, Any]) -> list[str]:
    """Established revokes (BR-P4): the tricks moved, so the pad's trick score is explained."""
    lines = []
    for hand in data["hands"]:
        detail: DealDetail | None = None if hand["void"] else hand["detail"]
        revoke = detail.revoke if detail is not None else None
        if revoke is not None:
            to = "EW" if revoke.side == "NS" else "NS"
            moved = ngettext("{n} trick", "{n} tricks", revoke.tricks).format(n=revoke.tricks)
            lines.append(
                _(
                    "Deal {n}: revoke by {side}, {moved} to {to}: declarer's side "
                    "{played} → {after} tricks (BR-P4)"
                ).format(
                    n=hand["n"],
                    side=revoke.side,
                    moved=moved,
                    to=to,
                    played=revoke.played,
                    after=revoke.after,
                )
            )
    return lines


def _width(columns: Mapping[str, Any]) -> int:
    """The column width: the pad's usual 20, or the longest entry (``500 (unfinished
    rubber)``) so no entry runs into the other side's column."""
    entries = [e for side in columns["above"].values() for e in side]
    entries += [e for game in columns["games"] for side in game.values() for e in side]
    return max([WIDTH, *map(len, entries)])


def pad_text(data: Mapping[str, Any]) -> str:
    we = str(data.get("options", {}).get("we_side", "NS"))
    they = "EW" if we == "NS" else "NS"
    columns = pad_columns(data)
    width = _width(columns)

    def _row(left: str, right: str) -> str:
        return f"{left:>{width}} | {right:<{width}}"

    lines = [
        f"{data['session']} · {data['ruleset']}",
        _row(_("WE ({side})").format(side=we), _("THEY ({side})").format(side=they)),
        "-" * (width * 2 + 3),
    ]
    above_we, above_they = columns["above"][we][::-1], columns["above"][they][::-1]
    height = max(len(above_we), len(above_they))
    above_we = [""] * (height - len(above_we)) + above_we
    above_they = [""] * (height - len(above_they)) + above_they
    lines += [_row(a, b) for a, b in zip(above_we, above_they, strict=True)]
    lines.append("=" * (width * 2 + 3))
    games = columns["games"]
    for index, game in enumerate(games):
        rows = max(len(game[we]), len(game[they]))
        if rows == 0 and index == len(games) - 1:
            break
        left = game[we] + [""] * (rows - len(game[we]))
        right = game[they] + [""] * (rows - len(game[they]))
        lines += [_row(a, b) for a, b in zip(left, right, strict=True)]
        if index < len(columns["won"]):
            winner = columns["won"][index]
            lines.append(
                _row("-" * width, "-" * width)
                + "  "
                + _("game {n}: {winner}").format(n=index + 1, winner=winner)
            )
    lines.append("=" * (width * 2 + 3))
    totals = data["totals"]
    lines.append(_row(str(totals[we]), str(totals[they])) + "  " + _("total"))
    if data["finished"]:
        winner = data["winner"]
        margin = abs(totals["NS"] - totals["EW"])
        lines.append(
            _("Winner: {winner} by {margin}").format(
                winner=winner or _("none (tie)"), margin=margin
            )
            + (f" — {data['reason']}" if data.get("reason") else "")
        )
        if data.get("rounded_difference") is not None:
            lines.append(
                _("Settlement (rounded): {points}").format(points=data["rounded_difference"])
            )
    else:
        vul = data.get("vulnerable", {})
        lines.append(
            _("Vulnerable: {sides}").format(
                sides=", ".join(s for s in ("NS", "EW") if vul.get(s)) or _("nobody")
            )
        )
    lines += revoke_lines(data)
    voided = [h for h in data["hands"] if h["void"]]
    fixed = [h for h in data["hands"] if any(c["action"] == "fix" for c in h["corrections"])]
    for hand in voided:
        lines.append(_("Deal {n} voided: {summary}").format(n=hand["n"], summary=hand["summary"]))
    for hand in fixed:
        lines.append(
            _("Deal {n} corrected to: {summary}").format(n=hand["n"], summary=hand["summary"])
        )
    return "\n".join(lines)


def sheet_text(data: Mapping[str, Any]) -> str:
    from scorekeep.render.text import sheet_text as hand_by_hand

    return pad_text(data) + "\n\n" + hand_by_hand(data)


def _by_side(values: Mapping[str, Any]) -> str:
    return ", ".join(f"{side} {points}" for side, points in values.items())


def _yes_no(values: Mapping[str, Any]) -> str:
    return ", ".join(
        (_("{side} yes") if flag else _("{side} no")).format(side=side)
        for side, flag in values.items()
    )


def _status_line(key: str, value: Any) -> str:
    """One line of the rubber's state under the status table, in the player's words."""
    if key == "games":
        return _("games: {sides}").format(sides=_by_side(value))
    if key == "vulnerable":
        return _("vulnerable: {sides}").format(sides=_yes_no(value))
    if key == "below":
        return _("below: {sides}").format(sides=_by_side(value))
    if key == "above":
        return _("above: {sides}").format(sides=_by_side(value))
    if key == "rubber_over":
        return _("rubber over: yes") if value else _("rubber over: no")
    if key == "margin":
        return _("margin: {points}").format(points=value)
    return _("rounded difference: {points}").format(points=value)


STATUS_KEYS = ("games", "vulnerable", "below", "above", "rubber_over", "margin")


def status_parts(data: Mapping[str, Any]) -> StatusParts:
    """The generic status, then the rubber's games, vulnerability and line scores."""
    from scorekeep.render.text import status_parts as generic

    mine = (*STATUS_KEYS, "rounded_difference")
    parts = generic({k: v for k, v in data.items() if k not in mine})
    own = {k: _status_line(k, v) for k, v in data.items() if k in mine}
    return parts._replace(figures={**parts.figures, **own})


def status_text(data: Mapping[str, Any]) -> str:
    return status_parts(data).text()


SHEET = TextSheet(sheet_text=sheet_text, status_text=status_text, status_parts=status_parts)
