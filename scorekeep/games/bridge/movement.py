"""A club's movement as data: for every round and table, the pair sitting North-South, the
pair sitting East-West and the boards they play, so that "who sits where in round R, with
which boards" is one call (:meth:`Movement.at`, :meth:`Movement.of_pair`).

Pairs are numbered 1 to N. A pair no table seats in a round sits out that round (the
phantom's opponent, in an odd field). Board set ``s`` holds boards ``(s − 1)·b + 1`` to
``s·b`` for ``b`` boards a round.

A movement comes from a spec (:func:`from_spec`: ``mitchell:TxR``, ``howell:N``, with words
after a comma: ``arrow``, ``skip``, ``relay``), from a table of rounds (:func:`from_data`:
a ``--movement`` TOML file, or the header that keeps it) or from the tables and rounds an
imported results file records.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from scorekeep.core.errors import Rejected
from scorekeep.core.record import NamedTuple
from scorekeep.i18n import _

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

FIELD = "--movement"
KINDS = ("mitchell", "howell")
WORDS = ("arrow", "skip", "relay")
MOST_TABLES = 99
MOST_HOWELL_PAIRS = 20
"""A Howell's sets are searched for; beyond 10 tables clubs play a Mitchell."""


class Sitting(NamedTuple):
    """One table in one round: the pairs North-South and East-West and the boards."""

    round: int
    table: int
    ns: int
    ew: int
    boards: tuple[int, ...]

    def direction(self, pair: int) -> str:
        return "NS" if pair == self.ns else "EW"

    def opponent(self, pair: int) -> int:
        return self.ew if pair == self.ns else self.ns


class Movement(NamedTuple):
    """Every round's tables; ``spec`` says how it was made (``mitchell:5x5``, ``file``)."""

    spec: str
    pairs: int
    sittings: tuple[Sitting, ...]
    relay: tuple[int, ...] = ()
    """Tables that share their boards in every round (a Mitchell's relay)."""

    @property
    def rounds(self) -> int:
        return max((s.round for s in self.sittings), default=0)

    @property
    def tables(self) -> int:
        return max((s.table for s in self.sittings), default=0)

    @property
    def boards(self) -> tuple[int, ...]:
        return tuple(sorted({b for s in self.sittings for b in s.boards}))

    def at(self, round_number: int, table: int) -> Sitting | None:
        """Who sits at ``table`` in ``round_number``, with which boards (None: nobody)."""
        for sitting in self.sittings:
            if sitting.round == round_number and sitting.table == table:
                return sitting
        return None

    def of_pair(self, pair: int, round_number: int) -> Sitting | None:
        """Where ``pair`` sits in ``round_number`` (None: it sits out)."""
        for sitting in self.sittings:
            if sitting.round == round_number and pair in (sitting.ns, sitting.ew):
                return sitting
        return None

    def in_round(self, round_number: int) -> tuple[Sitting, ...]:
        return tuple(s for s in self.sittings if s.round == round_number)

    def at_table(self, table: int) -> tuple[Sitting, ...]:
        return tuple(s for s in self.sittings if s.table == table)

    def sitting_out(self, round_number: int) -> tuple[int, ...]:
        seated = {p for s in self.in_round(round_number) for p in (s.ns, s.ew)}
        return tuple(p for p in range(1, self.pairs + 1) if p not in seated)

    def meeting(self, ns: int, ew: int, board: int) -> Sitting | None:
        """The round where ``ns`` sits North-South against ``ew`` on ``board``."""
        for sitting in self.sittings:
            if sitting.ns == ns and sitting.ew == ew and board in sitting.boards:
                return sitting
        return None

    def to_data(self) -> dict[str, Any]:
        """The movement as the journal's header keeps it (and as a ``--movement`` file)."""
        return {
            "spec": self.spec,
            "pairs": self.pairs,
            **({"relay": list(self.relay)} if self.relay else {}),
            "rounds": [
                [
                    {"table": s.table, "ns": s.ns, "ew": s.ew, "boards": list(s.boards)}
                    for s in self.in_round(number)
                ]
                for number in range(1, self.rounds + 1)
            ],
        }


def board_set(number: int, per_round: int) -> tuple[int, ...]:
    return tuple(range((number - 1) * per_round + 1, number * per_round + 1))


def boards_text(boards: Sequence[int]) -> str:
    """``7–9`` for a run of boards, ``7, 9`` otherwise."""
    if len(boards) > 1 and list(boards) == list(range(boards[0], boards[-1] + 1)):
        return f"{boards[0]}–{boards[-1]}"
    return ", ".join(map(str, boards))


