"""Properties of Chicago and duplicate scoring that hold for every sequence of deals."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scorekeep.games.bridge import duplicate as dup
from scorekeep.games.bridge.contract import STRAINS, Contract, duplicate_score, signed_score
from scorekeep.games.bridge.seats import SEATS
from tests.games.test_bridge_chicago import play as chicago
from tests.games.test_bridge_duplicate import PAIRS
from tests.games.test_bridge_duplicate import play as duplicate

contracts = st.builds(Contract, st.integers(1, 7), st.sampled_from(STRAINS), st.integers(0, 2))
deals = st.one_of(
    st.just({"contract": "pass"}),
    st.builds(
        lambda c, by, t: {"contract": str(c), "by": by, "tricks": t},
        contracts,
        st.sampled_from(SEATS),
        st.integers(0, 13),
    ),
)


def summed(result) -> dict[str, int]:
    out: dict[str, int] = dict.fromkeys(result.standing.totals, 0)
    for line in result.lines:
        for side, points in line.outcome.scores.items():
            out[side] = out.get(side, 0) + points
    return out


@settings(max_examples=150, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.lists(deals, max_size=14),
    st.sampled_from(["carry", "duplicate"]),
    st.sampled_from(["redeal", "count"]),
)
def test_chicago_replay_equals_the_sum_of_per_deal_results(sequence, partscore, passout):
    result = chicago(*sequence, close=True, chicago_partscore=partscore, chicago_passout=passout)
    assert summed(result) == dict(result.standing.totals)
    extra = result.standing.extra
    rounds = sum(r["totals"]["NS"] + r["totals"]["EW"] for r in extra["rounds"])
    current = extra["round_totals"]["NS"] + extra["round_totals"]["EW"]
    assert rounds + current == sum(result.standing.totals.values())
    assert all(t < 100 for t in extra["below"].values())


@settings(max_examples=300)
@given(contracts, st.integers(0, 12), st.booleans())
def test_duplicate_more_tricks_never_score_less(contract, tricks, vulnerable):
    fewer = signed_score(duplicate_score(contract, tricks, vulnerable))
    more = signed_score(duplicate_score(contract, tricks + 1, vulnerable))
    assert more > fewer


@settings(max_examples=200)
@given(st.lists(st.integers(-2000, 2000).map(lambda x: x * 10), min_size=1, max_size=12))
def test_matchpoints_share_the_tops(scores):
    points = dup.matchpoints(scores)
    n = len(scores)
    assert sum(points) == n * (n - 1)  # each comparison hands out 2
    assert all(0 <= p <= 2 * (n - 1) for p in points)


@settings(max_examples=150, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_pairs_totals_equal_the_sum_of_what_each_result_changed(data):
    entries = []
    for board in range(1, data.draw(st.integers(1, 4)) + 1):
        order = data.draw(st.permutations(PAIRS))
        tables = data.draw(st.integers(1, 2))
        for t in range(tables):
            deal = data.draw(deals)
            entries.append({"board": board, "ns": order[2 * t], "ew": order[2 * t + 1], **deal})
    result = duplicate(*entries, duplicate_form="pairs")
    assert summed(result) == dict(result.standing.totals)


@settings(max_examples=150, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.tuples(deals, deals), max_size=8))
def test_team_match_totals_equal_the_imps_of_every_board(boards):
    entries = []
    for number, (open_room, closed_room) in enumerate(boards, 1):
        entries.append({"board": number, "room": "open", **open_room})
        entries.append({"board": number, "room": "closed", **closed_room})
    result = duplicate(*entries)
    assert summed(result) == dict(result.standing.totals)
    swings = [row["imps"] for row in result.standing.extra["boards"]]
    assert sum(swings) == result.standing.totals["NS"] - result.standing.totals["EW"]
