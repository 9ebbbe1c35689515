"""The bajt rules of a played Deberc hand: made, bajt or hanging (DEBERC-R7), the third bajt's
−100 (R8), the fine for no trick (R9), the hanging pot paid to the next round's winner or
never paid (R10), and the stop on the target (R13). Made, bajt or hanging is decided here for
the engine and the judge alike."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from scorekeep.core.errors import Rejected
from scorekeep.core.game import ANSWER_WIDTH, NOTHING, Context
from scorekeep.core.record import NamedTuple
from scorekeep.games.deberc import words as deberc_words
from scorekeep.games.deberc.hands import Evening, Pack, Penalty, PlayedHand, Settled
from scorekeep.games.jass import cards as jass
from scorekeep.i18n import _

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


# --------------------------------------------------------------------------- made / bajt


class Decision(NamedTuple):
    """DEBERC-R7 for one round: the result word and what every side records (before the
    R8/R9 penalties and the R10 pot)."""

    result: str  # made | bajt | hanging
    reference: int
    records: Mapping[str, int]
    hanging: int = 0
    transfers: Mapping[str, int] = NOTHING
    winner: str | None = None


def reference(points: Mapping[str, int], bidder: str, rule: str) -> int:
    others = [v for s, v in points.items() if s != bidder]
    if rule == "min":
        return min(others)
    if rule == "sum":
        return sum(others)
    return max(others)


def decide(
    points: Mapping[str, int], bidder: str, side_order: Sequence[str], options: Mapping[str, Any]
) -> Decision:
    """Compare the bidder side's R with the reference of its opponents (``bajt_rule``)."""
    x = reference(points, bidder, str(options.get("bajt_rule", "max")))
    mine = points[bidder]
    opponents = [s for s in side_order if s != bidder]
    if mine > x:
        return Decision("made", x, dict(points), winner=bidder)
    records = {s: (0 if s == bidder else v) for s, v in points.items()}
    if mine == x:
        return Decision("hanging", x, records, hanging=mine)
    transfers: dict[str, int] = {}
    if options.get("bajt_points_to", "top_opponent") == "split":
        share, rest = divmod(mine, len(opponents))
        for s in opponents:
            transfers[s] = share
        transfers[opponents[0]] += rest
    else:
        best = max(points[s] for s in opponents)
        transfers[next(s for s in opponents if points[s] == best)] = mine
    for s, v in transfers.items():
        records[s] += v
    top = max(records[s] for s in opponents)
    winner = next(s for s in opponents if records[s] == top)
    return Decision("bajt", x, records, transfers=transfers, winner=winner)


def stopped(
    state: Evening, stopped_by: str, points: dict[str, int], ctx: Context, notes: list[str]
) -> Settled:
    """DEBERC-R13: play stopped on the target; every side writes what it took so far."""
    stopper = state.pack.side_of[stopped_by]
    totals = dict(state.totals)
    target = int(ctx.options["target"])
    if totals[stopper] + points[stopper] < target:
        raise Rejected(
            _("{side} would have {total}, below the target {target}: play does not stop").format(
                side=stopper, total=totals[stopper] + points[stopper], target=target
            ),
            field="--stopped-by",
            rule="DEBERC-R13",
        )
    notes.append(
        _(
            "play stopped: {player} reached the target on taking a trick; every side writes "
            "what it took so far"
        ).format(player=stopped_by)
        + " (DEBERC-R13)"
    )
    return Settled(
        "stopped", dict(points), dict(state.bajts), state.pot, {}, {}, pot_points=state.hanging
    )


def decided(
    state: Evening,
    hand: PlayedHand,
    bidder_side: str,
    points: dict[str, int],
    order: Sequence[str],
    ctx: Context,
    notes: list[str],
) -> Settled:
    """DEBERC-R7…R10: made, bajt or hanging; the third-bajt and no-trick penalties; the pot."""
    options = ctx.options
    decision = decide(points, bidder_side, order, options)
    bajts = dict(state.bajts)
    pot, pot_points = state.pot, state.hanging
    penalties: dict[str, list[Penalty]] = {}
    pot_paid: dict[str, int] = {}
    bajt_number = None
    notes.append(_decision_note(decision, hand.bidder, bidder_side, points, hand.trump, options))
    if decision.result == "bajt":
        bajts[bidder_side] += 1
        bajt_number = bajts[bidder_side]
        if options.get("third_bajt_penalty", True) and bajts[bidder_side] % 3 == 0:
            penalties.setdefault(bidder_side, []).append(Penalty(-100, "third bajt", "DEBERC-R8"))
            notes.append(
                _("bajt number {number} of {side}: −100").format(
                    number=bajts[bidder_side], side=bidder_side
                )
                + " (DEBERC-R8)"
            )
    round_winner = decision.winner
    if decision.result == "hanging":
        pot = (*pot, (bidder_side, decision.hanging, state.hands + 1))
        pot_points += decision.hanging
    elif pot and round_winner is not None:
        paid = pot_points
        pot_paid[round_winner] = paid
        notes.append(
            _("the hanging pot of {points} goes to {winner}, winner of this round").format(
                points=paid, winner=round_winner
            )
            + " (DEBERC-R10)"
        )
        pot, pot_points = (), 0
    _no_trick_penalties(hand.no_tricks, state.pack, ctx, penalties, notes)
    return Settled(
        decision.result,
        dict(decision.records),
        bajts,
        pot,
        penalties,
        pot_paid,
        round_winner,
        decision.reference,
        dict(decision.transfers),
        bajt_number,
        pot_points,
    )


