"""A long evening's kept replay keeps its finished rubbers apart (the ``past`` file): a hand
typed between hands reads only the rubber in progress and what it shows of the others, and
whatever reads them (JSON, ``--verbose``, a rubber just over) reads them back in, sealed and
checked as every entry is. Every command here runs both ways (tests/conftest.py): the
start-up path with its cache prints what the full command line prints."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scorekeep.core.session import Finished
from scorekeep.files import cache
from tests.conftest import Cli

SEATS = "N=Ania,E=Bartek,S=Celina,W=Darek"
GAME_NS = ("hand", "4S", "N", "=", "--again")
GAME_EW = ("hand", "3NT", "E", "=", "--again")
PART = ("hand", "2H", "S", "=", "--again")
DOWN = ("hand", "4S", "N", "-2", "--again")


def evening(cli: Cli, rubbers: int) -> None:
    """Rubbers won in two games, then a partscore and a set in the next one."""
    cli("new", "bridge-rubber", "--players", SEATS, "--name", "fri")
    for n in range(rubbers):
        game = GAME_NS if n % 2 else GAME_EW
        cli(*game)
        cli(*game)
    cli(*PART)
    cli(*DOWN)


def past_file(home: Path) -> Path:
    (found,) = cache.folder().glob("*.past")
    return found


def finished_in(value: object, depth: int = 0) -> int:
    """The finished rubbers (stand-ins aside) in what an entry's part unpickled to."""
    if isinstance(value, Finished):
        return int(value.number > 0)
    if isinstance(value, tuple | list) and depth < 4:
        return sum(finished_in(item, depth + 1) for item in value)
    return 0


def test_a_kept_hand_reads_no_finished_rubber_but_the_last(cli, monkeypatch):
    evening(cli, 6)
    real = cache.unpickled
    read: list[object] = []

    def unpickled(data: bytes) -> object:
        read.append(real(data))
        return read[-1]

    monkeypatch.setattr(cache, "unpickled", unpickled)
    cli(*DOWN)
    assert read and sum(map(finished_in, read)) <= 1
    read.clear()
    cli("status")  # the status the hand kept, drawn from the table kept of the rubbers
    assert not read
    cli("status", "-f", "json")  # the evening's JSON lists every rubber: they are read
    assert sum(map(finished_in, read)) >= 6


@pytest.mark.parametrize("damage", ["flip", "stale", "missing", "foreign"])
def test_a_past_that_is_not_the_entrys_own_is_never_used(cli, damage):
    evening(cli, 5)
    stale = past_file(cli.home).read_bytes()
    cli(*GAME_EW)
    cli(*GAME_EW)  # a rubber over: the next hand writes the entry whole, with a new past
    cli(*PART)
    cli(*DOWN)
    target = past_file(cli.home)
    data = target.read_bytes()
    if damage == "flip":
        target.write_bytes(data[:100] + bytes([data[100] ^ 1]) + data[101:])
    elif damage == "stale":
        target.write_bytes(stale)
    elif damage == "missing":
        target.unlink()
    else:
        target.write_bytes(os.urandom(cache.SEAL) + data[cache.SEAL :])
    cli("hand", "-v", *DOWN[1:])
    cli(*GAME_NS)
    cli(*GAME_NS)  # the rubber ends on a kept hand: the status kept after it lists it
    cli("status")
    cli("status", "-f", "json")


HANDS = [GAME_NS, GAME_EW, PART, DOWN, ("hand", "pass")]
step = st.one_of(
    st.tuples(st.just("hand"), st.integers(0, len(HANDS) - 1)),
    st.tuples(st.just("hand"), st.integers(0, len(HANDS) - 1)),
    st.tuples(st.just("hand"), st.integers(0, len(HANDS) - 1)),
    st.tuples(st.just("flag"), st.sampled_from(["-v", "-q", "-f json", "repeat"])),
    st.tuples(st.just("status"), st.sampled_from(["text", "json"])),
    st.tuples(st.just("undo"), st.just("")),
    st.tuples(st.just("edit"), st.just("")),
)


@settings(
    max_examples=12,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(rubbers=st.integers(2, 5), steps=st.lists(step, min_size=4, max_size=24))
def test_a_kept_hand_on_a_long_evening_answers_as_a_hand_with_nothing_kept(rubbers, steps):
    with tempfile.TemporaryDirectory() as folder:
        cli = Cli(Path(folder) / "home")
        evening(cli, rubbers)
        path = cli.journal("fri")
        for kind, value in steps:
            if kind == "hand":
                cli(*HANDS[int(value)], code=None)
            elif kind == "flag":
                flags = {"-v": ("-v",), "-q": ("-q",), "-f json": ("-f", "json")}
                typed = flags.get(str(value), ())
                hand = PART[:-1] if value == "repeat" else PART
                cli(hand[0], *typed, *hand[1:], code=None)
            elif kind == "status":
                cli("status", "-f", str(value), code=None)
            elif kind == "undo":
                cli("undo", code=None)
            else:
                path.write_text(path.read_text(encoding="utf-8") + "\n", encoding="utf-8")
        cli("status", code=None)
        cli("status", "-f", "json", code=None)


def test_an_entry_written_whole_again_keeps_its_past_apart(cli):
    """After as many appended hands as an entry takes, the next one writes it whole again
    from the stand-ins, naming the same past file (nothing of the rubbers is read)."""
    from scorekeep.app.kept import MAX_APPENDED

    evening(cli, 3)
    past = past_file(cli.home).read_bytes()
    for _ in range(MAX_APPENDED + 2):
        cli(*DOWN)
    assert past_file(cli.home).read_bytes() == past
    cli("status")
    cli("hand", "-v", *DOWN[1:])
    cli("status", "-f", "json")
