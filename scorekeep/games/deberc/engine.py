"""Deberc for 2, 3 or 4 players or 2 v 2: hand records and their validation, round
points, bajts split between opponents, hanging pots, penalties, the outright deberc win and
both ways to end the game (DEBERC-R1…R14). Pure: the CLI feeds entries in."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from scorekeep.core.errors import Rejected
from scorekeep.core.game import (
    Context,
    Field,
    Outcome,
    Standing,
    Table,
    parse_teams,
)
from scorekeep.core.inputs import player_names
from scorekeep.games.deberc import entries, game_over, unplayed
from scorekeep.games.deberc import rules as deberc_rules
from scorekeep.games.deberc.entries import player_of
from scorekeep.games.deberc.game_over import target_warning
from scorekeep.games.deberc.hands import ENTRY_KEYS, Evening, Pack
from scorekeep.games.deberc.names import describe_hand, reason_words
from scorekeep.games.deberc.scoring import played
from scorekeep.games.jass.engine import JassEngine
from scorekeep.i18n import N_, _

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


class Deberc(JassEngine):
    name = "deberc"
    judge = "scorekeep.games.deberc.judge"
    option_keys = deberc_rules.OPTION_KEYS
    rule_ids = deberc_rules.RULE_IDS
    hand_fields = (
        Field("bidder", help=N_("who ordered the game (the bidder)")),
        Field("trump", help=N_("trump suit S H D C (♠ ♥ ♦ ♣)")),
        Field("dealer", help=N_("who dealt (default: the rotation)")),
        Field(
            "cards",
            "pairs",
            help=N_(
                "card points incl. the last trick, for every player (teams: or per side, A+C=N)"
            ),
        ),
        Field(
            "words",
            "many",
            help=N_('a combination: P="KH QH JH", P=bella, P=bella-unplayed (repeat)'),
        ),
        Field("no_tricks", "many", help=N_("a player who took no trick (repeat)")),
        Field("annul", help=N_("redeal: four-sevens or all-pass")),
        Field(
            "stopped_by",
            help=N_(
                'finish = "points": play stopped when this player\'s side '
                "reached the target on a trick"
            ),
        ),
    )

    def seated(self, players: Sequence[str], teams: Sequence[str]) -> Table:
        names = player_names(players, forbidden="+=", twice="{name} is named twice")
        if not 2 <= len(names) <= 4:
            raise Rejected(
                _("Deberc is for 2, 3 or 4 players, not {count}").format(count=len(names)),
                field="--players",
            )
        table = Table(names)
        if teams:
            table = Table(names, parse_teams(teams, names))
            problem = deberc_rules.team_problem(table)
            if problem:
                raise Rejected(problem, field="--teams", rule="DEBERC-R14")
        return table

    def check_first_dealer(self, first: Any, table: Table) -> None:
        player_of(first, table, "--set first_dealer", "DEBERC-P5")

    def entry_from_fields(self, fields: Mapping[str, Any], ctx: Context) -> dict[str, Any]:
        return entries.entry_from_fields(fields, ctx)

    def start(self, ctx: Context) -> Evening:
        first = ctx.options.get("first_dealer", "")
        dealer = (
            player_of(first, ctx.table, "first_dealer", "DEBERC-P5")
            if first
            else ctx.table.players[0]
        )
        sides = ctx.table.sides
        return Evening(
            dealer,
            tuple((s, 0) for s in sides),
            tuple((s, 0) for s in sides),
            Pack.of(ctx.table, ctx.ruleset.cards),
        )

    def play(
        self, state: Evening, entry: Mapping[str, Any], ctx: Context
    ) -> tuple[Evening, Outcome]:
        if state.over:
            raise Rejected(
                _(
                    "game already finished: {winner} won ({reason}); start a new game with "
                    "`scorekeep new`"
                ).format(winner=state.winner or _("nobody"), reason=reason_words(state.reason)),
                rule=state.rule or "DEBERC-R12",
            )
        unknown = sorted(set(entry) - ENTRY_KEYS)
        if unknown:
            raise Rejected(
                f"unknown field '{unknown[0]}' in a Deberc hand (fields: "
                + ", ".join(sorted(ENTRY_KEYS))
                + ")"
            )
        table = ctx.table
        warnings: list[str] = []
        if state.hands == 0 and int(ctx.options["target"]) not in deberc_rules.USUAL_TARGETS:
            warnings.append(target_warning(ctx))
        dealer = state.dealer
        if "dealer" in entry:
            given = player_of(entry["dealer"], table, "--dealer", "DEBERC-P5")
            if given != dealer:
                warnings.append(
                    f"{given} dealt, not {dealer} as the rotation says; the "
                    f"rotation goes on from {given} (DEBERC-P5)"
                )
            dealer = given
        scored = unplayed.annulled if "annulled" in entry else played
        new, outcome = scored(state, entry, dealer, ctx)
        if warnings:
            outcome = outcome._replace(warnings=tuple(warnings))
        return new, outcome

    def close(self, state: Evening, ctx: Context) -> tuple[Evening, Outcome]:
        """The table stops early: no settlement; the leader is named, a hanging pot is lost."""
        return game_over.close(state, ctx)

    def standing(self, state: Evening, ctx: Context) -> Standing:
        pot_from = state.pot[-1][0] if state.pot else None
        changed = {
            k: v
            for k, v in ctx.options.items()
            if k in ctx.ruleset.options and v != ctx.ruleset.options[k].default
        }
        extra: dict[str, Any] = {
            "hanging": state.hanging,
            "hanging_from": pot_from,
            "bajts": dict(state.bajts),
            "target": int(ctx.options["target"]),
            "changed_options": changed,
        }
        if int(ctx.options["target"]) not in deberc_rules.USUAL_TARGETS:
            extra["warnings"] = [target_warning(ctx)]
        if state.closed and state.reason.startswith("closed before the target"):
            extra["unfinished"] = True
        return Standing(
            dict(state.totals),
            state.over,
            state.winner,
            None if state.over else state.dealer,
            reason_words(state.reason),
            extra,
        )

    def prompt_parts(self, standing: Standing, ctx: Context) -> tuple[str, ...]:
        """``table``'s prompt says what hangs for the next hand."""
        hanging = standing.extra.get("hanging")
        return (_("{points} hanging").format(points=hanging),) if hanging else ()

    def hand_line(self, entry: Mapping[str, Any], outcome: Outcome | None) -> str:
        return describe_hand(entry, outcome)

    def brief(
        self, entry: Mapping[str, Any], ctx: Context, outcome: Outcome, room: int
    ) -> tuple[str, Mapping[str, int]] | None:
        """A line too long for the table (three or four players, two sides of long names,
        the cards as read) first leaves out the scores its points already say (a side
        writes what it took), then the cards as read; both stay on the sheet and in
        explain."""
        summary = self.describe(entry, ctx, outcome)
        scores = {side: points for side, points in outcome.scores.items() if points}
        if _width(summary, scores) <= room:
            return None
        shown = outcome.detail.points if outcome.detail else {}
        scores = {side: points for side, points in scores.items() if shown.get(side) != points}
        if _width(summary, scores) > room:
            summary = self.hand_line(entry, outcome)
        return summary, scores


def _width(summary: str, scores: Mapping[str, int]) -> int:
    said = ", ".join(f"{side} {points:+d}" for side, points in scores.items())
    return len(summary) + (len(" · " + said) if said else 0)


ENGINE = Deberc()
