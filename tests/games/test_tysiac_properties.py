"""Tysiąc properties: the totals are the sum of the deals' entries, rounding never moves a
figure by more than half a step, and the barrel state is the same whether the deals are
played one by one (as ``hand`` records them) or replayed from the journal."""

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
from scorekeep.games.tysiac.cards import MARRIAGE_POINTS, ROUNDINGS, rounded, step_of
from scorekeep.games.tysiac.engine import ENGINE

HOME = Home(Path("/nonexistent-scorekeep-home"))
RULESETS = {name: load_ruleset(HOME, name) for name in ("tysiac", "tysiac-ru")}
PLAYERS = ("Ania", "Bartek", "Celina")


def ctx(ruleset: str, players: tuple[str, ...], **options: Any) -> Context:
    rules = RULESETS[ruleset]
    opts = rules.effective(options)
    return Context(rules, opts, ENGINE.seat(list(players), [], rules, opts))


@st.composite
def played(draw: st.DrawFn, players: tuple[str, ...], step: int) -> dict[str, Any]:
    """A deal three active players could have played: card points summing to 120 (never 1
    or 119), each marriage declared by at most one player, a bid the bidder's marriages
    allow."""
    cuts = sorted(draw(st.lists(st.integers(0, 120), min_size=2, max_size=2)))
    points = [cuts[0], cuts[1] - cuts[0], 120 - cuts[1]]
    points = [p + 2 if p in (1, 119) else p for p in points]
    points[2] = 120 - points[0] - points[1]
    if any(p in (1, 119) or p < 0 for p in points):
        points = [40, 40, 40]
    owners = draw(st.lists(st.sampled_from((None, *players)), min_size=4, max_size=4))
    marriages: dict[str, list[str]] = {}
    for suit, owner in zip("HDCS", owners, strict=True):
        if owner is not None:
            marriages.setdefault(owner, []).append(suit)
    bidder = draw(st.sampled_from(players))
    limit = 120 + sum(MARRIAGE_POINTS[s] for s in marriages.get(bidder, []))
    bid = draw(st.integers(100 // step, limit // step)) * step
    return {
        "bidder": bidder,
        "bid": bid,
        "cards": dict(zip(players, points, strict=True)),
        "marriages": marriages,
    }


def deals(players: tuple[str, ...], step: int) -> st.SearchStrategy[list[dict[str, Any]]]:
    other = st.one_of(
        st.builds(lambda p: {"bomb": p}, st.sampled_from(players)),
        st.just({"annulled": "redeal"}),
    )
    return st.lists(st.one_of(played(players, step), other), min_size=1, max_size=40)


OPTIONS = st.sampled_from(
    [
        ("tysiac", {}),
        ("tysiac", {"barrel_attempts": 2, "barrel_single": True}),
        ("tysiac", {"rounding": "up10", "bolt_penalty": 50, "finish": "exact"}),
        ("tysiac", {"finish": "bid_only", "barrel": 500, "barrel_cap": True}),
        ("tysiac-ru", {}),
        ("tysiac-ru", {"reset_at": ["100", "-100"], "bombs_per_game": 1}),
    ]
)


def played_one_by_one(entries: list[dict[str, Any]], c: Context) -> tuple[Any, list[Any]]:
    """The deals as ``hand`` records them, each against the state before it; a deal the
    rules refuse (a bomb beyond the limit) is left out, as the table would be told."""
    state = ENGINE.start(c)
    kept, outcomes = [], []
    for entry in entries:
        try:
            state, outcome = ENGINE.play(state, entry, c)
        except Rejected:
            continue
        kept.append(entry)
        outcomes.append(outcome)
        if ENGINE.standing(state, c).finished:
            break
    return state, kept, outcomes


@settings(max_examples=60, deadline=None)
@given(OPTIONS, st.data())
def test_TYS_R17_totals_are_the_sum_of_the_deals_entries(chosen, data):
    name, options = chosen
    c = ctx(name, PLAYERS, **options)
    entries = data.draw(deals(PLAYERS, int(c.options["bid_step"])))
    state, _kept, outcomes = played_one_by_one(entries, c)
    standing = ENGINE.standing(state, c)
    for player in PLAYERS:
        assert standing.totals[player] == sum(o.scores[player] for o in outcomes)


@given(st.integers(0, 120), st.sampled_from(ROUNDINGS))
def test_TYS_R10_rounding_never_moves_a_figure_by_more_than_half_a_step(points, mode):
    value = rounded(points, mode)
    step = step_of(mode)
    assert value % step == 0
    if mode.startswith("nearest"):
        assert abs(value - points) <= step / 2
    else:
        assert abs(value - points) < step
    assert (mode != "down10" or value <= points) and (mode != "up10" or value >= points)


@settings(max_examples=60, deadline=None)
@given(OPTIONS, st.data())
def test_TYS_R14_the_barrel_state_equals_a_replays(chosen, data):
    name, options = chosen
    c = ctx(name, PLAYERS, **options)
    entries = data.draw(deals(PLAYERS, int(c.options["bid_step"])))
    state, kept, _outcomes = played_one_by_one(entries, c)
    records = tuple(Record("hand", i, e) for i, e in enumerate(kept, 1))
    journal = Journal(Header("t", "tysiac", name, {}, c.table), records)
    replayed = replay(journal, ENGINE, c)
    assert replayed.state == state
    extra = replayed.standing.extra
    barrel = int(c.options["barrel"])
    if not replayed.standing.finished:
        totals = replayed.standing.totals
        assert extra["on_barrel"] == [p for p in PLAYERS if barrel and totals[p] >= barrel]
    limit = int(c.options["barrel_attempts"])
    assert set(extra["barrel_attempts"]) == set(extra["on_barrel"])
    assert all(not limit or n < limit for n in extra["barrel_attempts"].values())
