"""One deal scored in the order of TYS-R17: the bidder ± his bid, the others their rounded
card points and marriages (TYS-R9, R10), the barrel and its attempts (TYS-R13, R14), the
finish (TYS-R18), reset numbers (TYS-R16) and bolts (TYS-R15). Pure."""

from __future__ import annotations

from collections.abc import Mapping

from scorekeep.core.game import (
    Context,
)
from scorekeep.core.inputs import is_whole_number
from scorekeep.core.record import NamedTuple
from scorekeep.games.tysiac.cards import (
    marriage_value,
    rounded,
)
from scorekeep.games.tysiac.deal import (
    Deal,
)
from scorekeep.games.tysiac.state import (
    DealDetail,
    Evening,
    active_players,
    from_dealer,
)
from scorekeep.i18n import _

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


def made(deal: Deal) -> bool:
    """TYS-R9: the bidder's unrounded card points and marriages reach the bid."""
    return deal.cards.get(deal.bidder, 0) + _married(deal, deal.bidder, {}) >= deal.bid


def _married(deal: Deal, player: str, options: Mapping[str, Any]) -> int:
    return sum(marriage_value(s, options) for s in deal.marriages.get(player, ()))


def raw_changes(deal: Deal, ctx: Context) -> dict[str, int]:
    """TYS-R9…R12: what each player writes before the barrel and the finish."""
    players = ctx.table.players
    options = ctx.options
    scores = dict.fromkeys(players, 0)
    if deal.kind == "redeal":
        return scores
    rounding = str(options.get("rounding", "nearest10"))
    if deal.kind == "bomb":
        scores[deal.bidder] = -int(options.get("bomb_cost", 0))
        for player in active_players(ctx, deal.sitter):
            if player != deal.bidder:
                scores[player] = int(options.get("bomb_points", 60))
    else:
        took = deal.cards.get(deal.bidder, 0) + _married(deal, deal.bidder, options)
        scores[deal.bidder] = deal.bid if took >= deal.bid else -deal.bid
        for player in active_players(ctx, deal.sitter):
            if player != deal.bidder:
                scores[player] = rounded(deal.cards[player], rounding) + _married(
                    deal, player, options
                )
    if deal.sitter and options.get("sitter_scores_musik", True):
        scores[deal.sitter] = deal.musik
    return scores


def _reset_numbers(options: Mapping[str, Any]) -> frozenset[int]:
    found = set()
    for word in options.get("reset_at", ()) or ():
        if isinstance(word, int) or (isinstance(word, str) and is_whole_number(word)):
            found.add(int(word))
    return frozenset(found)


class Scored(NamedTuple):
    state: Evening
    scores: dict[str, int]
    detail: DealDetail
    notes: tuple[str, ...]


class _Work:
    """One deal's figures while TYS-R17's steps work on them (never outlives :func:`score`)."""

    def __init__(self, state: Evening, deal: Deal, ctx: Context) -> None:
        players = ctx.table.players
        self.ctx, self.deal, self.players = ctx, deal, players
        self.options = ctx.options
        self.before = dict(zip(players, state.totals, strict=True))
        self.barrel = int(self.options.get("barrel", 800))
        self.raw = raw_changes(deal, ctx)
        self.changes = dict(self.raw)
        self.bidder = deal.bidder if deal.kind == "played" else ""
        self.made = deal.kind == "played" and made(deal)
        self.on_barrel = {p for p in players if self.barrel and self.before[p] >= self.barrel}
        self.after: dict[str, int] = {}
        self.attempts = dict(zip(players, state.attempts, strict=True))
        self.bolts = dict(zip(players, state.bolts, strict=True))
        self.notes: list[str] = []
        self.held_back: list[str] = []
        self.fell: list[str] = []
        self.bolted: list[str] = []
        self.paid: list[str] = []
        self.reset: tuple[str, ...] = ()
        self.winner = ""
        self.reason = ""

    def note(self, text: str, rule: str) -> None:
        self.notes.append(f"{text} ({rule})")


