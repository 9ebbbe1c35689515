"""The bajt rules of a played Derda hand: made, bajt or sztajnbajt (DERDA-R8); a sztajnbajt
leaves the bidder's points hanging, the next played hand's winner takes the pot, and a pot
left when the game ends is never paid (DERDA-R9); the bajts and sztajnbajts each player
suffered."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from scorekeep.core.record import NamedTuple
from scorekeep.games.derda.hands import Game, Hanging, other
from scorekeep.i18n import _


def never_paid(points: int) -> str:
    """A pot left hanging when the game ends (DERDA-R9)."""
    return (
        _(
            "unresolved hanging {points}: the game ended before another hand was played, so "
            "it is never paid"
        ).format(points=points)
        + " (DERDA-R9)"
    )


class Decided(NamedTuple):
    """DERDA-R8/R9 for one played hand: the result, what each player records, the pot."""

    result: str
    scores: dict[str, int]
    winner: str | None
    pot: tuple[Hanging, ...]
    paid: int
    paid_to: str | None
    next_dealer: str


def decide(
    bidder: str,
    defender: str,
    points: Mapping[str, int],
    pot: tuple[Hanging, ...],
    dealer: str,
    players: Sequence[str],
    notes: list[str],
) -> Decided:
    """Made, bajt or sztajnbajt (DERDA-R8); the hand's winner takes the pot, a sztajnbajt
    adds the bidder's points to it (DERDA-R9)."""
    pb, pd = points[bidder], points[defender]
    scores = dict.fromkeys(players, 0)
    if pb == pd:
        scores[defender] = pd
        pot = (*pot, Hanging(bidder, pb))
        total_pot = sum(h.points for h in pot)
        hang = (
            _("sztajnbajt: {pb} = {pd}; {defender} records {pd}, {bidder}'s {pb} hang: pot {pot}")
            if len(pot) == 1
            else _(
                "sztajnbajt: {pb} = {pd}; {defender} records {pd}, {bidder}'s {pb} hang "
                "(added to the pot): pot {pot}"
            )
        )
        notes.append(
            hang.format(pb=pb, pd=pd, defender=defender, bidder=bidder, pot=total_pot)
            + " (DERDA-R9)"
        )
        return Decided("sztajnbajt", scores, None, pot, 0, None, other(dealer, players))
    winner = bidder if pb > pd else defender
    if pb > pd:
        result = "made"
        scores[bidder], scores[defender] = pb, pd
        notes.append(
            _("made: {bidder} {pb} > {defender} {pd}; each records his own points").format(
                bidder=bidder, pb=pb, defender=defender, pd=pd
            )
            + " (DERDA-R8)"
        )
    else:
        result = "bajt"
        scores[defender] = pd + pb
        notes.append(
            _(
                "bajt: {bidder} {pb} < {defender} {pd}; {defender} records "
                "{pd} + {pb} = {sum}, {bidder} nothing"
            ).format(bidder=bidder, pb=pb, defender=defender, pd=pd, sum=pd + pb)
            + " (DERDA-R8)"
        )
    paid, paid_to = 0, None
    if pot:
        paid, paid_to = sum(h.points for h in pot), winner
        scores[winner] += paid
        notes.append(
            _("hanging {points} paid to {winner}, winner of this hand").format(
                points=paid, winner=winner
            )
            + " (DERDA-R9)"
        )
        pot = ()
    return Decided(result, scores, winner, pot, paid, paid_to, winner)


def count_bajts(
    state: Game, bidder: str, result: str, players: Sequence[str]
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    i = players.index(bidder)
    bajts, sztajn = list(state.bajts), list(state.sztajnbajts)
    if result == "bajt":
        bajts[i] += 1
    elif result == "sztajnbajt":
        sztajn[i] += 1
    return tuple(bajts), tuple(sztajn)
