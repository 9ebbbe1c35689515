"""Shorthand on the command line: the same journal as the flags, refusals that change nothing."""

from __future__ import annotations

import pytest

NEW = {
    "bridge": ("bridge-rubber", "--players", "N=Ania,E=Bartek,S=Celina,W=Darek"),
    "derda": ("derda", "--players", "Ania,Bartek"),
    "deberc": ("deberc", "--players", "Ania,Bartek,Celina,Darek", "--teams", "A+C,B+D"),
    "dernie": ("dernie", "--players", "Ania,Bartek,Celina"),
    "durak": ("durak", "--players", "Ania,Bartek,Celina,Dorota"),
}

SAME = [
    ("bridge", "4S N =", "4S --by N --result ="),
    ("bridge", "3NTX E -2", "3NTX --by E --result -2"),
    ("bridge", "6S S +1 NS:150", "6S --by S --result +1 --honors NS:150"),
    ("bridge", "2H W 8", "2H --by W --tricks 8"),
    ("bridge", "pass", "pass"),
    (
        "derda",
        "B H 48 74 Bartek:KQJH,belo",
        "--bidder Bartek --trump H --cards Ania=48 --cards Bartek=74 "
        "--words Bartek=KH_QH_JH --words Bartek=belo",
    ),
    ("derda", "trade Bartek 20", "--trade Bartek=20"),
    ("derda", "dwa-razy", "--annul dwa-razy"),
    (
        "deberc",
        "B S 30 50 20 . D:KQJ10D A:AKQH B:bella",
        "--bidder Bartek --trump S --cards A=30 --cards B=50 --cards C=20 --cards D=62 "
        "--words Darek=KD_QD_JD_10D --words Ania=AH_KH_QH --words Bartek=bella",
    ),
    ("deberc", "four-sevens", "--annul four-sevens"),
    ("dernie", "A 23 40", "--closer Ania --left Bartek=23 --left Celina=40"),
    (
        "dernie",
        "B KS,7H,JOKER AC,2D",
        "--closer Bartek --left Ania=KS_7H_JOKER --left Celina=AC_2D",
    ),
    ("durak", "Bartek ep", "--durak Bartek --epaulettes"),
    ("durak", "draw Ania,Dorota", "--draw Ania,Dorota"),
]


def words(line: str) -> list[str]:
    return [w.replace("_", " ") for w in line.split()]


def hands_of(cli, name: str) -> str:
    text = cli.journal(name).read_text(encoding="utf-8")
    body = text.split("[[hands]]", 1)[1]
    return "\n".join(x for x in body.splitlines() if not x.startswith("at ="))


@pytest.mark.parametrize(("game", "short", "flags"), SAME)
def test_shorthand_writes_the_same_hand_as_the_flags(cli, game, short, flags):
    cli("new", *NEW[game], "--name", "short")
    cli("new", *NEW[game], "--name", "long")
    short_out = cli("hand", "-s", "short", *words(short)).stdout
    long_out = cli("hand", "-s", "long", *words(flags)).stdout
    assert hands_of(cli, "short") == hands_of(cli, "long")
    assert short_out.replace("short", "long") == long_out


def test_minus_n_is_a_plain_word_through_the_command_line(cli):
    cli("new", *NEW["bridge"])
    out = cli("hand", "3NTX", "E", "-2").stdout
    assert "3NTX by E" in out
    assert "NS +300" in out


def test_shorthand_and_flag_for_one_field_is_refused_naming_both(cli):
    cli("new", *NEW["bridge"], "--name", "b")
    before = cli.journal("b").read_bytes()
    result = cli("hand", "4S", "N", "=", "--by", "S", code=2)
    assert "'N' and --by both give the declarer" in result.stderr
    assert cli.journal("b").read_bytes() == before


def test_refused_word_names_it_and_changes_nothing(cli, rejected):
    cli("new", *NEW["deberc"], "--name", "d")
    line = rejected("d", "hand", "B", "S", "30", "50", "20", "B:KQX")
    assert "'B:KQX': expected a word" in line


def test_fix_takes_shorthand(cli):
    cli("new", *NEW["bridge"])
    cli("hand", "4S", "N", "=")
    out = cli("fix", "1", "4S", "N", "-1").stdout
    assert "4S by N, result -1" in out


@pytest.mark.parametrize("game", list(NEW))
def test_hand_help_shows_the_current_games_shorthand(cli, game):
    cli("new", *NEW[game])
    out = cli("hand", "--help").stdout
    assert f"{game} shorthand:" in out
    for other in NEW:
        if other != game:
            assert f"{other} shorthand:" not in out
    assert out.count("scorekeep hand ") >= 3
