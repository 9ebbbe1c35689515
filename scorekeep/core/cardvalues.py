"""The ``[cards]`` table of a ruleset: card values the engines count with, checked before any
hand is scored with them (a value like ``J = "twenty"`` must be a ``rules check`` problem, not
a crash in the middle of an evening)."""

from __future__ import annotations

from collections.abc import Mapping

from scorekeep.core.ruleset import Problem, line_of
from scorekeep.i18n import _

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

JASS_RANKS = frozenset({"A", "10", "K", "Q", "J", "9", "8", "7"})
NAMES = frozenset({"orders", "ranks", "ranks_52", "suits"})  # lists of names, not values


def card_problems(
    document: Mapping[str, Any], text: str, required: tuple[str, ...] = ()
) -> list[Problem]:
    """The ``[cards]`` table's problems; ``required`` names the tables the game cannot do
    without (its declaration's ``card_tables``), whose ranks are the jass ranks."""
    cards = document.get("cards", {})
    if not isinstance(cards, Mapping):
        return []  # build_ruleset reports it
    game = str(document.get("game", ""))
    problems: list[Problem] = []
    for kind in required:
        if not isinstance(cards.get(kind), Mapping):
            problems.append(
                Problem(
                    _("[cards.{kind}] is missing; {game} needs the {kind} card values").format(
                        kind=kind, game=game
                    ),
                    line_of(text, "cards") or 1,
                    "missing",
                )
            )
    for key, value in cards.items():
        _check(("cards", str(key)), value, text, problems, required)
    return problems


def _check(
    path: tuple[str, ...], value: Any, text: str, problems: list[Problem], required: tuple[str, ...]
) -> None:
    name = ".".join(path)

    def where() -> int:
        return line_of(text, *path[:3]) or line_of(text, *path[:2]) or 1

    if isinstance(value, Mapping):
        if len(path) > 2:
            nested = _("{key} must not be a table").format(key=name)
            problems.append(Problem(nested, where(), "wrong-type"))
            return
        ranks = JASS_RANKS if path[1] in required else None
        for key, item in value.items():
            if ranks is not None and str(key) not in ranks:
                problems.append(
                    Problem(
                        _("{key}: '{rank}' is not a card rank").format(key=name, rank=key),
                        line_of(text, *path, str(key)) or where(),
                        "unknown-key",
                        _("ranks: {ranks}").format(ranks=", ".join(sorted(ranks))),
                    )
                )
                continue
            _check((*path, str(key)), item, text, problems, required)
        return
    if path[1] in NAMES:
        if not (isinstance(value, list) and value and all(isinstance(v, str) for v in value)):
            names = _("{key} must be a list of names").format(key=name)
            problems.append(Problem(names, where(), "wrong-type"))
        return
    if isinstance(value, bool) or not isinstance(value, int):
        problems.append(
            Problem(
                _("{key} = {value} must be a whole number of points").format(
                    key=name, value=repr(value)
                ),
                where(),
                "wrong-type",
            )
        )
    elif value < 0:
        negative = _("{key} = {value} must not be negative").format(key=name, value=value)
        problems.append(Problem(negative, where(), "out-of-range"))
