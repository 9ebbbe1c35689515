"""The bridge table: four seats N, E, S, W, clockwise, and two sides, N+S against E+W. The deal
and the calls pass clockwise (BR-A2); a score is kept per side, NS first."""

from __future__ import annotations

SEATS = ("N", "E", "S", "W")
SIDES = ("NS", "EW")


def side_of(seat: str) -> str:
    return "NS" if seat in ("N", "S") else "EW"


def other(side: str) -> str:
    return "EW" if side == "NS" else "NS"


def seat_after(seat: str, steps: int = 1) -> str:
    return SEATS[(SEATS.index(seat) + steps) % 4]


def by_side(values: tuple[int, int]) -> dict[str, int]:
    return {"NS": values[0], "EW": values[1]}


def add_to_side(values: tuple[int, int], side: str, points: int) -> tuple[int, int]:
    return (values[0] + points, values[1]) if side == "NS" else (values[0], values[1] + points)
