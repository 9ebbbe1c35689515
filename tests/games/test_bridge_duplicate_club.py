"""A pairs session as a club scores it (BR-D4, BR-D5): Neuberg factoring, session
percentages as the mean of board percentages, adjusted scores and sit-outs, IMP pairs
(cross-IMPs and butler) and a 120-pair Howell-style session. The worked examples are
derived by hand from bridge.md §7 BR-D5; the arithmetic is in each docstring."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

from scorekeep.app.rulesets import load_ruleset
from scorekeep.core.errors import Rejected
from scorekeep.core.game import Context
from scorekeep.core.session import Header, Journal, Record, replay
from scorekeep.files.home import Home
from scorekeep.games.bridge import duplicate_pairs as pairs_scoring
from scorekeep.games.bridge.duplicate import ENGINE
from scorekeep.games.bridge.duplicate_adjusted import read_adjusted
from scorekeep.games.bridge.duplicate_boards import board, board_number, imps

RULESET = load_ruleset(Home(Path("/nonexistent-scorekeep-home")), "bridge-duplicate")
PAIRS = ["Kowalscy", "Nowakowie", "Wiśniewscy", "Zielińscy", "Lewandowscy", "Wójcikowie"]
PAIRS += ["Kamińscy", "Dąbrowscy"]


def play(*entries: dict[str, Any], players: list[str] | None = None, **options: Any):
    options = {"duplicate_form": "pairs", **options}
    effective = RULESET.effective(options)
    table = ENGINE.seat(players or PAIRS, [], RULESET, effective)
    ctx = Context(RULESET, effective, table)
    records = [Record("hand", i, e) for i, e in enumerate(entries, 1)]
    header = Header("t", "bridge-duplicate", "bridge-duplicate", {}, table)
    return replay(Journal(header, tuple(records)), ENGINE, ctx)


def score(number: int, ns: str, ew: str, points: int) -> dict[str, Any]:
    return {"board": number, "ns": ns, "ew": ew, "score": points}


def adjusted(number: int, ns: str, ew: str, code: str) -> dict[str, Any]:
    return {"board": number, "ns": ns, "ew": ew, "adjusted": code}


def traveller(played: Any, number: int) -> dict[str, Any]:
    return next(t for t in played.standing.extra["travellers"] if t["board"] == number)


def test_BR_D5_neuberg_formula_worked_example():
    """Four results expected (N = 4, top 2·(4-1) = 6), three compared (n = 3, top 4):
    NS +450, +420, +400 earn 4, 2, 0 among themselves. MP' = (MP + 1)·N/n − 1:
    4 → 5·4/3 − 1 = 17/3 = 5.67; 2 → 3·4/3 − 1 = 3; 0 → 1·4/3 − 1 = 1/3 = 0.33.
    The East-West figures are the complement on the top of 6: 0.33, 3, 5.67."""
    assert pairs_scoring.neuberg(4, 3, 4) == pytest.approx(17 / 3)
    assert pairs_scoring.neuberg(2, 3, 4) == pytest.approx(3)
    assert pairs_scoring.neuberg(0, 3, 4) == pytest.approx(1 / 3)
    assert pairs_scoring.neuberg(3, 4, 4) == 3  # nothing to factor


def test_BR_D5_an_adjusted_result_factors_the_board_up():
    """The worked example of the Neuberg test on a traveller: board 1 has four tables, one
    given A+- (NS 60 % of 6 = 3.6, EW 40 % = 2.4). Board 2 is played four times, so four
    results are expected on every board."""
    played = play(
        score(1, "Kowalscy", "Nowakowie", 450),
        score(1, "Wiśniewscy", "Zielińscy", 420),
        score(1, "Lewandowscy", "Wójcikowie", 400),
        adjusted(1, "Kamińscy", "Dąbrowscy", "A+-"),
    )
    one = traveller(played, 1)
    assert one["top"] == 6
    assert (one["compared"], one["expected"], one["factored"]) == (3, 4, True)
    assert [(r["ns_mp"], r["ew_mp"]) for r in one["results"]] == [
        (5.67, 0.33),
        (3, 3),
        (0.33, 5.67),
        (3.6, 2.4),
    ]
    assert one["results"][3]["adjusted"] == "A+-"
    assert one["results"][3]["score"] is None
    assert (one["results"][3]["ns_percentage"], one["results"][3]["ew_percentage"]) == (60, 40)
    percentages = played.standing.extra["percentages"]
    assert percentages["Kowalscy"] == 94.44  # 17/3 of 6
    assert percentages["Kamińscy"] == 60.0
    assert percentages["Dąbrowscy"] == 40.0


def test_BR_D5_a_board_played_fewer_times_is_factored_to_the_most_any_board_has():
    """Board 1 is played four times (N = 4); board 2 only twice (n = 2): +620 against
    +170 earn 2 and 0 among two, so MP' = 3·4/2 − 1 = 5 and 1·4/2 − 1 = 1 of a top of 6."""
    played = play(
        score(1, "Kowalscy", "Nowakowie", 420),
        score(1, "Wiśniewscy", "Zielińscy", 420),
        score(1, "Lewandowscy", "Wójcikowie", 420),
        score(1, "Kamińscy", "Dąbrowscy", 420),
        score(2, "Kowalscy", "Zielińscy", 620),
        score(2, "Wiśniewscy", "Nowakowie", 170),
    )
    two = traveller(played, 2)
    assert [(r["ns_mp"], r["ew_mp"]) for r in two["results"]] == [(5, 1), (1, 5)]
    assert two["top"] == 6
    without = play(
        *[score(1, ns, ew, 420) for ns, ew in (PAIRS[0:2], PAIRS[2:4], PAIRS[4:6], PAIRS[6:8])],
        score(2, "Kowalscy", "Zielińscy", 620),
        score(2, "Wiśniewscy", "Nowakowie", 170),
        neuberg=False,
    )
    assert [(r["ns_mp"], r["ew_mp"]) for r in traveller(without, 2)["results"]] == [
        (2, 0),
        (0, 2),
    ]


