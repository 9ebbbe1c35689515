"""The scoring conventions club programs differ by, as ruleset options (BR-D3, BR-D5): a
sit-out scored as a percentage, an adjusted result balanced by the field, board percentages
averaged as printed, ties broken, a capped IMP scale with arbitral IMP results, the butler
datum's variants and Neuberg off. Each test works its example out by hand in the docstring;
the defaults stay today's figures."""

from __future__ import annotations

import pytest

from scorekeep.core.errors import Rejected
from scorekeep.games.bridge import duplicate_pairs as pairs_scoring
from scorekeep.games.bridge.duplicate_adjusted import read_adjusted
from scorekeep.games.bridge.duplicate_ranking import ranking
from tests.games.test_bridge_duplicate_club import adjusted, play, score, traveller

KOW, NOW, WIS, ZIEL, LEW, WOJ, KAM, DAB = (
    "Kowalscy",
    "Nowakowie",
    "Wiśniewscy",
    "Zielińscy",
    "Lewandowscy",
    "Wójcikowie",
    "Kamińscy",
    "Dąbrowscy",
)


def sitout(number: int, pair: str) -> dict[str, object]:
    return {"board": number, "sitout": pair}


SITOUT_EVENING = (
    score(1, KOW, NOW, 450),
    score(1, WIS, ZIEL, 420),
    score(1, LEW, WOJ, 400),
    sitout(1, KAM),
    score(2, KAM, KOW, 100),
    score(2, NOW, WIS, 50),
    score(2, ZIEL, LEW, 0),
)


def test_BR_D5_sitout_percentage_worked_example():
    """Three tables play each board (top 2·(3−1) = 4). Kamińscy sit board 1 out and top
    board 2 as North-South (+100 against +50 and 0: 4 of 4 = 100 %).
    Default (left out of the mean): Kamińscy 100 / 1 board = 100.00 %.
    sitout_percentage = 60: board 1 scores 60 % of 4 = 2.4 matchpoints, so the mean is
    (60 + 100) / 2 = 80.00 %, and the total 2.4 + 4 over 4 + 4 = 6.4 / 8 = 80.00 % too."""
    today = play(*SITOUT_EVENING, players=[KOW, NOW, WIS, ZIEL, LEW, WOJ, KAM])
    assert today.standing.extra["percentages"][KAM] == 100.0
    given = play(
        *SITOUT_EVENING, players=[KOW, NOW, WIS, ZIEL, LEW, WOJ, KAM], sitout_percentage=60
    )
    assert given.standing.extra["percentages"][KAM] == 80.0
    assert traveller(given, 1)["sitout_mp"] == {KAM: 2.4}
    total = play(
        *SITOUT_EVENING,
        players=[KOW, NOW, WIS, ZIEL, LEW, WOJ, KAM],
        sitout_percentage=60,
        pairs_percentage="total",
    )
    assert total.standing.extra["percentages"][KAM] == 80.0
    assert total.standing.extra["tops"][KAM] == 8


def test_BR_D5_adjusted_balance_field_worked_example():
    """Board 1 at four tables: NS +450, +420, +400 and A+- (NS 60 %, EW 40 %). T = 4 tables,
    top 2·(4−1) = 6. The three played results among themselves: NS 4, 2, 0 of 4 = 100, 50,
    0 %; EW 0, 50, 100 %. The adjusted result took NS E = 60 − 50 = +10, EW E = −10; n = 3.
    NS (E > 0): each percentage × (150 − 10)/150 = 14/15 → 93.33, 46.67, 0.
    EW (E < 0): each shortfall from 100 × 14/15 → 100 − 93.33, 100 − 46.67, 100 − 0 =
    6.67, 53.33, 100. Each direction: 140 + 60 = 200 = 4 × 50 and 160 + 40 = 200.
    On the top of 6: NS 5.6, 2.8, 0 and 3.6; EW 0.4, 3.2, 6 and 2.4 — 12 each = 4 × 3.
    Neuberg (the default) instead factors 3 → 4: NS 5.67, 3, 0.33."""
    entries = (
        score(1, KOW, NOW, 450),
        score(1, WIS, ZIEL, 420),
        score(1, LEW, WOJ, 400),
        adjusted(1, KAM, DAB, "A+-"),
    )
    field = traveller(play(*entries, adjusted_balance="field"), 1)
    assert field["top"] == 6 and field["balanced"] is True
    assert "factored" not in field
    figures = [(r["ns_mp"], r["ew_mp"]) for r in field["results"]]
    assert figures == [(5.6, 0.4), (2.8, 3.2), (0, 6), (3.6, 2.4)]
    assert sum(ns for ns, _ew in figures) == pytest.approx(12)
    assert sum(ew for _ns, ew in figures) == pytest.approx(12)
    neuberg = traveller(play(*entries), 1)
    assert [r["ns_mp"] for r in neuberg["results"]][:3] == [5.67, 3, 0.33]


