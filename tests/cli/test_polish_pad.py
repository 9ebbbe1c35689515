"""What a Polish Derda or Deberc table writes on the pad, read by the shorthand: a suit by
its name's first two letters (pi, ki, ka, tr), a run in trump without its suit, and after
"dość" the claimant's words without his name (issue 36, item 11)."""

from __future__ import annotations

import pytest


def entry(cli, n: int = 1):
    return cli.json("sheet")["hands"][n - 1]["entry"]


@pytest.mark.parametrize(
    ("short", "suit"), [("pi", "S"), ("ki", "H"), ("ka", "D"), ("tr", "C"), ("kier", "H")]
)
def test_a_suit_by_its_first_two_letters(cli, short, suit):
    cli("new", "derda", "--players", "Ania,Bartek", "--lang", "pl")
    cli("hand", "B", short, "48", "74", f"A:K3{short}")
    assert entry(cli)["words"] == {"Ania": [f"K{suit} Q{suit} J{suit}"]}


def test_a_run_in_trump_needs_no_suit(cli):
    cli("new", "derda", "--players", "Ania,Bartek", "--lang", "pl")
    cli("hand", "B", "ki", "48", "74", "K3,b")
    short = entry(cli)
    cli("undo")
    cli("hand", "B", "kier", "48", "74", "K3kier,belo")
    assert entry(cli, 2)["words"] == short["words"] == {"Bartek": ["KH QH JH", "belo"]}


def test_a_run_without_a_suit_still_needs_three_cards(cli, rejected):
    cli("new", "derda", "--players", "Ania,Bartek", "--name", "p")
    line = rejected("p", "hand", "B", "H", "48", "74", "K2")
    assert "'K2': a run has at least 3 cards, not 2" in line, "quoted as the table wrote it"
    line = rejected("p", "hand", "B", "H", "48", "74", "Q8")
    assert "'Q8': no run of 8 from Q" in line


def test_DERDA_R13_after_dosc_a_word_without_a_name_is_the_claimants(cli):
    cli("new", "derda", "--players", "Ania,Bartek")
    cli("hand", "B", "S", "d", "A", "41", "K4C")
    assert entry(cli)["words"] == {"Ania": ["KC QC JC 10C"]}
    cli("undo")
    cli("hand", "B", "S", "d", "A", "41", "B:K4C")
    assert entry(cli, 2)["words"] == {"Bartek": ["KC QC JC 10C"]}


def test_deberc_reads_the_polish_pad_too(cli):
    cli(
        "new",
        "deberc",
        "--players",
        "Ania,Bartek,Celina,Darek",
        "--teams",
        "A+C,B+D",
        "--lang",
        "pl",
    )
    cli("hand", "B", "pi", "50", "D:K4ka", "b")
    assert entry(cli)["words"] == {"Darek": ["KD QD JD 10D"], "Bartek": ["bella"]}


def test_hand_help_shows_the_polish_pad_and_its_example_records(cli):
    """The help is where a table looks for the forms: the example it gives must read."""
    help_text = cli("--lang", "pl", "hand", "--help").output
    line = next(line for line in help_text.splitlines() if "B ki 48 74 K3,b" in line)
    assert "ki za kier" in line
    cli("new", "derda", "--players", "Ania,Bartek", "--lang", "pl")
    cli("hand", "B", "ki", "48", "74", "K3,b")
    assert entry(cli)["words"] == {"Bartek": ["KH QH JH", "belo"]}
