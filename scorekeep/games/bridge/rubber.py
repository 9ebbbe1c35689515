"""Rubber bridge, the engine: the deal passed round the table, each deal scored on the We/They
pad, the games won below the line (BR-S8, S9), vulnerability (BR-S10), the rubber ended by a
side's second game with its bonus (BR-S11), the winner (BR-S12, S13), the settlement of an
unfinished rubber (BR-S14), a passed-out deal (BR-S15) and the rounded difference (BR-S16).
Pure: the CLI feeds entries in, renderers read the outcomes' detail. The contract and its
score live in contract.py, the auction in auction.py, the checks of an entry in deal.py and
a revoke's transfer of tricks in revoke.py."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from scorekeep.core import cards
from scorekeep.core.errors import Rejected
from scorekeep.core.game import (
    Context,
    EngineBase,
    Field,
    Outcome,
    Question,
    Standing,
    Table,
    Team,
    resolve_name,
)
from scorekeep.core.inputs import player_names, read_int
from scorekeep.core.record import NamedTuple
from scorekeep.core.ruleset import Ruleset
from scorekeep.games.bridge import CARD_LANGUAGES
from scorekeep.games.bridge.auction import (
    calls_written,
    judge_auction,
    split_calls,
)
from scorekeep.games.bridge.contract import (
    deal_points,
    parse_contract,
    parse_honors,
    settlement_words,
)
from scorekeep.games.bridge.deal import read_deal
from scorekeep.games.bridge.revoke import (
    Revoke,
    after_revoke,
    revoke_detail,
    revoke_entry,
    revoke_note,
    without_revoke,
)
from scorekeep.games.bridge.seats import (
    SEATS,
    SIDES,
    add_to_side,
    by_side,
    other,
    seat_after,
    side_of,
)
from scorekeep.games.bridge.shorthand import PASS_WORDS
from scorekeep.i18n import N_, _, ngettext

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

RULE_IDS = frozenset(
    [f"BR-A{i}" for i in range(1, 15)]
    + [f"BR-S{i}" for i in range(1, 18)]
    + [f"BR-P{i}" for i in range(1, 5)]
)
OPTION_KEYS = frozenset(
    {
        "first_dealer",
        "rotation_after_wrong_dealer",
        "play_on",
        "confirm_repeats",
        "round_rubbers",
        "we_side",
        "honors",
        "game_threshold",
        "rubber_bonus_two_nil",
        "rubber_bonus_two_one",
        "unfinished_game_bonus",
        "unfinished_partscore_bonus",
        "unfinished_partscore_rule",
        "tie_break",
        "round_difference",
        "nt_alias",
    }
)


def _with_symbol(contract: str) -> str:
    """``4H`` → ``4♥`` (``3NTX`` stays): a sheet of another language shows the suit it read."""
    for letter, symbol in cards.SYMBOL_OF.items():
        if contract[1:2] == letter:
            return contract[:1] + symbol + contract[2:]
    return contract


class RubberBonus(NamedTuple):
    side: str
    points: int


class DealDetail(NamedTuple):
    """One deal for the pad: who dealt, who was vulnerable, the points below and above the
    line item by item, a game won and the rubber bonus."""

    dealer: str
    vulnerable: Mapping[str, bool]
    below: Mapping[str, int]
    above: Mapping[str, int]
    passed_out: bool = False
    game: str | None = None
    rubber_bonus: RubberBonus | None = None
    contract: str | None = None
    declarer: str | None = None
    tricks: int | None = None
    side: str | None = None
    items: tuple[tuple[str, int, str, str, bool], ...] = ()
    revoke: Revoke | None = None
    due: str | None = None
    """The seat the rotation named, when another seat dealt (BR-S17)."""


class SettlementDetail(NamedTuple):
    """BR-S14: what an unfinished rubber's settlement adds above the line."""

    above: Mapping[str, int]
    items: tuple[tuple[str, int, str, str, bool], ...]


# --------------------------------------------------------------------------- the rubber


