"""Deberc properties: card points are conserved with four players, replay is the sum of the
rounds, and a team's total is what its two players took."""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from tests.games.test_deberc import FOUR, TEAMS, THREE, TWO, ctx, evening

PACK = 162


@st.composite
def split(
    draw: Any, players: tuple[str, ...], total: int | None = None, low: int = 10, high: int = PACK
) -> dict[str, int]:
    """Card points for every player: exactly ``total``, or any sum from ``low`` to ``high``."""
    whole = total if total is not None else draw(st.integers(low, high))
    cuts = sorted(
        draw(st.lists(st.integers(0, whole), min_size=len(players) - 1, max_size=len(players) - 1))
    )
    edges = [0, *cuts, whole]
    return {p: edges[i + 1] - edges[i] for i, p in enumerate(players)}


@st.composite
def rounds(draw: Any, players: tuple[str, ...], teams: bool = False) -> dict[str, Any]:
    if draw(st.integers(0, 9)) == 0:
        return {"annulled": draw(st.sampled_from(["four-sevens", "all-pass"]))}
    if len(players) == 4:
        cards = draw(split(players, PACK))
    else:
        cards = draw(split(players, high=156 if len(players) == 2 else PACK))
    return {
        "bidder": draw(st.sampled_from(players)),
        "trump": draw(st.sampled_from("SHDC")),
        "cards": cards,
    }


@settings(max_examples=150, deadline=None)
@given(st.data())
def test_four_player_card_points_are_conserved_162(data):
    teams = data.draw(st.booleans())
    c = ctx(FOUR, TEAMS if teams else (), target=100000)
    entries = data.draw(st.lists(rounds(FOUR, teams), min_size=1, max_size=12))
    r = evening(c, *entries)
    played = sum(1 for e in entries if "annulled" not in e)
    penalties = sum(
        -p.points
        for line in r.lines
        if line.outcome
        for side in line.outcome.detail.penalties.values()
        for p in side
    )
    assert (
        sum(r.standing.totals.values()) + r.standing.extra["hanging"] + penalties == PACK * played
    )
    for line in r.lines:
        assert line.outcome is not None
        d = line.outcome.detail
        if d.kind in ("played", "stopped"):
            assert (
                sum(d.records.values()) + (d.pot - d.pot_before if d.result == "hanging" else 0)
                == PACK
            )


@settings(max_examples=150, deadline=None)
@given(st.data())
def test_replay_equals_the_sum_of_per_hand_results(data):
    players = data.draw(st.sampled_from([TWO, THREE, FOUR]))
    options = {
        "target": 100000,
        "bajt_rule": data.draw(st.sampled_from(["max", "min", "sum"])),
        "bajt_points_to": data.draw(st.sampled_from(["top_opponent", "split"])),
        "third_bajt_penalty": data.draw(st.booleans()),
        "dealer_rotation": data.draw(st.sampled_from(["clockwise", "winner"])),
    }
    entries = data.draw(st.lists(rounds(players), max_size=15))
    r = evening(ctx(players, **options), *entries)
    running = dict.fromkeys(r.standing.totals, 0)
    for line in r.lines:
        assert line.outcome is not None
        for side, points in line.outcome.scores.items():
            running[side] += points
        assert line.totals == running
    assert dict(r.standing.totals) == running


@st.composite
def made_team_round(draw: Any) -> dict[str, Any]:
    cards = draw(split(FOUR, PACK))
    ac, bd = cards["Ania"] + cards["Celina"], cards["Bartek"] + cards["Darek"]
    if ac == bd:
        cards = {"Ania": 81, "Bartek": 40, "Celina": 1, "Darek": 40}
        ac, bd = 82, 80
    bidder = draw(st.sampled_from(["Ania", "Celina"] if ac > bd else ["Bartek", "Darek"]))
    return {"bidder": bidder, "trump": draw(st.sampled_from("SHDC")), "cards": cards}


@settings(max_examples=150, deadline=None)
@given(st.lists(made_team_round(), min_size=1, max_size=10))
def test_team_total_equals_its_members_recorded_points(entries):
    r = evening(ctx(FOUR, TEAMS, target=100000), *entries)
    for side, members in (
        ("Ania+Celina", ("Ania", "Celina")),
        ("Bartek+Darek", ("Bartek", "Darek")),
    ):
        assert r.standing.totals[side] == sum(e["cards"][m] for e in entries for m in members)