def test_BR_D5_session_percentage_is_the_mean_of_board_percentages():
    """Without factoring (neuberg = false): Kowalscy score 4 of 4 on board 1 (three
    tables) and 0 of 2 on board 2 (two tables). Mean of the board percentages:
    (100 + 0) / 2 = 50.00 %; total matchpoints over total tops (BR-D4): 4 / 6 = 66.67 %."""
    entries = [
        score(1, "Kowalscy", "Nowakowie", 620),
        score(1, "Wiśniewscy", "Zielińscy", 170),
        score(1, "Lewandowscy", "Wójcikowie", 140),
        score(2, "Kowalscy", "Zielińscy", -100),
        score(2, "Wiśniewscy", "Nowakowie", 110),
    ]
    boards = play(*entries, neuberg=False)
    total = play(*entries, neuberg=False, pairs_percentage="total")
    assert boards.standing.extra["percentages"]["Kowalscy"] == 50.0
    assert total.standing.extra["percentages"]["Kowalscy"] == 66.67
    assert boards.standing.totals["Kowalscy"] == total.standing.totals["Kowalscy"] == 4


def test_BR_D4_percentages_to_two_decimals_and_equal_figures_rank_equal():
    ranks = pairs_scoring_ranking({"A": 55.554, "B": 55.5549, "C": 55.544, "D": 40.0})
    assert ranks == [("A", "1="), ("B", "1="), ("C", "3"), ("D", "4")]


def pairs_scoring_ranking(figures: dict[str, float]) -> list[tuple[str, str]]:
    from scorekeep.games.bridge.duplicate_ranking import ranking

    return [(r["pair"], r["rank"]) for r in ranking(figures)]


