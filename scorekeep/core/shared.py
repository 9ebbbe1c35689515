"""Figures and texts that many hands of a long evening have alike, kept once: a hand's
figures per player (what it scored, the card points, the running totals) as one shared,
unchangeable mapping for every hand with the same figures, and the notes that explain a
hand as one text for every hand that says the same. An evening of 100,000 hands holds a
few thousand of each instead of several per hand."""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Iterable, Mapping
    from typing import Any, NoReturn

    _Figures = dict[str, Any]
else:
    _Figures = dict

SHARED_LIMIT = 1 << 16
"""Figures (and texts) kept for sharing; past them the next hands start a new set, still
shared among themselves."""


class PerPlayer(_Figures):
    """A hand's figures per player (or side), in seating order, one object for every hand
    with the same figures. Shared, so it cannot be changed; ``dict(figures)`` is a copy
    that can."""

    __slots__ = ()

    def _shared(self, *_args: Any, **_kwargs: Any) -> NoReturn:
        raise TypeError("a hand's figures per player are shared by other hands: change a copy")

    __setitem__ = __delitem__ = update = pop = popitem = clear = setdefault = _shared
    __ior__ = _shared

    def __reduce__(self) -> tuple[Any, tuple[tuple[str, ...], tuple[Any, ...]]]:
        return per_player, (tuple(self), tuple(self.values()))

    def __copy__(self) -> PerPlayer:
        return self

    def __deepcopy__(self, _memo: dict[int, Any]) -> PerPlayer:
        return self


_FIGURES: dict[tuple[Any, ...], PerPlayer] = {}


def per_player(players: tuple[str, ...], values: tuple[Any, ...]) -> PerPlayer:
    """``values`` by player, the one object for these figures (of these types: a
    player's ``True`` is not his ``1``)."""
    key = (players, values, *map(type, values))
    found = _FIGURES.get(key)
    if found is None:
        if len(_FIGURES) >= SHARED_LIMIT:
            _FIGURES.clear()
        found = _FIGURES[key] = PerPlayer(zip(players, values, strict=True))
    return found


def shared_figures(figures: Mapping[str, Any]) -> PerPlayer:
    """:func:`per_player` of a mapping, in its order."""
    if type(figures) is PerPlayer:
        return figures
    return per_player(tuple(figures), tuple(figures.values()))


_TEXTS: dict[Any, Any] = {}


def shared_notes(notes: Iterable[str]) -> tuple[str, ...]:
    """The notes as one tuple of texts for every hand that says the same, each text kept
    once for every tuple that holds it."""
    if len(_TEXTS) >= SHARED_LIMIT:
        _TEXTS.clear()
    texts = tuple(_TEXTS.setdefault(note, note) for note in notes)
    return _TEXTS.setdefault(texts, texts)  # type: ignore[no-any-return]
