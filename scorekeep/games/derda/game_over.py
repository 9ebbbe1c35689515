"""The end of a Derda hand and of the game: the scores added, the end check at the target
(DERDA-R11), the deal passed (D1); and the table closing with a hanging pot never paid (R9)."""

from __future__ import annotations

from scorekeep.core.game import Context, Outcome
from scorekeep.core.shared import per_player, shared_figures, shared_notes
from scorekeep.games.derda.bajts import never_paid
from scorekeep.games.derda.hands import Game, HandDetail, Hanging
from scorekeep.i18n import _


def settle(
    state: Game,
    scores: dict[str, int],
    notes: list[str],
    warnings: tuple[str, ...],
    detail: HandDetail,
    ctx: Context,
    *,
    bidder: str | None,
    dealer: str,
    pot: tuple[Hanging, ...],
    counts: tuple[tuple[int, ...], tuple[int, ...]] | None = None,
    breakdown: int = 0,
) -> tuple[Game, Outcome]:
    """Add the scores, apply the end check (DERDA-R11) and pass the deal; the first
    ``breakdown`` notes explain the hand (whose words, made) and are no events."""
    players = ctx.table.players
    target = int(ctx.options.get("target", 500))
    totals = tuple(t + scores[p] for t, p in zip(state.totals, players, strict=True))
    reached = [p for p, t in zip(players, totals, strict=True) if t >= target]
    finished, winner, reason = False, None, ""
    if len(reached) == 1:
        finished, winner = True, reached[0]
        reason = (
            _("{winner} reached {total}").format(winner=winner, total=totals[players.index(winner)])
            + " (DERDA-R11)"
        )
    elif len(reached) == 2:
        finished, winner = True, bidder or reached[0]
        reason = (
            _("both passed {target} in the same hand ({totals}): the bidder {winner} wins").format(
                target=target,
                totals=", ".join(f"{p} {t}" for p, t in zip(players, totals, strict=True)),
                winner=winner,
            )
            + " (DERDA-R11)"
        )
    if finished:
        notes.append(_("game over: {winner} wins; {reason}").format(winner=winner, reason=reason))
        hanging = sum(h.points for h in pot)
        if hanging:
            notes.append(never_paid(hanging))
    events = shared_notes(notes[breakdown:])
    if not finished:
        notes.append(_("{dealer} deals next").format(dealer=dealer) + " (DERDA-D1)")
    detail = detail._replace(
        next_dealer=None if finished else dealer,
        totals=per_player(players, totals),
    )
    bajts, sztajn = counts if counts is not None else (state.bajts, state.sztajnbajts)
    new = Game(totals, dealer, state.card_max, pot, bajts, sztajn, finished, winner, reason)
    return new, Outcome(shared_figures(scores), shared_notes(notes), warnings, detail, events)


def close(state: Game, ctx: Context) -> tuple[Game, Outcome]:
    """The table stops: nothing is paid; a hanging pot stays unresolved (DERDA-R9)."""
    players = ctx.table.players
    notes: list[str] = []
    if state.finished:
        new = state._replace(closed=True)
    else:
        target = int(ctx.options.get("target", 500))
        reason = (
            _("closed before anyone reached {target}: no winner").format(target=target)
            + " (DERDA-R11)"
        )
        new = state._replace(closed=True, finished=True, winner=None, reason=reason)
        notes.append(reason)
        if state.pot:
            notes.append(
                _("unresolved hanging {points}: never paid").format(points=state.hanging)
                + " (DERDA-R9)"
            )
    return new, Outcome(
        per_player(players, (0,) * len(players)),
        shared_notes(notes),
        detail=HandDetail("close", pot=state.hanging),
    )