def _no_trick_penalties(
    no_tricks: Sequence[str],
    pack: Pack,
    ctx: Context,
    penalties: dict[str, list[Penalty]],
    notes: list[str],
) -> None:
    """DEBERC-R9: the fine for a player (in teams: a side) that took no trick."""
    fine = int(ctx.options.get("no_tricks_penalty", 0))
    if not fine:
        return
    table = ctx.table
    for side in pack.sides:
        empty = [m for m in pack.members[side] if m in no_tricks]
        if table.teams:
            empty = empty[:1] if not deberc_words.took_trick(table, side, no_tricks) else []
        for _member in empty:
            penalties.setdefault(side, []).append(Penalty(-fine, "no tricks", "DEBERC-R9"))
            notes.append(
                _("{side} took no trick: −{fine}").format(side=side, fine=fine) + " (DEBERC-R9)"
            )


def _decision_note(
    decision: Decision,
    player: str,
    bidder: str,
    points: Mapping[str, int],
    trump: str,
    options: Mapping[str, Any],
) -> str:
    mine = points[bidder]
    rule = options.get("bajt_rule", "max")
    against = {
        "max": _("the best opponent"),
        "min": _("the weaker opponent"),
        "sum": _("the opponents together"),
    }.get(str(rule), _("the opponents"))
    who = player if player == bidder else f"{player} ({bidder})"
    head = _("{who} ordered {suit}: {points} against {reference} ({against})").format(
        who=who,
        suit=jass.suit_name(trump),
        points=mine,
        reference=decision.reference,
        against=against,
    )
    if decision.result == "made":
        return _("{head} — made, every side writes its points").format(head=head) + " (DEBERC-R7)"
    if decision.result == "hanging":
        return (
            _(
                "{head} — hanging bajt: {side} writes 0, its {points} wait for the next round"
            ).format(head=head, side=bidder, points=decision.hanging)
            + " (DEBERC-R7, DEBERC-R10)"
        )
    given = ", ".join(f"{s} +{v}" for s, v in decision.transfers.items() if v)
    if not given:  # the bidder took nothing: no side gets anything from it
        return (
            _("{head} — bajt: {side} took no points, so it writes 0 and gives none").format(
                head=head, side=bidder
            )
            + " (DEBERC-R7)"
        )
    return (
        _("{head} — bajt: {side} writes 0, its {points} go to {given}").format(
            head=head, side=bidder, points=mine, given=given
        )
        + " (DEBERC-R7)"
    )


def short_events(
    settled: Settled, side: str, points: Mapping[str, int], notes: Sequence[str]
) -> list[str]:
    """The events of a decided round as the short answer names them: the bajt or hanging
    bajt and the pot paid in a few words (who got what is on the answer's first line), the
    other events as said; the rule's sentence stays in the notes, for explain."""
    out = []
    for index, note in enumerate(notes):
        if index == 0 and settled.result != "made":
            out.append(decision_event(settled, side, points))
        elif note.endswith("(DEBERC-R10)") and settled.pot_paid:
            winner, paid = next(iter(settled.pot_paid.items()))
            out.append(
                _("pot {points} → {winner}").format(points=paid, winner=winner) + " (DEBERC-R10)"
            )
        else:
            out.append(note)
    return out


def fitting(events: Sequence[str], width: int = ANSWER_WIDTH) -> tuple[str, ...]:
    """The events, in order, that fit one answer line together; a longer one is left to
    explain, unless it is the first."""
    kept: list[str] = []
    for event in events:
        if not kept or len(" · ".join([*kept, event])) <= width:
            kept.append(event)
    return tuple(kept)


def decision_event(settled: Settled, side: str, points: Mapping[str, int]) -> str:
    """A bajt or a hanging bajt in a few words (DEBERC-R7, R10)."""
    mine = points[side]
    reference = settled.reference
    if settled.result == "hanging":
        hung = settled.pot[-1][1] if settled.pot else mine
        return (
            _("hanging bajt: {side} {points} = {reference}; {hung} wait for the next round").format(
                side=side, points=mine, reference=reference, hung=hung
            )
            + " (DEBERC-R7, DEBERC-R10)"
        )
    if not mine:
        return (
            _("bajt: {side} took no points, so it writes 0 and gives none").format(side=side)
            + " (DEBERC-R7)"
        )
    return (
        _("bajt: {side} {points} < {reference}").format(side=side, points=mine, reference=reference)
        + " (DEBERC-R7)"
    )


def never_paid(points: int) -> str:
    """A pot still hanging when the game ends (DEBERC-R10)."""
    return _("the pot of {points} is never paid").format(points=points) + " (DEBERC-R10)"
