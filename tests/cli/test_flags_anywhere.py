"""Flags anywhere in a shorthand line (SPEC §4.2), and a prefix that fits two players refused
as ambiguous, naming them."""

from __future__ import annotations

import json

import pytest

BRIDGE = ("bridge-rubber", "--players", "N=Ania,E=Bartek,S=Celina,W=Darek")


def hands_of(cli, name: str) -> str:
    text = cli.journal(name).read_text(encoding="utf-8")
    body = text.split("[[hands]]", 1)[1]
    return "\n".join(x for x in body.splitlines() if not x.startswith("at ="))


@pytest.mark.parametrize(
    ("mixed", "words"),
    [
        (["4H", "--by", "E", "="], ["4H", "E", "="]),
        (["4H", "=", "--by", "E"], ["4H", "E", "="]),
        (["--by", "E", "4H", "10"], ["4H", "E", "10"]),
        (["4H", "E", "--tricks", "10"], ["4H", "E", "10"]),
        (["--by", "Bartek", "4H", "+1"], ["4H", "E", "+1"]),
    ],
)
def test_a_flag_takes_its_words_place_anywhere_in_the_line(cli, mixed, words):
    cli("new", *BRIDGE, "--name", "mixed")
    cli("new", *BRIDGE, "--name", "words")
    cli("hand", "-s", "mixed", *mixed)
    cli("hand", "-s", "words", *words)
    assert hands_of(cli, "mixed") == hands_of(cli, "words")


@pytest.mark.parametrize(
    ("line", "word"),
    [
        (["4H", "E", "=", "--by", "E"], "'E' and --by"),
        (["4H", "--by", "E", "S", "="], "'S' and --by"),
        (["4H", "E", "10", "--tricks", "10"], "'10' and --tricks"),
    ],
)
def test_a_field_given_both_ways_is_still_refused_naming_it(cli, line, word):
    cli("new", *BRIDGE, "--name", "b")
    before = cli.journal("b").read_bytes()
    result = cli("hand", *line, code=2)
    assert word in result.stderr
    assert cli.journal("b").read_bytes() == before


def test_durak_flag_before_the_epaulettes_word(cli):
    cli("new", "durak", "--players", "Ania,Bartek,Celina", "--name", "d")
    cli("hand", "ep", "--durak", "Bartek")
    assert 'durak = "Bartek"' in cli.journal("d").read_text(encoding="utf-8")
    assert "epaulettes = true" in cli.journal("d").read_text(encoding="utf-8")


def test_derda_bidder_as_a_flag_with_the_rest_in_words(cli):
    cli("new", "derda", "--players", "Ania,Bartek", "--name", "mixed")
    cli("new", "derda", "--players", "Ania,Bartek", "--name", "words")
    cli("hand", "-s", "mixed", "H", "48", "74", "--bidder", "Bartek")
    cli("hand", "-s", "words", "Bartek", "H", "48", "74")
    assert hands_of(cli, "mixed") == hands_of(cli, "words")


@pytest.mark.parametrize(
    ("new", "line"),
    [
        (("durak", "--players", "Ania,Anna,Bartek"), ["An"]),
        (("dernie", "--players", "Ania,Anna,Bartek"), ["An", "10", "20"]),
        (("derda", "--players", "Ania,Anna"), ["An", "H", "48", "74"]),
        (("bridge-rubber", "--players", "N=Ania,E=Anna,S=Celina,W=Darek"), ["4S", "An", "="]),
    ],
)
def test_an_ambiguous_prefix_in_shorthand_is_refused_as_ambiguous(cli, new, line):
    cli("new", *new, "--name", "t")
    before = cli.journal("t").read_bytes()
    result = cli("hand", *line, "--format", "json", code=1)
    error = json.loads(result.stdout)["error"]
    assert error["code"] == "ambiguous"
    assert "'An' could be Ania or Anna" in error["message"]
    assert cli.journal("t").read_bytes() == before
