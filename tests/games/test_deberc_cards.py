"""DEBERC-R1: card points are read by one reader whether they come from ``--cards`` flags or
from a journal entry written by hand, so both refuse the same things in the same words."""

from __future__ import annotations

from typing import Any

import pytest

from scorekeep.core.errors import Rejected
from scorekeep.games.deberc.engine import ENGINE
from scorekeep.games.deberc.entries import read_cards
from tests.games.test_deberc import FOUR, TEAMS, THREE, ctx

TRIO = ctx(THREE)
TEAM_TABLE = ctx(FOUR, TEAMS)


def from_flags(cards: dict[str, Any], table=TRIO) -> dict[str, int]:
    fields = {"bidder": "Ania", "trump": "H", "cards": cards}
    return dict(ENGINE.entry_from_fields(fields, table)["cards"])


def from_journal(cards: dict[str, Any], table=TRIO) -> dict[str, int]:
    return read_cards(cards, table.table)


READERS = pytest.mark.parametrize("read", [from_flags, from_journal], ids=["flags", "journal"])


@READERS
def test_DEBERC_R1_names_and_prefixes_read_alike(read):
    assert read({"ania": "50", "Bart": 60, "Celina": "40"}) == {
        "Ania": 50,
        "Bartek": 60,
        "Celina": 40,
    }


@READERS
@pytest.mark.parametrize(
    ("cards", "said"),
    [
        ({"Ania": 50, "an": 60, "Celina": 40}, "card points of Ania given twice"),
        ({"Ania": -5, "Bartek": 60, "Celina": 40}, "card points of Ania cannot be negative (-5)"),
        ({"Ania": "lots", "Bartek": 60}, "card points of Ania must be a whole number, not 'lots'"),
    ],
)
def test_DEBERC_R1_refusals_read_alike(read, cards, said):
    with pytest.raises(Rejected) as caught:
        read(cards)
    assert caught.value.message == said
    assert (caught.value.field, caught.value.rule) == ("--cards", "DEBERC-R1")


@READERS
def test_DEBERC_R1_per_player_or_per_side_alike(read):
    with pytest.raises(Rejected, match="per player or per side, not both") as caught:
        read({"A+C": 50, "Bartek": 100, "Darek": 12}, TEAM_TABLE)
    assert caught.value.rule == "DEBERC-R1"