@pytest.mark.parametrize(
    ("code", "ns", "ew"),
    [
        ("A+-", 60, 40),
        ("A-+", 40, 60),
        ("A==", 50, 50),
        ("A=+", 50, 60),
        ("A+=", 60, 50),
        ("A--", 40, 40),
        ("A++", 60, 60),
        ("61.8/38.2", 61.8, 38.2),
        ("61,8/38,2", 61.8, 38.2),
    ],
)
def test_BR_D5_adjusted_scores_each_sides_average(code, ns, ew):
    given = read_adjusted(code)
    assert (given.ns, given.ew) == (ns, ew)


def test_BR_D5_a_sit_out_takes_no_board_and_leaves_the_others_unfactored():
    """A Howell with a phantom: on each board one pair sits out, so every board has the
    same number of results and nothing is factored; the sitting-out pair's percentage is
    over the boards it played."""
    played = play(
        score(1, "Kowalscy", "Nowakowie", 420),
        score(1, "Wiśniewscy", "Zielińscy", 450),
        {"board": 1, "sitout": "Lewandowscy"},
        score(2, "Lewandowscy", "Kowalscy", 100),
        score(2, "Nowakowie", "Wiśniewscy", 50),
        {"board": 2, "sitout": "Zielińscy"},
        players=PAIRS[:5],
    )
    one = traveller(played, 1)
    assert one["sitouts"] == ["Lewandowscy"] and "factored" not in one
    assert played.standing.extra["percentages"]["Lewandowscy"] == 100.0  # board 2 only
    assert played.standing.extra["tops"]["Lewandowscy"] == 2
    with pytest.raises(Rejected, match="already recorded for Lewandowscy"):
        play(
            {"board": 1, "sitout": "Lewandowscy"},
            score(1, "Lewandowscy", "Kowalscy", 100),
            players=PAIRS[:5],
        )


def test_BR_D5_butler_datum_worked_example():
    """NS +420, +450, +400, −50, +620, one top and one bottom left out (butler_drop = 1):
    mean of 420, 450, 400 = 423.33, rounded to 10 = 420. IMPs (BR-D3): +420 → 0;
    +450 (+30) → 1; +400 (−20) → −1; −50 (−470) → −10; +620 (+200) → 5.
    With butler_drop = 0: mean of all five = 368, rounded 370."""
    scores = [420, 450, 400, -50, 620]
    assert pairs_scoring.butler_datum(scores, 1) == 420
    assert pairs_scoring.butler_datum(scores, 0) == 370
    assert pairs_scoring.butler_datum([-415, -425], 1) == -420  # too few to drop; a half away
    ten = names(10)
    entries = [score(1, ten[2 * t], ten[2 * t + 1], s) for t, s in enumerate(scores)]
    played = play(*entries, players=ten, pairs_scoring="imps-butler")
    one = traveller(played, 1)
    assert one["datum"] == 420 and "top" not in one
    assert [r["ns_imps"] for r in one["results"]] == [0, 1, -1, -10, 5]
    assert [r["ew_imps"] for r in one["results"]] == [0, -1, 1, 10, -5]
    totals = played.standing.totals
    assert (totals["Pair 9"], totals["Pair 8"], totals["Pair 7"]) == (5, 10, -10)
    first = played.standing.extra["ranking"][0]
    assert first == {"rank": "1", "pair": "Pair 8", "imps": 10, "boards": 1}
    assert (
        ENGINE.standing(
            played.state._replace(closed=True), played_ctx(ten, pairs_scoring="imps-butler")
        ).reason
        == "Pair 8 has the most IMPs, +10.00 (BR-D5)"
    )


def played_ctx(players: list[str], **options: Any) -> Context:
    effective = RULESET.effective({"duplicate_form": "pairs", **options})
    return Context(RULESET, effective, ENGINE.seat(players, [], RULESET, effective))


