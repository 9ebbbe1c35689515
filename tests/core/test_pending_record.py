"""A ``pending`` block (a table's result its opponents have not confirmed) reads and
writes as one record, and the replay passes over it: it counts as no hand."""

from __future__ import annotations

from pathlib import Path

from scorekeep.core.session import PENDING, Journal, Record, _slots
from scorekeep.files.journal import parse, record_text

HEADER = (
    'format = 1\nname = "x"\nruleset = "bridge"\ngame = "bridge"\n'
    'created = "2026-12-03T14:57:25+00:00"\nplayers = ["A", "B", "C", "D"]\n'
)


def test_a_pending_block_reads_back_as_the_record_written():
    pending = Record(PENDING, 3, {"board": 7, "side": "NS", "id": "entry-0001"}, at="now")
    text = record_text(pending)
    assert text.startswith("\n[[hands]]\npending = 3\n")
    journal, problems = parse(HEADER + text, Path("x.toml"))
    assert not problems and journal is not None
    assert journal.records[0] == pending


def test_the_replay_passes_over_pending_blocks_and_counts_no_hand():
    records = (
        Record(PENDING, 1, {"board": 1}),
        Record("hand", 1, {"board": 1}),
        Record(PENDING, 2, {"board": 4}),
    )
    slots = _slots(records, None).slots
    assert [s.n for s in slots] == [1]
    assert Journal(None, records).hand_count == 1  # type: ignore[arg-type]


def test_a_block_with_pending_and_another_mark_is_refused():
    text = HEADER + "\n[[hands]]\npending = 1\nn = 1\n"
    journal, problems = parse(text, Path("x.toml"))
    assert journal is not None and journal.records == ()
    assert [p.code for p in problems] == ["bad-block"]
