"""Hypothesis properties of Derniè scoring: each deal moves the sum of all totals by exactly
the fines (the others' points are added and the same sum subtracted from the closer), replay
equals the sum of the deals, and card notation round-trips."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeep.app.rulesets import load_ruleset
from scorekeep.core.errors import Rejected
from scorekeep.core.game import Context
from scorekeep.core.session import Header, Journal, Record, replay
from scorekeep.files.home import Home
from scorekeep.games.dernie.cards import (
    JOKER,
    RANKS,
    Card,
    Suit,
    hand_points,
    parse_card,
)
from scorekeep.games.dernie.engine import ENGINE

RULESET = load_ruleset(Home(Path("/nonexistent-scorekeep-home")), "dernie")
NAMES = ("Ania", "Bartek", "Celina", "Darek", "Ela", "Filip")
PACK = [Card(r, s) for s in Suit for r in RANKS] * 2 + [Card(JOKER)] * 4
SPELLINGS = {"K": ("K", "R"), "Q": ("Q", "D"), "J": ("J", "F"), "10": ("10", "T")}


def context(players: tuple[str, ...]) -> Context:
    options = RULESET.defaults()
    return Context(RULESET, options, ENGINE.seat(list(players), [], RULESET, options))


@st.composite
def deals(draw: Any, players: tuple[str, ...]) -> dict[str, Any]:
    closer = draw(st.sampled_from(players))
    pack = draw(st.permutations(range(len(PACK))))
    left: dict[str, Any] = {}
    for player in players:
        if player == closer:
            continue
        if draw(st.booleans()):
            left[player] = draw(st.integers(2, 60))
        else:
            size = draw(st.integers(1, 6))
            cards, pack = pack[:size], pack[size:]
            left[player] = " ".join(str(PACK[i]) for i in cards)
    entry: dict[str, Any] = {"closer": closer, "left": left}
    fines = draw(st.dictionaries(st.sampled_from(players), st.integers(0, 10), max_size=2))
    if fines:
        entry["penalties"] = fines
    return entry


@st.composite
def evenings(draw: Any) -> tuple[tuple[str, ...], list[dict[str, Any]]]:
    players = NAMES[: draw(st.integers(2, len(NAMES)))]
    return players, draw(st.lists(deals(players), min_size=1, max_size=12))


def value(held: Any) -> int:
    if isinstance(held, int):
        return held
    return hand_points((parse_card(t) for t in held.split()), RULESET.defaults())


@settings(max_examples=150, deadline=None)
@given(evenings())
def test_each_deal_moves_the_sum_of_totals_by_exactly_the_fines(evening):
    players, entries = evening
    ctx = context(players)
    state = ENGINE.start(ctx)
    for entry in entries:
        if ENGINE.standing(state, ctx).finished:
            try:
                ENGINE.play(state, entry, ctx)
            except Rejected as error:
                assert "finished" in str(error)
            else:
                raise AssertionError("a deal was accepted after the game was won")
            break
        before = sum(ENGINE.standing(state, ctx).totals.values())
        state, outcome = ENGINE.play(state, entry, ctx)
        after = sum(ENGINE.standing(state, ctx).totals.values())
        fines = entry.get("penalties", {})
        others = {p: value(v) for p, v in entry["left"].items()}
        assert after - before == sum(fines.values()) == sum(outcome.scores.values())
        closer = entry["closer"]
        assert outcome.scores[closer] == -sum(others.values()) + fines.get(closer, 0)
        for player, points in others.items():
            assert outcome.scores[player] == points + fines.get(player, 0)
        downs = [p for p, s in outcome.scores.items() if s < 0]
        assert downs in ([], [closer])


@settings(max_examples=100, deadline=None)
@given(evenings())
def test_replay_equals_the_sum_of_the_deals(evening):
    players, entries = evening
    ctx = context(players)
    records: list[Record] = []
    state = ENGINE.start(ctx)
    for entry in entries:  # keep the deals up to the one that wins
        if ENGINE.standing(state, ctx).finished:
            break
        state, _ = ENGINE.play(state, entry, ctx)
        records.append(Record("hand", len(records) + 1, entry))
    journal = Journal(Header("p", "dernie", "dernie", {}, ctx.table), tuple(records))
    result = replay(journal, ENGINE, ctx)
    summed = dict.fromkeys(players, 0)
    for line in result.lines:
        for player, points in line.outcome.scores.items():
            summed[player] += points
        assert line.totals == summed
    assert dict(result.standing.totals) == summed
    reached = [p for p, t in summed.items() if t <= -100]
    assert result.standing.finished == bool(reached)
    if reached:
        assert reached == [result.lines[-1].entry["closer"]] == [result.standing.winner]


@given(st.sampled_from(PACK), st.data())
def test_card_notation_round_trips(card, data):
    assert parse_card(str(card)) == card
    if not card.is_joker:
        rank = data.draw(st.sampled_from(SPELLINGS.get(card.rank, (card.rank,))))
        suit = str(card.suit)
        token = data.draw(st.sampled_from([rank + suit, (rank + suit).lower()]))
        assert parse_card(token) == card
