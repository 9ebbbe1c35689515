"""Pebbles: the smallest game scorekeep can keep, declared as one folder (this package) and
one line. Each hand every player takes some pebbles; the first to the target wins (TOY-R1,
TOY-R2)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from types import MappingProxyType
from typing import Any

from scorekeep.core.errors import Rejected
from scorekeep.core.game import (
    Context,
    EngineBase,
    Field,
    Outcome,
    Question,
    Standing,
    Table,
    Verdict,
)
from scorekeep.core.ruleset import Ruleset


def _answer(inputs: Mapping[str, Any], ctx: Context) -> Verdict:
    needed = int(ctx.options["target"]) - int(inputs.get("total", 0))
    return Verdict(str(max(needed, 0)), max(needed, 0), "TOY-R2", "pebbles still needed")


class Pebbles(EngineBase):
    name = "pebbles"
    option_keys = frozenset({"target"})
    rule_ids = frozenset({"TOY-R1", "TOY-R2"})
    hand_fields = (Field("took", kind="pairs", flag="--took", help="pebbles each player took"),)
    questions: Mapping[str, Question] = MappingProxyType(
        {"needed": Question("needed", "pebbles still needed", (Field("total"),), _answer)}
    )

    def seat(
        self,
        players: Sequence[str],
        teams: Sequence[str],
        ruleset: Ruleset,
        options: Mapping[str, Any],
    ) -> Table:
        return Table(tuple(players))

    def entry_from_fields(self, fields: Mapping[str, Any], ctx: Context) -> dict[str, Any]:
        took = fields.get("took") or {}
        return {"took": {ctx.table.player(k, "--took"): int(v) for k, v in took.items()}}

    def start(self, ctx: Context) -> dict[str, int]:
        return dict.fromkeys(ctx.table.players, 0)

    def play(
        self, state: dict[str, int], entry: Mapping[str, Any], ctx: Context
    ) -> tuple[dict[str, int], Outcome]:
        took = dict(entry["took"])
        if any(n < 0 for n in took.values()):
            raise Rejected("pebbles cannot be negative", field="--took", rule="TOY-R1")
        scores = {p: int(took.get(p, 0)) for p in state}
        return {p: state[p] + scores[p] for p in state}, Outcome(scores)

    def close(self, state: dict[str, int], ctx: Context) -> tuple[dict[str, int], Outcome]:
        return state, Outcome(dict.fromkeys(state, 0))

    def standing(self, state: dict[str, int], ctx: Context) -> Standing:
        target = int(ctx.options["target"])
        winner = next((p for p, n in state.items() if n >= target), None)
        return Standing(dict(state), winner is not None, winner, None, "TOY-R2" if winner else "")

    def describe(
        self, entry: Mapping[str, Any], ctx: Context, outcome: Outcome | None = None
    ) -> str:
        return ", ".join(f"{p} {n}" for p, n in entry["took"].items())


ENGINE = Pebbles()
