"""Every option of the deberc ruleset: one test per option, showing what it switches."""

from __future__ import annotations

from typing import Any

import pytest

from scorekeep.core.errors import Rejected
from scorekeep.games.deberc.engine import ENGINE
from tests.games.test_deberc import (
    AC,
    BD,
    FOUR,
    TEAMS,
    THREE,
    ctx,
    detail,
    evening,
    hand,
    refused,
    scores,
)


def ask(question: str, options: dict[str, Any] | None = None, **inputs: Any) -> Any:
    c = ctx(**(options or {}))
    return ENGINE.questions[question].answer(inputs, c)


def test_option_players_and_teams_two_three_four_and_two_v_two():
    assert ctx(("A", "B")).table.sides == ("A", "B")
    assert ctx(("A", "B", "C")).table.sides == ("A", "B", "C")
    assert ctx(("A", "B", "C", "D")).table.sides == ("A", "B", "C", "D")
    assert ctx(FOUR, TEAMS).table.sides == (AC, BD)
    assert ctx(FOUR, ("Red=A+C", "Blue=B+D")).table.sides == ("Red", "Blue")


def test_option_target_decides_the_end_and_warns_when_unusual():
    entries = [hand("Ania", Ania=110, Bartek=40)] * 3
    assert evening(ctx(target=301), *entries).standing.finished
    assert not evening(ctx(target=501), *entries).standing.finished
    r = evening(ctx(target=400), *entries[:1])
    outcome = r.lines[0].outcome
    assert outcome is not None and "not one of the usual" in outcome.warnings[0]
    assert r.standing.extra["warnings"]
    assert "warnings" not in evening(ctx(target=1001), *entries[:1]).standing.extra


def test_option_mandatory_bid_refuses_all_pass_and_forces_the_dealer():
    assert evening(ctx(), {"annulled": "all-pass"}).standing.next_dealer == "Bartek"
    error = refused(ctx(mandatory_bid=True), {"annulled": "all-pass"})
    assert "mandatory_bid is on" in str(error)
    calls = "pass pass pass"
    free = ask("calls", None, players="Ania,Bartek", dealer="Ania", turned="H", calls=calls)
    forced = ask(
        "calls",
        {"mandatory_bid": True},
        players="Ania,Bartek",
        dealer="Ania",
        turned="H",
        calls=calls,
    )
    assert "pass" in free.answer["legal"]
    assert forced.answer["legal"] == ["S", "D", "C"]


def test_option_dealer_rotation_winner_deals_next():
    entries = [hand("Bartek", Ania=40, Bartek=50, Celina=70)]  # Bartek bajts, Celina wins
    assert evening(ctx(THREE), *entries).standing.next_dealer == "Bartek"
    assert evening(ctx(THREE, dealer_rotation="winner"), *entries).standing.next_dealer == "Celina"
    tie = [hand("Bartek", Ania=20, Bartek=70, Celina=70)]  # hanging: no winner → clockwise
    assert evening(ctx(THREE, dealer_rotation="winner"), *tie).standing.next_dealer == "Bartek"


def test_option_dealer_rotation_winner_team_member_first_from_the_dealer():
    # Ania deals; A+C make it: Celina comes before Ania counting from Ania's left.
    c = ctx(FOUR, TEAMS, dealer_rotation="winner")
    r = evening(c, hand("Ania", Ania=60, Bartek=20, Celina=60, Darek=22))
    assert r.standing.next_dealer == "Celina"


def test_option_first_lead_after_dealer_or_bidder():
    base = {"players": "Ania,Bartek,Celina", "dealer": "Ania", "turned": "H", "calls": "pass play"}
    assert ask("calls", None, **base).answer["first_lead"] == "Bartek"
    assert ask("calls", {"first_lead": "bidder"}, **base).answer["first_lead"] == "Celina"


def test_option_open_card_to_bidder_or_dealer_with_four():
    base = {
        "players": "Ania,Bartek,Celina,Darek",
        "dealer": "Ania",
        "turned": "H",
        "calls": "pass play",
    }
    assert ask("calls", None, **base).answer["turn_up_to"] == "Celina"
    assert ask("calls", {"open_card_to": "dealer"}, **base).answer["turn_up_to"] == "Ania"


def test_option_trump_combination_senior():
    words = {"Ania": ["KH QH JH"], "Bartek": ["KS QS JS"]}
    on = evening(ctx(), hand("Ania", "H", words, Ania=90, Bartek=60))
    off = evening(ctx(trump_combination_senior=False), hand("Ania", "H", words, Ania=90, Bartek=60))
    assert scores(on) == {"Ania": 110, "Bartek": 60}
    assert scores(off) == {"Ania": 90, "Bartek": 80}


def test_option_declare_combinations_changes_the_judges_timing():
    said = "Ania=AS KS QS Bartek=10D 9D 8D"
    first = ask("combinations", None, trump="H", declarations=said)
    before = ask(
        "combinations", {"declare_combinations": "before_play"}, trump="H", declarations=said
    )
    assert first.answer["declare"] == "first_move" and "first lead" in first.explanation
    assert (
        before.answer["declare"] == "before_play" and "before the first lead" in before.explanation
    )


