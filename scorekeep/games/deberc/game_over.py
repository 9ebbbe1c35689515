"""The end of a Deberc game: an outright deberc (DEBERC-R11), the target reached (R12) or
play stopped on it (R13), the warning for an unusual target, and the table closing early."""

from __future__ import annotations

from collections.abc import Mapping

from scorekeep.core.game import Context, Outcome
from scorekeep.games.deberc import rules as deberc_rules
from scorekeep.games.deberc import words as deberc_words
from scorekeep.games.deberc.bajts import never_paid
from scorekeep.games.deberc.hands import Evening, GameEnd, HandDetail, Pack, PlayedHand
from scorekeep.games.deberc.names import reason_words
from scorekeep.i18n import _


def game_end(
    combos: deberc_words.Combinations,
    hand: PlayedHand,
    totals: Mapping[str, int],
    bidder_side: str,
    dealer: str,
    pack: Pack,
    ctx: Context,
    notes: list[str],
) -> GameEnd:
    """The outright deberc (R11), the stop on the target (R13) or the target reached (R12)."""
    target = int(ctx.options["target"])
    if combos.deberc_side is not None:
        winner = combos.deberc_side
        notes.append(
            _("{senior} is senior: {winner} wins the game outright").format(
                senior=combos.senior.words() if combos.senior else "", winner=winner
            )
            + " (DEBERC-R11)"
        )
        return GameEnd(True, winner, "deberc", "DEBERC-R11")
    if hand.stopped_by is not None:
        end = GameEnd(
            True,
            pack.side_of[hand.stopped_by],
            f"reached {target} on taking a trick",
            "DEBERC-R13",
        )
    else:
        reached = deberc_rules.game_over(totals, target, bidder_side, pack.orders[dealer])
        if reached is None:
            return GameEnd()
        end = GameEnd(True, reached[0], reached[1], "DEBERC-R12")
    if end.winner:
        notes.append(
            _("{winner} wins the game: {reason}").format(
                winner=end.winner, reason=reason_words(end.reason)
            )
            + f" ({end.rule})"
        )
    return end


def target_warning(ctx: Context) -> str:
    """A target other than 301, 501, 1001 is accepted with a warning."""
    return f"target {ctx.options['target']} is not one of the usual 301, 501, 1001 (accepted)"


def close(state: Evening, ctx: Context) -> tuple[Evening, Outcome]:
    """The table stops early: no settlement; the leader is named, a hanging pot is lost."""
    sides = ctx.table.sides
    notes: list[str] = []
    new = state._replace(closed=True)
    if not state.over:
        totals = dict(state.totals)
        best = max(totals.values())
        leaders = [s for s in sides if totals[s] == best]
        if len(leaders) == 1:
            new = new._replace(
                over=True,
                winner=leaders[0],
                reason=f"closed before the target: highest total {best}",
                rule="DEBERC-R12",
            )
        else:
            new = new._replace(
                over=True,
                winner=None,
                reason=f"closed before the target: a tie at {best}",
                rule="DEBERC-R12",
            )
        notes.append(reason_words(new.reason))
        if state.hanging:
            notes.append(never_paid(state.hanging))
    return new, Outcome(dict.fromkeys(sides, 0), tuple(notes), detail=HandDetail("close"))