def _announce(work: _Work) -> None:
    """(1) What the deal was: the bidder's result or the bomb."""
    deal = work.deal
    if deal.kind == "played":
        word = _("made") if work.made else _("failed")
        work.note(
            _("{bidder} bid {bid}: {word}, {change:+d}").format(
                bidder=deal.bidder, bid=deal.bid, word=word, change=work.raw[deal.bidder]
            ),
            "TYS-R9",
        )
    elif deal.kind == "bomb":
        work.note(
            _("{bidder} bombs: the others write {points}").format(
                bidder=deal.bidder, points=int(work.options.get("bomb_points", 60))
            ),
            "TYS-R11",
        )


def _barrel_filter(work: _Work) -> None:
    """(2) Only a made bid scores on the barrel; the cap stops a climber at it (TYS-R13)."""
    cap = bool(work.options.get("barrel_cap", False))
    for player in work.players:
        gain, before = work.changes[player], work.before[player]
        if gain <= 0 or player == work.bidder:
            continue
        if player in work.on_barrel:
            work.changes[player] = 0
            work.held_back.append(player)
            work.note(
                _("{player} is on the barrel: only a made bid counts").format(player=player),
                "TYS-R13",
            )
        elif cap and work.barrel and before < work.barrel < before + gain:
            work.changes[player] = work.barrel - before
            work.note(
                _("{player} stops at the barrel, {barrel}").format(
                    player=player, barrel=work.barrel
                ),
                "TYS-R13",
            )


def _finish_filter(work: _Work) -> None:
    """(3) ``exact``: no gain past the target; ``bid_only``: only the bidder reaches it."""
    target = int(work.options.get("target", 1000))
    finish = str(work.options.get("finish", "reach"))
    for player in work.players:
        gain, before = work.changes[player], work.before[player]
        if gain <= 0:
            continue
        if (finish == "exact" and before + gain > target) or (
            finish == "bid_only" and player != work.bidder and before + gain >= target
        ):
            work.changes[player] = 0
            work.held_back.append(player)
            work.note(
                _("{player}'s {gain} is not added (finish = {finish})").format(
                    player=player, gain=gain, finish=finish
                ),
                "TYS-R18",
            )


def _apply(work: _Work) -> None:
    """(4) Apply, (5) the reset numbers (TYS-R16)."""
    work.after = {p: work.before[p] + work.changes[p] for p in work.players}
    resets = _reset_numbers(work.options)
    work.reset = tuple(p for p in work.players if work.after[p] in resets and work.changes[p])
    for player in work.reset:
        work.note(
            _("{player} lands on {total}: back to 0").format(
                player=player, total=work.after[player]
            ),
            "TYS-R16",
        )
        work.after[player] = 0


def _fall(work: _Work, player: str) -> None:
    work.after[player] -= int(work.options.get("barrel_fall_penalty", 120))
    work.attempts[player] = 0
    work.fell.append(player)


def _attempts(work: _Work) -> None:
    """(6) Barrel attempts and falling off, then one on the barrel at a time (TYS-R14)."""
    if not work.barrel or work.deal.kind == "redeal":
        return
    limit = int(work.options.get("barrel_attempts", 0))
    penalty = int(work.options.get("barrel_fall_penalty", 120))
    for player in work.players:
        if work.after[player] < work.barrel or player not in work.on_barrel:
            work.attempts[player] = 0
        elif player != work.deal.sitter and not work.winner and limit:
            work.attempts[player] += 1
            if work.attempts[player] >= limit:
                _fall(work, player)
                work.note(
                    _("{player} falls off the barrel after {n} attempts: −{penalty}").format(
                        player=player, n=limit, penalty=penalty
                    ),
                    "TYS-R14",
                )
    if not work.options.get("barrel_single", False) or work.winner:
        return
    climbed = [p for p in work.players if p not in work.on_barrel and work.after[p] >= work.barrel]
    if not climbed:
        return
    for player in work.players:
        if (
            player in work.on_barrel
            and work.after[player] >= work.barrel
            and player not in work.fell
        ):
            _fall(work, player)
            work.note(
                _("{climber} climbs on the barrel: {player} falls off, −{penalty}").format(
                    climber=climbed[0], player=player, penalty=penalty
                ),
                "TYS-R14",
            )


