"""Derda: two players, bid a trump and take more points than the opponent, or suffer a bajt
(DERDA-R1…R14). Hands are played, claimed ("dość"), annulled or traded; a sztajnbajt leaves
the bidder's points hanging for the winner of the next played hand. Pure: no I/O."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from scorekeep.core.errors import Rejected
from scorekeep.core.game import (
    Context,
    Field,
    Outcome,
    Standing,
    Table,
    resolve_name,
)
from scorekeep.core.inputs import player_names
from scorekeep.core.shared import per_player
from scorekeep.games.derda import entries, game_over, unplayed
from scorekeep.games.derda.hands import Game, hand_kind, other, read_player
from scorekeep.games.derda.names import describe_hand
from scorekeep.games.derda.scoring import played
from scorekeep.games.jass.engine import JassEngine
from scorekeep.i18n import N_, _

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

RULE_IDS = frozenset(
    [f"DERDA-R{i}" for i in range(1, 16)]
    + [
        "DERDA-C1",
        "DERDA-D1",
        "DERDA-B1",
        "DERDA-B2",
        "DERDA-B3",
        "DERDA-B4",
        "DERDA-P1",
        "DERDA-P2",
        "DERDA-P3",
        "DERDA-P4",
        "DERDA-P5",
        "DERDA-T1",
        "DERDA-T2",
    ]
)
OPTION_KEYS = frozenset(
    {
        "target",
        "first_dealer",
        "trade_offers",
        "minela_bonus",
        "last_trick_bonus",
        "words_need_trick",
        "seven_exchange",
        "tally_style",
        "tally_hundred",
        "tally_units",
        "play_on",
        "confirm_repeats",
    }
)


class Derda(JassEngine):
    name = "derda"
    judge = "scorekeep.games.derda.judge"
    option_keys = OPTION_KEYS
    rule_ids = RULE_IDS
    hand_fields = (
        Field("bidder", help=N_("who chose trump and promised more points")),
        Field("trump", help=N_("trump suit S H D C (♠ ♥ ♦ ♣, pik kier karo trefl)")),
        Field("dealer", help=N_("who dealt (overrides the rotation; the table is boss)")),
        Field("cards", "pairs", help=N_("card points taken in tricks, trump jack 22: P=N")),
        Field("words", "many", help=N_('a sequence P="KH QH JH" or P=belo; repeat for each word')),
        Field("no_tricks", "many", help=N_("a player who took no trick")),
        Field("annul", help=N_("annulled hand: double-pass or dwa-razy")),
        Field("trade", "pairs", help=N_("accepted trade offer: points to the player who asked")),
        Field("next_dealer", help=N_("with --trade: who deals next, if agreed")),
        Field("claim", help=N_('player who said "dość"')),
        Field("claim_cards", help=N_("card points in the claimant's tricks so far")),
    )

    # ----------------------------------------------------------------- table
    def seated(self, players: Sequence[str], teams: Sequence[str]) -> Table:
        if teams:
            raise Rejected(_("Derda is played by two players, not in teams"), field="--teams")
        if len(players) != 2:
            raise Rejected(
                _("Derda is for exactly 2 players, not {count}").format(count=len(players)),
                field="--players",
            )
        names = player_names(players, forbidden="=", twice="both players are called {name}")
        return Table(tuple(names))

    def check_first_dealer(self, first: Any, table: Table) -> None:
        first = str(first).strip()
        if not first:
            return
        try:
            resolve_name(first, table.players, "--set", "player")
        except Rejected:
            raise Rejected(
                _("first_dealer '{first}' is not a player ({players})").format(
                    first=first, players=", ".join(table.players)
                ),
                field="--set",
                rule="DERDA-D1",
            ) from None

    def entry_from_fields(self, fields: Mapping[str, Any], ctx: Context) -> dict[str, Any]:
        """Flags to a journal entry. Names and numbers are normalised where they can be;
        what cannot be read is kept as typed, so ``play`` rejects it naming the hand."""
        return entries.entry_from_fields(fields, ctx)

    # ----------------------------------------------------------------- replay
    def start(self, ctx: Context) -> Game:
        players = ctx.table.players
        first = str(ctx.options.get("first_dealer", "")).strip()
        dealer = resolve_name(first, players, "--set", "player") if first else players[0]
        return Game(
            totals=(0,) * len(players),
            dealer=dealer,
            card_max=entries.card_maximum(ctx.ruleset, ctx.options),
            bajts=(0,) * len(players),
            sztajnbajts=(0,) * len(players),
        )

    def play(self, state: Game, entry: Mapping[str, Any], ctx: Context) -> tuple[Game, Outcome]:
        if state.finished:
            raise Rejected(
                _(
                    "game already finished ({reason}); start a new session with "
                    "`scorekeep new derda`"
                ).format(reason=state.reason),
                rule="DERDA-R11",
            )
        players = ctx.table.players
        if not isinstance(entry, Mapping):
            raise Rejected(_("a Derda hand must be a table of fields"))
        kind = hand_kind(entry)
        dealer = state.dealer
        if "dealer" in entry:
            dealer = read_player(entry["dealer"], players, "--dealer", "DERDA-D1")
        if kind == "annulled":
            return unplayed.annulled(state, entry, dealer, ctx)
        if kind == "trade":
            return unplayed.trade(state, entry, dealer, ctx)
        if kind == "claim":
            return unplayed.claim(state, entry, dealer, ctx)
        return played(state, entry, dealer, ctx)

    def close(self, state: Game, ctx: Context) -> tuple[Game, Outcome]:
        """The table stops: nothing is paid; a hanging pot stays unresolved (DERDA-R9)."""
        return game_over.close(state, ctx)

    def standing(self, state: Game, ctx: Context) -> Standing:
        players = ctx.table.players
        extra: dict[str, Any] = {
            "hanging": state.hanging,
            "hanging_from": state.pot[-1].bidder if state.pot else None,
            "bajts": per_player(players, state.bajts),
            "sztajnbajts": per_player(players, state.sztajnbajts),
            "unresolved_hanging": state.hanging if state.finished else 0,
            "target": int(ctx.options.get("target", 500)),
            "first_bid_and_lead": None if state.finished else other(state.dealer, players),
        }
        if state.closed and state.winner is None:
            extra["unfinished"] = True
        return Standing(
            per_player(players, state.totals),
            state.finished,
            state.winner,
            None if state.finished else state.dealer,
            state.reason,
            extra,
        )

    def prompt_parts(self, standing: Standing, ctx: Context) -> tuple[str, ...]:
        """``table``'s prompt says who bids first and what hangs for the next hand."""
        extra, parts = standing.extra, []
        if extra.get("first_bid_and_lead"):
            parts.append(_("{player} bids").format(player=extra["first_bid_and_lead"]))
        if extra.get("hanging"):
            parts.append(_("{points} hanging").format(points=extra["hanging"]))
        return tuple(parts)

    def hand_line(self, entry: Mapping[str, Any], outcome: Outcome | None) -> str:
        return describe_hand(entry, outcome)


ENGINE = Derda()
