"""Plain data for every report: the stable JSON contract of ``status`` and ``sheet``, and what
the other renderers read."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from scorekeep.core.game import Context, Engine
from scorekeep.core.session import Header, Replay
from scorekeep.i18n import _


def status_data(header: Header, replay: Replay) -> dict[str, Any]:
    standing = replay.standing
    data: dict[str, Any] = {
        "session": header.name,
        "ruleset": header.ruleset,
        "game": header.game,
        "players": list(header.table.players),
        "hands": sum(1 for line in replay.lines if not line.void),
        "totals": dict(standing.totals),
        "finished": standing.finished,
        "winner": standing.winner,
        "next_dealer": standing.next_dealer,
        "reason": standing.reason,
    }
    if header.scorer:
        data["scorer"] = header.scorer
    if header.table.teams:
        data["teams"] = {t.name: list(t.members) for t in header.table.teams}
    for key, value in standing.extra.items():
        data.setdefault(key, value)
    data.setdefault("progress", progress(replay, data["totals"]))
    return data


def progress(replay: Replay, totals: dict[str, int]) -> dict[str, list[int]]:
    """Each side's running total after every live hand (and after the closing settlement),
    for the sparkline in ``status`` and the chart on the printed sheet."""
    out: dict[str, list[int]] = {side: [] for side in totals}
    for line in replay.lines:
        if not line.void:
            for side, values in out.items():
                values.append(line.totals.get(side, 0))
    if replay.settlement is not None and any(replay.settlement.scores.values()):
        for side, values in out.items():
            values.append(totals[side])
    return out


def sheet_data(header: Header, replay: Replay, engine: Engine, ctx: Context) -> dict[str, Any]:
    hands = []
    for line in replay.lines:
        hands.append(
            {
                "n": line.n,
                "entry": dict(line.entry),
                "summary": engine.describe(line.entry, ctx, line.outcome),
                "scores": dict(line.outcome.scores) if line.outcome else {},
                "totals": dict(line.totals),
                "notes": list(line.outcome.notes) if line.outcome else [],
                "warnings": list(line.outcome.warnings) if line.outcome else [],
                "detail": line.outcome.detail if line.outcome else None,
                "void": line.void,
                "corrections": [
                    {
                        "action": c.action,
                        "reason": c.reason,
                        "at": c.at,
                        **({"entry": dict(c.entry)} if c.action == "fix" else {}),
                    }
                    for c in line.corrections
                ],
            }
        )
    data = status_data(header, replay)
    data["hands"] = hands
    data["settlement"] = (
        {"scores": dict(replay.settlement.scores), "notes": list(replay.settlement.notes)}
        if replay.settlement
        else None
    )
    data["options"] = dict(ctx.options)
    if replay.reopened:
        data["reopened"] = [
            {"after_hand": after, "reason": r.reason, "at": r.at} for after, r in replay.reopened
        ]
    return data


def reopened_line(reopen: Mapping[str, Any]) -> str:
    """How a sheet says that a close was taken back."""
    if reopen["reason"]:
        said = _("closed after hand {n}, then reopened ({reason}): play went on")
    else:
        said = _("closed after hand {n}, then reopened: play went on")
    return said.format(n=reopen["after_hand"], reason=reopen["reason"])
