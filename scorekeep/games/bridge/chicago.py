"""Chicago, four-deal bridge (BR-C1…C7): rounds of four deals with a fixed vulnerability
schedule, passed-out deals redealt, a game bonus on the deal that completes a game and 100 for
a partscore on the fourth deal. Deals are scored by the rubber engine's own functions; a
session holds any number of rounds."""

from __future__ import annotations

from collections.abc import Mapping

from scorekeep.core.game import Context, Outcome, Standing
from scorekeep.core.record import NamedTuple
from scorekeep.games.bridge import rubber as bridge
from scorekeep.games.bridge.contract import Contract, Item, deal_points, duplicate_score
from scorekeep.games.bridge.deal import read_deal
from scorekeep.games.bridge.seats import (
    SEATS,
    SIDES,
    add_to_side,
    by_side,
    other,
    seat_after,
    side_of,
)
from scorekeep.i18n import _

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

RULE_IDS = frozenset(
    [f"BR-A{i}" for i in range(1, 15)]
    + [f"BR-S{i}" for i in range(1, 9)]
    + ["BR-S17"]
    + [f"BR-C{i}" for i in range(1, 8)]
)
OPTION_KEYS = frozenset(
    {
        "first_dealer",
        "rotation_after_wrong_dealer",
        "we_side",
        "honors",
        "game_threshold",
        "nt_alias",
        "chicago_vul_swap",
        "chicago_passout",
        "chicago_partscore",
        "chicago_partscore_bonus",
        "chicago_fourth_deal_bonus",
        "confirm_repeats",
    }
)
ROUND = 4
Pair = tuple[int, int]
ItemRow = tuple[str, int, str, str, bool]


def vulnerable_on(position: int, dealer: str, swap: bool = False) -> dict[str, bool]:
    """BR-C2: deal 1 of a round nobody, deals 2 and 3 the dealer's side (the other side with
    ``chicago_vul_swap``), deal 4 both."""
    if position == 1:
        return {"NS": False, "EW": False}
    if position == ROUND:
        return {"NS": True, "EW": True}
    side = side_of(dealer)
    if swap:
        side = other(side)
    return {s: s == side for s in SIDES}


def round_deal(first_dealer: str, position: int, swap: bool = False) -> dict[str, Any]:
    """Dealer and vulnerability of deal ``position`` (1-4) of a round (BR-C1, BR-C2)."""
    dealer = seat_after(first_dealer, position - 1)
    return {"deal": position, "dealer": dealer, "vulnerable": vulnerable_on(position, dealer, swap)}


RoundLink = tuple[Pair, "Any"] | None  # (totals, earlier rounds): appending costs nothing


def round_list(link: RoundLink) -> list[Pair]:
    """The finished rounds' totals, oldest first."""
    out: list[Pair] = []
    while link is not None:
        out.append(link[0])
        link = link[1]
    return out[::-1]


class Chukker(NamedTuple):
    """The running state: ``deals`` counts the deals that count toward rounds (BR-C1)."""

    deals: int = 0
    below: Pair = (0, 0)
    totals: Pair = (0, 0)
    above: Pair = (0, 0)
    games: Pair = (0, 0)
    round_totals: Pair = (0, 0)
    rounds: int = 0
    history: RoundLink = None
    redeals: int = 0
    closed: bool = False
    shift: int = 0
    """Seats the deal moved on from the planned order after deals dealt out of turn."""


def _plus(a: Pair, c: Pair) -> Pair:
    return (a[0] + c[0], a[1] + c[1])


class ChicagoDetail(NamedTuple):
    """One deal for the Chicago pad: where it stands in its round, who dealt, who was
    vulnerable, what each side scored item by item and the partscores carried after it."""

    dealer: str
    vulnerable: Mapping[str, bool]
    below: Mapping[str, int]
    above: Mapping[str, int]
    round: int
    deal: int
    passed_out: bool = False
    redeal: bool = False
    game: str | None = None
    contract: str | None = None
    declarer: str | None = None
    tricks: int | None = None
    side: str | None = None
    items: tuple[ItemRow, ...] = ()
    partscores: Mapping[str, int] | None = None
    due: str | None = None
    """The seat the rotation named, when another seat dealt (BR-S17)."""


class DealResult(NamedTuple):
    below: Pair
    above: Pair
    items: tuple[ItemRow, ...]
    game: str | None
    carried: Pair
    notes: tuple[str, ...]


def _row(item: Item, side: str) -> ItemRow:
    to = side if item.to == "declarer" else other(side) if item.to == "defenders" else item.to
    return (item.label, item.points, to, item.rule, item.below)


