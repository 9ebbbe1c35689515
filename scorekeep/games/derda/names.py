"""Derda in the table's words: results (made, bajt, sztajnbajt), annulments (double pass, dwa
razy) and the one-line description of a hand."""

from __future__ import annotations

from collections.abc import Mapping

from scorekeep.core.game import Outcome
from scorekeep.games.derda.hands import HandDetail
from scorekeep.games.jass.cards import SUITS, suit_name
from scorekeep.i18n import _

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


def annulment_name(kind: str) -> str:
    """An annulment as the sheet names it: the Polish call stays Polish (DERDA-R12)."""
    return {"double-pass": _("double pass"), "dwa-razy": _("dwa razy")}.get(kind, kind)


def result_name(result: str) -> str:
    """made, bajt, sztajnbajt in the table's words (DERDA-R8, R9)."""
    return {"made": _("made"), "bajt": _("bajt"), "sztajnbajt": _("sztajnbajt")}.get(result, result)


def describe_hand(entry: Mapping[str, Any], outcome: Outcome | None) -> str:
    detail: HandDetail | None = outcome.detail if outcome else None
    if "annulled" in entry:
        return _("annulled: {why}").format(why=annulment_name(str(entry["annulled"])))
    if "trade" in entry:
        trade = entry["trade"]
        given = (
            ", ".join(f"{p} +{v}" for p, v in trade.items())
            if isinstance(trade, Mapping)
            else str(trade)
        )
        text = _("trade accepted: {given}").format(given=given)
        if "next_dealer" in entry:
            text += _(", {dealer} deals").format(dealer=entry["next_dealer"])
        return text
    trump = str(entry.get("trump"))
    suit = suit_name(trump) if trump in SUITS else _("bid")
    bid = _("{suit} by {bidder}").format(suit=suit, bidder=entry.get("bidder", "?"))
    if "claim" in entry:
        claim = entry["claim"]
        by = claim.get("by", "?") if isinstance(claim, Mapping) else "?"
        text = _("{bid}; dość by {player}").format(bid=bid, player=by)
        if detail and detail.claim:
            c = detail.claim
            text += f": {c.total} {'≥' if c.right else '<'} {c.target}, " + (
                _("right") if c.right else _("wrong")
            )
        return text
    if detail:
        points = detail.points
        return (
            f"{bid}: {points[detail.bidder]}:{points[detail.defender]} {result_name(detail.result)}"
        )
    cards = entry.get("cards")
    if isinstance(cards, Mapping):
        return _("{bid}: cards {points}").format(
            bid=bid, points=":".join(str(v) for v in cards.values())
        )
    return bid