def test_option_bella_any_card():
    inputs = {"trump": "H", "trick": "", "hand": "KH QH 7S", "card": "7S", "bella": True}
    assert ask("play", None, **inputs).answer["bella"] == {"allowed": False}
    assert ask("play", {"bella_any_card": True}, **inputs).answer["bella"] == {"allowed": True}
    assert ask("play", None, **{**inputs, "card": "QH"}).answer["bella"] == {"allowed": True}


def test_option_unplayed_bella_counts():
    words = {"Ania": ["bella-unplayed"]}
    assert scores(evening(ctx(), hand("Ania", "H", words, Ania=80, Bartek=70)))["Ania"] == 80
    assert (
        scores(
            evening(ctx(unplayed_bella_counts=True), hand("Ania", "H", words, Ania=80, Bartek=70))
        )["Ania"]
        == 100
    )


def test_option_third_bajt_penalty():
    bajts = [hand("Ania", Ania=40, Bartek=100)] * 3
    assert evening(ctx(), *bajts).standing.totals["Ania"] == -100
    assert evening(ctx(third_bajt_penalty=False), *bajts).standing.totals["Ania"] == 0


@pytest.mark.parametrize("fine", [0, 50, 100])
def test_option_no_tricks_penalty(fine):
    r = evening(
        ctx(no_tricks_penalty=fine), hand("Bartek", "H", None, ["Ania"], Ania=0, Bartek=150)
    )
    assert scores(r) == {"Ania": -fine, "Bartek": 150}


def test_option_no_tricks_penalty_refuses_other_values():
    with pytest.raises(Rejected):
        ctx(no_tricks_penalty=70)


def test_option_finish_round_plays_the_round_out():
    stopped = {**hand("Ania", "H", Ania=120, Bartek=20), "stopped_by": "Ania"}
    assert 'finish = "points"' in str(refused(ctx(target=301), stopped))


def test_option_finish_points_stops_the_game():
    c = ctx(target=301, finish="points")
    r = evening(
        c,
        hand("Ania", Ania=150, Bartek=6),
        hand("Ania", Ania=120, Bartek=30),
        {**hand("Bartek", "H", Ania=31, Bartek=0), "stopped_by": "Ania"},
    )
    assert r.standing.totals == {"Ania": 301, "Bartek": 36}
    assert r.standing.winner == "Ania" and r.standing.reason == "reached 301 on taking a trick"


@pytest.mark.parametrize("rule,result", [("max", "bajt"), ("min", "made"), ("sum", "bajt")])
def test_option_bajt_rule(rule, result):
    r = evening(ctx(THREE, bajt_rule=rule), hand("Ania", Ania=50, Bartek=60, Celina=40))
    assert detail(r).result == result


def test_option_bajt_rule_sum_needs_more_than_both_together():
    entry = hand("Ania", Ania=82, Bartek=40, Celina=40)
    assert detail(evening(ctx(THREE, bajt_rule="sum"), entry)).result == "made"
    entry = hand("Ania", Ania=80, Bartek=40, Celina=40)
    assert detail(evening(ctx(THREE, bajt_rule="sum"), entry)).result == "hanging"
    assert detail(evening(ctx(THREE), entry)).result == "made"


def test_option_bajt_points_to():
    entry = hand("Ania", Ania=51, Bartek=60, Celina=40)
    assert scores(evening(ctx(THREE), entry)) == {"Ania": 0, "Bartek": 111, "Celina": 40}
    assert scores(evening(ctx(THREE, bajt_points_to="split"), entry)) == {
        "Ania": 0,
        "Bartek": 86,
        "Celina": 65,
    }


def test_option_longer_fifty_senior():
    words = {"Ania": ["AS KS QS JS"], "Bartek": ["KD QD JD 10D 9D 8D"]}
    entry = hand("Ania", "H", words, Ania=80, Bartek=70)
    assert detail(evening(ctx(), entry)).combinations.senior.player == "Ania"
    r = evening(ctx(longer_fifty_senior=True), entry)
    assert detail(r).combinations.senior.player == "Bartek"
    assert detail(r).combinations.reason == "length"


def test_option_first_dealer():
    assert evening(ctx(THREE), {"annulled": "all-pass"}).lines[0].outcome.detail.dealer == "Ania"
    r = evening(ctx(THREE, first_dealer="Cel"), {"annulled": "all-pass"})
    assert r.lines[0].outcome.detail.dealer == "Celina"
    assert r.standing.next_dealer == "Ania"
    with pytest.raises(Rejected):
        ctx(THREE, first_dealer="Zed")


def test_option_seven_exchange():
    inputs = {"players": 3, "trump": "H", "hand": "7H AS KD"}
    assert ask("seven", None, **inputs).answer["allowed"] is True
    assert ask("seven", {"seven_exchange": False}, **inputs).answer["allowed"] is False
