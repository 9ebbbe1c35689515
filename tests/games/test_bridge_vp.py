"""Victory-point scales (BR-T1…T3): the WBF continuous scale corrected for concavity as the
WBF tables are, the discrete scale, a ruleset's table and matchpoint percentages."""

from __future__ import annotations

import math
from collections import Counter
from itertools import pairwise

import pytest
from hypothesis import given
from hypothesis import strategies as st

from scorekeep.core.errors import Rejected
from scorekeep.games.bridge import duplicate as dup
from scorekeep.games.bridge import vp


def winner(margin: int, boards: int, scale: vp.Scale = vp.WBF) -> float:
    return vp.victory_points(margin, boards, scale)[0]


def test_BR_T1_twenty_boards_first_imps():
    assert winner(1, 20) == 10.28
    assert winner(2, 20) == 10.55


def test_BR_T1_sixteen_boards_zero_to_five_imps():
    assert [winner(i, 16) for i in range(6)] == [10.00, 10.31, 10.61, 10.91, 11.20, 11.48]


def test_BR_T1_concavity_correction_at_sixteen_boards():
    """Plain rounding gives 13.28, 13.52, 13.74, 13.97 for 12-15 IMPs: the 15th IMP (0.23)
    would be worth more than the 14th (0.22). The corrected table raises 14 IMPs to 13.75."""
    assert [winner(i, 16) for i in range(12, 16)] == [13.28, 13.52, 13.75, 13.97]
    plain = [round(10 + 10 * (1 - vp_tau() ** (3 * i / vp.blitz(16))) / (1 - vp_tau() ** 3), 2)
             for i in range(12, 16)]  # fmt: skip
    assert plain == [13.28, 13.52, 13.74, 13.97]


def vp_tau() -> float:
    return (math.sqrt(5) - 1) / 2


def test_BR_T1_single_match_uses_the_corrected_scale():
    assert dup.victory_points(14, 16) == (13.75, 6.25)
    assert dup.victory_points(-14, 16) == (6.25, 13.75)


def test_BR_T1_the_blitz_and_beyond_is_twenty():
    top = math.ceil(vp.blitz(16))
    assert winner(top, 16) == 20.0
    assert winner(top + 40, 16) == 20.0
    assert winner(top - 1, 16) < 20.0
    assert vp.victory_points(-500, 16) == (0.0, 20.0)


@given(st.integers(1, 100), st.integers(-400, 400))
def test_BR_T1_the_two_sides_sum_to_twenty(boards, margin):
    first, second = vp.hundredths(margin, boards)
    assert first + second == 2000
    assert vp.victory_points(margin, boards)[::-1] == vp.victory_points(-margin, boards)


@pytest.mark.parametrize("boards", range(1, 101))
def test_BR_T1_increments_never_increase(boards):
    """Every margin up to the blitz: each IMP is worth no more than the one before it."""
    table = [vp.hundredths(i, boards)[0] for i in range(math.ceil(vp.blitz(boards)) + 2)]
    steps = [b - a for a, b in pairwise(table)]
    assert all(later <= earlier for earlier, later in pairwise(steps)), steps
    assert all(step >= 0 for step in steps)
    assert table[0] == 1000 and table[-1] == 2000


@pytest.mark.parametrize("boards", range(1, 101))
def test_BR_T1_correction_moves_no_figure_far(boards):
    """The corrected table only raises figures, and by a few hundredths at most."""
    for margin, value in enumerate(vp.wbf_table(boards)[:-1]):
        exact = 100 * min(20.0, 10 + 10 * (1 - vp_tau() ** (3 * margin / vp.blitz(boards)))
                          / (1 - vp_tau() ** 3))  # fmt: skip
        assert -0.5 <= value - exact <= 5


def test_BR_T2_discrete_twenty_boards():
    scale = vp.Scale("wbf-discrete")
    got = [vp.hundredths(i, 20, scale)[0] // 100 for i in range(10)]
    assert got == [10, 10, 11, 11, 11, 11, 12, 12, 12, 12]
    assert vp.hundredths(-3, 20, scale) == (900, 1100)


@pytest.mark.parametrize("boards", range(1, 101))
def test_BR_T2_discrete_ranges_never_narrow(boards):
    wins = Counter(vp.wbf_discrete_table(boards))
    widths = [wins[v] for v in range(11, 20)]
    assert all(later >= earlier for earlier, later in pairwise(widths)), widths
    assert vp.wbf_discrete_table(boards)[-1] == 20


def test_BR_T3_a_national_scale_from_a_toml_table():
    scale = vp.table_scale({"0": ["10"], "3": ["11"], "8": ["12", "7"], "20": ["20", "0"]}, "ACBL")
    assert vp.hundredths(2, 8, scale) == (1000, 1000)
    assert vp.hundredths(5, 8, scale) == (1100, 900)
    assert vp.hundredths(-9, 8, scale) == (700, 1200)
    assert vp.hundredths(99, 8, scale) == (2000, 0)
    assert scale.title == "ACBL"


@pytest.mark.parametrize(
    "table",
    [{"1": ["10"]}, {"0": ["21"]}, {"0": ["10"], "x": ["12"]}, {"0": ["12"], "5": ["11"]}],
)
def test_BR_T3_a_wrong_table_is_refused(table):
    with pytest.raises(Rejected) as error:
        vp.table_scale(table)
    assert error.value.rule == "BR-T3"


def test_BR_T3_matchpoint_percentages():
    scale = vp.Scale("mp", mp_blitz=25)
    assert vp.mp_hundredths(50, scale) == (1000, 1000)
    assert vp.mp_hundredths(60, scale) == (1400, 600)
    assert vp.mp_hundredths(80, scale) == (2000, 0)
    assert vp.mp_hundredths(30, scale) == (200, 1800)


def test_BR_T1_judge_answers_with_the_figure_and_the_scale(cli):
    out = cli("judge", "bridge", "vp", "14", "--boards", "16").stdout
    assert "Verdict: 13.75 – 6.25" in out
    assert "WBF 2013 continuous 20-VP scale" in out
    answer = cli.json("judge", "bridge", "vp", "3", "--boards", "20", "--scale", "wbf-discrete")
    assert answer["answer"]["victory_points"] == [11.0, 9.0]
    assert answer["rule"] == "BR-T2"


def test_BR_T3_judge_mp_scale(cli):
    answer = cli.json("judge", "bridge", "vp", "60", "--scale", "mp")
    assert answer["answer"]["victory_points"] == [14.0, 6.0]


@pytest.mark.parametrize(
    ("args", "field"),
    [
        (("vp", "3"), "--boards"),
        (("vp", "3", "--boards", "20", "--scale", "elo"), "--scale"),
        (("vp", "three", "--boards", "20"), "IMPS"),
        (("vp", "3", "--boards", "0"), "--boards"),
    ],
)
def test_BR_T1_judge_refusals_name_the_field(cli, args, field):
    result = cli("judge", "bridge", *args, code=1)
    assert result.stderr.startswith(f"scorekeep: error: {field}")
    assert "Traceback" not in result.stderr
