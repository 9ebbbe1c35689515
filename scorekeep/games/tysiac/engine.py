"""Tysiąc: the bidder writes ± his bid, the others their rounded card points and marriages;
above 800 only a made bid counts (the barrel); bombs, bolts and the race to 1000
(TYS-R9…R19, in the order of TYS-R17). Pure: entries in, outcomes and standings out."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from scorekeep.core import cards as card_letters
from scorekeep.core.errors import Rejected
from scorekeep.core.game import (
    Context,
    EngineBase,
    Field,
    Outcome,
    Question,
    Standing,
    Table,
)
from scorekeep.core.inputs import is_whole_number, player_names, read_int
from scorekeep.core.ruleset import Ruleset
from scorekeep.games.tysiac import CARD_LANGUAGES
from scorekeep.games.tysiac.cards import (
    PACK_POINTS,
    parse_cards,
    read_suits,
    show,
    suit_word,
)
from scorekeep.games.tysiac.deal import (
    Deal,
    player_of,
    read_deal,
)
from scorekeep.games.tysiac.scoring import score
from scorekeep.games.tysiac.state import (
    DealDetail,
    Evening,
    active_players,
    first_dealer,
    from_dealer,
    is_int,
    next_dealer,
    sitter_of,
)
from scorekeep.i18n import N_, _

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


RULE_IDS = frozenset(f"TYS-R{i}" for i in range(1, 20))
OPTION_KEYS = frozenset(
    {
        "target",
        "first_dealer",
        "min_bid",
        "bid_step",
        "bid_limit",
        "first_trick_marriage",
        "opponent_marriages",
        "ace_marriage_points",
        "rounding",
        "two_player_total",
        "barrel",
        "barrel_attempts",
        "barrel_fall_penalty",
        "barrel_cap",
        "barrel_single",
        "bombs_per_game",
        "bomb_points",
        "bomb_cost",
        "sitter_scores_musik",
        "musik_ace_points",
        "finish",
        "must_beat",
        "must_trump",
        "bolt_penalty",
        "bolts_for_penalty",
        "reset_at",
        "play_on",
        "confirm_repeats",
    }
)

# --------------------------------------------------------------------------- entries


def _name(text: Any, ctx: Context, field: str) -> str:
    try:
        return ctx.table.player(str(text), field)
    except Rejected:
        return str(text).strip()


def _number(text: Any, field: str) -> Any:
    raw = str(text).strip()
    return read_int(raw, field, low=None) if is_whole_number(raw) else raw


class Tysiac(EngineBase):
    writes_facts = True
    name = "tysiac"
    option_keys = OPTION_KEYS
    rule_ids = RULE_IDS
    hand_fields = (
        Field("bidder", help=N_("the player who won the auction")),
        Field("bid", help=N_("the final contract (100, 110 … after the musik)")),
        Field("cards", "pairs", help=N_("card points taken in tricks, P=N for each active player")),
        Field("marriage", "pairs", help=N_("declared marriages, P=SUITS (♥ H, ♦ D, ♣ C, ♠ S)")),
        Field("held", help=N_("the marriages the bidder held at the auction (bid limit)")),
        Field("musik", help=N_('four players: the sitter\'s musik, "AS KD QD" or its points')),
        Field("bomb", help=N_("the bidder who refuses to play (bomba)")),
        Field("annul", help=N_("an annulled deal: redeal (the same dealer deals again)")),
        Field("dealer", help=N_("who dealt (the rotation otherwise)")),
        Field("note", help=N_("free text for the scoresheet")),
    )

    @property
    def questions(self) -> Mapping[str, Question]:
        """Loaded when a dispute is asked, not when a deal is recorded."""
        from scorekeep.games.tysiac.judge import QUESTIONS

        return QUESTIONS

    def seat(
        self,
        players: Sequence[str],
        teams: Sequence[str],
        ruleset: Ruleset,
        options: Mapping[str, Any],
    ) -> Table:
        if teams:
            raise Rejected(_("Tysiąc is played every player for himself"), field="--teams")
        if not 2 <= len(players) <= 4:
            raise Rejected(
                _("Tysiąc needs 2, 3 or 4 players, not {n}").format(n=len(players)),
                field="--players",
                rule="TYS-R12",
            )
        names = player_names(players, twice=_("{name} is listed twice in the players"))
        table = Table(players=names)
        first_dealer(Context(ruleset, options, table))
        return table

    def entry_from_fields(self, fields: Mapping[str, Any], ctx: Context) -> dict[str, Any]:
        entry: dict[str, Any] = {}
        if fields.get("annul"):
            entry["annulled"] = str(fields["annul"]).strip().lower()
        for key, field in (("bidder", "--bidder"), ("bomb", "--bomb"), ("dealer", "--dealer")):
            if fields.get(key):
                entry[key] = _name(fields[key], ctx, field)
        if fields.get("bid") not in (None, ""):
            entry["bid"] = _number(fields["bid"], "--bid")
        cards = fields.get("cards") or {}
        if isinstance(cards, list):
            entry["cards"] = [w if w == "." else _number(w, "--cards") for w in cards]
        elif cards:
            table: dict[str, Any] = {}
            for who, value in cards.items():
                name = _name(who, ctx, "--cards")
                if name in table:
                    raise Rejected(
                        _("{field} names {name} twice").format(field="--cards", name=name),
                        field="--cards",
                    )
                table[name] = _number(value, "--cards")
            entry["cards"] = table
        marriages = fields.get("marriage") or {}
        if marriages:
            languages = card_letters.reading(CARD_LANGUAGES, ctx.language)
            entry["marriages"] = {
                _name(who, ctx, "--marriage"): list(read_suits(suits, "--marriage", languages))
                for who, suits in marriages.items()
            }
        if fields.get("held"):
            languages = card_letters.reading(CARD_LANGUAGES, ctx.language)
            entry["held"] = list(read_suits(fields["held"], "--held", languages))
        if fields.get("musik") not in (None, ""):
            musik = str(fields["musik"]).strip()
            if is_whole_number(musik):
                entry["musik"] = read_int(musik, "--musik")
            else:
                languages = card_letters.reading(CARD_LANGUAGES, ctx.language)
                entry["musik"] = show(parse_cards(musik, "--musik", languages))
        if fields.get("note"):
            entry["note"] = str(fields["note"])
        return entry

    def facts(
        self, state: Evening, entry: Mapping[str, Any], known: Mapping[str, Any], ctx: Context
    ) -> dict[str, Any]:
        """Who dealt, so a later correction of another deal never moves it; with three
        active players the card points left out (SPEC §4.7)."""
        dealer = entry.get("dealer") or known.get("dealer") or next_dealer(state, ctx)
        written = {**entry, "dealer": dealer}
        cards = entry.get("cards")
        active = active_players(ctx, sitter_of(str(dealer), ctx))
        if isinstance(cards, list):
            if len(cards) > len(active):
                raise Rejected(
                    _("{n} card points for {m} active players ({players})").format(
                        n=len(cards), m=len(active), players=", ".join(active)
                    ),
                    field="--cards",
                    rule="TYS-R1",
                )
            cards = {p: n for p, n in zip(active, cards, strict=False) if n != "."}
        if isinstance(cards, Mapping) and "bidder" in entry:
            written["cards"] = _filled(dict(cards), ctx, str(dealer))
        return written

    def repeats_freely(self, entry: Mapping[str, Any]) -> bool:
        return "annulled" in entry

    def start(self, ctx: Context) -> Evening:
        zeros = (0,) * len(ctx.table.players)
        return Evening(zeros, zeros, zeros, zeros)

    def play(
        self, state: Evening, entry: Mapping[str, Any], ctx: Context
    ) -> tuple[Evening, Outcome]:
        if state.winner:
            raise Rejected(
                _("the game is finished: {reason}; no deal may be added").format(
                    reason=state.reason
                ),
                rule="TYS-R18",
            )
        if state.closed:
            raise Rejected(
                _("the session is finished (closed); no deal may be added"), rule="TYS-R18"
            )
        dealer = str(entry.get("dealer") or next_dealer(state, ctx))
        dealer = player_of(dealer, ctx, "--dealer", "TYS-R17")
        deal = read_deal(entry, ctx, dealer)
        if deal.kind == "bomb":
            _bomb_allowed(state, deal, ctx)
        scored = score(state, deal, ctx)
        warnings = tuple(
            _("{player} declared a marriage but took no card points").format(player=p)
            for p in deal.marriages
            if deal.cards.get(p, 1) == 0
        )
        events = tuple(n for n in scored.notes if "(TYS-R9)" not in n)
        return scored.state, Outcome(
            scored.scores, scored.notes, warnings, scored.detail, events=events
        )

    def close(self, state: Evening, ctx: Context) -> tuple[Evening, Outcome]:
        new = state._replace(closed=True)
        return new, Outcome(dict.fromkeys(ctx.table.players, 0), (self._result(new, ctx)[1],))

    def _result(self, state: Evening, ctx: Context) -> tuple[str | None, str]:
        if state.winner:
            return state.winner, state.reason
        if not state.closed:
            return None, ""
        players = ctx.table.players
        best = max(state.totals)
        leaders = [p for p, t in zip(players, state.totals, strict=True) if t == best]
        if len(leaders) == 1:
            return leaders[0], _(
                "closed before anyone reached the target; {player} has the highest total, {total}"
            ).format(player=leaders[0], total=best) + " (TYS-R18)"
        return None, _("closed before anyone reached the target; {names} are level").format(
            names=", ".join(leaders)
        ) + " (TYS-R18)"

    def standing(self, state: Evening, ctx: Context) -> Standing:
        players = ctx.table.players
        totals = dict(zip(players, state.totals, strict=True))
        winner, reason = self._result(state, ctx)
        finished = bool(state.winner) or state.closed
        barrel = int(ctx.options.get("barrel", 800))
        on_barrel = [p for p in players if barrel and totals[p] >= barrel and not finished]
        dealer = None if finished else next_dealer(state, ctx)
        return Standing(
            totals=totals,
            finished=finished,
            winner=winner,
            next_dealer=dealer,
            reason=reason,
            extra={
                "target": int(ctx.options.get("target", 1000)),
                "barrel": barrel,
                "on_barrel": on_barrel,
                "barrel_attempts": {
                    p: a for p, a in zip(players, state.attempts, strict=True) if p in on_barrel
                },
                "bombs": dict(zip(players, state.bombs, strict=True)),
                "bombs_per_game": int(ctx.options.get("bombs_per_game", 1)),
                "bolts": dict(zip(players, state.bolts, strict=True)),
                "sitter": sitter_of(dealer, ctx) or None if dealer else None,
                "first_bidder": from_dealer(dealer, list(players))[0] if dealer else None,
            },
        )

    def prompt_parts(self, standing: Standing, ctx: Context) -> tuple[str, ...]:
        """``table``'s prompt after the dealer: who bids first, who sits out (four players)
        and who is on the barrel, with his attempts."""
        extra = standing.extra
        parts = []
        if extra.get("first_bidder"):
            parts.append(_("{player} bids first").format(player=extra["first_bidder"]))
        if extra.get("sitter"):
            parts.append(_("{player} sits out").format(player=extra["sitter"]))
        attempts = extra.get("barrel_attempts", {})
        for player in extra.get("on_barrel", ()):
            marks = " " + "|" * attempts[player] if attempts.get(player) else ""
            parts.append(_("{player} on the barrel").format(player=player) + marks)
        return tuple(parts)

    def describe(
        self, entry: Mapping[str, Any], ctx: Context, outcome: Outcome | None = None
    ) -> str:
        if "annulled" in entry:
            return _("redeal")
        if "bomb" in entry:
            bid = entry.get("bid")
            return _("{player} bombs").format(player=entry["bomb"]) + (f" ({bid})" if bid else "")
        detail: DealDetail | None = outcome.detail if outcome else None
        word = ""
        if detail is not None:
            word = ", " + (_("made") if detail.made else _("failed"))
        marriages = entry.get("marriages", {})
        said = []
        if isinstance(marriages, Mapping):
            for player, suits in marriages.items():
                marks = "".join(suit_word(s) for s in suits) if isinstance(suits, list) else suits
                said.append(f"{player} M{marks}")
        cards = entry.get("cards", {})
        points = (
            ", ".join(f"{p} {n}" for p, n in cards.items()) if isinstance(cards, Mapping) else ""
        )
        text = f"{entry.get('bidder', '?')} {entry.get('bid', '?')}{word}"
        if said:
            text += "; " + ", ".join(said)
        if points:
            text += "; " + points
        if entry.get("musik") not in (None, 0):
            text += "; " + _("musik {musik}").format(musik=entry["musik"])
        if entry.get("note"):
            text += f" ({entry['note']})"
        return text


def _filled(table: dict[str, Any], ctx: Context, dealer: str) -> dict[str, Any]:
    """With three active players the last one's card points may be left out: 120 less the
    others' (SPEC §4.7)."""
    active = active_players(ctx, sitter_of(dealer, ctx))
    missing = [p for p in active if p not in table]
    given = list(table.values())
    if len(active) == 3 and len(missing) == 1 and all(is_int(v) for v in given):
        filled = dict(table)
        filled[missing[0]] = PACK_POINTS - sum(given)
        return {p: filled[p] for p in active if p in filled}
    return table


def _bomb_allowed(state: Evening, deal: Deal, ctx: Context) -> None:
    allowed = int(ctx.options.get("bombs_per_game", 1))
    if not allowed:
        raise Rejected(
            _("bombs are not played here (bombs_per_game = 0)"), field="--bomb", rule="TYS-R11"
        )
    used = state.bombs[ctx.table.players.index(deal.bidder)]
    if used >= allowed:
        raise Rejected(
            _("{player} has used {used} of {allowed} bombs").format(
                player=deal.bidder, used=used, allowed=allowed
            ),
            field="--bomb",
            rule="TYS-R11",
        )


ENGINE = Tysiac()