def test_BR_D5_balanced_keeps_percentages_between_0_and_100():
    """A++ (60/60) on a board with two played results: NS E = +10 scales 100 and 0 by
    (100 − 10)/100 → 90, 0; EW E = +10 the same → 0 → 0 and 100 → 90."""
    assert pairs_scoring.balanced([100.0, 0.0], 10) == [90.0, 0.0]
    assert pairs_scoring.balanced([100.0, 0.0], -10) == [100.0, 10.0]
    assert pairs_scoring.balanced([70.0], 0) == [70.0]


BOARD_PERCENTAGES = (
    score(1, KOW, NOW, 450),
    score(1, WIS, ZIEL, 420),
    score(1, LEW, WOJ, 400),
    score(1, KAM, DAB, 400),
    score(2, KOW, ZIEL, 420),
    score(2, WIS, NOW, 420),
    score(2, LEW, DAB, 420),
    score(2, KAM, WOJ, 420),
)


def test_BR_D5_board_percentages_one_decimal_worked_example():
    """Board 1, four tables (top 6): +450 6, +420 4, +400 and +400 1 each. Wiśniewscy (NS
    +420) 4/6 = 66.666… %; on board 2 every table scores +420: 50 % each.
    exact: (66.666… + 50) / 2 = 58.33 %; one-decimal: (66.7 + 50) / 2 = 58.35 %.
    Lewandowscy 1/6 = 16.666… %: exact (16.666… + 50)/2 = 33.33, printed (16.7 + 50)/2 =
    33.35. Zielińscy (EW at +420: 2/6 = 33.33…) then 50: exact 41.67, printed
    (33.3 + 50)/2 = 41.65."""
    exact = play(*BOARD_PERCENTAGES).standing.extra["percentages"]
    printed = play(*BOARD_PERCENTAGES, board_percentages="one-decimal").standing.extra
    assert (exact[WIS], exact[LEW], exact[ZIEL]) == (58.33, 33.33, 41.67)
    shown = printed["percentages"]
    assert (shown[WIS], shown[LEW], shown[ZIEL]) == (58.35, 33.35, 41.65)


def test_BR_D5_one_decimal_rounds_a_half_up():
    """62.25 → 62.3 (not the even 62.2), 12.35 → 12.4, 33.333 → 33.3."""
    assert pairs_scoring.one_decimal(62.25) == 62.3
    assert pairs_scoring.one_decimal(12.35) == 12.4
    assert pairs_scoring.one_decimal(100 / 3) == 33.3


def test_BR_D5_ties_shared_or_broken_worked_example():
    """Board 1 at two tables, both +420: every pair 50.00 %. Shared (the default): all four
    are 1=. Broken: exact figures and boards equal, so the session's order of the pairs
    decides: Kowalscy 1, Nowakowie 2, Wiśniewscy 3, Zielińscy 4."""
    entries = (score(1, KOW, NOW, 420), score(1, WIS, ZIEL, 420))
    shared = play(*entries, players=[KOW, NOW, WIS, ZIEL]).standing.extra["ranking"]
    assert [r["rank"] for r in shared] == ["1=", "1=", "1=", "1="]
    broken = play(*entries, players=[KOW, NOW, WIS, ZIEL], ties="broken")
    ranks = broken.standing.extra["ranking"]
    assert [(r["rank"], r["pair"]) for r in ranks] == [
        ("1", KOW),
        ("2", NOW),
        ("3", WIS),
        ("4", ZIEL),
    ]


