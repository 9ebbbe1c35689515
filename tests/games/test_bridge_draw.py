"""The draw of a teams event (BR-T7, BR-T8): round robin by the circle method and Swiss by
score groups, over random results."""

from __future__ import annotations

import random
from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeep.games.bridge import draw


def test_BR_T7_round_robin_of_six_teams_meets_every_pair_once():
    teams = [f"T{i}" for i in range(1, 7)]
    rounds = [draw.round_robin(teams, n) for n in range(1, draw.round_robin_rounds(6) + 1)]
    assert len(rounds) == 5
    met = [frozenset(m) for matches in rounds for m in matches]
    assert sorted(met, key=sorted) == sorted(
        (frozenset(p) for p in combinations(teams, 2)), key=sorted
    )
    for matches in rounds:
        assert sorted(t for m in matches for t in m) == sorted(teams)


@pytest.mark.parametrize("count", range(2, 15))
def test_BR_T7_round_robin_any_number_of_teams(count):
    teams = [f"T{i}" for i in range(count)]
    rounds = [draw.round_robin(teams, n) for n in range(1, draw.round_robin_rounds(count) + 1)]
    met = [frozenset(m) for matches in rounds for m in matches if m[1] is not None]
    assert len(met) == len(set(met)) == count * (count - 1) // 2
    byes = [m[0] for matches in rounds for m in matches if m[1] is None]
    assert len(byes) == (count if count % 2 else 0)
    assert len(set(byes)) == len(byes)


def play_swiss(count: int, rounds: int, seed: int) -> list[tuple[list[draw.Match], dict[str, int]]]:
    """A Swiss event with random match results: each round's draw and the match points the
    teams had when it was drawn."""
    rng = random.Random(seed)
    teams = [f"T{i}" for i in range(1, count + 1)]
    vp = dict.fromkeys(teams, 0.0)
    points = dict.fromkeys(teams, 0)
    played: set[frozenset[str]] = set()
    byes: dict[str, int] = {}
    out = []
    for _round in range(rounds):
        ranked = sorted(teams, key=lambda t: (-vp[t], teams.index(t)))
        matches = draw.swiss(ranked, points, played, byes)
        out.append((matches, dict(points)))
        for home, away in matches:
            if away is None:
                byes[home] = byes.get(home, 0) + 1
                vp[home] += 12
                points[home] += 2
                continue
            played.add(frozenset((home, away)))
            first = rng.choice([rng.uniform(0, 20), 10.0])
            vp[home] += first
            vp[away] += 20 - first
            points[home] += draw.match_points(first, 20 - first)
            points[away] += draw.match_points(20 - first, first)
    return out


def floats(matches: list[draw.Match], points: dict[str, int]) -> dict[int, int]:
    """How many teams of each score group meet a team of a lower group."""
    out: dict[int, int] = {}
    for home, away in matches:
        if away is None or points[home] == points[away]:
            continue
        upper = home if points[home] > points[away] else away
        out[points[upper]] = out.get(points[upper], 0) + 1
    return out


def every_draw(teams: list[str]):
    """Every way to pair an even number of teams."""
    if not teams:
        yield []
        return
    first, rest = teams[0], teams[1:]
    for i, opponent in enumerate(rest):
        for others in every_draw(rest[:i] + rest[i + 1 :]):
            yield [(first, opponent), *others]


def fewest_floats_possible(points: dict[str, int], met: set[frozenset[str]]) -> bool:
    """Whether some draw without a rematch keeps every group to one float."""
    return any(
        all(frozenset(m) not in met for m in matches)
        and all(n <= 1 for n in floats(matches, points).values())
        for matches in every_draw(sorted(points))
    )


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 10**6))
def test_BR_T8_ten_teams_five_swiss_rounds(seed):
    """No rematch, every team in every round once, and at most one team floats down out of
    each score group (more only where every draw without a rematch floats more)."""
    history = play_swiss(10, 5, seed)
    met: set[frozenset[str]] = set()
    for matches, points in history:
        before = set(met)
        teams = [t for m in matches for t in m]
        assert sorted(teams) == sorted(points)  # every team of every score group is drawn
        for home, away in matches:
            assert away is not None
            pair = frozenset((home, away))
            assert pair not in met, f"rematch {sorted(pair)}"
            met.add(pair)
        if any(n > 1 for n in floats(matches, points).values()):
            assert not fewest_floats_possible(points, before), (matches, points)


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 10**6), st.integers(1, 9))
def test_BR_T8_nine_teams_one_bye_a_round_never_twice(seed, rounds):
    history = play_swiss(9, rounds, seed)
    had: list[str] = []
    for matches, _points in history:
        byes = [home for home, away in matches if away is None]
        assert len(byes) == 1
        had += byes
    assert len(set(had)) == len(had)


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10**6), st.integers(2, 16), st.integers(1, 8))
def test_BR_T8_any_field_no_rematch_while_avoidable(seed, count, rounds):
    """Up to half as many rounds as teams a draw without a rematch always exists (each team
    has met fewer than half the others, Dirac), so the Swiss draw never repeats a match; the
    odd team's bye goes to one who has had the fewest."""
    rounds = max(1, min(rounds, count // 2))
    history = play_swiss(count, rounds, seed)
    met: set[frozenset[str]] = set()
    byes: dict[str, int] = {}
    for matches, points in history:
        assert sorted(t for m in matches for t in m if t is not None) == sorted(points)
        for home, away in matches:
            if away is None:
                assert byes.get(home, 0) == min(byes.get(t, 0) for t in points)
                byes[home] = byes.get(home, 0) + 1
                continue
            assert frozenset((home, away)) not in met
            met.add(frozenset((home, away)))


def test_BR_T8_first_round_top_half_meets_bottom_half():
    teams = [f"T{i}" for i in range(1, 9)]
    matches = draw.swiss(teams, dict.fromkeys(teams, 0), set(), {})
    assert matches == [("T1", "T5"), ("T2", "T6"), ("T3", "T7"), ("T4", "T8")]


def test_BR_T8_odd_group_floats_its_lowest_team_down():
    teams = ["A", "B", "C", "D", "E", "F"]
    points = {"A": 2, "B": 2, "C": 2, "D": 0, "E": 0, "F": 0}
    matches = draw.swiss(teams, points, set(), {})
    assert matches == [("A", "B"), ("C", "D"), ("E", "F")]


def test_BR_T8_a_rematch_is_avoided_by_the_next_opponent():
    teams = ["A", "B", "C", "D"]
    matches = draw.swiss(teams, dict.fromkeys(teams, 0), {frozenset(("A", "C"))}, {})
    assert frozenset(("A", "C")) not in {frozenset(m) for m in matches}
    assert matches == [("A", "D"), ("B", "C")]


def test_BR_T8_a_rematch_only_when_unavoidable():
    teams = ["A", "B"]
    assert draw.swiss(teams, dict.fromkeys(teams, 0), {frozenset(teams)}, {}) == [("A", "B")]
