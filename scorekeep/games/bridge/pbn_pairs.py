"""The pairs of a real results file (BR-D5), as Bridge Base and the club programs write them:
a pair named by its players is the same pair whatever the letter case of the names (``Nasi
Putih`` and ``nasi putih`` are one account) and whichever of them sits North; a player found
in two pairs is refused, naming both pairs as written and the line, unless the session takes
substitutes (``substitutes = true``): then the boards a substitute played stay the
registered pair's (the pair of that player with the most boards), and a line says so. Pure:
the file read in, the file's pairs settled out."""

from __future__ import annotations

from collections.abc import Mapping

from scorekeep.core.exchange import FileProblem, Imported, ImportedHand
from scorekeep.i18n import _

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

PAIR_KEYS = ("ns", "ew", "sitout")


def members(pair: str) -> tuple[str, ...]:
    return tuple(m.strip() for m in pair.split(" - ") if m.strip())


def key_of(pair: str) -> frozenset[str]:
    """Who the pair is: its players, in any letter case and either seat."""
    return frozenset(m.casefold() for m in members(pair))


def settled(imported: Imported, options: Mapping[str, Any]) -> tuple[Imported, list[FileProblem]]:
    """The file with each pair under one spelling (the first the file gives), substitutes'
    boards given to the registered pair when ``options`` take substitutes, and the problems:
    a pair whose two seats are one player spelled two ways, a player in two pairs."""
    if options.get("duplicate_form", "teams") != "pairs":
        return imported, []
    problems: list[FileProblem] = []
    spelled: dict[frozenset[str], str] = {}
    first_line: dict[frozenset[str], int] = {}
    boards: dict[frozenset[str], int] = {}
    for hand in imported.hands:
        for field in PAIR_KEYS:
            pair = hand.fields.get(field)
            if not isinstance(pair, str):
                continue
            key = key_of(pair)
            line = hand.lines.get(field, hand.line)
            if len(key) < len(members(pair)):
                problems.append(
                    FileProblem(
                        line,
                        _(
                            "pair '{pair}': its two players are one name spelled two ways "
                            "({first}, {second})"
                        ).format(pair=pair, first=members(pair)[0], second=members(pair)[1]),
                    )
                )
            spelled.setdefault(key, pair)
            first_line.setdefault(key, line)
            boards[key] = boards.get(key, 0) + 1
    substitute, notes = _substitutes(spelled, first_line, boards, options, problems)
    if problems:
        return imported, problems
    name = {key: spelled[substitute.get(key, key)] for key in spelled}
    said: list[str] = []
    hands = tuple(_renamed(hand, name, notes, said) for hand in imported.hands)
    players = tuple(dict.fromkeys(name[key_of(p)] for p in imported.players))
    return imported._replace(hands=hands, players=players, notes=tuple(said)), []


def _substitutes(
    spelled: Mapping[frozenset[str], str],
    first_line: Mapping[frozenset[str], int],
    boards: Mapping[frozenset[str], int],
    options: Mapping[str, Any],
    problems: list[FileProblem],
) -> tuple[dict[frozenset[str], frozenset[str]], dict[frozenset[str], str]]:
    """Each substitute pairing with its registered pair, and the line that says so."""
    pairs_of: dict[str, list[frozenset[str]]] = {}
    for key in spelled:
        if len(key) == 2:
            for player in key:
                pairs_of.setdefault(player, []).append(key)
    substitute: dict[frozenset[str], frozenset[str]] = {}
    notes: dict[frozenset[str], str] = {}
    for player, keys in pairs_of.items():
        if len(keys) < 2:
            continue
        registered = max(keys, key=lambda k: (boards[k], -first_line[k]))
        for key in keys:
            if key == registered or key in substitute:
                continue
            if not options.get("substitutes", False):
                problems.append(
                    FileProblem(
                        first_line[key],
                        _(
                            "{player} plays in two pairs, '{pair}' and '{other}' (line "
                            "{line}); with --set substitutes=true a substitute's boards are "
                            "the registered pair's"
                        ).format(
                            player=_spelling(player, spelled[registered]),
                            pair=spelled[key],
                            other=spelled[registered],
                            line=first_line[registered],
                        ),
                    )
                )
                continue
            substitute[key] = registered
            stand_in = ", ".join(sorted(m for m in members(spelled[key]) if m.casefold() != player))
            notes[key] = _("{substitute} played for {pair}: the boards stay theirs").format(
                substitute=stand_in, pair=spelled[registered]
            )
    return substitute, notes


def _spelling(player: str, pair: str) -> str:
    return next((m for m in members(pair) if m.casefold() == player), player)


def _renamed(
    hand: ImportedHand,
    name: Mapping[frozenset[str], str],
    notes: Mapping[frozenset[str], str],
    said: list[str],
) -> ImportedHand:
    fields = dict(hand.fields)
    for field in PAIR_KEYS:
        pair = fields.get(field)
        if isinstance(pair, str):
            key = key_of(pair)
            fields[field] = name[key]
            if key in notes:
                said.append(
                    _("board {n} (line {line}): {note}").format(
                        n=fields.get("board", "?"), line=hand.line, note=notes[key]
                    )
                )
    return hand._replace(fields=fields)
