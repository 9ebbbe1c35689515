"""Derda: two players, bid a trump and take more points than the opponent, or suffer a bajt
(DERDA-R1…R14). Hands are played, claimed ("dość"), annulled or traded; a sztajnbajt leaves
the bidder's points hanging for the winner of the next played hand. Pure: no I/O."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from scorekeep.core.errors import Rejected
from scorekeep.core.game import (
    Context,
    EngineBase,
    Field,
    Outcome,
    Question,
    Standing,
    Table,
    resolve_name,
)
from scorekeep.core.inputs import player_names
from scorekeep.core.ruleset import Ruleset
from scorekeep.games.derda import calls, game_over, reading
from scorekeep.games.derda.hands import Game, hand_kind, other, read_player
from scorekeep.games.derda.names import describe_hand
from scorekeep.games.derda.scoring import played
from scorekeep.games.jass.cards import read_back
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


class Derda(EngineBase):
    writes_facts = True
    name = "derda"
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
    def seat(
        self,
        players: Sequence[str],
        teams: Sequence[str],
        ruleset: Ruleset,
        options: Mapping[str, Any],
    ) -> Table:
        if teams:
            raise Rejected(_("Derda is played by two players, not in teams"), field="--teams")
        if len(players) != 2:
            raise Rejected(
                _("Derda is for exactly 2 players, not {count}").format(count=len(players)),
                field="--players",
            )
        names = player_names(players, forbidden="=", twice="both players are called {name}")
        first = str(options.get("first_dealer", "")).strip()
        if first:
            try:
                resolve_name(first, names, "--set", "player")
            except Rejected:
                raise Rejected(
                    _("first_dealer '{first}' is not a player ({players})").format(
                        first=first, players=", ".join(names)
                    ),
                    field="--set",
                    rule="DERDA-D1",
                ) from None
        return Table(tuple(names))

    def entry_from_fields(self, fields: Mapping[str, Any], ctx: Context) -> dict[str, Any]:
        """Flags to a journal entry. Names and numbers are normalised where they can be;
        what cannot be read is kept as typed, so ``play`` rejects it naming the hand."""
        return reading.entry_from_fields(fields, ctx)

    def facts(
        self, state: Game, entry: Mapping[str, Any], known: Mapping[str, Any], ctx: Context
    ) -> dict[str, Any]:
        """Who dealt (DERDA-D1): the table's word, else the dealer already recorded, else the
        rotation; so a later correction of another hand never moves it."""
        return {**entry, "dealer": entry.get("dealer") or known.get("dealer") or state.dealer}

    # ----------------------------------------------------------------- replay
    def start(self, ctx: Context) -> Game:
        players = ctx.table.players
        first = str(ctx.options.get("first_dealer", "")).strip()
        dealer = resolve_name(first, players, "--set", "player") if first else players[0]
        return Game(
            totals=(0,) * len(players),
            dealer=dealer,
            card_max=reading.card_maximum(ctx.ruleset, ctx.options),
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
            return calls.annulled(state, entry, dealer, ctx)
        if kind == "trade":
            return calls.trade(state, entry, dealer, ctx)
        if kind == "claim":
            return calls.claim(state, entry, dealer, ctx)
        return played(state, entry, dealer, ctx)

    def close(self, state: Game, ctx: Context) -> tuple[Game, Outcome]:
        """The table stops: nothing is paid; a hanging pot stays unresolved (DERDA-R9)."""
        return game_over.close(state, ctx)

    def standing(self, state: Game, ctx: Context) -> Standing:
        players = ctx.table.players
        extra: dict[str, Any] = {
            "hanging": state.hanging,
            "hanging_from": state.pot[-1].bidder if state.pot else None,
            "bajts": dict(zip(players, state.bajts, strict=True)),
            "sztajnbajts": dict(zip(players, state.sztajnbajts, strict=True)),
            "unresolved_hanging": state.hanging if state.finished else 0,
            "target": int(ctx.options.get("target", 500)),
            "first_bid_and_lead": None if state.finished else other(state.dealer, players),
        }
        return Standing(
            dict(zip(players, state.totals, strict=True)),
            state.finished,
            state.winner,
            None if state.finished else state.dealer,
            state.reason,
            extra,
        )

    def repeats_freely(self, entry: Mapping[str, Any]) -> bool:
        """An annulled hand (dwa razy, a double pass) may well come twice running."""
        return "annulled" in entry

    def prompt_parts(self, standing: Standing, ctx: Context) -> tuple[str, ...]:
        """``table``'s prompt says who bids first and what hangs for the next hand."""
        extra, parts = standing.extra, []
        if extra.get("first_bid_and_lead"):
            parts.append(_("{player} bids").format(player=extra["first_bid_and_lead"]))
        if extra.get("hanging"):
            parts.append(_("{points} hanging").format(points=extra["hanging"]))
        return tuple(parts)

    def describe(
        self, entry: Mapping[str, Any], ctx: Context, outcome: Outcome | None = None
    ) -> str:
        return describe_hand(entry, outcome) + read_back(entry, ctx.language)

    @property
    def questions(self) -> Mapping[str, Question]:
        """Loaded when a dispute is asked, not when a hand is recorded."""
        from scorekeep.games.derda.judge import QUESTIONS

        return QUESTIONS


ENGINE = Derda()
