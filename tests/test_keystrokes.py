"""The keystroke table of benchmarks/keystrokes.py, run for correctness only."""

from __future__ import annotations

import importlib.util
from pathlib import Path

SCRIPT = Path(__file__).resolve().parent.parent / "benchmarks" / "keystrokes.py"


def load():
    spec = importlib.util.spec_from_file_location("keystrokes", SCRIPT)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_every_game_has_its_evening_twice_and_shorthand_is_shorter():
    keystrokes = load()
    rows = keystrokes.rows()
    assert {r.game for r in rows} == {"bridge", "derda", "deberc", "dernie", "durak"}
    for row in rows:
        assert keystrokes.typed(row.short) < keystrokes.typed(row.flags), row


def test_typed_leaves_free_text_out():
    keystrokes = load()
    assert keystrokes.typed('B ep --note "two sixes"') == 4
    assert keystrokes.typed("fix 4 3NT --by S --tricks 9 --reason x") == len(
        "fix 4 3NT --by S --tricks 9"
    )


def test_evenings_must_pair_up():
    keystrokes = load()
    text = (
        "```console\n$ scorekeep new durak --players A,B\n$ scorekeep hand --durak A\n```\n"
        "```console\n$ scorekeep new durak --players A,B --name d-short\n"
        "$ scorekeep hand A\n$ scorekeep hand B\n```\n"
    )
    try:
        keystrokes.rows(text)
    except ValueError as error:
        assert "durak" in str(error)
    else:
        raise AssertionError("unpaired evenings were accepted")


def test_main_prints_the_table(capsys):
    load().main()
    out = capsys.readouterr().out
    assert "shorthand median/max" in out
    assert "Derda hands with words" in out


def test_DEBERC_R2_runs_are_found_as_the_table_declares_them():
    keystrokes = load()
    assert keystrokes.run_lengths(["KD", "QD", "JD", "TD", "7S", "AH", "KH", "QH"]) == [3, 4]
    assert keystrokes.run_lengths(["AS", "KS", "JS", "TS", "8S", "7S", "9H", "8D"]) == []
    assert keystrokes.run_lengths(["9C", "8C", "7C"]) == [3]


def test_most_deberc_deals_carry_a_word():
    runs, bellas, either = load().deberc_words(deals=4000)
    assert 0.5 < runs < 0.75 and 0.15 < bellas < 0.3 and runs < either < runs + bellas
