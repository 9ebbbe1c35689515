"""The fast journal reader agrees with tomllib on everything scorekeep writes, and gives up
(so tomllib decides) on everything else."""

from __future__ import annotations

import tomllib

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeep.core.session import Record, header_lines
from scorekeep.files.fastjournal import read_hands
from scorekeep.files.journal import _document, record_text

HEADER = 'format = 1\nname = "x"\nplayers = ["A", "B"]\n\n[options]\ntarget = 500\n'

keys = st.from_regex(r"[A-Za-z_][A-Za-z0-9_-]{0,8}", fullmatch=True).filter(
    lambda k: k not in ("n", "void", "fix", "close", "reason", "at")
)
scalars = st.one_of(st.integers(-(10**6), 10**6), st.booleans(), st.text(max_size=12))
values = st.one_of(
    scalars,
    st.lists(st.text(max_size=6), max_size=4),
    st.lists(st.integers(0, 200), max_size=4),
    st.dictionaries(st.text(min_size=1, max_size=6), st.integers(0, 200), max_size=3),
    st.dictionaries(keys, st.text(max_size=8), max_size=3),
)
entries = st.dictionaries(keys, values, max_size=5)


@settings(max_examples=300)
@given(st.lists(entries, max_size=6))
def test_fast_reader_equals_tomllib(entries_):
    text = HEADER + "".join(
        record_text(Record("hand", i, e, at="t")) for i, e in enumerate(entries_, 1)
    )
    text = text.encode("utf-8").decode("utf-8")
    document, lines = _document(text)
    assert document == tomllib.loads(text)
    assert lines == header_lines(text)
    hands = tomllib.loads(text).get("hands", [])
    for written, read in zip(entries_, hands, strict=True):
        assert set(written) <= set(read)


@pytest.mark.parametrize(
    "block",
    [
        "tricks = 8 # a comment after a value",
        "name = 'literal'",
        "cards = [\n  1,\n  2,\n]",
        "a.b = 1",
        "tricks = 8\ntricks = 9",
        'x = "\\U0001F600"',
        "x = 1_000",
        "x = +5",
        "x = 1979-05-27",
        "x = 3.5",
        "[hands.cards]\nA = 1",
        'x = [1, "a"]',
    ],
)
def test_anything_else_goes_to_tomllib(block):
    text = HEADER + "\n[[hands]]\nn = 1\n" + block + "\n"
    assert read_hands(text) is None
    try:
        expected = tomllib.loads(text)
    except tomllib.TOMLDecodeError:
        with pytest.raises(tomllib.TOMLDecodeError):
            _document(text)
    else:
        assert _document(text)[0] == expected


def test_comment_lines_between_blocks_are_kept_out():
    text = HEADER + "\n[[hands]]\nn = 1\n# Darek was late\ntricks = 8\n"
    fast = read_hands(text)
    assert fast is not None
    assert fast[1] == [{"n": 1, "tricks": 8}]
    assert fast[2] == header_lines(text) == [8]
    assert _document(text)[0] == tomllib.loads(text)


def test_keys_that_only_look_bare_are_quoted():
    text = HEADER + record_text(Record("hand", 1, {"cards": {"0\n": 0, "Ania": 1}}))
    assert tomllib.loads(text)["hands"][0]["cards"] == {"0\n": 0, "Ania": 1}
    assert _document(text)[0] == tomllib.loads(text)
