"""Derda hands not played out: annulled by a double pass or dwa razy (DERDA-R12), an accepted
trade offer (R10), and a dość claim, which ends the game right or wrong (R13)."""

from __future__ import annotations

from collections.abc import Mapping

from scorekeep.core.errors import Rejected
from scorekeep.core.game import Context, Entry, Outcome
from scorekeep.core.inputs import MOST
from scorekeep.core.shared import per_player, shared_figures, shared_notes
from scorekeep.games.derda import words
from scorekeep.games.derda.bajts import never_paid
from scorekeep.games.derda.game_over import settle
from scorekeep.games.derda.hands import (
    ANNULMENTS,
    Claim,
    Game,
    HandDetail,
    check_card_maximum,
    other,
    read_bidder,
    read_player,
    read_points,
    read_trump,
)
from scorekeep.i18n import _


def annulled(state: Game, entry: Entry, dealer: str, ctx: Context) -> tuple[Game, Outcome]:
    """DERDA-R12: a double pass passes the deal, dwa razy deals again; no points."""
    players = ctx.table.players
    kind = entry["annulled"]
    if kind not in ANNULMENTS:
        raise Rejected(
            _("unknown annulment kind '{kind}' (double-pass or dwa-razy)").format(kind=kind),
            field="--annul",
            rule="DERDA-R12",
        )
    next_dealer = other(dealer, players) if kind == "double-pass" else dealer
    why = (
        _("double pass: the deal passes")
        if kind == "double-pass"
        else _("dwa razy: the same dealer deals again")
    )
    notes = [
        _("annulled ({why}); no points").format(why=why)
        + (_(", hanging {points} still waits").format(points=state.hanging) if state.pot else "")
        + " (DERDA-R12)"
    ]
    detail = HandDetail("annulled", dealer, annulled=kind, pot=state.hanging)
    return settle(
        state,
        dict.fromkeys(players, 0),
        notes,
        (),
        detail,
        ctx,
        bidder=None,
        dealer=next_dealer,
        pot=state.pot,
    )


def trade(state: Game, entry: Entry, dealer: str, ctx: Context) -> tuple[Game, Outcome]:
    """DERDA-R10: an accepted trade annuls the hand and gives the asker his points."""
    players = ctx.table.players
    if not ctx.options.get("trade_offers", True):
        raise Rejected(
            _("trade offers are disabled in this ruleset (trade_offers = false)"),
            field="--trade",
            rule="DERDA-R10",
        )
    raw = entry["trade"]
    if not isinstance(raw, Mapping) or len(raw) != 1:
        raise Rejected(
            _("an accepted trade gives points to one player: --trade P=N"),
            field="--trade",
            rule="DERDA-R10",
        )
    ((who, value),) = raw.items()
    player = read_player(who, players, "--trade", "DERDA-R10")
    if isinstance(value, bool) or not isinstance(value, int) or not 0 < value <= MOST:
        raise Rejected(
            _("trade points must be a positive whole number up to {most}, not '{value}'").format(
                most=MOST, value=value
            ),
            field="--trade",
            rule="DERDA-R10",
        )
    next_dealer = dealer
    if "next_dealer" in entry:
        next_dealer = read_player(entry["next_dealer"], players, "--next-dealer", "DERDA-D1")
    scores = dict.fromkeys(players, 0)
    scores[player] = value
    notes = [
        _("trade accepted: hand annulled, {player} +{points}").format(player=player, points=value)
        + (_(", hanging {points} still waits").format(points=state.hanging) if state.pot else "")
        + " (DERDA-R10)"
    ]
    detail = HandDetail("trade", dealer, trade=per_player((player,), (value,)), pot=state.hanging)
    return settle(
        state, scores, notes, (), detail, ctx, bidder=None, dealer=next_dealer, pot=state.pot
    )


def claim(state: Game, entry: Entry, dealer: str, ctx: Context) -> tuple[Game, Outcome]:
    """DERDA-R13: dość ends the game; right, the claimant wins, wrong, he loses."""
    players = ctx.table.players
    bidder = read_bidder(entry, players)
    trump = read_trump(entry)
    raw = entry["claim"]
    if not isinstance(raw, Mapping) or set(raw) != {"by", "cards"}:
        raise Rejected(
            _("a dość claim is {{ by = player, cards = N }}").format(),
            field="--claim",
            rule="DERDA-R13",
        )
    by = read_player(raw["by"], players, "--claim", "DERDA-R13")
    cards = read_points(raw["cards"], "--claim-cards", "DERDA-R13", _("claimed card points"))
    check_card_maximum(cards, state.card_max, "--claim-cards")
    decls, said = words.evaluate(entry.get("words"), players, trump, dealer)
    target = int(ctx.options.get("target", 500))
    before = state.totals[players.index(by)]
    gained = cards + said.points(by)
    total = before + gained
    right = total >= target
    scores = dict.fromkeys(players, 0)
    notes = [words.note(said, decls)] if said.points(by) else []
    sum_text = _("{before} + {cards} in tricks + {words} in words = {total}").format(
        before=before, cards=cards, words=said.points(by), total=total
    )
    opponent = other(by, players)
    if right:
        scores[by] = gained
        reason = _("{player} said dość rightly: {sum} ≥ {target}").format(
            player=by, sum=sum_text, target=target
        )
    else:
        reason = _(
            "{player} said dość wrongly: {sum} < {target}, so {player} loses the game"
        ).format(player=by, sum=sum_text, target=target)
    reason += " (DERDA-R13)"
    winner = by if right else opponent
    breakdown = len(notes)
    notes.append(reason)
    notes.append(_("game over: {winner} wins").format(winner=winner))
    if state.pot:
        notes.append(never_paid(state.hanging))
    totals = tuple(t + scores[p] for t, p in zip(state.totals, players, strict=True))
    detail = HandDetail(
        "claim",
        dealer,
        bidder=bidder,
        trump=trump,
        pot=state.hanging,
        claim=Claim(by, cards, said.points(by), total, target, right),
        totals=per_player(players, totals),
    )
    new = state._replace(totals=totals, finished=True, winner=winner, reason=reason)
    return new, Outcome(
        shared_figures(scores), shared_notes(notes), (), detail, shared_notes(notes[breakdown:])
    )
