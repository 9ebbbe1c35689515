"""Runs that touch or overlap are one run (DERDA-R2 clarified, DEBERC-R2): the helper both
games use to refuse a run declared in pieces."""

from __future__ import annotations

import pytest

from scorekeep.games.jass.cards import joined_run, one_run_message, parse_run


@pytest.mark.parametrize(
    ("a", "b", "whole"),
    [
        ("AS KS QS", "JS 10S 9S", "AS KS QS JS 10S 9S"),
        ("10S 9S 8S 7S", "AS KS QS JS", "AS KS QS JS 10S 9S 8S 7S"),
        ("KH QH JH", "QH JH 10H", "KH QH JH 10H"),
        ("AD KD QD JD 10D", "KD QD JD", "AD KD QD JD 10D"),
        ("AS KS QS", "AH KH QH", None),
        ("AS KS QS", "10S 9S 8S", None),
    ],
)
def test_DERDA_R2_joined_run(a, b, whole):
    joined = joined_run(parse_run(a), parse_run(b))
    assert (str(joined) if joined else None) == whole
    flipped = joined_run(parse_run(b), parse_run(a))
    assert (str(flipped) if flipped else None) == whole


def test_DERDA_R2_message_names_the_run_and_a_shared_card():
    a, b = parse_run("KH QH JH"), parse_run("QH JH 10H")
    whole = joined_run(a, b)
    assert whole is not None
    text = one_run_message("Ania", a, b, whole)
    assert text.startswith("same card QH in two sequences of Ania: ")
    assert "are one run, KH QH JH 10H: declare it once at its full length" in text
