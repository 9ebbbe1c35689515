"""Derda properties: replay equals the sum of per-hand results, the hanging pot is paid
exactly once or reported unresolved, totals are never negative (DERDA-R9, R11, R14)."""

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
from scorekeep.games.derda.engine import ENGINE

RULESET = load_ruleset(Home(Path("/nonexistent-scorekeep-home")), "derda")
PLAYERS = ("Ania", "Bartek")
CTX = Context(
    RULESET, RULESET.defaults(), ENGINE.seat(list(PLAYERS), [], RULESET, RULESET.defaults())
)

# Disjoint word pools so any pair is a legal declaration (trump is spades).
ANIA_WORDS = [[], ["KH QH JH"], ["AH KH QH JH"], ["10S 9S 8S"], ["KH QH JH", "10S 9S 8S 7S"]]
BARTEK_WORDS = [[], ["KD QD JD"], ["AD KD QD JD 10D"], ["9C 8C 7C"], ["AC KC QC"]]
points = st.one_of(st.integers(0, 68), st.sampled_from([40, 50, 60]))


@st.composite
def played(draw: Any) -> dict[str, Any]:
    entry: dict[str, Any] = {
        "bidder": draw(st.sampled_from(PLAYERS)),
        "trump": "S",
        "cards": {"Ania": draw(points), "Bartek": draw(points)},
    }
    said = {
        "Ania": list(draw(st.sampled_from(ANIA_WORDS))),
        "Bartek": list(draw(st.sampled_from(BARTEK_WORDS))),
    }
    belo = draw(st.sampled_from([None, "Ania", "Bartek"]))
    if belo:
        said[belo].append("belo")
    said = {p: v for p, v in said.items() if v}
    if said:
        entry["words"] = said
    if draw(st.booleans()) and draw(st.booleans()):
        entry["dealer"] = draw(st.sampled_from(PLAYERS))
    return entry


@st.composite
def tied(draw: Any) -> dict[str, Any]:
    """A sztajnbajt: equal card points, no words."""
    value = draw(st.integers(20, 68))
    return {
        "bidder": draw(st.sampled_from(PLAYERS)),
        "trump": "S",
        "cards": {"Ania": value, "Bartek": value},
    }


@st.composite
def other_entry(draw: Any) -> dict[str, Any]:
    kind = draw(st.sampled_from(["annulled", "trade", "trade", "claim"]))
    if kind == "annulled":
        return {"annulled": draw(st.sampled_from(["double-pass", "dwa-razy"]))}
    if kind == "trade":
        return {"trade": {draw(st.sampled_from(PLAYERS)): draw(st.integers(1, 60))}}
    return {
        "bidder": draw(st.sampled_from(PLAYERS)),
        "trump": "S",
        "claim": {"by": draw(st.sampled_from(PLAYERS)), "cards": draw(st.integers(0, 80))},
        "words": {"Ania": ["AH KH QH JH"]},
    }


entries = st.lists(st.one_of(played(), played(), tied(), other_entry()), max_size=40)


def run(hands: list[dict[str, Any]], close: bool = False):
    """Feed hands until the game ends; return the replay of what was accepted."""
    state = ENGINE.start(CTX)
    accepted = []
    for entry in hands:
        if state.finished:
            with pytest.raises(Rejected, match="game already finished"):
                ENGINE.play(state, entry, CTX)
            break
        state, _ = ENGINE.play(state, entry, CTX)
        accepted.append(entry)
    records = [Record("hand", i, e) for i, e in enumerate(accepted, 1)]
    if close:
        records.append(Record("close", 0))
    return replay(
        Journal(Header("p", "derda", "derda", {}, CTX.table), tuple(records)), ENGINE, CTX
    )


@settings(max_examples=200, deadline=None)
@given(entries, st.booleans())
def test_replay_equals_sum_of_hands_and_totals_never_negative(hands, close):
    result = run(hands, close)
    summed = dict.fromkeys(PLAYERS, 0)
    for line in result.lines:
        assert line.outcome is not None
        for player, value in line.outcome.scores.items():
            assert value >= 0  # DERDA-R14
            summed[player] += value
        assert line.totals == summed
    assert dict(result.standing.totals) == summed
    assert all(v >= 0 for v in result.standing.totals.values())


@settings(max_examples=200, deadline=None)
@given(entries, st.booleans())
def test_DERDA_R9_hanging_pot_paid_exactly_once_or_unresolved(hands, close):
    result = run(hands, close)
    put_in = paid = 0
    pot = 0
    for line in result.lines:
        assert line.outcome is not None
        detail = line.outcome.detail
        if detail.result == "sztajnbajt":
            put_in += detail.points[detail.bidder]
        if detail.pot_paid:
            assert detail.pot_paid == pot  # the whole pot, once
            paid += detail.pot_paid
        pot = detail.pot
        assert pot == put_in - paid
    standing = result.standing
    assert standing.extra["hanging"] == put_in - paid
    if standing.finished:
        assert standing.extra["unresolved_hanging"] == standing.extra["hanging"]
    else:
        assert standing.extra["unresolved_hanging"] == 0


@settings(max_examples=100, deadline=None)
@given(entries)
def test_DERDA_R11_a_finished_game_has_one_winner_at_or_over_target_or_a_dosc(hands):
    result = run(hands)
    standing = result.standing
    if standing.finished:
        last = result.lines[-1].outcome
        assert last is not None
        if last.detail.kind == "claim":
            assert standing.winner in PLAYERS
        else:
            assert standing.totals[standing.winner] >= 500
    else:
        assert all(t < 500 for t in standing.totals.values())