def test_BR_D5_cross_imps_worked_example():
    """NS +420, +450, +400: +420 against +450 (−30) = −1 and against +400 (+20) = +1,
    average 0; +450: +30 → 1, +50 → 2, average 1.5; +400: −20 → −1, −50 → −2, −1.5."""
    assert pairs_scoring.cross_imps([420, 450, 400]) == [0, 1.5, -1.5]
    played = play(
        score(1, "Kowalscy", "Nowakowie", 420),
        score(1, "Wiśniewscy", "Zielińscy", 450),
        score(1, "Lewandowscy", "Wójcikowie", 400),
        adjusted(1, "Kamińscy", "Dąbrowscy", "A+-"),
        pairs_scoring="imps-cross",
    )
    totals = played.standing.totals
    assert (totals["Wiśniewscy"], totals["Zielińscy"]) == (1.5, -1.5)
    assert (totals["Kamińscy"], totals["Dąbrowscy"]) == (3, -3)  # average plus: 3 IMPs
    ranking = played.standing.extra["ranking"]
    assert ranking[0] == {"rank": "1", "pair": "Kamińscy", "imps": 3, "boards": 1}
    assert played.standing.extra["imps"]["Wójcikowie"] == 1.5
    assert imps(30) == 1


def test_BR_D5_results_typed_in_any_order_give_the_same_session():
    entries = howell(8, 6)
    in_order = play(*entries, players=names(8))
    shuffled = list(entries)
    random.Random(5).shuffle(shuffled)
    again = play(*shuffled, players=names(8))
    assert again.standing.totals == in_order.standing.totals
    assert again.standing.extra["percentages"] == in_order.standing.extra["percentages"]
    summed: dict[str, float] = {}
    for line in again.lines:
        for pair, points in line.outcome.scores.items():
            summed[pair] = summed.get(pair, 0) + points
    for pair, total in again.standing.totals.items():
        assert summed[pair] == pytest.approx(total, abs=0.011)
    assert again.lines[-1].totals == again.standing.totals


def names(count: int) -> list[str]:
    return [f"Pair {i}" for i in range(1, count + 1)]


def howell(count: int, rounds: int, boards_per_round: int = 3) -> list[dict[str, Any]]:
    """A Howell-style movement by the circle method: every round each pair meets another,
    sitting NS or EW as the round has it, and the tables of a round play its boards."""
    pairs = names(count)
    rng = random.Random(count)
    entries = []
    ring = pairs[1:]
    for r in range(rounds):
        order = [pairs[0], *ring]
        for t in range(count // 2):
            a, b = order[t], order[count - 1 - t]
            ns, ew = (a, b) if r % 2 == 0 else (b, a)
            for k in range(boards_per_round):
                number = r * boards_per_round + k + 1
                entries.append(score(number, ns, ew, rng.choice([-100, 110, 140, 420, 450])))
        ring = ring[-1:] + ring[:-1]
    return entries


def test_BR_D5_a_120_pair_howell_session():
    """120 pairs at 60 tables, 9 rounds of 3 boards (27 boards): every pair sits NS on
    some boards and EW on others; every board has 60 results, top 118."""
    entries = howell(120, 9)
    played = play(*entries, players=names(120))
    standing = played.standing
    assert len(standing.extra["ranking"]) == 120
    assert len(standing.extra["travellers"]) == 27
    assert {t["top"] for t in standing.extra["travellers"]} == {118}
    sides: dict[str, set[str]] = {}
    for entry in entries:
        sides.setdefault(entry["ns"], set()).add("NS")
        sides.setdefault(entry["ew"], set()).add("EW")
    assert all(seen == {"NS", "EW"} for seen in sides.values())
    percentages = standing.extra["percentages"]
    assert sum(percentages.values()) / 120 == pytest.approx(50, abs=0.01)
    assert standing.extra["tops"]["Pair 1"] == 27 * 118


def test_BR_D2_boards_1_to_99():
    assert board(99)["dealer"] == "S" and board(99)["vulnerability"] == "EW"
    assert board_number("99") == 99
    with pytest.raises(Rejected, match="from 1 to 99"):
        board_number("100")
