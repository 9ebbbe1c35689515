"""The fast journal reader splits a long evening's hands into lines a part at a time, so
the lines of 100,000 hands are never all held at once (issue 38, item 9); read in parts
of any size, a journal reads as it does whole and as tomllib reads it."""

from __future__ import annotations

import tomllib
import tracemalloc

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeep.core.reading import header_lines
from scorekeep.files import fastjournal
from scorekeep.files.fastjournal import _parts, read_hands
from scorekeep.files.journal import _document

HEADER = '# dość\nformat = 1\nname = "x"\nplayers = ["Ania", "Bartek"]\n'
BLOCKS = (
    '\n[[hands]]\nn = {n}\nat = "2026-11-30T20:00:00+01:00"\nbidder = "Bartek"\n'
    'trump = "H"\ncards = {{ Ania = 48, Bartek = 74 }}\n',
    '\n[[hands]]\nn = {n}\n\t# a comment\nannulled = "dwa-razy" \t\n',
    '\n[[hands]]\nn = {n}\nreason = "zażółć"\nwords = {{ Ania = ["belo"] }}\n',
)


def journal(hands: int) -> str:
    return HEADER + "".join(BLOCKS[n % 3].format(n=n) for n in range(1, hands + 1))


@pytest.mark.parametrize("part", [1, 7, 64, 1 << 16])
def test_the_parts_end_at_lines_and_join_to_the_text(monkeypatch, part):
    monkeypatch.setattr(fastjournal, "PART", part)
    text = journal(30)
    for start in (0, 1, text.index("[[hands]]"), len(text) - 1, len(text)):
        pieces = list(_parts(text, start))
        assert "\n".join(pieces) == text[start:]
        assert all(len(p) < part + 80 for p in pieces)


@settings(max_examples=40, deadline=None)
@given(st.integers(1, 300), st.integers(0, 40))
def test_read_in_parts_a_journal_reads_as_whole_and_as_tomllib(part, hands):
    text = journal(hands)
    whole = read_hands(text)
    old = fastjournal.PART
    try:
        fastjournal.PART = part
        assert read_hands(text) == whole
        document, lines = _document(text)
    finally:
        fastjournal.PART = old
    assert document == tomllib.loads(text)
    assert lines == header_lines(text)


def transient(text: str) -> int:
    """What reading the journal's hands held at most beyond what it returned."""
    tracemalloc.start()
    try:
        read = read_hands(text)
        held, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert read is not None and len(read[1]) == text.count("[[hands]]")
    return peak - held


def test_the_lines_of_a_long_evening_are_never_all_held_at_once(monkeypatch):
    text = journal(3000)
    monkeypatch.setattr(fastjournal, "PART", 4096)
    in_parts = transient(text)
    monkeypatch.setattr(fastjournal, "PART", 2 * len(text))
    assert in_parts < transient(text) / 2