def score_carry(
    contract: Contract,
    side: str,
    tricks: int,
    vulnerable: Mapping[str, bool],
    honors: tuple[str, int] | None,
    carried: Pair,
    position: int,
    options: Mapping[str, Any],
) -> DealResult:
    """BR-C4: the rubber's deal score; a game completed from the partscores earns 300 or 500
    by the vulnerability of this deal and wipes them; a partscore left on deal 4 earns 100."""
    below, above, items = deal_points(contract, side, tricks, vulnerable[side], honors)
    current = _plus(carried, below)
    i = SIDES.index(side)
    notes: list[str] = []
    game = None
    extra: list[ItemRow] = []
    if current[i] >= int(options.get("game_threshold", 100)):
        game = side
        points = 500 if vulnerable[side] else 300
        extra.append(("game bonus", points, side, "BR-C4", False))
        erased = current[1 - i]
        notes.append(
            (
                _("{side} completes a game: bonus {points} (vulnerable on this deal, BR-C4)")
                if vulnerable[side]
                else _(
                    "{side} completes a game: bonus {points} (not vulnerable on this deal, BR-C4)"
                )
            ).format(side=side, points=points)
            + (
                "; "
                + _("{other}'s {erased} partscore no longer counts").format(
                    other=other(side), erased=erased
                )
                if erased
                else ""
            )
        )
        current = (0, 0)
    elif position == ROUND and below[i] > 0:
        points = int(options.get("chicago_fourth_deal_bonus", 100))
        extra.append(("partscore on deal 4", points, side, "BR-C4", False))
        notes.append(
            _("{side} partscore on the fourth deal: bonus {points} (BR-C4)").format(
                side=side, points=points
            )
        )
    for _label, points, to, _rule, _below in extra:
        above = add_to_side(above, to, points)
    return DealResult(below, above, (*items, *extra), game, current, tuple(notes))


def score_alone(
    contract: Contract,
    side: str,
    tricks: int,
    vulnerable: Mapping[str, bool],
    honors: tuple[str, int] | None,
    options: Mapping[str, Any],
) -> DealResult:
    """BR-C5: every deal scored on its own, duplicate style (game 300/500, else 50)."""
    score = duplicate_score(
        contract,
        tricks,
        vulnerable[side],
        int(options.get("chicago_partscore_bonus", 50)),
        "BR-C5",
    )
    below = add_to_side((0, 0), side, score.below)
    above = add_to_side(add_to_side((0, 0), side, score.above), other(side), score.defenders_above)
    items = [_row(item, side) for item in score.items]
    if honors:
        above = add_to_side(above, honors[0], honors[1])
        items.append(("honors", honors[1], honors[0], "BR-S6", False))
    game = side if score.below >= 100 else None
    notes = (
        (_("{side} scores a game on this deal alone (BR-C5)").format(side=side),) if game else ()
    )
    return DealResult(below, above, tuple(items), game, (0, 0), notes)


