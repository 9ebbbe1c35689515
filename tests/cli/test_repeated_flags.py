"""A flag that holds one value, given twice, is refused naming the flag: the last one never
silently wins (`--by S --by E`, `--tricks 9 --tricks 10`, `--honors`, `--bidder`, judge)."""

from __future__ import annotations

import pytest

BRIDGE = ("new", "bridge-rubber", "--players", "N=Ann,E=Ben,S=Cat,W=Dan", "--name", "fri")


def refused_usage(cli, session: str, *args: str) -> str:
    path = cli.journal(session)
    before = path.read_bytes()
    result = cli(*args, code=2)
    assert path.read_bytes() == before
    assert "Traceback" not in result.stderr
    return result.stderr.strip().splitlines()[0]


@pytest.mark.parametrize(
    ("args", "flag"),
    [
        (("4S", "--by", "S", "--by", "E", "--tricks", "10"), "--by"),
        (("4S", "--by", "S", "--tricks", "9", "--tricks", "10"), "--tricks"),
        (("4S", "--by", "S", "--tricks=9", "--tricks=10"), "--tricks"),
        (
            ("4S", "--by", "S", "--tricks", "10", "--honors", "NS:100", "--honors", "EW:150"),
            "--honors",
        ),
    ],
)
def test_repeated_single_value_flag_refused_in_hand(cli, args, flag):
    cli(*BRIDGE)
    line = refused_usage(cli, "fri", "hand", *args)
    assert f"{flag} is given twice" in line


def test_repeated_bidder_refused_in_hand_and_fix(cli):
    cli("new", "derda", "--players", "Ania,Bartek", "--name", "eve")
    hand = ("--trump", "H", "--cards", "Ania=70", "--cards", "Bartek=50")
    line = refused_usage(cli, "eve", "hand", "--bidder", "Ania", "--bidder", "Bartek", *hand)
    assert "--bidder is given twice ('Ania', then 'Bartek')" in line
    cli("hand", "--bidder", "Ania", *hand)
    line = refused_usage(cli, "eve", "fix", "1", "--bidder", "Ania", "--bidder", "Bart", *hand)
    assert "--bidder is given twice" in line


def test_repeated_flag_refused_in_judge(cli):
    result = cli("judge", "bridge", "score", "4H", "--tricks", "10", "--tricks", "8", code=2)
    assert "--tricks is given twice" in result.stderr
    result = cli("judge", "bridge", "score", "4H", "--tricks", "10", "--vul", "--vul", code=2)
    assert "--vul repeats" in result.stderr


def test_repeatable_flags_still_repeat(cli):
    cli("new", "derda", "--players", "Ania,Bartek", "--name", "eve")
    cli("hand", "--bidder", "Ania", "--trump", "H", "--cards", "Ania=70", "--cards", "Bartek=50")
