"""`render.text.table` draws small tables without tabulate (the status of Derda, Derniè and
Durak starts faster); the drawing must be tabulate's, character for character."""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st
from tabulate import tabulate

from scorekeep.render.text import simple_table, table

ALPHABET = st.sampled_from(list("abzAŁóżéß ·=|-+.,:()'█▁▂▃▄▅▆▇○—…0123456789яґєіїЇЁѣԯʼ"))
WORD = st.text(ALPHABET, max_size=8).map(str.strip)
CELL = st.one_of(st.integers(-20_000, 100_000), WORD)


@st.composite
def tables(draw: Any) -> tuple[list[str], list[list[Any]]]:
    width = draw(st.integers(1, 6))
    headers = draw(st.lists(WORD, min_size=width, max_size=width))
    rows = draw(st.lists(st.lists(CELL, min_size=width, max_size=width), min_size=1, max_size=6))
    return headers, rows


@settings(max_examples=400, deadline=None)
@given(tables())
def test_simple_table_is_tabulates_simple_style(drawn: tuple[list[str], list[list[Any]]]) -> None:
    headers, rows = drawn
    expected = tabulate(rows, headers=headers, tablefmt="simple", disable_numparse=True)
    assert simple_table(rows, headers) == expected
    assert table(rows, headers) == expected


def test_table_hands_wide_and_multiline_cells_to_tabulate() -> None:
    for cell in ("漢字", "a\nb", " padded ", 1.5, None, True, "e\u0301", "д\u0483"):
        rows = [["x", cell]]
        expected = tabulate(rows, headers=["a", "b"], tablefmt="simple", disable_numparse=True)
        assert table(rows, ["a", "b"]) == expected
