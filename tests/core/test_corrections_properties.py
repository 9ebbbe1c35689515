"""Property (SPEC §3.2): voiding or fixing hand k never changes what any other hand says
happened — its dealer, its declarer, its description — in random bridge and Derda sessions."""

from __future__ import annotations

from typing import Any

from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from scorekeep.core.errors import ScorekeepError
from scorekeep.core.game import Context, Engine
from scorekeep.core.session import Header, Journal, Record, Replay, add
from scorekeep.games.bridge import rubber as bridge
from scorekeep.games.bridge.seats import SEATS
from scorekeep.games.derda import engine as derda
from tests.games import test_bridge, test_derda

SEAT = st.sampled_from(SEATS)
BIDS = st.builds(
    lambda level, strain: f"{level}{strain}", st.integers(1, 4), st.sampled_from("CDHS")
)

bridge_deals = st.one_of(
    st.just({"contract": "pass"}),
    st.builds(
        lambda contract, by, tricks: {"contract": contract, "by": by, "tricks": tricks},
        BIDS,
        SEAT,
        st.integers(0, 13),
    ),
    st.builds(
        lambda passes, bid, tricks: {
            "auction": " ".join(["P"] * passes + [bid, "P", "P", "P"]),
            "tricks": tricks,
        },
        st.integers(0, 3),
        BIDS,
        st.integers(0, 13),
    ),
)

PLAYERS = st.sampled_from(test_derda.PLAYERS)
TIE = {"Ania": ["KD QD JD"], "Bartek": ["KS QS JS"]}
derda_hands = st.one_of(
    st.builds(
        lambda bidder, ania, trump, words: {
            "bidder": bidder,
            "trump": trump,
            "cards": {"Ania": ania, "Bartek": 120 - ania},
            **({"words": TIE} if words else {}),
        },
        PLAYERS,
        st.integers(0, 12).map(lambda x: x * 10),
        st.sampled_from("CH"),
        st.booleans(),
    ),
    st.just({"annulled": "double-pass"}),
    st.just({"annulled": "dwa-razy"}),
)


def facts(result: Replay, engine: Engine, ctx: Context) -> dict[int, tuple[Any, ...]]:
    return {
        line.n: (
            getattr(line.outcome.detail, "dealer", None),
            getattr(line.outcome.detail, "declarer", None),
            engine.describe(line.entry, ctx, line.outcome),
        )
        for line in result.lines
        if line.outcome is not None
    }


def session(engine: Engine, ctx: Context, entries: list[dict[str, Any]]) -> tuple[Journal, Replay]:
    """Record the entries one by one as `hand` does; an entry the rules refuse is left out."""
    journal = Journal(Header("t", "r", engine.name, {}, ctx.table), ())
    result: Replay | None = None
    for entry in entries:
        try:
            journal, _, result = add(
                journal, Record("hand", journal.hand_count + 1, entry), engine, ctx
            )
        except ScorekeepError:
            continue
    assume(result is not None)
    assert result is not None
    return journal, result


def correct_keeps_other_facts(
    engine: Engine, ctx: Context, entries: list[dict[str, Any]], k: int, fix: dict[str, Any] | None
) -> None:
    journal, before = session(engine, ctx, entries)
    target = k % journal.hand_count + 1
    correction = Record("void", target) if fix is None else Record("fix", target, fix)
    try:
        _, _, after = add(journal, correction, engine, ctx)
    except ScorekeepError:
        assume(False)
    old, new = facts(before, engine, ctx), facts(after, engine, ctx)
    for n, told in new.items():
        if n != target:
            assert told == old[n], n


SETTINGS = settings(
    max_examples=150,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
)


@SETTINGS
@given(
    st.lists(bridge_deals, min_size=1, max_size=8),
    st.integers(0, 20),
    st.one_of(st.none(), bridge_deals),
)
def test_bridge_correction_never_changes_another_deal(entries, k, fix):
    correct_keeps_other_facts(bridge.ENGINE, test_bridge.ctx(), entries, k, fix)


@SETTINGS
@given(
    st.lists(derda_hands, min_size=1, max_size=8),
    st.integers(0, 20),
    st.one_of(st.none(), derda_hands),
)
def test_derda_correction_never_changes_another_hand(entries, k, fix):
    correct_keeps_other_facts(derda.ENGINE, test_derda.ctx(), entries, k, fix)