# ------------------------------------------------------------------ specs


def from_spec(text: str, per_round: int) -> Movement:
    """``mitchell:TxR`` (T tables, R rounds; R defaults to T, or T − 1 with ``skip``) or
    ``howell:N`` (N pairs), with ``,arrow`` (arrow-switch in the last round), ``,skip`` (an
    even Mitchell's East-West pairs skip a table after half the rounds) or ``,relay`` (an
    even Mitchell's relay and bye stand, which an even Mitchell of more than half its
    tables in rounds takes unless it skips)."""
    spec = text.strip().lower()
    kind, sep, rest = spec.partition(":")
    if not sep or kind not in KINDS:
        raise Rejected(
            _(
                "movement '{spec}' is mitchell:TABLESxROUNDS or howell:PAIRS (or a .toml file)"
            ).format(spec=text),
            field=FIELD,
        )
    size, *words = [w.strip() for w in rest.split(",")]
    unknown = [w for w in words if w not in WORDS]
    if unknown:
        raise Rejected(
            _("'{word}' in movement '{spec}' is not arrow, skip or relay").format(
                word=unknown[0], spec=text
            ),
            field=FIELD,
        )
    if per_round < 1:
        raise Rejected(_("boards_per_round must be at least 1"), field="boards_per_round")
    if kind == "howell":
        if "skip" in words or "relay" in words:
            raise Rejected(_("skip and relay are a Mitchell's"), field=FIELD)
        movement = howell(_number(size, text), per_round)
    else:
        tables, _x, rounds = size.partition("x")
        movement = mitchell(
            _number(tables, text),
            _number(rounds, text) if rounds else 0,
            per_round,
            skip="skip" in words,
            relay="relay" in words,
        )
    if "arrow" in words:
        movement = arrow_switched(movement)
    return movement._replace(spec=spec)


def _number(text: str, spec: str) -> int:
    if not text.isdigit() or not 0 < int(text) <= 2 * MOST_TABLES:
        raise Rejected(
            _("movement '{spec}' needs whole numbers: mitchell:8x7, howell:10").format(spec=spec),
            field=FIELD,
        )
    return int(text)


