"""When the Derniè stock (tallone) runs out (DERNIE-R24). The seed is silent; the house rule
turns the discard pile but its top card into a new stock, and ``empty_stock = "end_deal"``
ends the deal instead."""

from __future__ import annotations

from collections.abc import Mapping

from scorekeep.core.errors import Rejected
from scorekeep.core.game import Context, Field, Question, Verdict
from scorekeep.i18n import N_, _

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

PACK = 108


def _count(inputs: Mapping[str, Any], key: str, default: int | None, least: int) -> int:
    value = inputs.get(key)
    field = "--" + key.replace("_", "-")
    if value is None or (isinstance(value, str) and not value.strip()):
        if default is None:
            raise Rejected(_("give {field} N").format(field=field), field=field)
        return default
    text = str(value).strip()
    if isinstance(value, bool) or not text.isdigit() or not least <= int(text) <= PACK:
        raise Rejected(
            _("{field} '{value}' must be a whole number from {least} to {most}").format(
                field=field, value=value, least=least, most=PACK
            ),
            field=field,
        )
    return int(text)


def _reshuffle(stock: int, discard: int, draw: int) -> tuple[dict[str, Any], str]:
    turned = discard - 1
    drawn = min(draw, stock + turned)
    answer = {
        "action": "reshuffle",
        "drawn": drawn,
        "new_stock": stock + turned - drawn,
        "discard_left": 1,
        "short": draw - drawn,
    }
    why = _(
        "The stock has {stock} of the {draw} cards to draw: the player takes what it holds, "
        "then the discard pile but its top card ({turned} cards) is shuffled into a new stock"
    ).format(stock=stock, draw=draw, turned=turned)
    if answer["short"]:
        why += _(", which still leaves him {short} short: he draws what there is").format(
            short=answer["short"]
        )
    else:
        why += _(" and he draws the rest from it ({left} left)").format(left=answer["new_stock"])
    return answer, why + _("; the top card stays and play goes on.")


def stock(inputs: Mapping[str, Any], ctx: Context) -> Verdict:
    """DERNIE-R24: a draw the stock cannot cover."""
    left = _count(inputs, "stock", None, 0)
    discard = _count(inputs, "discard", 1, 1)
    draw = _count(inputs, "draw", 1, 1)
    if left + discard > PACK:
        raise Rejected(
            _(
                "{left} in the stock and {discard} discarded are more than the {pack} cards of "
                "the pack"
            ).format(left=left, discard=discard, pack=PACK),
            field="--discard",
        )
    mode = str(ctx.options.get("empty_stock", "reshuffle"))
    if draw <= left:
        answer: dict[str, Any] = {"action": "draw", "drawn": draw, "new_stock": left - draw}
        why = _("The stock holds {left} cards: the player draws {draw}, {rest} stay.").format(
            left=left, draw=draw, rest=left - draw
        )
    elif mode == "end_deal":
        answer = {"action": "end_deal", "drawn": left, "new_stock": 0}
        why = _(
            "The stock holds only {left} of the {draw} cards to draw and this table ends the "
            "deal when it runs out (empty_stock = end_deal): every player counts the cards "
            "left in his hand."
        ).format(left=left, draw=draw)
    else:
        answer, why = _reshuffle(left, discard, draw)
    return Verdict(answer["action"], answer, "DERNIE-R24", why, ("DERNIE-R24",))


QUESTION = Question(
    "stock",
    N_("what happens when the stock runs out"),
    (
        Field("stock", help=N_("cards left in the stock")),
        Field("discard", help=N_("cards in the discard pile, its top card included (default 1)")),
        Field("draw", help=N_("cards the player must draw (default 1)")),
    ),
    stock,
    "scorekeep judge dernie stock --stock 1 --discard 30 --draw 2",
)
