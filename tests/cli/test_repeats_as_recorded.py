"""The same hand typed another way is still the same hand (issue 36, item 4): the repeat
check compares what was recorded, not what was typed, in every game and every spelling
(flags, shorthand, ``=`` / ``+N`` / tricks, a seat or a name, points per side or per
player, a run written out or by its top card)."""

from __future__ import annotations

import pytest

from scorekeep.cli.app import app

SEATS = "N=Ania,E=Bartek,S=Celina,W=Darek"
AGAIN = "scorekeep: error: same as hand 1 — add --again if it really happened twice"

CASES = {
    "bridge-rubber": (
        ("bridge-rubber", "--players", SEATS),
        [
            ["2H", "--by", "N", "--tricks", "8"],
            ["2H", "N", "="],
            ["2H", "N", "8"],
            ["2H", "N", "+0"],
            ["2H", "Ania", "8"],
            ["--by", "N", "2H", "="],
        ],
        ["2H", "N", "+1"],
    ),
    "bridge-chicago": (
        ("bridge-chicago", "--players", SEATS),
        [["4S", "S", "10"], ["4S", "S", "="], ["4S", "--by", "Celina", "--tricks", "10"]],
        ["4S", "S", "-1"],
    ),
    "derda": (
        ("derda", "--players", "Ania,Bartek"),
        [
            ["B", "H", "48", "74", "KQJH,belo"],
            ["B", "H", "48", "74", "K3H,b"],
            ["Bartek", "H", "48", "74", "Bartek:KQJH,belo"],
        ],
        ["B", "H", "48", "74", "K3H"],
    ),
    "deberc": (
        ("deberc", "--players", "Ania,Bartek,Celina,Darek", "--teams", "A+C,B+D"),
        [
            ["C", "H", "40", "31", "41", "50"],
            ["C", "H", "81"],
            ["C", "H", "81", "81"],
            ["Celina", "H", "40", "31", "41", "."],
        ],
        ["C", "H", "91"],
    ),
    "dernie": (
        ("dernie", "--players", "Ania,Bartek,Celina"),
        [
            ["A", "23", "40"],
            ["Ania", "23", "40"],
            ["--closer", "Ania", "--left", "Bartek=23", "--left", "Celina=40"],
        ],
        ["A", "40", "23"],
    ),
    "durak": (
        ("durak", "--players", "Ania,Bartek,Celina", "--set", "confirm_repeats=true"),
        [["Bartek"], ["B"], ["bartek"]],
        ["Celina"],
    ),
}


@pytest.mark.parametrize("game", sorted(CASES))
def test_the_hand_before_in_another_spelling_is_asked_about(cli, rejected, game):
    new, spellings, _different = CASES[game]
    first, *others = spellings
    for n, again in enumerate(others):
        cli("new", *new, "--name", f"s{n}")
        cli("hand", *first)
        assert rejected(f"s{n}", "hand", *again) == AGAIN, (first, again)
        # and the other way round
        cli("new", *new, "--name", f"t{n}")
        cli("hand", *again)
        assert rejected(f"t{n}", "hand", *first) == AGAIN, (again, first)
        cli("hand", *first, "--again")
        assert cli.journal(f"t{n}").read_text(encoding="utf-8").count("[[hands]]") == 2


@pytest.mark.parametrize("game", sorted(CASES))
def test_a_different_hand_is_no_repeat(cli, game):
    new, spellings, other = CASES[game]
    cli("new", *new, "--name", "s")
    cli("hand", *spellings[0])
    cli("hand", *other)
    assert cli.journal("s").read_text(encoding="utf-8").count("[[hands]]") == 2


def test_the_table_asks_about_the_same_hand_typed_another_way(cli):
    cli("new", "bridge-rubber", "--players", SEATS, "--name", "s")
    done = cli.runner.invoke(
        app, ["--home", str(cli.home), "table"], input="2H --by N --tricks 8\n2H N =\n"
    )
    assert done.exit_code == 1
    assert "same as hand 1" in done.stderr
    assert cli.journal("s").read_text(encoding="utf-8").count("[[hands]]") == 1


def test_a_duplicate_board_in_any_spelling_is_already_recorded(cli, rejected):
    """Duplicate asks no question: the same board in the same room is refused outright,
    however it is typed; in the other room it is the board's other result."""
    cli("new", "bridge-duplicate", "--players", SEATS, "--name", "s")
    cli("hand", "1", "4S", "N", "=")
    for again in (["4S", "--by", "N", "--tricks", "10", "--board", "1"], ["1", "4S", "S", "10"]):
        refused = rejected("s", "hand", *again)
        assert "board 1 is already recorded in the open room" in refused, refused
    cli("hand", "1", "4S", "N", "=", "--room", "closed")