def mitchell(
    tables: int, rounds: int, per_round: int, *, skip: bool = False, relay: bool = False
) -> Movement:
    """North-South pair ``t`` stays at table ``t``; East-West pair ``T + k`` starts at table
    ``k`` and moves up one table a round; the boards move down one table. With an even
    number of tables the East-West pairs would meet their boards again after ``T/2`` rounds:
    ``skip`` moves them up two tables once, after half the rounds (each then misses one
    North-South pair, so at most T − 1 rounds); ``relay`` puts a bye stand between tables
    ``T/2`` and ``T/2 + 1`` and has tables 1 and T share a set. An odd number of pairs has
    no last East-West pair: its North-South opponents sit out that round."""
    if not 1 <= tables <= MOST_TABLES:
        raise Rejected(_("a Mitchell has 1 to {most} tables").format(most=MOST_TABLES), field=FIELD)
    even = tables % 2 == 0
    if skip and relay:
        raise Rejected(_("a Mitchell skips or has a relay, not both"), field=FIELD)
    if (skip or relay) and not even:
        raise Rejected(
            _("skip and relay are for an even number of tables; {n} is odd").format(n=tables),
            field=FIELD,
        )
    most = tables - 1 if skip else tables
    rounds = rounds or most
    if rounds > most:
        raise Rejected(
            _("a Mitchell of {tables} tables has at most {most} rounds, not {rounds}").format(
                tables=tables, most=most, rounds=rounds
            ),
            field=FIELD,
        )
    relay = relay or (even and not skip and rounds > tables // 2)
    sittings = []
    for number in range(1, rounds + 1):
        moved = number - 1 + (1 if skip and number > tables // 2 else 0)
        for table in range(1, tables + 1):
            start = (table - 1 - moved) % tables + 1
            sets = _relay_set(table, number, tables) if relay else (table - 1 + number - 1)
            sittings.append(
                Sitting(
                    number,
                    table,
                    table,
                    tables + start,
                    board_set(sets % tables + 1, per_round),
                )
            )
    spec = f"mitchell:{tables}x{rounds}"
    return Movement(spec, 2 * tables, tuple(sittings), (1, tables) if relay else ())


def _relay_set(table: int, number: int, tables: int) -> int:
    """The set (from 0) at ``table`` in round ``number`` of a relay-and-bye Mitchell. In
    round 1 table ``t`` has set ``t`` (table T shares set 1 with table 1) and the bye stand
    between tables T/2 and T/2 + 1 holds set T; the boards pass down tables T − 1 …
    T/2 + 1, the bye stand, T/2 … 2, then tables 1 and T together."""
    half = tables // 2
    firsts = [1, *range(2, half + 1), tables, *range(half + 1, tables)]
    place = 0 if table in (1, tables) else firsts.index(table)
    return int(firsts[(place + number - 1) % tables]) - 1


def arrow_switched(movement: Movement) -> Movement:
    """The last round played with North-South and East-West cards exchanged."""
    last = movement.rounds
    return movement._replace(
        sittings=tuple(
            s._replace(ns=s.ew, ew=s.ns) if s.round == last else s for s in movement.sittings
        )
    )


def howell(pairs: int, per_round: int) -> Movement:
    """Every pair meets every other once in N − 1 rounds (N − 1 pairs: N rounds with the
    phantom), each pair playing a different set in every round and no set at two tables
    of a round.

    Built by the circle method: pair N (the phantom in an odd field) stays put and meets
    pair r in round r, and pairs r + i and r − i (around the N − 1 others) meet at table
    i + 1. The sets are then searched for, deterministically: each table of each round
    (most constrained first) takes the lowest set that neither of its pairs has played
    and no other table of the round holds, backtracking when none is left; when N − 1
    sets cannot do it (6 pairs, for instance: no Room square of side 5), one set more."""
    if not 3 <= pairs <= MOST_HOWELL_PAIRS:
        raise Rejected(
            _("a Howell is for 3 to {most} pairs").format(most=MOST_HOWELL_PAIRS), field=FIELD
        )
    field = pairs + pairs % 2
    others = field - 1
    phantom = field if pairs % 2 else 0
    matches: list[tuple[int, int, int, int]] = []  # round, table, ns, ew
    for number in range(1, others + 1):
        r = number - 1
        tables = [(field, r + 1)]
        for i in range(1, field // 2):
            tables.append(((r + i) % others + 1, (r - i) % others + 1))
        table = 0
        for index, (a, b) in enumerate(tables):
            if phantom in (a, b):
                continue
            table += 1
            ns, ew = (a, b) if (number + index) % 2 else (b, a)
            matches.append((number, table, ns, ew))
    sets = _howell_sets(matches, others)
    sittings = tuple(
        Sitting(number, table, ns, ew, board_set(sets[i] + 1, per_round))
        for i, (number, table, ns, ew) in enumerate(matches)
    )
    return Movement(f"howell:{pairs}", pairs, sittings)


def _howell_sets(matches: Sequence[tuple[int, int, int, int]], least: int) -> list[int]:
    count = least
    while True:
        found = _colour(matches, count)
        if found is not None:
            return found
        count += 1


def _colour(matches: Sequence[tuple[int, int, int, int]], count: int) -> list[int] | None:
    """Sets 0 … count − 1 for every match, or None when the search gives up on them."""
    sets = [-1] * len(matches)
    played: dict[int, set[int]] = {}
    held: dict[int, set[int]] = {}
    budget = [2_000]

    def free(i: int) -> list[int]:
        number, _table, ns, ew = matches[i]
        taken = played.get(ns, set()) | played.get(ew, set()) | held.get(number, set())
        return [s for s in range(count) if s not in taken]

    def place(left: int) -> bool:
        if left == 0:
            return True
        budget[0] -= 1
        if budget[0] < 0:
            return False
        open_ = [i for i, s in enumerate(sets) if s < 0]
        i = min(open_, key=lambda j: (len(free(j)), j))
        number, _table, ns, ew = matches[i]
        for choice in free(i):
            sets[i] = choice
            for key, book in ((ns, played), (ew, played), (number, held)):
                book.setdefault(key, set()).add(choice)
            if place(left - 1):
                return True
            for key, book in ((ns, played), (ew, played), (number, held)):
                book[key].discard(choice)
            sets[i] = -1
        return False

    return sets if place(len(matches)) else None


# ------------------------------------------------------------------ data


def from_data(data: Mapping[str, Any], per_round: int = 0, where: str = FIELD) -> Movement:
    """A movement written out (``rounds``: each round a list of ``{table, ns, ew, boards}``,
    ``set`` instead of ``boards`` with ``boards_per_round``), checked: pairs 1 to N, tables
    from 1, no pair twice in a round, no board at two tables of a round."""
    rounds = data.get("rounds")
    if not isinstance(rounds, list) or not rounds:
        raise Rejected(_("a movement lists its rounds: rounds = [[...], ...]"), field=where)
    per_round = int(data.get("boards_per_round", per_round) or 0)
    sittings = []
    for number, tables in enumerate(rounds, 1):
        if not isinstance(tables, list):
            raise Rejected(
                _("round {n} of the movement must list its tables").format(n=number), field=where
            )
        for table in tables:
            sittings.append(_sitting(number, table, per_round, where))
    pairs = max(max(s.ns, s.ew) for s in sittings)
    given = data.get("pairs", pairs)
    if not isinstance(given, int) or given < pairs:
        raise Rejected(
            _("the movement seats pair {n}; 'pairs' must be at least that").format(n=pairs),
            field=where,
        )
    relay = data.get("relay", [])
    if not isinstance(relay, list) or not all(isinstance(t, int) for t in relay):
        raise Rejected(_("'relay' lists the tables that share their boards"), field=where)
    movement = Movement(str(data.get("spec", "file")), given, tuple(sittings), tuple(relay))
    check(movement, where)
    return movement


def _sitting(number: int, table: Any, per_round: int, where: str) -> Sitting:
    if not isinstance(table, Mapping):
        raise Rejected(
            _("round {n} of the movement: a table is {{table, ns, ew, boards}}").format(n=number),
            field=where,
        )
    values = {key: table.get(key) for key in ("table", "ns", "ew")}
    for key, value in values.items():
        if not isinstance(value, int) or isinstance(value, bool) or value < 1:
            raise Rejected(
                _("round {n} of the movement: '{key}' must be a number from 1").format(
                    n=number, key=key
                ),
                field=where,
            )
    boards = table.get("boards")
    if boards is None and isinstance(table.get("set"), int) and per_round:
        boards = list(board_set(table["set"], per_round))
    if (
        not isinstance(boards, list)
        or not boards
        or not all(isinstance(b, int) and 0 < b < 100 for b in boards)
    ):
        raise Rejected(
            _("round {n}, table {t} of the movement: 'boards' lists board numbers 1–99").format(
                n=number, t=values["table"]
            ),
            field=where,
        )
    table_number, ns, ew = (int(values[key] or 0) for key in ("table", "ns", "ew"))
    return Sitting(number, table_number, ns, ew, tuple(boards))


def check(movement: Movement, where: str = FIELD) -> None:
    """Refuse a movement that seats a pair twice in a round or against itself, seats a
    table twice, or has a board at two tables of one round (but the relay's, which share)."""
    for number in range(1, movement.rounds + 1):
        seated: set[int] = set()
        tables: set[int] = set()
        boards: set[int] = set()
        relayed: set[int] = set()
        for s in movement.in_round(number):
            problem = ""
            if s.ns == s.ew or s.ns in seated or s.ew in seated:
                problem = _("round {n}: pair {pair} sits twice").format(
                    n=number, pair=s.ew if s.ew in seated or s.ns == s.ew else s.ns
                )
            elif s.table in tables:
                problem = _("round {n}: table {t} is seated twice").format(n=number, t=s.table)
            elif boards & set(s.boards) - (relayed if s.table in movement.relay else set()):
                problem = _("round {n}: board {b} is at two tables").format(
                    n=number, b=min(boards & set(s.boards))
                )
            if problem:
                raise Rejected(_("the movement is not possible: ") + problem, field=where)
            seated |= {s.ns, s.ew}
            tables.add(s.table)
            boards |= set(s.boards)
            if s.table in movement.relay:
                relayed |= set(s.boards)


def from_results(results: Iterable[Mapping[str, Any]], pairs: int) -> Movement | None:
    """The movement a results file records (each result's round and table, its pairs by
    number), or None when it records no rounds and tables."""
    seen: dict[tuple[int, int], dict[str, Any]] = {}
    for result in results:
        number, table = result.get("round"), result.get("table")
        if not isinstance(number, int) or not isinstance(table, int):
            return None
        here = seen.setdefault(
            (number, table), {"table": table, "ns": result["ns"], "ew": result["ew"], "boards": []}
        )
        if (here["ns"], here["ew"]) != (result["ns"], result["ew"]):
            return None
        here["boards"].append(result["board"])
    if not seen:
        return None
    last = max(number for number, _table in seen)
    rounds = [
        [
            {**v, "boards": sorted(set(v["boards"]))}
            for (n, _t), v in sorted(seen.items())
            if n == number
        ]
        for number in range(1, last + 1)
    ]
    try:
        return from_data({"spec": "file", "pairs": pairs, "rounds": rounds})
    except Rejected:
        return None
