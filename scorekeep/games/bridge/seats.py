"""The bridge table: four seats N, E, S, W, clockwise, and two sides, N+S against E+W. The deal
and the calls pass clockwise (BR-A2); a score is kept per side, NS first."""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any, NoReturn

    _Figures = dict[str, Any]
else:
    _Figures = dict

SEATS = ("N", "E", "S", "W")
SIDES = ("NS", "EW")


def side_of(seat: str) -> str:
    return "NS" if seat in ("N", "S") else "EW"


def other(side: str) -> str:
    return "EW" if side == "NS" else "NS"


def seat_after(seat: str, steps: int = 1) -> str:
    return SEATS[(SEATS.index(seat) + steps) % 4]


class Sides(_Figures):
    """The two sides' figures of a hand (its score, its points below and above the line,
    who is vulnerable), one object for every hand with the same figures: an evening of
    100,000 hands has a few thousand. Shared, so it cannot be changed; ``dict(sides)`` is
    a copy that can."""

    __slots__ = ()

    def _shared(self, *_args: Any, **_kwargs: Any) -> NoReturn:
        raise TypeError("a hand's figures per side are shared by other hands: change a copy")

    __setitem__ = __delitem__ = update = pop = popitem = clear = setdefault = _shared
    __ior__ = _shared

    def __reduce__(self) -> tuple[Any, tuple[tuple[Any, Any]]]:
        return by_side, ((self["NS"], self["EW"]),)

    def __copy__(self) -> Sides:
        return self

    def __deepcopy__(self, _memo: dict[int, Any]) -> Sides:
        return self


_SHARED: dict[tuple[Any, ...], Sides] = {}
SHARED_LIMIT = 1 << 16
"""Figures kept for sharing; past them the next hands start a new set (still shared)."""


def by_side(values: tuple[Any, Any]) -> Sides:
    """NS and EW's figures as a mapping, the one object for these figures (of these types:
    a side's ``True`` is not its ``1``)."""
    ns, ew = values
    key = (ns, ew, type(ns), type(ew))
    found = _SHARED.get(key)
    if found is None:
        if len(_SHARED) >= SHARED_LIMIT:
            _SHARED.clear()
        found = _SHARED[key] = Sides(NS=ns, EW=ew)
    return found


def add_to_side(values: tuple[int, int], side: str, points: int) -> tuple[int, int]:
    return (values[0] + points, values[1]) if side == "NS" else (values[0], values[1] + points)
