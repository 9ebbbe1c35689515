"""A pairs session's changes and running totals, worked out when read, are the ones a replay
that keeps every pair's figures after every result gives: over random evenings (tables
missing from boards, ties, adjusted scores, sit-outs, Neuberg on and off, IMP pairs), read
in any order, after the replay has been kept and read back, and with one more result played
on from the kept replay as ``hand`` plays it. And a replay of a club's evening scores each
board once, however many tables played it, where it used to score it again after every
result and copy every pair's total onto every result."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeep.app.rulesets import load_ruleset
from scorekeep.core.game import EMPTY, Context, Later
from scorekeep.core.session import (
    Header,
    Journal,
    Record,
    Replay,
    added,
    replay,
    replay_appended,
)
from scorekeep.files.cache import pickled, unpickled
from scorekeep.files.home import Home
from scorekeep.games.bridge import duplicate_pairs as pairs
from scorekeep.games.bridge.duplicate import ENGINE, TableResult
from scorekeep.games.bridge.duplicate_adjusted import read_adjusted

RULESET = load_ruleset(Home(Path("/nonexistent-scorekeep-home")), "bridge-duplicate")
SCORES = (-620, -100, -50, 110, 140, 140, 420, 420, 450, 620)
ADJUSTED = ("A+-", "A==", "A-+")
OPTIONS = st.sampled_from(
    [
        {},
        {"neuberg": False},
        {"sitout_percentage": 60},
        {"adjusted_balance": "field"},
        {"pairs_scoring": "imps-cross"},
        {"pairs_scoring": "imps-butler"},
    ]
)


def evening(seed: int, pairs: int, boards: int, in_imps: bool) -> list[dict[str, Any]]:
    """Results typed table by table: each board played by some of the tables, a few
    adjusted (in percentages in matchpoints, in IMPs in IMP pairs) and a few pairs sitting
    out."""
    rng = random.Random(seed)
    codes = (*ADJUSTED, "+1.2", "-0.5/+2") if in_imps else (*ADJUSTED, "60/40", "61.8/38.2")
    names = [f"Pair {i}" for i in range(1, pairs + 1)]
    entries: list[dict[str, Any]] = []
    for number in range(1, boards + 1):
        order = rng.sample(names, len(names))
        if len(order) % 2 and rng.random() < 0.7:
            entries.append({"board": number, "sitout": order.pop()})
        for ns, ew in zip(order[::2], order[1::2], strict=False):
            if rng.random() < 0.15:
                continue
            if rng.random() < 0.1:
                code = rng.choice(codes)
                entries.append({"board": number, "ns": ns, "ew": ew, "adjusted": code})
            else:
                entries.append({"board": number, "ns": ns, "ew": ew, "score": rng.choice(SCORES)})
    rng.shuffle(entries)
    return entries


def context(pairs: int, options: dict[str, Any]) -> Context:
    effective = RULESET.effective({"duplicate_form": "pairs", **options})
    table = ENGINE.seat([f"Pair {i}" for i in range(1, pairs + 1)], [], RULESET, effective)
    return Context(RULESET, effective, table)


def journal(ctx: Context, entries: list[dict[str, Any]]) -> Journal:
    header = Header("t", "bridge-duplicate", "bridge-duplicate", {}, ctx.table)
    return Journal(header, tuple(Record("hand", i, e) for i, e in enumerate(entries, 1)))


def kept_figures(ctx: Context, entries: list[dict[str, Any]]) -> list[tuple[dict, dict]]:
    """Each result's changes and the totals after it, as a replay that keeps every pair's
    points after every result works them out: a board scored again after each result, every
    board when one is played by more tables than any before (BR-D5); a pair's change is its
    total to two decimals less the one before, ``round(x, 2)`` for every figure."""
    players = list(ctx.table.players)
    scoring = pairs.scoring_of(ctx.options)
    in_imps = scoring.in_imps
    results: list[TableResult] = []
    points: dict[str, float] = {}
    shown: dict[str, float] = {}
    scored: dict[int, pairs.BoardFigures] = {}
    expected = 0
    totals: dict[str, Any] = dict.fromkeys(players, 0)
    out = []
    for entry in entries:
        result = as_result(entry, in_imps)
        before_board = [r for r in results if r.board == result.board]
        results.append(result)
        board = [r for r in results if r.board == result.board]
        now = max(expected, sum(1 for r in board if not r.sitout))
        changes: dict[str, Any] = dict.fromkeys(players, 0)
        if in_imps or now == expected:
            kept = scored.get(result.board)
            before = (
                kept.points
                if kept is not None
                else pairs.score_board(result.board, before_board, expected, scoring).points
            )
            after = pairs.score_board(result.board, board, now, scoring)
            scored[result.board] = after
            gone = before.keys() - after.points.keys()
            for pair, value in [*after.points.items(), *((p, 0.0) for p in gone)]:
                was = shown.get(pair, 0.0)
                points[pair] = total = points.get(pair, 0.0) + value - before.get(pair, 0.0)
                shown[pair] = round(total, 2)
                if pair in changes:
                    change = round(shown[pair] - was, 2)
                    changes[pair] = int(change) if change == int(change) else change
        else:
            boards = {}
            for r in results:
                boards.setdefault(r.board, []).append(r)
            boards = dict(sorted(boards.items()))
            scored = pairs.scored_boards(boards, scoring)
            fresh = dict(pairs.session(boards, scoring, scored).points)
            for pair in (fresh.keys() | points.keys()) & changes.keys():
                changes[pair] = pairs.figure(
                    round(fresh.get(pair, 0.0), 2) - round(points.get(pair, 0.0), 2)
                )
            points, shown = fresh, {p: round(v, 2) for p, v in fresh.items()}
        expected = now
        for pair, change in changes.items():
            if change:
                totals[pair] = added(totals[pair], change)
        out.append((changes, dict(totals)))
    return out


def as_result(entry: dict[str, Any], in_imps: bool) -> TableResult:
    number = entry["board"]
    if "sitout" in entry:
        return TableResult(number, 0, sitout=entry["sitout"])
    if "adjusted" in entry:
        share = read_adjusted(entry["adjusted"], "adjusted", imps=in_imps)
        return TableResult(number, 0, "", entry["ns"], entry["ew"], share)
    return TableResult(number, entry["score"], "", entry["ns"], entry["ew"])


def same(a: Any, b: Any) -> bool:
    """Equal in order, type and sign of zero: what the sheets and JSON print."""
    a, b = dict(a), dict(b)
    return list(a) == list(b) and [repr(v) for v in a.values()] == [repr(v) for v in b.values()]


def figures(played: Replay) -> list[tuple[Any, Any]]:
    return [(line.outcome.scores, line.totals) for line in played.lines if line.outcome]


@settings(max_examples=60, deadline=None)
@given(
    st.integers(0, 10**6),
    st.integers(3, 15),
    st.integers(1, 5),
    OPTIONS,
    st.randoms(use_true_random=False),
)
def test_changes_and_totals_read_when_read_are_the_kept_ones(
    seed: int, size: int, boards: int, options: dict[str, Any], order: random.Random
) -> None:
    ctx = context(size, options)
    entries = evening(seed, size, boards, pairs.scoring_of(options).in_imps)
    played = replay(journal(ctx, entries), ENGINE, ctx)
    read = figures(played)
    kept = kept_figures(ctx, entries)
    assert len(read) == len(kept)
    shuffled = list(range(len(read)))
    order.shuffle(shuffled)
    for index in shuffled:  # any order: the last totals first, a change in the middle
        (scores, totals), (want_scores, want_totals) = read[index], kept[index]
        assert len(scores) == len(want_scores) and len(totals) == len(want_totals)
        assert same(totals, want_totals), index
        assert same(scores, want_scores), index


@settings(max_examples=30, deadline=None)
@given(st.integers(0, 10**6), st.integers(3, 15), st.integers(1, 4), OPTIONS)
def test_a_result_played_on_from_a_kept_replay_keeps_the_running_totals(
    seed: int, size: int, boards: int, options: dict[str, Any]
) -> None:
    """As the cache keeps a replay (its state and its last line's totals, unread) and
    ``hand`` plays the next result on from it."""
    ctx = context(size, options)
    entries = evening(seed, size, boards, pairs.scoring_of(options).in_imps)
    if len(entries) < 2:
        return
    before = replay(journal(ctx, entries[:-1]), ENGINE, ctx)
    last = before.lines[-1]._replace(entry=EMPTY, outcome=None)
    kept = unpickled(pickled(before._replace(lines=(last,))))
    record = Record("hand", len(entries), entries[-1])
    appended = replay_appended(kept, record, ENGINE, ctx)
    assert appended is not None
    line = appended[1].lines[-1]
    want_scores, want_totals = kept_figures(ctx, entries)[-1]
    assert same(line.totals, want_totals)
    assert line.outcome is not None and same(line.outcome.scores, want_scores)


def test_a_club_replay_scores_each_board_once_and_keeps_no_pair_on_every_result(
    monkeypatch: Any,
) -> None:
    """60 pairs, 30 tables on each of 9 boards, 270 results: the replay and its standing
    score each board once (it used to be twice a result, 540 times) and no line holds a
    copy of the 60 totals until a line's totals are read."""
    calls = []
    score_board = pairs.score_board

    def counted(*args: Any, **kwargs: Any) -> Any:
        calls.append(args[0])
        return score_board(*args, **kwargs)

    import scorekeep.games.bridge.duplicate as duplicate
    import scorekeep.games.bridge.duplicate_tally as tally

    monkeypatch.setattr(duplicate, "score_board", counted)
    monkeypatch.setattr(tally, "score_board", counted)
    size, rng = 60, random.Random(3)
    ctx = context(size, {})
    names = list(ctx.table.players)
    entries = []
    for number in range(1, 10):
        order = rng.sample(names, size)
        for ns, ew in zip(order[::2], order[1::2], strict=True):
            entries.append({"board": number, "ns": ns, "ew": ew, "score": rng.choice(SCORES)})
    played = replay(journal(ctx, entries), ENGINE, ctx)
    assert sorted(calls) == list(range(1, 10))
    assert all(isinstance(line.totals, Later) for line in played.lines)
    assert all(isinstance(line.outcome.scores, Later) for line in played.lines if line.outcome)


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10**6), st.integers(3, 15), st.integers(1, 5), OPTIONS)
def test_the_note_on_each_result_is_its_board_scored_so_far(
    seed: int, size: int, boards: int, options: dict[str, Any]
) -> None:
    """A result's note and matchpoints read its own pairs from the board's played scores
    in order, without scoring the board again: the same words and figures as the board
    scored whole with the results so far."""
    from scorekeep.games.bridge.duplicate import BoardDetail
    from scorekeep.games.bridge.duplicate_ranking import pairs_note

    ctx = context(size, options)
    scoring = pairs.scoring_of(ctx.options)
    entries = evening(seed, size, boards, scoring.in_imps)
    played = replay(journal(ctx, entries), ENGINE, ctx)
    results: list[TableResult] = []
    for entry, line in zip(entries, played.lines, strict=True):
        result = as_result(entry, scoring.in_imps)
        results.append(result)
        board = [r for r in results if r.board == result.board]
        expected = pairs.expected_results(
            [[r for r in results if r.board == n] for n in {r.board for r in results}]
        )
        whole = pairs.score_board(result.board, board, expected, scoring)
        assert line.outcome is not None
        detail = line.outcome.detail._replace(matchpoints=None)
        assert isinstance(detail, BoardDetail)
        note, want = pairs_note(result, whole, detail, scoring)
        assert line.outcome.notes == (note,)
        assert line.outcome.detail == want
