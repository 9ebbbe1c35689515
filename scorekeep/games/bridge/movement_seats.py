"""A pairs session seated by its movement: the movement kept in the header (``new
--movement``, an imported file's rounds and tables), what ``scorekeep movement show`` says
of it, the guide cards of the sheets, and a table's result read against it — its round
(the table's current one unless given) and its pairs come from the movement, and a result
the movement does not have is refused until the director confirms it (``--again``)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from scorekeep.core.errors import Rejected
from scorekeep.core.game import Movements, resolve_name
from scorekeep.games.bridge.duplicate_adjusted import DIRECTOR
from scorekeep.games.bridge.movement import (
    FIELD,
    Movement,
    Sitting,
    boards_text,
    from_data,
    from_results,
    from_spec,
)
from scorekeep.i18n import _

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from scorekeep.core.game import Context
    from scorekeep.core.session import Header

BOARDS_PER_ROUND = 3
"""Boards a round when the spec does not say (``mitchell:8x7,boards=2``)."""

_read: dict[int, tuple[Mapping[str, Any], Movement]] = {}


def kept(data: Mapping[str, Any], names: Sequence[str]) -> Movement:
    """The movement a header keeps (read once per header read), refused when it seats more
    pairs than the session has (a header edited by hand)."""
    found = _read.get(id(data))
    if found is not None and found[0] is data:
        movement = found[1]
    else:
        movement = from_data(data, where="movement")
        _read.clear()
        _read[id(data)] = (data, movement)
    if movement.pairs > len(names):
        raise Rejected(
            _("the journal's movement seats {n} pairs; the session has {given}").format(
                n=movement.pairs, given=len(names)
            ),
            field="movement",
        )
    return movement


def movement_of(ctx: Context) -> Movement | None:
    return kept(ctx.movement, ctx.table.players) if ctx.movement else None


def build(
    given: str | Mapping[str, Any], options: Mapping[str, Any], players: Sequence[str]
) -> tuple[dict[str, Any], tuple[str, ...]]:
    """The movement to keep and the pairs it seats: the players named (as many as it has
    pairs, or one fewer, whose last place is then the phantom's), else pairs "1" to "N"."""
    if str(options.get("duplicate_form", "teams")) != "pairs":
        raise Rejected(
            _("a movement seats the pairs of a pairs session: add --set duplicate_form=pairs"),
            field=FIELD,
        )
    if isinstance(given, Mapping):
        movement = from_data(given, BOARDS_PER_ROUND)
    else:
        movement = from_spec(*_boards_word(given))
    names = tuple(players)
    if not names:
        names = tuple(str(n) for n in range(1, movement.pairs + 1))
    elif len(names) == movement.pairs - 1 and movement.spec.startswith("mitchell"):
        movement = without_pair(movement, movement.pairs)
    if len(names) != movement.pairs:
        raise Rejected(
            _("movement {spec} seats {n} pairs; --players names {given}").format(
                spec=movement.spec, n=movement.pairs, given=len(names)
            ),
            field=FIELD,
        )
    return movement.to_data(), names


def _boards_word(text: str) -> tuple[str, int]:
    """The spec without its ``boards=N`` word, and the boards a round it gives."""
    words = [w.strip() for w in text.split(",")]
    per_round = BOARDS_PER_ROUND
    kept_words = []
    for word in words:
        key, sep, value = word.partition("=")
        if sep and key.strip().lower() == "boards":
            if not value.strip().isdigit() or not 0 < int(value) <= 33:
                raise Rejected(
                    _("boards={value}: boards a round is a number from 1 to 33").format(
                        value=value
                    ),
                    field=FIELD,
                )
            per_round = int(value)
        else:
            kept_words.append(word)
    return ",".join(kept_words), per_round


def without_pair(movement: Movement, pair: int) -> Movement:
    """The movement with ``pair``'s place left to the phantom: its opponents sit out."""
    return movement._replace(
        pairs=movement.pairs - 1,
        sittings=tuple(s for s in movement.sittings if pair not in (s.ns, s.ew)),
    )


def imported(header: Any, entries: Sequence[Mapping[str, Any]]) -> dict[str, Any] | None:
    """The movement an imported file's results record: their rounds and tables."""
    players = list(header.table.players)
    numbered = []
    for entry in entries:
        if not all(k in entry for k in ("round", "table", "ns", "ew")):
            return None
        numbered.append(
            {
                "round": entry["round"],
                "table": entry["table"],
                "ns": players.index(entry["ns"]) + 1,
                "ew": players.index(entry["ew"]) + 1,
                "board": int(entry["board"]),
            }
        )
    movement = from_results(numbered, len(players))
    return movement.to_data() if movement is not None and _whole(movement) else None


def _whole(movement: Movement) -> bool:
    """Whether results give a movement whole: every round seats every pair (but the one a
    phantom leaves out) and every table plays as many boards a round as the others. An
    evening still being played gives only part of its movement, which would send the
    pairs not yet entered to sit out: such a file is imported without one."""
    counts = {len(s.boards) for s in movement.sittings}
    least = movement.pairs - movement.pairs % 2
    return len(counts) == 1 and all(
        2 * len(movement.in_round(n)) >= least for n in range(1, movement.rounds + 1)
    )


# ------------------------------------------------------------------ show


def pair_number(text: str, names: Sequence[str]) -> int:
    """A pair by its number or its name."""
    word = str(text).strip()
    if word.isdigit() and 0 < int(word) <= len(names) and word not in names:
        return int(word)
    return list(names).index(resolve_name(word, names, "--pair", "pair")) + 1


def show(header: Header, round_number: int, pair: str, table: int) -> list[dict[str, Any]]:
    """The rows of ``movement show``: a pair's rounds, a table's, or every table's."""
    if not header.movement:
        raise Rejected(
            _("session {name} has no movement; start one with new --movement").format(
                name=header.name
            ),
            field="movement",
        )
    names = header.table.players
    movement = kept(header.movement, names)
    if round_number and not 0 < round_number <= movement.rounds:
        raise Rejected(
            _("round {n}: the movement has rounds 1 to {last}").format(
                n=round_number, last=movement.rounds
            ),
            field="--round",
        )
    if table and not 0 < table <= movement.tables:
        raise Rejected(
            _("table {n}: the movement has tables 1 to {last}").format(
                n=table, last=movement.tables
            ),
            field="--table",
        )
    rounds = [round_number] if round_number else list(range(1, movement.rounds + 1))
    if pair:
        number = pair_number(pair, names)
        return [_pair_row(movement, names, number, r) for r in rounds]
    rows = []
    for r in rounds:
        for sitting in movement.in_round(r):
            if not table or sitting.table == table:
                rows.append(_table_row(sitting, names))
        if not table:
            rows += [_pair_row(movement, names, p, r) for p in movement.sitting_out(r)]
    return rows


def pair_label(number: int, names: Sequence[str]) -> str:
    name = names[number - 1]
    return str(number) if name == str(number) else f"{number} ({name})"


def _pair_row(movement: Movement, names: Sequence[str], pair: int, number: int) -> dict[str, Any]:
    sitting = movement.of_pair(pair, number)
    label = pair_label(pair, names)
    if sitting is None:
        return {
            "round": number,
            "pair": pair,
            "table": None,
            "direction": None,
            "boards": [],
            "sits_out": True,
            "text": _("round {round}: pair {pair} sits out").format(round=number, pair=label),
        }
    direction = sitting.direction(pair)
    return {
        "round": number,
        "pair": pair,
        "table": sitting.table,
        "direction": direction,
        "boards": list(sitting.boards),
        "against": sitting.opponent(pair),
        "text": _("round {round}: pair {pair} → table {table} {direction}, boards {boards}").format(
            round=number,
            pair=label,
            table=sitting.table,
            direction=direction,
            boards=boards_text(sitting.boards),
        )
        + " · "
        + _("against {pair}").format(pair=pair_label(sitting.opponent(pair), names)),
    }


def _table_row(sitting: Sitting, names: Sequence[str]) -> dict[str, Any]:
    return {
        "round": sitting.round,
        "table": sitting.table,
        "ns": sitting.ns,
        "ew": sitting.ew,
        "boards": list(sitting.boards),
        "text": _("round {round}: table {table} — NS {ns} v EW {ew}, boards {boards}").format(
            round=sitting.round,
            table=sitting.table,
            ns=pair_label(sitting.ns, names),
            ew=pair_label(sitting.ew, names),
            boards=boards_text(sitting.boards),
        ),
    }


def guide_cards(data: Mapping[str, Any], names: Sequence[str]) -> list[Any]:
    """The guide cards the sheets print: one per table (each round's pairs and boards) and
    one per pair (each round's table, direction, opponents and boards, or a sit-out)."""
    movement = kept(data, names)
    cards: list[Any] = []
    for table in range(1, movement.tables + 1):
        rows = [
            [s.round, pair_label(s.ns, names), pair_label(s.ew, names), boards_text(s.boards)]
            for s in movement.at_table(table)
        ]
        caption = _("Guide card · table {n}").format(n=table)
        cards.append((caption, [_("round"), "NS", "EW", _("boards")], rows))
    for pair in range(1, movement.pairs + 1):
        rows = []
        for number in range(1, movement.rounds + 1):
            s = movement.of_pair(pair, number)
            rows.append(
                [number, "", "", _("sits out"), ""]
                if s is None
                else [
                    number,
                    s.table,
                    s.direction(pair),
                    pair_label(s.opponent(pair), names),
                    boards_text(s.boards),
                ]
            )
        caption = _("Guide card · pair {pair}").format(pair=pair_label(pair, names))
        headers = [_("round"), _("table"), _("sits"), _("against"), _("boards")]
        cards.append((caption, headers, rows))
    return cards


# ------------------------------------------------------------------ a table's result


def current_round(movement: Movement, table: int, on_board: Any) -> int:
    """The table's first round with a board not yet scored by its pairs (0: none left)."""
    for sitting in movement.at_table(table):
        for board in sitting.boards:
            if not any(r.board == board and not r.sitout for r in on_board(board, sitting)):
                return sitting.round
    return 0


def seated(
    movement: Movement, entry: Mapping[str, Any], names: Sequence[str], on_board: Any
) -> dict[str, Any]:
    """The entry with its round (the table's current one unless given) and, unless given,
    its pairs as the movement seats them; without a table, the table and round where the
    movement has its pairs meet on its board."""
    out = dict(entry)
    if "table" not in entry:
        if all(isinstance(entry.get(k), str) and entry.get(k) in names for k in ("ns", "ew")):
            meeting = movement.meeting(
                names.index(entry["ns"]) + 1, names.index(entry["ew"]) + 1, entry.get("board", 0)
            )
            if meeting is not None:
                out["table"], out["round"] = meeting.table, meeting.round
        return out
    table = entry["table"]
    if "round" not in entry:
        number = current_round(movement, table, on_board)
        if not number:
            return out
        out["round"] = number
    sitting = movement.at(out["round"], table)
    if sitting is not None and "ns" not in entry and "ew" not in entry:
        out["ns"], out["ew"] = names[sitting.ns - 1], names[sitting.ew - 1]
    return out


def unplanned(
    movement: Movement, entry: Mapping[str, Any], names: Sequence[str]
) -> Rejected | None:
    """Why the movement does not have this result (None: it has it)."""
    spec = movement.spec
    board = entry.get("board")
    if "table" in entry:
        number, table = entry.get("round"), entry["table"]
        sitting = movement.at(number, table) if isinstance(number, int) else None
        if sitting is None:
            return Rejected(
                _("table {t} has no round {r} in the movement {spec}").format(
                    t=table, r=number, spec=spec
                ),
                field="--round",
            )
        ns, ew = names[sitting.ns - 1], names[sitting.ew - 1]
        if (entry.get("ns"), entry.get("ew")) != (ns, ew):
            return Rejected(
                _(
                    "in the movement {spec} table {t} seats NS {ns} v EW {ew} in round {r}, "
                    "not {given_ns} v {given_ew}"
                ).format(
                    spec=spec,
                    t=table,
                    r=number,
                    ns=ns,
                    ew=ew,
                    given_ns=entry.get("ns"),
                    given_ew=entry.get("ew"),
                ),
                field="--ns",
            )
        if board not in sitting.boards:
            return Rejected(
                _(
                    "board {b} is not played at table {t} in round {r} of the movement "
                    "{spec} (boards {boards})"
                ).format(b=board, t=table, r=number, spec=spec, boards=boards_text(sitting.boards)),
                field="--board",
            )
        return None
    if entry.get("ns") in names and entry.get("ew") in names:
        return Rejected(
            _("{ns} (NS) and {ew} (EW) do not meet on board {b} in the movement {spec}").format(
                ns=entry["ns"], ew=entry["ew"], b=board, spec=spec
            ),
            field="--board",
        )
    return None


MOVEMENT = Movements(build=build, imported=imported, show=show, director=DIRECTOR)
