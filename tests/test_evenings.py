"""A session is an evening (SPEC §9): after a finished rubber or game the next hand starts the
next one; status and the sheets show the evening, and its totals are the sum of the games."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scorekeep.core.errors import Rejected
from scorekeep.core.game import Context
from scorekeep.core.session import (
    Header,
    Journal,
    Record,
    Replay,
    evening_results,
    evening_totals,
    replay,
    replay_appended,
)
from tests.games import test_bridge as bridge
from tests.games import test_deberc as deberc
from tests.games import test_derda as derda
from tests.games import test_dernie as dernie
from tests.games import test_durak as durak


def deal(contract: str, by: str, tricks: int) -> dict[str, Any]:
    return {"contract": contract, "by": by, "tricks": tricks}


DEBERC_WON = deberc.hand("Ania", "S", {"Bartek": ["AH KH QH JH 10H 9H 8H"]}, Ania=100, Bartek=40)

# Per game: its context, two or more finished games and one in progress, and the hands
# that finish each game (so each game can be replayed alone).
EVENINGS: dict[str, tuple[Any, list[list[dict[str, Any]]]]] = {
    "bridge": (
        bridge.ctx,
        [
            [deal("4S", "N", 10), deal("4S", "N", 10)],
            [deal("3NT", "E", 9), deal("2H", "S", 8), deal("3NT", "W", 9)],
            [deal("1C", "N", 7)],
        ],
    ),
    "derda": (
        derda.ctx,
        [
            [derda.trade("Ania", 499), derda.trade("Ania", 1)],
            [derda.hand("Ania", 70, 30), derda.trade("Bartek", 500)],
            [derda.hand("Ania", 70, 30)],
        ],
    ),
    "deberc": (
        deberc.ctx,
        [[DEBERC_WON], [deberc.hand("Ania", Ania=100, Bartek=40), DEBERC_WON], [DEBERC_WON][:0]],
    ),
    "dernie": (
        dernie.ctx,
        [
            [dernie.DEAL1, dernie.DEAL2, dernie.DEAL3],
            [dernie.DEAL1, dernie.DEAL2, dernie.DEAL3],
            [dernie.DEAL1],
        ],
    ),
    "durak": (
        lambda **o: durak.ctx(**{"loss_target": 2, **o}),
        [
            [durak.durak("Bartek"), durak.draw("Ania", "Celina"), durak.durak("Bartek")],
            [durak.durak("Ania"), durak.durak("Celina"), durak.durak("Ania")],
            [durak.durak("Dorota")],
        ],
    ),
}
EVENINGS["deberc"][1][2] = [deberc.hand("Ania", Ania=100, Bartek=40)]
ENGINES = {
    "bridge": bridge.ENGINE,
    "derda": derda.ENGINE,
    "deberc": deberc.ENGINE,
    "dernie": dernie.ENGINE,
    "durak": durak.ENGINE,
}


def journal_of(ctx: Context, entries: list[dict[str, Any]], close: bool = False) -> Journal:
    records = [Record("hand", n, e) for n, e in enumerate(entries, 1)]
    if close:
        records.append(Record("close", 0))
    return Journal(Header("t", ctx.ruleset.name, ctx.ruleset.game, {}, ctx.table), tuple(records))


def evening_of(game: str, entries: list[dict[str, Any]], **options: Any) -> Replay:
    make, _ = EVENINGS[game]
    ctx = make(**options)
    return replay(journal_of(ctx, entries), ENGINES[game], ctx)


@pytest.mark.parametrize("game", list(EVENINGS))
def test_an_evening_of_finished_games_and_one_in_progress(game):
    make, games = EVENINGS[game]
    ctx = make()
    result = evening_of(game, [e for g in games for e in g])
    assert result.game == len(games) == 3
    assert len(result.evening) == 2 and not result.standing.finished
    first = 1
    for done, hands in zip(result.evening, games, strict=False):
        assert (done.first, done.last) == (first, first + len(hands) - 1)
        assert done.standing.finished
        first += len(hands)
    results = evening_results(result, ctx)
    assert len(results) == 3
    # each game's totals are the sum of its hands, and the evening's the sum of the games
    for one in results:
        summed: dict[str, int] = {}
        for line in result.lines:
            if one.first <= line.n <= one.last and line.outcome is not None:
                for side, points in line.outcome.scores.items():
                    summed[side] = summed.get(side, 0) + points
        assert {s: summed.get(s, 0) for s in one.standing.totals} == dict(one.standing.totals)
    expected: dict[str, int] = {}
    for one in results:
        for player, points in one.points.items():
            expected[player] = expected.get(player, 0) + points
    assert evening_totals(results) == expected
    # every game alone (one game per session) gives the same standing as in the evening
    for done, hands in zip(result.evening, games, strict=False):
        alone_ctx = done_ctx(ctx, result, done.number)
        alone = replay(journal_of(alone_ctx, hands), ENGINES[game], alone_ctx)
        assert dict(alone.standing.totals) == dict(done.standing.totals)
        assert alone.standing.winner == done.standing.winner


def done_ctx(ctx: Context, result: Replay, number: int) -> Context:
    """The context a game was played in: the evening's, one game only, with its first dealer
    as the hands recorded it (the rotation goes on across games)."""
    options = {**ctx.options, "play_on": False}
    first = result.evening[number - 1].first
    dealer = next(line.entry.get("dealer") for line in result.lines if line.n == first)
    if dealer is not None and "first_dealer" in options:
        options["first_dealer"] = dealer
    return ctx._replace(options=options)


def test_BR_S11_the_deal_after_a_rubber_starts_rubber_2_with_the_next_dealer():
    result = evening_of("bridge", [deal("4S", "N", 10), deal("4S", "N", 10), deal("1C", "N", 7)])
    assert result.game == 2 and result.evening[0].standing.winner == "NS"
    assert dict(result.standing.totals) == {"NS": 20, "EW": 0}
    assert result.lines[-1].outcome.notes[0] == "rubber 2 begins"
    assert result.standing.next_dealer == "W"  # N, E dealt rubber 1; S dealt deal 3


def test_BR_S11_play_on_false_keeps_one_rubber_per_session():
    with pytest.raises(Rejected, match="BR-S11"):
        evening_of(
            "bridge", [deal("4S", "N", 10), deal("4S", "N", 10), deal("1C", "N", 7)], play_on=False
        )


def test_DERDA_R11_the_hand_after_a_finished_game_starts_game_2():
    result = evening_of(
        "derda", [derda.trade("Ania", 499), derda.trade("Ania", 1), derda.hand("Ania", 70, 30)]
    )
    assert result.game == 2 and result.lines[-1].outcome.notes[0] == "game 2 begins"


def test_DEBERC_R11_the_hand_after_a_finished_game_starts_game_2():
    result = evening_of("deberc", [DEBERC_WON, deberc.hand("Ania", Ania=100, Bartek=40)])
    assert result.game == 2 and dict(result.standing.totals) == {"Ania": 100, "Bartek": 40}


def test_DERNIE_R22_the_deal_after_a_won_game_starts_game_2():
    result = evening_of("dernie", [dernie.DEAL1, dernie.DEAL2, dernie.DEAL3, dernie.DEAL1])
    assert result.game == 2 and result.evening[0].standing.finished


def test_DURAK_R22_the_game_after_the_loss_target_starts_a_new_tally():
    result = evening_of(
        "durak", [durak.durak("Bartek"), durak.durak("Bartek"), durak.durak("Ania")]
    )
    assert result.game == 2 and result.evening[0].standing.extra["loser"] == "Bartek"
    assert dict(result.standing.totals) == {"Ania": 1, "Bartek": 0, "Celina": 0, "Dorota": 0}


def test_bridge_evening_totals_are_the_side_margins_and_round_rubbers_rounds_them():
    entries = [deal("4S", "N", 10), deal("4S", "N", 10), deal("1C", "N", 7)]
    make, _ = EVENINGS["bridge"]
    result = evening_of("bridge", entries)
    totals = evening_totals(evening_results(result, make()))
    assert totals == {"Mike": 960, "You": -960, "Lisa": 960, "Bill": -960}
    rounded = evening_of("bridge", entries, round_rubbers=True)
    totals = evening_totals(evening_results(rounded, make(round_rubbers=True)))
    assert totals == {"Mike": 900, "You": -900, "Lisa": 900, "Bill": -900}


# ----------------------------------------------------------------- replay = incremental

POOLS: dict[str, list[dict[str, Any]]] = {
    "bridge": [
        deal("4S", "N", 10),
        deal("3NT", "E", 9),
        deal("2H", "S", 8),
        deal("6NT", "W", 12),
        deal("1C", "N", 5),
        {"contract": "pass"},
    ],
    "derda": [derda.trade("Ania", 250), derda.trade("Bartek", 250), derda.hand("Ania", 70, 30)],
    "deberc": [DEBERC_WON, deberc.hand("Ania", Ania=100, Bartek=40)],
    "dernie": [dernie.DEAL1, dernie.DEAL2, dernie.DEAL3],
    "durak": [durak.durak("Ania"), durak.durak("Bartek"), durak.draw("Celina", "Dorota")],
}


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(list(POOLS)), st.data())
def test_replay_equals_incremental_totals(game, data):
    """Recording hand by hand (``replay_appended`` where it can, a full replay where a game
    has just finished) gives what one replay of the whole journal gives, and the evening's
    totals are always the sum of its games."""
    entries = data.draw(st.lists(st.sampled_from(POOLS[game]), max_size=14))
    make, _ = EVENINGS[game]
    ctx = make()
    engine = ENGINES[game]
    try:
        full = replay(journal_of(ctx, entries), engine, ctx)
    except Rejected:
        return
    step = replay(journal_of(ctx, []), engine, ctx)
    for n, entry in enumerate(entries, 1):
        fast = replay_appended(step, Record("hand", n, entry), engine, ctx)
        step = fast[1] if fast else replay(journal_of(ctx, entries[:n]), engine, ctx)
    assert step.game == full.game
    assert dict(step.standing.totals) == dict(full.standing.totals)
    mine = evening_totals(evening_results(step, ctx))
    assert mine == evening_totals(evening_results(full, ctx))
    summed: dict[str, int] = {}
    for one in evening_results(full, ctx):
        for player, points in one.points.items():
            summed[player] = summed.get(player, 0) + points
    assert mine == summed


@pytest.mark.parametrize("close", [False, True])
@pytest.mark.parametrize("game", list(EVENINGS))
def test_the_evening_table_lists_the_game_just_over(game, close):
    """After the second game is over (and after ``close``), the evening's table lists both
    games, as "games won" and the chart count them."""
    from scorekeep.render.report import evening_data
    from scorekeep.render.text import evening_rows

    make, games = EVENINGS[game]
    ctx = make()
    journal = journal_of(ctx, [e for g in games[:2] for e in g], close=close)
    result = replay(journal, ENGINES[game], ctx)
    assert result.standing.finished
    evening = evening_data(result, ctx)
    _headers, rows = evening_rows({"evening": evening})
    assert [row[0] for row in rows] == [1, 2]
    assert [g["number"] for g in evening["games"]] == [1]
    assert evening["over"]["hands"] == [len(games[0]) + 1, len(games[0]) + len(games[1])]
