"""A long evening's finished rubbers kept in the cache without holding them twice: written
to the entry a piece at a time as they are pickled, each piece with a memo of its own, and
sealed by reading the file back (one pickle of them all held a memo of every object of a
100,000-hand evening alive, 75 MiB, and the entry three times over)."""

from __future__ import annotations

import io
import os
from pathlib import Path

import pytest

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


def parts(hands: int) -> tuple[tuple[object, ...], ...]:
    return (evening(hands), tuple(range(hands // 2)), ())


def test_long_sequences_are_pickled_in_pieces_and_read_back_whole(monkeypatch):
    dumped: list[int] = []
    real = cache._pickler

    def pickler(out):
        made = real(out)
        dump = made.dump

        class Counted:
            def dump(self, value):
                dumped.append(len(value[1]))
                dump(value)

        return Counted()

    monkeypatch.setattr(cache, "_pickler", pickler)
    written = parts(3 * cache.PIECE + 5)
    out = io.BytesIO()
    cache.pieces_pickled(written, out)
    assert max(dumped) <= cache.PIECE and len(dumped) == 4 + 2  # no piece for an empty part
    back = cache.unpickled_pieces(out.getvalue())
    assert back == written
    assert all(type(hand) is Hand for hand in back[0])
    assert back[0][0].sides is back[0][15].sides is by_side((True, True))  # shared again


def test_pieces_cut_short_are_no_entry():
    out = io.BytesIO()
    cache.pieces_pickled(parts(100), out)
    with pytest.raises(Exception):  # noqa: B017 - the reader takes any failure as no entry
        cache.unpickled_pieces(out.getvalue()[:-3])


def test_a_sealed_entry_written_as_it_is_made_is_the_entry_sealed_whole():
    written = parts(12 * cache.PIECE)  # megabytes: past the writer's buffer
    head = cache.MAGIC + b"\nid\n"
    target = cache.folder() / "written.past"
    cache.write_sealed_pieces(target, head, written)
    raw = target.read_bytes()
    assert len(raw) > 1 << 20
    whole = io.BytesIO()
    cache.pieces_pickled(written, whole)
    assert raw == cache.sealed(head + whole.getvalue())
    body = cache.unsealed(cache.read(target))
    assert body is not None and body.startswith(head)
    assert cache.unpickled_pieces(body[len(head) :]) == written
    assert os.stat(target).st_mode & 0o777 == 0o600
    assert [p.name for p in target.parent.iterdir() if p.name.endswith(".tmp")] == []


def test_an_entry_that_cannot_be_written_is_no_entry_and_no_error(tmp_path: Path):
    cache.secret()
    blocked = cache.folder() / "blocked"
    blocked.write_text("a file where the folder would be")
    cache.write_sealed_pieces(blocked / "x.past", b"head\n", parts(10))
    assert blocked.read_text() == "a file where the folder would be"
