"""The Derniè counting questions: what a chain of aces costs (``ace-draw``, DERNIE-R13), the
penalty for a late or missing call (``call``, DERNIE-R8) and the points of a hand at the count
(``hand-value``, DERNIE-R1, R2, R17)."""

from __future__ import annotations

from collections.abc import Mapping

from scorekeep.core.errors import Rejected
from scorekeep.core.game import Context, Verdict
from scorekeep.core.inputs import read_int
from scorekeep.games.dernie.cards import (
    card_points,
    parse_hand,
    show,
    too_many_copies,
)
from scorekeep.games.dernie.judge_situation import (
    ACES_IN_PACK,
    card_langs,
    is_blank,
    seed_notes,
    table_option,
)
from scorekeep.i18n import _, ngettext

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


def ace_draw(inputs: Mapping[str, Any], ctx: Context) -> Verdict:
    k = read_int(inputs.get("k", inputs.get("aces", 1)), "--aces", low=None)
    if k < 0:
        raise Rejected(
            _("a chain of {k} aces is impossible").format(k=k), field="--aces", rule="DERNIE-R13"
        )
    if k > ACES_IN_PACK:
        raise Rejected(
            _("a chain of {k} aces is impossible: the pack holds exactly {aces} aces").format(
                k=k, aces=ACES_IN_PACK
            ),
            field="--aces",
            rule="DERNIE-R13",
        )
    if k > 1 and not table_option(ctx, "ace_stacking", True):
        raise Rejected(
            _(
                "a chain of {k} aces is impossible with ace_stacking = false: nobody "
                "may answer an Ace"
            ).format(k=k),
            field="--aces",
            rule="DERNIE-R13",
        )
    each = int(table_option(ctx, "ace_penalty_cards", 2))
    draw = k * each
    return Verdict(
        _("draw {draw}").format(draw=draw),
        {"draw": draw},
        "DERNIE-R13",
        ngettext(
            "A chain of {k} ace costs {k} × {each} = {draw} cards to the player who finally "
            "takes, who also misses the turn.",
            "A chain of {k} aces costs {k} × {each} = {draw} cards to the player who finally "
            "takes, who also misses the turn.",
            k,
        ).format(k=k, each=each, draw=draw)
        + seed_notes(ctx, "ace_penalty_cards"),
        ("DERNIE-R13",),
    )


CALLS = {
    "in_time": "in_time",
    "in-time": "in_time",
    "intime": "in_time",
    "yes": "in_time",
    "late": "late",
    "none": "none",
    "no": "none",
    "missing": "none",
}


def call(inputs: Mapping[str, Any], ctx: Context) -> Verdict:
    if is_blank(inputs.get("cards_left")):
        raise Rejected(
            _("how many cards are left after the play? give --cards-left N"),
            field="--cards-left",
            rule="DERNIE-R8",
        )
    left = read_int(inputs.get("cards_left"), "--cards-left", low=None)
    if left < 0:
        raise Rejected(
            _("cards_left {left} is impossible").format(left=left),
            field="--cards-left",
            rule="DERNIE-R8",
        )
    raw = str(inputs.get("call") or "").strip().lower()
    if raw not in CALLS:
        raise Rejected(
            _("call '{value}' must be in_time, late or none").format(value=inputs.get("call")),
            field="--call",
            rule="DERNIE-R8",
        )
    said = CALLS[raw]
    cards = int(table_option(ctx, "missed_call_penalty_cards", 2))
    penalty = cards if left == 1 and said != "in_time" else 0
    if left == 1:
        why = (
            _("Called in time: no penalty.")
            if said == "in_time"
            else (
                _("One card left and the call was late: draw {cards} cards from the stock.")
                if said == "late"
                else _(
                    "One card left and the call was not made: draw {cards} cards from the stock."
                )
            ).format(cards=cards)
        )
    elif left == 0:
        why = _("The player closed with the last card: no call is needed.")
    else:
        why = _("With {left} cards left no call is due; calling early has no effect.").format(
            left=left
        )
    return Verdict(
        _("penalty {cards} cards").format(cards=penalty) if penalty else _("no penalty"),
        {"penalty_cards": penalty},
        "DERNIE-R8",
        why + (seed_notes(ctx, "missed_call_penalty_cards") if penalty else ""),
        ("DERNIE-R8",),
    )


def hand_value(inputs: Mapping[str, Any], ctx: Context) -> Verdict:
    raw = inputs.get("hand")
    if is_blank(raw) or raw == []:
        raise Rejected(_('give the cards, e.g. "KS 7H JOKER"'), field="HAND", rule="DERNIE-R2")
    cards = parse_hand(raw, "HAND", card_langs(ctx))
    extra = too_many_copies(cards)
    if extra is not None:
        card, held, limit = extra
        raise Rejected(
            _("too many copies of {card}: {held} in one hand, the two packs hold {limit}").format(
                card=card, held=held, limit=limit
            ),
            field="HAND",
            rule="DERNIE-R1",
        )
    values = [card_points(c, ctx.options) for c in cards]
    total = sum(values)
    return Verdict(
        ngettext("{n} points", "{n} points", total).format(n=total),
        {"points": total},
        "DERNIE-R2",
        f"{show(cards)}: "
        + " + ".join(map(str, values))
        + f" = {total}."
        + seed_notes(
            ctx,
            *(
                "jolly_points" if c.is_joker else "ace_points" if c.rank == "A" else "face_points"
                for c in cards
                if c.is_joker or c.rank in ("A", "J", "Q", "K")
            ),
        ),
        ("DERNIE-R2", "DERNIE-R17"),
    )