class Rubber(NamedTuple):
    deals: int = 0
    games: tuple[int, int] = (0, 0)
    below: tuple[int, int] = (0, 0)
    totals: tuple[int, int] = (0, 0)
    above: tuple[int, int] = (0, 0)
    rubber_over: bool = False
    closed: bool = False
    dealt: str = ""  # who dealt the last deal played, as the journal records it


def _ix(side: str) -> int:
    return SIDES.index(side)


class Bridge(EngineBase):
    writes_facts = True
    name = "bridge"
    option_keys = OPTION_KEYS
    rule_ids = RULE_IDS
    hand_fields = (
        Field("contract", "positional", N_("contract such as 4S, 3NTX, 6♥XX, or `pass`")),
        Field("by", help=N_("declarer: seat letter N E S W or player name")),
        Field("tricks", help=N_("tricks the declaring side took, 0-13")),
        Field("result", help=N_("+N overtricks, -N down, = just made")),
        Field("honors", help=N_("honors claim SIDE:100 or SIDE:150 (NS, EW)")),
        Field("auction", help=N_('the calls from the dealer, e.g. "1C 1H P 2H P P P"')),
        Field("dealer", help=N_("the seat that really dealt (out of turn: it stands, BR-S17)")),
        Field("revoke", help=N_("established revoke SIDE:N: the side that revoked, tricks moved")),
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
            raise Rejected(
                _(
                    "bridge sides are fixed by the seats (N+S against E+W); "
                    "give seats with --players N=Ania,E=Bartek,S=Celina,W=Darek"
                ),
                field="--teams",
            )
        seats: dict[str, str] = {}
        if players and all("=" in p for p in players):
            for item in players:
                seat, _sep, name = item.partition("=")
                seat = seat.strip().upper()
                if seat not in SEATS:
                    raise Rejected(
                        _("'{seat}' is not a seat; seats are N, E, S, W").format(seat=seat),
                        field="--players",
                    )
                if seat in seats:
                    raise Rejected(
                        _("seat {seat} is given twice").format(seat=seat), field="--players"
                    )
                seats[seat] = name.strip()
        elif any("=" in p for p in players):
            raise Rejected(
                _("give every player as SEAT=NAME, or all four names in N,E,S,W order"),
                field="--players",
            )
        else:
            seats = dict(zip(SEATS, (p.strip() for p in players), strict=False))
        if len(seats) != 4 or len(players) != 4:
            raise Rejected(
                _("bridge needs four players, one in each seat N, E, S, W; got {n}").format(
                    n=len(players)
                ),
                field="--players",
            )
        if any(not seats[s].strip() for s in SEATS):
            raise Rejected(_("a seat has an empty name"), field="--players")
        names = player_names(
            [seats[s] for s in SEATS], forbidden="=", twice="{name} cannot sit in two seats"
        )
        seats = dict(zip(SEATS, names, strict=True))
        return Table(
            players=names,
            teams=(Team("NS", (seats["N"], seats["S"])), Team("EW", (seats["E"], seats["W"]))),
            seats=tuple((s, seats[s]) for s in SEATS),
        )

    def seat_of(self, text: str, table: Table, field: str) -> str:
        word = str(text).strip()
        if word.upper() in SEATS:
            return word.upper()
        name = resolve_name(word, [n for _, n in table.seats], field, "player")
        return next(s for s, n in table.seats if n == name)

    # ----------------------------------------------------------------- entries
    def entry_from_fields(self, fields: Mapping[str, Any], ctx: Context) -> dict[str, Any]:
        entry: dict[str, Any] = revoke_entry(fields)
        contract = fields.get("contract")
        auction = fields.get("auction")
        if contract is None and auction is None:
            raise Rejected(
                _("give the contract (e.g. 4S, or `pass`) or --auction"), field="CONTRACT"
            )
        languages = cards.reading(CARD_LANGUAGES, ctx.language)
        if auction is not None:
            calls = calls_written(
                split_calls(auction), ctx.options.get("nt_alias", ("N", "NT", "BA")), languages
            )
            entry["auction"] = " ".join(calls)
        if "dealer" in fields:
            entry["dealer"] = self.seat_of(fields["dealer"], ctx.table, "--dealer")
        if contract is not None and str(contract).strip().lower() in PASS_WORDS:
            entry["contract"] = "pass"
            for key in ("by", "tricks", "result", "honors"):
                if key in fields:
                    raise Rejected(
                        _("a passed-out deal has no declarer, tricks or honors"),
                        field="--" + key,
                        rule="BR-S15",
                    )
            return entry
        if contract is not None:
            nt = ctx.options.get("nt_alias", ("N", "NT", "BA"))
            entry["contract"] = str(parse_contract(contract, nt, languages=languages))
        if "by" in fields:
            entry["by"] = self.seat_of(fields["by"], ctx.table, "--by")
        if "tricks" in fields and "result" in fields:
            raise Rejected(_("give --tricks or --result, not both"), field="--result")
        if "tricks" in fields:
            entry["tricks"] = read_int(fields["tricks"], "--tricks", low=None)
        elif "result" in fields:
            entry["result"] = str(fields["result"]).strip()
        if "honors" in fields:
            side, points = parse_honors(fields["honors"])
            entry["honors"] = f"{side}:{points}"
        return entry

    # ----------------------------------------------------------------- replay
    def start(self, ctx: Context) -> Rubber:
        return Rubber()

    def dealer(self, state: Rubber, ctx: Context) -> str:
        """BR-A2: clockwise after the last deal's dealer (after a deal dealt out of turn,
        as ``rotation_after_wrong_dealer`` says: see :meth:`play`)."""
        if state.dealt:
            return seat_after(state.dealt)
        return seat_after(str(ctx.options.get("first_dealer", "N")), state.deals)

    def facts(
        self, state: Rubber, entry: Mapping[str, Any], known: Mapping[str, Any], ctx: Context
    ) -> dict[str, Any]:
        """Who dealt — the seat given (BR-S17: a deal dealt out of turn stands), else the one
        the replaced entry recorded, else the rotation — with ``due``, the seat the rotation
        named, when another dealt; and for an auction the contract and declarer it gave
        from the seat that dealt."""
        rotation = str(known.get("due") or known.get("dealer") or self.dealer(state, ctx))
        dealer = str(entry.get("dealer") or known.get("dealer") or rotation)
        out = {**entry, "dealer": dealer}
        out.pop("due", None)
        if dealer != rotation:
            out["due"] = rotation
        if "auction" in entry:
            nt = ctx.options.get("nt_alias", ("N", "NT", "BA"))
            derived = judge_auction(dealer, split_calls(entry["auction"]), nt)
            if derived.status == "complete":
                out.setdefault("contract", str(derived.contract))
                out.setdefault("by", derived.declarer)
        return out

    def _dealer_of(self, state: Any, entry: Mapping[str, Any], ctx: Context) -> str:
        """The recorded dealer when the journal has one (the table's fact), else the rotation."""
        if "dealer" not in entry:
            return self.dealer(state, ctx)
        return seat_fact(entry, "dealer")

    def play(self, state: Rubber, entry: Mapping[str, Any], ctx: Context) -> tuple[Rubber, Outcome]:
        if state.rubber_over:
            raise Rejected(
                _(
                    "the rubber is over; no further deal may be added (start a new "
                    "rubber with `scorekeep new`)"
                ),
                rule="BR-S11",
            )
        dealer = self._dealer_of(state, entry, ctx)
        due = seat_fact(entry, "due") if "due" in entry else dealer
        revoke = entry.get("revoke")
        contract, declarer, tricks, honors = read_deal(without_revoke(entry), dealer, ctx)
        played = tricks
        if revoke is not None:
            tricks = after_revoke(revoke, declarer, tricks)
        vulnerable = by_side((state.games[0] >= 1, state.games[1] >= 1))
        late = out_of_turn(dealer, due)
        dealt = dealer if follows_actual_dealer(ctx) else due
        if contract is None or declarer is None:
            passed = state._replace(deals=state.deals + 1, dealt=dealt)
            return passed, Outcome(
                {"NS": 0, "EW": 0},
                (_("passed out: no score, the deal passes on (BR-S15)"), *late),
                detail=DealDetail(
                    dealer,
                    vulnerable,
                    by_side((0, 0)),
                    by_side((0, 0)),
                    passed_out=True,
                    due=due if late else None,
                ),
            )
        side = side_of(declarer)
        below, above, items = deal_points(contract, side, tricks, vulnerable[side], honors)
        notes: list[str] = list(late)
        if revoke is not None:
            notes.append(revoke_note(revoke, played, tricks))
        games, current = state.games, add_to_side(state.below, side, below[_ix(side)])
        rubber_over = False
        won: str | None = None
        rubber_bonus: RubberBonus | None = None
        threshold = int(ctx.options.get("game_threshold", 100))
        if current[_ix(side)] >= threshold:
            erased = current[_ix(other(side))]
            games, rubber_bonus = _game_won(side, games, erased, vulnerable[side], ctx, notes)
            won, current = side, (0, 0)
            if rubber_bonus is not None:
                rubber_over = True
                above = add_to_side(above, side, rubber_bonus.points)
        detail = DealDetail(
            dealer,
            vulnerable,
            by_side(below),
            by_side(above),
            game=won,
            rubber_bonus=rubber_bonus,
            contract=str(contract),
            declarer=declarer,
            tricks=tricks,
            side=side,
            items=items,
            revoke=None if revoke is None else revoke_detail(revoke, played, tricks),
            due=due if late else None,
        )
        scores = by_side((below[0] + above[0], below[1] + above[1]))
        new = Rubber(
            deals=state.deals + 1,
            games=games,
            below=current,
            totals=(state.totals[0] + scores["NS"], state.totals[1] + scores["EW"]),
            above=(state.above[0] + above[0], state.above[1] + above[1]),
            rubber_over=rubber_over,
            dealt=dealt,
        )
        if rubber_over:
            notes.append(self._result_note(new, ctx))
        return new, Outcome(scores, tuple(notes), detail=detail)

    def close(self, state: Rubber, ctx: Context) -> tuple[Rubber, Outcome]:
        """BR-S14: the unfinished-rubber settlement (nothing when the rubber was finished)."""
        bonus = [0, 0]
        items: list[tuple[str, int, str, str, bool]] = []
        if not state.rubber_over:
            winners = [s for s in SIDES if state.games[_ix(s)] == 1]
            if len(winners) == 1:
                points = int(ctx.options["unfinished_game_bonus"])
                bonus[_ix(winners[0])] += points
                items.append(
                    ("one game in an unfinished rubber", points, winners[0], "BR-S14", False)
                )
            partscores = [s for s in SIDES if state.below[_ix(s)] > 0]
            rule = ctx.options["unfinished_partscore_rule"]
            if len(partscores) == 1 or (rule == "each" and partscores):
                points = int(ctx.options["unfinished_partscore_bonus"])
                for s in partscores:
                    bonus[_ix(s)] += points
                    items.append(("partscore in the unfinished game", points, s, "BR-S14", False))
        new = state._replace(
            closed=True,
            totals=(state.totals[0] + bonus[0], state.totals[1] + bonus[1]),
            above=(state.above[0] + bonus[0], state.above[1] + bonus[1]),
        )
        notes = tuple(
            f"{settlement_words(label)}: {side} +{points} ({rule})"
            for label, points, side, rule, _b in items
        )
        return new, Outcome(
            {"NS": bonus[0], "EW": bonus[1]},
            (*notes, self._result_note(new, ctx)),
            detail=SettlementDetail({"NS": bonus[0], "EW": bonus[1]}, tuple(items)),
        )

    def winner(self, state: Rubber, ctx: Context) -> tuple[str | None, str]:
        ns, ew = state.totals
        if ns != ew:
            side = "NS" if ns > ew else "EW"
            return side, _("{side} has more points, {high} to {low} (BR-S12)").format(
                side=side, high=max(ns, ew), low=min(ns, ew)
            )
        if ctx.options.get("tie_break") == "games_won" and state.games[0] != state.games[1]:
            side = "NS" if state.games[0] > state.games[1] else "EW"
            return side, _("equal totals ({total}); {side} won more games (BR-S13)").format(
                total=ns, side=side
            )
        return None, _("a tie at {total} (BR-S13)").format(total=ns)

    def _result_note(self, state: Rubber, ctx: Context) -> str:
        return self.winner(state, ctx)[1]

    def standing(self, state: Rubber, ctx: Context) -> Standing:
        finished = state.rubber_over or state.closed
        winner, reason = self.winner(state, ctx) if finished else (None, "")
        ns, ew = state.totals
        extra: dict[str, Any] = {
            "games": by_side(state.games),
            "vulnerable": {s: state.games[_ix(s)] >= 1 for s in SIDES},
            "below": by_side(state.below),
            "above": by_side(state.above),
            "rubber_over": state.rubber_over,
            "margin": abs(ns - ew),
            "dealer_name": None,
        }
        if ctx.options.get("round_difference"):
            extra["rounded_difference"] = round_difference(abs(ns - ew))
        next_dealer = None if finished else self.dealer(state, ctx)
        if next_dealer:
            extra["dealer_name"] = dict(ctx.table.seats).get(next_dealer)
        return Standing(by_side(state.totals), finished, winner, next_dealer, reason, extra)

    def repeats_freely(self, entry: Mapping[str, Any]) -> bool:
        """Passed-out deals often follow one another."""
        return entry.get("contract") == "pass"

    # The evening counts rubbers where the ruleset settles by them (it has round_rubbers).

    def evening_unit(self, ctx: Context) -> str:
        return "rubber" if "round_rubbers" in ctx.options else "game"

    def carried(self, standing: Standing, table: Table, ctx: Context) -> dict[str, int]:
        """Where the evening is settled by rubbers, a player carries his side's margin,
        rounded to the nearest 100 when the club does so (``round_rubbers``)."""
        if "round_rubbers" not in ctx.options:
            return super().carried(standing, table, ctx)
        rounded = bool(ctx.options.get("round_rubbers"))
        totals = standing.totals
        out: dict[str, int] = {}
        for player in table.players:
            side = table.side_of(player)
            points = totals.get(side, 0)
            points -= max((v for k, v in totals.items() if k != side), default=0)
            if rounded:
                points = (1 if points >= 0 else -1) * ((abs(points) + 49) // 100 * 100)
            out[player] = points
        return out

    def game_begins(self, ctx: Context, number: int) -> str:
        if "round_rubbers" in ctx.options:
            return _("rubber {n} begins").format(n=number)
        return super().game_begins(ctx, number)

    def next_game(self, ctx: Context, number: int) -> str:
        if "round_rubbers" in ctx.options:
            return _("rubber {n} next").format(n=number)
        return super().next_game(ctx, number)

    def seats_from(self, number: int, seats: str) -> str:
        return _("seats from rubber {n}: {seats}").format(n=number, seats=seats)

    def reseat_refused(self, ctx: Context) -> Rejected:
        """The players change seats only between rubbers (BR-S11)."""
        if not ctx.options.get("play_on", False):
            return Rejected(
                _("this session plays one rubber (play_on = false); the seats cannot change"),
                field="seats",
                rule="BR-S11",
            )
        return Rejected(
            _("the seats change only between rubbers; finish this one first"),
            field="seats",
            rule="BR-S11",
        )

    def describe(
        self, entry: Mapping[str, Any], ctx: Context, outcome: Outcome | None = None
    ) -> str:
        detail: DealDetail | None = outcome.detail if outcome else None
        if entry.get("contract") == "pass" or (detail and detail.passed_out):
            return _("passed out") + dealt_by(detail, entry)
        contract = detail.contract if detail else entry.get("contract", "?")
        by = detail.declarer if detail else entry.get("by", "?")
        tricks = entry.get("tricks")
        made = (
            ngettext("{n} trick", "{n} tricks", tricks).format(n=tricks)
            if isinstance(tricks, int)
            else _("{n} tricks").format(n=tricks)
            if "tricks" in entry
            else _("result {result}").format(result=entry.get("result", "?"))
        )
        if ctx.language != "en" and contract != "?":
            contract = _with_symbol(str(contract))
        text = _("{contract} by {by}, {made}").format(contract=contract, by=by, made=made)
        if "revoke" in entry:
            text += ", " + _("revoke {revoke}").format(revoke=entry["revoke"])
        if "honors" in entry:
            text += ", " + _("honors {honors}").format(honors=entry["honors"])
        return text + dealt_by(detail, entry)

    @property
    def questions(self) -> Mapping[str, Question]:
        """Loaded when a dispute is asked, not when a deal is recorded."""
        from scorekeep.games.bridge.forms_judge import QUESTIONS as FORMS
        from scorekeep.games.bridge.judge import QUESTIONS

        return {**QUESTIONS, **FORMS}


def follows_actual_dealer(ctx: Context) -> bool:
    """BR-S17: after a deal dealt out of turn the deal goes on from the seat that really
    dealt (``rotation_after_wrong_dealer = "actual"``, the default), not the planned order."""
    return bool(ctx.options.get("rotation_after_wrong_dealer", "actual") != "schedule")


def seat_fact(entry: Mapping[str, Any], key: str) -> str:
    """A seat the journal records (``dealer``, ``due``), refused unless it is one."""
    if entry[key] not in SEATS:
        raise Rejected(
            _("dealer {dealer} is not a seat N, E, S or W").format(dealer=repr(entry[key])),
            field="--dealer",
            rule="BR-A2",
        )
    return str(entry[key])


def out_of_turn(dealer: str, due: str) -> tuple[str, ...]:
    """BR-S17: the note of a deal dealt by another seat than the rotation's; it stands."""
    if dealer == due:
        return ()
    return (
        _("{dealer} dealt out of turn ({due} was to deal); the deal stands (BR-S17)").format(
            dealer=dealer, due=due
        ),
    )


def dealt_by(detail: Any, entry: Mapping[str, Any]) -> str:
    """``, dealt by E out of turn`` for a sheet's line of a deal the wrong seat dealt (an
    auction's line names its dealer already: there only ``, out of turn``)."""
    if detail is None or getattr(detail, "due", None) is None:
        return ""
    if "auction" in entry:
        return ", " + _("out of turn")
    return ", " + _("dealt by {dealer} out of turn").format(dealer=detail.dealer)


def round_difference(points: int) -> int:
    """BR-S16: to the nearest 100, 50 rounding down."""
    return (points + 49) // 100 * 100


def _game_won(
    side: str,
    games: tuple[int, int],
    erased: int,
    vulnerable: bool,
    ctx: Context,
    notes: list[str],
) -> tuple[tuple[int, int], RubberBonus | None]:
    """A game to ``side`` and the line drawn (BR-S8, S9); the second game ends the rubber with
    its bonus (BR-S11), the first makes the side vulnerable (BR-S10)."""
    games = add_to_side(games, side, 1)
    notes.append(
        _(
            "{side} wins a game (BR-S8); line drawn, {other}'s {erased} partscore "
            "no longer counts (BR-S9)"
        ).format(side=side, other=other(side), erased=erased)
        if erased
        else _("{side} wins a game (BR-S8); line drawn (BR-S9)").format(side=side)
    )
    if games[_ix(side)] == 2:
        bonus = int(
            ctx.options["rubber_bonus_two_nil"]
            if games[_ix(other(side))] == 0
            else ctx.options["rubber_bonus_two_one"]
        )
        notes.append(
            _("{side} wins the rubber {won}-{lost}: rubber bonus {bonus} (BR-S11)").format(
                side=side, won=games[_ix(side)], lost=games[_ix(other(side))], bonus=bonus
            )
        )
        return games, RubberBonus(side, bonus)
    if not vulnerable:
        notes.append(_("{side} is now vulnerable (BR-S10)").format(side=side))
    return games, None


ENGINE = Bridge()