def test_BR_D5_ties_broken_by_exact_figure_then_boards():
    """55.56 and 55.56 to two decimals, exactly 55.555 and 55.5649: the second is ahead.
    Exactly 50 and 50: the pair with 3 boards is ahead of the pair with 2."""
    rows = ranking({"A": 55.56, "B": 55.56, "C": 40.0}, {"A": 55.555, "B": 55.5649, "C": 40.0})
    assert [(r["rank"], r["pair"]) for r in rows] == [("1", "B"), ("2", "A"), ("3", "C")]
    rows = ranking({"A": 50.0, "B": 50.0}, {"A": 50.0, "B": 50.0}, {"A": 2, "B": 3})
    assert [r["pair"] for r in rows] == ["B", "A"]


def test_BR_D3_BR_D5_imp_cap_worked_example():
    """Two tables: NS +2220 (7NT) and +220: a difference of 2000 is 19 IMPs on Law 78B's
    scale (2000–2240). Cross-IMPs: NS +19 and −19. With imp_cap = 17 the comparison counts
    17: +17 and −17; butler (datum (2220 + 220)/2 = 1220, differences ±1000 = 14 IMPs) is
    under the cap and stays ±14."""
    entries = (score(1, KOW, NOW, 2220), score(1, WIS, ZIEL, 220))
    today = play(*entries, pairs_scoring="imps-cross").standing.extra["imps"]
    assert (today[KOW], today[WIS]) == (19, -19)
    capped = play(*entries, pairs_scoring="imps-cross", imp_cap=17).standing.extra["imps"]
    assert (capped[KOW], capped[NOW], capped[WIS]) == (17, -17, -17)
    butler = play(*entries, pairs_scoring="imps-butler", butler_drop=0, imp_cap=17)
    assert butler.standing.extra["imps"][KOW] == 14
    assert pairs_scoring.capped_imps(-4000, 17) == -17


def test_BR_D5_arbitral_imps_worked_example():
    """IMP pairs, board 1: Kowalscy v Nowakowie played (+420 against +400 elsewhere: cross
    ±1 IMP); the director gives Lewandowscy v Wójcikowie +1.2 IMPs to NS, so EW −1.2; and
    Kamińscy v Dąbrowscy +0.5/−1.5 (a split that is not zero-sum)."""
    played = play(
        score(1, KOW, NOW, 420),
        score(1, WIS, ZIEL, 400),
        adjusted(1, LEW, WOJ, "1.2"),
        adjusted(1, KAM, DAB, "+0.5/-1.5"),
        pairs_scoring="imps-cross",
    )
    imps = played.standing.extra["imps"]
    assert (imps[KOW], imps[WIS]) == (1, -1)
    assert (imps[LEW], imps[WOJ]) == (1.2, -1.2)
    assert (imps[KAM], imps[DAB]) == (0.5, -1.5)
    codes = [r.get("adjusted") for r in traveller(played, 1)["results"]]
    assert codes[2:] == ["+1.2", "+0.5/-1.5"]


def test_BR_D5_arbitral_imps_are_refused_where_they_make_no_sense():
    """A single number in a matchpoint session, more than 24 IMPs, three decimals."""
    for text, imps in (("1.2", False), ("25", True), ("1.234", True), ("61.8/38.2x", True)):
        with pytest.raises(Rejected):
            read_adjusted(text, imps=imps)
    assert read_adjusted("-3", imps=True).imps() == (-3, 3)
    assert read_adjusted("61.8/38.2", imps=True).in_imps is False  # a split, as before


