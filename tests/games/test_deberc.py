"""Deberc: the rules' worked examples and every DEBERC rule by id."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest

from scorekeep.app.rulesets import load_ruleset
from scorekeep.core.errors import Rejected
from scorekeep.core.game import Context
from scorekeep.core.session import Header, Journal, Record, Replay, replay
from scorekeep.files.home import Home
from scorekeep.games.deberc.engine import ENGINE
from scorekeep.games.deberc.hands import HandDetail

RULESET = load_ruleset(Home(Path("/nonexistent-scorekeep-home")), "deberc")
TWO = ("Ania", "Bartek")
THREE = ("Ania", "Bartek", "Celina")
FOUR = ("Ania", "Bartek", "Celina", "Darek")
TEAMS = ("A+C", "B+D")
AC, BD = "Ania+Celina", "Bartek+Darek"


def ctx(players: Sequence[str] = TWO, teams: Sequence[str] = (), **options: Any) -> Context:
    effective = RULESET.effective(options)
    table = ENGINE.seat(list(players), list(teams), RULESET, effective)
    return Context(RULESET, effective, table)


def evening(c: Context, *entries: dict[str, Any], close: bool = False) -> Replay:
    records = [Record("hand", i, e) for i, e in enumerate(entries, 1)]
    if close:
        records.append(Record("close", 0))
    journal = Journal(Header("t", "deberc", "deberc", {}, c.table), tuple(records))
    return replay(journal, ENGINE, c)


def hand(
    bidder: str,
    trump: str = "H",
    words: dict[str, list[str]] | None = None,
    no_tricks: Sequence[str] = (),
    **cards: int,
) -> dict[str, Any]:
    entry: dict[str, Any] = {"bidder": bidder, "trump": trump, "cards": dict(cards)}
    if words:
        entry["words"] = words
    if no_tricks:
        entry["no_tricks"] = list(no_tricks)
    return entry


def scores(result: Replay, n: int = -1) -> dict[str, int]:
    outcome = result.lines[n].outcome
    assert outcome is not None
    return dict(outcome.scores)


def detail(result: Replay, n: int = -1) -> HandDetail:
    outcome = result.lines[n].outcome
    assert outcome is not None
    return outcome.detail


def refused(c: Context, *entries: dict[str, Any]) -> Rejected:
    with pytest.raises(Rejected) as info:
        evening(c, *entries)
    return info.value


# ----------------------------------------------------------------- worked examples


def test_example_1_made_with_a_terc():
    r = evening(ctx(), hand("Ania", "H", {"Ania": ["AS KS QS"]}, Ania=90, Bartek=50))
    assert scores(r) == {"Ania": 110, "Bartek": 50}
    assert detail(r).result == "made"


def test_example_2_bajt_gives_the_bidders_points_to_the_opponent():
    r = evening(ctx(), hand("Bartek", "C", Ania=90, Bartek=56))
    assert scores(r) == {"Ania": 146, "Bartek": 0}
    assert detail(r).result == "bajt"


def test_example_3_hanging_then_the_next_winner_takes_the_pot():
    c = ctx()
    tie = hand("Ania", "S", Ania=70, Bartek=70)
    r = evening(c, tie)
    assert scores(r) == {"Ania": 0, "Bartek": 70}
    assert r.standing.extra["hanging"] == 70 and r.standing.extra["hanging_from"] == "Ania"
    r = evening(c, tie, hand("Bartek", "D", Ania=60, Bartek=90))
    assert scores(r) == {"Ania": 60, "Bartek": 90 + 70}
    r = evening(c, tie, hand("Ania", "D", Ania=100, Bartek=50))
    assert scores(r) == {"Ania": 100 + 70, "Bartek": 50}
    assert r.standing.extra["hanging"] == 0 and r.standing.extra["hanging_from"] is None


def test_example_4_three_bajts_cost_100():
    bajts = (
        hand("Ania", "H", Ania=40, Bartek=100),
        hand("Ania", "S", Ania=30, Bartek=90),
        hand("Ania", "C", Ania=50, Bartek=60),
    )
    r = evening(ctx(), *bajts)
    assert r.standing.totals == {"Ania": -100, "Bartek": 370}
    assert r.standing.extra["bajts"] == {"Ania": 3, "Bartek": 0}
    r = evening(ctx(third_bajt_penalty=False), *bajts)
    assert r.standing.totals == {"Ania": 0, "Bartek": 370}


def test_example_5_three_players_bajt_rules():
    r = evening(ctx(THREE), hand("Ania", "H", Ania=50, Bartek=60, Celina=40))
    assert scores(r) == {"Ania": 0, "Bartek": 110, "Celina": 40}
    r = evening(
        ctx(THREE, bajt_points_to="split"), hand("Ania", "H", Ania=51, Bartek=60, Celina=40)
    )
    assert scores(r) == {"Ania": 0, "Bartek": 86, "Celina": 65}
    r = evening(ctx(THREE, bajt_rule="min"), hand("Ania", "H", Ania=50, Bartek=60, Celina=40))
    assert detail(r).result == "made"
    assert scores(r) == {"Ania": 50, "Bartek": 60, "Celina": 40}


def test_example_6_teams_fifty_beats_terc_and_bella():
    words = {"Darek": ["KD QD JD 10D"], "Ania": ["AH KH QH"], "Bartek": ["bella"]}
    r = evening(
        ctx(FOUR, TEAMS), hand("Bartek", "S", words, Ania=30, Bartek=50, Celina=20, Darek=62)
    )
    assert scores(r) == {AC: 50, BD: 182}


def test_example_7_equal_tercs_trump_wins_else_first_from_the_dealer():
    # Ania deals hand 1, so Bartek is first from the dealer.
    words = {"Ania": ["KH QH JH"], "Bartek": ["KS QS JS"]}
    r = evening(ctx(), hand("Ania", "H", words, Ania=80, Bartek=70))
    assert detail(r).combinations.senior.player == "Ania"
    assert detail(r).combinations.reason == "trump"
    r = evening(ctx(trump_combination_senior=False), hand("Ania", "H", words, Ania=80, Bartek=70))
    assert detail(r).combinations.senior.player == "Bartek"
    assert detail(r).combinations.reason == "seat"


def test_example_8_deberc_wins_the_game():
    r = evening(
        ctx(), hand("Ania", "S", {"Bartek": ["AH KH QH JH 10H 9H 8H"]}, Ania=100, Bartek=40)
    )
    assert r.standing.finished and r.standing.winner == "Bartek"
    assert r.standing.reason == "deberc"


def test_example_9_points_finish_stops_on_the_trick():
    c = ctx(finish="points", target=301)
    r = evening(
        c,
        hand("Ania", "H", {"Ania": ["AS KS QS JS"]}, Ania=120, Bartek=30),
        hand("Ania", "C", Ania=80, Bartek=40),
        {**hand("Bartek", "D", Ania=55, Bartek=20), "stopped_by": "Ania"},
    )
    assert r.standing.totals == {"Ania": 305, "Bartek": 90}
    assert r.standing.winner == "Ania" and r.standing.finished
    assert detail(r).result == "stopped"


def test_example_10_round_finish_tie_goes_to_who_ordered():
    r = evening(
        ctx(target=301),
        hand("Ania", "H", {"Ania": ["AS KS QS JS"]}, Ania=120, Bartek=20),
        hand("Bartek", "S", {"Bartek": ["AD KD QD JD"]}, Ania=30, Bartek=120),
        hand("Bartek", "C", {"Bartek": ["AC KC QC JC"]}, Ania=80, Bartek=50),
    )
    assert r.standing.totals == {"Ania": 280, "Bartek": 290} and not r.standing.finished
    r = evening(
        r_ctx := ctx(target=301),
        *[line.entry for line in r.lines],
        hand("Ania", "D", Ania=60, Bartek=50),
    )
    assert r_ctx.options["target"] == 301
    assert r.standing.totals == {"Ania": 340, "Bartek": 340}
    assert r.standing.winner == "Ania" and r.standing.reason == "tie: ordered the game"


def test_example_11_no_trick_penalty_and_uncounted_terc():
    r = evening(
        ctx(no_tricks_penalty=100),
        hand("Bartek", "S", {"Ania": ["KD QD JD"]}, ["Ania"], Ania=0, Bartek=150),
    )
    assert scores(r) == {"Ania": -100, "Bartek": 150}
    assert detail(r).combinations.not_counted == {"Ania": "not counted (no trick)"}


# ----------------------------------------------------------------- rules by id


def test_DEBERC_R1_round_points_are_cards_plus_combinations_plus_bella():
    words = {"Ania": ["AS KS QS JS", "bella"]}
    r = evening(ctx(), hand("Ania", "H", words, Ania=70, Bartek=60))
    assert detail(r).points == {"Ania": 70 + 50 + 20, "Bartek": 60}


@pytest.mark.parametrize(
    "players,cards,message",
    [
        (
            FOUR,
            {"Ania": 40, "Bartek": 40, "Celina": 40, "Darek": 40},
            "card points must total 162 with four players (got 160)",
        ),
        (TWO, {"Ania": 100, "Bartek": 57}, "more than the 156 two players can take"),
        (
            THREE,
            {"Ania": 100, "Bartek": 60, "Celina": 3},
            "more than the 162 three players can take",
        ),
        (TWO, {"Ania": 5, "Bartek": 4}, "the last trick alone is worth 10"),
    ],
)
def test_DEBERC_R1_card_point_sums_depend_on_the_players(players, cards, message):
    error = refused(ctx(players), hand(players[0], "H", **cards))
    assert message in str(error) and "DEBERC-R1" in str(error)


def test_DEBERC_R1_three_players_may_total_162_and_two_156():
    assert evening(ctx(THREE), hand("Ania", "H", Ania=62, Bartek=50, Celina=50))
    assert evening(ctx(), hand("Ania", "H", Ania=100, Bartek=56))


def test_DEBERC_R2_terc_20_fifty_50_for_four_to_six_cards():
    for run, worth in [("AS KS QS", 20), ("AS KS QS JS", 50), ("AS KS QS JS 10S 9S", 50)]:
        r = evening(ctx(), hand("Ania", "H", {"Ania": [run]}, Ania=80, Bartek=70))
        assert detail(r).points["Ania"] == 80 + worth


@pytest.mark.parametrize(
    "words,message",
    [
        ({"Ania": ["AS KS JS"]}, "not a sequence"),
        ({"Ania": ["AS KH QS"]}, "not a sequence"),
        ({"Ania": ["AS KS QS", "QS JS 10S"]}, "same card QS twice in Ania's sequences"),
        (
            {"Ania": ["AS KS QS"], "Bartek": ["QS JS 10S"]},
            "same card QS declared by Ania and Bartek",
        ),
        ({"Ania": ["AS KS QS", "JS 10S 9S"]}, "are one run"),
        ({"Ania": ["AS KS QS JS", "AD KD QD", "AC KC QC"]}, "more than the 9"),
    ],
)
def test_DEBERC_R2_declarations_are_checked(words, message):
    error = refused(ctx(), hand("Ania", "H", words, Ania=80, Bartek=70))
    assert message in str(error)


def test_DEBERC_R2_four_players_hold_eight_cards():
    words = {"Ania": ["AS KS QS JS 10S 9S", "AD KD QD"]}
    cards = {"Ania": 40, "Bartek": 40, "Celina": 40, "Darek": 42}
    error = refused(ctx(FOUR), hand("Ania", "H", words, **cards))
    assert "more than the 8" in str(error)


def test_DEBERC_R3_class_beats_height_and_height_beats_length():
    words = {"Ania": ["AS KS QS JS"], "Bartek": ["KD QD JD 10D 9D 8D"]}
    r = evening(ctx(), hand("Ania", "H", words, Ania=80, Bartek=70))
    assert detail(r).combinations.senior.player == "Ania"
    assert detail(r).combinations.reason == "top"
    words = {"Ania": ["AS KS QS"], "Bartek": ["10D 9D 8D 7D"]}
    r = evening(ctx(), hand("Ania", "H", words, Ania=80, Bartek=70))
    assert detail(r).combinations.senior.player == "Bartek"
    assert detail(r).combinations.reason == "class"


def test_DEBERC_R3_seat_order_runs_from_the_dealers_left():
    # Three players, Ania deals: Bartek, Celina, then Ania.
    words = {"Ania": ["KS QS JS"], "Celina": ["KD QD JD"]}
    r = evening(ctx(THREE), hand("Ania", "H", words, Ania=60, Bartek=40, Celina=50))
    assert detail(r).combinations.senior.player == "Celina"


def test_DEBERC_R4_only_the_senior_holder_scores_all_his_combinations():
    words = {"Ania": ["AS KS QS JS", "10D 9D 8D"], "Bartek": ["KC QC JC"]}
    r = evening(ctx(), hand("Ania", "H", words, Ania=80, Bartek=70))
    assert detail(r).points == {"Ania": 80 + 50 + 20, "Bartek": 70}


def test_DEBERC_R4_in_team_play_the_partners_combinations_count_too():
    words = {"Ania": ["AS KS QS JS"], "Celina": ["10D 9D 8D"], "Bartek": ["KC QC JC"]}
    r = evening(ctx(FOUR, TEAMS), hand("Ania", "H", words, Ania=40, Bartek=40, Celina=40, Darek=42))
    assert detail(r).points == {AC: 80 + 50 + 20, BD: 82}


def test_DEBERC_R5_senior_without_a_trick_means_nobody_scores_sequences():
    words = {"Ania": ["AS KS QS JS"], "Bartek": ["KC QC JC"]}
    r = evening(ctx(), hand("Bartek", "H", words, ["Ania"], Ania=0, Bartek=150))
    assert detail(r).points == {"Ania": 0, "Bartek": 150}
    assert detail(r).combinations.not_counted["Bartek"].startswith("not counted")


def test_DEBERC_R5_team_partner_took_a_trick_so_the_side_scores():
    words = {"Ania": ["AS KS QS"]}
    r = evening(
        ctx(FOUR, TEAMS),
        hand("Celina", "H", words, ["Ania"], Ania=0, Bartek=40, Celina=82, Darek=40),
    )
    assert detail(r).points[AC] == 82 + 20


def test_DEBERC_R5_trickless_player_cannot_have_card_points():
    error = refused(ctx(), hand("Bartek", "H", None, ["Ania"], Ania=10, Bartek=140))
    assert "Ania took no tricks but has card points" in str(error)


def test_DEBERC_R6_bella_is_independent_and_needs_a_trick():
    words = {"Ania": ["bella"], "Bartek": ["AS KS QS JS"]}
    r = evening(ctx(), hand("Bartek", "H", words, Ania=60, Bartek=90))
    assert detail(r).points == {"Ania": 80, "Bartek": 140}
    r = evening(ctx(), hand("Bartek", "H", {"Ania": ["bella"]}, ["Ania"], Ania=0, Bartek=150))
    assert detail(r).points["Ania"] == 0


def test_DEBERC_R6_unplayed_bella_counts_only_by_convention():
    words = {"Ania": ["bella-unplayed"]}
    r = evening(ctx(), hand("Ania", "H", words, Ania=80, Bartek=70))
    assert detail(r).points["Ania"] == 80
    r = evening(ctx(unplayed_bella_counts=True), hand("Ania", "H", words, Ania=80, Bartek=70))
    assert detail(r).points["Ania"] == 100


def test_DEBERC_R6_bella_impossible_when_another_player_showed_the_king():
    words = {"Ania": ["bella"], "Bartek": ["AH KH QH"]}
    error = refused(ctx(), hand("Ania", "H", words, Ania=80, Bartek=70))
    assert "bella of Ania is impossible: Bartek declared KH" in str(error)


def test_DEBERC_R6_bella_inside_the_holders_own_sequence_is_fine():
    words = {"Ania": ["AH KH QH", "bella"]}
    r = evening(ctx(), hand("Ania", "H", words, Ania=80, Bartek=70))
    assert detail(r).points["Ania"] == 80 + 20 + 20


def test_DEBERC_R7_made_bajt_hanging():
    assert detail(evening(ctx(), hand("Ania", Ania=61, Bartek=60))).result == "made"
    assert detail(evening(ctx(), hand("Ania", Ania=60, Bartek=61))).result == "bajt"
    assert detail(evening(ctx(), hand("Ania", Ania=60, Bartek=60))).result == "hanging"


def test_DEBERC_R7_top_opponent_tie_goes_first_from_the_dealer():
    # Ania deals: Bartek is first from her; Celina bids and fails against two equal 60s.
    r = evening(ctx(THREE), hand("Celina", "H", Ania=60, Bartek=60, Celina=40))
    assert scores(r) == {"Ania": 60, "Bartek": 100, "Celina": 0}


def test_DEBERC_R7_four_players_split_odd_points_to_first_from_dealer():
    r = evening(
        ctx(FOUR, bajt_points_to="split"),
        hand("Ania", "H", Ania=32, Bartek=50, Celina=40, Darek=40),
    )
    assert scores(r) == {"Ania": 0, "Bartek": 50 + 12, "Celina": 40 + 10, "Darek": 40 + 10}


def test_DEBERC_R8_every_third_bajt_and_hanging_is_not_a_bajt():
    bajt = hand("Ania", "H", Ania=40, Bartek=100)
    tie = hand("Ania", "H", Ania=70, Bartek=70)
    r = evening(ctx(), bajt, tie, bajt)
    assert r.standing.extra["bajts"]["Ania"] == 2
    assert all(not d.penalties for d in (detail(r, 0), detail(r, 2)))
    r = evening(ctx(target=1001), *[bajt] * 6)
    assert [detail(r, i).penalties.get("Ania", []) != [] for i in range(6)] == [
        False,
        False,
        True,
        False,
        False,
        True,
    ]
    assert r.standing.totals["Ania"] == -200


def test_DEBERC_R9_no_trick_penalty_per_player_and_per_team_side():
    r = evening(
        ctx(THREE, no_tricks_penalty=50),
        hand("Ania", "H", None, ["Bartek", "Celina"], Ania=150, Bartek=0, Celina=0),
    )
    assert scores(r) == {"Ania": 150, "Bartek": -50, "Celina": -50}
    c = ctx(FOUR, TEAMS, no_tricks_penalty=50)
    r = evening(c, hand("Ania", "H", None, ["Bartek"], Ania=60, Bartek=0, Celina=60, Darek=42))
    assert scores(r) == {AC: 120, BD: 42}
    r = evening(
        c, hand("Ania", "H", None, ["Bartek", "Darek"], Ania=100, Bartek=0, Celina=62, Darek=0)
    )
    assert scores(r) == {AC: 162, BD: -50}


def test_DEBERC_R10_pot_chain_survives_redeal_and_goes_to_bajt_winner():
    c = ctx()
    r = evening(
        c,
        hand("Ania", "H", Ania=70, Bartek=70),
        hand("Bartek", "S", Ania=60, Bartek=60),
        {"annulled": "four-sevens"},
        hand("Bartek", "C", Ania=90, Bartek=56),
    )
    assert detail(r, 1).pot == 130
    assert detail(r, 2).pot == 130
    assert scores(r) == {"Ania": 90 + 56 + 130, "Bartek": 0}
    assert r.standing.extra["hanging"] == 0


def test_DEBERC_R10_pot_hanging_at_the_end_is_never_paid():
    r = evening(
        ctx(target=301),
        hand("Ania", "H", Ania=70, Bartek=80),
        hand("Bartek", "H", {"Bartek": ["AD KD QD JD"]}, Ania=30, Bartek=100),
        hand("Ania", "H", Ania=50, Bartek=50),
    )
    assert r.standing.totals == {"Ania": 30, "Bartek": 150 + 150 + 50}
    assert r.standing.finished and r.standing.extra["hanging"] == 50


def test_DEBERC_R11_deberc_wins_without_a_trick():
    r = evening(
        ctx(),
        hand("Ania", "S", {"Bartek": ["AH KH QH JH 10H 9H 8H 7H"]}, ["Bartek"], Ania=150, Bartek=0),
    )
    assert r.standing.winner == "Bartek" and r.standing.reason == "deberc"
    assert r.standing.totals == {"Ania": 150, "Bartek": 0}


def test_DEBERC_R11_no_hand_after_the_game_is_over():
    won = hand("Ania", "S", {"Bartek": ["AH KH QH JH 10H 9H 8H"]}, Ania=100, Bartek=40)
    error = refused(ctx(play_on=False), won, hand("Ania", Ania=100, Bartek=40))
    assert "game already finished: Bartek won (deberc)" in str(error)


def test_DEBERC_R12_one_side_over_wins():
    r = evening(ctx(target=301), *[hand("Ania", Ania=110, Bartek=40)] * 3)
    assert r.standing.winner == "Ania" and r.standing.reason == "reached 301"
    r = evening(
        ctx(target=301),
        hand("Ania", "H", {"Ania": ["AS KS QS JS"]}, Ania=120, Bartek=30),
        hand("Bartek", "H", {"Bartek": ["AD KD QD JD"]}, Ania=20, Bartek=130),
        hand("Bartek", "H", Ania=60, Bartek=96),
    )
    assert r.standing.totals == {"Ania": 250, "Bartek": 306}
    assert r.standing.winner == "Bartek" and r.standing.reason == "reached 301"


# Three players to 301: Bartek and Celina each make 232 (142 in cards, a fifty, a terc and a
# bella) and take 10 in the other's round, so both stand at 242 before round 3 (dealer Celina).
R12_START = [
    hand(
        "Bartek",
        "H",
        {"Bartek": ["AS KS QS JS", "AD KD QD", "bella"]},
        Ania=10,
        Bartek=142,
        Celina=10,
    ),
    hand(
        "Celina",
        "H",
        {"Celina": ["AS KS QS JS", "AD KD QD", "bella"]},
        Ania=10,
        Bartek=10,
        Celina=142,
    ),
]


def test_DEBERC_R12_both_over_the_higher_total_wins():
    c = ctx(THREE, target=301, bajt_points_to="split")
    r = evening(c, *R12_START, hand("Ania", "S", Ania=40, Bartek=61, Celina=59))
    assert r.standing.totals == {"Ania": 20, "Bartek": 323, "Celina": 321}
    assert r.standing.winner == "Bartek" and r.standing.reason == "both over: higher total"


def test_DEBERC_R12_tie_not_involving_the_bidder_goes_first_from_the_dealer():
    c = ctx(THREE, target=301, bajt_points_to="split")
    r = evening(c, *R12_START, hand("Ania", "S", Ania=40, Bartek=60, Celina=60))
    assert detail(r).dealer == "Celina"
    assert r.standing.totals == {"Ania": 20, "Bartek": 322, "Celina": 322}
    assert r.standing.winner == "Bartek" and r.standing.reason == "tie: first from the dealer"


def test_DEBERC_R13_stopped_hand_must_reach_the_target():
    c = ctx(finish="points", target=301)
    error = refused(c, {**hand("Ania", "H", Ania=55, Bartek=20), "stopped_by": "Ania"})
    assert "below the target 301" in str(error) and "DEBERC-R13" in str(error)
    error = refused(ctx(), {**hand("Ania", "H", Ania=55, Bartek=20), "stopped_by": "Ania"})
    assert 'finish = "points"' in str(error)


def test_DEBERC_R13_stopped_hand_cannot_hold_the_last_trick():
    c = ctx(finish="points", target=301)
    error = refused(c, {**hand("Ania", "H", Ania=120, Bartek=30), "stopped_by": "Ania"})
    assert "before the last trick" in str(error)


def test_DEBERC_R13_a_normal_round_in_points_mode_ends_by_R12():
    r = evening(ctx(finish="points", target=301), *[hand("Ania", Ania=110, Bartek=40)] * 3)
    assert r.standing.winner == "Ania" and r.standing.reason == "reached 301"


def test_DEBERC_R14_team_totals_keyed_by_team_name():
    c = ctx(FOUR, TEAMS)
    assert c.table.sides == (AC, BD)
    r = evening(c, hand("Darek", "S", Ania=30, Bartek=50, Celina=20, Darek=62))
    assert r.standing.totals == {AC: 50, BD: 112}


@pytest.mark.parametrize(
    "players,teams,message",
    [
        (FOUR, ("A+B", "C+D"), "partners sit opposite"),
        (FOUR, ("A+C+B", "D"), "two pairs"),
        (THREE, ("A+C", "B"), "teams need four players"),
    ],
)
def test_DEBERC_R14_teams_are_two_opposite_pairs(players, teams, message):
    with pytest.raises(Rejected) as info:
        ctx(players, teams)
    assert message in str(info.value) and "DEBERC-R14" in str(info.value)


def test_DEBERC_P5_rotation_clockwise_and_dealer_given():
    r = evening(
        ctx(THREE),
        hand("Ania", Ania=60, Bartek=50, Celina=50),
        hand("Ania", Ania=60, Bartek=50, Celina=50),
    )
    assert [detail(r, i).dealer for i in range(2)] == ["Ania", "Bartek"]
    assert r.standing.next_dealer == "Celina"
    r = evening(ctx(THREE), {**hand("Ania", Ania=60, Bartek=50, Celina=50), "dealer": "Celina"})
    assert r.standing.next_dealer == "Ania"
    outcome = r.lines[0].outcome
    assert outcome is not None and "Celina dealt, not Ania" in outcome.warnings[0]


def test_DEBERC_P6_redeals_four_sevens_same_dealer_all_pass_next():
    r = evening(ctx(THREE), {"annulled": "four-sevens"})
    assert r.standing.next_dealer == "Ania"
    r = evening(ctx(THREE), {"annulled": "all-pass"})
    assert r.standing.next_dealer == "Bartek"
    assert r.standing.totals == {"Ania": 0, "Bartek": 0, "Celina": 0}


def test_DEBERC_P6_unknown_redeal_and_extra_fields():
    assert "four-sevens or all-pass" in str(refused(ctx(), {"annulled": "misdeal"}))
    assert "no bidder" in str(refused(ctx(), {"annulled": "all-pass", "bidder": "Ania"}))


def test_close_names_the_leader_and_loses_the_pot():
    r = evening(
        ctx(), hand("Ania", Ania=100, Bartek=50), hand("Bartek", Ania=60, Bartek=60), close=True
    )
    # Issue 36: a game ended by close is unfinished, not won by its leader.
    assert r.standing.finished and r.standing.winner is None
    assert r.standing.extra["unfinished"] is True
    assert "highest total 160" in r.standing.reason and r.standing.totals["Ania"] == 160
    assert r.settlement is not None and any("never paid" in n for n in r.settlement.notes)


def test_hand_edited_journal_is_checked_as_strictly():
    c = ctx()
    assert "unknown field" in str(refused(c, {**hand("Ania", Ania=90, Bartek=50), "x": 1}))
    assert "whole number" in str(refused(c, hand("Ania", Ania=True, Bartek=50)))  # type: ignore[arg-type]
    assert "missing" in str(refused(c, {"bidder": "Ania", "trump": "H", "cards": {"Ania": 90}}))
    assert "bidder" in str(refused(c, {"trump": "H", "cards": {"Ania": 90, "Bartek": 50}}))
    assert "unknown trump suit" in str(refused(c, hand("Ania", "X", Ania=90, Bartek=50)))
    assert "list of sequences" in str(
        refused(
            c,
            hand(
                "Ania",
                "H",
                {"Ania": 5},  # type: ignore[dict-item]
                Ania=90,
                Bartek=50,
            ),
        )
    )
    assert "unknown card" in str(
        refused(c, hand("Ania", "H", {"Ania": ["ZS KS QS"]}, Ania=90, Bartek=50))
    )


def test_DEBERC_R2_split_run_names_the_run_it_makes():
    error = refused(
        ctx(), hand("Ania", "H", {"Ania": ["JS 10S 9S", "AS KS QS"]}, Ania=80, Bartek=70)
    )
    assert "are one run, AS KS QS JS 10S 9S" in str(error)


def test_DEBERC_R10_a_long_hanging_run_keeps_the_whole_pot():
    c = ctx(target=100_000)
    ties = [hand(("Ania", "Bartek")[n % 2], "S", Ania=70, Bartek=70) for n in range(60)]
    r = evening(c, *ties)
    assert r.standing.extra["hanging"] == 60 * 70 == sum(p for _, p, _ in r.state.pot)
    assert detail(r).pot_before == 59 * 70 and detail(r).pot == 60 * 70
    r = evening(c, *ties, hand("Bartek", "D", Ania=60, Bartek=90))
    assert scores(r) == {"Ania": 60, "Bartek": 90 + 60 * 70}
    assert r.standing.extra["hanging"] == 0 and r.state.pot == ()
