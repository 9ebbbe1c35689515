"""The draw of a teams event (BR-T7, BR-T8): who meets whom in a round.

* Round robin (BR-T7) by the circle method: the first team stays, the others turn one place
  a round, and the i-th team of the circle's top row meets the i-th of its bottom row; with an
  odd number of teams a phantom makes it even and its opponent has the bye. Over n - 1 rounds
  (n rounds when n is odd) every pair of teams meets once.
* Swiss (BR-T8): teams in the order of the ranking, in score groups by match points (2 for a
  won match or a bye, 1 for a drawn one). With an odd number of teams the lowest-ranked team
  that has not yet had a bye has it (nobody has a second before everyone has had one). In each
  group the top half meets the bottom half (1st v the first of the bottom half, and so on);
  in a group of an odd number the lowest team floats down to the next group. Where this would
  repeat a match, the search tries the next opponents in the same order, then teams lower
  down, and repeats a match only when no draw avoids every rematch.

Pure: teams are names, a match is ``(home, away)``, ``away`` is ``None`` for a bye.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

Match = tuple[str, str | None]
SEARCH_STEPS = 200_000
"""The most partial draws the Swiss search looks at before it allows a rematch."""


def round_robin_rounds(count: int) -> int:
    """How many rounds a round robin of ``count`` teams has."""
    return count - 1 if count % 2 == 0 else count


def round_robin(teams: Sequence[str], number: int) -> list[Match]:
    """BR-T7: round ``number`` (from 1) of the circle method over ``teams`` in their order."""
    circle: list[str | None] = list(teams)
    if len(circle) % 2:
        circle.append(None)
    size = len(circle)
    turned = number - 1
    rest = circle[1:]
    shift = turned % (size - 1) if size > 1 else 0
    rest = rest[-shift:] + rest[:-shift] if shift else rest
    order = [circle[0], *rest]
    matches: list[Match] = []
    for i in range(size // 2):
        first, second = order[i], order[size - 1 - i]
        if first is None:
            first, second = second, None
        if first is None:
            continue
        if i == 0 and turned % 2 and second is not None:  # the fixed team alternates
            first, second = second, first
        matches.append((first, second))
    byes = [m for m in matches if m[1] is None]
    return [m for m in matches if m[1] is not None] + byes


def match_points(vp_won: float, vp_lost: float) -> int:
    """2 for a won match, 1 for a drawn one, 0 for a lost one (the Swiss score groups)."""
    return 2 if vp_won > vp_lost else 1 if vp_won == vp_lost else 0


def swiss(
    ranked: Sequence[str],
    groups: Mapping[str, int],
    played: set[frozenset[str]],
    byes: Mapping[str, int],
) -> list[Match]:
    """BR-T8: the next Swiss round for ``ranked`` teams (best first), ``groups`` their match
    points, ``played`` the pairs that have met, ``byes`` how many byes each has had."""
    order = sorted(ranked, key=lambda t: -groups.get(t, 0))  # by group, ranked within it
    bye_order: list[str | None] = [None]
    if len(order) % 2:
        fewest = min(byes.get(t, 0) for t in order)
        bye_order = [t for t in reversed(order) if byes.get(t, 0) == fewest]
    # the draw that keeps every rule; else one that floats more teams; else a rematch
    for allow_rematch, most_floats in ((False, 1), (False, None), (True, None)):
        for bye in bye_order[:1] if allow_rematch else bye_order:
            rest = [t for t in order if t != bye]
            found = _pair(rest, groups, played, allow_rematch, most_floats, {}, [0])
            if found is not None:
                return found + ([(bye, None)] if bye is not None else [])
    raise AssertionError("a draw with rematches allowed always exists")  # pragma: no cover


def _candidates(first: str, rest: Sequence[str], groups: Mapping[str, int]) -> list[str]:
    """``first``'s opponents in the order the draw prefers them: in its own score group the
    team half the group below it, then the nearest to that place; then the lower teams."""
    group = groups.get(first, 0)
    same = [t for t in rest if groups.get(t, 0) == group]
    other = [t for t in rest if groups.get(t, 0) != group]
    ideal = (len(same) + 1) // 2 - 1  # the group's size counting ``first``, halved
    ranked_same = sorted(range(len(same)), key=lambda i: (abs(i - ideal), i < ideal))
    return [same[i] for i in ranked_same] + other


def _pair(
    teams: Sequence[str],
    groups: Mapping[str, int],
    played: set[frozenset[str]],
    allow_rematch: bool,
    most_floats: int | None,
    floated: dict[int, int],
    steps: list[int],
) -> list[Match] | None:
    """The first draw in the preferred order without a rematch (unless ``allow_rematch``)
    and with at most ``most_floats`` teams of a score group meeting a lower group's team."""
    if not teams:
        return []
    steps[0] += 1
    if steps[0] > SEARCH_STEPS and not allow_rematch:
        return None
    first, rest = teams[0], teams[1:]
    group = groups.get(first, 0)
    for opponent in _candidates(first, rest, groups):
        if not allow_rematch and frozenset((first, opponent)) in played:
            continue
        down = groups.get(opponent, 0) != group
        if down and most_floats is not None and floated.get(group, 0) >= most_floats:
            continue
        if down:
            floated[group] = floated.get(group, 0) + 1
        left = [t for t in rest if t != opponent]
        found = _pair(left, groups, played, allow_rematch, most_floats, floated, steps)
        if down:
            floated[group] -= 1
        if found is not None:
            return [(first, opponent), *found]
    return None
