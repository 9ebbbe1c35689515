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
    load().main(deals=300)
    out = capsys.readouterr().out
    assert "shorthand median/max" in out
    for row in ("deberc per side", "deberc per player", "derda short", "deberc played"):
        assert row in out
    assert "points median/max" in out and "word median/max" in out
    assert "MISSED" not in out


def test_DEBERC_R2_runs_are_found_as_the_table_declares_them():
    keystrokes = load()
    assert keystrokes.run_lengths(["KD", "QD", "JD", "TD", "7S", "AH", "KH", "QH"]) == [3, 4]
    assert keystrokes.run_lengths(["AS", "KS", "JS", "TS", "8S", "7S", "9H", "8D"]) == []
    assert keystrokes.run_lengths(["9C", "8C", "7C"]) == [3]


def test_most_deberc_deals_carry_a_word():
    runs, bellas, either = load().deberc_words(deals=4000)
    assert 0.5 < runs < 0.75 and 0.15 < bellas < 0.3 and runs < either < runs + bellas


# --------------------------------------------------------------------------- issue 25 goals


DEALS = 4000
"""Random deals the goals are checked on here: the medians settle well before 20,000."""


def test_parts_count_points_and_each_word_apart_on_known_lines():
    keystrokes = load()
    parts = keystrokes.parts
    assert parts("B S 50 D:K4D b") == (6, (5, 1))
    assert parts("B S 50 D:K4D,b A:A3H") == (6, (5, 1, 5))
    assert parts("A D 162 -") == (9, ())
    assert parts("A D . -") == (7, ())
    assert parts("B H 48 74 K3H,b") == (9, (3, 1))
    assert parts("B S d A 41 A:K4C") == (10, (5,))
    assert parts("C H 40 31 41") == (12, ())
    assert keystrokes.typed("B S 50 D:K4D b") == 14


def test_DEBERC_R2_runs_are_declared_once_at_full_length_and_written_both_ways():
    keystrokes = load()
    hand = ["KD", "QD", "JD", "TD", "7S", "AH", "KH", "QH"]
    assert keystrokes.runs_of(hand) == [("A", 3, "H"), ("K", 4, "D")]
    assert keystrokes.runs_of(["AS", "KS", "QS", "TS", "9S", "8S"]) == [
        ("A", 3, "S"),
        ("T", 3, "S"),
    ]
    assert keystrokes.run_cards("K", 4, "D") == "KD QD JD 10D"
    assert keystrokes.compact_long("KD QD JD 10D") == "KQJ10D"


def test_DEBERC_R3_DERDA_R4_the_senior_side_is_the_one_whose_words_are_typed():
    keystrokes = load()
    deberc, derda = keystrokes.DEBERC, keystrokes.DERDA
    runs = {"Ania": [("A", 3, "H")], "Darek": [("K", 4, "D")], "Bartek": [], "Celina": []}
    assert keystrokes.senior_holders(deberc, runs, "S", "Ania") == {"Bartek", "Darek"}
    runs = {"Ania": [("K", 3, "H")], "Bartek": [("K", 3, "S")]}
    # Deberc: at equal class and top the trump run wins (trump_combination_senior)
    assert keystrokes.senior_holders(deberc, {**runs, "Celina": [], "Darek": []}, "S", "Ania") == {
        "Bartek",
        "Darek",
    }
    # Derda: trump gives no priority; equal runs go to the non-dealer
    assert keystrokes.senior_holders(derda, runs, "S", "Ania") == {"Bartek"}
    assert keystrokes.senior_holders(derda, runs, "S", "Bartek") == {"Ania"}


def test_random_deals_are_played_out_to_the_packs_total():
    keystrokes = load()
    for deal in keystrokes.random_deals(keystrokes.DEBERC, 200):
        assert sum(deal.cards.values()) == 162
        assert all(deal.cards[p] == 0 for p in deal.no_tricks)
    for deal in keystrokes.random_deals(keystrokes.DERDA, 200):
        assert 0 <= sum(deal.cards.values()) <= 136


def test_issue_25_goals_hold_on_the_readme_evenings_and_random_deals():
    """The goals are asserted on the counts: every game's typical hand at most 12
    characters (Derda without words), Deberc's points at most 8 and each word at most 5,
    Derda with words at most 16."""
    keystrokes = load()
    readme = keystrokes.readme_table(keystrokes.rows())
    deals = keystrokes.random_table(DEALS)
    measured = keystrokes.goals(readme, deals)
    assert len(measured) >= 12
    missed = [(what, value, goal) for what, value, goal in measured if value > goal]
    assert not missed, missed
    by = {c.name: c for c in deals}
    assert by["deberc per side"].words[1] <= 5  # no word of a random deal is longer
    assert by["deberc per side"].points[1] <= 8
    assert by["deberc per side"].line[0] < by["deberc per player"].line[0]
    assert by["derda short"].with_words[0] < by["derda per player"].with_words[0]


def test_the_goals_can_be_missed():
    keystrokes = load()
    long = keystrokes.counted("deberc played", ["B S 30 50 20 D:KQJTD A:AKQH bella"] * 3)
    assert long.points == (12, 12) and long.words == (6, 7)
    readme = [c for c in keystrokes.readme_table(keystrokes.rows()) if "deberc" not in c.name]
    readme += [keystrokes.counted("deberc", ["B S 30 50 20 D:KQJTD A:AKQH bella"]), long]
    deals = keystrokes.random_table(20)
    missed = {w for w, value, goal in keystrokes.goals(readme, deals) if value > goal}
    assert {"README deberc: line", "README deberc: points", "README deberc: each word"} <= missed


def test_a_polish_table_types_the_readme_evenings_and_records_the_same_hands(cli):
    """The forms the benchmark counts at a Polish table are ones the shorthand reads: the
    same hands, points and words as the README's evenings."""
    keystrokes = load()
    news = {
        "derda": ("derda", "--players", "Ania,Bartek"),
        "deberc": (
            "deberc", "--players", "Ania,Bartek,Celina,Darek", "--teams", "A+C,B+D",
            "--set", "no_tricks_penalty=50",
        ),
    }  # fmt: skip
    for game, new in news.items():
        lines = [r.short for r in keystrokes.rows() if r.game == game]
        sheets = []
        for lang in ("en", "pl"):
            cli("new", *new, "--lang", lang, "--name", f"{game}-{lang}")
            for line in lines:
                typed = line if lang == "en" else keystrokes.at_the_table(line, "pl")
                command = "fix" if typed.startswith("fix ") else "hand"
                words = typed.removeprefix("fix ").split()
                if typed.startswith("cztery "):
                    words = [typed]
                cli(command, *words)
            sheets.append(cli.json("sheet"))
        english, polish = sheets
        assert [h["scores"] for h in polish["hands"]] == [h["scores"] for h in english["hands"]]
        for mine, theirs in zip(polish["hands"], english["hands"], strict=True):
            assert mine["entry"].get("words") == theirs["entry"].get("words"), line


def test_at_a_polish_table_a_run_in_trump_needs_no_suit_and_the_claimants_no_name():
    keystrokes = load()
    assert keystrokes.at_the_table("B H 48 74 K3H,b", "pl") == "B ki 48 74 K3,b"
    assert keystrokes.at_the_table("B S d A 41 A:K4C", "pl") == "B pi d A 41 K4tr"
    assert keystrokes.at_the_table("D C 80 A:Q3S", "pl") == "D tr 80 A:D3pi"
    assert keystrokes.at_the_table("trade B 20", "pl") == "handel B 20"
