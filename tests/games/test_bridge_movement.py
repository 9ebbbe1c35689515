"""Movements as data: a Mitchell's pairs meet once and play every board once, a Howell's
every pair meets every other once, odd fields sit out in turn, and the data round-trips."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeep.core.errors import Rejected
from scorekeep.games.bridge.movement import Movement, from_data, from_spec, howell, mitchell
from scorekeep.games.bridge.movement_seats import build


def met(movement: Movement) -> Counter[frozenset[int]]:
    return Counter(frozenset((s.ns, s.ew)) for s in movement.sittings)


def played(movement: Movement) -> Counter[tuple[int, int]]:
    return Counter((p, b) for s in movement.sittings for p in (s.ns, s.ew) for b in s.boards)


def physical(movement: Movement) -> bool:
    """No board at two tables of a round, but a relay's tables, which share."""
    for number in range(1, movement.rounds + 1):
        seen = Counter(
            b
            for s in movement.in_round(number)
            if s.table not in movement.relay[1:]
            for b in s.boards
        )
        if seen and max(seen.values()) > 1:
            return False
    return True


@pytest.mark.parametrize("tables", [1, 3, 5, 7, 9, 4, 6, 8])
def test_a_mitchell_meets_every_ns_pair_with_every_ew_pair_once_on_every_board(tables):
    movement = mitchell(tables, 0, 3)
    ns = range(1, tables + 1)
    ew = range(tables + 1, 2 * tables + 1)
    assert {(s.ns, s.ew) for s in movement.sittings} == {(a, b) for a in ns for b in ew}
    assert len(movement.sittings) == tables * tables
    every = set(movement.boards)
    for pair in range(1, 2 * tables + 1):
        boards = [b for (p, b), n in played(movement).items() if p == pair]
        assert sorted(boards) == sorted(every) and max(played(movement).values()) == 1
    assert physical(movement)


@pytest.mark.parametrize("tables", [4, 6, 8, 10])
def test_an_even_mitchell_that_skips_misses_one_pair_and_replays_no_board(tables):
    movement = from_spec(f"mitchell:{tables}x{tables - 1},skip", 2)
    assert movement.rounds == tables - 1
    assert max(met(movement).values()) == 1 and max(played(movement).values()) == 1
    assert physical(movement)


def test_an_even_mitchell_of_more_than_half_its_rounds_takes_a_relay_and_bye():
    movement = from_spec("mitchell:4x4", 3)
    assert movement.relay == (1, 4)
    assert movement.at(1, 1).boards == movement.at(1, 4).boards  # type: ignore[union-attr]
    assert max(played(movement).values()) == 1


def test_an_even_mitchell_without_skip_or_relay_stops_at_half():
    with pytest.raises(Rejected, match="at most 7 rounds"):
        from_spec("mitchell:8x8,skip", 3)
    assert from_spec("mitchell:8x3", 3).relay == ()


@pytest.mark.parametrize("pairs", [6, 8, 10])
def test_a_howell_meets_every_pair_once_and_no_pair_plays_a_board_twice(pairs):
    movement = howell(pairs, 2)
    assert met(movement) == Counter(
        {frozenset((a, b)): 1 for a in range(1, pairs + 1) for b in range(a + 1, pairs + 1)}
    )
    assert max(played(movement).values()) == 1
    assert physical(movement)
    assert movement.rounds == pairs - 1


@pytest.mark.parametrize(("spec", "pairs"), [("howell:7", 7), ("howell:9", 9), ("mitchell:5x5", 9)])
def test_odd_fields_sit_out_in_turn(spec, pairs):
    names = [f"P{n}" for n in range(1, pairs + 1)]
    movement = from_data(build(spec, {"duplicate_form": "pairs"}, names)[0])
    outs = [movement.sitting_out(r) for r in range(1, movement.rounds + 1)]
    assert all(len(out) == 1 for out in outs)
    flat = [p for out in outs for p in out]
    assert len(set(flat)) == len(flat)  # nobody twice, so nobody twice before all have
    if spec.startswith("howell"):
        assert sorted(flat) == list(range(1, pairs + 1))


def test_arrow_switch_turns_the_last_round_round():
    plain, arrow = from_spec("mitchell:5x5", 2), from_spec("mitchell:5x5,arrow", 2)
    last = [s for s in plain.sittings if s.round == 5]
    assert [(s.ew, s.ns) for s in last] == [(s.ns, s.ew) for s in arrow.in_round(5)]


def test_the_pair_at_table_2_ew_in_round_3():
    sitting = from_spec("mitchell:4x4", 3).of_pair(8, 3)
    assert sitting is not None
    assert (sitting.table, sitting.direction(8), sitting.boards) == (2, "EW", (7, 8, 9))


def test_a_movement_written_out_reads_back_the_same():
    movement = from_spec("howell:8", 3)
    assert from_data(movement.to_data()) == movement


@pytest.mark.parametrize(
    ("data", "said"),
    [
        ({"rounds": [[{"table": 1, "ns": 1, "ew": 1, "boards": [1]}]]}, "sits twice"),
        (
            {
                "rounds": [
                    [
                        {"table": 1, "ns": 1, "ew": 2, "boards": [1]},
                        {"table": 2, "ns": 3, "ew": 4, "boards": [1]},
                    ]
                ]
            },
            "board 1 is at two tables",
        ),
        ({"rounds": [[{"table": 1, "ns": 1, "ew": 2}]]}, "'boards' lists"),
        ({"rounds": "no"}, "lists its rounds"),
    ],
)
def test_an_impossible_movement_file_is_refused_in_one_line(data, said):
    with pytest.raises(Rejected, match=said):
        from_data(data)


@settings(max_examples=25, deadline=None)
@given(st.integers(1, 15), st.data())
def test_every_mitchell_seats_each_pair_once_a_round(tables, data):
    skip = tables % 2 == 0 and data.draw(st.booleans())
    most = tables - 1 if skip else tables
    rounds = data.draw(st.integers(1, max(most, 1))) if most else 1
    movement = mitchell(tables, rounds, data.draw(st.integers(1, 4)), skip=skip)
    for number in range(1, movement.rounds + 1):
        seated = [p for s in movement.in_round(number) for p in (s.ns, s.ew)]
        assert len(seated) == len(set(seated)) == 2 * tables
    assert max(met(movement).values()) == 1 and max(played(movement).values()) == 1
    assert physical(movement)


@settings(max_examples=12, deadline=None)
@given(st.integers(3, 12))
def test_every_howell_is_complete_and_physical(pairs):
    movement = howell(pairs, 1)
    assert len(met(movement)) == pairs * (pairs - 1) // 2 and max(met(movement).values()) == 1
    assert max(played(movement).values()) == 1 and physical(movement)
    assert howell(pairs, 1) == movement  # deterministic
