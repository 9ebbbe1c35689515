"""Deberc conventions read from the seed's own words: the four-sevens redeal on the first deal
only (DEBERC-P7) and the two readings of the three-player bajt sentence beside bajt_rule."""

from __future__ import annotations

import pytest

PLAYED = ("hand", "--bidder", "Ania", "--trump", "H", "--cards", "Ania=100", "--cards", "Bartek=50")


def _new(cli, *settings):
    cli("new", "deberc", "--players", "Ania,Bartek", "--name", "d", *settings)


def test_DEBERC_P7_any_deal_by_default(cli):
    _new(cli)
    cli(*PLAYED)
    out = cli("hand", "--annul", "four-sevens").stdout
    assert "four sevens" in out


def test_DEBERC_P7_first_deal_only(cli, rejected):
    _new(cli, "--set", "four_sevens=first_deal")
    cli("hand", "--annul", "four-sevens")
    cli("hand", "--annul", "four-sevens")  # the redeal is still the first deal
    cli(*PLAYED)
    line = rejected("d", "hand", "--annul", "four-sevens")
    assert "no four-sevens redeal after the first deal" in line
    assert "при першій роздачі" in line
    assert "(DEBERC-P7)" in line


def test_DEBERC_P7_all_pass_redeal_ends_the_first_deal(cli, rejected):
    _new(cli, "--set", "four_sevens=first_deal")
    cli("hand", "--annul", "all-pass")
    assert "(DEBERC-P7)" in rejected("d", "hand", "--annul", "four-sevens")


def test_DEBERC_P7_rule_text_quotes_the_seed(cli):
    shown = cli.json("rules", "show", "deberc")
    assert "при першій роздачі" in shown["rules"]["DEBERC-P7"]
    assert shown["options"]["four_sevens"]["default"] == "any_deal"


@pytest.mark.parametrize("fmt", ["text", "json"])
def test_DEBERC_R7_rules_show_states_both_bajt_readings(cli, fmt):
    out = cli("rules", "show", "deberc", "--format", fmt).stdout
    assert "максимальну кількість очок" in out
    assert "обидва суперника" in out
    if fmt == "text":
        line = next(x for x in out.splitlines() if x.startswith("bajt_rule"))
        assert "менше ніж" in line and "максимальну" in line