class Chicago(bridge.Bridge):
    name = "bridge-chicago"
    option_keys = OPTION_KEYS
    rule_ids = RULE_IDS

    def start(self, ctx: Context) -> Chukker:  # type: ignore[override]
        return Chukker()

    def dealer(self, state: Any, ctx: Context) -> str:
        """BR-C1: clockwise from the first dealer; a redeal keeps the dealer (BR-C3); after
        a deal dealt out of turn, from the seat that really dealt (BR-S17)."""
        return seat_after(str(ctx.options.get("first_dealer", "N")), state.deals + state.shift)

    def position(self, state: Chukker) -> int:
        return state.deals % ROUND + 1

    def vulnerable(self, state: Chukker, ctx: Context) -> dict[str, bool]:
        """BR-C2 by the deal's number: the planned dealer's side, whoever dealt (BR-S17)."""
        planned = seat_after(str(ctx.options.get("first_dealer", "N")), state.deals)
        return vulnerable_on(
            self.position(state), planned, bool(ctx.options.get("chicago_vul_swap", False))
        )

    def play(  # type: ignore[override]
        self, state: Chukker, entry: Mapping[str, Any], ctx: Context
    ) -> tuple[Chukker, Outcome]:
        dealer = self._dealer_of(state, entry, ctx)
        due = bridge.seat_fact(entry, "due") if "due" in entry else dealer
        position = self.position(state)
        vulnerable = self.vulnerable(state, ctx)
        contract, declarer, tricks, honors = read_deal(entry, dealer, ctx)
        late = bridge.out_of_turn(dealer, due)
        if late and bridge.follows_actual_dealer(ctx):
            state = state._replace(shift=(state.shift + SEATS.index(dealer) - SEATS.index(due)) % 4)
        detail = ChicagoDetail(
            dealer,
            vulnerable,
            {"NS": 0, "EW": 0},
            {"NS": 0, "EW": 0},
            state.rounds + 1,
            position,
            due=due if late else None,
        )
        if contract is None or declarer is None:
            new, outcome = self._passed_out(state, ctx, detail)
            return new, outcome._replace(notes=(*outcome.notes, *late))
        side = side_of(declarer)
        if ctx.options.get("chicago_partscore", "carry") == "duplicate":
            result = score_alone(contract, side, tricks, vulnerable, honors, ctx.options)
        else:
            result = score_carry(
                contract, side, tricks, vulnerable, honors, state.below, position, ctx.options
            )
        detail = detail._replace(
            contract=str(contract),
            declarer=declarer,
            tricks=tricks,
            side=side,
            below=by_side(result.below),
            above=by_side(result.above),
            items=result.items,
            partscores=by_side(result.carried),
            game=result.game,
        )
        scores = _plus(result.below, result.above)
        new = state._replace(
            below=result.carried,
            totals=_plus(state.totals, scores),
            above=_plus(state.above, result.above),
            games=add_to_side(state.games, result.game, 1) if result.game else state.games,
        )
        new, notes = self._count_deal(new, ctx, scores)
        return new, Outcome(by_side(scores), late + result.notes + notes, detail=detail)

    def _passed_out(
        self, state: Chukker, ctx: Context, detail: ChicagoDetail
    ) -> tuple[Chukker, Outcome]:
        detail = detail._replace(passed_out=True)
        if ctx.options.get("chicago_passout", "redeal") == "redeal":
            detail = detail._replace(redeal=True)
            note = _(
                "passed out: {dealer} deals again with the same vulnerability; "
                "the deal does not count as one of the four (BR-C3)"
            ).format(dealer=detail.dealer)
            return state._replace(redeals=state.redeals + 1), Outcome(
                {"NS": 0, "EW": 0}, (note,), detail=detail
            )
        new, notes = self._count_deal(state, ctx, (0, 0))
        return new, Outcome(
            {"NS": 0, "EW": 0},
            (_("passed out: no score; it counts as one of the four deals (BR-C3)"), *notes),
            detail=detail,
        )

    def _count_deal(
        self, state: Chukker, ctx: Context, scores: Pair
    ) -> tuple[Chukker, tuple[str, ...]]:
        """One more of the round's four deals; after the fourth the round is over (BR-C1)."""
        round_totals = _plus(state.round_totals, scores)
        state = state._replace(deals=state.deals + 1, round_totals=round_totals)
        if state.deals % ROUND:
            return state, ()
        number = state.rounds + 1
        ns, ew = round_totals
        leader = "NS" if ns > ew else "EW" if ew > ns else None
        note = _("round {n} over: NS {ns}, EW {ew}").format(n=number, ns=ns, ew=ew) + (
            _(", {leader} wins it by {margin} (BR-C7)").format(leader=leader, margin=abs(ns - ew))
            if leader
            else _(", level (BR-C7)")
        )
        return state._replace(
            rounds=number,
            history=(round_totals, state.history),
            round_totals=(0, 0),
            below=(0, 0),
        ), (note,)

    def close(self, state: Any, ctx: Context) -> tuple[Chukker, Outcome]:  # type: ignore[override]
        """BR-C7: no rubber bonus and no settlement; the totals are the result."""
        new = state._replace(closed=True)
        return new, Outcome({"NS": 0, "EW": 0}, (self._result(new)[1],))

    def _result(self, state: Chukker) -> tuple[str | None, str]:
        ns, ew = state.totals
        if ns == ew:
            return None, _("a tie at {total} (BR-C7)").format(total=ns)
        side = "NS" if ns > ew else "EW"
        return side, _("{side} has more points, {high} to {low} (BR-C7)").format(
            side=side, high=max(ns, ew), low=min(ns, ew)
        )

    def standing(self, state: Any, ctx: Context) -> Standing:
        winner, reason = self._result(state) if state.closed else (None, "")
        next_dealer = None if state.closed else self.dealer(state, ctx)
        extra: dict[str, Any] = {
            "games": by_side(state.games),
            "vulnerable": self.vulnerable(state, ctx),
            "below": by_side(state.below),
            "above": by_side(state.above),
            "round": state.rounds + 1,
            "deal": self.position(state),
            "round_totals": by_side(state.round_totals),
            "rounds": [
                {"round": i, "totals": by_side(t)}
                for i, t in enumerate(round_list(state.history), 1)
            ],
            "margin": abs(state.totals[0] - state.totals[1]),
            "dealer_name": dict(ctx.table.seats).get(next_dealer) if next_dealer else None,
        }
        return Standing(by_side(state.totals), state.closed, winner, next_dealer, reason, extra)


ENGINE = Chicago()
