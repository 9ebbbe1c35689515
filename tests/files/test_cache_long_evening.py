"""A long evening kept in the cache without holding it twice: the pickle is written to the
entry as it is made and sealed by reading it back, and the pickler forgets what it wrote
every so often (its memo kept every object of a 100,000-hand replay alive: 75 MiB)."""

from __future__ import annotations

import io
import os
from pathlib import Path

from scorekeep.core.record import NamedTuple
from scorekeep.files import cache
from scorekeep.games.bridge.seats import by_side


class Hand(NamedTuple):
    n: int
    contract: str
    sides: object
    totals: dict[str, int]


def evening(hands: int) -> tuple[Hand, ...]:
    return tuple(
        Hand(n, f"{n % 7 + 1}S", by_side((n % 3 == 0, n % 5 == 0)), {"NS": n, "EW": -n})
        for n in range(hands)
    )


def test_the_pickler_forgets_what_it_wrote_and_the_evening_reads_back_whole():
    hands = evening(4 * cache.MEMO_LIMIT)
    out = io.BytesIO()
    pickler = cache._pickler(out, forgets=True)
    pickler.dump(hands)
    assert len(pickler.memo.copy()) < 4 * cache.MEMO_LIMIT  # 1 + 4 objects a hand without
    back = cache.unpickled(out.getvalue())
    assert back == hands
    assert all(type(hand) is Hand for hand in back)
    assert back[0].sides is back[15].sides is by_side((True, True))  # shared again


def test_a_short_value_is_pickled_as_before_and_a_long_one_by_the_pickler_that_forgets():
    short, long = evening(100), evening(2 * cache.MEMO_LIMIT)
    assert cache.pickled(short)[:2] == b"\x80\x05"
    assert cache.unpickled(cache.pickled(short)) == short
    data = cache.pickled(long)
    assert data[:2] == b"\x80\x03"  # started at 5, written again from the start
    assert cache.unpickled(data) == long


def test_a_sealed_pickle_written_as_it_is_made_is_the_entry_sealed_whole(tmp_path: Path):
    hands = evening(3 * cache.MEMO_LIMIT)  # megabytes: past the writer's buffer
    head = cache.MAGIC + b"\nid\n"
    target = cache.folder() / "written.past"
    cache.write_sealed_pickle(target, head, hands)
    raw = target.read_bytes()
    assert len(raw) > 1 << 20
    assert raw == cache.sealed(head + cache.pickled(hands))
    body = cache.unsealed(cache.read(target))
    assert body is not None and body.startswith(head)
    assert cache.unpickled(body[len(head) :]) == hands
    assert os.stat(target).st_mode & 0o777 == 0o600
    assert [p.name for p in target.parent.iterdir() if p.name.endswith(".tmp")] == []


def test_a_sealed_pickle_that_cannot_be_written_is_no_entry_and_no_error(tmp_path: Path):
    cache.secret()
    blocked = cache.folder() / "blocked"
    blocked.write_text("a file where the folder would be")
    cache.write_sealed_pickle(blocked / "x.past", b"head\n", evening(10))
    assert blocked.read_text() == "a file where the folder would be"
