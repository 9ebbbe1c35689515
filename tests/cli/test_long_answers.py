"""A long evening's answer (``status --format json`` of 100,000 hands is 27 MB) is made,
kept and printed a piece at a time: the JSON encoder's millions of chunks are joined a
batch at a time, the answer is encoded into the cache entry and looked over for control
characters in pieces, and written out in pieces; the bytes are the same as before."""

from __future__ import annotations

import io
import json
import shutil
import sys
import tracemalloc
from collections.abc import Callable
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeep.app import answers, kept
from scorekeep.app.session import open_session
from scorekeep.cli import fast
from scorekeep.files import cache
from scorekeep.files.home import Home
from scorekeep.render import safe


def transient(make: Callable[[], Any]) -> int:
    """What ``make()`` held at most beyond what it returned."""
    tracemalloc.start()
    try:
        made = make()
        held, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    del made
    return peak - held


def rubbers(count: int) -> dict[str, Any]:
    return {
        "hands": 4 * count,
        "games": [
            {"number": n, "winner": "NS", "totals": {"NS": 700 + n, "EW": 120}, "reason": "ł"}
            for n in range(count)
        ],
    }


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(), inner, max_size=4),
    max_leaves=40,
)


@settings(max_examples=200, deadline=None)
@given(json_values)
def test_the_answer_is_what_json_dumps_gives_made_safe(value):
    expected = safe.json_text(json.dumps(value, ensure_ascii=False, indent=2, default=list))
    assert answers.as_json(value) == expected


def test_a_batch_edge_changes_nothing(monkeypatch):
    value = rubbers(50) | {"note": "a\x85b\x7f", "tuple": (1, 2)}
    whole = answers.as_json(value)
    for piece in (1, 2, 3, 7, 64):
        monkeypatch.setattr(answers, "JSON_PIECE", piece)
        assert answers.as_json(value) == whole


def test_the_encoders_chunks_are_never_all_held_at_once(monkeypatch):
    value = rubbers(4000)
    in_batches = transient(lambda: answers.as_json(value))
    monkeypatch.setattr(answers, "JSON_PIECE", 10**9)
    assert in_batches < transient(lambda: answers.as_json(value)) / 3


def test_controls_are_found_in_any_piece_and_at_its_edges(monkeypatch):
    monkeypatch.setattr(safe, "PIECE", 8)
    plain = "Ania ł 800\n\tto 120 ".ljust(40, "x")
    assert safe.visible(plain) is plain
    for at in range(len(plain)):
        for control in ("\x1b", "\x7f", "\x85", "\x9f", "\r"):
            text = plain[:at] + control + plain[at:]
            assert safe.visible(text) == text.translate(safe._VISIBLE) != text, (at, control)
    assert safe.visible("ł" * 20 + "\xa0") == "ł" * 20 + "\xa0"  # U+00A0 is no control


def test_a_long_answer_is_looked_over_a_piece_at_a_time(monkeypatch):
    text = "dość " * 400_000
    monkeypatch.setattr(safe, "PIECE", 1 << 16)
    in_pieces = transient(lambda: safe.visible(text))
    monkeypatch.setattr(safe, "PIECE", 10**9)
    assert in_pieces < transient(lambda: safe.visible(text)) / 3


def test_the_start_up_path_writes_the_same_bytes_in_pieces(monkeypatch):
    monkeypatch.setattr(safe, "PIECE", 5)
    out = io.StringIO()
    monkeypatch.setattr(sys, "stdout", out)
    fast._echo("status: NS 800, EW 120 — Ania ł")
    assert out.getvalue() == "status: NS 800, EW 120 — Ania ł\n"


def opened_evening(cli) -> tuple[Home, Any, bytes]:
    cli("new", "derda", "--players", "Ania,Bartek", "--name", "wtorek")
    home = Home(cli.home)
    opened = open_session(home, "wtorek")
    path = opened.file.path
    return home, opened, open(path, "rb").read()


def test_a_kept_answer_is_encoded_into_its_entry_a_piece_at_a_time(cli, monkeypatch):
    home, opened, data = opened_evening(cli)
    key = kept.status_key(home, opened.file.path, data, "json", None)
    text = answers.as_json(rubbers(40_000) | {"odd": "\udc80 ł 🂡"})

    def keep() -> None:
        kept.keep_status(home, key, "json", data, opened, text)

    in_pieces = transient(keep)
    assert kept.cached_status(home, opened.file.path, key, "json") == text
    monkeypatch.setattr(kept, "TEXT_PIECE", 10**9)
    assert in_pieces < transient(keep) / 2
    assert kept.cached_status(home, opened.file.path, key, "json") == text


def test_an_answer_is_not_kept_for_a_journal_changed_meanwhile(cli, monkeypatch):
    monkeypatch.setattr(kept, "TEXT_PIECE", 3)
    home, opened, data = opened_evening(cli)
    key = kept.status_key(home, opened.file.path, data, "json", None)
    for changed in (data + b"\n", data[:-1], data[:-1] + b"?", b"#" + data[1:]):
        kept.keep_status(home, key, "json", changed, opened, "{}")
        assert kept.cached_status(home, opened.file.path, key, "json") is None
    kept.keep_status(home, key, "json", data, opened, "{}")
    assert kept.cached_status(home, opened.file.path, key, "json") == "{}"


def test_an_entry_streamed_in_is_the_entry_written_whole(tmp_path):
    body = b"scorekeep\nkey\n" + bytes(range(256)) * 5000
    cache.write(tmp_path / "whole", cache.sealed(body))
    cache.write_sealed_stream(tmp_path / "streamed", lambda file: file.write(body))
    assert (tmp_path / "streamed").read_bytes() == (tmp_path / "whole").read_bytes()
    assert cache.unsealed((tmp_path / "streamed").read_bytes()) == body


def test_a_hand_after_a_finished_rubber_holds_one_replay_of_the_evening(cli, tmp_path):
    """A hand after a rubber is over starts the next by replaying the journal with it; the
    replay made (nothing kept) to find that out is let go first, not held beside the new one."""
    from scorekeep.app.kept import known

    cli("new", "bridge-rubber", "--players", "N=Ania,E=Bartek,S=Celina,W=Darek", "--name", "fri")
    home = Home(cli.home)
    for _ in range(2):
        shutil.rmtree(tmp_path / "user-cache", ignore_errors=True)
        assert known(home, "fri", plain=True)[0] is not None
        cli("hand", "4S", "--by", "N", "--tricks", "10", "--again")
    assert cli.json("status", "-s", "fri")["rubber_over"] is True
    shutil.rmtree(tmp_path / "user-cache")
    held, path, entry = known(home, "fri", plain=True)
    assert held is None and entry is None and path == str(cli.journal("fri"))
    cli("hand", "3NT", "--by", "E", "--tricks", "9")
    status = cli.json("status", "-s", "fri")
    assert status["rubber_over"] is False and status["evening"]["games"][0]["winner"] == "NS"