BUTLER_SCORES = [620, 170, 140, 140, -100]


def test_BR_D5_butler_datum_variants_worked_example():
    """Five NS scores 620, 170, 140, 140, −100.
    drop 1 (today): mean of 170, 140, 140 = 150 → 150.
    drop-percent 10 %: 5 × 10 % = 0.5 → 0 scores dropped: mean 970 / 5 = 194 → 190, exact
    194. drop-percent 20 %: 1 each end, as drop 1: 150. median: 140.
    Four scores 620, 170, 140, −100, median: (140 + 170)/2 = 155 → 160 (a half away from
    zero), exact 155."""
    datum = pairs_scoring.butler_datum
    assert datum(BUTLER_SCORES, 1) == 150
    assert datum(BUTLER_SCORES, 1, "drop-percent", 10) == 190
    assert datum(BUTLER_SCORES, 1, "drop-percent", 10, rounded=False) == 194
    assert datum(BUTLER_SCORES, 1, "drop-percent", 20) == 150
    assert datum(BUTLER_SCORES, 1, "median") == 140
    assert datum([620, 170, 140, -100], 1, "median") == 160
    assert datum([620, 170, 140, -100], 1, "median", rounded=False) == 155


def test_BR_D5_butler_datum_on_a_traveller():
    """Five tables play board 1 (the scores above). Median datum 140: +620 − 140 = 480 →
    10 IMPs; +170 → 30 → 1; +140 → 0; −100 → −240 → −6. Unrounded drop-percent 10 %:
    datum 194; +620 → 426 → 10; +170 → −24 → −1; +140 → −54 → −2; −100 → −294 → −7."""
    pairs = [KOW, NOW, WIS, ZIEL, LEW, WOJ, KAM, DAB, "Wrońscy", "Sowowie"]
    entries = [score(1, pairs[2 * i], pairs[2 * i + 1], s) for i, s in enumerate(BUTLER_SCORES)]
    median = play(*entries, players=pairs, pairs_scoring="imps-butler", butler_datum="median")
    one = traveller(median, 1)
    assert one["datum"] == 140
    assert [r["ns_imps"] for r in one["results"]] == [10, 1, 0, 0, -6]
    exact = play(
        *entries,
        players=pairs,
        pairs_scoring="imps-butler",
        butler_datum="drop-percent",
        butler_round=False,
    )
    one = traveller(exact, 1)
    assert one["datum"] == 194
    assert [r["ns_imps"] for r in one["results"]] == [10, -1, -2, -2, -7]


def test_BR_D5_neuberg_off_worked_example():
    """Bridge Base Online does not factor (neuberg = false): board 1 at four tables, three
    played and one A+-. The played results are compared among themselves (top 2·(3−1) =
    4: NS 4, 2, 0) and the adjusted result is 60 % / 40 % of that top: 2.4 / 1.6."""
    played = play(
        score(1, KOW, NOW, 450),
        score(1, WIS, ZIEL, 420),
        score(1, LEW, WOJ, 400),
        adjusted(1, KAM, DAB, "A+-"),
        neuberg=False,
    )
    one = traveller(played, 1)
    assert one["top"] == 4 and "factored" not in one
    assert [(r["ns_mp"], r["ew_mp"]) for r in one["results"]] == [
        (4, 0),
        (2, 2),
        (0, 4),
        (2.4, 1.6),
    ]


def test_BR_D5_conventions_are_named_only_when_set():
    """The defaults name nothing (today's status keeps its keys); every convention set
    otherwise is named under ``options``."""
    entries = (score(1, KOW, NOW, 420), score(1, WIS, ZIEL, 400))
    assert "options" not in play(*entries).standing.extra
    set_otherwise = play(*entries, ties="broken", neuberg=False, sitout_percentage=60)
    assert set_otherwise.standing.extra["options"] == {
        "neuberg": False,
        "sitout_percentage": 60,
        "ties": "broken",
    }
