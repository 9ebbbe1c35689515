"""What Derda and Deberc read alike in a hand's entry, from flags or a journal written by
hand: the players who took no trick listed, and points that are never negative."""

from __future__ import annotations

from scorekeep.core.errors import Rejected
from scorekeep.i18n import _

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


def no_tricks_listed(raw: Any, rule: str) -> list[Any] | tuple[Any, ...]:
    """The ``no_tricks`` of an entry as a list: one name alone is a list of one; anything
    but names is refused under the game's ``rule``."""
    if isinstance(raw, str):
        return [raw]
    if not isinstance(raw, list | tuple):
        raise Rejected(
            _("no_tricks must be a list of players, not {raw}").format(raw=repr(raw)),
            field="--no-tricks",
            rule=rule,
        )
    return raw


def never_negative(number: int, refusal: str, field: str, rule: str, **names: Any) -> int:
    """``number`` when it is 0 or more; else refused in the game's words, ``refusal``
    formatted with the ``number``, the ``field`` and ``names``."""
    if number < 0:
        message = refusal.format(number=number, field=field, **names)
        raise Rejected(message, field=field, rule=rule)
    return number
