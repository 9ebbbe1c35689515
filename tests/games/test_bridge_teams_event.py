"""A teams event (BR-T4…T9) replayed through the engine: matches compared in IMPs and
converted to VP, byes, the ranking with its tie-breaks and carry-over, and the draws."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeep.app.rulesets import load_ruleset
from scorekeep.core.errors import Rejected
from scorekeep.core.game import Context
from scorekeep.core.session import Header, Journal, Record, replay
from scorekeep.files.home import Home
from scorekeep.games.bridge import teams_event as te
from scorekeep.games.bridge import vp
from scorekeep.games.bridge.teams_event import ENGINE

RULESET = load_ruleset(Home(Path("/nonexistent-scorekeep-home")), "bridge-teams-event")
TEAMS = ["Lions=Ania+Bartek", "Tigers", "Bears", "Wolves"]


def ctx(teams: list[str] = TEAMS, **options: Any) -> Context:
    effective = RULESET.effective(options)
    return Context(RULESET, effective, ENGINE.seat([], teams, RULESET, effective))


def play(*entries: dict[str, Any], teams: list[str] = TEAMS, close: bool = False, **options):
    c = ctx(teams, **options)
    records = [Record("hand", i, e) for i, e in enumerate(entries, 1)]
    if close:
        records.append(Record("close", 0))
    header = Header("t", "bridge-teams-event", "bridge-teams-event", {}, c.table)
    return replay(Journal(header, tuple(records)), ENGINE, c)


def drawn(number: int, *tables: str) -> dict[str, Any]:
    return {"draw": number, "tables": list(tables)}


def board(n: int, contract: str, by: str, tricks: int, room: str, match: str) -> dict[str, Any]:
    return {"board": n, "room": room, "contract": contract, "by": by, "tricks": tricks,
            "match": match}  # fmt: skip


def test_BR_T4_a_match_is_compared_in_both_rooms_and_converted_to_vp():
    played = play(
        drawn(1, "Lions-Tigers", "Bears-Wolves"),
        board(1, "4H", "S", 10, "open", "Lions"),
        board(1, "4H", "S", 9, "closed", "Lions"),
        boards_per_match=1,
    )
    totals = played.standing.totals
    assert (totals["Lions"], totals["Tigers"]) == vp.victory_points(10, 1) == (18.09, 1.91)
    assert totals["Bears"] == 0 and totals["Wolves"] == 0  # not begun: no VP yet
    notes = played.lines[-1].outcome.notes
    assert "10 IMPs to Lions (BR-D3)" in notes[0]
    assert "match Lions v Tigers over: 10-0 IMPs, 18.09-1.91 VP (BR-T4)" in notes[-1]


def test_BR_T4_a_match_given_by_its_imp_totals():
    played = play(drawn(1, "Lions-Tigers", "Bears-Wolves"), {"match": "Wolves", "imps": [23, 7]})
    rows = {m["home"]: m for m in played.standing.extra["matches"]}
    assert rows["Bears"]["imps"] == [23, 7] and rows["Bears"]["finished"] is True
    assert rows["Bears"]["vp"] == list(vp.victory_points(16, 8)) == [15.5, 4.5]


def test_BR_T4_totals_and_boards_do_not_mix():
    with pytest.raises(Rejected, match="has boards recorded"):
        play(
            drawn(1, "Lions-Tigers", "Bears-Wolves"),
            board(1, "4H", "S", 10, "open", "Lions"),
            {"match": "Lions", "imps": [3, 1]},
        )
    with pytest.raises(Rejected, match="given as IMP totals"):
        play(
            drawn(1, "Lions-Tigers", "Bears-Wolves"),
            {"match": "Lions", "imps": [3, 1]},
            board(1, "4H", "S", 10, "open", "Lions"),
        )


def test_BR_T4_a_result_needs_a_drawn_round_and_a_match():
    with pytest.raises(Rejected, match="no round is drawn yet") as error:
        play(board(1, "4H", "S", 10, "open", "Lions"))
    assert error.value.rule == "BR-T9"
    with pytest.raises(Rejected, match="which match") as error:
        play(drawn(1, "Lions-Tigers", "Bears-Wolves"), {"imps": [1, 0]})
    assert error.value.field == "--match"


def test_BR_T5_a_bye_scores_bye_vp():
    teams = ["Lions", "Tigers", "Bears"]
    played = play(drawn(1, "Lions-Tigers", "Bears-"), teams=teams, bye_vp=15)
    assert played.standing.totals["Bears"] == 15
    with pytest.raises(Rejected, match="only for the odd team out") as error:
        play(drawn(1, "Lions-", "Tigers-", "Bears-Wolves"))
    assert error.value.rule == "BR-T5"


def test_BR_T6_ranking_by_vp_with_the_carry_over():
    played = play(
        drawn(1, "Lions-Tigers", "Bears-Wolves"),
        {"match": "Lions", "imps": [10, 12]},
        {"match": "Bears", "imps": [0, 0]},
        carry_over={"Lions": ["3.5"]},
        close=True,
    )
    ranking = [(r["team"], r["vp"]) for r in played.standing.extra["ranking"]]
    assert vp.victory_points(-2, 8)[0] == 9.14  # losing by 2 IMPs over 8 boards
    assert ranking[0] == ("Lions", 12.64)  # and 3.50 brought in
    assert played.standing.winner == "Lions"
    assert played.standing.reason == "Lions wins the event with 12.64 VP (BR-T6)"


def test_BR_T6_tie_breaks_head_to_head_then_imp_quotient():
    teams = ["A", "B", "C", "D"]
    entries = [
        drawn(1, "A-B", "C-D"),
        {"match": "A", "imps": [5, 0]},  # A beats B
        {"match": "C", "imps": [0, 5]},
        drawn(2, "A-C", "B-D"),
        {"match": "A", "imps": [0, 5]},
        {"match": "B", "imps": [5, 0]},
    ]
    played = play(*entries, teams=teams)
    totals = played.standing.totals
    assert totals["A"] == totals["B"]
    order = [r["team"] for r in played.standing.extra["ranking"]]
    assert order.index("A") < order.index("B")  # head-to-head: A won their match
    by_quotient = play(*entries, teams=teams, tie_breaks=["imp-quotient"])
    order = [r["team"] for r in by_quotient.standing.extra["ranking"]]
    assert te.imp_quotient(by_quotient.state, "A") == te.imp_quotient(by_quotient.state, "B")
    assert order.index("A") < order.index("B")  # equal quotient: as seeded


def test_BR_T7_round_robin_draw_entries():
    c = ctx(["A", "B", "C", "D", "E", "F"])
    state = ENGINE.start(c)
    met = set()
    for number in range(1, 6):
        entry = te.next_draw(state, c, number, False)
        state, _outcome = ENGINE.play(state, entry, c)
        for home, away in state.rounds[-1]:
            met.add(frozenset((home, away)))
            state, _outcome = ENGINE.play(state, {"round": number, "match": home,
                                                  "imps": [1, 0]}, c)  # fmt: skip
    assert len(met) == 15
    with pytest.raises(Rejected, match="the event has 5 rounds"):
        ENGINE.play(state, te.next_draw(state, c, 6, False), c)


def test_BR_T9_a_round_is_drawn_after_the_one_before_unless_partial():
    c = ctx()
    state, _ = ENGINE.play(ENGINE.start(c), te.next_draw(ENGINE.start(c), c, 1, False), c)
    with pytest.raises(Rejected, match="round 1 is not finished") as error:
        ENGINE.play(state, te.next_draw(state, c, 2, False), c)
    assert error.value.rule == "BR-T9"
    state, _outcome = ENGINE.play(state, te.next_draw(state, c, 2, True), c)
    assert len(state.rounds) == 2
    with pytest.raises(Rejected, match="the next round to draw is 3"):
        ENGINE.play(state, drawn(5, "Lions-Tigers", "Bears-Wolves"), c)


@pytest.mark.parametrize(
    "tables",
    [("Lions-Tigers",), ("Lions-Tigers", "Bears-Lions"), ("Lions-Tigers", "Bears-Pumas")],
)
def test_BR_T9_the_draw_names_every_team_once(tables):
    with pytest.raises(Rejected, match="every team once") as error:
        play(drawn(1, *tables, "Wolves-") if len(tables) == 1 else drawn(1, *tables))
    assert error.value.rule in ("BR-T9", "BR-T5")


@settings(max_examples=25, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 60), st.integers(0, 60)), min_size=25, max_size=25))
def test_BR_T8_swiss_event_over_random_results(results):
    """Ten teams, five Swiss rounds drawn by the engine from random match results: no
    rematch, every team every round, VP of every match summing to 20."""
    teams = [f"T{i}" for i in range(1, 11)]
    c = ctx(teams, form="swiss", boards_per_match=12)
    state = ENGINE.start(c)
    met: set[frozenset[str]] = set()
    scores = iter(results)
    for number in range(1, 6):
        state, _ = ENGINE.play(state, te.next_draw(state, c, number, False), c)
        for home, away in state.rounds[-1]:
            assert away is not None and frozenset((home, away)) not in met
            met.add(frozenset((home, away)))
            won, lost = next(scores)
            state, _ = ENGINE.play(state, {"round": number, "match": home,
                                           "imps": [won, lost]}, c)  # fmt: skip
    assert len(met) == 25
    for row in te.match_rows(state, c):
        assert sum(row["vp"]) == pytest.approx(20)
    assert sum(te.team_vp(state, c).values()) == 25 * 2000


def test_BR_T4_teams_are_named_once():
    with pytest.raises(Rejected, match="named twice"):
        ctx(["Lions", "lions"])
    with pytest.raises(Rejected, match="two teams or more"):
        ctx(["Lions"])
    with pytest.raises(Rejected, match="names its teams"):
        ENGINE.seat(["Ania"], ["Lions", "Tigers"], RULESET, RULESET.defaults())
