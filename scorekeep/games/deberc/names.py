"""Deberc in the table's words: redeals (DEBERC-P6), results (made, bajt, hanging, stopped), the
reason words for how a game ended, and the one-line description of a hand."""

from __future__ import annotations

from collections.abc import Mapping

from scorekeep.core.game import Outcome
from scorekeep.games.deberc.hands import HandDetail
from scorekeep.games.jass import cards as jass
from scorekeep.i18n import _

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


def redeal_name(kind: str) -> str:
    """A redeal as the table calls it (DEBERC-P6)."""
    return {"four-sevens": _("four-sevens"), "all-pass": _("all-pass")}.get(kind, kind)


def result_name(result: str) -> str:
    """made, bajt, hanging, stopped in the table's words (DEBERC-R7, R13)."""
    names = {"made": _("made"), "bajt": _("bajt"), "hanging": _("hanging"), "stopped": _("stopped")}
    return names.get(result, result)


def reason_words(reason: str) -> str:
    """How a game ended, in the table's words; the stored reason stays English for the
    programs that read it (``deberc`` in the statistics, JSON)."""
    import re

    number = re.search(r"-?\d+", reason)
    n = number.group() if number else ""
    known = {
        "deberc": lambda: _("deberc"),
        f"reached {n}": lambda: _("reached {target}").format(target=n),
        f"reached {n} on taking a trick": lambda: _("reached {target} on taking a trick").format(
            target=n
        ),
        "both over: higher total": lambda: _("both over: higher total"),
        f"{n} over: higher total": lambda: _("{n} over: higher total").format(n=n),
        "tie: ordered the game": lambda: _("tie: ordered the game"),
        "tie: first from the dealer": lambda: _("tie: first from the dealer"),
        f"closed before the target: highest total {n}": lambda: _(
            "closed before the target: highest total {total}"
        ).format(total=n),
        f"closed before the target: a tie at {n}": lambda: _(
            "closed before the target: a tie at {total}"
        ).format(total=n),
    }
    word = known.get(reason)
    return word() if word else reason


def describe_hand(entry: Mapping[str, Any], outcome: Outcome | None) -> str:
    """A hand in one line: who ordered which trump, the points, the result."""
    detail: HandDetail | None = outcome.detail if outcome else None
    if "annulled" in entry:
        return _("annulled: {why}").format(why=redeal_name(str(entry["annulled"])))
    bidder = detail.bidder if detail else entry.get("bidder", "?")
    trump = detail.trump if detail else entry.get("trump", "?")
    text = _("{bidder} orders {suit}").format(bidder=bidder, suit=jass.suit_name(str(trump)))
    if detail and detail.points:
        text += ": " + " : ".join(f"{s} {p}" for s, p in detail.points.items())
    if detail and detail.result:
        text += f", {result_name(detail.result)}"
    if entry.get("stopped_by"):
        text += " " + _("by {player}").format(player=entry["stopped_by"])
    return text
