"""Properties of rubber scoring that hold for every legal sequence of deals."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scorekeep.core.errors import Rejected
from scorekeep.games.bridge.contract import STRAINS, Contract, score_deal
from scorekeep.games.bridge.seats import SEATS
from tests.games.test_bridge import rubber

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


@settings(max_examples=200, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(deals, max_size=12))
def test_replay_equals_the_sum_of_per_deal_results(sequence):
    try:
        result = rubber(*sequence, close=True, play_on=False)
    except Rejected as error:
        assert "BR-S11" in str(error)  # only a deal after the rubber ended may be refused
        return
    summed = {"NS": 0, "EW": 0}
    for line in result.lines:
        for side, points in line.outcome.scores.items():
            summed[side] += points
    assert result.settlement is not None
    for side, points in result.settlement.scores.items():
        summed[side] += points
    assert summed == dict(result.standing.totals)
    if result.lines:
        assert result.lines[-1].totals == {
            s: summed[s] - result.settlement.scores.get(s, 0) for s in summed
        }
    assert result.standing.finished


@given(contracts, st.booleans(), st.integers(0, 12))
def test_more_tricks_never_score_less(contract, vul, tricks):
    fewer = score_deal(contract, tricks, vul)
    more = score_deal(contract, tricks + 1, vul)
    assert more.below + more.above - more.defenders_above >= (
        fewer.below + fewer.above - fewer.defenders_above
    )


@given(contracts, st.booleans(), st.integers(0, 13))
def test_exactly_one_side_scores_a_played_deal(contract, vul, tricks):
    s = score_deal(contract, tricks, vul)
    assert (s.below > 0) != (s.defenders_above > 0)