def _bolts(work: _Work) -> None:
    """(7) A 0 written in a played deal is a bolt; the third costs the penalty (TYS-R15)."""
    penalty = int(work.options.get("bolt_penalty", 0))
    if not penalty or work.deal.kind != "played":
        return
    for player in active_players(work.ctx, work.deal.sitter):
        if player == work.bidder or player in work.on_barrel or work.raw[player] != 0:
            continue
        work.bolts[player] += 1
        work.bolted.append(player)
        if work.bolts[player] >= int(work.options.get("bolts_for_penalty", 3)):
            work.after[player] -= penalty
            work.bolts[player] = 0
            work.paid.append(player)
            work.note(
                _("{player}'s third bolt: −{penalty}").format(player=player, penalty=penalty),
                "TYS-R15",
            )


def score(state: Evening, deal: Deal, ctx: Context) -> Scored:
    """One deal in the order of TYS-R17: the raw changes, the barrel, the finish, apply,
    the reset numbers, attempts and falls, bolts, the end of the game."""
    work = _Work(state, deal, ctx)
    _announce(work)
    _barrel_filter(work)
    _finish_filter(work)
    _apply(work)
    work.winner, work.reason = _winner(work.after, deal, work.made, ctx)
    _attempts(work)
    _bolts(work)
    if work.winner:
        work.notes.append(work.reason)
    players = work.players
    bombs = list(state.bombs)
    if deal.kind == "bomb":
        bombs[players.index(deal.bidder)] += 1
    after = work.after
    on_after = tuple(
        p for p in players if work.barrel and after[p] >= work.barrel and not work.winner
    )
    detail = DealDetail(
        deal.kind,
        deal.dealer,
        deal.sitter,
        deal.bidder,
        deal.bid,
        work.made,
        dict(deal.cards),
        dict(deal.marriages),
        deal.musik,
        on_after,
        {p: work.attempts[p] for p in on_after},
        tuple(work.fell),
        tuple(work.bolted),
        tuple(work.paid),
        work.reset,
        tuple(work.held_back),
        bool(work.winner),
    )
    new = Evening(
        tuple(after[p] for p in players),
        tuple(bombs),
        tuple(work.attempts[p] for p in players),
        tuple(work.bolts[p] for p in players),
        state.deals + 1,
        deal.dealer,
        deal.kind == "redeal",
        work.winner,
        work.reason,
    )
    scores = {p: after[p] - work.before[p] for p in players}
    return Scored(new, scores, detail, tuple(work.notes))


def _winner(after: Mapping[str, int], deal: Deal, is_made: bool, ctx: Context) -> tuple[str, str]:
    """TYS-R18: who has won after this deal, and why ("" when nobody)."""
    target = int(ctx.options.get("target", 1000))
    finish = str(ctx.options.get("finish", "reach"))
    if finish == "exact":
        reached = [p for p in after if after[p] == target]
    else:
        reached = [p for p in after if after[p] >= target]
    if not reached:
        return "", ""
    if is_made and deal.bidder in reached:
        if finish == "exact":
            why = _("exactly {target}").format(target=target)
        else:
            why = _("reached {target} as bidder").format(target=target)
        return deal.bidder, f"{deal.bidder} {why} (TYS-R18)"
    order = from_dealer(deal.dealer, list(ctx.table.players))
    best = max(after[p] for p in reached)
    winner = next(p for p in order if p in reached and after[p] == best)
    why = _("reached {total}, the highest total").format(total=after[winner])
    return winner, f"{winner} {why} (TYS-R18)"
